"""German edition (issue 24), checked over every catalog (the engine's, the book's pages,
Sphinx's words): one word per concept (the table "Ein Wort pro Begriff" of
``locales/de/README.md``), no masculine role noun directly after a player's name, the
outright errors gone, every header filled in and no obsolete ``#~`` entry
(``python -m tools.catalogs tidy``), and German numbers with the true minus sign."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

import pytest

from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "solo66" / "locale" / "de" / "LC_MESSAGES" / "solo66.po"
#: Placeholders that can stand for any player's name, a woman's as well as a man's.
NAME_FIELDS = ("{name}", "{player}", "{winner}", "{leader}", "{who}", "{later}")
#: Placeholders that are a name in some messages and a number in others ("Augen:
#: Solospieler {soloist}" counts card points; "Geber: Platz {dealer}" is a seat).
SOMETIMES_NAMES = ("{soloist}", "{dealer}", "{forehand}")
#: The players the German edition calls "sie" (``locales/de/README.md``).
WOMEN = ("Anna", "Clara", "Eva")
ROLE_NOUNS = ("Solospieler", "Alleinspieler", "Gegenspieler", "Mitspieler", "Spieler", "Geber",
              "Gewinner", "Verlierer", "Sieger", "Schreiber", "Partner",
              "Erster", "Zweiter", "Dritter", "Vierter", "Fünfter", "Letzter")  # fmt: skip
_NAME = "(?:{})(?!\\w)".format("|".join(map(re.escape, NAME_FIELDS + SOMETIMES_NAMES + WOMEN)))
_ALWAYS = "(?:{})(?!\\w)".format("|".join(map(re.escape, NAME_FIELDS + WOMEN)))
_ROLE = "(?:{})(?![-\\w])".format("|".join(ROLE_NOUNS))
_BE = "(?:ist|wird|bleibt|war|wurde|wäre|sei)"
_CLAUSE = "[^.;:!?]{0,80}?"  # the rest of the clause; commas allowed ("…, und zwar als Erster")
#: A masculine role noun said of a player who may be a woman, in each way it was written:
#: "Anna gewinnt als Solospieler" and "…, und zwar als Erster"; "{name} ist Solospieler",
#: "… und ist Solospieler" and "ist {name} sofort Solospieler"; "{name} (Solospieler)" and
#: "Anna gibt ({term}`Geber`)"; "der Solospieler, {soloist}," and "Solospieler {name}";
#: "{name}, der Solospieler".
AFTER_NAME = re.compile(
    "|".join(
        (
            rf"{_NAME}{_CLAUSE}\bals\s+{_ROLE}",
            rf"{_NAME}{_CLAUSE}\b{_BE}(?:\s+\w+){{0,2}}?\s+{_ROLE}",
            rf"\b{_BE}\s+{_NAME}(?:\s+\w+){{0,2}}?\s+{_ROLE}",
            rf"{_NAME}(?:\s+\w+){{0,2}}\s*\(\s*(?:\{{term\}}`)?{_ROLE}",
            rf"\b(?:[Dd]er|[Dd]em|[Dd]en|[Ee]in|[Ee]inem|[Ee]inen)\s+{_ROLE},?\s+{_NAME}",
            rf"(?<!\w){_ROLE}\s+{_ALWAYS}",
            rf"{_NAME},\s+(?:der|ein)\s+{_ROLE}",
        )
    )
)


def _msgstrs(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out: list[str] = []
    for block in re.split(r"\n\n+", text):
        if block.lstrip().startswith("#~"):
            continue
        for m in re.finditer(r'msgstr(?:\[\d\])? ((?:"(?:[^"\\]|\\.)*"\s*)+)', block):
            out.append("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
    return out


@pytest.mark.parametrize(
    "wrong",
    [
        "{soloist} gewinnt als Solospieler {taken}.",
        "Anna spielt allein als Solospieler.",
        "{name} hat {bid} genannt, die höchste genannte Farbe, und zwar als Erster; {later} …",
        "{name} gewinnt das Reizen mit {suit} und ist Solospieler.",
        "Spiel {code}: {name} ist Solospieler, Trumpf {suit}",
        "{name} ist Solospieler und muss Kreuz ansagen",
        "Nach *{call}* ist {name} sofort Solospieler und darf nur noch *{action}*.",
        "{name} (Solospieler): {points}",
        "{name} (Geber)",
        "Anna gibt ({term}`Geber`), also ist Ben Vorhand",
        "Trumpf {suit} · Solospieler {name}",
        "Der Solospieler, {soloist}, hat {has} Augen",
        "Clara, der Gewinner des Reizens, sagt an",
        "Eva ist als Letzter dran.",
    ],
)
def test_the_pattern_catches_a_role_noun_said_of_a_name(wrong: str) -> None:
    assert AFTER_NAME.search(wrong)


@pytest.mark.parametrize(
    "right",
    [
        "{soloist} gewinnt das Solo mit {taken}.",
        "{name} gewinnt das Reizen mit {suit} und spielt allein.",
        "{name} sagt {suit} als Trumpf an.",
        "{name} (spielt allein): {points}",
        "Anna, die Solospielerin, schreibt 60.",
        "Augen: Solospieler {soloist}, Gegenspieler {defenders}.",
        "Diese Seite begleitet fünf Spieler, Anna, Ben, Clara, David und Eva.",
        "Wer als Erster das höchste Gebot hat, gewinnt.",
        "{name} drückt zwei Karten; sie zählen für den Solospieler.",
        "David ist Solospieler.",
    ],
)
def test_the_pattern_lets_a_player_be_anyone(right: str) -> None:
    assert not AFTER_NAME.search(right)


BOOK = sorted((ROOT / "locales" / "de" / "LC_MESSAGES").rglob("*.po"))
#: Every German catalog: the engine's, then the book's pages and Sphinx's words.
CATALOGS = [ENGINE, *BOOK]
#: The translators' word list, whose table "Ein Wort pro Begriff" this test reads.
WORD_LIST = ROOT / "locales" / "de" / "README.md"
WORD_TABLE = "## Ein Wort pro Begriff"


def _name(path: Path) -> str:
    """``solo66.po`` for the engine's catalog, ``book/cards.po``, ``sphinx.po``."""
    return path.relative_to(path.parents[1 if path.parent.name == "book" else 0]).as_posix()


