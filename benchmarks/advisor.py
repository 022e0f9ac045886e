"""Benchmark the bid advisor and best_contract: how long the open-hand estimates take.

The advisor (:func:`solo66.analysis.advisor.advise`) deals the unseen cards at random
``--samples`` times and solves each deal from the first lead for every trump
suit, after the heuristic discard: ``samples × 4`` solves per hand.
:func:`solo66.analysis.solver.best_contract` solves every trump suit × every one of the
28 discards of one deal.

    python -m benchmarks.advisor [--samples 200] [--contracts 5]

Times are CPU time of this process (other work on the machine does not count).
"""

from __future__ import annotations

import argparse
import statistics
import time

from solo66.analysis.advisor import advise
from solo66.analysis.solver import best_contract
from solo66.core.deal import Deal

# A strong, a middling and a weak hand for seat 1 (forehand when seat 0 deals).
HANDS = (
    "♣A ♣10 ♣K ♣9 ♠A ♥10",
    "♠10 ♠Q ♠8 ♥A ♦K ♦9",
    "♣8 ♠J ♥Q ♥7 ♦10 ♦8",
)


def time_advisor(samples: int, seed: int = 0) -> list[tuple[str, float, str]]:
    """(hand, CPU seconds, best line) for each hand of :data:`HANDS`."""
    out = []
    for hand in HANDS:
        start = time.process_time()
        report = advise(hand, samples=samples, seed=seed, progress=False)
        elapsed = time.process_time() - start
        out.append((hand, elapsed, str(report.lines[0])))
    return out


def time_best_contract(deals: int) -> list[float]:
    """CPU seconds of best_contract for forehand on deals 0, 1, ..."""
    times = []
    for seed in range(deals):
        deal = Deal.shuffle(seed=seed)
        start = time.process_time()
        best_contract(deal.hands, deal.talon, deal.forehand, dealer=deal.dealer)
        times.append(time.process_time() - start)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="advisor samples per hand")
    parser.add_argument("--contracts", type=int, default=5, help="deals for best_contract")
    args = parser.parse_args(argv)
    print(f"Bid advisor, {args.samples} samples × 4 trump suits per hand, CPU time:")
    for hand, elapsed, best in time_advisor(args.samples):
        print(f"  {hand}   {elapsed:7.1f} s   best: {best.strip()}")
    if args.contracts:
        times = time_best_contract(args.contracts)
        print(
            f"best_contract (4 suits × 28 discards) on {len(times)} deal"
            f"{'s' if len(times) != 1 else ''}: "
            f"median {statistics.median(times):.1f} s, worst {max(times):.1f} s"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
