"""What the browser tests and ``benchmarks/site_size.py`` both know about the built site.

Both open ``_build/html`` in Debian's headless Chromium and visit every page of it, so
the browser's flags and the list of pages are kept here, once, as ``tools.built_site``
(the tests find it through pytest's ``pythonpath``, the repository's root; the
benchmarks run from there as ``python -m benchmarks.site_size``).
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
#: Folders of an edition that hold assets, not pages: the class set's printouts
#: (class-sets/, written by the engine's class-set writer as the CLI writes them) are
#: documents to print, not pages of the book with the theme and the language switch.
NOT_PAGES = ("_static", "_sources", "_images", "runtime", "play", "class-sets")
#: The book's editions and their folders in the site: English at the root, German in de/
#: (``tools/editions.py``).
EDITIONS = {"en": "", "de": "de/"}


def edition_of(page: str) -> str:
    """The edition a page of the site belongs to.

    >>> edition_of("book/tricks.html"), edition_of("de/book/tricks.html")
    ('en', 'de')
    """
    for language, folder in EDITIONS.items():
        if folder and page.startswith(folder):
            return language
    return "en"


def html_pages(site: Path, edition: str | None = None) -> list[str]:
    """Every HTML page of the site (of one ``edition``: ``"en"``, ``"de"``), relative to
    the site folder, sorted."""
    pages = []
    for path in site.rglob("*.html"):
        page = path.relative_to(site).as_posix()
        language = edition_of(page)
        inner = Path(page[len(EDITIONS[language]) :]).parts
        if inner[0] in NOT_PAGES or (edition is not None and language != edition):
            continue
        pages.append(page)
    return sorted(pages)


#: A JavaScript predicate: every widget view of the page has rendered something.
RENDERED = """() => [...document.querySelectorAll(
  'script[type="application/vnd.jupyter.widget-view+json"]')].every((script) => {
    const area = script.previousElementSibling;
    return area !== null && area.classList.contains("widget-subarea")
      && (area.textContent.trim().length > 0 || area.querySelector("svg, img, canvas") !== null);
  })"""
