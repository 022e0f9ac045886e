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
falls) with a 95 % interval from the spread of the paired differences.  Deal ``i`` has
dealer ``i % 5``, so the soloist's seat rotates: each seat is soloist in a fifth of the
deals, and in defence sits in every other place.  The sampling bots solve many deals
per card, so ``--jobs`` spreads the deals over processes; ``--json`` writes the table
(and the trump-honour count below) to a file a page can read, as
``book/data/levels.json``::

    python -m benchmarks.bots --levels --hands 2000 --json book/data/levels.json

**Trump honours.**  For each level's soloist the table also counts its leads of a trump
honour (ace, ten or king of trumps) while a higher trump is still out as it can tell
(:func:`solo66.analysis.levels.honour_into_higher_trump`), and among them the leads
both judges call wrong: the open-hand values (:func:`solo66.analysis.solver.solve` of
the real deal) and the bot's own fair values each rank another card at least as high,
the open-hand ones strictly higher.  The bots make such a lead only when every card their
fair values rate within half a point of the best is one (see ``FairBot._play``).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from solo66 import Action, Game, Outcome, SeatView, Suit
from solo66.analysis.bots import (
    BID_THRESHOLD,
    Bot,
    HeuristicBot,
    RandomBot,
    play_out,
    suit_strength,
)
from solo66.analysis.levels import FairBot, bot, honour_into_higher_trump
from solo66.analysis.solver import solve
from solo66.core.rules import Rules

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


class HonourWatch:
    """A fair bot's soloist, watched: its leads of a trump honour into a higher trump
    still out (``leads``) and those both the open-hand and its fair values call wrong
    (``wrong``).  It plays as the bot it wraps; only the count looks at the real deal."""

    def __init__(self, inner: FairBot) -> None:
        self.inner = inner
        self.leads = 0
        self.wrong = 0

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        action = self.inner.choose(game, rules)
        if isinstance(game, Game) and game.current_player == game.soloist:
            view = game.view(game.soloist)
            if honour_into_higher_trump(view, action):
                self.leads += 1
                self.wrong += both_say_otherwise(game, action, self.inner)
        return action


def both_say_otherwise(game: Game, action: Action, player: FairBot) -> bool:
    """Whether the open-hand values of ``game`` rank another card strictly above
    ``action`` and the fair values ``player`` chose it by rank another at least as
    high (the soloist's points: higher is better)."""
    fair = player.last_fair
    assert fair is not None
    open_hand = solve(game).values
    others = [a for a in open_hand if a is not action]
    return any(open_hand[a] > open_hand[action] for a in others) and any(
        fair.values[a] >= fair.values[action] for a in others
    )


def level_scores(job: tuple[str, str, int]) -> tuple[int, int, int, int]:
    """For a ``level``, a ``part`` and deal ``seed``: the forced soloist's score with
    heuristic soloist and defenders, then, for the part ``soloist``, with the level's
    soloist against heuristic defenders and that soloist's trump-honour leads into a
    higher trump and how many of them both judges call wrong (see the module); for the
    part ``defence``, with the heuristic soloist against four defenders of the level
    (and two zeros)."""
    level, part, seed = job
    out = []
    watch = HonourWatch(FairBot(level, seed))
    pairs = [("easy", "easy"), (level, "easy") if part == "soloist" else ("easy", level)]
    for soloist_level, defence_level in pairs:
        game = forced_soloist_game(seed)
        me = game.forehand
        bots = [bot(defence_level, seed * 5 + seat) for seat in range(5)]
        bots[me] = watch if soloist_level == level else bot(soloist_level, seed)
        out.append(play_out(game, bots).scores[me])
    return out[0], out[1], watch.leads, watch.wrong


def _gain(diffs: list[int]) -> dict[str, float]:
    """Mean and 95 % interval (normal approximation) of paired differences."""
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return {"mean": round(mean, 2), "low": round(mean - half, 2), "high": round(mean + half, 2)}


def _interval(gain: dict[str, float]) -> str:
    return f"{gain['mean']:+7.1f}  [{gain['low']:+.1f}, {gain['high']:+.1f}]"


def levels(
    seeds: list[int],
    defence_seeds: list[int],
    jobs: int,
    names: list[str],
    json_path: Path | None = None,
    command: str = "python -m benchmarks.bots --levels",
) -> dict[str, object]:
    """The levels table (see the module): each level's soloist on ``seeds``, its defence
    on ``defence_seeds``; written to ``json_path`` after each row, with the ``command``
    that made it, the deals of each part and the date (UTC) of the last row."""
    print("\nLevels against the heuristic bot (forced soloist, all deals; points per hand, 95 %)")
    print(
        f"{'level':<8} {'part':<9} {'hands':>6}  {'gain':<26} "
        f"{'honour leads':>12} {'both wrong':>10}"
    )
    table: dict[str, object] = {
        "benchmark": "benchmarks/bots.py --levels",
        "command": command,
        "hands": len(seeds),
        "defence_hands": len(defence_seeds),
        "date": "",
        "levels": {},
    }
    found: dict[str, dict[str, object]] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for level in names:
            for part, chosen in (("soloist", seeds), ("defence", defence_seeds)):
                if not chosen:
                    continue
                started = time.perf_counter()
                jobs_ = [(level, part, s) for s in chosen]
                rows = list(pool.map(level_scores, jobs_, chunksize=4))
                # The soloist's gain is the score's rise; the defence's, its fall.
                sign = 1 if part == "soloist" else -1
                gain = _gain([sign * (b - a) for a, b, *_ in rows])
                row: dict[str, object] = {
                    "hands": len(rows),
                    "seeds": f"{chosen[0]}..{chosen[-1]}",
                    "gain": gain,
                    "seconds": round(time.perf_counter() - started),
                }
                honour = ""
                if part == "soloist":
                    row["honour_leads"] = sum(r[2] for r in rows)
                    row["honour_leads_both_wrong"] = sum(r[3] for r in rows)
                    honour = f"{row['honour_leads']:>12} {row['honour_leads_both_wrong']:>10}"
                found.setdefault(level, {})[part] = row
                print(
                    f"{level:<8} {part:<9} {len(rows):>6}  {_interval(gain):<26} {honour}",
                    flush=True,
                )
                table["levels"] = found
                table["date"] = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
                if json_path is not None:
                    json_path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    return table


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
    parser.add_argument(
        "--defence-hands",
        type=int,
        help="with --levels: deals for the defence rows (default: --hands)",
    )
    parser.add_argument(
        "--level",
        action="append",
        choices=["medium", "strong"],
        help="with --levels: only this level (repeat for several; default both)",
    )
    parser.add_argument(
        "--json", type=Path, help="with --levels: also write the table to this JSON file"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    seeds = range(args.hands)
    if args.levels:
        defence = range(args.hands if args.defence_hands is None else args.defence_hands)
        command = " ".join(["python -m benchmarks.bots", *(sys.argv[1:] if argv is None else argv)])
        names = args.level or ["medium", "strong"]
        levels(list(seeds), list(defence), args.jobs, names, args.json, command)
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
