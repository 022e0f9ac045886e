// The globals the play and results pages' classic scripts (tools/play/play.js, results.js)
// find, for TypeScript's checker (jsconfig.json); nothing here is loaded by a page.
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
