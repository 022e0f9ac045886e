"""An exact open-hand ("double dummy") solver for the play of a hand.

With every hand visible, :func:`solve` finds the card points the soloist ends
with when they play to take as many as they can and the four defenders play
together to keep them down — their tricks, their two discards and the 10 points for
the last trick, counting what is already won — and the value of every card the
player to move may play, so a replay can mark each card "best" or "costs N
points".

>>> g = _example()
>>> s = solve(g)
>>> s.value, [str(a) for a in s.best]
(130, ['play ♣A', 'play ♣10', 'play ♣K', 'play ♣Q', 'play ♣J', 'play ♣9'])

The parts, each in its module:

* this module: the public functions (:func:`solve`, :class:`Solver`,
  :func:`solve_contract`, :func:`best_contract`, :func:`solve_last_trick`),
  which turn a game or a deal into positions;
* :mod:`~solo66.analysis.solver.search`: the search, a fail-soft null-window
  alpha-beta test driven by MTD(f), with a transposition table at trick
  boundaries whose bounds positions differing only in cards out of play share;
* :mod:`~solo66.analysis.solver.codegen`: the rest of a trick and the 2-card
  ending as nested loops of source generated for each leader;
* :mod:`~solo66.analysis.solver.bounds`: the bounds on the value that cut the
  search;
* :mod:`~solo66.analysis.solver.ordering`: the order of the moves, and the
  cards that need not be tried;
* :mod:`~solo66.analysis.solver.masks`: card sets as 32-bit masks.

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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from solo66.analysis.solver.masks import (
    CARD_POINTS,
    NO_POINTS,
    NO_TRUMP,
    bits,
    cards_mask,
    equivalent,
    position,
    same_run,
    unbeatable,
)
from solo66.analysis.solver.search import Search
from solo66.core.cards import Card, Suit, cards_str, parse_cards, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase
from solo66.core.rules import Rules
from solo66.core.scoring import (
    LAST_TRICK_BONUS,
    TOTAL_POINTS,
    WIN_THRESHOLD,
    Outcome,
    outcome,
    possible_points,
    soloist_score,
)

__all__ = [
    "EXAMPLE_DEAL",
    "Contract",
    "LastTrickSolution",
    "Solution",
    "Solver",
    "best_contract",
    "solve",
    "solve_contract",
    "solve_last_trick",
]


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
        they do not get; for a defender, points the soloist gets in addition.
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
    when they cannot force it anyway).
    """

    can_force: tuple[bool, ...]
    winner: int | None
    best: tuple[Action, ...]
    values: dict[Action, int | None] = field(repr=False)
    nodes: int = 0
    player: int | None = None


