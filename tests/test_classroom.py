"""The class-set command: deal codes, the printable handout and the teacher's answer key."""

from __future__ import annotations

import csv
import html
import io
import re
import sys
from pathlib import Path

import pytest

from solo66.analysis.bots import HeuristicBot
from solo66.core.cards import cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Game, Phase
from solo66.frontends import cli, handouts
from solo66.teaching import classroom


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("class-set")
    argv = ["class-set", "--seed", "7", "--count", "3", "--out", str(out), "--no-solver"]
    assert cli.main(argv, stdout=io.StringIO(), stderr=io.StringIO()) == 0
    return out


def test_codes_are_valid_and_decode_to_the_deals(written: Path) -> None:
    rows = list(csv.DictReader((written / "deals.csv").open(encoding="utf-8")))
    assert [r["deal"] for r in rows] == ["1", "2", "3"]
    for k, row in enumerate(rows, 1):
        deal = Deal.from_code(row["code"])
        assert deal == Deal.shuffle(seed=f"7-{k}")
        assert deal.code == row["code"]
        assert (int(row["dealer"]), int(row["forehand"])) == (deal.dealer, deal.forehand)


def test_handout_has_one_printed_page_per_deal(written: Path) -> None:
    text = (written / "handout.html").read_text(encoding="utf-8")
    sections = re.findall(r'<section class="deal" id="deal-(\d+)">(.*?)</section>', text, re.S)
    assert [n for n, _ in sections] == ["1", "2", "3"]
    assert "@page" in text and "break-after: page" in text
    codes = [r.split(",")[1] for r in (written / "deals.csv").read_text().splitlines()[1:]]
    for (_, body), code in zip(sections, codes, strict=True):
        assert code in body
        assert body.count("<svg") == 1 and body.count('role="img"') >= 32
        assert len(re.findall(r"<li>", body)) == 3
    # Self-contained: nothing fetched from anywhere.
    outside = r"""(src|href)\s*=\s*["'](?!#)|url\((?!#)|@import|https?://(?!www\.w3\.org)"""
    assert not re.search(outside, text)


def test_answer_key_matches_the_engine(written: Path) -> None:
    key = html.unescape((written / "answers.html").read_text(encoding="utf-8"))
    for item in classroom.class_set(7, 3, solver=False):
        deal = item.deal
        assert deal.code in key
        game = Game.from_deal(deal)
        for _, action in item.game.history:
            game.apply(action)
        assert game.is_over() and game.result is not None
        assert str(game.result) in key
        first = item.asked_trick
        assert first in game.tricks and not set(first.cards) & set(deal.talon)
        assert (
            f"Seat {first.winner} wins with {first.card_of(first.winner)}; the trick holds "
            f"{first.points} card points." in key
        )
        # The contract: the strongest seat bid alone, the bots did the rest.
        bids = [(s, a) for s, a in game.history if a.kind == "bid"]
        assert bids == [(item.soloist, bids[0][1])] and game.trump is item.trump
        replay = Game.from_deal(deal)
        bots = [HeuristicBot(seed=f"{deal.code}/{s}") for s in range(5)]
        for seat, action in game.history:
            if replay.phase in (Phase.DISCARD, Phase.PLAY):
                assert bots[seat].choose(replay) is action
            replay.apply(action)
        assert f"discards {' '.join(map(str, game.discards))}" in key


def test_python_m_solo66_class_set(tmp_path: Path) -> None:
    out = io.StringIO()
    status = cli.main(
        ["class-set", "--seed", "x", "--count", "1", "--out", str(tmp_path), "--no-solver"],
        stdout=out,
        stderr=io.StringIO(),
    )
    assert status == 0
    assert out.getvalue().startswith("deal 1: " + Deal.shuffle(seed="x-1").code)
    assert {p.name for p in tmp_path.iterdir()} == {"deals.csv", "handout.html", "answers.html"}
    help_text = io.StringIO()
    cli.main(["--help"], stdout=help_text)
    assert "class-set" in help_text.getvalue()


