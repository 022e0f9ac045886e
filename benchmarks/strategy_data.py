"""Regenerate ``book/data/strategy.json``: the figures of the book's page
"Strategy for both sides" (``book/strategy.ipynb``).

Usage::

    python -m benchmarks.strategy_data [--deals 12000] [--solver-deals 300] [--jobs 2]

Everything is deterministic: deal ``i`` is ``Game.new(seed=i)``, and the same
options give a byte-identical file.  The script prints its progress and its run
time (wall clock and CPU time, the workers' included).

**Would-be soloist.**  In deal ``i`` seat ``(i // 5) % 5`` becomes soloist whatever
its cards, with dealer ``i % 5``, so the soloist sits in every position as
often: the seats before him pass, he bids diamonds (the lowest bid, so any trump
is open to him), the others pass.  He then announces, picks up the talon and
discards as :class:`~solo66.analysis.bots.HeuristicBot` does: the trump is his strongest
suit by :func:`~solo66.analysis.bots.suit_strength`, chosen from his six cards before he
sees the talon.  "Trumps" and "trump points" are counted in the six cards he
keeps after the discard.

The hand is then played out

* by five heuristic bots (realistic play by rules of thumb, none seeing another
  hand), for every deal; and
* by the open-hand solver (:func:`solo66.analysis.solver.solve`: every card visible, both
  sides playing perfectly), for the first ``--solver-deals`` deals, with the same
  trump and discard.  Open-hand play is not what happens at a table: the soloist
  gains from seeing every card, and so do the four defenders, who then defend as
  one.

**What a player sees.**  From the bot-played hands (:func:`~solo66.analysis.strategy.seen`):
win rates by what the bidder holds in his six cards before the talon, for the suit he
announced (trumps, the ace and ten of trumps, side aces, voids, suit strength); by
what his discard did (points put away, a suit emptied); and, for the defence, every
trick a defender led by the soloist's place in it, and the card points in the tricks
each side took.  About a minute on two cores with the defaults.

**The last trick.**  From the bot-played hands: the soloist's card points before
the 10 for the last trick, and who took it.  With 56 to 65 points before the
bonus, the last trick decides the hand.

**All pass.**  Complete auctions of five heuristic bots over ``--auction-deals``
deals under each auction procedure, and the share of deals in which no seat
holds a suit of a given :func:`~solo66.analysis.bots.suit_strength` (everyone passes when
nobody's best suit reaches the bidding threshold).

**Exercises.**  Positions with three tricks to go from bot-played hands where the
player on lead has exactly one best card and another lead costs at least
``MIN_COST`` points and changes who wins, solved exactly; stored as game records.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from functools import partial
from pathlib import Path
from typing import Any

from solo66.analysis.advisor import wilson_interval
from solo66.analysis.bots import BID_THRESHOLD
from solo66.analysis.solver import solve
from solo66.analysis.strategy import (
    AUCTIONS,
    Sample,
    all_pass,
    open_hand_points,
    position_with_tricks_left,
    seen,
    strongest_suit,
)
from solo66.core.record import dumps as record_dumps
from solo66.core.scoring import LAST_TRICK_BONUS, TOTAL_POINTS, WIN_THRESHOLD

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "book" / "data" / "strategy.json"

#: Trump points (in the six cards kept) grouped for the plot: (lowest, highest).
TRUMP_POINT_BINS = ((0, 9), (10, 14), (15, 19), (20, 24), (25, 30))
#: Suit strength (the bots' measure of a suit as trumps) grouped for the bidder's table.
STRENGTH_BINS = ((0.0, 3.9), (4.0, 4.9), (5.0, 5.9), (6.0, 6.9), (7.0, 7.9), (8.0, 30.0))
#: Card points put away in the discard, grouped.
DISCARD_BINS = ((0, 4), (5, 10), (11, 15), (16, 22))
#: Bidding thresholds for the all-pass curve (suit strength a suit needs to be bid).
THRESHOLDS = tuple(x / 2 for x in range(8, 21))
#: How many exercises, with the soloist and with a defender on lead.
EXERCISES = {"soloist": 3, "defender": 2}
#: An exercise's worst lead must cost at least this many points.
MIN_COST = 10
#: Deals whose every figure is stored, for the page to check against a fresh run.
CHECKED_DEALS = 25
CHECKED_SOLVES = 3


# -- what a player sees ------------------------------------------------------------


def bin_of(value: float, bins: Sequence[tuple[float, float]]) -> int:
    """The index of the bin holding ``value``."""
    for i, (lo, hi) in enumerate(bins):
        if lo <= value <= hi:
            return i
    raise ValueError(f"no bin for {value}")


def labelled(
    rows: list[dict[str, Any]], name: str, bins: Sequence[tuple[float, float]]
) -> list[dict[str, Any]]:
    """The rows with their bin index replaced by the bin's label, e.g. ``"5-10"``."""
    return [{**row, name: "{:g}-{:g}".format(*bins[row[name]])} for row in rows]


