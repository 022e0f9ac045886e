"""A translated paragraph of the book keeps what is not words.

Each message of ``locales/<language>/LC_MESSAGES/book/*.po`` is a paragraph (heading,
list item, table cell) of an English page in MyST Markdown.  Its translation may say
it in other words, but it must paste the same computed values (``{glue:md}`key```:
a figure written out by hand would stop following the engine) and link the same pages,
sources and addresses, exactly.  What the English shows it must show too, though it
may add to it: every card symbol; every piece of code, whole (a German command may add
``--lang de``, an address may add ``de/``); every number above twelve (smaller ones may
be written as words: "Neun, Acht und Sieben").  Only translated messages are checked:
whether every message is translated is the completeness test's business.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tools import catalogs

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


#: Kinds that must be the same in both languages, each value as often.
EXACT = ("glue", "doc", "cite", "links")
#: Numbers up to this may be written as words in a translation.
WORDS_UP_TO = 12
_TOKEN = re.compile(r"[^\s/]+")


def code_kept(english: str, translations: list[str]) -> bool:
    """Whether a translation's code holds ``english`` whole, perhaps with more added.

    >>> code_kept("solo66 class-set --seed 1", ["solo66 class-set --lang de --seed 1"])
    True
    >>> code_kept("http://127.0.0.1:8000/book/play.html", ["http://127.0.0.1:8000/de/book/play.html"])
    True
    >>> code_kept("(trick, card)", ["(Stich, Karte)"])
    False
    """
    wanted = _TOKEN.findall(english)
    for other in translations:
        tokens = iter(_TOKEN.findall(other))
        if all(any(t == w for t in tokens) for w in wanted):
            return True
    return False


def differences(english: str, translated: str) -> list[str]:
    """What ``translated`` lost or changed of what ``english`` shows besides words."""
    ours, theirs = kept(english), kept(translated)
    found = []
    for kind in EXACT:
        if ours[kind] != theirs[kind]:
            lost = sorted((ours[kind] - theirs[kind]).elements())
            added = sorted((theirs[kind] - ours[kind]).elements())
            found.append(f"{kind}: missing {lost}, not in the English {added}")
    if lost := sorted((ours["cards"] - theirs["cards"]).elements()):
        found.append(f"cards missing {lost}")
    if lost := [c for c in ours["code"] if not code_kept(c, list(theirs["code"]))]:
        found.append(f"code missing {lost}")
    big = Counter({n: k for n, k in ours["numbers"].items() if float(n) > WORDS_UP_TO})
    if lost := sorted((big - theirs["numbers"]).elements()):
        found.append(f"numbers missing {lost}")
    return found


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: str(p.relative_to(ROOT / "locales")))
def test_translation_keeps_values_links_code_and_cards(catalog: Path) -> None:
    problems = []
    for message in catalogs.messages(catalog):
        if catalogs.untranslated(message) is not None:
            continue
        for difference in differences(message.id, message.string):
            problems.append(f"{message.id[:70]!r}: {difference}")
    assert not problems, f"{catalog.relative_to(ROOT)}:\n" + "\n".join(problems)
