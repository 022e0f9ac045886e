"""Page 10 (book/sources.html): every rules option of the engine is on the page."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from solo66 import OPTIONS
from solo66.core.rules import Tag

PAGE = "book/sources.html"


def _typeset(text: str) -> str:
    # Sphinx prints apostrophes as typographic ones.
    return text.replace("'", "\u2019")


def test_every_option_is_listed_with_its_default(site_page: Any) -> None:
    page = site_page(PAGE)
    table = page.locator("table").filter(has_text=_typeset("This book's rule"))
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(len(OPTIONS))
    for row, option in zip(rows.all(), OPTIONS, strict=True):
        expect(row).to_contain_text(_typeset(option.name))
        expect(row).to_contain_text(option.field)
        expect(row).to_contain_text(str(option.default))
        # Where the rule comes from, as the option declares it.
        expect(row.locator("td").nth(3)).to_have_text(
            "source" if option.tag is Tag.SOURCE else "reading"
        )
    article = page.locator("main")
    for option in OPTIONS:
        expect(article).to_contain_text(_typeset(option.summary))


def test_citations_link_to_the_references(site_page: Any) -> None:
    page = site_page(PAGE)
    grupp = page.get_by_role("link", name="Grupp, 1975").first
    expect(grupp).to_be_visible()
    assert "glossary.html" in (grupp.get_attribute("href") or "")


def test_no_code_is_shown(site_page: Any) -> None:
    page = site_page(PAGE)
    # A player reads the rules and the solutions in words: no cell shows its code, folded
    # or not.
    expect(page.locator(".cell")).not_to_have_count(0)
    expect(page.locator(".cell .cell_input")).to_have_count(0)
    expect(page.locator(".cell details")).to_have_count(3)  # the exercises' solutions


def test_solutions_are_in_words_and_hidden_until_asked(site_page: Any, open_solution: Any) -> None:
    page = site_page(PAGE)
    solution = open_solution(page, "Exercise 2.")
    expect(solution).to_contain_text("loss-schneider, \u221293")
    expect(solution).to_contain_text("schneider: at-most-30")
