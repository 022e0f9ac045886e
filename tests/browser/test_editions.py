"""The German edition (``_build/html/de/``): what differs from the English one.

Every English page has a German twin at the same path under ``de/``, in German
(``lang="de"``), and each links to the other in its header and in its head; a click on
the switch leads there and back.  The German pages load offline without errors, like
the English ones (``test_site.py``), and their widgets speak German from the state the
German build stored.  What is the same in both editions (layout, widgets' behaviour)
is tested on the English pages only.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest

from tools.built_site import EDITIONS, html_pages

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
OTHER = {"en": ("de", "Deutsch"), "de": ("en", "English")}


def _pages(edition: str) -> list[str]:
    if not (SITE / "de").is_dir():
        return [f"{EDITIONS[edition]}index.html"]  # site_dir reports the missing build
    return html_pages(SITE, edition)


ENGLISH = _pages("en")
GERMAN = _pages("de")


class _Edition(HTMLParser):
    """A page's language, its switch links and its ``rel="alternate"`` links."""

    def __init__(self) -> None:
        super().__init__()
        self.lang: str | None = None
        self.switches: list[dict[str, str | None]] = []
        self.alternates: dict[str, str] = {}
        self._in_switch = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        elif tag == "link" and a.get("rel") == "alternate" and a.get("hreflang"):
            self.alternates[str(a["hreflang"])] = str(a.get("href"))
        elif tag == "a" and (
            "s66-language-switch" in str(a.get("class") or "") or a.get("hreflang")
        ):
            self.switches.append({**a, "text": ""})
            self._in_switch = True

    def handle_data(self, data: str) -> None:
        if self._in_switch:
            self.switches[-1]["text"] = str(self.switches[-1]["text"]) + data

    def handle_endtag(self, tag: str) -> None:
        if tag == "a":
            self._in_switch = False


def _read(site: Path, path: str) -> _Edition:
    parser = _Edition()
    parser.feed((site / path).read_text(encoding="utf-8"))
    return parser


def _resolve(path: str, href: str) -> str:
    return urljoin("https://site/" + path, href).removeprefix("https://site/")


def test_every_english_page_has_a_german_twin_and_no_other(site_dir: Path) -> None:
    assert html_pages(site_dir, "de") == GERMAN
    assert html_pages(site_dir, "en") == ENGLISH
    assert [p.removeprefix("de/") for p in GERMAN] == ENGLISH
    assert "de/book/tricks.html" in GERMAN and "de/index.html" in GERMAN


@pytest.mark.parametrize("path", ENGLISH + GERMAN)
def test_each_page_speaks_its_language_and_links_to_its_twin(site_dir: Path, path: str) -> None:
    language = "de" if path.startswith("de/") else "en"
    twin = path.removeprefix("de/") if language == "de" else "de/" + path
    other, name = OTHER[language]
    page = _read(site_dir, path)
    assert page.lang == language
    # One visible switch (the header's; the root page's own link), named in its language.
    assert len(page.switches) == 1, page.switches
    switch = page.switches[0]
    assert (switch.get("lang"), switch.get("hreflang"), switch["text"].strip()) == (
        other,
        other,
        name,
    )
    assert _resolve(path, str(switch["href"])) == twin
    assert (site_dir / twin).is_file()
    assert {k: _resolve(path, v) for k, v in page.alternates.items()} == {
        language: path,
        other: twin,
    }


def test_the_german_pages_are_german(site_dir: Path) -> None:
    tricks = (site_dir / "de" / "book" / "tricks.html").read_text(encoding="utf-8")
    # The theme's and the templates' words come from their German catalogs.
    assert 'aria-label="Farbmodus"' in tricks
    assert re.search(r'<span class="search-button__default-text">\s*Suche\s*</span>', tricks)
    root = (site_dir / "de" / "index.html").read_text(encoding="utf-8")
    assert "hier beginnt das Buch" in root


# -- in the browser --------------------------------------------------------------------


