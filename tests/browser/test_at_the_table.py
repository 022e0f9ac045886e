"""The pages "At the table": the rules at a glance (and its printed A4 sheet), a whole
evening (score sheets) and the variants (one section per engine option); and the
programmers' part, whose code is shown."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from playwright.sync_api import expect
from pypdf import PdfReader

from solo66 import OPTIONS

NAMES = ["Anna", "Ben", "Clara", "David", "Eva"]
ROOT = Path(__file__).resolve().parents[2]
HIDDEN = {"remove-cell", "remove-input", "hide-input", "hide-cell"}


def _printed(page: Any) -> list[str]:
    """The page printed to A4 as the browser prints it: the text of each sheet."""
    page.emulate_media(media="print")
    pdf = PdfReader(io.BytesIO(page.pdf(format="A4", print_background=False)))
    return [sheet.extract_text() for sheet in pdf.pages]


def test_the_summary_prints_on_one_a4_sheet_and_the_card_on_the_next(site_page: Any) -> None:
    sheets = _printed(site_page("book/glance.html"))
    assert len(sheets) == 2, [s[:80] for s in sheets]
    summary, card = sheets
    for heading in (
        "The rules at a glance",
        "The deal",
        "The auction",
        "The tricks",
        "Winning and scoring",
        "When everyone passes",
    ):
        assert heading in summary, heading
    assert "Quick-reference card" not in summary
    assert "Quick-reference card" in card and "quick reference" in card
    # Nothing of the site's navigation is printed.
    assert "Search" not in summary + card


def test_the_glance_tables_come_from_the_engine(site_page: Any) -> None:
    page = site_page("book/glance.html")
    ranks = page.locator("table.s66-glance-table").first
    expect(ranks.locator("thead th")).to_have_text(
        ["rank", "A", "10", "K", "Q", "J", "9", "8", "7"]
    )
    expect(ranks.locator("tbody td")).to_have_text(["11", "10", "4", "3", "2", "0", "0", "0"])
    card = page.locator(".s66-ref-card")
    expect(card).to_have_count(1)
    expect(card.locator("tbody tr")).to_have_count(1 + 6)


def test_the_evening_has_a_score_sheet_with_the_five_players(site_page: Any) -> None:
    page = site_page("book/evening.html")
    sheets = page.locator("table.s66-sheet:not(.s66-sheet-blank)")
    expect(sheets).to_have_count(2)
    expect(sheets.first.locator("thead th").nth(6)).to_have_text(NAMES[0])
    expect(sheets.first.locator("tbody tr")).to_have_count(5)
    blank = page.locator("table.s66-sheet-blank")
    expect(blank.locator("tbody tr")).to_have_count(20)
    sheets_printed = _printed(page)
    assert any("Solo 66 score sheet" in s for s in sheets_printed)


def test_the_variants_page_has_a_section_for_every_engine_option(site_page: Any) -> None:
    page = site_page("book/variants.html")
    headings = page.locator("h3").all_inner_texts()
    for option in OPTIONS:
        title = option.name[0].upper() + option.name[1:]
        assert any(h.startswith(title) for h in headings), title
    for option in OPTIONS:
        for value in option.choices:
            if value != option.default:
                code = f"{option.field.replace('_', '-')}={option.describe_value(value)}"
                expect(page.locator("code", has_text=code).first).to_be_visible()


def test_the_programmers_page_shows_its_code(site_page: Any) -> None:
    notebook = json.loads((ROOT / "book" / "python.ipynb").read_text(encoding="utf-8"))
    shown = [
        c
        for c in notebook["cells"]
        if c["cell_type"] == "code" and not set(c["metadata"].get("tags", ())) & HIDDEN
    ]
    page = site_page("book/python.html")
    expect(page.locator("div.cell_input")).to_have_count(len(shown))
    expect(page.locator("div.cell_input").first).to_be_visible()
    expect(page.get_by_text("Game.new(seed=1)").first).to_be_visible()
