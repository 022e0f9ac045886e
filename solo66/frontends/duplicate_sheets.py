"""Printable sheets of a duplicate set: one per table, and the teacher's par results.

HTML for print (A4, one sheet a page), in the language spoken now; every figure comes
from the engine (:mod:`solo66.teaching.duplicate`).  ``solo66 duplicate new … --out DIR``
writes them.

>>> from solo66.teaching.duplicate import DuplicateSet
>>> s = DuplicateSet(12, 2)
>>> html = table_sheets(s, 2)
>>> html.count('<section class="sheet"'), s.code in html
(2, True)
>>> "+122" in par_sheet(s, s.pars())
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from solo66.core.cards import cards_str
from solo66.frontends.handouts import PRINT_STYLE, printed_page, rules_line, write_files
from solo66.i18n import _, decimal, pgettext, signed
from solo66.teaching.duplicate import DuplicateSet, Par

__all__ = ["par_sheet", "table_sheets", "write_sheets"]

_STYLE = (
    PRINT_STYLE
    + """
.deal-code { font-family: "DejaVu Sans Mono", monospace; white-space: nowrap; }
.example { font-family: "DejaVu Sans Mono", monospace; }
table { border-collapse: collapse; width: 100%; margin: 3mm 0; font-size: 11pt; }
th, td { border: 1px solid #555; padding: 1.5mm 2mm; text-align: left; vertical-align: top; }
td.fill { min-width: 18mm; }
table.par { font-size: 8.5pt; }
table.par th, table.par td { padding: 1mm 1mm; }
table.par .deal-code { font-size: 8pt; }
td.number, th.number { text-align: right; }
section.sheet { page-break-after: always; break-after: page; }
section.sheet:last-of-type { page-break-after: auto; break-after: auto; }
.footer { font-size: 9pt; color: #444; }
@media screen { section.sheet { border-bottom: 3px dashed #999; margin-bottom: 10mm; } }
"""
)


def _page(title: str, body: str) -> str:
    return printed_page(title, body, _STYLE)


def _level(level: str) -> str:
    return pgettext("bots", "heuristic" if level == "easy" else level)


def _rules(chosen: DuplicateSet) -> str:
    return rules_line(chosen.rules.to_text())


def table_sheets(chosen: DuplicateSet, tables: int) -> str:
    """The tables' sheets: one ``<section class="sheet">`` (one printed page) per table,
    with the set code, the deal codes in order, the seat and how to hand in results."""
    if type(tables) is not int or not 1 <= tables <= 99:
        raise ValueError(
            _("a set is printed for 1 to 99 tables, not {tables!r}").format(tables=tables)
        )
    code = html.escape(chosen.code)
    head = "".join(
        f"<th>{html.escape(h)}</th>"
        for h in (
            _("Deal"),
            _("Deal code"),
            _("Dealer"),
            _("Soloist"),
            _("Trump"),
            _("Card points"),
            _("Tricks"),
        )
    )
    rows = "".join(
        f'<tr><td class="number">{i}</td><td class="deal-code">{d.code}</td>'
        f'<td class="number">{d.dealer}</td>' + '<td class="fill"></td>' * 4 + "</tr>"
        for i, d in enumerate(chosen.deals(), 1)
    )
    sections = []
    for table in range(1, tables + 1):
        heading = _("Solo 66 — duplicate set {code}, table {table}").format(code=code, table=table)
        about = _(
            "Every table plays the same {count} deals, in this order. Deal each one by its "
            "code (the play page opens it), play it out, and write down the soloist, the "
            "trump, the soloist's card points (the discards and the 10 for the last trick "
            "included) and the soloist's tricks. Results are compared for seat {seat}, "
            "against the other tables and against par."
        ).format(count=chosen.count, seat=chosen.seat)
        online = _(
            "On the play page: type the set code; you play seat {seat} against {level} bots. "
            "After each hand the page shows a result code: hand it in as a line "
            "{example}."
        ).format(
            seat=chosen.seat,
            level=html.escape(_level(chosen.level)),
            example='<span class="example">' + html.escape(_("Name: CODE")) + "</span>",
        )
        hand_in = _(
            "With real cards, hand in one line per deal: {example} (deal, soloist, trump, "
            "card points, tricks), or {passed} for a deal everyone passed."
        ).format(
            example='<span class="example">'
            + html.escape(_("Table {table}: 2, 1, clubs, 70, 3").format(table=table))
            + "</span>",
            passed='<span class="example">'
            + html.escape(_("Table {table}: 2, passed").format(table=table))
            + "</span>",
        )
        named = _("Set code {code}").format(code=f'<span class="code">{code}</span>')
        sections.append(
            f'<section class="sheet" id="table-{table}">\n<h1>{heading}</h1>\n'
            f"<p>{named}</p>\n"
            f"<p>{about}</p>\n<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>\n"
            f"<p>{hand_in}</p>\n<p>{online}</p>\n"
            f'<p class="footer">{html.escape(_rules(chosen))}</p>\n</section>'
        )
    title = _("Solo 66 duplicate set {code}: table sheets").format(code=chosen.code)
    return _page(title, "\n".join(sections))


def par_sheet(chosen: DuplicateSet, pars: Sequence[Par]) -> str:
    """The teacher's sheet: per deal the par's soloist, trump, discard, card points,
    tricks and score (the soloist's, and the side score of the set's seat), and the fair
    value of the par's contract where it was computed."""
    fair = any(p.fair_value is not None for p in pars)
    headings = [
        _("Deal"),
        _("Soloist"),
        _("Trump"),
        _("Discard"),
        _("Card points"),
        _("Tricks"),
        _("Outcome"),
        _("Soloist's score"),
        _("Score of seat {seat}").format(seat=chosen.seat),
    ]
    if fair:
        headings.append(_("Fair value"))
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headings)
    rows = []
    for number, par in enumerate(pars, 1):
        cells = [f'{number}<br><span class="deal-code">{par.deal.code}</span>']
        if par.soloist is None or par.trump is None or par.discard is None:
            passed = (
                _("everyone passes")
                if par.last_trick_winner is None
                else _("everyone passes; seat {seat} takes the last trick").format(
                    seat=par.last_trick_winner
                )
            )
            cells += [html.escape(passed), "", "", "", "", html.escape(par.outcome.label), "0"]
        else:
            cells += [
                str(par.soloist),
                par.trump.symbol,
                cards_str(par.discard),
                str(par.value),
                str(par.tricks),
                html.escape(par.outcome.label),
                signed(par.score),
            ]
        cells.append(signed(par.score_for(chosen.seat)))
        if fair:
            cells.append("" if par.fair_value is None else decimal(par.fair_value))
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    explain = _(
        "Par: five {level} bots bid and discard; then the open-hand solver plays the hand "
        "out, every card visible and both sides at their best. The soloist's card points "
        "and tricks of that line give the par's score under any scoring scheme. Every "
        "result is compared for seat {seat}: the soloist's score for the soloist, its "
        "opposite for a defender."
    ).format(level=html.escape(_level(chosen.level)), seat=chosen.seat)
    parts = [
        "<h1>"
        + _("Solo 66 — duplicate set {code}: par results").format(code=html.escape(chosen.code))
        + "</h1>",
        f"<p>{explain}</p>",
        f'<table class="par"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>',
    ]
    if fair:
        samples = max(p.fair_samples for p in pars)
        parts.append(
            "<p>"
            + _(
                "Fair value: the soloist's mean final card points with the par's discard over "
                "{samples} deals that fit what the soloist saw, each solved open-handed; what "
                "the contract was worth before the cards were seen."
            ).format(samples=samples)
            + "</p>"
        )
    parts.append(
        "<p>"
        + html.escape(
            _(
                "Rank the results: solo66 duplicate score {code} FILE, with one line per "
                "result (Name: CODE, or Table 1: 2, 1, clubs, 70, 3)."
            ).format(code=chosen.code)
        )
        + "</p>"
    )
    parts.append(f'<p class="footer">{html.escape(_rules(chosen))}</p>')
    body = '<section class="sheet" id="par">\n' + "\n".join(parts) + "\n</section>"
    title = _("Solo 66 duplicate set {code}: par results").format(code=chosen.code)
    return _page(title, body)


def write_sheets(
    chosen: DuplicateSet, out: Path, pars: Sequence[Par], *, tables: int = 5
) -> list[Path]:
    """Write ``tables.html`` (one sheet per table) and ``par.html`` (the teacher's) into
    the folder ``out``, made if need be; return their paths.

    >>> import tempfile
    >>> from solo66.teaching.duplicate import DuplicateSet
    >>> s = DuplicateSet(12, 1)
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     [p.name for p in write_sheets(s, Path(folder), s.pars(), tables=1)]
    ['tables.html', 'par.html']
    """
    files = {"tables.html": table_sheets(chosen, tables), "par.html": par_sheet(chosen, pars)}
    return write_files(out, files)
