"""The deal: shuffle, cut, packets, the talon, and shareable deal codes.

A :class:`Deal` is the five hands (seats 0..4 clockwise), the two talon cards
and the dealer.  Forehand (Vorhand), the dealer's left, is the seat after the dealer in the
order of play (:meth:`Rules.forehand <solo66.core.rules.Rules.forehand>`).

A deal code is a short text that identifies a deal completely, so a teacher can
write it on the board and everyone opens the same hand:

>>> deal = Deal.shuffle(seed=7)
>>> deal.code
'1CH9-M7XX-VSBG-G44N'
>>> Deal.from_code('1ch9 m7xx vsbg g44n') == deal
True
>>> Deal.from_code("1CH9-M7XX-VSBG-G440")
Traceback (most recent call last):
...
ValueError: deal code '1CH9-M7XX-VSBG-G440' fails its check character: a character is mistyped
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from math import factorial
from operator import itemgetter
from typing import TypeVar

from solo66.core.cards import PACK, Card, cards_str, parse_cards, sort_key
from solo66.core.codes import CodeFormat
from solo66.core.rules import Rules
from solo66.i18n import N_, _, ngettext

__all__ = ["Deal", "shuffled_pack"]

_T = TypeVar("_T")

_DEFAULT_RULES = Rules()

_CODE_DIGITS = 15  # 5 * the number of deals < 32 ** 15
#: How deal codes are written and read: 15 digits and the remainder modulo 29.
DEAL_CODE = CodeFormat(
    "remainder-29",
    (_CODE_DIGITS + 1,),
    (4,),
    N_("a deal code is text, not {type}"),
    N_(
        "deal code {code!r} has characters that cannot occur ({bad}): "
        "codes use the digits and the letters A–Z except U"
    ),
    N_("deal code {code!r} has {count} characters: a deal code has 16 (four groups of four)"),
    N_("deal code {code!r} fails its check character: a character is mistyped"),
)
_HOLDERS = 6  # five seats and the talon
_CAPACITY = (6, 6, 6, 6, 6, 2)


def _arrangements(counts: Sequence[int]) -> int:
    """How many ways to hand out cards to holders with the given remaining counts."""
    result = factorial(sum(counts))
    for n in counts:
        result //= factorial(n)
    return result


_TOTAL_DEALS = _arrangements(_CAPACITY)


def shuffled_pack(seed: int | str | None) -> tuple[tuple[Card, ...], int]:
    """A shuffled pack and where it is cut (the number of cards lifted off).

    The same seed always gives the same pack and cut.

    >>> pack, cut = shuffled_pack(1)
    >>> len(pack), cut
    (32, 4)
    """
    # Fisher-Yates drawing exactly what random.shuffle and randint(4, 28) draw today,
    # written out so the deal for a seed does not hang on their internals.
    bits = random.Random(seed).getrandbits
    pack = list(PACK)
    for i in range(31, 0, -1):
        k = (i + 1).bit_length()
        j = bits(k)
        while j > i:
            j = bits(k)
        pack[i], pack[j] = pack[j], pack[i]
    cut = bits(5)
    while cut >= 25:
        cut = bits(5)
    cut += 4
    return tuple(pack[cut:] + pack[:cut]), cut


@dataclass(frozen=True)
class Deal:
    """Five hands, the talon and the dealer.

    Hands keep the order the cards were dealt in; :meth:`sorted_hand` sorts for display.
    """

    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...]
    dealer: int = 0

    @property
    def forehand(self) -> int:
        """The player on the dealer's left (Vorhand): bids and leads first."""
        return _DEFAULT_RULES.forehand(self.dealer)

    @classmethod
    def shuffle(
        cls, seed: int | str | None = None, dealer: int = 0, rules: Rules | None = None
    ) -> Deal:
        """Shuffle, cut and deal in packets by the rules' packet pattern.

        >>> deal = Deal.shuffle(seed=123, dealer=4)
        >>> [len(h) for h in deal.hands], len(deal.talon), deal.forehand
        ([6, 6, 6, 6, 6], 2, 0)
        """
        pack, _ = shuffled_pack(seed)
        return cls.from_pack(pack, dealer, rules)

    @classmethod
    def from_pack(cls, pack: Sequence[Card], dealer: int = 0, rules: Rules | None = None) -> Deal:
        """Deal a pack (top card first) in packets."""
        _check_dealer(dealer)
        if len(pack) != 32 or len(set(pack)) != 32:
            raise ValueError(_("a pack must hold each of the 32 cards exactly once"))
        takers = _deal_plan(dealer, (rules or _DEFAULT_RULES).packets)
        return cls(tuple([take(pack) for take in takers[:5]]), takers[5](pack), dealer)

    def packets(self, rules: Rules | None = None) -> list[tuple[int | str, tuple[Card, ...]]]:
        """The packets in dealing order: ``(seat or "talon", cards)``.

        Each hand keeps its dealt order, so a shuffled deal gives back the packets
        as they went round.

        >>> [(who, len(cards)) for who, cards in Deal.shuffle(seed=1).packets()][:7]
        [(1, 3), (2, 3), (3, 3), (4, 3), (0, 3), ('talon', 2), (1, 3)]
        """
        rules = rules or _DEFAULT_RULES
        taken = [0] * 5
        out: list[tuple[int | str, tuple[Card, ...]]] = []
        for size in rules.packet_sizes():
            if size == "T":
                out.append(("talon", self.talon))
                continue
            for seat in rules.seat_order(rules.forehand(self.dealer)):
                n = int(size)
                out.append((seat, self.hands[seat][taken[seat] : taken[seat] + n]))
                taken[seat] += n
        return out

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Iterable[Card] | str],
        talon: Iterable[Card] | str,
        dealer: int = 0,
    ) -> Deal:
        """A deal from given hands (cards or text like ``"♣A ♣10 …"``).

        >>> Deal.from_hands(["♣A"] * 5, "♦7 ♦8")
        Traceback (most recent call last):
        ...
        ValueError: seat 0 has 1 card: each hand needs 6
        """
        _check_dealer(dealer)
        if len(hands) != 5:
            raise ValueError(_("a deal needs 5 hands, not {count}").format(count=len(hands)))
        parsed = [parse_cards(h) if isinstance(h, str) else tuple(h) for h in hands]
        talon_cards = parse_cards(talon) if isinstance(talon, str) else tuple(talon)
        for seat, hand in enumerate(parsed):
            if len(hand) != 6:
                raise ValueError(
                    ngettext(
                        "seat {seat} has {count} card: each hand needs 6",
                        "seat {seat} has {count} cards: each hand needs 6",
                        len(hand),
                    ).format(seat=seat, count=len(hand))
                )
        if len(talon_cards) != 2:
            raise ValueError(
                ngettext(
                    "the talon has {count} card: it needs 2",
                    "the talon has {count} cards: it needs 2",
                    len(talon_cards),
                ).format(count=len(talon_cards))
            )
        seen: dict[Card, str] = {}
        for where, cards in [
            *((_("seat {seat}").format(seat=i), h) for i, h in enumerate(parsed)),
            (_("talon"), talon_cards),
        ]:
            for card in cards:
                if not isinstance(card, Card):
                    raise ValueError(
                        _("{where} holds {card!r}, which is not a card").format(
                            where=where, card=card
                        )
                    )
                if card in seen:
                    raise ValueError(
                        _("{card} is dealt twice ({first} and {second})").format(
                            card=card, first=seen[card], second=where
                        )
                    )
                seen[card] = where
        return cls(tuple(parsed), talon_cards, dealer)

    def sorted_hand(self, seat: int) -> tuple[Card, ...]:
        """A hand sorted for display: ♣ ♠ ♥ ♦, each from A down."""
        return tuple(sorted(self.hands[seat], key=sort_key))

    # -- deal codes --------------------------------------------------------

    @cached_property
    def code(self) -> str:
        """The deal code: 16 characters of Crockford base 32 in groups of four (worked
        out once per deal: a deal never changes)."""
        holder = [0] * 32
        for seat, hand in enumerate(self.hands):
            for card in hand:
                holder[card.index] = seat
        for card in self.talon:
            holder[card.index] = 5
        remaining = list(_CAPACITY)
        rank = 0
        for index in range(32):
            h = holder[index]
            for lower in range(h):
                if remaining[lower]:
                    remaining[lower] -= 1
                    rank += _arrangements(remaining)
                    remaining[lower] += 1
            remaining[h] -= 1
        return DEAL_CODE.write(rank * 5 + self.dealer, _CODE_DIGITS)

    @classmethod
    def from_code(cls, code: str) -> Deal:
        """The deal a code stands for.  Case, spaces and dashes do not matter."""
        number, _digits = DEAL_CODE.read(code)
        rank, dealer = divmod(number, 5)
        if rank >= _TOTAL_DEALS:
            raise ValueError(
                _("deal code {code!r} is out of range: no deal has this code").format(code=code)
            )
        remaining = list(_CAPACITY)
        hands: list[list[Card]] = [[], [], [], [], []]
        talon: list[Card] = []
        for index in range(32):
            for h in range(_HOLDERS):
                if not remaining[h]:
                    continue
                remaining[h] -= 1
                block = _arrangements(remaining)
                if rank < block:
                    (talon if h == 5 else hands[h]).append(Card.from_index(index))
                    break
                rank -= block
                remaining[h] += 1
        return cls(
            tuple(tuple(sorted(h, key=sort_key)) for h in hands),
            tuple(sorted(talon, key=sort_key)),
            dealer,
        )

    def __eq__(self, other: object) -> bool:
        """Deals are equal when every seat holds the same cards, in any order."""
        if not isinstance(other, Deal):
            return NotImplemented
        return (
            self.dealer == other.dealer
            and set(self.talon) == set(other.talon)
            and all(set(a) == set(b) for a, b in zip(self.hands, other.hands, strict=True))
        )

    def __hash__(self) -> int:
        return hash((self.dealer, frozenset(self.talon), *map(frozenset, self.hands)))

    def __str__(self) -> str:
        lines = [f"seat {s}: {cards_str(self.sorted_hand(s))}" for s in range(5)]
        lines.append(f"talon: {cards_str(sorted(self.talon, key=sort_key))}")
        lines.append(f"dealer: {self.dealer}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"Deal.from_code('{self.code}')"

    def _repr_svg_(self) -> str:
        from solo66.frontends import svg

        return svg.deal(self)

    # Inline SVG in HTML (as the book shows it) keeps the text alternatives for screen readers.
    _repr_html_ = _repr_svg_


def _check_dealer(dealer: int) -> None:
    if type(dealer) is not int or not 0 <= dealer < 5:
        raise ValueError(
            _("the dealer is a seat from 0 to 4, not {dealer!r}").format(dealer=dealer)
        )


@cache
def _deal_plan(
    dealer: int, packets: str
) -> tuple[Callable[[Sequence[Card]], tuple[Card, ...]], ...]:
    """For each seat and the talon, a function picking its cards out of the pack."""
    positions: list[list[int]] = [[] for _packet in range(6)]
    for recipient, cards in _packets(range(32), dealer, Rules(packets=packets)):
        positions[5 if recipient == "talon" else int(recipient)].extend(cards)
    return tuple(itemgetter(*p) for p in positions)


def _packets(
    pack: Sequence[_T], dealer: int, rules: Rules
) -> list[tuple[int | str, tuple[_T, ...]]]:
    out: list[tuple[int | str, tuple[_T, ...]]] = []
    top = 0
    for size in rules.packet_sizes():
        if size == "T":
            out.append(("talon", tuple(pack[top : top + 2])))
            top += 2
            continue
        n = int(size)
        for seat in rules.seat_order(rules.forehand(dealer)):
            out.append((seat, tuple(pack[top : top + n])))
            top += n
    return out
