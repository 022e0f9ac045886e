"""What the book's notebooks share: the five players at the table, and ``glue``.

The rules pages seat the same five players round the table on every page, seat 0 to
seat 4 in playing (clockwise) order (:mod:`solo66.core.players`, where the widgets and
the play page take them from too; here for the notebooks):

>>> PLAYERS
('Anna', 'Ben', 'Clara', 'David', 'Eva')
>>> player(1), seating(dealer=0)
('Ben', 'Anna (seat 0) deals; Ben (seat 1) is forehand.')

:func:`glue` keeps a value computed in a hidden cell for the page's text.  In the
book build it is myst-nb's ``glue``; in a plain Jupyter kernel, where myst-nb is not
installed, it shows the value instead, so a notebook runs top to bottom either way.
"""

from __future__ import annotations

import functools
import gettext
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from solo66.core.cards import Suit
from solo66.core.players import PLAYERS, player
from solo66.i18n import _, catalog_translations, language

__all__ = [
    "PLAYERS",
    "Picture",
    "glue",
    "player",
    "says",
    "seating",
    "signed",
    "translator",
]


def seating(dealer: int) -> str:
    """Who deals and who is forehand (the dealer's left-hand neighbour), in one sentence.

    >>> seating(4)
    'Eva (seat 4) deals; Anna (seat 0) is forehand.'
    """
    forehand = (dealer + 1) % len(PLAYERS)
    return _(
        "{dealer} (seat {dealer_seat}) deals; {forehand} (seat {forehand_seat}) is forehand."
    ).format(
        dealer=player(dealer), dealer_seat=dealer, forehand=player(forehand), forehand_seat=forehand
    )


def says(seat: int, action: object) -> str:
    """What a player does, in words: ``"Ben bids hearts"``, ``"Clara passes"``.

    >>> says(1, "bid hearts"), says(2, "pass"), says(4, "declare spades")
    ('Ben bids hearts', 'Clara passes', 'Eva announces spades')
    >>> says(0, "discard ♠7 ♦8"), says(3, "play ♣A")
    ('Anna discards ♠7 ♦8', 'David plays ♣A')
    """
    verb, _space, rest = str(action).partition(" ")
    if verb == "pass":
        return _("{name} passes").format(name=player(seat))
    if verb in ("bid", "declare"):
        rest = Suit.from_str(rest).label
    elif verb not in ("discard", "play"):
        raise ValueError(_("not an action: {action!r}").format(action=action))
    words = {
        "bid": _("{name} bids {what}"),
        "declare": _("{name} announces {what}"),
        "discard": _("{name} discards {what}"),
        "play": _("{name} plays {what}"),
    }
    return words[verb].format(name=player(seat), what=rest)


def signed(score: int) -> str:
    """A score as the book prints it: with its sign, a true minus, and 0 unsigned.

    >>> signed(66), signed(-130), signed(0)
    ('+66', '−130', '0')
    """
    return f"{score:+d}".replace("-", "\u2212") if score else "0"


class Picture(str):
    """An SVG picture that shrinks to the width of the page (a phone's, say), never more
    than its own size; in a notebook it shows itself as inline SVG.

    The engine's pictures (:mod:`solo66.frontends.svg`) already carry that style; any
    other SVG gets it, and none gets it twice.

    >>> from solo66.frontends import svg
    >>> from solo66 import Card
    >>> head = Picture(svg.card(Card.from_str("♥A")))._repr_html_().split(">")[0]
    >>> head.count("style="), "max-width" in head
    (1, True)
    >>> Picture('<svg viewBox="0 0 10 10"></svg>').split(">")[0]
    '<svg style="max-width:100%;height:auto" viewBox="0 0 10 10"'
    """

    __slots__ = ()

    def __new__(cls, picture: str) -> Picture:
        if not picture.startswith("<svg "):
            raise ValueError(_("a picture is SVG text starting with '<svg '"))
        if " style=" not in picture.split(">", 1)[0]:
            picture = picture.replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)
        return super().__new__(cls, picture)

    def _repr_html_(self) -> str:
        return str(self)


