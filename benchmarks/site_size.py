"""How big is the built book?  Prints the clean build time and what each page loads.

Serves ``_build/html`` on 127.0.0.1, opens every page in headless Chromium (the same
Debian ``/usr/bin/chromium`` as the browser tests), waits until the network is idle
and the widgets have rendered, and adds up the bytes of every response the page
needed: the HTML, scripts, styles, fonts, images and whatever the scripts fetched
(the widget front-end, MathJax's fonts...).  The clean build time is the one
``make book`` recorded in ``_build/build-seconds.txt`` (both editions, built at once).

Usage: ``make size`` or ``python -m benchmarks.site_size [--top N]``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tools.built_site import CHROMIUM_ARGS, html_pages
from tools.serve_site import serve

ROOT = Path(__file__).resolve().parent.parent

SITE = ROOT / "_build" / "html"
CHROMIUM = "/usr/bin/chromium"
VIEWS_RENDERED = """() => [...document.querySelectorAll(
  'script[type="application/vnd.jupyter.widget-view+json"]')].every(
  (s) => s.previousElementSibling && s.previousElementSibling.textContent.trim())"""


def measure(site: Path) -> dict[str, dict[str, int]]:
    """For each page: bytes loaded per URL (the page itself included)."""
    from playwright.sync_api import sync_playwright

    results: dict[str, dict[str, int]] = {}
    with serve(site) as base, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for path in html_pages(site):
            context = browser.new_context()
            loaded: dict[str, int] = {}

            def record(response: Any, loaded: dict[str, int] = loaded) -> None:
                if response.url.startswith(base):
                    try:
                        loaded[response.url.split("?")[0]] = len(response.body())
                    except Exception:  # a response without a body (redirect, aborted)
                        loaded.setdefault(response.url.split("?")[0], 0)

            context.on("response", record)
            page = context.new_page()
            page.goto(base + path, wait_until="load")
            page.wait_for_load_state("networkidle")
            page.wait_for_function(VIEWS_RENDERED, timeout=20_000)
            page.wait_for_load_state("networkidle")
            results[path] = {url[len(base) :]: size for url, size in loaded.items()}
            context.close()
        browser.close()
    return results


def _mb(size: int) -> str:
    return f"{size / 1_000_000:.2f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=8, help="files to list for the largest page")
    args = parser.parse_args(argv)
    if not (SITE / "index.html").is_file():
        raise SystemExit("no built site: run `make book` first")
    seconds = ROOT / "_build" / "build-seconds.txt"
    build = seconds.read_text().strip() if seconds.is_file() else "unknown (build with make)"
    site_bytes = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    runtime_bytes = sum(p.stat().st_size for p in (SITE / "runtime").rglob("*") if p.is_file())
    results = measure(SITE)
    print(f"clean build time:        {build}")
    print(f"site on disk:            {_mb(site_bytes)} (runtime/ {_mb(runtime_bytes)})")
    print("page                                   requests      loaded")
    for path, loaded in sorted(results.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"  {path:<36} {len(loaded):>8} {_mb(sum(loaded.values())):>11}")
    largest, loaded = max(results.items(), key=lambda kv: sum(kv[1].values()))
    print(f"largest page:            {largest}, {_mb(sum(loaded.values()))} in {len(loaded)} files")
    for url, size in sorted(loaded.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"  {_mb(size):>9}  {url}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
