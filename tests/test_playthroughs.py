"""Golden playthroughs: each file in tests/playthroughs/ is replayed through the engine
step by step and must come out line for line the same.

A failure prints the difference.  If the change in behaviour is intended, run
``python -m tests.playthroughs.regenerate`` and commit the new files with the change.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest

from tests.playthroughs import regenerate

FOLDER = Path(__file__).parent / "playthroughs"


FILES = sorted(FOLDER.glob("*.txt"))


def test_there_is_a_playthrough_for_each_scenario():
    names = {path.stem for path in FILES}
    assert names == {scenario.name for scenario in regenerate.SCENARIOS}
    assert {
        "default",
        "talon-first",
        "last-trick",
        "schneider",
        "schwarz",
        "must-overtrump",
    } <= names


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_the_engine_replays_the_playthrough_exactly(path: Path):
    expected = path.read_text(encoding="utf-8")
    comments, game, actions = regenerate.read(path)
    actual = regenerate.render(comments, game, actions)
    if actual != expected:
        diff = difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=f"{path.name} (golden)",
            tofile=f"{path.name} (engine now)",
            n=8,
        )
        pytest.fail("the engine no longer plays this hand as recorded:\n" + "".join(diff))
    assert game.is_over()


def test_a_changed_playthrough_fails_with_a_readable_diff(tmp_path: Path):
    original = (FOLDER / "default.txt").read_text(encoding="utf-8")
    first_play = original.index("action: play ")
    changed = original[:first_play] + re.sub(
        r"legal \((\d+)\)", "legal (99)", original[first_play:], count=1
    )
    path = tmp_path / "default.txt"
    path.write_text(changed, encoding="utf-8")
    with pytest.raises(pytest.fail.Exception) as failure:
        test_the_engine_replays_the_playthrough_exactly(path)
    message = str(failure.value)
    assert "-legal (99)" in message and "+legal (" in message
    assert "step " in message  # the context names the step


def test_an_action_the_engine_refuses_shows_in_the_diff(tmp_path: Path):
    original = (FOLDER / "default.txt").read_text(encoding="utf-8")
    path = tmp_path / "default.txt"
    path.write_text(original.replace("action: play ", "action: play ♣X", 1), encoding="utf-8")
    with pytest.raises(pytest.fail.Exception, match=r"\+REFUSED: not an action: 'play ♣X"):
        test_the_engine_replays_the_playthrough_exactly(path)
