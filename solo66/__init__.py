"""Solo 66: the German five-player card game, as a small, fast, pure-Python engine.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> while not g.is_over():
...     g.apply(g.legal_actions()[-1])
>>> g.result.outcome
<Outcome.LOSS: 'loss'>
>>> g.result.outcome.lost, g.result.outcome.schneider
(True, False)
"""

from solo66.core.cards import PACK, Card, Rank, Suit
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, IllegalAction, Phase, Result, SeatView, Trick
from solo66.core.rules import OPTIONS, Rules
from solo66.core.scoring import Outcome, soloist_score
from solo66.core.session import Session

__all__ = [
    "OPTIONS",
    "PACK",
    "Action",
    "Card",
    "Deal",
    "Game",
    "IllegalAction",
    "Outcome",
    "Phase",
    "Rank",
    "Result",
    "Rules",
    "SeatView",
    "Session",
    "Suit",
    "Trick",
    "soloist_score",
]
