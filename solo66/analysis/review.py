"""The open-hand solver's verdict on cards: a hint before a card, a review after the hand.

A *hint* values every card the player to move may play (:func:`card_costs`); a
*review* goes through a finished (or unfinished) hand and judges each card one
seat played (:func:`review`), the way a chess site's game review marks each move
"best" or says what it gave away.  The values are the open-hand solver's
(:mod:`solo66.analysis.solver`): the soloist's final card points when both sides
play perfectly with every card visible.  A card's cost is counted from its player's
side: for the soloist, points they no longer get; for a defender, points the soloist
gets in addition.

>>> from solo66.analysis.solver import _example
>>> g = _example()
>>> [str(c) for c in card_costs(g)][:2]
['♣A best (130)', '♣10 best (130)']
>>> g.apply("play ♣A")
>>> [(str(p.card), p.cost, p.best) for p in review(g, 1)]
[('♣A', 0, True)]
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from solo66.analysis.fair import Progress, view_values
from solo66.analysis.solver import Solution, Solver
from solo66.core.cards import Card, sort_key
from solo66.core.game import Game, Phase

__all__ = [
    "CardCost",
    "FairCost",
    "FairPlay",
    "ReviewedPlay",
    "card_costs",
    "fair_costs",
    "fair_review",
    "review",
]


@dataclass(frozen=True)
class CardCost:
    """One legal card of the player to move, valued by the solver.

    ``value`` is the soloist's final card points after this card with best play from
    then on; ``cost`` the points the card gives away against the best card (0 for a
    best card), counted from its player's side.
    """

    card: Card
    value: int
    cost: int

    @property
    def best(self) -> bool:
        """Whether no other legal card does better for its player's side."""
        return self.cost == 0

    def __str__(self) -> str:
        verdict = "best" if self.best else f"costs {self.cost}"
        return f"{self.card} {verdict} ({self.value})"


def _costs(solution: Solution) -> tuple[CardCost, ...]:
    return tuple(
        CardCost(action.card, value, solution.cost(action))
        for action, value in solution.values.items()
        if action.card is not None
    )


def card_costs(game: Game, solver: Solver | None = None) -> tuple[CardCost, ...]:
    """Every card the player to move may play, with its value and cost, in hand order.

    The game must be in the play phase of a hand with a soloist (the solver's
    refusal says otherwise).  A :class:`Solver` given keeps what it learnt for the
    next call.

    >>> from solo66.analysis.solver import _example
    >>> [c.cost for c in card_costs(_example())]
    [0, 0, 0, 0, 0, 0]
    """
    solution = (solver or Solver()).solve(game)
    return tuple(sorted(_costs(solution), key=lambda c: sort_key(c.card)))


@dataclass(frozen=True)
class ReviewedPlay:
    """One card a seat played, judged by the solver in the position before it.

    ``step`` is the action's index in the game's history (0 = the first action),
    ``trick`` the trick's number (1 to 6); ``alternatives`` the best cards in that
    position (the card played among them when it was best), ``best_value`` the
    soloist's final card points after them and ``value`` after the card played.
    """

    step: int
    trick: int
    seat: int
    card: Card
    value: int
    best_value: int
    cost: int
    alternatives: tuple[Card, ...]

    @property
    def best(self) -> bool:
        """Whether the card played was one of the best."""
        return self.cost == 0


def review(game: Game, seat: int, solver: Solver | None = None) -> list[ReviewedPlay]:
    """Judge every card ``seat`` played in ``game`` so far, in order.

    Only hands with a soloist can be reviewed (the solver counts the soloist's card
    points); a hand passed out has no cards played and gives an empty review.

    >>> from solo66.analysis.solver import _example
    >>> review(_example(), 1)
    []
    """
    if not 0 <= seat < 5:
        raise ValueError(f"a seat is a number from 0 to 4, not {seat!r}")
    plays = [(i, a) for i, (s, a) in enumerate(game.history) if s == seat and a.card is not None]
    if not plays:
        return []
    if game.soloist is None:
        raise ValueError(
            "the review values card points, and this hand has no soloist (the last-trick game)"
        )
    solver = solver or Solver()
    wanted = {i for i, _ in plays}
    out: list[ReviewedPlay] = []
    cards_before = 0
    for i, (before, (who, action)) in enumerate(zip(game.replay(), game.history, strict=False)):
        if action.card is not None:
            cards_before += 1
        if i not in wanted:
            continue
        card = action.card
        assert card is not None
        solution = solver.solve(before)
        costs = _costs(solution)
        best = sorted((c.card for c in costs if c.best), key=sort_key)
        out.append(
            ReviewedPlay(
                step=i,
                trick=(cards_before - 1) // 5 + 1,
                seat=who,
                card=card,
                value=solution.values[action],
                best_value=solution.value,
                cost=solution.cost(action),
                alternatives=tuple(best),
            )
        )
    return out


# -- fair judgement: from what the player could know ---------------------------------


