"""Playing to a trick: which cards the rules allow, and who wins so far.

A position is a game in the play phase.  For every card in the hand of the player
to act, the engine says whether it may be played (:meth:`Game.why_not` gives the
rule that forbids it) and, if so, who would win the trick so far
(:func:`solo66.core.game.trick_winner`).  ``tricks.js`` only looks these answers up.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import traitlets

from solo66.core.cards import Card, Suit, cards_str, sort_key
from solo66.core.game import PLAY_ACTION, Game, Phase, Reason, trick_winner
from solo66.core.players import player
from solo66.core.rules import Rules
from solo66.frontends import svg
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import TrickCardJSON, TrickData, TrickPosition
from solo66.frontends.table import view_table
from solo66.frontends.widgets.auction import bid_by_rule_of_thumb
from solo66.frontends.widgets.base import SoloWidget, one_or_several
from solo66.frontends.widgets.controls import with_controls
from solo66.i18n import N_, _

__all__ = ["CASES", "CASE_LABELS", "TrickWidget", "find_position", "trick_data"]

#: The situations the page shows, each with what makes a position an example of it.
CASES: dict[str, str] = {
    "follow": N_("A plain suit is led and you hold it: you must follow suit."),
    "must-trump": N_("You hold none of the suit led but hold trumps: you must trump."),
    "free": N_("You hold neither the suit led nor a trump: any card may be played."),
    "trump-led": N_("Trump is led and you hold trumps: you must follow with a trump."),
    "overtrump": N_(
        "Under the must-overtrump option: you must beat the trump in the trick if you can."
    ),
}


def _case_of(game: Game) -> str | None:
    """Which case a position shows, judged by the rules the engine names for refusing
    cards (or None if it shows none of them well: we want at least two cards on the
    table and four in the hand, and a choice that is really restricted or really free)."""
    trick = game.current_trick
    seat = game.current_player
    if len(trick) < 2 or seat is None or game.trump is None:
        return None
    hand = game.hands[seat]
    if len(hand) < 4:
        return None
    refusals = [game.why_not(PLAY_ACTION[c]) for c in hand]
    reasons = {r.reason for r in refusals if r is not None}
    led = trick[0].suit
    if not reasons:
        suits = {c.suit for c in hand}
        return "free" if led is not game.trump and led not in suits and len(suits) > 1 else None
    if len(game.legal_actions()) < 2:
        return None
    if Reason.MUST_OVERTRUMP in reasons:
        return "overtrump"
    if Reason.MUST_TRUMP in reasons:
        return None if game.rules.must_overtrump else "must-trump"
    if Reason.MUST_FOLLOW_TRUMP in reasons:
        return "trump-led"
    if Reason.MUST_FOLLOW_SUIT in reasons:
        return "follow"
    return None


#: Short names of the cases, for the widget's buttons.
CASE_LABELS: dict[str, str] = {
    "follow": N_("Follow suit"),
    "must-trump": N_("Must trump"),
    "free": N_("Free discard"),
    "trump-led": N_("Trump led"),
    "overtrump": N_("Must overtrump (option)"),
}

# Where the default widget starts searching for each case, so that the positions
# come from several deals.
_STARTS = {"follow": 40, "must-trump": 1, "free": 40, "trump-led": 40, "overtrump": 40}


def _games(seed: int, rules: Rules) -> Iterator[Game]:
    """Every position of play in the hand from ``seed``: rule-of-thumb auction, first
    discard in the engine's list, then cards chosen at random (seeded) among the legal."""
    game = bid_by_rule_of_thumb(seed, rules)
    if game is None:
        return
    game.apply(game.legal_actions()[0])
    rng = random.Random(seed)
    while game.phase is Phase.PLAY:
        yield game.clone()
        game.apply(rng.choice(game.legal_actions()))


def find_position(case: str, start: int = 1) -> Game:
    """The first position, searching seeded hands from ``start``, that shows ``case``
    (one of :data:`CASES`).  ``overtrump`` positions are played under
    ``Rules(must_overtrump=True)``.

    >>> game = find_position("must-trump")
    >>> game.phase, len(game.current_trick) >= 2
    (<Phase.PLAY: 'play'>, True)
    """
    if case not in CASES:
        raise ValueError(f"unknown case {case!r}: choose from {', '.join(CASES)}")
    rules = Rules(must_overtrump=case == "overtrump")
    for seed in range(start, start + 5000):
        for game in _games(seed, rules):
            if _case_of(game) == case:
                return game
    raise ValueError(f"no position for {case!r} in 5000 seeds from {start}")


def _who(seat: int, game: Game) -> str:
    """The book's player at ``seat``, with the soloist marked: ``"Eva (soloist)"``."""
    if seat == game.soloist:
        return _("{name} (soloist)").format(name=player(seat))
    return player(seat)


