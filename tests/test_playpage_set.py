"""The play page's duplicate sets (solo66.frontends.playpage): a code typed in the box, a
set's deals played at its seat against its bots under its rules, the result codes, the
lines handed in and the summary against par, each checked against the engine's own
duplicate and ranking functions."""

from __future__ import annotations

from typing import Any

import pytest

from solo66.core.deal import Deal
from solo66.core.rules import Rules
from solo66.i18n import signed, speaking
from solo66.teaching.duplicate import TAGS, DuplicateSet, read_result
from solo66.teaching.ranking import rank, read_entries
from tests.play_requests import ask, choose
from tests.play_requests import play_deal as play_set_deal

SET = DuplicateSet(12, 2)
TAG = 66


def refusal(**request: Any) -> str:
    answer = ask(**request)
    assert answer["ok"] is False, answer
    error = answer["error"]
    assert isinstance(error, str)
    return error


def engine_error(make: Any, *args: Any) -> str:
    with pytest.raises(ValueError) as caught:
        make(*args)
    return str(caught.value)


def play_deal(chosen: DuplicateSet, index: int, tag: int = TAG) -> dict[str, Any]:
    """Deal ``index`` of the set played to the end through the page's requests."""
    return play_set_deal(chosen, index, tag)


def test_a_code_in_the_box_is_a_deal_or_a_set_as_the_engine_reads_it() -> None:
    deal = Deal.shuffle(seed=3).code
    assert ask(op="code", text=deal.lower()) == {"ok": True, "kind": "deal", "code": deal}
    spaced = SET.code.lower().replace("-", " ")
    assert ask(op="code", text=spaced) == {"ok": True, "kind": "set", "code": SET.code}
    house = DuplicateSet(12, 2, rules=Rules(scoring="winners-points"))
    assert ask(op="code", text=house.code)["code"] == house.code
    # A mistyped set code: the set code's own refusal, word for word.
    bad = SET.code[:-1] + ("0" if SET.code[-1] != "0" else "1")
    assert refusal(op="code", text=bad) == engine_error(DuplicateSet.from_code, bad)
    bad_deal = deal[:-1] + ("0" if deal[-1] != "0" else "1")
    assert refusal(op="code", text=bad_deal) == engine_error(Deal.from_code, bad_deal)
    # A length neither kind has says what each has.
    for text in (SET.code[:-1], deal[:-2], "ABCDEFGHJKMN"):
        assert "a deal code has 16, a set code 7" in refusal(op="code", text=text)
    assert refusal(op="code", text=7) == engine_error(Deal.from_code, 7)


def test_a_set_is_played_at_its_seat_against_its_bots_and_the_code_is_the_hand() -> None:
    chosen = DuplicateSet(40, 3, seat=3, level="easy")
    state = ask(op="open", set=chosen.code, deal=2, tag=TAG, seat=0, level="medium")
    assert state["ok"], state
    assert state["seat"] == 3 and state["level"] == "easy"  # the set's, whatever is asked
    assert state["set"] == {"code": chosen.code, "deal": 2, "number": 3, "count": 3}
    assert state["code"] == chosen.deals()[2].code
    # The bots before the reader's first turn are the set's own (DuplicateSet.bots).
    game, bots = chosen.game(2), chosen.bots(2)
    while game.current_player != 3:
        player = game.current_player
        assert player is not None
        game.apply(bots[player].choose(game))
    assert state["actions"] == [str(a) for _, a in game.history]
    final = play_deal(chosen, 2)
    read = read_result(final["result_code"])
    assert read.set == chosen and read.index == 2 and read.tag == TAG
    assert [str(a) for _, a in read.game.history] == final["actions"]
    assert read.game.result is not None
    assert list(read.game.result.scores) == final["result"]["scores"]


def test_a_set_under_other_rules_is_played_and_scored_under_them() -> None:
    chosen = DuplicateSet(9, 1, rules=Rules(scoring="winners-points", game_value=20))
    final = play_deal(chosen, 0)
    read = read_result(final["result_code"])
    assert read.game.rules == chosen.rules
    assert read.game.result is not None
    assert list(read.game.result.scores) == final["result"]["scores"]
    answer = ask(op="set", code=chosen.code)
    assert answer["rules"] and all(": " in line for line in answer["rules"])
    assert ask(op="set", code=SET.code)["rules"] == []


def test_hints_the_open_replay_and_the_review_wait_until_a_sets_hand_is_over() -> None:
    state = ask(op="open", set=SET.code, deal=0, tag=TAG)
    while state["phase"] != "play" or not state["your_turn"]:
        state = ask(
            op="act", set=SET.code, deal=0, tag=TAG, actions=state["actions"], action=choose(state)
        )
        assert state["ok"], state
    where = {"set": SET.code, "deal": 0, "actions": state["actions"]}
    assert refusal(op="hint", **where).startswith("a hint comes once the hand is over")
    assert refusal(op="view", step=0, **where).startswith("the replay with every hand open")
    assert refusal(op="review", **where).startswith("the review comes once the hand is over")
    # The same hand outside a set: a hint is there.
    assert ask(op="hint", code=state["code"], seat=1, actions=state["actions"])["ok"]
    final = play_deal(SET, 0)
    done = {"set": SET.code, "deal": 0, "actions": final["actions"]}
    assert ask(op="view", step=3, **done)["step"] == 3
    assert ask(op="review", **done)["ok"]