class Concept(NamedTuple):
    """One row of the word list: the forms not to use, and forms with the same letters in
    another sense, which stay ("die Engine bietet zwei Wertungen an" offers, it does not
    bid)."""

    variants: tuple[str, ...]
    other_sense: tuple[str, ...]


def _forms(cell: str) -> tuple[str, ...]:
    """The forms of a cell, each in `backticks` (in double ones when it holds one)."""
    return tuple(a or b for a, b in re.findall(r"``\s?(.+?)\s?``|`([^`]+)`", cell))


def read_word_list(text: str) -> dict[str, Concept]:
    """The word list's table: each concept (its settled word) -> the variants not to use
    (third column) and the forms in another sense (fourth column, may be empty).

    >>> table = read_word_list('''## Ein Wort pro Begriff
    ... | Englisch | so | nicht so | in anderem Sinn |
    ... |---|---|---|---|
    ... | deal code | **Spielcode** | `Blattcode`, `Blatt-Code` | |
    ... | under x | **bei `x`** | ``unter ` ``, `unter pass-final` | |
    ... | to bid | **reizen** | `bietet`, `geboten` | `bietet … an` (offers) |
    ...
    ... ## Next
    ... | a | b | `c` |
    ... ''')
    >>> for concept, (variants, other_sense) in table.items():
    ...     print(concept, variants, other_sense)
    deal code (Spielcode) ('Blattcode', 'Blatt-Code') ()
    under x (bei `x`) ('unter `', 'unter pass-final') ()
    to bid (reizen) ('bietet', 'geboten') ('bietet … an',)
    """
    section = text.split(WORD_TABLE, 1)[1].split("\n## ", 1)[0]
    table: dict[str, Concept] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if "|" in line else []
        if len(cells) < 3 or set(cells[0]) <= set("-: ") or cells[0] == "Englisch":
            continue
        # The middle cell may hold `code` itself; the variants are the third cell's.
        settled = re.sub(r"\*\*|\s*\(.*", "", cells[1].split(",")[0]).strip()
        other = _forms(cells[3]) if len(cells) > 3 else ()
        table[f"{cells[0]} ({settled})"] = Concept(_forms(cells[2]), other)
    return table


