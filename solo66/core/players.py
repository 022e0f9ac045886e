"""The five players the book, the widgets and the play page seat round the table.

Seat 0 to seat 4, in playing (clockwise) order: the same names on every page, in
every picture and in every widget, so they are part of the game's vocabulary, not of
any one front end.

>>> PLAYERS
('Anna', 'Ben', 'Clara', 'David', 'Eva')
>>> player(1)
'Ben'
"""

from __future__ import annotations

from solo66.i18n import _

__all__ = ["PLAYERS", "player"]

#: The five players of the book's examples, by seat (0 to 4, clockwise).
PLAYERS: tuple[str, ...] = ("Anna", "Ben", "Clara", "David", "Eva")


def player(seat: int) -> str:
    """The name of the player at ``seat`` (0 to 4).

    >>> player(4)
    'Eva'
    >>> player(5)
    Traceback (most recent call last):
    ...
    ValueError: a seat is a number from 0 to 4, not 5
    """
    if seat not in range(len(PLAYERS)):
        raise ValueError(_("a seat is a number from 0 to 4, not {seat!r}").format(seat=seat))
    return PLAYERS[seat]
