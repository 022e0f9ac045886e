"""The bid advisor: how likely is a hand to win, for each trump suit?

Before the auction a player sees only their own six cards.  The advisor deals the
26 cards they cannot see at random — the other four hands and the talon — many
times over; for each such deal and each trump suit it lets them pick up the
talon, discard, and solves the play open-handed (:mod:`solo66.analysis.solver`).  The
share of deals they win estimates their chance, with a 95% confidence interval.

**Open-hand solving overestimates what a player can achieve.**  The solver
plays every deal as if all cards were face up, for the soloist and for the
defenders alike; a real player must guess where the cards are.  Both sides
are flattered, and in Solo 66 the four defenders, who can then defend as one,
gain the most: over the book's strategy deals the open-hand soloist wins less
often than a soloist played by the heuristic bots.  Read the figures as what
perfect play on both sides gives, not as a forecast for one real table.

The discard is chosen by a simple rule (``discard="heuristic"``): the two
non-trump cards worth the fewest points, the lower rank first.  A good player
sometimes does better (pushing a ten that would be caught, say), so this choice
errs the other way; ``discard="best"`` tries all 28 discards in every sample
(about 28 times slower).

>>> report = advise("♣A ♣10 ♣K ♣Q ♥A ♦A", samples=4, seed=1, trumps=[Suit.CLUBS])
>>> [(line.trump.symbol, line.samples, line.wins) for line in report.lines]
[('♣', 4, 4)]
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from solo66.analysis.solver import best_contract, solve_contract
from solo66.core.cards import PACK, Card, Suit, cards_str, parse_cards
from solo66.core.rules import Rules
from solo66.i18n import N_, _, decimal, ngettext, percent, signed

__all__ = [
    "Advice",
    "SuitAdvice",
    "advise",
    "heuristic_discard",
    "wilson_interval",
]

#: The report's warning, in English (``_(WARNING)`` says it in the language spoken now).
WARNING = N_(
    "Open-hand solving overestimates what a player can achieve: every sample is played "
    "as if all cards were face up, by every player. Here the four defenders, playing as "
    "one with every card in view, gain more from that than the soloist, so the soloist's "
    "chances shown can be lower than at a real table (see the book's strategy page)."
)


def _share(value: float, width: int) -> str:
    """A share as a percentage with one decimal, right-aligned in ``width`` characters,
    written as the language spoken now writes it: ``' 50.0%'``."""
    return percent(value).rjust(width)


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for ``z = 1.96``).

    >>> [round(x, 3) for x in wilson_interval(8, 10)]
    [0.49, 0.943]
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def heuristic_discard(cards: Sequence[Card], trump: Suit) -> tuple[Card, Card]:
    """The two cards a simple soloist discards: the non-trumps worth least
    (fewest points, then lowest rank); trumps only when there are no other cards.

    >>> heuristic_discard(parse_cards("♣A ♣10 ♠7 ♥K ♥9 ♦Q ♦8 ♣7"), Suit.CLUBS)
    (Card.from_str('♠7'), Card.from_str('♦8'))
    """
    order = sorted(cards, key=lambda c: (c.suit is trump, c.points, c.rank, -c.suit))
    return (order[0], order[1])


@dataclass(frozen=True)
class SuitAdvice:
    """The estimate for one trump suit."""

    trump: Suit
    samples: int
    wins: int
    mean_score: float
    mean_points: float

    @property
    def win_probability(self) -> float:
        """The share of samples the soloist wins (open-handed)."""
        return self.wins / self.samples if self.samples else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson confidence interval of the win probability."""
        return wilson_interval(self.wins, self.samples)

    def __str__(self) -> str:
        lo, hi = self.interval
        return _(
            "{symbol} {suit}  win {win}  (95% CI {low}–{high})  mean score {score}  "
            "mean points {points}  n={samples}"
        ).format(
            symbol=self.trump.symbol,
            suit=f"{self.trump.label:8}",
            win=_share(self.win_probability, 6),
            low=_share(lo, 5),
            high=_share(hi, 5),
            score=f"{signed(self.mean_score, 1):>7}",
            points=f"{decimal(self.mean_points):>5}",
            samples=self.samples,
        )


@dataclass(frozen=True)
class Advice:
    """The advisor's report for one hand, best suit first."""

    hand: tuple[Card, ...]
    seat: int
    forehand: int
    lines: tuple[SuitAdvice, ...]
    seconds: float
    seed: int | str | None

    def __str__(self) -> str:
        lead = (
            _("you lead")
            if self.seat == self.forehand
            else _("seat {seat} leads").format(seat=self.forehand)
        )
        seed = (
            _("seed {seed}").format(seed=self.seed)
            if self.seed is not None
            else _("no seed (not repeatable)")
        )
        samples = self.lines[0].samples if self.lines else 0
        head = ngettext(
            "Hand {hand} (seat {seat}, {lead}), as soloist, {samples} sample, {seed}:",
            "Hand {hand} (seat {seat}, {lead}), as soloist, {samples} samples, {seed}:",
            samples,
        ).format(hand=cards_str(self.hand), seat=self.seat, lead=lead, samples=samples, seed=seed)
        body = "\n".join(str(line) for line in self.lines)
        return f"{head}\n{body}\n{_(WARNING)}\n({decimal(self.seconds)} s)"


