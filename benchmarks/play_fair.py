"""How long the play page's fair hint and fair review take: in CPython and in the
browser (Pyodide in the page's Web Worker, Chromium), side by side.

The play page (``book/play.md``) asks :mod:`solo66.frontends.playpage` for a ``hint``
(every legal card judged over :data:`~solo66.frontends.playpage.HINT_SAMPLES` deals
that fit what the reader has seen, each solved open-handed, plus the open-hand verdict)
and, when a hand ends, for a ``review`` (every card the reader played judged so, over
:data:`~solo66.frontends.playpage.REVIEW_SAMPLES` deals each).  The page's aims: a hint
within 2 s and the whole review within 10 s in the browser.

**Positions.**  Deal ``n`` (``Deal.shuffle(seed=n)``, ``n`` from ``--seed``, ``--deals``
of them) is played by the page's easy bots at all five seats, auction included (deals
everybody passes have no hint and are skipped).  The hints are asked at the soloist's
first card (the slowest: every card still in the hands) and at the first card of the
defender after the soloist; the review is of the soloist's whole hand.  Each deal's
requests go in that order to one engine, as a reader's page sends them (the engine
keeps one solver per deal, so the second hint and the review reuse what the first
learnt).  One late hint is asked first and not counted: it compiles the solver's
search code, as the reader's first hint of a visit does.

**CPython** calls :func:`solo66.frontends.playpage.call` in this process and counts
CPU time.  **Pyodide** serves a site directory on 127.0.0.1 (``--site``: the built book,
``_build/html``, else ``_site_extra`` after ``make js`` and ``tools/play_assets.py``),
opens a blank page of it in Chromium (Playwright, Debian's ``/usr/bin/chromium``),
starts the play page's own worker (``book/play-worker.js``) there and posts it the same
requests, timing each from the post to the answer (wall time, so other work on the
machine counts); it also records when the first progress message ("Judging: 8 of 64
deals…") arrived and how many came.

    python -m benchmarks.play_fair [--deals 8] [--seed 0] [--no-browser]

Prints one row per kind of request: median and worst in CPython and in Pyodide.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from solo66.analysis.bots import HeuristicBot
from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.frontends import playpage
from tools.built_site import CHROMIUM_ARGS
from tools.serve_site import Handler, serve

ROOT = Path(__file__).resolve().parent.parent

#: The blank page the worker is started from (served by the benchmark's own server).
BLANK = "__play_fair__.html"


def bots_hand(code: str) -> Game:
    """The hand as the page's easy bots play it at every seat."""
    game = Game.from_deal(Deal.from_code(code))
    bots = [HeuristicBot(seed=f"{code}/{seat}") for seat in range(5)]
    while not game.is_over():
        player = game.current_player
        assert player is not None
        game.apply(bots[player].choose(game))
    return game


def requests(first: int, deals: int) -> list[tuple[str, dict[str, Any]]]:
    """The fixed requests, in the order sent: (kind, request); see the module."""
    out: list[tuple[str, dict[str, Any]]] = []
    for n in range(first, first + deals):
        code = Deal.shuffle(seed=n).code
        game = bots_hand(code)
        if game.soloist is None:
            continue
        actions = [str(a) for _, a in game.history]
        firsts: dict[int, int] = {}
        for i, (seat, action) in enumerate(game.history):
            if action.kind == "play":
                firsts.setdefault(seat, i)
        soloist = game.soloist
        for kind, seat in (("hint, soloist", soloist), ("hint, defender", (soloist + 1) % 5)):
            before = actions[: firsts[seat]]
            out.append((kind, {"op": "hint", "code": code, "seat": seat, "actions": before}))
        out.append(("review", {"op": "review", "code": code, "seat": soloist, "actions": actions}))
    return out


def warm_up(first: int) -> dict[str, Any]:
    """A late hint (the soloist's fifth card of the first deal played out), not counted."""
    for n in range(first, first + 100):
        code = Deal.shuffle(seed=n).code
        game = bots_hand(code)
        if game.soloist is None:
            continue
        plays = [i for i, (s, a) in enumerate(game.history) if s == game.soloist and a.card]
        actions = [str(a) for _, a in game.history][: plays[4]]
        return {"op": "hint", "code": code, "seat": game.soloist, "actions": actions}
    raise SystemExit("no deal was played out")


