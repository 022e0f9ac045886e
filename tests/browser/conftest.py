"""Browser tests of the built book (``_build/html``), for every page and widget.

Playwright drives Debian's Chromium (``/usr/bin/chromium``; ``playwright install``
cannot download browsers here).  ``make test`` builds the site first and sets
``SOLO66_BROWSER_TESTS=required``: then a missing build or browser is a failure.
Run on their own (``pytest tests/browser``) they are skipped with the reason instead.

Fixtures and helpers for browser tests (use them from any ``tests/browser/test_*.py``):

``site_mode``
    ``"http"`` (the site served from 127.0.0.1 under the path prefix ``SITE_PREFIX``,
    ``/solo66/under/a/prefix/``) or ``"file"`` (opened from disk).  A test that uses
    one of the fixtures below runs over HTTP only, unless it is marked
    ``@pytest.mark.site_modes("http", "file")`` (each mode once) or
    ``@pytest.mark.site_modes("file")``.  Interactions (clicks, keys, widget behaviour)
    do not depend on how the page was opened, so they are tested once, over HTTP under
    the prefix; that every page works from disk is the job of one test per page
    (``test_site.py::test_page_works_from_disk``: it loads with no outside request and
    no page error, every widget view renders, and one click on each widget answers),
    plus the tests of what differs from disk (the play page's message, links between
    the editions, the fixtures themselves).
``site_url(path)``
    The URL of ``path`` (relative to ``_build/html``, e.g. ``"book/cards.html"``) in
    the current mode.
``site_page(path, *, wait_widgets=True, own_context=False)``
    Opens ``path`` and returns the Playwright ``Page`` once it has loaded, the
    network is idle, every widget view has rendered and MathJax (if the page has
    math) has typeset.  Every request that is not for a file of the site is
    **blocked** and recorded in ``outside_requests``; uncaught page errors and
    console errors go to ``page_errors``.  When the test ends, the fixture fails it
    if either list is not empty, so every test that opens a page also proves the
    page works offline and without errors.  A test's first page is the worker's one
    kept tab, navigated to ``path`` as it was left by no one: 1280×900, screen media,
    no stored preference (a new tab costs Chromium a renderer process and cold
    caches, about a second of CPU; a navigation, a third of that).  A second page in
    the same test, a page of ``OWN_CONTEXT_PAGES``, or ``own_context=True`` (for a
    test that adds listeners, routes or scripts to its page or context) gets a fresh
    context of its own.
``outside_requests``
    The URLs blocked so far in this test (a list; assert on it when useful).
``page_errors``
    Page errors and console errors so far in this test (a list of strings).
``axe_violations(page, impacts=("serious", "critical"))``
    Runs axe-core (from ``node_modules/axe-core``, injected into the page) and
    returns the violations of those impacts as dicts (``id``, ``impact``, ``help``,
    ``targets``).
``widget_views(page)``
    The rendered widget containers of the page (html-manager's ``.widget-subarea``
    elements, one per widget view), as Playwright locators.
``site_guard``
    The pieces of ``site_page`` (``context``, ``page``, ``check``) for a fixture that
    keeps one page open for several tests, such as the started play page.
``site_widget(path, title)``
    Opens ``path`` with ``site_page`` and returns ``(page, widget)``: the one
    ``.s66-widget`` on it whose text contains ``title`` (it fails unless there is
    exactly one).
``site_pages``
    Every HTML page of the built site, as paths relative to ``_build/html``.

A widget test typically reads::

    def test_my_widget(site_widget):
        page, widget = site_widget("book/deal.html", "Deal a hand, packet by packet")
        widget.get_by_role("button", name="Next", exact=True).click()
        expect(widget.locator(".s66-counter")).to_have_text("Step 1 of 11")
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import http.server
import os
import re
import threading
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import unquote, urlsplit

import pytest

from tests.play_requests import ask
from tools.built_site import CHROMIUM_ARGS, html_pages
from tools.serve_site import MIME_TYPES

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM = Path(os.environ.get("SOLO66_CHROMIUM", "/usr/bin/chromium"))
SITE_PREFIX = "/solo66/under/a/prefix/"
MODES = ("http", "file")
#: The mode of a test not marked ``site_modes`` (see ``site_mode`` above).
DEFAULT_MODES = ("http",)
WIDGET_VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]'

_ALL_VIEWS_RENDERED = """() => {
  const views = [...document.querySelectorAll('WIDGET_VIEW')];
  return views.every((script) => {
    const area = script.previousElementSibling;
    return area !== null && area.classList.contains("widget-subarea")
      && (area.textContent.trim().length > 0 || area.querySelector("svg, img, canvas") !== null);
  });
}""".replace("WIDGET_VIEW", WIDGET_VIEW)


#: The tests that share one started play page (the ``started_play`` fixture of
#: tests/browser/test_play.py: Pyodide started once) run on one xdist worker
#: (``--dist loadgroup``), in this group, given by their fixture below.
PYODIDE_GROUP = "pyodide"
#: The tests that share the results page (the ``results`` fixture of
#: tests/browser/test_duplicate_results.py: its engine started at the first *Check*): a
#: second group, on another worker.
PYODIDE_RESULTS_GROUP = "pyodide-results"
#: Which fixture puts a test in which group.
SHARED_PAGES = {"started_play": PYODIDE_GROUP, "results": PYODIDE_RESULTS_GROUP}
#: The pages that start Pyodide (and keep what a reader did: results and preferences in
#: localStorage).
PYODIDE_PAGES = ("book/play.html", "book/duplicate-results.html")
#: A test that starts Pyodide in a page of its own (every other test of the play page and
#: of the results page) belongs to no group: the workers share them, each taking the next
#: one, and they start first, with the groups, so no long test is left for the end.
STARTS_PYODIDE = (
    *(Path(page).name for page in PYODIDE_PAGES),
    "test_play",
    "test_duplicate_results",
)
#: The play page's engine asked in CPython, as the page's worker asks it.
play_api = ask
#: How long the play page may take to start Pyodide and the engine in its tests.
PLAY_START_TIMEOUT_MS = 90_000


def wait_play_ready(page: Any) -> Any:
    """The play page's root, once its engine has started (failing if it ended in error)."""
    from playwright.sync_api import expect

    root = page.locator("#s66-play")
    expect(root).to_have_attribute(
        "data-state", re.compile("ready|error"), timeout=PLAY_START_TIMEOUT_MS
    )
    expect(root).to_have_attribute("data-state", "ready")
    return root


