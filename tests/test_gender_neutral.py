"""The English a reader reads speaks of a generic player as "they", never "he" (issue 23).

A player in the abstract (the soloist, a defender, forehand, whoever holds the ♣A) is
"they", "their", "them": the pages (Markdown files and the notebooks' Markdown cells),
the sentences the notebooks' code writes (the ``tr("…")`` messages, which the book's
catalogs hold as their English ``msgid``) and the engine's messages (its catalog template
``solo66/locale/solo66.pot``) are read, and a "he", "his", "him" or "himself" fails.

Two things are not the book's own words and keep what they say:

- a quotation of the source, in a block quote (``> …``) or between quotation marks
  (*"if the soloist wins, he scores the points he has taken"*, “…”, „…“);
- a sentence about one of the named men: Ben and David at the table, and Claus D. Grupp,
  who described the game.

Everything else is read, including the boxes that quote the source: only their quotation
marks set the source's words apart.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tools import catalogs

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
CATALOGS = ROOT / "locales" / "de" / "LC_MESSAGES" / "book"
TEMPLATE = ROOT / "solo66" / "locale" / "solo66.pot"

#: The men the book names; a sentence about one of them may say "he".
NAMED_MEN = ("Ben", "David", "Grupp")
_MASCULINE = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
_FENCE = re.compile(r"^(```|:::)\{code-cell\}.*?^\1\s*$", re.MULTILINE | re.DOTALL)
_QUOTED = re.compile(r"\"[^\"\n]*(?:\n[^\"\n]*)*?\"|“[^”]*”|„[^“]*“|‘[^’]*’")
_CODE = re.compile(r"``?[^`\n]+``?")
_BLOCK = re.compile(r"\n\s*\n|\n\s*(?=[-*|] |\d+\. )|\|")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_MAN = re.compile(r"\b(" + "|".join(NAMED_MEN) + r")\b")


def own_words(text: str) -> str:
    """``text`` without what is not the book's own words: code cells of a Markdown
    notebook, block quotes, quoted spans and inline code.

    >>> own_words('The source: *"he scores the points he has taken"*; they score.')
    'The source: **; they score.'
    >>> own_words("> He must announce the bid.\\nThe soloist announces.")
    '\\nThe soloist announces.'
    """
    text = _FENCE.sub("", text)
    text = "\n".join("" if line.lstrip().startswith(">") else line for line in text.split("\n"))
    return _CODE.sub("", _QUOTED.sub("", text))


def generic_masculine(text: str) -> list[str]:
    """The sentences of ``text`` that call a generic player "he" (or "his", "him", …).

    A sentence may say "he" of a named man it or an earlier sentence of its paragraph,
    list item or table cell names.

    >>> generic_masculine("A soloist who knows he has lost gives points away.")
    ['A soloist who knows he has lost gives points away.']
    >>> generic_masculine("Ben leads; he has no trump. The soloist plays their ace.")
    []
    >>> generic_masculine("David wins. Which suit may he announce?\\n\\nMay he discard?")
    ['May he discard?']
    >>> generic_masculine('The rules say *"he picks up the talon"*. She does.')
    []
    """
    found = []
    for block in _BLOCK.split(own_words(text)):
        named = False
        for sentence in _SENTENCE.split(block):
            named = named or bool(_MAN.search(sentence))
            if _MASCULINE.search(sentence) and not named:
                found.append(" ".join(sentence.split()))
    return found


def page_texts() -> list[tuple[str, str]]:
    """(where, text) for every page's Markdown and every notebook's Markdown cell."""
    texts = [(path.name, path.read_text(encoding="utf-8")) for path in sorted(BOOK.glob("*.md"))]
    for path in sorted(BOOK.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts += [
            (f"{path.name} cell {n}", "".join(cell["source"]))
            for n, cell in enumerate(cells)
            if cell["cell_type"] == "markdown"
        ]
    return texts


def catalog_texts(path: Path, code_only: bool = False) -> list[tuple[str, str]]:
    """(where, English text) of each message of a catalog or template; ``code_only``: of
    each sentence a page's code writes (its text is read from the page itself, where a
    block quote is still marked as one)."""
    return [
        (path.name, catalogs.english(m))
        for m in catalogs.messages(path)
        if not code_only or "written by the page's code" in m.auto_comments
    ]


@pytest.mark.parametrize("where, text", page_texts(), ids=lambda x: x if len(x) < 40 else "")
def test_a_page_says_they_for_a_generic_player(where: str, text: str) -> None:
    assert generic_masculine(text) == [], where


@pytest.mark.parametrize("path", sorted(CATALOGS.glob("*.po")), ids=lambda p: p.name)
def test_what_a_notebook_s_code_writes_says_they(path: Path) -> None:
    found = [
        (w, s) for w, text in catalog_texts(path, code_only=True) for s in generic_masculine(text)
    ]
    assert found == []


def test_the_engine_s_messages_say_they() -> None:
    found = [s for _, text in catalog_texts(TEMPLATE) for s in generic_masculine(text)]
    assert found == []


def test_the_check_finds_what_the_book_used_to_say() -> None:
    """Sentences the pages and the engine once had: each is found, whatever the case."""
    for old in (
        "which multiplies his loss",
        "What does he score? And with 98?",
        "without a trick the soloist has only his two discards (at most 22), not {points}",
        "Five people play, each for himself.",
        "the fewer points he takes",
        "| the soloist loses | his card points P | score |",
        "With clubs as trumps he must trump: ♣7 ♣9.",
    ):
        assert generic_masculine(old) != [], old
