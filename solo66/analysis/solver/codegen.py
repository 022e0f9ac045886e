"""The generated code of the search: the rest of a trick and the 2-card ending.

For speed in CPython, the leads and the cards of a trick after them are
searched in nested loops of source generated for each leader (one call for all
the leads at a trick start, not one per card), with the candidate moves in
their order cached by the cards in play of their suit; seats are numbered by
their place in the order of play from the soloist inside the search (see
:data:`~solo66.analysis.solver.masks.AFTER`), so that source is compiled once
per process whoever is soloist and whatever the seat order.  The last two
tricks are solved exactly by alpha-beta in nested loops generated the same way.

The code reads its tables and the search's functions by the names in capitals
(``SUIT``, ``BEAT``, ``BOUNDARY``, …) that :class:`~solo66.analysis.solver.search.Search`
puts in the namespace it runs the code in.

>>> code = trick_code(0, 0, 0, False)
>>> code is trick_code(0, 0, 0, False), code.co_filename
(True, '<trick (0, 0, 0, False)>')
"""

from __future__ import annotations

import textwrap
from types import CodeType

from solo66.analysis.solver.masks import AFTER

__all__ = ["trick_code", "two_code"]


def _winner_update(i: int, p: int, holder: str, new: str) -> list[str]:
    """Generated source: after card ``c{i}`` (which beats the winning card when its
    bit is set in ``x{i}``), the winning card ``w{i}`` and who or what holds it
    (``{holder}{i}``: ``new`` if it wins, else as after card ``p``)."""
    return [
        f"if x{i} >> c{i} & 1:",
        f"    w{i} = c{i}",
        f"    {holder}{i} = {new}",
        "else:",
        f"    w{i} = w{p}",
        f"    {holder}{i} = {holder}{p}",
    ]


_TWO_CODE: dict[tuple[int, int, bool], CodeType] = {}


def two_code(leader: int, sp: int, overtrump: bool) -> CodeType:
    """The exact value of a 2-card ending led by ``leader`` with the soloist at
    position ``sp`` of the trick (0 = on lead), as compiled source.

    The first trick is searched in five nested loops with an alpha-beta window;
    the root's spans every possible value, so its value is exact.  The last
    trick is read off the cards left: the soloist takes it if no card left beats
    the soloist's and the soloist leads it or the card led is of the suit of the soloist's
    card (any card, if that is a trump); its points are all the points left.
    """
    key = (leader, sp, overtrump)
    code = _TWO_CODE.get(key)
    if code is not None:
        return code
    params = ", ".join(f"h{AFTER[leader].index(s)}" for s in range(5))
    # The tables the code reads, as defaults: local names are the fastest.
    names = ("SUIT", "BEAT", "PTS", "TM", "TB", "LB", "OPTS", "SUIT_OR_ALL", "ONE")
    fast = ", ".join(f"{name}={name}" for name in names)
    out = [f"def two({params}, ALL, T, {fast}):", "    TALL = T + TB + TB + LB", "    a_ = 0"]
    out.append("    b_ = TALL")

    def emit(d: int, s: str) -> None:
        out.append("    " * d + s)

    # Each level's window: a copy of the bound it narrows, the other shared.
    alpha, beta = ["a_"], ["b_"]
    d = 1
    for i in range(5):
        if i == sp:
            emit(d, f"a{i} = {alpha[-1]}")
            alpha.append(f"a{i}")
            beta.append(beta[-1])
        else:
            emit(d, f"b{i} = {beta[-1]}")
            beta.append(f"b{i}")
            alpha.append(alpha[-1])
        emit(d, f"best{i} = {-1 if i == sp else 1000}")
        if i == 0:
            emit(d, "for c0 in OPTS[h0]:")
            d += 1
            emit(d, "L = SUIT[c0 >> 3]")
            emit(d, "w0 = c0")
            emit(d, "wh0 = h0")
            emit(d, "R0 = ALL ^ ONE[c0]")
            emit(d, "t0 = PTS[c0]")
            if not overtrump:
                # The legal cards of the others depend on the suit led only.
                for j in range(1, 5):
                    emit(d, f"o{j} = OPTS[h{j} & L or h{j} & TM or h{j}]")
        else:
            emit(d, f"x{i} = BEAT[w{i - 1}]")
            if overtrump:
                emit(d, f"c = h{i} & L")
                emit(d, "if not c:")
                emit(d + 1, f"c = h{i} & TM")
                emit(d + 1, "if not c:")
                emit(d + 2, f"c = h{i}")
                emit(d + 1, f"elif w{i - 1} >> 3 == TRUMP and c & x{i}:")
                emit(d + 2, f"c &= x{i}")
                emit(d, f"o{i} = OPTS[c]")
            emit(d, f"for c{i} in o{i}:")
            d += 1
            if i == 4:
                emit(d, "wh4 = h4 if x4 >> c4 & 1 else wh3")
            else:
                for line in _winner_update(i, i - 1, "wh", f"h{i}"):
                    emit(d, line)
            emit(d, f"R{i} = R{i - 1} ^ ONE[c{i}]")
            emit(d, f"t{i} = t{i - 1} + PTS[c{i}]")
        if i == sp:
            emit(d, f"q = (h{i} ^ ONE[c{i}]).bit_length() - 1")
            emit(d, "BR = BEAT[q]")
            emit(d, "SR = SUIT_OR_ALL[q]")
    # The soloist takes the last trick if no card left beats theirs (BR) and they
    # lead it, or the card led is of their suit (SR: every card if theirs is a trump).
    emit(d, f"if wh4 == h{sp}:")
    emit(d + 1, "v = t4 + TB if R4 & BR else TALL")
    emit(d, "elif R4 & BR or not R4 & wh4 & SR:")
    emit(d + 1, "v = 0")
    emit(d, "else:")
    emit(d + 1, "v = T - t4 + TB + LB")
    # Close the loops from the inside out, passing each level's value up.
    for i in range(4, -1, -1):
        v = "v" if i == 4 else f"best{i + 1}"
        a, b = alpha[i + 1], beta[i + 1]
        better, cut, narrow, bound = (">", ">=", a, b) if i == sp else ("<", "<=", b, a)
        emit(d, f"if {v} {better} best{i}:")
        emit(d + 1, f"best{i} = {v}")
        emit(d + 1, f"if {v} {cut} {bound}:")
        emit(d + 2, "break")
        emit(d + 1, f"if {v} {better} {narrow}:")
        emit(d + 2, f"{narrow} = {v}")
        d -= 1
    emit(1, "return best0")
    code = _TWO_CODE[key] = compile("\n".join(out) + "\n", f"<two {key}>", "exec")
    return code


