"""State generation of the discard widget: all 28 choices, each applied by the engine."""

from __future__ import annotations

import itertools
import json

import pytest

from solo66 import Game
from solo66.frontends.widgets import DiscardWidget
from solo66.frontends.widgets.discard import discard_data, discard_position


@pytest.mark.parametrize("seed", [15, 37, 2])
def test_all_28_choices_match_the_engine(seed: int) -> None:
    game = discard_position(seed)
    data = discard_data([game])
    assert json.loads(json.dumps(data)) == data
    position = data["positions"][0]
    assert len(position["hand"]) == 8 and len(position["choices"]) == 28
    soloist = game.soloist
    assert soloist is not None
    for a, b in itertools.combinations(position["hand"], 2):
        choice = position["choices"][f"{a} {b}"]
        after = game.clone()
        after.apply(choice["action"])
        assert choice["points"] == after.points[soloist]
        assert choice["points"] == data["cards"][a]["points"] + data["cards"][b]["points"]
        assert sorted(choice["kept"]) == sorted(str(c) for c in after.hands[soloist])
        assert after.tricks_won[soloist] == 0
    points = [position["choices"][k]["points"] for k in position["ranked"]]
    assert points == sorted(points, reverse=True)


def test_only_a_game_at_the_discard_is_accepted() -> None:
    with pytest.raises(ValueError):
        discard_data([Game.new(seed=1)])
    with pytest.raises(ValueError):
        discard_position(8)  # everyone passes on seed 8


def test_widget_from_game() -> None:
    widget = DiscardWidget.from_game(discard_position(37))
    assert widget.data["positions"][0]["ranked"][0] == "♠A ♦A"
    assert widget.selected == []
