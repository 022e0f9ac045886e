"""Benchmark the play page's review: how long the solver takes to judge a whole hand.

The page (``book/play.md``) asks :mod:`solo66.frontends.playpage` for a ``review`` when
a hand ends: the open-hand solver solves the position before each of the reader's six
cards, from the first lead on, with a fresh solver (no hint asked during the hand).
Each hand here is played by the page's bots at all five seats (so the auction is a
real one and many deals are passed out) and reviewed, in CPython, for the soloist and
for the defender after him.  In the browser,
Pyodide runs the same Python more slowly: the browser test
(``tests/browser/test_play.py``) prints the time of one review there.  The page's aim is
a review within 5 s in the browser.

    python -m benchmarks.play_review [--deals 40] [--seed 0]

Times are CPU time of this process (other work on the machine does not count).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from solo66.analysis.bots import HeuristicBot
from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.frontends import playpage


def _ask(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(playpage.call(json.dumps(request)))
    return answer


def bots_hand(code: str) -> Game:
    """The hand as the page's bots play it at every seat."""
    game = Game.from_deal(Deal.from_code(code))
    bots = [HeuristicBot(seed=f"{code}/{seat}") for seat in range(5)]
    while not game.is_over():
        player = game.current_player
        assert player is not None
        game.apply(bots[player].choose(game))
    return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    times: list[float] = []
    for n in range(args.seed, args.seed + args.deals):
        code = Deal.shuffle(seed=n).code
        game = bots_hand(code)
        if game.soloist is None:
            continue  # passed out: nothing to review
        actions = [str(a) for _, a in game.history]
        for seat in (game.soloist, (game.soloist + 1) % 5):
            playpage._SOLVER.clear()  # a cold solver, as after a hand without hints
            start = time.process_time()
            review = _ask(op="review", code=code, seat=seat, actions=actions)
            times.append(time.process_time() - start)
            assert review["ok"] and len(review["plays"]) == 6, review
    if not times:
        print("no hand was played out")
        return 1
    times.sort()
    print(f"{len(times)} reviews of {len(times) // 2} hands played out (of {args.deals} deals)")
    print(
        f"review of a whole hand, CPython: median {statistics.median(times):.3f} s, "
        f"90% {times[int(0.9 * (len(times) - 1))]:.3f} s, max {times[-1]:.3f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
