"""How strong are the bots?  The heuristic soloist against the random one.

Usage::

    python -m benchmarks.bots [--hands 2000]

**Method.**  Hand ``i`` is dealt from seed ``i`` with dealer ``i % 5``, so every
run sees the same deals.  The auction is scripted so that the seat being
measured is the soloist: forehand bids diamonds, the lowest bid, and the other
four pass.  Bidding diamonds lets the soloist announce any suit, so the measured
bot makes every decision a soloist makes: the trump, the discard and every card.
The four defenders are the same bots, with the same seeds, whichever soloist is
being measured; the difference between two rows with the same defenders is
therefore the soloist's play alone.

Two sets of deals are reported:

* **all deals** — every hand, however weak for the forehand (most hands could
  not make any contract, so win rates are low for any soloist);
* **biddable** — only the deals where forehand holds a suit the heuristic bot
  would bid (:func:`solo66.analysis.bots.suit_strength` at least
  :data:`solo66.analysis.bots.BID_THRESHOLD`): the contracts that get played.

A last table plays complete hands among five heuristic bots, auction included:
how often somebody bids, and how the soloist fares.

**Levels** (``--levels``): the ``medium`` and ``strong`` bots
(:mod:`solo66.analysis.levels`) against the heuristic (``easy``) one, on the same
forced-soloist deals.  As soloist: the level's soloist against four heuristic
defenders, compared deal by deal with the heuristic soloist against the same
defenders.  In defence: the heuristic soloist against four defenders of the level,
compared deal by deal with four heuristic defenders.  Each row gives the mean gain in
points per hand (the soloist's score; for the defence, the points the soloist's score
falls) with a 95 % interval from the spread of the paired differences.  The sampling
bots solve many deals per card, so ``--jobs`` spreads the deals over processes.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from solo66 import Game, Outcome, Suit
from solo66.analysis.bots import (
    BID_THRESHOLD,
    Bot,
    HeuristicBot,
    RandomBot,
    play_out,
    suit_strength,
)
from solo66.analysis.levels import bot

BotFactory = Callable[[int], Bot]

BOTS: dict[str, BotFactory] = {"heuristic": HeuristicBot, "random": RandomBot}


@dataclass
class Tally:
    """Results of the measured soloist over many hands."""

    hands: int = 0
    wins: int = 0
    score: int = 0
    points: int = 0
    outcomes: dict[Outcome, int] = field(default_factory=dict)

    def add(self, outcome: Outcome, score: int, points: int) -> None:
        self.hands += 1
        self.wins += outcome.won
        self.score += score
        self.points += points
        self.outcomes[outcome] = self.outcomes.get(outcome, 0) + 1

    @property
    def win_rate(self) -> float:
        return self.wins / self.hands if self.hands else 0.0

    @property
    def mean_score(self) -> float:
        return self.score / self.hands if self.hands else 0.0

    @property
    def mean_points(self) -> float:
        return self.points / self.hands if self.hands else 0.0


def forced_soloist_game(seed: int) -> Game:
    """Deal ``seed`` with forehand made soloist by a scripted auction (bid ♦, four passes)."""
    game = Game.new(seed, dealer=seed % 5)
    game.apply("bid diamonds")
    while game.phase == "auction":
        game.apply("pass")
    return game


def biddable(seed: int) -> bool:
    """Whether forehand's hand in deal ``seed`` has a suit the heuristic bot would bid."""
    game = Game.new(seed, dealer=seed % 5)
    hand = game.hands[game.forehand]
    return max(suit_strength(hand, s) for s in Suit) >= BID_THRESHOLD


def measure(soloist: BotFactory, defenders: BotFactory, seeds: Iterable[int]) -> Tally:
    """Play each deal with ``soloist`` as the forced soloist against four ``defenders``."""
    tally = Tally()
    for seed in seeds:
        game = forced_soloist_game(seed)
        me = game.forehand
        bots = [defenders(seed * 5 + seat) for seat in range(5)]
        bots[me] = soloist(seed)
        result = play_out(game, bots)
        tally.add(result.outcome, result.scores[me], result.soloist_points)
    return tally


