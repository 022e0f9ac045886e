"""Benchmark ranking a duplicate set: 30 students × 6 deals, in CPython.

Each student plays every deal of the set at the set's seat, by a heuristic bot of
their own seed (``--random``: a random bot, whose hands differ more from each other's
and from good play), the other seats by the set's bots, and hands in the result code; the
teacher ranks the 180 codes (:func:`solo66.teaching.ranking.rank`): every code read and
replayed, every hand scored against par, and the review of every card each student
played (one solver a deal).

    python -m benchmarks.duplicate_rank [--students 30] [--deals 6] [--seed 12]
                                        [--random] [--no-costs]

Times are CPU time of this process; the pars (computed once per set, before the codes
come in) are timed apart.
"""

from __future__ import annotations

import argparse
import time

from solo66.analysis.bots import HeuristicBot, RandomBot
from solo66.analysis.levels import bot
from solo66.core.game import Game
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--random", action="store_true", help="students play at random")
    parser.add_argument("--no-costs", action="store_true", help="leave out the card review")
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
