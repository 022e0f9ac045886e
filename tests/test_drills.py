"""The drill question banks: size, variety, and answers that agree with the engine."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from solo66.core.cards import Card, Suit, parse_cards
from solo66.core.game import Game, trick_winner
from solo66.core.rules import OPTIONS, Rules, option
from solo66.core.scoring import outcome, soloist_score
from solo66.teaching.book import PLAYERS, signed
from solo66.teaching.drills import (
    AUCTION_PROCEDURES,
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
from solo66.teaching.exercises import from_question, position, worksheet


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
        assert signed(q["answer"]) in q["explanation"] or q["answer"] == 0


def test_score_question_explains_the_multiplier() -> None:
    q = score_question(40, 2)
    assert q["answer"] == -80
    assert q["explanation"].endswith("Score: \u22122 × 40 = \u221280.")
    assert score_question(65, 3, Rules(tie_at_65=True))["outcome"] == "draw"


def test_auction_bank_covers_each_procedure_clubs_and_all_pass() -> None:
    bank = auction_questions()
    # Every procedure the auction option declares, so a new one cannot be left out.
    assert {q["procedure"] for q in bank} == set(option("auction").choices)
    assert AUCTION_PROCEDURES[0] == Rules().auction
    assert any(q["answer"] == 5 for q in bank)
    assert any(q["bid"] is not None and q["bid"]["name"] == "clubs" for q in bank)
    assert any(p["waits"] for q in bank for p in q["players"])
    for q in bank:
        assert len(q["why"]) == 6
        assert q["why"][q["answer"]] == q["rule"]


def test_auction_answer_is_the_engines_soloist() -> None:
    limits = [Suit.SPADES, Suit.HEARTS, None, None, None]
    q = auction_question(limits, [False] * 5, "pass-final", dealer=4)
    # Anna (seat 0, forehand) bids ♦, Ben ♥, then Anna comes back with ♠.
    assert q["transcript"].startswith("Anna bids diamonds · Ben bids hearts")
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


def test_first_highest_gives_a_suit_to_whoever_named_it_first() -> None:
    limits = [None, Suit.HEARTS, Suit.SPADES, Suit.SPADES, Suit.DIAMONDS]
    q = auction_question(limits, [False] * 5, "first-highest", dealer=0)
    # Ben hearts, Clara spades, David spades too, Eva diamonds (lower, allowed here).
    assert q["transcript"] == (
        "Ben bids hearts · Clara bids spades · David bids spades · Eva bids diamonds · Anna passes"
    )
    game = Game.new(seed=0, rules=Rules(auction="first-highest"), dealer=0)
    for action in ["bid hearts", "bid spades", "bid spades", "bid diamonds", "pass"]:
        game.apply(action)
    assert q["answer"] == game.soloist == 2
    assert q["rule"] == q["why"][2] and "named it first" in q["rule"]
    assert q["why"][3] == "David named spades too, but Clara named it first."
    assert q["why"][4] == "Eva named diamonds, but Clara named a higher suit, spades."
    with pytest.raises(ValueError, match="allowed are pass-final"):
        auction_question(limits, [False] * 5, "open-cry")


def _generated_texts(seed: str) -> list[str]:
    """Every sentence the drills and their exercises show, from banks made with ``seed``."""
    texts: list[str] = []

    def strings(node: object) -> None:
        if isinstance(node, str):
            texts.append(node)
        elif isinstance(node, dict):
            for value in node.values():
                strings(value)
        elif isinstance(node, list):
            for value in node:
                strings(value)

    for _, _, bank in DRILLS:
        for q in bank(seed=seed):
            strings(q)
            exercise = from_question(q)
            texts.extend([exercise.question, exercise.solution, exercise.answer])
    return texts


@pytest.mark.parametrize("seed", ["one", "two", "three", "four"])
def test_drill_text_speaks_in_one_voice_with_the_books_names(seed: str) -> None:
    texts = _generated_texts(seed)
    # The rules' own summaries are quoted verbatim from the engine's declarations.
    quoted = [o.summary for o in OPTIONS] + [t for o in OPTIONS for t in o.alternatives.values()]
    for text in texts:
        for words in quoted:
            text = text.replace(words, "")
        assert not re.search(r"\b(he|his|him|himself)\b", text, re.IGNORECASE), text
        assert not re.search(r"\bSeat \d", text), text
        assert not re.search(r"(?<![\w♣♠♥♦])-\d", text), text  # a true minus, not a hyphen
        assert "All passed" not in text and "all-pass game" not in text, text
    joined = " ".join(texts)
    assert all(name in joined for name in PLAYERS)
    assert "\u2212" in joined


def test_legal_card_text_addresses_the_reader_as_the_seat() -> None:
    for q in legal_card_questions(8):
        assert q["prompt"].startswith(f"You are {PLAYERS[q['seat']]}; ")
        assert f"You are {PLAYERS[q['seat']]} and hold " in from_question(q).question
        assert q["seat_name"] == PLAYERS[q["seat"]]


def test_worksheet_never_repeats_a_drill_question() -> None:
    banks = {key: bank for key, _, bank in DRILLS}
    kinds = tuple(banks)
    sheet = worksheet(kinds)
    for kind, exercise in zip(kinds, sheet, strict=True):
        asked = [from_question(q) for q in banks[kind]()]
        assert exercise.question not in {e.question for e in asked}, kind
    # Positions, not words: the score drill's first question (66 points, 3 tricks) is
    # the first of every score bank, whatever the seed, and the worksheet skips it.
    assert position(score_questions(seed="worksheet")[0]) == position(score_questions()[0])
    assert "66 card points" not in sheet[kinds.index("score")].question
    with pytest.raises(ValueError, match="unknown drill 'bidding'"):
        worksheet(("bidding",))


def test_a_trick_with_diamonds_as_trump_says_so():
    """Diamonds is suit 0: a trick question under diamonds is not the no-trump game."""
    bank = trick_winner_questions()
    diamonds = [q for q in bank if q["trump"] and q["trump"]["name"] == "diamonds"]
    assert diamonds
    for question in diamonds:
        assert question["prompt"].startswith("Trump: ♦ diamonds. ")
    assert all(q["prompt"].startswith("The last-trick game") for q in bank if not q["trump"])
