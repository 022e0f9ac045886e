"""Deals consistent with a seat's view: every sample fits it, the count is exact and
the draw is uniform (checked against brute-force enumeration)."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo66 import Game, Rules, SeatView
from solo66.analysis.bots import HeuristicBot
from solo66.analysis.sampling import DealSampler
from solo66.core.cards import sort_key


def _norm(view: SeatView) -> SeatView:
    """The view with each hand sorted (a sample deals the cards in another order)."""
    hands = tuple(None if h is None else tuple(sorted(h, key=sort_key)) for h in view.hands)
    legal = tuple(sorted(view.legal_actions, key=str))
    return dataclasses.replace(view, hands=hands, legal_actions=legal)


RULES = [Rules(), Rules(must_overtrump=True), Rules(talon_order="talon-first")]


def _played(seed: int, steps: int, rules: Rules) -> Game:
    game = Game.new(seed, rules=rules, dealer=seed % 5)
    bots = [HeuristicBot(seed * 5 + s) for s in range(5)]
    for _ in range(steps):
        if game.is_over():
            break
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    return game


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40), st.integers(0, 4), st.sampled_from(RULES))
def test_every_sample_fits_the_view(seed: int, steps: int, seat: int, rules: Rules) -> None:
    game = _played(seed, steps, rules)
    if game.is_over():
        return
    view = game.view(seat)
    sampler = DealSampler(view, rules)
    assert sampler.count >= 1
    # The true hands are never ruled out.
    for holder in sampler.holders:
        if isinstance(holder.name, int):
            assert not holder.excluded & set(game.hands[holder.name])
    for sample in sampler.samples(3, seed=seed):
        assert _norm(sample.view(seat)) == _norm(view)


def _late(seed: int, rules: Rules) -> Game:
    game = Game.new(seed, rules=rules, dealer=seed % 5)
    bots = [HeuristicBot(seed * 5 + s) for s in range(5)]
    while not game.is_over() and len(game.tricks) < 4:
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    return game


@pytest.mark.parametrize(("seed", "rules"), [(3, RULES[0]), (11, RULES[1]), (29, RULES[0])])
def test_count_and_uniformity_match_enumeration(seed: int, rules: Rules) -> None:
    game = _late(seed, rules)
    seat = game.soloist
    assert seat is not None and game.phase == "play"
    view = game.view(seat)
    sampler = DealSampler(view, rules)
    sizes = [h.size for h in sampler.holders]
    rng = random.Random(0)
    fits: list[dict[int | str, tuple[object, ...]]] = []
    cards = list(sampler.unseen)
    # Every way to deal the unseen cards to the holders, kept if the engine replays
    # the history from it to the same view.
    slots = [i for i, n in enumerate(sizes) for _ in range(n)]
    for order in set(itertools.permutations(slots)):
        placed: dict[int | str, list[object]] = {h.name: [] for h in sampler.holders}
        for card, h in zip(cards, order, strict=True):
            placed[sampler.holders[h].name].append(card)
        try:
            g = sampler.position({k: tuple(v) for k, v in placed.items()}, rng)  # type: ignore[misc]
        except ValueError:
            continue
        if _norm(g.view(seat)) == _norm(view):
            fits.append({k: tuple(v) for k, v in placed.items()})
    assert sampler.count == len(fits)
    # Each (card, holder) frequency against its exact probability: a chi-square test.
    n = 3000
    where = {}
    for f in fits:
        for name, held in f.items():
            for c in held:
                where[(c, name)] = where.get((c, name), 0) + 1
    seen: dict[tuple[object, int | str], int] = {}
    draw = random.Random(seed)
    for _ in range(n):
        for name, held in sampler.placement(draw).items():
            for c in held:
                seen[(c, name)] = seen.get((c, name), 0) + 1
    assert set(seen) <= set(where)
    for card in cards:
        cells = [(k, v) for k, v in where.items() if k[0] == card]
        chi = sum((seen.get(k, 0) - n * v / len(fits)) ** 2 / (n * v / len(fits)) for k, v in cells)
        df = len(cells) - 1
        # Far beyond the 0.999 quantile of chi-square with df <= 3 degrees of freedom (16.3).
        assert chi < 20 if df else chi == 0, (card, chi, df)


def test_bad_views() -> None:
    game = Game.new(seed=1)
    with pytest.raises(ValueError, match="open view"):
        DealSampler(game.open_view())
    with pytest.raises(ValueError, match="at least 1"):
        DealSampler(game.view(0)).samples(0)


def _soloist_in_play() -> tuple[Game, SeatView]:
    game = Game.new(seed=123)
    for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
        game.apply(action)
    view = game.view(1)
    assert view.seat == view.soloist and view.talon is not None
    return game, view


def test_a_hand_that_leaves_out_a_seen_talon_card_is_refused() -> None:
    game, view = _soloist_in_play()
    before = (game.history, game.hands)
    talon_card = next(c for c in view.talon or () if c in view.hand)
    hand = tuple(c for c in view.hand if c is not talon_card)
    sizes = list(view.hand_sizes)
    # The hand shorter than the view's hand size says.
    short = dataclasses.replace(view, hands=(*view.hands[:1], hand, *view.hands[2:]))
    with pytest.raises(ValueError, match="hand shows 4 cards but its hand size is 5"):
        DealSampler(short, game.rules)
    # The hand size shortened too: the talon card is nowhere the soloist can see.
    sizes[1] -= 1
    crafted = dataclasses.replace(short, hand_sizes=tuple(sizes))
    with pytest.raises(ValueError, match=f"the talon card {talon_card} is in neither"):
        DealSampler(crafted, game.rules)
    # The talon card swapped for a card another seat holds: one card too few unseen.
    other = game.hands[2][0]
    swapped = dataclasses.replace(view, hands=(*view.hands[:1], (*hand, other), *view.hands[2:]))
    with pytest.raises(ValueError, match="impossible"):
        DealSampler(swapped, game.rules)
    assert (game.history, game.hands) == before


def test_impossible_talon_and_discards_are_refused() -> None:
    game, view = _soloist_in_play()
    discards = view.discards
    assert discards is not None
    with pytest.raises(ValueError, match="but 2 cards were put away"):
        DealSampler(dataclasses.replace(view, discards=discards[:1]), game.rules)
    held = view.hand[0]
    with pytest.raises(ValueError, match=f"{held} is put away and also held"):
        DealSampler(dataclasses.replace(view, discards=(discards[0], held)), game.rules)
    twice = (*view.hand[:-1], view.hand[0])
    with pytest.raises(ValueError, match="twice in its hand"):
        DealSampler(dataclasses.replace(view, hands=(None, twice, None, None, None)), game.rules)
    # A talon still on the table that the seat also holds.
    fresh = Game.new(seed=123)
    start = fresh.view(1)
    on_table = dataclasses.replace(start, talon=(start.hand[0], start.hand[1]))
    with pytest.raises(ValueError, match="lies in the talon on the table"):
        DealSampler(on_table, fresh.rules)


def test_every_sample_fits_the_soloists_view_with_its_talon() -> None:
    game, view = _soloist_in_play()
    for sample in DealSampler(view, game.rules).samples(20, seed=3):
        assert _norm(sample.view(1)) == _norm(view)
