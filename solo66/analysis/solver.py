"""An exact open-hand ("double dummy") solver for the play of a hand.

With every hand visible, :func:`solve` finds the card points the soloist ends
with when he plays to take as many as he can and the four defenders play
together to keep them down — his tricks, his two discards and the 10 points for
the last trick, counting what is already won — and the value of every card the
player to move may play, so a replay can mark each card "best" or "costs N
points".

>>> g = _example()
>>> s = solve(g)
>>> s.value, [str(a) for a in s.best]
(130, ['play ♣A', 'play ♣10', 'play ♣K', 'play ♣Q', 'play ♣J', 'play ♣9'])

Techniques:

* card sets are 32-bit masks (``Card.index`` = 8 × suit + rank);
* a fail-soft null-window alpha-beta search ("can the soloist still take k
  points?") driven by MTD(f), approaching each value from above because a
  successful test costs far more than a failing one;
* a transposition table keyed at trick boundaries (the five hands and the
  leader, packed into one int, which the garbage collector does not track,
  unlike a tuple) that stores bounds on the points *still to come*, so
  positions reached by different routes share them, and the best lead found; a
  position missing from it is looked up again with each suit's 9s, 8s and 7s
  renamed to the highest of those ranks, in order (zero-point cards below every
  counting card, so the play is the same; not for 2-card positions, which are
  cheaper to solve again);
* the last two tricks solved exactly, by alpha-beta in nested loops generated
  for each leader, and stored, when the bounds below do not already answer the
  test;
* cards of one hand that are adjacent in rank among the cards still in play and
  worth the same points searched once (10 and A differ, so in practice only 7,
  8, 9 merge);
* of a run of one hand's cards worth different points (no other player's card
  in play between them, so they beat the same cards), one card searched when
  it is known which side takes the trick: the one worth most if the player's
  own side takes it, else the one worth least (a card of the run can stand in
  for another later, changing the points of that one trick by their difference
  at most); and a defender's lead that the soloist cannot beat, below a lead of
  the same run already solved, searched only between that lead's value and it
  plus the difference in points;
* moves ordered by card-play heuristics: beat the card winning now (a
  defender ruffs low), else give away least, or most when a defender wins after
  the soloist played or one after him still can; lead side suits before
  trumps, high cards first (for the soloist too: cashing side winners before
  drawing trumps makes his proofs smaller); a card that decided a test goes
  first the next time the same cards are to be chosen from (a killer move),
  after the best lead stored in the table;
* bounds that cut the search: the points left; trumps of the defenders that no
  trump of the soloist can beat; the soloist's trumps that must win (his trumps
  less a maximum matching of them to higher defenders' trumps), or all his
  trumps and his top side cards when the defenders have no trumps (or he, on
  lead, can draw them with his top trumps) and he is on lead or holds a trump,
  with, in as many tricks, the cheapest card of each defender; on lead, his
  side cards above the defenders' cards of their suit as long as every defender
  holding a trump must follow it (with the cards they follow with); the last trick
  when he has enough trumps to keep his top one to the end; a trick already
  lost or won inside the trick; and all the points left when every card of the
  soloist is a sure winner (a "claim");
* the dearer lower bounds (cashing, the single defender trump, keeping the top
  trump) worked out for a new table entry only when the cheaper ones do not
  decide the test, and in full the first time the entry does not decide one;
* for speed in CPython, the leads and the cards of a trick after them are
  searched in nested loops of source generated for each leader (one call for
  all the leads at a trick start, not one per card), with the candidate moves
  in their order cached by the cards in play of their suit; seats are numbered
  from the soloist inside the search, so that source is compiled once per
  process whoever is soloist.

For the all-pass game, the same search runs with no trump, every card worth
0 and the last trick worth 1.  :func:`best_contract` runs it for every trump
suit and discard; the number of tricks (for schwarz) is searched only at the
extremes, with every card worth 0 and every trick 1.

The all-pass ``last-trick`` game has no soloist: :func:`solve_last_trick` says
for each seat whether it can force taking the sixth trick against the other
four playing together (at most one seat can).

Open-hand values are what perfect play with all cards visible achieves; a real
player, who cannot see the other hands, usually achieves less.
"""

from __future__ import annotations

import itertools
import textwrap
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import CodeType

from solo66.core.cards import Card, Suit, cards_str, parse_cards, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase
from solo66.core.rules import Rules
from solo66.core.scoring import LAST_TRICK_BONUS, TOTAL_POINTS, outcome, soloist_score

__all__ = [
    "Contract",
    "LastTrickSolution",
    "Solution",
    "Solver",
    "best_contract",
    "solve",
    "solve_last_trick",
]

_RANK_POINTS = (0, 0, 0, 2, 3, 4, 10, 11)
_CARD_POINTS = tuple(_RANK_POINTS[i & 7] for i in range(32))
_NO_POINTS = (0,) * 32
_SUIT_MASK = (*(0xFF << (8 * s) for s in range(4)), 0)
# Cards of the same suit strictly above each card.
_ABOVE = tuple(((0xFF << (i & ~7)) & ~((2 << i) - 1)) & 0xFFFFFFFF for i in range(32))
_NO_TRUMP = 4
# Each card as a mask (a table look-up is faster than a shift in CPython).
_ONE = tuple(1 << c for c in range(32))
# The cards of a set of one or two cards, highest first.
_OPTS = {
    **{1 << a: (a,) for a in range(32)},
    **{1 << a | 1 << b: (a, b) for a in range(32) for b in range(a)},
}


def _bits(mask: int) -> list[int]:
    """Card indices in a mask, highest first."""
    out = []
    while mask:
        i = mask.bit_length() - 1
        out.append(i)
        mask ^= 1 << i
    return out


