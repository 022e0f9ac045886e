"""One hand of Solo 66 as a state machine: auction, declare, discard, play, done.

Every phase answers the same questions: whose turn it is
(:attr:`Game.current_player`), what they may do (:meth:`Game.legal_actions`),
:meth:`Game.apply`, whether it is over (:meth:`Game.is_over`) and what each
seat got (:attr:`Game.result`).  :meth:`Game.why_not` explains, in plain words,
why an action is not allowed.

>>> g = Game.new(seed=123)
>>> str(g.phase), g.current_player
('auction', 1)
>>> [str(a) for a in g.legal_actions()]
['pass', 'bid diamonds', 'bid hearts', 'bid spades', 'bid clubs']
>>> g.apply("bid hearts")
>>> g.apply("bid hearts")
Traceback (most recent call last):
...
solo66.core.game.IllegalAction: Bids must name a higher suit than ♥ (suits rank ♣ > ♠ > ♥ > ♦).
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from solo66.core.cards import Card, Suit, cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.rules import Rules
from solo66.core.scoring import (
    LAST_TRICK_BONUS,
    TOTAL_POINTS,
    Outcome,
    last_trick_scores,
    outcome,
    soloist_scores,
)
from solo66.i18n import N_, NP_, _, pgettext

__all__ = [
    "Action",
    "AuctionEnd",
    "Game",
    "IllegalAction",
    "InvalidAction",
    "Phase",
    "Reason",
    "Refusal",
    "Result",
    "SeatView",
    "Trick",
    "playable",
    "trick_winner",
]

_DEFAULT_RULES = Rules()
_NO_SCORES = (0, 0, 0, 0, 0)


class _Named(str, enum.Enum):
    """An enum whose members read as their values."""

    def __str__(self) -> str:
        return str.__str__(self)


class Reason(_Named):
    """Every rule by which the engine refuses an action; a :class:`Refusal` names one.

    >>> Game.new(seed=123).why_not("play ♣A").reason
    <Reason.WRONG_PHASE: 'wrong-phase'>
    """

    #: The hand is over: nobody may act.
    HAND_OVER = "hand-over"
    #: Another seat is to act.
    NOT_YOUR_TURN = "not-your-turn"
    #: An action of another phase (a card in the auction, a bid in play, ...).
    WRONG_PHASE = "wrong-phase"
    #: A bid must name a higher suit than the highest bid so far.
    BID_NOT_HIGHER = "bid-not-higher"
    #: The soloist announces the suit they bid or a higher one.
    DECLARE_BELOW_BID = "declare-below-bid"
    #: The soloist discards two cards that they hold.
    DISCARD_NOT_HELD = "discard-not-held"
    #: A card played must be in the player's hand.
    CARD_NOT_HELD = "card-not-held"
    #: A plain suit was led and the player holds it (Bedienpflicht).
    MUST_FOLLOW_SUIT = "must-follow-suit"
    #: Trump was led and the player holds trumps (Bedienpflicht).
    MUST_FOLLOW_TRUMP = "must-follow-trump"
    #: Void in the suit led, the player holds trumps (Trumpfzwang).
    MUST_TRUMP = "must-trump"
    #: Under the ``must-overtrump`` option: a trump that beats the trumps in the trick.
    MUST_OVERTRUMP = "must-overtrump"
    #: :meth:`Game.undo` at the deal: no action has been taken.
    NOTHING_TO_UNDO = "nothing-to-undo"


@dataclass(frozen=True)
class Refusal:
    """Why the engine refuses an action: the rule (``reason``) and the plain-words
    ``sentence`` that ``str()`` gives.  ``seat`` is the seat to act (``None`` once
    the hand is over), ``action`` what was refused (``None`` for an undo).

    >>> refusal = Game.new(seed=123).why_not("play ♣A")
    >>> refusal.reason is Reason.WRONG_PHASE, refusal.seat, str(refusal.action)
    (True, 1, 'play ♣A')
    >>> print(refusal)
    It is the auction: seat 1 may pass or bid a suit, not play a card.
    """

    reason: Reason
    sentence: str
    action: Action | None = None
    seat: int | None = None

    def __str__(self) -> str:
        return self.sentence


class IllegalAction(ValueError):
    """An action that the rules do not allow now; ``refusal`` (and ``reason``) say why,
    and the message is the refusal's sentence."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal

    @property
    def reason(self) -> Reason:
        """The rule that refused the action."""
        return self.refusal.reason


class InvalidAction(ValueError):
    """Text (or an object) that is no action at all, whatever the rules: ``play ♣11``."""


