"""Ranking a duplicate set: every result against the others and against par.

The teacher collects one line per result (a text file, or pasted):

- ``NAME: CODE``: a student's result code (:func:`~solo66.teaching.duplicate.result_code`);
- ``NAME: DEAL, SOLOIST, TRUMP, POINTS, TRICKS``: a table's hand with real cards, the
  deal counted from 1 as on the sheets, e.g. ``Table 2: 3, 1, clubs, 70, 3``;
- ``NAME: DEAL, passed`` (and ``NAME: DEAL, passed, WINNER`` under
  ``all-pass=last-trick``): a deal the table passed out.

A comma may stand for the colon (``NAME, CODE``: a spreadsheet's CSV), a line without a
name is named by its number; blank lines, lines starting with ``#`` and a first line
``name, …`` (a CSV header) are skipped.  Each other line is an *entry*, or a *rejection* that
says which line and why: a code that fails its check, a code of another set, the same
code twice, the same name twice on a deal (the first counts), a row that is no hand.
A rejected line takes nothing from the others.

On each deal the entries are ranked by their side score for the set's seat
(:func:`~solo66.teaching.duplicate.side_score`), held against the par's; over the set by
the sum of their scores against par over the deals they played.  Equal scores share a
place (the next place counts them: 1, 2, 2, 4), and a sentence says who shares it.
For each code the review names the cards that cost most, judged in hindsight with every
hand open (:func:`~solo66.analysis.review.review`; one solver a deal: 180 codes take
well under a second), or, asked for, fairly from what the player could see
(:func:`~solo66.analysis.review.fair_review`, about a second a hand).

>>> from solo66.teaching.duplicate import DuplicateSet
>>> s = DuplicateSet(12, 2)
>>> [p.score_for(1) for p in s.pars()]
[122, 88]
>>> r = rank(s, '''Ann: 1, 4, clubs, 61, 3
... Ben: 1, 4, clubs, 70, 3
... Cem: 1, 4, clubs, 58, 3
... Ann: 2, 3, hearts, 44, 3
... Ben: 2, 3, hearts, 44, 3
... Ann: 2, 3, hearts, 40, 2
... Dora: 7, passed''')
>>> [(s.place, s.name, s.score, s.against_par) for s in r.deals[0].standings]
[(1, 'Ann', 122, 0), (2, 'Cem', 116, -6), (3, 'Ben', -70, -192)]
>>> r.deals[1].ties
['Ann and Ben share place 1: each scored +88 (0 against par).']
>>> [(o.place, o.name, o.against_par, o.deals) for o in r.overall]
[(1, 'Ann', 0, 2), (2, 'Cem', -6, 1), (3, 'Ben', -192, 2)]
>>> [(j.line, j.kind) for j in r.rejected]
[(6, 'same-student'), (7, 'bad-row')]
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from solo66.analysis.review import fair_review, review
from solo66.analysis.solver import Solver
from solo66.core.cards import Card, sort_key
from solo66.core.rules import Rules
from solo66.i18n import _, decimal, ngettext, signed
from solo66.teaching.duplicate import (
    DuplicateResult,
    DuplicateSet,
    Par,
    TableResult,
    _check_scoring_only,
    passed_result,
    read_result,
    table_result,
)

__all__ = [
    "CostlyCard",
    "DealRanking",
    "Entry",
    "Overall",
    "Ranking",
    "Rejection",
    "Standing",
    "rank",
    "ranking_csv",
    "ranking_lines",
    "read_entries",
]

#: Why a line was rejected.
RejectionKind = Literal[
    "bad-line", "bad-code", "foreign-set", "duplicate-code", "same-student", "bad-row"
]

#: How many costly cards each standing and each deal names.
COSTLY = 3


@dataclass(frozen=True)
class Entry:
    """One accepted line: ``line`` its number (from 1), ``name``, deal ``index`` (from 0)
    and the ``result``: a result code read and replayed, or a table's hand."""

    line: int
    name: str
    index: int
    result: DuplicateResult | TableResult


