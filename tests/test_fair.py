"""Fair values depend on nothing the seat has not seen; bad input is refused."""

from __future__ import annotations

import random

import pytest

from solo66 import Game
from solo66.analysis.bots import HeuristicBot
from solo66.analysis.fair import fair_values
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


def test_twins_that_differ_in_hidden_cards_get_the_same_values() -> None:
    pairs = _twins()
    assert len(pairs) >= TWINS
    for game, twin, seed in pairs:
        assert fair_values(game, samples=1, seed=seed) == fair_values(twin, samples=1, seed=seed)


def test_bad_input() -> None:
    game = _in_play(3, 12)
    before = game.history
    with pytest.raises(ValueError, match="at least 1"):
        fair_values(game, samples=0)
    with pytest.raises(ValueError, match="not to act"):
        fair_values(game, seat=(game.current_player or 0) + 1 if game.current_player != 4 else 0)
    assert game.history == before
