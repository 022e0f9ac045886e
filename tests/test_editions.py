"""The German edition's catalogs are complete and hold today's English text.

``tools/editions.py`` extracts the English book into one catalog per page under
``locales/de/LC_MESSAGES/book/`` (``make translations``).  Two things keep the German
book in step with the English one:

- every message of every catalog is translated and none is fuzzy (a paragraph changed
  in English comes back fuzzy, or untranslated if it is new);
- the catalogs hold exactly the English text of the pages as they are now: a paragraph
  edited in English but not extracted again (``make translations`` not run) fails too.

The engine's own catalog (``solo66/locale/``) has the same check in ``test_i18n.py``;
both use :func:`catalogs.untranslated`.
"""

from __future__ import annotations

import doctest
import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message

from tools import built_site, catalogs, editions

ROOT = Path(__file__).resolve().parent.parent


def _report(found: list[str], what: str) -> str:
    shown = "\n".join(found[:40])
    more = f"\n... and {len(found) - 40} more" if len(found) > 40 else ""
    return f"{len(found)} {what}:\n{shown}{more}"


def test_every_message_of_the_german_book_is_translated() -> None:
    found = editions.problems("de")
    assert found == [], _report(
        found, "messages of the German book are untranslated or fuzzy (see README.md)"
    )


def test_the_german_catalogs_hold_the_english_text_of_today(tmp_path: Path) -> None:
    templates = editions.extract(tmp_path / "gettext")
    assert sorted(p.name for p in (templates / "book").glob("*.pot")) == sorted(
        f"{p.stem}.pot" for p in (ROOT / "book").glob("*.*") if p.suffix in (".md", ".ipynb")
    )
    found = editions.out_of_date(templates, "de")
    assert found == [], _report(found, "differences: run make translations")


# -- the checks themselves can fail, and say where -------------------------------------


def _catalog(
    folder: Path, name: str, messages: list[Message], obsolete: list[Message] | None = None
) -> Path:
    path = folder / "de" / "LC_MESSAGES" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog(locale="de")  # its header marked fuzzy, as sphinx-intl writes it
    for message in messages:
        catalog[message.id] = message
    for message in obsolete or []:
        catalog.obsolete[message.id] = message
    path.write_text(catalogs.write(catalog), encoding="utf-8")
    return path


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A locales folder under ``tmp_path`` (empty), which ``editions`` reads instead of
    the book's, with paths named from ``tmp_path``."""
    monkeypatch.setattr(editions, "ROOT", tmp_path)
    monkeypatch.setattr(editions, "LOCALES", tmp_path / "locales")
    return tmp_path / "locales"


def test_the_check_names_the_catalog_and_each_untranslated_or_fuzzy_message(
    locales: Path,
) -> None:
    _catalog(
        locales,
        "book/tricks.po",
        [
            Message("Tricks", "Stiche"),
            Message("You must follow suit.", ""),
            Message("The highest trump wins.", "Der höchste Trumpf gewinnt.", flags=["fuzzy"]),
        ],
        obsolete=[Message("Gone.", "")],
    )
    _catalog(locales, "sphinx.po", [Message("Search", "Suche")])
    assert editions.problems("de") == [
        "locales/de/LC_MESSAGES/book/tricks.po: untranslated: 'You must follow suit.'",
        "locales/de/LC_MESSAGES/book/tricks.po: fuzzy: 'The highest trump wins.'",
    ]
    assert editions.check(["de"]) == 1


