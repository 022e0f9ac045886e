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

from solo66.core import narration
from solo66.core.cards import Card, Rank, Suit, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Game, Phase, SeatView, Trick
from solo66.i18n import N_, NP_, _, ngettext, pgettext

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "Layout",
    "Mark",
    "Svg",
    "card",
    "card_label",
    "deal",
    "hand",
    "table",
    "trick",
]

#: How a card can be marked: ``"legal"`` (a tick), ``"illegal"`` (a cross, the card
#: greyed out) or ``"best"`` (a star).  Each mark is a shape as well as a colour.
Mark = Literal["legal", "illegal", "best"]

#: How a hand is laid out: ``"overlap"`` (each card covers the one before but for its
#: index), ``"spread"`` (side by side) or ``"fan"``.
Layout = Literal["overlap", "spread", "fan"]

#: A card's size in user units; every picture is laid out in multiples of it.
CARD_WIDTH = 100
CARD_HEIGHT = 140

_FONT_FAMILY = "DejaVu Sans, Arial, sans-serif"
_INK = "#222"
_CLOTH = "#e3ede3"
_RED = "#c8102e"
_TWO_COLOURS = {Suit.CLUBS: "#111", Suit.SPADES: "#111", Suit.HEARTS: _RED, Suit.DIAMONDS: _RED}
_FOUR_COLOURS = {
    Suit.CLUBS: "#0f7a36",
    Suit.SPADES: "#111",
    Suit.HEARTS: _RED,
    Suit.DIAMONDS: "#1357b8",
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

_MARK_WORDS = {"legal": N_("legal"), "illegal": N_("not legal"), "best": N_("best")}
_MARK_COLOURS = {"legal": "#16803c", "illegal": "#c62828", "best": "#e0a000"}
# White tick, white cross, dark star: tellable apart in black and white too.
_MARK_SHAPES = {
    "legal": {"d": "M-6 0l4 5 8-10", "fill": "none", "stroke": "#fff", "stroke-width": "3"},
    "illegal": {"d": "M-5-5l10 10m0-10-10 10", "stroke": "#fff", "stroke-width": "3"},
    "best": {
        "d": "M0-8l2.4 4.7 5.2.8-3.8 3.6.9 5.2L0 3.9-4.7 6.3l.9-5.2-3.8-3.6 5.2-.8Z",
        "fill": _INK,
    },
}


class Svg(str):
    """An SVG picture: a ``str`` that shows itself in a notebook."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        # Inline SVG in HTML keeps the text alternatives available to screen readers.
        return str(self)


def card_label(card: Card | None, mark: Mark | None = None) -> str:
    """The text alternative of a card, as a screen reader reads it out.

    >>> card_label(Card.from_str("♣A"))
    'ace of clubs (♣A), 11 points'
    >>> card_label(Card.from_str("♥7"), "illegal")
    'seven of hearts (♥7), 0 points, not legal'
    >>> card_label(None)
    'face-down card'
    """
    if card is None:
        return _("face-down card")
    text = ngettext(
        "{name} ({card}), {points} point", "{name} ({card}), {points} points", card.points
    ).format(name=card.label, card=card, points=card.points)
    if mark is not None:
        text += ", " + _(_MARK_WORDS[mark])
    return text


# --- building blocks -----------------------------------------------------------------


def _n(x: float) -> str:
    """A number with at most one decimal and nothing superfluous: 12, 2.5, .5, -3."""
    text = f"{x:.1f}".rstrip("0").rstrip(".")
    if text == "-0":
        return "0"
    if text.startswith("0."):
        return text[1:]
    if text.startswith("-0."):
        return "-" + text[2:]
    return text


def _add(
    parent: ET.Element, tag: str, text: str | None = None, /, **attrs: str | float
) -> ET.Element:
    """Append an element.  Numbers are written short; ``font_size`` means ``font-size``."""
    element = ET.SubElement(
        parent,
        tag,
        {
            name.replace("_", "-"): value if isinstance(value, str) else _n(value)
            for name, value in attrs.items()
        },
    )
    if text is not None:
        element.text = text
    return element


class _Picture:
    """The body of a picture and the shared definitions it needs.

    The definitions never depend on options (colours are set where they are used), so
    pictures sharing one HTML page may resolve each other's ids harmlessly.
    """

    def __init__(self, label: str, *, group: bool = False) -> None:
        self.label = label
        self.group = group
        self.suits: set[Suit] = set()
        self.marks: set[str] = set()
        self.face = False
        self.back = False
        self.body = ET.Element("g")

    def finish(self, x: float, y: float, width: float, height: float, size: float | None) -> Svg:
        scale = 1 if size is None else size / width
        root = ET.Element("svg", {"xmlns": "http://www.w3.org/2000/svg"})
        for name, value in {
            "viewBox": " ".join(_n(v) for v in (x, y, width, height)),
            "width": _n(width * scale),
            "height": _n(height * scale),
            # Never wider than its column: a phone or a narrow page scales it down.
            "style": "max-width: 100%; height: auto",
            "role": "group" if self.group else "img",
            "aria-label": self.label,
            "font-family": _FONT_FAMILY,
            "text-anchor": "middle",
        }.items():
            root.set(name, value)
        _add(root, "title", self.label)
        defs = _add(root, "defs")
        if self.face:
            _add(defs, "rect", id="s66-face", **_CARD_OUTLINE, fill="#fff", stroke="#555")
        if self.back:
            _back(defs)
        for suit in sorted(self.suits, reverse=True):
            symbol = _add(defs, "symbol", id=_SUIT_IDS[suit], viewBox="0 0 100 100")
            _add(symbol, "path", d=_SUIT_PATHS[suit])
        for mark in sorted(self.marks):
            symbol = _add(defs, "symbol", id=f"s66-{mark}", viewBox="-14 -14 28 28")
            _add(symbol, "circle", r=13, fill=_MARK_COLOURS[mark], stroke="#fff", stroke_width=2)
            _add(symbol, "path", **_MARK_SHAPES[mark])
        if not len(defs):
            root.remove(defs)
        root.extend(self.body)
        return Svg(ET.tostring(root, encoding="unicode"))


_CARD_OUTLINE: dict[str, str | float] = {
    "x": 1,
    "y": 1,
    "width": 98,
    "height": 138,
    "rx": 7,
    "stroke_width": 1.5,
}


def _rect(
    parent: ET.Element,
    x: float,
    y: float,
    width: float,
    height: float,
    rx: float = 0,
    **attrs: str | float,
) -> ET.Element:
    if rx:
        attrs["rx"] = rx
    return _add(parent, "rect", x=x, y=y, width=width, height=height, **attrs)


def _use(parent: ET.Element, id_: str, x: float, y: float, size: float, **attrs: str) -> None:
    _add(parent, "use", href="#" + id_, x=x, y=y, width=size, height=size, **attrs)


def _back(defs: ET.Element) -> None:
    """The card back: a blue lattice in a white border, with the game's name."""
    back = _add(defs, "g", id="s66-back")
    _add(back, "rect", **_CARD_OUTLINE, fill="#fff", stroke="#555")
    x0, y0, x1, y1 = 8, 8, 92, 132
    _rect(back, x0, y0, x1 - x0, y1 - y0, 4, fill="#1f4f91")
    # Diagonals both ways, cut to the inner rectangle by hand: a clipPath or a pattern
    # would break when several pictures share a page and the first one is hidden.
    lines = []
    for c in range(x0 - y1 + 12, x1 - y0, 12):  # x - y = c
        lines.append(f"M{max(x0, y0 + c)} {max(y0, x0 - c)}L{min(x1, y1 + c)} {min(y1, x1 - c)}")
    for c in range(x0 + y0 + 12, x1 + y1, 12):  # x + y = c
        lines.append(f"M{max(x0, c - y1)} {min(y1, c - x0)}L{min(x1, c - y0)} {max(y0, c - x1)}")
    _add(back, "path", d="".join(lines), stroke="#fff", stroke_opacity=".3", stroke_width=1.5)
    _add(back, "ellipse", cx=50, cy=70, rx=24, ry=17, fill="#1f4f91", stroke="#fff", stroke_width=2)
    _add(back, "text", "66", x=50, y=78, fill="#fff", font_size=22, font_weight="bold")


def _transform(x: float, y: float, scale: float = 1, rotate: float = 0) -> str:
    parts = [f"translate({_n(x)} {_n(y)})"] if (x or y) else []
    if rotate:
        parts.append(f"rotate({_n(rotate)})")
    if scale != 1:
        parts.append(f"scale({scale:g})".replace("(0.", "(."))
    return " ".join(parts)


def _draw_card(
    picture: _Picture,
    parent: ET.Element,
    card: Card | None,
    *,
    four_colour: bool = False,
    mark: Mark | None = None,
    transform: str = "",
    covered: bool = False,
    labelled: bool = True,
) -> ET.Element:
    """Append one card, drawn in a 100 x 140 box at the origin.

    A ``labelled`` card is a group with its own text alternative.  A ``covered`` card
    lies under the next card of a hand but for its index strip; its middle is left out so
    that no stray bits of it show beside the index.
    """
    g = _add(parent, "g")
    if transform:
        g.set("transform", transform)
    if labelled:
        label = card_label(card, mark)
        g.set("role", "img")
        g.set("aria-label", label)
        _add(g, "title", label)
    if card is None:
        picture.back = True
        _add(g, "use", href="#s66-back")
        return g
    picture.face = True
    picture.suits.add(card.suit)
    colour = (_FOUR_COLOURS if four_colour else _TWO_COLOURS)[card.suit]
    suit_id = _SUIT_IDS[card.suit]
    _add(g, "use", href="#s66-face")
    if mark in ("legal", "best"):
        _rect(g, 2, 2, 96, 136, 6, fill="none", stroke=_MARK_COLOURS[mark], stroke_width=4)
    body = _add(g, "g", fill=colour)
    rank = str(card.rank)
    _index(body, rank, suit_id)
    if not covered:
        _index(_add(body, "g", transform="rotate(180 50 70)"), rank, suit_id)
        if card.rank == Rank.ACE:
            _use(body, suit_id, 20, 40, 60)
        elif card.rank in _COURT:
            _rect(body, 27, 24, 46, 92, 5, fill="none", stroke=colour, stroke_width=2)
            _add(body, "text", rank, x=50, y=86, font_size=44, font_weight="bold")
        else:
            _use(body, suit_id, 28, 48, 44)
    if mark == "illegal":
        _add(g, "rect", **_CARD_OUTLINE, fill="#fff", fill_opacity=".55", stroke="none")
    if mark is not None:
        picture.marks.add(mark)
        _use(g, f"s66-{mark}", 4, 108, 28)
    return g


def _index(parent: ET.Element, rank: str, suit_id: str) -> None:
    """The corner index: the rank above a small suit symbol."""
    text = _add(parent, "text", rank, x=17, y=31, font_size=28, font_weight="bold")
    if len(rank) > 1:
        # "10" is squeezed to the width of the other ranks to keep the index column narrow.
        text.set("textLength", "29")
        text.set("lengthAdjust", "spacingAndGlyphs")
    _use(parent, suit_id, 7, 37, 20)


# --- a card and a hand -----------------------------------------------------------------


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
    says nothing about which card it is.  ``marked`` adds a small badge: ``"legal"``
    (tick), ``"illegal"`` (cross, card greyed out) or ``"best"`` (star).

    >>> from solo66 import Card
    >>> picture = card(Card.from_str("♥10"), four_colour=True, marked="legal")
    >>> picture.startswith("<svg") and "ten of hearts (♥10), 10 points, legal" in picture
    True
    >>> "♥" in card(Card.from_str("♥10"), face_down=True)
    False
    """
    shown = None if face_down else card
    mark = None if shown is None else marked
    picture = _Picture(card_label(shown, mark))
    # The <svg> itself is the labelled image, so the card inside needs no label of its own.
    _draw_card(picture, picture.body, shown, four_colour=four_colour, mark=mark, labelled=False)
    return picture.finish(0, 0, CARD_WIDTH, CARD_HEIGHT, size)


_STEP = {"overlap": 40.0, "spread": 108.0, "fan": 40.0}
_FACE_DOWN_STEP = 24.0  # backs need not show an index
_FAN_PIVOT = 360.0  # how far below the cards' tops a fan turns


def _hand_positions(count: int, layout: Layout, backs: bool) -> list[tuple[float, float, float]]:
    """(x, y, degrees turned) of each card's top-left corner, the hand centred on x = 0."""
    step = _FACE_DOWN_STEP if backs and layout == "overlap" else _STEP[layout]
    if layout != "fan":
        left = -(CARD_WIDTH + step * (count - 1)) / 2
        return [(left + i * step, 0, 0) for i in range(count)]
    spread = min(7.0, 48.0 / max(count - 1, 1))
    positions = []
    for i in range(count):
        angle = (i - (count - 1) / 2) * spread
        a = math.radians(angle)
        # The middle of the card's top edge, turned about (0, pivot).
        x, y = _FAN_PIVOT * math.sin(a), _FAN_PIVOT * (1 - math.cos(a))
        positions.append(
            (x - CARD_WIDTH / 2 * math.cos(a), y - CARD_WIDTH / 2 * math.sin(a), angle)
        )
    return positions


def _bbox(positions: Iterable[tuple[float, float, float]]) -> tuple[float, float, float, float]:
    """The bounding box (x0, y0, x1, y1) of cards at the given positions."""
    xs: list[float] = []
    ys: list[float] = []
    for x, y, angle in positions:
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
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
    """Cards in a row centred on x, their tops at y."""
    positions = _hand_positions(len(cards), layout, all(c is None for c in cards))
    last = len(cards) - 1
    for i, (c, (cx, cy, angle)) in enumerate(zip(cards, positions, strict=True)):
        _draw_card(
            picture,
            parent,
            c,
            four_colour=four_colour,
            mark=marked.get(c) if marked is not None and c is not None else None,
            transform=_transform(x + cx * scale, y + cy * scale, scale, angle),
            covered=layout != "spread" and i < last,
        )


def _hand_label(label: str, cards: Sequence[Card | None]) -> str:
    """The text alternative of a hand, such as "Seat 1: ♣A, ♠10, 2 face-down cards"."""
    parts = [str(c) for c in cards if c is not None]
    hidden = sum(c is None for c in cards)
    if hidden:
        parts.append(ngettext("{n} face-down card", "{n} face-down cards", hidden).format(n=hidden))
    return f"{label}: {', '.join(parts) or _('no cards')}"


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

    ``layout`` is ``"overlap"`` (each card covers the one before but for its index),
    ``"spread"`` (side by side) or ``"fan"``.  ``marked`` maps cards to marks (see
    :func:`card`), e.g. the legal ones; ``label`` is a caption above the hand;
    ``face_down=True`` (or ``None`` for a card) shows backs only.  ``size`` is the
    width in pixels.

    >>> from solo66.core.cards import parse_cards
    >>> cards = parse_cards("♣A ♠10 ♥K ♦7")
    >>> picture = hand(cards, marked={cards[0]: "legal"}, label="Seat 1")
    >>> picture.startswith("<svg") and picture.count('role="img"') == 4
    True
    """
    shown: list[Card | None] = [None if face_down else c for c in cards]
    picture = _Picture(_hand_label(label or "hand", shown), group=True)
    top = 0.0
    half_caption = 0.0
    if label:
        top = 34
        half_caption = len(label) * 6.8  # about half the caption's width at 22 units
        # A white halo keeps the caption legible on a dark page too.
        _add(
            picture.body,
            "text",
            label,
            x=0,
            y=24,
            font_size=22,
            fill=_INK,
            stroke="#fff",
            stroke_width=4,
            paint_order="stroke",
        )
    if not shown:
        _rect(
            picture.body,
            -50,
            top,
            CARD_WIDTH,
            CARD_HEIGHT,
            7,
            fill="none",
            stroke="#999",
            stroke_width=1.5,
            stroke_dasharray="6 5",
        )
        x0, x1 = min(-52, -half_caption), max(52, half_caption)
        return picture.finish(x0, -2, x1 - x0, top + CARD_HEIGHT + 4, size)
    _draw_hand(
        picture,
        picture.body,
        shown,
        0,
        top,
        1,
        layout=layout,
        four_colour=four_colour,
        marked=marked,
    )
    x0, _, x1, y1 = _bbox(_hand_positions(len(shown), layout, all(c is None for c in shown)))
    x0, x1 = min(x0 - 3, -half_caption), max(x1 + 3, half_caption)
    return picture.finish(x0, -2, x1 - x0, top + y1 + 4, size)


# --- a trick -----------------------------------------------------------------------------

_SEATS = 5


def _seat_angle(position: int) -> float:
    """The direction (radians, y downwards) of the seat ``position`` places clockwise
    from the bottom of the picture."""
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
    """The cards of a (possibly unfinished) trick, each in front of its seat.

    ``plays`` is a finished :class:`~solo66.core.game.Trick` or ``(seat, card)`` pairs in the
    order played; ``leader`` (and for a ``Trick``, ``winner``) default to what the trick
    says.  Seats sit clockwise with ``bottom`` at the bottom of the picture; a seat
    still to play shows an empty outline.  The leader is labelled "leads", the
    ``winner``'s card is ringed and labelled "wins"; ``trump`` is shown in the middle.

    >>> from solo66 import Card, Suit
    >>> plays = [(1, Card.from_str("♥A")), (2, Card.from_str("♥7")), (3, Card.from_str("♣8"))]
    >>> trick(plays, trump=Suit.CLUBS, winner=3).startswith("<svg")
    True
    """
    if isinstance(plays, Trick):
        pairs = list(zip(plays.seats, plays.cards, strict=True))
        leader = plays.leader if leader is None else leader
        winner = plays.winner if winner is None else winner
    else:
        pairs = list(plays)
    if leader is None:
        leader = pairs[0][0] if pairs else 0
    seat_names = _seat_names(names)
    described = ", ".join(f"{seat_names[s]} {c}" for s, c in pairs) or _("no cards yet")
    label = _("trick led by {name}: {cards}").format(name=seat_names[leader], cards=described)
    if winner is not None:
        label += _("; {name} wins").format(name=seat_names[winner])
    if trump is not None:
        label += _("; trump {suit}").format(suit=trump.label)
    picture = _Picture(label, group=True)
    # A light cloth behind the trick keeps the names legible on a dark page too.
    _rect(picture.body, -228, -223, 456, 446, 24, fill=_CLOTH)
    _draw_trick(
        picture, picture.body, pairs, 0, 0, bottom=bottom, four_colour=four_colour, winner=winner
    )
    for seat in range(_SEATS):
        angle = _seat_angle((seat - bottom) % _SEATS)
        tags = [seat_names[seat]]
        if seat == leader:
            tags.append(pgettext("trick picture", "leads"))
        if seat == winner:
            tags.append(pgettext("trick picture", "wins"))
        x, y = 197 * math.cos(angle), 197 * math.sin(angle) + 6 - 9.5 * (len(tags) - 1)
        for i, tag in enumerate(tags):
            line = _add(picture.body, "text", tag, x=x, y=y + 19 * i, font_size=17, fill=_INK)
            if i:
                line.set("font-weight", "bold")
    if trump is not None:
        _draw_trump(picture, picture.body, 0, 0, trump, four_colour)
    return picture.finish(-230, -225, 460, 450, size)


def _seat_names(names: Sequence[str] | None) -> list[str]:
    if names is None:
        return [_("Seat {seat}").format(seat=i) for i in range(_SEATS)]
    if len(names) != _SEATS:
        raise ValueError(_("give five seat names, not {count}").format(count=len(names)))
    return list(names)


def _draw_trump(
    picture: _Picture, parent: ET.Element, x: float, y: float, trump: Suit, four_colour: bool
) -> None:
    """The word "trump" above a large suit symbol, centred on (x, y)."""
    picture.suits.add(trump)
    _add(parent, "text", pgettext("picture", "trump"), x=x, y=y - 10, font_size=16, fill=_INK)
    colour = (_FOUR_COLOURS if four_colour else _TWO_COLOURS)[trump]
    _use(parent, _SUIT_IDS[trump], x - 17, y - 4, 34, fill=colour)


def _draw_trick(
    picture: _Picture,
    parent: ET.Element,
    plays: Sequence[tuple[int, Card]],
    x: float,
    y: float,
    *,
    winner: int | None,
    bottom: int,
    four_colour: bool,
    scale: float = 0.7,
    radius: float = 115,
) -> None:
    """The cards of a trick around (x, y), each towards its seat; outlines for the rest."""

    def corner(seat: int) -> tuple[float, float]:
        angle = _seat_angle((seat - bottom) % _SEATS)
        return (
            x + radius * math.cos(angle) - CARD_WIDTH * scale / 2,
            y + radius * math.sin(angle) - CARD_HEIGHT * scale / 2,
        )

    played = {seat for seat, _ in plays}
    for seat in range(_SEATS):
        if seat not in played:
            left, top = corner(seat)
            _rect(
                parent,
                left,
                top,
                CARD_WIDTH * scale,
                CARD_HEIGHT * scale,
                6,
                fill="none",
                stroke="#aaa",
                stroke_width=1.5,
                stroke_dasharray="5 4",
            )
    for seat, c in plays:
        g = _draw_card(
            picture, parent, c, four_colour=four_colour, transform=_transform(*corner(seat), scale)
        )
        if seat == winner:
            ring = _rect(
                g, -5, -5, 110, 150, 11, fill="none", stroke=_MARK_COLOURS["best"], stroke_width=6
            )
            # Beneath the card (after its title), so that only the part outside it shows.
            g.remove(ring)
            g.insert(1, ring)


# --- the table ---------------------------------------------------------------------------

_TABLE_WIDTH = 1000
_TABLE_HEIGHT = 780
_TABLE_SIZE = 760  # pixels: fits a book's text column
_CENTRE = (500.0, 385.0)
_SEAT_RADII = (380.0, 300.0)  # where the seats' hands sit around the centre
_HAND_SCALE = 0.7
_PLATE_WIDTH = 250
_PLATE_HEIGHT = 42
_CORNER = (880.0, 640.0)  # the discards, or a talon left unused


class _Table:
    """Everything the table picture shows, already cut down to what the viewer may see."""

    def __init__(self, names: Sequence[str] | None, bottom: int) -> None:
        self.names = _seat_names(names)
        self.bottom = bottom
        self.you: int | None = None
        self.hands: list[list[Card | None]] = [[] for _seat in range(_SEATS)]
        self.roles: list[list[str]] = [[] for _seat in range(_SEATS)]
        self.notes = [""] * _SEATS
        self.turn: int | None = None
        self.turn_word = ""
        self.marked: dict[Card, Mark] = {}
        self.talon: list[Card | None] | None = None
        self.talon_caption = _("talon")
        self.discards: list[Card | None] | None = None
        self.discards_caption = ""
        self.plays: list[tuple[int, Card]] = []
        self.winner: int | None = None
        self.trick_caption = ""
        self.trump: Suit | None = None
        self.status: list[str] = []
        self.score: list[str] = []


def _in_order(cards: Iterable[Card], trump: Suit | None) -> list[Card | None]:
    """A hand in display order: trumps first, then ♣ ♠ ♥ ♦, each from A down to 7."""

    def key(c: Card) -> tuple[bool, tuple[int, int]]:
        return (c.suit is not trump, sort_key(c))

    ordered: list[Card] = sorted(cards, key=key)
    return list[Card | None](ordered)


_TURN_WORDS = {
    Phase.AUCTION: N_("to bid"),
    Phase.DECLARE: N_("to declare"),
    Phase.DISCARD: N_("to discard"),
    Phase.PLAY: N_("to play"),
}
#: The roles a name plate shows.
_ROLES = {
    "dealer": NP_("seat", "dealer"),
    "forehand": NP_("seat", "forehand"),
    "soloist": NP_("seat", "soloist"),
}


def table(
    game: Game | SeatView,
    *,
    seat: int | None = None,
    names: Sequence[str] | None = None,
    four_colour: bool = False,
    legal: bool = False,
    size: float | None = None,
) -> Svg:
    """The whole table: five seats with their hands, the talon, the trick and the score.

    With ``seat=None`` every card is face up (the teacher's view, seat 0 at the
    bottom: :meth:`Game.open_view`).  With a seat number the picture is that seat's
    view (:meth:`Game.view`): it sits at the bottom, and cards it cannot see (other
    hands, the talon, a soloist's discards) are face down.  A :class:`SeatView` may be
    given instead of the game; the picture shows nothing the view does not hold.  Each
    seat's plate names its roles (dealer, forehand, soloist); the seat to act is shown
    inverted and says so ("to bid", "to play", …).  In play the middle holds the
    current trick, or the last one until the next is led; the card points taken so far,
    as the viewer can count them, are in the corner.  ``legal=True`` marks which cards
    the player to act may play, when they are shown.  ``names`` replaces "Seat 0" …
    "Seat 4"; ``size`` is the width in pixels (760 by default).

    >>> from solo66 import Game
    >>> game = Game.new(seed=1)
    >>> picture = table(game, seat=2)
    >>> picture.startswith("<svg") and picture.count('"face-down card"') == 4 * 6 + 2
    True
    >>> table(game.view(2)) == picture
    True
    """
    if isinstance(game, Game):
        if seat is not None and seat not in range(_SEATS):
            raise ValueError(_("a seat is a number from 0 to 4, not {seat!r}").format(seat=seat))
        view = game.open_view() if seat is None else game.view(seat)
    else:
        view = game
        if seat is not None and seat != view.seat:
            raise ValueError(
                _("this is the view of seat {view}, not of seat {seat}").format(
                    view=view.seat, seat=seat
                )
            )
    seat = view.seat
    t = _Table(names, 0 if seat is None else seat)
    t.you = seat
    phase, soloist, trump = view.phase, view.soloist, view.trump
    done = phase is Phase.DONE
    t.trump = trump

    for s, (cards, count) in enumerate(zip(view.hands, view.hand_sizes, strict=True)):
        t.hands[s] = _in_order(cards, trump) if cards is not None else [None] * count
        if s == view.dealer:
            t.roles[s].append(pgettext("seat", _ROLES["dealer"]))
        if s == view.forehand:
            t.roles[s].append(pgettext("seat", _ROLES["forehand"]))
        if s == soloist:
            t.roles[s].append(pgettext("seat", _ROLES["soloist"]))
    t.turn = view.current_player
    t.turn_word = _(_TURN_WORDS[phase]) if phase in _TURN_WORDS else ""
    if legal and phase is Phase.PLAY and t.turn is not None and view.legal_actions:
        playable = {a.card for a in view.legal_actions}
        for c in view.hands[t.turn] or ():
            t.marked[c] = "legal" if c in playable else "illegal"

    # The talon lies in the middle until the soloist picks it up (and stays there, unused,
    # when everyone passed).  The discards go face down to the soloist's tricks, and are
    # turned up for the count at the end.
    if view.talon_on_table:
        t.talon = list(view.talon) if view.talon is not None else [None, None]
        if soloist is None and phase is not Phase.AUCTION and not done:
            t.talon_caption = _("talon (not used)")
    if view.discard_count and soloist is not None:
        hidden: list[Card | None] = [None] * view.discard_count
        t.discards = list(view.discards) if view.discards is not None else hidden
        t.discards_caption = _("{name}'s discards").format(name=t.names[soloist])

    if phase in (Phase.AUCTION, Phase.DECLARE) or (done and not view.tricks):
        for s, action in view.history:
            if action is None:
                continue
            if action.kind == "pass":
                t.notes[s] = _("passed")
            elif action.kind == "bid" and action.suit is not None:
                t.notes[s] = _("bid {suit}").format(suit=action.suit.symbol)

    if view.current_trick:
        leader = view.trick_leader if view.trick_leader is not None else view.forehand
        t.plays = [((leader + i) % _SEATS, c) for i, c in enumerate(view.current_trick)]
        t.trick_caption = _("{name} led").format(name=t.names[leader])
    elif view.tricks:
        last = view.tricks[-1]
        t.plays = list(zip(last.seats, last.cards, strict=True))
        t.winner = last.winner
        t.trick_caption = ngettext(
            "last trick, led by {leader}: {winner} took {points} point",
            "last trick, led by {leader}: {winner} took {points} points",
            last.points,
        ).format(leader=t.names[last.leader], winner=t.names[last.winner], points=last.points)

    if view.tricks:
        _count_points(t, view)
    number = min(len(view.tricks) + 1, 6)
    heading, described = _STATUS[phase]
    t.status.append(_(heading).format(number=number))
    if trump is None and view.bid is not None:
        t.status.append(_("highest bid: {suit}").format(suit=f"{view.bid.symbol} {view.bid.label}"))
    if soloist is None and phase is Phase.PLAY:
        t.status.append(_("no trump: the last trick wins"))
    if view.result is not None:
        t.score.append(narration.result_label(view.result, t.names))
    label = _(described).format(number=number)
    if seat is not None:
        label += _(", as {name} sees it").format(name=t.names[seat])
    return _draw_table(t, label, four_colour, size)


#: Each phase's heading over the table, and the picture's text alternative.
_STATUS = {
    Phase.AUCTION: (N_("Auction"), N_("Solo 66 table, auction")),
    Phase.DECLARE: (N_("Declaring trump"), N_("Solo 66 table, declaring trump")),
    Phase.DISCARD: (N_("Discarding two cards"), N_("Solo 66 table, discarding two cards")),
    Phase.PLAY: (N_("Trick {number} of 6"), N_("Solo 66 table, trick {number} of 6")),
    Phase.DONE: (N_("Hand over"), N_("Solo 66 table, hand over")),
}


def _count_points(t: _Table, view: SeatView) -> None:
    """Tricks and card points taken so far, as the viewer can count them (the soloist's
    discards only once the viewer has seen them)."""
    points = view.points
    for s, won in enumerate(view.tricks_won):
        if won:
            t.notes[s] = ngettext(
                "{tricks} trick, {points} points", "{tricks} tricks, {points} points", won
            ).format(tricks=won, points=points[s])
    soloist = view.soloist
    if soloist is None:
        return
    hidden = view.discard_count > 0 and view.discards is None
    t.score = [
        _("Card points"),
        _("{name} (soloist): {points}").format(name=t.names[soloist], points=points[soloist])
        + (_(" + discards") if hidden else ""),
        _("defenders: {points}").format(points=sum(points) - points[soloist]),
    ]


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
        t.hands[s] = _in_order(deal.hands[s], None)
    t.roles[deal.dealer].append(pgettext("seat", _ROLES["dealer"]))
    t.roles[deal.forehand].append(pgettext("seat", _ROLES["forehand"]))
    t.talon = list(deal.talon)
    t.status = [_("Deal"), deal.code]
    return _draw_table(t, _("Solo 66 deal {code}").format(code=deal.code), four_colour, size)


def _draw_table(t: _Table, label: str, four_colour: bool, size: float | None) -> Svg:
    picture = _Picture(label, group=True)
    body = picture.body
    cx, cy = _CENTRE
    _rect(body, 0, 0, _TABLE_WIDTH, _TABLE_HEIGHT, fill="#fbfbf8")
    _add(
        body,
        "ellipse",
        cx=cx,
        cy=cy,
        rx=330,
        ry=215,
        fill=_CLOTH,
        stroke="#aac2aa",
        stroke_width=3,
    )
    card_height = CARD_HEIGHT * _HAND_SCALE
    for s in range(_SEATS):
        angle = _seat_angle((s - t.bottom) % _SEATS)
        x = cx + _SEAT_RADII[0] * math.cos(angle)
        top = cy + _SEAT_RADII[1] * math.sin(angle) - (_PLATE_HEIGHT + card_height + 28) / 2
        _draw_seat(picture, t, s, x, top, four_colour)

    if t.plays or t.trick_caption:
        group = _add(body, "g", role="group", aria_label=t.trick_caption)
        _draw_trick(
            picture,
            group,
            t.plays,
            cx,
            cy - 8,
            winner=t.winner,
            bottom=t.bottom,
            four_colour=four_colour,
            scale=0.62,
            radius=100,
        )
        _add(group, "text", t.trick_caption, x=cx, y=cy + 175, font_size=15, fill=_INK)
    for cards, caption, (x, y) in (
        (t.talon, t.talon_caption, (cx, cy - 50) if not t.plays else _CORNER),
        (t.discards, t.discards_caption, _CORNER),
    ):
        if cards is not None:
            group = _add(body, "g", role="group", aria_label=caption)
            _draw_hand(
                picture, group, cards, x, y, _HAND_SCALE, layout="spread", four_colour=four_colour
            )
            _add(group, "text", caption, x=x, y=y + card_height + 22, font_size=15, fill=_INK)

    if t.trump is not None:
        _draw_trump(picture, body, cx, 68, t.trump, four_colour)
    for i, line in enumerate(t.status):
        text = _add(body, "text", line, x=cx, y=28 + 24 * i, font_size=16, fill=_INK)
        if not i:
            text.set("font-size", "20")
            text.set("font-weight", "bold")
    for i, line in enumerate(t.score):
        text = _add(body, "text", line, x=20, y=690 + 22 * i, font_size=16, fill=_INK)
        text.set("text-anchor", "start")
        if not i:
            text.set("font-weight", "bold")
    return picture.finish(0, 0, _TABLE_WIDTH, _TABLE_HEIGHT, _TABLE_SIZE if size is None else size)


def _draw_seat(
    picture: _Picture, t: _Table, s: int, x: float, top: float, four_colour: bool
) -> None:
    """A seat's name plate, its hand below it and a note (bid, tricks taken) below that."""
    name = t.names[s] + (_(" (you)") if s == t.you else "")
    turn = s == t.turn
    roles = " · ".join([*t.roles[s], *([t.turn_word] if turn else [])])
    group = _add(picture.body, "g", role="group", aria_label=f"{name}: {roles}" if roles else name)
    ink = "#fff" if turn else _INK
    _rect(
        group,
        x - _PLATE_WIDTH / 2,
        top,
        _PLATE_WIDTH,
        _PLATE_HEIGHT,
        10,
        fill=_INK if turn else "#fff",
        stroke=_INK,
        stroke_width=1.5,
    )
    _add(
        group,
        "text",
        name,
        x=x,
        y=top + (19 if roles else 27),
        font_size=17,
        font_weight="bold",
        fill=ink,
    )
    if roles:
        _add(group, "text", roles, x=x, y=top + 36, font_size=15, fill=ink)
    cards_top = top + _PLATE_HEIGHT + 6
    cards = t.hands[s]
    _draw_hand(
        picture, group, cards, x, cards_top, _HAND_SCALE, four_colour=four_colour, marked=t.marked
    )
    if t.notes[s]:
        # Under the cards, or in their place once the hand is played out.
        y = cards_top + (CARD_HEIGHT * _HAND_SCALE + 19 if cards else 24)
        _add(group, "text", t.notes[s], x=x, y=y, font_size=15, fill=_INK)
