"""The rules configuration: every [default] of RULES.md is a named, documented option."""

from __future__ import annotations

import dataclasses

import pytest

from solo66 import OPTIONS, Rules


def test_the_default_reading():
    rules = Rules()
    assert rules.auction == "pass-final"
    assert rules.talon_order == "announce-first"
    assert rules.must_overtrump is False
    assert rules.tie_at_65 is False
    assert rules.scoring == "points-taken"
    assert rules.game_value == 10
    assert rules.settlement == "soloist-only"
    assert rules.schneider == "under-33"
    assert rules.all_pass == "redeal"
    assert rules.last_trick_payout == "winner-scores"
    assert rules.packets == "3-T-3"
    assert rules.redeal_dealer == "next"
    assert rules.schneider_limit == 33


def test_every_option_is_documented_with_its_source_and_alternatives():
    fields = [f.name for f in dataclasses.fields(Rules)]
    assert sorted(o.field for o in OPTIONS) == sorted(fields)
    for option in OPTIONS:
        assert getattr(Rules(), option.field) == option.default
        assert option.source and option.summary
        if option.choices:
            assert option.default in option.choices
            # Every alternative named is a choice; a single choice is a fixed reading.
            assert len(option.alternatives) == len(option.choices) - 1
        else:
            assert option.alternatives


FIXED_READINGS = {
    "rotation": "anticlockwise",
    "discard": "no-trumps",
    "discard_points": "defenders",
    "discard_is_trick": True,
    "next_leader": "forehand",
}


@pytest.mark.parametrize(("field", "other"), FIXED_READINGS.items())
def test_readings_without_an_alternative_are_named_and_refuse_any_other_value(
    field: str, other: object
) -> None:
    option = next(o for o in OPTIONS if o.field == field)
    assert option.choices == (option.default,) and not option.alternatives
    with pytest.raises(ValueError, match=f"{field} .* is not offered: the engine plays only"):
        Rules(**{field: other})


@pytest.mark.parametrize(
    "options",
    [
        {"auction": "single-round"},
        {"auction": "re-entry"},
        {"talon_order": "talon-first"},
        {"must_overtrump": True},
        {"tie_at_65": True},
        {"scoring": "agreed-value", "game_value": 20},
        {"scoring": "agreed-value", "settlement": "payments"},
        {"schneider": "at-most-30"},
        {"all_pass": "last-trick", "last_trick_payout": "collect-from-each"},
        {"packets": "2-2-2-T"},
        {"redeal_dealer": "same"},
    ],
)
def test_each_alternative_can_be_chosen_and_reads_back(options: dict[str, object]):
    rules = Rules(**options)  # type: ignore[arg-type]
    assert rules.changes() == options
    assert eval(repr(rules), {"Rules": Rules}) == rules
    assert Rules.from_dict(rules.to_dict()) == rules


def test_an_unknown_option_is_refused():
    with pytest.raises(ValueError, match="unknown rules option 'colour': known options are"):
        Rules.from_dict({"colour": "green"})
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Rules(colour=1)  # type: ignore[call-arg]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"auction": "open-cry"}, "unknown auction 'open-cry'"),
        ({"talon_order": "later"}, "unknown talon_order"),
        ({"must_overtrump": "yes"}, "unknown must_overtrump 'yes'"),
        ({"tie_at_65": 1}, "unknown tie_at_65 1"),
        ({"scoring": "points"}, "unknown scoring"),
        ({"game_value": 0}, "game_value must be a positive whole number"),
        ({"game_value": 2.5}, "game_value must be a positive whole number"),
        ({"game_value": True}, "game_value must be a positive whole number"),
        ({"schneider": "under-30"}, "unknown schneider"),
        ({"all_pass": "replay"}, "unknown all_pass"),
        ({"packets": "3-3"}, "bad packet pattern"),
        ({"packets": 6}, "bad packet pattern"),
        ({"redeal_dealer": "left"}, "unknown redeal_dealer"),
    ],
)
def test_a_value_an_option_cannot_take_is_refused(options: dict[str, object], message: str):
    with pytest.raises(ValueError, match=message):
        Rules(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (
            {"settlement": "payments"},
            "settlement='payments' only applies with scoring='agreed-value'",
        ),
        (
            {"last_trick_payout": "collect-from-each"},
            "last_trick_payout='collect-from-each' only applies with all_pass='last-trick'",
        ),
        (
            {"redeal_dealer": "same", "all_pass": "last-trick"},
            "redeal_dealer='same' only applies with all_pass='redeal'",
        ),
    ],
)
def test_inconsistent_options_are_refused(options: dict[str, object], message: str):
    with pytest.raises(ValueError, match="inconsistent rules: " + message.replace("(", r"\(")):
        Rules(**options)  # type: ignore[arg-type]


def test_rules_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Rules().auction = "re-entry"  # type: ignore[misc]
