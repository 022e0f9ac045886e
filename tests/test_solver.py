"""The solver against a plain minimax written independently on top of the game engine."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator

import pytest

from solo66.analysis.solver import solve, solve_contract, solve_last_trick
from solo66.core.cards import Suit
from solo66.core.deal import Deal
from solo66.core.game import Action, Game
from solo66.core.rules import Rules
from solo66.teaching.examples import ALL_TRUMPS
from tests.minimax import can_force_last_trick, minimax


def random_game(rng: random.Random, rules: Rules) -> Game:
    """A random deal with a random auction, trump and discard, at the first lead."""
    g = Game.new(seed=rng.randrange(10**9), rules=rules)
    soloist = rng.randrange(5)
    while g.current_player != soloist:
        g.apply("pass")
    g.apply(f"bid {rng.choice(list(Suit))}")
    while g.phase.value == "auction":
        g.apply("pass")
    while g.phase.value in ("declare", "discard"):
        g.apply(rng.choice(g.legal_actions()))
    return g


def random_rules(rng: random.Random) -> Rules:
    return Rules(
        must_overtrump=rng.random() < 0.5,
        talon_order=rng.choice(["announce-first", "talon-first"]),
    )


def late_position(rng: random.Random, cards_left: int) -> Game:
    """A random game with ``cards_left`` cards still to be played."""
    g = random_game(rng, random_rules(rng))
    while 30 - sum(len(t.cards) for t in g.tricks) - len(g.current_trick) > cards_left:
        g.apply(rng.choice(g.legal_actions()))
    return g


def check(g: Game) -> None:
    s = solve(g)
    expected = {}
    for action in g.legal_actions():
        child = g.clone()
        child.apply(action)
        expected[action] = minimax(child)
    assert s.values == expected
    best = max(expected.values()) if g.current_player == g.soloist else min(expected.values())
    assert s.value == best == minimax(g)
    assert set(s.best) == {a for a, v in expected.items() if v == best}


@pytest.mark.parametrize("seed", range(6))
def test_agrees_with_minimax_two_tricks(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(400):
        check(late_position(rng, rng.randrange(1, 11)))


@pytest.mark.parametrize("seed", range(4))
def test_agrees_with_minimax_three_tricks(seed: int) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(60):
        check(late_position(rng, rng.randrange(11, 16)))


def test_soloist_with_every_top_trump_takes_everything() -> None:
    s = solve(_all_clubs())
    assert s.value == 130
    assert len(s.best) == 6


def _all_clubs() -> Game:
    g = Game(ALL_TRUMPS)
    for a in ["bid clubs", "declare clubs", "discard ♥7 ♦7"]:
        g.apply(a)
    return g


def test_cost_of_a_bad_card() -> None:
    g = _all_clubs()
    # Middle of the game: the soloist still leads every trick and takes all.
    s = solve(g)
    assert all(s.cost(a) == 0 for a in s.best)
    assert s.cost(Action.from_str("play ♣A")) == 0


def test_last_trick_game_agrees_with_minimax() -> None:
    rng = random.Random(7)
    rules = Rules(all_pass="last-trick")
    for _ in range(60):
        g = Game.new(seed=rng.randrange(10**9), rules=rules)
        for _ in range(5):
            g.apply("pass")
        left = rng.randrange(1, 13)
        while 30 - sum(len(t.cards) for t in g.tricks) - len(g.current_trick) > left:
            g.apply(rng.choice(g.legal_actions()))
        s = solve_last_trick(g)
        force = tuple(can_force_last_trick(g, seat) for seat in range(5))
        assert s.can_force == force
        assert s.winner == (force.index(True) if any(force) else None)
        for action, who in s.values.items():
            child = g.clone()
            child.apply(action)
            after = [can_force_last_trick(child, seat) for seat in range(5)]
            assert who == (after.index(True) if any(after) else None)


def test_last_trick_by_hand() -> None:
    # Everyone passed (last-trick game); forehand (seat 1) holds the only hearts.
    deal = Deal.from_hands(
        [
            "♣A ♣10 ♣K ♣Q ♣J ♣9",
            "♥A ♥10 ♥K ♥Q ♥J ♥9",
            "♠A ♠10 ♠K ♠Q ♠J ♠9",
            "♦A ♦10 ♦K ♦Q ♦J ♦9",
            "♣8 ♣7 ♠8 ♠7 ♦8 ♦7",
        ],
        "♥8 ♥7",
    )
    g = Game(deal, Rules(all_pass="last-trick"))
    for _ in range(5):
        g.apply("pass")
    s = solve_last_trick(g)
    # Seat 1 leads hearts six times and nobody can follow: he takes every trick.
    assert s.winner == 1
    assert s.can_force == (False, True, False, False, False)
    assert set(s.best) == set(g.legal_actions())


def test_best_contract_is_sorted_and_complete() -> None:
    from solo66.analysis.solver import best_contract

    d = Deal.shuffle(seed=11)
    contracts = best_contract(d.hands, d.talon, soloist=2, dealer=d.dealer, trumps=[Suit.HEARTS])
    assert len(contracts) == 28
    assert [c.value for c in contracts] == sorted((c.value for c in contracts), reverse=True)
    top = contracts[0]
    g = Game(d)
    while g.current_player != 2:
        g.apply("pass")
    g.apply("bid hearts")
    while g.phase.value == "auction":
        g.apply("pass")
    g.apply("declare hearts")
    g.apply(f"discard {top.discard[0]} {top.discard[1]}")
    assert solve(g).value == top.value
    # Each entry is the contract solved on its own.
    for c in contracts[:: len(contracts) // 5]:
        assert solve_contract(d.hands, d.talon, 2, c.trump, c.discard, dealer=d.dealer) == c


@pytest.mark.parametrize(
    ("soloist", "discard", "message"),
    [
        (5, "♥8 ♦A", "a seat is a number from 0 to 4, not 5"),
        (1, "♥8", r"the discard is two different cards of seat 1's hand .*, not ♥8$"),
        (1, "♥8 ♥8", r"the discard is two different cards .*, not ♥8 ♥8$"),
    ],
)
def test_solve_contract_refuses_what_is_not_a_contract(
    soloist: int, discard: str, message: str
) -> None:
    d = Deal.shuffle(seed=11)
    with pytest.raises(ValueError, match=message):
        solve_contract(d.hands, d.talon, soloist, Suit.CLUBS, discard)


def test_advisor_is_reproducible() -> None:
    from solo66.analysis.advisor import advise

    a = advise("♣A ♣10 ♣K ♠A ♥10 ♦9", samples=3, seed=5, trumps=[Suit.CLUBS], progress=False)
    b = advise("♣A ♣10 ♣K ♠A ♥10 ♦9", samples=3, seed=5, trumps=[Suit.CLUBS], progress=False)
    assert a.lines == b.lines
    assert "overestimates" in str(a)


def test_shared_solver_agrees_with_minimax() -> None:
    # One Solver along whole hands: its table keeps what earlier positions found, and
    # positions that differ only in cards out of play (other zero-point cards, or
    # counting ones) share bounds.
    from solo66.analysis.solver import Solver

    rng = random.Random(99)
    for _ in range(80):
        g = late_position(rng, 15)
        solver = Solver()
        while not g.is_over():
            s = solver.solve(g)
            left = 30 - sum(len(t.cards) for t in g.tricks) - len(g.current_trick)
            if left <= 10:
                assert s.value == minimax(g)
            else:
                assert s.values == solve(g).values
            g.apply(rng.choice(g.legal_actions()))


def positions(
    seed: int, count: int, cards: tuple[int, int], keep: Callable[[Game], bool]
) -> Iterator[Game]:
    """``count`` random late positions with ``cards`` (a range) cards still to play
    that ``keep`` accepts."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        g = late_position(rng, rng.randrange(*cards))
        assert g.soloist is not None and g.trump is not None
        if keep(g):
            found += 1
            yield g


