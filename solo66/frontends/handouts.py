"""The class sets on paper: the students' handout and the teacher's answer key as
self-contained HTML, and the three files of a set written into a folder.

The deals, their questions and answers are :mod:`solo66.teaching.classroom`'s; this
module only draws them (the hands as pictures from :mod:`solo66.frontends.svg`).  The
command line's ``solo66 class-set`` and the book's build (``class-sets/`` of each
edition) write them with :func:`write_class_set` and :func:`write_site_class_set`.

>>> from solo66.teaching.classroom import class_set
>>> page = handout_html(class_set(5, 1, solver=False), 5)
>>> page.startswith("<!DOCTYPE html>"), page.count('<section class="deal"'), "<svg" in page
(True, 1, True)
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from solo66.core import narration
from solo66.core.cards import Suit, cards_str
from solo66.core.game import Trick
from solo66.frontends import svg
from solo66.i18n import _, language
from solo66.teaching.classroom import (
    CLASSROOM_COUNT,
    CLASSROOM_SEED,
    ClassDeal,
    _names,
    _plays,
    class_set,
    deals_csv,
)

__all__ = [
    "answers_html",
    "handout_html",
    "handout_page",
    "write_class_set",
    "write_site_class_set",
]


#: What every printed sheet shares: an A4 page, its type, its heading and a code's box.
PRINT_STYLE = """
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #111; background: #fff;
       margin: 0; line-height: 1.4; font-size: 12pt; }
