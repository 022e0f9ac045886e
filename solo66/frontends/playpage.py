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
``open``  ``{"code": "...", "seat": 1}``
    Start the hand: the bots act until it is the reader's turn.
``act``  ``{"code", "seat", "actions": [...], "action": "play ♣A"}``
    The reader's action, then the bots' until it is the reader's turn again (or the
    hand is over).  An illegal action is refused with the engine's reason
    (:class:`solo66.Refusal`) and nothing changes.
``view``  ``{"code", "seat", "actions": [...], "step": 7}``
    The hand after its first ``step`` actions, every hand open: for the replay.
``hint``  ``{"code", "seat", "actions": [...]}``
    What the open-hand solver would play now, and what each card the reader may play
    costs (:func:`solo66.analysis.review.card_costs`).
``review``  ``{"code", "seat", "actions": [...]}``
    Each card the reader played, marked ``best`` or with the points it cost and the
    best cards instead (:func:`solo66.analysis.review.review`).

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
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from solo66.analysis.bots import HeuristicBot
from solo66.analysis.review import card_costs, review
from solo66.analysis.solver import Solver
from solo66.core import narration
from solo66.core.cards import PACK, Card, cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import PLAY_ACTION, Action, Game, IllegalAction, Phase, SeatView
from solo66.core.rules import Rules
from solo66.frontends.cards import card_json

__all__ = ["call", "handle", "seat_label"]

#: Safety net: a hand has at most 5 (auction) * 4 + 3 + 30 actions; far fewer in practice.
_MAX_ACTIONS = 200


def seat_label(seat: int, you: int) -> str:
    """How the page names a seat: ``"You"`` or ``"Seat 3"``.

    >>> seat_label(1, 1), seat_label(3, 1)
    ('You', 'Seat 3')
    """
    return "You" if seat == you else f"Seat {seat}"


def _bots(code: str) -> list[HeuristicBot]:
    # Seeded by the deal, so the same actions always lead to the same replies.
    return [HeuristicBot(seed=f"{code}/{seat}") for seat in range(5)]


def _replay(code: str, actions: Sequence[str]) -> Game:
    game = Game.from_deal(Deal.from_code(code))
    for number, text in enumerate(actions, 1):
        try:
            game.apply(text)
        except ValueError as error:
            raise ValueError(f"action {number} ({text}) cannot be replayed: {error}") from None
    return game


def _bots_act(game: Game, seat: int, code: str) -> dict[str, Any] | None:
    """The bots act until ``seat`` is to act or the hand is over.  Returns the state
    with the trick just completed on the table when the bots go on after it."""
    bots = _bots(code)
    tricks = len(game.tricks)
    pause = None
    while not game.is_over() and game.current_player != seat:
        if len(game.history) > _MAX_ACTIONS:
            raise ValueError("the hand does not end: too many actions")
        if pause is None and len(game.tricks) > tricks and not game.current_trick:
            pause = _state(game, code, seat)
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


def _costs_text(cost: int) -> str:
    return "best" if cost == 0 else f"costs {narration.plural(cost, 'point')}"


def _hint(game: Game, code: str, you: int) -> dict[str, Any]:
    if game.current_player != you or game.phase is not Phase.PLAY:
        raise ValueError("a hint is for your turn to play a card")
    costs = card_costs(game, _solver(code))
    best = [str(c.card) for c in costs if c.best]
    soloist = game.soloist
    value = next(c.value for c in costs if c.best)
    whose = "you" if soloist == you else f"the soloist (seat {soloist})"
    return {
        "ok": True,
        "value": value,
        "best": best,
        "cards": [
            {"card": str(c.card), "value": c.value, "cost": c.cost, "text": _costs_text(c.cost)}
            for c in costs
        ],
        "text": f"The solver would play {' or '.join(best)}: with best play from here, "
        f"{whose} end{'' if soloist == you else 's'} with {value} card points.",
    }


def _review(game: Game, code: str, you: int) -> dict[str, Any]:
    plays = review(game, you, _solver(code))
    entries = []
    for p in plays:
        others = [str(c) for c in p.alternatives if c != p.card]
        if p.best:
            also = f" ({' and '.join(others)} as good)" if others else ""
            line = f"Trick {p.trick}: {p.card}, best{also}."
        else:
            line = (
                f"Trick {p.trick}: {p.card} {_costs_text(p.cost)}; best was {' or '.join(others)}."
            )
        entries.append(
            {
                "step": p.step,
                "trick": p.trick,
                "card": str(p.card),
                "cost": p.cost,
                "text": _costs_text(p.cost),
                "best": [str(c) for c in p.alternatives],
                "value": p.value,
                "best_value": p.best_value,
                "line": line,
            }
        )
    lost = sum(p.cost for p in plays)
    good = sum(p.best for p in plays)
    if not plays:
        summary = "You played no card in this hand."
    elif lost == 0:
        summary = f"Every one of your {len(plays)} cards was best."
    else:
        summary = (
            f"{good} of your {len(plays)} cards were best; the others cost "
            f"{narration.plural(lost, 'point')} in all."
        )
    return {"ok": True, "plays": entries, "summary": summary}