#: How long a page may take to load; the play page starts Pyodide and needs longer.
PAGE_TIMEOUT_MS = 20_000
PYODIDE_PAGE_TIMEOUT_MS = 60_000


# First (tryfirst): xdist's own hook reads the groups in the same call, and it was
# registered after this file, which pytest loads with the command line's paths: as a
# plain hook this one ran after it, and no test was grouped.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for fixture, group in SHARED_PAGES.items():
            if fixture in getattr(item, "fixturenames", ()):
                item.add_marker(pytest.mark.xdist_group(group))
                break

    def later(item: pytest.Item) -> tuple[bool, bool]:
        grouped = item.get_closest_marker("xdist_group") is not None
        return (not grouped, not any(word in item.nodeid for word in STARTS_PYODIDE))

    # The groups first (in their order), then the tests that start Pyodide, then the
    # rest: the longest runs start at once and the short tests fill in beside them.
    items.sort(key=later)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "site_mode" in metafunc.fixturenames:
        marker = metafunc.definition.get_closest_marker("site_modes")
        modes = tuple(marker.args) if marker else DEFAULT_MODES
        unknown = set(modes) - set(MODES)
        if unknown:
            raise ValueError(f"unknown site modes {sorted(unknown)}: use {MODES}")
        metafunc.parametrize("site_mode", modes, scope="session")