main { max-width: 190mm; margin: 0 auto; padding: 6mm; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
.code { font-family: "DejaVu Sans Mono", monospace; font-size: 20pt; font-weight: bold;
        letter-spacing: .08em; border: 2px solid #111; padding: 1mm 3mm; display: inline-block; }
"""

_STYLE = (
    PRINT_STYLE
    + """.meta { margin: 1mm 0 3mm; }
.picture { text-align: center; }
.picture svg { width: auto; height: 118mm; max-width: 100%; }
ol.questions li { margin-bottom: 5mm; }
ol.questions .answer-line { border-bottom: 1px solid #777; height: 7mm; }
section.deal { page-break-after: always; break-after: page; }
section.deal:last-of-type { page-break-after: auto; break-after: auto; }
.key section { break-inside: avoid; page-break-inside: avoid; border-top: 2px solid #111;
               padding-top: 2mm; margin-top: 4mm; }
.key ol.tricks { columns: 2; font-size: 10pt; }
.footer { font-size: 9pt; color: #444; }
@media screen { section.deal { border-bottom: 3px dashed #999; margin-bottom: 10mm; } }
"""
)


def write_files(out: Path, files: dict[str, str]) -> list[Path]:
    """Write each text of ``files`` (name to text, UTF-8) into the folder ``out``, made if
    needed; the paths written, in order."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, text in files.items():
        path = out / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def printed_page(title: str, body: str, style: str = _STYLE) -> str:
    """A whole HTML document for print, in the language spoken now: ``body`` in its
    ``<main>``, ``style`` (the handouts' own by default) in its head.

    >>> printed_page("Sheet", "<p>x</p>", "p { margin: 0 }").splitlines()[1]
    '<html lang="en">'
    """
    return (
        f'<!DOCTYPE html>\n<html lang="{language()}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n<style>{style}</style>\n</head>\n"
        f"<body>\n<main>\n{body}\n</main>\n</body>\n</html>\n"
    )


def rules_line(changes: dict[str, str] | None = None) -> str:
    """The line a printed sheet says its rules with: this book's, or which options differ.

    >>> rules_line()
    "Rules: this book's rules."
    >>> rules_line({"scoring": "winners-points"})
    "Rules: this book's rules, except scoring=winners-points."
    """
    if not changes:
        return _("Rules: this book's rules.")
    return _("Rules: this book's rules, except {rules}.").format(
        rules=", ".join(f"{k}={v}" for k, v in changes.items())
    )


def handout_page(d: ClassDeal, seed: int | str, total: int, *, four_colour: bool = False) -> str:
    """One printed page of the handout: a ``<section class="deal">``."""
    questions = "".join(
        f'<li>{html.escape(q)}<div class="answer-line"></div></li>' for q in d.questions
    )
    heading = _("Solo 66 — class set {seed}, deal {number} of {total}").format(
        seed=html.escape(str(seed)), number=d.number, total=total
    )
    code = _("Deal code {code}").format(code=f'<span class="code">{d.deal.code}</span>')
    meta = _(
        "Dealer: seat {dealer}. Forehand (bids and leads first): seat {forehand}. Open the "
        "deal in the book's play page with its code."
    ).format(dealer=d.deal.dealer, forehand=d.deal.forehand)
    footer = rules_line()
    return (
        f'<section class="deal" id="deal-{d.number}">\n'
        f"<h1>{heading}</h1>\n"
        f"<p>{code}</p>\n"
        f'<p class="meta">{meta}</p>\n'
        f'<div class="picture">{svg.deal(d.deal, four_colour=four_colour)}</div>\n'
        f'<ol class="questions">{questions}</ol>\n'
        f'<p class="footer">{footer}</p>\n</section>'
    )


def handout_html(deals: Sequence[ClassDeal], seed: int | str, *, four_colour: bool = False) -> str:
    """The students' handout: one ``<section class="deal">`` (one printed page) per deal."""
    sections = [handout_page(d, seed, len(deals), four_colour=four_colour) for d in deals]
    return printed_page(
        _("Solo 66 class set {seed}: handout").format(seed=seed), "\n".join(sections)
    )


def _trick_list(tricks: Sequence[Trick], trump: Suit | None) -> str:
    """Tricks as a numbered list: who played what, who won, the card points."""
    names = _names()
    items = "".join(
        f"<li>{html.escape(_plays(t))} — {html.escape(narration.trick_won(t, trump, names))}</li>"
        for t in tricks
    )
    return f'<ol class="tricks">{items}</ol>'


def answers_html(deals: Sequence[ClassDeal], seed: int | str) -> str:
    """The teacher's answer key: answers, the bots' whole hand, the solver's line,
    each hand trick by trick."""
    heading = _("Solo 66 — class set {seed}: answer key").format(seed=html.escape(str(seed)))
    note = _(
        "Computed by the engine. The hand is played out by the heuristic bots after the "
        "contract of answer 1; their play is sensible but not perfect."
    )
    parts = [
        f"<h1>{heading}</h1>",
        f"<p>{note}</p>",
    ]
    for d in deals:
        answers = "".join(f"<li>{html.escape(a)}</li>" for a in d.answers)
        assert d.game.result is not None
        solver = ""
        if d.solver_value is not None:
            line = _(
                "<strong>Open-hand solver</strong> (all cards visible, best play on both "
                "sides): the soloist ends with {points} card points. Best line, trick by trick:"
            ).format(points=d.solver_value)
            solver = f"<p>{line}</p>\n{_trick_list(d.solver_tricks, d.game.trump)}"
        title = _("Deal {number}: {code}").format(
            number=d.number, code=f'<span class="code">{d.deal.code}</span>'
        )
        bots = _(
            "<strong>The bots' hand</strong>: seat {seat} plays {symbol} {suit}, discards {cards}."
        ).format(
            seat=d.soloist,
            symbol=d.trump.symbol,
            suit=d.trump.label,
            cards=cards_str(d.game.discards),
        )
        parts.append(
            f'<section id="answers-{d.number}">\n<h2>{title}</h2>\n'
            f'<ol class="answers">{answers}</ol>\n'
            f"<p>{bots}</p>\n"
            f"{_trick_list(d.game.tricks, d.game.trump)}\n"
            f'<p class="result">{html.escape(str(d.game.result))}</p>\n{solver}\n</section>'
        )
    body = '<div class="key">' + "\n".join(parts) + "</div>"
    return printed_page(_("Solo 66 class set {seed}: answer key").format(seed=seed), body)


def write_class_set(
    deals: Sequence[ClassDeal],
    seed: int | str,
    out: Path,
    *,
    four_colour: bool = False,
) -> list[Path]:
    """Write the three files of a class set (from :func:`class_set` with ``seed``)
    into the folder ``out``, made if need be; return their paths.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     paths = write_class_set(class_set(5, 1, solver=False), 5, Path(folder))
    ...     [p.name for p in paths]
    ['deals.csv', 'handout.html', 'answers.html']
    """
    files = {
        "deals.csv": deals_csv(deals),
        "handout.html": handout_html(deals, seed, four_colour=four_colour),
        "answers.html": answers_html(deals, seed),
    }
    return write_files(out, files)


def write_site_class_set(out: Path, *, solver: bool = True) -> list[Path]:
    """Write the book's ready-made class set into ``out``, in the language spoken now.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     [p.name for p in write_site_class_set(Path(folder), solver=False)]
    ['deals.csv', 'handout.html', 'answers.html']
    """
    deals = class_set(CLASSROOM_SEED, CLASSROOM_COUNT, solver=solver)
    return write_class_set(deals, CLASSROOM_SEED, out)
