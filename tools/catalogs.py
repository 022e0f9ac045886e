"""The engine's translation catalogs: extract, update, check, compile.

``python tools/catalogs.py update`` (``make translations``) reads every message the
engine marks for translation (calls of ``_``, ``N_``, ``ngettext`` and ``pgettext``
with literal strings, found in the source with :mod:`ast`), writes the template
``solo66/locale/solo66.pot`` and merges it into each language's ``solo66.po``: a new
message comes in untranslated, a changed one as new (its old text kept below as an
obsolete ``#~`` entry for the translator), a translation whose English text is gone
becomes obsolete.  ``check`` says which messages are untranslated, fuzzy or have
other ``{placeholders}`` than the English and exits 1 if any; ``compile`` builds
the ``.mo`` files beside the ``.po`` files (as the package build does).

Pure Python: nothing beyond the standard library and ``solo66/_catalogs.py``.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import re
import string
import sys
from dataclasses import dataclass
from pathlib import Path

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


def _load_catalogs():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("_solo66_catalogs", PACKAGE / "_catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


po = _load_catalogs()


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


def _header(language: str | None) -> po.Message:
    lines = [
        "Project-Id-Version: solo66",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    if language is not None:
        lines += [f"Language: {language}", f"Plural-Forms: {PLURAL_FORMS.get(language, '')}"]
    return po.Message("", ["".join(line + "\n" for line in lines)])


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
    TEMPLATE.write_text(po.write_po([_header(None), *template]), encoding="utf-8")
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
    parser.add_argument("task", choices=["update", "check", "compile", "new"])
    parser.add_argument("language", nargs="?", help="for new: the language code, e.g. fr")
    args = parser.parse_args(argv)
    if args.task == "new":
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
