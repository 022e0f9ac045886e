"""The engine's side of the *Play in the browser* page: JSON in, JSON out.

The book's play page runs this module in the reader's browser through Pyodide.
Its JavaScript keeps no rules: it sends a request as JSON text to :func:`call`
and draws the answer.  The page's whole state is the deal code, the reader's
seat and the actions taken so far, so every request carries them and the game is
replayed from the deal — no Python object has to live between two requests, and
a finished hand can be stepped through again from its actions alone.

Requests (``op`` and its fields):

``cards``  ``{}``
    The pictures of the 32 cards (two- and four-colour SVG, from :mod:`solo66.frontends.svg`)
    and their text alternatives, asked for once when the page starts.
``new``  ``{"seed": 42}``
    A deal code for a fresh shuffle.
``open``  ``{"code": "...", "seat": 1, "level": "easy"}``
    Start the hand: the bots act until it is the reader's turn.  ``level`` is the bots'
    (:data:`solo66.analysis.levels.LEVELS`; ``easy`` if omitted): every ``act`` names it
    too, and the state carries it.
``act``  ``{"code", "seat", "level", "actions": [...], "action": "play ♣A"}``
    The reader's action, then the bots' until it is the reader's turn again (or the
    hand is over).  An illegal action is refused with the engine's reason
    (:class:`solo66.Refusal`) and nothing changes.
``view``  ``{"code", "seat", "actions": [...], "step": 7}``
    The hand after its first ``step`` actions, every hand open: for the replay.
``hint``  ``{"code", "seat", "actions": [...]}``
    The fair judgement of each card the reader may play, over :data:`HINT_SAMPLES` deals
    that fit what the reader has seen, and the open-hand verdict beside it as hindsight
    (:func:`solo66.analysis.review.fair_costs`).
``review``  ``{"code", "seat", "actions": [...]}``
    Each card the reader played, judged fairly over :data:`REVIEW_SAMPLES` deals that
    fit what the reader had seen then, with the open-hand verdict as hindsight
    (:func:`solo66.analysis.review.fair_review`).

``code``  ``{"text": "0002-tjy"}``
    What a code typed into the page names: ``kind`` ``deal`` or ``set``, and the ``code``
    as the engine writes it; a mistyped code is refused with the engine's reason.

A deal of a duplicate set (:mod:`solo66.teaching.duplicate`) is named by ``set`` (its set
code) and ``deal`` (from 0) instead of ``code``, ``seat`` and ``level``: the set fixes the
reader's seat, the bots (:meth:`~solo66.teaching.duplicate.DuplicateSet.bots`, so every
student meets the same opponents) and the rules.  ``open`` and ``act`` then take ``tag``
(from the ``set`` answer), and once the hand is over the state has ``result_code``
(:func:`~solo66.teaching.duplicate.result_code`); ``open`` takes the ``actions`` of a
hand under way, to take it up again.  Before the hand is over, ``hint``, ``view`` and
``review`` are refused: every student plays the set's deals on their own.

``set``  ``{"code": "0002-TJY", "results": [...], "name": "Ann"}``
    The set (its deals, seat, level and rules in words), the result codes of ``results``
    that are its deals from the first on, in order (the others refused with why), the deal
    to play next (``None`` when all are played), a fresh ``tag``, and ``lines``: the codes
    as the lines the teacher's ranking reads (``NAME: CODE``,
    :func:`solo66.teaching.ranking.read_entries`).
``summary``  ``{"set": "0002-TJY", "results": [...]}``
    The reader's results against par, deal by deal and over the set: the teacher's ranking
    (:func:`solo66.teaching.ranking.rank`) of these codes alone.

A hint and a review take a while in the browser: :func:`call` and :func:`handle` take a
``progress(done, total)`` callable, told after every :data:`PROGRESS_BATCH` deals solved
(and after the last), for the page's progress line ("Judging: 24 of 64 deals…").

When the bots go on after a trick that the reader's card was in, the ``act`` answer
has ``"pause"``: the state with that trick complete on the table, for the page to
show before the bots' next cards.

Every answer has ``"ok"``; a refused request has ``"error"`` with the reason.

>>> import json
>>> code = json.loads(call('{"op": "new", "seed": 7}'))["code"]
>>> code
'1CH9-M7XX-VSBG-G44N'
>>> state = json.loads(call(json.dumps({"op": "open", "code": code, "seat": 1})))
>>> state["phase"], state["to_act"], [c["action"] for c in state["choices"]][:2]
('auction', 1, ['pass', 'bid diamonds'])
>>> bad = json.loads(call(json.dumps({"op": "act", "code": code, "seat": 1,
...                                   "actions": [], "action": "play ♣A"})))
>>> bad["ok"], bad["error"]
(False, 'It is the auction: seat 1 may pass or bid a suit, not play a card.')
>>> state["seats"][1], state["table"]["seats"][1]["you"], state["table"]["seats"][1]["place"]
('Ben (you)', True, 'bottom')
>>> chosen = json.loads(call('{"op": "code", "text": "0002 tjy"}'))
>>> chosen
{'ok': True, 'kind': 'set', 'code': '0002-TJY'}
>>> hand = json.loads(call(json.dumps({"op": "open", "set": "0002-TJY", "deal": 1, "tag": 5})))
>>> hand["set"], hand["seat"], hand["level"]
({'code': '0002-TJY', 'deal': 1, 'number': 2, 'count': 2}, 1, 'easy')

The page's own words (buttons, labels, status lines) are its script's ``t("English")``
calls, as in the widgets; :func:`page_words` says them in the language the engine speaks
(:func:`solo66.set_language`): ``tools/play_assets.py`` reads them from the script and
writes them for every language into it at build time, so the page has
them before Python has started, and the engine's catalog stays the one source.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from solo66.analysis.bots import Bot
from solo66.analysis.fair import Progress
from solo66.analysis.levels import LEVELS, bot
from solo66.analysis.review import FairCost, fair_costs, fair_review
from solo66.analysis.solver import Solver
from solo66.core import narration
from solo66.core.cards import PACK, Card, cards_str, sort_key
from solo66.core.deal import DEAL_CODE, Deal
from solo66.core.game import PLAY_ACTION, Action, Game, IllegalAction, Phase, SeatView
from solo66.core.players import PLAYERS
from solo66.core.rules import Rules, option
from solo66.frontends import svg
from solo66.frontends.cards import card_json
from solo66.frontends.jswords import Word
from solo66.frontends.payloads import (
    AgainstPar,
    PlayAnswer,
    PlayCard,
    PlayChoice,
    PlayCode,
    PlayHint,
    PlayRequest,
    PlayReview,
    PlayReviewEntry,
    PlaySeatCard,
    PlaySet,
    PlaySetPlace,
    PlayState,
    PlaySummary,
    PlaySummaryRow,
    PlayWords,
)
from solo66.frontends.table import table_words, view_table, words_json
from solo66.i18n import N_, _, language, ngettext, pgettext, signed
from solo66.teaching.duplicate import SET_CODE, TAGS, DuplicateSet, Par, read_result, result_code
from solo66.teaching.ranking import rank

__all__ = [
    "HINT_SAMPLES",
    "PROGRESS_BATCH",
    "REVIEW_SAMPLES",
    "call",
    "handle",
    "page_words",
    "seat_label",
]

#: Deals drawn for a hint, and for each card of the review (``benchmarks/play_fair.py``
#: measures them in the browser: a hint within 2 s, the whole review within 10 s).
HINT_SAMPLES = 64
REVIEW_SAMPLES = 32

#: The page hears how far a hint or a review has come after every this many deals.
PROGRESS_BATCH = 8

#: Safety net: a hand has at most 5 (auction) * 4 + 3 + 30 actions; far fewer in practice.
_MAX_ACTIONS = 200


def seat_label(seat: int, you: int) -> str:
    """How the page names a seat: the book's player, and the reader's seat as "you".

    >>> seat_label(1, 1), seat_label(3, 1)
    ('Ben (you)', 'David')
    """
    name = PLAYERS[seat]
    return _("{name} (you)").format(name=name) if seat == you else name


#: How the page names each level of the bots (:data:`solo66.analysis.levels.LEVELS`).
LEVEL_WORDS: dict[str, str] = {
    "easy": N_("easy (rules of thumb)"),
    "medium": N_("medium"),
    "strong": N_("strong (slower)"),
}


def page_words(said: Sequence[Word] = ()) -> PlayWords:
    """The play page's words in the language the engine speaks now: ``said`` (the
    English words ``said``, the ``t("…")`` calls of the page's script, which
    ``tools/play_assets.py`` reads from it: English → the language's, only those that
    differ, as a widget's ``words``), ``table`` (the words of ``s66.table``, by their
    English, :func:`solo66.frontends.table.table_words`), the players' names, the bots'
    levels and the ``decimal`` sign.

    >>> from solo66.i18n import speaking
    >>> with speaking("de"):
    ...     words = page_words(["Hint", "New deal"])
    >>> words["lang"], words["said"]["Hint"], words["table"]["winning so far"], words["decimal"]
    ('de', 'Tipp', 'liegt vorn', ',')
    """
    return {
        "lang": language(),
        "players": list(PLAYERS),
        "levels": [{"name": name, "label": _(LEVEL_WORDS[name])} for name in LEVELS],
        "table": table_words(),
        "said": words_json(said),
        "decimal": pgettext("decimal sign", "."),
    }


def _bots(code: str, level: str) -> list[Bot]:
    # Seeded by the deal, so the same actions always lead to the same replies.
    return [bot(level, f"{code}/{seat}") for seat in range(5)]


def _level(request: PlayRequest) -> str:
    level = request.get("level", LEVELS[0])
    if level not in LEVELS:
        raise ValueError(
            _("the bots' level is one of {levels}, not {level!r}").format(
                levels=", ".join(LEVELS), level=level
            )
        )
    return str(level)


@dataclass(frozen=True)
class _Hand:
    """What a request plays: the deal ``code``, the reader's ``seat`` and the bots'
    ``level``; for a deal of a duplicate set, the set (``chosen``) and the deal's
    ``index``, which fix the seat, the level, the bots and the rules."""

    code: str
    seat: int
    level: str
    chosen: DuplicateSet | None = None
    index: int = 0

    def game(self) -> Game:
        """A new game of the deal, under the set's rules for a set's deal."""
        if self.chosen is not None:
            return self.chosen.game(self.index)
        return Game.from_deal(Deal.from_code(self.code))

    def bots(self) -> list[Bot]:
        """The four opponents (and the reader's seat's bot, unused): a set's own."""
        if self.chosen is not None:
            return self.chosen.bots(self.index)
        return _bots(self.code, self.level)

    def place(self) -> PlaySetPlace | None:
        """Which deal of which set this is, or ``None``."""
        if self.chosen is None:
            return None
        return {
            "code": self.chosen.code,
            "deal": self.index,
            "number": self.index + 1,
            "count": self.chosen.count,
        }


