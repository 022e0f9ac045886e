// @ts-check
// "Play in the browser": the Solo 66 engine itself, running in the reader's browser
// through Pyodide (from the npm package, shipped with the site in ../runtime/pyodide/).
// The engine is the site's own copy of the solo66 package (./solo66.zip), unpacked
// into Pyodide's file system inside a Web Worker (../book/play-worker.js), so the page
// keeps drawing while the solver or the bots think.  This script keeps no rules: it
// sends JSON requests to solo66.frontends.playpage.call() and draws the answers, the
// table with the widgets' own s66.table() (runtime/widgets/helpers.js, loaded first)
// from the table JSON the engine computes (solo66/frontends/table.py).  The game's whole
// state is the deal code, the reader's seat and the list of actions so far.
//
// A duplicate set (play.html#set=CODE, or a set code typed in the box) is played deal
// after deal at the seat and against the bots the set fixes; after each hand the page
// shows the engine's result code (to read out, copy, or scan as a QR code drawn here by
// the npm package qrcode-generator, ../runtime/qrcode/qrcode.js) and keeps the codes in
// localStorage under the set's code, so a reload goes on where the set was.
//
// The engine's Web Worker is started and asked through the engine's client, shared with
// the Duplicate results page (./engine.js, `s66Engine`, loaded just before this script),
// which also keeps the page for offline use.
//
// Its words are the engine's: tools/play_assets.py writes them in front of this file,
// for every language the engine speaks (solo66.frontends.playpage.page_words()), as
// `self.s66PlayWords`; the page's <html lang> picks one, and the engine's worker is
// told to speak it too.
//
// Loaded only by book/play.html, as a classic script (a module script could not even
// load from file://, and then nothing could say why the page does not work).
(function () {
  "use strict";

  const found = document.getElementById("s66-play");
  if (!found) return;
  /** The page's element (the functions below, hoisted, would not see the check above). */
  const root = found;
  const FOUR_KEY = "solo66-four-colour";
  // A set's progress ({tag, results, hand}) under SET_KEY + its code; the student's name.
  const SET_KEY = "solo66-set-";
  const NAME_KEY = "solo66-student-name";
  const EXAMPLE = "1CH9-M7XX-VSBG-G44N";

  // -- words: the engine's, in the page's language -------------------------------------

  const words = s66Engine.pageWords(self.s66PlayWords);
  /**
   * The page's words and s66.table's, as every widget says them: t("English", {names}),
   * t.n(singular, plural, count, {names}); the engine's catalog sends those that differ.
   */
  const t = s66.translator({ ...words.table, ...words.said }, words.lang); // eslint-disable-line no-undef
  /** What the worker says while Python starts (its message names the step). */
  const workerSays = {
    starting: t("Starting Python in your browser (Pyodide, about 13 MB the first time)…"),
    unpacking: t("Unpacking the Solo 66 engine…"),
  };
  /** A figure with `digits` decimals and the language's decimal sign. */
  const figure = (n, digits) => n.toFixed(digits).replace(".", words.decimal);

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
    // The English book at the site's root, another edition under its language (de/).
    const page = (words.lang === "en" ? "" : `${words.lang}/`) + "book/play.html";
    fail(t("This page needs a local web server."), [
      t("It runs the game engine (Python, through Pyodide) in your browser, and browsers do not let Pyodide start from a file opened from disk (file://). Everything else in the book works from disk; for this page, serve the site:"),
      el("pre", {}, el("code", { text: "make serve" })),
      t("in the project's folder, then open {url} (any static web server will do, as long as it serves .wasm files as application/wasm and .mjs files as JavaScript, as Python's http.server does).", { url: "http://127.0.0.1:8000/" + page + window.location.hash }),
    ]);
    return;
  }

  // -- starting Python, in a Web Worker --------------------------------------------------

  /** The engine once started (./engine.js), or null. @type {S66Engine | null} */
  let engine = null;
  let cards = {};
  let back = null;

  /** One request to the engine (asked only once it has started), answered by its worker:
   * a Promise of the JSON answer; `onWorking(done, total)` hears how far a hint or a
   * review has come. */
  const api = (req, onWorking) => /** @type {S66Engine} */ (engine).api(req, onWorking);

  // Bytes loaded while Python starts (counted by the worker as they stream in), against
  // the sizes of the files the page needs (offline.json, written with the site).
  const progress = el("progress", { class: "s66-play-progress", max: "1", value: "0",
                                    "aria-label": t("Loading Python and the engine") });
  const progressText = el("p", { class: "s66-play-progress-text", "aria-hidden": "true" });
  let expectedBytes = 0;
  let loadedBytes = 0;

  function showProgress() {
    const total = Math.max(expectedBytes, loadedBytes, 1);
    progress.max = total;
    progress.value = loadedBytes;
    progressText.textContent = t("{loaded} MB of {total} MB loaded", { loaded: figure(loadedBytes / 1e6, 1),
                                             total: figure(total / 1e6, 1) });
  }

  async function start() {
    root.dataset.state = "loading";
    root.replaceChildren(statusLine, progress, progressText);
    try {
      const manifest = await fetch(new URL("offline.json", s66Engine.folder));
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
      setStatus(t("Starting Python in your browser (Pyodide, about 13 MB the first time)…"));
      engine = await s66Engine.connect({
        page: "play",
        engine: "playpage",
        t,
        what: t("Starting Pyodide"),
        // A test may set a shorter time than the minute before the page loads.
        timeoutMs: window.S66_PLAY_TIMEOUT_MS,
        noStart: t("the engine's worker could not start"),
        crashed: (error) => t("the engine failed: {error}", { error }),
        onMessage: (message) => {
          if (message.type === "progress") {
            loadedBytes = message.bytes;
            if (root.dataset.state === "loading") showProgress();
          } else if (message.type === "status") {
            setStatus(workerSays[message.key] || message.key);
          }
        },
      });
      const pack = await api({ op: "cards" });
      cards = pack.cards;
      back = pack.back;
      const seconds = (performance.now() - started) / 1000;
      root.dataset.startSeconds = seconds.toFixed(1);
      root.dataset.loadedBytes = String(engine.ready.bytes);
      clearInterval(tick);
      delete statusLine.dataset.seconds;
      buildUi();
      setStatus(t("The engine is ready (started in {seconds} s).", { seconds: figure(seconds, 1) }));
      (await openFromHash()) || (await newDeal());
      root.dataset.state = "ready"; // and the first deal on the table
      engine.keepForOffline();
    } catch (error) {
      if (engine) engine.terminate();
      clearInterval(tick);
      fail(t("The game engine could not start."), [s66Engine.whatFailed(error), t("If you serve the site yourself, the server must send .wasm files as application/wasm and .mjs files as JavaScript (Python's http.server, used by `make serve`, does). Reload the page to try again.")]);
    }
  }

  // -- the game ------------------------------------------------------------------------

  let game = null; // the last state from the engine
  let replay = null; // the state shown while replaying, or null
  /**
   * A finished trick kept on the table (until `timer` or a click), or null.
   * @type {{state: object, done: (value?: unknown) => void, timer?: ReturnType<typeof setTimeout>} | null}
   */
  let paused = null;
  let hint = null; // the engine's hint for the current position, or null
  let reviewed = null; // the engine's review of the finished hand, or null
  let busy = false; // a request is with the engine
  let discardPick = new Set();
  // The duplicate set being played, or null: {code, count, tag, results (the result
  // codes of the deals played, in order), hand ({deal, actions} of the deal under way),
  // name, lines (the lines to hand in), rules, refused, summary}.
  let set = null;
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

  function fullScreenButton() {
    if (!document.fullscreenEnabled) return null;
    const button = el("button", { type: "button", class: "s66-play-full", "aria-pressed": "false",
                                  onclick: () => (document.fullscreenElement ? document.exitFullscreen()
                                    : root.requestFullscreen()) }, t("Full screen"));
    document.addEventListener("fullscreenchange", () => {
      const on = document.fullscreenElement === root;
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.textContent = on ? t("Leave full screen") : t("Full screen");
    });
    return button;
  }

  function buildUi() {
    // The widgets' box (its colours, dark theme and print rules) and their room: the
    // table uses the width beside the text column, as a widget's table does.
    root.classList.add("s66-widget", "s66-wide");
    s66.breakout(root); // eslint-disable-line no-undef
    ui.code = el("input", { id: "s66-play-code", type: "text", class: "s66-play-code-input",
                            autocomplete: "off", spellcheck: "false",
                            placeholder: t("e.g. {code}", { code: EXAMPLE }) });
    ui.seat = el("select", { id: "s66-play-seat" },
      [0, 1, 2, 3, 4].map((s) => el("option", { value: String(s),
                                                text: t("{name} (seat {seat})", { name: words.players[s], seat: s }) })));
    ui.seat.value = "1";
    // The other four's level: the engine's bots (easy: rules of thumb; medium and strong
    // weigh each card over the deals that fit what they have seen).
    ui.level = el("select", { id: "s66-play-level" },
      words.levels.map((level) => el("option", { value: level.name, text: level.label })));
    ui.level.value = words.levels[0].name;
    const form = el("form", { class: "s66-play-open", onsubmit: (event) => {
      event.preventDefault();
      openCode(ui.code.value);
    } },
      el("label", { for: "s66-play-code", text: t("Deal code or set code") }), ui.code,
      el("label", { for: "s66-play-seat", text: t("Your seat") }), ui.seat,
      el("label", { for: "s66-play-level", text: t("Opponents") }), ui.level,
      el("button", { type: "submit", text: t("Open deal") }),
      el("button", { type: "button", text: t("New deal"), onclick: () => newDeal() }));
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
                             } }, t("Four-colour pack"));
    window.addEventListener(FOUR_KEY, (event) => {
      // Sent as a CustomEvent, by this page or by a widget (base.js), its detail the choice.
      if (!(event instanceof CustomEvent)) return;
      if (Boolean(event.detail) !== fourColour) setFourColour(Boolean(event.detail));
    });
    ui.full = fullScreenButton();
    ui.info = el("p", { class: "s66-play-info" });
    ui.message = el("p", { class: "s66-play-message", role: "status", "aria-live": "polite" });
    // What a click was refused for: next to what was clicked, announced at once.
    ui.why = el("p", { class: "s66-play-why", role: "alert", "aria-live": "assertive",
                       "aria-atomic": "true" });
    ui.table = el("div", { class: "s66-play-board" });
    ui.choices = el("div", { class: "s66-play-choices", role: "group", "aria-label": t("Your choices") });
    ui.tools = el("div", { class: "s66-play-tools" });
    ui.hint = el("p", { class: "s66-play-hint", "aria-live": "polite" });
    ui.review = el("section", { class: "s66-play-review", "aria-live": "polite",
                                "aria-label": t("Review of your play") });
    // Focusable: a keyboard scrolls it once the hand outgrows its height.
    ui.log = el("ol", { class: "s66-play-log", "aria-label": t("What happened, in order"), tabindex: "0" });
    buildSetUi();
    root.classList.toggle("s66-four-colour", fourColour);
    root.replaceChildren(
      statusLine, el("div", { class: "s66-play-bar" }, form, ui.four, ui.full), ui.info,
      ui.message, ui.table, ui.set, ui.review,
      el("details", { class: "s66-play-history", open: true },
        el("summary", { text: t("The hand so far") }), ui.log), ui.why);
    document.addEventListener("keydown", (event) => {
      if (paused) { goOn(); return; }
      const target = event.target;
      if (!replay || (target instanceof Element && target.closest("input, select, textarea"))) return;
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

  async function request(req, anchor, onWorking) {
    busy = true;
    root.dataset.busy = "true";
    try {
      const answer = await api(req, onWorking);
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
    const setCode = /^set=(.*)$/i.exec(code);
    if (setCode) {
      if (!set || set.code !== setCode[1].trim().toUpperCase()) await openSet(setCode[1]);
      return true;
    }
    if (game && !set && game.code === code.toUpperCase()) return true;
    await openDeal(code, Number(ui.seat.value));
    return true;
  }

  /** The address of what is on the table: the set, or the deal. */
  function keepAddress() {
    const wanted = set ? `set=${set.code}` : game ? game.code : "";
    if (wanted && decodeURIComponent(window.location.hash.slice(1)) !== wanted) {
      history.replaceState(null, "", "#" + wanted);
    }
  }

  /** A code typed in the box: the engine says whether it names a deal or a set. */
  async function openCode(text) {
    feedback("");
    if (!text.trim()) {
      feedback(t("Type a deal code, e.g. {code}.", { code: EXAMPLE }), ui.code);
      return;
    }
    const answer = await request({ op: "code", text }, ui.code);
    if (!answer.ok) ui.code.focus();
    else if (answer.kind === "set") await openSet(answer.code);
    else await openDeal(answer.code, Number(ui.seat.value));
  }

  function show(state) {
    game = state;
    replay = null;
    hint = null;
    discardPick = new Set();
    ui.code.value = state.set ? state.set.code : state.code;
    ui.seat.value = String(state.seat);
    ui.level.value = state.level;
    keepAddress();
    draw();
  }

  async function openDeal(text, seat) {
    feedback("");
    const code = text.trim();
    if (!code) {
      feedback(t("Type a deal code, e.g. {code}.", { code: EXAMPLE }), ui.code);
      return;
    }
    const state = await request({ op: "open", code, seat, level: ui.level.value }, ui.code);
    if (state.ok) {
      reviewed = null;
      leaveSet();
      show(state);
    } else {
      ui.code.focus();
      keepAddress();
    }
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
    const state = await request({ op: "act", ...where(game), actions: game.actions, action },
                                anchor);
    if (!state.ok) return;
    hint = null;
    if (state.set) keepHand(state);
    if (state.pause) await pauseOn(state.pause);
    show(state);
    if (state.result) afterHand(state);
    const first = ui.table.querySelector(".s66-play-hand button:not([disabled])") ||
      ui.choices.querySelector("button") || ui.tools.querySelector("button");
    if (first) first.focus({ preventScroll: true });
  }

  async function askHint() {
    if (busy || !game) return;
    const at = game.actions.length;
    ui.hint.textContent = t("The solver is weighing the deals that fit what you have seen…");
    ui.hint.dataset.working = "true";
    const answer = await request({ op: "hint", ...where(game), actions: game.actions },
                                 undefined, (done, total) => {
      if (game && game.actions.length === at) ui.hint.textContent = t("Judging: {done} of {total} deals that fit what you have seen…", { done, total });
    });
    delete ui.hint.dataset.working;
    if (!answer.ok || !game || game.actions.length !== at || replay) return;
    hint = answer;
    draw();
  }

  async function runReview() {
    const state = game;
    const mine = state.log.some((entry, i) => entry.seat === state.seat &&
      state.actions[i].startsWith("play "));
    if (!mine) return;
    const wait = el("p", { class: "s66-play-review-wait", text: t("The solver is reviewing your cards…") });
    put(ui.review, wait);
    const started = performance.now();
    root.dataset.reviewStarted = String(started);
    const answer = await request({ op: "review", ...where(state), actions: state.actions },
                                 undefined, (done, total) => {
      wait.textContent = t("Reviewing your cards: {done} of {total} deals…", { done, total });
    });
    if (game !== state || !answer.ok) return;
    root.dataset.reviewMs = String(Math.round(performance.now() - started));
    reviewed = answer;
    if (state.set) draw(); // the review's button goes
    else drawReview();
  }

  async function step(n) {
    if (!game || !game.actions.length || busy) return;
    const target = Math.max(0, Math.min(n, game.actions.length));
    const state = await request({ op: "view", ...where(game), actions: game.actions,
                                  step: target });
    if (state.ok) {
      replay = state;
      draw();
    }
  }

  // -- a duplicate set ------------------------------------------------------------------

  /** The fields that name a hand in a request: the set's deal, or the deal code and seat. */
  const where = (state) => (state.set ? { set: state.set.code, deal: state.set.deal,
                                          tag: set ? set.tag : 0 }
    : { code: state.code, seat: state.seat, level: state.level });

  function loadKept(code) {
    try {
      const kept = JSON.parse(window.localStorage.getItem(SET_KEY + code) || "{}");
      return kept && typeof kept === "object" ? kept : {};
    } catch (error) {
      return {};
    }
  }

  function saveKept() {
    try {
      window.localStorage.setItem(SET_KEY + set.code,
        JSON.stringify({ tag: set.tag, results: set.results, hand: set.hand }));
    } catch (error) { /* kept as long as the page is open */ }
  }

  function keptName() {
    try { return window.localStorage.getItem(NAME_KEY) || ""; } catch (error) { return ""; }
  }

  /** The engine's word on the set and the results so far (and the lines to hand in). */
  async function askSet(code, results, name, anchor) {
    return request({ op: "set", code, results, name }, anchor);
  }

  async function openSet(text) {
    feedback("");
    let answer = await askSet(text, [], keptName(), ui.code);
    if (!answer.ok && keptName()) answer = await askSet(text, [], "", ui.code);
    if (!answer.ok) {
      ui.code.focus();
      keepAddress(); // nothing changes: the address names what is on the table again
      return;
    }
    const kept = loadKept(answer.code);
    if (Array.isArray(kept.results) && kept.results.length) {
      answer = await askSet(answer.code, kept.results, answer.name);
    }
    set = { code: answer.code, count: answer.count, results: answer.results,
            tag: Number.isInteger(kept.tag) ? kept.tag : answer.tag,
            hand: kept.hand && kept.hand.deal === answer.next ? kept.hand : null,
            name: answer.name, lines: answer.lines, rules: answer.rules,
            refused: answer.refused, summary: null };
    saveKept();
    feedback("");
    ui.seat.value = String(answer.seat);
    ui.level.value = answer.level;
    ui.seat.disabled = true;
    ui.level.disabled = true;
    ui.name.value = set.name;
    ui.code.value = set.code;
    reviewed = null;
    if (answer.next === null) {
      game = null;
      replay = null;
      ui.table.replaceChildren();
      ui.review.replaceChildren();
      ui.log.replaceChildren();
      put(ui.info, t("You have played every deal of set {set}.", { set: set.code }));
      ui.message.textContent = "";
      keepAddress();
      drawSet();
      await showSummary();
    } else {
      await playSetDeal(answer.next);
    }
  }

  function leaveSet() {
    set = null;
    ui.seat.disabled = false;
    ui.level.disabled = false;
  }

  /** Deal `index` of the set, taken up where it was if it was under way. */
  async function playSetDeal(index) {
    feedback("");
    const actions = set.hand && set.hand.deal === index ? set.hand.actions : [];
    let state = await request({ op: "open", set: set.code, deal: index, tag: set.tag, actions });
    if (!state.ok && actions.length) {
      state = await request({ op: "open", set: set.code, deal: index, tag: set.tag, actions: [] });
    }
    if (!state.ok) return;
    reviewed = null;
    keepHand(state);
    show(state);
    if (state.result) afterHand(state);
  }

  /** Keep the deal under way, or its result code once it is over. */
  function keepHand(state) {
    if (!set || set.code !== state.set.code) return;
    if (state.result_code) {
      if (set.results.length === state.set.deal) set.results.push(state.result_code);
      set.hand = null;
    } else {
      set.hand = { deal: state.set.deal, actions: state.actions };
    }
    saveKept();
  }

  async function afterHand(state) {
    if (state.set && set) {
      await refreshSet();
      drawSet();
      if (set.results.length === set.count) await showSummary();
      return; // the review on request (the tools' button): the next deal need not wait
    }
    runReview();
  }

  /** The lines to hand in, from the engine (it checks the name). */
  async function refreshSet() {
    const answer = await askSet(set.code, set.results, ui.name.value, ui.name);
    if (!answer.ok) return false;
    set.lines = answer.lines;
    set.name = answer.name;
    try { window.localStorage.setItem(NAME_KEY, answer.name); } catch (error) { /* no keeping */ }
    return true;
  }

  async function showSummary() {
    const mine = set;
    put(ui.summary, el("p", { class: "s66-play-review-wait", text: t("The solver is working out each deal's par…") }));
    const answer = await request({ op: "summary", set: mine.code, results: mine.results });
    if (set !== mine || !answer.ok) return;
    set.summary = answer;
    drawSet();
  }

  /** The QR code of `text` as SVG (dark on white, a quiet zone of four modules). */
  function qrSvg(text) {
    const make = self.qrcode;
    if (typeof make !== "function") return null;
    const qr = make(0, "M");
    qr.addData(text, "Alphanumeric");
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 4;
    const size = count + 2 * quiet;
    let path = "";
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (qr.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.setAttribute("class", "s66-play-qr");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", t("QR code of the result code {code}", { code: text }));
    svg.setAttribute("shape-rendering", "crispEdges");
    const back = document.createElementNS(ns, "rect");
    back.setAttribute("width", String(size));
    back.setAttribute("height", String(size));
    back.setAttribute("fill", "#fff");
    const dark = document.createElementNS(ns, "path");
    dark.setAttribute("d", path);
    dark.setAttribute("fill", "#000");
    svg.append(back, dark);
    return svg;
  }

  /** Copy `text` to the clipboard; where the browser does not let the page, select
   * `shown` (the text on the page) for the reader to copy. */
  async function copyText(text, shown, told) {
    try {
      await navigator.clipboard.writeText(text);
      told.textContent = t("Copied.");
      return;
    } catch (error) { /* select it instead */ }
    const range = document.createRange();
    range.selectNodeContents(shown);
    const selection = window.getSelection();
    if (selection) {
      selection.removeAllRanges();
      selection.addRange(range);
    }
    let copied = false;
    try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
    told.textContent = copied ? t("Copied.") : t("Selected: press Ctrl+C (⌘C on a Mac) to copy.");
  }

  function buildSetUi() {
    ui.set = el("section", { class: "s66-play-set", hidden: true });
    ui.setNote = el("div", { class: "s66-play-set-note" });
    ui.result = el("div", { class: "s66-play-result-box" });
    ui.name = el("input", { id: "s66-play-name", type: "text", autocomplete: "name",
                            maxlength: "40", class: "s66-play-name-input",
                            onchange: async () => {
                              if (set && (await refreshSet())) drawSet();
                            } });
    ui.lines = el("pre", { class: "s66-play-lines" });
    ui.linesTold = el("p", { class: "s66-play-copied", role: "status" });
    ui.codes = el("div", { class: "s66-play-codes" });
    ui.summary = el("div", { class: "s66-play-summary", "aria-live": "polite" });
    ui.set.append(ui.setNote, ui.result, ui.codes, ui.summary);
  }

  function drawSet() {
    if (!ui.set) return;
    ui.set.hidden = !set;
    if (!set) return;
    const state = game;
    put(ui.setNote, el("p", { text: t("A duplicate set: every student plays these deals against the same bots. The hint and the open replay come once a hand is over.") }),
      set.rules.length ? el("p", { text: t("Rules of this set: {rules}.", { rules: set.rules.join("; ") }) }) : null,
      set.refused.map((why) => el("p", { class: "s66-play-refused", text: t("A result kept on this device was left out: {why}", { why }) })));
    // The result code of the hand just finished, large, to read out, copy or scan.
    const code = state && !replay && state.set && state.set.code === set.code && state.result_code;
    if (code) {
      const shown = el("p", { class: "s66-play-result-code", lang: "en", translate: "no" }, code);
      const told = el("p", { class: "s66-play-copied", role: "status" });
      const qr = qrSvg(code);
      put(ui.result,
        el("h2", { class: "s66-play-heading", text: t("Your result code for deal {number} of {count}", { number: state.set.number,
                                                                         count: state.set.count }) }),
        el("div", { class: "s66-play-result-row" },
          el("div", { class: "s66-play-result-text" },
            shown,
            el("p", { class: "s66-play-note", text: t("Read it out, copy it or let your teacher scan the QR code.") }),
            el("button", { type: "button", class: "s66-play-copy",
                           onclick: () => copyText(code, shown, told) }, t("Copy")),
            told),
          qr ? el("figure", { class: "s66-play-qr-box" }, qr) : null));
    } else {
      ui.result.replaceChildren();
    }
    // Every code so far, as the lines the teacher's ranking reads (NAME: CODE).
    if (set.results.length) {
      ui.lines.textContent = set.lines;
      put(ui.codes,
        el("h2", { class: "s66-play-heading",
                   text: t("Your result codes ({done} of {count})", { done: set.results.length, count: set.count }) }),
        el("p", { class: "s66-play-name" },
          el("label", { for: "s66-play-name", text: t("Your name (for your teacher)") }), ui.name),
        ui.lines,
        el("button", { type: "button", class: "s66-play-copy",
                       onclick: () => copyText(set.lines, ui.lines, ui.linesTold) }, t("Copy all")),
        ui.linesTold);
    } else {
      ui.codes.replaceChildren();
    }
    if (set.summary) drawSummary(set.summary);
  }

  function drawSummary(summary) {
    // Each deal's numbers, then what the hand and the par came to on a row of its own
    // (the whole width: a phone has no room for a column of sentences).
    const row = (r) => [
      el("tr", { class: "s66-play-summary-numbers" },
        el("th", { scope: "row", class: "s66-play-summary-deal", text: `${r.number}` }),
        el("td", { text: r.score_text }), el("td", { text: r.par_text }),
        el("td", { class: r.against_par < 0 ? "s66-play-below" : undefined, text: r.against_text })),
      el("tr", { class: "s66-play-summary-what" },
        el("td", { colspan: "4" },
          suited(t("Your hand: {played}", { played: r.played })), el("br"),
          suited(t("Par: {play}", { play: r.par_play }))))];
    put(ui.summary,
      el("h2", { class: "s66-play-heading", text: t("Your results against par") }),
      el("table", { class: "s66-play-summary-table" },
        el("thead", {}, el("tr", {},
          [t("Deal"), t("Your score"), t("Par"), t("Against par")].map((heading) =>
            el("th", { scope: "col", text: heading })))),
        el("tbody", {}, summary.rows.map(row)),
        el("tfoot", {}, el("tr", {},
          el("th", { scope: "row", text: t("The set") }),
          el("td", { text: summary.score_text }), el("td", { text: summary.par_text }),
          el("td", { class: summary.against_par < 0 ? "s66-play-below" : undefined,
                     text: summary.against_text })))),
      el("p", { class: "s66-play-summary-text", text: summary.text }),
      el("p", { class: "s66-play-note", text: summary.note }));
  }

  // -- drawing -------------------------------------------------------------------------

  /** The reader's hand: cards to play marked (and, after a hint, what each costs). */
  function drawHand(state, interactive) {
    const costs = hint ? Object.fromEntries(hint.cards.map((c) => [c.card, c])) : {};
    const playing = interactive && state.phase === "play";
    const discarding = interactive && state.phase === "discard";
    const buttons = state.hand.map((entry) => {
      const picked = discardPick.has(entry.card);
      const cost = costs[entry.card];
      const mark = playing ? (entry.legal ? t("legal") : t("not legal")) : "";
      const spoken = [mark, cost ? t("solver: {text}", { text: cost.text }) : ""].filter(Boolean).join(", ");
      const face = cardFace(entry.card, spoken);
      face.dataset.card = entry.card; // for the table's slide into the trick
      return el("button", {
        type: "button",
        class: "s66-card-button s66-play-card-button" +
          (playing ? (entry.legal ? " s66-play-legal" : " s66-play-illegal") : "") +
          (cost && cost.cost === 0 ? " s66-play-best" : ""),
        "aria-pressed": discarding ? (picked ? "true" : "false") : undefined,
        disabled: !(playing || discarding),
        "data-card-button": entry.card,
        onclick: (event) => {
          const button = event.currentTarget;
          if (discarding) {
            if (picked) discardPick.delete(entry.card);
            else if (discardPick.size < 2) discardPick.add(entry.card);
            draw();
            const again = ui.table.querySelector(`[data-card-button="${CSS.escape(entry.card)}"]`);
            if (again) again.focus();
            return;
          }
          if (!entry.legal) {
            feedback(t("{card} is not allowed: {why}", { card: entry.card, why: entry.why }), button);
            return;
          }
          act(`play ${entry.card}`, button);
        },
      }, face,
      playing ? el("span", { class: "s66-play-mark", "aria-hidden": "true" }, mark) : null,
      discarding && picked ? el("span", { class: "s66-play-mark", "aria-hidden": "true",
                                          text: t("discard") }) : null,
      cost ? el("span", { class: "s66-play-cost", "aria-hidden": "true",
                          text: cost.mark }) : null);
    });
    return el("div", { class: "s66-play-yours" },
      el("div", { class: "s66-play-hand", role: "group", "aria-label": t("Your hand") },
        buttons.length ? el("div", { class: "s66-play-row" }, buttons)
          : el("p", { text: t("No cards left.") })),
      ui.choices, ui.tools);
  }

  function drawReview() {
    if (!reviewed) {
      ui.review.replaceChildren();
      return;
    }
    const face = (id) => el("span", { class: "s66-play-mini" }, cardFace(id));
    put(ui.review,
      el("h2", { class: "s66-play-heading", text: t("Review of your play") }),
      el("p", { class: "s66-play-review-summary", text: reviewed.summary }),
      el("p", { class: "s66-play-note", text: t("Each card is judged by what you could know when you played it: the engine drew deals that fit everything you had seen, solved each with every hand open and averaged. “Best” or “good” means no other card did surely better on average; otherwise the mark says how many card points the card gave away on average (for the soloist, points not taken; for a defender, points the soloist got in addition). Hindsight, the verdict with every hand open, follows: no player could have known it.") }),
      el("ol", { class: "s66-play-review-list" }, reviewed.plays.map((p) =>
        el("li", { class: "s66-play-review-item" + (p.cost ? " s66-play-costly" : ""),
                   "data-card": p.card },
          el("span", { class: "s66-play-review-trick", text: t("Trick {number}", { number: p.trick }) }),
          face(p.card),
          el("span", { class: "s66-play-verdict", text: p.text }),
          p.best.filter((c) => c !== p.card).length
            ? el("span", { class: "s66-play-alternative" },
              `${p.cost ? t("best was") : t("as good:")} `, p.best.filter((c) => c !== p.card).map(face))
            : null,
          el("span", { class: "s66-play-told", text: `(${p.told})` }),
          el("span", { class: "s66-play-hindsight", text: p.hindsight })))));
  }

  /** Under the trick: the trick just taken, the last one, the result. */
  function middle(state) {
    const last = state.last_trick;
    const finished = last && !state.trick.length;
    const name = (s) => state.seats[s];
    const lines = [];
    if (last && finished) {
      lines.push(el("p", { class: "s66-play-trick-result" },
        t("Trick {number}: {name} took it ({points} card points).", { number: last.number, name: name(last.winner), points: last.points })));
    } else if (last) {
      lines.push(el("p", { class: "s66-play-trick-result" }, suited(
        t("Last trick ({cards}): {name} took it ({points} card points).", { cards: last.plays.map((q) => q.card).join(" "), name: name(last.winner),
                         points: last.points }))));
    }
    if (paused) lines.push(el("p", { class: "s66-play-go-on", text: t("Click anywhere to go on.") }));
    // The solver's hint above your hand, where a refusal's bubble under the cards
    // cannot cover it.
    lines.push(ui.hint);
    if (state.result) lines.push(el("p", { class: "s66-play-result", text: state.result.text }));
    return el("div", { class: "s66-play-middle" }, lines);
  }

  function draw() {
    const state = paused ? paused.state : replay || game;
    if (!state) return;
    feedback("");
    const you = state.seat;
    const interactive = !replay && !paused && state.your_turn;
    put(ui.info, state.set
      ? t("Set {set}: deal {number} of {count} ({code}) · you are {name}", { set: state.set.code, number: state.set.number, count: state.set.count,
                       code: state.code, name: words.players[you] })
      : t("Deal {code} · you are {name}", { code: state.code, name: words.players[you] }));
    ui.message.textContent = replay
      ? t("Replay: step {step} of {steps}. {message}", { step: state.step, steps: state.steps, message: state.message })
      : paused ? t("Trick {number}: {name} took it ({points} card points).", { number: state.last_trick.number,
                                   name: state.seats[state.last_trick.winner],
                                   points: state.last_trick.points })
        : state.message;

    // The table, the engine's (solo66/frontends/table.py), drawn as the widgets draw it;
    // your hand with your choices, the hint and the replay's controls in your seat.
    ui.hint.replaceChildren(...(hint && interactive ? suited(hint.text) : []));
    const yours = replay ? null : drawHand(state, interactive);
    s66.table(ui.table, state.table, { // eslint-disable-line no-undef
      cards, back, fourColour, t,
      hand: (seat) => (seat === you && yours ? yours : null),
      middle: middle(state),
      label: t("The card table, you at the bottom"),
    });
    if (replay) {
      // The controls under the open table.
      ui.table.append(el("div", { class: "s66-play-yours s66-play-replay" }, ui.tools,
        el("p", { class: "s66-play-keys", text: t("Keys: ← and → step back and forth, Home and End go to the first and last step.") })));
    }

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
      }, suited(picks.length === 2 ? t("Discard {first} and {second}", { first: picks[0], second: picks[1] })
        : t("Choose two cards to discard"))));
    }

    // Hint, replay controls.
    ui.tools.replaceChildren();
    // In a set, no hint and no open replay before the hand is over (the engine refuses them).
    const secret = Boolean(state.set) && !state.result;
    if (interactive && state.phase === "play" && !secret) {
      ui.tools.append(el("button", { type: "button", class: "s66-play-hint-button",
                                     onclick: () => askHint() }, t("Hint")));
    }
    if (replay) {
      const at = replay.step;
      const n = replay.steps;
      const control = (name, label, target, disabled, keys) => el("button", {
        type: "button", disabled, onclick: () => step(target), "aria-keyshortcuts": keys,
      }, icon(name), label);
      ui.tools.append(
        control("start", t("Start"), 0, at === 0, "Home"),
        control("back", t("Back"), at - 1, at === 0, "ArrowLeft"),
        control("forward", t("Forward"), at + 1, at === n, "ArrowRight"),
        control("end", t("End"), n, at === n, "End"),
        el("button", { type: "button", onclick: () => { replay = null; draw(); } },
          game.result ? t("Close the replay") : t("Back to the game")));
    } else if (!paused && state.actions.length && !secret) {
      ui.tools.append(el("button", { type: "button", onclick: () => step(state.result ? 0
        : state.actions.length - 1) }, state.result ? t("Replay this hand") : t("Step back")));
    }
    if (!replay && !paused && state.result && state.set && !reviewed) {
      ui.tools.append(el("button", { type: "button", onclick: () => runReview() },
        t("Review my play")));
    }
    if (!replay && !paused && state.result && !state.set) {
      ui.tools.append(el("button", { type: "button", onclick: () => newDeal() }, t("Next deal")));
    } else if (!replay && !paused && state.result && set && set.code === state.set.code) {
      const more = set.results.length < set.count;
      ui.tools.append(el("button", { type: "button", class: "s66-play-next-set",
                                     onclick: () => (more ? playSetDeal(set.results.length)
                                       : ui.summary.scrollIntoView({ block: "start" })) },
        more ? t("Next deal of the set") : t("Results of the set")));
    }
    drawReview();
    drawSet();

    const log = replay ? replay.log : state.log;
    ui.log.replaceChildren(...log.map((entry, i) =>
      el("li", { class: i === log.length - 1 ? "s66-play-latest" : undefined }, suited(entry.text))));
    ui.log.scrollTop = ui.log.scrollHeight;
    s66.adoptDefs(root); // eslint-disable-line no-undef
  }

  start();
})();
