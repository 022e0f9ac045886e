"""Discarding two cards (drücken): all 28 choices of the soloist, precomputed.

For each pair of cards the soloist could put away, the engine applies the discard
to a copy of the game and reports the card points put away (they count for the
soloist) and the six cards left to play.  Each discard is judged twice.  First
fairly, by what the soloist can see: over :data:`DISCARD_SAMPLES` deals that fit the
soloist's eight cards (:func:`solo66.analysis.fair.discard_values`), the soloist's
mean final card points when both sides then play perfectly.  Then in hindsight: the
open-hand solver (:mod:`solo66.analysis.solver`) on the real deal.  The choices are
ranked by the fair value, not by the points put away, and the best one is explained
by a line of best play the engine plays out in the real deal.
``discard.js`` only looks the answers up.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Sequence
from typing import Any

import traitlets

from solo66.analysis.fair import FairValues, discard_values
from solo66.analysis.solver import Solver
from solo66.core.cards import Card, Suit, cards_str, sort_key
from solo66.core.game import Game, Phase, PositionKey, from_position_key, position_key
from solo66.core.narration import result_sentence
from solo66.core.players import PLAYERS, player
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import DiscardChoice, DiscardData, DiscardPosition
from solo66.frontends.widgets.auction import bid_by_rule_of_thumb
from solo66.frontends.widgets.base import SoloWidget, one_or_several
from solo66.frontends.widgets.controls import with_controls
from solo66.i18n import _, language, ngettext

__all__ = ["DISCARD_SAMPLES", "DiscardWidget", "discard_data", "discard_position"]

#: Deals drawn to judge each discard by what the soloist can see.
DISCARD_SAMPLES = 16


def discard_position(seed: int) -> Game:
    """The hand from ``seed`` bid by the auction page's rule of thumb, up to the discard:
    the soloist has announced trump and picked up the talon.

    >>> game = discard_position(15)
    >>> game.phase, game.soloist, str(game.trump), len(game.hands[game.soloist])
    (<Phase.DISCARD: 'discard'>, 4, 'clubs', 8)
    """
    game = bid_by_rule_of_thumb(seed)
    if game is None:
        raise ValueError(f"everyone passes on seed {seed}: there is no soloist to discard")
    return game


def _points(n: int) -> str:
    return ngettext("{n} card point", "{n} card points", n).format(n=n)


def _best_line(after: Game, solver: Solver) -> Game:
    """The hand after a discard played to the end, every card a best one for its player."""
    line = after.clone()
    while not line.is_over():
        line.apply(solver.solve(line).best[0])
    return line


def _why_best(
    game: Game, best: str, choices: dict[str, DiscardChoice], line: Game, richest: str
) -> list[str]:
    """Why the best discard is best, in facts the engine and the solver state."""
    soloist = game.soloist
    trump = game.trump
    assert soloist is not None and trump is not None
    choice = choices[best]
    result = line.result
    assert result is not None
    won = [(i, t) for i, t in enumerate(line.tricks, 1) if t.winner == soloist]
    tricks = ", ".join(
        _("trick {number} with {card}").format(number=i, card=t.card_of(soloist)) for i, t in won
    )
    taken = ngettext(
        "In one line of best play for both sides you take {n} trick",
        "In one line of best play for both sides you take {n} tricks",
        len(won),
    ).format(n=len(won))
    why = [
        _(
            "Discarding {cards} is worth {value} at best play: {put_away} put away now, "
            "{from_tricks} from tricks and the last trick."
        ).format(
            cards=best,
            value=_points(choice["value"]),
            put_away=choice["points"],
            from_tricks=choice["value"] - choice["points"],
        ),
        taken + (f" ({tricks})" if won else "") + ". " + result_sentence(result, PLAYERS),
    ]
    held = {c.suit for c in game.hands[soloist]}
    kept = {Card.from_str(c).suit for c in choice["kept"]}
    voids = [s.symbol for s in sorted(held - kept, reverse=True) if s is not trump]
    if voids:
        why.append(_("It leaves you with no {suits}.").format(suits=_(" or ").join(voids)))
    trumps = [c for c in choice["kept"] if Card.from_str(c).suit is trump]
    n = len(trumps)
    if n == sum(c.suit is trump for c in game.hands[soloist]):
        kept_line = _("You keep all your {n} trumps ({cards}).").format(n=n, cards=" ".join(trumps))
    elif trumps:
        kept_line = ngettext(
            "You keep {n} trump ({cards}).", "You keep {n} trumps ({cards}).", n
        ).format(n=n, cards=" ".join(trumps))
    else:
        kept_line = _("You keep 0 trumps.")
    why.append(kept_line)
    if choices[richest]["value"] < choice["value"]:
        rich = choices[richest]
        why.append(
            _(
                "Putting away the most card points, {cards} ({points}), is worth "
                "only {value} at best play: {fewer} fewer."
            ).format(
                cards=richest,
                points=rich["points"],
                value=_points(rich["value"]),
                fewer=choice["value"] - rich["value"],
            )
        )
    return why


def _position(game: Game) -> DiscardPosition:
    if game.phase is not Phase.DISCARD:
        raise ValueError(f"the game is in the {game.phase} phase, not at the discard")
    # A copy: the widget's data is the caller's to change, the remembered payload stays.
    return copy.deepcopy(_remembered_position(position_key(game), language()))


@functools.lru_cache(maxsize=32)
def _remembered_position(position: PositionKey, spoken: str) -> DiscardPosition:
    """One position's payload in the language ``spoken`` (the one spoken now), worked out
    once per process: the fair values and the solver's are the same every time."""
    return _build_position(from_position_key(position))


