"""The play page's duplicate sets in Chromium: ``play.html#set=CODE`` plays a set made in
Python deal by deal at the set's seat against its bots; after each hand the result code
(large, with Copy and a QR code drawn on the page) decodes in Python to exactly the hand
played; a reload goes on where the set was; the summary's numbers are the engine's; a
mistyped set code gets the engine's reason and changes nothing.

The test plays through the page and runs the same requests in CPython
(:mod:`solo66.frontends.playpage`) beside it, so it knows what the page must show without
deciding any rule itself.  The fixtures fail a test on any request leaving the site.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from playwright.sync_api import expect

from solo66.core.deal import Deal
from solo66.i18n import speaking
from solo66.teaching.duplicate import DuplicateSet, read_result
from tests.browser.conftest import play_api as api
from tests.browser.conftest import wait_play_ready as wait_ready
from tests.play_requests import choose, play_deal

PAGE = "book/play.html"
#: A set of two deals, played by Ben (seat 1) against the easy bots.
SET = DuplicateSet(12, 2)


def play_set_deal(page: Any, index: int, reload_after: int | None = None) -> dict[str, Any]:
    """Play deal ``index`` of SET on the page to the end, the same actions through the
    API beside it; returns the API's final state (its tag 0: the page's is its own).
    With ``reload_after``, the page is reloaded after that many of the reader's actions:
    it must take the hand up again where it was."""
    root = page.locator("#s66-play")
    state = api(op="open", set=SET.code, deal=index, tag=0)
    expect(root.locator(".s66-play-info")).to_have_text(
        f"Set {SET.code}: deal {index + 1} of {SET.count} ({state['code']}) · you are Ben"
    )
    done = 0
    while state["result"] is None:
        if done == reload_after:
            expect(root).not_to_have_attribute("data-busy", "true")
            page.reload()
            root = wait_ready(page)
        expect(root).not_to_have_attribute("data-busy", "true")
        expect(root.locator(".s66-play-log li")).to_have_count(len(state["actions"]))
        expect(root.locator(".s66-play-message")).to_have_text(state["message"])
        # No hint and no open replay while a set's hand is under way.
        expect(root.get_by_role("button", name="Hint", exact=True)).to_have_count(0)
        expect(root.get_by_role("button", name="Step back")).to_have_count(0)
        action = choose(state)
        if state["choices"]:
            root.get_by_role("button", name=state["choices"][-1]["label"]).click()
        elif state["phase"] == "discard":
            for card in action.split()[1:]:
                root.locator(f'[data-card-button="{card}"]').click()
            root.get_by_role("button", name=re.compile("^Discard ")).click()
        else:
            root.locator(f'[data-card-button="{action.split()[1]}"]').click()
        state = api(
            op="act", set=SET.code, deal=index, tag=0, actions=state["actions"], action=action
        )
        assert state["ok"], state
        done += 1
        if "pause" in state:
            expect(root).to_have_attribute("data-pause", "trick")
            root.locator(".s66-cardtable").click()
            expect(root).not_to_have_attribute("data-pause", "trick")
    expect(root.locator(".s66-play-result")).to_have_text(state["result"]["text"])
    return state


def shown_code(root: Any, index: int, final: dict[str, Any]) -> str:
    """The result code the page shows after deal ``index``: it decodes to the hand played."""
    heading = f"Your result code for deal {index + 1} of {SET.count}"
    expect(root.get_by_role("heading", name=heading)).to_be_visible()
    code = root.locator(".s66-play-result-code").inner_text().strip()
    read = read_result(code)
    assert read.set == SET and read.index == index and read.seat == SET.seat
    assert [str(a) for _, a in read.game.history] == final["actions"]
    assert read.game.result is not None
    assert list(read.game.result.scores) == final["result"]["scores"]
    return code


def test_a_set_played_deal_by_deal_with_its_codes_kept_over_a_reload(
    site_page: Callable[..., Any],
    axe_violations: Callable[..., list[dict[str, Any]]],
    set_theme: Callable[[Any, str], None],
) -> None:
    page = site_page(f"{PAGE}#set={SET.code.lower()}", wait_widgets=False)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    root = wait_ready(page)
    # The set fixes the seat and the bots: the page shows them and lets nobody change them.
    expect(root.get_by_label("Your seat")).to_have_value("1")
    expect(root.get_by_label("Your seat")).to_be_disabled()
    expect(root.get_by_label("Opponents")).to_have_value(SET.level)
    expect(root.get_by_label("Opponents")).to_be_disabled()
    assert page.evaluate("() => location.hash") == f"#set={SET.code}"
    info = root.locator(".s66-play-info")
    expect(info).to_contain_text(f"deal 1 of {SET.count}")

    # A mistyped set code, typed or in the address: the engine's reason, nothing changes.
    bad = SET.code[:-1] + ("0" if SET.code[-1] != "0" else "1")
    reason = api(op="code", text=bad)["error"]
    assert reason == api(op="set", code=bad)["error"]
    before = info.inner_text()
    box = root.get_by_label("Deal code or set code")
    box.fill(bad)
    box.press("Enter")
    expect(root.locator(".s66-play-why")).to_have_text(reason)
    page.evaluate(f"() => {{ location.hash = '#set={bad}'; }}")
    expect(root.locator(".s66-play-why")).to_have_text(api(op="set", code=bad)["error"])
    expect(info).to_have_text(before)
    expect(page).to_have_url(re.compile(f"#set={SET.code}$"))

    first = play_set_deal(page, 0)
    code = shown_code(root, 0, first)
    # The QR code: drawn on the page as SVG, dark on white, with a quiet zone of four
    # modules, named for a screen reader.
    qr = root.locator("svg.s66-play-qr")
    expect(qr).to_have_count(1)
    expect(qr).to_have_attribute("role", "img")
    expect(qr).to_have_attribute("aria-label", f"QR code of the result code {code}")
    view = qr.get_attribute("viewBox") or ""
    size = int(view.split()[2])
    assert 21 + 8 <= size <= 41 + 8 and (size - 8 - 17) % 4 == 0, view
    assert qr.locator("rect").get_attribute("fill") == "#fff"
    assert qr.locator("path").get_attribute("fill") == "#000"
    box_size = qr.bounding_box()
    assert box_size and box_size["width"] >= 150, box_size
    # Copy: the clipboard holds the code.
    root.get_by_role("button", name="Copy", exact=True).click()
    expect(root.locator(".s66-play-result-box .s66-play-copied")).to_have_text("Copied.")
    assert page.evaluate("() => navigator.clipboard.readText()") == code
    # The codes so far, with the name typed once, as the teacher's ranking reads them.
    name = root.get_by_label("Your name (for your teacher)")
    name.fill("Ann Lee")
    name.press("Tab")
    lines = root.locator(".s66-play-lines")
    expect(lines).to_have_text(f"Ann Lee: {code}")
    root.get_by_role("button", name="Copy all").click()
    assert page.evaluate("() => navigator.clipboard.readText()") == f"Ann Lee: {code}\n"
    kept = page.evaluate(f"() => JSON.parse(localStorage.getItem('solo66-set-{SET.code}'))")
    assert kept["results"] == [code] and kept["hand"] is None

    # A reload goes on with the next deal, the first code and the name kept; a reload in
    # the middle of that hand takes it up where it was (no deal is dealt again).
    page.reload()
    root = wait_ready(page)
    expect(root.locator(".s66-play-info")).to_contain_text(f"deal 2 of {SET.count}")
    expect(root.get_by_label("Deal code or set code")).to_have_value(SET.code)
    expect(root.locator(".s66-play-lines")).to_have_text(f"Ann Lee: {code}")
    second = play_set_deal(page, 1, reload_after=2)
    code2 = shown_code(root, 1, second)
    expect(root.locator(".s66-play-lines")).to_have_text(f"Ann Lee: {code}\nAnn Lee: {code2}")

    # The summary: the engine's numbers, deal by deal and over the set.
    summary = api(op="summary", set=SET.code, results=[code, code2])
    table = root.locator(".s66-play-summary-table")
    expect(table).to_be_visible(timeout=60_000)
    rows = table.locator("tbody tr.s66-play-summary-numbers")
    expect(rows).to_have_count(2)
    for i, row in enumerate(summary["rows"]):
        cells = rows.nth(i).locator("td")
        expect(cells).to_have_text([row["score_text"], row["par_text"], row["against_text"]])
    expect(table.locator("tfoot td")).to_have_text(
        [summary["score_text"], summary["par_text"], summary["against_text"]]
    )
    expect(root.locator(".s66-play-summary-text")).to_have_text(summary["text"])
    root.get_by_role("button", name="Results of the set").click()
    for theme in ("light", "dark"):
        set_theme(page, theme)
        assert axe_violations(page) == [], theme


def test_the_german_page_speaks_german_and_says_the_set_in_german(
    site_page: Callable[..., Any],
) -> None:
    """de/book/play.html (one start of the German page: only the words differ from the
    English one): the page's words and the engine's come from the German catalog,
    figures with a decimal comma; then a set with the codes kept for both deals shows
    the summary straight away, in the engine's German (the fixtures fail the test on
    any request leaving the site; the offline test checks the German page's service
    worker)."""
    code = Deal.shuffle(seed=7).code
    page = site_page(f"de/{PAGE}#{code}", wait_widgets=False)
    root = wait_ready(page)
    assert page.evaluate("() => document.documentElement.lang") == "de"
    expect(root.locator(".s66-play-status")).to_have_text(
        re.compile(r"^Die Engine ist bereit \(gestartet in \d+,\d s\)\.$")
    )
    expect(root.locator(".s66-play-info")).to_have_text(f"Spiel {code} · du bist Ben")
    with speaking("de"):
        state = api(op="open", code=code, seat=1)
        good = api(op="new", seed=0)["code"]
        bad = good[:-1] + ("0" if good[-1] != "0" else "1")
        refusal = api(op="open", code=bad, seat=1)
    expect(root.locator(".s66-play-message")).to_have_text(state["message"])
    for name in ("Neues Spiel", "Spiel öffnen", "Vierfarbige Karten"):
        expect(root.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(root.get_by_label("Dein Platz")).to_be_visible()
    # The table's own words (s66.table's opts.t): the badges in German.
    expect(root.locator(".s66-cardtable .s66-badge-you")).to_have_text("du")
    # An engine refusal, in the engine's German.
    assert not refusal["ok"]
    box = root.get_by_label("Spielcode")
    box.fill(bad)
    box.press("Enter")
    expect(root.locator(".s66-play-why")).to_have_text(refusal["error"])
    with speaking("en"):
        english = api(op="open", code=bad, seat=1)["error"]
    assert refusal["error"] != english
    # No English words left on the page's controls.
    texts = root.locator("button, label, summary").evaluate_all(
        "ns => ns.map((n) => n.textContent.trim())"
    )
    assert not [t for t in texts if re.search(r"\b(Deal|Hint|Your|New|Open|Full)\b", t)], texts

    # The set: both deals' codes kept, as after playing them.
    codes = [play_deal(SET, index, tag=index)["result_code"] for index in range(SET.count)]
    page.evaluate(
        "([key, kept]) => { localStorage.setItem(key, kept); localStorage.setItem("
        "'solo66-student-name', 'Ann'); }",
        [f"solo66-set-{SET.code}", json.dumps({"tag": 5, "results": codes, "hand": None})],
    )
    page.evaluate(f"() => {{ location.hash = '#set={SET.code}'; }}")
    with speaking("de"):
        summary = api(op="summary", set=SET.code, results=codes)
    expect(root.locator(".s66-play-info")).to_have_text(
        f"Du hast alle Spiele von Satz {SET.code} gespielt."
    )
    expect(root.get_by_label("Spielcode oder Satzcode")).to_have_value(SET.code)
    expect(
        root.get_by_role("heading", name=f"Deine Ergebniscodes (2 von {SET.count})")
    ).to_be_visible()
    expect(root.get_by_label("Dein Name (für deine Lehrkraft)")).to_have_value("Ann")
    expect(root.get_by_role("button", name="Alle kopieren")).to_be_visible()
    table = root.locator(".s66-play-summary-table")
    expect(table.locator("thead th")).to_have_text(
        ["Spiel", "Deine Punkte", "Par", "Gegenüber Par"], timeout=60_000
    )
    expect(root.locator(".s66-play-summary-text")).to_have_text(summary["text"])
    expect(table.locator("tfoot td").last).to_have_text(summary["against_text"])
