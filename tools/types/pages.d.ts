// The globals the play and results pages' classic scripts (tools/play/play.js, results.js)
// find, for TypeScript's checker (jsconfig.json); nothing here is loaded by a page.
// Their engine's client, tools/play/engine.js, defines the global `s66Engine` itself (as
// base.js does `s66`); the shapes it takes and gives are declared here.
// The play page's `qrcode` is ../runtime/qrcode/qrcode.js's (npm qrcode-generator, whose
// own declarations these are; play.js still asks whether that script has loaded).
/// <reference types="qrcode-generator" />

/** A choice in a <select>: the engine's name for it and its label in the page's language. */
interface S66Choice {
  name: string;
  label: string;
}

/** The play page's words in one language (solo66.frontends.playpage.page_words). */
interface S66PlayWords {
  lang: string;
  players: string[];
  levels: S66Choice[];
  table: Record<string, string>;
  said: Record<string, string>;
  decimal: string;
}

/** The results page's words in one language (solo66.frontends.results_page.page_words). */
interface S66ResultsWords {
  lang: string;
  said: Record<string, string>;
  schemes: S66Choice[];
  trumps: S66Choice[];
  decimal: string;
}

/** Written in front of play.js by tools/play_assets.py: the words, by language code. */
declare var s66PlayWords: Record<string, S66PlayWords> | undefined;
/** Written in front of results.js by tools/play_assets.py: the words, by language code. */
declare var s66ResultsWords: Record<string, S66ResultsWords> | undefined;
/** Set by a test before the play page loads: how long Pyodide may take to start. */
declare var S66_PLAY_TIMEOUT_MS: number | undefined;
/** Set by a test before the results page loads: how long Pyodide may take to start. */
declare var S66_RESULTS_TIMEOUT_MS: number | undefined;

/** What the engine's Web Worker says once Python and the engine have started. */
interface S66EngineReady {
  type: "ready";
  /** How long the start took, in seconds. */
  seconds: number;
  /** The bytes it loaded. */
  bytes: number;
  /** The URLs it loaded, for the offline cache. */
  urls: string[];
}

/** What a page tells s66Engine.connect (tools/play/engine.js). */
interface S66EngineOptions {
  /** The page ("play" or "duplicate-results"): its workers book/<page>-worker.js and
   * book/<page>-sw.js, the latter's scope book/<page>…. */
  page: string;
  /** Which engine module answers (the worker's ENGINES: "playpage", "results_page"). */
  engine: string;
  /** The page's translator; its language is the one the engine is told to speak. */
  t: Words;
  /** What did not finish if the start takes too long (in the page's words). */
  what: string;
  /** How long the start may take, in milliseconds (a minute if not given). */
  timeoutMs?: number;
  /** The page's words for a worker that could not start at all. */
  noStart: string;
  /** The page's words for an engine that failed on a request (its message). */
  crashed: (error: string) => string;
  /** The worker's other messages while it starts (the play page's progress and status). */
  onMessage?: (message: { type: string; [key: string]: any }) => void;
}

/** A page's connection to its started engine (s66Engine.connect). */
interface S66Engine {
  /** What the worker said when it was ready. */
  ready: S66EngineReady;
  /** One request to the engine: a Promise of its JSON answer (`{ok: false, error}` if the
   * engine failed); `onWorking(done, total)` hears how far a long one has come. */
  api(request: object, onWorking?: (done: number, total: number) => void): Promise<any>;
  /** Keep the page, Pyodide and the engine for offline use (its service worker). */
  keepForOffline(): Promise<void>;
  /** End the engine's worker. */
  terminate(): void;
}