def _check_play(game: Game) -> None:
    """Refuse a game that is not in the play phase, saying where it stands.

    >>> from solo66.core.game import Game
    >>> solve(Game.new(seed=1))
    Traceback (most recent call last):
    ...
    ValueError: the auction is still on (seat 1 to bid): the solver solves the play, \
from the first lead on
    """
    phase = game.phase
    if phase is Phase.PLAY:
        return
    seat = game.soloist
    talon_first = game.rules.talon_order == "talon-first"
    if phase is Phase.AUCTION:
        now = f"the auction is still on (seat {game.current_player} to bid)"
    elif phase is Phase.DECLARE and talon_first:
        now = f"seat {seat} has discarded but not yet announced trump"
    elif phase is Phase.DECLARE:
        now = f"seat {seat} has won the auction but not yet announced trump or taken up the talon"
    elif phase is Phase.DISCARD and talon_first:
        now = f"seat {seat} has taken up the talon but not yet discarded"
    elif phase is Phase.DISCARD:
        now = f"seat {seat} has announced {game.trump} as trump but not yet discarded"
    else:
        now = "the hand is over" + (" (everyone passed)" if seat is None else "")
    raise ValueError(f"{now}: the solver solves the play, from the first lead on")


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
        self._searches: dict[tuple[int, bool, tuple[int, ...]], Search] = {}

    def _search(self, trump: int, soloist: int, rules: Rules) -> Search:
        seats = rules.seat_order(soloist)
        key = (trump, rules.must_overtrump, seats)
        search = self._searches.get(key)
        if search is None:
            search = self._searches[key] = Search(trump, soloist, rules.must_overtrump, seats=seats)
        return search

    def solve(self, game: Game, guesses: Mapping[Action, int] | None = None) -> Solution:
        """Solve the play of a hand with a soloist, all cards open (see :func:`solve`).

        ``guesses`` may give a first guess of the value of some legal actions (the
        soloist's final points), such as their mean over similar deals: the search
        of each starts there.  Only the time taken depends on them, never a value.

        >>> g = _example()
        >>> solver = Solver()
        >>> guessed = solver.solve(g, {a: 60 for a in g.legal_actions()})
        >>> guessed.values == Solver().solve(g).values
        True
        """
        soloist = game.soloist
        if soloist is not None and game.is_over():
            return Solution(game.points[soloist], (), {}, 0, None, soloist)
        _check_play(game)
        if soloist is None:
            raise ValueError(
                "this hand has no soloist (everyone passed): use solve_last_trick for the "
                "last-trick game"
            )
        already = game.points[soloist]
        trump = game.trump
        assert trump is not None
        hands, leader, trick = position(game)
        search = self._search(int(trump), soloist, game.rules)
        start_nodes = search.node_count
        player = game.current_player
        assert player is not None
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        upper = sum(CARD_POINTS[c] for c in bits(live)) + LAST_TRICK_BONUS
        values: dict[Action, int] = {}
        done: dict[int, int] = {}
        # From above (see Search.value): the first card from the upper bound, each
        # next one from just above the highest value found so far.  Cards in the
        # order of the leads (side suits first, high cards first), the likely
        # best first.
        guess = upper
        top = -1
        actions = game.legal_actions()
        cards = {a: a.card.index for a in actions if a.card is not None}
        for action in sorted(actions, key=lambda a: (cards[a] >> 3 == trump, -(cards[a] & 7))):
            c = cards[action]
            same = next((d for d in done if equivalent(c, d, hands[player], live)), None)
            if same is not None:
                values[action] = done[c] = done[same]
                continue
            # A defender's lead the soloist cannot beat, below a lead already solved
            # in the same run: at least as good for the soloist, by at most the
            # difference in points (see the proof of ``runs``).
            lower, high, first = 0, upper, guess
            if not trick and player != soloist and unbeatable(c, hands[soloist], trump):
                for d, v in done.items():
                    if same_run(c, d, hands[player], live) and CARD_POINTS[d] > CARD_POINTS[c]:
                        lower = max(lower, v - already)
                        high = min(high, v - already + CARD_POINTS[d] - CARD_POINTS[c])
                        first = lower + 1
            # Any card of a run with one already solved: within the difference in
            # points of it, either way (see the proof of ``runs``).
            for d, v in done.items():
                if same_run(c, d, hands[player], live):
                    gap = abs(CARD_POINTS[d] - CARD_POINTS[c])
                    lower = max(lower, v - already - gap)
                    high = min(high, v - already + gap)
            if guesses is not None and action in guesses:
                first = guesses[action] - already
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
    last-trick bonus, counting what is already won — when they maximise them and
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
    outcome: Outcome
    score: int

    def __str__(self) -> str:
        return (
            f"{self.trump.symbol} discard {cards_str(self.discard)}: "
            f"{self.value} points, {self.outcome} {self.score:+d}"
        )


def _outcome(
    search_tricks: Search,
    hands: list[int],
    leader: int,
    points: int,
    future: int,
    remaining: int,
    rules: Rules,
) -> tuple[Outcome, int]:
    """Outcome and score for an open-hand value.  Schwarz is decided by whether a
    side can force it: the soloist taking every trick, the defenders every trick."""
    n = hands[0].bit_count()
    if future == remaining and points == TOTAL_POINTS:
        tricks = 6 if search_tricks.test(hands, leader, [], n) >= n else 5
    elif future == 0 and search_tricks.test(hands, leader, [], 1) < 1:
        tricks = 0
    else:
        # Between the extremes the number of tricks does not change the outcome: any
        # number the points can come with will do.
        tricks = next((k for k in (3, 2, 4, 1, 5) if points in possible_points(k)), 3)
    return outcome(points, tricks, rules), soloist_score(points, tricks, rules)


