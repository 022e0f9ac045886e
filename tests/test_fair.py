"""Fair values depend on nothing the seat has not seen; bad input is refused."""

from __future__ import annotations

import dataclasses
import random

import pytest

from solo66 import Game
from solo66.analysis.bots import HeuristicBot, play_out
from solo66.analysis.fair import discard_values, fair_values, view_values
from solo66.analysis.levels import bot
from solo66.analysis.sampling import DealSampler


def _in_play(seed: int, cards: int) -> Game:
    game = Game.new(seed, dealer=seed % 5)
    bots = [HeuristicBot(seed * 5 + s) for s in range(5)]
    while not game.is_over() and not (game.phase == "play" and len(game.history) >= cards):
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    return game


TWINS = 500


def _twins() -> list[tuple[Game, Game, int]]:
    """At least :data:`TWINS` positions in the play, each with a twin drawn from the acting
    seat's view that holds the hidden cards differently."""
    pairs: list[tuple[Game, Game, int]] = []
    seed = 0
    while len(pairs) < TWINS:
        seed += 1
        game = _in_play(seed, 10 + seed % 19)
        if game.is_over() or game.soloist is None or game.phase != "play":
            continue
        seat = game.current_player
        assert seat is not None
        sampler = DealSampler(game.view(seat), game.rules)
        if sampler.count < 2:
            continue
        rng = random.Random(seed)
        twin = sampler.sample(rng)
        while twin.hands == game.hands:
            twin = sampler.sample(rng)
        assert twin.view(seat) == game.view(seat)
        pairs.append((game, twin, seed))
    return pairs


#: Deals drawn for each twin: several, so that every draw after the first must agree too.
TWIN_SAMPLES = 4


def test_twins_that_differ_in_hidden_cards_get_the_same_values() -> None:
    pairs = _twins()
    assert len(pairs) >= TWINS
    for game, twin, seed in pairs:
        assert twin.hands != game.hands
        fair = fair_values(game, samples=TWIN_SAMPLES, seed=seed)
        assert fair == fair_values(twin, samples=TWIN_SAMPLES, seed=seed)
        assert all(len(v) == TWIN_SAMPLES for v in fair.per_sample.values())


def test_bad_input() -> None:
    game = _in_play(3, 12)
    before = game.history
    with pytest.raises(ValueError, match="at least 1"):
        fair_values(game, samples=0)
    with pytest.raises(ValueError, match="not to act"):
        fair_values(game, seat=(game.current_player or 0) + 1 if game.current_player != 4 else 0)
    assert game.history == before


def test_a_finished_game_is_refused_and_unchanged() -> None:
    game = Game.new(seed=123)
    play_out(game, [HeuristicBot(seat) for seat in range(5)])
    assert game.is_over()
    before = (game.history, game.result)
    with pytest.raises(ValueError, match="the hand is over: nobody is to act"):
        fair_values(game)
    with pytest.raises(ValueError, match="the hand is over: nobody is to act"):
        fair_values(game, seat=1, samples=4)
    with pytest.raises(ValueError, match="discard values are for a soloist at the discard"):
        discard_values(game)
    for level in ("medium", "strong"):
        with pytest.raises(ValueError, match="the hand is over: nobody is to act"):
            bot(level, 0).choose(game)
    assert (game.history, game.result) == before


def test_an_impossible_view_is_refused_and_the_game_unchanged() -> None:
    game = Game.new(seed=123)
    for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7"]:
        game.apply(action)
    before = (game.history, game.hands)
    view = game.view(1)
    talon_card = next(c for c in view.talon or () if c in view.hand)
    hand = tuple(c for c in view.hand if c is not talon_card)
    sizes = (view.hand_sizes[0], len(hand), *view.hand_sizes[2:])
    crafted = dataclasses.replace(view, hands=(None, hand, None, None, None), hand_sizes=sizes)
    with pytest.raises(ValueError, match=f"impossible: the talon card {talon_card}"):
        view_values(crafted, game.rules, samples=4, rng=random.Random(0))
    with pytest.raises(ValueError, match="impossible: the talon card"):
        bot("strong", 0).choose(crafted, game.rules)
    assert (game.history, game.hands) == before
