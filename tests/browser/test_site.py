"""Every page of the built site: offline, without errors, widgets rendered, accessible."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import OVERFLOW, SCREEN_SIZES
from tools.built_site import html_pages

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"


def _pages(edition: str | None = None) -> list[str]:
    # Collected from the build when it exists; otherwise one id, so the site_dir
    # fixture reports the missing build instead of the test silently vanishing.
    if not SITE.is_dir():
        return ["index.html"]
    return html_pages(SITE, edition)


#: The English pages, opened in the browser below; the German edition's are opened in
#: test_editions.py (once each, from disk, for what differs).  The file-level checks read
#: every page.
PAGES = _pages("en")
EVERY_PAGE = _pages()


def test_site_has_the_pages(site_pages: list[str]) -> None:
    for page in ("index.html", "book/welcome.html", "book/cards.html", "book/glossary.html"):
        assert page in site_pages
        assert "de/" + page in site_pages
    assert site_pages == EVERY_PAGE
    assert [p for p in site_pages if not p.startswith("de/")] == PAGES


# The one visit per English page from disk: all the other tests of a page's behaviour
# run over HTTP under the prefix (conftest.py's ``site_mode``); the German pages' one
# visit, from disk too, is in test_editions.py.
@pytest.mark.site_modes("file")
@pytest.mark.parametrize("path", PAGES)
def test_page_works_from_disk(
    site_page: Any,
    path: str,
    outside_requests: list[str],
    page_errors: list[str],
    widgets_answer_a_click: Any,
) -> None:
    page = site_page(path)
    widgets_answer_a_click(page, path)
    assert outside_requests == []
    assert page_errors == []


# One visit per English page over HTTP under the prefix (axe reads the stylesheets, which
# a page opened from file:// may not fetch; the layout does not depend on how the site is
# opened): axe, then the page resized to each screen in turn.  The play page, which
# starts Pyodide, is checked with axe and measured by its own tests, on the one page
# they start (test_play.py).
@pytest.mark.parametrize("path", [p for p in PAGES if p != "book/play.html"])
def test_page_passes_axe_and_fits_every_screen(
    site_page: Any, axe_violations: Any, widget_views: Any, path: str
) -> None:
    page = site_page(path)
    for view in widget_views(page):
        assert "Error displaying widget" not in view.inner_text(), path
    violations = axe_violations(page)
    assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
    found = {}
    for width, height in SCREEN_SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        found[(width, height)] = page.evaluate(OVERFLOW)
    assert found == {size: {"page": 0, "inside": []} for size in SCREEN_SIZES}


def test_redirect_from_index_reaches_the_welcome_page(site_page: Any) -> None:
    page = site_page("index.html")
    page.wait_for_url("**/book/welcome.html")
    assert page.locator("h1").first.inner_text().startswith("Welcome")


def test_plain_sums_are_text_and_no_page_without_maths_loads_mathjax(site_page: Any) -> None:
    page = site_page("book/cards.html")
    assert page.locator(".s66-math").all_inner_texts() == [
        "11 + 10 + 4 + 3 + 2 = 30",
        "4 × 30 = 120",
    ]
    scripts = page.evaluate("() => [...document.scripts].map((s) => s.src).filter(Boolean)")
    assert not [s for s in scripts if "mathjax" in s.lower()]
    assert page.evaluate("() => typeof window.MathJax") == "undefined"


def test_widget_runtime_is_the_sites_own_host(site_page: Any, site_base: str) -> None:
    page = site_page("book/cards.html")
    scripts = page.evaluate(
        "() => [...document.scripts].filter((s) => s.src).map((s) => [s.src, s.defer])"
    )
    runtime = {
        src.split("?")[0][len(site_base) :]: defer for src, defer in scripts if "/runtime/" in src
    }
    assert runtime == {"runtime/widgets/helpers.js": True, "runtime/widgets/host.js": True}
    assert all(src.startswith(site_base) for src, _ in scripts)
    assert page.evaluate("() => typeof window.requirejs") == "undefined"


class _Assets(HTMLParser):
    """Collects the URLs a page loads by itself (scripts, styles, images, frames)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in ("script", "img", "iframe", "source", "audio", "video") and a.get("src"):
            self.urls.append(str(a["src"]))
        if tag == "link" and a.get("href") and a.get("rel") not in ("next", "prev"):
            rel = str(a.get("rel") or "")
            if rel in ("stylesheet", "preload", "modulepreload", "icon", "manifest"):
                self.urls.append(str(a["href"]))


