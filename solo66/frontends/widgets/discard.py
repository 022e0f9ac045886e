"""Discarding two cards (drücken): all 28 choices of the soloist, precomputed.

For each pair of cards the soloist could put away, the engine applies the discard
to a copy of the game and reports the card points put away (they count for the
soloist) and the six cards left to play.  ``discard.js`` only looks them up.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import traitlets

from solo66.core.cards import Suit, cards_str, sort_key
from solo66.core.game import Game, Phase
from solo66.frontends.widgets.auction import bid_by_rule_of_thumb
from solo66.frontends.widgets.base import SoloWidget, card_json, one_or_several
from solo66.frontends.widgets.controls import with_controls

__all__ = ["DiscardWidget", "discard_data", "discard_position"]


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


def _position(game: Game) -> dict[str, Any]:
    if game.phase is not Phase.DISCARD:
        raise ValueError(f"the game is in the {game.phase} phase, not at the discard")
    soloist = game.soloist
    trump = game.trump
    assert soloist is not None and trump is not None
    hand = sorted(game.hands[soloist], key=sort_key)
    choices: dict[str, Any] = {}
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
        notes = [f"You keep {trumps} trump{'s' if trumps != 1 else ''} ({trump.symbol})."]
        if voids:
            names = " or ".join(s.symbol for s in voids)
            notes.append(f"You hold no {names} now.")
        choices[" ".join(str(c) for c in action.cards)] = {
            "action": str(action),
            "points": put_away,
            "kept": [str(c) for c in kept],
            "text": (
                f"Discarding {cards_str(action.cards)} puts {put_away} card "
                f"point{'s' if put_away != 1 else ''} safely on your pile: they count for you "
                "at the end, but they are not a trick."
            ),
            "notes": notes,
        }
    ranked = sorted(choices, key=lambda k: (-choices[k]["points"], k))
    bid = game.bid
    assert bid is not None
    return {
        "label": (f"Deal {game.deal.code}: seat {soloist} is soloist, trump {trump.symbol}"),
        "code": game.deal.code,
        "soloist": soloist,
        "trump": str(trump),
        "trump_symbol": trump.symbol,
        "hand": [str(c) for c in hand],
        "talon": [str(c) for c in game.talon],
        "choices": choices,
        "ranked": ranked,
        "intro": (
            f"Seat {soloist} won the auction with {bid.symbol}, announced {trump.symbol} as "
            f"trump and picked up the talon ({cards_str(game.talon)}). Now two of these eight "
            "cards go face down onto the soloist's own pile."
        ),
    }


def discard_data(games: Sequence[Game]) -> dict[str, Any]:
    """Everything the discard widget shows, as plain JSON.

    >>> data = discard_data([discard_position(15)])
    >>> position = data["positions"][0]
    >>> len(position["hand"]), len(position["choices"])
    (8, 28)
    >>> best = position["ranked"][0]
    >>> best, position["choices"][best]["points"]
    ('♣10 ♦K', 14)
    """
    if not games:
        raise ValueError("give at least one game at the discard")
    positions = [_position(g) for g in games]
    used = sorted({c for g in games for c in g.hands[g.soloist or 0]}, key=sort_key)
    return {
        "title": "Put two cards away",
        "hint": (
            "Choose two cards to discard: click them, or move with the arrow keys and press "
            "Enter or Space. A third choice replaces the first."
        ),
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
