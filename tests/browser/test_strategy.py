"""The strategy page (book/strategy.html): plots with alt text, exercises with hidden solutions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

PAGE = "book/strategy.html"
DATA = Path(__file__).resolve().parents[2] / "book" / "data" / "strategy.json"
EXERCISES = json.loads(DATA.read_text(encoding="utf-8"))["exercises"]


def test_plots_are_loaded_images_with_alt_text_and_captions(site_page: Any) -> None:
    page = site_page(PAGE)
    figures = page.locator("figure:has(img)")
    expect(figures).to_have_count(4)
    for i in range(4):
        figure = figures.nth(i)
        image = figure.locator("img")
        assert len(image.get_attribute("alt") or "") > 60, f"figure {i + 1} has no real alt text"
        image.scroll_into_view_if_needed()
        assert image.evaluate("(img) => img.complete && img.naturalWidth > 600")
        expect(figure.locator("figcaption")).to_contain_text(f"Fig. {i + 1}")
    expect(figures.first.locator("img")).to_have_attribute(
        "alt",
        "Line chart: the soloist's win percentage against the number of trumps among their six "
        "cards, from 2 to 5. The line rises steeply with every extra trump.",
    )


def test_each_exercise_shows_its_table_with_every_card_labelled(site_page: Any) -> None:
    page = site_page(PAGE)
    tables = page.get_by_role("group", name="Solo 66 table, trick 4 of 6")
    expect(tables).to_have_count(len(EXERCISES))
    # Fifteen cards in the hands, every one named for screen readers.
    expect(tables.first.locator('[aria-label$="points"]').first).to_be_attached()


def _solution(page: Any, number: int) -> tuple[Any, Any]:
    dropdown = page.locator("details.sd-dropdown").filter(has_text=f"Solution {number}")
    expect(dropdown).to_have_count(1)
    best = EXERCISES[number - 1]["best"]
    return dropdown.locator("summary"), dropdown.get_by_text(f"Lead {best}.")


def test_solution_is_hidden_until_its_dropdown_is_clicked(site_page: Any) -> None:
    page = site_page(PAGE)
    summary, answer = _solution(page, 1)
    expect(answer).to_be_hidden()
    summary.click()
    expect(answer).to_be_visible()
    expect(page.locator("details.sd-dropdown").filter(has_text="Solution 1")).to_contain_text(
        "One line of best play"
    )
    summary.click()
    expect(answer).to_be_hidden()


def test_solution_opens_from_the_keyboard(site_page: Any) -> None:
    page = site_page(PAGE)
    summary, answer = _solution(page, 2)
    other_summary, other_answer = _solution(page, 3)
    expect(answer).to_be_hidden()
    summary.focus()
    expect(summary).to_be_focused()
    page.keyboard.press("Enter")
    expect(answer).to_be_visible()
    # Space opens a dropdown too; the others stay as they were.
    other_summary.focus()
    page.keyboard.press("Space")
    expect(other_answer).to_be_visible()
    expect(answer).to_be_visible()
    _, closed = _solution(page, 4)
    expect(closed).to_be_hidden()


def _gain(gain: dict[str, float]) -> str:
    """A gain of book/data/levels.json as the page writes it (English): one decimal, a true
    minus, the 95 % interval in brackets."""
    mean, low, high = (f"{gain[k]:+.1f}".replace("-", "−") for k in ("mean", "low", "high"))
    return f"{mean} ({low} to {high})"


def test_bot_levels_table_gives_the_figures_of_the_data_file(site_page: Any) -> None:
    levels = json.loads((DATA.parent / "levels.json").read_text(encoding="utf-8"))
    page = site_page(PAGE)
    section = page.locator("section#how-strong-are-the-bots")
    expect(section).to_contain_text(f"on {levels['hands']:,} fixed deals")
    rows = section.locator("table tbody tr")
    expect(rows).to_have_count(len(levels["levels"]))
    for row, (level, parts) in zip(rows.all(), levels["levels"].items(), strict=True):
        cells = [c.replace("\xa0", " ") for c in row.locator("td").all_inner_texts()]
        assert cells == [level, _gain(parts["soloist"]["gain"]), _gain(parts["defence"]["gain"])]
