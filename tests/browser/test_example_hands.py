"""The hand replayers on page 9 (book/example-hands.html), driven by mouse and keyboard."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

PAGE = "book/example-hands.html"
TITLES = (
    "Hand 1: a clear win",
    "Hand 2: the defenders are schneider",
    "Hand 3: a loss by one point",
)


NAMES = ["Anna", "Ben", "Clara", "David", "Eva"]


def _heading(widget: Any) -> Any:
    return widget.locator(".s66-step-heading").first


def _step_by_keys(widget: Any, steps: int) -> None:
    """Step forward ``steps`` times with the right arrow on the replayer's slider."""
    slider = widget.get_by_role("slider", name="Step")
    slider.focus()
    for _ in range(steps):
        slider.press("ArrowRight")


def test_three_replayers_start_at_the_deal(site_page: Any) -> None:
    page = site_page(PAGE)
    expect(page.locator(".s66-widget")).to_have_count(3)
    for title in TITLES:
        widget = page.locator(".s66-widget").filter(has_text=title)
        expect(_heading(widget)).to_have_text("The deal")
        expect(widget.locator(".s66-comment")).to_contain_text("Anna deals six cards")
        expect(widget.locator(".s66-replay-final")).to_be_hidden()
        # All hands open: 30 dealt cards and the 2 talon cards, each with a text alternative.
        faces = widget.locator(".s66-replay-table .s66-card[role=img]")
        expect(faces).to_have_count(32)
        expect(faces.first).to_have_attribute("aria-label", re.compile(r"^\w+ of \w+$"))


def test_buttons_and_slider_step_through_the_hand(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[0])
    next_button = widget.get_by_role("button", name="Next step")
    for _ in range(5):
        next_button.click()
    expect(_heading(widget)).to_have_text("Step 5 of 37: Anna — bid clubs")
    expect(widget.locator(".s66-comment")).to_contain_text(
        "Anna bids ♣ clubs, higher than ♥ hearts."
    )
    expect(widget.locator(".s66-note")).to_contain_text("nobody can overbid clubs")
    widget.get_by_role("button", name="Previous step").click()
    expect(_heading(widget)).to_have_text("Step 4 of 37: Eva — bid hearts")

    slider = widget.get_by_role("slider", name="Step")
    expect(slider).to_have_value("4")
    slider.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(_heading(widget)).to_have_text("Step 7 of 37: Anna — discard ♥9 ♦10")
    expect(widget.locator(".s66-comment")).to_contain_text(
        "10 card points, which count for the soloist"
    )

    widget.get_by_role("button", name="Go to the end").click()
    final = widget.locator(".s66-replay-final")
    expect(final).to_be_visible()
    expect(final).to_have_text(
        "Final score: Anna, the soloist, wins with 86 card points and 4 tricks. Score: +86."
    )
    widget.get_by_role("button", name="Go to the start").click()
    expect(_heading(widget)).to_have_text("The deal")
    expect(final).to_be_hidden()


def test_keys_step_and_jump_to_the_final_score(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[2])
    table = widget.locator(".s66-replay-table")
    table.focus()
    page.keyboard.press("ArrowRight")
    expect(_heading(widget)).to_have_text("Step 1 of 35: Ben — pass")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    expect(_heading(widget)).to_have_text("Step 1 of 35: Ben — pass")
    page.keyboard.press("End")
    expect(widget.locator(".s66-replay-final")).to_have_text(
        "Final score: David, the soloist, loses with 65 card points and 3 tricks: 66 were "
        "needed. Score: −130 (−2 × 65)."
    )
    expect(widget.locator(".s66-table-lines")).to_contain_text("Trick 6 of 6")
    expect(widget.locator(".s66-play-winner")).to_contain_text("David")
    expect(widget.locator(".s66-table-score")).to_have_text(
        "Card points: soloist 65 · defenders 65"
    )
    david = widget.locator("section.s66-seat").nth(3)
    expect(david.locator(".s66-taken")).to_have_text("3 tricks · 65 points")
    page.keyboard.press("Home")
    expect(_heading(widget)).to_have_text("The deal")
    # The buttons keep the keys working once focused, and stay focusable at either end.
    start = widget.get_by_role("button", name="Go to the start")
    start.focus()
    expect(start).to_have_attribute("aria-disabled", "true")
    page.keyboard.press("ArrowRight")
    expect(_heading(widget)).to_have_text("Step 1 of 35: Ben — pass")
    expect(start).to_be_focused()


