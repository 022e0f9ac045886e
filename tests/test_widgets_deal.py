"""State generation of the deal widget: plain JSON, every step consistent with the engine."""

from __future__ import annotations

import json

import pytest

from solo66 import Deal, Rules
from solo66.core.deal import shuffled_pack
from solo66.frontends.table import merge
from solo66.frontends.widgets import DealWidget
from solo66.frontends.widgets.deal import PATTERNS, deal_data


def tables(hand: dict, pattern: str) -> list[dict]:
    """The tables of a hand's steps, put back together as deal.js does."""
    out = [hand["table"]]
    for step in hand["patterns"][pattern]["steps"][1:]:
        out.append(merge(out[-1], step["table"]))
    return out


def test_state_is_plain_json() -> None:
    data = deal_data(seeds=[1, 2])
    assert json.loads(json.dumps(data)) == data


@pytest.mark.parametrize("pattern", PATTERNS)
def test_every_step_matches_the_engine_deal(pattern: str) -> None:
    data = deal_data(seeds=[3, 4, 5], dealer=2, patterns=[pattern])
    for i, hand in enumerate(data["hands"]):
        dealer = (2 + i) % 5
        assert hand["dealer"] == dealer and hand["forehand"] == (dealer + 1) % 5
        deal = Deal.shuffle(hand["seed"], dealer, Rules(packets=pattern))
        steps = hand["patterns"][pattern]["steps"]
        assert hand["patterns"][pattern]["code"] == deal.code
        packets = deal.packets(Rules(packets=pattern))
        assert len(steps) == len(packets) + 1
        shown = tables(hand, pattern)
        assert [s["hand"] for s in shown[0]["seats"]] == [[]] * 5 and steps[0]["left"] == 32
        assert f"top {shuffled_pack(hand['seed'])[1]} cards" in steps[0]["text"]
        assert [s["roles"] for s in shown[0]["seats"]][dealer] == ["dealer"]
        for step, table, (who, cards) in zip(steps[1:], shown[1:], packets, strict=True):
            assert step["to"] == who and step["packet"] == [str(c) for c in cards]
            dealt = sum(s["count"] for s in table["seats"]) + table["talon"]["count"]
            assert step["left"] == 32 - dealt
            assert [s["turn"] for s in table["seats"]] == [s == who for s in range(5)]
        last = shown[-1]
        assert [s["hand"] for s in last["seats"]] == [[str(c) for c in h] for h in deal.hands]
        assert last["talon"]["cards"] == [str(c) for c in deal.talon]
        assert deal.code in steps[-1]["text"]


def test_cards_needed_are_in_the_state() -> None:
    data = deal_data(seeds=[9])
    assert len(data["cards"]) == 32
    assert all({"label", "svg", "svg4"} <= set(info) for info in data["cards"].values())


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError):
        deal_data(seeds=[])
    with pytest.raises(ValueError):
        deal_data(seeds=[1], patterns=["4-T-4"])


def test_widget_regenerates_from_seeds() -> None:
    widget = DealWidget(seeds=[21], dealer=3)
    assert widget.data["hands"][0]["dealer"] == 3
    assert widget.pattern == "3-T-3" and widget.step == 0
