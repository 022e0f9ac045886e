"""Solo 66: the German five-player card game, as a small, fast, pure-Python engine.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> while not g.is_over():
...     g.apply(g.legal_actions()[-1])
>>> g.result.outcome
<Outcome.LOSS: 'loss'>
>>> g.result.outcome.lost, g.result.outcome.schneider
(True, False)

The open-hand solver values every card the player to move may play:

>>> g = Game.new(seed=123)
>>> while g.phase is not Phase.PLAY:
...     g.apply(g.legal_actions()[-1])
>>> s = solve(g)
>>> s.value, [str(a) for a in s.best]
(57, ['play ♥K', 'play ♥10'])

The engine speaks English unless told otherwise (or ``SOLO66_LANG=de`` is set):

>>> set_language("de")
>>> print(g.why_not("pass"))
Jetzt wird gespielt: Platz 1 muss eine Karte spielen, nicht passen.
>>> set_language("en")
"""

from solo66.analysis.fair import FairValues, fair_values
from solo66.analysis.solver import Solver, best_contract, solve
from solo66.core.cards import PACK, Card, Rank, Suit
from solo66.core.deal import Deal
from solo66.core.game import (
    Action,
    Game,
    IllegalAction,
    InvalidAction,
    Phase,
    Reason,
    Refusal,
    Result,
    SeatView,
    Trick,
)
from solo66.core.rules import OPTIONS, Rules
from solo66.core.scoring import Outcome, soloist_score
from solo66.core.session import Session
from solo66.i18n import available_languages, language, set_language

__all__ = [
    "OPTIONS",
    "PACK",
    "Action",
    "Card",
    "Deal",
    "FairValues",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "Outcome",
    "Phase",
    "Rank",
    "Reason",
    "Refusal",
    "Result",
    "Rules",
    "SeatView",
    "Session",
    "Solver",
    "Suit",
    "Trick",
    "available_languages",
    "best_contract",
    "fair_values",
    "language",
    "set_language",
    "soloist_score",
    "solve",
]
