"""Pictures of cards, hands, tricks and the whole table as SVG.

Every function here is pure: it takes cards (or a game) and returns the picture as
a string.  The string is an :class:`Svg`, a ``str`` that also shows itself in a
notebook, so ``svg.hand(cards)`` in a cell draws the hand.

The pictures are made to be read when projected and when printed in black and
white: suits are always shown by their symbol, never by colour alone, and every
card carries a text alternative (``aria-label`` and ``<title>``) for screen
readers.  ``four_colour=True`` draws ♣ green and ♦ blue for readers who confuse
red and black.

The output is standalone (``xmlns``, no fonts or files fetched from anywhere),
deterministic and small: the suit symbols and the card back are defined once per
picture and reused.

>>> from solo66 import Card
>>> picture = card(Card.from_str("♣A"))
>>> picture.startswith("<svg")
True
>>> 'aria-label="ace of clubs (♣A), 11 points"' in picture
True
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from solo66.cards import Card, Rank, Suit, sort_key
from solo66.deal import Deal
from solo66.game import Game, Phase, Trick

__all__ = ["Mark", "Svg", "card", "card_label", "deal", "hand", "table", "trick"]

#: How a card can be marked: ``"legal"`` (a tick), ``"illegal"`` (a cross, card greyed
#: out) or ``"best"`` (a star).  Each mark is a shape as well as a colour.
Mark = Literal["legal", "illegal", "best"]

FONT_FAMILY = "DejaVu Sans, Arial, sans-serif"

#: Card size in user units; every picture is laid out in multiples of it.
CARD_WIDTH = 100
CARD_HEIGHT = 140

_INK = "#222"
_RED = "#c8102e"
_TWO_COLOURS = {Suit.CLUBS: "#111", Suit.SPADES: "#111", Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
_FOUR_COLOURS = {
    Suit.CLUBS: "#0f7a36",
    Suit.SPADES: "#111",
    Suit.HEARTS: _RED,
    Suit.DIAMONDS: "#1357b8",
}

_RANK_WORDS = {
    Rank.ACE: "ace",
    Rank.TEN: "ten",
    Rank.KING: "king",
    Rank.QUEEN: "queen",
    Rank.JACK: "jack",
    Rank.NINE: "nine",
    Rank.EIGHT: "eight",
    Rank.SEVEN: "seven",
}
_COURT = (Rank.KING, Rank.QUEEN, Rank.JACK)

# Suit symbols drawn in a 100 x 100 box, so that they look the same whatever fonts the
# reader has.
_SUIT_PATHS = {
    Suit.CLUBS: (
        "M29 28a21 21 0 1 0 42 0a21 21 0 1 0-42 0"
        "M6 61a21 21 0 1 0 42 0a21 21 0 1 0-42 0"
        "M52 61a21 21 0 1 0 42 0a21 21 0 1 0-42 0"
        "M37 52a13 13 0 1 0 26 0a13 13 0 1 0-26 0"
        "M47 58C46 78 41 89 31 97H69C59 89 54 78 53 58Z"
    ),
    Suit.SPADES: (
        "M50 3C40 22 5 38 5 61C5 75 15 83 27 83C36 83 43 78 47 71"
        "C46 81 41 89 32 97H68C59 89 54 81 53 71C57 78 64 83 73 83"
        "C85 83 95 75 95 61C95 38 60 22 50 3Z"
    ),
    Suit.HEARTS: (
        "M50 95C39 78 5 60 5 31C5 16 16 6 29 6C39 6 46 12 50 21"
        "C54 12 61 6 71 6C84 6 95 16 95 31C95 60 61 78 50 95Z"
    ),
    Suit.DIAMONDS: "M50 2Q64 30 86 50Q64 70 50 98Q36 70 14 50Q36 30 50 2Z",
}
_SUIT_IDS = {suit: f"s66-{suit.letter.lower()}" for suit in Suit}

_MARK_WORDS = {"legal": "legal", "illegal": "not legal", "best": "best"}
_MARK_COLOURS = {"legal": "#16803c", "illegal": "#c62828", "best": "#e0a000"}
_MARK_SHAPES = {
    "legal": '<path d="M-6 0l4 5 8-10" fill="none" stroke="#fff" stroke-width="3"/>',
    "illegal": '<path d="M-5-5l10 10m0-10-10 10" stroke="#fff" stroke-width="3"/>',
    "best": '<path d="M0-8l2.4 4.7 5.2.8-3.8 3.6.9 5.2L0 3.9-4.7 6.3l.9-5.2-3.8-3.6 5.2-.8Z"'
    ' fill="#222"/>',
}


class Svg(str):
    """An SVG picture: a ``str`` that shows itself in a notebook."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        # Inline SVG in HTML keeps the text alternatives available to screen readers.
        return str(self)