def full_hands(seeds: Iterable[int]) -> Tally:
    """Complete hands among five heuristic bots, auction included (redeals counted)."""
    tally = Tally()
    for seed in seeds:
        game = Game.new(seed, dealer=seed % 5)
        result = play_out(game, [HeuristicBot(seed * 5 + seat) for seat in range(5)])
        soloist = result.soloist
        tally.add(
            result.outcome,
            result.scores[soloist] if soloist is not None else 0,
            result.soloist_points,
        )
    return tally


def level_scores(job: tuple[str, int]) -> tuple[int, int, int]:
    """For deal ``seed`` and a ``level``: the forced soloist's score with (heuristic
    soloist, heuristic defenders), (level soloist, heuristic defenders) and (heuristic
    soloist, level defenders)."""
    level, seed = job
    out = []
    for soloist_level, defence_level in [("easy", "easy"), (level, "easy"), ("easy", level)]:
        game = forced_soloist_game(seed)
        me = game.forehand
        bots = [bot(defence_level, seed * 5 + seat) for seat in range(5)]
        bots[me] = bot(soloist_level, seed)
        out.append(play_out(game, bots).scores[me])
    return out[0], out[1], out[2]


def _interval(diffs: list[int]) -> str:
    """Mean and 95 % interval (normal approximation) of paired differences."""
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return f"{mean:+7.1f}  [{mean - half:+.1f}, {mean + half:+.1f}]"


def levels(seeds: list[int], jobs: int) -> None:
    """The levels table (see the module)."""
    print("\nLevels against the heuristic bot (forced soloist, all deals; points per hand, 95 %)")
    print(f"{'level':<8} {'hands':>6}  {'as soloist':<26} {'in defence':<26}")
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for level in ("medium", "strong"):
            rows = list(pool.map(level_scores, [(level, s) for s in seeds], chunksize=4))
            soloist = [b - a for a, b, _ in rows]
            defence = [a - c for a, _, c in rows]
            print(f"{level:<8} {len(rows):>6}  {_interval(soloist):<26} {_interval(defence):<26}")


def _row(soloist: str, defenders: str, tally: Tally) -> str:
    return (
        f"{soloist:<10} {defenders:<10} {tally.hands:>6} {tally.win_rate:>9.1%} "
        f"{tally.mean_score:>+11.1f} {tally.mean_points:>12.1f}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="deals per row (default 2000)")
    parser.add_argument(
        "--levels", action="store_true", help="only the levels table (medium, strong)"
    )
    parser.add_argument("--jobs", type=int, default=2, help="processes for --levels (default 2)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = range(args.hands)
    if args.levels:
        levels(list(seeds), args.jobs)
        print(f"\n({time.perf_counter() - started:.1f} s)")
        return
    deal_sets = {"all deals": list(seeds), "biddable": [s for s in seeds if biddable(s)]}
    header = (
        f"{'soloist':<10} {'defenders':<10} {'hands':>6} {'win rate':>9} "
        f"{'mean score':>11} {'card points':>12}"
    )
    for title, chosen in deal_sets.items():
        print(f"\nForced soloist (forehand bids ♦, others pass) — {title}")
        print(header)
        for soloist, defenders in [
            ("heuristic", "heuristic"),
            ("random", "heuristic"),
            ("heuristic", "random"),
            ("random", "random"),
        ]:
            print(_row(soloist, defenders, measure(BOTS[soloist], BOTS[defenders], chosen)))
    full = full_hands(seeds)
    redeals = full.outcomes.get(Outcome.REDEAL, 0)
    played = full.hands - redeals
    print("\nFive heuristic bots, auction included")
    print(
        f"hands {full.hands}, a soloist in {played} ({played / full.hands:.1%}), "
        f"soloist won {full.wins} ({full.wins / max(played, 1):.1%} of those played), "
        f"mean soloist score {full.score / max(played, 1):+.1f}"
    )
    print(f"\n({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
