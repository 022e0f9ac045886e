"""Every JavaScript file of the site asks editors and TypeScript to check it (issue 25)."""

from __future__ import annotations

import fnmatch
import json
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


#: Not yet under TypeScript's checker (none now: a new script goes into a jsconfig).
NOT_YET_CHECKED: set[str] = set()


def _includes(config: str) -> list[str]:
    text = (ROOT / config).read_text(encoding="utf-8")
    body = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return list(json.loads(body)["include"])


def test_typescript_checks_every_javascript_file_of_the_site_and_tools() -> None:
    """``make lint`` runs ``tsc`` over jsconfig.json (the site's pages), jsconfig.worker.json
    (its workers) and jsconfig.node.json (the Node.js tools): every script must be in one of
    them, and each of them in ``make lint``."""
    files = {
        str(p.relative_to(ROOT))
        for d in ("solo66", "tools")
        for pattern in ("*.js", "*.mjs")
        for p in (ROOT / d).rglob(pattern)
        if "node_modules" not in p.parts
    }
    configs = ("jsconfig.json", "jsconfig.worker.json", "jsconfig.node.json")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for config in configs:
        assert f"tsc --noEmit -p {config}" in makefile, config
    patterns = [pattern for config in configs for pattern in _includes(config)]
    checked = {name for name in files if any(fnmatch.fnmatch(name, p) for p in patterns)}
    assert files - checked == NOT_YET_CHECKED
