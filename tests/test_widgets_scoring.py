"""State generation of the scoring calculator: the whole grid, from the engine's scoring."""

from __future__ import annotations

import json

from solo66 import Game
from solo66.core.scoring import outcome, soloist_score
from solo66.frontends.widgets import ScoringWidget
from solo66.frontends.widgets.scoring import (
    SCHEMES,
    impossible,
    outcome_rows,
    outcome_table,
    scoring_data,
)


def test_grid_is_plain_json_and_the_engines() -> None:
    data = scoring_data()
    assert json.loads(json.dumps(data)) == data
    assert len(data["grid"]) == 7 and all(len(row) == 131 for row in data["grid"])
    for tricks, row in enumerate(data["grid"]):
        for points, cell in enumerate(row):
            why = impossible(points, tricks)
            if why is None:
                assert cell == [
                    [outcome(points, tricks, r), soloist_score(points, tricks, r)]
                    for _, r in SCHEMES
                ]
            else:
                assert data["messages"][cell] == why


def test_impossible_pairs() -> None:
    assert impossible(130, 6) is None and impossible(120, 6) is not None
    assert impossible(22, 0) is None and impossible(23, 0) is not None
    assert impossible(1, 0) is not None  # no two cards make 1 point
    assert impossible(65, 5) is not None and impossible(66, 5) is None


def test_every_finished_game_is_a_possible_pair() -> None:
    import random

    for seed in range(60):
        game = Game.new(seed)
        rng = random.Random(seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        result = game.result
        assert result is not None
        if result.soloist is not None:
            assert impossible(result.soloist_points, result.soloist_tricks) is None


def test_outcome_table_is_the_rules_table() -> None:
    table = outcome_table()
    assert "| win | 66–97 | 1–5 | +P |" in table
    assert "| loss, soloist schwarz | 0–22 | 0 | −4P |" in table
    assert [r["outcome"] for r in outcome_rows()] == [
        "win",
        "win-schneider",
        "win-schwarz",
        "loss",
        "loss-schneider",
        "loss-schwarz",
    ]


def test_widget() -> None:
    widget = ScoringWidget(points=98, tricks=5)
    assert widget.data["grid"][5][98][0] == ["win-schneider", 196]


def test_the_minus_sign_is_the_languages() -> None:
    """English writes a loss as -130, German with the true minus sign (U+2212)."""
    from solo66.i18n import speaking

    assert scoring_data()["minus"] == "-"
    with speaking("de"):
        assert scoring_data()["minus"] == "\u2212"