def _n(x: float) -> str:
    """A number with at most one decimal and nothing superfluous: 12, 2.5, .5, -3."""
    text = f"{x:.1f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        return "0"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def _colours(four_colour: bool) -> Mapping[Suit, str]:
    return _FOUR_COLOURS if four_colour else _TWO_COLOURS


def card_label(card: Card | None, mark: Mark | None = None) -> str:
    """The text alternative of a card, as read out by a screen reader.

    >>> card_label(Card.from_str("♣A"))
    'ace of clubs (♣A), 11 points'
    >>> card_label(Card.from_str("♥7"), "illegal")
    'seven of hearts (♥7), 0 points, not legal'
    >>> card_label(None)
    'face-down card'
    """
    if card is None:
        return "face-down card"
    text = f"{_RANK_WORDS[card.rank]} of {card.suit} ({card}), {card.points} points"
    if mark is not None:
        text += ", " + _MARK_WORDS[mark]
    return text


# --- building blocks -----------------------------------------------------------------


class _Picture:
    """The root ``<svg>`` element and the shared definitions it needs."""

    def __init__(self, label: str, *, group: bool = False) -> None:
        self.label = label
        self.group = group
        self.suits: set[Suit] = set()
        self.back = False
        self.face = False
        self.marks: set[str] = set()
        self.body = ET.Element("g")

    def finish(
        self, x: float, y: float, width: float, height: float, size: float | None
    ) -> Svg:
        attrs = {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": " ".join(_n(v) for v in (x, y, width, height)),
            "width": _n(size if size is not None else width),
            "height": _n(height * size / width if size is not None else height),
            "role": "group" if self.group else "img",
            "aria-label": self.label,
            "font-family": FONT_FAMILY,
            "text-anchor": "middle",
        }
        root = ET.Element("svg", attrs)
        ET.SubElement(root, "title").text = self.label
        defs = ET.SubElement(root, "defs")
        if self.face:
            face = _rect(0.75, 0.75, 98.5, 138.5, 7, fill="#fff", stroke="#555", sw=1.5)
            face.set("id", "s66-face")
            defs.append(face)
        if self.back:
            _back(defs)
        for suit in sorted(self.suits, reverse=True):
            symbol = _symbol(defs, _SUIT_IDS[suit], 100, 100)
            ET.SubElement(symbol, "path", {"d": _SUIT_PATHS[suit]})
        for mark in sorted(self.marks):
            symbol = _symbol(defs, f"s66-{mark}", 28, 28, -14, -14)
            ET.SubElement(symbol, "circle", {"r": "13", "fill": _MARK_COLOURS[mark],
                                             "stroke": "#fff", "stroke-width": "2"})
            symbol.append(ET.fromstring(_MARK_SHAPES[mark]))
        if not len(defs):
            root.remove(defs)
        root.extend(self.body)
        return Svg(ET.tostring(root, encoding="unicode"))


def _symbol(
    parent: ET.Element, id_: str, width: float, height: float, x: float = 0, y: float = 0
) -> ET.Element:
    viewbox = " ".join(_n(v) for v in (x, y, width, height))
    return ET.SubElement(parent, "symbol", {"id": id_, "viewBox": viewbox})


def _rect(
    x: float,
    y: float,
    width: float,
    height: float,
    rx: float = 0,
    *,
    fill: str = "none",
    stroke: str | None = None,
    sw: float | None = None,
) -> ET.Element:
    attrs = {"x": _n(x), "y": _n(y), "width": _n(width), "height": _n(height)}
    if rx:
        attrs["rx"] = _n(rx)
    attrs["fill"] = fill
    if stroke is not None:
        attrs["stroke"] = stroke
    if sw is not None:
        attrs["stroke-width"] = _n(sw)
    return ET.Element("rect", attrs)


def _use(parent: ET.Element, id_: str, x: float, y: float, size: float, **attrs: str) -> None:
    ET.SubElement(parent, "use", {"href": "#" + id_, "x": _n(x), "y": _n(y),
                                  "width": _n(size), "height": _n(size), **attrs})


def _text(parent: ET.Element, x: float, y: float, text: str, **attrs: str) -> ET.Element:
    element = ET.SubElement(parent, "text", {"x": _n(x), "y": _n(y), **attrs})
    element.text = text
    return element