def test_seat_view_hides_the_other_hands(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLES[0])
    widget.get_by_role("combobox", name="Show:").select_option(label="Clara’s view only")
    seats = widget.locator("section.s66-seat")
    expect(seats).to_have_count(5)
    for seat in range(5):
        row = seats.nth(seat)
        faces = row.locator(".s66-card[role=img]")
        if seat == 2:
            expect(faces).to_have_count(6)
            expect(row.locator(".s66-badge-you")).to_have_text("you")
        else:
            expect(faces).to_have_count(0)
            backs = row.get_by_role("img", name=f"6 face-down cards in {NAMES[seat]}’s hand")
            expect(backs).to_be_visible()
    expect(widget.get_by_role("img", name="2 face-down cards, the talon")).to_be_visible()

    # The soloist's discard is private: seat 2 sees that two cards went, not which.
    for _ in range(7):
        widget.get_by_role("button", name="Next step").click()
    expect(_heading(widget)).to_have_text("Step 7 of 37: Anna — discard two cards")
    expect(widget.locator(".s66-comment")).to_have_text(
        "Anna discards two cards face down; their points count for the soloist. Forehand leads to "
        "the first trick."
    )
    expect(widget.get_by_role("img", name="2 face-down cards, discarded")).to_be_visible()
    expect(widget.locator(".s66-replay-table")).not_to_contain_text("♥9")
    expect(widget.locator(".s66-mark-line")).to_have_count(0)

    # The soloist's own view shows their discards.
    widget.get_by_role("combobox", name="Show:").select_option(label="Anna’s view only")
    expect(widget.locator(".s66-comment")).to_contain_text("discards ♥9 ♦10 face down")
    discards = widget.get_by_role("group", name="Anna’s discards")
    expect(discards.locator(".s66-card[role=img]")).to_have_count(2)

    widget.get_by_role("combobox", name="Show:").select_option(label="All hands open")
    expect(widget.locator(".s66-replay-table .s66-card[role=img]")).to_have_count(32)


def test_marks_say_the_fair_judgement_first_and_hindsight_second(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLES[0])
    _step_by_keys(widget, 15)
    expect(_heading(widget)).to_have_text("Step 15 of 37: Anna — play ♣A")
    lines = widget.locator(".s66-replay-panel .s66-mark-line")
    expect(lines).to_have_count(2)
    # By what Anna could see, the ace was no fair choice; then hindsight, labelled as such.
    expect(lines.nth(0)).to_have_class(re.compile(r"\bs66-mark-fair\b.*\bs66-mark-cost\b"))
    expect(lines.nth(0)).to_have_text(
        re.compile(
            r"^By what Anna could see: ✗ costs \d+ card points on average over 32 deals that "
            r"fitted it; best was ♣Q \(best in \d+ of them\)\.$"
        )
    )
    expect(lines.nth(1)).to_have_class(re.compile(r"\bs66-mark-hindsight\b"))
    expect(lines.nth(1)).to_have_text(
        re.compile(r"^In hindsight, with every hand open, ♣9 or ♣8 was best, by \d+ card points\.$")
    )
    marks = widget.locator(".s66-plays .s66-mark")
    expect(marks).to_have_count(3)
    expect(marks.nth(0)).to_have_text("✓ good")
    expect(marks.nth(2)).to_have_text(re.compile(r"^✗ costs \d+$"))
    # A seat's view shows no marks: hindsight needs every hand open.
    widget.get_by_role("combobox", name="Show:").select_option(label="Anna’s view only")
    expect(widget.locator(".s66-mark-line")).to_have_count(0)