def _mask(cards: Sequence[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


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


def _two_code(leader: int, sp: int, overtrump: bool) -> CodeType:
    """The exact value of a 2-card ending led by ``leader`` with the soloist at
    position ``sp`` of the trick (0 = on lead), as compiled source.

    The first trick is searched in five nested loops with an alpha-beta window;
    the root's spans every possible value, so its value is exact.  The last
    trick is read off the cards left: the soloist takes it if no card left beats
    his and he leads it or the card led is of his suit (any card, if his is a
    trump); its points are all the points left.
    """
    key = (leader, sp, overtrump)
    code = _TWO_CODE.get(key)
    if code is not None:
        return code
    params = ", ".join(f"h{(s - leader) % 5}" for s in range(5))
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
    # The soloist takes the last trick if no card left beats his (BR) and he
    # leads it, or the card led is of his suit (SR: every card if his is a trump).
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
        *("SUIT", "BEAT", "PTS", "TM", "TRUMP", "TB", "LB", "MP", "BP", "SURE", "CNT"),
        *("ORDERED", "ORDER", "DORDERED", "DORDER", "SMEARED", "SMEAR", "BOUNDARY", "TABLE"),
        *("AFTERED", "AFTER", "AFTERSURE", "AFTER_LAST", "ORDER_LAST", "ORDERED_LAST"),
        *("DSAFE", "DSAFE_FN", "BIT0", "BIT1", "BIT2", "BIT3", "BIT4", "ONE"),
    ]
)


