"""Class sets: the same deals for the whole class, a handout to print and an answer key.

``solo66 class-set --seed S --count N [--out DIR]`` (also ``python -m solo66 class-set``;
the command line is :mod:`solo66.frontends.cli`) writes to ``DIR``:

``deals.csv``
    One row per deal: its number, its deal code, the dealer and forehand.  A teacher
    writes a code on the board; at each table someone opens it (the book's play
    page, or ``Deal.from_code``) or deals the cards out by hand from the handout.
(the two HTML files are drawn by :mod:`solo66.frontends.handouts`)

``handout.html``
    One deal per printed page: the deal code, the five hands and the talon as pictures,
    and three questions.  Self-contained (pictures inline, no fonts or scripts fetched),
    with print styles: ``@page`` and one page break per deal.
``answers.html``
    The teacher's answer key, computed by the engine: who has the strongest suit, the
    discard, the first trick, the whole hand played by the heuristic bots, and — when
    :mod:`solo66.analysis.solver` is installed — the open-hand solver's best line.

The same seed always gives the same class set:

>>> a, b = class_set(seed=5, count=2, solver=False), class_set(seed=5, count=2, solver=False)
>>> [d.deal.code for d in a] == [d.deal.code for d in b]
True
>>> a[0].questions[0]
'Who should bid, and which suit? Look for a long suit with high cards.'
"""

from __future__ import annotations

import csv
import importlib
import importlib.util
import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from solo66.analysis.bots import BID_THRESHOLD, HeuristicBot, suit_strength
from solo66.core import narration
from solo66.core.cards import Suit, cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import BID, PASS, Action, Game, Phase, Trick
from solo66.core.rules import Rules
from solo66.i18n import _, decimal, ngettext

__all__ = ["CLASSROOM_COUNT", "CLASSROOM_SEED", "ClassDeal", "class_set", "deals_csv"]


@dataclass
class ClassDeal:
    """One deal of a class set with its questions and engine-computed answers."""

    number: int
    deal: Deal
    soloist: int
    trump: Suit
    strengths: dict[int, dict[Suit, float]]
    game: Game
    questions: list[str] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    solver_value: int | None = None
    #: The open-hand solver's best line from the first lead, trick by trick.
    solver_tricks: list[Trick] = field(default_factory=list)

    @property
    def first_trick(self) -> Trick:
        """The first trick of the hand as the bots played it."""
        return self.game.tricks[0]

    @property
    def asked_trick(self) -> Trick:
        """The trick of question 3: the first one with no card from the talon (such a
        card would show who picked the talon up, the soloist of answer 1).  The soloist
        plays at most two talon cards in six tricks, so there always is one."""
        return next(t for t in self.game.tricks if not set(t.cards) & set(self.deal.talon))


#: Class sets are played under the default rules.
_RULES = Rules()


def _names() -> list[str]:
    """The seats' names in the language spoken now: ``Seat 0`` … ``Seat 4``."""
    return narration.seat_names()


def _strongest(deal: Deal) -> tuple[int, Suit, dict[int, dict[Suit, float]]]:
    """The seat and suit with the highest suit strength (the bots' measure for bidding)."""
    strengths = {s: {suit: suit_strength(deal.hands[s], suit) for suit in Suit} for s in range(5)}
    order = list(_RULES.seat_order(deal.forehand))
    # Ties go to the earlier speaker: "the player who is first with the highest bid wins".
    seat, suit = max(
        ((s, suit) for s in order for suit in Suit),
        key=lambda pair: (strengths[pair[0]][pair[1]], -order.index(pair[0]), pair[1]),
    )
    return seat, suit, strengths


def _contract_game(deal: Deal, soloist: int, trump: Suit) -> Game:
    """The hand with ``soloist`` bidding ``trump`` and everyone else passing, then the bots."""
    game = Game.from_deal(deal)
    while game.phase is Phase.AUCTION:
        game.apply(BID[trump] if game.current_player == soloist and game.bid is None else PASS)
    bots = [HeuristicBot(seed=f"{deal.code}/{s}") for s in range(5)]
    game.apply(f"declare {trump}")
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game))
    return game


def _solver_line(game: Game) -> tuple[int, list[Trick]] | None:
    """The open-hand solver's value and best line from the first lead, trick by
    trick, if it is installed."""
    if importlib.util.find_spec("solo66.analysis.solver") is None:
        return None
    solver: Any = importlib.import_module("solo66.analysis.solver")
    start = Game.from_deal(game.deal)
    for _seat_number, action in game.history:
        if start.phase is Phase.PLAY:
            break
        start.apply(action)
    value = int(solver.solve(start).value)
    while not start.is_over():
        best: Action = solver.solve(start).best[0]
        start.apply(best)
    return value, list(start.tricks)


