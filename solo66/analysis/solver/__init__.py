"""An exact open-hand ("double dummy") solver for the play of a hand.

With every hand visible, :func:`solve` finds the card points the soloist ends
with when he plays to take as many as he can and the four defenders play
together to keep them down — his tricks, his two discards and the 10 points for
the last trick, counting what is already won — and the value of every card the
player to move may play, so a replay can mark each card "best" or "costs N
points".

>>> from solo66.core.game import Game
>>> from solo66.teaching.examples import ALL_TRUMPS
>>> g = Game(ALL_TRUMPS)
>>> for a in ["bid clubs", "declare clubs", "discard ♥7 ♦7"]:
...     g.apply(a)
>>> s = solve(g)
>>> s.value, [str(a) for a in s.best]
(130, ['play ♣A', 'play ♣10', 'play ♣K', 'play ♣Q', 'play ♣J', 'play ♣9'])

The parts, each in its module:

* :mod:`~solo66.analysis.solver.api`: the public functions (:func:`solve`,
  :class:`Solver`, :func:`solve_contract`, :func:`best_contract`,
  :func:`solve_last_trick`), which turn a game or a deal into positions;
* :mod:`~solo66.analysis.solver.search`: the search, a fail-soft null-window
  alpha-beta test driven by MTD(f), with a transposition table at trick
  boundaries;
* :mod:`~solo66.analysis.solver.codegen`: the rest of a trick and the 2-card
  ending as nested loops of source generated for each leader;
* :mod:`~solo66.analysis.solver.bounds`: the bounds on the value that cut the
  search;
* :mod:`~solo66.analysis.solver.ordering`: the order of the moves, and the
  cards that need not be tried;
* :mod:`~solo66.analysis.solver.masks`: card sets as 32-bit masks.

For the all-pass game, the same search runs with no trump, every card worth
0 and the last trick worth 1.  :func:`best_contract` runs it for every trump
suit and discard; the number of tricks (for schwarz) is searched only at the
extremes, with every card worth 0 and every trick 1.

The all-pass ``last-trick`` game has no soloist: :func:`solve_last_trick` says
for each seat whether it can force taking the sixth trick against the other
four playing together (at most one seat can).

Open-hand values are what perfect play with all cards visible achieves; a real
player, who cannot see the other hands, usually achieves less.
"""

from solo66.analysis.solver.api import (
    Contract,
    LastTrickSolution,
    Solution,
    Solver,
    best_contract,
    solve,
    solve_contract,
    solve_last_trick,
)

__all__ = [
    "Contract",
    "LastTrickSolution",
    "Solution",
    "Solver",
    "best_contract",
    "solve",
    "solve_contract",
    "solve_last_trick",
]
