"""The book's editions: English at the site's root, German under ``de/``.

One source, two editions.  The English pages are the source text; the German edition
is built from the same pages with Sphinx's translation workflow:

``python -m tools.editions gettext``
    Extracts every paragraph, heading, list item and table cell of the English book
    into one template per page (``_build/gettext/book/<page>.pot``, Sphinx's
    ``gettext`` builder), adds the sentences the notebooks' code writes (calls
    ``tr("...")`` of :func:`solo66.teaching.book.translator`, found with :mod:`ast`),
    and updates each language's catalogs with ``sphinx-intl``
    (``locales/<language>/LC_MESSAGES/book/<page>.po``): a new paragraph comes in
    untranslated, a changed one fuzzy, with its old translation kept for the translator.
``python -m tools.editions check``
    Says which message of which catalog under ``locales/`` is untranslated or fuzzy
    (``--list``: each message) and exits 1 if any is; ``tests/test_editions.py`` also
    checks that the catalogs hold exactly the English text of today's pages.
``python -m tools.editions config de``
    Writes the German edition's configuration, ``_build/editions/de/_config.yml``: the
    English ``_config.yml`` with the book's language, its catalogs and its own words.
``python -m tools.editions build de``
    Builds the German edition into ``_build/editions/de/_build/html`` with the notebooks
    executed in German (``SOLO66_LANG=de``: every widget's stored state is German); a
    cell's error stops the build (this is the check that every cell runs in German; the
    English edition shows the stored notebooks, which ``make live`` checks).
    ``make book`` builds it beside the English edition and puts it in ``_build/html/de/``;
    every page links to its twin in the other edition (``solo66_other_edition``).

Deal codes, seeds and records are the same in every edition: the notebooks are the same
files, only the language the engine speaks differs.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml
from babel.messages.catalog import Catalog

from tools import catalogs  # the engine's catalogs, the same checks

ROOT = Path(__file__).resolve().parent.parent

LOCALES = ROOT / "locales"
GETTEXT = ROOT / "_build" / "gettext"
EDITIONS = ROOT / "_build" / "editions"
#: The editions besides English, and what each says of itself.
LANGUAGES: dict[str, dict[str, str]] = {
    "de": {
        "name": "Deutsch",
        "title": "Solo 66",
        # The theme writes "By {author}" ("Durch …") under every page.
        "author": "das Projekt Solo 66",
        "root_link": "{title}: hier beginnt das Buch.",
        # myst-nb's words on a folded code cell ({type} is its English "source"…).
        "code_prompt_show": "Code der Zelle zeigen",
        "code_prompt_hide": "Code der Zelle verbergen",
        "description": (
            "Solo 66, das Kartenspiel für fünf Spieler, Seite für Seite erklärt: die "
            "Karten, das Geben, das Reizen, der Skat, die Stiche und die Abrechnung, "
            "mit Beispielen zum Anklicken."
        ),
    },
}
#: The English edition, at the site's root: what the other editions link back to.
ENGLISH = {"language": "en", "name": "English"}
#: The function whose literal arguments are a notebook's own messages.
KEYWORD = "tr"
#: A code cell's metadata that the page shows as words: its folded cell's prompts.
PROMPTS = ("code_prompt_show", "code_prompt_hide")
_MAGIC = re.compile(r"^\s*[%!]")


def jupyter_book() -> str:
    return str(Path(sys.executable).with_name("jupyter-book"))


def _where(path: Path) -> str:
    """A file as messages name it: relative to the repository when it is in it."""
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def code_messages(notebook: Path) -> list[tuple[str, int]]:
    """The literal messages of ``tr("...")`` calls in a notebook's code cells, with cell numbers.

    ``notebook`` is an ``.ipynb`` file or a MyST Markdown notebook (a page ``.md`` with
    ``{code-cell}`` blocks, read as myst-nb reads it).  IPython magics (lines starting
    with ``%`` or ``!``) are read as ``pass``.

    >>> import tempfile
    >>> page = {"cells": [
    ...     {"cell_type": "markdown", "source": ["tr('not code')"]},
    ...     {"cell_type": "code", "source": ["%matplotlib inline\\n", "print(tr('Trumps: {n}'))"]},
    ...     {"cell_type": "code", "source": ["tr('Follow suit')  # twice\\n", "x = len('no')"]},
    ... ]}
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder, "page.ipynb")
    ...     _ = path.write_text(json.dumps(page), encoding="utf-8")
    ...     code_messages(path)
    [('Trumps: {n}', 1), ('Follow suit', 2)]

    A message must be a literal string, so that the translator sees the whole sentence:

    >>> page["cells"][2]["source"] = ["tr('Trumps: ' + str(n))"]
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder, "page.ipynb")
    ...     _ = path.write_text(json.dumps(page), encoding="utf-8")
    ...     code_messages(path)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    SystemExit: ...page.ipynb, cell 2: tr() takes a literal string (...), not 'Trumps: ' + str(n)
    """
    text = notebook.read_text(encoding="utf-8")
    if notebook.suffix == ".md":
        from myst_nb.core.read import read_myst_markdown_notebook

        cells = read_myst_markdown_notebook(text)["cells"]
    else:
        cells = json.loads(text)["cells"]
    found: list[tuple[str, int]] = []
    for number, cell in enumerate(cells):
        if cell["cell_type"] != "code":
            continue
        # A folded cell's own words ("Show the solution"), from its metadata.
        config = cell.get("metadata", {}).get("mystnb", {})
        found += [(config[key], number) for key in PROMPTS if config.get(key)]
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        source = "\n".join(
            line[: len(line) - len(line.lstrip())] + "pass" if _MAGIC.match(line) else line
            for line in source.splitlines()
        )
        for node in ast.walk(ast.parse(source)):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == KEYWORD
                and node.args
            ):
                first = node.args[0]
                if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                    raise SystemExit(
                        f"{_where(notebook)}, cell {number}: {KEYWORD}() takes a "
                        "literal string (a translator must see the whole sentence), not "
                        f"{ast.unparse(first)}"
                    )
                found.append((first.value, number))
    return found


def notebooks() -> list[Path]:
    """The book's notebooks: every ``.ipynb`` page and every MyST page with code cells."""
    pages = sorted((ROOT / "book").glob("*.ipynb"))
    pages += sorted(
        page
        for page in (ROOT / "book").glob("*.md")
        if "```{code-cell}" in page.read_text(encoding="utf-8")
    )
    return pages


