"""The trick widget on page 6 (book/tricks.html), driven by mouse and keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/tricks.html"
TITLE = "Your turn: which cards may you play?"


def test_illegal_click_shows_bedienpflicht(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="ace of hearts").click()
    result = widget.locator(".s66-trick-result")
    expect(result).to_contain_text("♥A is not allowed.")
    expect(result).to_contain_text("You hold ♠: you must follow suit (Bedienpflicht).")


def test_nothing_is_marked_before_a_pick_then_every_card_on_request(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    result = widget.locator(".s66-trick-result")
    hand = widget.locator(".s66-trick-hand")
    reveal = widget.get_by_role("button", name="Show every card")
    for text in ("✓", "✗", "allowed", "Allowed here"):
        expect(hand).not_to_contain_text(text)
        expect(result).not_to_contain_text(text)
    expect(widget).not_to_contain_text("you must follow suit")
    expect(reveal).to_be_hidden()
    widget.get_by_role("button", name="ace of hearts").click()
    expect(result).to_contain_text("♥A is not allowed.")
    expect(result).to_contain_text("The rule here: A plain suit is led and you hold it")
    expect(hand.locator(".s66-illegal")).to_have_count(1)
    expect(hand.locator(".s66-legal")).to_have_count(0)
    reveal.click()
    expect(reveal).to_be_hidden()
    expect(result).to_contain_text("Allowed here: ♠K ♠J.")
    expect(hand.locator(".s66-legal")).to_have_count(2)
    expect(hand.locator(".s66-illegal")).to_have_count(4)
    expect(widget.get_by_role("button", name="king of spades, allowed")).to_be_visible()
    widget.get_by_role("button", name="Must trump").click()
    expect(hand).not_to_contain_text("allowed")
    expect(reveal).to_be_hidden()


def test_must_trump_and_legal_click_shows_the_winner(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Must trump").click()
    result = widget.locator(".s66-trick-result")
    widget.get_by_role("button", name="queen of hearts").click()
    expect(result).to_contain_text("you must trump (Trumpfzwang)")
    widget.get_by_role("button", name="eight of diamonds").click()
    expect(result).to_contain_text("♦8 is allowed, and with it you would win the trick so far.")
    # The card tried lies in front of the reader's seat, marked as winning so far.
    ahead = widget.locator(".s66-play-ahead")
    expect(ahead).to_contain_text("winning so far")
    expect(ahead.get_by_role("img", name="eight of diamonds")).to_be_visible()


def test_keyboard_alone_on_every_case(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    result = widget.locator(".s66-trick-result")
    widget.get_by_role("button", name="Free discard").focus()
    page.keyboard.press("Enter")
    cards = widget.locator("button.s66-card-button")
    cards.first.focus()
    page.keyboard.press("Enter")
    expect(result).to_contain_text("is allowed")
    widget.get_by_role("button", name="Trump led").click()
    widget.get_by_role("button", name="jack of clubs").click()
    expect(result).to_contain_text("you must follow with a trump (Bedienpflicht)")
    widget.get_by_role("button", name="Must overtrump (option)").click()
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(widget.get_by_role("button", name="nine of spades")).to_be_focused()
    page.keyboard.press("Enter")
    expect(result).to_contain_text("You must beat ♠J, the highest trump in the trick")


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Must trump").click()
    widget.get_by_role("button", name="queen of hearts").click()
    assert axe_violations(page) == []
