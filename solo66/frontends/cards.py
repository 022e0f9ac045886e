"""Cards and suits as plain JSON for the front ends that draw in a browser: the
widgets and the play page read the same fields (what to draw, what to say).

Pure Python (no widget library), so the play page's Pyodide engine uses it too.
"""

from __future__ import annotations

from solo66.core.cards import Card, Suit
from solo66.frontends import svg
from solo66.frontends.payloads import CardJSON, SuitJSON

__all__ = ["card_json", "suit_json"]


def card_json(card: Card) -> CardJSON:
    """A card as plain JSON for a widget: what to draw and what to say (the words in the
    language spoken now: see :mod:`solo66.i18n`).

    ``label`` is the text alternative a screen reader announces, ``spoken`` the longer
    one with the card's short name and points (:func:`solo66.frontends.svg.card_label`),
    for a card shown alone; ``svg`` and ``svg4`` are the two- and four-colour pictures
    drawn by :func:`solo66.frontends.svg.card`.

    >>> from solo66 import Card
    >>> info = card_json(Card.from_str("♣10"))
    >>> {k: info[k] for k in ("id", "label", "symbol", "rank", "red", "points")}
    {'id': '♣10', 'label': 'ten of clubs', 'symbol': '♣', 'rank': '10', 'red': False, 'points': 10}
    >>> info["spoken"]
    'ten of clubs (♣10), 10 points'
    """
    return {
        "id": str(card),
        "label": card.label,
        "suit": str(card.suit),
        "symbol": card.suit.symbol,
        "rank": str(card.rank),
        "red": card.suit.is_red,
        "points": card.points,
        "spoken": svg.card_label(card),
        "svg": str(svg.card(card, four_colour=False)),
        "svg4": str(svg.card(card, four_colour=True)),
    }


def suit_json(suit: Suit) -> SuitJSON:
    """A suit as plain JSON: English and German name, symbol, colour.

    >>> suit_json(Suit.HEARTS)
    {'name': 'hearts', 'german': 'Herz', 'symbol': '♥', 'red': True}
    """
    return {"name": str(suit), "german": suit.german, "symbol": suit.symbol, "red": suit.is_red}
