// @ts-check
// The play page's engine, in a Web Worker (book/play-worker.js, written by
// tools/play_assets.py next to book/play.html so that the page's service worker, whose
// scope is book/play…, keeps it and everything it loads for offline use).
//
// Pyodide and the solo66 package run here, off the page's thread, so the page keeps
// drawing while the solver or the bots think.  The worker keeps no rules either: it
// passes each JSON request to solo66.frontends.playpage.call() and posts the answer.
//
// Messages from the page: {type: "start", lang, engine} (the language the engine is to
// speak: solo66.set_language; which of ENGINES answers, the play page's if omitted);
// {type: "call", id, request}.  The results page runs the same worker as
// book/duplicate-results-worker.js, inside its own service worker's scope.
// To the page: {type: "status", key} (the page's word for what it does now);
// {type: "progress", bytes}; {type: "ready", seconds, urls} (the URLs it loaded, for the
// offline cache); {type: "working", id, done, total} (how many of the deals a hint or a
// review solves are solved so far, told by the engine after each batch); {type: "answer",
// id, answer} (answer {crashed: message} if the engine itself failed); {type: "failed",
// message}.  No words of its own: the page has them.

const runtime = new URL("../runtime/pyodide/", self.location.href);
const play = new URL("../play/", self.location.href);
/** This Web Worker's global scope (`self`), whose "message" events are the page's. */
const worker = /** @type {DedicatedWorkerGlobalScope} */ (self);
let call = null;
// The engine's modules a page may ask for (solo66.frontends.<name>.call).
const ENGINES = ["playpage", "results_page"];
let loadedBytes = 0;
let counting = true;

// Bytes loaded while Python starts: every response is counted as its body streams in
// (Pyodide's own fetches included), for the page's progress bar.
const originalFetch = self.fetch.bind(self);
self.fetch = async (...args) => {
  const response = await originalFetch(...args);
  if (!response.body || !counting) return response;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      loadedBytes += value.byteLength;
      self.postMessage({ type: "progress", bytes: loadedBytes });
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

/**
 * What went wrong: a thrown error's message, or else what was thrown.
 * @param {unknown} error
 */
const whatFailed = (error) =>
  String(error && typeof error === "object" && "message" in error && error.message ? error.message : error);

async function start(lang, engine) {
  const module = ENGINES.includes(engine) ? engine : ENGINES[0];
  const started = performance.now();
  self.postMessage({ type: "status", key: "starting" });
  const { loadPyodide } = await import(new URL("pyodide.mjs", runtime).href);
  const pyodide = await loadPyodide({ indexURL: runtime.href });
  self.postMessage({ type: "status", key: "unpacking" });
  const response = await self.fetch(new URL("solo66.zip", play));
  if (!response.ok) throw new Error(`solo66.zip: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/solo66-site" });
  pyodide.globals.set("page_language", lang || "en");
  pyodide.runPython(
    "import sys\nsys.path.insert(0, '/solo66-site')\nimport solo66\n" +
    `solo66.set_language(page_language)\nfrom solo66.frontends.${module} import call\n`);
  call = pyodide.globals.get("call");
  counting = false;
  const urls = [self.location.href].concat(
    performance.getEntriesByType("resource").map((entry) => entry.name));
  self.postMessage({ type: "ready", seconds: (performance.now() - started) / 1000,
                     bytes: loadedBytes, urls });
}

worker.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "start") {
    start(message.lang, message.engine).catch((error) => {
      self.postMessage({ type: "failed", message: whatFailed(error) });
    });
  } else if (message.type === "call") {
    const id = message.id;
    // Posted while Python still runs: the page reads it at once, between two batches.
    const working = (done, total) => self.postMessage({ type: "working", id, done, total });
    let answer;
    try {
      answer = JSON.parse(call(JSON.stringify(message.request), working));
    } catch (error) {
      answer = { crashed: whatFailed(error) };
    }
    self.postMessage({ type: "answer", id: message.id, answer });
  }
});
