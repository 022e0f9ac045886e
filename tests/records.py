"""The game both record formats' tests write and read (``test_record_text``,
``test_record_json``): the same hand, so the two formats are held to the same record.
Imported as ``tests.records`` (pytest puts the repository's root on the path:
``pythonpath`` in ``pyproject.toml``).
"""

from __future__ import annotations

from solo66 import Game, Rules
from solo66.teaching.examples import MUST_TRUMP

__all__ = ["the_game"]


def the_game() -> Game:
    """The must-trump deal under must-overtrump: seat 2 bids clubs, discards the talon
    again, and every seat then plays its first legal card."""
    game = Game(MUST_TRUMP, Rules(must_overtrump=True))
    for action in ["pass", "bid hearts", "bid clubs", "declare clubs", "discard ♣J ♥9"]:
        game.apply(action)
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    return game