WORD_LIST_TABLE = read_word_list(WORD_LIST.read_text(encoding="utf-8"))
FORBIDDEN = {concept: row.variants for concept, row in WORD_LIST_TABLE.items()}


def _variant(word: str) -> re.Pattern[str]:
    """``word`` as a whole word: bounded where it begins or ends with a letter."""
    before = r"(?<!\w)" if re.match(r"\w", word) else ""
    after = r"(?!\w)" if re.search(r"\w$", word) else ""
    return re.compile(before + re.escape(word) + after)


def _other_sense(form: str) -> re.Pattern[str]:
    """A form in another sense, "…" standing for any words of the same clause:
    ``bietet … an`` is "bietet", then "an" before the next comma or full stop."""
    parts = [_variant(part.strip()).pattern for part in form.split("…")]
    return re.compile(r"[^.,;:!?]*?".join(parts))


_PATTERNS = {(c, w): _variant(w) for c, words in FORBIDDEN.items() for w in words}
_OTHER_SENSE = {c: [_other_sense(f) for f in row.other_sense] for c, row in WORD_LIST_TABLE.items()}


def _forbidden_in(text: str) -> list[tuple[str, str]]:
    """Each (concept, variant) the word list excludes that ``text`` uses, leaving out the
    forms it names in another sense."""
    found = []
    for concept in FORBIDDEN:
        rest = text
        for pattern in _OTHER_SENSE[concept]:
            rest = pattern.sub(" ", rest)
        found += [(concept, w) for w in FORBIDDEN[concept] if _PATTERNS[concept, w].search(rest)]
    return found


def forbidden_found(path: Path) -> list[tuple[str, str, str]]:
    """Each (concept, variant, translation) where a catalog uses a variant not to use."""
    return [(concept, word, s) for s in _msgstrs(path) for concept, word in _forbidden_in(s)]


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


@pytest.mark.parametrize(
    "wrong",
    [
        "jede mit A 10 K D B 9 8 7 von der höchsten zur niedrigsten Karte",
        "ihre Reihenfolge (A, 10, K, D, B, 9, 8, 7)",
        "schreibt die Punkte auf dem Schreibzettel auf",
        "der beste Spielverlauf mit allen Karten offen;",
        "Und Kreuz kann niemand überbieten.",
        "wer gereizt hat und überboten wird",
        "Eva bietet Herz.",
        "Eva bietet Herz, und Anna fängt an.",
        "Der Solospieler sagt die gebotene Farbe oder eine höhere an.",
        "wenn die Spieler anbieten, eine Farbe zum Trumpf zu machen",
        "{agreed} unter agreed-value (zweimal V), {winners} unter winners-points",
        "Gezählt wird unter `winners-points` mit den Augen",
        "Schneider verdoppelt die Wertung des Solos",
        "Drücke auf der Spielseite *{new}* für neue Karten.",
        "Drücke *Weiter* (oder die Taste →)",
        "Drücke „Weiter“ für die erste Ansage.",
        "und drück dann **Prüfen**.",
        "Geh im Spielrekorder zu ihr.",
        "Wiederholung: Schritt {step} von {steps}. {message}",
        "Du musst auch über das Ass deines Partners trumpfen",
        "Die Bieter folgen einem Drehbuch",
        "Jeder Trumpf zählt mehr als ein Ass einer Nebenfarbe",
        "und mach eine Farbe blank, um sie zu trumpfen.",
    ],
)
def test_the_settled_variants_fail(wrong: str) -> None:
    """Each variant the German edition has settled against is caught by the word list."""
    assert _forbidden_in(wrong)


