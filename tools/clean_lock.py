"""Remove every web address from package-lock.json, so the committed lock names no host.

``.npmrc`` already keeps npm from recording where each package was downloaded
(``omit-lockfile-registry-resolved``); npm still copies each package's ``funding``
links into the lock.  They are informational only (``npm ci`` ignores them), so this
script drops them and fails if any other address is left.  ``make lock`` runs it after
``npm install --package-lock-only``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def clean(lock: dict[str, object]) -> dict[str, object]:
    packages = lock.get("packages", {})
    assert isinstance(packages, dict)
    for meta in packages.values():
        if isinstance(meta, dict):
            meta.pop("funding", None)
    return lock


def main(argv: list[str] | None = None) -> int:
    path = Path(argv[0]) if argv else ROOT / "package-lock.json"
    lock = clean(json.loads(path.read_text(encoding="utf-8")))
    text = json.dumps(lock, indent=2, ensure_ascii=False) + "\n"
    if "http:" in text or "https:" in text:
        sys.exit(f"{path} still names a web address after cleaning")
    path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
