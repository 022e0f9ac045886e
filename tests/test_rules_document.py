"""docs/rules.md, the project's rules reference, names every option and each of its values,
with the tag the option's declaration gives it ([source], [default] or [house rule])."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from solo66 import OPTIONS
from solo66.core.rules import Option, Tag

ROOT = Path(__file__).resolve().parents[1]
DOCUMENT = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")


def values(option: Option) -> tuple[object, ...]:
    return option.choices or (option.default,)


def setting(option: Option, value: object) -> str:
    return f"`{option.label} = {option.format(value)}`"


def tagged(tag: str, text: str) -> bool:
    """Whether ``text`` stands inside a bracket that begins with, or says, ``tag``."""
    return (
        re.search(r"\[[^\]]*" + re.escape(tag) + r"[^\]]*" + re.escape(text), DOCUMENT) is not None
    )


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.field)
def test_every_option_and_each_of_its_values_is_in_the_rules(option: Option):
    for value in values(option):
        assert setting(option, value) in DOCUMENT, setting(option, value)


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.field)
def test_each_reading_carries_the_tag_of_its_declaration(option: Option):
    for value in values(option):
        tag = option.tag_of(value)
        if value == option.default or tag is Tag.HOUSE_RULE:
            assert tagged(str(tag), setting(option, value)), (tag, setting(option, value))
        if tag is not Tag.HOUSE_RULE:
            assert not tagged("house rule", setting(option, value)), setting(option, value)


def test_every_reference_to_the_rules_resolves_in_the_repository():
    cited = []
    for folder in ("solo66", "tests", "benchmarks", "tools"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            cited += [(path, m) for m in re.findall(r"[\w./-]*RULES\.md|docs/[\w./-]+\.md", text)]
    assert cited, "nothing cites the rules document"
    for path, name in cited:
        assert (ROOT / name).is_file(), f"{path.relative_to(ROOT)} cites {name}, which is missing"


def test_the_sections_the_rules_tests_cite_are_in_the_rules():
    headings = set(re.findall(r"^## (.+)$", DOCUMENT, re.MULTILINE))
    cited = set()
    for path in (ROOT / "tests").glob("test_rules_*.py"):
        docstring = path.read_text(encoding="utf-8").split('"""')[1]
        if docstring.startswith("docs/rules.md"):
            cited.update(re.findall(r'"([^"]+)"', docstring))
    assert cited
    assert cited <= headings, cited - headings
