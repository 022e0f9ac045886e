"""Copy the site's JavaScript runtime into the folder the book ships with ``html_extra_path``.

The book's static site must work offline, from ``file://`` and under any web path
prefix, so every script a page loads comes from the site itself.  This script takes
those files from the pinned npm packages in ``node_modules/`` (``make js`` installs
them from ``package-lock.json``), from the engine's widget folder
(``solo66/frontends/widgets/``) and from ``tools/runtime/``, and writes them to
``_site_extra/runtime/``.  ``_config.yml`` lists ``_site_extra`` in ``html_extra_path``,
so Sphinx copies it to ``_build/html/runtime/`` as it is: unlike ``_static``, nothing
there is added to every page; a page loads only what it references.

Layout of ``runtime/``:

- ``widgets/host.js``: the host of the widgets' front-end modules (ours, from
  ``tools/runtime/widget-host.js``), loaded with ``defer`` on widget pages
- ``widgets/helpers.js`` and ``widgets/helpers.css``: the helpers every widget
  shares (``base.js``, ``controls.js`` and their styles, exactly as a live widget's
  ``_esm`` and ``_css`` start), loaded once per widget page
- ``site.css`` (ours): icon, summary and error styles for every page
- ``mathjax/`` (``tex-mml-chtml.js`` and the parts it loads on demand), for the
  pages with maths
- ``pyodide/`` (``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``,
  ``python_stdlib.zip``, ``pyodide-lock.json``) for the in-browser page
- ``qrcode/qrcode.js`` (npm ``qrcode-generator``) for the play page's result codes
- ``MANIFEST.json``: every file with its size, sha256 and source package version
  (and the patch, for the one npm file edited here: see ``PATCHES``)

Files are written only when their content changed, and files no longer wanted are
removed, so re-running is cheap and ``make`` can rebuild the site cleanly exactly
when the runtime changed.  Exit status 0; prints ``changed`` or ``unchanged``.

Usage: ``python -m tools.site_assets [--node-modules DIR] [--out DIR]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent

#: (npm package, path inside it, path under runtime/) for single files.
NPM_FILES: tuple[tuple[str, str, str], ...] = (
    ("mathjax", "es5/tex-mml-chtml.js", "mathjax/tex-mml-chtml.js"),
    ("mathjax", "LICENSE", "mathjax/LICENSE"),
    ("pyodide", "pyodide.mjs", "pyodide/pyodide.mjs"),
    ("pyodide", "pyodide.asm.mjs", "pyodide/pyodide.asm.mjs"),
    ("pyodide", "pyodide.asm.wasm", "pyodide/pyodide.asm.wasm"),
    ("pyodide", "python_stdlib.zip", "pyodide/python_stdlib.zip"),
    ("pyodide", "pyodide-lock.json", "pyodide/pyodide-lock.json"),
    # The play page draws a set's result codes as QR codes (MIT; its licence is in the
    # file's opening comment).
    ("qrcode-generator", "dist/qrcode.js", "qrcode/qrcode.js"),
)

#: (npm package, folder inside it, folder under runtime/, file suffixes) copied whole.
NPM_TREES: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    # What tex-mml-chtml.js loads on demand: fonts, TeX extensions, the menu's
    # accessibility tools and the speech rule engine's maps.
    ("mathjax", "es5/output/chtml", "mathjax/output/chtml", (".js", ".woff")),
    ("mathjax", "es5/input", "mathjax/input", (".js",)),
    ("mathjax", "es5/a11y", "mathjax/a11y", (".js",)),
    ("mathjax", "es5/ui", "mathjax/ui", (".js",)),
    ("mathjax", "es5/sre", "mathjax/sre", (".js", ".json")),
)

#: Exact edits of npm files: (path under runtime/, text, replacement, why).  Each text
#: must occur exactly once, or the build stops (a new version needs a new look).
PATCHES: tuple[tuple[str, str, str, str], ...] = (
    (
        "pyodide/pyodide.asm.mjs",
        "new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer)",
        "new Int32Array(globalThis.crossOriginIsolated?new WebAssembly.Memory("
        "{shared:!0,initial:1,maximum:1}).buffer:new ArrayBuffer(4))",
        # Pyodide makes a SharedArrayBuffer when it loads, only for time.sleep() by
        # Atomics.wait; a page that is not cross-origin isolated (no COOP/COEP headers:
        # GitHub Pages cannot send them) gets Chrome's "SharedArrayBuffer requires
        # cross-origin isolation" issue (Lighthouse: best practices).  Atomics.wait
        # cannot block the main thread, where the play page runs Pyodide, so it failed
        # there anyway; on a plain buffer it fails the same way (caught).
        "shared memory only when cross-origin isolated",
    ),
)

#: Our own runtime files, committed under tools/runtime/.
OWN_FILES: tuple[tuple[str, str], ...] = (
    ("widget-host.js", "widgets/host.js"),
    ("site.css", "site.css"),
)


def _npm_version(node_modules: Path, package: str) -> str:
    meta = json.loads((node_modules / package / "package.json").read_text(encoding="utf-8"))
    return str(meta["version"])


def generated_files() -> dict[str, tuple[bytes, str]]:
    """The files made here: the widgets' shared helpers, as a live widget starts."""
    from solo66.frontends.widgets.base import shared_source

    origin = "solo66 solo66/frontends/widgets (base, controls)"
    return {
        "widgets/helpers.js": (shared_source(".js").encode("utf-8"), origin),
        "widgets/helpers.css": (shared_source(".css").encode("utf-8"), origin),
    }