@functools.lru_cache(maxsize=32)
def _judged(position: PositionKey) -> tuple[FairValues, dict[str, int]]:
    """The fair values of a position's 28 discards and each one's open-hand value (by
    its action's notation): the same in every language, so worked out once per process
    whatever the language of the payload."""
    game = from_position_key(position)
    solver = Solver()
    values = {}
    for action in game.legal_actions():
        after = game.clone()
        after.apply(action)
        values[str(action)] = solver.solve(after).value
    return discard_values(game, samples=DISCARD_SAMPLES, seed=game.deal.code), values


def _build_position(game: Game) -> DiscardPosition:
    soloist = game.soloist
    trump = game.trump
    assert soloist is not None and trump is not None
    hand = sorted(game.hands[soloist], key=sort_key)
    solver = Solver()
    fair, values = _judged(position_key(game))
    choices: dict[str, DiscardChoice] = {}
    afters: dict[str, Game] = {}
    for action in game.legal_actions():
        after = game.clone()
        after.apply(action)
        kept = sorted(after.hands[soloist], key=sort_key)
        put_away = after.points[soloist]
        trumps = sum(c.suit is trump for c in kept)
        voids = [
            s
            for s in sorted(Suit, reverse=True)
            if s is not trump and not any(c.suit is s for c in kept)
        ]
        notes = [
            ngettext(
                "You keep {n} trump ({suit}).", "You keep {n} trumps ({suit}).", trumps
            ).format(n=trumps, suit=trump.symbol)
        ]
        if voids:
            names = _(" or ").join(s.symbol for s in voids)
            notes.append(_("You hold no {suits} now.").format(suits=names))
        key = " ".join(str(c) for c in action.cards)
        afters[key] = after
        choices[key] = {
            "action": str(action),
            "points": put_away,
            "value": values[str(action)],
            "fair": round(fair.values[action], 1),
            "best_in": fair.best_counts[action],
            "kept": [str(c) for c in kept],
            "text": _(
                "Discarding {cards} puts {points} safely on "
                "your pile: they count for you at the end, but they are not a trick."
            ).format(cards=cards_str(action.cards), points=_points(put_away)),
            "notes": notes,
            "fair_cost": 0.0,  # once the best is known, below
            "cost": 0,
        }
    ranked = sorted(
        choices,
        key=lambda k: (-choices[k]["fair"], -choices[k]["value"], -choices[k]["points"], k),
    )
    best = ranked[0]
    top = choices[best]["fair"]
    hindsight_top = max(c["value"] for c in choices.values())
    for choice in choices.values():
        choice["fair_cost"] = round(top - choice["fair"], 1)
        choice["cost"] = hindsight_top - choice["value"]
    richest = min(choices, key=lambda k: (-choices[k]["points"], -choices[k]["value"], k))
    bid = game.bid
    assert bid is not None
    return {
        "label": _("Deal {code}: {name} is soloist, trump {suit}").format(
            code=game.deal.code, name=player(soloist), suit=trump.symbol
        ),
        "code": game.deal.code,
        "soloist": soloist,
        "trump": str(trump),
        "trump_symbol": trump.symbol,
        "hand": [str(c) for c in hand],
        "talon": [str(c) for c in game.talon],
        "choices": choices,
        "ranked": ranked,
        "best": [k for k in ranked if choices[k]["fair"] == top],
        "hindsight_best": [k for k in ranked if choices[k]["value"] == hindsight_top],
        "samples": DISCARD_SAMPLES,
        "why_best": _why_best(game, best, choices, _best_line(afters[best], solver), richest),
        "intro": _(
            "You are {name}. You won the auction with {bid}, announced "
            "{trump} as trump and picked up the talon ({talon}). Now "
            "two of these eight cards go face down onto your own pile."
        ).format(
            name=player(soloist), bid=bid.symbol, trump=trump.symbol, talon=cards_str(game.talon)
        ),
    }


