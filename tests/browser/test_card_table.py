"""The card table (``s66.table``) in the replayer, the trick, deal and auction widgets, sized
for the room: a 1280×720 projector, a 1920×1080 screen and a 390×844 phone.

* The whole replayer (controls, comment, table) fits a 1280×720 window, at every step.
* Cards are at least 80 px wide at 1280 px (the reader's hand and the trick) and the
  table grows with a wider screen; no page is wider than the screen at any of the sizes.
* On a phone the reader's hand lies in one row below the trick.
* Keys step the replayer wherever the focus is inside it; cards slide into the trick
  unless the reader asked for reduced motion.
* axe's colour-contrast rule passes inside the table in light and dark mode, the solver's
  marks shown.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import SCREEN_SIZES

REPLAY = "book/example-hands.html"
HAND_1 = "Hand 1: a clear win"
TABLE_PAGES = {
    "book/example-hands.html": HAND_1,
    "book/tricks.html": "Your turn: which cards may you play?",
    "book/deal.html": "Deal a hand, packet by packet",
    "book/auction.html": "The auction, call by call",
    "book/first-hand.html": "Your first hand, step by step",
}

_BOX = """(w) => {
  const box = w.getBoundingClientRect();
  const own = [...w.querySelectorAll(".s66-seat.s66-at-bottom > .s66-hand .s66-card svg")];
  const trick = [...w.querySelectorAll(".s66-play .s66-card svg")];
  const width = (nodes) => nodes.map((n) => n.getBoundingClientRect().width);
  return {
    top: box.top, bottom: box.bottom, left: box.left, right: box.right, height: box.height,
    own: width(own), trick: width(trick),
    ownTops: own.map((n) => Math.round(n.getBoundingClientRect().top)),
    felt: w.querySelector(".s66-felt").getBoundingClientRect().bottom,
    page: document.documentElement.scrollWidth - window.innerWidth,
    viewport: [window.innerWidth, window.innerHeight],
  };
}"""


def _widget(page: Any, title: str) -> Any:
    widget = page.locator(".s66-widget").filter(has_text=title)
    expect(widget).to_have_count(1)
    return widget


def _measure(page: Any, widget: Any, width: int, height: int) -> dict[str, Any]:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(150)
    widget.evaluate("(w) => w.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(100)
    return widget.evaluate(_BOX)


def _step_to(page: Any, widget: Any, step: int) -> None:
    widget.get_by_role("slider", name="Step").evaluate(
        "(s, n) => { s.value = String(n); s.dispatchEvent(new Event('input')); }", step
    )
    expect(widget.locator(".s66-step-heading").first).to_contain_text(f"Step {step} of")


def test_the_whole_replayer_fits_a_projector(site_page: Any) -> None:
    page = site_page(REPLAY)
    widget = _widget(page, HAND_1)
    for step in (0, 12, 37):  # the deal, a finished trick, the end
        if step:
            _step_to(page, widget, step)
        box = _measure(page, widget, 1280, 720)
        assert box["height"] <= 720, (step, box)
        if step < 37:  # at the end every hand is empty
            assert box["own"] and min(box["own"]) >= 80, (step, box["own"])
        if step:
            assert box["trick"] and min(box["trick"]) >= 80, (step, box["trick"])
        if step == 37:
            expect(widget.locator(".s66-replay-final")).to_be_visible()


# One visit per page with a table, resized in turn: no page wider than any screen, then
# (every card dealt on the deal page) cards large at 1280 and larger at 1920, and on a
# phone the reader's hand in one row below the trick.
@pytest.mark.parametrize("path", TABLE_PAGES)
def test_table_pages_fit_every_screen_and_cards_grow_with_it(site_page: Any, path: str) -> None:
    page = site_page(path)
    first = page.locator(".s66-widget").first
    for width, height in SCREEN_SIZES:
        box = _measure(page, first, width, height)
        assert box["page"] <= 0, (width, box)
        widths = page.evaluate(
            "() => [...document.querySelectorAll('.s66-widget')]"
            ".map((w) => w.getBoundingClientRect().right)"
        )
        assert max(widths) <= width, (width, widths)

    widget = _widget(page, TABLE_PAGES[path])
    if path == "book/deal.html":  # every card dealt: seat 0 at the bottom holds six
        widget.get_by_role("button", name="Next", exact=True).focus()
        page.keyboard.press("End")
    small = _measure(page, widget, 1280, 720)
    large = _measure(page, widget, 1920, 1080)
    assert small["own"] and min(small["own"]) >= 80, small["own"]
    assert min(large["own"]) > min(small["own"]) * 1.3, (small["own"], large["own"])
    assert large["right"] - large["left"] > small["right"] - small["left"] + 300
    for box in (small, large):
        assert box["page"] <= 0 and box["right"] <= box["viewport"][0], box

    phone = _measure(page, widget, 390, 844)
    assert phone["own"] and len(set(phone["ownTops"])) == 1, phone["ownTops"]
    assert min(phone["ownTops"]) >= phone["felt"], phone
    assert phone["right"] <= 390 and phone["left"] >= 0


def test_keys_step_wherever_the_focus_is_inside(site_page: Any) -> None:
    page = site_page(REPLAY)
    widget = _widget(page, HAND_1)
    heading = widget.locator(".s66-step-heading").first
    # A click on a card of the table (which takes no focus) hands the keys to the table.
    widget.locator(".s66-seat .s66-card").first.click()
    page.keyboard.press("ArrowRight")
    expect(heading).to_have_text("Step 1 of 37: Ben — pass")
    widget.get_by_role("button", name="Full screen").focus()
    page.keyboard.press("ArrowRight")
    expect(heading).to_have_text("Step 2 of 37: Clara — pass")
    widget.locator(".s66-felt").click()
    page.keyboard.press("End")
    expect(heading).to_have_text("Step 37 of 37: Eva — play ♥8")
    page.keyboard.press("Home")
    expect(heading).to_have_text("The deal")
    # The live region says each step.
    expect(widget.locator(".s66-replay-panel")).to_have_attribute("aria-live", "polite")


def test_a_full_screen_button_with_a_word_label(site_page: Any) -> None:
    page = site_page(REPLAY)
    widget = _widget(page, HAND_1)
    button = widget.get_by_role("button", name="Full screen")
    expect(button).to_have_text("Full screen")
    for label in widget.locator(".s66-replay-buttons button").all_inner_texts():
        assert re.fullmatch(r"[A-Za-z ]+", label), label


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_cards_slide_into_the_trick_unless_motion_is_reduced(site_page: Any, motion: str) -> None:
    page = site_page(REPLAY)
    page.emulate_media(reduced_motion=motion)
    widget = _widget(page, HAND_1)
    _step_to(page, widget, 8)
    widget.get_by_role("button", name="Next step").click()
    played = widget.locator(".s66-play [data-card]").last
    expect(played).to_have_attribute("data-card", "♠J")
    sliding = played.evaluate("(n) => n.classList.contains('s66-slide')")
    assert sliding == (motion == "no-preference")
    assert played.evaluate("(n) => getComputedStyle(n).transitionDuration") in (
        ("0.35s",) if motion == "no-preference" else ("0s",)
    )


def test_table_text_contrast_in_both_themes(
    site_page: Any, set_theme: Any, widget_contrast: Any
) -> None:
    page = site_page(REPLAY)
    widget = _widget(page, HAND_1)
    for view in ("All hands open", "Ben’s view only"):
        widget.get_by_role("combobox", name="Show:").select_option(label=view)
        _step_to(page, widget, 12)  # a finished trick with the solver's marks
        for theme in ("light", "dark"):
            set_theme(page, theme)
            assert widget_contrast(page) == [], (view, theme)


def test_the_verdict_of_a_tried_card_is_in_view(site_page: Any) -> None:
    page = site_page("book/tricks.html")
    page.set_viewport_size({"width": 1280, "height": 720})
    widget = _widget(page, TABLE_PAGES["book/tricks.html"])
    widget.evaluate("(w) => w.scrollIntoView({ block: 'start' })")
    widget.get_by_role("button", name="ace of hearts").click()
    result = widget.locator(".s66-trick-result")
    expect(result).to_contain_text("♥A is not allowed.")
    expect(result).to_be_in_viewport()
    expect(widget.get_by_role("button", name="ace of hearts")).to_be_in_viewport()
