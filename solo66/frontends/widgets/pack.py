"""The pack explorer: all 32 cards; pick one to see its rank order and card points."""

from __future__ import annotations

from typing import Any

import traitlets

from solo66.core.cards import PACK, Card, Rank, Suit, cards_str
from solo66.frontends.cards import card_json, suit_json
from solo66.frontends.payloads import PackData, PackDetail, PackRow
from solo66.frontends.widgets.base import SoloWidget
from solo66.i18n import N_, _, ngettext

__all__ = ["PackExplorer", "pack_data"]

_ORDINALS = (
    N_("highest"),
    N_("2nd"),
    N_("3rd"),
    N_("4th"),
    N_("5th"),
    N_("6th"),
    N_("7th"),
    N_("lowest"),
)


def _detail(card: Card) -> PackDetail:
    ranks_high_to_low = sorted(Rank, reverse=True)
    position = ranks_high_to_low.index(card.rank)
    suit_cards = [Card(card.suit, r) for r in ranks_high_to_low]
    higher = suit_cards[:position]
    lower = suit_cards[position + 1 :]
    order = " ".join(str(r) for r in ranks_high_to_low)
    suit = card.suit.label
    lines = [
        _("Rank: {ordinal} of the 8 {suit} ({order}).").format(
            ordinal=_(_ORDINALS[position]), suit=suit, order=order
        )
    ]
    if lower:
        lines.append(_("Within {suit} it beats {cards}.").format(suit=suit, cards=cards_str(lower)))
    if higher:
        lines.append(
            _("Within {suit} it is beaten by {cards}.").format(suit=suit, cards=cards_str(higher))
        )
    else:
        lines.append(
            _("No other {suit} card beats it; when {suit} are not trumps, a trump can.").format(
                suit=suit
            )
        )
    if card.rank is Rank.JACK:
        lines.append(_("Jacks are ordinary cards of their suit: no extra trumps as in Skat."))
    if card.rank is Rank.TEN:
        lines.append(_("The 10 ranks above the king and below the ace."))
    lines.append(_("Card points (Augen): {n}.").format(n=card.points))
    return {
        "heading": f"{card} — {card_json(card)['label']}",
        "position": position,
        "lines": lines,
    }


def pack_data() -> PackData:
    """Everything the pack explorer shows, as plain JSON.

    >>> data = pack_data()
    >>> len(data["cards"]), data["total"], data["total_with_last_trick"]
    (32, 120, 130)
    >>> data["details"]["♠J"]["lines"][0]
    'Rank: 5th of the 8 spades (A 10 K Q J 9 8 7).'
    """
    rows: list[PackRow] = []
    for suit in sorted(Suit, reverse=True):
        cards = [c for c in PACK if c.suit is suit]
        points = sum(c.points for c in cards)
        # The German name beside the suit's, unless they are the same word.
        name = suit.label if suit.label == suit.german else f"{suit.label} ({suit.german})"
        rows.append(
            {
                "suit": suit_json(suit),
                "cards": [str(c) for c in cards],
                "points": points,
                "label": ngettext("{suit}, {n} point", "{suit}, {n} points", points).format(
                    suit=name, n=points
                ),
            }
        )
    total = sum(c.points for c in PACK)
    return {
        "title": _("The pack explorer"),
        "hint": _("Click a card, or move with the arrow keys and press Enter."),
        "empty": _("No card chosen yet."),
        "rows": rows,
        "cards": {str(c): card_json(c) for c in PACK},
        "details": {str(c): _detail(c) for c in PACK},
        "rank_order": [str(r) for r in sorted(Rank, reverse=True)],
        "total": total,
        "total_with_last_trick": total + 10,
        "summary": _(
            "{cards} cards, {total} card points in the pack; "
            "with the 10 for the last trick, {hand} in a hand."
        ).format(cards=len(PACK), total=total, hand=total + 10),
    }


class PackExplorer(SoloWidget):
    """All 32 cards in four rows; selecting one shows its rank order and points.

    ``selected`` is the card the reader picked (``"♣10"``), or ``""``.  The pack is
    the same in every hand, so there is nothing to deal again; in a live notebook,
    ``PackExplorer(selected="♥K")`` opens with a card picked.

    >>> widget = PackExplorer(selected="♥K")
    >>> widget, widget.selected, len(widget.data["cards"])
    (PackExplorer(), '♥K', 32)
    >>> PackExplorer(seed=5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: PackExplorer() got an unexpected keyword argument 'seed': it takes selected, ...
    """

    _module = "pack"

    selected = traitlets.Unicode("").tag(sync=True)

    def __init__(self, *, selected: str = "", **state: Any) -> None:
        if selected:
            selected = str(Card.from_str(selected))
        super().__init__(data=pack_data(), selected=selected, **state)
