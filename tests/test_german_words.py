"""German edition (issue 24), checked over every catalog (the engine's, the book's pages,
Sphinx's words): one word per concept (the table "Ein Wort pro Begriff" of
``locales/de/README.md``), no masculine role noun directly after a player's name, the
outright errors gone, every header filled in and no obsolete ``#~`` entry
(``python -m tools.catalogs tidy``), and German numbers with the true minus sign."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from solo66._catalogs import read_po
from solo66.teaching.book import PLAYERS
from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "solo66" / "locale" / "de" / "LC_MESSAGES" / "solo66.po"
NAME_FIELDS = ("{name}", "{soloist}", "{player}", "{dealer}", "{forehand}", "{winner}")
ROLE_NOUNS = ("Solospieler", "Spieler", "Gegenspieler", "Geber", "Alleinspieler")
# A name, then up to three words, then "als <role noun>": "Anna gewinnt als Solospieler".
_NAMES = "|".join(map(re.escape, NAME_FIELDS + PLAYERS))
_ROLES = "|".join(ROLE_NOUNS)
AFTER_NAME = re.compile(rf"(?:{_NAMES})(?:\s+\w+){{0,3}}\s+als\s+(?:{_ROLES})\b")


def _msgstrs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out: list[str] = []
    for block in re.split(r"\n\n+", text):
        if block.lstrip().startswith("#~"):
            continue
        for m in re.finditer(r'msgstr(?:\[\d\])? ((?:"(?:[^"\\]|\\.)*"\s*)+)', block):
            out.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
    return out


def test_the_pattern_catches_the_old_wording() -> None:
    assert AFTER_NAME.search("{soloist} gewinnt als Solospieler {taken}.")
    assert AFTER_NAME.search("Anna spielt allein als Solospieler.")
    assert not AFTER_NAME.search("{soloist} gewinnt das Solo mit {taken}.")


@pytest.mark.parametrize("path", [ENGINE], ids=["engine"])
def test_no_masculine_role_noun_after_a_name(path: Path) -> None:
    bad = [s for s in _msgstrs(path) if AFTER_NAME.search(s)]
    assert bad == []


BOOK = sorted((ROOT / "locales" / "de" / "LC_MESSAGES").rglob("*.po"))
#: Every German catalog: the engine's, then the book's pages and Sphinx's words.
CATALOGS = [ENGINE, *BOOK]
#: The translators' word list, whose table "Ein Wort pro Begriff" this test reads.
WORD_LIST = ROOT / "locales" / "de" / "README.md"
WORD_TABLE = "## Ein Wort pro Begriff"

# Catalogs that other pages' translators are still editing, each with the checks it is
# known to fail: the variants of the word list it still holds, "header" (an unfilled
# header), "#~" (obsolete entries; ``python -m tools.catalogs tidy`` fixes both), "role
# noun" (a masculine role noun after a name) and "button names" (a widget's word in
# *italics* named otherwise than the German widget shows it).  The only allow-list of this
# file: a catalog that passes a check listed here fails the test too, so that the list
# shrinks to nothing as the pages are finished.  Empty it; never add to it.
PENDING_AFTER_MERGE: dict[str, frozenset[str]] = {
    "book/auction.po": frozenset({"überbieten"}),
    "book/class-sets.po": frozenset({"mit allen Karten offen"}),
    "book/example-hands.po": frozenset({"überbieten", "überboten"}),
    "book/scoring.po": frozenset({"bietet", "unter `"}),
    "book/sources.po": frozenset({"bietet", "überbieten"}),
    "book/strategy.po": frozenset({"mit allen Karten offen"}),
    "book/teachers.po": frozenset({"mit allen Karten offen"}),
}


def _name(path: Path) -> str:
    """``solo66.po`` for the engine's catalog, ``book/cards.po``, ``sphinx.po``."""
    return path.relative_to(path.parents[1 if path.parent.name == "book" else 0]).as_posix()


