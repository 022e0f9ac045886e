"""The Duplicate results page: a class's result codes and tables' rows, checked and ranked
by the engine in the browser (Pyodide in the play page's worker), shown as the engine
answers; the CSV, the printed page, both editions, both themes, phone and desktop,
offline after one visit, and the message when opened from disk.

The test asks the same engine in CPython (:mod:`solo66.frontends.results_page`) what the
page must show, and compares: it decides no result itself.  Over HTTP the site is served
under a path prefix, and the fixtures fail a test on any request leaving the site.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from benchmarks.duplicate_rank import student_lines
from solo66.frontends.results_page import handle, page_words
from solo66.i18n import _, speaking
from solo66.teaching.duplicate import DuplicateSet
from solo66.teaching.ranking import rank, ranking_csv

PAGE = "book/duplicate-results.html"
CHECK_TIMEOUT_MS = 120_000
#: The set the class played, and three students' codes on each of its deals.
SET = DuplicateSet(12, 3)
LINES = student_lines(SET, 3)
#: The same deal of another set: a foreign code.
OTHER = DuplicateSet(13, 3)
FOREIGN = student_lines(OTHER, 1)[0].split(": ", 1)[1]


def corrupted(code: str) -> str:
    """``code`` with one character mistyped (its check character catches every one)."""
    at = code.index("-") + 1
    swap = "2" if code[at] != "2" else "3"
    return code[:at] + swap + code[at + 1 :]


def answer(text: str, rows: list[dict[str, str]] | None = None, lang: str = "en") -> Any:
    with speaking(lang):
        return handle({"op": "rank", "set": SET.code, "text": text, "rows": rows or []})


def editions(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


@pytest.fixture(scope="session")
def _pages(browser: Any, http_base: str, site_guard: Any) -> Iterator[dict[str, Any]]:
    """One results page per edition over HTTP, opened when first asked for; the engine
    starts at its first check (which takes most of a test's time)."""
    seen: dict[str, Any] = {"outside": [], "errors": [], "pages": {}}
    context = site_guard.context(browser, http_base, seen["outside"], seen["errors"])
    try:
        seen["open"] = lambda path: _open(site_guard, context, http_base, path, seen)
        yield seen
    finally:
        context.close()


def _open(site_guard: Any, context: Any, base: str, path: str, seen: dict[str, Any]) -> Any:
    page = site_guard.page(context, path, seen["errors"])
    page.set_default_timeout(CHECK_TIMEOUT_MS)
    page.goto(base + path, wait_until="load")
    expect(page.locator("#s66-results")).to_have_attribute("data-state", "form")
    return page


@pytest.fixture
def results(
    _pages: dict[str, Any], site_guard: Any, set_theme: Callable[[Any, str], None]
) -> Iterator[Callable[..., Any]]:
    """``results(lang="en")`` → the edition's shared results page, its form emptied, in the
    light theme at 1280×900 on screen.  Fails the test on a request leaving the site or
    a page error meanwhile."""
    outside, errors = _pages["outside"], _pages["errors"]

    def get(lang: str = "en") -> Any:
        pages = _pages["pages"]
        if lang not in pages:
            pages[lang] = _pages["open"](editions(lang) + PAGE)
        page = pages[lang]
        page.set_viewport_size({"width": 1280, "height": 900})
        page.emulate_media(media="screen")
        set_theme(page, "light")
        page.evaluate(
            """() => {
              const root = document.getElementById("s66-results");
              root.querySelectorAll("textarea, input[type=text], input[type=number]")
                .forEach((box) => { box.value = ""; });
              root.querySelectorAll("tbody select").forEach((box) => { box.value = ""; });
            }"""
        )
        return page

    with site_guard.between(outside, errors):
        yield get


def check(
    page: Any, text: str, rows: list[dict[str, str]] | None = None, scheme: str = "set"
) -> Any:
    """Fill in the form (set code, pasted lines, table rows, scheme), press Check and wait
    for the page's answer; the results box."""
    root = page.locator("#s66-results")
    english = page.evaluate("document.documentElement.lang") == "en"
    page.locator("#s66-results-set").fill(SET.code)
    page.locator("#s66-results-codes").fill(text)
    for i, row in enumerate(rows or []):
        while page.locator("tr.s66-results-row").count() <= i:
            page.locator("fieldset.s66-results-tables > button").click()
        line = page.locator("tr.s66-results-row").nth(i)
        fields = line.locator("input, select")
        for j, key in enumerate(("name", "deal", "soloist", "trump", "points", "tricks")):
            field = fields.nth(j)
            if field.evaluate("(e) => e.tagName") == "SELECT":
                field.select_option(row.get(key, ""))
            else:
                field.fill(row.get(key, ""))
    page.locator("#s66-results-scheme").select_option(scheme)
    before = int(root.get_attribute("data-checks") or 0)
    button = root.locator("button.s66-results-check")
    if english:
        expect(button).to_have_text("Check")
    button.click()
    expect(root).to_have_attribute("data-checks", str(before + 1), timeout=CHECK_TIMEOUT_MS)
    return root


def shown_rows(table: Any) -> list[list[str]]:
    return table.locator("tbody tr").evaluate_all(
        "(rows) => rows.map((r) => Array.from(r.cells).map((c) => c.textContent))"
    )


def assert_shows(root: Any, expected: Any) -> None:
    """The page shows what the engine answered: every table, sentence and left-out line."""
    out = root.locator(".s66-results-out")
    expect(out).to_be_visible()
    overall = out.locator("table.s66-results-overall")
    expect(overall.locator("caption")).to_have_text(expected["overall"]["caption"])
    assert shown_rows(overall) == [r["cells"] for r in expected["overall"]["rows"]]
    deals = out.locator("section.s66-results-deal")
    expect(deals).to_have_count(len(expected["deals"]))
    for i, deal in enumerate(expected["deals"]):
        shown = deals.nth(i)
        expect(shown.locator("h4")).to_have_text(deal["heading"])
        expect(shown.locator(".s66-results-par")).to_have_text(deal["par"])
        assert shown_rows(shown.locator("table")) == [r["cells"] for r in deal["table"]["rows"]]
        assert shown.locator(".s66-results-ties li").all_text_contents() == deal["ties"]
        assert shown.locator(".s66-results-costly li").all_text_contents() == deal["costly"]
    left = out.locator(".s66-results-rejected li")
    assert left.all_text_contents() == [
        f"{r['where']}: {r['reason']} {r['text']}" for r in expected["rejected"]
    ]


def test_pasted_codes_rank_as_the_engine_ranks_them(results: Callable[..., Any]) -> None:
    page = results()
    text = "\n".join(LINES)
    root = check(page, text)
    expected = answer(text)
    assert expected["ok"] and not expected["rejected"] and expected["count"] == len(LINES)
    assert_shows(root, expected)
    # The ranking over the set is the engine's own (not only its words).
    ranking = rank(SET, LINES)
    overall = shown_rows(root.locator("table.s66-results-overall"))
    assert [row[1] for row in overall] == [o.name for o in ranking.overall]
    assert [int(row[0]) for row in overall] == [o.place for o in ranking.overall]
    # Ties are marked and explained in a sentence.
    tied = root.locator("tr.s66-tie")
    assert tied.count() == sum(s.tie for d in ranking.deals for s in d.standings) + sum(
        o.tie for o in ranking.overall
    )


def test_bad_lines_each_get_a_line_and_the_rest_still_rank(results: Callable[..., Any]) -> None:
    page = results()
    first = LINES[0].split(": ", 1)[1]
    bad = [
        f"Zoe: {corrupted(first)}",  # a mistyped character
        f"Yann: {first}",  # the same code as Student 1's
        f"Xena: {FOREIGN}",  # a code of another set
        "Will: hello, there",  # no result at all
    ]
    text = "\n".join(LINES[:4] + bad + LINES[4:])
    root = check(page, text)
    expected = answer(text)
    kinds = [r["kind"] for r in expected["rejected"]]
    assert kinds == ["bad-code", "duplicate-code", "foreign-set", "bad-row"]
    assert expected["count"] == len(LINES)  # nothing else lost
    assert_shows(root, expected)
    left = root.locator(".s66-results-rejected li")
    expect(left.nth(0)).to_contain_text("line 5: ")
    expect(left.nth(1)).to_contain_text("Student 1")


def test_a_physical_tables_row_ranks_with_the_codes(results: Callable[..., Any]) -> None:
    page = results()
    par = SET.par(0)
    assert par.soloist is not None and par.trump is not None
    rows = [
        {
            "name": "Red table",
            "deal": "1",
            "soloist": str(par.soloist),
            "trump": par.trump.name.lower(),
            "points": "58",
            "tricks": "3",
        },
        {"name": "", "deal": "2", "trump": "passed"},
        {
            "name": "Blue table",
            "deal": "1",
            "soloist": str(par.soloist),
            "trump": par.trump.name.lower(),
            "points": "100",
            "tricks": "1",
        },
    ]
    text = "\n".join(LINES[:3])
    root = check(page, text, rows)
    expected = answer(text, rows)
    assert_shows(root, expected)
    names = [row["cells"][1] for row in expected["deals"][0]["table"]["rows"]]
    assert "Red table" in names
    assert [r["where"] for r in expected["rejected"]] == ["table row 3"]
    assert "Table 2" in [row["cells"][1] for row in expected["deals"][1]["table"]["rows"]]


def test_the_scheme_chosen_scores_the_hands(results: Callable[..., Any]) -> None:
    page = results()
    text = "\n".join(LINES)
    root = check(page, text, scheme="winners-points")
    with speaking("en"):
        expected = handle({"op": "rank", "set": SET.code, "text": text, "scheme": "winners-points"})
    assert expected["summary"] != answer(text)["summary"]
    assert_shows(root, expected)
    labels = page.locator("#s66-results-scheme option").all_text_contents()
    assert labels == [s["label"] for s in page_words()["schemes"]]
    assert not any(re.search(r"\w-\w", label.split(":")[0]) for label in labels[1:])


def test_the_csv_download_is_the_engines_csv(results: Callable[..., Any]) -> None:
    page = results()
    text = "\n".join(LINES)
    root = check(page, text)
    with page.expect_download() as info:
        root.locator("button.s66-results-csv").click()
    download = info.value
    assert download.suggested_filename == f"duplicate-{SET.code}.csv"
    assert Path(download.path()).read_text(encoding="utf-8") == ranking_csv(rank(SET, LINES))


def test_print_shows_the_rankings_without_the_form_or_buttons(results: Callable[..., Any]) -> None:
    page = results()
    root = check(page, "\n".join(LINES))
    page.emulate_media(media="print")
    for selector in ("form", "textarea", "input", "select", "button"):
        hidden = root.locator(selector)
        for i in range(hidden.count()):
            expect(hidden.nth(i)).to_be_hidden()
    expect(root.locator("table.s66-results-overall")).to_be_visible()
    expect(root.locator("section.s66-results-deal").first).to_be_visible()
    # The page's own text, which explains the form, is left out too.
    expect(page.locator(".bd-article h1")).to_be_hidden()
    page.emulate_media(media="screen")
    expect(root.locator("form")).to_be_visible()


#: Each theme on each screen in English; in German what differs, the words: the longer
#: ones on the narrowest screen, with axe (the colours are the English page's).
LOOKS = [
    *(
        pytest.param("en", size, theme, id=f"{theme}-{name}-en")
        for theme in ("light", "dark")
        for name, size in (("desktop", (1280, 720)), ("phone", (390, 844)))
    ),
    pytest.param("de", (390, 844), "light", id="light-phone-de"),
]


@pytest.mark.parametrize(("lang", "size", "theme"), LOOKS)
def test_the_page_fits_reads_and_passes_axe(
    results: Callable[..., Any],
    axe_violations: Callable[..., list[dict[str, Any]]],
    set_theme: Callable[[Any, str], None],
    lang: str,
    size: tuple[int, int],
    theme: str,
) -> None:
    page = results(lang)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    set_theme(page, theme)
    text = "\n".join([*LINES, f"Zoe: {FOREIGN}"])
    rows = [
        {"name": "T1", "deal": "1", "soloist": "4", "trump": "clubs", "points": "61", "tricks": "3"}
    ]
    root = check(page, text, rows)
    expected = answer(text, rows, lang)
    assert_shows(root, expected)
    assert expected["rejected"] and expected["rejected"][0]["kind"] == "foreign-set"
    with speaking(lang):
        check_word, set_code = _("Check"), _("Set code")
    expect(root.locator("button.s66-results-check")).to_have_text(check_word)
    expect(root.get_by_label(set_code)).to_be_visible()
    # Nothing wider than the window: the tables scroll inside their own box.
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= size[0], width
    assert axe_violations(page) == []


def test_german_says_its_own_words(results: Callable[..., Any]) -> None:
    page = results("de")
    root = check(page, f"Zoe: {corrupted(LINES[0].split(': ', 1)[1])}\n" + "\n".join(LINES))
    expected = answer(
        f"Zoe: {corrupted(LINES[0].split(': ', 1)[1])}\n" + "\n".join(LINES), lang="de"
    )
    assert_shows(root, expected)
    expect(root.locator("button.s66-results-check")).to_have_text("Prüfen")
    expect(root.locator("table.s66-results-overall th").first).to_have_text("Rang")
    expect(root.locator(".s66-results-rejected li")).to_contain_text("Zeile 1")
    # German writes the true minus sign.
    assert "\u2212" in root.locator(".s66-results-out").inner_text()


@pytest.mark.site_modes("file")
def test_from_disk_the_form_says_checking_needs_the_site_served(
    site_page: Callable[..., Any],
) -> None:
    page = site_page(PAGE, wait_widgets=False)
    root = page.locator("#s66-results")
    need_server = "Checking the results needs the site served by a web server."
    expect(root.locator(".s66-results-problem")).to_contain_text(need_server)
    expect(root.locator(".s66-results-problem")).to_contain_text("make serve")
    page.locator("#s66-results-codes").fill(LINES[0])
    root.locator("button.s66-results-check").click()
    expect(root.locator(".s66-results-status")).to_have_text(need_server)
    expect(root.locator(".s66-results-out")).to_be_hidden()


def test_nothing_loads_before_check_and_a_file_is_read_locally(
    results: Callable[..., Any], tmp_path: Path, site_dir: Path
) -> None:
    # A fresh page: before Check, neither Pyodide nor the engine is fetched.
    page = results()
    fresh = page.context.new_page()
    loaded: list[str] = []
    fresh.on("request", lambda request: loaded.append(request.url))
    fresh.goto(page.url, wait_until="load")
    fresh.wait_for_load_state("networkidle")
    assert not [u for u in loaded if "pyodide" in u or u.endswith(".zip") or "worker" in u]
    listing = tmp_path / "codes.txt"
    listing.write_text("\ufeff" + "\n".join(LINES[:2]) + "\n", encoding="utf-8")
    fresh.locator("#s66-results-file").set_input_files(str(listing))
    expect(fresh.locator("#s66-results-codes")).to_have_value("\n".join(LINES[:2]) + "\n")
    expect(fresh.locator(".s66-results-note")).to_contain_text("codes.txt")
    fresh.close()


@pytest.mark.parametrize("edition", ["", "de/"], ids=["en", "de"])
def test_second_visit_checks_with_the_network_cut_off(
    browser: Any, site_dir: Any, edition: str
) -> None:
    # Served by our own server, stopped before the second visit: the page, Pyodide and
    # the engine must come from the page's own service worker.
    from tools.serve_site import serve

    context = browser.new_context()
    outside: list[str] = []
    try:
        with serve(site_dir) as base:
            context.on(
                "request",
                lambda request: (
                    None if request.url.startswith(base) else outside.append(request.url)
                ),
            )
            page = context.new_page()
            page.set_default_timeout(CHECK_TIMEOUT_MS)
            page.goto(base + edition + PAGE)
            check(page, "\n".join(LINES))
            kept = """async () => {
              const names = await caches.keys();
              const name = names.find((n) => n.startsWith("solo66-duplicate-results-"));
              if (!name) return 0;
              const urls = (await (await caches.open(name)).keys()).map((r) => r.url);
              return ["duplicate-results.html", "results.js", "engine.js", "page.css",
                      "duplicate-results-worker.js", "solo66.zip", "pyodide.asm.wasm",
                      "python_stdlib.zip"]
                .every((end) => urls.some((u) => u.split("?")[0].endsWith(end))) ? urls.length : 0;
            }"""
            page.wait_for_function(kept, timeout=CHECK_TIMEOUT_MS)
            page.close()
        offline = context.new_page()
        offline.set_default_timeout(CHECK_TIMEOUT_MS)
        offline.goto(base + edition + PAGE)
        root = check(offline, "\n".join(LINES))
        expect(root.locator("table.s66-results-overall")).to_be_visible()
        assert offline.evaluate("() => navigator.serviceWorker.controller !== null")
        scope = offline.evaluate(
            "async () => (await navigator.serviceWorker.getRegistration()).scope"
        )
        assert scope == f"{base}{edition}book/duplicate-results", scope
        assert outside == []
    finally:
        context.close()
