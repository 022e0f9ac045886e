"""Every page calls each rule what the engine's declarations say it is, in both editions.

The `Rules` options declare where each rule comes from (``Option.tag`` for this book's
choice, ``Option.tag_of(value)`` for each other choice): the source's rule, a reading,
the source's other option ("depending on what has been pre-agreed") or a house rule
against the source.  These tests read the pages as a reader gets them (the notebooks'
text and stored outputs; the German catalogs) and fail when a page gives a rule another
label than its declaration: a source rule called a reading, a house rule called a
reading, the source's other option called a house rule.  No page shows the rules
specification's "[default]" marker: readings are marked *(reading)*.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from solo66 import OPTIONS
from solo66.core.rules import Option, Tag
from solo66.i18n import speaking
from tools import catalogs

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
CATALOGS = ROOT / "locales" / "de" / "LC_MESSAGES" / "book"
PAGES = sorted([*BOOK.glob("*.ipynb"), *BOOK.glob("*.md")])

#: How the sources page's table names where a rule comes from, by tag (this book's
#: choice, and each other choice), and how the variants page heads each other choice.
SOURCES_FROM = {Tag.SOURCE: "source", Tag.DEFAULT: "reading"}
SOURCES_OTHER = {
    Tag.SOURCE: "the source's other option",
    Tag.DEFAULT: "another reading",
    Tag.HOUSE_RULE: "house rule",
}
VARIANTS_OURS = {Tag.SOURCE: "**The source's rule:**", Tag.DEFAULT: "**The book's reading:**"}
VARIANTS_OTHER = {
    Tag.SOURCE: "The source's other option",
    Tag.DEFAULT: "Another reading",
    Tag.HOUSE_RULE: "House rule against the source",
}
#: Words that give a choice a standing it does not have, by language and declared tag.
WRONG_WORDS = {
    "en": {
        Tag.SOURCE: ("house rule", "reading"),
        Tag.HOUSE_RULE: ("a reading", "another reading", "A reading"),
    },
    "de": {Tag.SOURCE: ("Hausregel", "Lesart"), Tag.HOUSE_RULE: ("Lesart",)},
}


def _outputs(cell: dict) -> list[str]:
    texts = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        for kind in ("text/markdown", "text/html", "text/plain"):
            if kind in data:
                texts.append("".join(data[kind]))
                break
        if output.get("output_type") == "stream":
            texts.append("".join(output.get("text", "")))
    return texts


def reader_text(path: Path) -> str:
    """What a reader of the page sees: its text and its cells' outputs, not its code."""
    if path.suffix == ".md":
        return path.read_text(encoding="utf-8")
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    parts = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            parts.append("".join(cell["source"]))
        elif cell["cell_type"] == "code":
            parts += _outputs(cell)
    return "\n\n".join(parts)


def outputs_of(page: str) -> list[str]:
    cells = json.loads((BOOK / f"{page}.ipynb").read_text(encoding="utf-8"))["cells"]
    return [text for cell in cells if cell["cell_type"] == "code" for text in _outputs(cell)]


def blocks(text: str) -> list[str]:
    """Paragraphs, each list item and each table row apart."""
    found: list[list[str]] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            found.append([])
        elif re.match(r"(- |\* |\||\d+\. )", stripped) or not found:
            found.append([stripped])
        else:
            found[-1].append(stripped)
    return [" ".join(block) for block in found if block]


def other_choices() -> list[tuple[Option, str, Tag]]:
    """Each choice other than this book's, with its declared tag (an open value, such as
    another game value, is another reading)."""
    return [
        (o, str(name), o.tag_of(next(c for c in o.choices if str(c) == name)))
        for o in OPTIONS
        if o.choices
        for name in o.alternatives
    ]


def names_in_text(option: Option, name: str) -> list[str]:
    """How a page writes the choice in code: `payments`, `settlement=payments`, …"""
    value = next(c for c in option.choices if str(c) == name)
    text = option.format(value)
    named = [f"`{option.label}={text}`", f"`{option.label}: {text}`"]
    # A switch's bare value (`True`) does not say which switch it is.
    return named if isinstance(value, bool) else [f"`{name}`", *named]


def clauses(block: str) -> list[str]:
    """A block cut at each sentence's or clause's end, table cell and list comma: the label
    of a choice stands in the same clause as its name."""
    return re.split(r"(?<=[.;:!?|,])\s+", block)


# -- no [default] marker ----------------------------------------------------------------------


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_no_page_shows_the_default_marker(path: Path) -> None:
    assert "[default]" not in reader_text(path)


@pytest.mark.parametrize("path", sorted(CATALOGS.glob("*.po")), ids=lambda p: p.name)
def test_no_german_page_shows_the_default_marker(path: Path) -> None:
    shown = [m.id for m in catalogs.messages(path) if "[default]" in m.string]
    assert shown == []


# -- the labels the pages give, against the declarations --------------------------------------


