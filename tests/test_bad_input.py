"""Bad input: each refusal is a clear ValueError (IllegalAction for an action the rules
forbid, InvalidAction for text that is no action) and changes nothing."""

from __future__ import annotations

import pytest

from solo66 import Game, IllegalAction, InvalidAction, Refusal, Rules
from solo66.teaching.examples import MUST_TRUMP

# The way to each phase from the deal (seat 4 deals): seat 2 wins with clubs.
TO = {
    "auction": ["bid hearts"],
    "declare": ["pass", "pass", "bid clubs"],
    "discard": ["pass", "pass", "bid clubs", "declare clubs"],
    "play": ["pass", "pass", "bid clubs", "declare clubs", "discard ♣J ♥9", "play ♥A"],
    "done": ["pass"] * 5,
}


def at(phase: str) -> Game:
    game = Game(MUST_TRUMP)
    for action in TO[phase]:
        game.apply(action)
    assert game.phase == phase
    return game


BAD = {
    "auction": [
        ("bid hearts", "higher suit than ♥"),
        ("play ♥K", "It is the auction"),
        ("declare clubs", "It is the auction"),
        ("discard ♥K ♥7", "It is the auction"),
    ],
    "declare": [
        ("declare hearts", "the suit you bid or a higher one"),
        ("pass", "It is the declare"),
    ],
    "discard": [("discard ♠A ♠10", "You do not hold ♠A ♠10"), ("play ♣A", "It is the discard")],
    "play": [
        ("play ♠A", "You hold ♥: you must follow suit"),
        ("play ♣A", "You do not hold ♣A"),
        ("bid clubs", "It is the play"),
    ],
    "done": [("pass", "The hand is over"), ("play ♥A", "The hand is over")],
}
MALFORMED = [
    ("play ♣11", "not an action: 'play ♣11'"),
    ("play", "not an action: 'play'"),
    ("", "not an action: ''"),
    ("jump", "not an action: 'jump'"),
    ("bid purple", "unknown suit 'purple'"),
    ("play ♣A ♣10", "not an action"),
    ("discard ♣A ♣A", "you cannot discard ♣A twice"),
    ("pass pass", "not an action"),
]


@pytest.mark.parametrize(
    ("phase", "action", "message"),
    [(phase, action, message) for phase, items in BAD.items() for action, message in items],
)
def test_an_illegal_action_is_refused_with_the_reason_and_changes_nothing(
    snapshot, phase: str, action: str, message: str
):
    game = at(phase)
    before = snapshot(game)
    refusal = game.why_not(action)
    assert isinstance(refusal, Refusal) and message in str(refusal)
    with pytest.raises(IllegalAction, match=message) as error:
        game.apply(action)
    assert str(error.value) == str(refusal)
    assert error.value.refusal == refusal and error.value.reason is refusal.reason
    assert isinstance(error.value, ValueError) and not isinstance(error.value, InvalidAction)
    assert snapshot(game) == before


@pytest.mark.parametrize("phase", list(TO))
@pytest.mark.parametrize(("text", "message"), MALFORMED)
def test_malformed_action_text_is_refused_and_changes_nothing(
    snapshot, phase: str, text: str, message: str
):
    game = at(phase)
    before = snapshot(game)
    with pytest.raises(InvalidAction, match=message) as error:
        game.apply(text)
    assert isinstance(error.value, ValueError) and not isinstance(error.value, IllegalAction)
    with pytest.raises(InvalidAction, match=message):
        game.why_not(text)
    assert not game.is_legal(text)
    assert snapshot(game) == before


@pytest.mark.parametrize("thing", [None, 42, ["pass"], b"pass"])
def test_something_that_is_not_an_action_is_refused(snapshot, thing: object):
    game = at("auction")
    before = snapshot(game)
    with pytest.raises(InvalidAction, match="not an action"):
        game.apply(thing)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_undo_with_nothing_to_undo_is_refused(snapshot):
    game = Game(MUST_TRUMP)
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="nothing to undo"):
        game.undo()
    assert snapshot(game) == before


@pytest.mark.parametrize("seat", [-1, 5, "1", None, 1.0])
def test_a_view_for_a_seat_that_does_not_exist_is_refused(seat: object):
    with pytest.raises(ValueError, match="a seat is a number from 0 to 4"):
        at("play").view(seat)  # type: ignore[arg-type]


def test_unknown_and_inconsistent_rules_are_refused_before_any_game_starts():
    with pytest.raises(ValueError, match="unknown rules option"):
        Rules.from_dict({"trumps": "jacks"})
    with pytest.raises(ValueError, match="inconsistent rules"):
        Game.new(seed=1, rules=Rules.from_dict({"settlement": "payments"}))


@pytest.mark.parametrize("code", ["", "hello", "1CH9-M7XX-VSBG-G440", "ZZZZ-ZZZZ-ZZZZ-ZZZZ"])
def test_a_bad_deal_code_is_refused(code: str):
    with pytest.raises(ValueError, match="deal code"):
        Game.from_deal(code)
