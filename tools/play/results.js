// @ts-check
// "Duplicate results": a teacher's form for a class's results of a duplicate set, checked
// and ranked by the Solo 66 engine itself in the reader's browser.  Nothing starts until
// "Check": then Pyodide and the engine start in the play page's Web Worker (its source,
// as ../book/duplicate-results-worker.js, asked for solo66.frontends.results_page),
// through the engine's client the play page uses too (./engine.js, `s66Engine`, loaded
// just before this script), and every later check is answered at once.  This script keeps no rules and words no
// result: it sends the set code, the pasted lines, the tables' rows and the scheme, and
// shows the tables and sentences the engine answers, the CSV it writes included.
//
// Its words are the engine's: tools/play_assets.py writes them in front of this file, for
// every language the engine speaks (solo66.frontends.results_page.page_words()), as
// `self.s66ResultsWords`; the page's <html lang> picks one.
//
// Loaded only by book/duplicate-results.html, as a classic script, so that it can say
// from file:// why checking needs the site served; the form itself works there too.
(function () {
  "use strict";

  const found = document.getElementById("s66-results");
  if (!found) return;
  /** The page's element (the functions below, hoisted, would not see the check above). */
  const root = found;
  const EXAMPLE = "0002-V1C";
  const FIRST_ROWS = 2;

  const words = s66Engine.pageWords(self.s66ResultsWords);
  const figure = (n, digits) => n.toFixed(digits).replace(".", words.decimal);

  // The widgets' DOM helpers (runtime/widgets/helpers.js, loaded first).
  const { el, replace: put, suitText } = s66; // eslint-disable-line no-undef
  /** The page's words as every widget says them: t("English", {names}) (those that differ
   * come from the engine's catalog). */
  const t = s66.translator(words.said, words.lang); // eslint-disable-line no-undef
  const fromDisk = window.location.protocol === "file:";

  // -- the form --------------------------------------------------------------------------

  const ui = {};
  let rowCount = 0;

  function numberInput(label, min, max) {
    return el("input", { type: "number", inputmode: "numeric", min: String(min), max: String(max),
                         step: "1", "aria-label": label, class: "s66-results-number" });
  }

  function tableRow() {
    rowCount += 1;
    const number = rowCount;
    const name = el("input", { type: "text", "aria-label": `${t("Table")} (${number})`,
                               placeholder: t("Table {number}", { number }), autocomplete: "off" });
    const deal = numberInput(`${t("Deal")} (${number})`, 1, 16);
    const soloist = el("select", { "aria-label": `${t("Soloist")} (${number})` },
      el("option", { value: "", text: t("choose…") }),
      [0, 1, 2, 3, 4].map((seat) => el("option", { value: String(seat), text: t("seat {seat}", { seat }) })));
    const trump = el("select", { "aria-label": `${t("Trump")} (${number})` },
      el("option", { value: "", text: t("choose…") }),
      words.trumps.map((suit) => el("option", { value: suit.name, text: suit.label })),
      el("option", { value: "passed", text: t("passed out") }));
    const points = numberInput(`${t("Card points")} (${number})`, 0, 130);
    const tricks = numberInput(`${t("Tricks")} (${number})`, 0, 6);
    const row = el("tr", { class: "s66-results-row" });
    const remove = el("button", { type: "button", class: "s66-results-remove",
                                  "aria-label": t("Remove row {number}", { number }), text: "×",
                                  onclick: () => row.remove() });
    row.append(...[name, deal, soloist, trump, points, tricks, remove].map((cell) => el("td", {}, cell)));
    row.fields = { name, deal, soloist, trump, points, tricks };
    return row;
  }

  function rows() {
    return Array.from(ui.rows.querySelectorAll("tr.s66-results-row")).map((row) => {
      const values = {};
      for (const [key, field] of Object.entries(row.fields)) values[key] = field.value;
      return values;
    });
  }

  function buildForm() {
    ui.set = el("input", { id: "s66-results-set", type: "text", class: "s66-results-set",
                           autocomplete: "off", spellcheck: "false", "aria-describedby": "s66-results-set-help" });
    ui.codes = el("textarea", { id: "s66-results-codes", rows: "8", spellcheck: "false",
                                "aria-describedby": "s66-results-codes-help" });
    ui.file = el("input", { id: "s66-results-file", type: "file", accept: ".txt,.csv,text/plain,text/csv",
                            onchange: () => loadFile() });
    ui.fileNote = el("p", { class: "s66-results-note", role: "status" });
    ui.rows = el("tbody");
    for (let i = 0; i < FIRST_ROWS; i += 1) ui.rows.append(tableRow());
    const heads = [t("Table"), t("Deal"), t("Soloist"), t("Trump"), t("Card points"), t("Tricks")]
      .map((heading) => el("th", { scope: "col", text: heading }));
    ui.scheme = el("select", { id: "s66-results-scheme" },
      words.schemes.map((scheme) => el("option", { value: scheme.name, text: scheme.label })));
    ui.check = el("button", { type: "submit", class: "s66-results-check", text: t("Check") });
    ui.status = el("p", { class: "s66-results-status", role: "status", "aria-live": "polite" });
    const form = el("form", { class: "s66-results-form", onsubmit: (event) => {
      event.preventDefault();
      check();
    } },
      el("p", {},
        el("label", { for: "s66-results-set", text: t("Set code") }), " ", ui.set,
        el("span", { id: "s66-results-set-help", class: "s66-results-help",
                     text: t("the code of the set the class played, e.g. {code}", { code: EXAMPLE }) })),
      el("p", {}, el("label", { for: "s66-results-codes", text: t("Result codes, one a line") })),
      el("p", { id: "s66-results-codes-help", class: "s66-results-help", text: t("Name: CODE, as the students read them out, or a table's row Name: DEAL, SOLOIST, TRUMP, POINTS, TRICKS.") }),
      ui.codes,
      el("p", {}, el("label", { for: "s66-results-file", text: t("Load a text file") }), " ", ui.file),
      ui.fileNote,
      el("fieldset", { class: "s66-results-tables" },
        el("legend", { text: t("Tables with real cards") }),
        el("p", { class: "s66-results-help", text: t("One row per table and deal; empty rows are left out. The soloist is the seat number from 0 to 4 as on the table sheet.") }),
        el("div", { class: "s66-results-scroll", tabindex: "0", role: "region", "aria-label": t("Tables with real cards") },
          el("table", { class: "s66-results-entry" },
            el("thead", {}, el("tr", {}, heads, el("td", {}))), ui.rows)),
        el("button", { type: "button", text: t("Add a row"), onclick: () => {
          const row = tableRow();
          ui.rows.append(row);
          row.fields.name.focus();
        } })),
      el("p", {}, el("label", { for: "s66-results-scheme", text: t("Scoring") }), " ", ui.scheme),
      el("p", {}, ui.check),
      ui.status);
    ui.out = el("div", { class: "s66-results-out", hidden: true });
    const parts = [form, ui.out];
    if (fromDisk) {
      const page = (words.lang === "en" ? "" : `${words.lang}/`) + "book/duplicate-results.html";
      parts.unshift(el("div", { class: "s66-results-problem", role: "note" },
        el("p", { class: "s66-results-problem-title", text: t("Checking the results needs the site served by a web server.") }),
        el("p", { text: t("This page was opened from disk (file://), and browsers do not let the engine (Python, through Pyodide) start from a file. You can fill in the form here, but to check it, serve the site:") }),
        el("pre", {}, el("code", { text: "make serve" })),
        el("p", { text: t("in the project's folder, then open {url}.", { url: `http://127.0.0.1:8000/${page}` }) })));
    }
    put(root, parts);
    root.dataset.state = "form";
  }

  function loadFile() {
    const file = ui.file.files && ui.file.files[0];
    if (!file) return;
    const reader = new FileReader();
    reader.addEventListener("load", () => {
      const text = String(reader.result || "").replace(/^\uFEFF/, "");
      const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim()).length;
      const before = ui.codes.value;
      ui.codes.value = before && !before.endsWith("\n") ? `${before}\n${text}` : before + text;
      ui.fileNote.textContent = t("{name} read: {count} lines added.", { name: file.name, count: lines });
      ui.file.value = "";
    });
    reader.addEventListener("error", () => {
      ui.fileNote.textContent = t("{name} could not be read: {error}", { name: file.name, error: String(reader.error) });
    });
    reader.readAsText(file);
  }

  // -- the engine, started on the first "Check" ----------------------------------------

  let checks = 0; // answers shown so far (root's data-checks, for tests and benchmarks)
  /** The Promise of the started engine (./engine.js), kept for every later check. @type {Promise<S66Engine> | null} */
  let starting = null;

  /** The engine, started in its Web Worker; then kept for offline use (over HTTP(S)). */
  async function startEngine() {
    const engine = await s66Engine.connect({
      page: "duplicate-results",
      engine: "results_page",
      t,
      what: "Pyodide",
      // A test may set a shorter time than the minute before the page loads.
      timeoutMs: window.S66_RESULTS_TIMEOUT_MS,
      noStart: t("The engine could not start."),
      crashed: (error) => t("The engine failed: {error}", { error }),
    });
    engine.keepForOffline();
    return engine;
  }

  function setStatus(text, kind) {
    ui.status.textContent = text;
    ui.status.dataset.kind = kind || "info";
  }

  async function check() {
    if (fromDisk) {
      setStatus(t("Checking the results needs the site served by a web server."), "error");
      return;
    }
    if (root.dataset.state === "checking") return;
    root.dataset.state = "checking";
    ui.check.disabled = true;
    const began = performance.now();
    try {
      if (!starting) {
        setStatus(t("Starting the engine (Pyodide, about 13 MB the first time)…"));
        starting = startEngine();
      }
      let engine;
      try {
        engine = await starting;
      } catch (error) {
        starting = null;
        setStatus(`${t("The engine could not start.")} ${s66Engine.whatFailed(error)}`, "error");
        return;
      }
      setStatus(t("Checking and ranking…"));
      const answer = await engine.api({ op: "rank", set: ui.set.value, text: ui.codes.value,
                                        rows: rows(), scheme: ui.scheme.value });
      if (!answer.ok) {
        setStatus(answer.error, "error");
        return;
      }
      show(answer);
      const seconds = (performance.now() - began) / 1000;
      root.dataset.seconds = seconds.toFixed(2);
      setStatus(t("Checked in {seconds} s.", { seconds: figure(seconds, 1) }));
    } finally {
      checks += 1;
      root.dataset.checks = String(checks);
      ui.check.disabled = false;
      root.dataset.state = root.dataset.state === "checking" ? "form" : root.dataset.state;
    }
  }

  // -- the answer, as the engine words it -------------------------------------------------

  const suited = (text) => suitText(text);

  function table(data, className) {
    // A table wider than a phone scrolls in its own box, which the keyboard reaches too.
    return el("div", { class: "s66-results-scroll", tabindex: "0", role: "region", "aria-label": data.caption },
      el("table", { class: `s66-results-table ${className}` },
        el("caption", { text: data.caption }),
        el("thead", {}, el("tr", {}, data.headers.map((head) => el("th", { scope: "col", text: head })))),
        el("tbody", {}, data.rows.map((row) => el("tr", { class: row.tie ? "s66-tie" : null },
          row.cells.map((cell, i) => (i === 1 ? el("th", { scope: "row", text: cell })
            : el("td", {}, suited(cell)))))))));
  }

  function list(items, className) {
    return items.length ? el("ul", { class: className }, items.map((item) => el("li", {}, suited(item)))) : null;
  }

  let csv = null;

  function download() {
    if (!csv) return;
    const url = URL.createObjectURL(new Blob([csv.text], { type: "text/csv;charset=utf-8" }));
    const link = el("a", { href: url, download: csv.filename, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function show(answer) {
    csv = { text: answer.csv, filename: answer.filename };
    const left = answer.rejected.map((line) => el("li", { class: `s66-results-left s66-kind-${line.kind}` },
      el("strong", { text: `${line.where}: ` }), line.reason, " ",
      el("code", { class: "s66-results-line", text: line.text })));
    put(ui.out,
      el("h3", { class: "s66-results-heading", text: t("Results") }),
      el("div", { class: "s66-results-actions" },
        el("button", { type: "button", class: "s66-results-csv", text: t("Download CSV"), onclick: download }),
        el("button", { type: "button", class: "s66-results-print", text: t("Print"),
                       onclick: () => window.print() })),
      answer.summary.map((line) => el("p", { class: "s66-results-summary", text: line })),
      left.length ? el("p", { class: "s66-results-left-title", text: t("Lines left out:") }) : null,
      left.length ? el("ul", { class: "s66-results-rejected" }, left) : null,
      table(answer.overall, "s66-results-overall"),
      list(answer.ties, "s66-results-ties"),
      answer.deals.map((deal) => el("section", { class: "s66-results-deal" },
        el("h4", { text: deal.heading }),
        el("p", { class: "s66-results-par" }, suited(deal.par)),
        table(deal.table, "s66-results-standings"),
        list(deal.ties, "s66-results-ties"),
        deal.costly.length ? el("p", { class: "s66-results-costly-title", text: t("The cards that cost most, with every hand open:") }) : null,
        list(deal.costly, "s66-results-costly"))));
    ui.out.hidden = false;
    root.dataset.state = "ranked";
    document.documentElement.classList.add("s66-results-shown");
  }

  buildForm();
})();