def add_code_messages(template: Path, notebook: Path) -> int:
    """Append a notebook's code messages to its page template; how many were new.

    Each comes with the comment ``written by the page's code`` for the translator (and
    no place: the catalogs name none).
    """
    catalog = catalogs.read(template) if template.is_file() else Catalog(fuzzy=False)
    added = 0
    for msgid, _cell in code_messages(notebook):
        if msgid in catalog:
            continue
        catalog.add(msgid, auto_comments=["written by the page's code"])
        added += 1
    if added:
        template.parent.mkdir(parents=True, exist_ok=True)
        template.write_text(catalogs.write(catalog), encoding="utf-8")
    return added


def extract(out: Path) -> Path:
    """Extract the English book into one template per page under ``out``; their folder.

    Notebooks are not executed (their cell outputs are not translated anyway), so this
    takes seconds.
    """
    config = out / "_config.yml"
    write_config(
        config,
        {"execute": {"execute_notebooks": "off"}},
        {"gettext_compact": False, "gettext_location": False, "gettext_uuid": False},
    )
    subprocess.run(
        [jupyter_book(), "build", str(ROOT), "--config", str(config), "--path-output",
         str(out), "--builder", "custom", "--custom-builder", "gettext", "-q"],
        check=True,
    )  # fmt: skip
    built = out / "_build" / "gettext"
    for notebook in notebooks():
        template = built / "book" / f"{notebook.stem}.pot"
        add_code_messages(template, notebook)
    return built


def gettext(languages: list[str]) -> None:
    """Extract the English book into templates and update every language's catalogs."""
    built = extract(EDITIONS / "gettext")
    subprocess.run(
        [str(Path(sys.executable).with_name("sphinx-intl")), "update", "-p", str(built),
         "-d", str(LOCALES), *[arg for lang in languages for arg in ("-l", lang)],
         "--line-width", "-1"],
        check=True,
    )  # fmt: skip
    for language in languages:
        for path in catalog_files(language):
            text = path.read_text(encoding="utf-8")
            named = name_project(text)
            if named != text:
                path.write_text(named, encoding="utf-8")


