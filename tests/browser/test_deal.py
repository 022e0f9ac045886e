"""The deal widget on page 3 (book/deal.html), driven by mouse and keyboard."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/deal.html"
TITLE = "Deal a hand, packet by packet"


def test_next_and_previous_deal_packets(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    text = widget.locator(".s66-deal-text")
    expect(text).to_contain_text("The pack is shuffled and cut")
    widget.get_by_role("button", name="Next", exact=True).click()
    expect(text).to_have_text("Packet 1 of 11: three cards to Ben (forehand): ♦7 ♣9 ♣8.")
    expect(widget.locator(".s66-counter")).to_have_text("Step 1 of 11")
    widget.get_by_role("button", name="Previous", exact=True).click()
    expect(widget.locator(".s66-counter")).to_have_text("Step 0 of 11")


def test_keys_step_to_the_talon_and_the_end(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Next", exact=True).focus()
    for _ in range(6):
        page.keyboard.press("ArrowRight")
    expect(widget.locator(".s66-deal-text")).to_contain_text("two cards to the talon")
    talon = widget.locator(".s66-talon")
    expect(talon).to_contain_text("Talon (face down, shown here):")
    expect(talon.get_by_role("img")).to_have_count(2)
    page.keyboard.press("End")
    expect(widget.locator(".s66-deal-text")).to_contain_text("Everyone has six cards")
    expect(widget.locator(".s66-deal-code")).to_have_text("Deal code (3-T-3): 0VBC-23BK-2V61-VPXS")
    page.keyboard.press("Home")
    expect(widget.locator(".s66-counter")).to_have_text("Step 0 of 11")


def test_other_hands_and_packet_patterns(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    expect(widget.get_by_role("button", name="3-T-3 (this book's reading)")).to_be_visible()
    expect(widget).not_to_contain_text("(default)")
    widget.get_by_role("button", name="2-2-2-T").click()
    expect(widget.locator(".s66-counter")).to_have_text("Step 0 of 16")
    widget.locator("select").select_option(label="Hand 2: Ben deals")
    widget.get_by_role("button", name="Next", exact=True).click()
    expect(widget.locator(".s66-deal-text")).to_contain_text("two cards to Clara (forehand)")


def test_cards_have_text_alternatives_and_four_colours(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Next", exact=True).click()
    seat = widget.get_by_role("region", name="Ben, forehand, receives")
    expect(seat.get_by_role("img")).to_have_count(3)
    expect(seat.locator(".s66-fresh")).to_have_count(3)
    expect(widget.get_by_role("img", name="seven of diamonds")).to_have_count(1)
    widget.get_by_role("button", name="Four-colour pack").click()
    expect(page.locator(".s66-widget.s66-four-colour")).to_have_count(1)
    expect(widget.get_by_role("img", name="seven of diamonds")).to_have_count(1)


def test_state_is_stored_in_the_page(site_widget: Any) -> None:
    page, _ = site_widget(PAGE, TITLE)
    states = page.locator('script[type="application/vnd.jupyter.widget-state+json"]')
    text = states.first.text_content()
    assert text is not None and "0VBC-23BK-2V61-VPXS" in json.dumps(json.loads(text))


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Next", exact=True).click()
    assert axe_violations(page) == []
