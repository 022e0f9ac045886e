"""State generation of the discard widget: all 28 choices, each applied by the engine."""

from __future__ import annotations

import itertools
import json

import pytest

from solo66 import Game
from solo66.analysis.fair import discard_values
from solo66.analysis.solver import solve
from solo66.frontends.widgets import DiscardWidget
from solo66.frontends.widgets.discard import DISCARD_SAMPLES, discard_data, discard_position


@pytest.mark.parametrize("seed", [15, 37])  # the two positions of talon.ipynb
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
    # Ranked by the fair value (deals that fit the soloist's eight cards), the engine's.
    fair = discard_values(game, samples=DISCARD_SAMPLES, seed=game.deal.code)
    assert position["samples"] == DISCARD_SAMPLES
    by_action = {str(a): v for a, v in fair.values.items()}
    for choice in position["choices"].values():
        assert choice["fair"] == round(by_action[choice["action"]], 1)
    fairs = [position["choices"][k]["fair"] for k in position["ranked"]]
    assert fairs == sorted(fairs, reverse=True)
    assert position["best"] == [
        k for k in position["ranked"] if position["choices"][k]["fair_cost"] == 0
    ]
    # Hindsight: the open-hand value of the real deal, the cost against its best.
    values = [position["choices"][k]["value"] for k in position["ranked"]]
    top = max(values)
    assert position["hindsight_best"] == [
        k for k in position["ranked"] if position["choices"][k]["value"] == top
    ]
    for k in (position["ranked"][0], position["ranked"][-1]):
        after = game.clone()
        after.apply(position["choices"][k]["action"])
        assert position["choices"][k]["value"] == solve(after).value
        assert position["choices"][k]["cost"] == top - solve(after).value


def test_the_best_discard_is_judged_at_best_play_not_by_card_points() -> None:
    position = discard_data([discard_position(37)])["positions"][0]
    choices = position["choices"]
    # Eva (seat 4) plays in spades: putting away the most card points throws away the trump ace.
    richest = max(choices, key=lambda k: choices[k]["points"])
    assert richest == "♠A ♦A"
    assert position["ranked"][0] == "♣Q ♥K"
    assert choices["♣Q ♥K"]["value"] - choices[richest]["value"] == 52
    why = " ".join(position["why_best"])
    assert "worth 74 card points at best play" in why
    assert "you take 4 tricks" in why and "wins with 74 card points and 4 tricks" in why
    assert "no ♣ or ♥" in why and "keep all your 4 trumps" in why
    assert "♠A ♦A (22), is worth only 22 card points at best play: 52 fewer" in why


def test_only_a_game_at_the_discard_is_accepted() -> None:
    with pytest.raises(ValueError):
        discard_data([Game.new(seed=1)])
    with pytest.raises(ValueError):
        discard_position(8)  # everyone passes on seed 8


def test_widget_from_game() -> None:
    widget = DiscardWidget.from_game(discard_position(37))
    assert widget.data["positions"][0]["ranked"][0] == "♣Q ♥K"
    assert widget.selected == []