def _hand(request: PlayRequest) -> _Hand:
    """The hand a request names: ``code`` (with ``seat`` and ``level``), or ``set`` and
    ``deal`` (from 0)."""
    if "set" in request:
        chosen = DuplicateSet.from_code(request["set"])
        index = request.get("deal", 0)
        code = chosen.game(index).deal.code  # refuses a deal the set does not have
        return _Hand(code, chosen.seat, chosen.level, chosen, index)
    code = Deal.from_code(request["code"]).code
    seat = request.get("seat")
    if seat is None:
        seat = Deal.from_code(code).forehand
    if type(seat) is not int or not 0 <= seat < 5:
        raise ValueError(_("a seat is a number from 0 to 4, not {seat!r}").format(seat=seat))
    return _Hand(code, seat, _level(request))


def _replay(hand: _Hand, actions: Sequence[str]) -> Game:
    game = hand.game()
    for number, text in enumerate(actions, 1):
        try:
            game.apply(text)
        except ValueError as error:
            raise ValueError(
                _("action {number} ({text}) cannot be replayed: {error}").format(
                    number=number, text=text, error=error
                )
            ) from None
    return game


def _bots_act(game: Game, hand: _Hand) -> PlayState | None:
    """The bots act until the reader is to act or the hand is over.  Returns the state
    with the trick just completed on the table when the bots go on after it."""
    bots = hand.bots()
    seat = hand.seat
    tricks = len(game.tricks)
    pause = None
    while not game.is_over() and game.current_player != seat:
        if len(game.history) > _MAX_ACTIONS:
            raise ValueError(_("the hand does not end: too many actions"))
        if pause is None and len(game.tricks) > tricks and not game.current_trick:
            pause = _state(game, hand)
        player = game.current_player
        assert player is not None
        game.apply(bots[player].choose(game))
    return pause


