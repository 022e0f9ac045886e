"""A translated paragraph of the book keeps what is not words.

Each message of ``locales/<language>/LC_MESSAGES/book/*.po`` is a paragraph (heading,
list item, table cell) of an English page in MyST Markdown.  Its translation may say
it in other words, but it must paste the same computed values (``{glue:md}`key```:
a figure written out by hand would stop following the engine), link the same pages
and sources, show the same code and deal codes, and keep the same card symbols and
numbers.  Only translated messages are checked: whether every message is translated
is the completeness test's business.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from solo66 import _catalogs

ROOT = Path(__file__).resolve().parent.parent
CATALOGS = sorted((ROOT / "locales").glob("*/LC_MESSAGES/book/*.po"))

_GLUE = re.compile(r"\{glue(?::\w+)?\}`([^`]+)`")
_DOC = re.compile(r"\{doc\}`(?:[^`<]*<)?([^`>]+)>?`")
_CITE = re.compile(r"\{cite(?::\w+)?\}`([^`]+)`")
_ROLE = re.compile(r"\{[\w:-]+\}`[^`]*`")
_CODE = re.compile(r"(?<![}`])`([^`]+)`")
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_CARD = re.compile(r"[♣♠♥♦](?:10|[AKQJ987])")
_NUMBER = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w])")


def kept(text: str) -> dict[str, Counter[str]]:
    """What a paragraph shows that is not words, each kind counted.

    Numbers count by value, so 0.5 and 0,5 are the same number; numbers inside a
    role, code or a link do not count as the text's own numbers.

    >>> k = kept("{glue:md}`trick-points` card points: see {doc}`the deal <deal>`, "
    ...          "`first-highest`, ♦A and 0.5 ([x](y.html))")
    >>> sorted(k["glue"]), sorted(k["doc"]), sorted(k["code"]), sorted(k["cards"])
    (['trick-points'], ['deal'], ['first-highest'], ['♦A'])
    >>> sorted(k["numbers"]), sorted(k["links"])
    (['0.5'], ['y.html'])
    >>> kept("… 0,5 …")["numbers"] == kept("… 0.5 …")["numbers"]
    True
    """
    bare = _LINK.sub("]()", _CODE.sub("", _ROLE.sub("", text)))
    return {
        "glue": Counter(_GLUE.findall(text)),
        "doc": Counter(_DOC.findall(text)),
        "cite": Counter(_CITE.findall(text)),
        "code": Counter(_CODE.findall(_ROLE.sub("", text))),
        "links": Counter(_LINK.findall(text)),
        "cards": Counter(_CARD.findall(text)),
        "numbers": Counter(n.replace(",", ".") for n in _NUMBER.findall(bare)),
    }


def test_catalogs_found() -> None:
    assert CATALOGS, "no book catalogs under locales/: run `make translations`"


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: str(p.relative_to(ROOT / "locales")))
def test_translation_keeps_values_links_code_and_cards(catalog: Path) -> None:
    problems = []
    for message in _catalogs.read_po(catalog):
        if not message.msgid or message.obsolete or not message.translated:
            continue
        english, translated = kept(message.msgid), kept(message.msgstr[0])
        for kind in english:
            if english[kind] != translated[kind]:
                lost = sorted((english[kind] - translated[kind]).elements())
                added = sorted((translated[kind] - english[kind]).elements())
                problems.append(
                    f"{message.msgid[:70]!r}: {kind} "
                    + (f"missing {lost}" if lost else "")
                    + (" " if lost and added else "")
                    + (f"not in the English {added}" if added else "")
                )
    assert not problems, f"{catalog.relative_to(ROOT)}:\n" + "\n".join(problems)