def discard_data(games: Sequence[Game]) -> DiscardData:
    """Everything the discard widget shows, as plain JSON.

    >>> data = discard_data([discard_position(15)])
    >>> position = data["positions"][0]
    >>> len(position["hand"]), len(position["choices"])
    (8, 28)
    >>> best = position["ranked"][0]
    >>> best, position["choices"][best]["value"], position["choices"][best]["points"]
    ('♥Q ♦K', 32, 7)
    """
    if not games:
        raise ValueError("give at least one game at the discard")
    positions = [_position(g) for g in games]
    used = sorted({c for g in games for c in g.hands[g.soloist or 0]}, key=sort_key)
    return {
        "title": _("Put two cards away"),
        "hint": _(
            "Choose two cards to discard: click them, or move with the arrow keys and press "
            "Enter or Space. A third choice replaces the first. Each discard is judged first "
            "by what you can see: over {n} deals that fit your eight cards, your card points "
            "at the end on average when both sides then play perfectly. Then in hindsight: "
            "what it is worth in this very deal with every card in view, which no soloist "
            "can know when discarding."
        ).format(n=DISCARD_SAMPLES),
        "positions": positions,
        "cards": {str(c): card_json(c) for c in used},
    }


@with_controls
class DiscardWidget(SoloWidget):
    """The soloist's eight cards; choose two to discard and see what they are worth.

    ``DiscardWidget()`` shows the page's two hands.  In a live notebook,
    ``DiscardWidget(seed=15)`` shows the discard of another seed's hand (bid by the
    auction page's rule of thumb), ``DiscardWidget(seeds=[15, 37])`` several, and
    ``DiscardWidget(game=game)`` (or ``DiscardWidget.from_game(game)``) any game at
    the discard, ``games=[…]`` several.  ``selected`` holds the chosen cards
    (``["♣A", "♦7"]``).

    >>> DiscardWidget(seed=15).data["positions"][0]["soloist"]
    4
    >>> DiscardWidget(seeds=[15]).data == DiscardWidget(game=discard_position(15)).data
    True
    >>> DiscardWidget(seed=15, seeds=[37])
    Traceback (most recent call last):
    TypeError: DiscardWidget() takes seed= (one) or seeds= (several), not both
    """

    _module = "discard"

    position = traitlets.Int(0).tag(sync=True)
    selected = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        seeds: Sequence[int] | None = None,
        game: Game | None = None,
        games: Sequence[Game] | None = None,
        **state: Any,
    ) -> None:
        chosen = one_or_several(type(self), seed, seeds)
        positions = one_or_several(type(self), game, games, ("game", "games"))
        if chosen is not None and positions is not None:
            raise TypeError("DiscardWidget() takes seed=/seeds= or game=/games=, not both")
        if positions is None:
            positions = [discard_position(s) for s in (chosen if chosen is not None else (37, 15))]
        super().__init__(data=discard_data(positions), **state)

    @classmethod
    def from_game(cls, game: Game, **state: Any) -> DiscardWidget:
        """The discard of one game (at the discard): ``DiscardWidget(game=game)``."""
        return cls(game=game, **state)
