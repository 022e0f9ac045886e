"""Every rule that refuses an action is a :class:`solo66.Reason`: one position per reason
where the engine gives it, with the sentence a learner reads."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

from solo66 import Game, IllegalAction, InvalidAction, Reason, Refusal, Rules
from solo66.core.cards import cards_str
from solo66.teaching.examples import MUST_OVERTRUMP, MUST_TRUMP


def start(deal: object, **options: object) -> Game:
    """Seat 2 wins the auction with clubs, announces them and discards the talon again."""
    game = Game(deal, Rules(**options))  # type: ignore[arg-type]
    while game.phase == "auction":
        game.apply("bid clubs" if game.current_player == 2 else "pass")
    game.apply("declare clubs")
    game.apply(f"discard {cards_str(game.talon)}")
    return game


def after(game: Game, *actions: str) -> Game:
    for action in actions:
        game.apply(action)
    return game


def undo(game: Game) -> Refusal:
    with pytest.raises(IllegalAction) as error:
        game.undo()
    return error.value.refusal


# reason: (the position, the action refused, its seat, the sentence)
CASES: dict[Reason, tuple[Callable[[], Game], str, int | None, str]] = {
    Reason.HAND_OVER: (
        lambda: after(Game(MUST_TRUMP), *["pass"] * 5),
        "bid clubs",
        None,
        "The hand is over: nobody may act.",
    ),
    Reason.NOT_YOUR_TURN: (
        lambda: Game(MUST_TRUMP),
        "pass",
        3,
        "It is seat 0's turn, not seat 3's.",
    ),
    Reason.WRONG_PHASE: (
        lambda: Game(MUST_TRUMP),
        "play ♥A",
        None,
        "It is the auction: seat 0 may pass or bid a suit, not play a card.",
    ),
    Reason.BID_NOT_HIGHER: (
        lambda: after(Game(MUST_TRUMP), "bid spades"),
        "bid hearts",
        None,
        "Bids must name a higher suit than ♠ (suits rank ♣ > ♠ > ♥ > ♦).",
    ),
    Reason.DECLARE_BELOW_BID: (
        lambda: after(Game(MUST_TRUMP), "pass", "pass", "bid spades", "pass", "pass"),
        "declare hearts",
        None,
        "You won the auction with ♠: you must announce the suit you bid or a higher one (♣ or ♠).",
    ),
    Reason.DISCARD_NOT_HELD: (
        lambda: after(Game(MUST_TRUMP), "pass", "pass", "bid clubs", "declare clubs"),
        "discard ♠A ♠10",
        None,
        "You do not hold ♠A ♠10.",
    ),
    Reason.CARD_NOT_HELD: (lambda: start(MUST_TRUMP), "play ♠A", None, "You do not hold ♠A."),
    Reason.MUST_FOLLOW_SUIT: (
        lambda: after(start(MUST_TRUMP), "play ♥A"),
        "play ♠A",
        None,
        "You hold ♥: you must follow suit (Bedienpflicht).",
    ),
    Reason.MUST_FOLLOW_TRUMP: (
        lambda: after(
            start(MUST_TRUMP),
            *["play ♥A", "play ♥7", "play ♥8", "play ♣9", "play ♦7"],
            *["play ♠K", "play ♠7", "play ♣7", "play ♠A", "play ♣Q"],
            *["play ♣A", "play ♠Q", "play ♠8", "play ♥10"],
        ),
        "play ♠10",
        None,
        "Trump (♣) was led and you hold trumps: you must follow with a trump (Bedienpflicht).",
    ),
    Reason.MUST_TRUMP: (
        lambda: after(start(MUST_TRUMP), "play ♥A", "play ♥7", "play ♥8"),
        "play ♠K",
        None,
        "You have no ♥ but hold trumps: you must trump (Trumpfzwang).",
    ),
    Reason.MUST_OVERTRUMP: (
        lambda: after(start(MUST_OVERTRUMP, must_overtrump=True), "play ♦A", "play ♣K"),
        "play ♣7",
        None,
        "You must beat ♣K, the highest trump in the trick, because you can (must-overtrump).",
    ),
}


def test_every_reason_has_a_position_that_produces_it() -> None:
    assert set(CASES) | {Reason.NOTHING_TO_UNDO} == set(Reason)


@pytest.mark.parametrize("reason", list(CASES), ids=[r.value for r in CASES])
def test_the_reason_and_its_sentence(reason: Reason) -> None:
    position, action, seat, sentence = CASES[reason]
    game = position()
    refusal = game.why_not(action, seat)
    assert isinstance(refusal, Refusal)
    assert refusal.reason is reason and str(refusal) == sentence
    assert str(refusal.action) == action
    assert refusal.seat == game.current_player
    history = game.history
    with pytest.raises(IllegalAction) as error:
        game.apply(action, seat)
    assert error.value.reason is reason and error.value.refusal == refusal
    assert str(error.value) == sentence
    assert game.history == history  # refused: nothing changed
    assert pickle.loads(pickle.dumps(error.value)).refusal == refusal


def test_nothing_to_undo() -> None:
    refusal = undo(Game(MUST_TRUMP))
    assert refusal.reason is Reason.NOTHING_TO_UNDO and refusal.action is None
    assert str(refusal) == "There is nothing to undo: no action has been taken."


def test_the_seat_to_act_is_not_refused_for_its_turn() -> None:
    game = Game(MUST_TRUMP)
    assert game.why_not("pass", seat=0) is None
    game.apply("pass", seat=0)
    assert game.current_player == 1


def test_text_that_is_no_action_is_invalid_not_illegal() -> None:
    game = Game(MUST_TRUMP)
    with pytest.raises(InvalidAction, match="not an action: 'play ♣11'") as error:
        game.why_not("play ♣11")
    assert not isinstance(error.value, IllegalAction) and isinstance(error.value, ValueError)
    assert not game.is_legal("play ♣11")
