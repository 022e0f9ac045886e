"""The search: a null-window alpha-beta test driven by MTD(f), with a table.

* a fail-soft null-window alpha-beta search ("can the soloist still take k
  points?") driven by MTD(f), approaching each value from above because a
  successful test costs far more than a failing one;
* a transposition table keyed at trick boundaries (the five hands and the
  leader, packed into one int, which the garbage collector does not track,
  unlike a tuple) that stores bounds on the points *still to come*, so
  positions reached by different routes share them, and the best lead found;
* positions that differ only in cards no longer in play (the same seat holding
  the card in each place of each suit among the cards in play) share bounds, each
  lowered and raised by what the cards differ by in points (``related``; not
  for 2-card positions, which are cheaper to solve again); so do positions that
  differ only in the names of the 9s, 8s and 7s in play, which differ by none
  (a table key with them renamed to the highest of those ranks, looked up too,
  found the same bounds no more often and cost about 2 % of the time);
* the last two tricks solved exactly (see :mod:`~solo66.analysis.solver.codegen`)
  and stored, when the bounds (see :mod:`~solo66.analysis.solver.bounds`) do not
  already answer the test;
* at a trick start, the best lead stored in the table tried first, then the
  leads in the order of :mod:`~solo66.analysis.solver.ordering`.

The boundary search and the generated trick code call each other; everything
a node reads is a local variable or a closure's, which in CPython is much faster
than an attribute.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solo66.analysis.solver.bounds import make_bounds
from solo66.analysis.solver.codegen import trick_code, two_code
from solo66.analysis.solver.masks import (
    ABOVE,
    AFTER,
    CARD_POINTS,
    ONE,
    OPTS,
    SUIT_MASK,
    byte_points,
)
from solo66.analysis.solver.ordering import make_ordering
from solo66.core.rules import Rules
from solo66.core.scoring import LAST_TRICK_BONUS

__all__ = ["Search"]

# A cache shared by every search, small and bounded: by the card points, the
# ranks standing for a set of cards of one suit (see ``candidates``).
_GROUPS: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
# Each card as the bit of a table key for each seat's hand.
_KEY_BITS = {f"BIT{seat}": tuple(1 << (c + 3 + 32 * seat) for c in range(32)) for seat in range(5)}
# The bytes of one suit in the five hands of a table key (shifted down).
_SPREAD = sum(0xFF << (32 * seat) for seat in range(5))


def squeeze_suit(part: int) -> int:
    """The cards of one suit in the five hands (bytes 32 bits apart) as their
    places among those in play, from the lowest.

    >>> hex(squeeze_suit(0b10100000 | 0b00001000 << 32))
    '0x100000006'
    """
    live = (part | part >> 32 | part >> 64 | part >> 96 | part >> 128) & 255
    out = 0
    for shift in (0, 32, 64, 96, 128):
        b = part >> shift & 255
        while b:
            low = b & -b
            # Its place: the cards in play below it.
            out |= 1 << (shift + (live & (low - 1)).bit_count())
            b ^= low
    return out


def suit_diff(pts: tuple[int, ...], a: int, b: int) -> tuple[int, int]:
    """How much less and how much more the cards ``b`` of one suit are worth than
    as many cards ``a`` of it, card by card from the lowest.

    >>> from solo66.analysis.solver.masks import CARD_POINTS
    >>> suit_diff(CARD_POINTS, 0b11000000, 0b00110000)  # A 10 against K Q
    (14, 0)
    """
    down = up = 0
    while a:
        la = a & -a
        lb = b & -b
        pa = pts[la.bit_length() - 1]
        pb = pts[lb.bit_length() - 1]
        if pb < pa:
            down += pa - pb
        else:
            up += pb - pa
        a ^= la
        b ^= lb
    return down, up


class Search:
    """A null-window searcher for one trump suit, one maximising seat and one
    valuation (card points per card, a bonus per trick, a bonus for the last),
    the seats playing in the order ``seats`` from the soloist (by default the
    engine's ``Rules().seat_order(soloist)``; a game's own is
    ``game.rules.seat_order(soloist)``).

    The value of a position is what the maximising seat (the soloist) takes
    from here on: the points of their tricks still to come, including the cards
    already in an unfinished trick if they take it.  The other four seats
    minimise it together.  Positions are given as masks (see
    :func:`~solo66.analysis.solver.masks.position`), the trump as a suit number.

    >>> from solo66.analysis.solver import _example
    >>> from solo66.analysis.solver.masks import position
    >>> g = _example()  # seat 1, soloist with every high club, leads
    >>> hands, leader, trick = position(g)
    >>> search = Search(3, 1, g.rules.must_overtrump)
    >>> search.value(hands, leader, trick, 60, 130), search.test(hands, leader, trick, 131)
    (130, 130)
    """

    def __init__(
        self,
        trump: int,
        soloist: int,
        must_overtrump: bool,
        points: tuple[int, ...] = CARD_POINTS,
        trick_bonus: int = 0,
        last_bonus: int = LAST_TRICK_BONUS,
        seats: Sequence[int] | None = None,
    ) -> None:
        order = Rules().seat_order(soloist) if seats is None else tuple(seats)
        if sorted(order) != [0, 1, 2, 3, 4] or order[0] != soloist:
            raise ValueError(
                f"the seats in the order of play from the soloist (seat {soloist}) are the "
                f"five seats 0 to 4 starting with {soloist}, not {order!r}"
            )
        self.trump = trump
        self.soloist = soloist
        #: The seats in the order of play from the soloist: seat ``seats[p]`` is
        #: at place ``p`` inside the search (see ``masks.AFTER``).
        self.seats = order
        self._place = tuple(order.index(seat) for seat in range(5))
        self.points = points
        self.trick_bonus = trick_bonus
        self.last_bonus = last_bonus
        # Position at a trick boundary -> [lower bound, upper bound, best lead], the
        # lead -1 if none is known yet, -2 for a 2-card position not yet solved,
        # -3 if some of the bounds were left out (see ``bounds``); after its first
        # search also the key of its leads and the leads not to try.
        self.table: dict[int, list[int]] = {}
        self._counter = [0, 0]
        self._boundary, self._rest_of, self._release = self._build(must_overtrump)

    def __del__(self) -> None:
        # Without this the tables (often hundreds of thousands of entries) would
        # live on until the garbage collector's next full pass, which then takes
        # milliseconds to walk them.
        release = getattr(self, "_release", None)
        if release is not None:
            release()

    # The search is a set of closures over local variables: in CPython that is
    # much faster than attribute look-ups at every node.
    def _build(
        self, overtrump: bool
    ) -> tuple[Callable[..., int], Callable[[int, int], Callable[..., int]], Callable[[], None]]:
        trump = self.trump
        # Seats are numbered by their place in the order of play from the soloist
        # (see ``_tester``): the generated code is then the same whoever is soloist.
        soloist = 0
        pts = self.points
        trick_bonus = self.trick_bonus
        last_bonus = self.last_bonus
        table = self.table
        counter = self._counter
        byte_pts = byte_points(pts)
        suit_mask = SUIT_MASK
        trump_mask = SUIT_MASK[trump]
        above = ABOVE
        # The cards that beat each card (once it is winning a trick).
        beat_mask = tuple(above[c] | (0 if c >> 3 == trump else trump_mask) for c in range(32))
        seat_at = AFTER
        # Where the soloist sits in a trick led by each seat.
        solo_pos = tuple(AFTER[lead].index(soloist) for lead in range(5))

        def mask_points(m: int) -> int:
            return (
                byte_pts[m & 255]
                + byte_pts[(m >> 8) & 255]
                + byte_pts[(m >> 16) & 255]
                + byte_pts[m >> 24]
            )

        # The move ordering (see ``ordering``) and the bounds (see ``bounds``).
        leads, lead_order, safe_leads, lead_drops, ordering_names = make_ordering(
            trump, pts, _GROUPS.setdefault(pts, {})
        )
        bounds, solo_sure = make_bounds(trump, pts, trick_bonus, last_bonus, overtrump, mask_points)

        # By a position at a trick boundary with the cards out of play left out (the
        # ``related`` key), the cards in play and the table entry of each position
        # with that key searched so far (3 or more cards in each hand).
        rel: dict[int, list[tuple[int, list[int]]]] = {}
        # Caches: by the cards of one suit in the five hands (as in a table key), the
        # same as places among the cards in play; by two sets of cards of one suit,
        # how much the second is worth less and more than the first (see ``suit_diff``).
        squeezed: dict[int, int] = {}
        diffs: dict[int, tuple[int, int]] = {}

        def related(
            key: int, live: int
        ) -> tuple[int, list[tuple[int, list[int]]] | None, int, int]:
            """For the position of the table key ``key`` (``live`` the cards in
            play): its key with each card as its place among the cards in play of
            its suit (from the lowest), the entries of ``rel`` under it, and the
            lower and upper bounds they give (-1000 and 1000 if none).

            Proof.  Let P' be a position and P one with the same related key: the
            same seat leads, and the i-th lowest card of each suit in play is held
            by the same seat in both.  Mapping each card of P to the card of P' in
            its place changes no legal play (following suit, trumping, the rule to
            overtrump depend on suits and on the order of ranks within a suit) and
            no trick's winner, so every strategy of either side in P is one in P'.
            With the same play, the soloist's points in P' differ from those in P
            by the difference in points of the cards in the soloist's tricks: by at
            least minus the sum of the decreases card by card (``down``) and at most
            the sum of the increases (``up``).  So the soloist playing in P' as
            their best strategy in P gets at least v(P) - down, and the defenders
            playing as theirs keep the soloist to at most v(P) + up: each bound on
            v(P) stored in its entry, so shifted, bounds v(P')."""
            # Suit by suit (the loop written out).
            part = key >> 3 & _SPREAD
            s0 = squeezed.get(part)
            if s0 is None:
                s0 = squeezed[part] = squeeze_suit(part)
            part = key >> 11 & _SPREAD
            s1 = squeezed.get(part)
            if s1 is None:
                s1 = squeezed[part] = squeeze_suit(part)
            part = key >> 19 & _SPREAD
            s2 = squeezed.get(part)
            if s2 is None:
                s2 = squeezed[part] = squeeze_suit(part)
            part = key >> 27 & _SPREAD
            s3 = squeezed.get(part)
            if s3 is None:
                s3 = squeezed[part] = squeeze_suit(part)
            rkey = key & 7 | s0 << 3 | s1 << 11 | s2 << 19 | s3 << 27
            seen = rel.get(rkey)
            lower = -1000
            upper = 1000
            if seen is not None:
                for l2, e2 in seen:
                    x = l2 ^ live
                    down = up = 0
                    # Each suit whose cards in play differ.
                    while x:
                        q = (x.bit_length() - 1) & 24
                        x &= ~(255 << q)
                        dk = l2 >> q & 255 | (live >> q & 255) << 8
                        dd = diffs.get(dk)
                        if dd is None:
                            dd = diffs[dk] = suit_diff(pts, l2 >> q & 255, live >> q & 255)
                        down += dd[0]
                        up += dd[1]
                    if e2[0] - down > lower:
                        lower = e2[0] - down
                    if e2[1] + up < upper:
                        upper = e2[1] + up
            return rkey, seen, lower, upper

        def last_trick(leader: int, hs: tuple[int, ...]) -> int:
            """Value of the final trick, each hand holding one card."""
            win = hs[leader].bit_length() - 1
            ws, tp = leader, pts[win]
            for i in (1, 2, 3, 4):
                seat = seat_at[leader][i]
                d = hs[seat].bit_length() - 1
                tp += pts[d]
                ds = d >> 3
                if (ds == win >> 3 and d > win) or (ds == trump and win >> 3 != trump):
                    win, ws = d, seat
            return tp + trick_bonus + last_bonus if ws == soloist else 0

        # The names the generated source reads, shared by the 2-card ending and
        # the trick loops.
        shared_env: dict[str, object] = {
            "SUIT": suit_mask,
            "BEAT": beat_mask,
            "PTS": pts,
            "TM": trump_mask,
            "TRUMP": trump,
            # The trumps' lowest bit (no trumps: none, and 0).
            "TSH": 8 * trump if trump < 4 else 0,
            "TB": trick_bonus,
            "LB": last_bonus,
        }
        # The exact 2-card ending, one function per leader.
        two_env: dict[str, object] = {
            **shared_env,
            "OPTS": OPTS,
            "ONE": ONE,
            "SUIT_OR_ALL": tuple(
                0xFFFFFFFF if c >> 3 == trump else suit_mask[c >> 3] for c in range(32)
            ),
        }
        twos: list[Callable[..., int]] = []
        for lead in range(5):
            env = dict(two_env)
            exec(two_code(lead, solo_pos[lead], overtrump), env)
            # Taken out of its namespace, which would else hold it in a cycle.
            fn: Callable[..., int] = env.pop("two")  # type: ignore[assignment]
            twos.append(fn)

        def boundary(
            leader: int,
            k: int,
            h0: int,
            h1: int,
            h2: int,
            h3: int,
            h4: int,
            key: int = -1,
            rest: int = -1,
            entry: list[int] | None = None,
        ) -> int:
            """Fail-soft test of "value >= k" at the start of a trick, the seats
            holding ``h0`` to ``h4``: the result is a lower bound on the value if
            it is >= k, else an upper bound.  A caller that looked up the
            position's ``key`` in the table passes it and the entry found (if any),
            and a caller that knows the points and bonuses still to come passes
            them (``rest``)."""
            if key < 0:
                # The key: an int (not tracked by the garbage collector, unlike a
                # tuple).
                key = leader | h0 << 3 | h1 << 35 | h2 << 67 | h3 << 99 | h4 << 131
                entry = table.get(key)
            if entry is None:
                n = h0.bit_count()
                if n == 1:
                    return last_trick(leader, (h0, h1, h2, h3, h4))
                live = h0 | h1 | h2 | h3 | h4
                if rest < 0:
                    rest = mask_points(live) + n * trick_bonus + last_bonus
                if k <= 0 or k > rest:
                    return 0 if k <= 0 else rest
                if n == 2:
                    # Not looked up related: cheaper to solve again.  Solved exactly
                    # only when the bounds do not decide the test.  Its entry is
                    # never changed, only replaced by the exact value: a tuple, which
                    # the garbage collector soon stops tracking.
                    lower, upper, _ = bounds(leader, 2, live, rest, (h0, h1, h2, h3, h4), k)
                    if k > upper or lower >= k:
                        table[key] = (lower, upper, -2)  # type: ignore[assignment]
                        return upper if k > upper else lower
                    v = twos[leader](h0, h1, h2, h3, h4, live, rest - 2 * trick_bonus - last_bonus)
                    table[key] = (v, v, -1)  # type: ignore[assignment]
                    return v
                hands = (h0, h1, h2, h3, h4)
            if entry is not None:
                if entry[0] >= k:
                    return entry[0]
                if entry[1] < k:
                    return entry[1]
                live = h0 | h1 | h2 | h3 | h4
                if entry[2] == -2:
                    v = twos[leader](h0, h1, h2, h3, h4, live, mask_points(live))
                    table[key] = (v, v, -1)  # type: ignore[assignment]
                    return v
                hands = (h0, h1, h2, h3, h4)
                n = h0.bit_count()
                if rest < 0:
                    rest = mask_points(live) + n * trick_bonus + last_bonus
                if entry[2] == -3:
                    # Bounds left out when the entry was made: all of them now.
                    lower = bounds(leader, n, live, rest, hands)[0]
                    entry[2] = -1
                    if lower > entry[0]:
                        entry[0] = lower
                        if lower >= k:
                            return lower
                if n >= 3:
                    # The bounds of related positions may have come closer since.
                    _, _, tl, tu = related(key, live)
                    if tl > entry[0]:
                        entry[0] = tl
                        if tl >= k:
                            return tl
                    if tu < entry[1]:
                        entry[1] = tu
                        if tu < k:
                            return tu
            else:
                lower, upper, full = bounds(leader, n, live, rest, hands, k)
                entry = [lower, upper, -1 if full else -3]
                if lower < k <= upper:
                    # Not decided: the bounds of related positions too, and this
                    # one joins them.
                    rkey, seen, tl, tu = related(key, live)
                    if tl > lower:
                        entry[0] = lower = tl
                    if tu < upper:
                        entry[1] = upper = tu
                    if seen is None:
                        rel[rkey] = [(live, entry)]
                    else:
                        seen.append((live, entry))
                table[key] = entry
                if k > upper:
                    return upper
                if lower >= k:
                    return lower
            # The lead, best lead of an earlier search first.  The key of the
            # leads and those not to try are kept in the entry after its first
            # search.
            if len(entry) > 3:
                lkey = entry[3]
                order = lead_order[lkey]
                drop = entry[4]
            else:
                lkey, order = leads(hands[leader], live)
                drop = 0
                if leader != soloist and len(order) > 1:
                    # A defender's leads the soloist cannot beat: one for each run.
                    hs = hands[soloist]
                    dkey = lkey | hs << 64
                    got = lead_drops.get(dkey)
                    if got is None:
                        got = lead_drops[dkey] = safe_leads(hands[leader], live, hs)
                    drop = got
                entry += (lkey, drop)
            moves = order
            first = entry[2]
            if first >= 0 and moves[0] != first and first in moves:
                moves = (first, *[c for c in moves if c != first])
            # Every lead in turn, in the generated code; the table key of the hands
            # (see the trick code).
            r = tricks[leader](k, h0, h1, h2, h3, h4, live, rest, moves, key ^ leader, drop)
            best = r >> 6
            decided = (r & 63) - 1
            if decided >= 0:
                entry[2] = decided
                if decided != order[0]:
                    # A killer: first among these leads from now on.
                    lead_order[lkey] = (decided, *[x for x in order if x != decided])
            if best >= k:
                if best > entry[0]:
                    entry[0] = best
            elif best < entry[1]:
                entry[1] = best
            return best

        # The rest of a trick, one function per leader and number of cards
        # already played (0: called with the card led).
        trick_env: dict[str, object] = {
            **shared_env,
            "BP": byte_pts,
            "SURE": solo_sure,
            **ordering_names,
            "BOUNDARY": boundary,
            "CNT": counter,
            "TABLE": table,
            "ONE": ONE,
            "OPTS": OPTS,
            **_KEY_BITS,
        }
        rests: dict[tuple[int, int], Callable[..., int]] = {}

        def rest_of(leader: int, start: int) -> Callable[..., int]:
            fn = rests.get((leader, start))
            if fn is None:
                env = dict(trick_env)
                exec(trick_code(leader, soloist, start, overtrump), env)
                fn = rests[leader, start] = env.pop("trick")  # type: ignore[assignment]
            return fn  # type: ignore[return-value]

        tricks = [rest_of(lead, 0) for lead in range(5)]

        def start(leader: int, k: int, h0: int, h1: int, h2: int, h3: int, h4: int) -> int:
            """The boundary search from outside, counted as a node (the trick code
            counts the calls it makes)."""
            counter[0] += 1
            return boundary(leader, k, h0, h1, h2, h3, h4)

        def release() -> None:
            """Break the one reference cycle (the boundary search calls the trick
            code, which calls it back), so that the tables are freed at once."""
            tricks.clear()
            rests.clear()

        return start, rest_of, release

    @property
    def node_count(self) -> int:
        """Positions searched: trick starts and cards played inside tricks."""
        return self._counter[0] + self._counter[1]

    def test(self, hands: Sequence[int], leader: int, trick: Sequence[int], k: int) -> int:
        """Fail-soft test of "value >= k" for the position given by the hands, the
        leader of the current trick and the cards already in it."""
        return self._tester(hands, leader, trick)(k)

    def _tester(
        self, hands: Sequence[int], leader: int, trick: Sequence[int]
    ) -> Callable[[int], int]:
        """The test of :meth:`test` for one position, as a function of ``k`` (what
        does not depend on ``k`` worked out once)."""
        boundary = self._boundary
        # Seats numbered by their place in the order of play from the soloist, who
        # is seat 0 inside the search.
        h = tuple(hands[seat] for seat in self.seats)
        leader = self._place[leader]
        if not trick:
            return lambda k: boundary(leader, k, *h)
        trump = self.trump
        win, ws, tp = trick[0], leader, 0
        for i, c in enumerate(trick):
            tp += self.points[c]
            if i and ((c >> 3 == win >> 3 and c > win) or (c >> 3 == trump and win >> 3 != trump)):
                win, ws = c, AFTER[leader][i]
        if len(trick) == 5:
            if not any(h):
                last = tp + self.trick_bonus + self.last_bonus if ws == 0 else 0
                return lambda k: last
            if ws != 0:
                return lambda k: boundary(ws, k, *h)
            gain = tp + self.trick_bonus
            return lambda k: gain + boundary(ws, k - gain, *h)
        live = 0
        for x in h:
            live |= x
        for c in trick:
            live |= 1 << c
        n = h[leader].bit_count() + 1
        bp = byte_points(self.points)
        points = bp[live & 255] + bp[live >> 8 & 255] + bp[live >> 16 & 255] + bp[live >> 24]
        rest = points + n * self.trick_bonus + self.last_bonus
        led = SUIT_MASK[trick[0] >> 3]
        rest_of_trick = self._rest_of(leader, len(trick))
        kb = sum(x << (3 + 32 * seat) for seat, x in enumerate(h))
        args = (*h, live, rest, led, win, ws, tp, kb)
        return lambda k: rest_of_trick(k, *args)

    def value(
        self,
        hands: Sequence[int],
        leader: int,
        trick: Sequence[int],
        guess: int,
        upper: int,
        lower: int = 0,
    ) -> int:
        """The exact value by MTD(f) from a first guess, given bounds.

        A test that succeeds ("value >= k") must try every reply of the four
        defenders and costs far more than one that fails, so the value is
        approached from above: after a success with no upper bound known yet, the
        next test is 8 points above it (the fail-soft results of failing tests
        far above the value come down only slowly); each failing test's
        (fail-soft) result is the next threshold, so MTD(f) steps down to the
        value.
        """
        test = self._tester(hands, leader, trick)
        lo, hi = lower, upper
        beta = min(max(guess, lo + 1), hi)
        while lo < hi:
            beta = min(max(beta, lo + 1), hi)
            g = test(beta)
            if g >= beta:
                lo = g
                beta = min(hi, lo + 8) if hi == upper else lo + 1
            else:
                hi = beta = g
        return lo
