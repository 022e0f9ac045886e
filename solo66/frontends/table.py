"""The card table as plain JSON: what every widget's table (and the play page's) draws.

Python computes the whole picture here; ``s66.table(el, table, opts)`` in
``solo66/frontends/widgets/base.js`` only draws it.  Pure Python (no widget library),
so the play page's Pyodide engine can use it too.

The shape of a table (every key always present, ``None`` where it does not apply):

``seats``
    five dicts, by seat number:

    - ``seat``, ``name``: the seat and what to call it;
    - ``place``: where it sits, one of :data:`PLACES` (``bottom`` is the reader's seat
      when a seat is chosen; the others follow in the order of play round the table);
    - ``hand``: the card ids face up, or ``None`` when the hand is face down;
      ``count``: how many cards it holds;
    - ``roles``: words such as ``dealer``, ``forehand``, ``soloist``; ``you``: the
      reader's seat; ``turn``: whose turn it is;
    - ``said``: the seat's calls in the auction, in order (``["bid ♦", "pass"]``);
    - ``taken``: ``{"tricks": n, "points": p}`` as the table's view counts them, or
      ``None`` before the play;
    - ``discards``: ``{"cards": ids or None (face down), "count": n}`` beside the
      soloist once discarded, else ``None``;
    - ``note``: a short line about the seat (a widget's own: "bids up to ♠"), or ``None``.

``trick``
    the trick in the middle, or ``None``: ``number`` (1 to 6), ``leader``, ``winner``
    (``None`` while it is unfinished: a finished trick stays until the next card),
    ``ahead`` (who would win it so far, while it is unfinished) and
    ``plays``, in the order played, each ``{"seat", "card", "mark"}``, every card drawn in
    front of the seat that played it; ``mark`` is ``None`` or ``{"kind": "best" or "cost",
    "text": …}`` (the replayer's solver marks).
``talon``
    the cards in the middle outside the trick, or ``None``: ``{"label", "cards" (ids, or
    None face down), "count"}``.
``lines``
    short lines of text for the middle: the contract, the trump, the trick number.
``score``
    the card points so far, soloist against defenders, as the view counts them, or ``None``.
``trump``
    the trump suit's name (``"clubs"``) or ``None``.
``bottom``, ``to_act``
    the reader's seat (``None``: no seat's view, seat 0 at the bottom) and whose turn it is.

>>> from solo66 import Game
>>> game = Game.new(seed=1)
>>> table = view_table(game.view(2), game.rules, bottom=2)
>>> [s["place"] for s in table["seats"]]
['top-right', 'right', 'bottom', 'left', 'top-left']
>>> table["seats"][2]["hand"], table["seats"][0]["hand"], table["seats"][0]["count"]
(['♣K', '♣Q', '♣J', '♣7', '♥A', '♦7'], None, 6)
>>> table["talon"], table["lines"], table["to_act"]
({'label': 'Talon', 'cards': None, 'count': 2}, ['Auction: no bid yet'], 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from solo66.core.cards import Card, Suit, sort_key
from solo66.core.game import Phase, SeatView, trick_winner
from solo66.core.players import PLAYERS
from solo66.core.rules import Rules
from solo66.core.scoring import Outcome
from solo66.frontends.jswords import Word
from solo66.frontends.payloads import SeatJSON, TableJSON, TalonJSON, TrickJSON
from solo66.i18n import _, ngettext, pgettext

__all__ = [
    "PLACES",
    "TABLE_SCRIPT",
    "Word",
    "changes",
    "diff",
    "english_words",
    "merge",
    "places",
    "score_line",
    "seat_json",
    "table_json",
    "table_words",
    "trick_json",
    "view_table",
]

#: The file of ``s66.table`` and the widgets' other shared helpers, whose ``t("…")`` words
#: :func:`table_words` sends (read from it: :mod:`solo66.frontends.jswords`).
TABLE_SCRIPT = Path(__file__).resolve().parent / "widgets" / "base.js"


def english_words(words: Sequence[Word]) -> list[str]:
    """Every English phrase of ``words``, a plural's two forms each.

    >>> english_words(["The table", ("{n} trick", "{n} tricks")])
    ['The table', '{n} trick', '{n} tricks']
    """
    return [w for word in words for w in ((word,) if isinstance(word, str) else word)]


def words_json(english: Sequence[Word]) -> dict[str, str]:
    """The words ``english`` in the language spoken now, for a view's ``t()`` (see
    ``s66.translator`` in base.js): only those whose translation differs, so English
    sends nothing.  A plural sends its form for one and its form for several, each under
    its English form (the languages spoken so far count as English does: one, several).

    >>> from solo66.i18n import speaking
    >>> words_json(["The table", "you"])
    {}
    >>> with speaking("de"):
    ...     words_json(["The table", ("{n} trick", "{n} tricks")])
    {'The table': 'Der Tisch', '{n} trick': '{n} Stich', '{n} tricks': '{n} Stiche'}
    """
    out: dict[str, str] = {}
    for word in english:
        if isinstance(word, str):
            pairs = [(word, _(word))]
        else:
            one, several = word
            pairs = [(one, ngettext(one, several, 1)), (several, ngettext(one, several, 2))]
        for key, spoken in pairs:
            if spoken != key:
                out[key] = spoken
    return out


def table_words() -> dict[str, str]:
    """The words of ``s66.table`` (every ``t("…")`` of :data:`TABLE_SCRIPT`) in the language
    spoken now: what the play page passes to ``s66.table`` as ``opts.t``.  Read with Babel
    (:func:`solo66.frontends.jswords.js_words`): the play page's build calls it, not the
    engine in the browser."""
    from solo66.frontends.jswords import js_words

    return words_json(js_words(TABLE_SCRIPT))


#: The places round the table, starting with the reader's and going round in the
#: order of play (clockwise: the next seat sits on the left).
PLACES: tuple[str, ...] = ("bottom", "left", "top-left", "top-right", "right")


def places(rules: Rules, bottom: int | None) -> list[str]:
    """Where each seat sits when ``bottom`` (``None``: seat 0) is at the bottom.

    >>> places(Rules(), 3)
    ['top-left', 'top-right', 'right', 'bottom', 'left']
    """
    order = rules.seat_order(0 if bottom is None else bottom)
    found = [""] * 5
    for place, seat in zip(PLACES, order, strict=True):
        found[seat] = place
    return found


def _ids(cards: Sequence[Card]) -> list[str]:
    return [str(c) for c in sorted(cards, key=sort_key)]


def seat_json(
    seat: int,
    name: str,
    place: str,
    *,
    hand: Sequence[str] | None,
    count: int,
    roles: Sequence[str] = (),
    you: bool = False,
    turn: bool = False,
    said: Sequence[str] = (),
    taken: Mapping[str, int] | None = None,
    discards: Mapping[str, Any] | None = None,
    note: str | None = None,
) -> SeatJSON:
    """One seat of a table (see the module's description).

    >>> seat_json(0, "Anna", "bottom", hand=["♣A"], count=1)["roles"]
    []
    """
    if place not in PLACES:
        raise ValueError(f"place {place!r}: choose from {', '.join(PLACES)}")
    return {
        "seat": seat,
        "name": name,
        "place": place,
        "hand": None if hand is None else list(hand),
        "count": count,
        "roles": list(roles),
        "you": you,
        "turn": turn,
        "said": list(said),
        "taken": None if taken is None else dict(taken),
        "discards": None if discards is None else dict(discards),
        "note": note,
    }


def trick_json(
    number: int,
    leader: int,
    plays: Sequence[tuple[int, str]],
    winner: int | None = None,
    ahead: int | None = None,
) -> TrickJSON:
    """The trick in the middle: ``plays`` are ``(seat, card id)`` in the order played.

    >>> trick_json(1, 2, [(2, "♠A")])["plays"]
    [{'seat': 2, 'card': '♠A', 'mark': None}]
    """
    return {
        "number": number,
        "leader": leader,
        "winner": winner,
        "ahead": ahead,
        "plays": [{"seat": s, "card": c, "mark": None} for s, c in plays],
    }


def table_json(
    seats: Sequence[SeatJSON],
    *,
    bottom: int | None = None,
    to_act: int | None = None,
    trick: TrickJSON | None = None,
    talon: TalonJSON | None = None,
    lines: Sequence[str] = (),
    score: str | None = None,
    trump: str | None = None,
) -> TableJSON:
    """A whole table from its five seats and the middle (see the module's description)."""
    if len(seats) != 5:
        raise ValueError(f"a table has five seats, not {len(seats)}")
    return {
        "seats": list(seats),
        "bottom": bottom,
        "to_act": to_act,
        "trick": trick,
        "talon": talon,
        "lines": list(lines),
        "score": score,
        "trump": trump,
    }


def _suit(suit: Suit) -> str:
    return f"{suit.symbol} {suit.label}"


def contract_line(view: SeatView, names: Sequence[str]) -> str:
    """The contract as the middle of the table states it.

    >>> from solo66 import Game
    >>> game = Game.new(seed=1)
    >>> contract_line(game.open_view(), ["A", "B", "C", "D", "E"])
    'Auction: no bid yet'
    """
    if view.trump is not None:
        assert view.soloist is not None
        return _("Trump {suit} · soloist {name}").format(
            suit=_suit(view.trump), name=names[view.soloist]
        )
    if view.soloist is not None and view.bid is not None:
        return _("Highest bid {suit} by {name}").format(
            suit=_suit(view.bid), name=names[view.soloist]
        )
    if view.phase is Phase.AUCTION:
        if view.bid is None:
            return _("Auction: no bid yet")
        return _("Auction: highest bid so far {suit}").format(suit=_suit(view.bid))
    if view.soloist is None and (view.phase is Phase.PLAY or view.result is not None):
        if view.result is not None and view.result.outcome is Outcome.REDEAL:
            return _("Everyone passed: no game")
        return _("Everyone passed: no trumps, the last trick wins")
    return ""


def _calls(view: SeatView) -> list[list[str]]:
    """Each seat's calls in the auction, as the table reads them (``bid ♦``, ``pass``)."""
    said: list[list[str]] = [[] for _ in range(5)]
    for seat, action in view.history:
        if action is None:
            continue
        if action.kind == "pass":
            said[seat].append(pgettext("call", "pass"))
        elif action.kind == "bid":
            assert action.suit is not None
            said[seat].append(pgettext("call", "bid {suit}").format(suit=action.suit.symbol))
        elif action.kind == "declare":
            assert action.suit is not None
            said[seat].append(pgettext("call", "trump {suit}").format(suit=action.suit.symbol))
    return said


def _trick_of(view: SeatView, rules: Rules) -> TrickJSON | None:
    """The unfinished trick, or the last one taken (it stays until the next card)."""
    if view.phase not in (Phase.PLAY, Phase.DONE):
        return None
    if view.current_trick:
        leader = view.trick_leader
        assert leader is not None
        seats = rules.seat_order(leader, len(view.current_trick))
        plays = [(s, str(c)) for s, c in zip(seats, view.current_trick, strict=True)]
        ahead = seats[trick_winner(view.current_trick, view.trump)]
        return trick_json(len(view.tricks) + 1, leader, plays, ahead=ahead)
    if view.tricks:
        done = view.tricks[-1]
        plays = [(s, str(c)) for s, c in zip(done.seats, done.cards, strict=True)]
        return trick_json(len(view.tricks), done.leader, plays, done.winner)
    if view.phase is Phase.PLAY:
        leader = view.trick_leader if view.trick_leader is not None else view.forehand
        return trick_json(1, leader, [])
    return None


def view_table(
    view: SeatView,
    rules: Rules,
    names: Sequence[str] | None = None,
    *,
    bottom: int | None = None,
    calls: bool | None = None,
) -> TableJSON:
    """The table as ``view`` shows it (:meth:`Game.view` or :meth:`Game.open_view`).

    ``bottom`` is the reader's seat (``None``: the open table, seat 0 at the bottom);
    each seat's auction calls are shown until the play begins (``calls=True``: always,
    ``False``: never).  ``names`` name the seats, 0 to 4 (``None``: the book's players,
    :data:`solo66.core.players.PLAYERS`).
    """
    names = list(names) if names is not None else list(PLAYERS)
    if len(names) != 5:
        raise ValueError(f"give five names, one for each seat, not {len(names)}")
    where = places(rules, bottom)
    before_play = view.phase in (Phase.AUCTION, Phase.DECLARE, Phase.DISCARD)
    shown = before_play if calls is None else calls
    said = _calls(view) if shown else [[] for _ in range(5)]
    playing = view.phase is Phase.PLAY or (view.phase is Phase.DONE and bool(view.tricks))
    seats: list[SeatJSON] = []
    for s in range(5):
        roles = [
            role
            for role, holder in (
                ("dealer", view.dealer),
                ("forehand", view.forehand),
                ("soloist", view.soloist),
            )
            if holder == s
        ]
        hand = view.hands[s]
        discards = None
        if s == view.soloist and view.discard_count:
            discards = {
                "cards": None if view.discards is None else _ids(view.discards),
                "count": view.discard_count,
            }
        seats.append(
            seat_json(
                s,
                names[s],
                where[s],
                hand=None if hand is None else _ids(hand),
                count=view.hand_sizes[s],
                roles=roles,
                you=bottom == s,
                turn=view.current_player == s,
                said=said[s],
                taken={"tricks": view.tricks_won[s], "points": view.points[s]} if playing else None,
                discards=discards,
            )
        )
    talon: TalonJSON | None = None
    if view.talon_on_table:
        unused = view.soloist is None and view.phase is not Phase.AUCTION
        talon = {
            "label": _("Talon (unused)") if unused else _("Talon"),
            "cards": None if view.talon is None else _ids(view.talon),
            "count": 2,
        }
    trick = _trick_of(view, rules)
    lines = [line for line in (contract_line(view, names),) if line]
    if trick is not None:
        lines.append(_("Trick {number} of 6").format(number=trick["number"]))
    return table_json(
        seats,
        bottom=bottom,
        to_act=view.current_player,
        trick=trick,
        talon=talon,
        lines=lines,
        score=score_line(view, names),
        trump=None if view.trump is None else str(view.trump),
    )


def score_line(view: SeatView, names: Sequence[str]) -> str | None:
    """The card points so far as the view counts them, soloist against defenders (each
    seat's own count is at its place); ``None`` before the play or without a soloist.

    >>> from solo66 import Game
    >>> score_line(Game.new(seed=1).open_view(), "ABCDE") is None
    True
    """
    if view.phase is not Phase.PLAY and not (view.phase is Phase.DONE and view.tricks):
        return None
    soloist = view.soloist
    if soloist is None:
        return None
    points = view.points
    defence = sum(points[s] for s in range(5) if s != soloist)
    line = _("Card points: soloist {points}").format(points=points[soloist])
    if view.discard_count and view.phase is not Phase.DONE:
        line += (
            _(" ({points} discarded)").format(points=sum(c.points for c in view.discards))
            if view.discards is not None
            else _(" (+{n} cards face down)").format(n=view.discard_count)
        )
    return line + _(" · defenders {points}").format(points=defence)


# -- sharing the pieces two tables have in common ------------------------------------------


def diff(base: Mapping[str, Any], other: Mapping[str, Any]) -> dict[str, Any]:
    """What ``other`` changes in ``base`` (two tables with the same keys): the top-level
    values that differ, and under ``seats`` only the seats' fields that differ, by seat.
    :func:`merge` (and ``s66.tableMerge`` in base.js) puts ``other`` back together.

    >>> a = {"bottom": None, "seats": [{"hand": ["♣A"], "count": 1}, {"hand": None, "count": 6}]}
    >>> b = {"bottom": 1, "seats": [{"hand": None, "count": 1}, {"hand": None, "count": 6}]}
    >>> diff(a, b)
    {'bottom': 1, 'seats': {'0': {'hand': None}}}
    >>> merge(a, diff(a, b)) == b and merge(a, {}) == a
    True
    """
    if set(base) != set(other):
        raise ValueError(f"tables differ in their keys: {sorted(set(base) ^ set(other))}")
    out: dict[str, Any] = {}
    for key, value in other.items():
        if key == "seats":
            seats = {
                str(n): {k: v for k, v in seat.items() if was.get(k, _MISSING) != v}
                for n, (was, seat) in enumerate(zip(base[key], value, strict=True))
            }
            seats = {n: change for n, change in seats.items() if change}
            if seats:
                out[key] = seats
        elif base[key] != value:
            out[key] = value
    return out


_MISSING = object()


def changes(tables: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """A run of tables stored small: the first whole, each other one as its :func:`diff`
    from the one before (``s66.tableSteps`` in base.js puts them back together).

    >>> one = table_json([seat_json(s, f"S{s}", PLACES[s], hand=[], count=0) for s in range(5)])
    >>> two = {**one, "lines": ["Packet 1"]}
    >>> changes([one, two])[1]
    {'lines': ['Packet 1']}
    """
    return [dict(table) if n == 0 else diff(tables[n - 1], table) for n, table in enumerate(tables)]


def merge(base: Mapping[str, Any], change: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``change`` (from :func:`diff`) applied; ``base`` stays as it was."""
    out = dict(base)
    for key, value in change.items():
        if key == "seats":
            out[key] = [{**seat, **value.get(str(n), {})} for n, seat in enumerate(base["seats"])]
        else:
            out[key] = value
    return out
