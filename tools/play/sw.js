// @ts-check
// The play page's service worker (book/play-sw.js, scope book/play…: the page and its
// engine's Web Worker, book/play-worker.js), written by tools/play_assets.py with
// VERSION, which changes whenever the page, Pyodide or the engine do.  After the page
// has started once over HTTP(S), it sends the URLs it and its engine's worker used
// (itself, its scripts and styles, Pyodide, the engine's zip); the service worker keeps
// them in its cache, and answers the page and the engine's worker from there first, so
// a device that opened the page once plays with no network.  A new build means a new VERSION: the old
// cache is dropped when the new worker takes over.
// PAGE (written with VERSION) names the page's own cache: the play page's and the
// results page's workers (book/duplicate-results-sw.js) each keep and drop their own.
const CACHE = `solo66-${PAGE}-${VERSION}`;
/** This service worker's global scope (`self`), with its events and clients (the
 * webworker library types `self` as any worker's scope, hence the step through unknown). */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener("install", () => sw.skipWaiting());

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(`solo66-${PAGE}-`) && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const urls = (event.data && event.data.keep) || [];
  const origin = sw.location.origin;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of urls) {
        if (!url.startsWith(origin) || (await cache.match(url))) continue;
        try {
          // The page has just loaded each of them: take the browser's HTTP cache's
          // copy, stale or not, rather than download 13 MB again.
          const response = await fetch(url, { cache: "force-cache" });
          if (response.ok) await cache.put(url, response);
        } catch (error) {
          // Kept next time.
        }
      }
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(sw.location.origin)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
      if (kept) return kept;
      return fetch(request);
    })(),
  );
});
