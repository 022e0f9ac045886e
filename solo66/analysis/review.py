"""The open-hand solver's verdict on cards: a hint before a card, a review after the hand.

A *hint* values every card the player to move may play (:func:`card_costs`); a
*review* goes through a finished (or unfinished) hand and judges each card one
seat played (:func:`review`), the way a chess site's game review marks each move
"best" or says what it gave away.  The values are the open-hand solver's
(:mod:`solo66.analysis.solver`): the soloist's final card points when both sides
play perfectly with every card visible.  A card's cost is counted from its player's
side: for the soloist, points he no longer gets; for a defender, points the soloist
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

from dataclasses import dataclass

from solo66.analysis.solver import Solution, Solver
from solo66.core.cards import Card, sort_key
from solo66.core.game import Game

__all__ = ["CardCost", "ReviewedPlay", "card_costs", "review"]


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
