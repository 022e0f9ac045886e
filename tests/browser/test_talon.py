"""The discard widget on page 5 (book/talon.html), driven by mouse and keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/talon.html"
TITLE = "Put two cards away"


def test_clicking_two_cards_shows_the_points_put_away(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    result = widget.locator(".s66-discard-result")
    expect(result).to_contain_text("Choose 2 more cards to discard.")
    widget.get_by_role("button", name="ace of spades, 11 points").click()
    expect(result).to_contain_text("Chosen: ♠A. Choose 1 more card")
    widget.get_by_role("button", name="ace of diamonds, 11 points").click()
    expect(result).to_contain_text("Put away: 22 card points")
    expect(result).to_contain_text("they count for you at the end, but they are not a trick")
    expect(result).to_contain_text("You keep 3 trumps (♠).")


def test_keyboard_alone_chooses_and_a_third_replaces_the_first(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    cards = widget.locator("button.s66-card-button")
    expect(cards).to_have_count(8)
    cards.first.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")
    result = widget.locator(".s66-discard-result")
    expect(result).to_contain_text("Discarding ♣Q ♠9 puts 3 card points")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(result).to_contain_text("Discarding ♠9 ♠8 puts 0 card points")
    expect(widget.locator('button[aria-pressed="true"].s66-card-button')).to_have_count(2)
    widget.get_by_role("button", name="Clear").click()
    expect(widget.locator('button[aria-pressed="true"].s66-card-button')).to_have_count(0)


def test_all_choices_are_listed(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    widget.get_by_text("All 28 choices, best first").click()
    rows = widget.locator(".s66-all-choices tbody tr")
    expect(rows).to_have_count(28)
    # Best first: the first row does best on average over the deals drawn (the second
    # column); the third is the open-hand value in hindsight, a whole number.
    fair = [float(v) for v in rows.locator("td:nth-child(2)").all_inner_texts()]
    assert fair == sorted(fair, reverse=True) and fair[0] > fair[-1]
    hindsight = [int(v) for v in rows.locator("td:nth-child(3)").all_inner_texts()]
    assert max(hindsight) > min(hindsight)


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="ace of spades, 11 points").click()
    assert axe_violations(page) == []
