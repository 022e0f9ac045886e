"""Exercises with hidden solutions, for the end of a page: question text, engine answer.

An :class:`Exercise` shows itself in a notebook (and so on the book's pages) as the
question with a collapsed *Solution* below it — an HTML ``<details>`` element, which
needs no script, works offline, stays folded when the page is printed, and reads the
same in the built book and in JupyterLab.  In the question and the solution,
``*words*`` are set in italics, ``**words**`` in bold and ```words``` as code;
everything else is plain text.  The
solution is always computed by the engine: :func:`from_question` turns any drill
question of :mod:`solo66.teaching.drills` into an exercise, and :func:`exercises` takes a few
from a drill's bank.

>>> ex = exercises("score", count=1)[0]
>>> print(ex.question)
The soloist took 3 tricks and has 66 card points (tricks, discards and any last-trick
bonus). Scoring: points-taken. What does the soloist score?
>>> print(ex.solution)
+66. Outcome win: the soloist wins (66 ≥ 66 and the defenders have 64, not under 33).
Score: +66.
>>> "<details" in ex._repr_html_()
True
>>> print(Exercise("Who wins?", "*Ben*, with **♥A**.", number=2)._repr_html_())
<div ...><strong>Exercise 2.</strong> Who wins?</p><details>...<p><em>Ben</em>,
with <strong>♥A</strong>.</p></details></div>

For a page's own claim, make an exercise directly; the hidden assertion cell of the
page can then check ``ex.answer`` against the engine:

>>> from solo66.core.scoring import soloist_score
>>> Exercise("A soloist with 40 points and 2 tricks scores?", str(soloist_score(40, 2))).solution
'-80'
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from solo66.core.cards import Suit
from solo66.i18n import _, pgettext
from solo66.teaching.book import player
from solo66.teaching.drills import DRILLS, Question, trump_line

__all__ = ["Exercise", "exercises", "from_question", "position", "worksheet"]


@dataclass(frozen=True)
class Exercise:
    """A question and its solution; ``answer`` is the short answer, ``number`` its place
    on the page (shown as "Exercise 2.")."""

    question: str
    solution: str
    answer: str = ""
    number: int | None = field(default=None, repr=False, compare=False)

    @property
    def title(self) -> str:
        """``"Exercise"``, or ``"Exercise 2"`` for a numbered one."""
        if self.number is None:
            return _("Exercise")
        return _("Exercise {number}").format(number=self.number)

    def _repr_html_(self) -> str:
        return (
            '<div class="s66-exercise" style="border-left:4px solid currentColor;'
            'padding:.25rem .75rem;margin:.5rem 0">'
            f"<p><strong>{self.title}.</strong> {_inline_html(self.question)}</p>"
            f'<details><summary style="cursor:pointer;font-weight:600">{_("Solution")}</summary>'
            f"<p>{_inline_html(self.solution)}</p></details></div>"
        )

    def _repr_markdown_(self) -> str:
        return f"**{self.title}.** {self.question}\n\n*{_('Solution')}:* {self.solution}"

    def __str__(self) -> str:
        return f"{self.question}\n{_('Solution')}: {self.solution}"


_EMPHASIS = re.compile(r"(\*\*|\*|`)(?=\S)(.+?)(?<=\S)\1")
_TAGS = {"**": "strong", "*": "em", "`": "code"}


def _inline_html(text: str) -> str:
    """``text`` escaped for HTML, with ``*italics*``, ``**bold**`` and ```code```.

    >>> _inline_html("*pass* or **bid ♣** under `re-entry` <now>")
    '<em>pass</em> or <strong>bid ♣</strong> under <code>re-entry</code> &lt;now&gt;'
    """

    def tag(match: re.Match[str]) -> str:
        name = _TAGS[match.group(1)]
        return f"<{name}>{match.group(2)}</{name}>"

    return _EMPHASIS.sub(tag, html.escape(text, quote=False))


def _cards(cards: Sequence[str]) -> str:
    return " ".join(cards)


def _trump(q: Question) -> Suit | None:
    return Suit.from_str(q["trump"]["name"]) if q["trump"] else None


def from_question(q: Question) -> Exercise:
    """An exercise from a drill question: the same facts, the answer written out.

    >>> from solo66.teaching.drills import trick_winner_questions
    >>> ex = from_question(trick_winner_questions(1)[0])
    >>> print(ex.answer)
    Anna wins with ♥10.
    """
    kind = q["kind"]
    if kind == "legal":
        trick = ", ".join(f"{p['seat_name']} {p['card']}" for p in q["trick"])
        suit = _trump(q)
        trump = pgettext("trump", "none") if suit is None else f"{suit.symbol} {suit.label}"
        question = _(
            "Trump: {trump}. The trick so far: {trick}. You are {name} and hold {hand}. "
            "Which of these cards may you play?"
        ).format(trump=trump, trick=trick, name=q["seat_name"], hand=_cards(q["hand"]))
        answer = _cards(q["legal"])
        return Exercise(question, q["rule"], answer)
    if kind == "trick":
        plays = ", ".join(f"{p['seat_name']} {p['card']}" for p in q["plays"])
        won = q["plays"][q["answer"]]
        answer = _("{name} wins with {card}.").format(name=won["seat_name"], card=won["card"])
        return Exercise(
            _("{trump} The trick, in play order: {plays}. Who wins it?").format(
                trump=trump_line(_trump(q)), plays=plays
            ),
            f"{answer} {q['rule']}",
            answer,
        )
    if kind == "points":
        piles = "; ".join(_cards(t) for t in q["tricks"])
        extra = (
            _(" Discards: {cards}.").format(cards=_cards(q["discards"])) if q["discards"] else ""
        )
        return Exercise(
            _("{prompt} Tricks: {piles}.{discards}").format(
                prompt=q["prompt"], piles=piles, discards=extra
            ),
            f"{q['answer']}. {q['explanation']}",
            str(q["answer"]),
        )
    if kind == "score":
        answer = q["answer_text"]
        return Exercise(q["prompt"], f"{answer}. {q['explanation']}", answer)
    if kind == "auction":
        plans = "; ".join(f"{p['seat_name']} {p['plan']}" for p in q["players"])
        winner = _("Nobody") if q["answer"] == 5 else player(q["answer"])
        return Exercise(
            _("Auction procedure {procedure}: {rule} In speaking order: {plans}. {prompt}").format(
                procedure=q["procedure"], rule=q["procedure_rule"], plans=plans, prompt=q["prompt"]
            ),
            _("{winner}. {rule} The auction: {transcript}.").format(
                winner=winner, rule=q["rule"], transcript=q["transcript"]
            ),
            winner,
        )
    raise ValueError(_("unknown drill kind {kind!r}").format(kind=kind))


def exercises(kind: str, count: int = 3, seed: int | str | None = None) -> list[Exercise]:
    """``count`` exercises from the bank of the drill ``kind`` (``legal``, ``trick``,
    ``points``, ``score`` or ``auction``).

    >>> [len(exercises(kind, 2)) for kind in ("legal", "trick", "points", "score", "auction")]
    [2, 2, 2, 2, 2]
    """
    for key, _title, bank in DRILLS:
        if key == kind:
            questions = bank() if seed is None else bank(seed=seed)
            return [from_question(q) for q in questions[:count]]
    kinds = ", ".join(key for key, _title, _bank in DRILLS)
    raise ValueError(_("unknown drill {kind!r}: use one of {kinds}").format(kind=kind, kinds=kinds))


def position(q: Question) -> tuple[object, ...]:
    """What a question asks about, without its words: the cards, points or plans it
    shows.  Two questions with the same position are the same exercise.

    >>> from solo66.teaching.drills import score_question
    >>> position(score_question(66, 3)) == position(score_question(66, 3))
    True
    """
    kind = q["kind"]
    trump = q["trump"]["name"] if q.get("trump") else None
    if kind == "legal":
        return kind, trump, tuple(q["hand"]), tuple(p["card"] for p in q["trick"])
    if kind == "trick":
        return kind, trump, tuple(p["card"] for p in q["plays"])
    if kind == "points":
        return kind, tuple(map(tuple, q["tricks"])), tuple(q["discards"])
    if kind == "score":
        return kind, q["points"], q["tricks"], q["scheme"]
    if kind == "auction":
        return kind, q["procedure"], tuple(p["plan"] for p in q["players"])
    raise ValueError(_("unknown drill kind {kind!r}").format(kind=kind))


def worksheet(
    kinds: Sequence[str] = ("legal", "trick", "score"), seed: int | str = "worksheet"
) -> list[Exercise]:
    """One exercise for each drill ``kind``, from ``seed``: never a position the drill
    of the same kind asks (its bank at the default seed), so a reader who has just
    answered the drill's questions meets a new one here.

    >>> [e.question.split(".")[0] for e in worksheet(("score",))]
    ['The soloist took 4 tricks and has 34 card points (tricks, discards and any last-trick bonus)']
    """
    banks = {key: bank for key, _title, bank in DRILLS}
    sheet = []
    for kind in kinds:
        if kind not in banks:
            known = ", ".join(banks)
            raise ValueError(
                _("unknown drill {kind!r}: use one of {kinds}").format(kind=kind, kinds=known)
            )
        asked = {position(q) for q in banks[kind]()}
        question = next(q for q in banks[kind](seed=seed) if position(q) not in asked)
        sheet.append(from_question(question))
    return sheet
