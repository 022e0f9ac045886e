"""Bounds on the value at the start of a trick, which cut the search.

S stands for the soloist throughout.  Upper bounds: the points left; the defenders'
trumps that no trump of S can beat.  Lower bounds: S's trumps that must win (S's trumps
less a maximum matching of them to higher defenders' trumps), or all S's trumps
and S's top side cards when the defenders have no trumps (or S, on lead, can
draw them with S's top trumps) and S is on lead or holds a trump, with, in as
many tricks, the cheapest card of each defender; on lead, S's side cards above
the defenders' cards of their suit as long as every defender holding a trump
must follow it (with the cards they follow with); the last trick when S has
enough trumps to keep S's top one to the end; and all the points left when
every card of the soloist is a sure winner (a "claim").

The dearer lower bounds (cashing, the single defender trump, keeping the top
trump) are worked out for a new table entry only when the cheaper ones do not
decide the test, and in full the first time the entry does not decide one.

Seats are numbered from the soloist, who is seat 0.  With ♣ trump (suit 3), the
soloist on lead with the two top trumps takes both tricks:

>>> from solo66.analysis.solver.masks import CARD_POINTS, bits, cards_mask
>>> from solo66.core.cards import parse_cards
>>> hands = tuple(cards_mask(parse_cards(h)) for h in
...               ["♣A ♣10", "♠A ♠10", "♥A ♥10", "♦A ♦10", "♠K ♥K"])
>>> live = hands[0] | hands[1] | hands[2] | hands[3] | hands[4]
>>> bounds, solo_sure = make_bounds(
...     3, CARD_POINTS, 0, 10, False, lambda m: sum(CARD_POINTS[c] for c in bits(m)))
>>> bounds(0, 2, live, 92, hands)
(92, 92, True)
>>> solo_sure(hands[0], live)
21
"""

from __future__ import annotations

from collections.abc import Callable

from solo66.analysis.solver.masks import SUIT_MASK, byte_points

__all__ = ["Bounds", "make_bounds"]

#: ``bounds(leader, n, live, rest, hands, k=1000)``: lower and upper bounds, and
#: whether they are all the bounds these rules give (see :func:`make_bounds`).
Bounds = Callable[..., tuple[int, int, bool]]


