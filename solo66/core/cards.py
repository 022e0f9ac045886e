"""Suits, ranks, cards and the 32-card pack.

Solo 66 is played with a French-suited Skat pack: four suits (Kreuz ♣, Pik ♠,
Herz ♥, Karo ♦), each with A, 10, K, Q, J, 9, 8, 7.  Within every suit the
order is **A > 10 > K > Q > J > 9 > 8 > 7**; jacks are ordinary cards.

Cards are interned values: there are exactly 32 :class:`Card` objects, so they
compare by identity and can be used freely as dictionary keys.

>>> card = Card.from_str("C10")
>>> card
Card.from_str('♣10')
>>> str(card), card.points
('♣10', 10)
>>> Card.from_str("♣10") is card
True
>>> sum(c.points for c in PACK)
120
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from solo66.i18n import N_, _

__all__ = [
    "PACK",
    "Card",
    "Rank",
    "Suit",
    "cards_str",
    "parse_cards",
]


class Suit(enum.IntEnum):
    """A suit.  The integer value is the bidding rank: ♣ > ♠ > ♥ > ♦.

    >>> Suit.CLUBS > Suit.SPADES > Suit.HEARTS > Suit.DIAMONDS
    True
    >>> str(Suit.HEARTS), Suit.HEARTS.symbol, Suit.HEARTS.german, Suit.HEARTS.label
    ('hearts', '♥', 'Herz', 'hearts')
    >>> Suit.from_str("♠"), Suit.from_str("Spades"), Suit.from_str("s")
    (<Suit.SPADES: 2>, <Suit.SPADES: 2>, <Suit.SPADES: 2>)
    """

    DIAMONDS = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The suit symbol: ♣, ♠, ♥ or ♦."""
        return _SUIT_SYMBOLS[self]

    @property
    def letter(self) -> str:
        """The one-letter ASCII name: C, S, H or D."""
        return "DHSC"[self]

    @property
    def german(self) -> str:
        """The German name: Kreuz, Pik, Herz or Karo."""
        return ("Karo", "Herz", "Pik", "Kreuz")[self]

    @property
    def label(self) -> str:
        """The suit's name in the language spoken now (``str()`` is always English)."""
        return _(_SUIT_WORDS[self])

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.name.lower()

    @classmethod
    def from_str(cls, text: str) -> Suit:
        """Read a suit from its name, symbol or letter (any case)."""
        suit = _SUIT_NAMES.get(text.strip().lower())
        if suit is None:
            raise ValueError(
                _(
                    "unknown suit {text!r}: use clubs/spades/hearts/diamonds, ♣ ♠ ♥ ♦, or C S H D"
                ).format(text=text)
            )
        return suit


_SUIT_WORDS = (N_("diamonds"), N_("hearts"), N_("spades"), N_("clubs"))
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}
_SUIT_NAMES: dict[str, Suit] = {}
for _s in Suit:
    for _name in (_s.name.lower(), _s.symbol, _s.letter.lower(), _s.german.lower()):
        _SUIT_NAMES[_name] = _s
