"""Winning and scoring: a calculator over every (card points, tricks) pair.

The outcome and score of each pair under each scoring scheme come from
:mod:`solo66.core.scoring`, and so does the refusal of a pair no hand can end with
(:func:`~solo66.core.scoring.impossible`, the reason ``soloist_score`` refuses it);
``scoring.js`` only looks the answers up.
"""

from __future__ import annotations

from typing import Any

import traitlets

from solo66.core import narration
from solo66.core.rules import Rules
from solo66.core.scoring import (
    OUTCOMES,
    TOTAL_POINTS,
    WIN_THRESHOLD,
    Outcome,
    hand_base,
    impossible,
    outcome,
    soloist_score,
)
from solo66.frontends.payloads import ScoringData
from solo66.frontends.widgets.base import SoloWidget
from solo66.frontends.widgets.controls import with_controls
from solo66.i18n import N_, _, signed

__all__ = [
    "SCHEMES",
    "ScoringWidget",
    "impossible",
    "outcome_rows",
    "outcome_table",
    "score_working",
    "scoring_data",
]


def _scheme_name(rules: Rules) -> str:
    """A scheme's name in the calculator, in words, with where it stands.

    >>> [_scheme_name(r) for r in _SCHEME_RULES[:3]]  # doctest: +NORMALIZE_WHITESPACE
    ["points taken, schneider under 33: this book's rules",
     'points taken, schneider 30 or fewer (house rule)',
     'points taken, 65–65 a draw (house rule)']
    """
    scheme = {
        "points-taken": _("points taken"),
        "winners-points": _("winners' points"),
        "agreed-value": _("agreed value V = {value}").format(value=rules.game_value),
    }[rules.scoring]
    if rules.tie_at_65:
        name = _("{scheme}, 65–65 a draw").format(scheme=scheme)
    else:
        name = _("{scheme}, schneider {limit}").format(
            scheme=scheme, limit=narration.schneider_words(rules)
        )
    if rules == Rules():
        return _("{name}: this book's rules").format(name=name)
    if rules.tie_at_65 or rules.schneider != Rules().schneider:
        return _("{name} (house rule)").format(name=name)
    return name


#: The schemes the calculator compares: name and rules.
_SCHEME_RULES = (
    Rules(),
    Rules(schneider="at-most-30"),
    Rules(tie_at_65=True),
    Rules(scoring="winners-points"),
    Rules(scoring="agreed-value"),
    Rules(scoring="agreed-value", schneider="at-most-30"),
)
#: The schemes the calculator compares: name (in the language spoken at import) and rules.
SCHEMES: tuple[tuple[str, Rules], ...] = tuple((_scheme_name(r), r) for r in _SCHEME_RULES)


def _schemes() -> list[str]:
    """The schemes' names in the language spoken now."""
    return [_scheme_name(r) for r in _SCHEME_RULES]


_WORDS = {
    Outcome.WIN: N_("win"),
    Outcome.WIN_SCHNEIDER: N_("win, defenders schneider"),
    Outcome.WIN_SCHWARZ: N_("win, defenders schwarz"),
    Outcome.DRAW: N_("draw"),
    Outcome.LOSS: N_("loss"),
    Outcome.LOSS_SCHNEIDER: N_("loss, soloist schneider"),
    Outcome.LOSS_SCHWARZ: N_("loss, soloist schwarz"),
}


def score_working(points: int, tricks: int, rules: Rules) -> str:
    """How the score is worked out: the multiplier times the scheme's base.

    >>> score_working(40, 2, Rules()), score_working(40, 2, Rules(scoring="winners-points"))
    ('−2 × 40', '−2 × (130 − 40)')
    >>> score_working(70, 3, Rules(scoring="agreed-value"))
    '1 × V = 1 × 10'
    >>> score_working(65, 3, Rules(tie_at_65=True))
    '0'
    """
    times = outcome(points, tricks, rules).multiplier
    if times == 0:
        return "0"
    factor = str(times).replace("-", "\u2212")
    base = hand_base(points, tricks, rules)
    if rules.scoring == "agreed-value":
        return f"{factor} × V = {factor} × {base}"
    if base != points:
        return f"{factor} × ({TOTAL_POINTS} − {points})"
    return f"{factor} × {base}"


