"""Card sets as 32-bit masks, and the tables every part of the solver reads.

A card is bit ``Card.index`` = 8 × suit + rank of an ``int`` (suit 0 = ♦ to 3 = ♣,
rank 0 = 7 to 7 = A); a hand, the cards in play or a suit is the ``int`` of its
cards' bits.

>>> from solo66.core.cards import parse_cards
>>> m = cards_mask(parse_cards("♣A ♦7"))
>>> hex(m), bits(m), CARD_POINTS[31]
('0x80000001', [31, 0], 11)

Inside the search a seat is its place in the order of play from the soloist
(:data:`AFTER`); the engine's ``Rules.seat_order`` says which seat that is:

>>> from solo66.core.rules import Rules
>>> seats = Rules().seat_order(3)
>>> AFTER[4], [seats[p] for p in AFTER[4]]
((4, 0, 1, 2, 3), [2, 3, 4, 0, 1])
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from solo66.core.cards import Card, Rank

if TYPE_CHECKING:
    from solo66.core.game import Game

__all__ = [
    "ABOVE",
    "AFTER",
    "CARD_POINTS",
    "NO_POINTS",
    "NO_TRUMP",
    "ONE",
    "OPTS",
    "SUIT_MASK",
    "bits",
    "byte_points",
    "cards_mask",
    "equivalent",
    "position",
    "same_run",
    "unbeatable",
    "unbeatable_mask",
]

# The card points of each card index, from the engine's ranks (stated once, in core).
CARD_POINTS = tuple(Rank(i & 7).points for i in range(32))
NO_POINTS = (0,) * 32
SUIT_MASK = (*(0xFF << (8 * s) for s in range(4)), 0)
# Cards of the same suit strictly above each card.
ABOVE = tuple(((0xFF << (i & ~7)) & ~((2 << i) - 1)) & 0xFFFFFFFF for i in range(32))
NO_TRUMP = 4
# Inside the search the seats are numbered by their place in the order of play
# counted from the soloist (place 0), so that place p + 1 plays after place p;
# which seat sits at each place is the engine's ``Rules.seat_order`` (see
# :class:`~solo66.analysis.solver.search.Search`).  For each place, the five
# places in the order of play from it.
AFTER = tuple((*range(p, 5), *range(p)) for p in range(5))
# Each card as a mask (a table look-up is faster than a shift in CPython).
ONE = tuple(1 << c for c in range(32))
# The cards of a set of one or two cards, highest first.
OPTS = {
    **{1 << a: (a,) for a in range(32)},
    **{1 << a | 1 << b: (a, b) for a in range(32) for b in range(a)},
}


@cache
def byte_points(pts: tuple[int, ...]) -> tuple[int, ...]:
    """The points of each set of ranks of one suit (a byte), the card points
    ``pts`` being those of the ranks (the same in every suit); kept by ``pts``.

    >>> byte_points(CARD_POINTS)[0b11000000], byte_points(NO_POINTS)[255]
    (21, 0)
    """
    return tuple(sum(pts[r] for r in range(8) if b >> r & 1) for b in range(256))


def bits(mask: int) -> list[int]:
    """Card indices in a mask, highest first."""
    out = []
    while mask:
        i = mask.bit_length() - 1
        out.append(i)
        mask ^= 1 << i
    return out


def cards_mask(cards: Iterable[Card]) -> int:
    """The mask of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def same_run(a: int, b: int, hand: int, live: int) -> bool:
    """Whether two cards of one hand are of one suit with no card of anyone else
    still in play between them (they beat the same cards of the others)."""
    if a >> 3 != b >> 3:
        return False
    lo, hi = min(a, b), max(a, b)
    between = ((1 << hi) - 1) & ~((2 << lo) - 1)
    return not (between & live & ~hand)


def equivalent(a: int, b: int, hand: int, live: int) -> bool:
    """Whether two cards of one hand are interchangeable: of one run and worth
    the same points."""
    return CARD_POINTS[a] == CARD_POINTS[b] and same_run(a, b, hand, live)


def unbeatable(c: int, soloist_hand: int, trump: int) -> bool:
    """Whether the soloist cannot beat the card ``c`` led (they must follow its
    suit with lower cards, or have neither its suit nor a trump)."""
    suit = SUIT_MASK[c >> 3]
    if c >> 3 == trump or soloist_hand & suit:
        return not soloist_hand & suit & ABOVE[c]
    return not soloist_hand & SUIT_MASK[trump]


def unbeatable_mask(hand: int, soloist_hand: int, trump: int) -> int:
    """The cards of ``hand`` the soloist could not beat if they were led
    (:func:`unbeatable` for each), worked out suit by suit: those above the
    soloist's top card of their suit, if the soloist holds the suit or it is trump;
    all of a side suit the soloist lacks, if they lack trumps too.

    >>> import random
    >>> rng = random.Random(1)
    >>> def agree(h: int, s: int, t: int) -> bool:
    ...     return unbeatable_mask(h, s, t) == sum(1 << c for c in bits(h) if unbeatable(c, s, t))
    >>> hands = [(rng.getrandbits(32), rng.getrandbits(32)) for _ in range(3000)]
    >>> all(agree(h, s & ~h, rng.randrange(5)) for h, s in hands)  # two hands: no card in both
    True
    """
    safe = 0
    for s in range(4):
        sm = SUIT_MASK[s]
        x = hand & sm
        if x:
            own = soloist_hand & sm
            if own or s == trump:
                top = own.bit_length()
                safe |= x >> top << top
            elif not soloist_hand & SUIT_MASK[trump]:
                safe |= x
    return safe


def position(game: Game) -> tuple[list[int], int, list[int]]:
    """A position in the play as masks: each seat's hand, the leader of the current
    trick and the indices of the cards already in it.

    >>> from solo66.analysis.solver import _example
    >>> g = _example()  # seat 1, soloist with every high club, leads
    >>> g.apply("play ♣A")
    >>> hands, leader, trick = position(g)
    >>> [h.bit_count() for h in hands], leader, trick
    ([6, 5, 6, 6, 6], 1, [31])
    """
    hands = [cards_mask(h) for h in game.hands]
    trick = [c.index for c in game.current_trick]
    leader = game.trick_leader
    assert leader is not None
    return hands, leader, trick
