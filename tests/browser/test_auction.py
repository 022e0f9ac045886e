"""The auction widget on page 4 (book/auction.html), driven by mouse and keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/auction.html"
TITLE = "The auction, call by call"


def test_stepping_shows_calls_and_the_engines_reasons(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    detail = widget.locator(".s66-auction-detail")
    expect(detail).to_contain_text("Ben, forehand, speaks first.")
    nxt = widget.get_by_role("button", name="Next", exact=True)
    nxt.click()
    expect(detail).to_contain_text("Ben: bid ♦")
    expect(detail).to_contain_text("The engine allows: pass, bid ♦, bid ♥, bid ♠, bid ♣")
    nxt.click()
    expect(detail).to_contain_text("Clara: pass")
    expect(detail).to_contain_text(
        "bid ♦: refused. “Bids must name a higher suit than ♦ (suits rank ♣ > ♠ > ♥ > ♦).”"
    )
    columns = widget.locator(".s66-auction-column")
    expect(columns).to_have_count(4)  # pass-final, single-round, re-entry, first-highest
    expect(columns.nth(1)).to_contain_text("Ben: bid ♠")
    # A rules page names the procedures in words, this book's reading marked, no option name.
    ours = widget.get_by_role("button", name="a pass is final (this book's reading)")
    expect(ours).to_be_visible()
    for name in ("pass-final", "single-round", "re-entry", "first-highest", "(default)"):
        expect(widget).not_to_contain_text(name)


def test_keys_reach_the_result_and_procedures_switch(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.locator("select").select_option(label="Auction 3: scripted bids")
    widget.get_by_role("button", name="Next", exact=True).focus()
    page.keyboard.press("End")
    detail = widget.locator(".s66-auction-detail")
    expect(detail).to_contain_text("David wins the auction with ♥ and is the soloist.")
    expect(detail).to_contain_text("Announcing trump: declare ♠.")
    widget.get_by_role("button", name="a passed player may bid again").click()
    expect(detail).to_contain_text("Clara wins the auction with ♠ and is the soloist.")
    expect(detail).to_contain_text("Four players in a row passed")
    page.keyboard.press("Home")
    expect(widget.locator(".s66-counter")).to_have_text("Call 0 of 12")
    page.keyboard.press("ArrowRight")
    expect(widget.locator(".s66-counter")).to_have_text("Call 1 of 12")


def test_hands_have_text_alternatives(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    hand = widget.get_by_role("group", name="Eva’s hand")
    expect(hand.get_by_role("img")).to_have_count(6)
    expect(hand.get_by_role("img").first).to_have_accessible_name("ten of clubs")


def test_each_seats_calls_at_its_place(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    seats = widget.locator("section.s66-seat")
    expect(seats.nth(1)).to_contain_text("to speak")
    nxt = widget.get_by_role("button", name="Next", exact=True)
    nxt.click()
    nxt.click()
    expect(seats.nth(1).locator(".s66-said")).to_have_text("Ben said: bid ♦bid ♦")
    expect(seats.nth(2).locator(".s66-said")).to_contain_text("pass")
    expect(seats.nth(3)).to_contain_text("to speak")
    expect(widget.locator(".s66-table-lines")).to_contain_text("Highest bid: ♦ by Ben.")


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Next", exact=True).click()
    assert axe_violations(page) == []
