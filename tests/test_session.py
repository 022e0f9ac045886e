"""Sessions: a series of hands, the dealer rotating, the score sheet."""

from __future__ import annotations

import random

import pytest

from solo66 import Deal, Game, Rules
from solo66.core.session import HandScore, Session


def all_pass(game: Game) -> None:
    while game.phase == "auction":
        game.apply("pass")


def play_out(game: Game, seed: int = 0) -> None:
    """Someone bids clubs at once; the rest is played by random choice."""
    rng = random.Random(seed)
    game.apply("bid clubs")
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))


def test_the_first_hand_is_dealt_at_once_by_the_given_dealer():
    session = Session(seed=1, dealer=3)
    assert session.hand_number == 1
    assert session.game.dealer == 3 and session.game.current_player == 4
    assert session.sheet == [] and session.totals == (0, 0, 0, 0, 0)


def test_the_dealer_rotates_clockwise_after_every_hand():
    session = Session(seed=2)
    dealers = []
    for n in range(7):
        dealers.append(session.game.dealer)
        play_out(session.game, n)
        session.next_hand()
    assert dealers == [0, 1, 2, 3, 4, 0, 1]


@pytest.mark.parametrize(("redeal_dealer", "second"), [("next", 1), ("same", 0)])
def test_after_everyone_passed_the_next_or_the_same_dealer_deals(redeal_dealer: str, second: int):
    session = Session(Rules(redeal_dealer=redeal_dealer), seed=3)
    all_pass(session.game)
    assert session.next_dealer == second
    assert session.next_hand().dealer == second
    play_out(session.game)
    assert session.next_hand().dealer == (second + 1) % 5  # after a played hand, always on


def test_after_a_last_trick_game_the_deal_passes_on():
    session = Session(Rules(all_pass="last-trick"), seed=4)
    all_pass(session.game)
    while not session.game.is_over():
        session.game.apply(session.game.legal_actions()[0])
    assert session.next_hand().dealer == 1


def test_the_score_sheet_records_each_hand():
    session = Session(seed=5)
    all_pass(session.game)
    session.next_hand()
    play_out(session.game, 1)
    game = session.game
    assert game.result is not None
    rows = session.sheet
    assert [r.number for r in rows] == [1, 2]
    assert rows[0] == HandScore(
        number=1,
        dealer=0,
        soloist=None,
        trump=None,
        outcome="redeal",
        points=None,
        tricks=None,
        winner=None,
        scores=(0, 0, 0, 0, 0),
        deal_code=session.games[0].deal.code,
    )
    second = rows[1]
    assert second.dealer == 1 and second.soloist == 2 == game.soloist
    assert second.trump is game.trump and second.outcome == game.result.outcome
    assert second.points == game.result.soloist_points
    assert second.tricks == game.result.soloist_tricks
    assert second.scores == game.result.scores
    assert session.totals == game.result.scores


def test_totals_add_up_the_hands():
    session = Session(Rules(scoring="agreed-value", settlement="payments"), seed=6)
    for n in range(6):
        play_out(session.game, n)
        session.next_hand()
    totals = [sum(row.scores[s] for row in session.sheet) for s in range(5)]
    assert list(session.totals) == totals
    assert sum(session.totals) == 0  # payments are settled between the players


def test_next_hand_refuses_while_the_hand_is_still_being_played():
    session = Session(seed=7)
    session.game.apply("pass")
    with pytest.raises(ValueError, match="hand 1 is not over yet: seat 2 is to act"):
        session.next_hand()
    assert session.hand_number == 1


def test_a_given_deal_can_be_played_next_if_the_right_seat_deals_it():
    session = Session(seed=8)
    all_pass(session.game)
    with pytest.raises(ValueError, match="it is seat 1's turn to deal"):
        session.next_hand(Deal.shuffle(seed=1, dealer=3))
    code = Deal.shuffle(seed=1, dealer=1).code
    assert session.next_hand(code).deal == Deal.from_code(code)


def test_a_seed_makes_the_session_reproducible():
    first, second = Session(seed="class 4b"), Session(seed="class 4b")
    for session in (first, second):
        for n in range(3):
            play_out(session.game, n)
            session.next_hand()
    assert [g.deal for g in first.games] == [g.deal for g in second.games]
    assert first.games[0].deal == Deal.shuffle("class 4b/1")
    assert Session().seed != Session().seed  # chosen at random, and kept


def test_the_text_score_sheet():
    session = Session(Rules(all_pass="last-trick"), seed=9)
    all_pass(session.game)
    while not session.game.is_over():
        session.game.apply(session.game.legal_actions()[0])
    session.next_hand()
    play_out(session.game, 3)
    session.next_hand()
    lines = str(session).split("\n")
    assert lines[0].split() == [
        "hand", "dealer", "soloist", "trump", "outcome", "points", "tricks",
        "seat", "0", "seat", "1", "seat", "2", "seat", "3", "seat", "4",
    ]  # fmt: skip
    first, second = session.sheet
    assert lines[1].split()[:5] == ["1", "0", "-", "-", "last-trick"]
    assert f"(seat {first.winner})" in lines[1]
    assert lines[2].split()[:4] == ["2", "1", str(second.soloist), "♣"]
    assert lines[3].split()[0] == "total"
    assert lines[3].split()[1:] == [f"{t:+d}" if t else "0" for t in session.totals]
    assert lines[4] == "hand 3 in progress (dealer: seat 2)"
    # The score columns line up under their headings.
    assert len({len(line) for line in lines[:4]}) == 1


def test_the_html_score_sheet():
    session = Session(seed=10)
    play_out(session.game)
    html = session._repr_html_()
    assert html.startswith('<table class="solo66-score-sheet"><caption>Score sheet after 1 hand')
    assert html.count("<tr>") == 3  # headings, the hand, the totals
    assert "<th>seat 4</th>" in html and "<tfoot>" in html
    session.next_hand()
    assert "hand 2 in progress" in session._repr_html_()


def test_repr():
    assert repr(Session(seed=11)) == "<Session seed=11 hands=1 totals=[0, 0, 0, 0, 0]>"


def test_a_row_needs_a_finished_hand():
    with pytest.raises(ValueError, match="hand 1 is not finished"):
        HandScore.of(1, Game.new(seed=1))
