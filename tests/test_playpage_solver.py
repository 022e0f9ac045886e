"""The play page's hint, review and trick pause (solo66.frontends.playpage), against the solver."""

from __future__ import annotations

import json
from typing import Any

from solo66.analysis.bots import HeuristicBot, play_out
from solo66.analysis.review import fair_costs, fair_review
from solo66.analysis.solver import Solver
from solo66.core.cards import Card
from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.core.narration import plural
from solo66.frontends.jswords import js_words
from solo66.frontends.playpage import (
    HINT_SAMPLES,
    PROGRESS_BATCH,
    REVIEW_SAMPLES,
    call,
    page_words,
)
from solo66.i18n import speaking
from tools import play_assets

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


def test_hint_and_review_give_the_fair_values_then_the_hindsight() -> None:
    final, hints = play_with_hints(CODE, seat=1)
    game = game_of(final)
    assert game.soloist is not None and hints
    for entry in hints:
        before = game_of(entry["state"])
        actions = entry["state"]["actions"]
        fair = {
            c.card: c
            for c in fair_costs(before, samples=HINT_SAMPLES, seed=f"{CODE}/{len(actions)}")
        }
        solution = Solver().solve(before)
        hint = entry["hint"]
        legal = {h["card"] for h in entry["state"]["hand"] if h["legal"]}
        assert {c["card"] for c in hint["cards"]} == legal
        assert hint["samples"] == HINT_SAMPLES
        for c in hint["cards"]:
            judged = fair[Card.from_str(c["card"])]
            action = f"play {c['card']}"
            assert c["hindsight_cost"] == solution.cost(action)
            assert c["best_in"] == judged.best_in
            assert c["cost"] == (0 if judged.fair else max(1, round(judged.cost)))
            assert c["mark"] == (
                "best" if judged.cost == 0 else "good" if judged.fair else f"costs {c['cost']}"
            )
        assert hint["best"] == [c["card"] for c in hint["cards"] if c["mark"] == "best"]
        assert hint["value"] == solution.value
        assert hint["text"].startswith(f"Best in {max(c['best_in'] for c in hint['cards'])} of ")
        assert "In hindsight, with every hand open, " in hint["text"]
    review = ask(op="review", code=CODE, seat=1, actions=final["actions"])
    assert review["ok"], review
    assert len(review["plays"]) == len(hints) == 6
    judged = {p.step: p for p in fair_review(game, 1, samples=REVIEW_SAMPLES, seed=CODE)}
    for play in review["plays"]:
        seat, action = game.history[play["step"]]
        assert seat == 1 and str(action) == f"play {play['card']}"
        fair = judged[play["step"]].played
        assert play["cost"] == (0 if fair.fair else max(1, round(fair.cost)))
        assert play["hindsight_cost"] == Solver().solve(list(game.replay())[play["step"]]).cost(
            action
        )
        assert play["line"].startswith(f"Trick {play['trick']}: {play['card']}, ")
    total = sum(p["cost"] for p in review["plays"])
    good = sum(p["cost"] == 0 for p in review["plays"])
    if total:
        assert review["summary"] == (
            f"{good} of your 6 cards were good choices; the others cost "
            f"{plural(total, 'card point')} on average in all."
        )
    else:
        assert review["summary"] == (
            "Every one of your 6 cards was a good choice by what you could know."
        )


def test_a_card_best_only_in_hindsight_is_no_mistake() -> None:
    """Seat 1 leads ♣A in deal 123: 20 points worse with every hand open, a fair choice."""
    game = Game.new(seed=123)
    for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7"]:
        game.apply(action)
    hint = ask(op="hint", code=game.deal.code, seat=1, actions=[str(a) for _, a in game.history])
    ace = next(c for c in hint["cards"] if c["card"] == "♣A")
    assert ace["hindsight_cost"] == 20
    assert ace["cost"] == 0 and ace["mark"] in {"best", "good"}


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


def test_a_hint_and_a_review_tell_their_progress_in_batches() -> None:
    """The page's progress line: a hint is told after every PROGRESS_BATCH deals of its
    HINT_SAMPLES, a review across all its cards; the answers are the same as untold."""
    game = Game.new(seed=123)
    for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7"]:
        game.apply(action)
    bots = [HeuristicBot(seat) for seat in range(5)]
    while len(game.tricks) < 3 or game.current_player != 1:
        game.apply(bots[game.current_player or 0].choose(game))
    request = {
        "op": "hint",
        "code": game.deal.code,
        "seat": 1,
        "actions": [str(a) for _, a in game.history],
    }
    told: list[tuple[int, int]] = []
    hint = json.loads(call(json.dumps(request), lambda done, total: told.append((done, total))))
    assert hint["ok"] and hint == ask(**request)
    steps = range(PROGRESS_BATCH, HINT_SAMPLES + 1, PROGRESS_BATCH)
    assert told == [(n, HINT_SAMPLES) for n in steps]
    play_out(game, bots)
    review_request = {**request, "op": "review", "actions": [str(a) for _, a in game.history]}
    told.clear()
    review = json.loads(
        call(json.dumps(review_request), lambda done, total: told.append((done, total)))
    )
    total = REVIEW_SAMPLES * len(review["plays"])
    assert review["ok"] and len(review["plays"]) == 6
    assert [t for _, t in told] == [total] * len(told)
    assert [d for d, _ in told] == list(range(PROGRESS_BATCH, total + 1, PROGRESS_BATCH))


def test_the_progress_line_speaks_both_languages() -> None:
    judging = "Judging: {done} of {total} deals that fit what you have seen…"
    reviewing = "Reviewing your cards: {done} of {total} deals…"
    said = js_words(play_assets.HERE / play_assets.PAGE_SCRIPT)
    assert judging in said and reviewing in said
    with speaking("de"):
        german = page_words(said)["said"]
    assert judging.format(done=24, total=64) == (
        "Judging: 24 of 64 deals that fit what you have seen…"
    )
    assert german[judging].format(done=24, total=64).startswith("Abwägen: 24 von 64 ")
    assert german[reviewing].format(done=8, total=96).endswith("8 von 96 Kartenverteilungen …")
