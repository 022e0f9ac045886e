"""Bots at three levels: ``easy``, ``medium`` and ``strong``.

* **easy** is the :class:`~solo66.analysis.bots.HeuristicBot`: rules of thumb.
* **medium** bids, announces and discards as the heuristic bot does, and plays every
  card by fair values (:func:`~solo66.analysis.fair.view_values`) over a few deals
  drawn from what it has seen.
* **strong** plays by fair values over more deals, and bids by simulation too: for
  each trump it could name it draws the talon and the other hands from what it has
  seen, discards as the heuristic bot would and solves each deal from the first lead;
  it bids the suits whose expected score is positive.  It announces and discards as
  the heuristic bot does: judging those by open-hand solutions made the forced soloist
  of ``benchmarks/bots.py`` weaker (+9.0 points per hand over the heuristic soloist on
  300 deals, against +18.2 for the heuristic choices), since each solution knows where
  the missing cards are.

Like every bot, they decide from the seat's view only (:meth:`Game.view`), never from
the other hands: the deals they solve are drawn from the positions that fit the view
(perfect-information Monte Carlo, as Skat and bridge programs play).  The seed makes
their choices repeatable.

>>> from solo66 import Game
>>> from solo66.analysis.bots import play_out
>>> g = Game.new(seed=123)
>>> print(play_out(g, [bot("medium", seat) for seat in range(5)]))
Soloist (seat 1) wins with 71 card points and 2 tricks: +71.
>>> bot("hard", 0)
Traceback (most recent call last):
...
ValueError: a bot level is one of easy, medium, strong, not 'hard'
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from solo66.analysis.bots import Bot, HeuristicBot, _discard_score, _seat_view, bid_among
from solo66.analysis.fair import FairValues, view_values
from solo66.analysis.sampling import DealSampler
from solo66.analysis.solver import Solver, solve_contract
from solo66.core.cards import PACK, Card, Rank, Suit
from solo66.core.game import (
    Action,
    Game,
    Phase,
    SeatView,
)
from solo66.core.rules import Rules

__all__ = ["LEVELS", "FairBot", "bot", "honour_into_higher_trump"]

#: The bot levels, weakest first, as ``solo66 play --level`` takes them.
LEVELS = ("easy", "medium", "strong")


@dataclass(frozen=True)
class _Level:
    play_samples: int
    contract_samples: int  # 0: bid as the heuristic bot does


_SETTINGS = {"medium": _Level(4, 0), "strong": _Level(16, 8)}


def _heuristic_discards(cards: Sequence[Card], trump: Suit) -> list[tuple[Card, Card]]:
    """Every pair of ``cards`` to put away, the heuristic bot's favourite first."""
    return sorted(itertools.combinations(cards, 2), key=lambda p: -_discard_score(cards, trump, p))


#: The trump honours: the ace, the ten and the king of trumps (the engine's order of
#: ranks, :class:`~solo66.core.cards.Rank`, puts the ten between ace and king).
TRUMP_HONOURS = (Rank.ACE, Rank.TEN, Rank.KING)


def honour_into_higher_trump(view: SeatView, action: Action) -> bool:
    """Whether ``action`` leads a trump honour (ace, ten or king of trumps) while a
    higher trump is still out as the seat can tell: not in its hand and not among the
    cards it has seen played, put away or in the talon.

    >>> from solo66 import Game
    >>> g = Game.new(seed=105)
    >>> for action in ["bid clubs", "declare clubs", "discard ♦9 ♦8"]:
    ...     g.apply(action)
    >>> view = g.view(g.current_player)
    >>> view.seat == view.soloist, [str(c) for c in view.hand if c.suit is view.trump]
    (True, ['♣10', '♣9'])
    >>> [str(a) for a in view.legal_actions if honour_into_higher_trump(view, a)]  # ♣A is out
    ['play ♣10']
    """
    trump = view.trump
    card = action.card
    if action.kind != "play" or trump is None or card is None or view.current_trick:
        return False
    if card.suit is not trump:
        return False
    if card.rank not in TRUMP_HONOURS:
        return False
    seen = view.seen()
    return any(c.suit is trump and c.rank > card.rank and c not in seen for c in PACK)