#: One solver, kept for the deal being played: a hint or a review reuses what the
#: last one learnt (the page asks for several in a row in the same hand).
_SOLVER: dict[str, Solver] = {}


def _solver(code: str) -> Solver:
    if code not in _SOLVER:
        _SOLVER.clear()
        _SOLVER[code] = Solver()
    return _SOLVER[code]


def _seed(code: str, actions: Sequence[str]) -> str:
    """The sampling seed of a position: the same hint for the same position, always."""
    return f"{code}/{len(actions)}"


def _mark(c: FairCost) -> str:
    """The card's short mark: best, good (a fair choice) or what it costs on average."""
    if c.cost == 0:
        return _("best")
    if c.fair:
        return _("good")
    return _("costs {n}").format(n=_points(c.cost))


def _points(x: float) -> int:
    """Card points on average, rounded to a whole number (at least 1 for a mistake)."""
    return max(1, round(x))


def _card_list(cards: Sequence[Card]) -> str:
    return _(" or ").join(str(c) for c in cards)


def _hindsight(costs: Sequence[FairCost]) -> list[Card]:
    return sorted((c.card for c in costs if c.hindsight.best), key=sort_key)


def _batched(progress: Progress | None) -> Progress | None:
    """``progress``, told only after every :data:`PROGRESS_BATCH` deals and the last."""
    if progress is None:
        return None
    tell = progress

    def batched(done: int, total: int) -> None:
        if done % PROGRESS_BATCH == 0 or done == total:
            tell(done, total)

    return batched


