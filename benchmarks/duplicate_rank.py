"""Benchmark ranking a duplicate set: 30 students × 6 deals, in CPython.

Each student plays every deal of the set at the set's seat, by a heuristic bot of
their own seed (``--random``: a random bot, whose hands differ more from each other's
and from good play), the other seats by the set's bots, and hands in the result code; the
teacher ranks the 180 codes (:func:`solo66.teaching.ranking.rank`): every code read and
replayed, every hand scored against par, and the review of every card each student
played (one solver a deal).

    python -m benchmarks.duplicate_rank [--students 30] [--deals 6] [--seed 12]
                                        [--random] [--no-costs] [--browser [--site DIR]]

Times are CPU time of this process; the pars (computed once per set, before the codes
come in) are timed apart.

``--browser`` also ranks the same codes on the book's *Duplicate results* page
(``book/duplicate-results.html`` of ``--site``, the built book by default, served on
127.0.0.1 by :func:`tools.serve_site.serve`) in Chromium (Playwright, Debian's
``/usr/bin/chromium``): the set code and the codes go into the page's form and *Check*
is pressed, so the page's own worker (Pyodide and
:mod:`solo66.frontends.results_page`) checks, replays, ranks and reviews them, pars
included, as a teacher's page does.  The first check also starts Pyodide and computes
the pars, which the page keeps for the set; the page's aim is the ranking itself, the
checks after the first, in wall time (the machine's other work counts), under 3 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from solo66.analysis.bots import HeuristicBot, RandomBot
from solo66.analysis.levels import bot
from solo66.core.game import Game
from solo66.frontends.results_page import RankRequest, handle
from solo66.teaching.duplicate import DuplicateSet, result_code
from solo66.teaching.ranking import rank


def student_lines(chosen: DuplicateSet, students: int, *, randomly: bool = False) -> list[str]:
    """One ``NAME: CODE`` line per student and deal."""
    lines = []
    for index, deal in enumerate(chosen.deals()):
        for student in range(students):
            game = Game(deal, chosen.rules)
            seats = [bot(chosen.level, f"{deal.code}/{seat}") for seat in range(5)]
            kind = RandomBot if randomly else HeuristicBot
            seats[chosen.seat] = kind(f"student {student}/{index}")
            while not game.is_over():
                player = game.current_player
                assert player is not None
                game.apply(seats[player].choose(game))
            lines.append(f"Student {student + 1}: {result_code(chosen, index, game, tag=student)}")
    return lines


ROOT = Path(__file__).resolve().parent.parent
PAGE = "book/duplicate-results.html"


def in_browser(chosen: DuplicateSet, lines: list[str], site: Path, checks: int = 3) -> list[float]:
    """Wall-clock seconds of each *Check* of ``lines`` on the results page, from the click
    to the ranking shown: the first (Pyodide's start included), then ``checks`` more."""
    from playwright.sync_api import sync_playwright

    from tools.built_site import CHROMIUM_ARGS
    from tools.serve_site import serve

    with serve(site) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.set_default_timeout(300_000)
            page.goto(base + PAGE)
            page.fill("#s66-results-set", chosen.code)
            page.fill("#s66-results-codes", "\n".join(lines))
            times = []
            for n in range(1, checks + 2):
                start = time.perf_counter()
                page.click("button.s66-results-check")
                page.wait_for_selector(f'#s66-results[data-checks="{n}"]')
                times.append(time.perf_counter() - start)
                shown = page.locator("table.s66-results-overall tbody tr").count()
                assert page.locator(".s66-results-rejected li").count() == 0
                assert shown == len({line.split(":")[0] for line in lines}), shown
            return times
        finally:
            browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--random", action="store_true", help="students play at random")
    parser.add_argument("--no-costs", action="store_true", help="leave out the card review")
    parser.add_argument(
        "--browser", action="store_true", help="also on the results page in Chromium (Pyodide)"
    )
    parser.add_argument(
        "--site", type=Path, default=ROOT / "_build" / "html", help="the built site to serve"
    )
    args = parser.parse_args()
    if args.browser and args.no_costs:
        parser.error("--browser ranks as the page does, with the review: leave out --no-costs")
    chosen = DuplicateSet(args.seed, args.deals)
    lines = student_lines(chosen, args.students, randomly=args.random)
    start = time.process_time()
    pars = chosen.pars()
    par_time = time.process_time() - start
    start = time.process_time()
    ranking = rank(chosen, lines, pars=pars, costs=not args.no_costs)
    rank_time = time.process_time() - start
    assert not ranking.rejected and len(ranking.overall) == args.students
    print(
        f"set {chosen.code}: {args.students} students x {args.deals} deals "
        f"({len(lines)} codes, {'random' if args.random else 'heuristic'} students), "
        f"review {'off' if args.no_costs else 'on'}"
    )
    print(f"pars: {par_time:.2f} s CPU")
    print(f"rank: {rank_time:.2f} s CPU ({1000 * rank_time / len(lines):.1f} ms a code)")
    if args.browser:
        times = in_browser(chosen, lines, args.site)
        again = times[1:]
        # The same request in CPython, in wall time and right after: on a shared machine the
        # load moves both, and the two together say how much is Pyodide's.
        request: RankRequest = {"op": "rank", "set": chosen.code, "text": "\n".join(lines)}
        handle(request)
        walls = []
        for _ in again:
            start = time.perf_counter()
            handle(request)
            walls.append(time.perf_counter() - start)
        load = os.getloadavg()[0]
        print(
            f"rank in the browser (the page's worker, Pyodide) median "
            f"{statistics.median(again):.2f} s, worst {max(again):.2f} s wall over "
            f"{len(again)} checks (target < 3 s); the page's request in CPython median "
            f"{statistics.median(walls):.2f} s wall; load average {load:.1f}; the first "
            f"check, Pyodide's start and the pars included, {times[0]:.1f} s"
        )


if __name__ == "__main__":
    main()
