"""The engine's side of the *Duplicate results* page: JSON in, JSON out.

The book's results page (``book/duplicate-results.md``) runs this module in the
teacher's browser through Pyodide, in the play page's Web Worker.  Its JavaScript keeps
no rules and writes no sentence of its own about a result: it sends the set code, the
pasted lines, the physical tables' rows and the scoring scheme chosen to :func:`call`,
and shows the answer, worded here in the language the engine speaks.

One request, ``{"op": "rank", "set": CODE, "text": LINES, "rows": [...], "scheme":
NAME}`` (:class:`RankRequest`): the pasted lines are read as
:func:`~solo66.teaching.ranking.read_entries` reads a file, each table row
(:class:`TableRow`) becomes one more such line (:func:`table_line`), and
:func:`~solo66.teaching.ranking.rank` ranks them all under the scheme
(:data:`SCHEMES`).  The answer (:class:`RankAnswer`) has a table per deal and one over
the set, the sentences for shared places, the cards that cost most, every line left out
with why (a table row named as such), and the CSV of
:func:`~solo66.teaching.ranking.ranking_csv`.  A refused request (no set code, a
mistyped one, a scheme the set cannot be scored with) has ``"ok": false`` and the
``"error"``.

>>> import json
>>> from solo66.teaching.duplicate import DuplicateSet
>>> code = DuplicateSet(12, 2).code
>>> answer = json.loads(call(json.dumps({"op": "rank", "set": code, "scheme": "set",
...     "text": "Ann: 1, 4, clubs, 61, 3\\nBen: 2, 3, hearts, 44, 3\\nBen: 9, passed",
...     "rows": [{"name": "Table 2", "deal": "1", "soloist": "4", "trump": "clubs",
...               "points": "70", "tricks": "3"}]})))
>>> [row["cells"][:2] for row in answer["overall"]["rows"]]
[['1', 'Ann'], ['1', 'Ben'], ['3', 'Table 2']]
>>> answer["ties"]
['Ann and Ben share place 1: 0 against par each, over the set.']
>>> [(r["where"], r["reason"]) for r in answer["rejected"]]
[('line 3', 'set 0002-TJY has deals 1 to 2, not 9')]
>>> answer["csv"].splitlines()[1]
'1,1,Ann,122,122,0,4,clubs,61,3,loss,'
>>> json.loads(call('{"op": "rank", "set": "0002-TJZ", "text": ""}'))["error"]
"set code '0002-TJZ' fails its check character: a character is mistyped"

The page's own words are its script's ``t("English")`` calls, as in the widgets and on
the play page; :func:`page_words` says them (and the schemes) in the language the engine
speaks, and ``tools/play_assets.py`` writes them into the page's script for every
language.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from typing import Literal, TypedDict

from solo66.core.cards import Suit
from solo66.core.rules import Rules
from solo66.core.scoring import Outcome
from solo66.frontends.jswords import Word
from solo66.frontends.table import words_json
from solo66.i18n import N_, _, language, ngettext, pgettext, signed
from solo66.teaching.duplicate import SCORING_OPTIONS, DuplicateSet, Par
from solo66.teaching.ranking import (
    CostlyCard,
    DealRanking,
    Ranking,
    Rejection,
    Standing,
    rank,
    ranking_csv,
)

__all__ = [
    "SCHEMES",
    "RankAnswer",
    "RankRequest",
    "TableRow",
    "call",
    "handle",
    "page_words",
    "scheme_rules",
    "table_line",
]

#: The scoring schemes the page offers, by name, each in words (never an option's
#: name): the set's own rules; this book's scoring; the winners' card points; a house rule.
SCHEMES: dict[str, str] = {
    "set": N_("as the set was made"),
    "book": N_("this book's: the soloist scores the card points they took"),
    "winners-points": N_(
        "the winners' card points: a beaten soloist loses double the defenders' points"
    ),
    "tie-at-65": N_("house rule: 65 against 65 is a draw, and nobody scores"),
}

#: What each scheme changes in the set's rules (only how a hand is scored).
_SCHEME_CHANGES: dict[str, dict[str, object]] = {
    "set": {},
    "book": {name: getattr(Rules(), name) for name in SCORING_OPTIONS},
    "winners-points": {"scoring": "winners-points"},
    "tie-at-65": {"tie_at_65": True},
}


class Choice(TypedDict):
    """A choice the page offers: its ``name`` (sent back) and its ``label`` (shown)."""

    name: str
    label: str


class ResultsWords(TypedDict):
    """The results page's words in one language (:func:`page_words`)."""

    lang: str
    said: dict[str, str]
    schemes: list[Choice]
    trumps: list[Choice]
    decimal: str


