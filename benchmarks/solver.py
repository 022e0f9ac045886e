"""Benchmark the open-hand solver on realistic positions at the first lead.

Each deal gets a heuristic auction: a random seat becomes soloist, names his
longest suit as trump (ties: the higher suit) and discards his two lowest
non-trumps.  The solver then solves the position at the first lead, including the
value of every card forehand may lead.

    python -m benchmarks.solver [--deals 100] [--seed 0] [--repeat 1] [--values FILE]

Times are CPU time of this process (other work on the machine does not count).
With ``--repeat N`` each deal is solved N times, each time by a new solver, and
its least time counted: the machine's other work still slows a process down
(shared caches), and the least of three times varies far less from run to run
than one time.  ``--values FILE`` writes the value of every legal lead of each
deal (JSON, by seed), so that two versions of the solver can be compared: a
change for speed must leave every one of them as it was.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from solo66.analysis.solver import Solver
from solo66.analysis.solver.masks import position
from solo66.analysis.solver.search import Search
from solo66.core.cards import Suit
from solo66.core.game import Game, discard_action
from solo66.core.rules import Rules


def heuristic_game(seed: int, rules: Rules | None = None) -> Game:
    """A game at the first lead after a heuristic auction, trump and discard."""
    rng = random.Random(seed)
    g = Game.new(seed=seed, rules=rules)
    soloist = rng.randrange(5)
    while g.current_player != soloist:
        g.apply("pass")
    g.apply("bid diamonds")
    while g.phase.value == "auction":
        g.apply("pass")
    hand = g.hands[soloist]
    trump = max(Suit, key=lambda s: (sum(c.suit is s for c in hand), s))
    g.apply(f"declare {trump}")
    hand = g.hands[soloist]
    order = sorted(hand, key=lambda c: (c.suit is trump, c.points, c.rank))
    g.apply(discard_action(order[0], order[1]))
    return g


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--value-only", action="store_true", help="skip per-card values")
    parser.add_argument(
        "--repeat", type=int, default=1, help="solve each deal this often, count its least time"
    )
    parser.add_argument("--values", metavar="FILE", help="write every lead's value (JSON)")
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error(f"--repeat is a number of solves of each deal, 1 or more, not {args.repeat}")
    if args.values and args.value_only:
        parser.error("--values writes the value of every lead: leave out --value-only")
    times: list[float] = []
    nodes: list[int] = []
    leads: dict[int, dict[str, int]] = {}
    for seed in range(args.seed, args.seed + args.deals):
        g = heuristic_game(seed)
        elapsed = float("inf")
        for _ in range(args.repeat):
            start = time.process_time()
            if args.value_only:
                assert g.trump is not None and g.soloist is not None
                search = Search(
                    int(g.trump),
                    g.soloist,
                    g.rules.must_overtrump,
                    seats=g.rules.seat_order(g.soloist),
                )
                hands, leader, trick = position(g)
                value = search.value(hands, leader, trick, 60, 130)
                count = search.node_count
            else:
                solution = Solver().solve(g)
                value, count = solution.value, solution.nodes
                leads[seed] = {str(a): v for a, v in solution.values.items()}
            elapsed = min(elapsed, time.process_time() - start)
        times.append(elapsed)
        nodes.append(count)
        print(
            f"deal {seed:4d}  soloist {g.soloist}  trump {g.trump!s:8}  value {value:3d}  "
            f"{elapsed * 1000:8.1f} ms  {count:8d} nodes",
            file=sys.stderr,
        )
    times.sort()
    ms = [t * 1000 for t in times]
    if args.values:
        with open(args.values, "w", encoding="utf-8") as out:
            json.dump(leads, out, ensure_ascii=False, indent=0, sort_keys=True)
    what = "value only" if args.value_only else "value of every legal lead"
    least = f", least of {args.repeat} solves" if args.repeat > 1 else ""
    print(f"{len(times)} deals solved from the first lead ({what}), CPU time{least}:")
    print(
        f"  median {statistics.median(ms):.1f} ms   mean {statistics.mean(ms):.1f} ms   "
        f"90% {ms[int(0.9 * len(ms))]:.1f} ms   worst {ms[-1]:.1f} ms"
    )
    print(
        f"  nodes: median {statistics.median(nodes):.0f}   mean {statistics.mean(nodes):.0f}   "
        f"worst {max(nodes)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
