"""The Play-in-the-browser page: Pyodide from the site, a deal opened by its code, a
whole hand played against the bots, the replay, and the message when opened from disk.

The browser runs the engine through Pyodide; the test runs the same engine in CPython
through the same JSON API (:mod:`solo66.frontends.playpage`) side by side, so it knows what the
page must show (which cards are legal, the engine's reason for an illegal one, the
result) without deciding any rule itself.  Over HTTP the site is served under a path
prefix, and the fixtures fail the test on any request leaving the site.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.frontends.playpage import HINT_SAMPLES, page_words
from tests.browser.conftest import play_api as api
from tests.browser.conftest import wait_play_ready as wait_ready

PAGE = "book/play.html"
CODE = Deal.shuffle(seed=7).code
#: A deal where the reader (seat 1, bidding clubs) sees two tricks finished by the bots.
CODE_TWO_PAUSES = Deal.shuffle(seed=1).code
#: ``started_play(code)`` → ``(page, root)`` (the fixture below).
StartedPlay = Callable[[str], tuple[Any, Any]]


def open_play(site_page: Callable[..., Any], code: str) -> tuple[Any, Any]:
    """The play page, started, then the deal ``code`` opened through the address's
    ``#`` (the page follows it); the page and its ``#s66-play`` box."""
    page = site_page(PAGE, wait_widgets=False)
    root = wait_ready(page)
    page.evaluate(f"() => {{ location.hash = '#{code}'; }}")
    expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {code} · you are Ben")
    return page, root


# Session-wide (made on the one worker that runs the Pyodide group): pytest reorders tests
# by their session-scoped site_mode, so a module-wide page could be torn down and started
# again between two tests of this file.
@pytest.fixture(scope="session")
def _started(browser: Any, http_base: str, site_guard: Any) -> Iterator[dict[str, Any]]:
    """One play page over HTTP under the prefix, Pyodide started once for the tests that
    only open a deal on it (starting the engine takes most of a test's time).  Requests
    leaving the site and page errors are recorded for :func:`started_play` to check."""
    seen: dict[str, Any] = {"outside": [], "errors": []}
    context = site_guard.context(browser, http_base, seen["outside"], seen["errors"])
    try:
        page = site_guard.page(context, PAGE, seen["errors"])
        # The browser's own issues (DevTools' Issues panel, what Lighthouse reads) while
        # the page starts Pyodide.
        issues: list[str] = []
        cdp = context.new_cdp_session(page)
        cdp.on("Audits.issueAdded", lambda event: issues.append(json.dumps(event["issue"])))
        cdp.send("Audits.enable")
        page.goto(http_base + PAGE, wait_until="load")
        root = wait_ready(page)
        seen.update(
            issues=issues,
            page=page,
            root=root,
            level=root.get_by_label("Opponents").input_value(),
            theme=page.evaluate("() => document.documentElement.dataset.theme ?? null"),
            opened=False,
        )
        yield seen
    finally:
        context.close()


@pytest.fixture
def started_play(_started: dict[str, Any], site_guard: Any) -> Iterator[StartedPlay]:
    """``started_play(code)`` → ``(page, root)``: the shared started play page with the deal
    ``code`` opened for Ben at the default level, as a fresh page would show it (the
    first time through the address's ``#``, which the page follows; then through the
    box).  Fails the test on a request leaving the site or a page error meanwhile."""
    outside, errors = _started["outside"], _started["errors"]
    page, root = _started["page"], _started["root"]

    def open_code(code: str) -> tuple[Any, Any]:
        if not _started["opened"]:
            _started["opened"] = True
            page.evaluate(f"() => {{ location.hash = '#{code}'; }}")
        else:  # undo what an earlier test changed
            page.set_viewport_size({"width": 1280, "height": 900})
            page.emulate_media(media="screen")
            page.evaluate(
                "(t) => { const d = document.documentElement.dataset;"
                " if (t === null) delete d.theme; else d.theme = t; }",
                _started["theme"],
            )
            expect(root).not_to_have_attribute("data-busy", "true")
            if root.get_attribute("data-pause"):
                root.locator(".s66-cardtable").click()
                expect(root).not_to_have_attribute("data-pause", "trick")
            four = root.get_by_role("button", name="Four-colour pack")
            if four.get_attribute("aria-pressed") == "true":
                four.click()
                expect(four).to_have_attribute("aria-pressed", "false")
            root.get_by_label("Your seat").select_option("1")
            root.get_by_label("Opponents").select_option(_started["level"])
            box = root.get_by_label("Deal code")
            box.fill(code)
            box.press("Enter")
        expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {code} · you are Ben")
        expect(root.locator(".s66-play-message")).to_have_text(
            api(op="open", code=code, seat=1)["message"]
        )
        return page, root

    with site_guard.between(outside, errors):
        yield open_code


