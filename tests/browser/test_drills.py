"""The drills page: each drill answered right and wrong, by mouse and by keyboard.

The expected answers and explanations come from the same engine-generated banks the
page was built from (:mod:`solo66.teaching.drills`), so the test checks that the browser shows
the engine's words, without re-deciding any rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from solo66.core.cards import Card
from solo66.frontends.cards import card_json
from solo66.teaching.drills import (
    auction_questions,
    count_points_questions,
    legal_card_questions,
    score_questions,
    trick_winner_questions,
)

PAGE = "book/drills.html"


def label(card: str) -> str:
    return str(card_json(Card.from_str(card))["label"])


def drill(page: Any, title: str) -> Any:
    widget = page.locator(".s66-widget", has_text=title)
    expect(widget).to_have_count(1)
    widget.scroll_into_view_if_needed()
    return widget


def score_is(widget: Any, text: str) -> None:
    expect(widget.locator(".s66-drill-score")).to_contain_text(text)


def test_is_this_card_legal(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE)
    widget = drill(page, "is this card legal?")
    first, second = legal_card_questions()[:2]
    for card in first["legal"]:
        widget.get_by_role("button", name=label(card), exact=True).click()
    widget.get_by_role("button", name="Check").click()
    feedback = widget.locator(".s66-feedback")
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(first["rule"])
    score_is(widget, "Right: 1 of 1 · Streak: 1 · Best streak: 1")
    widget.get_by_role("button", name="Next question").click()
    # Wrong: pick one illegal card only (with the keyboard: focus moved to the first card).
    illegal = next(iter(second["why_not"]))
    position = second["hand"].index(illegal)
    for _ in range(position):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    widget.get_by_role("button", name="Check").click()
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(f"{illegal} is not legal: {second['why_not'][illegal]}")
    expect(feedback).to_contain_text(second["rule"])
    score_is(widget, "Right: 1 of 2 · Streak: 0 · Best streak: 1")
    expect(widget.get_by_role("button", name=f"{label(illegal)} not legal")).to_be_disabled()


def test_who_wins_this_trick(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE)
    widget = drill(page, "who wins this trick?")
    first, second = trick_winner_questions()[:2]
    wrong = (first["answer"] + 1) % 5
    widget.locator(".s66-drill-trick button").nth(wrong).click()
    feedback = widget.locator(".s66-feedback")
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(first["plays"][wrong]["why"])
    expect(feedback).to_contain_text(first["rule"])
    score_is(widget, "Right: 0 of 1 · Streak: 0")
    # Keyboard only: Enter on "Next question" (focused after answering), arrows, Enter.
    expect(widget.get_by_role("button", name="Next question")).to_be_focused()
    page.keyboard.press("Enter")
    for _ in range(second["answer"]):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(second["rule"])
    score_is(widget, "Right: 1 of 2 · Streak: 1 · Best streak: 1")


def test_count_the_points(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE)
    widget = drill(page, "count the points")
    first, second = count_points_questions()[:2]
    box = widget.get_by_role("textbox", name="Card points:")
    box.fill("lots")
    box.press("Enter")
    expect(widget.locator(".s66-feedback")).to_contain_text("Type a whole number")
    box.fill(str(first["answer"] + 1))
    box.press("Enter")
    feedback = widget.locator(".s66-feedback")
    wrong = first["answer"] + 1
    expect(feedback).to_contain_text(f"Not {wrong}: the pile holds {first['answer']}.")
    expect(feedback).to_contain_text(first["explanation"])
    widget.get_by_role("button", name="Next question").click()
    widget.get_by_role("textbox", name="Card points:").fill(str(second["answer"]))
    widget.get_by_role("button", name="Check").click()
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(second["explanation"])
    score_is(widget, "Right: 1 of 2 · Streak: 1 · Best streak: 1")


def test_score_the_hand(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE)
    widget = drill(page, "score the hand")
    first, second = score_questions()[:2]
    box = widget.get_by_role("textbox", name="Soloist's score:")
    box.fill(f"+{first['answer']}")
    box.press("Enter")
    feedback = widget.locator(".s66-feedback")
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(f"Outcome {first['outcome']}")
    widget.get_by_role("button", name="Next question").click()
    # 65 points lose: answering +65 is wrong, and the feedback names the outcome.
    assert second["points"] == 65
    widget.get_by_role("textbox", name="Soloist's score:").fill("65")
    page.keyboard.press("Enter")
    expect(feedback).to_contain_text(f"Not +65: the soloist scores {second['answer_text']}.")
    expect(feedback).to_contain_text(second["explanation"])
    expect(feedback).to_contain_text("Outcome loss")
    score_is(widget, "Right: 1 of 2 · Streak: 0 · Best streak: 1")


def test_who_wins_the_auction(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE)
    widget = drill(page, "who wins the auction?")
    first, second = auction_questions()[:2]
    choices = widget.locator(".s66-drill-choices button")
    expect(choices).to_have_count(6)
    seats = [p["seat"] for p in first["players"]] + [5]
    wrong = next(s for s in seats if s != first["answer"])
    choices.nth(seats.index(wrong)).click()
    feedback = widget.locator(".s66-feedback")
    expect(feedback).to_contain_text("Not quite.")
    expect(feedback).to_contain_text(first["why"][wrong])
    expect(feedback).to_contain_text(first["transcript"])
    widget.get_by_role("button", name="Next question").click()
    expect(widget.locator(".s66-drill-rule")).to_contain_text(second["procedure"])
    seats = [p["seat"] for p in second["players"]] + [5]
    widget.locator(".s66-drill-choices button").nth(seats.index(second["answer"])).click()
    expect(feedback).to_contain_text("Right!")
    expect(feedback).to_contain_text(second["rule"])
    score_is(widget, "Right: 1 of 2 · Streak: 1 · Best streak: 1")


# axe reads the page's stylesheets with XMLHttpRequest, which file:// pages may not do.
@pytest.mark.site_modes("http")
def test_drills_page_is_accessible(
    site_page: Callable[..., Any], axe_violations: Callable[..., list[dict[str, Any]]]
) -> None:
    page = site_page(PAGE)
    widget = drill(page, "is this card legal?")
    widget.get_by_role("button", name="Check").click()
    assert axe_violations(page) == []
