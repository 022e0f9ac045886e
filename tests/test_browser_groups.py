"""The browser tests that share a started Pyodide page share one xdist worker
(``--dist loadgroup``, tests/browser/conftest.py), a group for each shared page, and the
tests that start Pyodide run first: checked on a small suite run the way ``make browser``
runs the real one, with the real conftest's grouping hook.

pytest 9.2 with pytest-xdist 3.8 drops the groups without a word (xdist still writes
the group into a node id field pytest no longer reads: pytest-dev/pytest-xdist#1386),
so constraints.txt holds pytest at 9.1.1 until a fixed xdist is out; this test fails on
a pair that groups nothing.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CONFTEST = """
import pytest
from tests.browser.conftest import pytest_collection_modifyitems  # noqa: F401

@pytest.fixture(params=["book/deal.html", "book/play.html", "book/tricks.html"])
def page(request):
    return request.param

@pytest.fixture
def started_play():
    return None

@pytest.fixture
def results():
    return None
"""
PLAY = """
import pytest

@pytest.mark.parametrize("n", range(4))
def test_on_the_started_page(started_play, n):
    pass

@pytest.mark.parametrize("n", range(3))
def test_own_page(n):
    pass
"""
RESULTS = """
import pytest

@pytest.mark.parametrize("n", range(3))
def test_on_the_results_page(results, n):
    pass
"""
OTHER = """
import pytest

@pytest.mark.parametrize("n", range(6))
def test_plain(n):
    pass

def test_each_page(page):
    pass
"""


def run(tmp_path: Path, *args: str) -> str:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_other.py").write_text(OTHER)
    (tmp_path / "test_play_page.py").write_text(PLAY)
    (tmp_path / "test_duplicate_results.py").write_text(RESULTS)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *args, "-p", "no:cacheprovider", "-o", "addopts=",
         str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def test_each_shared_page_has_its_worker_and_the_rest_no_group(tmp_path: Path) -> None:
    out = run(tmp_path, "-n", "3", "--dist", "loadgroup", "-v")
    ran = re.findall(r"^\[(gw\d)\] \[ *\d+%\] PASSED (\S+)", out, re.MULTILINE)
    assert len(ran) == 4 + 3 + 3 + 6 + 3, out[-3000:]
    workers: dict[str, set[str]] = {}
    for worker, name in ran:
        workers.setdefault(name.partition("@")[2], set()).add(worker)
    assert set(workers) == {"", "pyodide", "pyodide-results"}, sorted(workers)
    assert len(workers["pyodide"]) == 1
    assert len(workers["pyodide-results"]) == 1
    grouped = [name for _, name in ran if "@" in name]
    assert sorted(n.split("::")[1].split("[")[0] for n in grouped) == (
        ["test_on_the_results_page"] * 3 + ["test_on_the_started_page"] * 4
    )


def test_the_groups_come_first_then_the_tests_that_start_pyodide(tmp_path: Path) -> None:
    order = [line for line in run(tmp_path, "--collect-only", "-q").splitlines() if "::" in line]
    kinds = [
        0 if "on_the_" in name else 1 if "own_page" in name or "play.html" in name else 2
        for name in order
    ]
    assert kinds == sorted(kinds), order
    assert kinds.count(1) == 3 + 1, order