def _back(defs: ET.Element) -> None:
    """The card back: a blue lattice in a white border, with the game's name."""
    symbol = ET.SubElement(defs, "g", {"id": "s66-back"})
    symbol.append(_rect(0.75, 0.75, 98.5, 138.5, 7, fill="#fff", stroke="#555", sw=1.5))
    x0, y0, x1, y1 = 8, 8, 92, 132
    symbol.append(_rect(x0, y0, x1 - x0, y1 - y0, 4, fill="#1f4f91"))
    # Diagonals in both directions, clipped to the inner rectangle by hand (no clipPath,
    # which breaks when several pictures share a page and one of them is hidden).
    step = 12
    parts = []
    for c in range(x0 - y1 + step, x1 - y0, step):
        # x - y = c
        ax, ay = max(x0, y0 + c), max(y0, x0 - c)
        bx, by = min(x1, y1 + c), min(y1, x1 - c)
        parts.append(f"M{ax} {ay}L{bx} {by}")
    for c in range(x0 + y0 + step, x1 + y1, step):
        # x + y = c
        ax, ay = max(x0, c - y1), min(y1, c - x0)
        bx, by = min(x1, c - y0), max(y0, c - x1)
        parts.append(f"M{ax} {ay}L{bx} {by}")
    ET.SubElement(symbol, "path", {"d": "".join(parts), "stroke": "#fff",
                                   "stroke-opacity": ".3", "stroke-width": "1.5"})
    ET.SubElement(symbol, "ellipse", {"cx": "50", "cy": "70", "rx": "24", "ry": "17",
                                      "fill": "#1f4f91", "stroke": "#fff", "stroke-width": "2"})
    _text(symbol, 50, 78, "66", fill="#fff", **{"font-size": "22", "font-weight": "bold",
                                                "font-family": FONT_FAMILY,
                                                "text-anchor": "middle"})


def _draw_card(
    picture: _Picture,
    parent: ET.Element,
    card: Card | None,
    *,
    four_colour: bool = False,
    mark: Mark | None = None,
    transform: str | None = None,
    covered: bool = False,
) -> ET.Element:
    """Append one card, drawn in a 100 x 140 box at the origin, as an accessible group.

    A ``covered`` card lies under the next card of a hand but for its index strip; its
    middle is left out so that no stray bits of it show beside the index.
    """
    label = card_label(card, mark)
    attrs = {"role": "img", "aria-label": label}
    if transform:
        attrs["transform"] = transform
    g = ET.SubElement(parent, "g", attrs)
    ET.SubElement(g, "title").text = label
    if card is None:
        picture.back = True
        ET.SubElement(g, "use", {"href": "#s66-back"})
        return g
    picture.face = True
    picture.suits.add(card.suit)
    colour = _colours(four_colour)[card.suit]
    suit_id = _SUIT_IDS[card.suit]
    ET.SubElement(g, "use", {"href": "#s66-face"})
    if mark in ("legal", "best"):
        g.append(_rect(2, 2, 96, 136, 6, stroke=_MARK_COLOURS[mark], sw=4))
    body = ET.SubElement(g, "g", {"fill": colour})
    rank = str(card.rank)
    _index(body, rank, suit_id)
    if not covered:
        _index(ET.SubElement(body, "g", {"transform": "rotate(180 50 70)"}), rank, suit_id)
        if card.rank == Rank.ACE:
            _use(body, suit_id, 20, 40, 60)
        elif card.rank in _COURT:
            body.append(_rect(27, 24, 46, 92, 5, stroke=colour, sw=2))
            _text(body, 50, 86, rank, **{"font-size": "44", "font-weight": "bold"})
        else:
            _use(body, suit_id, 28, 48, 44)
    if mark == "illegal":
        g.append(_rect(0.75, 0.75, 98.5, 138.5, 7, fill="#fff", stroke="none"))
        g[-1].set("fill-opacity", ".55")
    if mark is not None:
        picture.marks.add(mark)
        _use(g, f"s66-{mark}", 4, 108, 28)
    return g


def _index(parent: ET.Element, rank: str, suit_id: str) -> None:
    """The corner index: the rank above a small suit symbol."""
    # "10" is squeezed to the width of the other ranks so that the index column stays narrow.
    squeeze = {"textLength": "29", "lengthAdjust": "spacingAndGlyphs"} if len(rank) > 1 else {}
    _text(parent, 17, 31, rank, **{"font-size": "28", "font-weight": "bold", **squeeze})
    _use(parent, suit_id, 7, 37, 20)


def _translate(x: float, y: float, scale: float = 1, rotate: float = 0) -> str:
    parts = [f"translate({_n(x)} {_n(y)})"] if (x or y) else []
    if rotate:
        parts.append(f"rotate({_n(rotate)})")
    if scale != 1:
        parts.append(f"scale({scale:g})")
    return " ".join(parts)


# --- public pictures -------------------------------------------------------------------


def card(
    card: Card | None,
    *,
    four_colour: bool = False,
    size: float | None = None,
    face_down: bool = False,
    marked: Mark | None = None,
) -> Svg:
    """One card.

    ``size`` is the width in pixels (the natural size is 100 x 140).  A face-down card
    (``face_down=True``, or ``card=None``) shows only its back, and its text alternative
    says nothing about its identity.  ``marked`` adds a small badge: ``"legal"`` (tick),
    ``"illegal"`` (cross, card greyed out) or ``"best"`` (star).

    >>> from solo66 import Card
    >>> picture = card(Card.from_str("♥10"), four_colour=True, marked="legal")
    >>> picture.startswith("<svg") and "ten of hearts (♥10), 10 points, legal" in picture
    True
    >>> "♥" in card(Card.from_str("♥10"), face_down=True)
    False
    """
    shown = None if face_down else card
    picture = _Picture(card_label(shown, None if shown is None else marked))
    _draw_card(picture, picture.body, shown, four_colour=four_colour,
               mark=None if shown is None else marked)
    # The outer <svg> already is the image; the inner group need not repeat its label.
    inner = picture.body[0]
    del inner.attrib["role"], inner.attrib["aria-label"]
    inner.remove(inner[0])
    return picture.finish(0, 0, CARD_WIDTH, CARD_HEIGHT, size)


