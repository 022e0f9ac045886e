"""The play page's hint, review and trick pause (solo66.frontends.playpage), against the solver."""

from __future__ import annotations

import json
from typing import Any

from solo66.analysis.solver import Solver
from solo66.core.deal import Deal
from solo66.core.game import Action, Game
from solo66.core.narration import plural
from solo66.frontends.playpage import call

CODE = Deal.shuffle(seed=7).code


def ask(**request: Any) -> dict[str, Any]:
    answer = json.loads(call(json.dumps(request)))
    assert isinstance(answer, dict)
    return answer


def game_of(state: dict[str, Any]) -> Game:
    game = Game.from_deal(state["code"])
    for action in state["actions"]:
        game.apply(action)
    return game


def play_with_hints(code: str, seat: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Bid the highest suit, then ask for a hint before every card and play the costliest
    card in the odd tricks, a best one in the even; returns the final state and hints."""
    state = ask(op="open", code=code, seat=seat)
    hints = []
    while state["result"] is None:
        if state["choices"]:
            action = state["choices"][-1]["action"]
        elif state["phase"] == "discard":
            action = f"discard {state['hand'][0]['card']} {state['hand'][1]['card']}"
        else:
            hint = ask(op="hint", code=code, seat=seat, actions=state["actions"])
            assert hint["ok"], hint
            hints.append({"state": state, "hint": hint})
            ranked = sorted(hint["cards"], key=lambda c: c["cost"], reverse=len(hints) % 2 == 1)
            action = "play " + ranked[0]["card"]
        state = ask(op="act", code=code, seat=seat, actions=state["actions"], action=action)
        assert state["ok"], state
    return state, hints


def test_hint_and_review_give_the_solvers_values() -> None:
    final, hints = play_with_hints(CODE, seat=1)
    game = game_of(final)
    assert game.soloist is not None and hints
    for entry in hints:
        before = game_of(entry["state"])
        solution = Solver().solve(before)
        hint = entry["hint"]
        legal = {h["card"] for h in entry["state"]["hand"] if h["legal"]}
        assert {c["card"] for c in hint["cards"]} == legal
        for c in hint["cards"]:
            action = f"play {c['card']}"
            assert c["value"] == solution.values[Action.from_str(action)]
            assert c["cost"] == solution.cost(action)
            assert c["text"] == (
                "best" if c["cost"] == 0 else f"costs {plural(c['cost'], 'point')}"
            )
        assert hint["best"] == [c["card"] for c in hint["cards"] if c["cost"] == 0]
        assert hint["value"] == solution.value
    review = ask(op="review", code=CODE, seat=1, actions=final["actions"])
    assert review["ok"], review
    assert len(review["plays"]) == len(hints) == 6
    states = list(game.replay())
    for play in review["plays"]:
        before = states[play["step"]]
        seat, action = game.history[play["step"]]
        assert seat == 1 and str(action) == f"play {play['card']}"
        solution = Solver().solve(before)
        assert play["cost"] == solution.cost(action)
        assert play["value"] == solution.values[action]
        assert play["best_value"] == solution.value
        assert play["best"] == sorted(
            (str(a.card) for a in solution.best),
            key=lambda c: [h["card"] for h in hints[play["trick"] - 1]["state"]["hand"]].index(c),
        )
    total = sum(p["cost"] for p in review["plays"])
    best = sum(p["cost"] == 0 for p in review["plays"])
    assert total > 0, "the costliest cards should cost something in this hand"
    assert 0 < best < 6
    assert review["summary"] == (
        f"{best} of your 6 cards were best; the others cost {plural(total, 'point')} in all."
    )


def test_a_hint_outside_the_readers_play_is_refused() -> None:
    state = ask(op="open", code=CODE, seat=1)
    assert state["phase"] == "auction"
    answer = ask(op="hint", code=CODE, seat=1, actions=state["actions"])
    assert answer == {"ok": False, "error": "a hint is for your turn to play a card"}


def test_the_finished_trick_is_sent_before_the_bots_go_on() -> None:
    final, _ = play_with_hints(CODE, seat=1)
    mine = [str(a) for s, a in game_of(final).history if s == 1]
    state = ask(op="open", code=CODE, seat=1)
    paused = 0
    for action in mine:
        answer = ask(op="act", code=CODE, seat=1, actions=state["actions"], action=action)
        assert answer["ok"], answer
        if "pause" in answer:
            pause = answer["pause"]
            assert pause["trick"] == [] and not pause["your_turn"]
            assert len(pause["last_trick"]["plays"]) == 5
            assert any(p["seat"] == 1 for p in pause["last_trick"]["plays"])
            assert pause["actions"] == answer["actions"][: len(pause["actions"])]
            assert len(pause["actions"]) < len(answer["actions"])
            paused += 1
        state = answer
    assert state["result"] == final["result"]
    assert paused > 0
