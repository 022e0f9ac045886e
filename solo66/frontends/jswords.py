"""The words a view's JavaScript says, found in its source with Babel's JavaScript extractor.

A view (a widget's ``.js``, the shared helpers ``base.js`` and ``controls.js``, the play
page's script) says every word of its own in English through ``t("…", {values})``, and a
word with a plural through ``t.n("{n} trick", "{n} tricks", n, {values})``.  Python sends
the view those words in the reader's language (:func:`solo66.frontends.table.words_json`);
which words, it reads here from the view's source, so no list has to be kept beside it.
``tools/catalogs.py`` extracts the same calls (:data:`KEYWORDS`) into the engine's
catalog, so every such word is translated.

Babel (``pip install babel``, part of the ``widgets`` extra) is imported only when a view's
words are asked for; the engine itself never needs it.

>>> import tempfile
>>> from pathlib import Path
>>> with tempfile.TemporaryDirectory() as folder:
...     view = Path(folder, "view.js")
...     _ = view.write_text('el("p", {}, t("Next"), t.n("{n} trick", "{n} tricks", n, { n }));')
...     js_words(view)
('Next', ('{n} trick', '{n} tricks'))
"""

from __future__ import annotations

import functools
from pathlib import Path

__all__ = ["KEYWORDS", "Word", "js_words"]

#: A word is an English phrase, or a singular and its plural (``t.n`` in a view).
Word = str | tuple[str, str]

#: The JavaScript calls whose literal arguments are words, as Babel's extractors take them:
#: ``t("English", {values})`` and ``t.n("singular", "plural", count, {values})``.
KEYWORDS: dict[str, tuple[int, ...] | None] = {"t": None, "t.n": (1, 2)}


def js_words(path: Path | str) -> tuple[Word, ...]:
    """Every word the JavaScript file at ``path`` says through ``t()`` and ``t.n()``,
    once each, in the order they first appear."""
    path = Path(path).resolve()
    return _extract(path, path.stat().st_mtime_ns)


@functools.cache
def _extract(path: Path, _mtime: int) -> tuple[Word, ...]:
    from babel.messages.extract import extract

    found: dict[Word, None] = {}
    with path.open("rb") as source:
        for _line, message, _comments, _context in extract(
            "javascript", source, keywords=KEYWORDS, comment_tags=()
        ):
            if isinstance(message, str):
                found[message] = None
            elif len(message) == 2 and all(isinstance(m, str) for m in message):
                found[(message[0], message[1])] = None
            else:
                raise ValueError(
                    f"{path.name}: t.n() takes a literal singular and plural, not {message!r}"
                )
    return tuple(found)