def _first_lead(
    hands: Sequence[Sequence[Card] | str],
    talon: Sequence[Card] | str,
    soloist: int,
    dealer: int,
) -> tuple[list[int], list[Card], int]:
    """The hands as dealt (masks), the soloist's eight cards with the talon (sorted) and
    forehand, who leads to the first trick; a clear error for a deal that is not one."""
    parsed = [parse_cards(h) if isinstance(h, str) else tuple(h) for h in hands]
    talon_cards = parse_cards(talon) if isinstance(talon, str) else tuple(talon)
    deal = Deal.from_hands(parsed, talon_cards, dealer)
    if type(soloist) is not int or not 0 <= soloist < 5:
        raise ValueError(f"a seat is a number from 0 to 4, not {soloist!r}")
    own = sorted((*parsed[soloist], *talon_cards), key=sort_key)
    return [cards_mask(h) for h in parsed], own, deal.forehand


def _searches(trump: Suit, soloist: int, rules: Rules) -> tuple[Search, Search]:
    """The searches of a contract: of the card points, and of the tricks (for schwarz)."""
    seats = rules.seat_order(soloist)
    search = Search(int(trump), soloist, rules.must_overtrump, seats=seats)
    return search, Search(int(trump), soloist, rules.must_overtrump, NO_POINTS, 1, 0, seats)


def _contract(
    searches: tuple[Search, Search],
    base: list[int],
    own: int,
    soloist: int,
    leader: int,
    trump: Suit,
    discard: tuple[Card, Card],
    rules: Rules,
    guess: int,
) -> Contract:
    """One contract solved from the first lead: ``base`` the hands as dealt (masks),
    ``own`` the soloist's eight cards, ``searches`` as :func:`_searches` gives them,
    ``guess`` the first guess of the points still to come (only the time taken depends
    on it)."""
    a, b = discard
    hands_now = list(base)
    hands_now[soloist] = own & ~(1 << a.index) & ~(1 << b.index)
    pushed = a.points + b.points
    live = 0
    for h in hands_now:
        live |= h
    remaining = sum(CARD_POINTS[c] for c in bits(live)) + LAST_TRICK_BONUS
    search, tricks = searches
    future = search.value(hands_now, leader, [], guess, remaining)
    points = pushed + future
    result, score = _outcome(tricks, hands_now, leader, points, future, remaining, rules)
    return Contract(trump, (a, b), points, result, score)


