"""Every widget in light and dark mode and on paper (that no page is wider than the
screen at 1280×720, 1920×1080 and 390×844 is checked in test_site.py, in the same visit
as axe).

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
