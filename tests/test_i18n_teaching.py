"""The teaching layer and the advisor speak German: drill questions and explanations,
exercises, class-set handouts and answer keys, the advisor's report."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from solo66 import Rules, Suit
from solo66.frontends import cli
from solo66.frontends.handouts import answers_html, handout_html
from solo66.i18n import language, speaking
from solo66.teaching import book, drills, exercises
from solo66.teaching.classroom import class_set

#: English words and phrases the drills say, which no German sentence may keep.  The
#: option values (``pass-final``, ``must-overtrump``, ``points-taken``) are data and
#: stay as they are in every language; the patterns do not match them.
ENGLISH = re.compile(
    r"Legal:|\byou\b|\bYou\b|\bled\b|\bwins?\b|\btricks?\b|\btrumps?\b|\bTrump\b|soloist"
    r"|defenders|card points?|Outcome|Score:|\bpasse[sd]\b|\bbids?\b|\bnamed?\b|\bauction\b"
    r"|follows suit|\bWho\b|\bWhich\b|How many|forehand|\bnever\b|\bSolution\b|\bExercise\b"
)

#: The fields of a drill question that are sentences (the others are data: keys,
#: card ids, option values).
SENTENCES = ("prompt", "rule", "explanation", "procedure_rule", "transcript", "seat_name")


def _sentences(question: dict[str, Any]) -> Iterator[str]:
    for key in SENTENCES:
        if isinstance(question.get(key), str):
            yield question[key]
    yield from question.get("why_not", {}).values()
    yield from question.get("why", [])
    for play in (*question.get("trick", []), *question.get("plays", [])):
        yield play["seat_name"]
        if "why" in play:
            yield play["why"]
    for seat in question.get("players", []):
        yield seat["plan"]
        yield seat["seat_name"]


def _banks(seed: str) -> list[dict[str, Any]]:
    return [
        *drills.legal_card_questions(8, seed=seed),
        *drills.legal_card_questions(5, seed=seed, rules=Rules(must_overtrump=True)),
        *drills.trick_winner_questions(10, seed=seed),
        *drills.count_points_questions(8, seed=seed),
        *drills.score_questions(14, seed=seed),
        *drills.auction_questions(20, seed=seed),
    ]


def _check_german(text: str) -> None:
    assert "{" not in text and "}" not in text, f"unfilled placeholder: {text!r}"
    found = ENGLISH.search(text)
    assert found is None, f"English {found.group()!r} left in: {text!r}"


@pytest.mark.parametrize("seed", ["de-1", "de-2", "de-3"])
def test_drill_questions_and_explanations_are_german(seed: str) -> None:
    english = _banks(seed)
    with speaking("de"):
        german = _banks(seed)
    assert len(german) == len(english)
    for en, de in zip(english, german, strict=True):
        # The same positions and answers: only the words change.
        assert exercises.position(en)[0] == exercises.position(de)[0]
        assert en.get("answer") == de.get("answer") and en.get("legal") == de.get("legal")
        assert en["category"] == de["category"]
        for sentence in _sentences(de):
            _check_german(sentence)
        for en_text, de_text in zip(_sentences(en), _sentences(de), strict=True):
            if ENGLISH.search(en_text):
                assert de_text != en_text


def test_english_drills_keep_their_words() -> None:
    with speaking("de"):
        drills.score_questions(4)
    question = drills.score_question(101, 4)
    assert question["explanation"] == (
        "Outcome win-schneider: the soloist wins and the defenders are schneider (101 ≥ 66 and "
        "the defenders have 29, under 33). Score: 2 × 101 = +202."
    )


def test_a_follow_suit_explanation_names_the_bedienpflicht_in_german() -> None:
    with speaking("de"):
        bank = drills.legal_card_questions(8)
    follow = [q for q in bank if q["category"] == "follow"]
    assert follow
    for question in follow:
        assert "Du musst bedienen (Bedienpflicht)" in question["rule"]
        assert question["rule"].split("Erlaubt: ")[1] == " ".join(question["legal"]) + "."
        assert all("Bedienpflicht" in why for why in question["why_not"].values())


def test_a_score_question_in_german() -> None:
    with speaking("de"):
        question = drills.score_question(101, 4)
    assert question["prompt"].startswith("Der Solospieler hat 4 Stiche und 101 Augen gemacht")
    assert question["explanation"] == (
        "Ergebnis „gewonnen, Schneider“: Der Solospieler gewinnt, die Gegenspieler sind "
        "Schneider (101 ≥ 66, und die Gegenspieler haben 29, unter 33). Punkte: 2 × 101 = +202."
    )
    assert question["answer_text"] == "+202"


def test_auction_words_in_german() -> None:
    with speaking("de"):
        question = drills.auction_question(
            [None, Suit.SPADES, Suit.HEARTS, None, None], [False] * 5, "single-round"
        )
        assert book.says(1, "bid hearts") == "Ben reizt Herz"
        assert book.says(4, "discard ♠7 ♦8") == "Eva drückt ♠7 ♦8"
        assert book.seating(4) == "Eva (Platz 4) gibt; Anna (Platz 0) ist Vorhand."
    assert question["transcript"] == (
        "Ben reizt Karo · Clara reizt Herz · David passt · Eva passt · Anna passt"
    )
    assert question["why"][1] == (
        "Ben hat Karo gereizt, aber Clara danach Herz, und bei single-round war Ben danach "
        "nicht mehr an der Reihe."
    )
    assert question["players"][0]["seat_name"] == "Ben (Vorhand)"


def test_exercises_in_german() -> None:
    with speaking("de"):
        sheet = exercises.worksheet(("legal", "trick", "points", "score", "auction"))
        shown = [e._repr_html_() for e in sheet]
        numbered = exercises.Exercise("Wer gewinnt?", "Ben.", number=2)._repr_html_()
        with pytest.raises(ValueError, match="unbekannte Übung 'nope': Nimm eine von legal"):
            exercises.exercises("nope")
    for exercise, html in zip(sheet, shown, strict=True):
        _check_german(exercise.question)
        _check_german(exercise.solution)
        assert ">Lösung</summary>" in html
    assert "<strong>Aufgabe 2.</strong>" in numbered


def test_a_german_class_set_has_lang_de_and_german_headings() -> None:
    with speaking("de"):
        deals = class_set(5, 2, solver=False)
        handout = handout_html(deals, 5)
        answers = answers_html(deals, 5)
    assert '<html lang="de">' in handout and '<html lang="de">' in answers
    assert "<title>Solo-66-Klassensatz 5: Arbeitsblatt</title>" in handout
    assert "<h1>Solo 66 — Klassensatz 5, Spiel 2 von 2</h1>" in handout
    assert "Spielcode <span" in handout and "Geber: Platz " in handout
    assert "<h1>Solo 66 — Klassensatz 5: Lösungen</h1>" in answers
    assert "<strong>Das Spiel der Bots</strong>: Platz " in answers
    questions = [q for d in deals for q in d.questions] + [a for d in deals for a in d.answers]
    for text in questions:
        _check_german(text)
    english = handout_html(class_set(5, 1, solver=False), 5)
    assert '<html lang="en">' in english and "class set 5, deal 1 of 1" in english


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "de", "class-set", "--seed", "3", "--count", "1", "--no-solver"],
        ["class-set", "--lang", "de", "--seed", "3", "--count", "1", "--no-solver"],
    ],
)
def test_the_cli_writes_a_german_class_set(tmp_path: Path, argv: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(
        [*argv, "--out", str(tmp_path)], stdin=io.StringIO(""), stdout=out, stderr=err
    )  # type: ignore[arg-type]
    assert status == 0, err.getvalue()
    assert language() == "en"
    handout = (tmp_path / "handout.html").read_text(encoding="utf-8")
    answers = (tmp_path / "answers.html").read_text(encoding="utf-8")
    assert '<html lang="de">' in handout and "Wer sollte reizen, und welche Farbe?" in handout
    assert '<html lang="de">' in answers and "Solospieler" in answers
    assert "class set" not in handout + answers


def test_the_advisor_reports_in_german() -> None:
    pytest.importorskip("solo66.analysis.solver")
    from solo66.analysis.advisor import advise

    report = advise("♣A ♣10 ♣K ♣Q ♥A ♦A", samples=2, seed=1, trumps=[Suit.CLUBS], progress=False)
    english = str(report)
    with speaking("de"):
        german = str(report)
        with pytest.raises(ValueError, match="samples muss mindestens 1 sein, nicht 0"):
            advise("♣A ♣10 ♣K ♣Q ♥A ♦A", samples=0)
    assert english.startswith("Hand ♣A ♣10 ♣K ♣Q ♥A ♦A (seat 1, you lead), as soloist, 2 samples")
    assert german.startswith(
        "Blatt ♣A ♣10 ♣K ♣Q ♥A ♦A (Platz 1, du spielst aus) als Solospieler, 2 Stichproben, Seed 1:"
    )
    line = german.splitlines()[1]
    assert line.startswith("♣ Kreuz     gewinnt 100,0\xa0%  (95-%-KI ")
    assert "Augen im Mittel" in line and "." not in line
    assert "Der Löser mit offenen Karten überschätzt" in german
    assert "{" not in german and "win " not in german
