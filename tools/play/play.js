// "Play in the browser": the Solo 66 engine itself, running in the reader's browser
// through Pyodide (from the npm package, shipped with the site in ../runtime/pyodide/).
// The engine is the site's own copy of the solo66 package (./solo66.zip), unpacked
// into Pyodide's file system inside a Web Worker (../book/play-worker.js), so the page
// keeps drawing while the solver or the bots think.  This script keeps no rules: it
// sends JSON requests to solo66.frontends.playpage.call() and draws the answers.  The
// game's whole state is the deal code, the reader's seat and the list of actions so far.
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

  // -- starting Python, in a Web Worker --------------------------------------------------

  let engine = null; // the Worker
  let cards = {};
  const waiting = new Map(); // request id -> resolve
  let nextId = 1;

  function withTimeout(promise, ms, what) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ` +
        `${Math.round(ms / 1000)} s`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /** One request to the engine, answered by the worker: a Promise of the JSON answer. */
  function api(req) {
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      engine.postMessage({ type: "call", id, request: req });
    });
  }

  // Bytes loaded while Python starts (counted by the worker as they stream in), against
  // the sizes of the files the page needs (offline.json, written with the site).
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

  // After one visit over HTTP(S), a service worker scoped to this page and its engine
  // worker (book/play…) keeps the page, Pyodide and the engine, so the page starts
  // again with no network (a classroom).
  async function keepForOffline(workerUrls) {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    try {
      // Earlier builds registered the page alone (scope play.html): that one goes.
      for (const old of await navigator.serviceWorker.getRegistrations()) {
        if (old.scope.endsWith("/play.html")) await old.unregister();
      }
      const registration = await navigator.serviceWorker.register("play-sw.js", {
        scope: "./play",
      });
      const worker = registration.active || registration.waiting || registration.installing;
      const urls = [window.location.href.split("#")[0]].concat(
        performance.getEntriesByType("resource").map((entry) => entry.name), workerUrls)
        .filter((url) => url.startsWith(window.location.origin));
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

  function startWorker() {
    return new Promise((resolve, reject) => {
      engine = new Worker(new URL("../book/play-worker.js", here), { type: "module" });
      engine.addEventListener("message", (event) => {
        const message = event.data;
        if (message.type === "progress") {
          loadedBytes = message.bytes;
          if (root.dataset.state === "loading") showProgress();
        } else if (message.type === "status") {
          setStatus(message.text);
        } else if (message.type === "ready") {
          resolve(message);
        } else if (message.type === "failed") {
          reject(new Error(message.message));
        } else if (message.type === "answer") {
          const resolveAnswer = waiting.get(message.id);
          waiting.delete(message.id);
          if (resolveAnswer) resolveAnswer(message.answer);
        }
      });
      engine.addEventListener("error", (event) => {
        reject(new Error(event.message || "the engine's worker could not start"));
      });
      engine.postMessage({ type: "start" });
    });
  }

  async function start() {
    root.dataset.state = "loading";
    root.replaceChildren(statusLine, progress, progressText);
    try {
      const manifest = await fetch(new URL("offline.json", here));
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
      const ready = await withTimeout(startWorker(), START_TIMEOUT_MS, "Starting Pyodide");
      cards = (await api({ op: "cards" })).cards;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      root.dataset.startSeconds = seconds;
      root.dataset.loadedBytes = String(ready.bytes);
      clearInterval(tick);
      delete statusLine.dataset.seconds;
      buildUi();
      setStatus(`The engine is ready (started in ${seconds} s).`);
      (await openFromHash()) || (await newDeal());
      root.dataset.state = "ready"; // and the first deal on the table
      keepForOffline(ready.urls);
    } catch (error) {
      if (engine) engine.terminate();
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
  let paused = null; // {state, done}: a finished trick kept on the table, or null
  let hint = null; // the engine's hint for the current position, or null
  let reviewed = null; // the engine's review of the finished hand, or null
  let busy = false; // a request is with the engine
  let discardPick = new Set();
  let fourColour = false;
  try {
    fourColour = window.localStorage.getItem(FOUR_KEY) === "1";
  } catch (error) {
    fourColour = false;
  }
  //: How long a finished trick stays on the table unless the reader clicks on.
  const TRICK_PAUSE_MS = 1500;

  const ui = {};

  /** A card face drawn by the widgets' helper, from the widgets' card JSON. */
  function cardFace(id, extraLabel) {
    const info = cards[id];
    const label = info.spoken + (extraLabel ? `, ${extraLabel}` : "");
    const face = s66.card({ ...info, label }, { fourColour }); // eslint-disable-line no-undef
    face.classList.add("s66-play-card");
    return face;
  }

  /** Text with suit symbols coloured as the cards are (four-colour mode included). */
  const suited = (text) => s66.suitText(text); // eslint-disable-line no-undef

  // Control icons as inline SVG (a font may lack ⏮ ⏭ ▶), always next to a word.
  const ICONS = {
    start: "M3 2h2v12H3zM14 2v12L6 8z",
    back: "M12 2v12L4 8z",
    forward: "M4 2v12l8-6z",
    end: "M11 2h2v12h-2zM2 2v12l8-6z",
  };
  const icon = (name) => {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 16 16");
    svg.setAttribute("class", "s66-play-icon");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", ICONS[name]);
    path.setAttribute("fill", "currentColor");
    svg.append(path);
    return svg;
  };

  function setFourColour(on) {
    fourColour = on;
    root.classList.toggle("s66-four-colour", on);
    if (ui.four) ui.four.setAttribute("aria-pressed", on ? "true" : "false");
    if (game) draw();
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
    ui.form = form;
    ui.four = el("button", { type: "button", class: "s66-play-four",
                             "aria-pressed": fourColour ? "true" : "false",
                             onclick: () => {
                               const on = !fourColour;
                               try { window.localStorage.setItem(FOUR_KEY, on ? "1" : "0"); }
                               catch (error) { /* the choice lasts as long as the page */ }
                               // Every card on the page follows, widgets included.
                               window.dispatchEvent(new CustomEvent(FOUR_KEY, { detail: on }));
                               setFourColour(on);
                             } }, "Four-colour pack");
    window.addEventListener(FOUR_KEY, (event) => {
      if (Boolean(event.detail) !== fourColour) setFourColour(Boolean(event.detail));
    });
    ui.full = document.fullscreenEnabled
      ? el("button", { type: "button", class: "s66-play-full",
                       onclick: () => (document.fullscreenElement ? document.exitFullscreen()
                         : root.requestFullscreen()) }, "Full screen")
      : null;
    ui.info = el("p", { class: "s66-play-info" });
    ui.message = el("p", { class: "s66-play-message", role: "status", "aria-live": "polite" });
    // What a click was refused for: next to what was clicked, announced at once.
    ui.why = el("p", { class: "s66-play-why", role: "alert", "aria-live": "assertive",
                       "aria-atomic": "true" });
    ui.table = el("div", { class: "s66-play-board" });
    ui.choices = el("div", { class: "s66-play-choices", role: "group",
                             "aria-label": "Your choices" });
    ui.tools = el("div", { class: "s66-play-tools" });
    ui.hint = el("p", { class: "s66-play-hint", "aria-live": "polite" });
    ui.review = el("section", { class: "s66-play-review", "aria-live": "polite",
                                "aria-label": "Review of your play" });
    ui.log = el("ol", { class: "s66-play-log", "aria-label": "What happened, in order" });
    root.classList.toggle("s66-four-colour", fourColour);
    root.replaceChildren(
      statusLine, el("div", { class: "s66-play-bar" }, form, ui.four, ui.full), ui.info,
      ui.message, ui.table, ui.review,
      el("details", { class: "s66-play-history", open: true },
        el("summary", { text: "The hand so far" }), ui.log), ui.why);
    document.addEventListener("keydown", (event) => {
      if (paused) { goOn(); return; }
      if (!replay || event.target.closest("input, select, textarea")) return;
      const keys = { ArrowLeft: replay.step - 1, ArrowRight: replay.step + 1, Home: 0,
                     End: replay.steps };
      if (event.key in keys) { event.preventDefault(); step(keys[event.key]); }
    });
    // A click anywhere on the table takes the finished trick away at once.
    root.addEventListener("click", () => { if (paused) goOn(); }, true);
    window.addEventListener("hashchange", () => openFromHash());
  }

  /** Say why something was refused, right next to `anchor` (what was clicked), in view. */
  function feedback(text, anchor) {
    ui.why.textContent = text;
    if (!text) {
      ui.why.removeAttribute("style");
      return;
    }
    const box = root.getBoundingClientRect();
    const at = (anchor || ui.message).getBoundingClientRect();
    // Under the card's whole row, so that no card's mark is covered.
    const row = anchor && anchor.closest(".s66-play-row");
    const bottom = row ? row.getBoundingClientRect().bottom : at.bottom;
    const width = Math.min(box.width - 16, 26 * 16);
    const left = Math.max(8, Math.min(at.left - box.left, box.width - width - 8));
    ui.why.style.width = `${width}px`;
    ui.why.style.left = `${left}px`;
    ui.why.style.top = `${bottom - box.top + 6}px`;
    ui.why.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  async function request(req, anchor) {
    busy = true;
    root.dataset.busy = "true";
    try {
      const answer = await api(req);
      if (!answer.ok) feedback(answer.error, anchor);
      return answer;
    } finally {
      busy = false;
      delete root.dataset.busy;
    }
  }

  async function openFromHash() {
    const code = decodeURIComponent(window.location.hash.slice(1)).trim();
    if (!code) return false;
    if (game && game.code === code.toUpperCase()) return true;
    await openDeal(code, Number(ui.seat.value));
    return true;
  }

  function show(state) {
    game = state;
    replay = null;
    hint = null;
    discardPick = new Set();
    ui.code.value = state.code;
    ui.seat.value = String(state.seat);
    if (decodeURIComponent(window.location.hash.slice(1)) !== state.code) {
      history.replaceState(null, "", "#" + state.code);
    }
    draw();
  }

  async function openDeal(text, seat) {
    feedback("");
    const code = text.trim();
    if (!code) {
      feedback("Type a deal code, e.g. 1CH9-M7XX-VSBG-G44N.", ui.code);
      return;
    }
    const state = await request({ op: "open", code, seat }, ui.code);
    if (state.ok) {
      reviewed = null;
      show(state);
    } else ui.code.focus();
  }

  async function newDeal() {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const answer = await request({ op: "new", seed });
    if (answer.ok) await openDeal(answer.code, Number(ui.seat.value));
  }

  /** The finished trick stays on the table a moment (or until a click), then the rest. */
  function pauseOn(state) {
    return new Promise((done) => {
      paused = { state, done };
      root.dataset.pause = "trick";
      root.dataset.pauseStarted = String(performance.now());
      draw();
      paused.timer = setTimeout(goOn, TRICK_PAUSE_MS);
    });
  }

  function goOn() {
    if (!paused) return;
    const { done, timer } = paused;
    clearTimeout(timer);
    paused = null;
    delete root.dataset.pause;
    root.dataset.pauseEnded = String(performance.now());
    done();
  }

  async function act(action, anchor) {
    if (busy || paused) return;
    feedback("");
    const state = await request({ op: "act", code: game.code, seat: game.seat,
                                  actions: game.actions, action }, anchor);
    if (!state.ok) return;
    hint = null;
    if (state.pause) await pauseOn(state.pause);
    show(state);
    if (state.result) runReview();
    const first = ui.table.querySelector(".s66-play-hand button:not([disabled])") ||
      ui.choices.querySelector("button") || ui.tools.querySelector("button");
    if (first) first.focus();
  }

  async function askHint() {
    if (busy || !game) return;
    const at = game.actions.length;
    ui.hint.textContent = "The solver is thinking…";
    const answer = await request({ op: "hint", code: game.code, seat: game.seat,
                                   actions: game.actions });
    if (!answer.ok || !game || game.actions.length !== at || replay) return;
    hint = answer;
    draw();
  }

  async function runReview() {
    const state = game;
    const mine = state.log.some((entry, i) => entry.seat === state.seat &&
      state.actions[i].startsWith("play "));
    if (!mine) return;
    put(ui.review, el("p", { class: "s66-play-review-wait",
                             text: "The solver is reviewing your cards…" }));
    const started = performance.now();
    root.dataset.reviewStarted = String(started);
    const answer = await request({ op: "review", code: state.code, seat: state.seat,
                                   actions: state.actions });
    if (game !== state || !answer.ok) return;
    root.dataset.reviewMs = String(Math.round(performance.now() - started));
    reviewed = answer;
    drawReview();
  }

  async function step(n) {
    if (!game || !game.actions.length || busy) return;
    const target = Math.max(0, Math.min(n, game.actions.length));
    const state = await request({ op: "view", code: game.code, seat: game.seat,
                                  actions: game.actions, step: target });
    if (state.ok) {
      replay = state;
      draw();
    }
  }

  const seatName = (s, you) => (s === you ? "You" : `Seat ${s}`);
  const count = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

  // -- drawing -------------------------------------------------------------------------

  /**
   * The table: five seats around it, the reader's at the bottom and the others in
   * playing order clockwise (the next player on the left); each card of the trick in
   * front of the seat that played it, the leader and whose turn it is marked; the
   * talon, trump and contract in the middle.  `hand` goes into the reader's seat.  The
   * one place that draws the table, so that a shared table component can replace it.
   */
  function drawTable(state, hand, { finishedTrick }) {
    const you = state.seat;
    const place = (s) => (s - you + 5) % 5; // 0 you (bottom), 1 left … 4 right
    const roles = (s) => [
      s === state.dealer ? "dealer" : null,
      s === state.forehand ? "forehand" : null,
      s === state.soloist ? "soloist" : null,
    ].filter(Boolean).join(", ");
    const plays = state.trick.length ? state.trick : state.last_trick ? state.last_trick.plays : [];
    const finished = !state.trick.length && state.last_trick;
    const leader = plays.length ? plays[0].seat : null;
    const seatBox = (s) => {
      const open = state.hands && s !== you;
      return el("div", {
        class: `s66-play-seat s66-play-place-${place(s)}` +
          (s === state.to_act ? " s66-play-to-act" : ""),
        "data-seat": String(s),
      },
      el("p", { class: "s66-play-seat-name" },
        el("strong", { text: seatName(s, you) }), roles(s) ? ` (${roles(s)})` : "",
        s === state.to_act ? el("span", { class: "s66-play-turn", text: " to act" }) : ""),
      el("p", { class: "s66-play-seat-counts",
                text: `${count(state.hand_sizes[s], "card")} · ` +
                  `${count(state.tricks_won[s], "trick")} · ${count(state.points[s], "point")}` }),
      open ? el("div", { class: "s66-play-row s66-play-small" },
        state.hands[s].map((id) => cardFace(id))) : null,
      s === you ? hand : null);
    };
    const trickCards = plays.map((p) => el("div", {
      class: `s66-play-played s66-play-place-${place(p.seat)}` +
        (finished && p.seat === state.last_trick.winner ? " s66-play-winner" : ""),
      role: "listitem",
    }, cardFace(p.card), el("span", { class: "s66-play-played-by" },
      seatName(p.seat, you), p.seat === leader ? " led" : "",
      finished && p.seat === state.last_trick.winner ? " · took it" : "")));
    const trump = state.trump ? `Trump ${state.trump.symbol} ${state.trump.name}` : null;
    const centre = el("div", { class: "s66-play-centre" },
      el("h2", { class: "s66-play-heading", text: "On the table" }),
      trump ? el("p", { class: "s66-play-trump" }, suited(trump),
        state.soloist !== null ? ` · soloist ${seatName(state.soloist, you)}` : "") : null,
      plays.length
        ? el("div", { class: "s66-play-trick", role: "list",
                      "aria-label": finished ? `Trick ${state.last_trick.number}, finished`
                        : "The trick being played" }, trickCards)
        : el("p", { class: "s66-play-trick s66-play-empty",
                    text: state.phase === "play" ? "No card played yet." :
                      "No trick yet: the auction and the talon come first." }),
      state.last_trick
        ? el("p", { class: "s66-play-trick-result" }, suited(
          `${finished ? "" : "Last trick: "}Trick ${state.last_trick.number}` +
          (finished ? "" : ` (${state.last_trick.plays.map((q) => q.card).join(" ")})`) +
          `: ${seatName(state.last_trick.winner, you)} took it ` +
          `(${state.last_trick.points} card points).`))
        : null,
      finishedTrick ? el("p", { class: "s66-play-go-on", text: "Click anywhere to go on." }) : null,
      state.talon ? el("p", {}, suited(`Talon: ${state.talon.join(" ")}` +
        (state.discards ? ` · discarded: ${state.discards.join(" ")}` : ""))) : null,
      state.result ? el("p", { class: "s66-play-result", text: state.result.text }) : null);
    return el("div", { class: "s66-play-table" }, [0, 1, 2, 3, 4].map(seatBox), centre);
  }

  /** The reader's hand: cards to play marked (and, after a hint, what each costs). */
  function drawHand(state, interactive) {
    const you = state.seat;
    const handCards = replay ? (state.hands ? state.hands[you] : []) : state.hand.map((h) => h.card);
    const entries = replay ? handCards.map((card) => ({ card, legal: false, why: null }))
      : state.hand;
    const costs = hint ? Object.fromEntries(hint.cards.map((c) => [c.card, c])) : {};
    const playing = interactive && state.phase === "play";
    const discarding = interactive && state.phase === "discard";
    const buttons = entries.map((entry) => {
      const picked = discardPick.has(entry.card);
      const cost = costs[entry.card];
      const mark = playing ? (entry.legal ? "legal" : "not legal") : "";
      const spoken = [mark, cost ? `solver: ${cost.text}` : ""].filter(Boolean).join(", ");
      return el("button", {
        type: "button",
        class: "s66-play-card-button" +
          (playing ? (entry.legal ? " s66-play-legal" : " s66-play-illegal") : "") +
          (cost && cost.cost === 0 ? " s66-play-best" : ""),
        "aria-pressed": discarding ? (picked ? "true" : "false") : undefined,
        disabled: !(playing || discarding),
        "data-card": entry.card,
        onclick: (event) => {
          const button = event.currentTarget;
          if (discarding) {
            if (picked) discardPick.delete(entry.card);
            else if (discardPick.size < 2) discardPick.add(entry.card);
            draw();
            const again = ui.table.querySelector(`[data-card="${CSS.escape(entry.card)}"]`);
            if (again) again.focus();
            return;
          }
          if (!entry.legal) {
            feedback(`${entry.card} is not allowed: ${entry.why}`, button);
            return;
          }
          act(`play ${entry.card}`, button);
        },
      }, cardFace(entry.card, spoken),
      playing ? el("span", { class: "s66-play-mark", "aria-hidden": "true" },
        entry.legal ? "legal" : "not legal") : null,
      discarding && picked ? el("span", { class: "s66-play-mark", "aria-hidden": "true",
                                          text: "discard" }) : null,
      cost ? el("span", { class: "s66-play-cost", "aria-hidden": "true",
                          text: cost.cost === 0 ? "best" : `costs ${cost.cost}` }) : null);
    });
    return el("div", { class: "s66-play-hand", role: "group", "aria-label": "Your hand" },
      el("h2", { class: "s66-play-heading", text: "Your hand" }),
      buttons.length ? el("div", { class: "s66-play-row" }, buttons)
        : el("p", { text: "No cards left." }));
  }

  function drawReview() {
    if (!reviewed) {
      ui.review.replaceChildren();
      return;
    }
    const face = (id) => el("span", { class: "s66-play-mini" }, cardFace(id));
    put(ui.review,
      el("h2", { class: "s66-play-heading", text: "Review of your play" }),
      el("p", { class: "s66-play-review-summary", text: reviewed.summary }),
      el("p", { class: "s66-play-note",
                text: "Marks from the open-hand solver, which sees every card: “best”, or how " +
                  "many card points the card gave away (for the soloist, points he did not " +
                  "get; for a defender, points the soloist got in addition)." }),
      el("ol", { class: "s66-play-review-list" }, reviewed.plays.map((p) =>
        el("li", { class: "s66-play-review-item" + (p.cost ? " s66-play-costly" : ""),
                   "data-card": p.card },
          el("span", { class: "s66-play-review-trick", text: `Trick ${p.trick}` }), face(p.card),
          el("span", { class: "s66-play-verdict", text: p.text }),
          p.best.filter((c) => c !== p.card).length
            ? el("span", { class: "s66-play-alternative" },
              p.cost ? "best was " : "as good: ", p.best.filter((c) => c !== p.card).map(face))
            : null))));
  }

  function draw() {
    const state = paused ? paused.state : replay || game;
    if (!state) return;
    feedback("");
    const you = state.seat;
    const interactive = !replay && !paused && state.your_turn;
    const trump = state.trump ? `${state.trump.symbol} ${state.trump.name}` : "not yet";
    put(ui.info, suited(`Deal ${state.code} · you are seat ${you}` +
      ` · trump: ${trump}` + (state.bid ? ` · highest bid: ${state.bid}` : "")));
    ui.message.textContent = replay
      ? `Replay: step ${state.step} of ${state.steps}. ${state.message}`
      : paused ? `Trick ${state.last_trick.number}: ${seatName(state.last_trick.winner, you)} ` +
        "took it."
        : state.message;

    // Your hand with your choices, the hint and the replay's controls right under it.
    const yours = el("div", { class: "s66-play-yours" }, drawHand(state, interactive), ui.choices,
      ui.tools, ui.hint);
    put(ui.table, drawTable(state, yours, { finishedTrick: Boolean(paused) }));

    // Bids, trump, discards.
    ui.choices.replaceChildren();
    if (interactive && state.choices.length) {
      ui.choices.append(...state.choices.map((c) =>
        el("button", { type: "button", class: "s66-play-choice",
                       onclick: (event) => act(c.action, event.currentTarget) },
          suited(c.label))));
    }
    if (interactive && state.phase === "discard") {
      const picks = [...discardPick];
      ui.choices.append(el("button", {
        type: "button", class: "s66-play-choice", disabled: picks.length !== 2,
        onclick: (event) => act(`discard ${picks[0]} ${picks[1]}`, event.currentTarget),
      }, picks.length === 2 ? `Discard ${picks[0]} and ${picks[1]}` : "Choose two cards to discard"));
    }

    // Hint, replay controls.
    ui.tools.replaceChildren();
    if (interactive && state.phase === "play") {
      ui.tools.append(el("button", { type: "button", class: "s66-play-hint-button",
                                     onclick: () => askHint() }, "Hint"));
    }
    if (replay) {
      const at = replay.step;
      const n = replay.steps;
      const control = (name, label, target, disabled, keys) => el("button", {
        type: "button", disabled, onclick: () => step(target), "aria-keyshortcuts": keys,
      }, icon(name), label);
      ui.tools.append(
        control("start", "Start", 0, at === 0, "Home"),
        control("back", "Back", at - 1, at === 0, "ArrowLeft"),
        control("forward", "Forward", at + 1, at === n, "ArrowRight"),
        control("end", "End", n, at === n, "End"),
        el("button", { type: "button", onclick: () => { replay = null; draw(); } },
          game.result ? "Close the replay" : "Back to the game"));
    } else if (!paused && state.actions.length) {
      ui.tools.append(el("button", { type: "button", onclick: () => step(state.result ? 0
        : state.actions.length - 1) }, state.result ? "Replay this hand" : "Step back"));
    }
    if (!replay && !paused && state.result) {
      ui.tools.append(el("button", { type: "button", onclick: () => newDeal() }, "Next deal"));
    }
    ui.hint.replaceChildren(...(hint && interactive ? suited(hint.text) : []));
    drawReview();

    const log = replay ? replay.log : state.log;
    ui.log.replaceChildren(...log.map((entry, i) =>
      el("li", { class: i === log.length - 1 ? "s66-play-latest" : undefined }, suited(entry.text))));
    ui.log.scrollTop = ui.log.scrollHeight;
    s66.adoptDefs(root); // eslint-disable-line no-undef
  }

  start();
})();