def read_word_list(text: str) -> dict[str, tuple[str, ...]]:
    """The word list's table: each concept (its settled word) -> the variants not to use.

    >>> table = read_word_list('''## Ein Wort pro Begriff
    ... | Englisch | so | nicht so |
    ... |---|---|---|
    ... | deal code | **Spielcode** | `Blattcode`, `Blatt-Code` |
    ... | under x | **bei `x`** | ``unter ` ``, `unter pass-final` |
    ...
    ... ## Next
    ... | a | b | `c` |
    ... ''')
    >>> for concept, variants in table.items():
    ...     print(concept, variants)
    deal code (Spielcode) ('Blattcode', 'Blatt-Code')
    under x (bei `x`) ('unter `', 'unter pass-final')
    """
    section = text.split(WORD_TABLE, 1)[1].split("\n## ", 1)[0]
    table: dict[str, tuple[str, ...]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if "|" in line else []
        if len(cells) < 3 or set(cells[0]) <= set("-: ") or cells[0] == "Englisch":
            continue
        # The middle cell may hold `code` itself; the variants are the last cell's.
        settled = re.sub(r"\*\*|\s*\(.*", "", cells[1].split(",")[0]).strip()
        variants = [a or b for a, b in re.findall(r"``\s?(.+?)\s?``|`([^`]+)`", cells[-1])]
        table[f"{cells[0]} ({settled})"] = tuple(variants)
    return table


FORBIDDEN = read_word_list(WORD_LIST.read_text(encoding="utf-8"))


def _variant(word: str) -> re.Pattern[str]:
    """``word`` as a whole word: bounded where it begins or ends with a letter."""
    before = r"(?<!\w)" if re.match(r"\w", word) else ""
    after = r"(?!\w)" if re.search(r"\w$", word) else ""
    return re.compile(before + re.escape(word) + after)


_PATTERNS = {(c, w): _variant(w) for c, words in FORBIDDEN.items() for w in words}


def forbidden_found(path: Path) -> list[tuple[str, str, str]]:
    """Each (concept, variant, translation) where a catalog uses a variant not to use."""
    return [
        (concept, word, s)
        for s in _msgstrs(path)
        for (concept, word), pattern in _PATTERNS.items()
        if pattern.search(s)
    ]


def test_the_word_list_is_read() -> None:
    assert len(FORBIDDEN) >= 15 and all(FORBIDDEN.values())
    assert "Übertrumpfzwang" in FORBIDDEN["must-overtrump (Überstechpflicht)"]
    assert "unter `" in next(v for c, v in FORBIDDEN.items() if c.startswith("under option"))
    assert _variant("bietet").search("Die Engine bietet") and not _variant("bieten").search(
        "anbieten"
    )
    assert _variant("Standard").search("(Standard 0)")
    assert not _variant("Standard").search("von der Standardeingabe")
    assert _variant("Wertung: {").search("Wertung: {score}")


def _engine_words() -> dict[str, set[str]]:
    """Each message of the engine (no plural) -> its German translations."""
    words: dict[str, set[str]] = {}
    for m in read_po(ENGINE):
        if m.msgid and m.msgid_plural is None and not m.obsolete:
            words.setdefault(m.msgid, set()).add(m.msgstr[0])
    return words


ENGINE_WORDS = _engine_words()
#: A word set in *italics* or **bold**: how the book names a button, a label or a heading.
_SPAN = re.compile(r"(?<![*\w])\*\*?([^*\n]+?)\*\*?(?![*\w])")


def misnamed_buttons(path: Path) -> list[tuple[str, set[str], str]]:
    """Each (English name, German names, translation) where a page sets a word of the
    widgets in italics or bold, *New deal*, and its translation does not set the word the
    German widgets show (the engine's translation), *Neues Spiel*."""
    found = []
    for m in read_po(path):
        if not m.msgid or m.obsolete:
            continue
        for english in _SPAN.findall(m.msgid):
            german = ENGINE_WORDS.get(english)
            if german and not any(
                re.search(rf"\*\*?{re.escape(g)}\*\*?", m.msgstr[0]) for g in german
            ):
                found.append((english, german, m.msgstr[0][:100]))
    return found


def test_the_button_check_can_fail(tmp_path: Path) -> None:
    page = tmp_path / "de" / "LC_MESSAGES" / "book" / "page.po"
    page.parent.mkdir(parents=True)
    page.write_text(
        'msgid ""\nmsgstr ""\n\nmsgid "Press *New deal*."\nmsgstr "Drück *Neues Blatt*."\n\n'
        'msgid "Press *Hint*."\nmsgstr "Drück *Tipp*."\n',
        encoding="utf-8",
    )
    assert [(e, g) for e, g, _ in misnamed_buttons(page)] == [("New deal", {"Neues Spiel"})]


def _failing(path: Path) -> set[str]:
    """The checks the catalog at ``path`` fails: its variants, "header", "#~", "role noun"."""
    failed = {word for _, word, _ in forbidden_found(path)}
    if catalogs.header_problems(path):
        failed.add("header")
    if catalogs.obsolete_lines(path.read_text(encoding="utf-8")):
        failed.add("#~")
    if any(AFTER_NAME.search(s) for s in _msgstrs(path)):
        failed.add("role noun")
    if misnamed_buttons(path):
        failed.add("button names")
    return failed


@pytest.mark.parametrize("path", CATALOGS, ids=_name)
def test_one_word_per_concept_and_a_tidy_catalog(path: Path) -> None:
    """Every catalog uses the word list's words, has its header filled in and no obsolete
    entries (``python -m tools.catalogs tidy`` fills in the one and drops the others)."""
    pending = PENDING_AFTER_MERGE.get(_name(path), frozenset())
    failed = _failing(path)
    found = [(c, w, s[:100]) for c, w, s in forbidden_found(path) if w not in pending]
    problems = catalogs.header_problems(path) if "header" not in pending else []
    obsolete = catalogs.obsolete_lines(path.read_text(encoding="utf-8"))
    assert found == [], f"{_name(path)}: variants the word list ({WORD_LIST.name}) excludes"
    buttons = misnamed_buttons(path) if "button names" not in pending else []
    assert buttons == [], f"{_name(path)}: name the German widgets' words as they are"
    assert problems == [], (
        f"{_name(path)}: run python -m tools.catalogs tidy {path.relative_to(ROOT)}"
    )
    assert "#~" in pending or obsolete == [], f"{_name(path)}: obsolete #~ lines {obsolete}"
    fixed = sorted(pending - failed)
    assert fixed == [], f"{_name(path)} passes {fixed} now: remove them from PENDING_AFTER_MERGE"


def test_the_allow_list_names_real_catalogs() -> None:
    assert set(PENDING_AFTER_MERGE) <= {_name(p) for p in CATALOGS}


@pytest.mark.parametrize("path", CATALOGS, ids=_name)
def test_no_masculine_role_noun_after_a_name_anywhere(path: Path) -> None:
    pending = PENDING_AFTER_MERGE.get(_name(path), frozenset())
    bad = [s[:100] for s in _msgstrs(path) if AFTER_NAME.search(s)]
    assert "role noun" in pending or bad == []


def test_the_outright_errors_are_gone() -> None:
    text = "\n".join(s for p in [ENGINE, *BOOK] for s in _msgstrs(p))
    errors = ("ohne einen von ihnen", "Kollegin könnt", "an wen ging", "Blatt {code}",
              "Mit offenen Karten gelöst, wird")  # fmt: skip
    for wrong in errors:
        assert wrong not in text


def _cli(*argv: str) -> str:
    import io

    from solo66.frontends import cli

    out, err = io.StringIO(), io.StringIO()
    assert cli.main(list(argv), stdin=io.StringIO(""), stdout=out, stderr=err) == 0
    return out.getvalue()


def test_the_cli_writes_a_true_minus_in_german() -> None:
    """German typesetting writes negative numbers with the minus sign U+2212 (−60), not
    the hyphen; the English command line keeps the hyphen-minus a terminal user types."""
    german = _cli("--lang", "de", "score", "20", "1")
    assert "\u221260" in german and "\u2212330" in german and "+30" in german
    table = _cli("--lang", "de", "score")
    assert "\u22122P" in table and "\u221220" in table
    for text in (german, table):
        assert not re.search(r"-\d|-P\b|\(-", text), text
    english = _cli("score", "20", "1")
    assert "-60" in english and "\u2212" not in english


def test_tidy_fills_in_every_header_and_drops_the_obsolete_entries(tmp_path: Path) -> None:
    """``python -m tools.catalogs tidy`` makes every catalog pass the header and ``#~``
    checks and keeps every entry still in use, byte for byte (here on copies)."""
    for path in CATALOGS:
        copy = tmp_path / "de" / "LC_MESSAGES" / path.parent.name / path.name
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        catalogs.tidy([copy])
        assert catalogs.header_problems(copy) == [], path.name
        assert catalogs.obsolete_lines(copy.read_text(encoding="utf-8")) == [], path.name
        kept = [m for m in read_po(path) if not m.obsolete][1:]
        assert read_po(copy)[1:] == kept, path.name
    assert catalogs.tidy([copy]) == []  # a tidy catalog stays as it is
    unfilled = tmp_path / "unfilled" / "de" / "LC_MESSAGES" / "x.po"
    unfilled.parent.mkdir(parents=True)
    unfilled.write_text(
        '#, fuzzy\nmsgid ""\nmsgstr ""\n"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"\n',
        encoding="utf-8",
    )
    found = catalogs.header_problems(unfilled)
    assert "the header is marked fuzzy" in found and "Language missing" in found
    assert any(p.startswith("Last-Translator is a placeholder") for p in found)
