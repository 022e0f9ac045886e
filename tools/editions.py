"""The book's editions: English at the site's root, German under ``de/``.

One source, two editions.  The English pages are the source text; the German edition
is built from the same pages with Sphinx's translation workflow:

``python tools/editions.py gettext``
    Extracts every paragraph, heading, list item and table cell of the English book
    into one template per page (``_build/gettext/book/<page>.pot``, Sphinx's
    ``gettext`` builder), adds the sentences the notebooks' code writes (calls
    ``tr("...")`` of :func:`solo66.teaching.book.translator`, found with :mod:`ast`),
    and updates each language's catalogs with ``sphinx-intl``
    (``locales/<language>/LC_MESSAGES/book/<page>.po``): a new paragraph comes in
    untranslated, a changed one fuzzy, with its old translation kept for the translator.
``python tools/editions.py config de``
    Writes the German edition's configuration, ``_build/editions/de/_config.yml``: the
    English ``_config.yml`` with the book's language, its catalogs and its own words.
``python tools/editions.py build de``
    Builds the German edition into ``_build/editions/de/_build/html`` with the notebooks
    executed in German (``SOLO66_LANG=de``: every widget's stored state is German).

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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from solo66 import _catalogs  # noqa: E402

LOCALES = ROOT / "locales"
GETTEXT = ROOT / "_build" / "gettext"
EDITIONS = ROOT / "_build" / "editions"
#: The editions besides English, and what each says of itself.
LANGUAGES: dict[str, dict[str, str]] = {
    "de": {
        "name": "Deutsch",
        "title": "Solo 66",
        "description": (
            "Solo 66, das Kartenspiel für fünf Spieler, Seite für Seite erklärt: die "
            "Karten, das Geben, das Reizen, der Skat, die Stiche und die Abrechnung, "
            "mit Beispielen zum Anklicken."
        ),
    },
}
#: The function whose literal arguments are a notebook's own messages.
KEYWORD = "tr"
_MAGIC = re.compile(r"^\s*[%!]")


def jupyter_book() -> str:
    return str(Path(sys.executable).with_name("jupyter-book"))


def code_messages(notebook: Path) -> list[tuple[str, int]]:
    """The literal messages of ``tr("...")`` calls in a notebook's code cells, with cell numbers.

    ``notebook`` is an ``.ipynb`` file or a MyST Markdown notebook (a page ``.md`` with
    ``{code-cell}`` blocks, read as myst-nb reads it).  IPython magics (lines starting
    with ``%`` or ``!``) are read as ``pass``.
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
                        f"{notebook.relative_to(ROOT)}, cell {number}: {KEYWORD}() takes a "
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
    """Append a notebook's code messages to its page template; how many were new."""
    messages = _catalogs.read_po(template) if template.is_file() else []
    known = {m.msgid for m in messages}
    added = 0
    for msgid, cell in code_messages(notebook):
        if msgid in known:
            continue
        known.add(msgid)
        messages.append(
            _catalogs.Message(
                msgid=msgid,
                references=[f"{notebook.relative_to(ROOT)}:cell-{cell}"],
                comments=["#. written by the page's code"],
            )
        )
        added += 1
    if added:
        if not messages or messages[0].msgid != "":
            messages.insert(0, _catalogs.Message("", ["Content-Type: text/plain; charset=UTF-8\n"]))
        template.parent.mkdir(parents=True, exist_ok=True)
        template.write_text(_catalogs.write_po(messages), encoding="utf-8")
    return added


def gettext(languages: list[str]) -> None:
    """Extract the English book into templates and update every language's catalogs."""
    config = EDITIONS / "gettext" / "_config.yml"
    write_config(
        config,
        {"execute": {"execute_notebooks": "off"}},
        {"gettext_compact": False, "gettext_location": False, "gettext_uuid": False},
    )
    out = EDITIONS / "gettext"
    subprocess.run(
        [jupyter_book(), "build", str(ROOT), "--config", str(config), "--path-output",
         str(out), "--builder", "custom", "--custom-builder", "gettext", "-q"],
        check=True,
    )  # fmt: skip
    built = out / "_build" / "gettext"
    for notebook in notebooks():
        template = built / "book" / f"{notebook.stem}.pot"
        add_code_messages(template, notebook)
    subprocess.run(
        [str(Path(sys.executable).with_name("sphinx-intl")), "update", "-p", str(built),
         "-d", str(LOCALES), *[arg for lang in languages for arg in ("-l", lang)],
         "--line-width", "-1"],
        check=True,
    )  # fmt: skip


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
    words = LANGUAGES[language]
    path = EDITIONS / language / "_config.yml"
    write_config(
        path,
        {"title": words["title"]},
        {
            "language": language,
            "locale_dirs": [str(LOCALES)],
            "gettext_compact": False,
            "solo66_description": words["description"],
        },
    )
    return path


def build(language: str, extra: list[str]) -> Path:
    """Build the edition in ``language``; the folder of its HTML."""
    config = edition_config(language)
    out = EDITIONS / language
    env = {**os.environ, "SOLO66_LANG": language}
    subprocess.run(
        [jupyter_book(), "build", str(ROOT), "--config", str(config), "--path-output",
         str(out), *extra],
        check=True,
        env=env,
    )  # fmt: skip
    return out / "_build" / "html"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("gettext", help="extract the English text, update the catalogs")
    for name in ("config", "build"):
        command = sub.add_parser(name)
        command.add_argument("language", choices=sorted(LANGUAGES))
    args, extra = parser.parse_known_args(argv)
    if args.command == "gettext":
        gettext(sorted(LANGUAGES))
    elif args.command == "config":
        print(edition_config(args.language))
    else:
        print(build(args.language, extra or ["-W", "-n", "--keep-going"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