def _myst_nb_glue() -> Any:
    try:
        return importlib.import_module("myst_nb").glue
    except ImportError:
        return None


def glue(name: str, value: Any, display: bool = False) -> None:
    """Keep ``value`` under ``name`` for the page's ``{glue:md}`` roles.

    A value that is not already a display object (such as IPython's ``Markdown``)
    is kept as Markdown text, ``str(value)``, so ``{glue:md}`name``` shows it inline
    without quotes.  With myst-nb installed (the book build) this is ``myst_nb.glue``.
    Without it (a notebook run live with only ``pip install -e '.[widgets]'
    jupyterlab``) the value is shown in the cell's output, after its name, so the
    reader sees what the page's text refers to.
    """
    from IPython.display import Markdown
    from IPython.display import display as show

    if not (hasattr(value, "_repr_markdown_") or hasattr(value, "_repr_html_")):
        value = Markdown(str(value))  # type: ignore[no-untyped-call]
    myst_glue = _myst_nb_glue()
    if myst_glue is not None:
        myst_glue(name, value, display=display)
        return
    show(Markdown(f"*{name}*:"), value)  # type: ignore[no-untyped-call]


#: Where a page's own catalog lies, below a ``locales/`` folder of the book.
_BOOK_CATALOG = "{language}/LC_MESSAGES/book/{page}.po"


def _book_locales(start: Path) -> Path | None:
    for folder in (start, *start.parents):
        if (folder / "locales").is_dir():
            return folder / "locales"
    return None


def _stamps(po: Path) -> tuple[int, int]:
    """When the catalog ``po`` and its compiled ``.mo`` last changed (0: missing)."""
    mo = po.with_suffix(".mo")
    return (
        po.stat().st_mtime_ns if po.is_file() else 0,
        mo.stat().st_mtime_ns if mo.is_file() else 0,
    )


@functools.cache
def _page_translations(po: Path, *_stamps: int) -> gettext.NullTranslations:
    return catalog_translations(po)


def translator(page: str, locales: Path | str | None = None) -> Callable[[str], str]:
    """The function that gives a sentence a page's own code writes in the language spoken now.

    The book's text is translated by Sphinx, page by page, from
    ``locales/<language>/LC_MESSAGES/book/<page>.po``; the sentences a notebook's code
    writes (a table's rows, an exercise) are messages of that same catalog, marked
    ``tr("...")`` in the code (``tools/editions.py gettext`` finds them).  ``locales``
    is the book's ``locales/`` folder (default: the first one found from the working
    folder up, as in a notebook under ``book/``).  In English, or where no catalog is
    found (a notebook opened in Colab), a message is its own English text.  The catalog
    is read compiled (:func:`solo66.i18n.catalog_translations`: ``make catalogs`` and
    Sphinx compile the ``.mo`` beside it; Babel compiles a newer ``.po`` in memory).

    >>> import tempfile
    >>> from solo66.i18n import speaking
    >>> folder = Path(tempfile.mkdtemp())
    >>> po = folder / "de" / "LC_MESSAGES" / "book" / "tricks.po"
    >>> po.parent.mkdir(parents=True)
    >>> _ = po.write_text('msgid "Which card wins?"\\nmsgstr "Welche Karte gewinnt?"\\n')
    >>> tr = translator("tricks", folder)
    >>> tr("Which card wins?")
    'Which card wins?'
    >>> with speaking("de"):
    ...     tr("Which card wins?"), tr("Not in the catalog.")
    ('Welche Karte gewinnt?', 'Not in the catalog.')
    """
    where = Path(locales) if locales is not None else None

    def tr(message: str) -> str:
        spoken = language()
        if spoken == "en":
            return message
        folder = where if where is not None else _book_locales(Path.cwd())
        if folder is None:
            return message
        path = folder / _BOOK_CATALOG.format(language=spoken, page=page)
        if not path.is_file() and not path.with_suffix(".mo").is_file():
            return message
        return _page_translations(path, *_stamps(path)).gettext(message)

    return tr
