"""The engine's translation catalogs: extract, update, check, compile.

``python -m tools.catalogs update`` (``make translations``) reads every message the
engine marks for translation (calls of ``_``, ``N_``, ``ngettext`` and ``pgettext``
with literal strings, found in the source with :mod:`ast`), writes the template
``solo66/locale/solo66.pot`` and merges it into each language's ``solo66.po``: a new
message comes in untranslated, a changed one as new (its old text kept below as an
obsolete ``#~`` entry for the translator), a translation whose English text is gone
becomes obsolete.  ``check`` says which messages are untranslated, fuzzy or have
other ``{placeholders}`` than the English and exits 1 if any; ``compile`` builds
the ``.mo`` files beside the ``.po`` files (as the package build does).

``python -m tools.catalogs tidy`` is the translator's last step, for every catalog of
the project (the engine's and the book's, ``locales/``): it fills in each header
(:func:`header_problems` says what a finished header holds) and drops the obsolete
``#~`` entries, once their old text has served.  ``tidy PATH…`` tidies only those
catalogs.  ``tests/test_german_words.py`` fails on a catalog that needs it.

Pure Python: nothing beyond the standard library and ``solo66/_catalogs.py``.
"""

from __future__ import annotations

import argparse
import ast
import re
import string
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from solo66 import _catalogs as po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "solo66"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "solo66.pot"
DOMAIN = "solo66"
#: The functions whose literal arguments are messages: name -> (context?, plural?).
KEYWORDS = {"_": (False, False), "N_": (False, False), "ngettext": (False, True),
            "NN_": (False, True), "pgettext": (True, False), "NP_": (True, False),
            "npgettext": (True, True)}  # fmt: skip
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
#: What ``msginit``, ``xgettext`` and Sphinx write into a header nobody filled in.
PLACEHOLDERS = ("PACKAGE", "VERSION", "YEAR-MO-DA", "FULL NAME", "EMAIL@ADDRESS",
                "LANGUAGE", "LL@li.org", "SOME DESCRIPTIVE TITLE", "FIRST AUTHOR")  # fmt: skip
#: The fields of a finished header, in the order Babel (and so ``sphinx-intl``) writes them.
HEADER_FIELDS = ("Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date",
                 "PO-Revision-Date", "Last-Translator", "Language", "Language-Team",
                 "Plural-Forms", "MIME-Version", "Content-Type",
                 "Content-Transfer-Encoding")  # fmt: skip


@dataclass(frozen=True)
class Found:
    """A message found in the source."""

    msgid: str
    plural: str | None
    context: str | None
    where: str


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_file(path: Path) -> list[Found]:
    """The messages marked in one Python file, in the order they appear."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(ROOT).as_posix()
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        kind = KEYWORDS.get(node.func.id)
        if kind is None:
            continue
        has_context, has_plural = kind
        args = [_literal(a) for a in node.args]
        need = 1 + has_context + has_plural
        if len(args) < need or any(a is None for a in args[:need]):
            continue  # a message held in a constant, marked where it is defined (N_)
        context = args[0] if has_context else None
        msgid = args[1] if has_context else args[0]
        plural = args[1 + has_context] if has_plural else None
        assert msgid is not None
        found.append(Found(msgid, plural, context, f"{where}:{node.lineno}"))
    return sorted(found, key=lambda f: int(f.where.rsplit(":", 1)[1]))


def sources() -> list[Path]:
    """The Python files whose messages the catalogs hold: the whole package."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def extract() -> list[po.Message]:
    """Every message of the engine, once each, with where it is said."""
    messages: dict[tuple[str | None, str], po.Message] = {}
    for path in sources():
        for f in extract_file(path):
            key = (f.context, f.msgid)
            if key not in messages:
                msgstr = ["", ""] if f.plural is not None else [""]
                messages[key] = po.Message(f.msgid, msgstr, f.plural, f.context)
            message = messages[key]
            if f.plural is not None and message.msgid_plural not in (None, f.plural):
                raise SystemExit(f"{f.where}: {f.msgid!r} has two plurals")
            message.references.append(f.where)
            if "{" in f.msgid and "python-brace-format" not in message.flags:
                message.flags.append("python-brace-format")
    return list(messages.values())


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


def parse_header(msgstr: str) -> dict[str, str]:
    """A header's fields: ``{"Language": "de", …}``.

    >>> parse_header("Language: de\\nContent-Type: text/plain; charset=UTF-8\\n")
    {'Language': 'de', 'Content-Type': 'text/plain; charset=UTF-8'}
    """
    fields = {}
    for line in msgstr.split("\n"):
        name, colon, value = line.partition(":")
        if colon:
            fields[name.strip()] = value.strip()
    return fields


