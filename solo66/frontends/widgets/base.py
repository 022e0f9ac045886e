"""The base class every Solo 66 widget derives from, and the JSON form of a card.

The pattern (the same for every widget in the book):

1. **Python computes everything.**  A widget is built from engine objects (a deal, a
   game, a position) and turns them into plain JSON in the ``data`` trait: every
   card to draw, every state a reader can step to, every message to show.  On the
   built site no Python runs, so whatever a click can reveal must already be in
   ``data``; in a live kernel the same class is simply constructed again with a new
   seed or record.
2. **JavaScript only steps through it.**  The view lives in a real file next to the
   Python, ``solo66/frontends/widgets/<module>.js``, with
   ``export default { render({ model, el }) }``.
   It reads ``model.get("data")``, draws, and keeps the reader's position in its own
   variables (or in a small synced trait such as ``selected``, so a live kernel can
   see it).  It never re-implements a rule.
3. **Shared pieces.**  ``base.js`` (helpers under the ``s66`` name: elements, cards,
   a live region, arrow-key navigation) is put in front of every widget's module,
   and ``base.css`` in front of its optional ``<module>.css``, so the ``_esm`` a
   kernel sends is complete for anywidget in JupyterLab.  A line (:data:`OWN_JS_MARK`,
   :data:`OWN_CSS_MARK`) separates the shared part from the widget's own: the built
   book keeps only what follows it in each widget's state and loads the shared
   helpers once per page (:func:`shared_source`, :func:`own_part`).  Cards are drawn from
   :func:`~solo66.frontends.cards.card_json`: the SVG pictures of
   :mod:`solo66.frontends.svg` (two- and four-colour), always with a text alternative
   such as "ten of clubs".  A card table (five seats round the trick, the talon, the
   contract) is computed by :mod:`solo66.frontends.table` and drawn by
   ``s66.table(el, table, opts)``, the same for the replayer, the trick, deal and
   auction widgets and the play page.
4. **In the reader's language.**  Every word a view says of its own (a button, a
   heading, an accessible name) is an English phrase said through ``t("…")`` in its
   JavaScript, with ``{placeholders}`` for values (``t.n(singular, plural, n, values)``
   for a count).  The Python side reads those calls from the view's file and its shared
   helpers' (:meth:`SoloWidget.all_words`, with Babel's JavaScript extractor:
   :mod:`solo66.frontends.jswords`; ``make translations`` puts the same words into the
   engine's catalog) and sends them translated in the ``words`` trait, with the
   language's code in ``lang``: both are computed when the widget is made, so a notebook
   executed in German stores German words.  ``s66.translator(words, lang)`` makes the
   ``t`` a view gets in its context (a word not sent stays English; ``t.number`` writes
   decimals with the language's sign).
5. **Accessible by default.**  Everything clickable is a ``<button>`` (Enter and Space
   work), arrow keys move within a row or grid, results are announced through an
   ``aria-live`` region, text is large and high-contrast for projection, and the
   ``four_colour`` trait switches to the four-colour pack (♣ green, ♦ blue).

6. **One way to ask.**  Every constructor takes keyword arguments only, with the
   same names for the same things: ``seed=`` for one seeded hand, ``seeds=`` for
   several, ``game=`` (``games=``) for positions of games, ``record=`` for a game
   record, and the widget's synced state (``four_colour=``, ``step=``, …) by its
   trait name.  Any other keyword is a :class:`TypeError` that lists the allowed
   ones.  ``W.from_game(game)`` is the same as ``W(game=game)``.

A subclass names its module and fills ``data``::

    class PackExplorer(SoloWidget):
        _module = "pack"

        def __init__(self, **state: Any) -> None:
            super().__init__(data={"cards": [card_json(c) for c in PACK]}, **state)

This module imports :mod:`anywidget`, an optional dependency (``pip install
'solo66[widgets]'``); the core :mod:`solo66` package never imports it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

import anywidget
import traitlets

from solo66.frontends.jswords import Word, js_words
from solo66.frontends.table import words_json
from solo66.i18n import language

__all__ = [
    "OWN_CSS_MARK",
    "OWN_JS_MARK",
    "SHARED",
    "SoloWidget",
    "one_or_several",
    "own_part",
    "read_module",
    "shared_source",
]

_HERE = Path(__file__).resolve().parent

#: The shared helper files, in load order: every widget uses ``base``; the
#: step-through widgets also ``controls`` (see :mod:`.controls`).
SHARED = ("base", "controls")
#: The line after the shared helpers in a widget's ``_esm``: its own module follows.
OWN_JS_MARK = "// solo66: the widget's own module follows"
#: The line after the shared styles in a widget's ``_css``: its own styles follow.
OWN_CSS_MARK = "/* solo66: the widget's own styles follow */"


def shared_source(suffix: str, shared: tuple[str, ...] = SHARED) -> str:
    """The shared helper files (``.js`` or ``.css``) ``shared`` one after another.

    >>> "const s66 =" in shared_source(".js") and "const s66steps =" in shared_source(".js")
    True
    """
    if suffix not in (".js", ".css"):
        raise ValueError(f"suffix {suffix!r}: use '.js' or '.css'")
    unknown = [name for name in shared if name not in SHARED]
    if unknown:
        raise ValueError(f"no shared helper {unknown}: choose from {SHARED}")
    return "".join(
        (_HERE / f"{name}{suffix}").read_text(encoding="utf-8") + "\n" for name in shared
    )


def read_module(module: str, shared: tuple[str, ...] = ("base",)) -> tuple[str, str]:
    """The ES module and CSS text of the widget ``module``: shared parts first.

    The result is complete (anywidget runs it as it is); :func:`own_part` takes the
    shared helpers off again.

    >>> esm, css = read_module("pack")
    >>> "export default" in esm and ".s66-widget" in css
    True
    >>> own_part(esm).startswith("const s66 =")
    False
    """
    esm_path = _HERE / f"{module}.js"
    if not esm_path.is_file():
        raise FileNotFoundError(f"no widget module {esm_path.name} in {_HERE}")
    esm = shared_source(".js", shared) + OWN_JS_MARK + "\n" + esm_path.read_text("utf-8")
    css = shared_source(".css", shared) + OWN_CSS_MARK + "\n"
    css_path = _HERE / f"{module}.css"
    if css_path.is_file():
        css += css_path.read_text(encoding="utf-8")
    return esm, css


def own_part(text: str) -> str:
    """What follows the shared helpers in an ``_esm`` or ``_css`` (all of it if unmarked).

    >>> own_part(f"const s66 = 1;\\n{OWN_JS_MARK}\\nexport default {{}};")
    'export default {};'
    """
    for mark in (OWN_JS_MARK, OWN_CSS_MARK):
        _, found, own = text.partition(mark + "\n")
        if found:
            return own
    return text


T = TypeVar("T")


def one_or_several(
    widget: type,
    one: T | None,
    several: Sequence[T] | None,
    names: tuple[str, str] = ("seed", "seeds"),
) -> list[T] | None:
    """``[one]``, or ``several`` as a list, or ``None`` when neither is given (the
    widget's default); both at once is a :class:`TypeError`.

    >>> one_or_several(SoloWidget, 5, None), one_or_several(SoloWidget, None, (5, 6))
    ([5], [5, 6])
    >>> one_or_several(SoloWidget, 5, [6])
    Traceback (most recent call last):
    TypeError: SoloWidget() takes seed= (one) or seeds= (several), not both
    """
    if one is not None and several is not None:
        raise TypeError(
            f"{widget.__name__}() takes {names[0]}= (one) or {names[1]}= (several), not both"
        )
    if one is not None:
        return [one]
    return list(several) if several is not None else None


class SoloWidget(anywidget.AnyWidget):
    """Base class of the book's widgets: ``data`` in, a view that steps through it.

    Subclasses set ``_module`` to the name of their ``.js`` file (and optional
    ``.css`` file) in this folder, and pass the computed ``data`` to ``__init__``.
    """

    _module: ClassVar[str] = ""
    #: The shared helper files in front of the widget's module (see :func:`read_module`).
    _shared: ClassVar[tuple[str, ...]] = ("base",)
    #: Everything the view shows, computed in Python; plain JSON.
    data = traitlets.Dict().tag(sync=True)
    #: The view's words in the language spoken when the widget was made: English → spoken
    #: (only those that differ; see :meth:`all_words`).
    words = traitlets.Dict().tag(sync=True)
    #: The code of that language (``"en"``, ``"de"``), for the view's numbers.
    lang = traitlets.Unicode("en").tag(sync=True)
    #: Draw the four-colour pack (♣ green, ♠ black, ♥ red, ♦ blue).
    four_colour = traitlets.Bool(False).tag(sync=True)

    def __init__(self, *, data: Mapping[str, Any], **state: Any) -> None:
        """``data`` from the subclass; ``state`` only the synced traits of the widget."""
        type(self).check_keywords(state, self.state_names())
        super().__init__(data=data, words=words_json(self.all_words()), lang=language(), **state)

    @classmethod
    def all_words(cls) -> tuple[Word, ...]:
        """Every English word the widget's view says through ``t()`` and ``t.n()``: its
        shared helpers', then its own module's (none for the base class), read from their
        ``.js`` files.

        >>> from solo66.i18n import speaking
        >>> "Four-colour pack" in SoloWidget.all_words()
        True
        >>> with speaking("de"):
        ...     SoloWidget.all_words() and words_json(["Four-colour pack"])
        {'Four-colour pack': 'Vierfarbige Karten'}
        """
        names = [*cls._shared, cls._module] if cls._module else list(cls._shared)
        found = [word for name in names for word in js_words(_HERE / f"{name}.js")]
        return tuple(dict.fromkeys(found))

    @classmethod
    def check_keywords(cls, given: Iterable[str], allowed: Sequence[str] | None = None) -> None:
        """A :class:`TypeError` naming the first keyword of ``given`` that the
        constructor does not take (of ``allowed``, by default :meth:`keywords`)."""
        allowed = cls.keywords() if allowed is None else allowed
        for name in given:
            if name not in allowed:
                raise TypeError(
                    f"{cls.__name__}() got an unexpected keyword argument {name!r}: "
                    f"it takes {', '.join(cls.keywords())}"
                )

    @classmethod
    def state_names(cls) -> list[str]:
        """The reader's state a constructor may set: the synced traits other than ``data``.

        >>> SoloWidget.state_names()
        ['four_colour']
        """
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            if isinstance(klass, type) and issubclass(klass, SoloWidget):
                names += [
                    name
                    for name, value in vars(klass).items()
                    if isinstance(value, traitlets.TraitType)
                    and value.metadata.get("sync")
                    and name not in ("data", "words", "lang")
                    and name not in names
                ]
        return names

    @classmethod
    def keywords(cls) -> list[str]:
        """Every keyword the constructor takes: its own parameters, then the state."""
        own = [
            name
            for name, p in inspect.signature(cls.__init__).parameters.items()
            if p.kind is inspect.Parameter.KEYWORD_ONLY and name != "data"
        ]
        return own + [name for name in cls.state_names() if name not in own]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is not None:
            # Unknown keywords are refused before the widget computes anything.
            @functools.wraps(init)
            def checked(self: SoloWidget, *args: Any, **options: Any) -> None:
                type(self).check_keywords(options)
                init(self, *args, **options)

            setattr(cls, "__init__", checked)  # noqa: B010 (mypy: no assigning to a method)
        module = cls.__dict__.get("_module")
        if module:
            cls._esm, cls._css = read_module(module)

    def __repr__(self) -> str:
        # anywidget's repr shows a memory address; keep notebook outputs stable.
        return f"{type(self).__name__}()"
