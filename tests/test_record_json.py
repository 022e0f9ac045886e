"""JSON records: the same record and the same checks as the text format."""

from __future__ import annotations

import io
import json
import random

import pytest

import solo66.core.record
from solo66 import Game, Rules
from solo66.core.record import RecordError
from solo66.core.record import json as record_json
from tests.records import the_game

TEXT = record_json.dumps(the_game(), notes={2: "nothing can beat clubs"})


def edited(change) -> str:
    """The record after ``change(obj)`` edits its parsed JSON."""
    obj = json.loads(TEXT)
    change(obj)
    return json.dumps(obj, ensure_ascii=False)


def refused(text: str | bytes) -> RecordError:
    with pytest.raises(RecordError) as error:
        record_json.loads(text)
    assert isinstance(error.value, ValueError)
    return error.value


def test_the_json_record_of_a_whole_game():
    obj = json.loads(TEXT)
    assert obj["format"] == "solo66 record" and obj["version"] == 1
    assert obj["rules"] == {"must-overtrump": True}
    assert obj["deal"] == "2N02-JFMC-7N6E-4EWS" and obj["dealer"] == 4
    assert obj["hands"][2] == "♣A ♣10 ♣K ♣Q ♥J ♥8" and obj["talon"] == "♣J ♥9"
    assert obj["actions"][:3] == [
        {"seat": 0, "action": "pass"},
        {"seat": 1, "action": "bid hearts"},
        {"seat": 2, "action": "bid clubs", "note": "nothing can beat clubs"},
    ]
    assert len(obj["actions"]) == 35
    assert obj["result"] == {
        "outcome": "win-schneider",
        "soloist": 2,
        "points": 115,
        "tricks": 5,
        "scores": [0, 0, 230, 0, 0],
    }
    # One action per line, so a diff of two records reads like a diff of two games.
    assert '    {"seat": 0, "action": "play ♥A"},\n' in TEXT


def test_load_then_dump_gives_back_exactly_the_same_text():
    record = record_json.parse(TEXT)
    assert record.notes == {2: "nothing can beat clubs"}
    assert record_json.dumps(record) == TEXT
    assert record.game.history == the_game().history


def test_json_and_text_records_hold_the_same_game():
    record = record_json.parse(TEXT)
    text = solo66.core.record.dumps(record)
    assert record_json.dumps(solo66.core.record.parse(text)) == TEXT


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(talon_order="talon-first"),
        Rules(all_pass="last-trick", game_value=4),
        Rules(scoring="agreed-value", settlement="payments"),
        Rules(auction="single-round", packets="3-3-T"),
    ],
)
def test_json_records_round_trip(rules: Rules):
    rng = random.Random(1)
    for seed in range(10):
        game = Game.new(seed=seed, rules=rules, dealer=seed % 5)
        stop = rng.choice([0, 5, 15, 99])
        while not game.is_over() and len(game.history) < stop:
            legal = game.legal_actions()
            game.apply(legal[0] if rng.random() < 0.4 else rng.choice(legal))
        text = record_json.dumps(game)
        loaded = record_json.loads(text)
        assert loaded.history == game.history and loaded.result == game.result
        assert record_json.dumps(loaded) == text


def test_a_record_with_only_the_code_or_only_the_hands():
    def drop(*keys: str):
        return lambda obj: [obj.pop(k) for k in keys]

    assert record_json.loads(edited(drop("hands", "talon", "dealer"))).history == the_game().history
    assert record_json.loads(edited(drop("deal"))).deal == the_game().deal


def test_files_and_bytes(tmp_path):
    path = tmp_path / "game.json"
    with path.open("w", encoding="utf-8") as fp:
        record_json.dump(the_game(), fp, notes={2: "nothing can beat clubs"})
    assert path.read_text(encoding="utf-8") == TEXT
    with path.open("rb") as fp:
        assert record_json.load(fp).history == the_game().history
    buffer = io.StringIO()
    record_json.dump(record_json.parse(TEXT), buffer)
    assert buffer.getvalue() == TEXT
    assert record_json.loads(TEXT.encode()).history == the_game().history


def set_action(index: int, **fields: object):
    return lambda obj: obj["actions"][index].update(fields)