def test_a_hand_under_way_is_taken_up_again_where_it_was() -> None:
    state = ask(op="open", set=SET.code, deal=1, tag=TAG)
    for _ in range(2):
        state = ask(
            op="act", set=SET.code, deal=1, tag=TAG, actions=state["actions"], action=choose(state)
        )
    again = ask(op="open", set=SET.code, deal=1, tag=TAG, actions=state["actions"])
    assert {k: v for k, v in again.items() if k != "pause"} == {
        k: v for k, v in state.items() if k != "pause"
    }


def test_bad_set_requests_get_the_engines_reasons_and_change_nothing() -> None:
    bad = SET.code[:-1] + ("0" if SET.code[-1] != "0" else "1")
    assert refusal(op="set", code=bad) == engine_error(DuplicateSet.from_code, bad)
    assert refusal(op="open", set=bad, deal=0, tag=TAG) == engine_error(DuplicateSet.from_code, bad)
    assert refusal(op="open", set=SET.code, deal=2, tag=TAG) == engine_error(SET.game, 2)
    for tag in (None, -1, TAGS, "7"):
        assert "tag" in refusal(op="open", set=SET.code, deal=0, tag=tag)
    assert "tag" in refusal(op="open", set=SET.code, deal=0)
    for name in ("Ann: 2", "#Ann", "A" * 41, 7):
        assert "name" in refusal(op="set", code=SET.code, name=name)
    assert "list" in refusal(op="set", code=SET.code, results="ABC")


def test_the_results_kept_and_the_lines_handed_in() -> None:
    first, second = (play_deal(SET, i, tag=i + 1)["result_code"] for i in range(2))
    fresh = ask(op="set", code=SET.code)
    assert fresh["next"] == 0 and fresh["results"] == [] and fresh["lines"] == ""
    assert 0 <= fresh["tag"] < TAGS
    assert (fresh["count"], fresh["seat"], fresh["level"]) == (2, 1, "easy")
    assert fresh["deals"] == [d.code for d in SET.deals()]
    half = ask(op="set", code=SET.code, results=[first.lower()], name="  Ann   Lee ")
    assert half["results"] == [first] and half["next"] == 1 and half["name"] == "Ann Lee"
    assert half["lines"] == f"Ann Lee: {first}\n"
    whole = ask(op="set", code=SET.code, results=[first, second], name="Ann Lee")
    assert whole["next"] is None and whole["refused"] == []
    # The teacher's ranking reads the lines back: Ann Lee's two results, nothing refused.
    entries, rejected = read_entries(SET, whole["lines"])
    assert rejected == []
    assert [(e.name, e.index, e.result.code) for e in entries] == [  # type: ignore[union-attr]
        ("Ann Lee", 0, first),
        ("Ann Lee", 1, second),
    ]
    assert ask(op="set", code=SET.code, results=[first, second])["lines"] == f"{first}\n{second}\n"
    # Codes out of order, of another set or mistyped are left out, each with its reason.
    other = play_deal(DuplicateSet(13, 2), 0)["result_code"]
    mixed = ask(op="set", code=SET.code, results=[second, other, first, first[:-1] + "Z"])
    assert mixed["results"] == [first]
    assert len(mixed["refused"]) == 3
    assert "not of deal 1" in mixed["refused"][0]
    assert (
        mixed["refused"][1]
        == f"the code is of set {DuplicateSet(13, 2).code}, not of set {SET.code}"
    )


def test_the_summary_is_the_rankings_numbers_in_both_languages() -> None:
    codes = [play_deal(SET, i)["result_code"] for i in range(2)]
    summary = ask(op="summary", set=SET.code, results=codes)
    assert summary["ok"], summary
    ranking = rank(SET, [f"me: {c}" for c in codes], costs=False)
    pars = SET.pars()
    for row, deal, par, code in zip(summary["rows"], ranking.deals, pars, codes, strict=True):
        read = read_result(code)
        (standing,) = deal.standings
        assert row["number"] == deal.number and row["code"] == code
        assert row["score"] == read.score() == standing.score
        assert row["par"] == par.score_for(SET.seat) == standing.par
        assert row["against_par"] == row["score"] - row["par"]
        assert row["against_text"] == signed(row["against_par"])
    assert summary["score"] == sum(r["score"] for r in summary["rows"])
    assert summary["par"] == sum(p.score_for(SET.seat) for p in pars)
    assert summary["against_par"] == ranking.overall[0].against_par
    assert summary["against_par"] == summary["score"] - summary["par"]
    # Half a set: the deals played so far.
    assert len(ask(op="summary", set=SET.code, results=codes[:1])["rows"]) == 1
    assert "at least one deal" in refusal(op="summary", set=SET.code, results=[])
    assert "not of deal 1" in refusal(op="summary", set=SET.code, results=codes[1:])
    with speaking("de"):
        german = ask(op="summary", set=SET.code, results=codes)
    assert [r["score"] for r in german["rows"]] == [r["score"] for r in summary["rows"]]
    assert german["text"] != summary["text"] and "gegenüber Par" in german["text"]
    if summary["against_par"] < 0:
        assert german["against_text"] == "\u2212" + str(-summary["against_par"])