def trumps_of(g: Game) -> tuple[list[int], list[int]]:
    """The indices of the soloist's trumps and of the defenders' trumps."""
    assert g.soloist is not None
    own = [c.index for c in g.hands[g.soloist] if c.suit is g.trump]
    theirs = [c.index for s, h in enumerate(g.hands) if s != g.soloist for c in h]
    return own, [c for c in theirs if c >> 3 == g.trump]


def assert_fail_soft_bounds(g: Game, ks: Iterable[int]) -> None:
    """Each test's fail-soft result is a bound on the value: a lower bound when it is
    >= k, else an upper bound."""
    from solo66.analysis.solver.masks import position
    from solo66.analysis.solver.search import Search

    assert g.soloist is not None and g.trump is not None
    future = minimax(g) - g.points[g.soloist]
    hands, leader, trick = position(g)
    for k in ks:
        search = Search(int(g.trump), g.soloist, g.rules.must_overtrump)
        v = search.test(hands, leader, trick, k)
        assert (future >= v >= k) if v >= k else (future <= v < k), (k, v, future)


def test_sure_winner_bounds_agree_with_minimax() -> None:
    # Positions where one side has no trumps left, so that the bounds for sure
    # winners (the soloist's top cards when the defenders have no trumps; the
    # defenders' trumps when the soloist has none) come into play.
    def one_side_without_trumps(g: Game) -> bool:
        own, theirs = trumps_of(g)
        return not (own and theirs)

    for g in positions(2024, 150, (6, 14), one_side_without_trumps):
        check(g)


