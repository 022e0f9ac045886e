"""State generation of the trick widget: every verdict is the engine's."""

from __future__ import annotations

import json

import pytest

from solo66 import Game, Reason
from solo66.core.game import PLAY_ACTION, trick_winner
from solo66.frontends.widgets import TrickWidget
from solo66.frontends.widgets.tricks import CASES, find_position, trick_data

RULE_OF_CASE = {
    "follow": Reason.MUST_FOLLOW_SUIT,
    "must-trump": Reason.MUST_TRUMP,
    "trump-led": Reason.MUST_FOLLOW_TRUMP,
    "overtrump": Reason.MUST_OVERTRUMP,
}


def _check(game: Game, position: dict[str, object]) -> None:
    seat = game.current_player
    assert seat is not None and position["seat"] == seat
    trick = game.current_trick
    leader = game.trick_leader
    assert leader is not None
    cards = position["cards"]
    assert isinstance(cards, dict)
    for card in game.hands[seat]:
        verdict = cards[str(card)]
        why = game.why_not(PLAY_ACTION[card])
        assert verdict["legal"] == (why is None)
        if why is not None:
            assert verdict["why"] == str(why)
        else:
            best = trick_winner((*trick, card), game.trump)
            assert verdict["winner"] == (leader + best) % 5
            assert verdict["winning_card"] == str((*trick, card)[best])


@pytest.mark.parametrize("case", list(CASES))
def test_each_case_is_found_and_every_verdict_is_the_engines(case: str) -> None:
    game = find_position(case)
    data = trick_data([game], [case])
    assert json.loads(json.dumps(data)) == data
    position = data["positions"][0]
    _check(game, position)
    seat = game.current_player
    assert seat is not None
    refusals = [game.why_not(PLAY_ACTION[c]) for c in game.hands[seat]]
    reasons = {r.reason for r in refusals if r is not None}
    if case == "free":
        assert reasons == set()
    else:
        assert RULE_OF_CASE[case] in reasons
    assert (case == "overtrump") == game.rules.must_overtrump


def test_default_widget_has_every_case() -> None:
    widget = TrickWidget()
    assert [p["case"] for p in widget.data["positions"]] == list(CASES)


def test_from_any_game_in_play() -> None:
    game = find_position("follow", start=200)
    widget = TrickWidget.from_game(game)
    _check(game, widget.data["positions"][0])
    with pytest.raises(ValueError):
        TrickWidget.from_game(Game.new(seed=1))


def test_unknown_case() -> None:
    with pytest.raises(ValueError):
        find_position("revoke")
