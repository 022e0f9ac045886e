"""Read gettext ``.po`` catalogs and compile them to ``.mo``, in pure Python.

The build (``setup.py``) compiles every ``solo66/locale/*/LC_MESSAGES/solo66.po`` with
:func:`compile_po`; :mod:`solo66.i18n` falls back on :func:`mo_bytes` in a source
checkout that was never built; ``tools/catalogs.py`` (``make translations``) extracts,
merges and checks the catalogs with the same reader.  Nothing here needs GNU gettext.

>>> import gettext, io
>>> catalog = parse_po('''
... msgid ""
... msgstr "Content-Type: text/plain; charset=UTF-8\\\\n"
... "Plural-Forms: nplurals=2; plural=(n != 1);\\\\n"
...
... #, fuzzy
... msgid "pass"
... msgstr "passen"
...
... msgid "trick"
... msgid_plural "tricks"
... msgstr[0] "Stich"
... msgstr[1] "Stiche"
... ''')
>>> [(m.msgid, m.fuzzy) for m in catalog]
[('', False), ('pass', True), ('trick', False)]
>>> t = gettext.GNUTranslations(io.BytesIO(mo_bytes(catalog)))
>>> t.gettext("pass"), t.ngettext("trick", "tricks", 2)
('pass', 'Stiche')
"""

from __future__ import annotations

import ast
import struct
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Message", "compile_po", "mo_bytes", "parse_po", "quote", "read_po", "write_po"]


@dataclass
class Message:
    """One entry of a catalog: the English text, its translation, flags and comments."""

    msgid: str
    msgstr: list[str] = field(default_factory=lambda: [""])
    msgid_plural: str | None = None
    context: str | None = None
    flags: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    obsolete: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        """What identifies the message: its context and English text."""
        return (self.context, self.msgid)

    @property
    def fuzzy(self) -> bool:
        """Marked ``#, fuzzy``: a guess a translator must check; the build leaves it out."""
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a translation and none is fuzzy."""
        return not self.fuzzy and all(self.msgstr)


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, not {text!r}")
    return str(ast.literal_eval(text))


def parse_po(text: str, where: str = "<po>") -> list[Message]:
    """The messages of a ``.po`` catalog's text (obsolete ``#~`` entries included)."""
    messages: list[Message] = []
    current: Message | None = None
    target = ""  # the string a continuation line extends: msgctxt, msgid, msgstr[i]...
    pending = Message("")  # comments and flags before the next entry

    def finish() -> None:
        nonlocal current, target
        if current is not None:
            messages.append(current)
        current, target = None, ""

    for number, raw in enumerate(text.splitlines(), 1):
        place = f"{where}:{number}"
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if target.startswith("msgstr"):
                finish()
            if line.startswith("#,"):
                pending.flags += [f.strip() for f in line[2:].split(",") if f.strip()]
            elif line.startswith("#:"):
                pending.references += line[2:].split()
            else:
                pending.comments.append(line)
            continue
        if line.startswith('"'):
            value = _unquote(line, place)
            if current is None or not target:
                raise ValueError(f"{place}: a string continues nothing")
            if target == "msgid":
                current.msgid += value
            elif target == "msgid_plural":
                current.msgid_plural = (current.msgid_plural or "") + value
            elif target == "msgctxt":
                current.context = (current.context or "") + value
            else:
                current.msgstr[-1] += value
            continue
        keyword, _, rest = line.partition(" ")
        value = _unquote(rest, place)
        starts = keyword == "msgctxt" or (keyword == "msgid" and target != "msgctxt")
        if starts:
            finish()
            current = Message("", obsolete=obsolete, flags=pending.flags)
            current.references, current.comments = pending.references, pending.comments
            pending = Message("")
        if current is None:
            raise ValueError(f"{place}: {keyword} before any msgid")
        if keyword == "msgctxt":
            current.context = value
        elif keyword == "msgid":
            current.msgid = value
        elif keyword == "msgid_plural":
            current.msgid_plural = value
        elif keyword == "msgstr":
            current.msgstr = [value]
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            if keyword[7:-1] == "0":
                current.msgstr = []
            if keyword[7:-1] != str(len(current.msgstr)):
                raise ValueError(f"{place}: {keyword} out of order")
            current.msgstr.append(value)
        else:
            raise ValueError(f"{place}: unknown keyword {keyword!r}")
        target = keyword
    finish()
    return messages


def read_po(path: Path | str) -> list[Message]:
    """The messages of the ``.po`` file at ``path``."""
    path = Path(path)
    return parse_po(path.read_text(encoding="utf-8"), str(path))


def quote(text: str, keyword: str) -> str:
    """``keyword "text"``, split after each ``\\n`` the way ``msgmerge`` writes it."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    parts = escaped.replace("\n", "\\n\n").split("\n")
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return f'{keyword} "{parts[0] if parts else ""}"'
    return f'{keyword} ""\n' + "\n".join(f'"{p}"' for p in parts)


def write_po(messages: list[Message]) -> str:
    """The text of a ``.po`` catalog holding ``messages``."""
    blocks = []
    for m in messages:
        lines = list(m.comments)
        if m.references:
            lines.append("#: " + " ".join(m.references))
        if m.flags:
            lines.append("#, " + ", ".join(m.flags))
        if m.context is not None:
            lines.append(quote(m.context, "msgctxt"))
        lines.append(quote(m.msgid, "msgid"))
        if m.msgid_plural is not None:
            lines.append(quote(m.msgid_plural, "msgid_plural"))
            lines += [quote(s, f"msgstr[{i}]") for i, s in enumerate(m.msgstr)]
        else:
            lines.append(quote(m.msgstr[0], "msgstr"))
        if m.obsolete:
            lines = [line if line.startswith("#") else "#~ " + line for line in lines]
            lines = [ln.replace("\n", "\n#~ ") for ln in lines]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def mo_bytes(messages: list[Message]) -> bytes:
    """A compiled ``.mo`` catalog: the header and every translated, non-fuzzy message."""
    table: dict[bytes, bytes] = {}
    for m in messages:
        if m.obsolete or (m.msgid and not m.translated):
            continue
        key = m.msgid if m.msgid_plural is None else m.msgid + "\0" + m.msgid_plural
        if m.context is not None:
            key = m.context + "\x04" + key
        table[key.encode("utf-8")] = "\0".join(m.msgstr).encode("utf-8")
    keys = sorted(table)
    count = len(keys)
    ids_start = 7 * 4
    strs_start = ids_start + 8 * count
    data_start = strs_start + 8 * count
    ids, strs, data = b"", b"", b""
    offsets = []
    for k in keys:
        offsets.append((len(data), len(k)))
        data += k + b"\0"
    for k in keys:
        offsets.append((len(data), len(table[k])))
        data += table[k] + b"\0"
    for i, (offset, length) in enumerate(offsets):
        entry = struct.pack("<II", length, data_start + offset)
        if i < count:
            ids += entry
        else:
            strs += entry
    header = struct.pack("<7I", 0x950412DE, 0, count, ids_start, strs_start, 0, data_start)
    return header + ids + strs + data


def compile_po(source: Path | str, target: Path | str) -> None:
    """Compile the ``.po`` file ``source`` into the ``.mo`` file ``target``.

    A ``target`` that already holds the same catalog is left as it is (its time too), so
    an editable install's build does not make ``make`` redo everything that reads it.
    """
    target = Path(target)
    compiled = mo_bytes(read_po(source))
    if target.is_file() and target.read_bytes() == compiled:
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(compiled)
