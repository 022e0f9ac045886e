"""Clone, undo and the per-seat view."""

from __future__ import annotations

import dataclasses
import random

import pytest

from solo66 import PACK, Card, Game, Rules, SeatView

RULES = [
    Rules(),
    Rules(talon_order="talon-first"),
    Rules(all_pass="last-trick"),
    Rules(auction="re-entry", must_overtrump=True),
]


def random_games(count: int, seed: int = 0):
    """Games played to the end by random choices, with a bias to pass so that
    all-pass hands come up too."""
    rng = random.Random(seed)
    for n in range(count):
        game = Game.new(seed=n, rules=RULES[n % len(RULES)], dealer=n % 5)
        while not game.is_over():
            legal = game.legal_actions()
            passing = legal[0].kind == "pass" and rng.random() < 0.7
            game.apply(legal[0] if passing else rng.choice(legal))
        yield game


def test_a_clone_is_independent_of_its_original(snapshot):
    for game in random_games(8):
        for n in range(0, len(game.history), 7):
            original = Game(game.deal, game.rules)
            for _, action in game.history[:n]:
                original.apply(action)
            before = snapshot(original)
            clone = original.clone()
            assert snapshot(clone) == before
            if not clone.is_over():
                clone.apply(clone.legal_actions()[-1])
                assert snapshot(original) == before
                cloned = snapshot(clone)
                original.apply(original.legal_actions()[0])
                assert snapshot(clone) == cloned


def test_undo_restores_the_game_exactly_at_every_step(snapshot):
    for game in random_games(12, seed=1):
        replay = Game(game.deal, game.rules)
        for _, action in game.history:
            before = snapshot(replay)
            replay.apply(action)
            after = snapshot(replay)
            assert replay.undo() is action
            assert snapshot(replay) == before
            replay.apply(action)
            assert snapshot(replay) == after
        assert replay.result == game.result


def test_undo_back_to_the_deal(snapshot):
    game = next(random_games(1, seed=2))
    while game.history:
        game.undo()
    assert snapshot(game) == snapshot(Game(game.deal, game.rules))


def test_replay_yields_the_game_after_each_action(snapshot):
    game = next(random_games(1, seed=3))
    states = list(game.replay())
    assert len(states) == len(game.history) + 1
    assert snapshot(states[-1]) == snapshot(game)
    assert states[0].history == []


def cards_in(value: object) -> set[Card]:
    """Every card mentioned anywhere in a view."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if hasattr(value, "cards"):  # actions and tricks
        return set(value.cards)
    return set()


def test_a_view_shows_only_what_that_seat_may_see():
    for game in random_games(12, seed=4):
        for state in game.replay():
            played = {c for t in state.tricks for c in t.cards} | set(state.current_trick)
            for seat in range(5):
                view = state.view(seat)
                assert isinstance(view, SeatView)
                assert view.hand == state.hands[seat]
                assert view.hand_sizes == tuple(len(h) for h in state.hands)
                seen = set().union(
                    *(cards_in(getattr(view, f.name)) for f in dataclasses.fields(view))
                )
                assert seen == view.seen() | {c for _, a in view.history if a for c in a.cards}
                allowed = set(state.hands[seat]) | played
                if seat == state.soloist:
                    allowed |= set(state.talon) | set(state.discards)
                if state.is_over():  # the cards are turned up for the count
                    allowed = set(PACK)
                    assert view == dataclasses.replace(state.open_view(), seat=seat)
                assert seen <= allowed, (seat, seen - allowed)
                if seat != state.soloist and not state.is_over():
                    assert view.talon is None and view.discards is None
                if seat == state.current_player:
                    assert list(view.legal_actions) == state.legal_actions()
                else:
                    assert view.legal_actions == ()


def test_the_soloist_sees_the_talon_once_he_has_picked_it_up_and_his_discards():
    game = Game.new(seed=8)
    game.apply("bid clubs")
    soloist = game.soloist
    assert soloist is not None
    assert game.view(soloist).talon is None  # announce-first: not yet picked up
    game.apply("declare clubs")
    assert game.view(soloist).talon == game.talon
    game.apply(game.legal_actions()[0])
    assert game.view(soloist).discards == game.discards
    assert game.view(soloist).history[-1] == game.history[-1]
    others = [s for s in range(5) if s != soloist]
    assert all(game.view(s).history[-1] == (soloist, None) for s in others)


@pytest.mark.parametrize("seat", range(5))
def test_a_view_keeps_the_public_facts(seat: int):
    game = Game.new(seed=9)
    game.apply("bid hearts")
    view = game.view(seat)
    assert view.bid is not None and str(view.bid) == "hearts"
    assert view.phase == "auction" and view.current_player == game.current_player
    assert view.dealer == 0 and view.seat == seat