def _trick_code(leader: int, soloist: int, start: int, overtrump: bool) -> CodeType:
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
    sp = (soloist - leader) % 5
    seat = [(leader + i) % 5 for i in range(5)]
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

    def can_beat(hands: Iterable[str], i: int) -> str:
        """Whether one of ``hands`` can beat the card winning now (``x{i}`` are the
        cards that beat it), following suit if it can."""
        return " or ".join(f"({h} & led & x{i} if {h} & led else {h} & TM & x{i})" for h in hands)

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
            # trumps he loses every trump the defenders still hold too.
            if not led_only:
                emit(d, f"if ws{p} != {soloist}:")
                emit(d + 1, f"upper = rest - t{p}")
                emit(d + 1, f"if not {hs} & TM:")
                emit(d + 2, f"upper -= MP(({union}) & TM)")
                emit(d + 1, "if k > upper:")
                emit(d + 2, f"r{i} = upper")
                emit(d + 2, "break")
            # The soloist wins this trick unless a defender still to play can
            # beat his card; then he leads his sure winners.
            beats = can_beat((cur[seat[j]] for j in range(i, 5)), i)
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
        # or before he plays: the same, but beating with side cards from the top
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

        if i == sp:
            if i == 4:
                for line in moves("ORDERED_LAST", "ORDER_LAST", True):
                    emit(d, line)
            else:
                for line in moves("ORDERED", "ORDER", True):
                    emit(d, line)
        elif i < sp:
            # If the soloist cannot beat the card winning now, the defenders take
            # the trick whatever he plays: one card for each run (see ``runs``).
            # Else, of a run that beats it and that he cannot beat (``sx``), one card.
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
            later = can_beat((cur[seat[j]] for j in range(i + 1, 5)), i)
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
        maximising = i == sp
        emit(d, f"best{i} = {-1 if maximising else 1000}")
        emit(d, f"for c{i} in mv{i}:")
        d += 1
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
                        r5 = gain + BOUNDARY(ws4, kk, {args}, key, rest - t4 - TB)
                    elif e[0] >= kk:
                        cb += 1
                        r5 = gain + e[0]
                    elif e[1] < kk:
                        cb += 1
                        r5 = gain + e[1]
                    else:
                        r5 = gain + BOUNDARY(ws4, kk, {args}, -1, rest - t4 - TB)"""
            for line in textwrap.dedent(block).splitlines():
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
            # The points in the soloist's hand before he plays (less each card he
            # may play: the points left after it).
            emit(1, f"SP = {points(f'g{soloist}')}")
        emit(1, f"STM = g{soloist} & TM")
    d = 1
    if not start:
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
            emit(2, f"hsp = {points('n0')}")
        cur[leader] = "n0"
        emit(2, "if c0 >> 3 != suit:")
        d = 3
        emit(d, "suit = c0 >> 3")
        emit(d, "led = SUIT[suit]")
    emit(d, "LO = (live & ~(led | TM)) << 32")
    emit(d, "LL = (live & led) << 32")
    if first <= sp:
        # The soloist's cards of the suit led before he plays, and the cards he
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


# The zero-point ranks 9, 8, 7 of a suit renamed to the highest of them,
# keeping their order: by the set of them still in play, the ranks that
# move up by one and by two.
_ZERO_SHIFT = tuple(
    tuple(
        sum(
            1 << r
            for r in range(3)
            if live3 >> r & 1 and 2 - sum(1 for q in range(r + 1, 3) if live3 >> q & 1) - r == up
        )
        for up in (1, 2)
    )
    for live3 in range(8)
)

# Caches shared by every search, small and bounded: by the zero-point cards in
# play, the bits of a table key (five hands) that move up by one and by two (see
# ``boundary``); by the card points, the ranks standing for a set of cards of one
# suit (see ``candidates``).
_RENAMES: dict[int, tuple[int, int]] = {}
_GROUPS: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
# By the card points, the points of each set of ranks of one suit (a byte).
_BYTE_POINTS: dict[tuple[int, ...], tuple[int, ...]] = {}
# Each card as the bit of a table key for each seat's hand.
_KEY_BITS = {f"BIT{seat}": tuple(1 << (c + 3 + 32 * seat) for c in range(32)) for seat in range(5)}
# A mask times this: the same cards in every seat's hand of a table key.
_KEY_REPEAT = sum(1 << (3 + 32 * seat) for seat in range(5))


class _Search:
    """A null-window searcher for one trump suit, one maximising seat and one
    valuation (card points per card, a bonus per trick, a bonus for the last).

    The value of a position is what the maximising seat (the soloist) takes
    from here on: the points of his tricks still to come, including the cards
    already in an unfinished trick if he takes it.  The other four seats
    minimise it together.
    """

    def __init__(
        self,
        trump: int,
        soloist: int,
        must_overtrump: bool,
        points: tuple[int, ...] = _CARD_POINTS,
        trick_bonus: int = 0,
        last_bonus: int = LAST_TRICK_BONUS,
    ) -> None:
        self.trump = trump
        self.soloist = soloist
        self.points = points
        self.trick_bonus = trick_bonus
        self.last_bonus = last_bonus
        # Position at a trick boundary -> [lower bound, upper bound, best lead], the
        # lead -1 if none is known yet, -2 for a 2-card position not yet solved,
        # -3 if some of the bounds were left out (see ``bounds``).
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
        # Seats are numbered from the soloist (see ``_tester``): the generated code is
        # then the same whoever is soloist.
        soloist = 0
        pts = self.points
        trick_bonus = self.trick_bonus
        last_bonus = self.last_bonus
        table = self.table
        counter = self._counter
        merged: dict[int, tuple[int, ...]] = {}
        ordered: dict[int, tuple[int, ...]] = {}
        ordered_last: dict[int, tuple[int, ...]] = {}
        groups = _GROUPS.setdefault(pts, {})
        lead_order: dict[int, tuple[int, ...]] = {}
        byte_pts = _BYTE_POINTS.get(pts)
        if byte_pts is None:
            byte_pts = _BYTE_POINTS[pts] = tuple(
                sum(pts[r] for r in range(8) if b >> r & 1) for b in range(256)
            )
        suit_mask = _SUIT_MASK
        trump_mask = _SUIT_MASK[trump]
        side_masks = tuple(_SUIT_MASK[s] for s in range(4) if s != trump)
        above = _ABOVE
        # The cards that beat each card (once it is winning a trick).
        beat_mask = tuple(above[c] | (0 if c >> 3 == trump else trump_mask) for c in range(32))
        zero_shift = _ZERO_SHIFT
        renames = _RENAMES
        seat_at = tuple(tuple((lead + i) % 5 for i in range(5)) for lead in range(5))
        # Where the soloist sits in a trick led by each seat.
        solo_pos = tuple((soloist - lead) % 5 for lead in range(5))

        def mask_points(m: int) -> int:
            return (
                byte_pts[m & 255]
                + byte_pts[(m >> 8) & 255]
                + byte_pts[(m >> 16) & 255]
                + byte_pts[m >> 24]
            )

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
            key = cand | live << 32
            out = merged.get(key)
            if out is not None:
                return out
            cards: list[int] = []
            for s in (3, 2, 1, 0):
                base = 8 * s
                cb = (cand >> base) & 255
                if cb:
                    gkey = s << 16 | cb << 8 | (live >> base) & 255
                    g = groups.get(gkey)
                    if g is None:
                        g = groups[gkey] = tuple(base + r for r in rep_group(cb, gkey & 255))
                    cards.extend(g)
            out = merged[key] = tuple(cards)
            return out

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
            "TB": trick_bonus,
            "LB": last_bonus,
        }
        # The exact 2-card ending, one function per leader.
        two_env: dict[str, object] = {
            **shared_env,
            "OPTS": _OPTS,
            "ONE": _ONE,
            "SUIT_OR_ALL": tuple(
                0xFFFFFFFF if c >> 3 == trump else suit_mask[c >> 3] for c in range(32)
            ),
        }
        twos: list[Callable[..., int]] = []
        for lead in range(5):
            env = dict(two_env)
            exec(_two_code(lead, solo_pos[lead], overtrump), env)
            # Taken out of its namespace, which would else hold it in a cycle.
            fn: Callable[..., int] = env.pop("two")  # type: ignore[assignment]
            twos.append(fn)

        tshift = 8 * trump if trump < 4 else 0
        side_all = 0xFFFFFFFF & ~trump_mask
        # The cards worth no points: a defender with enough of them gives nothing.
        zero_mask = sum(1 << c for c in range(32) if not pts[c])
        trump_cache: dict[int, tuple[int, ...]] = {}

        def trump_part(sb: int, db: int, n: int, on_lead: bool) -> tuple[int, ...]:
            """What the bounds take from the trumps alone (ranks ``sb`` of the
            soloist's, ``db`` of the defenders'), ``n`` cards in each hand: the
            points of the defenders' trumps above all of his; the points and number
            of his trumps sure to win; the last-trick bonus sure to him; the number
            of his trumps above all the defenders' (to draw theirs).

            A trump of his that loses is beaten in its trick by a higher defender's
            trump, and each defender's trump is in one trick only: so his losing
            trumps are matched to distinct higher defender's trumps, and they are at
            most a maximum matching of such pairs, worth at most its maximum weight.
            Both come from matching his trumps from the top, each to the lowest free
            higher defender's trump (the sets of trumps that can beat his are nested,
            and higher trumps are worth at least as much)."""
            top = sb.bit_length()
            cut = sum(pts[tshift + r] for r in range(top, 8) if db >> r & 1)
            used = 0
            cap_pts = 0
            cap = 0
            total = 0
            for rs in range(7, -1, -1):
                if not sb >> rs & 1:
                    continue
                total += pts[tshift + rs]
                for rd in range(rs + 1, 8):
                    if db >> rd & 1 and not used >> rd & 1:
                        used |= 1 << rd
                        cap += 1
                        cap_pts += pts[tshift + rs]
                        break
            t = sb.bit_count()
            m = t - cap
            # The last trick: while he holds a side card he plays a trump only in a
            # trick a defender leads, the first one if he is not on lead, else one
            # after a trick the defenders took with a side card or a losing trump
            # of his (at most his trumps less the sure ones).  With more trumps than
            # such tricks, or only trumps, his last card is a trump, his top one
            # (with no rule to overtrump he may play any trump when he must trump):
            # this holds with the sure trumps and, against no trumps, with his top
            # side cards (he plays them when he can, so he never has to throw one).
            last = (
                last_bonus
                if sb
                and (not db or (not overtrump and 1 << (top - 1) > db))
                and (t == n or t >= n - t + (t - m) + (not on_lead))
                else 0
            )
            dtop = db.bit_length()
            draws = (sb >> dtop).bit_count()
            return cut, total - cap_pts, m, last, draws, t

        cheap_pre: dict[int, tuple[int, ...]] = {}

        def cheapest(hands: tuple[int, ...], m: int) -> int:
            """The points of the ``m`` cheapest cards of each defender, in all."""
            s = 0
            for seat in others:
                h = hands[seat]
                if (h & zero_mask).bit_count() < m:
                    s += (cheap_pre.get(h) or cheap_prefix(h))[m]
            return s

        def cheap_prefix(h: int) -> tuple[int, ...]:
            """The points of the 0, 1, 2, ... cheapest cards of the hand ``h`` (kept)."""
            p = cheap_pre[h] = tuple(
                itertools.accumulate(sorted(pts[c] for c in _bits(h)), initial=0)
            )
            return p

        others = tuple(seat for seat in range(5) if seat != soloist)
        side_cache: dict[int, tuple[tuple[tuple[int, int], ...], int, int]] = {}

        def top_sides(hs: int, live: int) -> tuple[tuple[tuple[int, int], ...], int, int]:
            """The soloist's (``hs``) side cards above every defender's card of their
            suit: for each such suit its mask and those cards; their points; their
            number."""
            key = (hs & side_all) | (live & side_all) << 32
            out = side_cache.get(key)
            if out is None:
                found = []
                points = count = 0
                for sm in side_masks:
                    own = hs & sm
                    if own:
                        top = (live & ~hs & sm).bit_length()
                        w = (own >> top) << top
                        if w:
                            found.append((sm, w))
                            points += mask_points(w)
                            count += w.bit_count()
                out = side_cache[key] = (tuple(found), points, count)
            return out

        def cheap_one(h: int, m: int) -> int:
            """The points of the ``m`` cheapest cards of the mask ``h``."""
            if (h & zero_mask).bit_count() >= m:
                return 0
            return (cheap_pre.get(h) or cheap_prefix(h))[m]

        def cash(live: int, m: int, base: int, hs: int, hands: tuple[int, ...]) -> int:
            """A lower bound on the value with the soloist (hand ``hs``) on lead and
            both sides holding trumps, from cashing side cards before anything else,
            given ``m`` and ``base``: the number of his sure trumps (matching) and
            their points plus the last-trick bonus if sure by the rule in ``bounds``;
            0 when it adds nothing.

            Proof.  In a side suit s let w be his cards above every defender's card
            of s, and c the fewest cards of s held by a defender who holds a trump;
            let j = min(|w|, c).  He leads his top j cards of w one after the other:
            before the i-th of them (i <= j) each defender holding a trump has
            played only cards of s since the start (he had one each time), so he
            still holds c - (i - 1) >= 1 of them, must follow suit and cannot trump;
            the others hold no trump; so the card led, above every card of s they
            hold, wins and he stays on lead.  Nobody plays a trump in these tricks
            and a defender holding a trump plays no card of another suit, so the
            same holds for the next suit cashed.  After all of them, J = sum of the
            j tricks, he is on lead with the same trumps on both sides and J fewer
            cards; there the bound of ``bounds`` for his sure trumps holds (its
            last-trick condition, t >= n - t + (t - m) on lead, gets weaker as n
            drops): m more tricks (his trumps, none of which was in the J tricks),
            the points of his sure trumps and the bonus.  Each defender gives a
            distinct card to each of those J + m tricks: at least his J + m
            cheapest cards; one holding a trump gives j cards of each cashed suit s
            in the J tricks and m cards of any suit later, a set with at least j
            cards of each s, worth at least his j cheapest (lowest) of each such s
            plus his m cheapest other cards (the i-th cheapest of the set's cards
            of s is worth at least the i-th cheapest of his in s, so the set is
            worth at least his cheapest |set in s| of each s: those j cheapest plus
            cards of his outside them)."""
            tops = top_sides(hs, live)[0]
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
            his number of trumps, A his side cards above every defender's card of
            their suit.  Only d can trump for the defenders, and H, d being his only
            trump, must play it to a trump lead or to a side suit he lacks.  Once d
            is played the defenders have no trumps: then on lead the soloist wins
            with all his trumps and the cards of A (he cashes them), and so he does
            off lead if he still holds a trump (he follows a suit of A with its top
            card, ruffs a suit he lacks, and after winning is on lead); he also
            takes the last trick if his trumps left are at least the tricks still
            to lose (on lead), or one more (off lead): the rule of ``bounds``.  By
            the first lead, in a suit s the leader holds:

            * trump (d led): T > d wins and d is gone, "full" (he won every card of
              his trumps and A, T used); else L loses to d ("lose L"), t - 1 left;
            * s he holds, H without s: H trumps with d, he follows with his lowest
              card of s and loses it, t trumps left ("lose" that card);
            * s he holds, his top card of s in A, H with s: nobody trumps and it
              wins; on lead he leads T (full if T > d, H must play d) or else L,
              which d takes (lose L, t - 1 left);
            * s he lacks, H without s: both must trump; T > d wins (full), else d
              wins over L (lose L, t - 1 left);
            * s he lacks, H with s: only he trumps, with L, and wins; then on lead
              he leads T if T > d (full, t - 2 left), else his second lowest trump,
              which d takes (lose it, t - 2 left);
            * any other case gives nothing (0).

            In "full" he wins t + |A| tricks with his trumps and A (d in one of
            them); in "lose c" he wins those less c, off lead after the trick lost,
            so only with a trump left.  Each defender gives a distinct card to each
            trick he wins (H gives d to one in "full").  The value is at least the
            smallest of these bounds over the suits the leader can lead."""
            for seat in others:
                hh = hands[seat]
                if hh & dt:
                    break
            hs = hands[soloist]
            st = hs & trump_mask
            t = st.bit_count()
            a = 0
            for _, w in top_sides(hs, live)[0]:
                a |= w
            m_full = t + a.bit_count()
            won_pts = mask_points(st | a)
            high = st > dt
            low = st & -st
            lh = hands[leader]
            lower = rest

            def gives_d(m: int) -> int:
                # H gives d to one of the m tricks: his cheapest cards but d.
                return pts[dt.bit_length() - 1] + cheap_one(hh ^ dt, m - 1) - cheap_one(hh, m)

            for sm in side_masks:
                if not lh & sm:
                    continue
                own = hs & sm
                if own and not hh & sm:
                    c = own & -own
                    left = t
                elif own & a if own else not hh & sm:
                    # He wins on lead, or both must trump: T if above d, else L.
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
            # By his trumps and all trumps in play (as ranks), n and who leads.
            tkey = (st | lt << 8) >> tshift | n << 16 | on_lead << 20
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
                # On lead, he draws the defenders' trumps with his top trumps if he
                # has as many as each defender has trumps; then all his trumps win
                # and he is still on lead.
                most = 0
                if draws:
                    for seat in others:
                        c = (hands[seat] & dt).bit_count()
                        if c > most:
                            most = c
                if draws and draws >= most:
                    # His top trumps win, and each takes a trump from every defender
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
                # card of their suit win too: on lead he cashes them; else he takes
                # each trick led in their suit or ruffs, and then cashes the rest.
                _, sp, sm = top_sides(hs, live)
                wp += sp
                m += sm
                if st:
                    # Then only his other side cards can lose a trick: he plays a top
                    # card when he leads (after drawing trumps) or follows its suit.
                    last = last_bonus if t - drawn >= n - m + (not on_lead) else 0
                # On lead with every card sure to win he takes every trick (m == n).
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
                # Two tricks left and a trump above all the defenders': he keeps it
                # for the last trick if he is on lead (he plays his other card first)
                # or if the leader has only cards of the suit of his other card.
                tt = 1 << (st.bit_length() - 1)
                if tt > dt:
                    x = hs ^ tt
                    if on_lead or (
                        not x & trump_mask
                        and not hands[leader] & ~suit_mask[(x.bit_length() - 1) >> 3]
                    ):
                        keep = pts[tt.bit_length() - 1] + trick_bonus + last_bonus
                        keep += cheapest(hands, 1)
                        if keep > lower:
                            lower = keep
            return lower, upper, True

        def solo_sure(hs: int, union: int) -> int:
            """Points of the soloist's cards (``hs``, the cards in play ``union``)
            that win whenever he plays them, he being on lead: trumps above every
            trump of the defenders and, when they have no trumps, the cards of his
            above every defender's card of their suit."""
            dh = union & ~hs
            sure = hs & trump_mask
            dt = dh & trump_mask
            if dt:
                top = dt.bit_length()
                sure = (sure >> top) << top
            else:
                for m in side_masks:
                    own = hs & m
                    if own:
                        top = (dh & m).bit_length()
                        sure |= (own >> top) << top
            return mask_points(sure)

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
        ) -> int:
            """Fail-soft test of "value >= k" at the start of a trick, the seats
            holding ``h0`` to ``h4``: the result is a lower bound on the value if
            it is >= k, else an upper bound.  A caller that found no table entry
            under the position's ``key`` passes it, and a caller that knows the
            points and bonuses still to come passes them (``rest``)."""
            counter[0] += 1
            if key < 0:
                # The key: an int (not tracked by the garbage collector, unlike a
                # tuple).
                key = leader | h0 << 3 | h1 << 35 | h2 << 67 | h3 << 99 | h4 << 131
                entry = table.get(key)
            else:
                entry = None
            if entry is None:
                n = h0.bit_count()
                if n == 1:
                    return last_trick(leader, (h0, h1, h2, h3, h4))
                live = h0 | h1 | h2 | h3 | h4
                if rest < 0:
                    rest = mask_points(live) + n * trick_bonus + last_bonus
                if n == 2:
                    # Not looked up renamed: cheaper to solve again.  Solved exactly
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
                # The same position up to the names of the 9s, 8s and 7s still in play.
                lz = live & 0x07070707
                shifts = renames.get(lz)
                if shifts is None:
                    one = two = 0
                    for q in (0, 8, 16, 24):
                        a, b = zero_shift[lz >> q & 7]
                        one |= a << q
                        two |= b << q
                    # The same bits in each seat's hand in the key.
                    shifts = renames[lz] = (one * _KEY_REPEAT, two * _KEY_REPEAT)
                up1, up2 = shifts
                if up1 | up2:
                    nkey = key & ~(up1 | up2) | (key & up1) << 1 | (key & up2) << 2
                    entry = table.get(nkey)
                    if entry is not None:
                        table[key] = entry
                else:
                    nkey = key
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
            else:
                lower, upper, full = bounds(leader, n, live, rest, hands, k)
                entry = table[key] = table[nkey] = [lower, upper, -1 if full else -3]
                if k > upper:
                    return upper
                if lower >= k:
                    return lower
            # The lead, best lead of an earlier search first.
            maximising = leader == soloist
            lkey, order = leads(hands[leader], live)
            moves = order
            first = entry[2]
            if first >= 0 and moves[0] != first and first in moves:
                moves = (first, *[c for c in moves if c != first])
            drop = 0
            if not maximising and len(moves) > 1:
                # A defender's leads the soloist cannot beat: one for each run.
                hs = hands[soloist]
                dkey = lkey | hs << 64
                got = lead_drops.get(dkey)
                if got is None:
                    got = lead_drops[dkey] = safe_leads(hands[leader], live, hs)
                drop = got
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

        # The sort key of the leads: side suits before trumps, high cards first.  For
        # the soloist too: his proofs are much smaller when he cashes side winners
        # before drawing trumps (full solve of 100 deals: -42 % nodes).
        lead_rank = tuple(-(c & 7) + (16 if c >> 3 == trump else 0) for c in range(32))

        lead_drops: dict[int, int] = {}

        def safe_leads(h: int, live: int, hs: int) -> int:
            """The leads a defender (hand ``h``) need not try, the soloist holding
            ``hs``: of each run of his cards (see ``runs``) that the soloist cannot
            beat, all but the one worth most (his side takes the trick)."""
            safe = 0
            for c in _bits(h):
                if _unbeatable(c, hs, trump):
                    safe |= 1 << c
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
            # Only the cards in play of the suits he holds matter.
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
                low = [c for c in moves if not beaters >> c & 1]
                if low_rank is None:
                    low.reverse()
                else:
                    low.sort(key=low_rank.__getitem__)
                high = [c for c in moves if beaters >> c & 1]
                if rank is not None:
                    high.sort(key=rank.__getitem__)
                moves = (*high, *low)
            cache[key] = moves
            return moves

        # The sort keys of a defender's cards that beat the soloist's (side cards
        # from the top, then trumps from the bottom) and of those he gives to a
        # trick his side takes (side cards first, most points first, then low).
        beat_rank = tuple((c & 7) - 16 if c >> 3 == trump else -(c & 7) - 32 for c in range(32))
        smear_rank = tuple(
            (c & 7) - 16 * pts[c] + (1000 if c >> 3 == trump else 0) for c in range(32)
        )
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
            (``safe``), the one worth most (his side takes the trick)."""
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
            this trick the player can play the card he kept wherever he would have
            played the other: that changes the points of that one trick only, by d
            at most.  So if his own side takes this trick he gives y (his side has
            its d points now and gives at most d back later); if the other side
            takes it he gives x (it gets d less now and at most d more later)."""
            reps = candidates(cand, live)
            if len(reps) < 2:
                return reps
            # The candidates come suit by suit, each from the top: a card is in the
            # run of the one before it if no other player's card lies between.
            others = live & ~cand
            out: list[int] = []
            prev = -1
            for c in reps:
                if (
                    (high | low) >> c & 1
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
        # A defender before the soloist: his side's winning is not known.
        dorder = against_runs(dordered, beat_rank, False, False)
        # A defender after the soloist, who wins now: beating him wins the trick; not
        # beating him loses it if no defender after can beat him (``after_last``),
        # else a partner may still take it: most points first (full solve of 200
        # deals: -3 % nodes at the median).
        after = against_runs(after_open, beat_rank, True, False, smear_rank)
        after_last = against_runs(after_sure, beat_rank, True, True)

        def smear(cand: int, live: int) -> tuple[int, ...]:
            """A defender's candidate cards when his side wins the trick: one for each
            run (see ``runs``), side cards first, most points first (low cards first
            among equal points)."""
            moves = runs(cand, live, 0xFFFFFFFF, 0)
            if len(moves) > 1:
                moves = tuple(sorted(moves, key=smear_rank.__getitem__))
            smeared[cand | live << 32] = moves
            return moves

        # The rest of a trick, one function per leader and number of cards
        # already played (0: called with the card led).
        trick_env: dict[str, object] = {
            **shared_env,
            "MP": mask_points,
            "BP": byte_pts,
            "SURE": solo_sure,
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
            "BOUNDARY": boundary,
            "CNT": counter,
            "TABLE": table,
            "ONE": _ONE,
            **_KEY_BITS,
        }
        rests: dict[tuple[int, int], Callable[..., int]] = {}

        def rest_of(leader: int, start: int) -> Callable[..., int]:
            fn = rests.get((leader, start))
            if fn is None:
                env = dict(trick_env)
                exec(_trick_code(leader, soloist, start, overtrump), env)
                fn = rests[leader, start] = env.pop("trick")  # type: ignore[assignment]
            return fn  # type: ignore[return-value]

        tricks = [rest_of(lead, 0) for lead in range(5)]

        def release() -> None:
            """Break the one reference cycle (the boundary search calls the trick
            code, which calls it back), so that the tables are freed at once."""
            tricks.clear()
            rests.clear()

        return boundary, rest_of, release

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
        # Seats numbered from the soloist, who is seat 0 inside the search.
        solo = self.soloist
        h = (*hands[solo:], *hands[:solo])
        leader = (leader - solo) % 5
        if not trick:
            return lambda k: boundary(leader, k, *h)
        trump = self.trump
        win, ws, tp = trick[0], leader, 0
        for i, c in enumerate(trick):
            tp += self.points[c]
            if i and ((c >> 3 == win >> 3 and c > win) or (c >> 3 == trump and win >> 3 != trump)):
                win, ws = c, (leader + i) % 5
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
        rest = sum(self.points[c] for c in _bits(live)) + n * self.trick_bonus + self.last_bonus
        led = _SUIT_MASK[trick[0] >> 3]
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


@dataclass(frozen=True)
class Solution:
    """The solved position.

    ``value`` is the soloist's final card points under best play by both sides;
    ``values`` the same for each legal action of the player to move; ``best`` the
    actions achieving ``value``; ``nodes`` how many positions were searched.
    """

    value: int
    best: tuple[Action, ...]
    values: dict[Action, int] = field(repr=False)
    nodes: int = 0
    player: int | None = None
    soloist: int | None = None

    def cost(self, action: Action | str) -> int:
        """How many points an action gives away against the best (0 for a best action).

        Costs are counted from the side of the player to move: for the soloist, points
        he does not get; for a defender, points the soloist gets in addition.
        """
        act = action if isinstance(action, Action) else Action.from_str(action)
        v = self.values[act]
        return self.value - v if self.player == self.soloist else v - self.value


@dataclass(frozen=True)
class LastTrickSolution:
    """The all-pass game solved: who can force taking the last trick.

    ``can_force[s]`` says whether seat ``s`` can take the sixth trick whatever the
    other four do together; ``winner`` is that seat, or ``None`` when no seat can
    (at most one can).  ``values`` maps each legal action of the player to move to
    the seat that can force the last trick after it (or ``None``); ``best`` are the
    actions after which the player to move can still force it (all legal actions
    when he cannot force it anyway).
    """

    can_force: tuple[bool, ...]
    winner: int | None
    best: tuple[Action, ...]
    values: dict[Action, int | None] = field(repr=False)
    nodes: int = 0
    player: int | None = None


def _position(game: Game) -> tuple[list[int], int, list[int]]:
    hands = [_mask(h) for h in game.hands]
    trick = [c.index for c in game.current_trick]
    leader = game.trick_leader
    assert leader is not None
    return hands, leader, trick


def _check_play(game: Game) -> None:
    if game.phase is not Phase.PLAY:
        raise ValueError(
            f"the solver needs a game in the play phase, not in the {game.phase.value} phase"
        )


def _same_run(a: int, b: int, hand: int, live: int) -> bool:
    """Whether two cards of one hand are of one suit with no card of anyone else
    still in play between them (they beat the same cards of the others)."""
    if a >> 3 != b >> 3:
        return False
    lo, hi = min(a, b), max(a, b)
    between = ((1 << hi) - 1) & ~((2 << lo) - 1)
    return not (between & live & ~hand)


def _equivalent(a: int, b: int, hand: int, live: int) -> bool:
    """Whether two cards of one hand are interchangeable: of one run and worth
    the same points."""
    return _CARD_POINTS[a] == _CARD_POINTS[b] and _same_run(a, b, hand, live)


def _unbeatable(c: int, soloist_hand: int, trump: int) -> bool:
    """Whether the soloist cannot beat the card ``c`` led (he must follow its
    suit with lower cards, or has neither its suit nor a trump)."""
    suit = _SUIT_MASK[c >> 3]
    if c >> 3 == trump or soloist_hand & suit:
        return not soloist_hand & suit & _ABOVE[c]
    return not soloist_hand & _SUIT_MASK[trump]


class Solver:
    """A solver that keeps its transposition tables between calls.

    Solving the positions of one hand one after the other (as a replayer does)
    reuses everything learnt before, so later positions are almost free.

    >>> solver = Solver()
    >>> g = _example()
    >>> solver.solve(g).value
    130
    >>> g.apply("play ♣A")
    >>> solver.solve(g).value
    130
    """

    def __init__(self) -> None:
        self._searches: dict[tuple[int, int, bool], _Search] = {}

    def _search(self, trump: int, soloist: int, must_overtrump: bool) -> _Search:
        key = (trump, soloist, must_overtrump)
        search = self._searches.get(key)
        if search is None:
            search = self._searches[key] = _Search(trump, soloist, must_overtrump)
        return search

    def solve(self, game: Game) -> Solution:
        """Solve the play of a hand with a soloist, all cards open (see :func:`solve`)."""
        if game.soloist is None:
            raise ValueError(
                "this hand has no soloist (everyone passed): use solve_last_trick for the "
                "last-trick game"
            )
        soloist = game.soloist
        already = game.points[soloist]
        if game.is_over():
            return Solution(already, (), {}, 0, None, soloist)
        _check_play(game)
        trump = game.trump
        assert trump is not None
        hands, leader, trick = _position(game)
        search = self._search(int(trump), soloist, game.rules.must_overtrump)
        start_nodes = search.node_count
        player = game.current_player
        assert player is not None
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        upper = sum(_CARD_POINTS[c] for c in _bits(live)) + LAST_TRICK_BONUS
        values: dict[Action, int] = {}
        done: dict[int, int] = {}
        # From above (see _Search.value): the first card from the upper bound, each
        # next one from just above the highest value found so far.  Cards in the
        # order of the leads (side suits first, high cards first), the likely
        # best first.
        guess = upper
        top = -1
        actions = game.legal_actions()
        cards = {a: a.card.index for a in actions if a.card is not None}
        for action in sorted(actions, key=lambda a: (cards[a] >> 3 == trump, -(cards[a] & 7))):
            c = cards[action]
            same = next((d for d in done if _equivalent(c, d, hands[player], live)), None)
            if same is not None:
                values[action] = done[c] = done[same]
                continue
            # A defender's lead the soloist cannot beat, below a lead already solved
            # in the same run: at least as good for the soloist, by at most the
            # difference in points (see the proof of ``runs``).
            lower, high, first = 0, upper, guess
            if not trick and player != soloist and _unbeatable(c, hands[soloist], trump):
                for d, v in done.items():
                    if _same_run(c, d, hands[player], live) and _CARD_POINTS[d] > _CARD_POINTS[c]:
                        lower = max(lower, v - already)
                        high = min(high, v - already + _CARD_POINTS[d] - _CARD_POINTS[c])
                        first = lower + 1
            hands[player] ^= 1 << c
            v = already + search.value(hands, leader, [*trick, c], first, high, lower)
            hands[player] ^= 1 << c
            values[action] = done[c] = v
            top = max(top, v - already)
            guess = top + 1
        values = {a: values[a] for a in actions}
        best_value = max(values.values()) if player == soloist else min(values.values())
        best = tuple(a for a, v in values.items() if v == best_value)
        return Solution(best_value, best, values, search.node_count - start_nodes, player, soloist)


def solve(game: Game) -> Solution:
    """Solve the play of a hand with a soloist, all cards open.

    ``value`` is the soloist's final card points — tricks, discards and the
    last-trick bonus, counting what is already won — when he maximises them and
    the four defenders together minimise them; ``values`` gives the same for
    every legal action of the player to move.

    >>> s = solve(_example())
    >>> s.value, s.cost("play ♣9")
    (130, 0)
    """
    return Solver().solve(game)


@dataclass(frozen=True)
class Contract:
    """One choice of trump and discard for a would-be soloist, solved open-handed."""

    trump: Suit
    discard: tuple[Card, Card]
    value: int
    outcome: str
    score: int

    def __str__(self) -> str:
        return (
            f"{self.trump.symbol} discard {cards_str(self.discard)}: "
            f"{self.value} points, {self.outcome} {self.score:+d}"
        )


def _outcome(
    search_tricks: _Search,
    hands: list[int],
    leader: int,
    points: int,
    future: int,
    remaining: int,
    rules: Rules,
) -> tuple[str, int]:
    """Outcome and score for an open-hand value.  Schwarz is decided by whether a
    side can force it: the soloist taking every trick, the defenders every trick."""
    n = hands[0].bit_count()
    if future == remaining and points == TOTAL_POINTS:
        tricks = 6 if search_tricks.test(hands, leader, [], n) >= n else 5
    elif future == 0:
        tricks = 0 if search_tricks.test(hands, leader, [], 1) < 1 else 1
    else:
        tricks = 3
    return outcome(points, tricks, rules), soloist_score(points, tricks, rules)


def best_contract(
    hands: Sequence[Sequence[Card] | str],
    talon: Sequence[Card] | str,
    soloist: int,
    rules: Rules | None = None,
    dealer: int = 0,
    trumps: Sequence[Suit] | None = None,
) -> list[Contract]:
    """Every trump suit and every discard for ``soloist``, solved from the first
    lead (forehand, the dealer's left, leads), best first.

    The soloist's hand is his six cards and the talon; each entry gives the open-hand
    value (his final card points), the outcome and his score.  Ties keep higher
    suits first.  ``trumps`` limits the trump suits tried.  Schwarz counts only when
    the side taking every trick can force it.

    >>> best = best_contract(
    ...     ["♣10 ♣K ♠9 ♥7 ♦Q ♦J", "♣Q ♣J ♣7 ♥8 ♦10 ♦9", "♣9 ♣8 ♠Q ♥K ♥Q ♥J",
    ...      "♣A ♠10 ♠K ♠J ♠8 ♦8", "♠A ♠7 ♥A ♥10 ♥9 ♦K"], "♦A ♦7", soloist=1,
    ...     trumps=[Suit.CLUBS])
    >>> [str(c) for c in best[:2]]
    ['♣ discard ♥8 ♦A: 52 points, loss -104', '♣ discard ♥8 ♦10: 52 points, loss -104']
    """
    rules = rules or Rules()
    parsed = [parse_cards(h) if isinstance(h, str) else tuple(h) for h in hands]
    talon_cards = parse_cards(talon) if isinstance(talon, str) else tuple(talon)
    deal = Deal.from_hands(parsed, talon_cards, dealer)
    leader = deal.forehand
    own = sorted((*parsed[soloist], *talon_cards), key=sort_key)
    base = [_mask(h) for h in parsed]
    full = _mask(own)
    out: list[Contract] = []
    for trump in sorted(trumps or Suit, reverse=True):
        search = _Search(int(trump), soloist, rules.must_overtrump)
        tricks = _Search(int(trump), soloist, rules.must_overtrump, _NO_POINTS, 1, 0)
        guess = 60
        for a, b in itertools.combinations(own, 2):
            hands_now = list(base)
            hands_now[soloist] = full & ~(1 << a.index) & ~(1 << b.index)
            pushed = a.points + b.points
            live = 0
            for h in hands_now:
                live |= h
            remaining = sum(_CARD_POINTS[c] for c in _bits(live)) + LAST_TRICK_BONUS
            future = search.value(hands_now, leader, [], guess, remaining)
            guess = future
            points = pushed + future
            result, score = _outcome(tricks, hands_now, leader, points, future, remaining, rules)
            out.append(Contract(trump, (a, b), points, result, score))
    out.sort(key=lambda c: (-c.value, -int(c.trump)))
    return out


def solve_last_trick(game: Game) -> LastTrickSolution:
    """Solve the all-pass game: can a seat force taking the sixth trick?

    For each seat the question is a two-sided one: that seat against the other
    four playing together.
    """
    if game.soloist is not None:
        raise ValueError("this hand has a soloist: use solve")
    _check_play(game)
    hands, leader, trick = _position(game)
    player = game.current_player
    assert player is not None
    nodes = 0
    force: list[bool] = []
    for seat in range(5):
        search = _Search(_NO_TRUMP, seat, False, _NO_POINTS, 0, 1)
        force.append(search.test(hands, leader, trick, 1) >= 1)
        nodes += search.node_count
    values: dict[Action, int | None] = {}
    for action in game.legal_actions():
        assert action.card is not None
        c = action.card.index
        hands[player] ^= 1 << c
        who = None
        for seat in range(5):
            search = _Search(_NO_TRUMP, seat, False, _NO_POINTS, 0, 1)
            ok = search.test(hands, leader, [*trick, c], 1) >= 1
            nodes += search.node_count
            if ok:
                who = seat
                break
        hands[player] ^= 1 << c
        values[action] = who
    best = tuple(a for a, w in values.items() if w == player) if force[player] else tuple(values)
    winner = force.index(True) if any(force) else None
    return LastTrickSolution(tuple(force), winner, best, values, nodes, player)


def _example() -> Game:
    """A hand where the soloist (forehand, seat 1) holds all the clubs."""
    from solo66.teaching.examples import ALL_TRUMPS

    g = Game(ALL_TRUMPS, Rules())
    for a in ["bid clubs", "declare clubs", "discard ♥7 ♦7"]:
        g.apply(a)
    return g