# Text-presentation variants some keyboards and fonts produce.
_SUIT_NAMES.update({"♧": Suit.CLUBS, "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS})


class Rank(enum.IntEnum):
    """A rank.  The integer value is the strength within a suit (7 lowest, A highest).

    >>> [str(r) for r in sorted(Rank, reverse=True)]
    ['A', '10', 'K', 'Q', 'J', '9', '8', '7']
    >>> Rank.TEN.points, Rank.JACK.points
    (10, 2)
    """

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    JACK = 3
    QUEEN = 4
    KING = 5
    TEN = 6
    ACE = 7

    @property
    def points(self) -> int:
        """Card points (Augen): A 11, 10 10, K 4, Q 3, J 2, 9/8/7 0."""
        return _RANK_POINTS[self]

    @property
    def label(self) -> str:
        """The rank's name in the language spoken now: ``ace``, ``ten`` (``Ass``, ``Zehn``)."""
        return _(_RANK_WORDS[self])

    def __str__(self) -> str:
        return _RANK_TEXT[self]

    @classmethod
    def from_str(cls, text: str) -> Rank:
        """Read a rank: A, 10 (or T), K, Q, J, 9, 8, 7 (any case)."""
        rank = _RANK_NAMES.get(text.strip().upper())
        if rank is None:
            raise ValueError(
                _("unknown rank {text!r}: use A, 10 (or T), K, Q, J, 9, 8 or 7").format(text=text)
            )
        return rank


_RANK_POINTS = (0, 0, 0, 2, 3, 4, 10, 11)
_RANK_WORDS = (
    N_("seven"),
    N_("eight"),
    N_("nine"),
    N_("jack"),
    N_("queen"),
    N_("king"),
    N_("ten"),
    N_("ace"),
)
_RANK_TEXT = ("7", "8", "9", "J", "Q", "K", "10", "A")
_RANK_NAMES = {text: Rank(i) for i, text in enumerate(_RANK_TEXT)}
_RANK_NAMES["T"] = Rank.TEN


class Card:
    """One of the 32 cards.  ``Card(suit, rank)`` returns the interned card.

    ``index`` is ``8 * suit + rank`` (0..31), convenient for bit sets.

    >>> Card(Suit.HEARTS, Rank.ACE)
    Card.from_str('♥A')
    >>> [str(Card.from_str(t)) for t in ("CA", "C10", "CT", "♣A", "♣10", "c10", "hq")]
    ['♣A', '♣10', '♣10', '♣A', '♣10', '♣10', '♥Q']
    >>> Card.from_str("X9")
    Traceback (most recent call last):
    ...
    ValueError: not a card: 'X9' (write the suit then the rank, e.g. ♣10, C10, CT or ♥A)
    """

    __slots__ = ("_str", "index", "points", "rank", "suit")

    suit: Suit
    rank: Rank
    points: int
    index: int
    _str: str

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return _CARDS[8 * int(suit) + int(rank)]

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        card.suit = suit
        card.rank = rank
        card.points = rank.points
        card.index = 8 * int(suit) + int(rank)
        card._str = suit.symbol + str(rank)
        return card

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Read a card written as suit then rank: ``♣10``, ``C10``, ``CT``, ``c10``, ``♥A``."""
        card = _CARD_NAMES.get(text.strip().upper()) if isinstance(text, str) else None
        if card is None:
            raise ValueError(
                _(
                    "not a card: {text!r} (write the suit then the rank, e.g. ♣10, C10, CT or ♥A)"
                ).format(text=text)
            )
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with the given index 0..31."""
        return _CARDS[index]

    @property
    def label(self) -> str:
        """The card's name in the language spoken now: ``ten of clubs`` (``Kreuz-Zehn``).

        >>> Card.from_str("♣10").label
        'ten of clubs'
        """
        return _("{rank} of {suit}").format(rank=self.rank.label, suit=self.suit.label)

    @property
    def beats_in_suit(self) -> int:
        """The rank strength within the suit (7 = 0 … A = 7)."""
        return int(self.rank)

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Card.from_str('{self._str}')"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def _repr_svg_(self) -> str:
        from solo66.frontends import svg

        return svg.card(self)

    # Inline SVG in HTML (as the book shows it) keeps the text alternatives for screen readers.
    _repr_html_ = _repr_svg_


_CARDS: tuple[Card, ...] = tuple(Card._make(Suit(i // 8), Rank(i % 8)) for i in range(32))

#: The 32-card pack in a fixed order: ♣A ♣10 … ♦7 (suit by bidding rank, then by strength).
PACK: tuple[Card, ...] = tuple(
    Card(s, r) for s in sorted(Suit, reverse=True) for r in sorted(Rank, reverse=True)
)

_CARD_NAMES: dict[str, Card] = {}
for _c in _CARDS:
    for _sname in (_c.suit.symbol, _c.suit.letter):
        for _rname, _r in _RANK_NAMES.items():
            if _r == _c.rank:
                _CARD_NAMES[(_sname + _rname).upper()] = _c
for _alt, _s in (("♧", Suit.CLUBS), ("♤", Suit.SPADES), ("♡", Suit.HEARTS), ("♢", Suit.DIAMONDS)):
    for _rname, _r in _RANK_NAMES.items():
        _CARD_NAMES[_alt + _rname] = Card(_s, _r)


def sort_key(card: Card) -> tuple[int, int]:
    """Order for showing a hand: suits ♣ ♠ ♥ ♦, each from A down to 7."""
    return (-int(card.suit), -int(card.rank))


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas.

    >>> parse_cards("♣A ♣10, hk")
    (Card.from_str('♣A'), Card.from_str('♣10'), Card.from_str('♥K'))
    """
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.from_str(p) for p in parts)


def cards_str(cards: Iterable[Card]) -> str:
    """Write cards separated by spaces.

    >>> cards_str(PACK[:3])
    '♣A ♣10 ♣K'
    """
    return " ".join(c._str for c in cards)