def bidder_tables(
    features: Sequence[dict[str, Any]], won: Sequence[bool], scores: Sequence[int]
) -> dict[str, Any]:
    """Win rates by what the bidder sees in his six cards, for the suit he announced."""

    def by(name: str, key: Callable[[dict[str, Any]], Any]) -> list[dict[str, Any]]:
        return [{name: k, **row} for k, row in tally(features, won, key, scores)]

    return {
        "by_trumps_in_six": by("trumps", lambda f: f["trumps_in_six"]),
        "by_trumps_and_high": [
            {"trumps": k[0], "high_trumps": k[1], **row}
            for k, row in tally(
                features, won, lambda f: (f["trumps_in_six"], f["high_trumps"]), scores
            )
        ],
        "by_side_aces": by("side_aces", lambda f: f["side_aces"]),
        "by_voids": by("voids", lambda f: f["voids"]),
        "by_strength": labelled(
            by("strength", lambda f: bin_of(f["strength"], STRENGTH_BINS)),
            "strength",
            STRENGTH_BINS,
        ),
    }


def discard_tables(features: Sequence[dict[str, Any]], won: Sequence[bool]) -> dict[str, Any]:
    """Win rates by what the discard did: points put away, a void made, a trump given up."""

    def by(name: str, key: Callable[[dict[str, Any]], Any]) -> list[dict[str, Any]]:
        return [{name: k, **row} for k, row in tally(features, won, key)]

    return {
        "by_points": labelled(
            by("points", lambda f: bin_of(f["discard_points"], DISCARD_BINS)),
            "points",
            DISCARD_BINS,
        ),
        "by_void_made": by("void_made", lambda f: f["discard_makes_void"]),
        "by_trump_discarded": by("trump_discarded", lambda f: f["discards_trump"]),
    }


