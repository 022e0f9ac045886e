"""The hand replayer: step through a finished hand, action by action.

:func:`replay_data` turns a game into plain JSON: one entry per step (the deal,
then every bid, pass, announcement, discard and card), each with the five hands,
the trick on the table, the running card points of both sides and a comment
generated from the engine's state, as the open table shows them
(:meth:`solo66.Game.open_view`).  Each step also holds what every seat may know,
drawn from :meth:`solo66.Game.view` alone (its hands, the talon and discards once
seen, the card points it can count, the comment and the action as it saw them), so
the replayer can show one seat's view with the other cards face down, and, when
the solver is available, a mark for every card played (:func:`solver_marks`): first
the fair judgement, by what its player had seen (``best``, ``good``, or how many card
points it gave away on average), then the open-hand verdict, labelled as hindsight.

:class:`ReplayWidget` shows it; its JavaScript (``replay.js``) only steps through
the JSON.

>>> from solo66 import Game
>>> game = Game.new(seed=3)
>>> while not game.is_over():
...     game.apply(game.legal_actions()[0])
>>> data = replay_data(game, marks=False)
>>> len(data["steps"]) == len(game.history) + 1
True
>>> print(data["steps"][1]["comment"])
Ben passes.
>>> data["final"]
'Everyone passed: the hand is void and the cards are dealt again; nobody scores.'
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import traitlets

from solo66.core.cards import PACK, Card, cards_str, sort_key
from solo66.core.game import Action, Game, Phase, SeatView
from solo66.core.narration import Narrator, result_sentence
from solo66.core.players import PLAYERS
from solo66.core.rules import Rules
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import ReplayData, ReplayMark, TableJSON
from solo66.frontends.table import diff, merge, places, view_table
from solo66.frontends.widgets.base import SoloWidget
from solo66.i18n import _, ngettext, pgettext

__all__ = [
    "MARK_SAMPLES",
    "NoteKey",
    "ReplayWidget",
    "action_words",
    "mark_seed",
    "note_steps",
    "replay_data",
    "solver_marks",
    "step_tables",
]

_OPEN = "open"


def _ids(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


def action_words(action: Action | None) -> str:
    """An action as the replayer's heading says it: the record's own notation in
    English, the language's words otherwise (``None``: the hidden discard).

    >>> from solo66.i18n import speaking
    >>> from solo66.core.game import Action
    >>> action_words(Action.from_str("bid hearts")), action_words(None)
    ('bid hearts', 'discard two cards')
    >>> with speaking("de"):
    ...     action_words(Action.from_str("play ♥9"))
    'spielt ♥9'
    """
    if action is None:
        return _("discard two cards")
    if action.kind == "pass":
        return pgettext("replayer action", "pass")
    if action.suit is not None:
        suit = action.suit.label
        if action.kind == "bid":
            return pgettext("replayer action", "bid {suit}").format(suit=suit)
        return pgettext("replayer action", "declare {suit}").format(suit=suit)
    cards = cards_str(action.cards)
    if action.kind == "discard":
        return pgettext("replayer action", "discard {cards}").format(cards=cards)
    return pgettext("replayer action", "play {cards}").format(cards=cards)


def _solver() -> Any | None:
    # The open-hand solver lives in solo66.analysis.solver; without it the marks stay empty.
    if importlib.util.find_spec("solo66.analysis.solver") is None:
        return None
    return importlib.import_module("solo66.analysis.solver")


#: Deals drawn to judge each card played by what its player had seen (as many as the
#: play page's hint draws, with the same seed: the same position gets the same verdict).
MARK_SAMPLES = 32


def mark_seed(game: Game, step: int) -> str:
    """The sampling seed of the card played at ``step`` (the number of actions before
    it): the deal code and the step, as the play page seeds its hint for that position.

    >>> from solo66 import Game
    >>> mark_seed(Game.new(seed=7), 12)
    '1CH9-M7XX-VSBG-G44N/12'
    """
    return f"{game.deal.code}/{step}"


def solver_marks(
    game: Game, names: Sequence[str] | None = None, *, samples: int = MARK_SAMPLES
) -> list[ReplayMark | None] | None:
    """For every action of ``game``, the verdict on it (``None`` if not a card).

    With a soloist, each card played is judged twice.  First fairly, by what its
    player had seen at that moment: over ``samples`` deals that fit that player's view,
    each solved with every hand open (:func:`solo66.analysis.review.fair_costs`, seeded
    by :func:`mark_seed`), the card is ``best``, ``good`` (a fair choice: no surely
    better card on average) or costs the card points it gives away on average.  Then
    in hindsight, by the open-hand solver on the real deal, which no player could
    know.  The mark's ``kind`` is the fair verdict: a card best only in hindsight is
    never called a mistake, nor a fair choice that hindsight shows was not best.

    In the all-pass last-trick game there is no fair judgement (``fair`` is ``None``):
    the hindsight verdict says whether the card gave up a last trick its player could
    have forced, or let another player force it.  Returns ``None`` without the solver.

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
    ...     g.apply(action)
    >>> mark = solver_marks(g, samples=8)[-1]
    >>> mark["kind"], mark["fair"]["best_in"], mark["hindsight"]["cost"]
    ('best', 4, 20)
    >>> print(mark["fair"]["line"])
    By what Ben could see: ★ best (best in 4 of 8 deals that fitted it).
    >>> print(mark["hindsight"]["line"])
    In hindsight, with every hand open, ♥10 or ♥K was best, by 20 card points.
    """
    solver = _solver()
    if solver is None:
        return None
    if type(samples) is not int or samples < 1:
        raise ValueError(f"samples is a whole number of at least 1, not {samples!r}")
    names = list(names) if names is not None else list(PLAYERS)
    review = importlib.import_module("solo66.analysis.review")
    shared = solver.Solver()
    marks: list[ReplayMark | None] = []
    states = list(game.replay())
    for step, (before, (seat, action)) in enumerate(zip(states[:-1], game.history, strict=True)):
        if action.kind != "play":
            marks.append(None)
        elif game.soloist is None:
            marks.append(_last_trick_mark(solver.solve_last_trick(before), seat, action, names))
        else:
            costs = review.fair_costs(
                before, samples=samples, seed=mark_seed(game, step), solver=shared
            )
            marks.append(_fair_mark(costs, action, names[seat]))
    return marks


def _whole(points: float) -> int:
    """Card points on average as a whole number, at least 1 for a card that costs."""
    return max(1, round(points))


def _fair_mark(costs: Sequence[Any], action: Action, name: str) -> ReplayMark:
    """The mark of ``action`` from :func:`~solo66.analysis.review.fair_costs` of its
    position (best fair choice first): the fair verdict first, then hindsight."""
    played = next(c for c in costs if c.card is action.card)
    fair_best = sorted((c.card for c in costs if c.cost == 0), key=sort_key)
    hindsight_best = sorted((c.card for c in costs if c.hindsight.best), key=sort_key)
    kind: Literal["best", "good", "cost"]
    if played.cost == 0:
        kind, cost = "best", 0
        verdict, short = _("best"), _("best")
        line = ngettext(
            "By what {name} could see: ★ best (best in {k} of {n} deal that fitted it).",
            "By what {name} could see: ★ best (best in {k} of {n} deals that fitted it).",
            played.samples,
        ).format(name=name, k=played.best_in, n=played.samples)
    elif played.fair:
        kind, cost = "good", 0
        verdict, short = _("a good choice"), _("good")
        line = ngettext(
            "By what {name} could see: ✓ a good choice (best in {k} of {n} deal that fitted "
            "it; no card did surely better on average).",
            "By what {name} could see: ✓ a good choice (best in {k} of {n} deals that fitted "
            "it; no card did surely better on average).",
            played.samples,
        ).format(name=name, k=played.best_in, n=played.samples)
    else:
        kind, cost = "cost", _whole(played.cost)
        verdict = ngettext(
            "costs {n} card point on average", "costs {n} card points on average", cost
        ).format(n=cost)
        short = _("costs {n}").format(n=cost)
        top = costs[0]
        line = ngettext(
            "By what {name} could see: ✗ {verdict} over {n} deal that fitted it; best was "
            "{cards} (best in {k} of them).",
            "By what {name} could see: ✗ {verdict} over {n} deals that fitted it; best was "
            "{cards} (best in {k} of them).",
            played.samples,
        ).format(
            name=name,
            verdict=verdict,
            n=played.samples,
            cards=_(" or ").join(str(c) for c in fair_best),
            k=top.best_in,
        )
    after = played.hindsight
    if after.best:
        hindsight = (
            _("In hindsight, with every hand open, it was best.")
            if kind == "cost"
            else _("In hindsight, with every hand open, it was best too.")
        )
        said = _("best")
    else:
        hindsight = ngettext(
            "In hindsight, with every hand open, {cards} was best, by {n} card point.",
            "In hindsight, with every hand open, {cards} was best, by {n} card points.",
            after.cost,
        ).format(cards=_(" or ").join(str(c) for c in hindsight_best), n=after.cost)
        said = ngettext(
            "{cards} best, by {n} card point", "{cards} best, by {n} card points", after.cost
        ).format(cards=_(" or ").join(str(c) for c in hindsight_best), n=after.cost)
    best_value = next(c.hindsight.value for c in costs if c.hindsight.best)
    return {
        "kind": kind,
        "cost": cost,
        "short": short,
        "text": _("by what {name} could see: {fair}; in hindsight: {hindsight}").format(
            name=name, fair=verdict, hindsight=said
        ),
        "best": _ids(fair_best),
        "fair": {
            "cost": cost,
            "mean_cost": round(played.cost, 1) + 0.0,  # never -0.0
            "value": round(played.value, 1),
            "best_value": round(costs[0].value, 1),
            "best": _ids(fair_best),
            "best_in": played.best_in,
            "samples": played.samples,
            "line": line,
        },
        "hindsight": {
            "cost": after.cost,
            "value": after.value,
            "best_value": best_value,
            "best": _ids(hindsight_best),
            "line": hindsight,
        },
    }


def _last_trick_mark(solution: Any, seat: int, action: Action, names: Sequence[str]) -> ReplayMark:
    # values: for each legal card, the seat that can force the last trick after it, or None.
    values: Mapping[Action, int | None] = solution.values
    outcomes = set(values.values())
    after = values[action]
    if seat in outcomes or None in outcomes:
        wanted = seat if seat in outcomes else None
        best = [a.card for a in values if values[a] == wanted and a.card is not None]
    else:
        # Every card lets another player force the last trick: none is better.
        wanted = after
        best = [a.card for a in values if a.card is not None]
    if after == wanted:
        text = short = _("best")
        line = _("In hindsight, with every hand open: best.")
    elif solution.winner == seat:
        text, short = _("gives up the last trick"), _("gives it up")
        line = _(
            "In hindsight, with every hand open: it gives up the last trick, which {name} "
            "could have forced."
        ).format(name=names[seat])
    else:
        assert after is not None
        text = _("lets {name} force the last trick").format(name=names[after])
        short = _("helps {name}").format(name=names[after])
        line = _("In hindsight, with every hand open: it lets {name} force the last trick.").format(
            name=names[after]
        )
    cost = 0 if after == wanted else 1
    return {
        "kind": "best" if cost == 0 else "cost",
        "cost": cost,
        "short": short,
        "text": _("in hindsight: {hindsight}").format(hindsight=text),
        "best": _ids(best),
        "fair": None,
        "hindsight": {
            "cost": cost,
            "value": None,
            "best_value": None,
            "best": _ids(best),
            "line": line,
        },
    }


def _step_table(view: SeatView, rules: Rules, names: Sequence[str], talon_label: str) -> TableJSON:
    """The table of one step as ``view`` shows it, seat 0 at the bottom (the replayer
    puts the chosen seat there by :func:`~solo66.frontends.table.places`)."""
    drawn = view_table(view, rules, names)
    if drawn["talon"] is not None:
        drawn["talon"]["label"] = talon_label
    return drawn


#: Where a note belongs: a step number (0 is the deal), or a moment of the play,
#: ``(trick, card)``: the *card*-th card played to the *trick*-th trick, both from 1.
NoteKey = int | tuple[int, int]


def note_steps(game: Game, notes: Mapping[NoteKey, str] | None) -> dict[int, str]:
    """The notes keyed by step, with each ``(trick, card)`` key turned into its step.

    >>> from solo66 import Game
    >>> game = Game.new(seed=3)
    >>> while not game.is_over():
    ...     game.apply(game.legal_actions()[-1])
    >>> note_steps(game, {0: "the deal", (1, 1): "the first lead", (6, 5): "the last card"})
    {0: 'the deal', 4: 'the first lead', 33: 'the last card'}
    >>> game.history[4 - 1]
    (1, Action.from_str('play ♥9'))
    >>> note_steps(game, {(7, 1): "?"})
    Traceback (most recent call last):
    ...
    ValueError: a note for trick 7, card 1, but this hand has no such card: ...
    """
    plays = [n + 1 for n, (_, action) in enumerate(game.history) if action.kind == "play"]
    steps_total = len(game.history) + 1
    steps: dict[int, str] = {}
    for key, text in (notes or {}).items():
        if isinstance(key, tuple):
            trick, card = key
            index = (trick - 1) * 5 + (card - 1)
            if not (1 <= trick <= 6 and 1 <= card <= 5 and index < len(plays)):
                played = f"tricks 1 to {(len(plays) + 4) // 5}" if plays else "no card played yet"
                raise ValueError(
                    f"a note for trick {trick}, card {card}, but this hand has no such card: "
                    f"{played}, cards 1 to 5"
                )
            step = plays[index]
        else:
            if not 0 <= key < steps_total:
                raise ValueError(f"a note for step {key}, but the steps are 0 to {steps_total - 1}")
            step = key
        if step in steps:
            raise ValueError(f"two notes for step {step}: give one note for each moment")
        steps[step] = text
    return steps


def replay_data(
    game: Game,
    *,
    title: str | None = None,
    names: Sequence[str] | None = None,
    notes: Mapping[NoteKey, str] | None = None,
    marks: bool | None = None,
) -> ReplayData:
    """Everything the hand replayer shows, as plain JSON.

    ``notes`` are hand-written comments keyed by the moment they belong to: a step
    (0 is the deal, step *n* is the *n*-th action) or, during the play, ``(trick,
    card)`` (see :func:`note_steps`).  ``marks`` asks for the verdict on each card
    played, fair first and then in hindsight (:func:`solver_marks`; ``None``: if the
    solver is available; ``True``: required).
    ``names`` name the seats, 0 to 4 (``None``: the book's players,
    :data:`solo66.core.players.PLAYERS`).
    """
    names = list(names) if names is not None else list(PLAYERS)
    if len(names) != 5:
        raise ValueError(f"give five names, one for each seat, not {len(names)}")
    by_step = note_steps(game, notes)
    verdicts = solver_marks(game, names) if marks is not False else None
    if marks and verdicts is None:
        raise ValueError("solver marks need the solver, solo66.analysis.solver")
    narrator = Narrator(names)
    states = list(game.replay())
    steps: list[dict[str, Any]] = []
    previous: TableJSON | None = None
    previous_views: list[dict[str, Any] | None] = [None] * 5
    for n, after in enumerate(states):
        if n == 0:
            seat: int | None = None
            action: Action | None = None
            text_open = text_public = narrator.deal(after)
        else:
            seat, action = game.history[n - 1]
            text_open, text_public = narrator.step(states[n - 1], seat, action, after)
        if after.is_over() and after.result is not None:
            text_open += " " + result_sentence(after.result, names)
            text_public += " " + result_sentence(after.result, names)
        talon_label = (
            _("Talon (unused)")
            if after.soloist is None and after.phase is not Phase.AUCTION
            else _("Talon")
        )
        table = _step_table(after.open_view(), after.rules, names, talon_label)
        if table["trick"] is not None and verdicts is not None:
            first = n - len(table["trick"]["plays"]) + 1
            for i, play in enumerate(table["trick"]["plays"]):
                play["mark"] = _short_mark(verdicts[first + i - 1])
        views: dict[str, dict[str, Any]] = {}
        comments: dict[str, str] = {}
        actions: dict[str, str] = {}
        told: dict[str, str] = {}
        for s in range(5):
            view = after.view(s)
            seen = _step_table(view, after.rules, names, talon_label)
            if seen["trick"] is not None:
                seen["trick"] = table["trick"]  # every card played is seen by all
            change = diff(table, seen)
            if change != previous_views[s]:
                views[str(s)] = change
                previous_views[s] = change
            # The private comment names the talon at the pick-up and the discards: for
            # the seats that have seen them.
            private = view.discards is not None or (
                view.talon is not None and not view.talon_on_table
            )
            if not private and text_public != text_open:
                comments[str(s)] = text_public
            seen_action = (
                None if action is None else str(view.history[-1][1] or "discard two cards")
            )
            if seen_action != (None if action is None else str(action)):
                assert seen_action is not None
                actions[str(s)] = seen_action
                told[str(s)] = action_words(view.history[-1][1])
        step: dict[str, Any] = {
            "n": n,
            "seat": seat,
            "action": None if action is None else str(action),
            # The action in words, as the heading says it (in each seat's view: "told").
            "action_text": None if action is None else action_words(action),
            "told": told,
            "phase": after.phase.value,
            "to_act": after.current_player,
            "soloist": after.soloist,
            "table": table if previous is None else diff(previous, table),
            "views": views,
            "comments": comments,
            "actions": actions,
            "comment": text_open,
            "note": by_step.get(n),
            "mark": None if verdicts is None or n == 0 else verdicts[n - 1],
        }
        previous = table
        steps.append(step)
    result = game.result
    final = result_sentence(result, names) if result is not None else None
    if final is not None:
        # The last step's comment ends with the result, which the final score under it
        # says in full: said once, the whole replayer still fits a projector's screen.
        last = steps[-1]
        last["comment"] = _without_result(last["comment"], final)
        last["comments"] = {k: _without_result(v, final) for k, v in last["comments"].items()}
    return {
        "title": title or _("Hand {code}").format(code=game.deal.code),
        "names": names,
        "dealer": game.dealer,
        "forehand": game.forehand,
        "deal_code": game.deal.code,
        "cards": {str(c): _card(c) for c in PACK},
        "back": _back_json(),
        "places": {
            _OPEN: places(game.rules, None),
            **{str(s): places(game.rules, s) for s in range(5)},
        },
        "steps": steps,
        "final": final,
        "marks": verdicts is not None,
        "marks_note": _marks_note(game, MARK_SAMPLES) if verdicts is not None else None,
    }


def _without_result(comment: str, final: str) -> str:
    """``comment`` without the result sentence ``final`` at its end (as it was if not).

    >>> _without_result("Anna takes the trick. Anna wins. Score: +86.", "Anna wins. Score: +86.")
    'Anna takes the trick.'
    >>> _without_result("Anna takes the trick.", "Anna wins.")
    'Anna takes the trick.'
    """
    if comment.endswith(final) and comment != final:
        return comment[: -len(final)].rstrip()
    return comment


def _short_mark(mark: ReplayMark | None) -> dict[str, str] | None:
    """A mark as the table shows it under the card: the fair verdict (``best``, ``good``
    or ``cost``) and its short words."""
    if mark is None:
        return None
    return {"kind": mark["kind"], "text": mark["short"]}


def step_tables(data: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every step of :func:`replay_data` put back together, as ``replay.js`` does: for
    each step the open table (``"open"``) and each seat's (``"views"``, that seat at the
    bottom), with the comment and the action as each seat saw them.

    >>> from solo66 import Game
    >>> game = Game.new(seed=3)
    >>> game.apply("bid hearts")
    >>> tables = step_tables(replay_data(game, marks=False))
    >>> tables[1]["open"]["seats"][0]["hand"] is not None, tables[1]["views"][2]["seats"][0]["hand"]
    (True, None)
    >>> [s["place"] for s in tables[1]["views"][2]["seats"]][2], tables[1]["views"][2]["bottom"]
    ('bottom', 2)
    """
    out: list[dict[str, Any]] = []
    table: dict[str, Any] = {}
    changes: list[Mapping[str, Any]] = [{}] * 5
    for step in data["steps"]:
        table = merge(table, step["table"]) if table else dict(step["table"])
        views = []
        for s in range(5):
            changes[s] = step["views"].get(str(s), changes[s])
            seen = merge(table, changes[s])
            seen["bottom"] = s
            seen["seats"] = [
                {**seat, "place": data["places"][str(s)][n], "you": n == s}
                for n, seat in enumerate(seen["seats"])
            ]
            seen["comment"] = step["comments"].get(str(s), step["comment"])
            seen["action"] = step["actions"].get(str(s), step["action"])
            views.append(seen)
        out.append({"open": table, "views": views})
    return out


