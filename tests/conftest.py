"""Helpers shared by the test files, as fixtures.

No test file imports another: fixtures several of them need live here, the Hypothesis
strategies in :mod:`tests.strategies` (imported as a module: pytest puts the repository's
root on the path).  Sample deals live in :mod:`solo66.teaching.examples`, where the book
and learners can use them too.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from solo66 import Game
from solo66.i18n import language, set_language


@pytest.fixture(autouse=True)
def _restore_language():
    """Every test starts in the language the session started in and leaves it so,
    whatever it switched to (``set_language`` changes the whole process)."""
    before = language()
    yield
    set_language(before)


def _snapshot(game: Game) -> dict[str, Any]:
    state = {
        name: copy.deepcopy(getattr(game, name)) for name in Game.__slots__ if name != "_legal"
    }
    state["legal"] = game.legal_actions()
    return state


@pytest.fixture(scope="session")
def snapshot() -> Callable[[Game], dict[str, Any]]:
    """``snapshot(game)``: everything the game holds (the cache of legal actions
    aside), to compare before and after: a refused action or an undo must leave
    no trace."""
    return _snapshot