# Relative links between the editions: from disk as well as under the prefix.
@pytest.mark.site_modes("http", "file")
@pytest.mark.parametrize(
    ("start", "label", "twin"),
    [("book/tricks.html", "Deutsch", "de/book/tricks.html"), ("index.html", "Deutsch", "de/")],
)
def test_the_switch_leads_to_the_twin_and_back(
    site_page: Any, site_url: Any, start: str, label: str, twin: str
) -> None:
    from playwright.sync_api import expect

    page = site_page(start)
    page.get_by_role("link", name=label, exact=True).first.click()
    page.wait_for_load_state("load")
    if start == "index.html":  # the root redirects to the first page, in each edition
        page.wait_for_url("**/de/book/welcome.html")
        twin, back = "de/book/welcome.html", "book/welcome.html"
    else:
        back = start
    assert page.url == site_url(twin)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.get_by_role("link", name="English", exact=True).click()
    page.wait_for_load_state("load")
    assert page.url == site_url(back)
    expect(page.locator("html")).to_have_attribute("lang", "en")


@pytest.mark.site_modes("http")
@pytest.mark.parametrize("width", [1280, 390])
def test_the_switch_is_in_the_header_reachable_by_keyboard(
    site_page: Any, site_url: Any, width: int
) -> None:
    page = site_page("de/book/auction.html")
    page.set_viewport_size({"width": width, "height": 844})
    switch = page.locator(".bd-header-article a.s66-language-switch")
    assert switch.is_visible()
    box = switch.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert box["y"] + box["height"] <= 200  # at the top of the page
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.classList.contains('s66-language-switch')"):
            break
    else:
        pytest.fail("Tab never reaches the language switch")
    page.keyboard.press("Enter")
    page.wait_for_url(site_url("book/auction.html"))
    page.emulate_media(media="print")
    assert not page.locator("a.s66-language-switch").is_visible()


#: One page per widget kind: German the engine writes into that widget's stored state,
#: and the English it writes there in the English edition, which must not show.  (The
#: widgets' own words, such as button labels, are not yet translatable state; the deal
#: widget shows no engine sentence before a step.)
WIDGETS = {
    "de/book/cards.html": (["Kreuz-Ass", "Karo-Sieben"], ["ace of clubs", "seven of diamonds"]),
    "de/book/auction.html": (
        ["Gereizt wird im Uhrzeigersinn ab Vorhand"],
        ["Bidding goes clockwise from forehand"],
    ),
    "de/book/talon.html": (["Pik-Ass"], ["ace of spades"]),
    "de/book/tricks.html": (["Kreuz-Sieben", "Herz-Ass"], ["seven of clubs", "ace of hearts"]),
    "de/book/example-hands.html": (
        ["Vorhand reizt zuerst und spielt zum ersten Stich aus"],
        ["deals six cards to each player"],
    ),
    "de/book/scoring.html": (["Schneider unter 33"], ["schneider under 33"]),
    "de/book/drills.html": (
        ["Welche Karten darfst du spielen?", "Wer gewinnt diesen Stich?"],
        ["You are Anna; Eva led.", "Ben took this trick."],
    ),
}


#: German pages also checked with axe (the English ones all are, in test_site.py), over
#: HTTP (axe reads the stylesheets, which a page opened from file:// may not fetch).
AXE_PAGES = ("de/book/welcome.html", "de/book/auction.html", "de/book/tricks.html")


# One visit per German page, from disk (where a page one folder deeper finds its files
# by other relative paths; test_site.py opens the English ones both ways): in German,
# its widgets German from the state the German build stored, each answering a click.
@pytest.mark.site_modes("file")
@pytest.mark.parametrize("path", GERMAN)
def test_german_page_works_from_disk_in_german(
    site_page: Any,
    widgets_answer_a_click: Any,
    path: str,
    outside_requests: list[str],
    page_errors: list[str],
) -> None:
    page = site_page(path)
    assert page.evaluate("() => document.documentElement.lang") == "de"
    if path in WIDGETS:
        german, english = WIDGETS[path]
        text = " ".join(page.locator(".s66-widget").all_inner_texts())
        for words in german:
            assert words in text, f"{words!r} not in the widgets of {path}"
        for words in english:
            assert words.lower() not in text.lower(), f"English {words!r} in the widgets of {path}"
    widgets_answer_a_click(page, path)
    assert outside_requests == []
    assert page_errors == []


@pytest.mark.site_modes("http")
@pytest.mark.parametrize("path", AXE_PAGES)
def test_german_page_has_no_serious_accessibility_violations(
    site_page: Any, axe_violations: Any, path: str
) -> None:
    violations = axe_violations(site_page(path))
    assert violations == [], json.dumps(violations, indent=1, ensure_ascii=False)