def page_words(said: Sequence[Word] = ()) -> ResultsWords:
    """The results page's words in the language the engine speaks now: ``said`` (the
    English words ``said``, the ``t("…")`` calls of the page's script, which
    ``tools/play_assets.py`` reads from it: English → the language's, only those that
    differ), the ``schemes`` in words, the trumps with their symbols and the ``decimal``
    sign.

    >>> from solo66.i18n import speaking
    >>> with speaking("de"):
    ...     words = page_words(["Check"])
    >>> words["lang"], words["said"], words["trumps"][0]
    ('de', {'Check': 'Prüfen'}, {'name': 'clubs', 'label': '♣ Kreuz'})
    """
    return {
        "lang": language(),
        "said": words_json(said),
        "schemes": [{"name": name, "label": _(label)} for name, label in SCHEMES.items()],
        "trumps": [
            {"name": suit.name.lower(), "label": f"{suit.symbol} {suit.label}"}
            for suit in sorted(Suit, reverse=True)
        ],
        "decimal": pgettext("decimal sign", "."),
    }


class TableRow(TypedDict, total=False):
    """One row of the page's form for a table with real cards, as typed: ``trump`` is
    a suit's name or ``passed``; empty fields are left empty."""

    name: str
    deal: str
    soloist: str
    trump: str
    points: str
    tricks: str


class RankRequest(TypedDict, total=False):
    """The page's request: ``op`` ``rank``, the ``set`` code, the pasted ``text``, the
    table ``rows`` and the ``scheme`` (a name of :data:`SCHEMES`; ``set`` if omitted)."""

    op: Literal["rank"]
    set: str
    text: str
    rows: list[TableRow]
    scheme: str


class Row(TypedDict):
    """A row of a shown table: its cells as text, and whether its place is shared."""

    cells: list[str]
    tie: bool


class Table(TypedDict):
    """A table to show: its caption, the column heads and the rows."""

    caption: str
    headers: list[str]
    rows: list[Row]


class DealView(TypedDict):
    """One deal's ranking as shown: its heading, the par in a sentence, the table, the
    sentences for shared places and for the cards that cost most."""

    heading: str
    par: str
    table: Table
    ties: list[str]
    costly: list[str]


class Left(TypedDict):
    """A line left out: where it was (``line 4``, ``table row 2``), its text, its kind
    and why."""

    where: str
    text: str
    kind: str
    reason: str


class RankAnswer(TypedDict, total=False):
    """The answer: ``ok``; the ``summary`` of the set and how it was scored, a
    ``count`` of the results ranked, the ``deals``, the ``overall`` table and its
    ``ties``, the lines ``rejected``, the ``csv`` and its ``filename``; or ``error``."""

    ok: bool
    error: str
    summary: list[str]
    count: int
    deals: list[DealView]
    overall: Table
    ties: list[str]
    rejected: list[Left]
    csv: str
    filename: str


#: Each set's pars, computed at its first check: a teacher checks again as codes come in,
#: and the pars depend on the set alone.
_PARS: dict[str, list[Par]] = {}


def _pars(chosen: DuplicateSet) -> list[Par]:
    if chosen.code not in _PARS:
        _PARS[chosen.code] = chosen.pars()
    return _PARS[chosen.code]


def scheme_rules(chosen: DuplicateSet, scheme: str) -> Rules:
    """The rules a scheme scores the set's hands under: the set's, with only how a
    hand is scored changed.

    >>> scheme_rules(DuplicateSet(12, 2), "winners-points")
    Rules(scoring='winners-points')
    >>> scheme_rules(DuplicateSet(12, 2), "best")
    Traceback (most recent call last):
    ...
    ValueError: the scoring scheme is one of set, book, winners-points, tie-at-65, not 'best'
    """
    if scheme not in _SCHEME_CHANGES:
        raise ValueError(
            _("the scoring scheme is one of {names}, not {scheme!r}").format(
                names=", ".join(SCHEMES), scheme=scheme
            )
        )
    return dataclasses.replace(chosen.rules, **_SCHEME_CHANGES[scheme])  # type: ignore[arg-type]


def table_line(row: TableRow, number: int) -> str | None:
    """The line the engine reads for a table row (``number`` from 1), or ``None`` for
    an empty row; a row without a name is named ``Table NUMBER``.

    >>> table_line({"name": "Red", "deal": "2", "soloist": "3", "trump": "hearts",
    ...             "points": "70", "tricks": "3"}, 1)
    'Red: 2, 3, hearts, 70, 3'
    >>> table_line({"deal": "4", "trump": "passed"}, 2), table_line({"name": " "}, 3)
    ('Table 2: 4, passed', None)
    """
    fields = {key: str(row.get(key, "") or "").strip() for key in TableRow.__annotations__}
    if not any(value for key, value in fields.items() if key != "name"):
        return None
    name = fields["name"].replace(":", " ").replace(",", " ").strip()
    name = name or _("Table {number}").format(number=number)
    if fields["trump"] == "passed":
        return f"{name}: {fields['deal']}, passed"
    hand = [fields[key] for key in ("deal", "soloist", "trump", "points", "tricks")]
    while not hand[-1]:  # a row left short reads as short, not as empty numbers
        hand.pop()
    return f"{name}: {', '.join(hand)}"


