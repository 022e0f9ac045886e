"""The auction (Reizen), call by call, under each auction procedure side by side.

The calls come from scripted bidders (:class:`Bidder`): each seat has the highest
suit it is willing to play, and bids the cheapest suit the engine allows up to
it.  Every step records what the engine says at that point: the legal calls, and
:meth:`Game.why_not` for the bids it would refuse.  ``auction.js`` only steps
through these records.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import traitlets

from solo66.core import narration
from solo66.core.cards import Card, Suit, cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import BID, DECLARE_ACTION, PASS, Action, Game, Phase
from solo66.core.players import PLAYERS, player
from solo66.core.rules import AUCTIONS, OPTIONS, Auction, Rules
from solo66.frontends import svg
from solo66.frontends.cards import card_json
from solo66.frontends.payloads import AuctionData, AuctionHand, AuctionRecord, TalonJSON
from solo66.frontends.table import changes, places, seat_json, table_json
from solo66.frontends.widgets.base import SoloWidget, one_or_several
from solo66.frontends.widgets.controls import with_controls
from solo66.i18n import _, pgettext

__all__ = ["PROCEDURES", "AuctionWidget", "Bidder", "auction_data", "run_auction"]

_AUCTION_OPTION = next(o for o in OPTIONS if o.field == "auction")
#: The auction procedures, the default reading first.
PROCEDURES: tuple[Auction, ...] = AUCTIONS


@dataclass(frozen=True)
class Bidder:
    """A scripted bidder: how far one seat will go in the auction.

    ``limit`` is the highest suit the seat is willing to play (``None``: it always
    passes); if it wins the auction it announces that suit as trump, which is always
    the suit it bid or a higher one.  It bids the cheapest suit the rules allow, up to
    ``limit``; where it speaks only once (single-round, first-highest) it bids ``limit``
    at once.
    ``waits=True``: it passes the first time it speaks, hoping to come in later (which
    only the re-entry procedure allows).

    >>> game = Game.new(seed=5)
    >>> str(Bidder(Suit.SPADES).choose(game))
    'bid diamonds'
    >>> str(Bidder(Suit.SPADES, waits=True).choose(game))
    'pass'
    """

    limit: Suit | None
    waits: bool = False

    @classmethod
    def from_hand(cls, hand: Sequence[Card]) -> Bidder:
        """This page's rule of thumb (not a strategy): be willing to play the suit of
        which the hand holds the most cards, if at least three of them and the ace or the
        ten among them; between equal suits, the one with more card points, then the
        higher suit.

        >>> from solo66.core.cards import parse_cards
        >>> Bidder.from_hand(parse_cards("♥A ♥8 ♥7 ♣K ♣Q ♦9"))
        Bidder(limit=<Suit.HEARTS: 1>, waits=False)
        >>> Bidder.from_hand(parse_cards("♥K ♥8 ♥7 ♣K ♣Q ♦9")).limit is None
        True
        """
        best: tuple[int, int, int] | None = None
        limit = None
        for suit in Suit:
            cards = [c for c in hand if c.suit is suit]
            if len(cards) < 3 or not any(c.points >= 10 for c in cards):
                continue
            key = (len(cards), sum(c.points for c in cards), int(suit))
            if best is None or key > best:
                best, limit = key, suit
        return cls(limit)

    def describe(self) -> str:
        """The script in words."""
        if self.limit is None:
            return _("passes")
        if self.waits:
            return _("bids up to {suit}, but passes at first").format(suit=self.limit.symbol)
        return _("bids up to {suit}").format(suit=self.limit.symbol)

    def choose(self, game: Game) -> Action:
        """The call this bidder makes now (the game must be in the auction)."""
        legal = game.legal_actions()
        seat = game.current_player
        spoken = any(s == seat for s, _ in game.history)
        if self.limit is None or (self.waits and not spoken):
            return PASS
        if game.rules.speaks_once:
            return BID[self.limit] if BID[self.limit] in legal else PASS
        bids = [a for a in legal if a.kind == "bid"]
        if bids and bids[0].suit is not None and bids[0].suit <= self.limit:
            return bids[0]
        return PASS


def bid_by_rule_of_thumb(seed: int, rules: Rules | None = None) -> Game | None:
    """The hand from ``seed`` with every seat bidding by :meth:`Bidder.from_hand`, up to
    the discard: the soloist has announced the suit of their limit as trump and picked
    up the talon.  ``None`` when everyone passes.

    >>> game = bid_by_rule_of_thumb(15)
    >>> game.phase, game.soloist, str(game.trump)
    (<Phase.DISCARD: 'discard'>, 4, 'clubs')
    """
    game = Game.new(seed, rules)
    bidders = {s: Bidder.from_hand(game.deal.hands[s]) for s in range(5)}
    while game.phase is Phase.AUCTION:
        seat = game.current_player
        assert seat is not None
        game.apply(bidders[seat].choose(game))
    if game.soloist is None:
        return None
    limit = bidders[game.soloist].limit
    assert limit is not None
    game.apply(DECLARE_ACTION[limit])
    return game


def _call_text(action: Action) -> str:
    """A call as it reads at the table: ``pass``, ``bid ♠``, ``declare ♣``."""
    if action.suit is None:
        return pgettext("call", "pass")
    if action.kind == "bid":
        return pgettext("call", "bid {suit}").format(suit=action.suit.symbol)
    return pgettext("call", "declare {suit}").format(suit=action.suit.symbol)


def _refusals(game: Game, actions: Sequence[Action]) -> list[dict[str, str]]:
    """The engine's reasons for refusing each of ``actions``, grouped by reason."""
    grouped: dict[str, list[str]] = {}
    for action in actions:
        why = game.why_not(action)
        if why is not None:
            grouped.setdefault(str(why), []).append(_call_text(action))
    return [{"calls": ", ".join(calls), "why": why} for why, calls in grouped.items()]