def _hint(
    game: Game,
    code: str,
    you: int,
    actions: Sequence[str],
    progress: Progress | None = None,
) -> PlayHint:
    if game.current_player != you or game.phase is not Phase.PLAY:
        raise ValueError(_("a hint is for your turn to play a card"))
    costs = fair_costs(
        game,
        samples=HINT_SAMPLES,
        seed=_seed(code, actions),
        solver=_solver(code),
        progress=_batched(progress),
    )
    top = costs[0]
    best = [c.card for c in costs if c.cost == 0]
    worse = [c for c in costs if not c.fair]
    text = ngettext(
        "Best in {k} of {n} deal that fits what you have seen: {cards}.",
        "Best in {k} of {n} deals that fit what you have seen: {cards}.",
        top.samples,
    ).format(k=top.best_in, n=top.samples, cards=_card_list(best))
    if worse:
        text += " " + ngettext(
            "On average it gives {d} card point more than {other}.",
            "On average it gives {d} card points more than {other}.",
            _points(worse[0].cost),
        ).format(d=_points(worse[0].cost), other=worse[0].card)
    hindsight = _hindsight(costs)
    text += " " + _("In hindsight, with every hand open, {cards} would be best.").format(
        cards=_card_list(hindsight)
    )
    return {
        "ok": True,
        "samples": top.samples,
        "value": next(c.hindsight.value for c in costs if c.hindsight.best),
        "best": [str(c) for c in sorted(best, key=sort_key)],
        "hindsight": [str(c) for c in hindsight],
        "cards": [
            {
                "card": str(c.card),
                "value": round(c.value, 1),
                "cost": 0 if c.fair else _points(c.cost),
                "best_in": c.best_in,
                "mark": _mark(c),
                "text": _mark(c),
                "hindsight_cost": c.hindsight.cost,
            }
            for c in sorted(costs, key=lambda c: sort_key(c.card))
        ],
        "text": text,
    }


