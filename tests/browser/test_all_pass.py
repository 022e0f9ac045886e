"""Page 8 (book/all-pass.html): one deal both ways, and the last-trick game in the replayer."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

PAGE = "book/all-pass.html"
TITLE = "Everyone passed: the last-trick game"


def test_side_by_side_table_shows_both_results(site_page: Any) -> None:
    page = site_page(PAGE)
    table = page.locator("table").filter(has_text="all five pass")
    expect(table.locator("thead")).to_contain_text("redeal")
    expect(table.locator("thead")).to_contain_text("last-trick game")
    expect(table.locator("tr").filter(has_text="who wins")).to_contain_text(
        "Anna, who took the sixth trick"
    )
    expect(table.locator("tr").filter(has_text="scores")).to_contain_text("nobody scores")
    tricks = page.locator("table").filter(has_text="cards played, in order")
    expect(tricks.locator("tbody tr")).to_have_count(6)
    expect(tricks.locator("tbody tr").last).to_contain_text("Anna")


def test_replayer_by_clicks_and_keys(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    heading = widget.locator(".s66-step-heading").first
    for _ in range(5):
        widget.get_by_role("button", name="Next step").click()
    expect(heading).to_have_text("Step 5 of 35: Anna — pass")
    expect(widget.locator(".s66-comment")).to_contain_text("Everyone has passed.")
    expect(widget.locator(".s66-table-lines")).to_contain_text(
        "Everyone passed: no trumps, the last trick wins"
    )
    # No soloist: the table counts card points seat by seat, the talon stays unused.
    expect(widget.locator(".s66-table-score")).to_have_count(0)
    expect(widget.locator("section.s66-seat .s66-taken")).to_have_text(["0 tricks · 0 points"] * 5)
    expect(widget.locator(".s66-talon")).to_contain_text("Talon (unused):")

    widget.locator(".s66-replay-table").focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(heading).to_have_text("Step 8 of 35: David — play ♣7")
    expect(widget.locator(".s66-comment")).to_contain_text(
        "David has no ♠ and may play any card: ♣7."
    )
    page.keyboard.press("End")
    expect(widget.locator(".s66-replay-final")).to_have_text(
        "Final score: Anna took the sixth trick and wins the last-trick game, whatever the "
        "other tricks and card points. Score: Anna +10."
    )
    expect(widget.locator(".s66-play-winner")).to_contain_text("Anna")
    page.keyboard.press("Home")
    expect(heading).to_have_text("The deal")


def test_no_solver_marks_and_a_seat_view(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    slider = widget.get_by_role("slider", name="Step")
    slider.focus()
    for _ in range(21):
        slider.press("ArrowRight")
    heading = widget.locator(".s66-step-heading").first
    expect(heading).to_have_text("Step 21 of 35: Ben — play ♥J")
    # A rules page: the replayer shows no solver marks.
    expect(widget.locator(".s66-mark-line")).to_have_count(0)
    widget.get_by_role("combobox", name="Show:").select_option(label="Eva’s view only")
    seats = widget.locator("section.s66-seat")
    for seat in range(5):
        faces = seats.nth(seat).locator(".s66-card[role=img]")
        expect(faces).to_have_count(3 if seat == 4 else 0)
    expect(widget.get_by_role("img", name="2 face-down cards, the talon")).to_be_visible()


def test_solutions_are_hidden_until_asked(site_page: Any, open_solution: Any) -> None:
    page = site_page(PAGE)
    solution = open_solution(page, "Exercise 1.")
    expect(solution).to_contain_text("Anna +40")
