"""Page 8 (book/all-pass.html): one deal both ways, and the last-trick game in the replayer."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

PAGE = "book/all-pass.html"
TITLE = "Everyone passed: the last-trick game"


def test_side_by_side_table_shows_both_results(site_page: Any) -> None:
    page = site_page(PAGE)
    table = page.locator("table").filter(has_text="all five pass")
    expect(table.locator("thead")).to_contain_text("redeal")
    expect(table.locator("thead")).to_contain_text("last-trick")
    result = table.locator("tr").filter(has_text="result")
    expect(result).to_contain_text("Everyone passed: the cards are dealt again; nobody scores.")
    expect(result).to_contain_text("Seat 0 took the last trick and wins.")
    expect(table.locator("tr").filter(has_text=re.compile(r"^trick \d"))).to_have_count(6)


def test_replayer_by_clicks_and_keys(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLE)
    heading = widget.locator(".s66-step-heading").first
    for _ in range(5):
        widget.get_by_role("button", name="Next step").click()
    expect(heading).to_have_text("Step 5 of 35: Seat 0 — pass")
    expect(widget.locator(".s66-comment")).to_contain_text("Everyone has passed.")
    expect(widget.locator(".s66-contract")).to_have_text(
        "Everyone passed: no trumps, the last trick wins"
    )
    # No soloist: the table counts card points seat by seat, the talon stays unused.
    expect(widget.locator(".s66-points thead th")).to_have_text([f"Seat {s}" for s in range(5)])
    expect(widget.locator(".s66-talon")).to_contain_text("Talon (unused):")

    widget.locator(".s66-replay-table").focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(heading).to_have_text("Step 8 of 35: Seat 3 — play ♣7")
    expect(widget.locator(".s66-comment")).to_contain_text(
        "Seat 3 has no ♠ and may play any card: ♣7."
    )
    page.keyboard.press("End")
    expect(widget.locator(".s66-replay-final")).to_have_text(
        "Final score: Seat 0 took the sixth trick and wins the last-trick game, whatever the "
        "other tricks and card points. Score: Seat 0 +10."
    )
    expect(widget.locator(".s66-slot-winner")).to_contain_text("Seat 0")
    page.keyboard.press("Home")
    expect(heading).to_have_text("The deal")


def test_last_trick_marks_and_seat_view(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLE)
    slider = widget.get_by_role("slider", name="Step")
    slider.focus()
    for _ in range(21):
        slider.press("ArrowRight")
    heading = widget.locator(".s66-step-heading").first
    expect(heading).to_have_text("Step 21 of 35: Seat 1 — play ♥J")
    expect(widget.locator(".s66-mark-line")).to_have_text(
        "Solver: ✗ this card lets Seat 0 force the last trick. Best was ♣J."
    )
    widget.get_by_role("combobox", name="Show:").select_option(label="Seat 4’s view only")
    expect(widget.locator(".s66-mark-line")).to_have_count(0)
    seats = widget.locator("section.s66-seat")
    for seat in range(5):
        faces = seats.nth(seat).locator(".s66-card[role=img]")
        expect(faces).to_have_count(3 if seat == 4 else 0)
    expect(widget.get_by_role("img", name="2 face-down cards, the talon")).to_be_visible()


def test_solutions_are_hidden_until_asked(site_page: Any) -> None:
    page = site_page(PAGE)
    solution = page.locator("details").filter(has_text="Solution to exercise 1")
    expect(solution).to_have_count(1)
    output = solution.locator(".cell_output")
    expect(output).to_be_hidden()
    solution.get_by_text("Show the solution").click()
    expect(output).to_be_visible()
    expect(output).to_contain_text("scores, seats 0-4: (40, -10, -10, -10, -10)")
