"""State generation of the deal widget: plain JSON, every step consistent with the engine."""

from __future__ import annotations

import json

import pytest

from solo66 import Deal, Rules
from solo66.core.deal import shuffled_pack
from solo66.frontends.widgets import DealWidget
from solo66.frontends.widgets.deal import PATTERNS, deal_data


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
        assert steps[0]["hands"] == [[]] * 5 and steps[0]["left"] == 32
        assert f"top {shuffled_pack(hand['seed'])[1]} cards" in steps[0]["text"]
        for step, (who, cards) in zip(steps[1:], packets, strict=True):
            assert step["to"] == who and step["packet"] == [str(c) for c in cards]
            dealt = sum(len(h) for h in step["hands"]) + len(step["talon"])
            assert step["left"] == 32 - dealt
        last = steps[-1]
        assert last["hands"] == [[str(c) for c in h] for h in deal.hands]
        assert last["talon"] == [str(c) for c in deal.talon]
        assert deal.code in last["text"]


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