def solve_contract(
    hands: Sequence[Sequence[Card] | str],
    talon: Sequence[Card] | str,
    soloist: int,
    trump: Suit,
    discard: Sequence[Card] | str,
    rules: Rules | None = None,
    dealer: int = 0,
) -> Contract:
    """One contract for ``soloist``, who takes up the talon, names ``trump`` and
    discards the two cards ``discard``; solved open-handed from the first lead
    (forehand, the dealer's left, leads).

    The result is as an entry of :func:`best_contract`: the open-hand value (the
    soloist's final card points, the discards included), the outcome and score.

    >>> hands = ["♣10 ♣K ♠9 ♥7 ♦Q ♦J", "♣Q ♣J ♣7 ♥8 ♦10 ♦9", "♣9 ♣8 ♠Q ♥K ♥Q ♥J",
    ...          "♣A ♠10 ♠K ♠J ♠8 ♦8", "♠A ♠7 ♥A ♥10 ♥9 ♦K"]
    >>> str(solve_contract(hands, "♦A ♦7", 1, Suit.CLUBS, "♥8 ♦A"))
    '♣ discard ♥8 ♦A: 52 points, loss -104'
    >>> solve_contract(hands, "♦A ♦7", 1, Suit.CLUBS, "♥8 ♥7")
    Traceback (most recent call last):
    ...
    ValueError: the discard is two different cards of seat 1's hand and the talon \
(♣Q ♣J ♣7 ♥8 ♦A ♦10 ♦9 ♦7), not ♥8 ♥7
    """
    rules = rules or Rules()
    base, own, leader = _first_lead(hands, talon, soloist, dealer)
    pushed = parse_cards(discard) if isinstance(discard, str) else tuple(discard)
    if len(pushed) != 2 or pushed[0] == pushed[1] or not set(pushed) <= set(own):
        raise ValueError(
            f"the discard is two different cards of seat {soloist}'s hand and the talon "
            f"({cards_str(own)}), not {cards_str(pushed)}"
        )
    a, b = pushed
    # First test: does the soloist win?
    guess = WIN_THRESHOLD - a.points - b.points
    searches = _searches(trump, soloist, rules)
    return _contract(searches, base, cards_mask(own), soloist, leader, trump, (a, b), rules, guess)


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

    The soloist's hand is their six cards and the talon; each entry gives the open-hand
    value (their final card points), the outcome and their score (see
    :func:`solve_contract`).  Ties keep higher suits first.  ``trumps`` limits the
    trump suits tried.  Schwarz counts only when the side taking every trick can
    force it.

    >>> best = best_contract(
    ...     ["♣10 ♣K ♠9 ♥7 ♦Q ♦J", "♣Q ♣J ♣7 ♥8 ♦10 ♦9", "♣9 ♣8 ♠Q ♥K ♥Q ♥J",
    ...      "♣A ♠10 ♠K ♠J ♠8 ♦8", "♠A ♠7 ♥A ♥10 ♥9 ♦K"], "♦A ♦7", soloist=1,
    ...     trumps=[Suit.CLUBS])
    >>> [str(c) for c in best[:2]]
    ['♣ discard ♥8 ♦A: 52 points, loss -104', '♣ discard ♥8 ♦10: 52 points, loss -104']
    """
    rules = rules or Rules()
    base, own, leader = _first_lead(hands, talon, soloist, dealer)
    full = cards_mask(own)
    out: list[Contract] = []
    for trump in sorted(trumps or Suit, reverse=True):
        searches = _searches(trump, soloist, rules)
        # Each discard from the value of the one before (the first from 60).
        guess = 60
        for a, b in itertools.combinations(own, 2):
            contract = _contract(searches, base, full, soloist, leader, trump, (a, b), rules, guess)
            guess = contract.value - a.points - b.points
            out.append(contract)
    out.sort(key=lambda c: (-c.value, -int(c.trump)))
    return out


def solve_last_trick(game: Game) -> LastTrickSolution:
    """Solve the all-pass game: can a seat force taking the sixth trick?

    For each seat the question is a two-sided one: that seat against the other
    four playing together.
    """
    _check_play(game)
    if game.soloist is not None:
        raise ValueError(f"this hand has a soloist (seat {game.soloist}): use solve")
    hands, leader, trick = position(game)
    player = game.current_player
    assert player is not None
    nodes = 0
    force: list[bool] = []
    for seat in range(5):
        search = Search(NO_TRUMP, seat, False, NO_POINTS, 0, 1, game.rules.seat_order(seat))
        force.append(search.test(hands, leader, trick, 1) >= 1)
        nodes += search.node_count
    values: dict[Action, int | None] = {}
    for action in game.legal_actions():
        assert action.card is not None
        c = action.card.index
        hands[player] ^= 1 << c
        who = None
        for seat in range(5):
            search = Search(NO_TRUMP, seat, False, NO_POINTS, 0, 1, game.rules.seat_order(seat))
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


#: The deal of the solver's examples: seat 0 deals, so seat 1, who holds ♣A down to ♣9, is
#: forehand and can take every trick.  The book's sample deals show it too
#: (``solo66.teaching.examples.ALL_TRUMPS`` is this deal: the analysis layer imports
#: nothing of the teaching one, so the deal is written here).
EXAMPLE_DEAL = Deal.from_hands(
    [
        "♠A ♠10 ♠K ♠Q ♠J ♠9",
        "♣A ♣10 ♣K ♣Q ♣J ♣9",
        "♥A ♥10 ♥K ♥Q ♥J ♥9",
        "♦A ♦10 ♦K ♦Q ♦J ♦9",
        "♣8 ♠8 ♥8 ♦8 ♣7 ♠7",
    ],
    "♥7 ♦7",
    dealer=0,
)


def _example() -> Game:
    """A hand where the soloist (forehand, seat 1) holds all the clubs, at the first lead.

    >>> g = _example()
    >>> g.soloist, str(g.trump), g.current_player, g.discards == parse_cards("♥7 ♦7")
    (1, 'clubs', 1, True)
    """
    g = Game(EXAMPLE_DEAL, Rules())
    for a in ["bid clubs", "declare clubs", "discard ♥7 ♦7"]:
        g.apply(a)
    return g
