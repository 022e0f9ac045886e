"""German edition (issue 24): no masculine role noun directly after a player's name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from solo66.teaching.book import PLAYERS

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
# One word per concept (issue 24): concept -> variants that must not appear in a msgstr.
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "Überstechpflicht (must-overtrump)": ("Übertrumpfzwang",),
    "eingepasst (all-pass deal)": ("durchgepasst",),
    "Spielcode (deal code)": ("Blattcode",),
    "Löser (solver)": ("Solver",),
    "schwarz (predicate, lower case)": ("ist Schwarz", "sind Schwarz", "wird Schwarz"),
    "Mit offenen Karten lösen": ("Mit offenen Karten gelöst, wird",),
}


@pytest.mark.parametrize("path", [ENGINE, *BOOK], ids=lambda p: p.name)
def test_one_word_per_concept(path: Path) -> None:
    bad = [
        (concept, word, s[:80])
        for s in _msgstrs(path)
        for concept, words in FORBIDDEN.items()
        for word in words
        if word in s
    ]
    assert bad == []


def test_the_outright_errors_are_gone() -> None:
    text = "\n".join(s for p in [ENGINE, *BOOK] for s in _msgstrs(p))
    for wrong in ("ohne einen von ihnen", "Kollegin könnt", "an wen ging", "Blatt {code}"):
        assert wrong not in text


def _cli(*argv: str) -> str:
    import io

    from solo66.frontends import cli

    out, err = io.StringIO(), io.StringIO()
    assert cli.main(list(argv), stdin=io.StringIO(""), stdout=out, stderr=err) == 0  # type: ignore[arg-type]
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
