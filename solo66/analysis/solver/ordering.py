"""The order in which the search tries the cards, and the cards it need not try.

* cards of one hand that are adjacent in rank among the cards still in play and
  worth the same points are searched once (10 and A differ, so in practice only
  7, 8, 9 merge);
* of a run of one hand's cards worth different points (no other player's card
  in play between them, so they beat the same cards), one card is searched when
  it is known which side takes the trick: the one worth most if the player's
  own side takes it, else the one worth least (see ``runs``);
* moves are ordered by card-play heuristics: beat the card winning now (a
  defender ruffs low), else give away least, or most when a defender wins after
  the soloist played or one after the soloist still can; lead side suits before trumps,
  high cards first (for the soloist too: cashing side winners before drawing
  trumps makes the soloist's proofs smaller); a card that decided a test goes first the
  next time the same cards are to be chosen from (a killer move).

Seats are numbered from the soloist, who is seat 0.  With ♣ trump (suit 3), a
hand of ♣A ♣9 ♣8 ♠7 with ♣10 still out leads the ♠7 first, and the ♣9 and ♣8
once:

>>> from solo66.analysis.solver.masks import CARD_POINTS, cards_mask
>>> from solo66.core.cards import Card, parse_cards
>>> h = cards_mask(parse_cards("♣A ♣9 ♣8 ♠7"))
>>> live = h | cards_mask(parse_cards("♣10"))
>>> moves = make_ordering(3, CARD_POINTS, {})
>>> [str(Card.from_index(c)) for c in moves.leads(h, live)[1]]
['♠7', '♣A', '♣9']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from solo66.analysis.solver.masks import unbeatable_mask

__all__ = ["Ordering", "make_ordering"]


class Ordering(NamedTuple):
    """The move ordering of one search (see :func:`make_ordering`)."""

    #: ``leads(hand, live)``: the cache key and the leads worth trying, in order.
    leads: Callable[[int, int], tuple[int, tuple[int, ...]]]
    #: The leads by that key; the search puts a lead that decided a test first.
    lead_order: dict[int, tuple[int, ...]]
    #: ``safe_leads(hand, live, soloist_hand)``: a defender's leads not to try.
    safe_leads: Callable[[int, int, int], int]
    #: Those, by the key of the leads and the soloist's hand.
    lead_drops: dict[int, int]
    #: The functions and caches the trick code reads, by their names there.
    trick_names: dict[str, object]


def make_ordering(trump: int, pts: tuple[int, ...], groups: dict[int, tuple[int, ...]]) -> Ordering:
    """The move ordering for one trump suit and card points ``pts`` (see the module);
    ``groups`` caches the ranks standing for a set of cards of one suit, and may be
    shared by every search with these points.

    They are closures over local variables, with their caches: in CPython that is
    much faster than attribute look-ups at every node.
    """
    ordered: dict[int, tuple[int, ...]] = {}
    ordered_last: dict[int, tuple[int, ...]] = {}
    lead_order: dict[int, tuple[int, ...]] = {}

    def rep_group(cand_byte: int, live_byte: int) -> tuple[int, ...]:
        """Ranks (high first) standing for the candidate cards of one suit: one per
        run of candidates adjacent among the live cards and worth the same."""
        out: list[int] = []
        prev_in = False
        prev_pts = -1
        for r in range(7, -1, -1):
            if not live_byte >> r & 1:
                continue
            if cand_byte >> r & 1:
                p = pts[r]
                if not (prev_in and p == prev_pts):
                    out.append(r)
                prev_in = True
                prev_pts = p
            else:
                prev_in = False
        return tuple(out)

    def candidates(cand: int, live: int) -> tuple[int, ...]:
        """The candidate cards worth trying, one per class of equivalent cards,
        suits ♣ to ♦ and each suit from the top."""
        out: tuple[int, ...] = ()
        cb = cand >> 24
        if cb:
            gkey = 0x30000 | cb << 8 | live >> 24 & 255
            out = groups.get(gkey) or group(gkey)
        cb = cand >> 16 & 255
        if cb:
            gkey = 0x20000 | cb << 8 | live >> 16 & 255
            out += groups.get(gkey) or group(gkey)
        cb = cand >> 8 & 255
        if cb:
            gkey = 0x10000 | cb << 8 | live >> 8 & 255
            out += groups.get(gkey) or group(gkey)
        cb = cand & 255
        if cb:
            gkey = cb << 8 | live & 255
            out += groups.get(gkey) or group(gkey)
        return out

    def group(gkey: int) -> tuple[int, ...]:
        """The cards standing for the candidates of one suit (``candidates``), by
        the suit, the candidates' and the live cards' ranks: ``gkey``, kept."""
        base = 8 * (gkey >> 16)
        g = groups[gkey] = tuple(base + r for r in rep_group(gkey >> 8 & 255, gkey & 255))
        return g

    # The sort key of the leads: side suits before trumps, high cards first.  For
    # the soloist too: their proofs are much smaller when they cash side winners
    # before drawing trumps (full solve of 100 deals: -42 % nodes).
    lead_rank = tuple(-(c & 7) + (16 if c >> 3 == trump else 0) for c in range(32))

    lead_drops: dict[int, int] = {}

    def safe_leads(h: int, live: int, hs: int) -> int:
        """The leads a defender (hand ``h``) need not try, the soloist holding
        ``hs``: of each run of the defender's cards (see ``runs``) that the soloist cannot
        beat, all but the one worth most (the defenders take the trick)."""
        safe = unbeatable_mask(h, hs, trump)
        if not safe:
            return 0
        reps = candidates(h, live)
        kept = runs(h, live, safe, 0)
        drop = 0
        for c in reps:
            if c not in kept:
                drop |= 1 << c
        return drop

    def leads(h: int, live: int) -> tuple[int, tuple[int, ...]]:
        """Leads worth trying, in a good order: side suits first, high cards first
        (a lead that decided a test moved to the front), and their cache key."""
        # Only the cards in play of the suits the hand holds matter.
        m = h | h >> 4 & 0x0F0F0F0F
        m |= m >> 2 & 0x03030303
        m |= m >> 1 & 0x01010101
        key = h | (live & (m & 0x01010101) * 255) << 32
        out = lead_order.get(key)
        if out is None:
            cards = candidates(h, live)
            out = lead_order[key] = tuple(sorted(cards, key=lead_rank.__getitem__))
        return key, out

    def against(
        moves: tuple[int, ...],
        key: int,
        beaters: int,
        cache: dict[int, tuple[int, ...]],
        rank: tuple[int, ...] | None,
        low_rank: tuple[int, ...] | None = None,
    ) -> tuple[int, ...]:
        """The candidate cards ``moves`` against the side now winning the trick:
        those that beat it (high cards first, or by ``rank``), then the others
        (low cards first, or by ``low_rank``); kept in ``cache`` under ``key``."""
        if len(moves) > 1:
            high = []
            low = []
            for c in moves:
                if beaters >> c & 1:
                    high.append(c)
                else:
                    low.append(c)
            if low_rank is None:
                low.reverse()
            else:
                low.sort(key=low_rank.__getitem__)
            if rank is not None:
                high.sort(key=rank.__getitem__)
            moves = (*high, *low)
        cache[key] = moves
        return moves

    # The sort keys of a defender's cards that beat the soloist's (side cards
    # from the top, then trumps from the bottom) and of those it gives to a
    # trick the defenders take (side cards first, most points first, then low).
    beat_rank = tuple((c & 7) - 16 if c >> 3 == trump else -(c & 7) - 32 for c in range(32))
    smear_rank = tuple((c & 7) - 16 * pts[c] + (1000 if c >> 3 == trump else 0) for c in range(32))
    dordered: dict[int, tuple[int, ...]] = {}
    smeared: dict[int, tuple[int, ...]] = {}
    after_open: dict[int, tuple[int, ...]] = {}
    after_sure: dict[int, tuple[int, ...]] = {}

    def against_runs(
        cache: dict[int, tuple[int, ...]],
        rank: tuple[int, ...] | None,
        beating: bool,
        losing: bool,
        low_rank: tuple[int, ...] | None = None,
    ) -> Callable[[int, int, int], tuple[int, ...]]:
        """The candidate cards against the side now winning the trick (see
        ``against``), one for each run (see ``runs``) of the cards that beat it
        if ``beating`` (the player's side then takes the trick), of those that
        do not if ``losing`` (the other side then takes it); ``rank`` and
        ``low_rank`` as in ``against``."""

        def moves(cand: int, live: int, beaters: int) -> tuple[int, ...]:
            high = beaters if beating else 0
            low = ~beaters if losing else 0
            key = cand | live << 32 | (cand & beaters) << 64
            return against(runs(cand, live, high, low), key, beaters, cache, rank, low_rank)

        return moves

    dsafe: dict[int, tuple[int, ...]] = {}

    def dorder_safe(cand: int, live: int, beaters: int, safe: int) -> tuple[int, ...]:
        """As ``dorder``, a defender before the soloist: one card for each run
        that beats the card winning now and that the soloist cannot beat
        (``safe``), the one worth most (the defenders take the trick)."""
        key = cand | live << 32 | (cand & beaters) << 64 | safe << 96
        return against(runs(cand, live, safe, 0), key, beaters, dsafe, beat_rank)

    def runs(cand: int, live: int, high: int, low: int) -> tuple[int, ...]:
        """One candidate card for each run of the cards ``cand`` of one hand
        (cards with no other player's card in play between them): of a run in
        ``high``, with which the player's side takes the trick whatever the
        others play, the one worth most; of a run in ``low``, with which the
        other side takes it, the one worth least; of any other run, every
        candidate.

        Proof.  Two cards x and y of one run beat the same cards of the other
        players, now and later, so playing one instead of the other changes no
        trick's winner and no legal play.  Say y is worth d more than x.  After
        this trick the player can play the card they kept wherever they would have
        played the other: that changes the points of that one trick only, by d
        at most.  So if their own side takes this trick they give y (their side has
        its d points now and gives at most d back later); if the other side
        takes it they give x (it gets d less now and at most d more later)."""
        reps = candidates(cand, live)
        either = high | low
        if len(reps) < 2 or not either:
            return reps
        # The candidates come suit by suit, each from the top: a card is in the
        # run of the one before it if no other player's card lies between.
        others = live & ~cand
        out: list[int] = []
        prev = -1
        for c in reps:
            if (
                either >> c & 1
                and prev >> 3 == c >> 3
                and high >> c & 1 == high >> prev & 1
                and not others & ((1 << prev) - 1) & ~((2 << c) - 1)
            ):
                o = out[-1]
                if pts[c] > pts[o] if high >> c & 1 else pts[c] < pts[o]:
                    out[-1] = c
            else:
                out.append(c)
            prev = c
        return tuple(out)

    # The soloist: a card that does not beat the winning card loses the trick;
    # last to play, one that beats it wins it.
    order = against_runs(ordered, None, False, True)
    order_last = against_runs(ordered_last, None, True, True)
    # A defender before the soloist: whether the defenders win is not known.
    dorder = against_runs(dordered, beat_rank, False, False)
    # A defender after the soloist, who wins now: beating the soloist wins the trick;
    # not beating them loses it if no defender after can beat them (``after_last``),
    # else a partner may still take it: most points first (full solve of 200
    # deals: -3 % nodes at the median).
    after = against_runs(after_open, beat_rank, True, False, smear_rank)
    after_last = against_runs(after_sure, beat_rank, True, True)

    def smear(cand: int, live: int) -> tuple[int, ...]:
        """A defender's candidate cards when the defenders win the trick: one for each
        run (see ``runs``), side cards first, most points first (low cards first
        among equal points)."""
        moves = runs(cand, live, 0xFFFFFFFF, 0)
        if len(moves) > 1:
            moves = tuple(sorted(moves, key=smear_rank.__getitem__))
        smeared[cand | live << 32] = moves
        return moves

    return Ordering(
        leads,
        lead_order,
        safe_leads,
        lead_drops,
        {
            "ORDERED": ordered,
            "ORDER": order,
            "ORDER_LAST": order_last,
            "ORDERED_LAST": ordered_last,
            "DORDERED": dordered,
            "DORDER": dorder,
            "SMEARED": smeared,
            "SMEAR": smear,
            "DSAFE": dsafe,
            "DSAFE_FN": dorder_safe,
            "AFTERED": after_open,
            "AFTER": after,
            "AFTERSURE": after_sure,
            "AFTER_LAST": after_last,
        },
    )
