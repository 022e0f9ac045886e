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


def test_the_kept_tab_is_handed_on_as_a_new_tab_would_be(_tab: Any, site_base: str) -> None:
    """The worker's kept tab (``site_page``'s first page of a test): what one test changed
    (size, media, a stored preference, the blocked list's owner) is gone for the next,
    and what the tab records between two tests fails the next one."""
    first_outside: list[str] = []
    first_errors: list[str] = []
    page = _tab.take(site_base, first_outside, first_errors, "book/cards.html")
    page.goto(site_base + "book/cards.html", wait_until="load")
    page.set_viewport_size({"width": 390, "height": 844})
    page.emulate_media(media="print", color_scheme="dark", reduced_motion="reduce")
    page.evaluate(
        "() => { localStorage.setItem('kept', '1'); sessionStorage.setItem('kept', '1'); }"
    )
    _tab.give_back()
    page.evaluate("() => setTimeout(() => { throw new Error('between tests') }, 0)")
    page.wait_for_timeout(200)

    outside: list[str] = []
    errors: list[str] = []
    again = _tab.take(site_base, outside, errors, "book/cards.html")
    assert again is page
    assert errors and all("(after the test before)" in e for e in errors), errors
    assert any("between tests" in e for e in errors) and first_errors == []
    errors.clear()
    again.goto(site_base + "book/cards.html#the-pack", wait_until="load")
    seen = again.evaluate(
        """() => ({
          stored: [localStorage.getItem('kept'), sessionStorage.getItem('kept')],
          size: [innerWidth, innerHeight],
          print: matchMedia('print').matches,
          dark: matchMedia('(prefers-color-scheme: dark)').matches,
          reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
          loads: performance.getEntriesByType('navigation').length,
        })"""
    )
    assert seen == {
        "stored": [None, None],
        "size": [1280, 900],
        "print": False,
        "dark": False,
        "reduce": False,
        "loads": 1,
    }
    again.evaluate("() => { new Image().src = 'https://cdn.example.invalid/x.png'; }")
    again.wait_for_timeout(200)
    assert "https://cdn.example.invalid/x.png" in outside and first_outside == []
    _tab.give_back()
