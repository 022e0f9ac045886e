"""Put the *Play in the browser* page's files into ``_site_extra/play/``.

The play page (``book/play.md``) runs the engine in the reader's browser with
Pyodide.  It loads, relative to itself, ``../play/play.js`` and ``../play/play.css``
(ours, from ``tools/play/``, with the engine's client ``engine.js`` and the styles
``page.css``, both shared with the results page) and ``../play/solo66.zip``: the
pure-Python ``solo66`` package as it is in this source tree, which the page unpacks into
Pyodide's file system, with each language's catalog compiled into it, so the engine
speaks the page's ``<html lang>`` (the German edition's ``de/book/play.html`` too).  The
page's own words come from the same catalogs: :func:`page_script` writes them, for every
language, in front of ``play.js`` (the engine's client's too).  The zip leaves out
:mod:`solo66.frontends.widgets` (it needs anywidget, which the page does not) and is
reproducible: entries sorted, timestamps fixed, so the same sources give the same bytes.
Pyodide itself comes from ``runtime/pyodide/`` (``tools/site_assets.py``, from the npm
package).

Offline use: ``play/offline.json`` gives the bytes the page fetches to start (Pyodide's
large files and the engine; the page's progress bar counts against it), and
``book/play-sw.js`` is the page's service worker (from ``tools/play/sw.js``, with a
``VERSION`` made of the checksums of everything it keeps, so a new build replaces the
old cache).  It has to sit next to ``book/play.html`` to be allowed that scope.
``book/play-worker.js`` (from ``tools/play/worker.js``) is the Web Worker that runs
Pyodide and the engine off the page's thread; it sits there too, inside the service
worker's scope (``book/play``…), so that the worker, and what it loads, is kept as well.

The *Duplicate results* page (``book/duplicate-results.md``) runs the same engine the
same way: its script ``play/results.js`` (from ``tools/play/results.js``, with its words
in front: :func:`solo66.frontends.results_page.page_words`) and styles
``play/results.css``, the same engine's client and shared styles, the same zip and
Pyodide, the same Web Worker's source as ``book/duplicate-results-worker.js``, and a
service worker of the same source as ``book/duplicate-results-sw.js`` (scope
``book/duplicate-results``…, a cache of its own), so that it too checks results with no
network after one visit.

``_config.yml`` lists ``_site_extra`` in ``html_extra_path``: these files are copied
to the site as they are and loaded by the play page only.

Usage: ``python -m tools.play_assets [--out DIR]``; prints ``changed`` or ``unchanged``.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import zipfile
from collections.abc import Callable
from pathlib import Path

from solo66.frontends import results_page
from solo66.frontends.jswords import Word, js_words
from solo66.frontends.playpage import page_words
from solo66.i18n import available_languages, speaking
from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent / "play"

#: The play page's script, written with the page's words in front of it.
PAGE_SCRIPT = "play.js"
#: The engine's client both pages' scripts use (``s66Engine``), whose words each is sent.
ENGINE_CLIENT = "engine.js"
#: Subpackages the page does not need (and could not import in Pyodide).
LEFT_OUT = ("frontends/widgets",)
_EPOCH = (1980, 1, 1, 0, 0, 0)
#: The service worker's source, written to book/ (not play/) with its VERSION.
SERVICE_WORKER = "sw.js"
#: The Web Worker's source, written to book/play-worker.js.
ENGINE_WORKER = "worker.js"
#: The results page: its name (book/<RESULTS>.md, its workers book/<RESULTS>-sw.js and
#: book/<RESULTS>-worker.js) and its script, written with its words in front.
RESULTS = "duplicate-results"
RESULTS_SCRIPT = "results.js"
#: Pyodide's files the page fetches to start (in runtime/pyodide/, tools/site_assets.py);
#: its two .mjs files come by import(), which the page's progress bar cannot count.
PYODIDE = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
RUNTIME_MANIFEST = ROOT / "_site_extra" / "runtime" / "MANIFEST.json"


def _entry(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data)


def package_zip(source: Path = ROOT / "solo66") -> bytes:
    """The ``solo66`` package's Python files (and ``py.typed``) as a reproducible zip,
    with each language's catalog compiled (``locale/<code>/LC_MESSAGES/solo66.mo``, from
    its ``.po``), so that the engine in the browser speaks the page's language."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for po in sorted((source / "locale").glob("*/LC_MESSAGES/solo66.po")):
            mo = catalogs.mo_bytes(catalogs.read(po))
            _entry(archive, f"solo66/{po.relative_to(source).with_suffix('.mo').as_posix()}", mo)
        for path in sorted(source.rglob("*")):
            rel = path.relative_to(source)
            if (
                not path.is_file()
                or any(rel.as_posix().startswith(f"{d}/") for d in LEFT_OUT)
                or "__pycache__" in rel.parts
            ):
                continue
            if path.suffix != ".py" and path.name != "py.typed":
                continue
            _entry(archive, f"solo66/{rel.as_posix()}", path.read_bytes())
    return buffer.getvalue()