def test_count_must_be_positive(tmp_path: Path) -> None:
    err = io.StringIO()
    argv = ["class-set", "--seed", "1", "--count", "0", "--out", str(tmp_path)]
    assert cli.main(argv, stdout=io.StringIO(), stderr=err) == 2
    assert "solo66 class-set: error: argument --count: the number of deals must be a whole" in (
        err.getvalue()
    )
    with pytest.raises(ValueError, match="at least one deal"):
        classroom.class_set(1, 0)


def test_answer_key_has_the_solvers_line_when_the_solver_is_installed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib.machinery
    import types
    from dataclasses import dataclass

    @dataclass
    class Solved:
        value: int
        best: tuple[object, ...]

    def solve(game: Game) -> Solved:
        return Solved(77, (game.legal_actions()[0],))

    fake = types.ModuleType("solo66.analysis.solver")
    fake.__spec__ = importlib.machinery.ModuleSpec("solo66.analysis.solver", None)
    fake.solve = solve  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "solo66.analysis.solver", fake)
    item = classroom.class_set(3, 1)[0]
    assert item.solver_value == 77
    assert len(item.solver_tricks) == 6
    assert all(len(t.cards) == 5 for t in item.solver_tricks)
    key = html.unescape(handouts.answers_html([item], 3))
    assert "the soloist ends with 77 card points" in key
    solver_part = key[key.index("Open-hand solver") :]
    listed = re.findall(
        r"<li>(seat \d .*?) — Seat (\d) takes the trick with .*?: (\d+) card points.*?</li>",
        solver_part,
    )
    assert len(listed) == 6, "the best line is shown trick by trick"
    for (plays, winner, points), trick in zip(listed, item.solver_tricks, strict=True):
        assert plays == ", ".join(
            f"seat {s} {c}" for s, c in zip(trick.seats, trick.cards, strict=True)
        )
        assert (int(winner), int(points)) == (trick.winner, trick.points)


@pytest.mark.parametrize("seed", [7, "class", 2026])
def test_no_question_gives_away_the_answer_to_another(seed: int | str) -> None:
    for item in classroom.class_set(seed, 4, solver=False):
        first, second, third = item.questions
        trick = classroom._plays(item.asked_trick)
        assert trick in third
        # What answers question 1: the soloist and the trump suit.
        soloist = f"seat {item.soloist}"
        trump_words = [str(item.trump), f"{item.trump.symbol} {item.trump}"]
        assert soloist.lower() in item.answers[0].lower()
        assert all(w in item.answers[0] for w in trump_words)
        for question in (second, third.replace(trick, "")):
            assert soloist not in question.lower(), question
            assert not any(w in question for w in trump_words), question
            assert "trump " + item.trump.symbol not in question, question
        # What answers question 2 (the discard) is in neither of the others.
        discard = " ".join(map(str, item.game.discards))
        assert discard in item.answers[1]
        assert discard not in first and discard not in third
        assert not any(str(card) in third for card in item.game.discards)
        # And question 3's answer (who takes trick 1) is not in the first two.
        # No card of the talon (on the handout, and in question 2) in question 3's trick:
        # it would show who picked the talon up.
        assert not any(str(card) in third for card in item.deal.talon)
        winner = item.asked_trick.card_of(item.asked_trick.winner)
        talon = cards_str(sorted(item.deal.talon, key=sort_key))
        assert str(winner) not in first and str(winner) not in second.replace(talon, "")


def test_the_pages_link_the_shipped_class_set_where_the_build_writes_it(tmp_path: Path) -> None:
    # The pages are built to book/PAGE.html; the build writes the set to class-sets/ at the
    # edition's root (tools/sphinx_solo66.py), so a page links it as ../class-sets/FILE.
    import re

    from solo66.frontends.handouts import write_site_class_set

    root = Path(__file__).resolve().parent.parent
    names = {p.name for p in write_site_class_set(tmp_path, solver=False)}
    assert 'outdir) / "class-sets"' in (root / "tools" / "sphinx_solo66.py").read_text(
        encoding="utf-8"
    )
    for page in ("teachers.md", "class-sets.md"):
        links = re.findall(
            r'href="([^"]*class-sets/[^"]*)"', (root / "book" / page).read_text(encoding="utf-8")
        )
        assert sorted(links) == sorted(f"../class-sets/{name}" for name in names), page
