"""Interactive widgets for notebooks and the book (needs ``pip install 'solo66[widgets]'``).

Each widget is an :mod:`anywidget` class whose state is plain JSON computed by the
engine; its JavaScript (a real ``.js`` file in this folder) only steps through that
state, so the widgets also work on the static site with no Python running.  See
:mod:`solo66.frontends.widgets.base` for the pattern.

>>> from solo66.frontends.widgets import PackExplorer
>>> PackExplorer().data["total_with_last_trick"]
130
"""

from solo66.frontends.cards import card_json, suit_json
from solo66.frontends.widgets.auction import AuctionWidget
from solo66.frontends.widgets.base import SoloWidget
from solo66.frontends.widgets.deal import DealWidget
from solo66.frontends.widgets.discard import DiscardWidget
from solo66.frontends.widgets.drills import (
    AuctionDrill,
    CountPointsDrill,
    LegalCardDrill,
    ScoreDrill,
    TrickDrill,
)
from solo66.frontends.widgets.pack import PackExplorer
from solo66.frontends.widgets.replay import ReplayWidget
from solo66.frontends.widgets.scoring import ScoringWidget
from solo66.frontends.widgets.tricks import TrickWidget

__all__ = [
    "AuctionDrill",
    "AuctionWidget",
    "CountPointsDrill",
    "DealWidget",
    "DiscardWidget",
    "LegalCardDrill",
    "PackExplorer",
    "ReplayWidget",
    "ScoreDrill",
    "ScoringWidget",
    "SoloWidget",
    "TrickDrill",
    "TrickWidget",
    "card_json",
    "suit_json",
]
