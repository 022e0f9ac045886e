"""The hand replayer's state: plain JSON, faithful to the engine, and each seat's view
hides what that seat cannot see."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

pytest.importorskip("anywidget")

from solo66 import Game, Rules
from solo66.core.cards import Card
from solo66.frontends.widgets.replay import ReplayWidget, replay_data, step_tables


def played(seed: int, rules: Rules | None = None, *, bid: str | None = "bid hearts") -> Game:
    """A hand played to the end with random legal actions (after an opening bid)."""
    game = Game.new(seed=seed, rules=rules)
    rng = random.Random(seed)
    if bid is not None:
        game.apply(bid)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def all_passed(seed: int, rules: Rules) -> Game:
    game = Game.new(seed=seed, rules=rules)
    rng = random.Random(seed)
    while not game.is_over():
        legal = game.legal_actions()
        game.apply("pass" if game.phase == "auction" else rng.choice(legal))
    return game


GAMES = [
    played(1),
    played(2, Rules(talon_order="talon-first")),
    played(3, Rules(scoring="agreed-value", settlement="payments")),
    all_passed(4, Rules()),
    all_passed(5, Rules(all_pass="last-trick")),
]


def cards_of(ids: list[str]) -> set[Card]:
    return {Card.from_str(i) for i in ids}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.deal.code)
def test_json_serialisable(game: Game) -> None:
    data = replay_data(game, marks=False)
    text = json.dumps(data)
    assert json.loads(text) == data
    widget = ReplayWidget.from_game(game, marks=False)
    assert widget.data == data


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.deal.code)
def test_steps_follow_the_engine(game: Game) -> None:
    data = replay_data(game, marks=False)
    states = list(game.replay())
    tables = step_tables(data)
    assert len(data["steps"]) == len(states) == len(tables) == len(game.history) + 1
    for n, (step, state, both) in enumerate(zip(data["steps"], states, tables, strict=True)):
        table = both["open"]
        assert step["n"] == n
        assert step["phase"] == state.phase.value
        assert step["to_act"] == table["to_act"] == state.current_player
        assert step["soloist"] == state.soloist
        for seat in range(5):
            shown = table["seats"][seat]
            assert cards_of(shown["hand"]) == set(state.hands[seat])
            assert shown["count"] == len(state.hands[seat])
            assert shown["turn"] == (seat == state.current_player)
            assert ("soloist" in shown["roles"]) == (seat == state.soloist)
        soloist = state.soloist
        discards = table["seats"][soloist]["discards"] if soloist is not None else None
        assert cards_of(discards["cards"] if discards else []) == set(state.discards)
        if n:
            seat, action = game.history[n - 1]
            assert (step["seat"], step["action"]) == (seat, str(action))
        if state.phase != "play" and not state.tricks:
            assert all(s["taken"] is None for s in table["seats"])
            assert table["score"] is None
            continue
        assert [s["taken"]["points"] for s in table["seats"]] == list(state.points)
        assert [s["taken"]["tricks"] for s in table["seats"]] == list(state.tricks_won)
        if state.soloist is not None:
            defence = sum(state.points) - state.points[state.soloist]
            assert table["score"].startswith(f"Card points: soloist {state.points[state.soloist]}")
            assert table["score"].endswith(f"defenders {defence}")
        trick = table["trick"]
        if state.current_trick:
            assert trick is not None
            assert [Card.from_str(p["card"]) for p in trick["plays"]] == list(state.current_trick)
            assert trick["winner"] is None
        elif n and len(state.tricks) > len(states[n - 1].tricks):
            done = state.tricks[-1]
            assert trick is not None
            assert [p["seat"] for p in trick["plays"]] == list(done.seats)
            assert trick["winner"] == done.winner
            assert data["names"][done.winner] in step["comment"]
    result = game.result
    assert result is not None
    # The result is said once, as the final score, not again in the last step's comment.
    last = data["steps"][-1]
    assert data["final"] is not None and last["comment"]
    assert data["final"] not in last["comment"]
    assert all(data["final"] not in text for text in last["comments"].values())
    if result.soloist is not None:
        assert f"{result.soloist_points} card points" in data["final"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.deal.code)
def test_seat_view_hides_other_hands(game: Game) -> None:
    data = replay_data(game, marks=False)
    tables = step_tables(data)
    for step, state, both in zip(data["steps"], game.replay(), tables, strict=True):
        for seat in range(5):
            view = both["views"][seat]
            seen = state.view(seat)
            assert view["bottom"] == seat and view["seats"][seat]["place"] == "bottom"
            assert view["seats"][seat]["you"] and not view["seats"][(seat + 1) % 5]["you"]
            assert cards_of(view["seats"][seat]["hand"]) == set(seen.hand)
            shown = {c for s in view["seats"] if s["hand"] for c in s["hand"]}
            talon = (view["talon"] or {}).get("cards") or []
            discards = [
                c for s in view["seats"] if s["discards"] for c in s["discards"]["cards"] or []
            ]
            shown |= set(talon) | set(discards)
            assert cards_of(list(shown)) <= seen.seen()
            if not state.is_over():
                others = {str(c) for s in range(5) if s != seat for c in state.hands[s]}
                assert not shown & others
            if seat != state.soloist and not state.is_over():
                assert not discards and not talon
                if step["action"] is not None and step["action"].startswith("discard"):
                    assert view["action"] == "discard two cards"
                    assert not any(card in view["comment"] for card in step["action"].split()[1:])
                if step["action"] is not None and step["action"].startswith("declare"):
                    assert not any(str(card) in view["comment"] for card in game.talon)
            for s in range(5):
                taken = view["seats"][s]["taken"]
                if taken is not None:
                    assert taken["points"] == seen.points[s]
        soloist = state.soloist
        if soloist is not None and state.discards and both["open"]["score"] and not state.is_over():
            hidden = sum(c.points for c in state.discards)
            for seat in range(5):
                counted = state.points[soloist] - (0 if seat == soloist else hidden)
                score = both["views"][seat]["score"]
                assert score.startswith(f"Card points: soloist {counted} ")


def test_the_state_is_shared_not_repeated() -> None:
    # Each step stores what changed since the one before, and each seat only what its
    # view changes in the open table, when that changed: a hand's state stays small.
    game = GAMES[0]
    data = replay_data(game, marks=False)
    steps = data["steps"]
    assert set(steps[1]["table"]) < set(steps[0]["table"])
    assert sum(len(step["views"]) for step in steps) < 5 * len(steps) / 2
    size = len(json.dumps(steps, ensure_ascii=False).encode())
    assert size < 1000 * len(steps), size  # it was 2,700 bytes a step with whole views


def test_notes_and_names() -> None:
    game = GAMES[0]
    data = replay_data(game, notes={0: "Look at the clubs."}, names="ABCDE", marks=False)
    assert data["steps"][0]["note"] == "Look at the clubs."
    assert data["names"] == list("ABCDE")
    assert data["steps"][0]["comment"].startswith("A deals")
    with pytest.raises(ValueError, match="a note for step 99"):
        replay_data(game, notes={99: "?"}, marks=False)
    with pytest.raises(ValueError, match="five names"):
        replay_data(game, names=["A"], marks=False)


def test_notes_keyed_by_trick_and_card() -> None:
    game = GAMES[0]
    plays = [n + 1 for n, (_, a) in enumerate(game.history) if a.kind == "play"]
    data = replay_data(game, notes={(1, 1): "lead", (2, 3): "third card"}, marks=False)
    assert data["steps"][plays[0]]["note"] == "lead"
    assert data["steps"][plays[7]]["note"] == "third card"
    trick = step_tables(data)[plays[7]]["open"]["trick"]
    assert trick["number"] == 2 and len(trick["plays"]) == 3
    with pytest.raises(ValueError, match="trick 7, card 1"):
        replay_data(game, notes={(7, 1): "?"}, marks=False)
    with pytest.raises(ValueError, match="trick 1, card 6"):
        replay_data(game, notes={(1, 6): "?"}, marks=False)
    with pytest.raises(ValueError, match="two notes for step"):
        replay_data(game, notes={plays[0]: "a", (1, 1): "b"}, marks=False)


def test_widget_options() -> None:
    game = GAMES[0]
    widget = ReplayWidget.from_game(game, view=2, step=-1, four_colour=True, marks=False)
    assert (widget.view, widget.step, widget.four_colour) == ("2", len(game.history), True)
    with pytest.raises(ValueError, match="view"):
        ReplayWidget.from_game(game, view=7, marks=False)
    with pytest.raises(ValueError, match="out of range"):
        ReplayWidget.from_game(game, step=500, marks=False)


def test_unfinished_game() -> None:
    game = Game.new(seed=8)
    game.apply("bid spades")
    data = replay_data(game, marks=False)
    assert len(data["steps"]) == 2 and data["final"] is None


def test_card_pictures_once() -> None:
    data: dict[str, Any] = replay_data(GAMES[0], marks=False)
    assert len(data["cards"]) == 32
    text = json.dumps(data["steps"])
    assert "<svg" not in text


@pytest.mark.parametrize("game", [GAMES[0], GAMES[4]], ids=["soloist", "last-trick"])
def test_solver_marks_every_card(game: Game) -> None:
    solver = pytest.importorskip("solo66.analysis.solver")
    from solo66.analysis.review import fair_costs
    from solo66.frontends.widgets.replay import MARK_SAMPLES, mark_seed

    data = replay_data(game, marks=True)
    assert data["marks"] and data["marks_note"]
    states = list(game.replay())
    kinds = set()
    for step in data["steps"][1:]:
        mark = step["mark"]
        seat, action = game.history[step["n"] - 1]
        if action.kind != "play":
            assert mark is None
            continue
        assert mark is not None
        card = str(action.card)
        before = states[step["n"] - 1]
        hindsight = mark["hindsight"]
        if game.soloist is not None:
            # Fair first: the engine's judgement over the deals that fit the player's view,
            # seeded as the play page seeds its hint for the same position.
            costs = fair_costs(before, samples=MARK_SAMPLES, seed=mark_seed(game, step["n"] - 1))
            played = next(c for c in costs if str(c.card) == card)
            fair = mark["fair"]
            assert fair is not None and fair["samples"] == MARK_SAMPLES
            assert fair["best_in"] == played.best_in and fair["mean_cost"] == round(played.cost, 1)
            assert set(fair["best"]) == {str(c.card) for c in costs if c.cost == 0}
            # A fair choice is never called a mistake, whatever hindsight says.
            kind = "best" if played.cost == 0 else "good" if played.fair else "cost"
            assert mark["kind"] == kind and (mark["cost"] > 0) == (kind == "cost")
            assert fair["line"].startswith(f"By what {data['names'][seat]} could see: ")
            kinds.add(kind)
            # Then hindsight: the open-hand solver on the real deal.
            values = solver.solve(before).values
            assert hindsight["value"] == values[action]
            side = max if seat == game.soloist else min
            assert hindsight["best_value"] == side(values.values())
            assert hindsight["cost"] == abs(hindsight["best_value"] - hindsight["value"])
            assert (hindsight["cost"] == 0) == (card in hindsight["best"])
            assert hindsight["line"].startswith("In hindsight, with every hand open, ")
            assert mark["text"].index("could see") < mark["text"].index("in hindsight")
        else:
            assert mark["fair"] is None
            assert (mark["cost"] == 0) == (card in mark["best"]) == (mark["short"] == "best")
            assert hindsight["line"].startswith("In hindsight, with every hand open: ")
        trick = step_tables(data)[step["n"]]["open"]["trick"]
        short = {"kind": mark["kind"], "text": mark["short"]}
        assert trick["plays"][-1] == {"seat": seat, "card": card, "mark": short}
    if game.soloist is not None:
        assert "best" in kinds


def test_a_card_best_only_in_hindsight_is_no_mistake() -> None:
    """Ben leads ♣A from the first seat: with every hand open ♥10 or ♥K was 20 card
    points better, but nobody could know it, and the mark says so in that order."""
    pytest.importorskip("solo66.analysis.solver")
    game = Game.new(seed=123)
    for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
        game.apply(action)
    mark = replay_data(game, marks=True)["steps"][-1]["mark"]
    assert mark["kind"] in ("best", "good") and mark["cost"] == 0
    assert mark["hindsight"]["cost"] == 20 and mark["hindsight"]["best"] == ["♥10", "♥K"]
    assert "✗" not in mark["fair"]["line"]


def test_from_record_text_and_json() -> None:
    from solo66.core import record
    from solo66.core.record import json as json_record

    game = GAMES[0]
    notes = {0: "the first bid", len(game.history) - 1: "the last card"}
    by_step = {0: "the deal", 1: "the first bid", len(game.history): "the last card"}
    for text in (record.dumps(game, notes), json_record.dumps(game, notes)):
        widget = ReplayWidget.from_record(text, marks=False, notes={0: "the deal"}, step=-1)
        assert widget.data == replay_data(game, marks=False, notes=by_step)
        assert widget.step == len(game.history)
    with pytest.raises(ValueError, match="line"):
        ReplayWidget.from_record("deal: 1CH9-M7XX-VSBG-G44N\n1: play ♣A\nresult: unfinished\n")


def test_four_colour_pictures_only_where_they_differ() -> None:
    cards = replay_data(GAMES[0], marks=False)["cards"]
    with_four = {card for card, info in cards.items() if "svg4" in info}
    assert with_four == {card for card in cards if card[0] in "♣♦"}
    assert all(cards[card]["svg4"] != cards[card]["svg"] for card in with_four)