def wanted_files(node_modules: Path) -> dict[str, tuple[Path, str]]:
    """Map each path under ``runtime/`` to (source file, where it came from)."""
    if not node_modules.is_dir():
        sys.exit(f"{node_modules} is missing: run `make js` first")
    files: dict[str, tuple[Path, str]] = {}
    for package, inner, target in NPM_FILES:
        source = node_modules / package / inner
        files[target] = (source, f"npm {package}@{_npm_version(node_modules, package)}")
    for package, inner, target, suffixes in NPM_TREES:
        origin = f"npm {package}@{_npm_version(node_modules, package)}"
        base = node_modules / package / inner
        for source in sorted(base.rglob("*")):
            if source.is_file() and source.name.endswith(suffixes):
                files[f"{target}/{source.relative_to(base).as_posix()}"] = (source, origin)
    for inner, target in OWN_FILES:
        files[target] = (HERE / "runtime" / inner, "solo66 tools/runtime")
    for target, (source, _) in files.items():
        if not source.is_file():
            sys.exit(f"missing {source} (wanted for runtime/{target})")
    return files


def sync(node_modules: Path, out: Path) -> bool:
    """Bring ``out`` in line with the wanted files; return whether anything changed."""
    contents = {
        t: (source.read_bytes(), origin)
        for t, (source, origin) in wanted_files(node_modules).items()
    }
    contents |= generated_files()
    for target, text, replacement, why in PATCHES:
        data, origin = contents[target]
        found = data.count(text.encode("utf-8"))
        if found != 1:
            sys.exit(f"runtime/{target}: the text to patch occurs {found} times, not once ({why})")
        patched = data.replace(text.encode("utf-8"), replacement.encode("utf-8"))
        contents[target] = (patched, f"{origin}, patched: {why}")
    files = contents
    out.mkdir(parents=True, exist_ok=True)
    changed = False
    manifest: dict[str, dict[str, object]] = {}
    for target, (data, origin) in sorted(contents.items()):
        dest = out / target
        if not dest.is_file() or dest.read_bytes() != data:
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(data)
            changed = True
        manifest[target] = {
            "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
            "from": origin,
        }
    manifest_text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"
    manifest_path = out / "MANIFEST.json"
    keep = set(files) | {"MANIFEST.json"}
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel not in keep:
            path.unlink()
            changed = True
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    if not manifest_path.is_file() or manifest_path.read_text(encoding="utf-8") != manifest_text:
        manifest_path.write_text(manifest_text, encoding="utf-8")
        changed = True
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--node-modules", type=Path, default=ROOT / "node_modules")
    parser.add_argument("--out", type=Path, default=ROOT / "_site_extra" / "runtime")
    args = parser.parse_args(argv)
    changed = sync(args.node_modules, args.out)
    print("site runtime", "changed" if changed else "unchanged", "in", args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
