// @ts-check
// The engine's client, one for the two pages that run the Solo 66 engine in the reader's
// browser: the play page (tools/play/play.js) and the Duplicate results page (results.js).
// A page connects (s66Engine.connect) to the engine in its own Web Worker,
// book/<page>-worker.js (tools/play/worker.js: Pyodide and the solo66 package, off the
// page's thread), sends it JSON requests and hears its answers; after a start over
// HTTP(S) it keeps itself for offline use: a service worker scoped to the page and its
// Web Worker, book/<page>-sw.js (tools/play/sw.js), keeps everything they loaded, so the
// page starts again with no network (a classroom).
//
// No rules and no page's words here: the page passes its translator `t` and its own
// words for what differs between the pages; the words said here (t("…")) are sent with
// each page's, from the engine's catalog (tools/play_assets.py reads them in this file).
//
// Loaded by book/play.html and book/duplicate-results.html as a classic script, from the
// same folder as the page's script and before it; it defines the global `s66Engine`.
const s66Engine = (() => {
  "use strict";

  // A classic script: document.currentScript is its <script> element (in ../play/).
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  /** The folder of the pages' scripts and files (../play/); their workers are in ../book/. */
  const folder = new URL(".", script.src);
  // A minute for Pyodide and the engine to start, unless the page says otherwise.
  const START_TIMEOUT_MS = 60000;

  /**
   * The page's words in the language of its <html lang>, from those of every language
   * tools/play_assets.py writes in front of the page's script (English if the engine
   * does not speak it).
   * @template W
   * @param {Record<string, W> | undefined} everyLanguage
   * @returns {W}
   */
  function pageWords(everyLanguage) {
    const every = everyLanguage || /** @type {Record<string, W>} */ ({});
    const lang = (document.documentElement.lang || "").split("-")[0].toLowerCase();
    return every[lang] || every.en;
  }

  /**
   * What went wrong: a thrown error's message, or else what was thrown.
   * @param {unknown} error
   */
  const whatFailed = (error) =>
    String(error && typeof error === "object" && "message" in error && error.message ? error.message : error);

  /**
   * `promise`, or an error saying that `what` did not finish within `ms`.
   * @template T
   * @param {Promise<T>} promise
   * @param {number} ms
   * @param {string} what
   * @param {Words} t
   * @returns {Promise<T>}
   */
  function withTimeout(promise, ms, what, t) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    /** @type {Promise<never>} */
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(t("{what} did not finish within {seconds} s", { what, seconds: Math.round(ms / 1000) }))), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  /**
   * Keep the page, Pyodide and the engine for offline use: the page's service worker
   * (book/<page>-sw.js, scope book/<page>…, in each edition's own book/) is sent the URLs
   * of the site the page and its Web Worker (`workerUrls`) loaded.  Over file:// or in a
   * browser without service workers, nothing is kept; what fails is told on the console.
   * @param {string} page
   * @param {string[]} workerUrls
   * @param {Words} t
   */
  async function keepForOffline(page, workerUrls, t) {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    try {
      // Earlier builds of the play page registered the page alone (scope play.html):
      // such a worker goes.
      for (const old of await navigator.serviceWorker.getRegistrations()) {
        if (old.scope.endsWith(`/${page}.html`)) await old.unregister();
      }
      const registration = await navigator.serviceWorker.register(`${page}-sw.js`, {
        scope: `./${page}`,
      });
      const worker = registration.active || registration.waiting || registration.installing;
      if (!worker) throw new Error("the service worker was registered but is not there");
      const urls = [window.location.href.split("#")[0]].concat(
        performance.getEntriesByType("resource").map((entry) => entry.name), workerUrls)
        .filter((url) => url.startsWith(window.location.origin));
      const send = (sw) => sw.postMessage({ keep: urls });
      if (worker.state === "activated") send(worker);
      else {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") send(worker);
        });
      }
    } catch (error) {
      console.warn(`solo66 ${page}:`, t("this browser keeps no offline copy of the page"), error);
    }
  }

  /**
   * Start the engine in the page's Web Worker: once it is ready, the connection to it;
   * if it fails or takes longer than `timeoutMs`, an error saying why (and the worker
   * is ended).  The worker's messages other than its start and its answers (the play
   * page's progress and status) go to `onMessage`.
   * @param {S66EngineOptions} options
   * @returns {Promise<S66Engine>}
   */
  async function connect(options) {
    const { page, t } = options;
    const worker = new Worker(new URL(`../book/${page}-worker.js`, folder), { type: "module" });
    const waiting = new Map(); // request id -> resolve
    const working = new Map(); // request id -> told how far it has come (done, total)
    let nextId = 1;
    /** @type {Promise<S66EngineReady>} */
    const started = new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const message = event.data;
        if (message.type === "ready") {
          resolve(message);
        } else if (message.type === "failed") {
          reject(new Error(message.message));
        } else if (message.type === "working") {
          const tell = working.get(message.id);
          if (tell) tell(message.done, message.total);
        } else if (message.type === "answer") {
          const resolveAnswer = waiting.get(message.id);
          waiting.delete(message.id);
          working.delete(message.id);
          const answer = message.answer.crashed
            ? { ok: false, error: options.crashed(message.answer.crashed) }
            : message.answer;
          if (resolveAnswer) resolveAnswer(answer);
        } else if (options.onMessage) {
          options.onMessage(message);
        }
      });
      worker.addEventListener("error", (event) => reject(new Error(event.message || options.noStart)));
      worker.postMessage({ type: "start", lang: t.lang, engine: options.engine });
    });
    let ready;
    try {
      ready = await withTimeout(started, Number(options.timeoutMs || START_TIMEOUT_MS), options.what, t);
    } catch (error) {
      worker.terminate();
      throw error;
    }
    const urls = ready.urls;
    return {
      ready,
      api(request, onWorking) {
        const id = nextId++;
        return new Promise((resolve) => {
          waiting.set(id, resolve);
          if (onWorking) working.set(id, onWorking);
          worker.postMessage({ type: "call", id, request });
        });
      },
      keepForOffline: () => keepForOffline(page, urls, t),
      terminate: () => worker.terminate(),
    };
  }

  return { connect, folder, pageWords, whatFailed };
})();
