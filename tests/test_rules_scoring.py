"""docs/rules.md, "Winning and card points" and "Scoring": every row of the table at its
thresholds, every scheme, the schneider option, payments, and whole hands scored by the game."""

from __future__ import annotations

import itertools

import pytest

from solo66 import PACK, Deal, Game, Result, Rules, soloist_score
from solo66.core.scoring import (
    Outcome,
    hand_base,
    hand_value,
    impossible,
    last_trick_scores,
    outcome,
    possible_points,
    soloist_scores,
)

AGREED = Rules(scoring="agreed-value")
WINNERS = Rules(scoring="winners-points")
AT_MOST_30 = Rules(schneider="at-most-30")

# (P, soloist's tricks, outcome, points-taken score, winners-points score,
#  agreed-value score with V = 10)
TABLE = [
    # win: P >= 66, defenders took a trick and have at least 33 (P <= 97)
    (66, 3, Outcome.WIN, 66, 66, 10),
    (97, 5, Outcome.WIN, 97, 97, 10),
    # win, defenders schneider: P >= 98, defenders took a trick
    (98, 5, Outcome.WIN_SCHNEIDER, 196, 196, 20),
    (130, 5, Outcome.WIN_SCHNEIDER, 260, 260, 20),  # a defender took a trick worth nothing
    # win, defenders schwarz: the soloist took all six tricks
    (130, 6, Outcome.WIN_SCHWARZ, 390, 390, 30),
    # loss: 33 <= P <= 65, the soloist took a trick; winners-points: -2 x (130 - P)
    (65, 3, Outcome.LOSS, -130, -130, -20),
    (33, 1, Outcome.LOSS, -66, -194, -20),
    # loss, soloist schneider: P < 33, the soloist took a trick; -3 x (130 - P)
    (32, 1, Outcome.LOSS_SCHNEIDER, -96, -294, -30),
    (0, 1, Outcome.LOSS_SCHNEIDER, 0, -390, -30),
    # loss, soloist schwarz: the soloist took no trick (only his discards count); -4 x (130 - P)
    (22, 0, Outcome.LOSS_SCHWARZ, -88, -432, -40),
    (0, 0, Outcome.LOSS_SCHWARZ, 0, -520, -40),
]


@pytest.mark.parametrize(("points", "tricks", "result", "taken", "winners", "agreed"), TABLE)
def test_every_row_of_the_scoring_table(
    points: int, tricks: int, result: Outcome, taken: int, winners: int, agreed: int
):
    assert outcome(points, tricks) is result
    assert soloist_score(points, tricks) == taken
    for rules in (AGREED, WINNERS):
        assert outcome(points, tricks, rules) is result
    assert soloist_score(points, tricks, WINNERS) == winners
    assert soloist_score(points, tricks, AGREED) == agreed


@pytest.mark.parametrize(
    ("points", "tricks", "score"),
    [
        (66, 2, 66),  # the least win: +P
        (65, 2, -130),  # the best loss: -2 x 65, the defenders' points
        (64, 2, -132),
        (33, 2, -194),  # the last plain loss: -2 x 97
        (32, 2, -294),  # schneider: -3 x 98
        (2, 1, -384),  # one trick with just a jack: -3 x 128
        (22, 0, -432),  # schwarz: -4 x 108
        (97, 4, 97),
        (98, 4, 196),  # defenders schneider: +2P
        (130, 6, 390),  # defenders schwarz: +3P
    ],
)
def test_winners_points_scores_the_points_of_the_side_that_won(
    points: int, tricks: int, score: int
):
    assert soloist_score(points, tricks, WINNERS) == score
    assert hand_base(points, tricks, WINNERS) == (points if points >= 66 else 130 - points)


def test_under_winners_points_every_point_taken_is_worth_having():
    # Points-taken: a beaten soloist loses less the fewer points he takes; winners-points:
    # he loses more, so giving points away never pays.
    for tricks in (1, 2, 3):
        possible = sorted(p for p in possible_points(tricks) if p < 66)
        taken = dict(zip(possible, (soloist_score(p, tricks) for p in possible), strict=True))
        winners = [soloist_score(p, tricks, WINNERS) for p in possible]
        assert taken[65] < taken[33] and taken[32] < taken[possible[0]]
        assert all(a < b for a, b in itertools.pairwise(winners))
    assert soloist_score(0, 0) == 0 and soloist_score(0, 0, WINNERS) == -520


