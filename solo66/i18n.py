"""The engine's language: every sentence it says is looked up here, with :mod:`gettext`.

English is the source language and the default; the catalogs of the other languages
live in the package, ``solo66/locale/<code>/LC_MESSAGES/solo66.po`` (the translators'
source) and ``solo66.mo`` (compiled by the build).  :func:`set_language` switches the
language for the whole process, and so does the environment variable ``SOLO66_LANG``
when the package is imported; :func:`speaking` switches it for a ``with`` block, in a
:class:`contextvars.ContextVar`, so a block in one thread or asyncio task does not
change the language another one speaks.

>>> with speaking("de"):
...     print(_("Everyone passed: the cards are dealt again; nobody scores."))
...     print(ngettext("{n} card point", "{n} card points", 1).format(n=1))
Alle haben gepasst: Es wird neu gegeben, niemand schreibt.
1 Auge
>>> set_language("xx")
Traceback (most recent call last):
...
ValueError: no language 'xx': Solo 66 speaks de (German), en (English)
>>> language()
'en'
"""

from __future__ import annotations

import functools
import gettext
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

__all__ = [
    "DOMAIN",
    "ENVIRONMENT_VARIABLE",
    "LOCALE_DIR",
    "NN_",
    "NP_",
    "N_",
    "_",
    "available_languages",
    "catalog_translations",
    "decimal",
    "language",
    "ngettext",
    "npgettext",
    "percent",
    "pgettext",
    "set_language",
    "signed",
    "speaking",
]

#: The catalogs' name: ``solo66.po`` / ``solo66.mo``.
DOMAIN = "solo66"
#: Where the catalogs are: ``<code>/LC_MESSAGES/solo66.po`` and ``.mo`` for each language.
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The environment variable read at import: ``SOLO66_LANG=de``.
ENVIRONMENT_VARIABLE = "SOLO66_LANG"

#: The source language, which needs no catalog.
_SOURCE = "en"
#: Each language's own name, as the error for an unknown code lists it.
_NAMES = {"en": "English", "de": "German"}

_Language = tuple[str, gettext.NullTranslations]

#: The language of the whole process: English until :func:`set_language` (outside any
#: :func:`speaking` block) or ``SOLO66_LANG`` switches it.
_process: list[_Language] = [(_SOURCE, gettext.NullTranslations())]
#: The language of the innermost :func:`speaking` block around the running code, in this
#: thread or task; ``None`` outside every block (then the process's language holds).
_current: ContextVar[_Language | None] = ContextVar("solo66_language", default=None)


def _spoken() -> _Language:
    """The language spoken now: the ``with speaking`` block's, else the process's."""
    return _current.get() or _process[0]


def available_languages() -> tuple[str, ...]:
    """The language codes the engine speaks: English and every language with a catalog.

    >>> available_languages()
    ('de', 'en')
    """
    codes = {_SOURCE}
    if LOCALE_DIR.is_dir():
        for folder in LOCALE_DIR.iterdir():
            messages = folder / "LC_MESSAGES"
            if (messages / f"{DOMAIN}.mo").is_file() or (
                (messages / f"{DOMAIN}.po").is_file() and _babel()
            ):
                codes.add(folder.name)
    return tuple(sorted(codes))


@functools.cache
def _babel() -> bool:
    """Whether Babel is installed, to compile a catalog never built (see :func:`_load`)."""
    import importlib.util

    return importlib.util.find_spec("babel") is not None


def language() -> str:
    """The language the engine speaks now: ``'en'`` unless switched."""
    return _spoken()[0]


def _normalise(code: object) -> str | None:
    """``'de'``, ``'DE'``, ``'de_DE'``, ``'de-AT.UTF-8'`` all mean ``'de'``."""
    if not isinstance(code, str):
        return None
    base = code.strip().split(".")[0].replace("-", "_").split("_")[0].lower()
    return base if base in available_languages() else None


