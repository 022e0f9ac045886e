"""Edges of the Python API a new user meets at a prompt (issue 12, item 4)."""

from __future__ import annotations

import random

from solo66 import Game, Reason
from solo66.core.cards import sort_key
from solo66.core.game import PLAY_ACTION, Phase
from solo66.frontends import svg


def _a_game_in_play(seed: int) -> Game:
    game = Game.new(seed=seed)
    rng = random.Random(seed)
    while game.phase is not Phase.PLAY or len(game.tricks) < 2 or not game.current_trick:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_why_not_takes_a_card_from_the_hand_during_play() -> None:
    game = _a_game_in_play(1)
    seat = game.current_player
    assert seat is not None
    legal = {a.card for a in game.legal_actions()}
    answers = {card: game.why_not(card) for card in game.hands[seat]}
    assert {card for card, why in answers.items() if why is None} == legal
    for card, why in answers.items():
        assert why == game.why_not(PLAY_ACTION[card]) == game.why_not(f"play {card}")
    assert any(why is not None for why in answers.values()), "a position with a refused card"


def test_why_not_with_a_card_outside_the_play_says_what_the_phase_asks_for() -> None:
    game = Game.new(seed=3)
    card = game.hands[game.forehand][0]
    refusal = game.why_not(card)
    assert refusal is not None
    assert refusal.reason is Reason.WRONG_PHASE
    assert str(refusal) == (
        f"It is the auction: seat {game.forehand} may pass or bid a suit, not play a card."
    )


def test_hands_are_in_dealt_order_and_sorted_hand_is_the_pictures_order() -> None:
    game = Game.new(seed=7)
    assert game.hands == game.deal.hands
    assert game.hands[1] != game.sorted_hand(1), "seed 7 deals seat 1 out of order"
    for seat in range(5):
        assert list(game.sorted_hand(seat)) == sorted(game.hands[seat], key=sort_key)
    played = _a_game_in_play(11)
    assert played.trump is not None
    for seat in range(5):
        assert set(played.sorted_hand(seat)) == set(played.hands[seat])
        assert list(played.sorted_hand(seat)) == svg._in_order(played.hands[seat], played.trump)
    trumps = [c.suit is played.trump for c in played.sorted_hand(played.soloist or 0)]
    assert trumps == sorted(trumps, reverse=True), "the trumps come first"
