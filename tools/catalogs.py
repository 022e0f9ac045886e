"""The engine's translation catalogs: extract, update, check, compile, with Babel.

``python -m tools.catalogs update`` (``make translations``) extracts every message the
engine marks for translation with Babel (:func:`babel.messages.extract.extract`): the
Python calls of :data:`KEYWORDS` (``_``, ``N_``, ``ngettext``, ``pgettext``… with literal
strings) and the views' JavaScript calls ``t("…")`` and ``t.n("…", "…", n)``
(:data:`solo66.frontends.jswords.KEYWORDS`, in the widgets' ``.js`` files and the play
page's).  It writes the template ``solo66/locale/solo66.pot`` and merges it into each
language's ``solo66.po`` (:meth:`babel.messages.catalog.Catalog.update`, without fuzzy
matching): a new message comes in untranslated, a changed one as new (its old text kept
below as an obsolete ``#~`` entry for the translator), a translation whose English text
is gone becomes obsolete.  ``check`` says which messages are untranslated, fuzzy or have
other ``{placeholders}`` than the English and exits 1 if any; ``compile`` builds the
``.mo`` files beside the ``.po`` files with Babel (as the package build does, setup.py),
the engine's and the book's (``locales/``: what a notebook's ``tr()`` reads).

The catalogs are written as they always were (:func:`write`): lines never wrapped, the
messages in the order the sources say them, every place a message is said on one ``#:``
line, the flags the extraction gives (``python-brace-format`` when the English has a
``{``), so that an update changes only what changed.

``python -m tools.catalogs tidy`` is the translator's last step, for every catalog of
the project (the engine's and the book's, ``locales/``): it fills in each header
(:func:`header_problems` says what a finished header holds) and drops the obsolete
``#~`` entries, once their old text has served.  ``tidy PATH…`` tidies only those
catalogs.  ``tests/test_german_words.py`` fails on a catalog that needs it.

The engine itself reads only the compiled ``.mo`` files, with the standard library's
:mod:`gettext`; Babel is needed to make them, not to read them.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import string
import sys
import time
from collections.abc import Collection, Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import BinaryIO

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract
from babel.messages.mofile import write_mo
from babel.messages.pofile import normalize, read_po, write_po

from solo66.frontends.jswords import KEYWORDS as JS_KEYWORDS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "solo66"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "solo66.pot"
DOMAIN = "solo66"
#: The Python functions whose literal arguments are messages, as Babel's extractors take
#: them: the argument numbers of the message (and plural), ``(n, "c")`` the context's.
KEYWORDS: dict[str, tuple[int | tuple[int, str], ...] | None] = {
    "_": None, "N_": None, "ngettext": (1, 2), "NN_": (1, 2), "pgettext": ((1, "c"), 2),
    "NP_": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}  # fmt: skip
#: The JavaScript whose ``t()`` words the catalog holds besides the package's Python: the
#: play page's scripts (the widgets' ``.js`` files are in the package).
SCRIPTS = ROOT / "tools" / "play"
#: Lines are never wrapped (Babel wraps at 76 columns unless told a width).
WIDTH = 10**9
#: Plural rules of each language, for a new catalog's header.
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);"}
#: Each language's name in English, for the ``Language-Team`` of its catalogs.
LANGUAGE_NAMES = {"de": "German"}
#: The book's catalogs (one per page, and Sphinx's own words), beside the engine's.
BOOK_LOCALES = ROOT / "locales"
PROJECT = "Solo 66"
ISSUES = "https://github.com/solo66/solo66/issues"
#: Who answers for the translations: the project, not a person.
TRANSLATOR = f"The {PROJECT} project <{ISSUES}>"
#: What ``msginit``, ``xgettext``, Babel and Sphinx write into a header nobody filled in.
PLACEHOLDERS = ("PACKAGE", "VERSION", "YEAR-MO-DA", "FULL NAME", "EMAIL@ADDRESS",
                "LANGUAGE", "LL@li.org", "SOME DESCRIPTIVE TITLE", "FIRST AUTHOR",
                "ORGANIZATION")  # fmt: skip
#: The fields of a finished header, in the order Babel (and so ``sphinx-intl``) writes them.
HEADER_FIELDS = ("Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date",
                 "PO-Revision-Date", "Last-Translator", "Language", "Language-Team",
                 "Plural-Forms", "MIME-Version", "Content-Type",
                 "Content-Transfer-Encoding")  # fmt: skip


def read(path: Path | str) -> Catalog:
    """The catalog (``.po`` or ``.pot``) at ``path``, read by Babel, with the flags its
    file gives (Babel adds ``python-format`` to a message it guesses to be one; the
    engine's catalogs never say it, and say ``python-brace-format`` when the English has
    a brace: :func:`extract_all`)."""
    with Path(path).open("rb") as source:
        catalog = read_po(source)
    for message in [*catalog, *catalog.obsolete.values()]:
        message.flags.discard("python-format")
        if message.id and "{" not in english(message):
            message.flags.discard("python-brace-format")
    return catalog


def messages(path: Path | str, obsolete: bool = False) -> list[Message]:
    """The messages of the catalog at ``path`` without its header; with ``obsolete``, its
    obsolete ``#~`` entries after them."""
    catalog = read(path)
    found = [m for m in catalog if m.id]
    return found + list(catalog.obsolete.values()) if obsolete else found