def _choice_label(action: Action) -> str:
    if action.kind == "pass":
        return "Pass"
    assert action.suit is not None
    verb = "Bid" if action.kind == "bid" else "Announce"
    return f"{verb} {action.suit.symbol} {action.suit}"


def _plays(cards: Sequence[Card], seats: Sequence[int]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": str(c)} for s, c in zip(seats, cards, strict=False)]


def _ids(cards: Sequence[Card] | None) -> list[str] | None:
    return None if cards is None else cards_str(sorted(cards, key=sort_key)).split()


def _state(game: Game, code: str, you: int, *, open_hands: bool = False) -> dict[str, Any]:
    """Everything the page draws, as JSON: what ``you`` may know (:meth:`Game.view`), or
    the open table (:meth:`Game.open_view`) for the replay; the game itself is asked only
    why a card of ``you`` is refused."""
    view = game.open_view() if open_hands else game.view(you)
    to_act = view.current_player
    your_turn = to_act == you
    phase = view.phase
    legal = view.legal_actions if your_turn else ()
    hand_json = []
    for card in _ids(view.hands[you]) or []:
        entry: dict[str, Any] = {"card": card, "legal": False, "why": None}
        if your_turn and phase is Phase.PLAY:
            why = game.why_not(PLAY_ACTION[Card.from_str(card)])
            entry["why"] = None if why is None else str(why)
            entry["legal"] = why is None
        elif your_turn and phase is Phase.DISCARD:
            entry["legal"] = True
        hand_json.append(entry)
    choices = []
    if your_turn and phase in (Phase.AUCTION, Phase.DECLARE):
        choices = [{"action": str(a), "label": _choice_label(a)} for a in legal]
    last = view.tricks[-1] if view.tricks else None
    result = view.result
    hands = [_ids(h) for h in view.hands]
    return {
        "ok": True,
        "code": code,
        "seat": you,
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
        else {"name": str(view.trump), "symbol": view.trump.symbol},
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
            "text": str(result),
            "scores": list(result.scores),
        },
    }


def _message(view: SeatView, you: int, rules: Rules) -> str:
    if view.result is not None:
        return str(view.result)
    phase = view.phase
    if view.current_player != you:
        return f"Seat {view.current_player} is to act."
    if phase is Phase.AUCTION:
        if rules.auction == "first-highest" or view.bid is None:
            return "Your turn to bid: pass, or bid a suit."
        return "Your turn to bid: pass, or bid a suit higher than the bid so far."
    if phase is Phase.DECLARE:
        return "You won the auction: announce trump, the suit you bid or a higher one."
    if phase is Phase.DISCARD:
        return "You picked up the talon: choose two cards to discard."
    if not view.current_trick:
        return "Your lead: play any card."
    return "Your turn: play a marked card."


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """Answer one request (see the module's docstring); never raises for bad input."""
    try:
        return _handle(request)
    except (ValueError, KeyError, TypeError) as error:
        message = str(error) if not isinstance(error, KeyError) else f"missing field {error}"
        return {"ok": False, "error": message}


def _handle(request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "cards":
        return {"ok": True, "cards": {str(c): card_json(c) for c in PACK}}
    if op == "new":
        seed = request.get("seed")
        return {"ok": True, "code": Deal.shuffle(seed=seed).code}
    code = Deal.from_code(str(request["code"])).code
    seat = request.get("seat")
    if seat is None:
        seat = Deal.from_code(code).forehand
    if type(seat) is not int or not 0 <= seat < 5:
        raise ValueError(f"a seat is a number from 0 to 4, not {seat!r}")
    actions = [str(a) for a in request.get("actions", [])]
    if op == "open":
        game = _replay(code, [])
        _bots_act(game, seat, code)
        return _state(game, code, seat)
    if op == "act":
        game = _replay(code, actions)
        try:
            game.apply(str(request["action"]), seat)
        except IllegalAction as refused:
            return {"ok": False, "error": str(refused)}
        pause = _bots_act(game, seat, code)
        state = _state(game, code, seat)
        if pause is not None:
            state["pause"] = pause
        return state
    if op == "hint":
        return _hint(_replay(code, actions), code, seat)
    if op == "review":
        return _review(_replay(code, actions), code, seat)
    if op == "view":
        step = int(request["step"])
        if not 0 <= step <= len(actions):
            raise ValueError(f"step {step} is outside the hand (0 to {len(actions)})")
        game = _replay(code, actions[:step])
        state = _state(game, code, seat, open_hands=True)
        state["actions"] = actions
        state["steps"] = len(actions)
        state["step"] = step
        return state
    raise ValueError(f"unknown request {op!r}: use cards, new, open, act, view, hint or review")


def call(request: str) -> str:
    """:func:`handle` for JSON text, as the page's JavaScript calls it."""
    try:
        parsed = json.loads(request)
    except json.JSONDecodeError as error:
        return json.dumps({"ok": False, "error": f"not JSON: {error}"})
    if not isinstance(parsed, dict):
        return json.dumps({"ok": False, "error": "a request is a JSON object"})
    return json.dumps(handle(parsed), ensure_ascii=False)
