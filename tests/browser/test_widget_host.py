"""The site's own host of anywidget front-end modules (``runtime/widgets/host.js``).

Every widget test of the book already runs through it, from ``file://`` and over
HTTP under a path prefix (see ``conftest.py``).  These tests check what is the
host's own: each byte once, unique ids, and that one broken widget leaves the rest
of its page working.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

WIDGET_PAGES = (
    "book/cards.html",
    "book/drills.html",
    "book/example-hands.html",
    "book/tricks.html",
)
STATE = re.compile(
    r'(<script type="application/vnd.jupyter.widget-state\+json">)(.*?)(</script>)', re.S
)


@pytest.mark.parametrize("path", WIDGET_PAGES)
def test_widget_state_holds_no_shared_helper_and_ids_are_unique(
    site_page: Any, site_dir: Path, path: str
) -> None:
    html = (site_dir / path).read_text(encoding="utf-8")
    match = STATE.search(html)
    assert match is not None
    for model in json.loads(match.group(2))["state"].values():
        state = model["state"]
        if model["model_name"] == "AnyModel":
            assert "const s66 =" not in state["_esm"] and "const s66steps =" not in state["_esm"]
            assert ".s66-widget {" not in state["_css"]
    page = site_page(path)
    duplicates = page.evaluate(
        """() => {
          const seen = new Map();
          for (const node of document.querySelectorAll("[id]")) {
            seen.set(node.id, (seen.get(node.id) || 0) + 1);
          }
          return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
        }"""
    )
    assert duplicates == []
    # Every card picture still finds its symbols in the one shared <defs>.
    missing = page.evaluate(
        """() => [...document.querySelectorAll("use")]
          .map((u) => u.getAttribute("href"))
          .filter((h) => h && !document.getElementById(h.slice(1)))"""
    )
    assert missing == []
    assert page.locator("svg.s66-defs").count() == 1


def _broken_copy(site_dir: Path, tmp_path: Path) -> Path:
    """The drills page (five widgets) with its first widget's module throwing and the
    second view naming a widget the page lacks; every other file linked from the site."""
    for name in ("_static", "runtime", "_images", "_sources"):
        (tmp_path / name).symlink_to(site_dir / name)
    (tmp_path / "book").mkdir()
    html = (site_dir / "book" / "drills.html").read_text(encoding="utf-8")
    match = STATE.search(html)
    assert match is not None
    state = json.loads(match.group(2))
    any_models = [k for k, v in state["state"].items() if v["model_name"] == "AnyModel"]
    state["state"][any_models[0]]["state"]["_esm"] = 'throw new Error("broken on purpose");'
    text = html[: match.start(2)] + json.dumps(state).replace("</", "<\\/") + html[match.end(2) :]
    other = next(v for v in re.findall(r'"model_id": "(\w+)"', text) if v != any_models[0])
    text = text.replace(f'"model_id": "{other}"', '"model_id": "not-in-this-page"', 1)
    page = tmp_path / "book" / "drills.html"
    page.write_text(text, encoding="utf-8")
    return page


def test_a_failing_widget_shows_a_message_and_the_rest_of_the_page_works(
    browser: Any, site_dir: Path, tmp_path: Path
) -> None:
    page_file = _broken_copy(site_dir, tmp_path)
    context = browser.new_context()
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
        page.goto(page_file.as_uri(), wait_until="load")
        messages = page.locator(".s66-host-error")
        expect(messages).to_have_count(2)
        expect(messages.first).to_contain_text("could not be shown")
        expect(messages.first).to_contain_text("broken on purpose")
        expect(messages.nth(1)).to_contain_text("no such widget")
        widgets = page.locator(".s66-widget")
        expect(widgets).to_have_count(3)
        # The others still react to clicks.
        toggle = widgets.first.get_by_role("button", name="Four-colour pack")
        toggle.click()
        expect(widgets.first.get_by_role("button", name="Four-colour pack")).to_have_attribute(
            "aria-pressed", "true"
        )
        assert errors == []
    finally:
        context.close()


def test_the_host_waits_for_nothing_render_blocking(site_dir: Path) -> None:
    html = (site_dir / "book" / "drills.html").read_text(encoding="utf-8")
    head = html.split("</head>", 1)[0]
    for src in ("runtime/widgets/helpers.js", "runtime/widgets/host.js"):
        tags = re.findall(rf"<script[^>]*{re.escape(src)}[^>]*>", head)
        assert len(tags) == 1 and "defer" in tags[0], tags
    assert "helpers.css" in head
    # The widget state (up to 0.6 MB) comes after the text, not before it.
    assert "widget-state+json" not in head
    assert html.count("widget-state+json") == 1


_RENDER_ORDER = """(() => {
  window.__s66Order = [];
  new MutationObserver(() => {
    document.querySelectorAll(".s66-host").forEach((area, index) => {
      if (area.querySelector(".s66-widget") && !window.__s66Order.includes(index)) {
        window.__s66Order.push(index);
      }
    });
  }).observe(document, { childList: true, subtree: true });
})();"""


@pytest.mark.parametrize(
    ("fragment", "first"), [("", 0), ("#who-wins-the-auction", 4), ("#count-the-points", 2)]
)
def test_widgets_in_sight_render_first_then_the_rest_in_page_order(
    browser: Any, site_dir: Path, fragment: str, first: int
) -> None:
    context = browser.new_context(viewport={"width": 412, "height": 800})
    try:
        context.add_init_script(_RENDER_ORDER)
        page = context.new_page()
        page.goto((site_dir / "book" / "drills.html").as_uri() + fragment, wait_until="load")
        page.wait_for_function("() => window.__s66Order.length === 5")
        order = page.evaluate("() => window.__s66Order")
        assert order[0] == first, order
        assert sorted(order) == [0, 1, 2, 3, 4]
        if not fragment:  # from the top: in the page's order
            assert order == [0, 1, 2, 3, 4]
    finally:
        context.close()