def test_winners_points_with_the_other_options():
    tie = Rules(scoring="winners-points", tie_at_65=True)
    assert outcome(65, 3, tie) is Outcome.DRAW and soloist_score(65, 3, tie) == 0
    skat = Rules(scoring="winners-points", schneider="at-most-30")
    assert soloist_score(31, 2, skat) == -2 * 99 and soloist_score(30, 2, skat) == -3 * 100
    assert soloist_score(100, 4, skat) == 200 and soloist_score(99, 4, skat) == 99
    with pytest.raises(ValueError, match="settlement='payments' only applies with"):
        Rules(scoring="winners-points", settlement="payments")


def test_66_wins_and_65_loses():
    assert outcome(66, 2) == "win"
    assert outcome(65, 2) == "loss"
    assert soloist_score(65, 2) == -130


def test_tie_at_65_makes_65_a_draw_with_no_score():
    rules = Rules(tie_at_65=True)
    assert outcome(65, 2, rules) == "draw"
    assert soloist_score(65, 2, rules) == 0
    assert outcome(64, 2, rules) == "loss" and outcome(66, 2, rules) == "win"


@pytest.mark.parametrize(
    ("points", "tricks", "under_33", "at_most_30"),
    [
        (97, 4, "win", "win"),
        (98, 4, "win-schneider", "win"),  # defenders 32: schneider only under 33
        (99, 4, "win-schneider", "win"),  # defenders 31
        (100, 4, "win-schneider", "win-schneider"),  # defenders 30
        (33, 2, "loss", "loss"),
        (32, 2, "loss-schneider", "loss"),
        (31, 2, "loss-schneider", "loss"),
        (30, 2, "loss-schneider", "loss-schneider"),
    ],
)
def test_the_schneider_threshold_option(points: int, tricks: int, under_33: str, at_most_30: str):
    assert outcome(points, tricks) == under_33
    assert outcome(points, tricks, AT_MOST_30) == at_most_30


def test_the_agreed_value_can_be_any_positive_number():
    rules = Rules(scoring="agreed-value", game_value=25)
    assert soloist_score(70, 3, rules) == 25
    assert soloist_score(20, 1, rules) == -75


def test_defenders_scores_are_unchanged_unless_settled_by_payments():
    assert soloist_scores(3, 70, 3) == (0, 0, 0, 70, 0)
    assert soloist_scores(3, 70, 3, AGREED) == (0, 0, 0, 10, 0)


@pytest.mark.parametrize(
    ("points", "tricks", "scores"),
    [
        (70, 3, (40, -10, -10, -10, -10)),  # win: each defender pays V
        (100, 4, (80, -20, -20, -20, -20)),  # schneider: 2V each
        (130, 6, (120, -30, -30, -30, -30)),  # schwarz: 3V each
        (40, 2, (-80, 20, 20, 20, 20)),  # loss: the soloist pays each 2V
        (20, 1, (-120, 30, 30, 30, 30)),
        (10, 0, (-160, 40, 40, 40, 40)),
    ],
)
def test_payments_each_defender_pays_or_receives_the_amount(points: int, tricks: int, scores):
    rules = Rules(scoring="agreed-value", settlement="payments")
    assert soloist_scores(0, points, tricks, rules) == scores
    assert sum(scores) == 0
    assert soloist_score(points, tricks, rules) == scores[0]


def test_a_draw_settles_nothing():
    rules = Rules(scoring="agreed-value", settlement="payments", tie_at_65=True)
    assert soloist_scores(1, 65, 3, rules) == (0, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("payout", "scores"),
    [
        ("winner-scores", (0, 0, 10, 0, 0)),
        ("collect-from-each", (-10, -10, 40, -10, -10)),
    ],
)
def test_last_trick_game_payouts(payout: str, scores):
    rules = Rules(all_pass="last-trick", last_trick_payout=payout)
    assert last_trick_scores(2, rules) == scores