def bot(level: str, seed: int | str | None = None) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`), its choices repeatable by ``seed``."""
    if level == "easy":
        return HeuristicBot(seed)
    if level not in _SETTINGS:
        raise ValueError(f"a bot level is one of {', '.join(LEVELS)}, not {level!r}")
    return FairBot(level, seed)


class FairBot:
    """Plays by fair values; at ``strong``, bids by simulation too (see the module).
    The last-trick game (everyone passed) it plays as the heuristic bot does."""

    def __init__(self, level: str = "strong", seed: int | str | None = None) -> None:
        if level not in _SETTINGS:
            raise ValueError(f"a fair bot's level is medium or strong, not {level!r}")
        self.level = level
        self._settings = _SETTINGS[level]
        self._rng = random.Random(seed)
        self._heuristic = HeuristicBot(seed)
        self._solver = Solver()
        self._contracts: dict[tuple[object, ...], dict[Suit, float]] = {}
        #: The fair values behind the last card it played (``None`` before its first).
        self.last_fair: FairValues | None = None

    def __repr__(self) -> str:
        return f"FairBot({self.level!r})"

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        """The action the player to act takes, decided from that seat's view only."""
        view, rules = _seat_view(game, rules)
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        simulate = self._settings.contract_samples > 0
        if phase is Phase.PLAY and view.soloist is not None:
            return self._play(view, rules)
        if simulate and phase is Phase.AUCTION:
            return self._bid(view, rules)
        return self._heuristic.choose(view, rules)

    # -- play ----------------------------------------------------------------

    def _play(self, view: SeatView, rules: Rules) -> Action:
        fair = view_values(
            view,
            rules,
            samples=self._settings.play_samples,
            rng=self._rng,
            solver=self._solver,
        )
        self.last_fair = fair
        sign = 1 if view.seat == view.soloist else -1
        worth = {a: sign * v for a, v in fair.values.items()}
        top = max(worth.values())
        # Cards the deals drawn cannot tell apart (within half a point) are told apart by
        # the rules of thumb: the open-hand solutions do not see what a card says to the
        # other players, nor which card will be missed later in the real deal.
        close = [a for a, v in worth.items() if v >= top - 0.5]
        if view.seat == view.soloist:
            # The soloist does not lead a trump honour into a higher trump still out
            # when another card is worth at least as much over the deals drawn.
            close = [
                a
                for a in close
                if not honour_into_higher_trump(view, a)
                or not any(worth[b] >= worth[a] for b in worth if b is not a)
            ] or close
        if len(close) > 1:
            heuristic = self._heuristic.choose(view, rules)
            if heuristic in close:
                return heuristic
        return max(close, key=lambda a: (sign * fair.values[a], fair.best_counts[a]))

    # -- contracts -------------------------------------------------------------

    def _expected_scores(self, view: SeatView, rules: Rules) -> dict[Suit, float]:
        """The soloist's mean score with each trump over deals drawn from the view, the
        heuristic discard made in each (kept for the rest of the auction)."""
        seat = view.current_player
        assert seat is not None
        key = (seat, view.dealer, view.hand)
        known = self._contracts.get(key)
        if known is not None:
            return known
        sampler = DealSampler(view, rules)
        n = self._settings.contract_samples
        totals = dict.fromkeys(Suit, 0.0)
        for _ in range(n):
            deal = sampler.sample(self._rng).deal
            eight = (*deal.hands[seat], *deal.talon)
            for trump in Suit:
                pair = _heuristic_discards(eight, trump)[0]
                contract = solve_contract(
                    deal.hands, deal.talon, seat, trump, pair, rules, deal.dealer
                )
                totals[trump] += contract.score
        expected = {s: t / n for s, t in totals.items()}
        self._contracts = {key: expected}
        return expected

    def _bid(self, view: SeatView, rules: Rules) -> Action:
        expected = self._expected_scores(view, rules)
        # A bid of a suit leaves the soloist every trump from it up.
        worth = {s: max(expected[t] for t in Suit if t >= s) for s in Suit}
        return bid_among([s for s in Suit if worth[s] > 0], view, rules, min)