def _unavailable(reason: str) -> None:
    if os.environ.get("SOLO66_BROWSER_TESTS") == "required":
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site; fails (under ``make test``) or skips if it is missing."""
    if not (SITE / "index.html").is_file():
        _unavailable(f"no built site in {SITE}: run `make book`")
    return SITE


@pytest.fixture(scope="session")
def site_pages(site_dir: Path) -> list[str]:
    return html_pages(site_dir)


class _PrefixHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site folder under SITE_PREFIX only; everything else is 404."""

    extensions_map: ClassVar[dict[str, str]] = MIME_TYPES

    def translate_path(self, path: str) -> str:
        url_path = unquote(urlsplit(path).path)
        if not url_path.startswith(SITE_PREFIX):
            return str(Path(self.directory) / "\0not-under-prefix")
        return super().translate_path("/" + url_path[len(SITE_PREFIX) :])

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def http_base(site_dir: Path) -> Iterator[str]:
    """Base URL of the site served over HTTP on 127.0.0.1 under SITE_PREFIX."""
    handler = functools.partial(_PrefixHandler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Debian Chromium, shared by the whole session."""
    if not CHROMIUM.is_file():
        _unavailable(f"{CHROMIUM} is missing: `apt-get install -y chromium` (.ci/run does)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed: run `make venv`")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def site_base(site_mode: str, site_dir: Path, request: pytest.FixtureRequest) -> str:
    """Base URL of the site in the current mode (ends with a slash)."""
    if site_mode == "http":
        return str(request.getfixturevalue("http_base"))
    return site_dir.as_uri() + "/"


@pytest.fixture
def site_url(site_base: str) -> Callable[[str], str]:
    def url(path: str = "index.html") -> str:
        return site_base + path.lstrip("/")

    return url


def _is_inside(url: str, site_base: str) -> bool:
    if url.startswith(("data:", "blob:", "about:")):
        return True
    return url.startswith(site_base)


@pytest.fixture
def outside_requests() -> list[str]:
    return []


@pytest.fixture
def page_errors() -> list[str]:
    return []


#: The viewport of every guarded context, and of the kept tab at each test's start.
VIEWPORT = {"width": 1280, "height": 900}
#: Pages whose visits each get their own context: the Pyodide pages, whose tests add
#: routes and scripts and which keep what a reader did.
OWN_CONTEXT_PAGES = PYODIDE_PAGES


@dataclasses.dataclass
class _Record:
    """Where a guarded context's checks go: the site it may load from, and the lists of
    the test that uses it (the kept tab's change from test to test)."""

    base: str
    outside: list[str]
    errors: list[str]


def guarded_context(
    browser: Any, site_base: str, outside_requests: list[str], page_errors: list[str]
) -> Any:
    """A browser context (1280×900, no service worker) whose pages may load only files of
    the site at ``site_base``: every other request is blocked and its URL appended to
    ``outside_requests``; :func:`guarded_page` records page and console errors."""
    return _guarded_context(browser, _Record(site_base, outside_requests, page_errors))


def _guarded_context(browser: Any, record: _Record) -> Any:
    def block_outside(route: Any) -> None:
        url = route.request.url
        if _is_inside(url, record.base):
            route.continue_()
        else:
            route.abort("blockedbyclient")

    def seen(request: Any) -> None:
        if not _is_inside(request.url, record.base):
            record.outside.append(request.url)

    def block_socket(ws: Any) -> None:
        record.outside.append(ws.url)
        ws.close()

    # No service worker: the play page's would answer later requests from its
    # cache, past the routes a test sets (the offline test makes its own context).
    context = browser.new_context(viewport=VIEWPORT, service_workers="block")
    context.route("**/*", block_outside)
    context.route_web_socket("**/*", block_socket)
    context.on("request", seen)
    return context


def guarded_page(context: Any, path: str, page_errors: list[str]) -> Any:
    """A new page of ``context`` (for ``path``'s time-out) recording errors in ``page_errors``."""
    return _guarded_page(context, path, _Record("", [], page_errors))


def _timeout(path: str) -> int:
    return PYODIDE_PAGE_TIMEOUT_MS if "play.html" in path else PAGE_TIMEOUT_MS


def _guarded_page(context: Any, path: str, record: _Record) -> Any:
    page = context.new_page()
    page.set_default_timeout(_timeout(path))
    page.on("pageerror", lambda error: record.errors.append(f"page error: {error}"))
    page.on(
        "console",
        lambda message: (
            record.errors.append(f"console {message.type}: {message.text}")
            if message.type == "error"
            else None
        ),
    )
    return page


class _Tab:
    """The worker's kept tab: one guarded context and page that ``site_page`` hands to
    each test in turn, reset as a new tab would be (a tab in a bad state is closed and
    the next test gets a new one)."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.record = _Record("", [], [])
        self.page: Any = None

    def take(self, base: str, outside: list[str], errors: list[str], path: str) -> Any:
        # What the tab recorded between two tests fails the test that takes it next.
        left = [f"(after the test before) outside request: {u}" for u in self.record.outside]
        errors.extend(left + [f"(after the test before) {e}" for e in self.record.errors])
        # The context's handlers hold this one record: its fields change, never the record.
        self.record.base, self.record.outside, self.record.errors = base, outside, errors
        if self.page is None or self.page.is_closed():
            self.close()
            context = _guarded_context(self.browser, self.record)
            self.page = _guarded_page(context, path, self.record)
        page = self.page
        page.set_default_timeout(_timeout(path))
        page.set_viewport_size(VIEWPORT)
        page.emulate_media(media="null", color_scheme="null", reduced_motion="null")
        # The same document with another fragment would not load again.
        if page.url.split("#")[0] == (base + path.lstrip("/")).split("#")[0]:
            page.goto("about:blank")
        return page

    def give_back(self) -> None:
        """After a test: the page's stored preferences forgotten; what it records until
        the next test is kept apart."""
        self.record.outside, self.record.errors = [], []
        if self.page is None:
            return
        try:
            self.page.evaluate(
                "() => { try { localStorage.clear(); sessionStorage.clear(); } catch (e) {} }"
            )
        except Exception:
            self.close()

    def close(self) -> None:
        if self.page is not None:
            with contextlib.suppress(Exception):
                self.page.context.close()
        self.page = None


def fail_on_problems(outside_requests: list[str], page_errors: list[str]) -> None:
    """Fails the test if a request left the site or the page reported an error."""
    problems = [f"outside request: {url}" for url in outside_requests] + page_errors
    if problems:
        pytest.fail("\n".join(problems), pytrace=False)


@contextlib.contextmanager
def checked_between(outside_requests: list[str], page_errors: list[str]) -> Iterator[None]:
    """Around one test on a page kept for several: fails it on what the page recorded
    since the test before (nothing may go wrong between two tests either), then on what
    it recorded during the test; each list emptied for the next."""

    def drain() -> None:
        problems = (list(outside_requests), list(page_errors))
        outside_requests.clear()
        page_errors.clear()
        fail_on_problems(*problems)

    drain()
    yield
    drain()


@pytest.fixture(scope="session")
def site_guard() -> Any:
    """``guarded_context``, ``guarded_page``, ``fail_on_problems`` and ``checked_between``
    for a fixture that keeps one page open for several tests (``site_page`` opens one
    per test)."""
    return types.SimpleNamespace(
        context=guarded_context, page=guarded_page, check=fail_on_problems, between=checked_between
    )


@pytest.fixture
def site_page(
    browser: Any,
    site_base: str,
    outside_requests: list[str],
    page_errors: list[str],
    request: pytest.FixtureRequest,
) -> Iterator[Callable[..., Any]]:
    """Open a page of the site with every outside request blocked and counted."""
    contexts: list[Any] = []
    took: list[_Tab] = []

    def open_page(path: str, *, wait_widgets: bool = True, own_context: bool = False) -> Any:
        page_path = path.split("#")[0].removeprefix("de/")
        if not (own_context or took or contexts or page_path in OWN_CONTEXT_PAGES):
            tab = request.getfixturevalue("_tab")
            took.append(tab)
            page = tab.take(site_base, outside_requests, page_errors, path)
        else:
            context = guarded_context(browser, site_base, outside_requests, page_errors)
            contexts.append(context)
            page = guarded_page(context, path, page_errors)
        page.goto(site_base + path.lstrip("/"), wait_until="load")
        page.wait_for_load_state("networkidle")
        if wait_widgets:
            page.wait_for_function(_ALL_VIEWS_RENDERED)
        if page.evaluate("() => Boolean(window.MathJax && window.MathJax.startup)"):
            page.evaluate("() => window.MathJax.startup.promise")
            page.wait_for_load_state("networkidle")
        return page

    yield open_page
    for tab in took:
        tab.give_back()
    for context in contexts:
        context.close()
    fail_on_problems(outside_requests, page_errors)


@pytest.fixture(scope="session")
def _tab(browser: Any) -> Iterator[_Tab]:
    """The worker's kept tab (see ``site_page``)."""
    tab = _Tab(browser)
    yield tab
    tab.close()


@pytest.fixture
def site_widget(site_page: Callable[..., Any]) -> Callable[[str, str], tuple[Any, Any]]:
    """``site_widget(path, title)`` → ``(page, widget)``, the page's one widget with ``title``."""

    def open_widget(path: str, title: str) -> tuple[Any, Any]:
        from playwright.sync_api import expect

        page = site_page(path)
        widget = page.locator(".s66-widget").filter(has_text=title)
        expect(widget).to_have_count(1)
        return page, widget

    return open_widget


@pytest.fixture(scope="session")
def axe_source() -> str:
    if not AXE.is_file():
        _unavailable(f"{AXE} is missing: run `make js`")
    return AXE.read_text(encoding="utf-8")


@pytest.fixture
def set_theme() -> Callable[[Any, str], None]:
    """``set_theme(page, "dark")``: the site's ``"light"`` or ``"dark"`` theme, as its
    theme button sets it."""

    def switch(page: Any, theme: str) -> None:
        # The theme's colours change with CSS transitions (the search button's text takes
        # 0.15 s): a contrast check must wait until every one of them has ended.
        page.evaluate(
            """async (t) => {
              const html = document.documentElement;
              html.dataset.theme = t; html.dataset.mode = t;
              getComputedStyle(html).color;
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
              const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);
              await Promise.all(moving.map((a) => a.finished.catch(() => null)));
            }""",
            theme,
        )

    return switch


@pytest.fixture
def open_solution() -> Callable[[Any, str], Any]:
    """``open_solution(page, "Exercise 2.")``: the solution of the one exercise whose text
    holds that label, hidden until its summary is clicked; returns its paragraphs, open."""

    def open_it(page: Any, label: str) -> Any:
        from playwright.sync_api import expect

        exercise = page.locator(".s66-exercise").filter(has_text=label)
        expect(exercise).to_have_count(1)
        solution = exercise.locator("details")
        expect(solution.locator("p")).to_be_hidden()
        solution.locator("summary").click()
        return solution.locator("p")

    return open_it


_WIDGET_CONTRAST = """async () => {
  const r = await window.axe.run({ include: [".s66-widget"] },
    { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] });
  return r.violations.flatMap((v) =>
    v.nodes.map((n) => n.target.join(" ") + ": " + n.failureSummary));
}"""


@pytest.fixture
def widget_contrast(axe_source: str) -> Callable[[Any], list[str]]:
    """``widget_contrast(page)`` → axe's colour-contrast failures inside the page's widgets."""

    def run(page: Any) -> list[str]:
        if not page.evaluate("() => typeof window.axe !== 'undefined'"):
            page.add_script_tag(content=axe_source)
        found: list[str] = page.evaluate(_WIDGET_CONTRAST)
        return found

    return run


@pytest.fixture
def axe_violations(axe_source: str) -> Callable[..., list[dict[str, Any]]]:
    """``axe_violations(page, impacts=("serious", "critical"))`` → list of violations."""

    def run(page: Any, impacts: tuple[str, ...] = ("serious", "critical")) -> list[dict[str, Any]]:
        if not page.evaluate("() => typeof window.axe !== 'undefined'"):
            page.add_script_tag(content=axe_source)
        result = page.evaluate(
            """async () => {
              const r = await window.axe.run(document, { resultTypes: ["violations"] });
              return r.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.map((n) => n.target.join(" ")),
              }));
            }"""
        )
        return [v for v in result if v["impact"] in impacts]

    return run


@pytest.fixture
def widget_views() -> Callable[[Any], list[Any]]:
    """``widget_views(page)`` → one locator per rendered widget view."""

    def views(page: Any) -> list[Any]:
        count = page.locator(WIDGET_VIEW).count()
        return [page.locator(".widget-subarea").nth(i) for i in range(count)]

    return views


#: A button of a widget's own (not the header's four-colour or full-screen switch) that
#: is shown, may be pressed and is not the option already chosen: its click must change
#: the widget.
_OWN_BUTTON = (
    "button:not(.s66-header-buttons button):not([disabled]):not([aria-disabled=true])"
    ":not([aria-pressed=true]):visible"
)


@pytest.fixture
def widgets_answer_a_click(widget_views: Callable[[Any], list[Any]]) -> Callable[[Any, str], None]:
    """``widgets_answer_a_click(page, path)``: every widget view of the page shows
    something (no widget error), and every widget changes when one of its own buttons
    is clicked (the state stored at build time has the views a click asks for)."""
    from playwright.sync_api import expect

    def check(page: Any, path: str) -> None:
        for view in widget_views(page):
            assert view.inner_text().strip(), f"an empty widget view on {path}"
            assert "Error displaying widget" not in view.inner_text(), path
        for widget in page.locator(".s66-widget").all():
            button = widget.locator(_OWN_BUTTON).first
            expect(button).to_have_count(1)
            before = widget.inner_html()
            button.click()
            page.wait_for_function(
                "([w, b]) => w.innerHTML !== b", arg=[widget.element_handle(), before]
            )

    return check


#: The screens every page must fit: a classroom projector, a desktop, a phone.
SCREEN_SIZES = [(1280, 720), (1920, 1080), (390, 844)]
#: In a page: how far it is wider than the window, and the elements (tag.class) inside a
#: widget that stick out of it.
OVERFLOW = """() => {
  const page = document.documentElement.scrollWidth - window.innerWidth;
  const inside = [...document.querySelectorAll(".s66-widget")].flatMap((w) => {
    const box = w.getBoundingClientRect();
    return [...w.querySelectorAll("*")]
      .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
      .filter((e) => !e.closest(".s66-sr"))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.right > box.right + 1 || r.left < box.left - 1;
      })
      .map((e) => e.tagName + "." + String(e.className.baseVal ?? e.className).split(" ")[0]);
  });
  return { page, inside: [...new Set(inside)].slice(0, 8) };
}"""