@functools.cache
def _load(code: str) -> gettext.NullTranslations:
    if code == _SOURCE:
        return gettext.NullTranslations()
    return catalog_translations(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po")


def catalog_translations(po: Path) -> gettext.NullTranslations:
    """The translations of the catalog ``po`` (``…/LC_MESSAGES/<name>.po``), read with
    :mod:`gettext` from its compiled ``.mo`` beside it (``make catalogs``, the package's
    build).  Where that is missing or older than the ``.po`` (a source checkout never
    built, a translator's fresh edit), the ``.po`` is compiled in memory with Babel if it
    is installed (the book's and the tests' environments have it); without either, no
    translation (every message its English)."""
    compiled = po.with_suffix(".mo")
    fresh = compiled.is_file() and (
        not po.is_file() or compiled.stat().st_mtime >= po.stat().st_mtime
    )
    if po.is_file() and not fresh and _babel():
        import io

        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        with po.open("rb") as source:
            catalog = read_po(source)
        data = io.BytesIO()
        write_mo(data, catalog, use_fuzzy=False)
        data.seek(0)
        return gettext.GNUTranslations(data)
    if compiled.is_file():
        with compiled.open("rb") as stream:
            return gettext.GNUTranslations(stream)
    return gettext.NullTranslations()


def set_language(code: str) -> None:
    """Speak the language ``code`` (``'en'``, ``'de'``) from now on, in the whole process.

    An unknown code raises ``ValueError`` listing the languages there are, and the
    language stays as it was.  Inside a :func:`speaking` block it switches the block's
    language only: when the block ends, the language spoken before it comes back.
    """
    spoken = _language(code)
    if _current.get() is None:
        _process[0] = spoken
    else:
        _current.set(spoken)


def _language(code: str) -> _Language:
    """The language ``code`` names, with its catalog; ``ValueError`` if there is none."""
    found = _normalise(code)
    if found is None:
        known = ", ".join(f"{c} ({_NAMES.get(c, c)})" for c in available_languages())
        raise ValueError(f"no language {code!r}: Solo 66 speaks {known}")
    return (found, _load(found))


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Speak ``code`` inside the ``with`` block, then the language spoken before.

    >>> with speaking("de"):
    ...     print(_("Everyone has passed."))
    Alle haben gepasst.
    >>> language()
    'en'

    Blocks nest, and :func:`set_language` inside one lasts to the block's end:

    >>> with speaking("de"):
    ...     with speaking("en"):
    ...         set_language("de")
    ...         inner = language()
    ...     middle = language()
    >>> inner, middle, language()
    ('de', 'de', 'en')

    An unknown code changes nothing:

    >>> with speaking("xx"):
    ...     pass
    Traceback (most recent call last):
    ...
    ValueError: no language 'xx': Solo 66 speaks de (German), en (English)
    >>> language()
    'en'
    """
    token = _current.set(_language(code))
    try:
        yield
    finally:
        _current.reset(token)


def _(message: str) -> str:
    """``message`` in the language spoken now."""
    return _spoken()[1].gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined; :func:`_` translates it
    where it is said (text held in constants, built before a language is chosen)."""
    return message


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular and its plural for translation where they are defined;
    :func:`ngettext` translates them where a count is known.

    >>> NN_("{n} trick", "{n} tricks")
    ('{n} trick', '{n} tricks')
    """
    return (singular, plural)


def NP_(context: str, message: str) -> str:
    """Mark ``message`` in the sense ``context`` for translation where it is defined;
    :func:`pgettext` translates it where it is said."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or a plural form for the count ``n``, in the language spoken now."""
    return _spoken()[1].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense ``context`` (one English word, two German ones)."""
    return _spoken()[1].pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in the sense ``context``."""
    return _spoken()[1].npgettext(context, singular, plural, n)


def decimal(value: float, digits: int = 1) -> str:
    """A figure with ``digits`` decimals, with the decimal sign of the language spoken now.

    >>> decimal(2.345, 2), decimal(-0.5)
    ('2.35', '-0.5')
    >>> with speaking("de"):
    ...     decimal(-0.5) == "\u22120,5"
    True
    """
    text = f"{value:.{digits}f}"
    return _minus(text.replace(".", pgettext("decimal sign", ".")))


def _minus(text: str) -> str:
    """``text`` with its hyphen-minus signs written as the minus sign of the language
    spoken now (German typesetting uses the true minus, U+2212)."""
    return text.replace("-", pgettext("minus sign", "-"))


def signed(value: float, digits: int = 0) -> str:
    """A score change with its sign, as the language spoken now writes it: ``+70``,
    ``-140``, and ``0`` without a sign; German writes the true minus sign (U+2212).

    >>> signed(70), signed(-140), signed(0), signed(-2.5, 1), signed(0.0, 1)
    ('+70', '-140', '0', '-2.5', '+0.0')
    >>> with speaking("de"):
    ...     signed(-140) == "\u2212140", signed(-2.5, 1) == "\u22122,5", signed(5)
    (True, True, '+5')
    """
    if value == 0 and digits == 0:
        return "0"
    text = f"{value:+.{digits}f}"
    return _minus(text.replace(".", pgettext("decimal sign", ".")))


def percent(share: float, digits: int = 1) -> str:
    """A share (0 to 1) as a percentage, written as the language spoken now writes it.

    German puts a (no-break) space before the sign, as DIN 5008 asks:

    >>> percent(2 / 3)
    '66.7%'
    >>> with speaking("de"):
    ...     percent(2 / 3)
    '66,7\xa0%'
    """
    return pgettext("percentage", "{number}%").format(number=decimal(100 * share, digits))


_environment = os.environ.get(ENVIRONMENT_VARIABLE, "").strip()
if _environment:
    set_language(_environment)