def test_a_paragraph_changed_in_english_but_not_extracted_is_out_of_date(
    tmp_path: Path, locales: Path
) -> None:
    templates = tmp_path / "gettext"
    (templates / "book").mkdir(parents=True)

    def template(name: str, *msgids: str) -> None:
        catalog = Catalog(fuzzy=False)
        for msgid in msgids:
            catalog.add(msgid)
        (templates / name).write_text(catalogs.write(catalog), encoding="utf-8")

    template("book/tricks.pot", "Tricks", "You must follow suit, if you can.")
    template("book/deal.pot", "The deal")
    template("sphinx.pot", "Search")
    _catalog(
        locales,
        "book/tricks.po",
        [Message("Tricks", "Stiche"), Message("You must follow suit.", "Du musst bedienen.")],
    )
    _catalog(locales, "book/cards.po", [Message("The cards", "Die Karten")])
    _catalog(locales, "sphinx.po", [Message("Search", "Suche")])
    assert editions.out_of_date(templates, "de") == [
        "locales/de/LC_MESSAGES/book/deal.po: missing (a new page: run make translations)",
        "locales/de/LC_MESSAGES/book/tricks.po: not in the catalog (the English text "
        "changed: run make translations): 'You must follow suit, if you can.'",
        "locales/de/LC_MESSAGES/book/tricks.po: no longer in the English text (run make "
        "translations): 'You must follow suit.'",
        "locales/de/LC_MESSAGES/book/cards.po: no such page in the book",
    ]
    # Once extracted again (sphinx-intl keeps the old text as fuzzy), only the
    # completeness check has something to say.
    shutil.copy(templates / "book/deal.pot", locales / "de/LC_MESSAGES/book/deal.po")
    (locales / "de/LC_MESSAGES/book/cards.po").unlink()
    path = locales / "de/LC_MESSAGES/book/tricks.po"
    messages = catalogs.read(path)
    del messages["You must follow suit."]
    messages.add("You must follow suit, if you can.", "Du musst bedienen.", flags=["fuzzy"])
    path.write_text(catalogs.write(messages), encoding="utf-8")
    assert editions.out_of_date(templates, "de") == []
    assert [line.split(": ", 2)[1] for line in editions.problems("de")] == [
        "untranslated",
        "fuzzy",
    ]


def test_the_catalogs_name_the_project() -> None:
    for path in editions.catalog_files("de"):
        header = catalogs.header_of(catalogs.read(path))
        assert "Project name not set" not in path.read_text(encoding="utf-8"), path
        assert header["Project-Id-Version"].startswith("Solo 66 "), path


def test_the_templates_strings_are_translated_by_hand() -> None:
    # locales/de/LC_MESSAGES/sphinx.po: the strings of book/_templates (not a page's).
    messages = {
        m.id: m.string for m in catalogs.messages(editions.LOCALES / "de/LC_MESSAGES/sphinx.po")
    }
    assert messages["Search"] == "Suche"  # as the theme says it


@pytest.mark.parametrize("module", [editions, catalogs, built_site])
def test_the_tools_examples_run(module: object) -> None:
    # tools/ is not among pytest's testpaths (its doctests need the book's packages): run them here.
    failed, tried = doctest.testmod(
        module,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,  # type: ignore[arg-type]
    )
    assert tried > 0 and failed == 0


def test_the_sphinx_extensions_examples_run() -> None:
    sphinx_solo66 = pytest.importorskip("tools.sphinx_solo66")
    failed, tried = doctest.testmod(sphinx_solo66, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failed == 0


def test_a_myst_notebook_s_tr_messages_are_found(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "---\njupytext:\n  text_representation:\n    format_name: myst\n---\n\n# A page\n\n"
        'Some text with tr("not code").\n\n'
        "```{code-cell} ipython3\n:tags: [remove-input]\n\n%matplotlib inline\n"
        'tr = str\nprint(tr("From the key, deal {number}:").format(number=1))\n```\n',
        encoding="utf-8",
    )
    assert editions.code_messages(page) == [("From the key, deal {number}:", 1)]


def test_the_book_s_myst_notebooks_are_read_for_messages() -> None:
    pages = {page.name for page in editions.notebooks()}
    assert "class-sets.md" in pages and "drills.ipynb" in pages
    assert "glossary.md" not in pages and "teachers.md" in pages  # no code cells; hidden asserts
    assert ("From the answer key, deal {number}:", 3) in editions.code_messages(
        ROOT / "book" / "class-sets.md"
    )