class _Bar(Protocol):
    def update(self, done: int) -> None: ...

    def close(self) -> None: ...


class _TextBar:
    """A progress bar on a text stream: ``[#####.....] 50/100 3.2s``."""

    def __init__(self, total: int, stream: Any) -> None:
        self.total = total
        self.stream = stream
        self.start = time.monotonic()
        self.shown = -1.0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self.shown < 0.2:
            return
        self.shown = now
        width = 30
        filled = width * done // max(1, self.total)
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
            f"{now - self.start:.1f}s"
        )
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


class _WidgetBar:
    """A progress bar in a notebook, with ipywidgets."""

    def __init__(self, total: int) -> None:
        import ipywidgets
        from IPython.display import display

        self.total = total
        self.start = time.monotonic()
        self.bar = ipywidgets.IntProgress(min=0, max=total, description=_("samples"))
        self.label = ipywidgets.Label(f"0/{total}")
        display(ipywidgets.HBox([self.bar, self.label]))  # type: ignore[no-untyped-call]

    def update(self, done: int) -> None:
        self.bar.value = done
        self.label.value = f"{done}/{self.total} {time.monotonic() - self.start:.1f}s"

    def close(self) -> None:
        self.bar.bar_style = "success"


def _progress_bar(total: int, progress: bool | None) -> _Bar | None:
    """A widget in a notebook when ipywidgets is there, else text on stderr."""
    if progress is False or (progress is None and not sys.stderr.isatty()):
        return None
    if "ipykernel" in sys.modules:
        try:
            return _WidgetBar(total)
        except ImportError:
            pass
    return _TextBar(total, sys.stderr)


def advise(
    hand: Sequence[Card] | str,
    samples: int = 200,
    seed: int | str | None = None,
    *,
    seat: int = 1,
    dealer: int = 0,
    rules: Rules | None = None,
    trumps: Iterable[Suit] | None = None,
    discard: str = "heuristic",
    progress: bool | None = None,
) -> Advice:
    """Estimate, for each trump suit, how often ``hand`` wins as soloist.

    ``hand`` is the six cards of ``seat``; ``dealer`` says who deals, so forehand
    (``dealer + 1``, who leads to the first trick) is known.  Each of ``samples``
    random deals of the unseen cards is solved open-handed for every trump suit
    (or those in ``trumps``), after the ``discard`` rule ("heuristic" or "best").
    The same ``seed`` gives the same report.  ``progress`` shows a progress bar
    (default: when stderr is a terminal, or in a notebook).

    Open-hand solving overestimates what a player can achieve.
    """
    rules = rules or Rules()
    cards = parse_cards(hand) if isinstance(hand, str) else tuple(hand)
    if len(cards) != 6 or len(set(cards)) != 6:
        raise ValueError(
            _("a hand is six different cards, not {cards!r}").format(cards=cards_str(cards))
        )
    if type(seat) is not int or not 0 <= seat < 5:
        raise ValueError(_("a seat is a number from 0 to 4, not {seat!r}").format(seat=seat))
    if discard not in ("heuristic", "best"):
        raise ValueError(
            _("discard must be 'heuristic' or 'best', not {discard!r}").format(discard=discard)
        )
    if samples < 1:
        raise ValueError(_("samples must be at least 1, not {samples}").format(samples=samples))
    suits = sorted(set(trumps) if trumps is not None else set(Suit), reverse=True)
    forehand = rules.forehand(dealer)
    unseen = [c for c in PACK if c not in cards]
    rng = random.Random(seed)
    wins = dict.fromkeys(suits, 0)
    scores = dict.fromkeys(suits, 0)
    points = dict.fromkeys(suits, 0)
    bar = _progress_bar(samples, progress)
    start = time.monotonic()
    for done in range(samples):
        rng.shuffle(unseen)
        others = [unseen[6 * i : 6 * i + 6] for i in range(4)]
        talon = unseen[24:26]
        hands: list[Sequence[Card]] = []
        for s in range(5):
            hands.append(cards if s == seat else others[s - (s > seat)])
        for trump in suits:
            if discard == "best":
                solved = best_contract(hands, talon, seat, rules, dealer, trumps=[trump])[0]
            else:
                pushed = heuristic_discard([*hands[seat], *talon], trump)
                solved = solve_contract(hands, talon, seat, trump, pushed, rules, dealer)
            points[trump] += solved.value
            scores[trump] += solved.score
            wins[trump] += solved.outcome.won
        if bar is not None:
            bar.update(done + 1)
    if bar is not None:
        bar.close()
    lines = [
        SuitAdvice(t, samples, wins[t], scores[t] / samples, points[t] / samples) for t in suits
    ]
    lines.sort(key=lambda line: (-line.wins, -line.mean_score, -line.trump))
    return Advice(cards, seat, forehand, tuple(lines), time.monotonic() - start, seed)
