"""The scoring calculator on page 7 (book/scoring.html), driven by mouse and keyboard."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/scoring.html"
TITLE = "Scoring calculator"


def test_buttons_and_slider_give_outcome_and_score(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    summary = widget.locator(".s66-score-summary")
    expect(summary).to_contain_text("This book's rules: win, +66.")
    widget.get_by_role("button", name="−1: one point fewer").click()
    expect(summary).to_contain_text("This book's rules: loss, -130.")
    widget.get_by_role("slider", name="Soloist's card points").focus()
    for _ in range(33):
        page.keyboard.press("ArrowRight")
    widget.get_by_role("button", name="5 tricks").click()
    expect(summary).to_contain_text("Soloist: 98 card points, 5 tricks; defenders: 32.")
    expect(summary).to_contain_text("win, defenders schneider, +196")
    rows = widget.locator(".s66-score-table tbody tr")
    expect(rows).to_have_count(6)
    expect(rows.nth(3)).to_contain_text("winners' points")
    expect(rows.nth(3)).to_contain_text("2 × 98")
    expect(rows.nth(4)).to_contain_text("+20")
    expect(rows.nth(4)).to_contain_text("2 × V = 2 × 10")


def test_a_loss_under_winners_points_is_worked_out_on_the_defenders_points(
    site_widget: Any,
) -> None:
    _, widget = site_widget(PAGE, TITLE)
    number = widget.get_by_role("spinbutton")
    number.fill("40")
    number.press("Enter")
    widget.get_by_role("button", name="2 tricks").click()
    row = widget.locator(".s66-score-table tbody tr").nth(3)
    expect(row).to_contain_text("winners' points")
    expect(row).to_contain_text("-180")
    expect(row).to_contain_text("−2 × (130 − 40)")


def test_impossible_pairs_are_refused(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="6 tricks").click()
    summary = widget.locator(".s66-score-summary")
    expect(summary).to_contain_text(
        "Impossible: a soloist with all six tricks has all 130 points, not 66."
    )
    expect(widget.locator(".s66-score-table")).to_be_hidden()
    number = widget.get_by_role("spinbutton")
    number.fill("130")
    number.press("Enter")
    expect(summary).to_contain_text("win, defenders schwarz, +390")


def test_keyboard_moves_between_trick_counts(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="3 tricks").focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    expect(widget.locator(".s66-score-summary")).to_contain_text(
        "Impossible: without a trick the soloist has only the two discards"
    )


def test_the_outcome_table_is_on_the_page(site_widget: Any) -> None:
    page, _ = site_widget(PAGE, TITLE)
    table = page.locator("table").filter(has_text="soloist’s tricks")
    expect(table).to_contain_text("win, defenders schneider")
    expect(table).to_contain_text("98–130")


# axe reads the stylesheets, which a page opened from file:// may not fetch.
@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    widget.get_by_role("button", name="6 tricks").click()
    assert axe_violations(page) == []