def test_a_fair_choice_is_no_mistake_whatever_hindsight_shows(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLES[2])
    _step_by_keys(widget, 11)
    expect(_heading(widget)).to_have_text("Step 11 of 35: David — play ♥A")
    lines = widget.locator(".s66-replay-panel .s66-mark-line")
    expect(lines.nth(0)).to_have_text(re.compile(r"^By what David could see: ✓ a good choice "))
    expect(lines.nth(0)).not_to_contain_text("✗")
    expect(lines.nth(1)).to_have_text(
        re.compile(r"^In hindsight, with every hand open, ♣8 or ♣7 was best, by 34 card points\.$")
    )
    expect(widget.locator(".s66-plays .s66-mark").first).to_have_text("✓ good")


def test_keys_step_after_a_click_anywhere_and_from_the_header(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[2])
    widget.locator(".s66-replay-panel").click()
    page.keyboard.press("ArrowRight")
    expect(_heading(widget)).to_have_text("Step 1 of 35: Ben — pass")
    widget.locator(".s66-title").click()
    page.keyboard.press("ArrowRight")
    expect(_heading(widget)).to_have_text("Step 2 of 35: Clara — pass")
    widget.get_by_role("button", name="Four-colour pack").focus()
    page.keyboard.press("ArrowLeft")
    expect(_heading(widget)).to_have_text("Step 1 of 35: Ben — pass")
    page.keyboard.press("End")
    expect(widget.locator(".s66-replay-final")).to_be_visible()


def test_control_labels_are_words(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLES[0])
    labels = widget.locator(".s66-replay-buttons button").all_inner_texts()
    assert labels == ["Start", "Previous", "Next", "End"]


def test_four_colour_keeps_the_position(site_widget: Any) -> None:
    _, widget = site_widget(PAGE, TITLES[0])
    widget.get_by_role("button", name="Go to the end").click()
    toggle = widget.get_by_role("button", name="Four-colour pack")
    toggle.click()
    expect(widget).to_have_class(re.compile(r"\bs66-four-colour\b"))
    expect(_heading(widget)).to_have_text("Step 37 of 37: Eva — play ♥8")
    expect(widget.get_by_role("button", name="Four-colour pack")).to_be_focused()


def test_focus_is_visible(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[0])
    button = widget.get_by_role("button", name="Next step")
    button.focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    expect(button).to_be_focused()
    outline = button.evaluate(
        "(e) => getComputedStyle(e).outlineStyle + ' ' + getComputedStyle(e).outlineWidth"
    )
    assert outline == "solid 3px"
    table = widget.locator(".s66-replay-table")
    table.focus()
    assert table.evaluate("(e) => getComputedStyle(e).outlineStyle") == "solid"


def test_printed_page_shows_the_whole_hand(site_widget: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[0])
    page.emulate_media(media="print")
    expect(widget.locator(".s66-replay-controls")).to_be_hidden()
    transcript = widget.locator(".s66-transcript")
    expect(transcript).to_be_visible()
    expect(transcript.locator("li")).to_have_count(38)
    # The last step tells the card; the result follows it once, as the final score.
    final = widget.locator(".s66-print-only .s66-print-final")
    expect(final).to_contain_text("Final score: Anna, the soloist, wins with 86 card points")
    page.emulate_media(media="screen")
    expect(transcript).to_be_hidden()


@pytest.mark.site_modes("http")
def test_no_serious_accessibility_violations(site_widget: Any, axe_violations: Any) -> None:
    page, widget = site_widget(PAGE, TITLES[0])
    widget.get_by_role("combobox", name="Show:").select_option(label="Ben’s view only")
    widget.get_by_role("button", name="Next step").click()
    assert axe_violations(page) == []


def test_the_german_edition_says_both_judgements_in_german(site_widget: Any) -> None:
    _, widget = site_widget("de/book/example-hands.html", "Spiel 1: ein klarer Sieg")
    widget.get_by_role("button", name="Zum Ende").click()
    lines = widget.locator(".s66-replay-panel .s66-mark-line")
    expect(lines).to_have_count(2)
    expect(lines.nth(0)).to_have_text(re.compile(r"^Nach dem, was Eva sehen konnte: ★ am besten "))
    expect(lines.nth(1)).to_have_text(
        "Im Nachhinein, bei offenen Karten, war sie ebenfalls am besten."
    )
