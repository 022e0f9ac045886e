"""A plain minimax written independently on top of the game engine, the yardstick the
solver's tests (``test_solver``, ``test_seat_order``) measure it against: no pruning, no
table, no merging of cards, every legal card tried.  Imported as ``tests.minimax``
(pytest puts the repository's root on the path: ``pythonpath`` in ``pyproject.toml``).
"""

from __future__ import annotations

from collections.abc import Callable

from solo66.core.game import Game

__all__ = ["can_force_last_trick", "minimax", "soloist_points"]


def soloist_points(game: Game) -> int:
    """The soloist's card points at the end of a hand."""
    assert game.soloist is not None
    return game.points[game.soloist]


def minimax(game: Game, final: Callable[[Game], int] = soloist_points) -> int:
    """What ``final`` gives at the end of the hand (the soloist's final card points),
    soloist maximising, defenders minimising."""
    if game.is_over():
        return final(game)
    values = []
    for action in game.legal_actions():
        child = game.clone()
        child.apply(action)
        values.append(minimax(child, final))
    return max(values) if game.current_player == game.soloist else min(values)


def can_force_last_trick(game: Game, seat: int) -> bool:
    """Whether ``seat`` takes the sixth trick against the other four together."""
    if game.is_over():
        assert game.result is not None
        return game.result.last_trick_winner == seat
    outcomes = []
    for action in game.legal_actions():
        child = game.clone()
        child.apply(action)
        outcomes.append(can_force_last_trick(child, seat))
    return any(outcomes) if game.current_player == seat else all(outcomes)
