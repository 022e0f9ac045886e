"""The pack explorer on page 2 (book/cards.html), driven by mouse and keyboard."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

PAGE = "book/cards.html"
TITLE = "The pack explorer"


def test_all_32_cards_are_buttons_with_text_alternatives(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    cards = widget.locator("button.s66-card-button")
    expect(cards).to_have_count(32)
    labels = [cards.nth(i).locator(".s66-sr").text_content() for i in range(32)]
    assert labels[0] == "ace of clubs, 11 card points"
    assert labels[-1] == "seven of diamonds, 0 card points"
    assert len(set(labels)) == 32
    expect(cards.first).to_have_accessible_name("ace of clubs, 11 card points")
    expect(widget).to_contain_text(
        "32 cards, 120 card points in the pack; with the 10 for the last trick, 130 in a hand."
    )
    expect(widget.locator(".s66-pack-detail")).to_have_text("No card chosen yet.")


def test_clicking_a_card_shows_its_rank_and_points(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    ten = widget.get_by_role("button", name="ten of clubs, 10 card points")
    ten.click()
    expect(ten).to_have_attribute("aria-pressed", "true")
    detail = widget.locator(".s66-pack-detail")
    expect(detail).to_contain_text("♣10 — ten of clubs")
    expect(detail).to_contain_text("Rank: 2nd of the 8 clubs (A 10 K Q J 9 8 7).")
    expect(detail).to_contain_text("Within clubs it beats ♣K ♣Q ♣J ♣9 ♣8 ♣7.")
    expect(detail).to_contain_text("Within clubs it is beaten by ♣A.")
    expect(detail).to_contain_text("Card points (Augen): 10.")
    expect(detail.locator(".s66-current")).to_have_text("10")

    widget.get_by_role("button", name="ace of diamonds, 11 card points").click()
    expect(ten).to_have_attribute("aria-pressed", "false")
    expect(detail).to_contain_text("♦A — ace of diamonds")
    expect(detail).to_contain_text("No other diamonds card beats it")


def test_keyboard_alone_moves_and_selects(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    cards = widget.locator("button.s66-card-button")
    expect(cards.and_(page.locator('[tabindex="0"]'))).to_have_count(1)
    cards.first.focus()
    for key in ("ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"):
        page.keyboard.press(key)
    expect(widget.get_by_role("button", name="jack of hearts, 2 card points")).to_be_focused()
    page.keyboard.press("Enter")
    detail = widget.locator(".s66-pack-detail")
    expect(detail).to_contain_text("♥J — jack of hearts")
    expect(detail).to_contain_text("Rank: 5th of the 8 hearts")
    expect(detail).to_contain_text("Jacks are ordinary cards of their suit")
    expect(detail).to_contain_text("Card points (Augen): 2.")

    page.keyboard.press("End")
    page.keyboard.press("ArrowDown")
    page.keyboard.press(" ")
    expect(detail).to_contain_text("♦7 — seven of diamonds")
    expect(detail).to_contain_text("Rank: lowest of the 8 diamonds")
    expect(detail).to_contain_text("Card points (Augen): 0.")
    # Only the focused card is in the tab order (roving tabindex).
    expect(cards.and_(page.locator('[tabindex="0"]'))).to_have_count(1)
    expect(widget.get_by_role("button", name="seven of diamonds, 0 card points")).to_have_attribute(
        "tabindex", "0"
    )


def test_cards_are_pictures_hidden_behind_their_text_alternative(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    pictures = widget.locator("button.s66-card-button svg")
    expect(pictures).to_have_count(32)
    assert all(pictures.nth(i).get_attribute("aria-hidden") == "true" for i in range(32))


def test_four_colour_pack_switch(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    toggle = widget.get_by_role("button", name="Four-colour pack")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    ace = widget.locator('[data-s66-id="♣A"]')
    two_colour = ace.inner_html()
    label = widget.locator(".s66-row-label.s66-suit-clubs")
    assert label.evaluate("(e) => getComputedStyle(e).color") == "rgb(17, 17, 17)"

    toggle.click()
    toggle = widget.get_by_role("button", name="Four-colour pack")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    expect(widget).to_have_class("s66-widget s66-four-colour")
    assert label.evaluate("(e) => getComputedStyle(e).color") == "rgb(0, 102, 43)"
    assert ace.inner_html() != two_colour
    expect(widget.locator("button.s66-card-button svg")).to_have_count(32)

    toggle.click()
    expect(widget.get_by_role("button", name="Four-colour pack")).to_have_attribute(
        "aria-pressed", "false"
    )
    assert ace.inner_html() == two_colour