def english(message: Message) -> str:
    """A message's English text (a plural's singular)."""
    return message.id if isinstance(message.id, str) else message.id[0]


def translations(message: Message) -> list[str]:
    """A message's translations: one, or one for each plural form."""
    if isinstance(message.string, str | None):
        return [message.string or ""]
    return list(message.string)


def write(catalog: Catalog) -> str:
    """The text of ``catalog`` as the project's catalogs are written: no wrapped lines,
    the messages in their order, obsolete entries last, one newline at the end."""
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH)
    return out.getvalue().decode("utf-8").rstrip("\n") + "\n"


def mo_bytes(catalog: Catalog) -> bytes:
    """``catalog`` compiled to a ``.mo`` file: its header and every translated message
    that is not fuzzy (Babel's :func:`~babel.messages.mofile.write_mo`)."""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_catalog(source: Path, target: Path) -> bool:
    """Compile the ``.po`` file ``source`` into ``target``; whether ``target`` changed.

    A ``target`` that already holds the same catalog is left as it is (its time too), so
    an editable install's build does not make ``make`` redo everything that reads it.
    """
    compiled = mo_bytes(read(source))
    if target.is_file() and target.read_bytes() == compiled:
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(compiled)
    return True


def sources() -> list[Path]:
    """The files whose messages the catalogs hold: the package's Python, the widgets'
    JavaScript (each ``.js`` after the ``.py`` of the same name) and the play page's."""
    found = [p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts]
    found += PACKAGE.rglob("*.js")
    found = sorted(found, key=lambda p: (p.with_suffix("").as_posix(), p.suffix != ".py"))
    return found + sorted(SCRIPTS.glob("*.js"))


def _needed(spec: tuple[int | tuple[int, str], ...] | None) -> int:
    """How many leading arguments a keyword's spec reads (``None``: the first)."""
    return max((i if isinstance(i, int) else i[0] for i in spec or (1,)), default=1)