def header_problems(path: Path) -> list[str]:
    """What is missing from the header of the catalog at ``path``, or what is wrong
    with it: every field of :data:`HEADER_FIELDS` filled in (no placeholder left), the
    language of its folder, its plural rule, UTF-8, and no ``fuzzy`` mark."""
    messages = po.read_po(path)
    if not messages or messages[0].msgid != "":
        return ["no header"]
    header = messages[0]
    fields = parse_header(header.msgstr[0])
    language = catalog_language(path)
    found = [f"{name} missing" for name in HEADER_FIELDS if not fields.get(name)]
    found += [f"{k} is a placeholder ({v!r})" for k, v in fields.items()
              if any(p in v for p in PLACEHOLDERS)]  # fmt: skip
    found += [f"comment is a placeholder ({c!r})" for c in header.comments
              if any(p in c for p in PLACEHOLDERS)]  # fmt: skip
    if fields.get("Language") not in (None, "", language):
        found.append(f"Language is {fields['Language']!r}, not {language!r}")
    if fields.get("Plural-Forms") and fields["Plural-Forms"] != PLURAL_FORMS.get(language, ""):
        found.append(f"Plural-Forms is {fields['Plural-Forms']!r}")
    if fields.get("Content-Type") and fields["Content-Type"].lower() != "text/plain; charset=utf-8":
        found.append(f"Content-Type is {fields['Content-Type']!r}, not UTF-8 text")
    if header.fuzzy:
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
    header = po.parse_po(kept[0], str(path))[0] if kept else None
    if header is None or header.msgid != "" or header.context is not None:
        raise ValueError(f"{path}: the catalog has no header to fill in")
    language = catalog_language(path)
    fields = header_fields(language, parse_header(header.msgstr[0]))
    comment = [f"# {LANGUAGE_NAMES.get(language, language)} translation of {_what(path)}, "
               f"{PROJECT}.", f"# This file is distributed under the same license as the "
               f"{PROJECT} package."]  # fmt: skip
    body = po.quote("".join(f"{k}: {v}\n" for k, v in fields.items()), "msgstr")
    kept[0] = "\n".join([*comment, 'msgid ""', body])
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


def _header(language: str | None, old: dict[str, str] | None = None) -> po.Message:
    fields = header_fields(language, old)
    return po.Message("", ["".join(f"{k}: {v}\n" for k, v in fields.items())])


def merge(template: list[po.Message], old: list[po.Message], language: str) -> list[po.Message]:
    """The catalog of ``language`` for the messages of ``template``, keeping the
    translations of ``old`` for messages whose English text is unchanged."""
    by_key = {m.key: m for m in old if not m.obsolete}
    header = by_key.pop((None, ""), None) or _header(language)
    merged = [header]
    for t in template:
        known = by_key.pop(t.key, None)
        msgstr = list(t.msgstr)
        comments: list[str] = []
        if known is not None and (known.msgid_plural is None) == (t.msgid_plural is None):
            msgstr = list(known.msgstr)
            comments = [c for c in known.comments if c.startswith("# ")]
        flags = list(t.flags) + (["fuzzy"] if known is not None and known.fuzzy else [])
        merged.append(
            po.Message(t.msgid, msgstr, t.msgid_plural, t.context, flags, t.references, comments)
        )
    for gone in by_key.values():
        if any(gone.msgstr):
            merged.append(
                po.Message(gone.msgid, gone.msgstr, gone.msgid_plural, gone.context, obsolete=True)
            )
    return merged


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


def untranslated(message: po.Message | None) -> str | None:
    """Why a catalog's entry does not translate its message, or ``None`` if it does.

    The engine's check below and the book's (``tools/editions.py check``) share it.

    >>> untranslated(None), untranslated(po.Message("pass", ["passen"]))
    ('missing from', None)
    >>> untranslated(po.Message("pass", [""]))
    'untranslated in'
    >>> untranslated(po.Message("pass", ["passen"], flags=["fuzzy"]))
    'fuzzy in'
    """
    if message is None:
        return "missing from"
    if message.fuzzy:
        return "fuzzy in"
    if not all(message.msgstr):
        return "untranslated in"
    return None


def problems(language: str) -> list[str]:
    """What is wrong with the catalog of ``language``: each message of the engine that
    is missing, untranslated or fuzzy, or whose translation has other placeholders."""
    catalog = {m.key: m for m in po.read_po(catalog_path(language)) if not m.obsolete}
    found = []
    for t in extract():
        where = t.references[0]
        shown = t.msgid if t.context is None else f"{t.context}|{t.msgid}"
        m = catalog.get(t.key)
        state = untranslated(m)
        if state is not None:
            found.append(f"{where}: {state} {language}: {shown!r}")
        elif m is not None and "python-brace-format" in t.flags:
            english = _fields(t.msgid) | _fields(t.msgid_plural or "")
            for translation in m.msgstr:
                if _fields(translation) - english or (
                    len(m.msgstr) == 1 and _fields(translation) != english
                ):
                    found.append(
                        f"{where}: placeholders differ in {language}: {shown!r} -> {translation!r}"
                    )
                    break
    return found


def update() -> None:
    """Write the template and merge it into every language's catalog."""
    template = extract()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    old = po.read_po(TEMPLATE)[0].msgstr[0] if TEMPLATE.exists() else ""
    header = _header(None, parse_header(old))  # its creation date kept: no change, no diff
    TEMPLATE.write_text(po.write_po([header, *template]), encoding="utf-8")
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} messages")
    for language in languages():
        path = catalog_path(language)
        merged = merge(template, po.read_po(path), language)
        path.write_text(po.write_po(merged), encoding="utf-8")
        todo = sum(1 for m in merged[1:] if not m.obsolete and not m.translated)
        print(f"{path.relative_to(ROOT)}: {todo} to translate")


def compile_all() -> None:
    """Compile every catalog into its ``.mo`` file beside it."""
    for language in languages():
        po.compile_po(catalog_path(language), catalog_path(language).with_suffix(".mo"))


def main(argv: list[str] | None = None) -> int:
    """``update``, ``check``, ``compile`` or ``new <code>``."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("task", choices=["update", "check", "compile", "new", "tidy"])
    parser.add_argument(
        "language", nargs="*", help="for new: the language code, e.g. fr; for tidy: catalogs"
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
        path.write_text(po.write_po([_header(args.language)]), encoding="utf-8")
        update()
    elif args.task == "update":
        update()
    elif args.task == "compile":
        compile_all()
    else:
        found = [line for language in languages() for line in problems(language)]
        print("\n".join(found) if found else "every message is translated")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
