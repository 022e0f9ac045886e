"""What each page of the built book weighs and how fast it shows, as a reader's browser sees it.

Serves ``_build/html`` with ``tools/serve_site.py`` (gzip and cache headers, as a real
host), opens every page in headless Chromium (``/usr/bin/chromium``) on loopback and
prints, per page:

- ``raw``: the bytes of everything the page loaded (decoded), ``gzip``: what came
  over the wire, ``req``: the number of requests (all inside the site);
- ``text``: first contentful paint, ``widget``: when the first widget had rendered
  (a ``.s66-widget`` in the page), both in ms after navigation, the median of
  ``--runs`` visits (blob: URLs, the host importing modules from the page's own
  state, are not counted as bytes);
- Lighthouse 12 (npm ``lighthouse``, pinned in package.json), its default mobile
  preset (simulated Slow 4G, a mid-range phone): the four scores, performance,
  accessibility, best practices and SEO, for the pages in ``--lighthouse-pages``.

Then the issue's targets, each with ``ok`` or ``MISSED``: every widget page at most
1.2 MB raw and 400 kB gzip, every other page at most 0.8 MB (play excepted: it
loads Python), the first widget within 1 s, Lighthouse performance at least 80
(play 50), accessibility and best practices 100.

Usage: ``make weight`` or ``python -m benchmarks.site_weight [--site DIR] [--no-lighthouse]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tools.built_site import CHROMIUM_ARGS, RENDERED, html_pages
from tools.serve_site import serve

ROOT = Path(__file__).resolve().parent.parent

SITE = ROOT / "_build" / "html"
CHROMIUM = "/usr/bin/chromium"
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
LIGHTHOUSE_PAGES = (
    "book/welcome.html",
    "book/cards.html",
    "book/tricks.html",
    "book/example-hands.html",
    "book/drills.html",
    "book/play.html",
    # The German edition's header has the other language switch; its pages the same widgets.
    "de/book/welcome.html",
    "de/book/tricks.html",
)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
FIRST_WIDGET = """(() => {
  const seen = () => {
    if (window.__s66FirstWidget === undefined && document.querySelector(".s66-widget")) {
      window.__s66FirstWidget = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})();"""


@dataclass
class Page:
    path: str
    raw: int = 0
    wire: int = 0
    requests: int = 0
    text_ms: float | None = None
    widget_ms: float | None = None
    widgets: bool = False
    scores: dict[str, int] = field(default_factory=dict)


def _visit(browser: Any, base: str, path: str, result: Page) -> tuple[Any, Any]:
    """Open ``path`` in a fresh context; (first text ms, first widget ms)."""
    context = browser.new_context()
    responses: list[Any] = []
    context.on("requestfinished", lambda request, seen=responses: seen.append(request))
    context.add_init_script(FIRST_WIDGET)
    page = context.new_page()
    page.goto(base + path, wait_until="load")
    if path == "index.html":  # the root redirects to the first page: measured with it
        page.wait_for_url("**/book/*.html")
        page.wait_for_load_state("load")
    if result.widgets:
        page.wait_for_function(RENDERED, timeout=30_000)
    if path.endswith("play.html"):
        ready = "() => document.querySelector('#s66-play').dataset.state === 'ready'"
        page.wait_for_function(ready, timeout=90_000)
    page.wait_for_load_state("networkidle")
    text = page.evaluate(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime"
    )
    widget = page.evaluate("() => window.__s66FirstWidget")
    result.raw = result.wire = result.requests = 0
    for request in responses:
        response = request.response()
        # A blob: URL is the host importing a module from text already in the page.
        if response is None or request.url.startswith(("blob:", "data:")):
            continue
        result.requests += 1
        with suppress(Exception):  # no body (a redirect)
            result.raw += len(response.body())
        result.wire += request.sizes()["responseBodySize"]
    context.close()
    return text, widget


def _median(values: list[Any]) -> float | None:
    known = [float(v) for v in values if v is not None]
    return statistics.median(known) if known else None


def measure(site: Path, base: str, paths: list[str], runs: int = 1) -> list[Page]:
    """Each page opened ``runs`` times: bytes of the last visit, median times."""
    from playwright.sync_api import sync_playwright

    results: list[Page] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for path in paths:
            result = Page(path, widgets="widget-view+json" in (site / path).read_text("utf-8"))
            times = [_visit(browser, base, path, result) for _ in range(runs)]
            result.text_ms = _median([t for t, _ in times])
            result.widget_ms = _median([w for _, w in times])
            results.append(result)
        browser.close()
    return results


def lighthouse(url: str, runs: int = 1) -> dict[str, int]:
    """Lighthouse's four scores (0-100) for ``url``, mobile preset.

    With ``runs`` > 1, the run with the median performance score is kept, as
    Lighthouse's documentation on score variance advises (one run on a shared
    machine moves the performance score by ten points or more).
    """
    reports = sorted((_lighthouse_once(url) for _ in range(runs)), key=lambda r: r["performance"])
    return reports[len(reports) // 2]


def _lighthouse_once(url: str) -> dict[str, int]:
    run = subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--output=json",
            "--output-path=stdout",
            "--quiet",
            f"--only-categories={','.join(CATEGORIES)}",
            "--chrome-flags=--headless --no-sandbox --disable-gpu",
        ],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "CHROME_PATH": CHROMIUM},
        timeout=300,
    )
    report = json.loads(run.stdout)
    return {c: round(100 * (report["categories"][c]["score"] or 0)) for c in CATEGORIES}


def _kb(size: int) -> str:
    return f"{size / 1000:,.0f} kB"


def _ms(value: float | None) -> str:
    return "—" if value is None else f"{value:,.0f}"


def targets(pages: list[Page]) -> list[tuple[str, bool]]:
    checks: list[tuple[str, bool]] = []
    for p in pages:
        play = p.path.endswith("play.html")
        if p.widgets:
            checks.append((f"{p.path}: {_kb(p.raw)} <= 1,200 kB", p.raw <= 1_200_000))
            checks.append((f"{p.path}: gzip {_kb(p.wire)} <= 400 kB", p.wire <= 400_000))
            ok = p.widget_ms is not None and p.widget_ms <= 1000
            checks.append((f"{p.path}: first widget {_ms(p.widget_ms)} ms <= 1,000", ok))
        elif not play:
            checks.append((f"{p.path}: {_kb(p.raw)} <= 800 kB", p.raw <= 800_000))
        if p.scores:
            least = 50 if play else 80
            perf = p.scores["performance"]
            checks.append((f"{p.path}: Lighthouse performance {perf} >= {least}", perf >= least))
            for c in ("accessibility", "best-practices"):
                checks.append((f"{p.path}: Lighthouse {c} {p.scores[c]} = 100", p.scores[c] == 100))
    return checks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--site", type=Path, default=SITE, help="a built site (default _build/html)"
    )
    parser.add_argument("--no-lighthouse", action="store_true", help="skip Lighthouse")
    parser.add_argument(
        "--runs",
        type=int,
        default=3,
        help="visits per page on loopback; times are the median (default 3: a shared "
        "machine's load moves single figures by hundreds of ms)",
    )
    parser.add_argument(
        "--lighthouse-pages",
        nargs="*",
        default=list(LIGHTHOUSE_PAGES),
        help="pages to run Lighthouse on (default: eight; 'all' for every page)",
    )
    parser.add_argument(
        "--lighthouse-runs",
        type=int,
        default=1,
        help="Lighthouse runs per page; the median performance run is reported (default 1)",
    )
    args = parser.parse_args(argv)
    if args.lighthouse_runs < 1:
        raise SystemExit(f"--lighthouse-runs must be 1 or more, not {args.lighthouse_runs}")
    if not (args.site / "index.html").is_file():
        raise SystemExit(f"no built site in {args.site}: run `make book` first")
    # Both editions (the German one under de/), without the index and search pages.
    paths = [
        p
        for p in html_pages(args.site)
        if p.removeprefix("de/") not in ("genindex.html", "search.html")
    ]
    with serve(args.site) as base:
        pages = measure(args.site, base, paths, args.runs)
        if not args.no_lighthouse:
            if not LIGHTHOUSE.is_file():
                raise SystemExit(f"{LIGHTHOUSE} is missing: run `make js`")
            for page in pages:
                if page.path in args.lighthouse_pages or args.lighthouse_pages == ["all"]:
                    page.scores = lighthouse(base + page.path, args.lighthouse_runs)
    print(f"site: {args.site}")
    header = f"{'page':<29} {'raw':>9} {'gzip':>9} {'req':>4} {'text ms':>8} {'widget ms':>9}"
    print(header + "  Lighthouse perf/a11y/best/seo")
    for p in pages:
        scores = "/".join(str(p.scores[c]) for c in CATEGORIES) if p.scores else ""
        print(
            f"{p.path:<29} {_kb(p.raw):>9} {_kb(p.wire):>9} {p.requests:>4} "
            f"{_ms(p.text_ms):>8} {_ms(p.widget_ms):>9}  {scores}"
        )
    print("targets:")
    for text, ok in targets(pages):
        print(f"  {'ok    ' if ok else 'MISSED'} {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