Layout = Literal["overlap", "spread", "fan"]

_STEP = {"overlap": 40.0, "spread": 108.0, "fan": 40.0}
_FACE_DOWN_STEP = 24.0


def _hand_positions(
    count: int, layout: Layout, face_down: bool
) -> list[tuple[float, float, float]]:
    """(x, y, rotation) of each card's top-left corner, hand centred on x = 0."""
    step = _FACE_DOWN_STEP if face_down and layout == "overlap" else _STEP[layout]
    width = CARD_WIDTH + step * (count - 1)
    if layout != "fan":
        return [(-width / 2 + i * step, 0, 0) for i in range(count)]
    # Fanned: each card turned about a pivot far below the hand's centre.
    pivot = 360.0
    spread = min(7.0, 48.0 / max(count - 1, 1))
    positions = []
    for i in range(count):
        angle = (i - (count - 1) / 2) * spread
        a = math.radians(angle)
        # Card's top-centre, rotated about (0, pivot).
        cx, cy = pivot * math.sin(a), pivot - pivot * math.cos(a)
        positions.append((cx - CARD_WIDTH / 2 * math.cos(a), cy - CARD_WIDTH / 2 * math.sin(a),
                          angle))
    return positions


def _bbox(positions: Iterable[tuple[float, float, float]]) -> tuple[float, float, float, float]:
    """The bounding box (x0, y0, x1, y1) of cards at the given positions."""
    xs: list[float] = []
    ys: list[float] = []
    for x, y, angle in positions:
        a = math.radians(angle)
        cos, sin = math.cos(a), math.sin(a)
        for dx, dy in ((0, 0), (CARD_WIDTH, 0), (0, CARD_HEIGHT), (CARD_WIDTH, CARD_HEIGHT)):
            xs.append(x + dx * cos - dy * sin)
            ys.append(y + dx * sin + dy * cos)
    return min(xs), min(ys), max(xs), max(ys)


def _draw_hand(
    picture: _Picture,
    parent: ET.Element,
    cards: Sequence[Card | None],
    x: float,
    y: float,
    scale: float,
    *,
    layout: Layout = "overlap",
    four_colour: bool = False,
    marked: Mapping[Card, Mark] | None = None,
) -> None:
    """Cards in a row centred on x with their tops at y."""
    positions = _hand_positions(len(cards), layout, all(c is None for c in cards))
    last = len(cards) - 1
    for i, (c, (cx, cy, angle)) in enumerate(zip(cards, positions, strict=True)):
        mark = marked.get(c) if marked is not None and c is not None else None
        _draw_card(picture, parent, c, four_colour=four_colour, mark=mark,
                   transform=_translate(x + cx * scale, y + cy * scale, scale, angle),
                   covered=layout != "spread" and i < last)


def hand(
    cards: Iterable[Card | None],
    *,
    four_colour: bool = False,
    size: float | None = None,
    layout: Layout = "overlap",
    face_down: bool = False,
    marked: Mapping[Card, Mark] | None = None,
    label: str | None = None,
) -> Svg:
    """A hand of cards, left to right in the order given.

    ``layout`` is ``"overlap"`` (a row in which each card covers the one before but for
    its index), ``"spread"`` (side by side) or ``"fan"``.  ``marked`` maps cards to marks
    (see :func:`card`), e.g. the legal cards; ``label`` is a caption above the hand;
    ``face_down=True`` (or ``None`` for a card) shows backs only.  ``size`` is the width
    in pixels.

    >>> from solo66.cards import parse_cards
    >>> cards = parse_cards("♣A ♠10 ♥K ♦7")
    >>> picture = hand(cards, marked={cards[0]: "legal"}, label="Seat 1")
    >>> picture.startswith("<svg") and picture.count('role="img"') == 4
    True
    """
    shown: list[Card | None] = [None if face_down else c for c in cards]
    if label is None:
        label = "hand"
    names = ", ".join(str(c) for c in shown if c is not None)
    hidden = sum(c is None for c in shown)
    parts = [names] if names else []
    if hidden:
        parts.append(f"{hidden} face-down card" + ("s" if hidden != 1 else ""))
    if not shown:
        parts.append("no cards")
    picture = _Picture(f"{label}: {', '.join(parts)}", group=True)
    caption = 34 if label != "hand" else 0
    if caption:
        _text(picture.body, 0, 24, label, fill=_INK, **{"font-size": "22"})
    if not shown:
        picture.body.append(_rect(-50, caption, CARD_WIDTH, CARD_HEIGHT, 7, stroke="#999", sw=1.5))
        picture.body[-1].set("stroke-dasharray", "6 5")
        return picture.finish(-52, -2, 104, caption + CARD_HEIGHT + 4, size)
    _draw_hand(picture, picture.body, shown, 0, caption, 1, layout=layout,
               four_colour=four_colour, marked=marked)
    x0, _, x1, y1 = _bbox(_hand_positions(len(shown), layout, hidden == len(shown)))
    if caption:
        x0, x1 = min(x0, -len(label) * 7.0), max(x1, len(label) * 7.0)
    return picture.finish(x0 - 3, -2, x1 - x0 + 6, caption + y1 + 4, size)