def _seat(seat: int, deal: Deal) -> str:
    if seat == deal.forehand:
        return _("Seat {seat} (forehand)").format(seat=seat)
    if seat == deal.dealer:
        return _("Seat {seat} (dealer)").format(seat=seat)
    return _("Seat {seat}").format(seat=seat)


def _plays(trick: Trick) -> str:
    return ", ".join(
        f"{_('seat {seat}').format(seat=s)} {c}"
        for s, c in zip(trick.seats, trick.cards, strict=True)
    )


def class_deal(number: int, deal: Deal, *, solver: bool = True) -> ClassDeal:
    """A deal with its three questions and their answers."""
    soloist, trump, strengths = _strongest(deal)
    game = _contract_game(deal, soloist, trump)
    item = ClassDeal(number, deal, soloist, trump, strengths, game)
    best = strengths[soloist][trump]
    others = sorted(
        ((strengths[s][suit], s, suit) for s in range(5) for suit in Suit), reverse=True
    )[1:3]
    runner_up = "; ".join(
        _("seat {seat} in {symbol} {strength}").format(
            seat=s, symbol=suit.symbol, strength=decimal(v)
        )
        for v, s, suit in others
    )
    verdict = (
        _("a clear bid")
        if best >= BID_THRESHOLD
        else _("below the bots' bidding mark {mark}").format(mark=decimal(BID_THRESHOLD))
    )
    # Who bids what, as answers 1 and 2 both name it.
    bidder = {"seat": _seat(soloist, deal), "symbol": trump.symbol, "suit": trump.label}
    item.questions.append(
        _("Who should bid, and which suit? Look for a long suit with high cards.")
    )
    item.answers.append(
        _(
            "{seat} in {symbol} {suit}: suit strength {strength}, {verdict} (next: {next}). "
            "The rest of the key assumes {seat} bids {suit} and the others pass."
        ).format(
            **bidder,
            strength=decimal(best),
            verdict=verdict,
            next=runner_up,
        )
    )
    soloist_cards = sorted((*deal.hands[soloist], *deal.talon), key=sort_key)
    discard = game.discards
    kept = [c for c in soloist_cards if c not in discard]
    # Questions 2 and 3 build on answer 1 without giving it away: they name neither the
    # soloist nor the trump (see the answer key for both).
    item.questions.append(
        _(
            "Suppose you are the player of your answer 1, playing your suit as trump, and you "
            "pick up the talon ({talon}). Which two cards do you discard, and how many card "
            "points do they put away?"
        ).format(talon=cards_str(sorted(deal.talon, key=sort_key)))
    )
    pushed = sum(c.points for c in discard)
    item.answers.append(
        ngettext(
            "As {seat} with {symbol} {suit} as trump (answer 1), the heuristic bot discards "
            "{discard} ({points} card point, which counts for the soloist) and keeps {kept}.",
            "As {seat} with {symbol} {suit} as trump (answer 1), the heuristic bot discards "
            "{discard} ({points} card points, which count for the soloist) and keeps {kept}.",
            pushed,
        ).format(
            **bidder,
            discard=cards_str(discard),
            points=pushed,
            kept=cards_str(kept),
        )
    )
    asked = item.asked_trick
    number = game.tricks.index(asked) + 1
    item.questions.append(
        _(
            "The bots played the hand with the soloist and trump of answer 1 in the key. Trick "
            "{number}, in play order: {plays}. Who wins it, and how many card points does it "
            "hold?"
        ).format(number=number, plays=_plays(asked))
    )
    item.answers.append(
        _("With {symbol} {suit} as trump: {trick}").format(
            symbol=trump.symbol, suit=trump.label, trick=narration.trick_holds(asked, _names())
        )
    )
    if solver:
        solved = _solver_line(game)
        if solved is not None:
            item.solver_value, item.solver_tricks = solved
    return item


def class_set(seed: int | str, count: int, *, solver: bool = True) -> list[ClassDeal]:
    """``count`` deals from ``seed`` (deal ``k`` is ``Deal.shuffle(f"{seed}-{k}")``)."""
    if count < 1:
        raise ValueError(_("a class set needs at least one deal, not {count}").format(count=count))
    return [
        class_deal(k, Deal.shuffle(seed=f"{seed}-{k}"), solver=solver) for k in range(1, count + 1)
    ]


def deals_csv(deals: Sequence[ClassDeal]) -> str:
    """The deal codes as CSV: ``deal,code,dealer,forehand``."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["deal", "code", "dealer", "forehand"])
    for d in deals:
        writer.writerow([d.number, d.deal.code, d.deal.dealer, d.deal.forehand])
    return out.getvalue()


#: The class set the book ships ready to print (``class-sets/`` in each edition of the site).
CLASSROOM_SEED = "classroom"
#: How many deals it has: one for lesson 2, three for lesson 3 of the teachers' page, two spare.
CLASSROOM_COUNT = 6