def _marks_note(game: Game, samples: int) -> str:
    if game.soloist is None:
        return _(
            "Marks from the open-hand solver, which sees every card, so they are hindsight: "
            "“best”, or a card that gives up a last trick its player could have forced, or "
            "lets another force it."
        )
    return ngettext(
        "Each card is judged first by what its player could see: the engine drew {n} deal "
        "that fits everything that player had seen at that moment, solved it with every "
        "hand open and averaged. ★ best, ✓ a good choice (no card did surely better on "
        "average), or ✗ the card points the card gave away on average. Then in hindsight: "
        "the open-hand solver on the real deal, which no player at the table could know. "
        "A fair choice is no mistake, whatever hindsight shows.",
        "Each card is judged first by what its player could see: the engine drew {n} deals "
        "that fit everything that player had seen at that moment, solved each with every "
        "hand open and averaged. ★ best, ✓ a good choice (no card did surely better on "
        "average), or ✗ the card points the card gave away on average. Then in hindsight: "
        "the open-hand solver on the real deal, which no player at the table could know. "
        "A fair choice is no mistake, whatever hindsight shows.",
        samples,
    ).format(n=samples)


def _card(card: Card) -> dict[str, Any]:
    """A card for the state; the four-colour picture only where it differs (♣ and ♦)."""
    info: dict[str, Any] = dict(card_json(card))
    if info.get("svg4") is not None and info["svg4"] == info.get("svg"):
        del info["svg4"]
    return info