# --- a trick -----------------------------------------------------------------------------

_SEATS = 5


def _seat_angle(position: int) -> float:
    """The direction (radians, y downwards) of the seat ``position`` places clockwise from
    the bottom of the picture."""
    return math.radians(90 + 72 * position)


def trick(
    plays: Trick | Iterable[tuple[int, Card]],
    *,
    leader: int | None = None,
    winner: int | None = None,
    trump: Suit | None = None,
    names: Sequence[str] | None = None,
    bottom: int = 0,
    four_colour: bool = False,
    size: float | None = None,
) -> Svg:
    """The cards of a (possibly unfinished) trick, each placed in front of its seat.

    ``plays`` is a finished :class:`~solo66.game.Trick` or ``(seat, card)`` pairs in the
    order played; ``leader`` (and for a ``Trick``, ``winner``) default to what the
    trick says.  Seats sit clockwise with ``bottom`` at the bottom of the
    picture.  The leader's card is labelled "leads", the ``winner``'s is ringed and
    labelled "wins"; ``trump`` is named in a corner.

    >>> from solo66 import Card, Suit
    >>> plays = [(1, Card.from_str("♥A")), (2, Card.from_str("♥7")), (3, Card.from_str("♣8"))]
    >>> trick(plays, trump=Suit.CLUBS, winner=3).startswith("<svg")
    True
    """
    if isinstance(plays, Trick):
        if winner is None:
            winner = plays.winner
        if leader is None:
            leader = plays.leader
        pairs = list(zip(plays.seats, plays.cards, strict=True))
    else:
        pairs = list(plays)
    if leader is None:
        leader = pairs[0][0] if pairs else 0
    names = list(names) if names is not None else [f"Seat {i}" for i in range(_SEATS)]
    described = ", ".join(f"{names[s]} {c}" for s, c in pairs) or "no cards yet"
    label = f"trick led by {names[leader]}: {described}"
    if winner is not None:
        label += f"; {names[winner]} wins"
    if trump is not None:
        label += f"; trump {trump}"
    picture = _Picture(label, group=True)
    _draw_trick(picture, picture.body, pairs, 0, 0, leader=leader, winner=winner,
                names=names, bottom=bottom, four_colour=four_colour)
    if trump is not None:
        _trump_label(picture, picture.body, 0, 0, trump, four_colour)
    return picture.finish(-230, -225, 460, 450, size)


def _trump_label(
    picture: _Picture, parent: ET.Element, x: float, y: float, trump: Suit, four_colour: bool
) -> None:
    """The word "trump" above a large suit symbol, centred on (x, y)."""
    picture.suits.add(trump)
    _text(parent, x, y - 10, "trump", fill=_INK, **{"font-size": "16"})
    _use(parent, _SUIT_IDS[trump], x - 17, y - 4, 34, fill=_colours(four_colour)[trump])


def _draw_trick(
    picture: _Picture,
    parent: ET.Element,
    plays: Sequence[tuple[int, Card]],
    x: float,
    y: float,
    *,
    leader: int,
    winner: int | None,
    names: Sequence[str],
    bottom: int,
    four_colour: bool,
    scale: float = 0.7,
    radius: float = 115,
    labels: bool = True,
) -> None:
    played = dict(plays)
    for seat in range(_SEATS):
        angle = _seat_angle((seat - bottom) % _SEATS)
        cx, cy = x + radius * math.cos(angle), y + radius * math.sin(angle)
        left, top = cx - CARD_WIDTH * scale / 2, cy - CARD_HEIGHT * scale / 2
        if seat not in played:
            slot = _rect(left, top, CARD_WIDTH * scale, CARD_HEIGHT * scale, 6, stroke="#aaa",
                         sw=1.5)
            slot.set("stroke-dasharray", "5 4")
            parent.append(slot)
    for seat, c in plays:
        angle = _seat_angle((seat - bottom) % _SEATS)
        cx, cy = x + radius * math.cos(angle), y + radius * math.sin(angle)
        left, top = cx - CARD_WIDTH * scale / 2, cy - CARD_HEIGHT * scale / 2
        g = _draw_card(picture, parent, c, four_colour=four_colour,
                       transform=_translate(left, top, scale))
        if seat == winner:
            ring = _rect(-5, -5, CARD_WIDTH + 10, CARD_HEIGHT + 10, 11, stroke="#e0a000", sw=6)
            g.insert(1, ring)
    if not labels:
        return
    for seat in range(_SEATS):
        angle = _seat_angle((seat - bottom) % _SEATS)
        tag = [names[seat]]
        if seat == leader:
            tag.append("leads")
        if seat == winner:
            tag.append("wins")
        lx = x + (radius + 82) * math.cos(angle)
        ly = y + (radius + 82) * math.sin(angle)
        for i, line in enumerate(tag):
            attrs = {"font-size": "17", "fill": _INK}
            if i:
                attrs["font-weight"] = "bold"
            _text(parent, lx, ly - 6 * (len(tag) - 1) + 19 * i + 6, line, **attrs)