def extract_python(
    fileobj: BinaryIO, keywords: Collection[str], comment_tags: Collection[str], options: object
) -> Iterator[tuple[int, str, tuple[str, ...], list[str]]]:
    """A Babel extraction method for the engine's Python, read with :mod:`ast`: it finds
    the calls inside f-strings too (``f"{_('talon'):<20}"``, which Babel's own ``python``
    method passes over) and names each by the line its call starts on.  A call whose
    message is not a literal string is left out (a message held in a constant is marked
    where it is defined, with ``N_``).
    """
    tree = ast.parse(fileobj.read())
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        if node.func.id not in keywords:
            continue
        args = node.args[: _needed(KEYWORDS[node.func.id])]
        texts = [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if len(texts) == _needed(KEYWORDS[node.func.id]):
            found.append((node.lineno, node.func.id, tuple(texts), []))
    yield from sorted(found, key=lambda f: f[0])


def extract_file(path: Path) -> Iterator[tuple[int, str | tuple[str, ...], str | None]]:
    """The messages marked in one file, in the order they appear: line, message (a plural
    as its singular and plural), context."""
    javascript = path.suffix == ".js"
    method = "javascript" if javascript else extract_python
    with path.open("rb") as source:
        for line, message, _comments, context in extract(
            method, source, keywords=JS_KEYWORDS if javascript else KEYWORDS, comment_tags=()
        ):
            yield line, message, context


def extract_all() -> Catalog:
    """Every message of the engine, once each, with every place it is said."""
    catalog = Catalog(fuzzy=False)
    for path in sources():
        where = path.relative_to(ROOT).as_posix()
        for line, message, context in extract_file(path):
            known = catalog.get(message, context)
            if known is None:
                known = catalog.add(message, context=context)
            elif isinstance(message, tuple) and known.id != message:
                raise SystemExit(f"{where}:{line}: {message[0]!r} has two plurals")
            known.locations.append((where, line))
            # Babel guesses a format from the text; the catalogs say python-brace-format
            # when the English has a brace, as they always did.
            known.flags = {"python-brace-format"} if "{" in english(known) else set()
    return catalog


def _version() -> str:
    match = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text("utf-8"), re.M)
    return match.group(1) if match else "0"


def header_fields(language: str | None, old: dict[str, str] | None = None) -> dict[str, str]:
    """The header of a catalog in ``language`` (``None``: the template), keeping what
    ``old`` filled in already: its dates, a translator named there, fields of its own."""
    old = {k: v for k, v in (old or {}).items() if not any(p in v for p in PLACEHOLDERS)}
    now = time.strftime("%Y-%m-%d %H:%M+0000", time.gmtime())
    utf8 = old.get("Content-Type", "").lower() == "text/plain; charset=utf-8"
    values = {
        "Project-Id-Version": f"{PROJECT} {_version()}",
        "Report-Msgid-Bugs-To": ISSUES,
        "POT-Creation-Date": old.get("POT-Creation-Date", now),
        "PO-Revision-Date": old.get("PO-Revision-Date", now),
        "Last-Translator": old.get("Last-Translator", TRANSLATOR),
        "Language": language or "",
        "Language-Team": f"{LANGUAGE_NAMES.get(language or '', language)} <{ISSUES}>",
        "Plural-Forms": PLURAL_FORMS.get(language or "", "nplurals=INTEGER; plural=EXPRESSION;"),
        "MIME-Version": "1.0",
        # Babel writes the charset in small letters: keep it, or sphinx-intl changes it back.
        "Content-Type": old["Content-Type"] if utf8 else "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
    }
    fields = {name: values[name] for name in HEADER_FIELDS}
    if language is None:  # a template: its translation's fields are the translator's
        for name in ("PO-Revision-Date", "Last-Translator", "Language", "Language-Team",
                     "Plural-Forms"):  # fmt: skip
            del fields[name]
    return fields | {k: v for k, v in old.items() if k not in fields}


def header_of(catalog: Catalog) -> dict[str, str]:
    """A catalog's header fields, as Babel reads them: ``{"Language": "de", …}`` (a field
    the file leaves out comes as Babel's placeholder, or not at all).

    >>> header = header_of(read_po(io.StringIO('msgid ""\\nmsgstr "Language: de\\\\n"')))
    >>> header["Language"], header["Last-Translator"]
    ('de', 'FULL NAME <EMAIL@ADDRESS>')
    """
    return dict(catalog.mime_headers)