def defence_tables(features: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Tricks a defender led, by the soloist's place in them; card points in the tricks
    each side took."""
    places: dict[int, list[int]] = {}
    for f in features:
        for place, soloist_won, points in f["defender_leads"]:
            row = places.setdefault(place, [0, 0, 0])
            row[0] += 1
            row[1] += soloist_won
            row[2] += points
    sides = {True: [0, 0], False: [0, 0]}
    for f in features:
        for soloist_won, points in f["trick_points"]:
            sides[bool(soloist_won)][0] += 1
            sides[bool(soloist_won)][1] += points
    return {
        "by_soloist_place": [
            {"place": place, "mean_points": round(total / n, 1), **rate(won, n)}
            for place, (n, won, total) in sorted(places.items())
        ],
        "tricks": {
            side: {"n": n, "mean_points": round(total / n, 1)}
            for side, (n, total) in (("soloist", sides[True]), ("defenders", sides[False]))
        },
    }


# -- summaries ----------------------------------------------------------------


def rate(wins: int, n: int) -> dict[str, Any]:
    """A proportion with its 95% Wilson interval, rounded for the file."""
    lo, hi = wilson_interval(wins, n)
    return {
        "n": n,
        "wins": wins,
        "rate": round(wins / n, 4) if n else None,
        "ci": [round(lo, 4), round(hi, 4)],
    }


def tally(
    hands: Sequence[Any],
    wins: Sequence[bool],
    key: Callable[[Any], Any],
    scores: Sequence[int] | None = None,
) -> list[tuple[Any, dict[str, Any]]]:
    """For each value of ``key`` (sorted): its win rate, and its mean score if given."""
    groups: dict[Any, list[int]] = {}
    for i, (hand, won) in enumerate(zip(hands, wins, strict=True)):
        group = groups.setdefault(key(hand), [0, 0, 0])
        group[0] += won
        group[1] += 1
        group[2] += scores[i] if scores is not None else 0
    rows = []
    for value in sorted(groups):
        won, n, total = groups[value]
        row = rate(won, n)
        if scores is not None:
            row["mean_score"] = round(total / n, 1)
        rows.append((value, row))
    return rows


def point_bin(points: int) -> int:
    """The index in :data:`TRUMP_POINT_BINS` of the bin holding ``points``."""
    for i, (lo, hi) in enumerate(TRUMP_POINT_BINS):
        if lo <= points <= hi:
            return i
    raise ValueError(f"no bin for {points} trump points")


def bin_label(index: int) -> str:
    """A bin's label in the file, e.g. ``"10-14"``."""
    lo, hi = TRUMP_POINT_BINS[index]
    return f"{lo}-{hi}"


def win_tables(
    hands: Sequence[Sample], wins: Sequence[bool], scores: Sequence[int] | None = None
) -> dict[str, Any]:
    """Win rates (and mean scores, if given) by trumps, by trump points, by both, and
    by position."""
    every = tally(hands, wins, lambda h: 0, scores)
    return {
        "all": every[0][1] if every else rate(0, 0),
        "by_trumps": [
            {"trumps": k, **row} for k, row in tally(hands, wins, lambda h: h.trumps, scores)
        ],
        "by_trump_points": [
            {"trump_points": bin_label(k), **row}
            for k, row in tally(hands, wins, lambda h: point_bin(h.trump_points), scores)
        ],
        "by_trumps_and_points": [
            {"trumps": k[0], "trump_points": bin_label(k[1]), **row}
            for k, row in tally(
                hands, wins, lambda h: (h.trumps, point_bin(h.trump_points)), scores
            )
        ],
        "by_position": [
            {"position": k, **row} for k, row in tally(hands, wins, lambda h: h.position, scores)
        ],
    }


def last_trick_table(hands: Sequence[Sample]) -> dict[str, Any]:
    """Who took the last trick, and how often its 10 points decided the hand."""
    before = [h.points - LAST_TRICK_BONUS * h.took_last for h in hands]
    took = [0] * (TOTAL_POINTS - LAST_TRICK_BONUS + 1)
    lost = list(took)
    for h, p in zip(hands, before, strict=True):
        (took if h.took_last else lost)[p] += 1
    low = WIN_THRESHOLD - LAST_TRICK_BONUS
    decided = [h for h, p in zip(hands, before, strict=True) if low <= p < WIN_THRESHOLD]
    won = [h.won for h in hands]
    with_last = [w for h, w in zip(hands, won, strict=True) if h.took_last]
    without_last = [w for h, w in zip(hands, won, strict=True) if not h.took_last]
    return {
        "hands": len(hands),
        "soloist_took_last": rate(sum(h.took_last for h in hands), len(hands)),
        "decided_range": [low, WIN_THRESHOLD - 1],
        "decided": rate(len(decided), len(hands)),
        "decided_soloist_took": rate(sum(h.took_last for h in decided), len(decided)),
        "decided_soloist_won": rate(sum(h.won for h in decided), len(decided)),
        "win_with_last": rate(sum(with_last), len(with_last)),
        "win_without_last": rate(sum(without_last), len(without_last)),
        # How many hands ended with each number of soloist's points before the bonus.
        "points_before_bonus": {"soloist_took_last": took, "defenders_took_last": lost},
    }


# -- exercises --------------------------------------------------------------------


def find_exercises(start: int = 0) -> list[dict[str, Any]]:
    """The first positions (from deal ``start`` on) that make good "best lead" exercises:
    one best card, and another lead that costs at least ``MIN_COST`` points and
    turns the soloist's win into a loss or his loss into a win."""
    wanted = dict(EXERCISES)
    found: list[dict[str, Any]] = []
    seed = start
    while any(wanted.values()):
        game = position_with_tricks_left(seed)
        seed += 1
        player = game.current_player
        role = "soloist" if player == game.soloist else "defender"
        if not wanted[role]:
            continue
        solution = solve(game)
        wins = {a: v >= WIN_THRESHOLD for a, v in solution.values.items()}
        worst = max(solution.cost(a) for a in solution.values)
        if len(solution.best) != 1 or worst < MIN_COST or len(set(wins.values())) < 2:
            continue
        wanted[role] -= 1
        found.append(
            {
                "seed": seed - 1,
                "role": role,
                "record": record_dumps(game),
                "best": str(solution.best[0].card),
                "value": solution.value,
                "values": {str(a.card): v for a, v in solution.values.items()},
            }
        )
    return found


# -- running ------------------------------------------------------------------


class Progress:
    """Prints ``label: done/total`` about ten times per stage, with the time taken."""

    def __init__(self, label: str, total: int) -> None:
        self.label = label
        self.total = total
        self.start = time.perf_counter()
        self.next = 0

    def step(self, done: int) -> None:
        if done >= self.next or done == self.total:
            elapsed = time.perf_counter() - self.start
            print(f"  {self.label}: {done}/{self.total} ({elapsed:.1f} s)", flush=True)
            self.next = done + max(1, self.total // 10)


def mapped(function: Callable[[int], Any], seeds: range, label: str, jobs: int) -> list[Any]:
    """``function`` over ``seeds`` in order, in ``jobs`` processes, with progress."""
    progress = Progress(label, len(seeds))
    out: list[Any] = []
    if jobs > 1 and len(seeds) > 1:
        chunk = max(1, len(seeds) // (40 * jobs))
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for value in pool.map(function, seeds, chunksize=chunk):
                out.append(value)
                progress.step(len(out))
    else:
        for seed in seeds:
            out.append(function(seed))
            progress.step(len(out))
    return out


def generate(deals: int, solver_deals: int, auction_deals: int, jobs: int) -> dict[str, Any]:
    """Every figure of the page, as plain JSON."""
    print(f"Would-be soloist, heuristic play: {deals} deals", flush=True)
    played: list[tuple[Sample, dict[str, Any]]] = mapped(seen, range(deals), "played", jobs)
    hands = [sample for sample, _ in played]
    features = [f for _, f in played]
    won = [h.won for h in hands]

    print(f"Would-be soloist, open-hand play: the first {solver_deals} deals", flush=True)
    values: list[int] = mapped(open_hand_points, range(solver_deals), "solved", jobs)
    sample = hands[:solver_deals]
    open_won = [v >= WIN_THRESHOLD for v in values]
    pairs = Counter(zip(won[:solver_deals], open_won, strict=True))
    solved = max(1, solver_deals)

    print(f"Auctions: {auction_deals} deals under each procedure", flush=True)
    passes = {
        auction: mapped(partial(all_pass, auction=auction), range(auction_deals), auction, jobs)
        for auction in AUCTIONS
    }
    strongest = mapped(strongest_suit, range(auction_deals), "strongest suit", jobs)
    by_rule = [s < BID_THRESHOLD for s in strongest]
    differing = sum(any(passes[a][i] != by_rule[i] for a in AUCTIONS) for i in range(auction_deals))

    print("Exercises", flush=True)
    exercises = find_exercises()

    return {
        "about": "Generated by benchmarks/strategy_data.py; do not edit by hand.",
        "settings": {
            "deals": deals,
            "solver_deals": solver_deals,
            "auction_deals": auction_deals,
            "trump_point_bins": [list(b) for b in TRUMP_POINT_BINS],
            "strength_bins": [list(b) for b in STRENGTH_BINS],
            "discard_bins": [list(b) for b in DISCARD_BINS],
            "win_threshold": WIN_THRESHOLD,
            "bid_threshold": BID_THRESHOLD,
            "min_cost": MIN_COST,
        },
        "heuristic": win_tables(hands, won, [h.score for h in hands]),
        "heuristic_on_solver_deals": win_tables(
            sample, won[:solver_deals], [h.score for h in sample]
        ),
        "open_hand": win_tables(sample, open_won),
        "paired": {
            "deals": solver_deals,
            "heuristic_wins_open_hand_wins": pairs[True, True],
            "heuristic_wins_open_hand_loses": pairs[True, False],
            "heuristic_loses_open_hand_wins": pairs[False, True],
            "heuristic_loses_open_hand_loses": pairs[False, False],
            "mean_points_heuristic": round(sum(h.points for h in sample) / solved, 2),
            "mean_points_open_hand": round(sum(values) / solved, 2),
        },
        "bidder": bidder_tables(features, won, [h.score for h in hands]),
        "discard": discard_tables(features, won),
        "defence": defence_tables(features),
        "last_trick": last_trick_table(hands),
        "all_pass": {
            "deals": auction_deals,
            "by_auction": [{"auction": a, **rate(sum(p), len(p))} for a, p in passes.items()],
            "differing_deals": differing,
            "by_threshold": [
                {"threshold": t, **rate(sum(s < t for s in strongest), auction_deals)}
                for t in THRESHOLDS
            ],
        },
        "exercises": exercises,
        "check": {
            "hands": [asdict(h) for h in hands[:CHECKED_DEALS]],
            "open_hand": values[:CHECKED_SOLVES],
            "all_pass": {a: [int(x) for x in p[:CHECKED_DEALS]] for a, p in passes.items()},
        },
    }


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12_000, help="bot-played deals")
    parser.add_argument("--solver-deals", type=int, default=300, help="open-hand deals")
    parser.add_argument("--auction-deals", type=int, default=6_000, help="auctions")
    parser.add_argument(
        "--jobs",
        type=int,
        default=min(2, os.cpu_count() or 1),
        help="worker processes (default: 2, or 1 on one core)",
    )
    parser.add_argument("--output", type=Path, default=OUTPUT)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    wall, cpu = time.perf_counter(), os.times()
    data = generate(args.deals, args.solver_deals, args.auction_deals, args.jobs)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", "utf-8")
    end = os.times()
    used = sum(
        getattr(end, f) - getattr(cpu, f)
        for f in ("user", "system", "children_user", "children_system")
    )
    print(
        f"wrote {args.output} ({args.output.stat().st_size / 1000:.0f} kB) in "
        f"{time.perf_counter() - wall:.1f} s ({used:.1f} s CPU)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