def _reason(bidder: Bidder, action: Action, game: Game) -> str:
    """Why the scripted bidder made this call (its script, not a rule)."""
    if bidder.limit is None:
        return _("Its script: it holds no suit it wants to play, so it passes.")
    limit = bidder.limit.symbol
    if action is PASS:
        if bidder.waits and not any(s == game.current_player for s, _a in game.history):
            return _("Its script: it would play up to {limit} but waits at first.").format(
                limit=limit
            )
        return _(
            "Its script: it would play up to {limit}, and every bid still "
            "allowed is higher than that."
        ).format(limit=limit)
    assert action.suit is not None
    if game.rules.auction == "single-round":
        return _("Its script: it speaks only once, so it bids its limit, {suit}.").format(
            suit=action.suit.symbol
        )
    return _("Its script: it would play up to {limit}; {suit} is the cheapest bid allowed.").format(
        limit=limit, suit=action.suit.symbol
    )


def _standing(game: Game) -> str:
    """The state of the auction after a call, from the game's history."""
    history = game.history
    bids = [(s, a.suit) for s, a in history if a.suit is not None]
    text = (
        _("Highest bid: {suit} by {name}.").format(
            suit=bids[-1][1].symbol, name=player(bids[-1][0])
        )
        if bids
        else _("No bid yet.")
    )
    procedure = game.rules.auction
    if procedure == "pass-final":
        out = sorted({s for s, a in history if a is PASS})
        if out:
            text += " " + _("Out (a pass is final): {names}.").format(
                names=", ".join(map(player, out))
            )
    elif procedure == "single-round":
        text += " " + _("{n} of 5 have spoken.").format(n=len(history))
    else:
        since = 0
        for _seat, action in reversed(history):
            if action is not PASS:
                break
            since += 1
        if since:
            text += " " + _("Passes in a row: {n}.").format(n=since)
    return text


def run_auction(deal: Deal, bidders: Mapping[int, Bidder], rules: Rules) -> dict[str, Any]:
    """Play the auction of ``deal`` with scripted ``bidders`` under ``rules``; record
    every call with the engine's reasons, then the soloist's announcement.

    >>> deal = Deal.shuffle(seed=5)
    >>> script = {1: Bidder(Suit.CLUBS), 2: Bidder(Suit.HEARTS)}
    >>> record = run_auction(deal, script, Rules())
    >>> [c["call"] for c in record["calls"]]
    ['bid ♦', 'bid ♥', 'pass', 'pass', 'pass', 'bid ♠', 'pass']
    >>> record["result"]["soloist"], record["result"]["declare"]["call"]
    (1, 'declare ♣')
    """
    game = Game(deal, rules)
    calls = []
    while game.phase is Phase.AUCTION:
        seat = game.current_player
        assert seat is not None
        bidder = bidders.get(seat, Bidder(None))
        action = bidder.choose(game)
        legal = game.legal_actions()
        refused = _refusals(game, [BID[s] for s in sorted(Suit) if BID[s] not in legal])
        reason = _reason(bidder, action, game)
        game.apply(action)
        calls.append(
            {
                "seat": seat,
                "call": _call_text(action),
                "reason": reason,
                "legal": [_call_text(a) for a in legal],
                "refused": refused,
                "after": _standing(game),
            }
        )
    result: dict[str, Any] = {
        "soloist": game.soloist,
        "why": narration.auction_reason(game, PLAYERS),
    }
    if game.soloist is None:
        assert game.result is not None
        result["text"] = str(game.result)
        result["declare"] = None
    else:
        assert game.bid is not None
        result["text"] = _("{name} wins the auction with {suit} and is the soloist.").format(
            name=player(game.soloist), suit=game.bid.symbol
        )
        limit = bidders[game.soloist].limit
        assert limit is not None
        legal = game.legal_actions() if game.phase is Phase.DECLARE else []
        declare = DECLARE_ACTION[limit]
        if game.phase is Phase.DECLARE:
            refused = _refusals(game, [DECLARE_ACTION[s] for s in sorted(Suit)])
            game.apply(declare)
        else:
            refused = []
        result["declare"] = {
            "call": _call_text(declare),
            # As the table shows it at the soloist's place.
            "said": pgettext("call", "trump {suit}").format(suit=limit.symbol),
            "legal": [_call_text(a) for a in legal],
            "refused": refused,
            "text": (
                _("{name} announces {suit} as trump — the suit of the bid.")
                if limit is game.bid
                else _("{name} announces {suit} as trump — higher than the bid.")
            ).format(name=player(game.soloist), suit=limit.symbol),
        }
    return {"calls": calls, "result": result}