def header_problems(path: Path) -> list[str]:
    """What is missing from the header of the catalog at ``path``, or what is wrong
    with it: every field of :data:`HEADER_FIELDS` filled in (no placeholder left), the
    language of its folder, its plural rule, UTF-8, and no ``fuzzy`` mark."""
    catalog = read(path)
    fields = header_of(catalog)
    language = catalog_language(path)
    found = [f"{name} missing" for name in HEADER_FIELDS if not fields.get(name)]
    found += [f"{k} is a placeholder ({v!r})" for k, v in fields.items()
              if any(p in v for p in PLACEHOLDERS)]  # fmt: skip
    found += [f"comment is a placeholder ({c!r})" for c in catalog.header_comment.splitlines()
              if any(p in c for p in PLACEHOLDERS)]  # fmt: skip
    if fields.get("Language") not in (None, "", language):
        found.append(f"Language is {fields['Language']!r}, not {language!r}")
    if fields.get("Plural-Forms") and fields["Plural-Forms"] != PLURAL_FORMS.get(language, ""):
        found.append(f"Plural-Forms is {fields['Plural-Forms']!r}")
    if fields.get("Content-Type") and fields["Content-Type"].lower() != "text/plain; charset=utf-8":
        found.append(f"Content-Type is {fields['Content-Type']!r}, not UTF-8 text")
    if catalog.fuzzy:
        found.append("the header is marked fuzzy")
    return found


def catalog_language(path: Path) -> str:
    """The language of the catalog at ``path``: the folder above ``LC_MESSAGES``."""
    parts = path.parts
    return parts[parts.index("LC_MESSAGES") - 1]


def all_catalogs() -> list[Path]:
    """Every ``.po`` catalog of the project: the engine's, then the book's."""
    return sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")) + sorted(
        BOOK_LOCALES.glob("*/LC_MESSAGES/**/*.po")
    )


def obsolete_lines(text: str) -> list[int]:
    """The line numbers (from 1) of the obsolete ``#~`` lines of a catalog's text."""
    return [n for n, line in enumerate(text.splitlines(), 1) if line.startswith("#~")]


def _what(path: Path) -> str:
    if path.parent.name == "book":
        return f"the book's page {path.stem}"
    if path.name == f"{DOMAIN}.po":
        return "the engine's messages"
    return f"the book's {path.stem} words"


def _obsolete(block: str) -> bool:
    """Whether a catalog's entry is obsolete: every line a comment, some ``#~``."""
    return all(ln.startswith("#") for ln in block.splitlines()) and bool(obsolete_lines(block))


def header_comment(language: str, path: Path) -> str:
    """The comment a finished catalog of ``path`` in ``language`` starts with.

    >>> print(header_comment("de", catalog_path("de")))
    # German translation of the engine's messages, Solo 66.
    # This file is distributed under the same license as the Solo 66 package.
    """
    return (
        f"# {LANGUAGE_NAMES.get(language, language)} translation of {_what(path)}, {PROJECT}.\n"
        f"# This file is distributed under the same license as the {PROJECT} package."
    )


def tidy_text(text: str, path: Path) -> str:
    r"""The catalog ``text`` of ``path`` with its header filled in and its obsolete
    ``#~`` entries dropped; every other entry is kept byte for byte.

    >>> path = Path("locales/de/LC_MESSAGES/book/about.po")
    >>> text = tidy_text('''# SOME DESCRIPTIVE TITLE.
    ... #, fuzzy
    ... msgid ""
    ... msgstr ""
    ... "Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
    ... "Language: de\\n"
    ...
    ... msgid "Pass"
    ... msgstr "Passen"
    ...
    ... #~ msgid "Bid"
    ... #~ msgstr "Bieten"
    ... ''', path)
    >>> print(text[:text.index("msgstr")])
    # German translation of the book's page about, Solo 66.
    # This file is distributed under the same license as the Solo 66 package.
    msgid ""
    <BLANKLINE>
    >>> "#~" in text, text.endswith('msgid "Pass"\nmsgstr "Passen"\n')
    (False, True)
    """
    blocks = re.split(r"\n\s*\n", text.strip("\n"))
    kept = [b for b in blocks if not _obsolete(b)]
    lines = kept[0].splitlines() if kept else []
    if 'msgid ""' not in lines or any(line.startswith("msgctxt") for line in lines):
        raise ValueError(f"{path}: the catalog has no header to fill in")
    language = catalog_language(path)
    fields = header_fields(language, header_of(read_po(io.StringIO(kept[0]))))
    body = "".join(f"{k}: {v}\n" for k, v in fields.items())
    comment = header_comment(language, path)
    kept[0] = "\n".join([comment, 'msgid ""', "msgstr " + normalize(body, width=WIDTH)])
    ending = text[len(text.rstrip("\n")) :] or "\n"  # sphinx-intl ends on a blank line
    return "\n\n".join(kept) + ending


