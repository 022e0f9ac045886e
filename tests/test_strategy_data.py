"""The strategy page's data: benchmarks/strategy_data.py and the committed book/data/strategy.json.

The page itself (book/strategy.ipynb) replays the first deals and checks every claim
it makes against the file; these tests check the generator on a small run and that
the committed file is a full default run.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
from dataclasses import asdict
from pathlib import Path
from types import ModuleType

import pytest

from solo66.analysis.strategy import play_sample
from solo66.core.rules import option

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "book" / "data" / "strategy.json"
SMALL = ["--deals", "40", "--solver-deals", "2", "--auction-deals", "40"]


def load_generator() -> ModuleType:
    """The generator, ``benchmarks/strategy_data.py``."""
    return importlib.import_module("benchmarks.strategy_data")


@pytest.fixture(scope="module")
def small_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, bytes, str]:
    """The generator's file from a small run in one process and in two, and what
    the first run printed."""
    bench = load_generator()
    files = []
    printed = io.StringIO()
    for jobs in ("1", "2"):
        path = tmp_path_factory.mktemp(f"jobs{jobs}") / "strategy.json"
        with contextlib.redirect_stdout(printed if jobs == "1" else io.StringIO()):
            assert bench.main([*SMALL, "--jobs", jobs, "--output", str(path)]) == 0
        files.append(path.read_bytes())
    return files[0], files[1], printed.getvalue()


def test_small_run_is_the_same_in_one_process_or_two(small_run: tuple[bytes, bytes, str]) -> None:
    assert small_run[0] == small_run[1]


def test_small_run_counts_every_deal_once(small_run: tuple[bytes, bytes, str]) -> None:
    data = json.loads(small_run[0])
    for key, deals in [("heuristic", 40), ("open_hand", 2), ("heuristic_on_solver_deals", 2)]:
        for table in ("by_trumps", "by_trump_points", "by_trumps_and_points", "by_position"):
            assert sum(row["n"] for row in data[key][table]) == deals, (key, table)
    before = data["last_trick"]["points_before_bonus"]
    assert sum(before["soloist_took_last"]) + sum(before["defenders_took_last"]) == 40
    # Every procedure the auction option declares, so a new one cannot be left out.
    auctions = [str(choice) for choice in option("auction").choices]
    assert [row["auction"] for row in data["all_pass"]["by_auction"]] == auctions
    assert [row["n"] for row in data["all_pass"]["by_auction"]] == [40] * len(auctions)
    assert list(data["check"]["all_pass"]) == auctions
    paired = data["paired"]
    assert sum(v for k, v in paired.items() if k.startswith("heuristic_")) == 2
    assert len(data["exercises"]) == 5


def test_small_run_prints_progress_and_run_time(small_run: tuple[bytes, bytes, str]) -> None:
    out = small_run[2]
    assert "played: 40/40" in out and "solved: 2/2" in out
    assert "s CPU)" in out


def test_committed_file_is_a_default_run_of_the_generator() -> None:
    bench = load_generator()
    data = json.loads(COMMITTED.read_text(encoding="utf-8"))
    defaults = vars(bench.build_parser().parse_args([]))
    settings = data["settings"]
    assert (settings["deals"], settings["solver_deals"], settings["auction_deals"]) == (
        defaults["deals"],
        defaults["solver_deals"],
        defaults["auction_deals"],
    )
    auctions = [str(choice) for choice in option("auction").choices]
    assert [row["auction"] for row in data["all_pass"]["by_auction"]] == auctions
    first = data["check"]["hands"][:5]
    assert [asdict(play_sample(seed)) for seed in range(5)] == first
