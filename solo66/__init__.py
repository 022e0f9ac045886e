"""Solo 66: the German five-player card game, as a small, fast, pure-Python engine.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> while not g.is_over():
...     g.apply(g.legal_actions()[-1])
>>> g.result.outcome
'loss'
"""

from solo66.cards import PACK, Card, Rank, Suit
from solo66.deal import Deal
from solo66.game import Action, Game, IllegalAction, Phase, Result, SeatView, Trick
from solo66.rules import OPTIONS, Rules
from solo66.scoring import soloist_score
from solo66.session import Session

__all__ = [
    "OPTIONS",
    "PACK",
    "Action",
    "Card",
    "Deal",
    "Game",
    "IllegalAction",
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