def _review(game: Game, code: str, you: int, progress: Progress | None = None) -> PlayReview:
    plays = fair_review(
        game,
        you,
        samples=REVIEW_SAMPLES,
        seed=code,
        solver=_solver(code),
        progress=_batched(progress),
    )
    entries: list[PlayReviewEntry] = []
    for p in plays:
        c = p.played
        best = [x.card for x in p.choices if x.cost == 0]
        fair = [x.card for x in p.choices if x.fair]
        hindsight = _hindsight(p.choices)
        if c.fair:
            verdict = _("best") if c.cost == 0 else _("a good choice")
            others = [x for x in fair if x != c.card]
        else:
            verdict = ngettext(
                "costs {n} card point on average",
                "costs {n} card points on average",
                _points(c.cost),
            ).format(n=_points(c.cost))
            others = best
        told = ngettext(
            "best in {k} of {n} deal that fitted what you had seen",
            "best in {k} of {n} deals that fitted what you had seen",
            c.samples,
        ).format(k=c.best_in, n=c.samples)
        if c.hindsight.best:
            after = _("In hindsight, with every hand open, it was best too.")
        else:
            after = _("In hindsight, with every hand open, {cards} was best.").format(
                cards=_card_list(hindsight)
            )
        entries.append(
            {
                "step": p.step,
                "trick": p.trick,
                "card": str(c.card),
                "cost": 0 if c.fair else _points(c.cost),
                "text": verdict,
                "best": [str(x) for x in others],
                "told": told,
                "hindsight": after,
                "hindsight_cost": c.hindsight.cost,
                "hindsight_best": [str(x) for x in hindsight],
                "line": _("Trick {trick}: {card}, {verdict} ({told}). {after}").format(
                    trick=p.trick, card=c.card, verdict=verdict, told=told, after=after
                ),
            }
        )
    lost = sum(0 if p.played.fair else _points(p.played.cost) for p in plays)
    good = sum(p.played.fair for p in plays)
    if not plays:
        summary = _("You played no card in this hand.")
    elif lost == 0:
        summary = ngettext(
            "Your card was a good choice by what you could know.",
            "Every one of your {n} cards was a good choice by what you could know.",
            len(plays),
        ).format(n=len(plays))
    else:
        summary = ngettext(
            "{good} of your {n} cards were good choices; the others cost {lost} card point "
            "on average in all.",
            "{good} of your {n} cards were good choices; the others cost {lost} card points "
            "on average in all.",
            lost,
        ).format(good=good, n=len(plays), lost=lost)
    return {"ok": True, "plays": entries, "summary": summary}


def _choice_label(action: Action) -> str:
    if action.kind == "pass":
        return _("Pass")
    assert action.suit is not None
    if action.kind == "bid":
        return _("Bid {suit}").format(suit=f"{action.suit.symbol} {action.suit.label}")
    return _("Announce {suit}").format(suit=f"{action.suit.symbol} {action.suit.label}")


def _plays(cards: Sequence[Card], seats: Sequence[int]) -> list[PlaySeatCard]:
    return [{"seat": s, "card": str(c)} for s, c in zip(seats, cards, strict=False)]


def _ids(cards: Sequence[Card] | None) -> list[str] | None:
    return None if cards is None else cards_str(sorted(cards, key=sort_key)).split()


def _state(game: Game, hand: _Hand, *, open_hands: bool = False) -> PlayState:
    """Everything the page draws, as JSON: what the reader may know (:meth:`Game.view`),
    or the open table (:meth:`Game.open_view`) for the replay; the game itself is asked
    only why a card of the reader's is refused."""
    code, you = hand.code, hand.seat
    view = game.open_view() if open_hands else game.view(you)
    to_act = view.current_player
    your_turn = to_act == you
    phase = view.phase
    legal = view.legal_actions if your_turn else ()
    hand_json: list[PlayCard] = []
    for card in _ids(view.hands[you]) or []:
        entry: PlayCard = {"card": card, "legal": False, "why": None}
        if your_turn and phase is Phase.PLAY:
            why = game.why_not(PLAY_ACTION[Card.from_str(card)])
            entry["why"] = None if why is None else str(why)
            entry["legal"] = why is None
        elif your_turn and phase is Phase.DISCARD:
            entry["legal"] = True
        hand_json.append(entry)
    choices: list[PlayChoice] = []
    if your_turn and phase in (Phase.AUCTION, Phase.DECLARE):
        choices = [{"action": str(a), "label": _choice_label(a)} for a in legal]
    last = view.tricks[-1] if view.tricks else None
    result = view.result
    hands = [_ids(h) for h in view.hands]
    return {
        "ok": True,
        "code": code,
        "seat": you,
        "level": hand.level,
        "set": hand.place(),
        "seats": [seat_label(s, you) for s in range(5)],
        "table": view_table(view, game.rules, bottom=you),
        "actions": [str(a) for _, a in game.history],
        "step": len(view.history),
        "phase": phase.value,
        "to_act": to_act,
        "your_turn": your_turn,
        "dealer": view.dealer,
        "forehand": view.forehand,
        "bid": None if view.bid is None else str(view.bid),
        "trump": None
        if view.trump is None
        else {"name": view.trump.label, "symbol": view.trump.symbol},
        "soloist": view.soloist,
        "hand": hand_json,
        "choices": choices,
        "hand_sizes": list(view.hand_sizes),
        "hands": hands if None not in hands else None,
        "talon": _ids(view.talon),
        "discards": _ids(view.discards),
        "trick": _plays(view.current_trick, game.rules.seat_order(view.trick_leader or 0))
        if view.current_trick
        else [],
        "last_trick": None
        if last is None
        else {
            "plays": [
                {"seat": s, "card": str(c)} for s, c in zip(last.seats, last.cards, strict=True)
            ],
            "winner": last.winner,
            "points": last.points,
            "number": len(view.tricks),
        },
        "tricks_won": list(view.tricks_won),
        "points": list(view.points),
        "log": [
            {"seat": s, "text": narration.action_line(a, seat_label(s, you))}
            for s, a in view.history
        ],
        "message": _message(view, you, game.rules),
        "result": None
        if result is None
        else {
            "outcome": str(result.outcome),
            "text": narration.result_sentence(result, PLAYERS),
            "scores": list(result.scores),
        },
    }