@pytest.mark.parametrize(
    "right",
    [
        "Die Engine bietet zwei Wertungen an.",
        "die Engine bietet {discards} Möglichkeiten zum Drücken an: jedes Paar davon.",
        "die einzige angebotene Lesart",
        "Innerhalb einer Farbe: A 10 K Q J 9 8 7, also Ass, Zehn, König, Dame, Bube.",
        "Gereizt wird jeweils die niedrigste Farbe, die das bisherige Gebot schlägt.",
        "Klick auf *Weiter* (oder drück die Taste →).",
        "Gib die Augen des Stapels ein und drücke Enter.",
        "In der wörtlichen Lesart darf jeder eine Farbe wiederholen.",
        "Jeder Trumpf zählt mehr als ein Fehlfarben-Ass.",
        "und mach eine Farbe frei, damit du sie stechen kannst.",
    ],
)
def test_the_word_list_leaves_the_settled_words(right: str) -> None:
    assert _forbidden_in(right) == []


def test_every_option_name_is_listed_after_unter() -> None:
    """ "unter `x`" and "unter x" are a calque of "under x": the word list names the calque
    with every option and value of the engine ("bei `x`", "mit `x`" instead)."""
    from solo66.core.rules import OPTIONS

    row = next(v for c, v in FORBIDDEN.items() if c.startswith("under option"))
    names = {n for o in OPTIONS for n in (o.label, *o.choices) if isinstance(n, str)}
    missing = sorted(n for n in names if not n.startswith("unter") and f"unter {n}" not in row)
    assert missing == []


def _engine_words() -> dict[str, set[str]]:
    """Each message of the engine (no plural) -> its German translations."""
    words: dict[str, set[str]] = {}
    for m in catalogs.messages(ENGINE):
        if isinstance(m.id, str):
            words.setdefault(m.id, set()).add(m.string)
    return words


ENGINE_WORDS = _engine_words()
#: A word set in *italics* or **bold**: how the book names a button, a label or a heading.
_SPAN = re.compile(r"(?<![*\w])\*\*?([^*\n]+?)\*\*?(?![*\w])")


def misnamed_buttons(path: Path) -> list[tuple[str, set[str], str]]:
    """Each (English name, German names, translation) where a page sets a word of the
    widgets in italics or bold, *New deal*, and its translation does not set the word the
    German widgets show (the engine's translation), *Neues Spiel*."""
    found = []
    for m in catalogs.messages(path):
        for english in _SPAN.findall(catalogs.english(m)):
            german = ENGINE_WORDS.get(english)
            if german and not any(
                re.search(rf"\*\*?{re.escape(g)}\*\*?", catalogs.translations(m)[0]) for g in german
            ):
                found.append((english, german, catalogs.translations(m)[0][:100]))
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


@pytest.mark.parametrize("path", CATALOGS, ids=_name)
def test_one_word_per_concept_and_a_tidy_catalog(path: Path) -> None:
    """Every catalog uses the word list's words, names the German widgets' words as they
    are, has its header filled in and no obsolete entries (``python -m tools.catalogs
    tidy`` fills in the one and drops the others)."""
    found = [(c, w, s[:100]) for c, w, s in forbidden_found(path)]
    assert found == [], f"{_name(path)}: variants the word list ({WORD_LIST.name}) excludes"
    buttons = misnamed_buttons(path)
    assert buttons == [], f"{_name(path)}: name the German widgets' words as they are"
    problems = catalogs.header_problems(path)
    assert problems == [], (
        f"{_name(path)}: run python -m tools.catalogs tidy {path.relative_to(ROOT)}"
    )
    obsolete = catalogs.obsolete_lines(path.read_text(encoding="utf-8"))
    assert obsolete == [], f"{_name(path)}: obsolete #~ lines {obsolete}"


@pytest.mark.parametrize("path", CATALOGS, ids=_name)
def test_no_masculine_role_noun_after_a_name_anywhere(path: Path) -> None:
    bad = [s[:100] for s in _msgstrs(path) if AFTER_NAME.search(s)]
    assert bad == []


