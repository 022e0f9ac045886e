"""A session: a series of hands at one table, with the dealer rotating and a score sheet.

After every hand the deal passes clockwise to the next seat — also after
everyone passed, unless the rules say the same dealer deals again
(``redeal_dealer="same"``).  The score sheet has one row per finished hand
and the running totals.

>>> s = Session(seed=2)
>>> s.game.dealer, s.game.forehand
(0, 1)
>>> for _ in range(5):
...     s.game.apply("pass")
>>> s.game.result.outcome
<Outcome.REDEAL: 'redeal'>
>>> g = s.next_hand()
>>> g.dealer
1
>>> for action in ["bid clubs", "declare clubs"]:
...     g.apply(action)
>>> g.apply(g.legal_actions()[0])
>>> while not g.is_over():
...     g.apply(g.legal_actions()[-1])
>>> print(s)
 hand  dealer  soloist  trump  outcome  points  tricks  seat 0  seat 1  seat 2  seat 3  seat 4
    1       0        -  -      redeal        -       -       0       0       0       0       0
    2       1        2  ♣      loss         59       2       0       0    -118       0       0
total                                                        0       0    -118       0       0
>>> s.totals
(0, 0, -118, 0, 0)
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass

from solo66.core.cards import Suit
from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.core.rules import Rules
from solo66.core.scoring import Outcome
from solo66.i18n import N_, _, ngettext, signed

__all__ = ["HandScore", "Session"]


@dataclass(frozen=True)
class HandScore:
    """One row of the score sheet: a finished hand.

    ``points`` and ``tricks`` are the soloist's (``None`` without a soloist);
    ``winner`` is the taker of the last trick in the all-pass last-trick game.
    """

    number: int
    dealer: int
    soloist: int | None
    trump: Suit | None
    outcome: str
    points: int | None
    tricks: int | None
    winner: int | None
    scores: tuple[int, ...]
    deal_code: str

    @classmethod
    def of(cls, number: int, game: Game) -> HandScore:
        """The row for the finished hand ``game``, the ``number``-th of its session."""
        result = game.result
        if result is None:
            raise ValueError(
                _("hand {number} is not finished: it has no score yet").format(number=number)
            )
        with_soloist = result.soloist is not None
        return cls(
            number=number,
            dealer=game.dealer,
            soloist=result.soloist,
            trump=game.trump,
            outcome=result.outcome,
            points=result.soloist_points if with_soloist else None,
            tricks=result.soloist_tricks if with_soloist else None,
            winner=result.last_trick_winner if result.outcome == "last-trick" else None,
            scores=tuple(result.scores),
            deal_code=game.deal.code,
        )

    def cells(self) -> list[str]:
        """The row as text cells: hand, dealer, soloist, trump, outcome, points, tricks,
        and the five score changes."""
        outcome = Outcome(self.outcome).label
        if self.winner is not None:
            outcome += _(" (seat {seat})").format(seat=self.winner)
        return [
            str(self.number),
            str(self.dealer),
            _or_dash(self.soloist),
            self.trump.symbol if self.trump is not None else "-",
            outcome,
            _or_dash(self.points),
            _or_dash(self.tricks),
            *(_signed(s) for s in self.scores),
        ]


def _headings() -> list[str]:
    """The score sheet's column headings, in the language spoken now."""
    words = [_(w) for w in _HEADINGS]
    return words + [_("seat {seat}").format(seat=s) for s in range(5)]


_HEADINGS = [
    N_("hand"),
    N_("dealer"),
    N_("soloist"),
    N_("trump"),
    N_("outcome"),
    N_("points"),
    N_("tricks"),
]
_LEFT = (3, 4)  # trump and outcome read better left-aligned


def _or_dash(value: int | None) -> str:
    return "-" if value is None else str(value)


def _signed(score: int) -> str:
    """+70, -140 (German: the true minus sign), 0."""
    return signed(score)


