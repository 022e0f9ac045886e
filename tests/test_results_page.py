"""solo66.frontends.results_page: the JSON the Duplicate results page gets from the engine."""

from __future__ import annotations

import json

import pytest

from benchmarks.duplicate_rank import student_lines
from solo66.frontends.jswords import js_words
from solo66.frontends.results_page import SCHEMES, call, handle, page_words, scheme_rules
from solo66.i18n import speaking
from solo66.teaching.duplicate import DuplicateSet
from solo66.teaching.ranking import rank, ranking_csv
from tools import play_assets

SET = DuplicateSet(12, 2)
LINES = student_lines(SET, 2)


def ask(**request: object) -> dict[str, object]:
    answer = json.loads(call(json.dumps({"op": "rank", "set": SET.code, **request})))
    assert isinstance(answer, dict)
    return answer


def test_the_answer_is_the_rankings_every_figure() -> None:
    text = "\n".join(LINES)
    answer = ask(text=text)
    ranking = rank(SET, LINES)
    assert answer["ok"] and answer["csv"] == ranking_csv(ranking)
    assert answer["filename"] == f"duplicate-{SET.code}.csv"
    assert answer["count"] == len(LINES) and answer["rejected"] == []
    overall = answer["overall"]["rows"]  # type: ignore[index]
    assert [(int(r["cells"][0]), r["cells"][1]) for r in overall] == [
        (o.place, o.name) for o in ranking.overall
    ]
    for shown, deal in zip(answer["deals"], ranking.deals, strict=True):  # type: ignore[call-overload]
        assert [r["cells"][1] for r in shown["table"]["rows"]] == [s.name for s in deal.standings]
        assert shown["ties"] == deal.ties
        assert len(shown["costly"]) == len(deal.costly)


def test_table_rows_are_lines_and_a_bad_row_is_named_by_its_row() -> None:
    rows = [
        {
            "name": "Red",
            "deal": "1",
            "soloist": "4",
            "trump": "clubs",
            "points": "58",
            "tricks": "3",
        },
        {},
        {"deal": "2", "trump": "passed"},
        {"name": "Blue", "deal": "1", "soloist": "4", "trump": "clubs", "points": "100"},
    ]
    answer = ask(text="Ann: 1, 4, clubs, 61, 3", rows=rows)
    names = [r["cells"][1] for r in answer["deals"][0]["table"]["rows"]]  # type: ignore[index]
    assert names == ["Ann", "Red"]
    assert [r["cells"][1] for r in answer["deals"][1]["table"]["rows"]] == ["Table 3"]  # type: ignore[index]
    [left] = answer["rejected"]  # type: ignore[misc]
    assert left["where"] == "table row 4" and left["kind"] == "bad-row"
    assert left["text"] == "Blue: 1, 4, clubs, 100"


def test_each_scheme_changes_only_the_scoring() -> None:
    for name in SCHEMES:
        rules = scheme_rules(SET, name)
        assert rules.auction == SET.rules.auction
    assert scheme_rules(SET, "tie-at-65").tie_at_65
    house = DuplicateSet(12, 2, rules=scheme_rules(SET, "winners-points"))
    assert scheme_rules(house, "book").scoring == "points-taken"
    assert scheme_rules(house, "set").scoring == "winners-points"
    plain = ask(text="Ann: 1, 4, clubs, 58, 3")
    winners = ask(text="Ann: 1, 4, clubs, 58, 3", scheme="winners-points")
    assert plain["overall"] != winners["overall"]


@pytest.mark.parametrize(
    ("request_", "error"),
    [
        ({"op": "rank", "set": ""}, "type the set code the class played, e.g. 0002-V1C"),
        ({"op": "rank", "set": SET.code, "scheme": "best"}, "the scoring scheme is one of"),
        ({"op": "play", "set": SET.code}, "the request is rank, not 'play'"),
    ],
)
def test_a_refused_request_says_why(request_: dict[str, object], error: str) -> None:
    answer = json.loads(call(json.dumps(request_)))
    assert answer["ok"] is False and answer["error"].startswith(error)


def test_no_json_is_refused() -> None:
    assert json.loads(call("{"))["error"].startswith("the request is no JSON")
    assert json.loads(call("[]"))["error"] == "the request is a JSON object"


def test_german_answers_and_words() -> None:
    with speaking("de"):
        answer = handle({"op": "rank", "set": SET.code, "text": "Ann: 1, 4, clubs, 61, 3\nx: y"})
        words = page_words(js_words(play_assets.HERE / play_assets.RESULTS_SCRIPT))
    assert answer["overall"]["headers"][0] == "Rang"
    assert answer["rejected"][0]["where"] == "Zeile 2"
    assert words["said"]["Check"] == "Prüfen" and words["decimal"] == ","
    assert "Checking the results needs the site served by a web server." in words["said"]
    assert [s["name"] for s in words["schemes"]] == list(SCHEMES)
    assert all("-" not in s["label"].split(":")[0] for s in words["schemes"][1:])