def _default_auctions() -> list[tuple[int, dict[int, Bidder] | None]]:
    # Seeds chosen for the page: a bidding war up to clubs, a deal on which the
    # procedures crown different soloists, and a script in which a seat waits.
    waiting = {1: Bidder(Suit.DIAMONDS), 2: Bidder(Suit.CLUBS, waits=True), 3: Bidder(Suit.SPADES)}
    return [(15, None), (37, None), (2, waiting)]


def auction_data(
    auctions: Sequence[tuple[int | Deal, Mapping[int, Bidder] | None]] | None = None,
) -> AuctionData:
    """Everything the auction widget shows, as plain JSON.

    ``auctions`` are ``(seed or deal, bidders)`` pairs; ``bidders=None`` applies
    :meth:`Bidder.from_hand` to every seat.

    >>> data = auction_data([(5, {1: Bidder(Suit.CLUBS), 2: Bidder(Suit.HEARTS)})])
    >>> data["procedures"]
    ['pass-final', 'single-round', 're-entry', 'first-highest']
    >>> [len(data["auctions"][0]["runs"][p]["calls"]) for p in data["procedures"]]
    [7, 1, 10, 1]
    """
    chosen = _default_auctions() if auctions is None else list(auctions)
    if not chosen:
        raise ValueError("give at least one auction")
    records: list[AuctionRecord] = []
    used: set[Card] = set()
    for number, (source, script) in enumerate(chosen, start=1):
        deal = source if isinstance(source, Deal) else Deal.shuffle(source)
        bidders = (
            {s: Bidder.from_hand(deal.hands[s]) for s in range(5)}
            if script is None
            else {s: script.get(s, Bidder(None)) for s in range(5)}
        )
        hands: list[AuctionHand] = []
        for seat in range(5):
            cards = sorted(deal.hands[seat], key=sort_key)
            used.update(cards)
            if seat == deal.dealer:
                name = _("{name} (dealer)").format(name=player(seat))
            elif seat == deal.forehand:
                name = _("{name} (forehand)").format(name=player(seat))
            else:
                name = player(seat)
            hands.append(
                {
                    "name": name,
                    "cards": [str(c) for c in cards],
                    "text": cards_str(cards),
                    "script": bidders[seat].describe(),
                }
            )
        how = _("rule of thumb") if script is None else _("scripted bids")
        # A page's own deals are named by their number alone (a beginner needs no seed);
        # a deal given by the caller by its code.
        label = (
            _("Auction {number}: {how}").format(number=number, how=how)
            if not isinstance(source, Deal)
            else _("Auction {number}: {source}, {how}").format(
                number=number, source=_("deal {code}").format(code=deal.code), how=how
            )
        )
        runs: dict[str, dict[str, Any]] = {
            p: run_auction(deal, bidders, Rules(auction=p)) for p in PROCEDURES
        }
        first: dict[str, Any] = {}
        for run in runs.values():
            tables = _tables(deal, hands, run)
            run["tables"] = changes(tables)
            run["tables"][0] = {}  # the same before the first call: stored once, below
            first = tables[0]
        records.append(
            {
                "label": label,
                "code": deal.code,
                "forehand": deal.forehand,
                "hands": hands,
                "table": first,
                "runs": runs,
            }
        )
    summaries = {str(_AUCTION_OPTION.default): _AUCTION_OPTION.summary}
    summaries.update(_AUCTION_OPTION.alternatives)
    return {
        "title": _("The auction, call by call, under each procedure"),
        "hint": _(
            "Step with Next and Previous or the arrow keys. Choose a procedure to read "
            "the engine's reasons for its calls."
        ),
        "procedures": list(PROCEDURES),
        # The book's players by seat, for the calls auction.js lists.
        "names": list(PLAYERS),
        "default_procedure": str(_AUCTION_OPTION.default),
        # Each procedure in words (rules pages name no option), this book's reading marked.
        "procedure_names": {p: _AUCTION_OPTION.choice_name(p) for p in PROCEDURES},
        "procedure_labels": {
            p: (
                _("{name} (this book's reading)").format(name=_AUCTION_OPTION.choice_name(p))
                if p == _AUCTION_OPTION.default
                else _AUCTION_OPTION.choice_name(p)
            )
            for p in PROCEDURES
        },
        "summaries": {p: summaries[p] for p in PROCEDURES},
        "auctions": records,
        "cards": {str(c): card_json(c) for c in sorted(used, key=sort_key)},
        "back": {"label": _("face-down card"), "svg": str(svg.card(None))},
    }


