"""The play page's requests asked in CPython, as the page's Web Worker asks them, and a
reader who plays a set's deal through them (used by the unit tests of the page's
engine and by its browser tests, which play the same actions beside the page)."""

from __future__ import annotations

import json
from typing import Any

from solo66.frontends.playpage import call
from solo66.teaching.duplicate import DuplicateSet


def ask(**request: Any) -> dict[str, Any]:
    """The play page's engine's answer to ``request``."""
    answer = json.loads(call(json.dumps(request)))
    assert isinstance(answer, dict)
    return answer


def choose(state: dict[str, Any]) -> str:
    """The reader's action: the last choice offered (a bid, the trump), the two first
    cards to discard, the first legal card."""
    if state["choices"]:
        return str(state["choices"][-1]["action"])
    if state["phase"] == "discard":
        return f"discard {state['hand'][0]['card']} {state['hand'][1]['card']}"
    return "play " + next(h["card"] for h in state["hand"] if h["legal"])


def play_deal(chosen: DuplicateSet, index: int, tag: int) -> dict[str, Any]:
    """Deal ``index`` of the set played to the end through the page's requests; the
    final state (with its result code)."""
    state = ask(op="open", set=chosen.code, deal=index, tag=tag)
    assert state["ok"], state
    while state["result"] is None:
        assert "result_code" not in state
        state = ask(
            op="act",
            set=chosen.code,
            deal=index,
            tag=tag,
            actions=state["actions"],
            action=choose(state),
        )
        assert state["ok"], state
    return state