def game_of(state: dict[str, Any]) -> Game:
    game = Game.from_deal(state["code"])
    for action in state["actions"]:
        game.apply(action)
    return game


def check_hint(page: Any, state: dict[str, Any]) -> None:
    """Press Hint: the page shows the engine's fair hint, then its hindsight, and each
    legal card its fair mark, as the same API answers in CPython."""
    root = page.locator("#s66-play")
    root.get_by_role("button", name="Hint", exact=True).click()
    hint = api(op="hint", code=state["code"], seat=state["seat"], actions=state["actions"])
    assert re.match(r"^Best in \d+ of \d+ deals that fit what you have seen: ", hint["text"])
    assert "In hindsight, with every hand open, " in hint["text"]
    expect(root.locator(".s66-play-hint")).to_have_text(hint["text"], timeout=60_000)
    marks = {c["card"]: c["mark"] for c in hint["cards"]}
    for entry in state["hand"]:
        cost = root.locator(f'[data-card-button="{entry["card"]}"] .s66-play-cost')
        if not entry["legal"]:
            expect(cost).to_have_count(0)
            continue
        expect(cost).to_have_text(marks[entry["card"]])


def play_hand(
    page: Any,
    state: dict[str, Any],
    *,
    hints: bool = False,
    until_illegal: bool = False,
    until_play: bool = False,
    min_pauses: int = 1,
) -> dict[str, Any]:
    """Play the reader's seat to the end: bid clubs, keep clubs, discard the two lowest
    cards, then the first legal card each time; check the page against the engine.

    A finished trick must stay on the table at least a second: the first time the page
    is left to take it away by itself, the second time a click takes it away at once.
    With ``hints``, the Hint button is pressed before each card and its values are
    checked against the solver's."""
    root = page.locator("#s66-play")
    explained_illegal = False
    pauses = 0
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
            root.locator(f'[data-card-button="{first}"]').click()
            root.locator(f'[data-card-button="{second}"]').click()
            root.get_by_role("button", name=re.compile("^Discard ")).click()
        else:
            legal = [h for h in state["hand"] if h["legal"]]
            illegal = [h for h in state["hand"] if not h["legal"]]
            for entry in state["hand"]:
                button = root.locator(f'[data-card-button="{entry["card"]}"]')
                expect(button.locator(".s66-play-mark")).to_have_text(
                    "legal" if entry["legal"] else "not legal"
                )
            if until_play:
                return state
            if hints:
                check_hint(page, state)
            if illegal and until_illegal:
                return state
            if illegal and not explained_illegal:
                root.locator(f'[data-card-button="{illegal[0]["card"]}"]').click()
                expect(root.locator(".s66-play-why")).to_have_text(
                    f"{illegal[0]['card']} is not allowed: {illegal[0]['why']}"
                )
                explained_illegal = True
            action = f"play {legal[0]['card']}"
            root.locator(f'[data-card-button="{legal[0]["card"]}"]').click()
        state = api(
            op="act",
            code=state["code"],
            seat=state["seat"],
            actions=state["actions"],
            action=action,
        )
        assert state["ok"], state
        if "pause" in state and pauses < 2:
            # The trick just finished, all five cards, stays on the table.
            expect(root).to_have_attribute("data-pause", "trick")
            # The shared table (s66.table): five cards in the middle, the winner's marked.
            expect(root.locator(".s66-cardtable .s66-plays .s66-card")).to_have_count(5)
            expect(root.locator(".s66-cardtable .s66-play-winner")).to_have_count(1)
            if pauses == 1:
                root.locator(".s66-cardtable").click()
            expect(root).not_to_have_attribute("data-pause", "trick", timeout=5_000)
            shown = page.evaluate(
                "() => { const d = document.querySelector('#s66-play').dataset;"
                " return Number(d.pauseEnded) - Number(d.pauseStarted); }"
            )
            if pauses == 0:
                assert shown >= 1000, f"the finished trick was shown {shown:.0f} ms only"
            else:
                assert shown < 1000, f"a click did not take the trick away ({shown:.0f} ms)"
            pauses += 1
    assert explained_illegal, "the hand never offered an illegal card to click"
    assert until_illegal or pauses >= min_pauses, f"the hand paused on {pauses} tricks only"
    expect(root.locator(".s66-play-result")).to_have_text(state["result"]["text"])
    return state