def tricks_minimax(game: Game) -> int:
    """Tricks the soloist takes from here on (the current one included), soloist
    maximising, defenders minimising; no pruning."""
    return minimax(game, lambda g: sum(t.winner == g.soloist for t in g.tricks))


def test_trick_count_search_agrees_with_minimax() -> None:
    # The search with every card worth 0 and every trick 1 (as best_contract runs it
    # for schwarz): its bounds must hold for that valuation too.
    from solo66.analysis.solver.masks import NO_POINTS, position
    from solo66.analysis.solver.search import Search

    rng = random.Random(77)
    for _ in range(150):
        g = late_position(rng, rng.randrange(1, 16))
        assert g.soloist is not None and g.trump is not None
        already = sum(t.winner == g.soloist for t in g.tricks)
        search = Search(int(g.trump), g.soloist, g.rules.must_overtrump, NO_POINTS, 1, 0)
        hands, leader, trick = position(g)
        left = 6 - len(g.tricks)
        assert search.value(hands, leader, trick, left, left) == tricks_minimax(g) - already


def test_trump_drawing_bounds_agree_with_minimax() -> None:
    # The soloist on lead with a trump above all the defenders' trumps: the bounds
    # for drawing their trumps and for his trumps matched against theirs.
    def on_lead_with_top_trump(g: Game) -> bool:
        own, theirs = trumps_of(g)
        return (
            not g.current_trick
            and g.current_player == g.soloist
            and bool(own and theirs)
            and max(own) > max(theirs)
        )

    for g in positions(4242, 120, (6, 16), on_lead_with_top_trump):
        check(g)


def test_last_trick_bounds_agree_with_minimax() -> None:
    # At the start of a trick, both sides with trumps and the soloist with the top
    # one: the bound for keeping it for the last trick (with and without the rule
    # to overtrump).
    def top_trump_and_another(g: Game) -> bool:
        own, theirs = trumps_of(g)
        return not g.current_trick and len(own) >= 2 and bool(theirs) and max(own) > max(theirs)

    for g in positions(515, 200, (6, 16), top_trump_and_another):
        check(g)


def test_fail_soft_results_are_bounds() -> None:
    # Each test's fail-soft result is itself a bound on the value, so the static
    # bounds are checked directly, not only where they happen to change the search's
    # answer.
    for g in positions(31, 150, (6, 16), lambda g: True):
        assert g.soloist is not None
        future = minimax(g) - g.points[g.soloist]
        assert_fail_soft_bounds(g, sorted({1, 10, 20, 40, 60, future, future + 1}))


def test_cashing_bound_agrees_with_minimax() -> None:
    # The soloist on lead, both sides with trumps that he cannot all draw with his
    # top trumps, and a side card of his above the defenders' cards of its suit:
    # the bound for cashing side cards that the defenders holding trumps must follow.
    def can_cash_but_not_draw(g: Game) -> bool:
        if g.current_trick or g.current_player != g.soloist:
            return False
        own, theirs = trumps_of(g)
        if not own or not theirs:
            return False
        others = [h for s, h in enumerate(g.hands) if s != g.soloist]
        draws = sum(c > max(theirs) for c in own)
        if draws >= max(sum(c.suit is g.trump for c in h) for h in others):
            return False
        return any(
            c.suit is not g.trump
            and all(d.index < c.index for h in others for d in h if d.suit is c.suit)
            for c in g.hands[g.current_player]
        )

    for g in positions(6161, 200, (6, 16), can_cash_but_not_draw):
        check(g)
        # The root's own bounds, read off fail-soft tests just above and below the value.
        assert g.soloist is not None
        future = minimax(g) - g.points[g.soloist]
        assert_fail_soft_bounds(g, (future - 5, future, future + 1, future + 5))