def _hand(soloist: int | None, trump: str | None, points: int | None, tricks: int | None) -> str:
    if soloist is None or trump is None or points is None or tricks is None:
        return _("passed out")
    return ngettext(
        "seat {seat} plays {trump}, {points} card points, {tricks} trick",
        "seat {seat} plays {trump}, {points} card points, {tricks} tricks",
        tricks,
    ).format(seat=soloist, trump=Suit.from_str(trump).symbol, points=points, tricks=tricks)


def _costly(card: CostlyCard) -> str:
    return _(
        "{name}, trick {trick}: {card} cost {cost} card points with every hand open (best: {best})"
    ).format(
        name=card.name,
        trick=card.trick,
        card=card.card,
        cost=card.cost,
        best=" ".join(str(b) for b in card.best),
    )


def _standing_row(standing: Standing) -> Row:
    return {
        "cells": [
            str(standing.place),
            standing.name,
            _hand(standing.soloist, standing.trump, standing.points, standing.tricks),
            Outcome(standing.outcome).label,
            signed(standing.score),
            signed(standing.against_par),
        ],
        "tie": standing.tie,
    }


def _deal_view(deal: DealRanking) -> DealView:
    par = deal.par
    told = _hand(par.soloist, None if par.trump is None else par.trump.name, par.value, par.tricks)
    return {
        "heading": _("Deal {number} ({code})").format(number=deal.number, code=par.deal.code),
        "par": _("Par: {told}; par score {score}.").format(told=told, score=signed(deal.par_score)),
        "table": {
            "caption": _("Deal {number}: ranking against par").format(number=deal.number),
            "headers": [
                _("Place"),
                _("Name"),
                _("Played"),
                _("Outcome"),
                _("Score"),
                _("Against par"),
            ],
            "rows": [_standing_row(s) for s in deal.standings],
        },
        "ties": list(deal.ties),
        "costly": [_costly(c) for c in deal.costly],
    }


def _left(rejection: Rejection, pasted: int) -> Left:
    if rejection.line > pasted:
        where = _("table row {number}").format(number=rejection.line - pasted)
    else:
        where = _("line {number}").format(number=rejection.line)
    return {
        "where": where,
        "text": rejection.text,
        "kind": rejection.kind,
        "reason": rejection.reason,
    }


def _answer(ranking: Ranking, pasted: int, scheme: str) -> RankAnswer:
    chosen = ranking.set
    summary = [
        _("Set {code}: {count} deals, ranked for seat {seat}.").format(
            code=chosen.code, count=chosen.count, seat=chosen.seat
        ),
        _("Scoring: {scheme}.").format(scheme=_(SCHEMES[scheme])),
    ]
    overall: Table = {
        "caption": _("Over the set: the sum against par"),
        "headers": [_("Place"), _("Name"), _("Deals"), _("Score"), _("Against par")],
        "rows": [
            {
                "cells": [
                    str(o.place),
                    o.name,
                    _("{deals} of {count}").format(deals=o.deals, count=chosen.count),
                    signed(o.score),
                    signed(o.against_par),
                ],
                "tie": o.tie,
            }
            for o in ranking.overall
        ],
    }
    return {
        "ok": True,
        "summary": summary,
        "count": sum(len(d.standings) for d in ranking.deals),
        "deals": [_deal_view(d) for d in ranking.deals],
        "overall": overall,
        "ties": list(ranking.ties),
        "rejected": [_left(r, pasted) for r in ranking.rejected],
        "csv": ranking_csv(ranking),
        "filename": f"duplicate-{chosen.code}.csv",
    }


def handle(request: RankRequest) -> RankAnswer:
    """Answer one request (see the module); a refused one has ``ok`` false and the
    ``error``."""
    try:
        if request.get("op") != "rank":
            raise ValueError(_("the request is rank, not {op!r}").format(op=request.get("op")))
        code = str(request.get("set") or "").strip()
        if not code:
            raise ValueError(_("type the set code the class played, e.g. 0002-V1C"))
        chosen = DuplicateSet.from_code(code)
        scheme = str(request.get("scheme") or "set")
        rules = scheme_rules(chosen, scheme)
        lines = str(request.get("text") or "").splitlines()
        pasted = len(lines)
        for number, row in enumerate(request.get("rows") or [], 1):
            line = table_line(row, number)
            # An empty row keeps its place, so that a row's number is its place in the form.
            lines.append(line if line is not None else "")
        return _answer(rank(chosen, lines, rules, pars=_pars(chosen)), pasted, scheme)
    except ValueError as error:
        return {"ok": False, "error": str(error)}


def call(request: str, progress: Callable[..., object] | None = None) -> str:
    """:func:`handle` for JSON text (the page's worker calls this; ``progress`` is the
    worker's and is not used: a ranking is one step)."""
    try:
        parsed = json.loads(request)
    except json.JSONDecodeError as error:
        return json.dumps(
            {"ok": False, "error": _("the request is no JSON: {error}").format(error=error)}
        )
    if not isinstance(parsed, dict):
        return json.dumps({"ok": False, "error": _("the request is a JSON object")})
    return json.dumps(handle(parsed), ensure_ascii=False)  # type: ignore[arg-type]