def make_bounds(
    trump: int,
    pts: tuple[int, ...],
    trick_bonus: int,
    last_bonus: int,
    overtrump: bool,
    mask_points: Callable[[int], int],
) -> tuple[Bounds, Callable[[int, int], int]]:
    """The bounds of one search (see the module): ``bounds`` at a trick start and
    ``solo_sure``, the points of the soloist's cards that win whenever S plays
    them.  ``pts`` are the points of each card, ``mask_points`` those of a mask.

    They are closures over local variables, with their caches: in CPython that is
    much faster than attribute look-ups at every node.
    """
    # Seats are numbered from the soloist.
    soloist = 0
    suit_mask = SUIT_MASK
    trump_mask = SUIT_MASK[trump]
    side_masks = tuple(SUIT_MASK[s] for s in range(4) if s != trump)
    # Each side suit's mask and its lowest card.
    side_suits = tuple((SUIT_MASK[s], 8 * s) for s in range(4) if s != trump)
    byte_pts = byte_points(pts)
    tshift = 8 * trump if trump < 4 else 0
    # The cards worth no points: a defender with enough of them gives nothing.
    zero_mask = sum(1 << c for c in range(32) if not pts[c])
    trump_cache: dict[int, tuple[int, ...]] = {}
    # By the ranks of S's and the defenders' trumps: the part of ``trump_part``
    # that depends on them alone.
    matches: dict[int, tuple[int, int, int, int]] = {}

    def trump_part(sb: int, db: int, n: int, on_lead: bool) -> tuple[int, ...]:
        """What the bounds take from the trumps alone (ranks ``sb`` of the
        soloist's, ``db`` of the defenders'), ``n`` cards in each hand: the
        points of the defenders' trumps above all of S's; the points and number
        of S's trumps sure to win; the last-trick bonus sure to S; the number
        of S's trumps above all the defenders' (to draw theirs).

        A trump of S's that loses is beaten in its trick by a higher defender's
        trump, and each defender's trump is in one trick only: so S's losing
        trumps are matched to distinct higher defender's trumps, and they are at
        most a maximum matching of such pairs, worth at most its maximum weight.
        Both come from matching S's trumps from the top, each to the lowest free
        higher defender's trump (the sets of trumps that can beat S's are nested,
        and higher trumps are worth at least as much)."""
        top = sb.bit_length()
        matched = matches.get(sb | db << 8)
        if matched is None:
            used = 0
            cap_pts = 0
            cap = 0
            for rs in range(7, -1, -1):
                if not sb >> rs & 1:
                    continue
                for rd in range(rs + 1, 8):
                    if db >> rd & 1 and not used >> rd & 1:
                        used |= 1 << rd
                        cap += 1
                        cap_pts += pts[rs]
                        break
            matched = matches[sb | db << 8] = (
                byte_pts[db >> top << top],
                byte_pts[sb] - cap_pts,
                sb.bit_count() - cap,
                (sb >> db.bit_length()).bit_count(),
            )
        cut, won, m, draws = matched
        t = sb.bit_count()
        # The last trick: while S holds a side card S plays a trump only in a
        # trick a defender leads, the first one if S is not on lead, else one
        # after a trick the defenders took with a side card or a losing trump
        # of S's (at most S's trumps less the sure ones).  With more trumps than
        # such tricks, or only trumps, S's last card is a trump, S's top one
        # (with no rule to overtrump S may play any trump when S must trump):
        # this holds with the sure trumps and, against no trumps, with S's top
        # side cards (S plays them when S can, so S never has to throw one).
        last = (
            last_bonus
            if sb
            and (not db or (not overtrump and 1 << (top - 1) > db))
            and (t == n or t >= n - t + (t - m) + (not on_lead))
            else 0
        )
        return cut, won, m, last, draws, t

    cheap_pre: dict[int, tuple[int, ...]] = {}

    def cheapest(hands: tuple[int, ...], m: int) -> int:
        """The points of the ``m`` cheapest cards of each defender, in all."""
        _, a, b, c, d = hands
        s = 0
        if (a & zero_mask).bit_count() < m:
            s = (cheap_pre.get(a) or cheap_prefix(a))[m]
        if (b & zero_mask).bit_count() < m:
            s += (cheap_pre.get(b) or cheap_prefix(b))[m]
        if (c & zero_mask).bit_count() < m:
            s += (cheap_pre.get(c) or cheap_prefix(c))[m]
        if (d & zero_mask).bit_count() < m:
            s += (cheap_pre.get(d) or cheap_prefix(d))[m]
        return s

    # The mask of the cards of each rank and their points, the ranks from the
    # cheapest (a card's points depend on its rank alone).
    by_points = tuple((0x01010101 << r, pts[r]) for r in sorted(range(8), key=pts.__getitem__))

    def cheap_prefix(h: int) -> tuple[int, ...]:
        """The points of the 0, 1, 2, ... cheapest cards of the hand ``h`` (kept)."""
        out = [0]
        s = 0
        for rm, p in by_points:
            x = h & rm
            if x:
                for _ in range(x.bit_count()):
                    s += p
                    out.append(s)
        t = cheap_pre[h] = tuple(out)
        return t

    others = tuple(seat for seat in range(5) if seat != soloist)

    def top_sides(hs: int, live: int) -> list[tuple[int, int]]:
        """The soloist's (``hs``) side cards above every defender's card of their
        suit: for each such suit its mask and those cards."""
        found = []
        for sm, q in side_suits:
            own = hs >> q & 255
            if own:
                lb = live >> q & 255
                w = (top_bytes.get(own | lb << 8) or top_byte(own, lb))[2]
                if w:
                    found.append((sm, w << q))
        return found

    top_bytes: dict[int, tuple[int, int, int]] = {}
    side_shifts = tuple(q for _, q in side_suits)

    def top_byte(own: int, lb: int) -> tuple[int, int, int]:
        """The points and number of the soloist's cards of one suit above every
        other card in play of it, and those cards, by the ranks of the soloist's
        cards ``own`` and of those in play ``lb`` (kept)."""
        top = (lb ^ own).bit_length()
        w = own >> top << top
        pc = top_bytes[own | lb << 8] = (byte_pts[w], w.bit_count(), w)
        return pc

    def cheap_one(h: int, m: int) -> int:
        """The points of the ``m`` cheapest cards of the mask ``h``."""
        if (h & zero_mask).bit_count() >= m:
            return 0
        return (cheap_pre.get(h) or cheap_prefix(h))[m]

    def cash(live: int, m: int, base: int, hs: int, hands: tuple[int, ...]) -> int:
        """A lower bound on the value with the soloist (hand ``hs``) on lead and
        both sides holding trumps, from cashing side cards before anything else,
        given ``m`` and ``base``: the number of S's sure trumps (matching) and
        their points plus the last-trick bonus if sure by the rule in ``bounds``;
        0 when it adds nothing.

        Proof.  In a side suit s let w be S's cards above every defender's card
        of s, and c the fewest cards of s held by a defender who holds a trump;
        let j = min(|w|, c).  S leads S's top j cards of w one after the other:
        before the i-th of them (i <= j) each defender holding a trump has
        played only cards of s since the start (it had one each time), so it
        still holds c - (i - 1) >= 1 of them, must follow suit and cannot trump;
        the others hold no trump; so the card led, above every card of s they
        hold, wins and S stays on lead.  Nobody plays a trump in these tricks
        and a defender holding a trump plays no card of another suit, so the
        same holds for the next suit cashed.  After all of them, J = sum of the
        j tricks, S is on lead with the same trumps on both sides and J fewer
        cards; there the bound of ``bounds`` for S's sure trumps holds (its
        last-trick condition, t >= n - t + (t - m) on lead, gets weaker as n
        drops): m more tricks (S's trumps, none of which was in the J tricks),
        the points of S's sure trumps and the bonus.  Each defender gives a
        distinct card to each of those J + m tricks: at least its own J + m
        cheapest cards; one holding a trump gives j cards of each cashed suit s
        in the J tricks and m cards of any suit later, a set with at least j
        cards of each s, worth at least its j cheapest (lowest) of each such s
        plus its m cheapest other cards (the i-th cheapest of the set's cards
        of s is worth at least the i-th cheapest of its own in s, so the set is
        worth at least its cheapest |set in s| of each s: those j cheapest plus
        its cards outside them)."""
        tops = top_sides(hs, live)
        if not tops:
            return 0
        holders = []
        for seat in others:
            h = hands[seat]
            if h & trump_mask:
                holders.append(h)
        total = base
        count = 0
        forced = [0] * len(holders)
        for sm, w in tops:
            j = w.bit_count()
            for h in holders:
                c = (h & sm).bit_count()
                if c < j:
                    j = c
                    if not j:
                        break
            if not j:
                continue
            count += j
            for _ in range(j):
                c = w.bit_length() - 1
                total += pts[c]
                w ^= 1 << c
            for i, h in enumerate(holders):
                x = h & sm
                for _ in range(j):
                    low = x & -x
                    forced[i] |= low
                    x ^= low
        if not count:
            return 0
        total += (count + m) * trick_bonus
        i = 0
        for seat in others:
            h = hands[seat]
            if h & trump_mask:
                f = forced[i]
                i += 1
                total += mask_points(f) + cheap_one(h & ~f, m)
            else:
                total += cheap_one(h, count + m)
        return total

    def lone(leader: int, n: int, live: int, rest: int, hands: tuple[int, ...], dt: int) -> int:
        """A lower bound on the value with a defender on lead, the soloist
        holding a trump and the defenders one trump ``d`` (``dt``); 0 when it
        adds nothing.

        Proof.  Let H hold d, T and L be the soloist's top and lowest trumps, t
        S's number of trumps, A S's side cards above every defender's card of
        their suit.  Only d can trump for the defenders, and H, d being H's only
        trump, must play it to a trump lead or to a side suit H lacks.  Once d
        is played the defenders have no trumps: then on lead the soloist wins
        with all S's trumps and the cards of A (S cashes them), and so S does
        off lead if S still holds a trump (S follows a suit of A with its top
        card, ruffs a suit S lacks, and after winning is on lead); S also
        takes the last trick if S's trumps left are at least the tricks still
        to lose (on lead), or one more (off lead): the rule of ``bounds``.  By
        the first lead, in a suit s the leader holds:

        * trump (d led): T > d wins and d is gone, "full" (S won every card of
          S's trumps and A, T used); else L loses to d ("lose L"), t - 1 left;
        * s S holds, H without s: H trumps with d, S follows with S's lowest
          card of s and loses it, t trumps left ("lose" that card);
        * s S holds, S's top card of s in A, H with s: nobody trumps and it
          wins; on lead S leads T (full if T > d, H must play d) or else L,
          which d takes (lose L, t - 1 left);
        * s S lacks, H without s: both must trump; T > d wins (full), else d
          wins over L (lose L, t - 1 left);
        * s S lacks, H with s: only S trumps, with L, and wins; then on lead
          S leads T if T > d (full, t - 2 left), else S's second lowest trump,
          which d takes (lose it, t - 2 left);
        * any other case gives nothing (0).

        In "full" S wins t + |A| tricks with S's trumps and A (d in one of
        them); in "lose c" S wins those less c, off lead after the trick lost,
        so only with a trump left.  Each defender gives a distinct card to each
        trick S wins (H gives d to one in "full").  The value is at least the
        smallest of these bounds over the suits the leader can lead."""
        for seat in others:
            hh = hands[seat]
            if hh & dt:
                break
        hs = hands[soloist]
        st = hs & trump_mask
        t = st.bit_count()
        a = 0
        for _, w in top_sides(hs, live):
            a |= w
        m_full = t + a.bit_count()
        won_pts = mask_points(st | a)
        high = st > dt
        low = st & -st
        lh = hands[leader]
        lower = rest

        def gives_d(m: int) -> int:
            # H gives d to one of the m tricks: H's cheapest cards but d.
            return pts[dt.bit_length() - 1] + cheap_one(hh ^ dt, m - 1) - cheap_one(hh, m)

        for sm in side_masks:
            if not lh & sm:
                continue
            own = hs & sm
            if own and not hh & sm:
                c = own & -own
                left = t
            elif own & a if own else not hh & sm:
                # S wins on lead, or both must trump: T if above d, else L.
                if high:
                    c = 0
                    left = t - 1
                elif t >= 2:
                    c = low
                    left = t - 1
                else:
                    return 0
            elif own:
                return 0
            elif high:
                if t < 2:
                    return 0
                c = 0
                left = t - 2
            elif t >= 3:
                x = st ^ low
                c = x & -x
                left = t - 2
            else:
                return 0
            if c:
                if c & (st | a):
                    m = m_full - 1
                    v = won_pts - pts[c.bit_length() - 1]
                else:
                    m = m_full
                    v = won_pts
            else:
                m = m_full
                if m == n:
                    continue
                v = won_pts
            v += m * trick_bonus
            if left >= n - m:
                v += last_bonus
            if m:
                v += cheapest(hands, m)
                if not c:
                    v += gives_d(m)
            if v < lower:
                lower = v
        if lh & dt:
            if high:
                m = m_full
                if m < n:
                    v = won_pts + m * trick_bonus + cheapest(hands, m) + gives_d(m)
                    if t - 1 >= n - m:
                        v += last_bonus
                    if v < lower:
                        lower = v
            elif t >= 2:
                m = m_full - 1
                v = won_pts - pts[low.bit_length() - 1] + m * trick_bonus
                if t - 1 >= n - m:
                    v += last_bonus
                if m:
                    v += cheapest(hands, m)
                if v < lower:
                    lower = v
            else:
                return 0
        return lower

    def bounds(
        leader: int, n: int, live: int, rest: int, hands: tuple[int, ...], k: int = 1000
    ) -> tuple[int, int, bool]:
        """Lower and upper bounds on the value at the start of a trick, ``n``
        cards in each hand, ``rest`` points (and bonuses) still to come, and
        whether they are the best these rules give: the dearer lower bounds
        are left out once the others reach ``k``."""
        hs = hands[soloist]
        st = hs & trump_mask
        lt = live & trump_mask
        dt = lt ^ st
        on_lead = leader == soloist
        # By S's trumps and all trumps in play (as ranks), n and who leads.
        tkey = st >> tshift | lt >> tshift << 8 | n << 16 | (1 << 20 if on_lead else 0)
        tp = trump_cache.get(tkey)
        if tp is None:
            tp = trump_cache[tkey] = trump_part(st >> tshift, dt >> tshift, n, on_lead)
        cut, wp, m, last, draws, t = tp
        # Trumps above every trump of the soloist win for the defenders.
        upper = rest - cut
        lower = 0
        clear = not dt
        drawn = 0
        cashing = False
        if dt and on_lead:
            # On lead, S draws the defenders' trumps with S's top trumps if S
            # has as many as each defender has trumps; then all S's trumps win
            # and S is still on lead.
            most = 0
            if draws:
                for seat in others:
                    c = (hands[seat] & dt).bit_count()
                    if c > most:
                        most = c
            if draws and draws >= most:
                # S's top trumps win, and each takes a trump from every defender
                # who still has one; then the defenders have none.
                lower = wp + m * trick_bonus + last
                if m:
                    lower += cheapest(hands, m)
                wp = mask_points(st)
                m = t
                clear = True
                drawn = most
            else:
                cashing = True
                cash_m, cash_base = m, wp + last
        if clear and (st or on_lead):
            # Against no trumps, the soloist's side cards above every defender's
            # card of their suit win too: on lead S cashes them; else S takes
            # each trick led in their suit or ruffs, and then cashes the rest.
            for q in side_shifts:
                own = hs >> q & 255
                if own:
                    lb = live >> q & 255
                    pc = top_bytes.get(own | lb << 8)
                    if pc is None:
                        pc = top_byte(own, lb)
                    wp += pc[0]
                    m += pc[1]
            if st:
                # Then only S's other side cards can lose a trick: S plays a top
                # card when S leads (after drawing trumps) or follows its suit.
                last = last_bonus if t - drawn >= n - m + (not on_lead) else 0
            # On lead with every card sure to win S takes every trick (m == n).
        if m == n:
            return rest, rest, True
        sure = wp + m * trick_bonus + last
        if m:
            # Each defender gives a card to each of the soloist's tricks.
            sure += cheapest(hands, m)
        if sure > lower:
            lower = sure
        single = dt and not on_lead and st and n >= 3 and not dt & (dt - 1)
        if lower >= k and (cashing or single or (n == 2 and st)):
            return lower, upper, False
        if cashing:
            cashed = cash(live, cash_m, cash_base, hs, hands)
            if cashed > lower:
                lower = cashed
        if single:
            v = lone(leader, n, live, rest, hands, dt)
            if v > lower:
                lower = v
        if n == 2 and st:
            # Two tricks left and a trump above all the defenders': S keeps it
            # for the last trick if S is on lead (S plays S's other card first)
            # or if the leader has only cards of the suit of S's other card.
            tt = 1 << (st.bit_length() - 1)
            if tt > dt:
                x = hs ^ tt
                if on_lead or (
                    not x & trump_mask and not hands[leader] & ~suit_mask[(x.bit_length() - 1) >> 3]
                ):
                    keep = pts[tt.bit_length() - 1] + trick_bonus + last_bonus
                    keep += cheapest(hands, 1)
                    if keep > lower:
                        lower = keep
        return lower, upper, True

    def solo_sure(hs: int, union: int) -> int:
        """Points of the soloist's cards (``hs``, the cards in play ``union``)
        that win whenever S plays them, S being on lead: trumps above every
        trump of the defenders and, when they have no trumps, the cards of S's
        above every defender's card of their suit."""
        st = hs & trump_mask
        dt = union & trump_mask ^ st
        if dt:
            top = dt.bit_length()
            return byte_pts[st >> top << top >> tshift]
        sure = byte_pts[st >> tshift]
        for q in side_shifts:
            own = hs >> q & 255
            if own:
                lb = union >> q & 255
                sure += (top_bytes.get(own | lb << 8) or top_byte(own, lb))[0]
        return sure

    return bounds, solo_sure