def test_first_lead_values_of_the_benchmark_deals_are_unchanged() -> None:
    # Whole deals are too big for the minimax (tests.minimax): the value of every first lead of
    # the first 30 deals of benchmarks/solver.py, as the solver found them before its
    # speed work (checked then against minimax on late positions only), must not change.
    import json
    from pathlib import Path

    from solo66.analysis.solver import Solver

    from .test_benchmarks import load_benchmark

    heuristic_game = load_benchmark("solver").heuristic_game
    expected = json.loads((Path(__file__).parent / "solver_values.json").read_text("utf-8"))
    assert len(expected) == 30
    for seed, values in expected.items():
        s = Solver().solve(heuristic_game(int(seed)))
        assert {str(a): v for a, v in s.values.items()} == values, seed


def test_lone_defender_trump_bound_agrees_with_minimax() -> None:
    # Three cards each, a defender on lead, the defenders holding one trump and the
    # soloist at least one: the bound by the first lead in each suit.
    def keep(g: Game) -> bool:
        own, theirs = trumps_of(g)
        return (
            len(g.hands[0]) == 3
            and not g.current_trick
            and g.current_player != g.soloist
            and bool(own)
            and len(theirs) == 1
        )

    for g in positions(23, 40, (15, 16), keep):
        check(g)
        assert_fail_soft_bounds(g, range(0, 131, 10))


def holds_run(g: Game) -> bool:
    """Whether a player holds two cards of one suit worth different points with no
    other player's card in play between them (a run, see ``runs`` in the solver)."""
    live = {c.index for h in g.hands for c in h} | {c.index for c in g.current_trick}
    for hand in g.hands:
        own = {c.index for c in hand}
        for a in hand:
            for b in hand:
                if (
                    a.suit is b.suit
                    and a.index < b.index
                    and a.points != b.points
                    and not (live - own) & set(range(a.index + 1, b.index))
                ):
                    return True
    return False


def test_runs_agree_with_minimax() -> None:
    # Only one card of a run is searched when the side that takes the trick is
    # known (the one worth most for it, the one worth least for the other side),
    # and a defender's lead below a solved lead of the same run is searched in a
    # narrow window: the values of every card must still be exact.
    for g in positions(29, 160, (6, 13), holds_run):
        check(g)
    for g in positions(31, 30, (13, 16), holds_run):
        check(g)
        assert_fail_soft_bounds(g, range(0, 131, 13))


def test_a_solver_is_freed_without_the_garbage_collector() -> None:
    # The search's tables are large; a reference cycle would keep them alive
    # until the collector's next full pass, which then takes milliseconds.
    import gc

    from solo66.analysis.solver import Solver

    g = _all_clubs()
    g.apply("play ♣A")
    Solver().solve(g)  # the search code is generated (once per process)
    gc.collect()
    gc.disable()
    try:
        solver = Solver()
        assert solver.solve(g).value == 130
        del solver
        assert gc.collect() == 0
    finally:
        gc.enable()


def solver_error(game: Game, solver: Callable[[Game], object] = solve) -> str:
    """The solver's error for ``game``, which must leave it unchanged."""
    before = game.history
    with pytest.raises(ValueError) as error:
        solver(game)
    assert game.history == before
    return str(error.value)


AFTER = ": the solver solves the play, from the first lead on"


@pytest.mark.parametrize("solver", [solve, solve_last_trick])
def test_solver_errors_say_where_a_hand_before_the_play_stands(
    solver: Callable[[Game], object],
) -> None:
    g = Game.new(seed=1)
    assert solver_error(g, solver) == "the auction is still on (seat 1 to bid)" + AFTER
    g.apply("bid diamonds")
    assert solver_error(g, solver) == "the auction is still on (seat 2 to bid)" + AFTER
    while g.phase.value == "auction":
        g.apply("pass")
    assert solver_error(g, solver) == (
        "seat 1 has won the auction but not yet announced trump or taken up the talon" + AFTER
    )
    g.apply("declare clubs")
    assert solver_error(g, solver) == (
        "seat 1 has announced clubs as trump but not yet discarded" + AFTER
    )


