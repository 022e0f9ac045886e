"""The Play-in-the-browser page: Pyodide from the site, a deal opened by its code, a
whole hand played against the bots, the replay, and the message when opened from disk.

The browser runs the engine through Pyodide; the test runs the same engine in CPython
through the same JSON API (:mod:`solo66.frontends.playpage`) side by side, so it knows what the
page must show (which cards are legal, the engine's reason for an illegal one, the
result) without deciding any rule itself.  Over HTTP the site is served under a path
prefix, and the fixtures fail the test on any request leaving the site.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from solo66.core.deal import Deal
from solo66.frontends.playpage import call

PAGE = "book/play.html"
CODE = Deal.shuffle(seed=7).code
START_TIMEOUT_MS = 90_000


def api(**request: Any) -> dict[str, Any]:
    answer = json.loads(call(json.dumps(request)))
    assert isinstance(answer, dict)
    return answer


def wait_ready(page: Any) -> Any:
    root = page.locator("#s66-play")
    expect(root).to_have_attribute(
        "data-state", re.compile("ready|error"), timeout=START_TIMEOUT_MS
    )
    expect(root).to_have_attribute("data-state", "ready")
    return root


def play_hand(page: Any, state: dict[str, Any]) -> dict[str, Any]:
    """Play the reader's seat to the end: bid clubs, keep clubs, discard the two lowest
    cards, then the first legal card each time; check the page against the engine."""
    root = page.locator("#s66-play")
    explained_illegal = False
    while state["result"] is None:
        expect(root.locator(".s66-play-message")).to_have_text(state["message"])
        hand = [h["card"] for h in state["hand"]]
        expect(root.locator(".s66-play-hand button")).to_have_count(len(hand))
        if state["phase"] == "auction":
            action, name = "bid clubs", "Bid ♣ clubs"
            root.get_by_role("button", name=name).click()
        elif state["phase"] == "declare":
            action = "declare clubs"
            root.get_by_role("button", name="Announce ♣ clubs").click()
        elif state["phase"] == "discard":
            first, second = hand[-1], hand[-2]
            action = f"discard {first} {second}"
            root.locator(f'[data-card="{first}"]').click()
            root.locator(f'[data-card="{second}"]').click()
            root.get_by_role("button", name=re.compile("^Discard ")).click()
        else:
            legal = [h for h in state["hand"] if h["legal"]]
            illegal = [h for h in state["hand"] if not h["legal"]]
            for entry in state["hand"]:
                button = root.locator(f'[data-card="{entry["card"]}"]')
                expect(button.locator(".s66-play-mark")).to_have_text(
                    "✔" if entry["legal"] else "✘"
                )
            if illegal and not explained_illegal:
                root.locator(f'[data-card="{illegal[0]["card"]}"]').click()
                expect(root.locator(".s66-play-why")).to_have_text(
                    f"{illegal[0]['card']} is not allowed: {illegal[0]['why']}"
                )
                explained_illegal = True
            action = f"play {legal[0]['card']}"
            root.locator(f'[data-card="{legal[0]["card"]}"]').click()
        state = api(
            op="act",
            code=state["code"],
            seat=state["seat"],
            actions=state["actions"],
            action=action,
        )
        assert state["ok"], state
    assert explained_illegal, "the hand never offered an illegal card to click"
    expect(root.locator(".s66-play-result")).to_have_text(state["result"]["text"])
    return state


@pytest.mark.site_modes("http")
def test_open_by_hash_play_to_the_end_and_replay(site_page: Callable[..., Any]) -> None:
    page = site_page(f"{PAGE}#{CODE}", wait_widgets=False)
    root = wait_ready(page)
    expect(root.locator(".s66-play-status")).to_contain_text("The engine is ready")
    expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {CODE} · you are seat 1")
    state = api(op="open", code=CODE, seat=1)
    final = play_hand(page, state)

    root.get_by_role("button", name="Replay this hand").click()
    steps = len(final["actions"])
    message = root.locator(".s66-play-message")
    expect(message).to_contain_text(f"Replay: step 0 of {steps}.")
    # Every hand is open in the replay: seat 0's six cards are shown at the start.
    expect(root.locator(".s66-play-seat").nth(0).locator(".s66-play-card")).to_have_count(6)
    page.keyboard.press("ArrowRight")
    expect(message).to_contain_text(f"Replay: step 1 of {steps}.")
    root.get_by_role("button", name="End ⏭").click()
    expect(message).to_contain_text(f"Replay: step {steps} of {steps}.")
    root.get_by_role("button", name="◀ Back").click()
    expect(message).to_contain_text(f"Replay: step {steps - 1} of {steps}.")
    root.get_by_role("button", name="Close the replay").click()
    expect(root.locator(".s66-play-result")).to_have_text(final["result"]["text"])


@pytest.mark.site_modes("http")
def test_open_a_deal_typed_in_the_box(site_page: Callable[..., Any]) -> None:
    page = site_page(PAGE, wait_widgets=False)
    root = wait_ready(page)
    code = Deal.shuffle(seed="class 4b").code
    box = root.get_by_label("Deal code")
    box.fill(code.lower().replace("-", " "))
    root.get_by_label("Your seat").select_option("3")
    box.press("Enter")
    expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {code} · you are seat 3")
    assert page.evaluate("() => decodeURIComponent(location.hash)") == f"#{code}"
    state = api(op="open", code=code, seat=3)
    hand = root.locator(".s66-play-hand .s66-play-card")
    expect(hand).to_have_count(6)
    labels = [hand.nth(i).get_attribute("aria-label") for i in range(6)]
    cards = api(op="cards")["cards"]
    assert labels == [cards[h["card"]]["spoken"] for h in state["hand"]]
    # A mistyped code is refused with the engine's reason.
    box.fill(code[:-1] + ("0" if code[-1] != "0" else "1"))
    box.press("Enter")
    expect(root.locator(".s66-play-why")).to_contain_text("fails its check character")


@pytest.mark.site_modes("file")
def test_from_disk_the_page_says_it_needs_a_server(site_page: Callable[..., Any]) -> None:
    page = site_page(f"{PAGE}#{CODE}", wait_widgets=False)
    problem = page.locator("#s66-play .s66-play-problem")
    expect(problem).to_contain_text("This page needs a local web server.")
    expect(problem).to_contain_text("make serve")
    expect(problem).to_contain_text(f"http://127.0.0.1:8000/book/play.html#{CODE}")


@pytest.mark.site_modes("http")
def test_play_page_is_accessible(
    site_page: Callable[..., Any], axe_violations: Callable[..., list[dict[str, Any]]]
) -> None:
    page = site_page(f"{PAGE}#{CODE}", wait_widgets=False)
    wait_ready(page)
    assert axe_violations(page) == []


@pytest.mark.site_modes("http")
def test_a_wasm_served_wrongly_ends_in_a_clear_message(
    site_page: Callable[..., Any], page_errors: list[str]
) -> None:
    """A server sending .wasm with the wrong MIME type makes Pyodide hang: the page
    gives up after its timeout (shortened here) and says what to check."""
    wrong: list[str] = []

    def wrong_mime(route: Any) -> None:
        wrong.append(route.request.url)
        route.fulfill(status=200, content_type="text/plain", body=b"\0asm")

    page = site_page(PAGE, wait_widgets=False)
    page.context.add_init_script("window.S66_PLAY_TIMEOUT_MS = 4000;")
    page.context.route("**/pyodide.asm.wasm", wrong_mime)
    page.reload()
    problem = page.locator("#s66-play .s66-play-problem")
    expect(problem).to_contain_text("The game engine could not start.", timeout=30_000)
    expect(problem).to_contain_text("application/wasm")
    assert wrong
    page_errors.clear()  # the failed start is what this test is about


def test_second_visit_plays_with_the_network_cut_off(browser: Any, site_dir: Any) -> None:
    # Served by our own server, stopped before the second visit: nothing can reach a
    # network then, so the page, Pyodide and the engine must come from the page's
    # service worker.  The first visit shows the bytes loaded while Python starts.
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    from serve_site import serve

    context = browser.new_context()
    try:
        with serve(site_dir) as base:
            page = context.new_page()
            page.goto(base + PAGE)
            expect(page.locator("#s66-play progress")).to_have_count(1)
            root = wait_ready(page)
            expected = json.loads((site_dir / "play" / "offline.json").read_text("utf-8"))
            loaded = int(root.get_attribute("data-loaded-bytes") or 0)
            assert expected["bytes"] > 10_000_000
            assert expected["bytes"] * 0.99 <= loaded <= expected["bytes"] * 1.01
            kept = """async () => {
              const names = await caches.keys();
              if (names.length !== 1) return 0;
              const cache = await caches.open(names[0]);
              const urls = (await cache.keys()).map((r) => r.url);
              return ["play.html", "play.js", "solo66.zip", "pyodide.asm.wasm", "python_stdlib.zip"]
                .every((end) => urls.some((u) => u.split("?")[0].endsWith(end))) ? urls.length : 0;
            }"""
            page.wait_for_function(kept, timeout=60_000)
            page.close()
        offline = context.new_page()
        failed: list[str] = []
        offline.on("requestfailed", lambda request: failed.append(request.url))
        offline.goto(base + PAGE)
        root = wait_ready(offline)
        expect(root.locator(".s66-play-hand button").first).to_be_visible()
        assert offline.evaluate("() => navigator.serviceWorker.controller !== null")
        assert failed == [] or all("play.html" not in url for url in failed), failed
    finally:
        context.close()
