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
    expect(detail).to_contain_text("Seat 1, forehand, speaks first.")
    nxt = widget.get_by_role("button", name="Next ▶")
    nxt.click()
    expect(detail).to_contain_text("Seat 1: bid ♦")
    expect(detail).to_contain_text("The engine allows: pass, bid ♦, bid ♥, bid ♠, bid ♣")
    nxt.click()
    expect(detail).to_contain_text("Seat 2: pass")
    expect(detail).to_contain_text(
        "bid ♦: refused. “Bids must name a higher suit than ♦ (suits rank ♣ > ♠ > ♥ > ♦).”"
    )
    columns = widget.locator(".s66-auction-column")
    expect(columns).to_have_count(4)  # pass-final, single-round, re-entry, first-highest
    expect(columns.nth(1)).to_contain_text("Seat 1: bid ♠")


def test_keys_reach_the_result_and_procedures_switch(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.locator("select").select_option(label="Auction 3: seed 2, scripted bids")
    widget.get_by_role("button", name="Next ▶").focus()
    page.keyboard.press("End")
    detail = widget.locator(".s66-auction-detail")
    expect(detail).to_contain_text("Seat 3 wins the auction with ♥ and is the soloist.")
    expect(detail).to_contain_text("Announcing trump: declare ♠.")
    widget.get_by_role("button", name="re-entry").click()
    expect(detail).to_contain_text("Seat 2 wins the auction with ♠ and is the soloist.")
    expect(detail).to_contain_text("Four players in a row passed")
    page.keyboard.press("Home")
    expect(widget.locator(".s66-counter")).to_have_text("Call 0 of 12")
    page.keyboard.press("ArrowRight")
    expect(widget.locator(".s66-counter")).to_have_text("Call 1 of 12")


def test_hands_have_text_alternatives(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    expect(widget.get_by_role("img", name="Seat 4 holds ♣10 ♣9 ♣8 ♥7 ♦K ♦9")).to_have_count(1)


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="Next ▶").click()
    assert axe_violations(page) == []