def name_project(po_text: str) -> str:
    """A catalog's header with the project's name where an older template left none
    (Sphinx writes ``project`` of ``_config.yml`` into new templates).

    >>> print(name_project('# under the same license as the Project name not set package.'))
    # under the same license as the Solo 66 package.
    """
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    return po_text.replace("Project name not set", config["sphinx"]["config"]["project"])


def catalog_files(language: str) -> list[Path]:
    """Every catalog of the book in ``language``: one per page, ``sphinx.po`` for the templates."""
    return sorted((LOCALES / language / "LC_MESSAGES").rglob("*.po"))


def _shown(msgid: str, width: int = 100) -> str:
    """A message as a problem report names it: quoted, cut after ``width`` characters.

    >>> _shown("Follow suit.")
    "'Follow suit.'"
    >>> _shown("a" * 200, width=10)
    "'aaaaaaaaaa…'"
    """
    return repr(msgid if len(msgid) <= width else msgid[:width] + "…")


def problems(language: str) -> list[str]:
    """Each message of the book's catalogs in ``language`` that is untranslated or fuzzy,
    as ``catalog: state: message``."""
    found = []
    for path in catalog_files(language):
        where = path.relative_to(ROOT).as_posix()
        for message in catalogs.messages(path):  # not the header, not the obsolete ones
            state = catalogs.untranslated(message)
            if state is not None:
                found.append(f"{where}: {state.split()[0]}: {_shown(catalogs.english(message))}")
    return found


def out_of_date(templates: Path, language: str) -> list[str]:
    """Where the catalogs in ``language`` differ from the English text extracted into
    ``templates`` (by :func:`extract`): a page, paragraph or sentence not yet in its
    catalog, a message no longer in the English text, a catalog without a page."""
    found = []
    folder = LOCALES / language / "LC_MESSAGES"
    pages = sorted(templates.rglob("*.pot"))
    for template in pages:
        name = template.relative_to(templates).with_suffix(".po")
        path = folder / name
        where = path.relative_to(ROOT).as_posix()
        english = [catalogs.english(m) for m in catalogs.messages(template)]
        if not path.is_file():
            found.append(f"{where}: missing (a new page: run make translations)")
            continue
        known = {catalogs.english(m) for m in catalogs.messages(path)}
        for msgid in english:
            if msgid not in known:
                found.append(
                    f"{where}: not in the catalog (the English text changed: run make "
                    f"translations): {_shown(msgid)}"
                )
        for msgid in sorted(known - set(english) - {""}):
            found.append(
                f"{where}: no longer in the English text (run make translations): {_shown(msgid)}"
            )
    expected = {folder / t.relative_to(templates).with_suffix(".po") for t in pages}
    for path in catalog_files(language):
        if path not in expected:
            found.append(f"{path.relative_to(ROOT).as_posix()}: no such page in the book")
    return found


def _merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def write_config(path: Path, top: dict[str, Any], sphinx: dict[str, Any]) -> None:
    """The book's ``_config.yml`` with ``top`` and ``sphinx.config`` entries changed."""
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    config = _merge(config, top)
    config["sphinx"]["config"] = _merge(config["sphinx"]["config"], sphinx)
    # Paths in the configuration are the source folder's, wherever this file lies.
    config["bibtex_bibfiles"] = [str(ROOT / p) for p in config["bibtex_bibfiles"]]
    config["sphinx"]["local_extensions"] = {
        name: str(ROOT / p) for name, p in config["sphinx"]["local_extensions"].items()
    }
    sphinx_config = config["sphinx"]["config"]
    for key in ("templates_path", "html_extra_path"):
        sphinx_config[key] = [str(ROOT / p) for p in sphinx_config[key]]
    sphinx_config["html_favicon"] = str(ROOT / sphinx_config["html_favicon"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), "utf-8")


def edition_config(language: str) -> Path:
    """Write the configuration of the edition in ``language``; its path."""
    path = EDITIONS / language / "_config.yml"
    top, sphinx = edition_settings(language)
    write_config(path, top, sphinx)
    return path