@pytest.mark.parametrize(
    ("change", "where", "message"),
    [
        (
            set_action(6, action="play ♠A"),
            "actions[6]",
            "seat 1 may not play ♠A: You hold ♥: you must follow suit (Bedienpflicht).",
        ),
        (set_action(8, action="play ♠K"), "actions[8]", "you must trump (Trumpfzwang)"),
        (set_action(2, action="bid diamonds"), "actions[2]", "higher suit than ♥"),
        (set_action(6, seat=2), "actions[6]", "seat 2 cannot act here: seat 1 is to play a card"),
        (set_action(6, seat=5), "actions[6].seat", "a seat is a number from 0 to 4, not 5"),
        (set_action(6, seat=True), "actions[6].seat", "expected a whole number, not true/false"),
        (set_action(6, action="play ♥11"), "actions[6]", "not an action: 'play ♥11'"),
        (set_action(6, action=7), "actions[6]", "expected text, not a number"),
        (set_action(6, colour="red"), "actions[6]", "unknown key 'colour'"),
        (lambda o: o["actions"][6].pop("seat"), "actions[6]", "needs its 'seat'"),
        (lambda o: o["actions"].__setitem__(6, "pass"), "actions[6]", "expected an object"),
        (lambda o: o.update(actions={}), "actions", "expected a list, not an object"),
        (
            lambda o: o["hands"].__setitem__(1, "♣9 ♠A ♠10 ♥K ♥7 ♦K"),
            "hands[1]",
            "seat 1 does not agree with the deal code (deal): the code gives ♣8 there, not ♣9",
        ),
        (lambda o: o["hands"].pop(), "hands", "five hands are needed, not 4"),
        (lambda o: o.update(talon="♣J"), "talon", "the talon has 1 card: it needs 2"),
        (lambda o: o.update(dealer=1), "dealer", "seat 4 deals, not seat 1"),
        (lambda o: o.update(deal="2N02-JFMC-7N6E-4EWT"), "deal", "fails its check character"),
        (lambda o: o.update(deal=None), "deal", "expected text, not null"),
        (lambda o: o["rules"].update(trumps="jacks"), "rules.trumps", "unknown rules option"),
        (
            lambda o: o["rules"].update({"must-overtrump": "yes"}),
            "rules.must-overtrump",
            "must-overtrump cannot be yes: allowed are off, on",
        ),
        (
            lambda o: o["rules"].update(settlement="payments"),
            "rules.settlement",
            "inconsistent rules",
        ),
        (lambda o: o["rules"].update({"game-value": -1}), "rules.game-value", "positive"),
        (lambda o: o.update(rules=[]), "rules", "expected an object, not a list"),
        (lambda o: o.update(format="chess"), "format", "this is not a Solo 66 record"),
        (lambda o: o.update(version=2), "version", "version 1 records only"),
        (lambda o: o.update(colour="red"), "colour", "unknown key 'colour'"),
        (lambda o: o.pop("result"), "result", "stops without a result line"),
        (lambda o: o["actions"].pop(), "result", "the hand is not over"),
        (lambda o: o["result"].update(points=114), "result", "claims points 114"),
        (lambda o: o["result"].update(points="115"), "result.points", "expected a whole number"),
        (lambda o: o["result"].pop("scores"), "result", "the result does not give the scores"),
        (lambda o: o["result"].update(scores=[0, 0, 230]), "result.scores", "five score changes"),
        (lambda o: o["result"].update(outcome="won"), "result.outcome", "unknown outcome 'won'"),
        (lambda o: o["result"].update(bonus=10), "result.bonus", "unknown key 'bonus'"),
        (
            lambda o: o.update(result={"outcome": "unfinished"}),
            "result",
            "the record says the hand is unfinished, but it is over",
        ),
    ],
)
def test_a_bad_record_is_refused_saying_where_and_why(change, where: str, message: str):
    error = refused(edited(change))
    assert error.where == where, str(error)
    assert message in error.reason, str(error)


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("", "line 1", "not valid JSON"),
        ('{\n  "format": "solo66 record",\n  oops\n}', "line 3", "not valid JSON"),
        ("[1, 2]", "JSON", "a record is a JSON object, not a list"),
        ('"text"', "JSON", "not text"),
        ("null", "JSON", "not null"),
        ('{"format": "solo66 record", "format": "x"}', "JSON", "the key 'format' appears twice"),
        ("[" * 100000 + "]" * 100000, "line 1", "nested too deeply"),
    ],
)
def test_broken_json_is_refused(text: str, where: str, message: str):
    error = refused(text)
    assert error.where == where and message in error.reason


def test_json_cut_short_is_refused():
    for end in range(0, len(TEXT) - 2, 17):
        refused(TEXT[:end])


def test_bytes_that_are_not_utf8_are_refused():
    error = refused(TEXT.encode()[:30] + b"\xff")
    assert error.reason == "this is not UTF-8 text"