def test_the_sources_table_labels_each_rule_as_declared() -> None:
    table = next(t for t in outputs_of("sources") if t.startswith("| | Option |"))
    rows = {re.search(r"\(`(\w+)`\)", row).group(1): row for row in table.splitlines()[2:]}  # type: ignore[union-attr]
    assert set(rows) == {o.field for o in OPTIONS}
    for option in OPTIONS:
        cells = [cell.strip() for cell in rows[option.field].split("|")]
        assert cells[4] == SOURCES_FROM[option.tag], option.field
        for o, name, tag in other_choices():
            if o is option:
                assert f"`{name}` ({SOURCES_OTHER[tag]})" in cells[5], (option.field, name)


def test_the_variants_page_labels_each_rule_as_declared() -> None:
    text = "\n".join(outputs_of("variants"))
    for option in OPTIONS:
        section = text.split(f"### {option.name[0].upper()}{option.name[1:]}\n", 1)[1]
        assert section.lstrip().startswith(VARIANTS_OURS[option.tag]), option.field
    for option, name, tag in other_choices():
        value = next(c for c in option.choices if str(c) == name)
        rule = f"`{option.label}={option.format(value)}`"
        assert f"**{VARIANTS_OTHER[tag]}** {rule}:" in text, (option.field, name)
        for other, label in VARIANTS_OTHER.items():
            if other is not tag:
                assert f"**{label}** {rule}" not in text, (option.field, name, label)


def test_the_source_s_rules_are_the_ones_its_words_state() -> None:
    """What the source says in so many words (docs/rules.md): announce before the talon,
    any two discards into the soloist's trick pile, both ways when everyone passes."""
    stated = {o.field for o in OPTIONS if o.tag is Tag.SOURCE}
    assert {"talon_order", "discard", "discard_points", "all_pass"} <= stated
    tags = {(o.field, name): tag for o, name, tag in other_choices()}
    assert tags[("all_pass", "last-trick")] is Tag.SOURCE
    assert tags[("talon_order", "talon-first")] is Tag.HOUSE_RULE


def wrong_labels(block: str, language: str) -> list[tuple[str, str, str]]:
    """Each (option, choice, word) where ``block`` gives a choice it names a wrong standing.

    A block that names one choice only is read whole (a definition such as "`payments`:
    …, a house rule"); one that names several is read clause by clause, each label going
    with the name in its own clause."""
    named = [
        (option, name, tag)
        for option, name, tag in other_choices()
        if any(n in block for n in names_in_text(option, name))
    ]
    parts = [block] if len(named) == 1 else clauses(block)
    found = []
    for part in parts:
        for option, name, tag in named:
            if tag is Tag.DEFAULT or not any(n in part for n in names_in_text(option, name)):
                continue
            found += [(option.field, name, w) for w in WRONG_WORDS[language][tag] if w in part]
    return found


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.name)
def test_no_page_calls_a_choice_what_it_is_not(path: Path) -> None:
    """A paragraph, list item or table row that names a house rule or the source's other
    option in code never calls it a reading (nor the source's option a house rule)."""
    for block in blocks(reader_text(path)):
        assert wrong_labels(block, "en") == [], (path.name, block)


@pytest.mark.parametrize("path", sorted(CATALOGS.glob("*.po")), ids=lambda p: p.name)
def test_no_german_page_calls_a_choice_what_it_is_not(path: Path) -> None:
    """The same in the German edition: each message's translation (the choices' names are
    code, the same in both languages)."""
    for message in catalogs.messages(path):
        for block in blocks(message.string):
            assert wrong_labels(block, "de") == [], (path.name, message.id)


def test_the_german_labels_say_the_same_as_the_english() -> None:
    """The German words for each label, in the pages' catalogs: a source label says
    Quelle and never Lesart or Hausregel, a reading says Lesart, a house rule Hausregel."""
    german = {
        m.id: m.string
        for page in ("sources", "variants")
        for m in catalogs.messages(CATALOGS / f"{page}.po")
    }
    source_labels = ["source", "the source's other option", "The source's rule",
                     "**The source's rule:** {summary}"]  # fmt: skip
    for label in source_labels:
        assert "Quelle" in german[label], label
        assert "Lesart" not in german[label] and "Hausregel" not in german[label], label
    for label in ("reading", "another reading", "This book's reading"):
        assert "Lesart" in german[label] and "Quelle" not in german[label], label
    for label in ("house rule", "house rule against the source"):
        assert "Hausregel" in german[label] and "Lesart" not in german[label], label


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_declarations_own_texts_say_what_their_tags_say(language: str) -> None:
    """An alternative's text calls it a house rule exactly when it is declared one, and a
    source rule's summary never calls it a reading, in both languages."""
    house = {"en": "house rule against the source", "de": "Hausregel gegen die Quelle"}
    reading = {"en": "reading", "de": "Lesart"}
    with speaking(language):
        for option, name, tag in other_choices():
            text = option.alternatives[name]
            assert (house[language] in text) == (tag is Tag.HOUSE_RULE), (option.field, name)
            if tag is Tag.SOURCE:
                assert reading[language] not in text.lower(), (option.field, name)
        for option in OPTIONS:
            if option.tag is Tag.SOURCE:
                assert reading[language] not in option.summary.lower(), option.field
                assert reading[language] not in option.source.lower(), option.field
