"""Winning and scoring: card points to outcome, outcome to score.

The soloist needs 66 of the 130 card points (120 in the cards, 10 for the last
trick), counting their tricks, their two discards and the last-trick bonus.

>>> outcome(66, 3), soloist_score(66, 3)
(<Outcome.WIN: 'win'>, 66)
>>> outcome(65, 3), soloist_score(65, 3)
(<Outcome.LOSS: 'loss'>, -130)
>>> outcome(98, 5), soloist_score(98, 5)
(<Outcome.WIN_SCHNEIDER: 'win-schneider'>, 196)
>>> soloist_score(65, 3, Rules(scoring="winners-points"))
-130
>>> soloist_score(70, 4, Rules(scoring="agreed-value"))
10

A pair that no hand can end with is refused, and the refusal says what is possible:

>>> soloist_score(100, 1)
Traceback (most recent call last):
...
ValueError: no 7 cards of the pack add up to 100 card points, nor to 90 with the 10 for the \
last trick; with 1 trick the soloist ends with 0 to 84 card points, except 1 and 79–82
"""

from __future__ import annotations

import enum
from functools import lru_cache

from solo66.core.cards import PACK
from solo66.core.rules import Rules
from solo66.i18n import NP_, _, ngettext, pgettext

__all__ = [
    "LAST_TRICK_BONUS",
    "OUTCOMES",
    "TOTAL_POINTS",
    "WIN_THRESHOLD",
    "Outcome",
    "hand_base",
    "hand_value",
    "impossible",
    "last_trick_scores",
    "outcome",
    "possible_points",
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


class Outcome(str, enum.Enum):
    """What a hand came to: a win or a loss for the soloist, plain, schneider or schwarz;
    a draw (under ``tie-at-65``); the all-pass game won by the last trick; or a redeal.

    The value is the outcome's text form, as records write it.

    >>> Outcome.WIN_SCHNEIDER.won, Outcome.WIN_SCHNEIDER.schneider, Outcome.LOSS.multiplier
    (True, True, -2)
    >>> Outcome.from_text("Loss-Schwarz") is Outcome.LOSS_SCHWARZ
    True
    >>> print(Outcome.DRAW)
    draw
    """

    WIN = "win"
    WIN_SCHNEIDER = "win-schneider"
    WIN_SCHWARZ = "win-schwarz"
    DRAW = "draw"
    LOSS = "loss"
    LOSS_SCHNEIDER = "loss-schneider"
    LOSS_SCHWARZ = "loss-schwarz"
    REDEAL = "redeal"
    LAST_TRICK = "last-trick"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    # Equal to its text form, so hashed as it: a dict keyed by outcomes finds "win" too.
    __hash__ = str.__hash__

    @property
    def has_soloist(self) -> bool:
        """Whether a soloist played the hand (not a redeal, not the last-trick game)."""
        return self not in (Outcome.REDEAL, Outcome.LAST_TRICK)

    @property
    def won(self) -> bool:
        """Whether the soloist won."""
        return self in (Outcome.WIN, Outcome.WIN_SCHNEIDER, Outcome.WIN_SCHWARZ)

    @property
    def lost(self) -> bool:
        """Whether the soloist lost."""
        return self in (Outcome.LOSS, Outcome.LOSS_SCHNEIDER, Outcome.LOSS_SCHWARZ)

    @property
    def schneider(self) -> bool:
        """Whether the losing side is schneider (and not schwarz)."""
        return self in (Outcome.WIN_SCHNEIDER, Outcome.LOSS_SCHNEIDER)

    @property
    def schwarz(self) -> bool:
        """Whether the losing side took no trick."""
        return self in (Outcome.WIN_SCHWARZ, Outcome.LOSS_SCHWARZ)

    @property
    def multiplier(self) -> int:
        """The soloist's multiplier of the hand's base: 1, 2, 3 for a win, −2, −3, −4 for a
        loss, 0 for a draw (and for a hand without a soloist)."""
        return _MULTIPLIERS.get(self, 0)

    @property
    def label(self) -> str:
        """The outcome in words, in the language spoken now (English: its text form).

        >>> Outcome.LOSS_SCHNEIDER.label
        'loss-schneider'
        """
        return pgettext("outcome", _OUTCOME_WORDS[self])

    @classmethod
    def from_text(cls, text: str) -> Outcome:
        """The outcome a text form names (any case); ``ValueError`` lists them."""
        try:
            return cls(text.strip().lower())
        except (ValueError, AttributeError):
            names = ", ".join(o.value for o in cls)
            raise ValueError(
                _("unknown outcome {text!r}: one of {names}").format(text=text, names=names)
            ) from None


_OUTCOME_WORDS = {
    Outcome.WIN: NP_("outcome", "win"),
    Outcome.WIN_SCHNEIDER: NP_("outcome", "win-schneider"),
    Outcome.WIN_SCHWARZ: NP_("outcome", "win-schwarz"),
    Outcome.DRAW: NP_("outcome", "draw"),
    Outcome.LOSS: NP_("outcome", "loss"),
    Outcome.LOSS_SCHNEIDER: NP_("outcome", "loss-schneider"),
    Outcome.LOSS_SCHWARZ: NP_("outcome", "loss-schwarz"),
    Outcome.REDEAL: NP_("outcome", "redeal"),
    Outcome.LAST_TRICK: NP_("outcome", "last-trick"),
}

_MULTIPLIERS = {
    Outcome.WIN: 1,
    Outcome.WIN_SCHNEIDER: 2,
    Outcome.WIN_SCHWARZ: 3,
    Outcome.LOSS: -2,
    Outcome.LOSS_SCHNEIDER: -3,
    Outcome.LOSS_SCHWARZ: -4,
}

#: Each outcome of a hand with a soloist, from the best to the worst for the soloist.
OUTCOMES: tuple[Outcome, ...] = (
    Outcome.WIN,
    Outcome.WIN_SCHNEIDER,
    Outcome.WIN_SCHWARZ,
    Outcome.DRAW,
    Outcome.LOSS,
    Outcome.LOSS_SCHNEIDER,
    Outcome.LOSS_SCHWARZ,
)


@lru_cache(maxsize=1)
def _sums() -> tuple[frozenset[int], ...]:
    """``_sums()[k]``: every total that some k cards of the pack add up to."""
    reachable: list[set[int]] = [{0}] + [set() for _ in range(len(PACK))]
    for card in PACK:
        for k in range(len(PACK) - 1, -1, -1):
            reachable[k + 1].update(total + card.points for total in reachable[k])
    return tuple(frozenset(s) for s in reachable)


def _cards_of(tricks: int) -> int:
    """How many cards a soloist with ``tricks`` tricks ends with: five a trick, and the
    two discards (which are no trick)."""
    return 5 * tricks + 2


@lru_cache(maxsize=7)
def possible_points(tricks: int) -> frozenset[int]:
    """Every card-point total a soloist with ``tricks`` tricks (0 to 6) can end with.

    The soloist's cards (five a trick and the two discards) must add up to the points,
    less the 10 for the last trick if the soloist took it: with six tricks always, with
    none never, otherwise either way.

    >>> [(min(possible_points(t)), max(possible_points(t))) for t in range(7)]
    [(0, 22), (0, 84), (0, 110), (11, 124), (28, 130), (66, 130), (130, 130)]
    >>> 100 in possible_points(1), 74 in possible_points(1), 84 in possible_points(1)
    (False, True, True)
    """
    if tricks == 6:
        return frozenset({TOTAL_POINTS})
    sums = _sums()[_cards_of(tricks)]
    with_bonus = {total + LAST_TRICK_BONUS for total in sums} if tricks >= 1 else set()
    return frozenset(sums | with_bonus)


def _spans(numbers: list[int]) -> list[str]:
    """Runs of consecutive numbers written short: ``[1, 79, 80, 81]`` -> ``1``, ``79–81``."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return [str(r[0]) if len(r) == 1 else f"{r[0]}\u2013{r[-1]}" for r in runs]


def _allowed(tricks: int) -> str:
    """What a soloist with ``tricks`` tricks can end with, as the refusals say it."""
    possible = possible_points(tricks)
    low, high = min(possible), max(possible)
    gaps = _spans([p for p in range(low, high + 1) if p not in possible])
    if not tricks:
        text = _("without a trick the soloist ends with {low} to {high} card points")
    else:
        text = ngettext(
            "with {n} trick the soloist ends with {low} to {high} card points",
            "with {n} tricks the soloist ends with {low} to {high} card points",
            tricks,
        )
    text = text.format(n=tricks, low=low, high=high)
    if not gaps:
        return text
    listed = (
        gaps[0]
        if len(gaps) == 1
        else _("{some} and {last}").format(some=", ".join(gaps[:-1]), last=gaps[-1])
    )
    return _("{allowed}, except {gaps}").format(allowed=text, gaps=listed)


def impossible(points: int, tricks: int) -> str | None:
    """Why no hand can end with the soloist on ``points`` card points and ``tricks``
    tricks, and what is possible; ``None`` if a hand can end so.

    >>> impossible(120, 6)
    'a soloist with all six tricks has all 130 points, not 120'
    >>> impossible(9, 0)
    'no 2 cards of the pack add up to 9 card points; without a trick the soloist ends \
with 0 to 22 card points, except 1, 9 and 16–19'
    >>> impossible(66, 3) is None
    True
    """
    if type(points) is not int or not 0 <= points <= TOTAL_POINTS:
        return _("card points must be between 0 and {total}, not {points}").format(
            total=TOTAL_POINTS, points=points
        )
    if type(tricks) is not int or not 0 <= tricks <= 6:
        return _("tricks must be between 0 and 6, not {tricks}").format(tricks=tricks)
    if tricks == 6 and points != TOTAL_POINTS:
        return _("a soloist with all six tricks has all {total} points, not {points}").format(
            total=TOTAL_POINTS, points=points
        )
    discards = max(_sums()[_cards_of(0)])
    if tricks == 0 and points > discards:
        return _(
            "without a trick the soloist has only the two discards (at most 22), not {points}"
        ).format(points=points)
    if points in possible_points(tricks):
        return None
    cards = _cards_of(tricks)
    less = points - LAST_TRICK_BONUS
    if tricks >= 1 and less >= 0:
        why = _(
            "no {cards} cards of the pack add up to {points} card points, "
            "nor to {less} with the 10 for the last trick"
        ).format(cards=cards, points=points, less=less)
    else:
        why = _("no {cards} cards of the pack add up to {points} card points").format(
            cards=cards, points=points
        )
    return f"{why}; {_allowed(tricks)}"


def _check(points: int, tricks: int) -> None:
    why = impossible(points, tricks)
    if why is not None:
        raise ValueError(why)


def outcome(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> Outcome:
    """The outcome for a soloist with ``points`` card points and ``tricks`` tricks.

    >>> [str(outcome(p, t)) for p, t in [(130, 6), (97, 5), (33, 2), (32, 2), (10, 0)]]
    ['win-schwarz', 'win', 'loss', 'loss-schneider', 'loss-schwarz']
    >>> outcome(65, 2, Rules(tie_at_65=True))
    <Outcome.DRAW: 'draw'>
    """
    _check(points, tricks)
    limit = rules.schneider_limit
    if points >= WIN_THRESHOLD:
        if tricks == 6:
            return Outcome.WIN_SCHWARZ
        if TOTAL_POINTS - points < limit:
            return Outcome.WIN_SCHNEIDER
        return Outcome.WIN
    if rules.tie_at_65 and points == TOTAL_POINTS - points:
        return Outcome.DRAW
    if tricks == 0:
        return Outcome.LOSS_SCHWARZ
    if points < limit:
        return Outcome.LOSS_SCHNEIDER
    return Outcome.LOSS


def hand_base(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> int:
    """What the outcome's multiplier multiplies: the soloist's card points P
    (``points-taken``), the card points of the side that won (``winners-points``:
    P for a win, 130 − P for a loss), or the agreed value V (``agreed-value``).

    >>> [hand_base(40, 2, Rules(scoring=s)) for s in ("points-taken", "winners-points")]
    [40, 90]
    """
    if rules.scoring == "agreed-value":
        return rules.game_value
    if rules.scoring == "winners-points" and points < WIN_THRESHOLD:
        return TOTAL_POINTS - points
    return points


def hand_value(points: int, tricks: int, rules: Rules = DEFAULT_RULES) -> int:
    """The signed value of the hand: the base times the outcome's multiplier.

    >>> hand_value(40, 2), hand_value(40, 2, Rules(scoring="agreed-value", game_value=5))
    (-80, -10)
    >>> hand_value(40, 2, Rules(scoring="winners-points"))
    -180
    """
    return hand_base(points, tricks, rules) * outcome(points, tricks, rules).multiplier


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