def _position(game: Game, case: str | None) -> TrickPosition:
    if game.phase is not Phase.PLAY:
        raise ValueError(f"the game is in the {game.phase} phase, not playing a trick")
    seat = game.current_player
    trump = game.trump
    assert seat is not None
    trick = game.current_trick
    leader = game.trick_leader
    assert leader is not None
    seats = list(game.rules.seat_order(leader, len(trick) + 1))
    hand = sorted(game.hands[seat], key=sort_key)
    cards: dict[str, TrickCardJSON] = {}
    for card in hand:
        why = game.why_not(PLAY_ACTION[card])
        if why is not None:
            cards[str(card)] = {"legal": False, "why": str(why)}
            continue
        played = (*trick, card)
        best = trick_winner(played, trump)
        winner = seats[best]
        if winner == seat:
            text = _("{card} is allowed, and with it you would win the trick so far.").format(
                card=card
            )
        else:
            text = _("{card} is allowed. The trick so far would go to {who} with {best}.").format(
                card=card, who=_who(winner, game), best=played[best]
            )
        cards[str(card)] = {
            "legal": True,
            "winner": winner,
            "winning_card": str(played[best]),
            "text": text,
        }
    rules_note = _("must-overtrump option on") if game.rules.must_overtrump else _("default rules")
    trump_text = _("trump {suit}").format(suit=trump.symbol) if trump is not None else _("no trump")
    return {
        "case": case,
        "label": _(CASE_LABELS[case]) if case else _("Deal {code}").format(code=game.deal.code),
        "about": _(CASES[case]) if case else "",
        "code": game.deal.code,
        "history": [f"{s}: {a}" for s, a in game.history],
        "trump": str(trump) if trump is not None else None,
        "trump_symbol": trump.symbol if trump is not None else "",
        "soloist": game.soloist,
        "seat": seat,
        "trick": [{"seat": s, "card": str(c)} for s, c in zip(seats, trick, strict=False)],
        "winning_now": seats[trick_winner(trick, trump)] if trick else None,
        "hand": [str(c) for c in hand],
        "cards": cards,
        "legal": [str(a.card) for a in game.legal_actions()],
        # The table as the player to act sees it, that seat at the bottom.
        "table": view_table(game.view(seat), game.rules, bottom=seat),
        "intro": " ".join(
            (
                _("Trick {number}, {trump} ({rules}).").format(
                    number=len(game.tricks) + 1, trump=trump_text, rules=rules_note
                ),
                _("{leader} led; you are {you}.").format(
                    leader=_who(leader, game), you=_who(seat, game)
                )
                if trick
                else _("You are {you}, and you lead.").format(you=_who(seat, game)),
                _("On the table: {cards}.").format(cards=cards_str(trick) or _("nothing yet")),
            )
        ),
    }


def trick_data(games: Sequence[Game], cases: Sequence[str | None] | None = None) -> TrickData:
    """Everything the trick widget shows, as plain JSON.

    >>> game = find_position("follow")
    >>> data = trick_data([game], ["follow"])
    >>> position = data["positions"][0]
    >>> all(position["cards"][c]["legal"] for c in position["legal"])
    True
    """
    if not games:
        raise ValueError("give at least one position")
    labels = list(cases) if cases is not None else [_case_of(g) for g in games]
    positions = [_position(g, c) for g, c in zip(games, labels, strict=True)]
    used: set[Card] = set()
    for g in games:
        used.update(g.current_trick)
        seat = g.current_player
        assert seat is not None
        used.update(g.hands[seat])
        used.update(g.view(seat).discards or ())
    return {
        "title": _("Your turn: which cards may you play?"),
        "hint": _(
            "Which card would you play? Click it, or move with the arrow keys and press "
            "Enter: you see whether the rules allow it, and why. Then “Show every card” "
            "marks every card of the hand."
        ),
        "positions": positions,
        "cards": {str(c): card_json(c) for c in sorted(used, key=sort_key)},
        "back": {"label": _("face-down card"), "svg": str(svg.card(None))},
        "suits": {str(s): s.symbol for s in Suit},
    }


@with_controls
class TrickWidget(SoloWidget):
    """A trick in progress and the hand of the player to act; try any card.

    ``TrickWidget()`` shows the page's position for each of :data:`CASES`.  In a live
    notebook, ``TrickWidget(seed=50)`` shows other positions of the same cases (the
    first of each in the seeded hands from 50 on), ``TrickWidget(game=game)`` (or
    ``TrickWidget.from_game(game)``) the turn of any game in the play phase, and
    ``TrickWidget(games=[…])`` several.  ``position`` and ``tried`` (the card last
    tried) are the reader's state.

    >>> [p["case"] for p in TrickWidget().data["positions"]]
    ['follow', 'must-trump', 'free', 'trump-led', 'overtrump']
    >>> again = TrickWidget(seed=50).data["positions"]
    >>> [p["case"] for p in again], again[0]["code"] != TrickWidget().data["positions"][0]["code"]
    (['follow', 'must-trump', 'free', 'trump-led', 'overtrump'], True)
    >>> game = find_position("follow")
    >>> TrickWidget(game=game).data == TrickWidget.from_game(game).data
    True
    >>> TrickWidget(seeds=[5])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: TrickWidget() got an unexpected keyword argument 'seeds': it takes seed, game, ...
    """

    _module = "tricks"

    position = traitlets.Int(0).tag(sync=True)
    tried = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        game: Game | None = None,
        games: Sequence[Game] | None = None,
        **state: Any,
    ) -> None:
        chosen = one_or_several(type(self), game, games, ("game", "games"))
        if chosen is not None:
            if seed is not None:
                raise TypeError("TrickWidget() takes seed= or game=/games=, not both")
            data = trick_data(chosen)
        else:
            starts = _STARTS if seed is None else dict.fromkeys(CASES, seed)
            data = trick_data([find_position(c, starts[c]) for c in CASES], list(CASES))
        super().__init__(data=data, **state)

    @classmethod
    def from_game(cls, game: Game, **state: Any) -> TrickWidget:
        """The position of one game in the play phase: ``TrickWidget(game=game)``."""
        return cls(game=game, **state)