def tidy(paths: list[Path]) -> list[Path]:
    """Tidy the catalogs at ``paths`` in place (:func:`tidy_text`); those it changed."""
    changed = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        tidied = tidy_text(text, path)
        if tidied != text:
            path.write_text(tidied, encoding="utf-8")
            changed.append(path)
    return changed


def _header(catalog: Catalog, fields: dict[str, str]) -> Catalog:
    """``catalog`` with the header ``fields`` (:func:`header_fields`) set."""

    def date(text: str) -> datetime:
        return datetime.strptime(text, "%Y-%m-%d %H:%M%z").astimezone(timezone.utc)

    project, _, version = fields["Project-Id-Version"].rpartition(" ")
    catalog.project, catalog.version = project, version
    catalog.msgid_bugs_address = fields["Report-Msgid-Bugs-To"]
    catalog.creation_date = date(fields["POT-Creation-Date"])
    if "PO-Revision-Date" in fields:
        catalog.revision_date = date(fields["PO-Revision-Date"])
        catalog.last_translator = fields["Last-Translator"]
        catalog.language_team = fields["Language-Team"]
    catalog.charset = "utf-8"
    catalog.fuzzy = False
    return catalog


def merge(template: Catalog, old: Catalog) -> Catalog:
    """The catalog ``old`` brought up to the messages of ``template`` (Babel's
    :meth:`~babel.messages.catalog.Catalog.update`, without fuzzy matching): translations
    of unchanged English kept, with their translators' comments and ``fuzzy`` marks; each
    message's places and flags the template's; a translated message whose English is gone
    kept as an obsolete ``#~`` entry, and the obsolete entries of ``old`` dropped."""
    live = {m.id if isinstance(m.id, str) else m.id[0] for m in old if m.id}
    old.obsolete.clear()
    old.update(template, no_fuzzy_matching=True, update_creation_date=False)
    for message in old:
        if message.id:
            wanted = template.get(message.id, message.context)
            assert wanted is not None
            message.flags = set(wanted.flags) | (message.flags & {"fuzzy"})
            message.locations = list(wanted.locations)
    for key, gone in list(old.obsolete.items()):
        if english(gone) not in live or not any(translations(gone)):
            del old.obsolete[key]
        else:
            gone.flags, gone.locations = set(), []
    return old


