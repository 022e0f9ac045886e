"""The Nu HTML Checker on the built book: each page as built, and once its widgets rendered.

Serves ``_build/html`` (``tools/serve_site.py``), opens every page with widget views
in headless Chromium, waits until each view has rendered and saves the DOM
(``page.content()``) to ``_build/dom/``; then runs the Nu HTML Checker (npm
``vnu-jar``, pinned in package.json, on the machine's Java) on the built pages and
on those DOM files, prints every error and exits 1 if there is one.  ``make nu``
(part of ``make test``) runs it.

Usage: ``python -m tools.check_html``
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tools.built_site import CHROMIUM_ARGS, RENDERED, html_pages
from tools.serve_site import serve

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

SITE = ROOT / "_build" / "html"
DOM = ROOT / "_build" / "dom"
VNU = ROOT / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"
CHROMIUM = "/usr/bin/chromium"


def save_rendered(site: Path, out: Path) -> list[Path]:
    """The DOM of every widget page after its widgets rendered, one file per page."""
    from playwright.sync_api import sync_playwright

    shutil.rmtree(out, ignore_errors=True)
    saved: list[Path] = []
    pages = [p for p in html_pages(site) if "widget-view+json" in (site / p).read_text("utf-8")]
    with serve(site) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for path in pages:
            page = browser.new_page()
            page.goto(base + path, wait_until="load")
            page.wait_for_function(RENDERED, timeout=20_000)
            target = out / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(page.content(), encoding="utf-8")
            saved.append(target)
            page.close()
        browser.close()
    return saved


#: Container queries (CSS Containment Module Level 3, in every current browser) are newer
#: than the Nu checker's CSS parser, which rejects ``@container`` and the ``cqw`` units.
#: Those two messages, and nothing else about CSS, are the checker's gap, not our error.
_CONTAINER_UNIT = re.compile(r"\d(?:cqw|cqh|cqi|cqb|cqmin|cqmax)\b")


def checker_gap(message: dict[str, object]) -> bool:
    """Whether a Nu message is its CSS parser not knowing container queries.

    >>> checker_gap({"message": "CSS: Unrecognized at-rule “@container”."})
    True
    >>> checker_gap({"message": "CSS: “--w”: Parse Error.", "extract": "--w: calc(100cqw / 10);"})
    True
    >>> checker_gap({"message": "CSS: “--w”: Parse Error.", "extract": "--w: calc(100px +);"})
    False
    >>> checker_gap({"message": "Duplicate ID “s66-c”."})
    False
    """
    text = str(message.get("message", ""))
    if text.startswith("CSS: Unrecognized at-rule “@container”"):
        return True
    return (
        text.startswith("CSS: ")
        and text.endswith("Parse Error.")
        and _CONTAINER_UNIT.search(str(message.get("extract", ""))) is not None
    )


def _source_line(message: dict[str, object]) -> str:
    url, line = str(message.get("url", "")), message.get("lastLine")
    if not url.startswith("file:") or not isinstance(line, int):
        return ""
    lines = Path(unquote(urlsplit(url).path)).read_text("utf-8").splitlines()
    return lines[line - 1] if 0 < line <= len(lines) else ""


def check(files: list[Path]) -> list[dict[str, object]]:
    """The Nu checker's errors for ``files``."""
    java = shutil.which("java")
    if java is None:
        raise SystemExit("java is missing: `apt-get install default-jre-headless` (.ci/run does)")
    if not VNU.is_file():
        raise SystemExit(f"{VNU} is missing: run `make js`")
    run = subprocess.run(
        [java, "-jar", str(VNU), "--format", "json", "--errors-only", *map(str, files)],
        capture_output=True,
        text=True,
        check=False,
    )
    messages = json.loads(run.stderr or '{"messages": []}')["messages"]
    for message in messages:
        # The checker's extract is a few characters; the whole source line tells the units.
        message["extract"] = f"{message.get('extract', '')}\n{_source_line(message)}"
    return [
        m
        for m in messages
        if m.get("type") in ("error", "non-document-error") and not checker_gap(m)
    ]


def main() -> int:
    if not (SITE / "index.html").is_file():
        raise SystemExit("no built site: run `make book` first")
    built = [SITE / p for p in html_pages(SITE)]
    rendered = save_rendered(SITE, DOM)
    errors = check(built + rendered)
    for error in errors:
        where = str(error.get("url", "")).replace(ROOT.as_uri() + "/", "")
        print(f"{where}:{error.get('lastLine', '?')}: {error.get('message')}")
    print(
        f"Nu HTML Checker: {len(errors)} errors in {len(built)} built pages and "
        f"{len(rendered)} pages after their widgets rendered"
    )
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