@pytest.mark.site_modes("http")
def test_open_by_hash_play_to_the_end_and_replay(site_page: Callable[..., Any]) -> None:
    page = site_page(f"{PAGE}#{CODE}", wait_widgets=False)
    root = wait_ready(page)
    expect(root.locator(".s66-play-status")).to_contain_text("The engine is ready")
    expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {CODE} · you are Ben")
    state = api(op="open", code=CODE, seat=1)
    # Every frame the page's thread draws: it must keep drawing while the engine's
    # worker reviews the hand (the solver, from the first lead on, cold).
    page.evaluate(
        """() => { window.s66Frames = [];
          const tick = (t) => { window.s66Frames.push(t); requestAnimationFrame(tick); };
          requestAnimationFrame(tick); }"""
    )
    final = play_hand(page, state)
    expect(root.locator(".s66-play-review-item")).to_have_count(6, timeout=60_000)
    ms = int(root.get_attribute("data-review-ms") or 0)
    start = float(root.get_attribute("data-review-started") or 0)
    frames = [
        t for t in page.evaluate("() => window.s66Frames") if start - 100 <= t <= start + ms + 100
    ]
    gap = max(b - a for a, b in itertools.pairwise(frames))
    print(
        f"review of the whole hand in the browser: {ms} ms, {len(frames)} frames meanwhile, "
        f"the longest gap between two {gap:.0f} ms"
    )
    # A second's gap allows for a machine busy with other work; a page frozen by the
    # solver would stop for the whole review.  And Python never ran on the page's thread:
    # Pyodide's files were fetched by the worker, not by the page.
    assert len(frames) >= 2 and gap < 1000, (len(frames), gap)
    fetched = page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")
    assert not [url for url in fetched if "pyodide" in url], fetched

    root.get_by_role("button", name="Replay this hand").click()
    steps = len(final["actions"])
    message = root.locator(".s66-play-message")
    expect(message).to_contain_text(f"Replay: step 0 of {steps}.")
    # Every hand is open in the replay: seat 0's six cards are shown at the start.
    seat0 = root.locator(".s66-cardtable .s66-seat").nth(0)
    expect(seat0).to_have_attribute("aria-label", re.compile("^Anna"))
    expect(seat0.locator(".s66-card")).to_have_count(6)
    page.keyboard.press("ArrowRight")
    expect(message).to_contain_text(f"Replay: step 1 of {steps}.")
    root.get_by_role("button", name="End", exact=True).click()
    expect(message).to_contain_text(f"Replay: step {steps} of {steps}.")
    root.get_by_role("button", name="Back", exact=True).click()
    expect(message).to_contain_text(f"Replay: step {steps - 1} of {steps}.")
    root.get_by_role("button", name="Close the replay").click()
    expect(root.locator(".s66-play-result")).to_have_text(final["result"]["text"])


@pytest.mark.site_modes("http")
def test_open_a_deal_typed_in_the_box(
    started_play: StartedPlay,
) -> None:
    page, root = started_play(CODE)
    code = Deal.shuffle(seed="class 4b").code
    box = root.get_by_label("Deal code")
    box.fill(code.lower().replace("-", " "))
    root.get_by_label("Your seat").select_option("3")
    box.press("Enter")
    expect(root.locator(".s66-play-info")).to_contain_text(f"Deal {code} · you are David")
    # Your seat (David's, seat 3) at the bottom, the next player (Eva, seat 4) on your left.
    bottom = root.locator(".s66-cardtable .s66-seat.s66-at-bottom")
    expect(bottom).to_have_attribute("aria-label", re.compile("^David, .*you"))
    expect(root.locator(".s66-cardtable .s66-seat.s66-at-left")).to_have_attribute(
        "aria-label", re.compile("^Eva")
    )
    you = bottom.bounding_box()
    left = root.locator(".s66-cardtable .s66-seat.s66-at-left").bounding_box()
    assert you and left and left["y"] < you["y"] and left["x"] < you["x"] + 10
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
    started_play: StartedPlay,
    axe_violations: Callable[..., list[dict[str, Any]]],
) -> None:
    page, _ = started_play(CODE)
    assert axe_violations(page) == []