def _message(view: SeatView, you: int, rules: Rules) -> str:
    if view.result is not None:
        return narration.result_sentence(view.result, PLAYERS)
    phase = view.phase
    if view.current_player != you:
        assert view.current_player is not None
        return _("{name} is to act.").format(name=PLAYERS[view.current_player])
    if phase is Phase.AUCTION:
        if rules.auction == "first-highest" or view.bid is None:
            return _("Your turn to bid: pass, or bid a suit.")
        return _("Your turn to bid: pass, or bid a suit higher than the bid so far.")
    if phase is Phase.DECLARE:
        return _("You won the auction: announce trump, the suit you bid or a higher one.")
    if phase is Phase.DISCARD:
        return _("You picked up the talon: choose two cards to discard.")
    if not view.current_trick:
        return _("Your lead: play any card.")
    return _("Your turn: play a marked card.")


def _code(text: object) -> PlayCode:
    """What a code typed into the page names: a deal (16 characters) or a set (7, or 11
    with its own rules), as the engine writes it; refused as the engine refuses it."""
    squeezed = "".join(text.split()).replace("-", "") if isinstance(text, str) else ""
    if len(squeezed) in SET_CODE.lengths:
        return {"ok": True, "kind": "set", "code": DuplicateSet.from_code(str(text)).code}
    if isinstance(text, str) and squeezed and len(squeezed) not in DEAL_CODE.lengths:
        raise ValueError(
            _(
                "code {code!r} has {count} characters: a deal code has 16, a set code 7 "
                "(11 when it carries rules other than the default)"
            ).format(code=text, count=len(squeezed))
        )
    return {"ok": True, "kind": "deal", "code": Deal.from_code(text).code}  # type: ignore[arg-type]


#: The longest name a student's lines of results carry.
MAX_NAME = 40


def _name(text: object) -> str:
    """A student's name as the lines of results carry it (spaces squeezed): a line is
    ``NAME: CODE`` (:func:`solo66.teaching.ranking.read_entries`), so a name holds no
    colon and does not start with ``#`` (a comment there)."""
    if not isinstance(text, str):
        raise ValueError(_("a name is text, not {type}").format(type=type(text).__name__))
    name = " ".join(text.split())
    if ":" in name or name.startswith("#") or len(name) > MAX_NAME:
        raise ValueError(
            _(
                "a name on a line of results has at most {most} characters, holds no colon "
                "and does not start with #: not {name!r}"
            ).format(most=MAX_NAME, name=name)
        )
    return name


def _rules_lines(chosen: DuplicateSet) -> list[str]:
    """Each rule of the set that differs from the book's, in words."""
    lines = []
    for name, _text in chosen.rules.to_text().items():
        declared = option(name)
        lines.append(
            _("{rule}: {choice}").format(
                rule=declared.name,
                choice=declared.choice_name(getattr(chosen.rules, declared.field)),
            )
        )
    return lines


def _results(chosen: DuplicateSet, texts: object) -> tuple[list[str], list[str]]:
    """The result codes that are the set's deals from the first on, in order, as the
    engine writes them, and why each other one was refused."""
    if not isinstance(texts, list):
        raise ValueError(_("results are a list of result codes"))
    kept: list[str] = []
    refused: list[str] = []
    for text in texts:
        try:
            read = read_result(text)
        except ValueError as error:
            refused.append(str(error))
            continue
        if read.set != chosen:
            refused.append(
                _("the code is of set {other}, not of set {code}").format(
                    other=read.set.code, code=chosen.code
                )
            )
        elif read.index != len(kept):
            refused.append(
                _("result code {code} is of deal {number}, not of deal {expected}").format(
                    code=read.code, number=read.number, expected=len(kept) + 1
                )
            )
        else:
            kept.append(read.code)
    return kept, refused