def _back_json() -> dict[str, Any]:
    """The face-down card, drawn once and reused for every hidden card."""
    info: dict[str, Any] = {"label": _("face-down card")}
    if importlib.util.find_spec("solo66.frontends.svg") is not None:
        svg = importlib.import_module("solo66.frontends.svg")
        info["svg"] = svg.card(None)
    return info


class ReplayWidget(SoloWidget):
    """Step through a finished hand: previous/next, a slider, arrow keys, Home and End.

    Shows all hands open or one seat's view (the other hands face down), the trick
    on the table, both sides' running card points and a comment for every step.

    In a live notebook, ``ReplayWidget(game=game)`` (or ``ReplayWidget.from_game(game)``)
    replays any game, finished or not, and ``ReplayWidget(record=text)`` (or
    ``ReplayWidget.from_record(text)``) a game record; ``title``, ``names``, ``notes``
    (by step) and ``marks`` (the solver's marks; default: for a finished hand) shape
    the comments.  ``step`` is the step shown (0 is the deal, -1 the last) and ``view``
    is ``"open"`` or a seat number; both are synced, so a live kernel can read and set
    them.

    >>> from solo66 import Game
    >>> game = Game.new(seed=3)
    >>> while not game.is_over():
    ...     game.apply(game.legal_actions()[-1])
    >>> widget = ReplayWidget(game=game, marks=False)
    >>> widget, widget.step, widget.view, len(widget.data["steps"]) == len(game.history) + 1
    (ReplayWidget(), 0, 'open', True)
    >>> ReplayWidget.from_game(game, marks=False, view=2, step=-1).view
    '2'
    >>> ReplayWidget(seed=3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: ReplayWidget() got an unexpected keyword argument 'seed': it takes game, record, ...
    """

    _module = "replay"

    step = traitlets.Int(0).tag(sync=True)
    view = traitlets.Unicode(_OPEN).tag(sync=True)

    def __init__(
        self,
        *,
        game: Game | None = None,
        record: str | bytes | None = None,
        title: str | None = None,
        names: Sequence[str] | None = None,
        notes: Mapping[NoteKey, str] | None = None,
        marks: bool | None = None,
        view: str | int = _OPEN,
        step: int = 0,
        **state: Any,
    ) -> None:
        if (game is None) == (record is None):
            raise TypeError("ReplayWidget() takes game= or record= (one of them)")
        if record is not None:
            game, notes = _read_record(record, notes)
        assert game is not None
        data = replay_data(game, title=title, names=names, notes=notes, marks=marks)
        view = str(view)
        if view not in (_OPEN, "0", "1", "2", "3", "4"):
            raise ValueError(f"view is 'open' or a seat 0 to 4, not {view!r}")
        if step < 0:
            step += len(data["steps"])
        if not 0 <= step < len(data["steps"]):
            last = len(data["steps"]) - 1
            raise ValueError(f"step {step} is out of range: the steps are 0 to {last}")
        super().__init__(data=data, view=view, step=step, **state)

    @classmethod
    def from_game(cls, game: Game, **options: Any) -> ReplayWidget:
        """A replayer for ``game`` (finished or not: it shows the actions so far); the
        same as ``ReplayWidget(game=game, …)``."""
        return cls(game=game, **options)

    @classmethod
    def from_record(cls, record: str | bytes, **options: Any) -> ReplayWidget:
        """A replayer for a hand written as a record (text, or JSON: see
        :mod:`solo66.core.record`); the same as ``ReplayWidget(record=record, …)``.

        The notes written after the record's actions become the comments' notes
        (the note after action *i* belongs to step *i* + 1); ``notes`` adds more, by
        step or by ``(trick, card)``.

        >>> from solo66 import Game
        >>> from solo66.core import record
        >>> game = Game.new(seed=3)
        >>> game.apply("bid hearts")
        >>> text = record.dumps(game, notes={0: "five hearts"})
        >>> ReplayWidget.from_record(text, marks=False).data["steps"][1]["note"]
        'five hearts'
        """
        return cls(record=record, **options)


def _read_record(
    record: str | bytes, notes: Mapping[NoteKey, str] | None
) -> tuple[Game, dict[NoteKey, str]]:
    """The game of a record, and the notes by step: the record's, then ``notes``."""
    from solo66.core import record as text_records
    from solo66.core.record import json as json_records

    raw = record.decode("utf-8") if isinstance(record, bytes) else record
    reader = json_records if raw.lstrip().startswith("{") else text_records
    parsed = reader.parse(raw)
    steps: dict[NoteKey, str] = {index + 1: note for index, note in parsed.notes.items()}
    for step, note in note_steps(parsed.game, notes).items():
        steps[step] = note
    return parsed.game, steps