@dataclass(frozen=True)
class Rejection:
    """A line left out: its number, its text, the name on it (if any), what kind of
    problem (``bad-line``, ``bad-code``, ``foreign-set``, ``duplicate-code``,
    ``same-student``, ``bad-row``) and why, in a sentence."""

    line: int
    text: str
    name: str | None
    kind: RejectionKind
    reason: str

    def to_json(self) -> dict[str, Any]:
        """The rejection as plain JSON."""
        return {
            "line": self.line,
            "text": self.text,
            "name": self.name,
            "kind": self.kind,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class CostlyCard:
    """A card that cost its player: who (``name``), on which deal (``number``, from 1)
    and trick, the ``card``, its ``cost`` in card points in hindsight (every hand open)
    and the best cards instead; judged fairly (over ``fair_samples`` deals that fit what
    the player saw), ``fair_cost`` is its mean cost against the fair best card,
    ``fair_margin`` how far that could be from the truth by the luck of the deals drawn
    (twice the standard error), and ``best`` the fair best cards."""

    name: str
    number: int
    trick: int
    card: Card
    cost: int
    best: tuple[Card, ...]
    fair_cost: float | None = None
    fair_samples: int = 0
    fair_margin: float | None = None

    def to_json(self) -> dict[str, Any]:
        """The card as plain JSON."""
        return {
            "name": self.name,
            "deal": self.number,
            "trick": self.trick,
            "card": str(self.card),
            "cost": self.cost,
            "best": [str(c) for c in self.best],
            "fair_cost": self.fair_cost,
            "fair_samples": self.fair_samples,
            "fair_margin": self.fair_margin,
        }


@dataclass(frozen=True)
class Standing:
    """One entry's place on a deal: its ``score`` (the side score of the set's seat),
    the par's score and ``against_par`` (the difference), what the hand came to and the
    cards that cost most (codes only); ``tie``: whether the place is shared."""

    place: int
    name: str
    line: int
    kind: Literal["code", "table"]
    code: str | None
    score: int
    par: int
    soloist: int | None
    trump: str | None
    points: int | None
    tricks: int | None
    outcome: str
    costly: tuple[CostlyCard, ...] = ()
    tie: bool = False

    @property
    def against_par(self) -> int:
        """The score less the par's."""
        return self.score - self.par

    def to_json(self) -> dict[str, Any]:
        """The standing as plain JSON."""
        return {
            "place": self.place,
            "name": self.name,
            "line": self.line,
            "kind": self.kind,
            "code": self.code,
            "score": self.score,
            "par": self.par,
            "against_par": self.against_par,
            "soloist": self.soloist,
            "trump": self.trump,
            "points": self.points,
            "tricks": self.tricks,
            "outcome": self.outcome,
            "costly": [c.to_json() for c in self.costly],
            "tie": self.tie,
        }


@dataclass(frozen=True)
class DealRanking:
    """The ranking on one deal (``number`` from 1): the ``par``, the ``standings`` best
    first, the costliest cards of the deal and a sentence for each shared place."""

    number: int
    par: Par
    par_score: int
    standings: tuple[Standing, ...]
    costly: tuple[CostlyCard, ...]
    ties: list[str]
    seat: int = field(repr=False, default=1)
    rules: Rules = field(repr=False, default=Rules())

    def to_json(self) -> dict[str, Any]:
        """The deal's ranking as plain JSON."""
        return {
            "deal": self.number,
            "code": self.par.deal.code,
            "par": self.par.to_json(self.seat, self.rules),
            "standings": [s.to_json() for s in self.standings],
            "costly": [c.to_json() for c in self.costly],
            "ties": self.ties,
        }


@dataclass(frozen=True)
class Overall:
    """One name's place over the set: the ``deals`` played, the sum of its scores and
    of its scores against par."""

    place: int
    name: str
    deals: int
    score: int
    against_par: int
    tie: bool = False

    def to_json(self) -> dict[str, Any]:
        """The overall standing as plain JSON."""
        return {
            "place": self.place,
            "name": self.name,
            "deals": self.deals,
            "score": self.score,
            "against_par": self.against_par,
            "tie": self.tie,
        }


@dataclass(frozen=True)
class Ranking:
    """A set's ranking: per deal, over the set (with a sentence for each shared place),
    and the rejected lines."""

    set: DuplicateSet
    rules: Rules
    deals: tuple[DealRanking, ...]
    overall: tuple[Overall, ...]
    ties: list[str]
    rejected: tuple[Rejection, ...]

    def to_json(self) -> dict[str, Any]:
        """The whole ranking as plain JSON (see the module)."""
        return {
            "set": self.set.to_json(),
            "seat": self.set.seat,
            "rules": self.rules.to_text(),
            "deals": [d.to_json() for d in self.deals],
            "overall": [o.to_json() for o in self.overall],
            "ties": self.ties,
            "rejected": [r.to_json() for r in self.rejected],
        }


def _names(names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def _table_row(fields: list[str], rules: Rules) -> tuple[int, TableResult]:
    """A table's row after its name: the deal (from 1) and the hand."""
    if len(fields) < 2:
        raise ValueError(_("a table's row needs the deal and the hand"))
    deal = fields[0]
    if not deal.isdigit():
        raise ValueError(_("the deal is a number from 1, not {text!r}").format(text=deal))
    if fields[1].lower() in ("passed", "pass", "gepasst"):
        if len(fields) > 3:
            raise ValueError(_("a passed deal takes at most the winner of the last trick"))
        winner = None
        if len(fields) == 3:
            if not fields[2].isdigit():
                raise ValueError(
                    _("the winner of the last trick is a seat from 0 to 4, not {text!r}").format(
                        text=fields[2]
                    )
                )
            winner = int(fields[2])
        result = passed_result(winner)
    else:
        if len(fields) != 5:
            raise ValueError(
                _(
                    "a table's row is DEAL, SOLOIST, TRUMP, POINTS, TRICKS (or DEAL, passed), "
                    "not {count} fields"
                ).format(count=len(fields))
            )
        numbers = [fields[1], fields[3], fields[4]]
        for text in numbers:
            if not text.isdigit():
                raise ValueError(
                    _("the soloist, points and tricks are whole numbers, not {text!r}").format(
                        text=text
                    )
                )
        result = table_result(int(fields[1]), fields[2], int(fields[3]), int(fields[4]))
    result.score(0, rules)  # the rules' refusals (a last-trick game without its winner)
    return int(deal) - 1, result


def read_entries(
    chosen: DuplicateSet, lines: str | Iterable[str], rules: Rules | None = None
) -> tuple[list[Entry], list[Rejection]]:
    """The entries of the lines (see the module), and the lines rejected, with why."""
    rules = rules or chosen.rules
    if isinstance(lines, str):
        lines = lines.splitlines()
    entries: list[Entry] = []
    rejected: list[Rejection] = []
    codes: dict[str, Entry] = {}
    seen: dict[tuple[str, int], Entry] = {}
    header_seen = False
    for number, raw in enumerate(lines, 1):
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        head, colon, rest = text.partition(":")
        if not colon:
            head, comma, rest = text.partition(",")
            if not comma:
                head, rest = "", text
        name = head.strip()
        opening = not entries and not rejected and not header_seen
        header_seen = True
        if opening and not colon and name.lower() == "name":
            continue  # a spreadsheet's header row
        fields = [f.strip() for f in rest.split(",")]
        if len(fields) > 1 and fields[-1] == "":
            fields.pop()
        shown = name or _("line {number}").format(number=number)

        def reject(kind: RejectionKind, reason: str) -> None:
            rejected.append(Rejection(number, text, name or None, kind, reason))  # noqa: B023

        if not rest.strip():
            reject("bad-line", _("the line has a name but no result"))
            continue
        result: DuplicateResult | TableResult
        if len(fields) == 1:
            try:
                read = read_result(fields[0])
            except ValueError as error:
                reject("bad-code", str(error))
                continue
            if read.set != chosen:
                reject(
                    "foreign-set",
                    _("the code is of set {other}, not of set {code}").format(
                        other=read.set.code, code=chosen.code
                    ),
                )
                continue
            first = codes.get(read.code)
            if first is not None:
                reject(
                    "duplicate-code",
                    _("the same code as line {line} ({name})").format(
                        line=first.line, name=first.name
                    ),
                )
                continue
            index, result = read.index, read
        else:
            try:
                index, result = _table_row(fields, rules)
                if index >= chosen.count:
                    raise ValueError(
                        _("set {code} has deals 1 to {count}, not {number}").format(
                            code=chosen.code, count=chosen.count, number=index + 1
                        )
                    )
            except ValueError as error:
                reject("bad-row", str(error))
                continue
        key = (shown.casefold(), index)
        if key in seen:
            reject(
                "same-student",
                _(
                    "{name} already has a result for deal {number} (line {line}): the first counts"
                ).format(name=shown, number=index + 1, line=seen[key].line),
            )
            continue
        entry = Entry(number, shown, index, result)
        seen[key] = entry
        if isinstance(result, DuplicateResult):
            codes[result.code] = entry
        entries.append(entry)
    return entries, rejected


def _places(scores: Sequence[int]) -> list[int]:
    """Places for scores sorted best first, equal scores sharing one (1, 2, 2, 4)."""
    places: list[int] = []
    for i, score in enumerate(scores):
        places.append(places[-1] if i and score == scores[i - 1] else i + 1)
    return places


def _costly(entry: Entry, solver: Solver, fair_samples: int) -> tuple[CostlyCard, ...]:
    result = entry.result
    if not isinstance(result, DuplicateResult) or result.game.soloist is None:
        return ()
    if fair_samples:
        judged = fair_review(
            result.game, result.seat, samples=fair_samples, seed=result.code, solver=solver
        )
        mistakes = [p for p in judged if p.played.cost >= 1]
        mistakes.sort(key=lambda p: (-p.played.cost, p.step))
        return tuple(
            CostlyCard(
                entry.name,
                entry.index + 1,
                p.trick,
                p.card,
                p.played.hindsight.cost,
                tuple(sorted((c.card for c in p.choices if c.cost == 0), key=sort_key)),
                p.played.cost,
                fair_samples,
                p.played.margin,
            )
            for p in mistakes[:COSTLY]
        )
    plays = [p for p in review(result.game, result.seat, solver) if p.cost > 0]
    plays.sort(key=lambda p: (-p.cost, p.step))
    return tuple(
        CostlyCard(entry.name, entry.index + 1, p.trick, p.card, p.cost, p.alternatives)
        for p in plays[:COSTLY]
    )


def _standing(
    entry: Entry, seat: int, par: int, rules: Rules, costly: tuple[CostlyCard, ...]
) -> Standing:
    result = entry.result
    if isinstance(result, DuplicateResult):
        played = result.game.result
        assert played is not None
        soloist = played.soloist
        trump = result.game.trump
        return Standing(
            0,
            entry.name,
            entry.line,
            "code",
            result.code,
            result.score(rules),
            par,
            soloist,
            None if soloist is None or trump is None else trump.name.lower(),
            played.soloist_points if soloist is not None else None,
            played.soloist_tricks if soloist is not None else None,
            played.outcome.value,
            costly,
        )
    return Standing(
        0,
        entry.name,
        entry.line,
        "table",
        None,
        result.score(seat, rules),
        par,
        result.soloist,
        None if result.trump is None else result.trump.name.lower(),
        result.points if result.soloist is not None else None,
        result.tricks if result.soloist is not None else None,
        result.outcome(rules).value,
    )


def rank(
    chosen: DuplicateSet,
    lines: str | Iterable[str],
    rules: Rules | None = None,
    *,
    costs: bool = True,
    fair_samples: int = 0,
    pars: Sequence[Par] | None = None,
) -> Ranking:
    """Rank the results of the lines (see the module) under ``rules`` (the set's if
    omitted; other rules may change only how hands are scored).  ``costs=False`` leaves
    out the review of the cards; with ``fair_samples`` the cards are judged fairly, from
    what their player could see, over that many deals each
    (:func:`~solo66.analysis.review.fair_review`: the cards a point or more worse on
    average than the fair best, worst first; about a second a hand); ``pars`` are
    :meth:`DuplicateSet.pars` if already computed."""
    if type(fair_samples) is not int or fair_samples < 0:
        raise ValueError(
            _("fair_samples is a whole number of at least 0, not {samples!r}").format(
                samples=fair_samples
            )
        )
    rules = rules or chosen.rules
    _check_scoring_only(chosen.rules, rules)
    entries, rejected = read_entries(chosen, lines, rules)
    pars = list(pars) if pars is not None else chosen.pars()
    seat = chosen.seat
    totals: dict[str, list[int]] = {}
    deals: list[DealRanking] = []
    for index, par in enumerate(pars):
        par_score = par.score_for(seat, rules)
        solver = Solver()
        here = [e for e in entries if e.index == index]
        standings = [
            _standing(e, seat, par_score, rules, _costly(e, solver, fair_samples) if costs else ())
            for e in here
        ]
        standings.sort(key=lambda s: (-s.score, s.name.casefold(), s.line))
        places = _places([s.score for s in standings])
        ties = []
        ranked = []
        for place, standing in zip(places, standings, strict=True):
            shared = places.count(place) > 1
            ranked.append(replace(standing, place=place, tie=shared))
        for place in sorted(set(places)):
            group = [s for s in ranked if s.place == place]
            if len(group) > 1:
                ties.append(
                    _(
                        "{names} share place {place}: each scored {score} ({against} against par)."
                    ).format(
                        names=_names([s.name for s in group]),
                        place=place,
                        score=signed(group[0].score),
                        against=signed(group[0].against_par),
                    )
                )
        costly = sorted(
            (c for s in ranked for c in s.costly),
            key=lambda c: (-(c.cost if c.fair_cost is None else c.fair_cost), c.name.casefold()),
        )
        deals.append(
            DealRanking(
                index + 1, par, par_score, tuple(ranked), tuple(costly[:COSTLY]), ties, seat, rules
            )
        )
        for s in ranked:
            total = totals.setdefault(s.name, [0, 0, 0])
            total[0] += 1
            total[1] += s.score
            total[2] += s.against_par
    order = sorted(totals.items(), key=lambda item: (-item[1][2], item[0].casefold()))
    places = _places([t[2] for _name, t in order])
    overall = tuple(
        Overall(place, name, t[0], t[1], t[2], places.count(place) > 1)
        for place, (name, t) in zip(places, order, strict=True)
    )
    ties = []
    for place in sorted(set(places)):
        sharing = [o for o in overall if o.place == place]
        if len(sharing) > 1:
            ties.append(
                _("{names} share place {place}: {against} against par each, over the set.").format(
                    names=_names([o.name for o in sharing]),
                    place=place,
                    against=signed(sharing[0].against_par),
                )
            )
    return Ranking(chosen, rules, tuple(deals), overall, ties, tuple(rejected))


def ranking_csv(ranking: Ranking) -> str:
    """The ranking as CSV: one row per deal and entry, then one per name over the set
    (deal ``all``); plain numbers with a ``-`` sign, for a spreadsheet."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            "deal",
            "place",
            "name",
            "score",
            "par",
            "against_par",
            "soloist",
            "trump",
            "points",
            "tricks",
            "outcome",
            "code",
        ]
    )
    for deal in ranking.deals:
        for s in deal.standings:
            writer.writerow(
                [
                    deal.number,
                    s.place,
                    s.name,
                    s.score,
                    s.par,
                    s.against_par,
                    "" if s.soloist is None else s.soloist,
                    s.trump or "",
                    "" if s.points is None else s.points,
                    "" if s.tricks is None else s.tricks,
                    s.outcome,
                    s.code or "",
                ]
            )
    for o in ranking.overall:
        writer.writerow(["all", o.place, o.name, o.score, "", o.against_par] + [""] * 6)
    return out.getvalue()


def ranking_lines(ranking: Ranking) -> list[str]:
    """The ranking as lines of text, in the language spoken now (``solo66 duplicate
    score`` prints them)."""
    chosen = ranking.set
    lines = [
        _("Set {code}: {count} deals, ranked for seat {seat}.").format(
            code=chosen.code, count=chosen.count, seat=chosen.seat
        )
    ]
    if ranking.rules != Rules():
        lines.append(
            _("Rules: {rules}").format(
                rules=", ".join(f"{k}={v}" for k, v in ranking.rules.to_text().items())
            )
        )
    for deal in ranking.deals:
        par = deal.par
        if par.soloist is None or par.trump is None:
            told = _("passed out")
        else:
            told = ngettext(
                "seat {seat} plays {trump}, {points} card points, {tricks} trick",
                "seat {seat} plays {trump}, {points} card points, {tricks} tricks",
                par.tricks or 0,
            ).format(seat=par.soloist, trump=par.trump.symbol, points=par.value, tricks=par.tricks)
        lines.append("")
        lines.append(
            _("Deal {number} ({code}), par: {told}; par score {score}").format(
                number=deal.number, code=par.deal.code, told=told, score=signed(deal.par_score)
            )
        )
        if not deal.standings:
            lines.append("  " + _("no results"))
        for s in deal.standings:
            lines.append(
                "  "
                + _("{place}. {name}: {score} ({against} against par)").format(
                    place=s.place,
                    name=s.name,
                    score=signed(s.score),
                    against=signed(s.against_par),
                )
            )
        lines.extend("  " + tie for tie in deal.ties)
        for c in deal.costly:
            best = " ".join(str(b) for b in c.best)
            if c.fair_cost is None:
                told = _(
                    "{name}, trick {trick}: {card} cost {cost} card points with every hand "
                    "open (best: {best})"
                ).format(name=c.name, trick=c.trick, card=c.card, cost=c.cost, best=best)
            else:
                told = _(
                    "{name}, trick {trick}: {card} cost {fair} ± {margin} card points on "
                    "average over {samples} deals that fit what they saw (fair best: {best})"
                ).format(
                    name=c.name,
                    trick=c.trick,
                    card=c.card,
                    fair=decimal(c.fair_cost),
                    margin=decimal(c.fair_margin or 0.0),
                    samples=c.fair_samples,
                    best=best,
                )
            lines.append("  " + told)
    lines.append("")
    lines.append(_("Over the set:"))
    for o in ranking.overall:
        lines.append(
            "  "
            + _("{place}. {name}: {against} against par over {deals} of {count} deals").format(
                place=o.place,
                name=o.name,
                against=signed(o.against_par),
                deals=o.deals,
                count=chosen.count,
            )
        )
    lines.extend("  " + tie for tie in ranking.ties)
    if ranking.rejected:
        lines.append("")
        lines.append(_("Lines left out:"))
        for r in ranking.rejected:
            lines.append("  " + _("line {line}: {reason}").format(line=r.line, reason=r.reason))
    return lines