_TRICK_CODE: dict[tuple[int, int, int, bool], CodeType] = {}
# The names the trick code reads, as defaults of the generated function: local
# names are the fastest to read.
_FAST = ", ".join(
    f"{name}={name}"
    for name in [
        *("SUIT", "BEAT", "PTS", "TM", "TRUMP", "TSH", "TB", "LB", "BP", "SURE", "CNT"),
        *("ORDERED", "ORDER", "DORDERED", "DORDER", "SMEARED", "SMEAR", "BOUNDARY", "TABLE"),
        *("AFTERED", "AFTER", "AFTERSURE", "AFTER_LAST", "ORDER_LAST", "ORDERED_LAST"),
        *("DSAFE", "DSAFE_FN", "BIT0", "BIT1", "BIT2", "BIT3", "BIT4", "ONE", "OPTS"),
    ]
)


def trick_code(leader: int, soloist: int, start: int, overtrump: bool) -> CodeType:
    """The rest of a trick led by ``leader``, as compiled source: one loop per card
    still to be played, nested, each with the bounds and the move ordering of its
    place in the trick, and the trick boundary search called at its end.

    With ``start`` 0 it takes the hands before the lead, the leads to try in
    order, the table key of the hands (less the leader) and the leads not to try
    (a mask), searches each lead in turn, and returns the fail-soft result of the
    test "value >= k" times 64 plus one more than the lead that decided the test
    (0: none).  Else it takes the hands after the ``start`` cards already played,
    the suit led (a mask), the card winning the trick, its seat, the points in
    the trick and the table key of the hands, and returns the fail-soft result.
    """
    key = (leader, soloist, start, overtrump)
    code = _TRICK_CODE.get(key)
    if code is not None:
        return code
    seat = AFTER[leader]
    sp = seat.index(soloist)
    out: list[str] = []

    def emit(d: int, s: str) -> None:
        out.append("    " * d + s)

    def points(m: str) -> str:
        return f"BP[{m} & 255] + BP[{m} >> 8 & 255] + BP[{m} >> 16 & 255] + BP[{m} >> 24]"

    def legal(d: int, i: int, h: str, suffix: str, p: int) -> None:
        """The legal cards ``cand`` of the hand ``h`` and their cache key ``key``
        (with the cards in play of their suit only), each name with ``suffix``."""
        cand, key = f"cand{suffix}", f"key{suffix}"
        emit(d, f"{cand} = {h} & led")
        emit(d, f"if {cand}:")
        emit(d + 1, f"{key} = {cand} | LL")
        emit(d, "else:")
        emit(d + 1, f"{cand} = {h} & TM")
        emit(d + 1, f"if {cand}:")
        if overtrump:
            emit(d + 2, f"if w{p} >> 3 == TRUMP and {cand} & x{i}:")
            emit(d + 3, f"{cand} &= x{i}")
        emit(d + 2, f"{key} = {cand} | LT")
        emit(d + 1, "else:")
        emit(d + 2, f"{cand} = {h}")
        emit(d + 2, f"{key} = {cand} | LO")

    def can_beat(i: int, j: int) -> str:
        """Whether one of the players at places ``j`` to 4 of the trick can beat the
        card winning now (``x{i}`` are the cards that beat it), following suit if
        they can: ``U{j}`` are the cards of the suit led or else the trumps of each."""
        return f"U{j} & x{i}" if j < 5 else ""

    def node(i: int, cur: list[str], d: int) -> None:
        """The node where the card number ``i`` of the trick is played; its
        fail-soft value is left in ``r{i}``.  ``cur`` names each seat's hand."""
        s, p, hs, h = seat[i], i - 1, cur[soloist], cur[seat[i]]
        union = " | ".join(cur)
        # After the lead alone its player wins the trick: the tests of who wins are
        # left out.
        led_only = p == 0
        emit(d, "while True:")
        d += 1
        emit(d, "cnt += 1")
        emit(d, f"x{i} = BEAT[w{p}]")
        if i > sp:
            # The soloist has played and a defender wins this trick; without
            # trumps the soloist loses every trump the defenders still hold too.
            if not led_only:
                emit(d, f"if ws{p} != {soloist}:")
                emit(d + 1, f"upper = rest - t{p}")
                emit(d + 1, f"if not {hs} & TM:")
                emit(d + 2, f"upper -= BP[(({union}) & TM) >> TSH]")
                emit(d + 1, "if k > upper:")
                emit(d + 2, f"r{i} = upper")
                emit(d + 2, "break")
            # The soloist wins this trick unless a defender still to play can
            # beat the soloist's card; then the soloist leads their sure winners.
            beats = can_beat(i, i)
            test = "if" if led_only else "elif"
            emit(d, f"{test} (t{p} >= k or t{p} + hsp >= k) and not ({beats}):")
            emit(d + 1, f"sure = t{p} if t{p} >= k else t{p} + SURE({hs}, {union})")
            emit(d + 1, "if sure >= k:")
            emit(d + 2, f"r{i} = sure")
            emit(d + 2, "break")
        else:
            # If the soloist, still to play, cannot beat the card winning now,
            # the defenders take this trick.
            emit(d, f"sb{i} = SL & x{i} if SL else STM & x{i}")
            wins = "" if led_only else f"ws{p} != {soloist} and "
            emit(d, f"if {wins}k > rest - t{p} and not sb{i}:")
            emit(d + 1, f"r{i} = rest - t{p}")
            emit(d + 1, "break")
        if overtrump:
            legal(d, i, h, "", p)
            cand, key = "cand", "key"
        else:
            cand, key = f"cand{i}", f"key{i}"

        # The soloist: beat the card winning now (high cards first), else give away
        # the least (low cards first).  A defender, against a card of the soloist
        # or before the soloist plays: the same, but beating with side cards from the top
        # and trumps from the bottom; when a defender wins after the soloist
        # played: side cards first, most points first.
        def moves(table: str, fn: str, beat: bool, extra: str = "") -> list[str]:
            arg = f" | ({cand} & x{i}) << 64" if beat else ""
            args = f"{cand}, {key} >> 32" + (f", x{i}" if beat else "")
            if extra:
                arg += f" | {extra} << 96"
                args += f", {extra}"
            return [
                f"ck{i} = {key}{arg}",
                f"mv{i} = {table}.get(ck{i})",
                f"if mv{i} is None:",
                f"    mv{i} = {fn}({args})",
            ]

        def pick(d: int, table: str, fn: str, beat: bool, extra: str = "") -> None:
            """Emit the moves from the cache ``table``, named ``tab{i}`` for the
            killer move below."""
            emit(d, f"tab{i} = {table}")
            for line in moves(f"tab{i}", fn, beat, extra):
                emit(d, line)

        # A single legal card needs no order.
        emit(d, f"if not {cand} & ({cand} - 1):")
        emit(d + 1, f"mv{i} = OPTS[{cand}]")
        emit(d, "else:")
        d += 1
        if i == sp:
            if i == 4:
                for line in moves("ORDERED_LAST", "ORDER_LAST", True):
                    emit(d, line)
            else:
                for line in moves("ORDERED", "ORDER", True):
                    emit(d, line)
        elif i < sp:
            # If the soloist cannot beat the card winning now, the defenders take
            # the trick whatever the soloist plays: one card for each run (see ``runs``).
            # Else, of a run that beats it and that the soloist cannot beat (``sx``), one card.
            emit(d, f"if sb{i}:")
            emit(d + 1, f"sx = {cand} & x{i} & SAFE")
            emit(d + 1, "if sx & (sx - 1):")
            pick(d + 2, "DSAFE", "DSAFE_FN", True, "sx")
            emit(d + 1, "else:")
            pick(d + 2, "DORDERED", "DORDER", True)
            emit(d, "else:")
            pick(d + 1, "SMEARED", "SMEAR", False)
        else:
            # After the soloist, of the cards of a run (no other player's card in
            # play between them) only the one a defender must give is tried: see
            # ``after``.
            e = d
            if not led_only:
                emit(d, f"if ws{p} == {soloist}:")
                e = d + 1
            later = can_beat(i, i + 1)
            if later:
                emit(e, f"if {later}:")
                pick(e + 1, "AFTERED", "AFTER", True)
                emit(e, "else:")
                pick(e + 1, "AFTERSURE", "AFTER_LAST", True)
            else:
                pick(e, "AFTERSURE", "AFTER_LAST", True)
            if not led_only:
                emit(d, "else:")
                pick(d + 1, "SMEARED", "SMEAR", False)
        d -= 1
        maximising = i == sp
        emit(d, f"best{i} = {-1 if maximising else 1000}")
        emit(d, f"for c{i} in mv{i}:")
        d += 1
        if i == 4:
            # The last card: only who takes the trick matters.
            emit(d, f"ws4 = {s} if x4 >> c4 & 1 else ws3")
        else:
            for line in _winner_update(i, p, "ws", str(s)):
                emit(d, line)
        emit(d, f"t{i} = t{p} + PTS[c{i}]")
        if maximising and sp < 4:
            emit(d, f"hsp = SP - PTS[c{i}]")
        emit(d, f"n{i} = {h} ^ ONE[c{i}]")
        emit(d, f"kp{i} = kp{p} ^ BIT{s}[c{i}]")
        now = list(cur)
        now[s] = f"n{i}"
        if i < 4:
            node(i + 1, now, d)
        else:
            # The next trick: a table entry that decides the test is used here,
            # else the boundary search runs.
            args = ", ".join(now)
            # From a trick start each hand holds 3 cards or more (the boundary
            # search solves the last two tricks itself), so this is not the last.
            block = f"""\
                if not n4:
                    r5 = t4 + TB + LB if ws4 == {soloist} else 0
                else:
                    key = kp4 | ws4
                    e = TABLE.get(key)
                    if ws4 == {soloist}:
                        gain = t4 + TB
                        kk = k - gain
                    else:
                        gain = 0
                        kk = k
                    if e is None:
                        # Nothing to search when the soloist has reached k.
                        if kk <= 0:
                            r5 = gain
                        else:
                            cb += 1
                            r5 = gain + BOUNDARY(ws4, kk, {args}, key, rest - t4 - TB)
                    elif e[0] >= kk:
                        cb += 1
                        r5 = gain + e[0]
                    elif e[1] < kk:
                        cb += 1
                        r5 = gain + e[1]
                    else:
                        cb += 1
                        r5 = gain + BOUNDARY(ws4, kk, {args}, key, rest - t4 - TB, e)"""
            lines = textwrap.dedent(block).splitlines()
            if not start:
                lines = [line[4:] for line in lines[3:]]
            for line in lines:
                emit(d, line)
        v = f"r{i + 1}"
        emit(d, f"if {v} {'>=' if maximising else '<'} k:")
        emit(d + 1, f"best{i} = {v}")
        # A killer move: the card that decided the test goes first next time.
        orders = ("ORDERED_LAST" if i == 4 else "ORDERED") if i == sp else f"tab{i}"
        emit(d + 1, f"if c{i} != mv{i}[0]:")
        emit(d + 2, f"{orders}[ck{i}] = (c{i}, *[c for c in mv{i} if c != c{i}])")
        emit(d + 1, "break")
        emit(d, f"if {v} {'>' if maximising else '<'} best{i}:")
        emit(d + 1, f"best{i} = {v}")
        d -= 1
        emit(d, f"r{i} = best{i}")
        emit(d, "break")

    cur = [f"g{s}" for s in range(5)]
    params = "k, g0, g1, g2, g3, g4, live, rest"
    first = start or 1
    if start:
        p = start - 1
        emit(0, f"def trick({params}, led, w{p}, ws{p}, t{p}, kb, {_FAST}):")
        emit(1, f"kp{p} = kb")
        if sp < start:
            emit(1, f"hsp = {points(f'g{soloist}')}")
    else:
        # From a trick start: every lead in ``moves`` (but those in ``drop``) in
        # turn, in one call; the result is the fail-soft value times 64 plus one
        # more than the lead that decided the test (0: none).  What depends only
        # on the suit led is worked out again only when it changes.
        emit(0, f"def trick({params}, moves, kb, drop, {_FAST}):")
        emit(1, f"best = {-1 if sp == 0 else 1000}")
        emit(1, "suit = -1")
    emit(1, "cnt = 0")
    emit(1, "cb = 0")
    emit(1, "LT = (live & TM) << 32")
    if first <= sp:
        if sp < 4:
            # The points in the soloist's hand before they play (less each card they
            # may play: the points left after it).
            emit(1, f"SP = {points(f'g{soloist}')}")
        emit(1, f"STM = g{soloist} & TM")
    d = 1
    if not start:
        if sp == 0:
            # The points in the soloist's hand before they lead.
            emit(1, f"SP = {points('g0')}")
        emit(1, "for c0 in moves:")
        d = 2
        if sp:
            emit(2, "if drop >> c0 & 1:")
            emit(3, "continue")
        emit(2, "w0 = c0")
        emit(2, f"ws0 = {leader}")
        emit(2, "t0 = PTS[c0]")
        emit(2, f"n0 = g{leader} ^ ONE[c0]")
        emit(2, f"kp0 = kb ^ BIT{leader}[c0]")
        if sp == 0:
            emit(2, "hsp = SP - PTS[c0]")
        cur[leader] = "n0"
        emit(2, "if c0 >> 3 != suit:")
        d = 3
        emit(d, "suit = c0 >> 3")
        emit(d, "led = SUIT[suit]")
    emit(d, "LO = (live & ~(led | TM)) << 32")
    emit(d, "LL = (live & led) << 32")
    # The cards with which the players after the soloist could beat a card: of
    # the suit led, or else trumps (see ``can_beat``).
    for j in range(4, max(first, sp + 1) - 1, -1):
        h = cur[seat[j]]
        own = f"({h} & led or {h} & TM)"
        emit(d, f"U{j} = {own}" if j == 4 else f"U{j} = U{j + 1} | {own}")
    if first <= sp:
        # The soloist's cards of the suit led before they play, and the cards they
        # cannot beat.
        emit(d, f"SL = g{soloist} & led")
        emit(d, "if SL:")
        emit(d + 1, "SAFE = ~(led & ((1 << SL.bit_length()) - 1))")
        emit(d, "else:")
        emit(d + 1, "SAFE = TM & ~((1 << STM.bit_length()) - 1)")
    if not overtrump:
        # Without the overtrump rule the legal cards depend on the suit led only.
        for i in range(first, 5):
            legal(d, i, cur[seat[i]], str(i), 0)
    node(first, cur, 1 if start else 2)
    if start == 0:
        maximising = sp == 0
        emit(2, f"if r1 {'>=' if maximising else '<'} k:")
        emit(3, "CNT[0] += cb")
        emit(3, "CNT[1] += cnt")
        emit(3, "return r1 << 6 | c0 + 1")
        emit(2, f"if r1 {'>' if maximising else '<'} best:")
        emit(3, "best = r1")
        emit(1, "CNT[0] += cb")
        emit(1, "CNT[1] += cnt")
        emit(1, "return best << 6")
    else:
        emit(1, "CNT[0] += cb")
        emit(1, "CNT[1] += cnt")
        emit(1, f"return r{first}")
    code = _TRICK_CODE[key] = compile("\n".join(out) + "\n", f"<trick {key}>", "exec")
    return code