# --- the table ---------------------------------------------------------------------------

_TABLE_WIDTH = 1000
_TABLE_HEIGHT = 780
_TABLE_SIZE = 760  # pixels: fits a book's text column
_CENTRE = (500.0, 385.0)
_SEAT_RADII = (380.0, 300.0)
_HAND_SCALE = 0.7
_PLATE_WIDTH = 250
_PLATE_HEIGHT = 42


class _Table:
    """Everything the table picture shows, already filtered by what the viewer may see."""

    def __init__(self, names: Sequence[str] | None, bottom: int) -> None:
        self.names = list(names) if names is not None else [f"Seat {i}" for i in range(_SEATS)]
        if len(self.names) != _SEATS:
            raise ValueError(f"give five seat names, not {len(self.names)}")
        self.bottom = bottom
        self.you: int | None = None
        self.hands: list[list[Card | None]] = [[] for _ in range(_SEATS)]
        self.roles: list[list[str]] = [[] for _ in range(_SEATS)]
        self.notes: list[str] = [""] * _SEATS
        self.turn: int | None = None
        self.turn_word = ""
        self.talon: list[Card | None] | None = None
        self.talon_caption = "talon"
        self.discards: list[Card | None] | None = None
        self.discards_caption = ""
        self.plays: list[tuple[int, Card]] = []
        self.leader = 0
        self.winner: int | None = None
        self.trick_caption = ""
        self.trump: Suit | None = None
        self.status: list[str] = []
        self.score: list[str] = []
        self.marked: dict[Card, Mark] = {}