def catalog_path(language: str) -> Path:
    """Where the ``.po`` catalog of ``language`` is."""
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    """The languages that have a catalog."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def untranslated(message: Message | None) -> str | None:
    """Why a catalog's entry does not translate its message, or ``None`` if it does.

    The engine's check below and the book's (``tools/editions.py check``) share it.

    >>> untranslated(None), untranslated(Message("pass", "passen"))
    ('missing from', None)
    >>> untranslated(Message("pass", ""))
    'untranslated in'
    >>> untranslated(Message("pass", "passen", flags=["fuzzy"]))
    'fuzzy in'
    """
    if message is None:
        return "missing from"
    if message.fuzzy:
        return "fuzzy in"
    if not all(translations(message)):
        return "untranslated in"
    return None


def problems(language: str) -> list[str]:
    """What is wrong with the catalog of ``language``: each message of the engine that
    is missing, untranslated or fuzzy, or whose translation has other placeholders."""
    catalog = read(catalog_path(language))
    found = []
    for t in extract_all():
        if not t.id:
            continue
        where = "{}:{}".format(*t.locations[0])
        shown = english(t) if t.context is None else f"{t.context}|{english(t)}"
        m = catalog.get(t.id, t.context)
        state = untranslated(m)
        if state is not None:
            found.append(f"{where}: {state} {language}: {shown!r}")
        elif m is not None and "python-brace-format" in t.flags:
            said = [t.id] if isinstance(t.id, str) else list(t.id)
            fields = set().union(*(_fields(text) for text in said))
            for translation in translations(m):
                if _fields(translation) - fields or (
                    isinstance(t.id, str) and _fields(translation) != fields
                ):
                    found.append(
                        f"{where}: placeholders differ in {language}: {shown!r} -> {translation!r}"
                    )
                    break
    return found


def template() -> Catalog:
    """The template: every message of the engine (:func:`extract_all`) under the
    template's header, its creation date kept from the last one (no change, no diff)."""
    catalog = extract_all()
    old = header_of(read(TEMPLATE)) if TEMPLATE.exists() else {}
    catalog.header_comment = (
        f"# Template of the engine's messages, {PROJECT}.\n"
        f"# This file is distributed under the same license as the {PROJECT} package."
    )
    return _header(catalog, header_fields(None, old))


def update() -> None:
    """Write the template and merge it into every language's catalog."""
    pot = template()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(write(pot), encoding="utf-8")
    print(f"{TEMPLATE.relative_to(ROOT)}: {sum(1 for m in pot if m.id)} messages")
    for language in languages():
        path = catalog_path(language)
        merged = merge(pot, read(path))
        path.write_text(write(merged), encoding="utf-8")
        todo = sum(1 for m in merged if m.id and untranslated(m) is not None)
        print(f"{path.relative_to(ROOT)}: {todo} to translate")


def compile_all(paths: list[Path] | None = None) -> None:
    """Compile every catalog (or those at ``paths``) into its ``.mo`` file beside it: the
    engine's, and the book's (what :func:`solo66.teaching.book.translator` reads in a
    notebook; Sphinx, building the German edition, finds them compiled)."""
    for path in paths or all_catalogs():
        compile_catalog(path, path.with_suffix(".mo"))


def main(argv: list[str] | None = None) -> int:
    """``update``, ``check``, ``compile`` or ``new <code>``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("task", choices=["update", "check", "compile", "new", "tidy"])
    parser.add_argument(
        "language",
        nargs="*",
        help="for new: the language code, e.g. fr; for tidy and compile: catalogs",
    )
    args = parser.parse_args(argv)
    if args.task == "tidy":
        paths = [Path(p).resolve() for p in args.language] or all_catalogs()
        for path in paths:
            if path.suffix != ".po" or not path.is_file() or "LC_MESSAGES" not in path.parts:
                parser.error(f"tidy takes catalogs (<language>/LC_MESSAGES/….po), not {path}")
        for path in tidy(paths):
            print(f"{path.relative_to(ROOT)}: tidied")
        return 0
    if args.task == "new":
        if len(args.language) > 1:
            parser.error("new takes one language code")
        args.language = args.language[0] if args.language else None
        if not args.language or not re.fullmatch(r"[a-z]{2,3}", args.language):
            parser.error("new needs a language code of two or three small letters, e.g. fr")
        path = catalog_path(args.language)
        if path.exists():
            parser.error(f"{path.relative_to(ROOT)} exists already: use update")
        path.parent.mkdir(parents=True)
        catalog = Catalog(locale=args.language, header_comment=header_comment(args.language, path))
        path.write_text(write(_header(catalog, header_fields(args.language))), "utf-8")
        update()
    elif args.task == "update":
        update()
    elif args.task == "compile":
        compile_all([Path(p).resolve() for p in args.language] or None)
    else:
        found = [line for language in languages() for line in problems(language)]
        print("\n".join(found) if found else "every message is translated")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