@pytest.mark.site_modes("http")
def test_starting_pyodide_raises_no_browser_issue_for_shared_memory(
    started_play: StartedPlay, _started: dict[str, Any]
) -> None:
    # Pyodide as shipped made a SharedArrayBuffer on load, which a page without
    # cross-origin isolation reports as an issue (Lighthouse: best practices).
    started_play(CODE)
    issues = _started["issues"]
    assert not [issue for issue in issues if "SharedArrayBuffer" in issue], issues


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


@pytest.mark.parametrize("edition", ["", "de/"], ids=["en", "de"])
def test_second_visit_plays_with_the_network_cut_off(
    browser: Any, site_dir: Any, edition: str
) -> None:
    # Served by our own server, stopped before the second visit: nothing can reach a
    # network then, so the page, Pyodide and the engine must come from the page's
    # service worker.  The first visit shows the bytes loaded while Python starts.
    from tools.serve_site import serve

    context = browser.new_context()
    try:
        with serve(site_dir) as base:
            page = context.new_page()
            page.goto(base + edition + PAGE)
            expect(page.locator("#s66-play progress")).to_have_count(1)
            root = wait_ready(page)
            expected = json.loads((site_dir / edition / "play" / "offline.json").read_text("utf-8"))
            loaded = int(root.get_attribute("data-loaded-bytes") or 0)
            assert expected["bytes"] > 10_000_000
            assert expected["bytes"] * 0.99 <= loaded <= expected["bytes"] * 1.01
            kept = """async () => {
              const names = await caches.keys();
              if (names.length !== 1) return 0;
              const cache = await caches.open(names[0]);
              const urls = (await cache.keys()).map((r) => r.url);
              return ["play.html", "play.js", "engine.js", "page.css", "qrcode.js", "solo66.zip",
                      "pyodide.asm.wasm", "python_stdlib.zip"]
                .every((end) => urls.some((u) => u.split("?")[0].endsWith(end))) ? urls.length : 0;
            }"""
            page.wait_for_function(kept, timeout=60_000)
            # The worker has taken the page over (activated and claimed it): the next
            # visit is its to answer.
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            page.close()
        offline = context.new_page()
        failed: list[str] = []
        offline.on("requestfailed", lambda request: failed.append(request.url))
        offline.goto(base + edition + PAGE)
        root = wait_ready(offline)
        expect(root.locator(".s66-play-hand button").first).to_be_visible()
        assert offline.evaluate("() => navigator.serviceWorker.controller !== null")
        # The worker's scope is the edition's own book/play… (de/book/play in German).
        scope = offline.evaluate(
            "async () => (await navigator.serviceWorker.getRegistration()).scope"
        )
        assert scope == f"{base}{edition}book/play", scope
        assert failed == [] or all("play.html" not in url for url in failed), failed
    finally:
        context.close()


@pytest.mark.site_modes("http")
@pytest.mark.parametrize("size", [(1280, 720), (390, 844)], ids=["desktop", "phone"])
def test_a_refused_card_says_why_next_to_it_in_view(
    started_play: StartedPlay, size: tuple[int, int]
) -> None:
    page, root = started_play(CODE)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    state = play_hand(page, api(op="open", code=CODE, seat=1), until_illegal=True)
    refused = next(h for h in state["hand"] if not h["legal"])
    card = root.locator(f'[data-card-button="{refused["card"]}"]')
    card.scroll_into_view_if_needed()
    card.click()
    why = root.locator(".s66-play-why")
    expect(why).to_have_text(f"{refused['card']} is not allowed: {refused['why']}")
    assert why.get_attribute("aria-live") == "assertive"
    box, at = why.bounding_box(), card.bounding_box()
    assert box and at
    width, height = size
    assert box["x"] >= 0 and box["x"] + box["width"] <= width, box
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (box, height)
    # Next to the card: right under it, overlapping it sideways.
    assert 0 <= box["y"] - (at["y"] + at["height"]) <= 40, (box, at)
    assert box["x"] < at["x"] + at["width"] and at["x"] < box["x"] + box["width"]
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width


