"""Realistic positions for benchmarks: a deal, a heuristic auction and discard."""

from __future__ import annotations

import random

from solo66.cards import Card, Suit
from solo66.game import Game, discard_action
from solo66.rules import Rules


def heuristic_game(seed: int, rules: Rules | None = None) -> Game:
    """A game at the first lead: a random seat is soloist, names its longest suit
    (ties: the higher suit) as trump and discards its two lowest non-trumps."""
    rng = random.Random(seed)
    g = Game.new(seed=seed, rules=rules)
    soloist = rng.randrange(5)
    while g.current_player != soloist:
        g.apply("pass")
    g.apply("bid diamonds")
    while g.phase.value == "auction":
        g.apply("pass")
    hand = g.hands[soloist]
    trump = max(Suit, key=lambda s: (sum(c.suit is s for c in hand), s))
    g.apply(f"declare {trump}")
    hand = g.hands[soloist]
    side = [c for c in hand if c.suit is not trump] or list(hand)
    side.sort(key=lambda c: (c.points, c.rank))
    low: list[Card] = side[:2]
    if len(low) < 2:
        rest = sorted((c for c in hand if c not in low), key=lambda c: (c.points, c.rank))
        low.append(rest[0])
    g.apply(discard_action(low[0], low[1]))
    return g
