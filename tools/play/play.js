// "Play in the browser": the Solo 66 engine itself, running in the reader's browser
// through Pyodide (from the npm package, shipped with the site in ../runtime/pyodide/).
// The engine is the site's own copy of the solo66 package (./solo66.zip), unpacked
// into Pyodide's file system.  This script keeps no rules: it sends JSON requests to
// solo66.frontends.playpage.call() and draws the answers.  The game's whole state is the deal
// code, the reader's seat and the list of actions so far.
//
// Loaded only by book/play.html, as a classic script (a module script could not even
// load from file://, and then nothing could say why the page does not work).
(function () {
  "use strict";

  const root = document.getElementById("s66-play");
  if (!root) return;
  const here = new URL(".", document.currentScript.src);
  const runtime = new URL("../runtime/pyodide/", here);
  // A minute, unless a test sets a shorter one before the page loads.
  const START_TIMEOUT_MS = Number(window.S66_PLAY_TIMEOUT_MS || 60000);
  const CODE_PATTERN = /^[0-9A-Za-z]{4}(-?[0-9A-Za-z]{4}){3}$/;
  const FOUR_KEY = "solo66-four-colour";

  // -- small DOM helpers: the widgets' own (runtime/widgets/helpers.js, loaded first) --

  const { el, replace: put } = s66; // eslint-disable-line no-undef

  const statusLine = el("p", { class: "s66-play-status", role: "status", "aria-live": "polite" });
  const setStatus = (text, kind) => {
    statusLine.textContent = text;
    statusLine.dataset.kind = kind || "info";
  };

  function fail(title, lines) {
    root.dataset.state = "error";
    root.replaceChildren(
      el("div", { class: "s66-play-problem", role: "alert" },
        el("p", { class: "s66-play-problem-title", text: title }),
        lines.map((line) => (line instanceof Node ? line : el("p", { text: line })))));
  }

  // -- opened from disk: say so plainly --------------------------------------------------

  if (window.location.protocol === "file:") {
    const page = "book/play.html" + window.location.hash;
    fail("This page needs a local web server.", [
      "It runs the game engine (Python, through Pyodide) in your browser, and browsers do " +
        "not let Pyodide start from a file opened from disk (file://). Everything else in " +
        "the book works from disk; for this page, serve the site:",
      el("pre", {}, el("code", { text: "make serve" })),
      "in the project's folder, then open http://127.0.0.1:8000/" + page +
        " (any static web server will do, as long as it serves .wasm files as " +
        "application/wasm and .mjs files as JavaScript, as Python's http.server does).",
    ]);
    return;
  }

  // -- starting Python -----------------------------------------------------------------

  let api = null;
  let cards = {};

  function withTimeout(promise, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ` +
        `${Math.round(ms / 1000)} s`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  // Bytes loaded while Python starts: every response the page fetches meanwhile is
  // counted as its body streams in (Pyodide's own fetches included), against the
  // sizes of the files the page needs (offline.json, written with the site).
  const progress = el("progress", { class: "s66-play-progress", max: "1", value: "0",
                                    "aria-label": "Loading Python and the engine" });
  const progressText = el("p", { class: "s66-play-progress-text", "aria-hidden": "true" });
  let expectedBytes = 0;
  let loadedBytes = 0;
  const megabytes = (n) => (n / 1e6).toFixed(1);

  function showProgress() {
    const total = Math.max(expectedBytes, loadedBytes, 1);
    progress.max = total;
    progress.value = loadedBytes;
    progressText.textContent = `${megabytes(loadedBytes)} MB of ${megabytes(total)} MB loaded`;
  }

  function countingFetch(original) {
    return async function (...args) {
      const response = await original(...args);
      if (!response.body || root.dataset.state !== "loading") return response;
      const reader = response.body.getReader();
      const counted = new ReadableStream({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          loadedBytes += value.byteLength;
          showProgress();
          controller.enqueue(value);
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return new Response(counted, {
        status: response.status, statusText: response.statusText, headers: response.headers,
      });
    };
  }

  // After one visit over HTTP(S), a service worker scoped to this page keeps the page,
  // Pyodide and the engine, so the page starts again with no network (a classroom).
  async function keepForOffline() {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    try {
      const registration = await navigator.serviceWorker.register("play-sw.js", {
        scope: "./play.html",
      });
      const worker = registration.active || registration.waiting || registration.installing;
      const urls = [window.location.href.split("#")[0]].concat(
        performance.getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(window.location.origin)));
      const send = (w) => w.postMessage({ keep: urls });
      if (worker.state === "activated") send(worker);
      else {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") send(worker);
        });
      }
    } catch (error) {
      console.warn("solo66 play: this browser keeps no offline copy of the page", error);
    }
  }

  async function start() {
    root.dataset.state = "loading";
    root.replaceChildren(statusLine, progress, progressText);
    const originalFetch = window.fetch;
    window.fetch = countingFetch(originalFetch.bind(window));
    try {
      const manifest = await originalFetch(new URL("offline.json", here));
      if (manifest.ok) {
        expectedBytes = (await manifest.json()).bytes;
        showProgress();
      }
    } catch (error) {
      expectedBytes = 0;
    }
    const started = performance.now();
    const tick = setInterval(() => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (root.dataset.state === "loading" && seconds > 0) {
        statusLine.dataset.seconds = String(seconds);
      }
    }, 1000);
    try {
      setStatus("Starting Python in your browser (Pyodide, about 13 MB the first time)…");
      const { loadPyodide } = await withTimeout(
        import(new URL("pyodide.mjs", runtime).href), START_TIMEOUT_MS, "Loading Pyodide");
      const pyodide = await withTimeout(
        loadPyodide({ indexURL: runtime.href }), START_TIMEOUT_MS, "Starting Pyodide");
      setStatus("Unpacking the Solo 66 engine…");
      const response = await fetch(new URL("solo66.zip", here));
      if (!response.ok) throw new Error(`solo66.zip: HTTP ${response.status}`);
      pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/solo66-site" });
      pyodide.runPython(
        "import sys\nsys.path.insert(0, '/solo66-site')\nfrom solo66.frontends.playpage import call\n");
      const call = pyodide.globals.get("call");
      api = (request) => JSON.parse(call(JSON.stringify(request)));
      cards = api({ op: "cards" }).cards;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      root.dataset.startSeconds = seconds;
      root.dataset.loadedBytes = String(loadedBytes);
      window.fetch = originalFetch;
      clearInterval(tick);
      delete statusLine.dataset.seconds;
      buildUi();
      setStatus(`The engine is ready (started in ${seconds} s).`);
      root.dataset.state = "ready";
      openFromHash() || newDeal();
      keepForOffline();
    } catch (error) {
      window.fetch = originalFetch;
      clearInterval(tick);
      fail("The game engine could not start.", [
        String(error && error.message ? error.message : error),
        "If you serve the site yourself, the server must send .wasm files as " +
          "application/wasm and .mjs files as JavaScript (Python's http.server, used by " +
          "`make serve`, does). Reload the page to try again.",
      ]);
    }
  }

  // -- the game ------------------------------------------------------------------------

  let game = null; // the last state from the engine
  let replay = null; // the state shown while replaying, or null
  let discardPick = new Set();
  let fourColour = false;
  try {
    fourColour = window.localStorage.getItem(FOUR_KEY) === "1";
  } catch (error) {
    fourColour = false;
  }

  const ui = {};

  /** A card face drawn by the widgets' helper, from the widgets' card JSON. */
  function cardFace(id, extraLabel) {
    const info = cards[id];
    const label = info.spoken + (extraLabel ? `, ${extraLabel}` : "");
    const face = s66.card({ ...info, label }, { fourColour }); // eslint-disable-line no-undef
    face.classList.add("s66-play-card");
    return face;
  }

  function buildUi() {
    ui.code = el("input", { id: "s66-play-code", type: "text", class: "s66-play-code-input",
                            autocomplete: "off", spellcheck: "false",
                            placeholder: "e.g. 1CH9-M7XX-VSBG-G44N" });
    ui.seat = el("select", { id: "s66-play-seat" },
      [0, 1, 2, 3, 4].map((s) => el("option", { value: String(s), text: `Seat ${s}` })));
    ui.seat.value = "1";
    const form = el("form", { class: "s66-play-open", onsubmit: (event) => {
      event.preventDefault();
      openDeal(ui.code.value, Number(ui.seat.value));
    } },
      el("label", { for: "s66-play-code", text: "Deal code" }), ui.code,
      el("label", { for: "s66-play-seat", text: "Your seat" }), ui.seat,
      el("button", { type: "submit", text: "Open deal" }),
      el("button", { type: "button", text: "New deal", onclick: () => newDeal() }));
    ui.four = el("button", { type: "button", class: "s66-play-four",
                             "aria-pressed": fourColour ? "true" : "false",
                             onclick: () => {
                               fourColour = !fourColour;
                               ui.four.setAttribute("aria-pressed", fourColour ? "true" : "false");
                               try { window.localStorage.setItem(FOUR_KEY, fourColour ? "1" : "0"); }
                               catch (error) { /* the choice lasts as long as the page */ }
                               draw();
                             } }, "Four-colour pack");
    ui.info = el("p", { class: "s66-play-info" });
    ui.message = el("p", { class: "s66-play-message", role: "status", "aria-live": "polite" });
    ui.why = el("p", { class: "s66-play-why", role: "alert" });
    ui.seats = el("div", { class: "s66-play-seats" });
    ui.trick = el("div", { class: "s66-play-trick" });
    ui.choices = el("div", { class: "s66-play-choices", role: "group",
                             "aria-label": "Your choices" });
    ui.hand = el("div", { class: "s66-play-hand", role: "group", "aria-label": "Your hand" });
    ui.tools = el("div", { class: "s66-play-tools" });
    ui.log = el("ol", { class: "s66-play-log", "aria-label": "What happened, in order" });
    root.replaceChildren(
      statusLine, form, ui.four, ui.info, ui.message, ui.why, ui.seats,
      el("h2", { class: "s66-play-heading", text: "On the table" }), ui.trick,
      el("h2", { class: "s66-play-heading", text: "Your hand" }), ui.hand, ui.choices, ui.tools,
      el("details", { class: "s66-play-history", open: true },
        el("summary", { text: "The hand so far" }), ui.log));
    document.addEventListener("keydown", (event) => {
      if (!replay || event.target.closest("input, select, textarea")) return;
      if (event.key === "ArrowLeft") { event.preventDefault(); step(replay.step - 1); }
      if (event.key === "ArrowRight") { event.preventDefault(); step(replay.step + 1); }
    });
    window.addEventListener("hashchange", () => openFromHash());
  }

  function openFromHash() {
    const code = decodeURIComponent(window.location.hash.slice(1)).trim();
    if (!code) return false;
    if (game && game.code === code.toUpperCase()) return true;
    openDeal(code, Number(ui.seat.value));
    return true;
  }

  function request(req) {
    const answer = api(req);
    if (!answer.ok) ui.why.textContent = answer.error;
    return answer;
  }

  function show(state) {
    game = state;
    replay = null;
    discardPick = new Set();
    ui.code.value = state.code;
    ui.seat.value = String(state.seat);
    if (decodeURIComponent(window.location.hash.slice(1)) !== state.code) {
      history.replaceState(null, "", "#" + state.code);
    }
    draw();
  }

  function openDeal(text, seat) {
    ui.why.textContent = "";
    const code = text.trim();
    if (!code) {
      ui.why.textContent = "Type a deal code, e.g. 1CH9-M7XX-VSBG-G44N.";
      return;
    }
    const state = request({ op: "open", code, seat });
    if (state.ok) show(state);
    else ui.code.focus();
  }

  function newDeal() {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const answer = request({ op: "new", seed });
    if (answer.ok) openDeal(answer.code, Number(ui.seat.value));
  }

  function act(action) {
    ui.why.textContent = "";
    const state = request({ op: "act", code: game.code, seat: game.seat,
                            actions: game.actions, action });
    if (state.ok) {
      show(state);
      const first = ui.hand.querySelector("button:not([disabled])") ||
        ui.choices.querySelector("button") || ui.tools.querySelector("button");
      if (first) first.focus();
    }
  }

  function step(n) {
    if (!game || !game.actions.length) return;
    const target = Math.max(0, Math.min(n, game.actions.length));
    const state = request({ op: "view", code: game.code, seat: game.seat,
                            actions: game.actions, step: target });
    if (state.ok) {
      replay = state;
      draw();
    }
  }

  const seatName = (s, you) => (s === you ? "You" : `Seat ${s}`);

  function draw() {
    const state = replay || game;
    if (!state) return;
    const you = state.seat;
    const roles = (s) => [
      s === state.dealer ? "dealer" : null,
      s === state.forehand ? "forehand" : null,
      s === state.soloist ? "soloist" : null,
    ].filter(Boolean).join(", ");
    const trump = state.trump ? `${state.trump.symbol} ${state.trump.name}` : "not yet";
    ui.info.textContent = `Deal ${state.code} · you are seat ${you}` +
      ` · trump: ${trump}` + (state.bid ? ` · highest bid: ${state.bid}` : "");
    ui.message.textContent = replay
      ? `Replay: step ${state.step} of ${state.steps}. ${state.message}`
      : state.message;

    put(ui.seats, ...[0, 1, 2, 3, 4].map((s) => {
      const open = state.hands && s !== you;
      return el("div", { class: "s66-play-seat" + (s === state.to_act ? " s66-play-to-act" : "") },
        el("p", { class: "s66-play-seat-name" },
          el("strong", { text: seatName(s, you) }), roles(s) ? ` (${roles(s)})` : "",
          s === state.to_act ? " — to act" : ""),
        el("p", { text: `${state.hand_sizes[s]} cards in hand · ${state.tricks_won[s]} tricks · ` +
                        `${state.points[s]} card points` }),
        open ? el("div", { class: "s66-play-row s66-play-small" },
                  state.hands[s].map((id) => cardFace(id))) : null);
    }));

    // The trick on the table (or the last one, until the next card is led).
    const plays = state.trick.length ? state.trick : state.last_trick ? state.last_trick.plays : [];
    const finished = !state.trick.length && state.last_trick;
    put(ui.trick,
      plays.length
        ? el("div", { class: "s66-play-row", role: "list" }, plays.map((p) =>
          el("div", { class: "s66-play-played" + (finished && p.seat === state.last_trick.winner
            ? " s66-play-winner" : ""), role: "listitem" },
          cardFace(p.card), el("span", { text: seatName(p.seat, you) }))))
        : el("p", { text: state.phase === "play" ? "No card played yet." :
          "No trick yet: the auction and the talon come first." }),
      state.last_trick
        ? el("p", { class: "s66-play-trick-result",
                    text: `${finished ? "" : "Last trick: "}Trick ${state.last_trick.number}` +
                      (finished ? "" : ` (${state.last_trick.plays.map((q) => q.card).join(" ")})`) +
                      `: ${seatName(state.last_trick.winner, you)} took it ` +
                      `(${state.last_trick.points} card points).` })
        : null,
      state.talon ? el("p", { text: `Talon: ${state.talon.join(" ")}` +
        (state.discards ? ` · discarded: ${state.discards.join(" ")}` : "") }) : null,
      state.result ? el("p", { class: "s66-play-result", text: state.result.text }) : null);

    // Your hand: legal cards marked; an illegal one explains itself when chosen.
    const yourTurn = !replay && state.your_turn;
    const handCards = replay ? (state.hands ? state.hands[you] : []) : state.hand.map((h) => h.card);
    const entries = replay ? handCards.map((card) => ({ card, legal: false, why: null }))
      : state.hand;
    ui.hand.replaceChildren(...entries.map((entry) => {
      const playing = yourTurn && state.phase === "play";
      const discarding = yourTurn && state.phase === "discard";
      const mark = playing ? (entry.legal ? "legal" : "not legal") : "";
      const picked = discardPick.has(entry.card);
      const button = el("button", {
        type: "button",
        class: "s66-play-card-button" + (playing ? (entry.legal ? " s66-play-legal" : " s66-play-illegal") : ""),
        "aria-pressed": discarding ? (picked ? "true" : "false") : undefined,
        disabled: !(playing || discarding),
        "data-card": entry.card,
        onclick: () => {
          if (discarding) {
            if (picked) discardPick.delete(entry.card);
            else if (discardPick.size < 2) discardPick.add(entry.card);
            draw();
            const again = ui.hand.querySelector(`[data-card="${CSS.escape(entry.card)}"]`);
            if (again) again.focus();
            return;
          }
          if (!entry.legal) {
            ui.why.textContent = `${entry.card} is not allowed: ${entry.why}`;
            return;
          }
          act(`play ${entry.card}`);
        },
      }, cardFace(entry.card, mark), el("span", { class: "s66-play-mark", "aria-hidden": "true",
        text: playing ? (entry.legal ? "✔" : "✘") : picked ? "discard" : "" }));
      return button;
    }));

    // Bids, trump, discards.
    ui.choices.replaceChildren();
    if (yourTurn && state.choices.length) {
      ui.choices.append(...state.choices.map((c) =>
        el("button", { type: "button", class: "s66-play-choice", onclick: () => act(c.action) },
          c.label)));
    }
    if (yourTurn && state.phase === "discard") {
      const picks = [...discardPick];
      ui.choices.append(el("button", {
        type: "button", class: "s66-play-choice", disabled: picks.length !== 2,
        onclick: () => act(`discard ${picks[0]} ${picks[1]}`),
      }, picks.length === 2 ? `Discard ${picks[0]} and ${picks[1]}` : "Choose two cards to discard"));
    }

    // Replay controls.
    ui.tools.replaceChildren();
    if (replay) {
      const at = replay.step;
      const n = replay.steps;
      ui.tools.append(
        el("button", { type: "button", disabled: at === 0, onclick: () => step(0) }, "⏮ Start"),
        el("button", { type: "button", disabled: at === 0, onclick: () => step(at - 1),
                       "aria-keyshortcuts": "ArrowLeft" }, "◀ Back"),
        el("button", { type: "button", disabled: at === n, onclick: () => step(at + 1),
                       "aria-keyshortcuts": "ArrowRight" }, "Forward ▶"),
        el("button", { type: "button", disabled: at === n, onclick: () => step(n) }, "End ⏭"),
        el("button", { type: "button", onclick: () => { replay = null; draw(); } },
          game.result ? "Close the replay" : "Back to the game"));
    } else if (state.actions.length) {
      ui.tools.append(el("button", { type: "button", onclick: () => step(state.result ? 0
        : state.actions.length - 1) }, state.result ? "Replay this hand" : "Step back"));
    }
    if (!replay && state.result) {
      ui.tools.append(el("button", { type: "button", onclick: () => newDeal() }, "Next deal"));
    }

    const log = replay ? replay.log : state.log;
    ui.log.replaceChildren(...log.map((entry, i) =>
      el("li", { class: i === log.length - 1 ? "s66-play-latest" : undefined, text: entry.text })));
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  start();
})();