@pytest.mark.site_modes("http")
def test_hints_and_the_review_give_the_fair_values_then_hindsight(
    started_play: StartedPlay,
) -> None:
    page, root = started_play(CODE_TWO_PAUSES)
    state = api(op="open", code=CODE_TWO_PAUSES, seat=1)
    final = play_hand(page, state, hints=True, min_pauses=2)
    review = root.locator(".s66-play-review-item")
    expect(review).to_have_count(6, timeout=60_000)
    expected = api(op="review", code=CODE_TWO_PAUSES, seat=1, actions=final["actions"])
    assert len(expected["plays"]) == 6
    for item, play in zip(review.all(), expected["plays"], strict=True):
        assert item.get_attribute("data-card") == play["card"]
        expect(item.locator(".s66-play-verdict")).to_have_text(play["text"])
        expect(item.locator(".s66-play-told")).to_have_text(f"({play['told']})")
        expect(item.locator(".s66-play-hindsight")).to_have_text(play["hindsight"])
        others = [c for c in play["best"] if c != play["card"]]
        shown = item.locator(".s66-play-alternative .s66-play-card")
        expect(shown).to_have_count(len(others))
    expect(root.locator(".s66-play-review-summary")).to_have_text(expected["summary"])


@pytest.mark.site_modes("http")
def test_a_hint_shows_how_far_it_has_come_then_arrives(site_page: Callable[..., Any]) -> None:
    """The first lead's hint weighs HINT_SAMPLES deals in the worker: meanwhile the hint's
    live line says how many are done, then the hint replaces it."""
    page, root = open_play(site_page, CODE)
    state = play_hand(page, api(op="open", code=CODE, seat=1), until_play=True)
    assert state["to_act"] == 1 and len(state["hand"]) == 6  # the first lead: the slowest
    hint = api(op="hint", code=CODE, seat=1, actions=state["actions"])
    line = root.locator(".s66-play-hint")
    assert line.get_attribute("aria-live") == "polite"
    root.get_by_role("button", name="Hint", exact=True).click()
    judging = rf"^Judging: \d+ of {HINT_SAMPLES} deals that fit what you have seen…$"
    expect(line).to_have_text(re.compile(judging), timeout=60_000)
    expect(line).to_have_text(hint["text"], timeout=120_000)


@pytest.mark.site_modes("http")
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_play_page_contrast_in_light_and_dark(
    started_play: StartedPlay,
    axe_violations: Callable[..., list[dict[str, Any]]],
    set_theme: Callable[[Any, str], None],
    theme: str,
) -> None:
    page, root = started_play(CODE)
    set_theme(page, theme)
    play_hand(page, api(op="open", code=CODE, seat=1), until_illegal=True)
    root.get_by_role("button", name="Hint", exact=True).click()
    expect(root.locator(".s66-play-cost").first).to_be_visible()
    assert axe_violations(page) == []
    background = page.evaluate(
        "() => getComputedStyle(document.querySelector('#s66-play')).backgroundColor"
    )
    assert background == ("rgb(255, 255, 255)" if theme == "light" else "rgb(22, 24, 28)")


@pytest.mark.site_modes("http")
def test_controls_are_named_in_words(started_play: StartedPlay) -> None:
    """No control is labelled by a glyph alone (a font may lack ⏮ ⏭ ▶ ✔)."""
    page, root = started_play(CODE)
    final = play_hand(page, api(op="open", code=CODE, seat=1), until_illegal=True)
    del final
    root.get_by_role("button", name="Step back").click()
    expect(root.get_by_role("button", name="Start", exact=True)).to_be_visible()
    texts = root.locator("button").evaluate_all("bs => bs.map((b) => b.textContent.trim())")
    for text in texts:
        assert re.search("[A-Za-z]{2}", text) or text == "", text
        assert not re.search("[\u23ea-\u23ef\u25b6\u25c0\u2714\u2718]", text), text
    marks = root.locator(".s66-play-mark").all_text_contents()
    assert all(re.fullmatch("legal|not legal|discard", m) for m in marks), marks


