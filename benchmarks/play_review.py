"""Benchmark the play page's review: how long the solver takes to judge a whole hand.

The page (``book/play.md``) asks :mod:`solo66.frontends.playpage` for a ``review`` when
a hand ends: the open-hand solver solves the position before each of the reader's six
cards, from the first lead on, with a fresh solver (no hint asked during the hand).
Each hand here is played as the page's bots play it, the reader (every seat in turn)
playing its first legal card, and reviewed for that seat, in CPython.  In the browser,
Pyodide runs the same Python more slowly: the browser test
(``tests/browser/test_play.py``) prints the time of one review there.  The page's aim is
a review within 5 s in the browser.

    python benchmarks/play_review.py [--deals 40] [--seed 0]

Times are CPU time of this process (other work on the machine does not count).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from solo66.core.deal import Deal
from solo66.frontends import playpage


def _ask(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(playpage.call(json.dumps(request)))
    return answer


def finished_hand(code: str, seat: int) -> dict[str, Any]:
    """The hand played to the end, the reader bidding its longest suit, then playing its
    first legal card; the final state of the page's API."""
    state = _ask(op="open", code=code, seat=seat)
    while state["result"] is None:
        if state["choices"]:
            action = state["choices"][-1]["action"]
        elif state["phase"] == "discard":
            action = f"discard {state['hand'][0]['card']} {state['hand'][1]['card']}"
        else:
            action = "play " + next(h["card"] for h in state["hand"] if h["legal"])
        state = _ask(op="act", code=code, seat=seat, actions=state["actions"], action=action)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    times: list[float] = []
    for n in range(args.seed, args.seed + args.deals):
        code = Deal.shuffle(seed=n).code
        seat = n % 5
        final = finished_hand(code, seat)
        if final["soloist"] is None:
            continue  # passed out: nothing to review
        playpage._SOLVER.clear()  # a cold solver, as after a hand without hints
        start = time.process_time()
        review = _ask(op="review", code=code, seat=seat, actions=final["actions"])
        times.append(time.process_time() - start)
        assert review["ok"] and len(review["plays"]) == 6, review
    if not times:
        print("no hand was played out")
        return 1
    times.sort()
    print(f"{len(times)} hands reviewed (of {args.deals} deals; the others were passed out)")
    print(
        f"review of a whole hand, CPython: median {statistics.median(times):.3f} s, "
        f"90% {times[int(0.9 * (len(times) - 1))]:.3f} s, max {times[-1]:.3f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