def _set(request: PlayRequest) -> PlaySet:
    chosen = DuplicateSet.from_code(request["code"])
    kept, refused = _results(chosen, request.get("results", []))
    name = _name(request.get("name", ""))
    return {
        "ok": True,
        "code": chosen.code,
        "count": chosen.count,
        "seat": chosen.seat,
        "level": chosen.level,
        "rules": _rules_lines(chosen),
        "deals": [d.code for d in chosen.deals()],
        "results": kept,
        "refused": refused,
        "next": len(kept) if len(kept) < chosen.count else None,
        "tag": random.SystemRandom().randrange(TAGS),
        "name": name,
        "lines": "".join(f"{name}: {code}\n" if name else f"{code}\n" for code in kept),
    }


#: The pars of the set played last (a summary asks for them once the set is over).
_PARS: dict[str, list[Par]] = {}


def _pars(chosen: DuplicateSet) -> list[Par]:
    if chosen.code not in _PARS:
        _PARS.clear()
        _PARS[chosen.code] = chosen.pars()
    return _PARS[chosen.code]


def _par_play(par: Par) -> str:
    if par.soloist is None or par.trump is None:
        return _("passed out")
    return ngettext(
        "{name} plays {trump}: {points} card points, {tricks} trick",
        "{name} plays {trump}: {points} card points, {tricks} tricks",
        par.tricks or 0,
    ).format(name=PLAYERS[par.soloist], trump=par.trump.symbol, points=par.value, tricks=par.tricks)


def _against_par(score: int, par: int, against_par: int) -> AgainstPar:
    """A score against par, in numbers and as the language spoken now writes them."""
    return {
        "score": score,
        "par": par,
        "against_par": against_par,
        "score_text": signed(score),
        "par_text": signed(par),
        "against_text": signed(against_par),
    }


def _summary(request: PlayRequest) -> PlaySummary:
    """The reader's results against par, deal by deal and over the set: the teacher's
    ranking (:func:`solo66.teaching.ranking.rank`) of these codes alone."""
    chosen = DuplicateSet.from_code(request["set"])
    kept, refused = _results(chosen, request.get("results", []))
    if refused:
        raise ValueError(refused[0])
    if not kept:
        raise ValueError(_("a summary needs the result of at least one deal"))
    you = _("you")
    ranking = rank(chosen, [f"{you}: {code}" for code in kept], costs=False, pars=_pars(chosen))
    rows: list[PlaySummaryRow] = []
    for deal in ranking.deals:
        for standing in deal.standings:
            assert standing.code is not None
            game = read_result(standing.code).game
            assert game.result is not None
            rows.append(
                {
                    "number": deal.number,
                    "deal": deal.par.deal.code,
                    "code": standing.code,
                    **_against_par(standing.score, standing.par, standing.against_par),
                    "played": narration.result_sentence(game.result, PLAYERS),
                    "par_play": _par_play(deal.par),
                }
            )
    (overall,) = ranking.overall
    par = sum(row["par"] for row in rows)
    return {
        "ok": True,
        "rows": rows,
        **_against_par(overall.score, par, overall.against_par),
        "text": ngettext(
            "Over {deals} deal of {count}: {against} against par.",
            "Over {deals} deals of {count}: {against} against par.",
            overall.deals,
        ).format(deals=overall.deals, count=chosen.count, against=signed(overall.against_par)),
        "note": _(
            "Your score is your side's: as soloist your own, as a defender the opposite of the "
            "soloist's. Par is the solver's play of the bots' contract with every hand open: "
            "what the deal gives with best play on both sides."
        ),
    }


def _tag(request: PlayRequest, hand: _Hand) -> int:
    """The tag of the reader's result codes in a set (from the ``set`` answer)."""
    if hand.chosen is None:
        return 0
    tag = request.get("tag")
    if type(tag) is not int or not 0 <= tag < TAGS:
        raise ValueError(
            _(
                "a set's hand needs its result codes' tag, a whole number from 0 to {top}, "
                "not {tag!r}"
            ).format(top=TAGS - 1, tag=tag)
        )
    return tag