@pytest.mark.site_modes("http")
def test_the_opponents_level_is_chosen_on_the_page(
    started_play: StartedPlay,
) -> None:
    """The level select lists the engine's levels; the deal opened after choosing one is
    played by the bots of that level (the same first actions as the API gives)."""
    _page, root = started_play(CODE)
    level = root.get_by_label("Opponents")
    options = level.locator("option").evaluate_all("os => os.map((o) => o.value)")
    assert options == [lv["name"] for lv in page_words()["levels"]]
    level.select_option("medium")
    root.get_by_label("Your seat").select_option("3")
    root.get_by_role("button", name="Open deal").click()
    state = api(op="open", code=CODE, seat=3, level="medium")
    expect(root.locator(".s66-play-message")).to_have_text(state["message"], timeout=60_000)
    expect(root.locator(".s66-play-log li")).to_have_count(len(state["actions"]))
    expect(level).to_have_value("medium")


def clubs_fills(root: Any) -> set[str]:
    """The fill colours of every club card on the play page (the replay shows all hands)."""
    fills: list[list[str]] = root.locator(".s66-card.s66-suit-clubs").evaluate_all(
        "cs => cs.map((c) => [...c.querySelectorAll('[fill]')].map((n) => n.getAttribute('fill')))"
    )
    return {f for card in fills for f in card if f not in ("#fff", "none")}


@pytest.mark.site_modes("http")
def test_four_colour_mode_applies_to_every_card(
    started_play: StartedPlay,
) -> None:
    page, root = started_play(CODE)
    play_hand(page, api(op="open", code=CODE, seat=1), until_illegal=True)
    root.get_by_role("button", name="Step back").click()
    # The step back draws the whole table again: wait until it is there (four clubs at least).
    expect(root.locator(".s66-card.s66-suit-clubs").nth(3)).to_be_visible()
    assert clubs_fills(root) == {"#111"}
    root.get_by_role("button", name="Four-colour pack").click()
    expect(root.get_by_role("button", name="Four-colour pack")).to_have_attribute(
        "aria-pressed", "true"
    )
    assert clubs_fills(root) == {"#0f7a36"}
    # The trump's symbol in the text too.
    symbol = root.locator(".s66-cardtable .s66-table-lines .s66-suit-clubs").first
    assert symbol.evaluate("s => getComputedStyle(s).color") == "rgb(0, 102, 43)"
    root.get_by_role("button", name="Forward", exact=True).click()
    expect(root.locator(".s66-card.s66-suit-clubs").nth(3)).to_be_visible()
    assert clubs_fills(root) == {"#0f7a36"}


@pytest.mark.site_modes("http")
def test_print_shows_the_table_without_controls(
    started_play: StartedPlay,
) -> None:
    page, root = started_play(CODE)
    page.emulate_media(media="print")
    # The reader's cards are buttons: they print as cards, without a frame.
    controls = "button:not(.s66-play-card-button):visible, select:visible, input:visible"
    expect(root.locator(controls)).to_have_count(0)
    card = root.locator(".s66-play-card-button").first
    assert card.evaluate("b => getComputedStyle(b).borderTopColor") == "rgba(0, 0, 0, 0)"
    expect(root.locator(".s66-cardtable")).to_be_visible()
    expect(root.locator(".s66-play-hand .s66-play-card").first).to_be_visible()


@pytest.mark.site_modes("http")
def test_the_table_uses_the_width_and_fits_every_screen(
    started_play: StartedPlay,
) -> None:
    """The shared table as wide as a widget's (beyond the text column on a big screen),
    cards readable from the back row, and no page wider than the window."""
    page, root = started_play(CODE)
    table = root.locator(".s66-cardtable")
    card = root.locator(".s66-cardtable .s66-at-bottom .s66-card-svg svg").first
    widths = {}
    for width, height in ((1920, 1080), (1280, 720), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        box, face = table.bounding_box(), card.bounding_box()
        assert box and face
        widths[width] = (round(box["width"]), round(face["width"]))
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width, widths
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, box)
    print("table and card widths by window width:", widths)
    assert widths[1920][0] >= 1100 and widths[1920][1] >= 100, widths
    assert widths[1280][1] >= 80, widths
