"""Sample deals that show one rule each, for the book, for learners and for tests.

Each deal is an ordinary :class:`~solo66.core.deal.Deal`.  Seat 4 deals, so seat 0 is
forehand (Vorhand): forehand speaks and leads first.  In both deals seat 2 wins
the auction with clubs on the first bid (nothing can beat clubs), announces
clubs and discards the talon again, so the hands are played as dealt.

:data:`MUST_TRUMP` — follow suit, else trump (Bedienpflicht and Trumpfzwang):

>>> from solo66 import Game, Rules
>>> print(MUST_TRUMP)
seat 0: ♣7 ♥A ♥10 ♥Q ♦A ♦10
seat 1: ♣8 ♠A ♠10 ♥K ♥7 ♦K
seat 2: ♣A ♣10 ♣K ♣Q ♥J ♥8
seat 3: ♣9 ♠K ♠Q ♠J ♦Q ♦J
seat 4: ♠9 ♠8 ♠7 ♦9 ♦8 ♦7
talon: ♣J ♥9
dealer: 4
>>> game = Game(MUST_TRUMP)
>>> for action in ["pass", "pass", "bid clubs", "declare clubs", "discard ♣J ♥9",
...                "play ♥A", "play ♥K", "play ♥8"]:
...     game.apply(action)
>>> print(game.why_not("play ♠K"))
You have no ♥ but hold trumps: you must trump (Trumpfzwang).

:data:`MUST_OVERTRUMP` — beat the highest trump when you can (Übertrumpfzwang,
the ``must_overtrump`` option).  Nobody but seat 0 holds a diamond; seat 1 can
only trump with ♣K, seat 2 holds ♣A above it and ♣Q ♣7 below it, and seat 3
holds only trumps below ♣A:

>>> print(MUST_OVERTRUMP)
seat 0: ♦A ♦10 ♦K ♦Q ♦J ♦9
seat 1: ♣K ♠A ♠10 ♠K ♠Q ♠J
seat 2: ♣A ♣Q ♣7 ♥A ♥10 ♥K
seat 3: ♣10 ♣J ♣8 ♥Q ♥J ♥9
seat 4: ♣9 ♠9 ♠8 ♠7 ♥8 ♥7
talon: ♦8 ♦7
dealer: 4
>>> game = Game(MUST_OVERTRUMP, Rules(must_overtrump=True))
>>> for action in ["pass", "pass", "bid clubs", "declare clubs", "discard ♦8 ♦7",
...                "play ♦A", "play ♣K"]:
...     game.apply(action)
>>> [str(action) for action in game.legal_actions()]
['play ♣A']

:data:`ALL_TRUMPS` — a soloist with every high trump takes every trick (schwarz).
Seat 0 deals here, so seat 1, who holds ♣A down to ♣9, is forehand:

>>> game = Game(ALL_TRUMPS)
>>> for action in ["bid clubs", "declare clubs", "discard ♥7 ♦7"]:
...     game.apply(action)
>>> game.soloist, game.trump
(1, <Suit.CLUBS: 3>)
"""

from __future__ import annotations

from solo66.analysis.solver import EXAMPLE_DEAL
from solo66.core.deal import Deal

__all__ = ["ALL_TRUMPS", "MUST_OVERTRUMP", "MUST_TRUMP"]

#: Follow suit, else trump: on a heart lead seat 3, who has no hearts, must trump;
#: seat 4, with neither hearts nor clubs, may throw any card.
MUST_TRUMP = Deal.from_hands(
    [
        "♥A ♥10 ♥Q ♦A ♦10 ♣7",
        "♥K ♥7 ♠A ♠10 ♦K ♣8",
        "♣A ♣10 ♣K ♣Q ♥8 ♥J",
        "♠K ♠Q ♠J ♦Q ♦J ♣9",
        "♠9 ♠8 ♠7 ♦9 ♦8 ♦7",
    ],
    "♣J ♥9",
    dealer=4,
)

#: Overtrump when you can: seat 2 must beat ♣K with ♣A, not play ♣Q or ♣7.
MUST_OVERTRUMP = Deal.from_hands(
    [
        "♦A ♦10 ♦K ♦Q ♦J ♦9",
        "♣K ♠A ♠10 ♠K ♠Q ♠J",
        "♣A ♣Q ♣7 ♥A ♥10 ♥K",
        "♣10 ♣J ♣8 ♥Q ♥J ♥9",
        "♣9 ♠9 ♠8 ♠7 ♥8 ♥7",
    ],
    "♦8 ♦7",
    dealer=4,
)

#: Every trump from ♣A down to ♣9 in forehand's hand: forehand can take all six tricks.
ALL_TRUMPS = EXAMPLE_DEAL