def test_the_last_trick_game_uses_the_agreed_value():
    rules = Rules(all_pass="last-trick", last_trick_payout="collect-from-each", game_value=5)
    assert last_trick_scores(0, rules) == (20, -5, -5, -5, -5)


@pytest.mark.parametrize(
    ("points", "tricks", "message"),
    [
        (131, 3, "between 0 and 130"),
        (-1, 3, "between 0 and 130"),
        (60, 7, "between 0 and 6"),
        (120, 6, "all 130 points"),
        (23, 0, "at most 22"),
    ],
)
def test_impossible_points_and_tricks_are_refused(points: int, tricks: int, message: str):
    with pytest.raises(ValueError, match=message):
        hand_value(points, tricks)


# Seat 0 (forehand, as seat 4 deals) holds six trumps and leads them all.
SIX_TRUMPS = Deal.from_hands(
    [
        "♣A ♣10 ♣K ♣Q ♣J ♣9",
        "♠A ♠10 ♠K ♠Q ♠J ♠9",
        "♥A ♥10 ♥K ♥Q ♥J ♥9",
        "♦A ♦10 ♦K ♦Q ♦J ♦9",
        "♠8 ♠7 ♥8 ♥7 ♦8 ♦7",
    ],
    "♣8 ♣7",
    dealer=4,
)


def six_trumps_played(rules: Rules | None = None) -> Result:
    """Seat 0 plays :data:`SIX_TRUMPS` in clubs to the end, everyone playing their first card."""
    game = Game(SIX_TRUMPS, rules)
    for action in ["bid clubs", "declare clubs", "discard ♣8 ♣7"]:
        game.apply(action)
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    assert game.result is not None
    return game.result


def test_a_soloist_who_takes_every_trick_wins_schwarz():
    result = six_trumps_played()
    assert result.soloist_tricks == 6 and result.soloist_points == 130
    assert result.outcome == "win-schwarz" and result.scores == (390, 0, 0, 0, 0)


def test_the_game_scores_a_finished_hand_by_the_table():
    # The same hand under agreed value with payments.
    rules = Rules(scoring="agreed-value", settlement="payments", game_value=3)
    assert six_trumps_played(rules).scores == (36, -9, -9, -9, -9)


@pytest.mark.parametrize(
    ("points", "tricks", "wrong", "allowed"),
    [
        # The scoring page's example: one trick and two discards are seven cards.
        (100, 1, "no 7 cards of the pack add up to 100 card points, nor to 90", "0 to 84"),
        (1, 2, "no 12 cards of the pack add up to 1 card points", "0 to 110 card points, except 1"),
        (65, 5, "no 27 cards of the pack add up to 65 card points, nor to 55", "66 to 130"),
        (9, 0, "no 2 cards of the pack add up to 9 card points", "without a trick"),
    ],
)
def test_pairs_no_hand_can_end_with_are_refused_saying_what_is_possible(
    points: int, tricks: int, wrong: str, allowed: str
) -> None:
    for score in (soloist_score, hand_value, outcome):
        with pytest.raises(ValueError, match=wrong) as refused:
            score(points, tricks)
        assert allowed in str(refused.value)
    assert impossible(points, tricks) == str(refused.value)


def test_the_possible_points_follow_from_the_pack() -> None:
    """The range comes from the cards a soloist ends with: five a trick and two discards,
    and the 10 for the last trick with at least one trick."""
    values = sorted(card.points for card in PACK)
    for tricks in range(6):
        cards = 5 * tricks + 2
        most = sum(values[-cards:]) + (10 if tricks else 0)
        least = sum(values[:cards])
        assert max(possible_points(tricks)) == most
        assert min(possible_points(tricks)) == least
        for points in range(131):
            assert (points in possible_points(tricks)) == (impossible(points, tricks) is None)
    assert possible_points(6) == {130}
    assert max(possible_points(1)) == 84 < 100  # 4 aces and 3 tens, and the last trick
