"""What the browser tests and ``benchmarks/site_size.py`` both know about the built site.

Both open ``_build/html`` in Debian's headless Chromium and visit every page of it, so
the browser's flags and the list of pages are kept here, once.  The browser tests
import this module through pytest's ``pythonpath`` (``pyproject.toml``), the benchmark
by putting ``tools/`` on ``sys.path``.
"""

from __future__ import annotations

from pathlib import Path

#: Headless Chromium, with nothing of its own that would reach outside the site.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Folders of the site that hold assets, not pages.
NOT_PAGES = ("_static", "_sources", "_images", "runtime")


def html_pages(site: Path) -> list[str]:
    """Every HTML page of the site, relative to the site folder, sorted."""
    return sorted(
        path.relative_to(site).as_posix()
        for path in site.rglob("*.html")
        if path.relative_to(site).parts[0] not in NOT_PAGES
    )


#: A JavaScript predicate: every widget view of the page has rendered something.
RENDERED = """() => [...document.querySelectorAll(
  'script[type="application/vnd.jupyter.widget-view+json"]')].every((script) => {
    const area = script.previousElementSibling;
    return area !== null && area.classList.contains("widget-subarea")
      && (area.textContent.trim().length > 0 || area.querySelector("svg, img, canvas") !== null);
  })"""