def script_with_words(
    script: str, name: str, words: Callable[[list[Word]], object], what: str
) -> bytes:
    """``play/<script>``: the page's words in every language the engine speaks
    (``words(said)``, ``said`` being :func:`said_by` the script) as ``self.<name>``, then
    ``tools/play/<script>``."""
    said = said_by(script)
    every = {}
    for code in available_languages():
        with speaking(code):
            every[code] = words(said)
    text = json.dumps(every, ensure_ascii=False, sort_keys=True, indent=1)
    head = (
        f"// The {what}'s words, from the engine's catalogs (written by tools/play_assets.py).\n"
        f"self.{name} = {text};\n"
    )
    return head.encode() + (HERE / script).read_bytes()


def said_by(script: str) -> tuple[Word, ...]:
    """The words of every ``t("…")`` of ``tools/play/<script>`` and of the engine's
    client it uses (:data:`ENGINE_CLIENT`, which says its words through the page's
    ``t``), once each, read with Babel: :func:`solo66.frontends.jswords.js_words`.

    >>> said = said_by(PAGE_SCRIPT)
    >>> "Hint" in said and "{what} did not finish within {seconds} s" in said
    True
    >>> len(said) == len(set(said))
    True
    """
    return tuple(dict.fromkeys(js_words(HERE / script) + js_words(HERE / ENGINE_CLIENT)))


def page_script() -> bytes:
    """``play/play.js`` with its words (:func:`solo66.frontends.playpage.page_words`)."""
    return script_with_words(PAGE_SCRIPT, "s66PlayWords", page_words, "play page")


def results_script() -> bytes:
    """``play/results.js`` with its words
    (:func:`solo66.frontends.results_page.page_words`)."""
    return script_with_words(
        RESULTS_SCRIPT, "s66ResultsWords", results_page.page_words, "results page"
    )


def wanted_files() -> dict[str, bytes]:
    """Each file of ``play/`` with its content."""
    files = {
        path.name: path.read_bytes()
        for path in sorted(HERE.iterdir())
        if path.is_file() and path.name not in (SERVICE_WORKER, ENGINE_WORKER)
    }
    files[PAGE_SCRIPT] = page_script()
    files[RESULTS_SCRIPT] = results_script()
    files["solo66.zip"] = package_zip()
    if not RUNTIME_MANIFEST.is_file():
        raise SystemExit(f"{RUNTIME_MANIFEST} is missing: run tools/site_assets.py first")
    runtime = json.loads(RUNTIME_MANIFEST.read_text(encoding="utf-8"))
    pyodide = [runtime[f"pyodide/{name}"] for name in PYODIDE]
    needed = sum(int(entry["bytes"]) for entry in pyodide) + len(files["solo66.zip"])
    files["offline.json"] = (json.dumps({"bytes": needed}) + "\n").encode("utf-8")
    return files


def service_worker(play: dict[str, bytes], page: str = "play") -> bytes:
    """``book/<page>-sw.js``: the worker with a VERSION from everything it may keep, and
    its PAGE, which names its cache."""
    digest = hashlib.sha256()
    for name, data in sorted(play.items()):
        digest.update(name.encode() + b"\0" + data)
    digest.update(RUNTIME_MANIFEST.read_bytes())
    digest.update((ROOT / "book" / f"{page}.md").read_bytes())
    digest.update((HERE / ENGINE_WORKER).read_bytes())
    source = (HERE / SERVICE_WORKER).read_text(encoding="utf-8")
    head = f'const VERSION = "{digest.hexdigest()[:16]}";\nconst PAGE = "{page}";\n'
    return (head + source).encode()


def sync(out: Path) -> bool:
    """Bring ``out`` in line with the wanted files; return whether anything changed."""
    files = wanted_files()
    out.mkdir(parents=True, exist_ok=True)
    (out.parent / "book").mkdir(parents=True, exist_ok=True)
    changed = False
    source = (HERE / ENGINE_WORKER).read_bytes()
    for page in ("play", RESULTS):
        for name, data in (
            (f"{page}-sw.js", service_worker(files, page)),
            (f"{page}-worker.js", source),
        ):
            dest = out.parent / "book" / name
            if not dest.is_file() or dest.read_bytes() != data:
                dest.write_bytes(data)
                changed = True
    for name, data in files.items():
        dest = out / name
        if not dest.is_file() or dest.read_bytes() != data:
            dest.write_bytes(data)
            changed = True
    for path in out.iterdir():
        if path.is_file() and not path.name.startswith(".") and path.name not in files:
            path.unlink()
            changed = True
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site_extra" / "play")
    args = parser.parse_args(argv)
    changed = sync(args.out)
    print("play page files", "changed" if changed else "unchanged", "in", args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