@pytest.mark.parametrize("path", EVERY_PAGE)
def test_page_source_loads_nothing_by_absolute_url(site_dir: Path, path: str) -> None:
    # Relative URLs only: what makes the site work from file:// and under any prefix.
    parser = _Assets()
    parser.feed((site_dir / path).read_text(encoding="utf-8"))
    absolute = [u for u in parser.urls if "://" in u or u.startswith("//") or u.startswith("/")]
    assert absolute == []


def test_notebook_pages_have_launch_and_download_buttons(site_dir: Path) -> None:
    html = (site_dir / "book" / "cards.html").read_text(encoding="utf-8")
    binder = "https://mybinder.org/v2/gh/solo66/solo66/main?urlpath=lab/tree/book/cards.ipynb"
    colab = "https://colab.research.google.com/github/solo66/solo66/blob/main/book/cards.ipynb"
    assert binder in html
    assert colab in html
    assert 'href="../_sources/book/cards.ipynb"' in html
    assert (site_dir / "_sources" / "book" / "cards.ipynb").is_file()


def test_runtime_manifest_lists_every_shipped_runtime_file(site_dir: Path) -> None:
    runtime = site_dir / "runtime"
    manifest = json.loads((runtime / "MANIFEST.json").read_text(encoding="utf-8"))
    shipped = {p.relative_to(runtime).as_posix() for p in runtime.rglob("*") if p.is_file()} - {
        "MANIFEST.json"
    }
    assert shipped == set(manifest)
    for needed in (
        "widgets/host.js",
        "widgets/helpers.js",
        "widgets/helpers.css",
        "site.css",
        "pyodide/pyodide.mjs",
        "pyodide/pyodide.asm.mjs",
        "pyodide/pyodide.asm.wasm",
        "pyodide/python_stdlib.zip",
        "pyodide/pyodide-lock.json",
    ):
        assert needed in manifest
    assert not list(site_dir.glob("**/*embed-amd*")) and not (runtime / "require.js").exists()
    # MathJax is shipped exactly when some page loads it.
    pages = [(site_dir / p).read_text(encoding="utf-8") for p in html_pages(site_dir)]
    with_maths = any("runtime/mathjax/" in text for text in pages)
    assert ("mathjax/tex-mml-chtml.js" in manifest) == with_maths


_HEAD_SCRIPT = re.compile(r"<script\b([^>]*)\bsrc=\"([^\"]+)\"[^>]*>")


@pytest.mark.parametrize("path", EVERY_PAGE)
def test_no_script_blocks_rendering_and_search_scripts_only_on_the_search_page(
    site_dir: Path, path: str
) -> None:
    head = (site_dir / path).read_text(encoding="utf-8").split("</head>", 1)[0]
    blocking = [
        src
        for attributes, src in _HEAD_SCRIPT.findall(head)
        if not re.search(r"\b(?:defer|async)\b|type=\"module\"", attributes)
    ]
    assert blocking == []
    searching = "searchindex.js" in head and "searchtools.js" in head
    assert searching == (path in ("search.html", "de/search.html"))


def test_admonition_icons_come_from_the_style_sheet_not_a_font_file(
    site_page: Any, site_dir: Path
) -> None:
    fonts: list[str] = []
    # Its reading is an admonition with a title; a context of its own for the listener.
    page = site_page("book/auction.html", own_context=True)
    page.on("request", lambda request: fonts.append(request.url))
    page.reload(wait_until="load")
    page.wait_for_load_state("networkidle")
    assert not [u for u in fonts if re.search(r"\.(?:woff2?|ttf|otf)(?:\?|$)", u)]
    title = page.locator(".admonition > .admonition-title").first
    after = title.evaluate("(t) => getComputedStyle(t, '::after').fontFamily")
    assert "Font Awesome" in after
    loaded = page.evaluate(
        """() => document.fonts.ready.then(() => [...document.fonts]
          .filter((f) => f.family.includes("Font Awesome") && f.status === "loaded")
          .map((f) => f.family + " " + f.weight))"""
    )
    assert "Font Awesome 6 Free 900" in [name.replace('"', "") for name in loaded]
    assert not (site_dir / "_static" / "vendor" / "fontawesome" / "webfonts").exists()