def _sorted(cards: Iterable[Card], trump: Suit | None) -> list[Card | None]:
    """A hand in display order: trumps first, then ♣ ♠ ♥ ♦, each from A down to 7."""

    def key(c: Card) -> tuple[bool, tuple[int, int]]:
        return (c.suit is not trump, sort_key(c))

    ordered: list[Card] = sorted(cards, key=key)
    return list[Card | None](ordered)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def table(
    game: Game,
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    four_colour: bool = False,
    legal: bool = False,
    size: float | None = None,
) -> Svg:
    """The whole table: five seats with their hands, the talon, the trick and the score.

    With ``seat=None`` every card is shown face up (the teacher's view, seat 0 at the
    bottom).  With a seat number the picture is that seat's view: it sits at the bottom,
    and cards it cannot see (other hands, the talon, a soloist's discards) are face down.
    Each seat's plate names its roles (dealer, forehand, soloist), and the seat to act
    is shown inverted and labelled ("to bid", "to play", …).  In play the middle holds
    the current trick, or the last trick while the next has not begun; the card points
    taken so far are in the corner.  ``legal=True`` marks the cards the player to act
    may play, when they are shown.  ``names`` replaces "Seat 0" … "Seat 4"; ``size`` is
    the width in pixels (760 by default).

    >>> from solo66 import Game
    >>> game = Game.new(seed=1)
    >>> picture = table(game, seat=2)
    >>> picture.startswith("<svg") and picture.count("face-down card") == 4 * 6 + 2
    True
    """
    t = _Table(names, 0 if seat is None else seat)
    t.you = seat
    phase = game.phase
    soloist = game.soloist
    trump = game.trump
    t.trump = trump
    view = game.view(seat) if seat is not None else None
    done = phase is Phase.DONE

    # Hands, open or face down.
    for s, cards in enumerate(game.hands):
        if view is None or s == seat:
            t.hands[s] = _sorted(cards, trump)
        else:
            t.hands[s] = [None] * len(cards)
    if legal and phase is Phase.PLAY and game.current_player is not None:
        playable = {a.card for a in game.legal_actions() if a.card is not None}
        if view is None or game.current_player == seat:
            for c in game.hands[game.current_player]:
                t.marked[c] = "legal" if c in playable else "illegal"

    # Roles and whose turn.
    for s in range(_SEATS):
        if s == game.dealer:
            t.roles[s].append("dealer")
        if s == game.forehand:
            t.roles[s].append("forehand")
        if s == soloist:
            t.roles[s].append("soloist")
    t.turn = game.current_player
    t.turn_word = {
        Phase.AUCTION: "to bid",
        Phase.DECLARE: "to declare",
        Phase.DISCARD: "to discard",
        Phase.PLAY: "to play",
    }.get(phase, "")

    # The talon lies in the middle until the soloist picks it up.
    talon_down = soloist is None or (
        phase is Phase.DECLARE and game.rules.talon_order != "talon-first"
    )
    if talon_down:
        t.talon = [None, None] if view is not None else list(game.talon)
        if soloist is None and phase is not Phase.AUCTION and not done:
            t.talon_caption = "talon (not used)"
    if game.discards and soloist is not None:
        seen = view is None or seat == soloist or done
        t.discards = list(game.discards) if seen else [None, None]
        t.discards_caption = f"{t.names[soloist]}'s discards"

    # Auction: what each seat said last.
    if phase in (Phase.AUCTION, Phase.DECLARE) or (done and not game.tricks):
        for s, action in game.history:
            if action.kind == "pass":
                t.notes[s] = "passed"
            elif action.kind == "bid" and action.suit is not None:
                t.notes[s] = f"bid {action.suit.symbol}"

    # The trick in the middle: the one being played, or the last one taken.
    if game.current_trick:
        leader = game.trick_leader if game.trick_leader is not None else game.forehand
        t.leader = leader
        t.plays = [((leader + i) % _SEATS, c) for i, c in enumerate(game.current_trick)]
        t.trick_caption = f"{t.names[leader]} led"
    elif game.tricks:
        last = game.tricks[-1]
        t.plays = list(zip(last.seats, last.cards, strict=True))
        t.leader, t.winner = last.leader, last.winner
        t.trick_caption = (f"last trick, led by {t.names[last.leader]}: "
                           f"{t.names[last.winner]} took {last.points} points")

    # Tricks taken and card points so far.
    if phase in (Phase.PLAY, Phase.DONE) and game.tricks:
        won = [0] * _SEATS
        points = [0] * _SEATS
        for i, tr in enumerate(game.tricks):
            won[tr.winner] += 1
            points[tr.winner] += tr.points + (10 if i == 5 else 0)
        for s in range(_SEATS):
            if won[s]:
                t.notes[s] = f"{_plural(won[s], 'trick')}, {points[s]} points"
        if soloist is not None:
            secret = t.discards is not None and None in t.discards
            own = points[soloist] + (0 if secret else sum(c.points for c in game.discards))
            t.score = [
                "Card points",
                f"{t.names[soloist]} (soloist): {own}" + (" + discards" if secret else ""),
                f"defenders: {sum(points) - points[soloist]}",
            ]

    # Status lines at the top.
    bid = game.bid
    titles = {
        Phase.AUCTION: "Auction",
        Phase.DECLARE: "Declaring trump",
        Phase.DISCARD: "Discarding two cards",
        Phase.PLAY: f"Trick {min(len(game.tricks) + 1, 6)} of 6",
        Phase.DONE: "Hand over",
    }
    t.status.append(titles[phase])
    if trump is None and bid is not None:
        t.status.append(f"highest bid: {bid.symbol} {bid}")
    if soloist is None and phase is Phase.PLAY:
        t.status.append("no trump: the last trick wins")
    result = game.result
    if result is not None:
        t.score.append(_result_text(result.outcome, result.soloist, result.soloist_points,
                                    result.last_trick_winner, result.scores, t.names))
    label = f"Solo 66 table, {t.status[0].lower()}"
    if seat is not None:
        label += f", as {t.names[seat]} sees it"
    return _draw_table(t, label, four_colour, size)


def _result_text(
    outcome: str,
    soloist: int | None,
    points: int,
    last: int | None,
    scores: Sequence[int],
    names: Sequence[str],
) -> str:
    if outcome == "redeal":
        return "everyone passed: deal again"
    if soloist is None:
        return f"{names[last] if last is not None else '?'} took the last trick and wins"
    verb = {"win": "wins", "loss": "loses", "draw": "draws"}[outcome.split("-")[0]]
    extra = f" ({outcome.split('-')[1]})" if "-" in outcome else ""
    score = f"{scores[soloist]:+d}".replace("-", "−")
    return f"{names[soloist]} {verb}{extra}: {score}"


def deal(
    deal: Deal,
    *,
    names: Sequence[str] | None = None,
    four_colour: bool = False,
    size: float | None = None,
) -> Svg:
    """A deal: the five hands and the talon, all face up, with the dealer and forehand.

    >>> from solo66 import Deal
    >>> picture = deal(Deal.shuffle(seed=7))
    >>> picture.startswith("<svg") and picture.count('role="img"') == 32
    True
    """
    t = _Table(names, 0)
    for s in range(_SEATS):
        t.hands[s] = _sorted(deal.hands[s], None)
    t.roles[deal.dealer].append("dealer")
    t.roles[deal.forehand].append("forehand")
    t.talon = list(deal.talon)
    t.status = ["Deal", deal.code]
    return _draw_table(t, f"Solo 66 deal {deal.code}", four_colour, size)