def test_solver_errors_under_talon_first() -> None:
    g = Game.new(seed=1, rules=Rules(talon_order="talon-first"))
    g.apply("bid diamonds")
    while g.phase.value == "auction":
        g.apply("pass")
    assert solver_error(g) == "seat 1 has taken up the talon but not yet discarded" + AFTER
    g.apply(g.legal_actions()[0])
    assert solver_error(g) == "seat 1 has discarded but not yet announced trump" + AFTER
    g.apply(g.legal_actions()[0])
    assert g.phase.value == "play"
    assert solver_error(g, solve_last_trick) == "this hand has a soloist (seat 1): use solve"


def test_solver_errors_when_everyone_passed() -> None:
    g = Game.new(seed=1, rules=Rules(all_pass="last-trick"))
    for _ in range(5):
        g.apply("pass")
    assert solver_error(g) == (
        "this hand has no soloist (everyone passed): use solve_last_trick for the last-trick game"
    )
    redeal = Game.new(seed=1, rules=Rules(all_pass="redeal"))
    for _ in range(5):
        redeal.apply("pass")
    assert redeal.is_over()
    for solver in (solve, solve_last_trick):
        assert solver_error(redeal, solver) == "the hand is over (everyone passed)" + AFTER


def test_the_solver_is_at_the_top_level() -> None:
    import solo66
    from solo66 import analysis

    for name in ("solve", "best_contract", "Solver"):
        assert name in solo66.__all__
        assert getattr(solo66, name) is getattr(analysis.solver, name)


def relative_key(g: Game) -> tuple[object, ...]:
    """Who holds each card still in play, suit by suit in the order of rank, and who
    leads: positions with the same key differ only in the cards played before."""
    holders = {c: seat for seat, hand in enumerate(g.hands) for c in hand}
    return (
        g.trick_leader,
        *(tuple(holders[c] for c in sorted(holders) if c.suit is s) for s in Suit),
    )


def points_in_play(g: Game) -> tuple[int, ...]:
    """The points of the cards still in play, suit by suit in the order of rank."""
    return tuple(
        c.points for s in Suit for c in sorted(c for h in g.hands for c in h) if c.suit is s
    )


def first_tricks(g: Game) -> Iterator[Game]:
    """Every way the trick now starting can be played, as the games after it."""
    stack = [g]
    while stack:
        h = stack.pop()
        for action in h.legal_actions():
            child = h.clone()
            child.apply(action)
            if child.current_trick:
                stack.append(child)
            else:
                yield child


def test_related_positions_agree_with_minimax() -> None:
    # One search for positions that differ only in the cards played before (after
    # different first tricks from one position, the same seats holding the cards in
    # the same places, worth different points and different values): the bounds of
    # one are carried to the next by those places, less and more by what the cards
    # differ by in points (``related`` in the search).  Each value and each
    # fail-soft result must still be right.
    from solo66.analysis.solver.masks import NO_POINTS, position
    from solo66.analysis.solver.search import Search

    rng = random.Random(1515)
    found = 0
    while found < 12:
        g = late_position(rng, 20)
        if g.current_trick:
            continue
        assert g.soloist is not None and g.trump is not None
        groups: dict[tuple[object, ...], dict[tuple[int, ...], Game]] = {}
        for child in first_tricks(g):
            groups.setdefault(relative_key(child), {}).setdefault(points_in_play(child), child)
        related = [list(kids.values())[:3] for kids in groups.values() if len(kids) > 1]
        if not related:
            continue
        kids = rng.choice(related)
        futures = [minimax(child) - child.points[g.soloist] for child in kids]
        if len(set(futures)) == 1:
            continue
        found += 1
        seats = g.rules.seat_order(g.soloist)
        points = Search(int(g.trump), g.soloist, g.rules.must_overtrump, seats=seats)
        tricks = Search(int(g.trump), g.soloist, g.rules.must_overtrump, NO_POINTS, 1, 0, seats)
        for child, future in zip(kids, futures, strict=True):
            hands, leader, _ = position(child)
            assert points.value(hands, leader, [], 60, 130) == future
            for k in (1, future - 3, future, future + 1, future + 3):
                v = points.test(hands, leader, [], k)
                assert (future >= v >= k) if v >= k else (future <= v < k), (k, v, future)
            won = sum(t.winner == g.soloist for t in child.tricks)
            assert tricks.value(hands, leader, [], 3, 3) == tricks_minimax(child) - won