def scoring_data() -> ScoringData:
    """Everything the calculator shows, as plain JSON.

    ``grid[t][p]`` is, for ``t`` tricks and ``p`` card points, either the index of
    a message in ``messages`` (the pair is impossible) or one ``[outcome, score]``
    per scheme; ``working[t][p]`` says for each scheme how the score is worked out
    (``None`` for an impossible pair).

    >>> data = scoring_data()
    >>> data["grid"][3][66]
    [['win', 66], ['win', 66], ['win', 66], ['win', 66], ['win', 10], ['win', 10]]
    >>> data["working"][2][40][3]
    '−2 × (130 − 40)'
    >>> data["messages"][data["grid"][6][120]]
    'a soloist with all six tricks has all 130 points, not 120'
    """
    messages: list[str] = []
    grid: list[list[Any]] = []
    working: list[list[list[str] | None]] = []
    for tricks in range(7):
        row: list[Any] = []
        how: list[list[str] | None] = []
        for points in range(TOTAL_POINTS + 1):
            why = impossible(points, tricks)
            if why is not None:
                if why not in messages:
                    messages.append(why)
                row.append(messages.index(why))
                how.append(None)
                continue
            row.append(
                [
                    [str(outcome(points, tricks, r)), soloist_score(points, tricks, r)]
                    for _, r in SCHEMES
                ]
            )
            how.append([score_working(points, tricks, r) for _, r in SCHEMES])
        grid.append(row)
        working.append(how)
    return {
        "title": _("Scoring calculator"),
        "hint": _(
            "Set the soloist's card points (slider: arrow keys, Page Up and Page Down) "
            "and tricks; read the outcome and score under each scheme."
        ),
        "total": TOTAL_POINTS,
        "threshold": WIN_THRESHOLD,
        "schemes": _schemes(),
        "words": {str(name): _(words) for name, words in _WORDS.items()},
        "messages": messages,
        "grid": grid,
        "working": working,
        # The minus sign the language writes a score with (German: the true minus).
        "minus": signed(-1)[0],
    }


def outcome_rows(rules: Rules | None = None) -> list[dict[str, Any]]:
    """One row per outcome: the card points and tricks for which it happens (over every
    possible pair) and the soloist's score, as in the rules' table.

    >>> [(r["outcome"], r["points"], r["tricks"], r["score"]) for r in outcome_rows()][:2]
    [('win', (66, 97), (1, 5), '+P'), ('win-schneider', (98, 130), (2, 5), '+2P')]
    """
    rules = rules or Rules()
    seen: dict[Outcome, list[tuple[int, int]]] = {}
    for tricks in range(7):
        for points in range(TOTAL_POINTS + 1):
            if impossible(points, tricks) is None:
                seen.setdefault(outcome(points, tricks, rules), []).append((points, tricks))
    rows = []
    for name in OUTCOMES:
        pairs = seen.get(name)
        if not pairs:
            continue
        all_points = [p for p, _ in pairs]
        all_tricks = [t for _, t in pairs]
        factor = name.multiplier
        base = "V" if rules.scoring == "agreed-value" else "P"
        if rules.scoring == "winners-points" and name.lost:
            base = f"({TOTAL_POINTS} − P)"
        times = "" if abs(factor) == 1 else str(abs(factor))
        score = "0" if factor == 0 else f"{'+' if factor > 0 else '−'}{times}{base}"
        rows.append(
            {
                "outcome": str(name),
                "words": _(_WORDS[name]),
                "points": (min(all_points), max(all_points)),
                "tricks": (min(all_tricks), max(all_tricks)),
                "score": score,
            }
        )
    return rows


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


def outcome_table(rules: Rules | None = None) -> str:
    """The outcome table as Markdown, computed from the engine's scoring.

    >>> print(outcome_table().splitlines()[2])
    | win | 66–97 | 1–5 | +P |
    """
    lines = [
        _("| outcome | soloist's card points P | soloist's tricks | soloist's score |"),
        "|---|---|---|---|",
    ]
    for row in outcome_rows(rules):
        lines.append(
            f"| {row['words']} | {_span(*row['points'])} | {_span(*row['tricks'])} "
            f"| {row['score']} |"
        )
    return "\n".join(lines)


@with_controls
class ScoringWidget(SoloWidget):
    """Card points and tricks in; outcome and score out, under every scheme.

    ``points`` and ``tricks`` are the reader's inputs (synced).  Every hand that can
    happen is already in the table, so there is nothing to deal again; in a live
    notebook, ``ScoringWidget(points=70, tricks=2)`` opens at those inputs.

    >>> widget = ScoringWidget(points=70, tricks=3)
    >>> widget.data["grid"][3][70][0], widget.points
    (['win', 70], 70)
    >>> ScoringWidget(seed=5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: ScoringWidget() got an unexpected keyword argument 'seed': it takes four_colour, ...
    """

    _module = "scoring"

    points = traitlets.Int(66).tag(sync=True)
    tricks = traitlets.Int(3).tag(sync=True)

    def __init__(self, **state: Any) -> None:
        super().__init__(data=scoring_data(), **state)
