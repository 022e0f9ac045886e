"""The classroom drills as widgets: a question bank, instant feedback, a streak.

One class per drill; each takes its question bank from :mod:`solo66.teaching.drills` (the
engine, fixed seeds) and puts it, with the pictures of the cards it uses, into the
``data`` trait.  The view in ``drills.js`` asks one question at a time, checks the
answer against the bank the moment the reader answers, explains a wrong answer with
the words the engine gave, and keeps the score: right answers, the current streak
and the best streak.  It never applies a rule itself.

>>> drill = TrickDrill()
>>> drill, drill.data["kind"], len(drill.data["questions"]) >= 30
(TrickDrill(), 'trick', True)
>>> LegalCardDrill(count=4, seed="other").data["questions"][0]["kind"]
'legal'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from solo66.core.cards import PACK, Suit
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import DrillData
from solo66.frontends.widgets.base import SoloWidget
from solo66.i18n import N_, _
from solo66.teaching.drills import (
    Question,
    auction_questions,
    count_points_questions,
    legal_card_questions,
    score_questions,
    trick_winner_questions,
)

__all__ = [
    "AuctionDrill",
    "CountPointsDrill",
    "Drill",
    "LegalCardDrill",
    "ScoreDrill",
    "TrickDrill",
]


class Drill(SoloWidget):
    """A drill: questions from a bank, checked at once, with a score and a streak.

    ``count`` and ``seed`` choose the bank (the defaults are the book's); in a live
    notebook, ``TrickDrill(seed="my class")`` asks another bank's questions.

    >>> TrickDrill(seed=5).data["questions"] != TrickDrill().data["questions"]
    True
    >>> TrickDrill(seeds=[5])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: TrickDrill() got an unexpected keyword argument 'seeds': it takes count, seed, ...
    """

    _module = "drills"
    kind: ClassVar[str] = ""
    title: ClassVar[str] = ""
    hint: ClassVar[str] = ""
    uses_cards: ClassVar[bool] = True
    _bank: ClassVar[Callable[..., list[Question]]]

    def __init__(
        self, *, count: int | None = None, seed: int | str | None = None, **state: Any
    ) -> None:
        options: dict[str, Any] = {}
        if count is not None:
            options["count"] = count
        if seed is not None:
            options["seed"] = seed
        questions = type(self)._bank(**options)
        data: DrillData = {
            "kind": self.kind,
            "title": _(self.title),
            "hint": _(self.hint),
            # The trump's name as the question's reader says it.
            "suit_names": {str(s): s.label for s in Suit},
            "questions": questions,
            "cards": {str(c): card_json(c) for c in PACK} if self.uses_cards else {},
        }
        super().__init__(data=data, **state)


class LegalCardDrill(Drill):
    """*Is this card legal?* Select every card you may play to the trick, then check."""

    kind = "legal"
    title = N_("Drill: is this card legal?")
    hint = N_("Select every card you may play (click, or arrow keys and Enter), then press Check.")
    _bank = staticmethod(legal_card_questions)


class TrickDrill(Drill):
    """*Who wins this trick?* Pick the card that takes the trick."""

    kind = "trick"
    title = N_("Drill: who wins this trick?")
    hint = N_("Pick the card that wins the trick (click, or Tab to it and press Enter).")
    _bank = staticmethod(trick_winner_questions)


class CountPointsDrill(Drill):
    """*Count the points* in a pile of tricks: A 11, 10 10, K 4, Q 3, J 2."""

    kind = "points"
    title = N_("Drill: count the points")
    hint = N_("Type the card points of the pile and press Enter. A 11, 10 10, K 4, Q 3, J 2.")
    _bank = staticmethod(count_points_questions)


class ScoreDrill(Drill):
    """*Score the hand*: what does the soloist score for these points and tricks?"""

    kind = "score"
    title = N_("Drill: score the hand")
    hint = N_("Type the soloist's score (a minus sign for a loss) and press Enter.")
    uses_cards = False
    _bank = staticmethod(score_questions)


class AuctionDrill(Drill):
    """*Who wins the auction?* under the procedure given with each question."""

    kind = "auction"
    title = N_("Drill: who wins the auction?")
    hint = N_("Players speak in the order shown, from forehand. Pick the winner.")
    uses_cards = False
    _bank = staticmethod(auction_questions)
