// The globals tools/play_assets.py writes in front of the service worker (tools/play/sw.js)
// for TypeScript's checker (jsconfig.worker.json); nothing here is loaded by a page.

/** The checksum of everything the worker keeps: a new build, a new cache. */
declare const VERSION: string;
/** The page whose worker this is ("play" or "duplicate-results"): names its cache. */
declare const PAGE: string;