class Session:
    """A series of hands with the dealer rotating clockwise and a running score sheet.

    ``seed`` makes the whole session reproducible: hand ``n`` is dealt from the
    seed ``f"{seed}/{n}"``.  Without a seed one is chosen at random (and kept in
    :attr:`seed`, so the session can be dealt again).  The first hand is dealt at
    once; :meth:`next_hand` deals the next when the current one is over.
    """

    def __init__(
        self, rules: Rules | None = None, seed: int | str | None = None, dealer: int = 0
    ) -> None:
        self.rules = rules or Rules()
        self.seed: int | str = random.randrange(2**32) if seed is None else seed
        self._sheet: list[HandScore] = []
        self._games: list[Game] = []
        self._start(Deal.shuffle(self._hand_seed(1), dealer, self.rules))

    def _hand_seed(self, number: int) -> str:
        return f"{self.seed}/{number}"

    def _start(self, deal: Deal) -> Game:
        game = Game(deal, self.rules)
        self._games.append(game)
        return game

    @property
    def game(self) -> Game:
        """The current hand (the last one dealt)."""
        return self._games[-1]

    @property
    def games(self) -> list[Game]:
        """Every hand of the session so far, the current one last."""
        return list(self._games)

    @property
    def hand_number(self) -> int:
        """The number of the current hand, from 1."""
        return len(self._games)

    @property
    def next_dealer(self) -> int:
        """Who deals the next hand: the seat on the current dealer's left, or the same
        dealer again after everyone passed when the rules say so."""
        game = self.game
        result = game.result
        if (
            result is not None
            and result.outcome is Outcome.REDEAL
            and self.rules.redeal_dealer == "same"
        ):
            return game.dealer
        return self.rules.next_seat(game.dealer)

    def next_hand(self, deal: Deal | str | None = None) -> Game:
        """Score the finished current hand and deal the next one.

        ``deal`` (a :class:`Deal` or a deal code) plays a given deal instead of a
        shuffled one; it must be dealt by :attr:`next_dealer`.
        """
        game = self.game
        if not game.is_over():
            raise ValueError(
                _(
                    "hand {number} is not over yet: seat {seat} is to act ({phase}); finish it "
                    "before dealing the next"
                ).format(number=self.hand_number, seat=game.current_player, phase=game.phase)
            )
        dealer = self.next_dealer
        if deal is None:
            deal = Deal.shuffle(self._hand_seed(self.hand_number + 1), dealer, self.rules)
        elif isinstance(deal, str):
            deal = Deal.from_code(deal)
        if deal.dealer != dealer:
            raise ValueError(
                _(
                    "it is seat {dealer}'s turn to deal, but this deal is dealt by seat {other}"
                ).format(dealer=dealer, other=deal.dealer)
            )
        self._sheet.append(HandScore.of(self.hand_number, game))
        return self._start(deal)

    @property
    def sheet(self) -> list[HandScore]:
        """One row per finished hand, the current hand included once it is over."""
        rows = list(self._sheet)
        if self.game.is_over():
            rows.append(HandScore.of(self.hand_number, self.game))
        return rows

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total score so far."""
        totals = [0] * 5
        for row in self.sheet:
            for seat, score in enumerate(row.scores):
                totals[seat] += score
        return tuple(totals)

    def score_sheet(self) -> str:
        """The score sheet as a text table: one row per finished hand and the totals."""
        headings = _headings()
        rows = [headings, *(row.cells() for row in self.sheet)]
        total = [_("total"), "", "", "", "", "", "", *(_signed(t) for t in self.totals)]
        rows.append(total)
        widths = [max(len(r[i]) for r in rows) for i in range(len(headings))]
        lines = []
        for r in rows:
            cells = [
                c.ljust(w) if i in _LEFT or r is total else c.rjust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            ]
            if r is total:
                cells[1:] = [c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)]
            lines.append("  ".join(cells).rstrip())
        if not self.game.is_over():
            lines.append(
                _("hand {number} in progress (dealer: seat {dealer})").format(
                    number=self.hand_number, dealer=self.game.dealer
                )
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.score_sheet()

    def __repr__(self) -> str:
        return f"<Session seed={self.seed!r} hands={self.hand_number} totals={list(self.totals)}>"

    def _repr_html_(self) -> str:
        def row(cells: list[str], tag: str = "td") -> str:
            return "<tr>" + "".join(f"<{tag}>{html.escape(c)}</{tag}>" for c in cells) + "</tr>"

        head = row(_headings(), "th")
        body = "".join(row(r.cells()) for r in self.sheet)
        foot = row([_("total"), "", "", "", "", "", "", *(_signed(t) for t in self.totals)])
        count = len(self.sheet)
        caption = ngettext(
            "Score sheet after {count} hand", "Score sheet after {count} hands", count
        ).format(count=count)
        if not self.game.is_over():
            caption += _("; hand {number} in progress").format(number=self.hand_number)
        return (
            '<table class="solo66-score-sheet">'
            f"<caption>{html.escape(caption)}</caption>"
            f"<thead>{head}</thead><tbody>{body}</tbody><tfoot>{foot}</tfoot></table>"
        )
