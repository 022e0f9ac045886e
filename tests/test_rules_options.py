"""The rules configuration: every [default] of docs/rules.md is a named, documented option."""

from __future__ import annotations

import dataclasses

import pytest

from solo66 import OPTIONS, Rules
from solo66.core.rules import Tag


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


def test_each_option_is_declared_once_as_a_field_of_rules():
    # The declaration is the field: its default is the dataclass default, and the
    # name, choices, source and description travel with it.
    for field in dataclasses.fields(Rules):
        declared = field.metadata["option"]
        assert field.default == next(o for o in OPTIONS if o.field == field.name).default
        assert declared["summary"] and declared["source"]


@pytest.mark.parametrize("declared", OPTIONS, ids=lambda o: o.field)
def test_every_value_reads_back_from_its_text_form(declared):
    values = declared.choices or (declared.default,)
    for value in values:
        text = declared.format(value)
        assert declared.parse(text) == value and type(declared.parse(text)) is type(value)
        assert declared.parse(f"  {text.upper()} ") == value or not declared.choices


def test_text_forms_for_the_command_line_and_records():
    assert Rules.from_text({"tie-at-65": "yes", "game_value": "+20", "auction": "Re-Entry"}) == (
        Rules(tie_at_65=True, game_value=20, auction="re-entry")
    )
    rules = Rules(must_overtrump=True, packets="2-2-2-T", scoring="agreed-value", game_value=5)
    assert rules.to_text() == {
        "must-overtrump": "on",
        "scoring": "agreed-value",
        "game-value": "5",
        "packets": "2-2-2-T",
    }
    assert Rules.from_text(rules.to_text()) == rules
    with pytest.raises(ValueError, match="game-value is a whole number, not 'ten'"):
        Rules.from_text({"game-value": "ten"})
    with pytest.raises(ValueError, match="tie-at-65 is a switch: write on or off"):
        Rules.from_text({"tie-at-65": "maybe"})


def test_options_against_the_source_are_labelled_house_rules():
    house = {
        (o.field, value)
        for o in OPTIONS
        for value in o.choices
        if o.tag_of(value) is Tag.HOUSE_RULE
    }
    assert house == {
        ("tie_at_65", True),
        ("schneider", "at-most-30"),
        ("settlement", "payments"),
        ("talon_order", "talon-first"),
    }
    for field, value in house:
        declared = next(o for o in OPTIONS if o.field == field)
        assert declared.tag is Tag.SOURCE  # the default is what the source states
        assert "house rule against the source" in declared.alternatives[str(value)]
    schneider = next(o for o in OPTIONS if o.field == "schneider")
    assert "Skat-style threshold" in schneider.alternatives["at-most-30"]
    assert "Skat's" not in schneider.alternatives["at-most-30"]
    # What the source states (docs/rules.md, and the source's own words for the order of
    # announcing and taking the talon, "any two" discards into the soloist's trick pile,
    # and the two all-pass variants "depending on the agreement").
    stated = {
        "tie_at_65",
        "schneider",
        "settlement",
        "talon_order",
        "discard",
        "discard_points",
        "all_pass",
    }
    readings = {o.field for o in OPTIONS if o.tag is Tag.DEFAULT}
    assert readings == {o.field for o in OPTIONS} - stated
    # The source names both all-pass variants as equal options: neither is a reading.
    all_pass = next(o for o in OPTIONS if o.field == "all_pass")
    assert [all_pass.tag_of(v) for v in all_pass.choices] == [Tag.SOURCE, Tag.SOURCE]


def test_seat_order_follows_the_rotation():
    rules = Rules()
    assert rules.seat_order(2) == (2, 3, 4, 0, 1)
    assert [rules.next_seat(s) for s in range(5)] == [1, 2, 3, 4, 0]
    assert rules.forehand(4) == 0 and rules.position(0, first=4) == 1
    assert rules.seat_order(4, count=2) == (4, 0)
