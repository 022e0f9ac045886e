"""Seats in the order of play come from one helper, Rules.seat_order, which honours the
rotation option; the widgets' JavaScript is given the order instead of computing it."""

from __future__ import annotations

import random
import re
from pathlib import Path

from solo66 import Game, Rules
from solo66.frontends.table import PLACES
from solo66.frontends.widgets.deal import deal_data
from solo66.frontends.widgets.replay import replay_data, step_tables

WIDGETS = Path(__file__).resolve().parents[1] / "solo66" / "frontends" / "widgets"


def test_no_widget_script_works_out_seats_itself():
    for script in sorted(WIDGETS.glob("*.js")):
        assert not re.search(r"%\s*5\b", script.read_text(encoding="utf-8")), script.name


def test_the_deal_widget_is_given_the_order_of_dealing():
    data = deal_data(seeds=[3, 4], dealer=4, patterns=["3-T-3"])
    rules = Rules()
    for hand in data["hands"]:
        assert hand["order"] == list(rules.seat_order(rules.forehand(hand["dealer"])))
        assert hand["order"][0] == hand["forehand"]
    assert [h["dealer"] for h in data["hands"]] == [4, 0]


def test_the_replayer_is_given_each_tricks_order_and_the_seats_places():
    game = Game.new(8)
    rng = random.Random(8)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    data = replay_data(game, marks=False)
    tricks = [t["open"]["trick"] for t in step_tables(data) if t["open"]["trick"]]
    assert tricks
    for trick in tricks:
        order = list(game.rules.seat_order(trick["leader"]))
        assert [p["seat"] for p in trick["plays"]] == order[: len(trick["plays"])]
    # Round the table in the order of play, from the reader's seat at the bottom.
    for seat in range(5):
        where = data["places"][str(seat)]
        assert [where[s] for s in game.rules.seat_order(seat)] == list(PLACES)
