"""Seats in the order of play come from one helper, Rules.seat_order, which honours the
rotation option: the solver follows it, and the widgets' JavaScript is given the order
instead of computing it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from solo66 import Game, Rules
from solo66.analysis.solver import solve, solve_last_trick
from solo66.analysis.solver.search import Search
from solo66.core.cards import Suit
from solo66.core.deal import _deal_plan
from solo66.frontends.table import PLACES
from solo66.frontends.widgets.deal import deal_data
from solo66.frontends.widgets.replay import replay_data, step_tables
from tests.minimax import can_force_last_trick, minimax

# A seat order that is not clockwise: 0, 2, 4, 1, 3 (each seat's next seat).
SHUFFLED = (2, 3, 4, 0, 1)


@pytest.fixture
def shuffled_order(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every Rules plays (and deals) in the order 0, 2, 4, 1, 3 instead of clockwise.

    The deal's plan of which card goes to which seat is kept per dealer and packet
    pattern (the only rotation there is being clockwise): it is forgotten before and
    after, so no later test in the process deals by the shuffled order."""
    _deal_plan.cache_clear()
    monkeypatch.setattr(Rules, "next_seats", property(lambda self: SHUFFLED))
    yield
    _deal_plan.cache_clear()


def _late(rng: random.Random, rules: Rules, left: int, bid: bool = True) -> Game:
    """A random game ``left`` cards before its end (everyone passed if not ``bid``)."""
    g = Game.new(seed=rng.randrange(10**9), rules=rules)
    if bid:
        soloist = rng.randrange(5)
        while g.current_player != soloist:
            g.apply("pass")
        g.apply(f"bid {rng.choice(list(Suit))}")
    while g.phase.value != "play":
        g.apply("pass" if g.phase.value == "auction" else rng.choice(g.legal_actions()))
    while 30 - sum(len(t.cards) for t in g.tricks) - len(g.current_trick) > left:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_the_solver_follows_the_rules_seat_order(shuffled_order: None) -> None:
    rules = Rules()
    assert rules.seat_order(0) == (0, 2, 4, 1, 3)
    rng = random.Random(25)
    # Mostly in the middle of a trick, where the order says who has played (a solver
    # playing clockwise gets many of these wrong).
    for _ in range(40):
        g = _late(rng, rules, rng.randrange(4, 9))
        s = solve(g)
        for action, value in s.values.items():
            child = g.clone()
            child.apply(action)
            assert value == minimax(child), action
    # The search is told the order by the rules.
    search = Search(0, 3, False, seats=rules.seat_order(3))
    assert search.seats == (3, 0, 2, 4, 1)


def test_the_last_trick_solver_follows_the_rules_seat_order(shuffled_order: None) -> None:
    rules = Rules(all_pass="last-trick")
    rng = random.Random(26)
    for _ in range(20):
        g = _late(rng, rules, rng.randrange(3, 8), bid=False)
        s = solve_last_trick(g)
        for action, who in s.values.items():
            child = g.clone()
            child.apply(action)
            assert who == _forcing_seat(child)


def _forcing_seat(game: Game) -> int | None:
    """The seat that takes the last trick against the other four together, if any."""
    for seat in range(5):
        if can_force_last_trick(game, seat):
            return seat
    return None


def test_a_search_refuses_a_seat_order_that_is_not_one() -> None:
    with pytest.raises(ValueError, match="starting with 1"):
        Search(0, 1, False, seats=(0, 1, 2, 3, 4))
    with pytest.raises(ValueError, match="the five seats"):
        Search(0, 1, False, seats=(1, 2, 3, 4))


def test_the_deal_widget_is_given_the_order_of_dealing():
    data = deal_data(seeds=[3, 4], dealer=4, patterns=["3-T-3"])
    rules = Rules()
    for hand in data["hands"]:
        assert hand["order"] == list(rules.seat_order(rules.forehand(hand["dealer"])))
        assert hand["order"][0] == hand["forehand"]
    assert [h["dealer"] for h in data["hands"]] == [4, 0]


def test_the_replayer_is_given_each_tricks_order_and_the_seats_places():
    game = Game.new(8)
    rng = random.Random(8)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    data = replay_data(game, marks=False)
    tricks = [t["open"]["trick"] for t in step_tables(data) if t["open"]["trick"]]
    assert tricks
    for trick in tricks:
        order = list(game.rules.seat_order(trick["leader"]))
        assert [p["seat"] for p in trick["plays"]] == order[: len(trick["plays"])]
    # Round the table in the order of play, from the reader's seat at the bottom.
    for seat in range(5):
        where = data["places"][str(seat)]
        assert [where[s] for s in game.rules.seat_order(seat)] == list(PLACES)