def _seat_anchor(t: _Table, s: int) -> tuple[float, float]:
    angle = _seat_angle((s - t.bottom) % _SEATS)
    return (_CENTRE[0] + _SEAT_RADII[0] * math.cos(angle),
            _CENTRE[1] + _SEAT_RADII[1] * math.sin(angle))


def _draw_table(t: _Table, label: str, four_colour: bool, size: float | None) -> Svg:
    picture = _Picture(label, group=True)
    body = picture.body
    cx, cy = _CENTRE
    body.append(_rect(0, 0, _TABLE_WIDTH, _TABLE_HEIGHT, 0, fill="#fbfbf8"))
    ET.SubElement(body, "ellipse", {"cx": _n(cx), "cy": _n(cy), "rx": "330", "ry": "215",
                                    "fill": "#e3ede3", "stroke": "#aac2aa", "stroke-width": "3"})
    card_h = CARD_HEIGHT * _HAND_SCALE
    for s in range(_SEATS):
        ax, ay = _seat_anchor(t, s)
        top = ay - (_PLATE_HEIGHT + 6 + card_h + 22) / 2
        name = t.names[s] + (" (you)" if s == t.you else "")
        turn = s == t.turn
        roles = " · ".join([*t.roles[s], *([t.turn_word] if turn else [])])
        seat_group = ET.SubElement(body, "g", {"role": "group",
                                               "aria-label": f"{name}: {roles}" if roles else name})
        plate = _rect(ax - _PLATE_WIDTH / 2, top, _PLATE_WIDTH, _PLATE_HEIGHT, 10,
                      fill="#222" if turn else "#fff", stroke="#222", sw=1.5)
        seat_group.append(plate)
        ink = "#fff" if turn else _INK
        _text(seat_group, ax, top + (19 if roles else 27), name, fill=ink,
              **{"font-size": "17", "font-weight": "bold"})
        if roles:
            _text(seat_group, ax, top + 36, roles, fill=ink, **{"font-size": "15"})
        cards_top = top + _PLATE_HEIGHT + 6
        hand_ = t.hands[s]
        _draw_hand(picture, seat_group, hand_, ax, cards_top, _HAND_SCALE,
                   four_colour=four_colour, marked=t.marked)
        if t.notes[s]:
            # Under the cards, or in their place once the hand is played out.
            y = cards_top + (card_h + 19 if hand_ else 24)
            _text(seat_group, ax, y, t.notes[s], fill=_INK, **{"font-size": "15"})

    # The middle of the table.
    if t.plays or t.trick_caption:
        group = ET.SubElement(body, "g", {"role": "group", "aria-label": t.trick_caption})
        _draw_trick(picture, group, t.plays, cx, cy - 8, leader=t.leader, winner=t.winner,
                    names=t.names, bottom=t.bottom, four_colour=four_colour, scale=0.62,
                    radius=100, labels=False)
        _text(group, cx, cy + 175, t.trick_caption, fill=_INK, **{"font-size": "15"})
    if t.talon is not None:
        group = ET.SubElement(body, "g", {"role": "group", "aria-label": t.talon_caption})
        middle = not t.plays
        tx, ty = (cx, cy - 50) if middle else (880, 640)
        _draw_hand(picture, group, t.talon, tx, ty, _HAND_SCALE, layout="spread",
                   four_colour=four_colour)
        _text(group, tx, ty + card_h + 22, t.talon_caption, fill=_INK, **{"font-size": "15"})
    if t.discards is not None:
        group = ET.SubElement(body, "g", {"role": "group", "aria-label": t.discards_caption})
        _draw_hand(picture, group, t.discards, 880, 640, _HAND_SCALE, layout="spread",
                   four_colour=four_colour)
        _text(group, 880, 640 + card_h + 22, t.discards_caption, fill=_INK,
              **{"font-size": "15"})
    if t.trump is not None:
        _trump_label(picture, body, cx, 68, t.trump, four_colour)
    for i, line in enumerate(t.status):
        attrs = {"font-size": "20" if i == 0 else "16", "fill": _INK}
        if i == 0:
            attrs["font-weight"] = "bold"
        y = 28 + 24 * i
        _text(body, cx, y, line, **attrs)
    for i, line in enumerate(t.score):
        attrs = {"font-size": "17" if i == 0 else "16", "fill": _INK, "text-anchor": "start"}
        if i == 0:
            attrs["font-weight"] = "bold"
        _text(body, 20, 690 + 22 * i, line, **attrs)
    width = size if size is not None else _TABLE_SIZE
    return picture.finish(0, 0, _TABLE_WIDTH, _TABLE_HEIGHT, width)