@dataclass(frozen=True)
class FairCost:
    """One legal card of the player to move, judged fairly and in hindsight.

    ``value`` is the soloist's mean final card points after this card over ``samples``
    deals drawn from what the player has seen (:func:`~solo66.analysis.fair.view_values`),
    ``best_in`` in how many of them it was best, ``cost`` how much worse it is on average
    than the fair best card (0.0 for that card), counted from its player's side.
    ``margin`` is twice the standard error of that difference, deal by deal: how far
    the cost could be from the truth by the luck of the deals drawn.
    ``hindsight`` is the open-hand verdict on the real deal (:class:`CardCost`).
    """

    card: Card
    value: float
    cost: float
    best_in: int
    samples: int
    hindsight: CardCost
    margin: float = 0.0

    @property
    def fair(self) -> bool:
        """Whether the card is a fair choice: less than a point worse on average than the
        fair best, or not surely worse (within :attr:`margin`).  A card that was best
        only in hindsight, with every hand open, is no mistake."""
        return self.cost < 1 or self.cost <= self.margin


def _margin(best: tuple[int, ...], card: tuple[int, ...], sign: int) -> float:
    """Twice the standard error of the mean of the paired differences."""
    n = len(best)
    if n < 2:
        return 0.0
    diffs = [sign * (b - c) for b, c in zip(best, card, strict=True)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return 2 * math.sqrt(variance / n)


def fair_costs(
    game: Game,
    *,
    samples: int = 64,
    seed: int | str | None = 0,
    solver: Solver | None = None,
    progress: Progress | None = None,
) -> tuple[FairCost, ...]:
    """Every card the player to move may play, judged over ``samples`` deals that fit
    the player's view, with the open-hand verdict beside it; best fair choice first.
    ``progress(done, samples)`` is told after each deal solved.

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
    ...     g.apply(action)
    >>> _ = g.undo()  # seat 1 leads: ♣A costs 20 with every hand open, yet it is a fair choice
    >>> for c in fair_costs(g, samples=8, seed=1)[:3]:
    ...     print(c.card, f"{c.cost:.1f}", c.best_in, c.fair, "| hindsight:", c.hindsight)
    ♣A 0.0 5 True | hindsight: ♣A costs 20 (37)
    ♣10 0.0 5 True | hindsight: ♣10 costs 20 (37)
    ♥10 0.5 3 True | hindsight: ♥10 best (57)
    """
    seat = game.current_player
    if seat is None or game.phase is not Phase.PLAY or game.soloist is None:
        raise ValueError("a fair judgement is for a card to play in a hand with a soloist")
    if type(samples) is not int or samples < 1:
        raise ValueError(f"samples is a whole number of at least 1, not {samples!r}")
    solver = solver or Solver()
    fair = view_values(
        game.view(seat),
        game.rules,
        samples=samples,
        rng=random.Random(seed),
        solver=solver,
        progress=progress,
    )
    hindsight = {c.card: c for c in _costs(solver.solve(game))}
    sign = 1 if seat == game.soloist else -1
    top = max(fair.values, key=lambda a: sign * fair.values[a])
    out = [
        FairCost(
            action.card,
            value,
            sign * (fair.values[top] - value),
            fair.best_counts[action],
            samples,
            hindsight[action.card],
            _margin(fair.per_sample[top], fair.per_sample[action], sign),
        )
        for action, value in fair.values.items()
        if action.card is not None
    ]
    return tuple(sorted(out, key=lambda c: (c.cost, -c.best_in, sort_key(c.card))))


@dataclass(frozen=True)
class FairPlay:
    """One card a seat played, judged fairly (from what it had seen) and in hindsight:
    ``choices`` are :func:`fair_costs` in the position before it (best fair choice
    first) and ``played`` the entry of the card played."""

    step: int
    trick: int
    seat: int
    played: FairCost
    choices: tuple[FairCost, ...]

    @property
    def card(self) -> Card:
        """The card played."""
        return self.played.card


def fair_review(
    game: Game,
    seat: int,
    *,
    samples: int = 32,
    seed: int | str | None = 0,
    solver: Solver | None = None,
    progress: Progress | None = None,
) -> list[FairPlay]:
    """Judge every card ``seat`` played so far fairly and in hindsight (see
    :func:`fair_costs`); the seed of each position is derived from ``seed`` and its step,
    so the review is repeatable.  ``progress(done, total)`` is told after each deal
    solved, counting the deals of every card (``total`` is ``samples`` per card).

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
    ...     g.apply(action)
    >>> [(str(p.card), p.trick, p.played.fair, p.played.hindsight.cost)
    ...  for p in fair_review(g, 1, samples=8)]
    [('♣A', 1, True, 20)]
    """
    if type(seat) is not int or not 0 <= seat < 5:
        raise ValueError(f"a seat is a number from 0 to 4, not {seat!r}")
    plays = {i for i, (s, a) in enumerate(game.history) if s == seat and a.card is not None}
    if plays and game.soloist is None:
        raise ValueError(
            "the review values card points, and this hand has no soloist (the last-trick game)"
        )
    solver = solver or Solver()
    out: list[FairPlay] = []
    cards_before = 0
    total = samples * len(plays)
    for i, (before, (who, action)) in enumerate(zip(game.replay(), game.history, strict=False)):
        if action.card is not None:
            cards_before += 1
        if i not in plays:
            continue
        told = len(out) * samples

        def step(done: int, _: int, told: int = told) -> None:
            if progress is not None:
                progress(told + done, total)

        choices = fair_costs(
            before, samples=samples, seed=f"{seed}/{i}", solver=solver, progress=step
        )
        played = next(c for c in choices if c.card is action.card)
        out.append(FairPlay(i, (cards_before - 1) // 5 + 1, who, played, choices))
    return out