def test_the_outright_errors_are_gone() -> None:
    text = "\n".join(s for p in [ENGINE, *BOOK] for s in _msgstrs(p))
    errors = ("ohne einen von ihnen", "Kollegin könnt", "an wen ging", "Blatt {code}",
              "Mit offenen Karten gelöst, wird", "an den ging, der ihn bekam",
              "ohne jeden der beiden", "gepasst: Es steht", "zu erzwingen erlaubt",
              "das nichts überreizen", "das niemand überreizen")  # fmt: skip
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
        kept = [(m.id, m.string, m.context) for m in catalogs.messages(path)]
        assert [(m.id, m.string, m.context) for m in catalogs.messages(copy)] == kept, path.name
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


#: The source's sentences the German edition quotes: a word that finds each quotation of
#: it, and the words from which every version must read the same.  The translators have
#: no German original, so each is one German rendering of the English summary, the same
#: on every page and in the engine, and marked as translated.
SOURCE_QUOTES = {
    "höchste Gebot": "Wer als Erster das höchste Gebot hat, gewinnt",
    "Talonkarten": "muss dann das gereizte oder ein höheres Spiel ansagen",
    "Gewinnt der Solospieler": "Gewinnt der Solospieler, schreibt er die Punkte",
    "den letzten Stich macht (": "je nach Vereinbarung zwei Möglichkeiten",
}
TRANSLATED = "aus der englischen Zusammenfassung übersetzt"


def _quotations(text: str) -> list[str]:
    """The quotations in a translation: each „…“, and a block quote ending in its
    citation (``… {cite:p}`wikipedia-en-solo66`, aus der …``)."""
    found = re.findall(r"„([^“]*)“", text)
    if re.search(r"\{cite:p\}`[^`]+`, " + TRANSLATED, text):
        found.append(text.split(" {cite:p}")[0])
    return found


@pytest.mark.parametrize("words", SOURCE_QUOTES)
def test_the_source_is_quoted_one_way(words: str) -> None:
    """Every quotation of a sentence of the source reads the same (a shorter one is the
    start of the longest, from the words every version has) and says it is translated."""
    start = SOURCE_QUOTES[words]
    quoted = [
        (s, q[q.index(start) :].rstrip(".“ ") if start in q else q)
        for s in (s for p in CATALOGS for s in _msgstrs(p))
        for q in _quotations(s)
        if words in q
    ]
    assert len(quoted) >= 2, words
    longest = max((q for _, q in quoted), key=len)
    assert [q for _, q in quoted if not (q.startswith(start) and longest.startswith(q))] == []
    assert [s[:100] for s, _ in quoted if TRANSLATED not in s] == []


def test_the_quotation_check_can_fail() -> None:
    assert _quotations("Sie sagt: „Er muss dann das Gebot ansagen.“ {x}") == [
        "Er muss dann das Gebot ansagen."
    ]
    assert _quotations(f"Wird kein Trumpf … {{cite:p}}`w`, {TRANSLATED}") == ["Wird kein Trumpf …"]


_NUMBERED = re.compile(r"(?:\d+|\{\w+\})\.\s")


def numbered_starts(path: Path) -> list[str]:
    """Translations that begin like a numbered list item ("2. Stich: …", "1. Stunde")
    where the English does not: Markdown makes them a list, a heading stays English."""
    return [
        m.string[:60]
        for m in catalogs.messages(path)
        if isinstance(m.string, str) and m.string
        if _NUMBERED.match(m.string) and not _NUMBERED.match(catalogs.english(m))
    ]


@pytest.mark.parametrize("path", CATALOGS, ids=_name)
def test_no_translation_starts_like_a_numbered_list(path: Path) -> None:
    assert numbered_starts(path) == []


def test_the_numbered_start_check_can_fail(tmp_path: Path) -> None:
    page = tmp_path / "page.po"
    page.write_text(
        'msgid ""\nmsgstr ""\n\nmsgid "Lesson 1: cards"\nmsgstr "1. Stunde: Karten"\n\n'
        'msgid "Trick {trick}: a card"\nmsgstr "{trick}. Stich: eine Karte"\n\n'
        'msgid "{values}. More"\nmsgstr "{values}. Mehr"\n',
        encoding="utf-8",
    )
    assert numbered_starts(page) == ["1. Stunde: Karten", "{trick}. Stich: eine Karte"]
