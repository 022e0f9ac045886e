"""The deal, packet by packet: shuffle, cut, packets round the table, the talon.

Every step a reader can click to is computed here from :meth:`Deal.shuffle` and
:meth:`Deal.packets`; ``deal.js`` only shows one precomputed step at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import traitlets

from solo66.core.cards import PACK, Card, cards_str
from solo66.core.deal import Deal, shuffled_pack
from solo66.core.players import player
from solo66.core.rules import Rules
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import DealData, DealHand, DealPattern, TableJSON, TalonJSON
from solo66.frontends.table import changes, places, seat_json, table_json
from solo66.frontends.widgets.base import SoloWidget, one_or_several
from solo66.frontends.widgets.controls import with_controls
from solo66.i18n import N_, _

#: The deal widget deals under the default direction of play.
_RULES = Rules()

__all__ = ["PATTERNS", "DealWidget", "deal_data"]

#: The packet patterns the widget offers: the default reading first.
PATTERNS: tuple[str, ...] = ("3-T-3", "2-2-2-T", "3-3-T")

_NUMBER_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))

#: The seeds of the page's five hands.
_SEEDS = (11, 12, 13, 14, 15)


def seat_name(seat: int, dealer: int) -> str:
    """The book's player at a seat with its role in this hand: ``"Ben (forehand)"``.

    >>> seat_name(1, 0), seat_name(0, 0), seat_name(3, 0)
    ('Ben (forehand)', 'Anna (dealer)', 'David')
    """
    if seat == dealer:
        return _("{name} (dealer)").format(name=player(seat))
    if seat == _RULES.forehand(dealer):
        return _("{name} (forehand)").format(name=player(seat))
    return player(seat)


def _ids(cards: Iterable[Card]) -> list[str]:
    return [str(c) for c in cards]


def _pattern_steps(seed: int, dealer: int, pattern: str) -> dict[str, Any]:
    rules = Rules(packets=pattern)
    deal = Deal.shuffle(seed, dealer, rules)
    _pack, cut = shuffled_pack(seed)
    hands: list[list[str]] = [[] for _ in range(5)]
    talon: list[str] = []
    left = 32
    steps: list[dict[str, Any]] = [
        {
            "text": _(
                "{dealer} deals. The pack is shuffled and cut: the top {cut} cards are "
                "lifted off and put underneath. Dealing starts with "
                "{forehand}, forehand, on the dealer's left, and goes clockwise."
            ).format(dealer=player(dealer), cut=cut, forehand=player(deal.forehand)),
            "to": None,
            "packet": [],
            "hands": [list(h) for h in hands],
            "talon": [],
            "left": left,
        }
    ]
    packets = deal.packets(rules)
    for number, (recipient, cards) in enumerate(packets, start=1):
        left -= len(cards)
        count = _(_NUMBER_WORDS[len(cards)])
        if recipient == "talon":
            talon.extend(_ids(cards))
            text = _(
                "Packet {number} of {packets}: {count} cards to the talon, face down in the middle."
            ).format(number=number, packets=len(packets), count=count)
        else:
            hands[int(recipient)].extend(_ids(cards))
            text = _("Packet {number} of {packets}: {count} cards to {who}: {cards}.").format(
                number=number,
                packets=len(packets),
                count=count,
                who=seat_name(int(recipient), dealer),
                cards=cards_str(cards),
            )
        if number == len(packets):
            text += " " + _(
                "Everyone has six cards and the talon two. Deal code {code}: "
                "{forehand} (forehand) speaks first in the auction."
            ).format(code=deal.code, forehand=player(deal.forehand))
        steps.append(
            {
                "text": text,
                "to": recipient,
                "packet": _ids(cards),
                "hands": [list(h) for h in hands],
                "talon": list(talon),
                "left": left,
            }
        )
    tables = [_table(step, dealer) for step in steps]
    # Each step stores what changed on the table; the hand's first table (the same in every
    # pattern: nothing dealt yet) is stored once, in the hand's "table".
    for step, change in zip(steps, changes(tables), strict=True):
        step["table"] = change
        del step["hands"], step["talon"]  # the table has them
    steps[0]["table"] = {}
    return {"code": deal.code, "steps": steps, "first": tables[0]}


def _table(step: dict[str, Any], dealer: int) -> TableJSON:
    """The table after a packet: every card dealt so far shown face up, the seat (or the
    talon) that just received a packet marked."""
    where = places(_RULES, None)
    forehand = _RULES.forehand(dealer)
    seats = [
        seat_json(
            s,
            player(s),
            where[s],
            hand=step["hands"][s],
            count=len(step["hands"][s]),
            roles=[
                role for role, holder in (("dealer", dealer), ("forehand", forehand)) if s == holder
            ],
            turn=step["to"] == s,
        )
        for s in range(5)
    ]
    talon: TalonJSON = {
        "label": _("Talon (face down, shown here)"),
        "cards": step["talon"],
        "count": len(step["talon"]),
    }
    lines = [_("Cards still in the dealer's hand: {n}").format(n=step["left"])]
    return table_json(
        seats, to_act=step["to"] if step["to"] != "talon" else None, talon=talon, lines=lines
    )


def deal_data(
    seeds: Sequence[int] = _SEEDS,
    dealer: int = 0,
    patterns: Sequence[str] = PATTERNS,
) -> DealData:
    """Everything the deal widget shows, as plain JSON.

    Hand ``i`` (0-based) is dealt by the seat ``i`` places after ``dealer``: the deal
    passes clockwise after every hand.  ``order`` gives the seats in the order they are
    dealt to, forehand first.  Each hand is dealt in every packet pattern of
    ``patterns`` from the same shuffled and cut pack.

    >>> data = deal_data(seeds=[7], patterns=["3-T-3"])
    >>> hand = data["hands"][0]
    >>> hand["dealer"], hand["forehand"], hand["patterns"]["3-T-3"]["code"]
    (0, 1, '1CH9-M7XX-VSBG-G44N')
    >>> len(hand["patterns"]["3-T-3"]["steps"])  # the cut, then 11 packets
    12
    """
    if not seeds:
        raise ValueError("give at least one seed")
    for pattern in patterns:
        Rules(packets=pattern)
    hands: list[DealHand] = []
    for i, seed in enumerate(seeds):
        seat = _RULES.next_seat(dealer, steps=i)
        made = {p: _pattern_steps(seed, seat, p) for p in patterns}
        firsts = [steps["first"] for steps in made.values()]
        assert all(first == firsts[0] for first in firsts)
        by_pattern: dict[str, DealPattern] = {
            p: {"code": steps["code"], "steps": steps["steps"]} for p, steps in made.items()
        }
        hands.append(
            {
                "label": _("Hand {number}: {name} deals").format(number=i + 1, name=player(seat)),
                "seed": seed,
                "dealer": seat,
                "forehand": _RULES.forehand(seat),
                "order": list(_RULES.seat_order(_RULES.forehand(seat))),
                "seats": [seat_name(s, seat) for s in range(5)],
                "patterns": by_pattern,
                # The table before the first packet, the same in every pattern.
                "table": firsts[0],
            }
        )
    return {
        "title": _("Deal a hand, packet by packet"),
        "hint": _(
            "Choose a hand and a packet pattern, then step with Next and Previous "
            "or the arrow keys (Home: start, End: all dealt)."
        ),
        "patterns": list(patterns),
        "default_pattern": Rules().packets,
        "pattern_labels": {
            p: _("{name} (this book's reading)").format(name=p) if p == Rules().packets else p
            for p in patterns
        },
        "hands": hands,
        "cards": {str(c): card_json(c) for c in PACK},
    }


@with_controls
class DealWidget(SoloWidget):
    """Step through deals: one packet at a time round the table, then the talon.

    ``DealWidget()`` deals the page's five hands; in a live notebook,
    ``DealWidget(seed=5)`` deals the hand of another seed, ``DealWidget(seeds=[5, 6])``
    several (the deal passes clockwise, from ``dealer``), in every packet pattern of
    ``patterns``.  ``hand``, ``pattern`` and ``step`` are the reader's position (synced,
    so a live kernel can read or set them).

    >>> widget = DealWidget(seeds=[3, 4])
    >>> widget, [h["dealer"] for h in widget.data["hands"]]
    (DealWidget(), [0, 1])
    >>> [h["seed"] for h in DealWidget(seed=5).data["hands"]]
    [5]
    >>> DealWidget(sed=5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: DealWidget() got an unexpected keyword argument 'sed': it takes seed, seeds, ...
    """

    _module = "deal"

    hand = traitlets.Int(0).tag(sync=True)
    pattern = traitlets.Unicode("3-T-3").tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        seeds: Sequence[int] | None = None,
        dealer: int = 0,
        patterns: Sequence[str] = PATTERNS,
        **state: Any,
    ) -> None:
        chosen = one_or_several(type(self), seed, seeds)
        data = deal_data(chosen if chosen is not None else _SEEDS, dealer, patterns)
        super().__init__(data=data, **state)