def _finished(state: PlayState, game: Game, hand: _Hand, tag: int) -> PlayState:
    """A set's finished hand gets its result code."""
    if hand.chosen is not None and game.is_over():
        state["result_code"] = result_code(hand.chosen, hand.index, game, tag)
    return state


#: Why a set's hand refuses a hint, the review or the open replay before it is over.
_HIDDEN = {
    "hint": N_(
        "a hint comes once the hand is over: in a duplicate set every student plays each "
        "deal on their own"
    ),
    "review": N_(
        "the review comes once the hand is over: in a duplicate set every student plays "
        "each deal on their own"
    ),
    "view": N_(
        "the replay with every hand open comes once the hand is over: in a duplicate set "
        "every student plays each deal on their own"
    ),
}


def _hidden(game: Game, hand: _Hand, op: str) -> None:
    """In a set, nothing that shows hidden cards or the solver's advice before the hand
    is over: every student plays the deal on their own, as at a table."""
    if hand.chosen is not None and not game.is_over():
        raise ValueError(_(_HIDDEN[op]))


def handle(request: PlayRequest, progress: Progress | None = None) -> PlayAnswer:
    """Answer one request (see the module's docstring); never raises for bad input.
    ``progress`` hears how far a hint or a review has come."""
    try:
        return _handle(request, progress)
    except (ValueError, KeyError, TypeError) as error:
        message = (
            str(error)
            if not isinstance(error, KeyError)
            else _("missing field {name}").format(name=error)
        )
        return {"ok": False, "error": message}


def _handle(request: PlayRequest, progress: Progress | None = None) -> PlayAnswer:
    op = request.get("op")
    if op == "cards":
        return {
            "ok": True,
            "cards": {str(c): card_json(c) for c in PACK},
            "back": {"label": _("face-down card"), "svg": str(svg.card(None))},
        }
    if op == "new":
        seed = request.get("seed")
        return {"ok": True, "code": Deal.shuffle(seed=seed).code}
    if op == "code":
        return _code(request["text"])
    if op == "set":
        return _set(request)
    if op == "summary":
        return _summary(request)
    hand = _hand(request)
    actions = [str(a) for a in request.get("actions", [])]
    if op == "open":
        # A set's hand is taken up again where it was (the page keeps its actions).
        tag = _tag(request, hand)
        game = _replay(hand, actions if hand.chosen is not None else [])
        _bots_act(game, hand)
        return _finished(_state(game, hand), game, hand, tag)
    if op == "act":
        tag = _tag(request, hand)
        game = _replay(hand, actions)
        try:
            game.apply(str(request["action"]), hand.seat)
        except IllegalAction as refused:
            return {"ok": False, "error": str(refused)}
        pause = _bots_act(game, hand)
        state = _finished(_state(game, hand), game, hand, tag)
        if pause is not None:
            state["pause"] = pause
        return state
    if op == "hint":
        game = _replay(hand, actions)
        _hidden(game, hand, "hint")
        return _hint(game, hand.code, hand.seat, actions, progress)
    if op == "review":
        game = _replay(hand, actions)
        _hidden(game, hand, "review")
        return _review(game, hand.code, hand.seat, progress)
    if op == "view":
        step = int(request["step"])
        if not 0 <= step <= len(actions):
            raise ValueError(
                _("step {step} is outside the hand (0 to {last})").format(
                    step=step, last=len(actions)
                )
            )
        _hidden(_replay(hand, actions), hand, "view")
        game = _replay(hand, actions[:step])
        state = _state(game, hand, open_hands=True)
        state["actions"] = actions
        state["steps"] = len(actions)
        state["step"] = step
        return state
    raise ValueError(
        _(
            "unknown request {op!r}: use cards, new, code, open, act, view, hint, review, set "
            "or summary"
        ).format(op=op)
    )


def call(request: str, progress: Progress | None = None) -> str:
    """:func:`handle` for JSON text, as the page's JavaScript calls it (``progress`` a
    JavaScript function of the page's worker)."""
    try:
        parsed = json.loads(request)
    except json.JSONDecodeError as error:
        return json.dumps({"ok": False, "error": _("not JSON: {error}").format(error=error)})
    if not isinstance(parsed, dict):
        return json.dumps({"ok": False, "error": _("a request is a JSON object")})
    return json.dumps(handle(cast(PlayRequest, parsed), progress), ensure_ascii=False)