def _tables(deal: Deal, hands: Sequence[Mapping[str, Any]], run: Mapping[str, Any]) -> list[Any]:
    """The table before the first call, after each call, and after the announcement:
    each seat's calls at its place, whose turn it is, the highest bid in the middle."""
    calls = run["calls"]
    result = run["result"]
    where = places(Rules(), None)
    out = []
    for shown in range(len(calls) + 2):
        said: list[list[str]] = [[] for _ in range(5)]
        for call in calls[:shown]:
            said[call["seat"]].append(call["call"])
        over = shown > len(calls)
        soloist = result["soloist"] if over else None
        if soloist is not None and result["declare"] is not None:
            said[soloist].append(result["declare"]["said"])
        turn = calls[shown]["seat"] if shown < len(calls) else None
        seats = [
            seat_json(
                s,
                player(s),
                where[s],
                hand=hands[s]["cards"],
                count=len(hands[s]["cards"]),
                roles=[
                    role
                    for role, holder in (
                        ("dealer", deal.dealer),
                        ("forehand", deal.forehand),
                        ("soloist", soloist),
                    )
                    if holder == s
                ],
                turn=turn == s,
                said=said[s],
                note=hands[s]["script"],
            )
            for s in range(5)
        ]
        if over:
            line = result["text"]
        elif shown:
            line = calls[shown - 1]["after"]
        else:
            line = _("{name}, forehand, speaks first.").format(name=player(deal.forehand))
        talon: TalonJSON = {"label": _("Talon"), "cards": None, "count": 2}
        out.append(table_json(seats, to_act=turn, talon=talon, lines=[line]))
    return out


@with_controls
class AuctionWidget(SoloWidget):
    """Step through auctions under each auction procedure, side by side.

    ``AuctionWidget()`` shows the page's auctions.  In a live notebook,
    ``AuctionWidget(seed=9)`` bids the deal of another seed by the rule of thumb,
    ``AuctionWidget(seeds=[9, 10])`` several, ``AuctionWidget(seed=9, bidders={1:
    Bidder(Suit.SPADES)})`` by a script (the seats left out pass), and
    ``AuctionWidget(auctions=[(seed or deal, bidders or None), …])`` any mixture.
    ``auction``, ``procedure`` and ``step`` are the reader's position.

    >>> AuctionWidget(seed=9).data["auctions"][0]["label"]
    'Auction 1: rule of thumb'
    >>> scripted = AuctionWidget(seeds=[9, 10], bidders={1: Bidder(Suit.SPADES)})
    >>> [a["label"] for a in scripted.data["auctions"]]
    ['Auction 1: scripted bids', 'Auction 2: scripted bids']
    >>> AuctionWidget(sed=9)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: AuctionWidget() got an unexpected keyword argument 'sed': it takes seed, seeds, ...
    """

    _module = "auction"

    auction = traitlets.Int(0).tag(sync=True)
    procedure = traitlets.Unicode("pass-final").tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        seeds: Sequence[int] | None = None,
        bidders: Mapping[int, Bidder] | None = None,
        auctions: Sequence[tuple[int | Deal, Mapping[int, Bidder] | None]] | None = None,
        **state: Any,
    ) -> None:
        chosen = one_or_several(type(self), seed, seeds)
        if chosen is not None and auctions is not None:
            raise TypeError("AuctionWidget() takes seed=/seeds= or auctions=, not both")
        if bidders is not None and chosen is None:
            raise TypeError("AuctionWidget(): bidders= goes with seed= or seeds=")
        if chosen is not None:
            auctions = [(s, bidders) for s in chosen]
        super().__init__(data=auction_data(auctions), **state)
