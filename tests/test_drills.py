"""The drill question banks: size, variety, and answers that agree with the engine."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from solo66.core.cards import Card, Suit, parse_cards
from solo66.core.game import Game, trick_winner
from solo66.core.rules import Rules
from solo66.core.scoring import outcome, soloist_score
from solo66.teaching.drills import (
    DRILLS,
    Question,
    auction_question,
    auction_questions,
    count_points_questions,
    explain_trick,
    legal_card_questions,
    score_question,
    score_questions,
    trick_winner_questions,
)


@pytest.mark.parametrize(("key", "title", "bank"), DRILLS)
def test_every_bank_has_thirty_json_questions(
    key: str, title: str, bank: Callable[[], list[Question]]
) -> None:
    questions = bank()
    assert len(questions) >= 30
    assert [q["number"] for q in questions] == list(range(1, len(questions) + 1))
    assert json.loads(json.dumps(questions)) == questions
    assert questions == bank()
    assert {q["kind"] for q in questions} == {key}


def test_legal_cards_cover_every_case_and_agree_with_why_not() -> None:
    bank = legal_card_questions()
    assert {q["category"] for q in bank} == {"follow", "trump-led", "must-trump", "free"}
    for q in bank:
        legal, hand = set(q["legal"]), q["hand"]
        assert legal and legal <= set(hand)
        assert set(q["why_not"]) == set(hand) - legal
        if q["category"] == "free":
            assert legal == set(hand)
        else:
            assert legal != set(hand)
        led = Card.from_str(q["trick"][0]["card"]).suit
        for reason in q["why_not"].values():
            assert ("Trumpfzwang" in reason) == (q["category"] == "must-trump")
            assert led.symbol in reason


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(must_overtrump=True)], ids=["default", "overtrump"]
)
def test_the_legal_card_explanations_hold_under_the_rules_in_force(rules: Rules) -> None:
    bank = legal_card_questions(40, rules=rules)
    categories = {q["category"] for q in bank}
    assert ("must-overtrump" in categories) == rules.must_overtrump
    for q in bank:
        hand = [Card.from_str(c) for c in q["hand"]]
        legal = {Card.from_str(c) for c in q["legal"]}
        if q["trump"] is not None:
            trumps = {c for c in hand if c.suit.symbol == q["trump"]["symbol"]}
            if "any trump" in q["rule"]:
                assert trumps and trumps <= legal, q
            if q["category"] == "must-overtrump":
                assert legal < trumps and "must-overtrump" in q["rule"], q
        if "may play any card" in q["rule"]:
            assert legal == set(hand)


def test_trick_winner_answers_come_from_the_engine() -> None:
    bank = trick_winner_questions()
    assert {q["category"] for q in bank} == {
        "suit-led",
        "one-trump",
        "trumps",
        "trump-led",
        "no-trump-game",
    }
    for q in bank:
        cards = [Card.from_str(p["card"]) for p in q["plays"]]
        trump = None if q["trump"] is None else Suit.from_str(q["trump"]["name"])
        assert q["answer"] == trick_winner(cards, trump)
        assert q["plays"][q["answer"]]["seat"] == q["winner"]
        assert q["plays"][q["answer"]]["why"] == q["rule"]
        assert len({p["seat"] for p in q["plays"]}) == 5


def test_explain_trick_names_the_deciding_rule() -> None:
    won, rule, reasons = explain_trick(parse_cards("♠A ♠7 ♥7 ♥8 ♠10"), Suit.HEARTS)
    assert won == 3
    assert rule == "The highest trump in the trick wins: ♥8."
    assert reasons[0] == "♠A follows suit, but the trump ♥8 beats every card of another suit."
    assert reasons[2] == "♥7 is a trump, but ♥8 is a higher trump (A 10 K Q J 9 8 7)."


def test_count_points_adds_card_points_and_the_last_trick() -> None:
    bank = count_points_questions()
    assert {q["category"] for q in bank} == {"one-trick", "pile", "with-discards", "last-trick"}
    for q in bank:
        cards = [Card.from_str(c) for t in q["tricks"] for c in t] + [
            Card.from_str(c) for c in q["discards"]
        ]
        assert q["answer"] == sum(c.points for c in cards) + (10 if q["last_trick"] else 0)
        assert str(q["answer"]) in q["explanation"]
        assert bool(q["discards"]) == (q["category"] == "with-discards")


def test_score_bank_has_every_outcome_and_the_close_calls() -> None:
    bank = score_questions()
    assert {q["outcome"] for q in bank} == {
        "win",
        "win-schneider",
        "win-schwarz",
        "loss",
        "loss-schneider",
        "loss-schwarz",
    }
    pairs = {(q["points"], q["tricks"]) for q in bank}
    assert {(66, 3), (65, 3), (98, 5), (97, 4), (33, 2), (32, 1)} <= pairs
    for q in bank:
        rules = Rules(scoring="agreed-value") if q["scheme"].startswith("agreed") else Rules()
        assert q["answer"] == soloist_score(q["points"], q["tricks"], rules)
        assert q["outcome"] == outcome(q["points"], q["tricks"], rules)
        assert q["outcome"] in q["explanation"]
        assert f"{q['answer']:+d}" in q["explanation"] or q["answer"] == 0


def test_score_question_explains_the_multiplier() -> None:
    q = score_question(40, 2)
    assert q["answer"] == -80
    assert q["explanation"].endswith("Score: -2 × 40 = -80.")
    assert score_question(65, 3, Rules(tie_at_65=True))["outcome"] == "draw"


def test_auction_bank_covers_each_procedure_clubs_and_all_pass() -> None:
    bank = auction_questions()
    assert {q["procedure"] for q in bank} == {"pass-final", "single-round", "re-entry"}
    assert any(q["answer"] == 5 for q in bank)
    assert any(q["bid"] is not None and q["bid"]["name"] == "clubs" for q in bank)
    assert any(p["waits"] for q in bank for p in q["players"])
    for q in bank:
        assert len(q["why"]) == 6
        assert q["why"][q["answer"]] == q["rule"]


def test_auction_answer_is_the_engines_soloist() -> None:
    limits = [Suit.SPADES, Suit.HEARTS, None, None, None]
    q = auction_question(limits, [False] * 5, "pass-final", dealer=4)
    # Seat 0 (forehand) bids ♦, seat 1 ♥, then seat 0 comes back with ♠.
    assert q["transcript"].startswith("Seat 0: bid diamonds · Seat 1: bid hearts")
    assert q["answer"] == 0 and q["bid"]["name"] == "spades"
    single = auction_question(limits, [False] * 5, "single-round", dealer=4)
    assert single["answer"] == 1 and single["bid"]["name"] == "hearts"
    game = Game.new(seed=0, rules=Rules(auction="single-round"), dealer=4)
    for text in ["bid diamonds", "bid hearts", "pass", "pass", "pass"]:
        game.apply(text)
    assert game.soloist == single["answer"]


def test_waiting_player_differs_by_procedure() -> None:
    limits = [None, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, None]
    waits = [False, False, True, False, False]
    answers = {
        p: auction_question(limits, waits, p)["answer"]
        for p in ("pass-final", "single-round", "re-entry")
    }
    assert answers["pass-final"] == 3
    assert answers["re-entry"] == 2
    final = auction_question(limits, waits, "pass-final")
    assert "a pass is final" in final["why"][2]