def in_cpython(sent: list[tuple[str, dict[str, Any]]], warm: dict[str, Any]) -> list[float]:
    """CPU seconds of each request in this process."""
    playpage.call(json.dumps(warm))
    times = []
    for _, request in sent:
        start = time.process_time()
        answer = json.loads(playpage.call(json.dumps(request)))
        times.append(time.process_time() - start)
        assert answer["ok"], answer
    return times


class _Handler(Handler):
    """The site as ``make serve`` serves it, plus the blank page the worker starts from."""

    def do_GET(self) -> None:
        if self.path.lstrip("/") == BLANK:
            body = b"<!doctype html><html lang='en'><title>play_fair</title></html>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


START = """async () => {
  window.engine = new Worker("book/play-worker.js", { type: "module" });
  window.nextId = 1;
  const t0 = performance.now();
  await new Promise((resolve, reject) => {
    engine.onmessage = (event) => {
      if (event.data.type === "ready") resolve();
      if (event.data.type === "failed") reject(new Error(event.data.message));
    };
    engine.postMessage({ type: "start", lang: "en" });
  });
  return (performance.now() - t0) / 1000;
}"""

ASK = """(request) => new Promise((resolve) => {
  const id = window.nextId++;
  const t0 = performance.now();
  let first = null;
  let told = 0;
  engine.onmessage = (event) => {
    const message = event.data;
    if (message.id !== id) return;
    if (message.type === "working") {
      told += 1;
      if (first === null) first = performance.now() - t0;
    } else if (message.type === "answer") {
      resolve({ ms: performance.now() - t0, first, told, ok: !!message.answer.ok });
    }
  };
  engine.postMessage({ type: "call", id, request });
})"""


def in_pyodide(
    sent: list[tuple[str, dict[str, Any]]], warm: dict[str, Any], site: Path
) -> tuple[float, list[dict[str, Any]]]:
    """Pyodide's start in seconds, and each request's time in the page's worker."""
    from playwright.sync_api import sync_playwright

    with serve(site, handler_class=_Handler) as base, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(base + BLANK)
            started = float(page.evaluate(START))
            page.evaluate(ASK, warm)
            out = []
            for _, request in sent:
                timing = page.evaluate(ASK, request)
                assert timing["ok"], (request, timing)
                out.append(timing)
            return started, out
        finally:
            browser.close()


def _site(given: Path | None) -> Path:
    if given is not None:
        return given
    built = ROOT / "_build" / "html"
    if (built / "book" / "play-worker.js").is_file():
        return built
    return ROOT / "_site_extra"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--deals", type=int, default=8, help="deals to play out (default 8)")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--site", type=Path, help="the site directory to serve")
    parser.add_argument("--no-browser", action="store_true", help="CPython only")
    args = parser.parse_args(argv)
    sent = requests(args.seed, args.deals)
    warm = warm_up(args.seed)
    kinds = sorted({k for k, _ in sent}, key=[k for k, _ in sent].index)
    print(
        f"{len(sent) // 3} hands played out of {args.deals} deals; hint "
        f"{playpage.HINT_SAMPLES} deals, review {playpage.REVIEW_SAMPLES} deals a card; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    cpython = in_cpython(sent, warm)
    browser: list[dict[str, Any]] | None = None
    if not args.no_browser:
        site = _site(args.site)
        started, browser = in_pyodide(sent, warm, site)
        print(f"Pyodide started in {started:.1f} s (served from {site})")
    header = f"{'request':<16} {'n':>3}  {'CPython median':>15} {'worst':>7}"
    if browser is not None:
        header += f"  {'Pyodide median':>15} {'worst':>7}  {'first progress':>14}"
    print(header)
    for kind in kinds:
        picked = [i for i, (k, _) in enumerate(sent) if k == kind]
        mine = [cpython[i] for i in picked]
        line = (
            f"{kind:<16} {len(picked):>3}  {statistics.median(mine):>13.2f} s {max(mine):>5.2f} s"
        )
        if browser is not None:
            theirs = [browser[i]["ms"] / 1000 for i in picked]
            first = [browser[i]["first"] / 1000 for i in picked if browser[i]["first"] is not None]
            told = min(browser[i]["told"] for i in picked)
            line += (
                f"  {statistics.median(theirs):>13.2f} s {max(theirs):>5.2f} s"
                f"  {statistics.median(first) if first else float('nan'):>10.2f} s"
                f" ({told}+ told)"
            )
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