def edition_settings(language: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """What the edition in ``language`` changes in ``_config.yml``: top-level entries and
    ``sphinx.config`` entries.  Its pages link back to the English edition at the root.

    Sphinx's "smart quotes" are off: a translation writes its own („…“), and the
    straight quotes in what the engine writes (``'points-taken'``) stay as they are.

    >>> top, sphinx = edition_settings("de")
    >>> top["title"], top["author"]
    ('Solo 66', 'das Projekt Solo 66')
    >>> top["execute"]
    {'execute_notebooks': 'force', 'raise_on_error': True}
    >>> sphinx["language"], sphinx["solo66_other_edition"]
    ('de', {'language': 'en', 'name': 'English', 'path': '../'})
    >>> sphinx["smartquotes"], sphinx["nb_code_prompt_show"]
    (False, 'Code der Zelle zeigen')
    >>> sphinx["solo66_root_link"].format(title="Solo 66")
    'Solo 66: hier beginnt das Buch.'
    """
    words = LANGUAGES[language]
    return (
        {
            "title": words["title"],
            "author": words["author"],
            # Executed in this language (the English edition shows the stored outputs):
            # this build is the check that every cell runs in it.
            "execute": {"execute_notebooks": "force", "raise_on_error": True},
        },
        {
            "language": language,
            "smartquotes": False,
            "nb_code_prompt_show": words["code_prompt_show"],
            "nb_code_prompt_hide": words["code_prompt_hide"],
            "locale_dirs": [str(LOCALES)],
            "gettext_compact": False,
            "solo66_description": words["description"],
            "solo66_root_link": words["root_link"],
            "solo66_other_edition": {**ENGLISH, "path": "../"},
        },
    )


def edition_toc(language: str, path: Path | None = None) -> Path:
    """Write the table of contents of the edition in ``language``; its path.

    The parts' captions ("The rules", "At the table"…) are the root page's messages
    (Sphinx extracts them with its toctree), but Jupyter Book adds the sidebar's
    toctree after Sphinx has translated the page: they are translated here, from the
    root page's catalog.  A caption without a translation stops the build.
    """
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    catalog_path = LOCALES / language / "LC_MESSAGES" / f"{toc['root']}.po"
    catalog = {
        catalogs.english(m): catalogs.translations(m)[0]
        for m in catalogs.messages(catalog_path)
        if catalogs.untranslated(m) is None
    }
    for part in toc.get("parts", []):
        caption = part["caption"]
        if not catalog.get(caption):
            raise SystemExit(
                f"{catalog_path.relative_to(ROOT)}: the caption {caption!r} of _toc.yml has "
                "no translation (run `make translations` and translate it)"
            )
        part["caption"] = catalog[caption]
    path = path or EDITIONS / language / "_toc.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(toc, allow_unicode=True, sort_keys=False), "utf-8")
    return path


def build(language: str, extra: list[str]) -> Path:
    """Build the edition in ``language``; the folder of its HTML."""
    config = edition_config(language)
    toc = edition_toc(language)
    out = EDITIONS / language
    env = {**os.environ, "SOLO66_LANG": language}
    subprocess.run(
        [jupyter_book(), "build", str(ROOT), "--config", str(config), "--toc", str(toc),
         "--path-output", str(out), *extra],
        check=True,
        env=env,
    )  # fmt: skip
    return out / "_build" / "html"


def check(languages: list[str], every: bool = False) -> int:
    """Print what is left to translate, per catalog (each message with ``every``); 1 if any."""
    left = 0
    for language in languages:
        found = problems(language)
        left += len(found)
        if every:
            print("\n".join(found))
        counts: dict[str, int] = {}
        for line in found:
            where = line.split(": ", 1)[0]
            counts[where] = counts.get(where, 0) + 1
        for where, count in counts.items():
            print(f"{where}: {count} to translate")
        print(
            f"the book in {language}: "
            + (f"{len(found)} messages to translate" if found else "every message is translated")
        )
    return 1 if left else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("gettext", help="extract the English text, update the catalogs")
    checking = sub.add_parser("check", help="say what is left to translate (exit 1 if anything)")
    checking.add_argument("--list", action="store_true", help="name every message left")
    for name in ("config", "build"):
        command = sub.add_parser(name)
        command.add_argument("language", choices=sorted(LANGUAGES))
    args, extra = parser.parse_known_args(argv)
    if args.command == "gettext":
        gettext(sorted(LANGUAGES))
    elif args.command == "check":
        return check(sorted(LANGUAGES), every=args.list)
    elif args.command == "config":
        print(edition_config(args.language))
    else:
        print(build(args.language, extra or ["-W", "-n", "--keep-going"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
