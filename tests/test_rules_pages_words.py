"""The rules pages speak in words: no engine option name in what a reader reads (issue 23).

The names are taken from the declarations of :class:`solo66.core.rules.Rules` (each
option's name, field and values), so a new option or value is checked as soon as it is
declared.  A reader of a rules page reads its Markdown cells and the outputs its code
shows; a German reader reads the page's catalog.  The rules pages are every page of the
book's "The rules" part (``_toc.yml``), and the play page's text says by which rules its
hands are played.  Option names belong on the Python page (and, compared, on the variants
page), not here.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from solo66.core.rules import OPTIONS
from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent


def rules_part() -> tuple[str, ...]:
    """The pages of the book's part "The rules", from ``_toc.yml``, in reading order."""
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    part = toc.split("- caption: The rules", 1)[1].split("- caption:", 1)[0]
    return tuple(re.findall(r"file: book/([\w-]+)", part))


#: The pages this test reads: the rules part, and the play page.
RULES_PAGES = rules_part()
PAGES = (*RULES_PAGES, "play")
#: Option values that are also plain English compounds: "the last-trick game", "an
#: all-pass hand".  They count as option names only written as code or as name=value.
PLAIN_WORDS = frozenset({"last-trick", "all-pass"})
#: The outputs a reader sees, best first: a page shows only the first one a cell has.
SHOWN = ("text/html", "text/markdown", "text/plain")
_ROLE = re.compile(r"\{([\w:-]+)\}`([^`]*)`")
_CODE = re.compile(r"``?([^`\n]+)``?")


def option_names() -> tuple[frozenset[str], frozenset[str]]:
    """(names that are code wherever they stand, names that are code only as code).

    The first set holds every option's dashed and underscored name and every value with
    a dash, an underscore or a digit in it (``first-highest``, ``3-T-3``); the second,
    the values that are ordinary words (``payments``, ``redeal``) and the plain compounds.
    """
    code: set[str] = set()
    words: set[str] = set()
    for declared in OPTIONS:
        values = {declared.format(c) for c in declared.choices if not isinstance(c, bool)}
        if isinstance(declared.default, str):
            values.add(declared.default)
        if declared.choices or isinstance(declared.default, str):
            values |= {key for key in declared.english_alternatives if " " not in key}
        values.discard("True")
        for name in {declared.label, declared.field} | values:
            if name in PLAIN_WORDS or not re.search(r"[-_\d]", name):
                words.add(name)
            else:
                code.add(name)
    return frozenset(code), frozenset(words)


def _reader_text(markdown: str) -> str:
    """Markdown as read: a role shows its text (``{term}`trump <Trumpf>``` reads "trump"),
    a link role without its own text shows a page's title, not its name."""

    def shown(match: re.Match[str]) -> str:
        role, body = match.groups()
        if "<" in body and body.endswith(">"):
            return body[: body.index("<")].strip()
        return body if role in ("term", "sup", "sub", "abbr") else ""

    return _ROLE.sub(shown, markdown)


def option_names_in(text: str) -> list[str]:
    """The option names ``text`` shows a reader.

    >>> option_names_in("Under `first-highest` each player speaks once.")
    ['first-highest']
    >>> option_names_in("with settlement=payments, or under must-overtrump")
    ['must-overtrump', 'payments', 'settlement']
    >>> option_names_in("Play the last-trick game; see {doc}`all-pass`. No `redeal`.")
    ['redeal']
    >>> option_names_in("The {term}`soloist <Solospieler>` pays nobody; the cards are dealt again.")
    []
    """
    code, words = option_names()
    text = _reader_text(text)
    found = {
        name
        for name in code
        if re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.IGNORECASE)
    }
    for span in _CODE.findall(text):
        found |= set(re.findall(r"[\w-]+", span)) & (code | words)
    for name, value in re.findall(r"([\w-]+)\s*=\s*['\"]?([\w-]+)", text):
        if name in code | words:
            found |= {name} | ({value} & (code | words))
    return sorted(found)


def notebook_text(path: Path) -> str:
    """What a reader of a notebook page reads: its Markdown cells and shown outputs (of a
    Markdown page, its text without the HTML it embeds)."""
    if path.suffix == ".md":
        return re.sub(r"(?m)^<.*$", "", path.read_text(encoding="utf-8"))
    parts: list[str] = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            parts.append(source)
            continue
        tags = cell.get("metadata", {}).get("tags", [])
        if "remove-cell" in tags or "remove-output" in tags:
            continue
        for output in cell.get("outputs", []):
            if "text" in output:
                parts.append("".join(output["text"]))
            data = output.get("data", {})
            kind = next((k for k in SHOWN if k in data), None)
            if kind is None:
                continue
            text = "".join(data[kind])
            if kind == "text/html":
                text = re.sub(r"<code>(.*?)</code>", r"`\1`", text)
                text = html.unescape(re.sub(r"<[^>]+>", " ", text))
            parts.append(text)
    return "\n\n".join(parts)


def catalog_text(page: str) -> str:
    """What a German reader reads of a page: its catalog's translations."""
    path = ROOT / "locales" / "de" / "LC_MESSAGES" / "book" / f"{page}.po"
    return "\n\n".join(m.string for m in catalogs.messages(path) if m.string)


def test_the_names_come_from_the_declarations() -> None:
    code, words = option_names()
    assert {"first-highest", "re-entry", "must-overtrump", "talon-first", "tie-at-65"} <= code
    assert {"3-T-3", "2-2-2-T", "tie_at_65", "last-trick-payout"} <= code
    assert {"payments", "redeal", "settlement", "last-trick"} <= words
    assert not code & words


def test_the_rules_part_is_read_whole() -> None:
    assert RULES_PAGES[0] == "first-hand" and RULES_PAGES[-1] == "all-pass"
    assert {"talon", "scoring"} < set(RULES_PAGES)


def test_the_check_finds_the_names_the_scoring_page_used_to_show() -> None:
    for old in (
        "House rule tie-at-65: 65–65 is a draw",
        "The engine offers `winners-points`: the score",
        "under `agreed-value` with V = 10",
        "the book's default reading (pass-final auction, points-taken scoring)",
    ):
        assert option_names_in(old) != [], old


def _page(page: str) -> Path:
    return next(p for p in (ROOT / "book").glob(f"{page}.*") if p.suffix in (".ipynb", ".md"))


@pytest.mark.parametrize("page", PAGES)
def test_a_rules_page_shows_no_option_name(page: str) -> None:
    shown = option_names_in(notebook_text(_page(page)))
    assert shown == [], f"{_page(page).name} shows engine option names: {shown}"


@pytest.mark.parametrize("page", PAGES)
def test_a_rules_page_s_german_edition_shows_no_option_name(page: str) -> None:
    shown = option_names_in(catalog_text(page))
    assert shown == [], f"the German {page}.po shows engine option names: {shown}"
