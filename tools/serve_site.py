"""Serve the built book as a real web host does: compressed, cached, right MIME types.

Python's ``http.server`` sends no compression and no cache headers, so figures taken
through it (Lighthouse's above all) are those of no real host.  This server gzips
every text response the browser accepts gzip for, sends ``Cache-Control`` (an hour;
the pages themselves revalidate), and names ``.wasm``, ``.mjs``, ``.js`` and
``.json`` as a host must for Pyodide.  ``benchmarks/site_weight.py`` and
``tools/check_html.py`` use it; ``python -m tools.serve_site [--port N]`` serves
``_build/html`` by hand.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "html"
COMPRESSED = ("text/", "application/javascript", "application/json", "image/svg+xml")
COMPRESSED += ("application/wasm",)
#: What a host must call the site's files (Pyodide needs .wasm and .mjs right).
MIME_TYPES: dict[str, str] = {
    **http.server.SimpleHTTPRequestHandler.extensions_map,
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with gzip and cache headers."""

    extensions_map: ClassVar[dict[str, str]] = MIME_TYPES
    _cache: ClassVar[dict[tuple[str, float], bytes]] = {}
    _lock = threading.Lock()

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        kind = self.guess_type(str(path))
        gzip_ok = "gzip" in self.headers.get("Accept-Encoding", "")
        if not path.is_file() or not gzip_ok or not kind.startswith(COMPRESSED):
            return super().send_head()
        key = (str(path), path.stat().st_mtime)
        with self._lock:
            body = self._cache.get(key)
            if body is None:
                body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
                self._cache[key] = body
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        if self.path.split("?")[0].endswith((".html", "/")):
            self.send_header("Cache-Control", "no-cache")
        else:
            self.send_header("Cache-Control", "public, max-age=3600")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serve(
    site: Path = SITE, port: int = 0, handler_class: type[Handler] | None = None
) -> Iterator[str]:
    """Serve ``site`` on 127.0.0.1 in a thread; yields the base URL (ends with ``/``).
    ``handler_class`` may extend :class:`Handler` (a benchmark's extra page)."""
    handler = functools.partial(handler_class or Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--site", type=Path, default=SITE)
    args = parser.parse_args(argv)
    with serve(args.site, args.port) as base:
        print(f"Serving {args.site} on {base} (Ctrl-C stops)")
        with suppress(KeyboardInterrupt):
            threading.Event().wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
