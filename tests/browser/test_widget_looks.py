"""Every page at three screen sizes, every widget in light and dark mode and on paper.

* No page is wider than the screen at 1280×720 (a classroom projector), 1920×1080 and
  390×844 (a phone), and nothing inside a widget is cut off.
* axe's colour-contrast rule passes inside every widget in the light and the dark theme.
* Printed (print media), a widget shows no control (no slider, box, menu or button other
  than a chosen option, drawn as a framed label), no empty drill boxes or "Right: 0 of
  0", and is kept on one page (``break-inside: avoid``).
* Four-colour mode switched in one widget applies to every widget of the page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tools.built_site import html_pages

SITE = Path(__file__).resolve().parents[2] / "_build" / "html"

SIZES = [(1280, 720), (1920, 1080), (390, 844)]
WIDGET_PAGES = [
    "book/all-pass.html",
    "book/auction.html",
    "book/cards.html",
    "book/deal.html",
    "book/drills.html",
    "book/example-hands.html",
    "book/scoring.html",
    "book/talon.html",
    "book/tricks.html",
]

_OVERFLOW = """() => {
  const page = document.documentElement.scrollWidth - window.innerWidth;
  const inside = [...document.querySelectorAll(".s66-widget")].flatMap((w) => {
    const box = w.getBoundingClientRect();
    return [...w.querySelectorAll("*")]
      .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
      .filter((e) => !e.closest(".s66-sr"))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.right > box.right + 1 || r.left < box.left - 1;
      })
      .map((e) => e.tagName + "." + String(e.className.baseVal ?? e.className).split(" ")[0]);
  });
  return { page, inside: [...new Set(inside)].slice(0, 8) };
}"""


# The play page loads Pyodide (13 MB) over HTTP and on a busy machine does not reach
# network idle in site_page's 20 s; its own tests (test_play.py) cover it.
# The English pages: the German ones have the same widgets and layout (test_editions.py
# opens them at a phone's width for the header's language switch).
PAGES = [p for p in html_pages(SITE, "en") if p != "book/play.html"]


# Every page once, resized to each screen in turn (the layout does not depend on how the
# site is opened: over HTTP only, as every test not marked otherwise).
@pytest.mark.parametrize("path", PAGES)
def test_no_page_is_wider_than_the_screen(site_page: Any, path: str) -> None:
    page = site_page(path)
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        found[(width, height)] = page.evaluate(_OVERFLOW)
    assert found == {size: {"page": 0, "inside": []} for size in SIZES}


_PRINTED = """() => {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden";
  const widgets = [...document.querySelectorAll(".s66-widget")];
  const controls = widgets.flatMap((w) => [...w.querySelectorAll(
    'input, select, textarea, button:not(.s66-card-button):not([aria-pressed="true"])')])
    .filter(shown).map((e) => e.outerHTML.slice(0, 80));
  const chosen = widgets.flatMap((w) => [...w.querySelectorAll(
    'button[aria-pressed="true"]:not(.s66-card-button)')])
    .filter(shown)
    .map((e) => [getComputedStyle(e).borderTopWidth, getComputedStyle(e, "::before").content]);
  const split = widgets.filter((w) => getComputedStyle(w).breakInside !== "avoid").length;
  const text = widgets.map((w) => w.innerText).join("\\n");
  return { count: widgets.length, controls, chosen, split, text };
}"""


# One visit per widget page: the light theme, the dark one, then print media.
# (axe reads the stylesheets, which a page opened from file:// may not fetch.)
@pytest.mark.parametrize("path", WIDGET_PAGES)
def test_contrast_in_both_themes_and_widgets_print_as_pictures_without_controls(
    site_page: Any, set_theme: Any, widget_contrast: Any, path: str
) -> None:
    page = site_page(path)
    before = page.evaluate(
        "() => [document.documentElement.dataset.theme, document.documentElement.dataset.mode]"
    )
    for theme, white in (("light", "rgb(255, 255, 255)"), ("dark", "rgb(22, 24, 28)")):
        set_theme(page, theme)
        paper = page.evaluate(
            "() => getComputedStyle(document.querySelector('.s66-widget')).backgroundColor"
        )
        assert paper == white, theme
        assert widget_contrast(page) == [], theme
    # Printed as the page was opened (its own theme), as a reader prints it.
    page.evaluate(
        "([t, m]) => { const d = document.documentElement.dataset;"
        " if (t == null) delete d.theme; else d.theme = t;"
        " if (m == null) delete d.mode; else d.mode = m; }",
        before,
    )
    page.emulate_media(media="print")
    printed = page.evaluate(_PRINTED)
    assert printed["count"] > 0
    assert printed["controls"] == []
    assert all(border == "3px" and "✓" in mark for border, mark in printed["chosen"])
    assert printed["split"] == 0
    assert "Right: 0 of 0" not in printed["text"]
    if path == "book/drills.html":
        assert printed["text"].count("Answer:") == printed["count"]
    page.screenshot(path=_shot(path), full_page=True)


def _shot(path: str) -> str:
    """Where a print-media screenshot of ``path`` goes (for a person to look at)."""
    folder = Path(__file__).resolve().parents[2] / "_build" / "print-shots"
    folder.mkdir(parents=True, exist_ok=True)
    return str(folder / (Path(path).stem + ".png"))


def test_four_colour_mode_applies_to_every_widget_of_the_page(site_page: Any) -> None:
    page = site_page("book/drills.html")
    widgets = page.locator(".s66-widget")
    assert widgets.count() > 1
    assert page.locator(".s66-widget.s66-four-colour").count() == 0
    widgets.first.get_by_role("button", name="Four-colour pack").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.s66-widget')]"
        ".every((w) => w.classList.contains('s66-four-colour'))"
    )
    widgets.last.get_by_role("button", name="Four-colour pack").click()
    page.wait_for_function("() => !document.querySelector('.s66-widget.s66-four-colour')")