class Phase(_Named):
    """The phases of a hand."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    DONE = "done"


AUCTION, DECLARE, DISCARD, PLAY, DONE = Phase


class AuctionEnd(_Named):
    """Why the auction ended, as the engine decided it (:attr:`Game.auction_end`); the
    narrator tells it in words (:func:`solo66.core.narration.auction_reason`).

    >>> g = Game.new(seed=123)
    >>> g.auction_end is None
    True
    >>> g.apply("bid clubs")
    >>> g.auction_end
    <AuctionEnd.CLUBS: 'clubs'>
    """

    #: Clubs was bid: no suit can beat it, so the auction ends at once.
    CLUBS = "clubs"
    #: Every player has spoken once (single-round, first-highest): the highest bid wins.
    ALL_SPOKEN = "all-spoken"
    #: Every other player has passed after the last bid (pass-final: a pass is final).
    OTHERS_PASSED = "others-passed"
    #: Four players in a row passed after the last bid (re-entry).
    FOUR_PASSES = "four-passes"
    #: Everyone passed: nobody bid a suit.
    ALL_PASSED = "all-passed"


class Action:
    """What a player does: ``pass``, ``bid <suit>``, ``declare <suit>``,
    ``discard <card> <card>`` or ``play <card>``.  Actions are interned values.

    >>> Action.from_str("play c10")
    Action.from_str('play ♣10')
    >>> str(Action.from_str("discard ♥7 ♣A")), str(Action.from_str("BID Clubs"))
    ('discard ♣A ♥7', 'bid clubs')
    >>> Action.from_str("play") is None
    Traceback (most recent call last):
    ...
    solo66.core.game.InvalidAction: not an action: 'play' (write pass, bid <suit>, ...
    """

    __slots__ = ("_str", "card", "cards", "kind", "suit")

    kind: str
    suit: Suit | None
    card: Card | None
    cards: tuple[Card, ...]
    _str: str

    @classmethod
    def _make(cls, kind: str, suit: Suit | None = None, cards: tuple[Card, ...] = ()) -> Action:
        action = object.__new__(cls)
        action.kind = kind
        action.suit = suit
        action.cards = cards
        action.card = cards[0] if len(cards) == 1 else None
        text = kind
        if suit is not None:
            text += f" {suit}"
        if cards:
            text += " " + cards_str(cards)
        action._str = text
        return action

    @classmethod
    def from_str(cls, text: str) -> Action:
        """Read an action; suits by name, symbol or letter, cards as :meth:`Card.from_str`."""
        action = _BY_TEXT.get(text) if isinstance(text, str) else None
        if action is not None:
            return action
        words = text.split() if isinstance(text, str) else []
        try:
            if words:
                kind = words[0].lower()
                if kind == "pass" and len(words) == 1:
                    return PASS
                if kind in ("bid", "declare") and len(words) == 2:
                    return (BID if kind == "bid" else DECLARE_ACTION)[Suit.from_str(words[1])]
                if kind == "play" and len(words) == 2:
                    return PLAY_ACTION[Card.from_str(words[1])]
                if kind == "discard" and len(words) == 3:
                    return discard_action(Card.from_str(words[1]), Card.from_str(words[2]))
        except ValueError as error:
            raise InvalidAction(
                _("not an action: {text!r} ({error})").format(text=text, error=error)
            ) from None
        raise InvalidAction(
            _(
                "not an action: {text!r} (write pass, bid <suit>, declare <suit>, "
                "discard <card> <card> or play <card>)"
            ).format(text=text)
        )

    def __str__(self) -> str:
        return self._str

    def __repr__(self) -> str:
        return f"Action.from_str('{self._str}')"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Action.from_str, (self._str,))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self


PASS = Action._make("pass")
BID = {s: Action._make("bid", s) for s in Suit}
DECLARE_ACTION = {s: Action._make("declare", s) for s in Suit}
PLAY_ACTION = {c: Action._make("play", cards=(c,)) for c in map(Card.from_index, range(32))}
_DISCARDS: dict[tuple[int, int], Action] = {}
for _a, _b in itertools.combinations(sorted(PLAY_ACTION, key=sort_key), 2):
    _DISCARDS[(_a.index, _b.index)] = _DISCARDS[(_b.index, _a.index)] = Action._make(
        "discard", cards=(_a, _b)
    )
_BY_TEXT: dict[str, Action] = {
    str(a): a
    for a in [
        PASS,
        *BID.values(),
        *DECLARE_ACTION.values(),
        *PLAY_ACTION.values(),
        *_DISCARDS.values(),
    ]
}
_BIDS_UP = [BID[s] for s in sorted(Suit)]
_DECLARES_UP = [DECLARE_ACTION[s] for s in sorted(Suit)]


#: What a refused action would do, as a refusal in the wrong phase names it.
_DOING = {
    "pass": NP_("refused action", "pass"),
    "bid": NP_("refused action", "bid"),
    "declare": NP_("refused action", "announce trump"),
    "discard": NP_("refused action", "discard"),
    "play": NP_("refused action", "play a card"),
}
#: The actions each phase takes, and the sentence refusing any other.
_PHASE_ACTIONS: dict[Phase, tuple[tuple[str, ...], str]] = {
    AUCTION: (
        ("bid", "pass"),
        N_("It is the auction: seat {seat} may pass or bid a suit, not {doing}."),
    ),
    DECLARE: (("declare",), N_("It is the declare: seat {seat} must announce trump, not {doing}.")),
    DISCARD: (
        ("discard",),
        N_("It is the discard: seat {seat} must discard two cards, not {doing}."),
    ),
    PLAY: (("play",), N_("It is the play: seat {seat} must play a card, not {doing}.")),
}


def discard_action(first: Card, second: Card) -> Action:
    """The action of discarding two cards (in either order)."""
    if first is second:
        raise InvalidAction(
            _("you cannot discard {card} twice: choose two different cards").format(card=first)
        )
    return _DISCARDS[(first.index, second.index)]


class Trick:
    """A finished trick (Stich).

    ``cards`` are in play order, ``seats`` say who played each, ``winner`` took it.
    """

    __slots__ = ("cards", "leader", "points", "seats", "winner")

    def __init__(self, leader: int, cards: tuple[Card, ...], seats: tuple[int, ...], winner: int):
        self.leader = leader
        self.cards = cards
        self.seats = seats
        self.winner = winner
        self.points = sum(c.points for c in cards)

    def card_of(self, seat: int) -> Card:
        """The card that ``seat`` played to this trick."""
        return self.cards[self.seats.index(seat)]

    def __repr__(self) -> str:
        return f"<Trick led by {self.leader}: {cards_str(self.cards)}, won by {self.winner}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trick):
            return NotImplemented
        return (self.leader, self.cards, self.winner) == (other.leader, other.cards, other.winner)

    def __hash__(self) -> int:
        return hash((self.leader, self.cards, self.winner))

    def _repr_svg_(self) -> str:
        from solo66.frontends import svg

        return svg.trick(self)

    # Inline SVG in HTML (as the book shows it) keeps the text alternatives for screen readers.
    _repr_html_ = _repr_svg_


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """The position (0-based, in play order) of the card that wins a trick so far.

    The highest trump wins; with no trump in the trick, the highest card of the suit led.

    >>> from solo66.core.cards import parse_cards
    >>> trick_winner(parse_cards("♥10 ♥A ♠A ♥K"), Suit.CLUBS)
    1
    >>> trick_winner(parse_cards("♥10 ♥A ♣7 ♥K"), Suit.CLUBS)
    2
    """
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c.suit is best_card.suit:
            if c.rank > best_card.rank:
                best, best_card = i, c
        elif c.suit is trump:
            best, best_card = i, c
    return best


def playable(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, rules: Rules = _DEFAULT_RULES
) -> Sequence[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards played to it so
    far, in order) with ``trump`` the trump suit (``None`` in the all-pass game): the
    engine's one statement of the duty to follow suit, to trump and, under
    :attr:`Rules.must_overtrump <solo66.core.rules.Rules.must_overtrump>`, to overtrump.

    >>> from solo66.core.cards import parse_cards
    >>> hand = parse_cards("♥7 ♣8 ♣10 ♠A")
    >>> cards_str(playable(hand, parse_cards("♥A"), Suit.CLUBS))
    '♥7'
    >>> cards_str(playable(hand, parse_cards("♦A ♣K"), Suit.CLUBS))
    '♣8 ♣10'
    >>> cards_str(playable(hand, parse_cards("♦A ♣K"), Suit.CLUBS, Rules(must_overtrump=True)))
    '♣10'
    >>> cards_str(playable(hand, [], Suit.CLUBS))
    '♥7 ♣8 ♣10 ♠A'
    """
    if not trick:
        return hand
    led = trick[0].suit
    follow = [c for c in hand if c.suit is led]
    if follow:
        return follow
    if trump is None:
        return hand
    trumps = [c for c in hand if c.suit is trump]
    if not trumps:
        return hand
    if rules.must_overtrump:
        top = max((c.rank for c in trick if c.suit is trump), default=-1)
        over = [c for c in trumps if c.rank > top]
        if over:
            return over
    return trumps


@dataclass(frozen=True)
class Result:
    """What a finished hand came to.

    ``outcome`` is an :class:`~solo66.core.scoring.Outcome`: a win or a loss for
    the soloist (plain, schneider or schwarz) or a draw; ``REDEAL`` when everyone
    passed and the cards are dealt again; ``LAST_TRICK`` for the all-pass game won
    by ``last_trick_winner``.  ``rules`` are the rules the hand was played under, so
    that the result can be told in their terms (``str()`` tells it in one sentence).

    >>> result = Result(Outcome.LOSS_SCHNEIDER, (0, 0, -93, 0, 0), 2, 31, 2, 4)
    >>> result.outcome.lost, result.outcome.schneider, result.defender_points
    (True, True, 99)
    >>> print(result)
    Soloist (seat 2) loses (schneider) with 31 card points and 2 tricks: -93.
    """

    outcome: Outcome
    scores: tuple[int, ...]
    soloist: int | None = None
    soloist_points: int = 0
    soloist_tricks: int = 0
    last_trick_winner: int | None = None
    rules: Rules = field(default=_DEFAULT_RULES, compare=False, repr=False)

    @property
    def defender_points(self) -> int:
        """Card points of the four defenders together (130 less the soloist's)."""
        return TOTAL_POINTS - self.soloist_points if self.soloist is not None else 0

    def __str__(self) -> str:
        from solo66.core import narration

        return narration.result_summary(self)


def _cards_or_count(cards: tuple[Card, ...] | None, count: int) -> str:
    return cards_str(sorted(cards, key=sort_key)) if cards is not None else f"?{count}"


@dataclass(frozen=True)
class SeatView:
    """What one seat may know (its observation), from :meth:`Game.view`; every front
    end draws a seat's picture from this alone.

    ``hands`` holds the seat's own hand and ``None`` for each hand it cannot see
    (``hand_sizes`` says how many cards those hold).  ``talon`` and ``discards`` are
    the cards if the seat has seen them, else ``None``; ``talon_on_table`` says the
    talon still lies face down in the middle, ``discard_count`` how many cards the
    soloist has put away.  ``points`` are the card points each seat has taken as this
    seat can count them: the soloist's discards count for the soloist only in the view of a
    seat that has seen them.  ``history`` has ``None`` for an action the seat did not
    see (the soloist's discard).  When the hand is over every card is turned up for
    the count, and every seat sees what :meth:`Game.open_view` shows.  ``seat`` is
    ``None`` in the open view, which is no seat's: a teacher's or a replay's.

    >>> game = Game.new(seed=1)
    >>> str(game.view(2)).split(" | ")  # doctest: +NORMALIZE_WHITESPACE
    ['seat 2', 'auction', 'to act 1', 'hands ?6 ?6 [♣K ♣Q ♣J ♣7 ♥A ♦7] ?6 ?6', 'talon ?2',
     'tricks 0 0 0 0 0', 'points 0 0 0 0 0']
    """

    seat: int | None
    phase: Phase
    dealer: int
    forehand: int
    current_player: int | None
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    history: tuple[tuple[int, Action | None], ...]
    bid: Suit | None
    soloist: int | None
    trump: Suit | None
    talon: tuple[Card, ...] | None
    talon_on_table: bool
    discards: tuple[Card, ...] | None
    discard_count: int
    current_trick: tuple[Card, ...]
    trick_leader: int | None
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    points: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    result: Result | None

    @property
    def hand(self) -> tuple[Card, ...]:
        """The seat's own hand (empty in the open view)."""
        own = self.hands[self.seat] if self.seat is not None else None
        return own if own is not None else ()

    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen: its hand, the hands it sees, the cards played,
        and the talon and discards once it has seen them."""
        cards: set[Card] = set(self.current_trick)
        for hand in self.hands:
            cards.update(hand or ())
        for trick in self.tricks:
            cards.update(trick.cards)
        cards.update(self.talon or ())
        cards.update(self.discards or ())
        return frozenset(cards)

    def __str__(self) -> str:
        """One line, in a fixed order: the golden playthroughs record it for every seat."""
        parts = [
            "open" if self.seat is None else f"seat {self.seat}",
            self.phase.value,
        ]
        if self.current_player is not None:
            parts.append(f"to act {self.current_player}")
        if self.bid is not None:
            parts.append(f"bid {self.bid.symbol}")
        if self.soloist is not None:
            parts.append(f"soloist {self.soloist}")
        if self.trump is not None:
            parts.append(f"trump {self.trump.symbol}")
        hands = [
            f"[{cards_str(sorted(h, key=sort_key))}]" if h is not None else f"?{n}"
            for h, n in zip(self.hands, self.hand_sizes, strict=True)
        ]
        parts.append("hands " + " ".join(hands))
        if self.talon_on_table or self.talon is not None:
            parts.append("talon " + _cards_or_count(self.talon, 2))
        if self.discard_count:
            parts.append("discards " + _cards_or_count(self.discards, self.discard_count))
        if self.current_trick:
            parts.append(f"trick {self.trick_leader}: {cards_str(self.current_trick)}")
        parts.append("tricks " + " ".join(map(str, self.tricks_won)))
        parts.append("points " + " ".join(map(str, self.points)))
        return " | ".join(parts)

    def _repr_svg_(self) -> str:
        from solo66.frontends import svg

        return svg.table(self)

    # Inline SVG in HTML (as the book shows it) keeps the text alternatives for screen readers.
    _repr_html_ = _repr_svg_


class Game:
    """One hand: the deal, the auction, the talon, six tricks and the result.

    Create with :meth:`new` (a seeded shuffle) or :meth:`from_deal`.
    """

    __slots__ = (
        "_auction_end",
        "_bid",
        "_bidder",
        "_deal",
        "_hands",
        "_history",
        "_last_winner",
        "_leader",
        "_legal",
        "_next",
        "_passed",
        "_phase",
        "_points",
        "_result",
        "_since_bid",
        "_spoken",
        "_trick",
        "_trick_seats",
        "_tricks",
        "_tricks_won",
        "_trump",
        "_turn",
        "discards",
        "rules",
        "soloist",
    )

    _auction_end: AuctionEnd | None
    _bid: Suit | None
    _bidder: int | None
    _deal: Deal
    _hands: list[list[Card]]
    _history: list[tuple[int, Action]]
    _last_winner: int | None
    _leader: int
    _legal: list[Action] | None
    _next: tuple[int, ...]
    _passed: list[bool]
    _phase: Phase
    _points: list[int]
    _result: Result | None
    _since_bid: int
    _spoken: int
    _trick: list[Card]
    _trick_seats: list[int]
    _tricks: list[Trick]
    _tricks_won: list[int]
    _trump: Suit | None
    _turn: int
    discards: tuple[Card, ...]
    rules: Rules
    soloist: int | None

    def __init__(self, deal: Deal, rules: Rules | None = None) -> None:
        self.rules = rules or _DEFAULT_RULES
        self._deal = deal
        self._hands = [list(h) for h in deal.hands]
        self._history = []
        self._phase = AUCTION
        self._next = self.rules.next_seats
        self._turn = self._next[deal.dealer]
        self._bid = None
        self._bidder = None
        self._passed = [False] * 5
        self._spoken = 0
        self._since_bid = 0
        self._auction_end = None
        self.soloist = None
        self._trump = None
        self.discards = ()
        self._leader = self._turn
        self._trick = []
        self._trick_seats = []
        self._tricks = []
        self._points = [0] * 5
        self._tricks_won = [0] * 5
        self._last_winner = None
        self._result = None
        self._legal = None

    @classmethod
    def new(
        cls, seed: int | str | None = None, rules: Rules | None = None, dealer: int = 0
    ) -> Game:
        """A new hand from a seeded shuffle: the same seed gives the same deal."""
        return cls(Deal.shuffle(seed, dealer, rules), rules)

    @classmethod
    def from_deal(cls, deal: Deal | str, rules: Rules | None = None) -> Game:
        """A new hand from a :class:`Deal` or a deal code."""
        return cls(Deal.from_code(deal) if isinstance(deal, str) else deal, rules)

    # -- what everyone can see -------------------------------------------

    @property
    def deal(self) -> Deal:
        """The deal this hand started from."""
        return self._deal

    @property
    def dealer(self) -> int:
        """The dealer's seat (Geber)."""
        return self._deal.dealer

    @property
    def forehand(self) -> int:
        """The dealer's left (Vorhand): speaks first and leads to the first trick."""
        return self._next[self._deal.dealer]

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The five hands as they are now, each in the order its cards were dealt
        (the soloist's two talon cards last), less the cards played and discarded.

        This is the order of :attr:`Deal.hands` and of the records; the pictures and
        :meth:`sorted_hand` show a hand sorted: trumps first once trump is announced,
        then ♣ ♠ ♥ ♦, each suit from the ace down.

        >>> g = Game.new(seed=7)
        >>> g.hands[1] == g.deal.hands[1], g.sorted_hand(1) == g.deal.sorted_hand(1)
        (True, True)
        """
        return tuple(tuple(h) for h in self._hands)

    def sorted_hand(self, seat: int) -> tuple[Card, ...]:
        """The hand of ``seat`` as it is now, in the order the pictures show it:
        the trumps first once trump is announced, then ♣ ♠ ♥ ♦, each suit from the
        ace down.

        >>> from solo66.core.cards import cards_str
        >>> g = Game.new(seed=7)
        >>> cards_str(g.hands[1]), cards_str(g.sorted_hand(1))
        ('♣9 ♣7 ♥8 ♠Q ♣Q ♥10', '♣Q ♣9 ♣7 ♠Q ♥10 ♥8')
        """
        trump = self.trump
        return tuple(sorted(self._hands[seat], key=lambda c: (c.suit is not trump, sort_key(c))))

    @property
    def talon(self) -> tuple[Card, ...]:
        """The two talon cards as dealt (the soloist picks them up after the auction)."""
        return self._deal.talon

    @property
    def phase(self) -> Phase:
        """``auction``, ``declare``, ``discard``, ``play`` or ``done``."""
        return self._phase

    @property
    def current_player(self) -> int | None:
        """The seat to act, or ``None`` when the hand is over."""
        return None if self._phase is DONE else self._turn

    @property
    def bid(self) -> Suit | None:
        """The highest bid so far."""
        return self._bid

    @property
    def auction_end(self) -> AuctionEnd | None:
        """Why the auction ended, once it has (``None`` while it goes on)."""
        return self._auction_end

    @property
    def trump(self) -> Suit | None:
        """The trump suit once announced (``None`` before, and in the all-pass game)."""
        return self._trump

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """Cards played to the unfinished trick, in order."""
        return tuple(self._trick)

    @property
    def trick_leader(self) -> int | None:
        """Who leads (or led) the current trick, during play."""
        return self._leader if self._phase is PLAY else None

    @property
    def tricks(self) -> list[Trick]:
        """The finished tricks."""
        return list(self._tricks)

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every action so far with the seat that took it."""
        return list(self._history)

    @property
    def points(self) -> tuple[int, ...]:
        """Card points each seat has taken in tricks so far (the soloist's discards included,
        the last-trick bonus once the sixth trick is taken)."""
        pts = list(self._points)
        if self.soloist is not None:
            pts[self.soloist] += sum(c.points for c in self.discards)
        if self._last_winner is not None:
            pts[self._last_winner] += LAST_TRICK_BONUS
        return tuple(pts)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """How many tricks each seat has taken."""
        return tuple(self._tricks_won)

    @property
    def result(self) -> Result | None:
        """The result once the hand is over, else ``None``."""
        return self._result

    def is_over(self) -> bool:
        """Whether the hand is finished."""
        return self._phase is DONE

    # -- legal actions -----------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """What the player to act may do now."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[Action]:
        phase = self._phase
        if phase is PLAY:
            hand = self._hands[self._turn]
            trick = self._trick
            return [
                PLAY_ACTION[c]
                for c in (playable(hand, trick, self._trump, self.rules) if trick else hand)
            ]
        if phase is AUCTION:
            bid = self._bid
            if bid is None or self.rules.auction == "first-highest":
                return [PASS, *_BIDS_UP]
            return [PASS, *_BIDS_UP[bid + 1 :]]
        if phase is DECLARE:
            assert self._bid is not None
            return _DECLARES_UP[self._bid :]
        if phase is DISCARD:
            hand = sorted(self._hands[self._turn], key=sort_key)
            return [_DISCARDS[(a.index, b.index)] for a, b in itertools.combinations(hand, 2)]
        return []

    def is_legal(self, action: Action | str) -> bool:
        """Whether the action is allowed now (``False`` for text that is no action)."""
        try:
            action = _to_action(action)
        except ValueError:
            return False
        return action in self.legal_actions()

    def why_not(self, action: Action | Card | str, seat: int | None = None) -> Refusal | None:
        """Why the action is not allowed now, or ``None`` if it is.  With ``seat``, the
        action is ``seat``'s: refused as :attr:`Reason.NOT_YOUR_TURN` if another seat
        is to act.  Text that is no action raises :class:`InvalidAction`.

        A :class:`Card` (as :attr:`hands` holds them) stands for playing that card.

        >>> g = Game.new(seed=123)
        >>> refusal = g.why_not("play ♣A")
        >>> refusal.reason
        <Reason.WRONG_PHASE: 'wrong-phase'>
        >>> print(refusal)
        It is the auction: seat 1 may pass or bid a suit, not play a card.
        >>> print(g.why_not("pass", seat=3))
        It is seat 1's turn, not seat 3's.
        >>> g.why_not("pass") is None
        True
        >>> g.why_not(g.hands[1][0]) == g.why_not(f"play {g.hands[1][0]}")
        True
        """
        if isinstance(action, Card):
            action = PLAY_ACTION[action]
        action = _to_action(action)
        if seat is not None and self._phase is not DONE and seat != self._turn:
            return self._refusal(action, seat)
        if action in self.legal_actions():
            return None
        return self._refusal(action)

    def _refusal(self, action: Action, by: int | None = None) -> Refusal:
        phase = self._phase
        seat = self._turn
        if phase is DONE:
            return Refusal(Reason.HAND_OVER, _("The hand is over: nobody may act."), action)

        def refuse(reason: Reason, sentence: str) -> Refusal:
            return Refusal(reason, sentence, action, seat)

        if by is not None:
            return refuse(
                Reason.NOT_YOUR_TURN,
                _("It is seat {seat}'s turn, not seat {other}'s.").format(seat=seat, other=by),
            )
        kinds, expected = _PHASE_ACTIONS[phase]
        if action.kind not in kinds:
            doing = pgettext("refused action", _DOING[action.kind])
            return refuse(Reason.WRONG_PHASE, _(expected).format(seat=seat, doing=doing))
        hand = self._hands[seat]
        if phase is AUCTION:
            assert self._bid is not None and action.suit is not None
            return refuse(
                Reason.BID_NOT_HIGHER,
                _("Bids must name a higher suit than {suit} (suits rank ♣ > ♠ > ♥ > ♦).").format(
                    suit=self._bid.symbol
                ),
            )
        if phase is DECLARE:
            assert self._bid is not None
            higher = _(" or ").join(s.symbol for s in sorted(Suit, reverse=True) if s >= self._bid)
            return refuse(
                Reason.DECLARE_BELOW_BID,
                _(
                    "You won the auction with {suit}: you must announce the suit you "
                    "bid or a higher one ({higher})."
                ).format(suit=self._bid.symbol, higher=higher),
            )
        missing = [c for c in action.cards if c not in hand]
        if missing:
            reason = Reason.DISCARD_NOT_HELD if phase is DISCARD else Reason.CARD_NOT_HELD
            return refuse(reason, _("You do not hold {cards}.").format(cards=cards_str(missing)))
        assert action.card is not None
        card = action.card
        led = self._trick[0].suit
        trump = self._trump
        if any(c.suit is led for c in hand):
            if led is trump:
                return refuse(
                    Reason.MUST_FOLLOW_TRUMP,
                    _(
                        "Trump ({suit}) was led and you hold trumps: you must follow with a "
                        "trump (Bedienpflicht)."
                    ).format(suit=led.symbol),
                )
            return refuse(
                Reason.MUST_FOLLOW_SUIT,
                _("You hold {suit}: you must follow suit (Bedienpflicht).").format(suit=led.symbol),
            )
        assert trump is not None
        if card.suit is trump:
            top = max(c for c in self._trick if c.suit is trump)
            return refuse(
                Reason.MUST_OVERTRUMP,
                _(
                    "You must beat {card}, the highest trump in the trick, because you can "
                    "(must-overtrump)."
                ).format(card=top),
            )
        return refuse(
            Reason.MUST_TRUMP,
            _("You have no {suit} but hold trumps: you must trump (Trumpfzwang).").format(
                suit=led.symbol
            ),
        )

    # -- applying actions --------------------------------------------------

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Take an action for the player to act (with ``seat``: only if that seat is to act).

        Raises :class:`IllegalAction` with the :class:`Refusal` if it is not allowed,
        :class:`InvalidAction` for text that is no action; the game is then unchanged.
        """
        act = action if action.__class__ is Action else _to_action(action)
        if seat is not None and seat != self._turn and self._phase is not DONE:
            raise IllegalAction(self._refusal(act, seat))
        legal = self._legal
        if legal is None:
            legal = self._compute_legal()
        if act not in legal:
            raise IllegalAction(self._refusal(act))
        self._legal = None
        seat = self._turn
        self._history.append((seat, act))
        phase = self._phase
        if phase is PLAY:
            self._play(seat, act.cards[0])
        elif phase is AUCTION:
            self._auction(seat, act)
        elif phase is DECLARE:
            self._trump = act.suit
            if self.rules.talon_order == "talon-first":
                self._start_play()
            else:
                self._pick_up()
        else:
            hand = self._hands[seat]
            for c in act.cards:
                hand.remove(c)
            self.discards = act.cards
            if self.rules.talon_order == "talon-first":
                self._phase = DECLARE
            else:
                self._start_play()

    def _play(self, seat: int, card: Card) -> None:
        self._hands[seat].remove(card)
        trick = self._trick
        trick.append(card)
        self._trick_seats.append(seat)
        if len(trick) < 5:
            self._turn = self._next[seat]
            return
        won = trick_winner(trick, self._trump)
        seats = self._trick_seats
        winner = seats[won]
        done = Trick(self._leader, tuple(trick), tuple(seats), winner)
        self._tricks.append(done)
        self._points[winner] += done.points
        self._tricks_won[winner] += 1
        self._trick = []
        self._trick_seats = []
        self._leader = self._turn = winner
        if len(self._tricks) == 6:
            self._last_winner = winner
            self._finish()

    def _auction(self, seat: int, action: Action) -> None:
        procedure = self.rules.auction
        self._spoken += 1
        if action is PASS:
            self._passed[seat] = True
            self._since_bid += 1
        else:
            suit = action.suit
            assert suit is not None
            # Under first-highest a suit already named does not take the bid from the
            # first who named it; under the other procedures every bid is higher.
            if self._bid is None or suit > self._bid:
                self._bid = suit
                self._bidder = seat
            self._since_bid = 0
            if suit is Suit.CLUBS:
                self._end_auction(AuctionEnd.CLUBS)
                return
        following = self._next
        if self.rules.speaks_once:
            if self._spoken == 5:
                self._end_auction(AuctionEnd.ALL_SPOKEN)
                return
            self._turn = following[seat]
            return
        if procedure == "re-entry":
            if self._since_bid == (4 if self._bidder is not None else 5):
                self._end_auction(AuctionEnd.FOUR_PASSES)
                return
            nxt = following[seat]
            self._turn = following[nxt] if nxt == self._bidder else nxt
            return
        # pass-final: the next player still in; the auction ends when that is the bidder.
        nxt = following[seat]
        for _step in range(5):
            if not self._passed[nxt]:
                break
            nxt = following[nxt]
        else:
            self._end_auction(AuctionEnd.OTHERS_PASSED)
            return
        if nxt == self._bidder:
            self._end_auction(AuctionEnd.OTHERS_PASSED)
            return
        self._turn = nxt

    def _end_auction(self, why: AuctionEnd) -> None:
        self._auction_end = AuctionEnd.ALL_PASSED if self._bidder is None else why
        if self._bidder is None:
            if self.rules.all_pass == "redeal":
                self._phase = DONE
                self._result = Result(Outcome.REDEAL, _NO_SCORES, rules=self.rules)
            else:
                self._start_play()
            return
        self.soloist = self._turn = self._bidder
        if self.rules.talon_order == "talon-first":
            self._pick_up()
        else:
            self._phase = DECLARE

    def _pick_up(self) -> None:
        assert self.soloist is not None
        self._hands[self.soloist].extend(self._deal.talon)
        self._turn = self.soloist
        self._phase = DISCARD

    def _start_play(self) -> None:
        self._phase = PLAY
        self._turn = self._leader = self._next[self._deal.dealer]

    def _finish(self) -> None:
        self._phase = DONE
        winner = self._last_winner
        assert winner is not None
        soloist = self.soloist
        if soloist is None:
            self._result = Result(
                Outcome.LAST_TRICK,
                last_trick_scores(winner, self.rules),
                last_trick_winner=winner,
                rules=self.rules,
            )
            return
        points = self.points[soloist]
        tricks = self._tricks_won[soloist]
        self._result = Result(
            outcome(points, tricks, self.rules),
            soloist_scores(soloist, points, tricks, self.rules),
            soloist,
            points,
            tricks,
            winner,
            self.rules,
        )

    # -- copies, undo, views ---------------------------------------------

    def clone(self) -> Game:
        """An independent copy of the game."""
        g = object.__new__(Game)
        g.rules = self.rules
        g._deal = self._deal
        g._hands = [list(h) for h in self._hands]
        g._history = list(self._history)
        g._phase = self._phase
        g._turn = self._turn
        g._bid = self._bid
        g._bidder = self._bidder
        g._passed = list(self._passed)
        g._spoken = self._spoken
        g._since_bid = self._since_bid
        g._auction_end = self._auction_end
        g.soloist = self.soloist
        g._trump = self._trump
        g.discards = self.discards
        g._leader = self._leader
        g._trick = list(self._trick)
        g._trick_seats = list(self._trick_seats)
        g._tricks = list(self._tricks)
        g._points = list(self._points)
        g._tricks_won = list(self._tricks_won)
        g._last_winner = self._last_winner
        g._result = self._result
        g._legal = self._legal
        g._next = self._next
        return g

    def undo(self) -> Action:
        """Take back the last action and return it.

        >>> g = Game.new(seed=5)
        >>> g.apply("pass"); g.undo()
        Action.from_str('pass')
        >>> g.history
        []
        """
        if not self._history:
            raise IllegalAction(
                Refusal(
                    Reason.NOTHING_TO_UNDO,
                    _("There is nothing to undo: no action has been taken."),
                )
            )
        history = self._history
        fresh = Game(self._deal, self.rules)
        for _seat, action in history[:-1]:
            fresh.apply(action)
        for name in Game.__slots__:
            setattr(self, name, getattr(fresh, name))
        return history[-1][1]

    def replay(self) -> Iterator[Game]:
        """The game after each action so far, starting from the deal (for replayers)."""
        g = Game(self._deal, self.rules)
        yield g.clone()
        for _seat, action in self._history:
            g.apply(action)
            yield g.clone()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own cards, everything played in the open, the
        talon and the discards once it has seen them, and the card points it can count.

        >>> game = Game.from_deal("1CH9-M7XX-VSBG-G44N")
        >>> for action in ["pass", "bid clubs", "declare clubs"]:
        ...     game.apply(action)
        >>> soloist = game.soloist
        >>> game.apply(game.legal_actions()[0])
        >>> game.view(soloist).points[soloist] == game.points[soloist] > 0
        True
        >>> game.view((soloist + 1) % 5).points[soloist], game.view((soloist + 1) % 5).discards
        (0, None)
        """
        if type(seat) is not int or not 0 <= seat < 5:
            raise ValueError(_("a seat is a number from 0 to 4, not {seat!r}").format(seat=seat))
        return self._view(seat)

    def open_view(self) -> SeatView:
        """The table with every card face up: no seat's view, but a teacher's, or a
        replay's after the hand."""
        return self._view(None)

    def _view(self, seat: int | None) -> SeatView:
        phase = self._phase
        soloist = self.soloist
        picked_up = (
            soloist is not None
            and phase is not AUCTION
            and (phase is not DECLARE or self.rules.talon_order == "talon-first")
        )
        everything = seat is None or phase is DONE
        sees_discards = everything or seat == soloist
        points = list(self._points)
        if self._last_winner is not None:
            points[self._last_winner] += LAST_TRICK_BONUS
        if soloist is not None and sees_discards:
            points[soloist] += sum(c.points for c in self.discards)
        return SeatView(
            seat=seat,
            phase=phase,
            dealer=self.dealer,
            forehand=self.forehand,
            current_player=self.current_player,
            hands=tuple(
                tuple(h) if everything or s == seat else None for s, h in enumerate(self._hands)
            ),
            hand_sizes=tuple(len(h) for h in self._hands),
            history=tuple(
                (s, a if sees_discards or a.kind != "discard" else None) for s, a in self._history
            ),
            bid=self._bid,
            soloist=soloist,
            trump=self._trump,
            talon=self._deal.talon if everything or (picked_up and seat == soloist) else None,
            talon_on_table=not picked_up,
            discards=self.discards if sees_discards and self.discards else None,
            discard_count=len(self.discards),
            current_trick=tuple(self._trick),
            trick_leader=self.trick_leader,
            tricks=tuple(self._tricks),
            tricks_won=tuple(self._tricks_won),
            points=tuple(points),
            legal_actions=tuple(self.legal_actions())
            if self.current_player is not None and seat in (None, self._turn)
            else (),
            result=self._result,
        )

    def __repr__(self) -> str:
        return f"<Game {self._deal.code} phase={self._phase.value} actions={len(self._history)}>"

    def _repr_svg_(self) -> str:
        from solo66.frontends import svg

        return svg.table(self)

    # Inline SVG in HTML (as the book shows it) keeps the text alternatives for screen readers.
    _repr_html_ = _repr_svg_


#: A game as hashable values: the deal's hands and talon as dealt, the dealer, the rules
#: and the actions so far (:func:`position_key`).
PositionKey = tuple[
    tuple[tuple[Card, ...], ...], tuple[Card, ...], int, Rules, tuple[tuple[int, Action], ...]
]


def position_key(game: Game) -> PositionKey:
    """``game`` as hashable values, for a cache of what is worked out from a position
    (:func:`functools.lru_cache`): games with equal keys are the same game, and
    :func:`from_position_key` makes it again.

    >>> g = Game.new(seed=3)
    >>> g.apply("pass")
    >>> again = from_position_key(position_key(g))
    >>> again is g, again.history == g.history, position_key(again) == position_key(g)
    (False, True, True)
    """
    deal = game.deal
    return (deal.hands, deal.talon, deal.dealer, game.rules, tuple(game.history))


def from_position_key(key: PositionKey) -> Game:
    """The game a :func:`position_key` stands for: its deal under its rules, its actions
    applied again."""
    hands, talon, dealer, rules, history = key
    game = Game(Deal(hands, talon, dealer), rules)
    for _seat, action in history:
        game.apply(action)
    return game


def _to_action(action: object) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.from_str(action)
    raise InvalidAction(
        _("not an action: {action!r} (give an Action or its text)").format(action=action)
    )
