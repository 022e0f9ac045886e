"""Fair values: each legal card judged over the deals that fit what the seat has seen.

The open-hand solver (:func:`~solo66.analysis.solver.solve`) sees every hand; a
player does not.  :func:`fair_values` draws positions uniformly from those that fit
the acting seat's view (:class:`~solo66.analysis.sampling.DealSampler`), solves each
open-handed, and averages: the soloist's expected final card points after each legal
card, and how often each card was best.  It reads nothing the seat has not seen.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7"]:
...     g.apply(action)
>>> fair = fair_values(g, samples=4, seed=1)
>>> fair.seat, fair.samples, sum(fair.best_counts.values()) >= 4
(1, 4, True)
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from solo66.analysis.sampling import DealSampler
from solo66.analysis.solver import Solver, best_contract
from solo66.core.game import (
    Action,
    Game,
    Phase,
    PositionKey,
    SeatView,
    from_position_key,
    position_key,
)
from solo66.core.rules import Rules

__all__ = ["FairValues", "Progress", "discard_values", "fair_values", "view_values"]

#: Each card's value in a deal is searched from a first guess: its mean over the deals
#: solved before, plus this.  The search approaches a value from above, because a test
#: that fails costs less than one that succeeds (see
#: :meth:`~solo66.analysis.solver.search.Search.value`); over the play page's hints
#: (``benchmarks/play_fair.py``), 4 took the least time of 0, ±4, 8 and 12, about 10 %
#: less than searching each deal from scratch.
GUESS_ABOVE = 4

#: Told how far a long judgement has come: ``progress(done, total)`` after each deal
#: solved (a page shows "24 of 64 deals").
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class FairValues:
    """``values``: the soloist's mean final card points after each legal action over
    ``samples`` deals; ``best_counts``: in how many of them each action was best;
    ``per_sample``: the value in each deal, in the order drawn (for the spread)."""

    seat: int
    samples: int
    values: dict[Action, float] = field(repr=False)
    best_counts: dict[Action, int] = field(repr=False)
    per_sample: dict[Action, tuple[int, ...]] = field(repr=False, default_factory=dict)


def fair_values(
    game: Game, seat: int | None = None, *, samples: int = 32, seed: int | str | None = 0
) -> FairValues:
    """Fair values of the legal cards of the seat to act in the play (see the module).

    >>> from solo66 import Game
    >>> fair_values(Game.new(seed=1))
    Traceback (most recent call last):
    ...
    ValueError: fair values are for the play of a hand with a soloist, not the auction
    """
    if type(samples) is not int or samples < 1:
        raise ValueError(f"samples is a whole number of at least 1, not {samples!r}")
    to_act = game.current_player
    if to_act is None:
        raise ValueError("the hand is over: nobody is to act")
    if seat is not None and seat != to_act:
        raise ValueError(f"seat {seat} is not to act: seat {to_act} is")
    if game.phase is not Phase.PLAY or game.soloist is None:
        raise ValueError(
            f"fair values are for the play of a hand with a soloist, not the {game.phase}"
        )
    return view_values(game.view(to_act), game.rules, samples=samples, rng=random.Random(seed))


def view_values(
    view: SeatView,
    rules: Rules,
    *,
    samples: int,
    rng: random.Random,
    solver: Solver | None = None,
    progress: Progress | None = None,
) -> FairValues:
    """Fair values from a seat's view alone (:func:`fair_values` checks its input first):
    ``samples`` deals drawn by ``rng``, each solved by ``solver`` (a new one if omitted;
    a bot passes its own to reuse what it learnt); ``progress(done, samples)`` is told
    after each deal.

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7"]:
    ...     g.apply(action)
    >>> told = []
    >>> fair = view_values(g.view(1), g.rules, samples=3, rng=random.Random(0),
    ...                    progress=lambda done, total: told.append((done, total)))
    >>> told
    [(1, 3), (2, 3), (3, 3)]
    """
    seat = view.seat
    if seat is None or seat != view.current_player:
        raise ValueError("fair values are judged from the view of the seat to act")
    sampler = DealSampler(view, rules)
    solver = solver or Solver()
    each: dict[Action, list[int]] = {a: [] for a in view.legal_actions}
    best = dict.fromkeys(each, 0)
    for done in range(1, samples + 1):
        # Each card's search starts from its mean so far, a little above (see
        # ``GUESS_ABOVE``); only the time taken depends on it.
        guesses = {a: round(sum(v) / len(v)) + GUESS_ABOVE for a, v in each.items() if v}
        solution = solver.solve(sampler.sample(rng), guesses)
        for action, value in solution.values.items():
            each[action].append(value)
        for action in solution.best:
            best[action] += 1
        if progress is not None:
            progress(done, samples)
    return FairValues(
        seat,
        samples,
        {a: sum(v) / samples for a, v in each.items()},
        best,
        {a: tuple(v) for a, v in each.items()},
    )


def discard_values(game: Game, *, samples: int = 16, seed: int | str | None = 0) -> FairValues:
    """Fair values of the soloist's discards: for each of the 28 choices, the soloist's
    mean final card points (the discard included) over ``samples`` deals that fit what
    the soloist has seen, each solved open-handed from the first lead.

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> for action in ["bid clubs", "declare clubs"]:
    ...     g.apply(action)
    >>> fair = discard_values(g, samples=2, seed=1)
    >>> len(fair.values), fair.samples, max(fair.best_counts.values()) <= 2
    (28, 2, True)
    """
    if type(samples) is not int or samples < 1:
        raise ValueError(f"samples is a whole number of at least 1, not {samples!r}")
    soloist = game.soloist
    trump = game.trump
    if game.phase is not Phase.DISCARD or soloist is None or trump is None:
        raise ValueError(
            f"discard values are for a soloist at the discard with trump announced, not the "
            f"{game.phase}"
        )
    if seed is None:  # fresh deals each time: nothing to remember
        return _discard_values(game, samples, seed)
    found = _remembered_discard_values(position_key(game), samples, seed)
    # A copy: the caller may change its dictionaries, the remembered values stay.
    return FairValues(
        found.seat,
        found.samples,
        dict(found.values),
        dict(found.best_counts),
        dict(found.per_sample),
    )


@functools.lru_cache(maxsize=64)
def _remembered_discard_values(position: PositionKey, samples: int, seed: int | str) -> FairValues:
    """:func:`discard_values` of the game ``position`` stands for, worked out once per
    process: the same position, rules, samples and seed always give the same values (the
    book's discard widget, its tests and pages ask for the same few positions again)."""
    return _discard_values(from_position_key(position), samples, seed)


def _discard_values(game: Game, samples: int, seed: int | str | None) -> FairValues:
    soloist = game.soloist
    trump = game.trump
    assert soloist is not None and trump is not None
    sampler = DealSampler(game.view(soloist), game.rules)
    rng = random.Random(seed)
    actions = {frozenset(a.cards): a for a in game.legal_actions()}
    each: dict[Action, list[int]] = {a: [] for a in actions.values()}
    best = dict.fromkeys(each, 0)
    for _ in range(samples):
        deal = sampler.sample(rng).deal
        contracts = best_contract(
            deal.hands, deal.talon, soloist, game.rules, deal.dealer, trumps=[trump]
        )
        top = contracts[0].value
        for contract in contracts:
            action = actions[frozenset(contract.discard)]
            each[action].append(contract.value)
            best[action] += contract.value == top
    return FairValues(
        soloist,
        samples,
        {a: sum(v) / samples for a, v in each.items()},
        best,
        {a: tuple(v) for a, v in each.items()},
    )
