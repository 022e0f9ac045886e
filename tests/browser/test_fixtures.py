"""The fixtures themselves: outside requests really are blocked and counted."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.site_modes("http", "file")
def test_outside_requests_are_blocked_and_counted(
    site_page: Any, site_mode: str, outside_requests: list[str], page_errors: list[str]
) -> None:
    page = site_page("book/welcome.html")
    assert outside_requests == []
    loaded = page.evaluate(
        """async (urls) => Promise.all(urls.map((url) => new Promise((done) => {
             const img = document.createElement("img");
             img.onload = () => done(true);
             img.onerror = () => done(false);
             img.src = url;
             document.body.append(img);
           })))""",
        ["https://cdn.example.invalid/pixel.png", "http://127.0.0.2:9/pixel.png"]
        + (["file:///etc/hostname"] if site_mode == "file" else []),
    )
    assert loaded == [False] * len(loaded)
    assert "https://cdn.example.invalid/pixel.png" in outside_requests
    assert "http://127.0.0.2:9/pixel.png" in outside_requests
    if site_mode == "file":
        assert "file:///etc/hostname" in outside_requests
    # Blocked loads also log console errors; both lists were checked: clear them so
    # the fixture's own check at teardown passes.
    outside_requests.clear()
    page_errors.clear()


@pytest.mark.site_modes("http", "file")
def test_page_errors_are_recorded(site_page: Any, page_errors: list[str]) -> None:
    page = site_page("book/welcome.html")
    page.evaluate("() => setTimeout(() => { throw new Error('deliberate') }, 0)")
    page.wait_for_timeout(200)
    assert any("deliberate" in error for error in page_errors)
    page_errors.clear()


@pytest.mark.site_modes("http", "file")
def test_site_is_served_under_the_prefix_only(site_base: str, site_mode: str) -> None:
    if site_mode == "http":
        assert site_base.endswith("/solo66/under/a/prefix/")
    else:
        assert site_base.startswith("file:///") and site_base.endswith("/_build/html/")
