"""Every JavaScript file of the site asks editors and TypeScript to check it (issue 25)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_javascript_file_starts_with_ts_check() -> None:
    listed = subprocess.run(
        ["git", "ls-files", "--", "solo66/*.js", "tools/*.js", "tools/*.mjs"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    files = listed or [
        str(p.relative_to(ROOT)) for d in ("solo66", "tools") for p in (ROOT / d).rglob("*.js")
    ]
    assert len(files) >= 10
    for name in files:
        first = (ROOT / name).read_text(encoding="utf-8").split("\n", 1)[0]
        assert first == "// @ts-check", name
