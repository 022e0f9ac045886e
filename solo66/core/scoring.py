"""Winning and scoring: card points to outcome, outcome to score.

The soloist needs 66 of the 130 card points (120 in the cards, 10 for the last
trick), counting his tricks, his two discards and the last-trick bonus.

>>> outcome(66, 3), soloist_score(66, 3)
('win', 66)
>>> outcome(65, 3), soloist_score(65, 3)
('loss', -130)
>>> outcome(98, 5), soloist_score(98, 5)
('win-schneider', 196)
>>> soloist_score(70, 4, Rules(scoring="agreed-value"))
10
"""

from __future__ import annotations

from solo66.core.rules import Rules

__all__ = [
    "LAST_TRICK_BONUS",
    "OUTCOMES",
    "TOTAL_POINTS",
    "WIN_THRESHOLD",
    "hand_value",
    "last_trick_scores",
    "outcome",
    "soloist_score",
    "soloist_scores",
]

#: The default reading of the rules.
DEFAULT_RULES = Rules()

#: Card points for taking the sixth trick.
LAST_TRICK_BONUS = 10
#: All card points in a hand: 120 in the cards plus the last-trick bonus.
TOTAL_POINTS = 130
#: The soloist wins with this many card points or more.
WIN_THRESHOLD = 66

#: Each outcome of a hand with a soloist, and its multiplier of P (or of V).
OUTCOMES: dict[str, int] = {
    "win": 1,
    "win-schneider": 2,
    "win-schwarz": 3,
    "draw": 0,
    "loss": -2,
    "loss-schneider": -3,
    "loss-schwarz": -4,
}


def _check(points: int, tricks: int) -> None:
    if not 0 <= points <= TOTAL_POINTS:
        raise ValueError(f"card points must be between 0 and {TOTAL_POINTS}, not {points}")
    if not 0 <= tricks <= 6:
        raise ValueError(f"tricks must be between 0 and 6, not {tricks}")
    if tricks == 6 and points != TOTAL_POINTS:
        raise ValueError(
            f"a soloist with all six tricks has all {TOTAL_POINTS} points, not {points}"
        )
    if tricks == 0 and points > 22:
        raise ValueError(
            f"without a trick the soloist has only his two discards (at most 22), not {points}"
        )


def outcome(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> str:
    """The outcome for a soloist with ``points`` card points and ``tricks`` tricks.

    >>> [outcome(p, t) for p, t in [(130, 6), (97, 5), (33, 2), (32, 2), (10, 0)]]
    ['win-schwarz', 'win', 'loss', 'loss-schneider', 'loss-schwarz']
    >>> outcome(65, 2, Rules(tie_at_65=True))
    'draw'
    """
    _check(points, tricks)
    limit = rules.schneider_limit
    if points >= WIN_THRESHOLD:
        if tricks == 6:
            return "win-schwarz"
        if TOTAL_POINTS - points < limit:
            return "win-schneider"
        return "win"
    if rules.tie_at_65 and points == TOTAL_POINTS - points:
        return "draw"
    if tricks == 0:
        return "loss-schwarz"
    if points < limit:
        return "loss-schneider"
    return "loss"


def hand_value(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> int:
    """The signed value of the hand: P (or V) times the outcome's multiplier.

    >>> hand_value(40, 2), hand_value(40, 2, Rules(scoring="agreed-value", game_value=5))
    (-80, -10)
    """
    base = rules.game_value if rules.scoring == "agreed-value" else points
    return base * OUTCOMES[outcome(points, tricks, rules)]


def soloist_score(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> int:
    """The soloist's score change for a finished hand.

    With ``settlement="payments"`` each of the four defenders pays (or receives)
    the hand's value, so the soloist's change is four times it.

    >>> soloist_score(120, 5)
    240
    >>> soloist_score(120, 5, Rules(scoring="agreed-value", settlement="payments"))
    80
    """
    value = hand_value(points, tricks, rules)
    return 4 * value if rules.settlement == "payments" else value


def soloist_scores(
    soloist: int, points: int, tricks: int, rules: Rules = DEFAULT_RULES
) -> tuple[int, ...]:
    """The score change of each of the five seats for a hand with a soloist.

    >>> soloist_scores(2, 70, 3)
    (0, 0, 70, 0, 0)
    >>> soloist_scores(0, 40, 2, Rules(scoring="agreed-value", settlement="payments"))
    (-80, 20, 20, 20, 20)
    """
    value = hand_value(points, tricks, rules)
    if rules.settlement == "payments":
        return tuple(4 * value if s == soloist else -value for s in range(5))
    return tuple(value if s == soloist else 0 for s in range(5))


def last_trick_scores(winner: int, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """Score changes after the all-pass game in which ``winner`` took the sixth trick.

    >>> last_trick_scores(3, Rules(all_pass="last-trick"))
    (0, 0, 0, 10, 0)
    >>> last_trick_scores(3, Rules(all_pass="last-trick", last_trick_payout="collect-from-each"))
    (-10, -10, -10, 40, -10)
    """
    v = rules.game_value
    if rules.last_trick_payout == "collect-from-each":
        return tuple(4 * v if s == winner else -v for s in range(5))
    return tuple(v if s == winner else 0 for s in range(5))
