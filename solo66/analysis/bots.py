"""Computer players: a random bot and a heuristic bot.

Both bots answer one question, :meth:`~HeuristicBot.choose`: given the game (or
what one seat may see of it), which action does the player to act take?  They
decide from :meth:`Game.view` only — their own hand and what has been played in
the open — never from the other hands.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> result = play_out(g, [HeuristicBot(seed) for seed in range(5)])
>>> print(result)
Soloist (seat 1) wins with 68 card points and 3 tricks: +68.

:func:`play_out` also takes one bot for all five seats:

>>> print(play_out(Game.new(seed=1), RandomBot(seed=1)))
Soloist (seat 0) loses (schwarz) with 5 card points and 0 tricks: -20.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from solo66.core.cards import PACK, Card, Rank, Suit
from solo66.core.game import (
    BID,
    DECLARE_ACTION,
    PASS,
    PLAY_ACTION,
    Action,
    Game,
    Phase,
    Result,
    SeatView,
    discard_action,
    trick_winner,
)
from solo66.core.rules import Rules

__all__ = [
    "BID_THRESHOLD",
    "Bot",
    "HeuristicBot",
    "RandomBot",
    "bid_among",
    "play_out",
    "suit_strength",
]

_DEFAULT_RULES = Rules()


class Bot(Protocol):
    """Anything that picks an action for the player to act."""

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        """The action the player to act takes."""
        ...


def _seat_view(game: Game | SeatView, rules: Rules | None) -> tuple[SeatView, Rules]:
    """The acting seat's view and the rules in force."""
    if isinstance(game, SeatView):
        if game.seat is None:
            raise ValueError("the open view is no seat's: give the acting seat's view")
        if not game.legal_actions:
            raise ValueError(f"seat {game.seat} is not to act in this view")
        return game, rules or _DEFAULT_RULES
    seat = game.current_player
    if seat is None:
        raise ValueError("the hand is over: nobody is to act")
    return game.view(seat), game.rules


class RandomBot:
    """Picks uniformly among the legal actions; the seed makes it repeatable.

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> RandomBot(seed=0).choose(g)
    Action.from_str('bid spades')
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        """A random legal action for the player to act."""
        view, _ = _seat_view(game, rules)
        return self._rng.choice(view.legal_actions)

    def __repr__(self) -> str:
        return "RandomBot()"


# -- hand evaluation -----------------------------------------------------------

# What each trump is worth towards a contract: every trump is a likely trick,
# the high ones almost sure tricks that also carry points.
_TRUMP_VALUE = {
    Rank.ACE: 3.2,
    Rank.TEN: 2.5,
    Rank.KING: 1.7,
    Rank.QUEEN: 1.4,
    Rank.JACK: 1.3,
    Rank.NINE: 1.2,
    Rank.EIGHT: 1.2,
    Rank.SEVEN: 1.2,
}

#: A suit whose :func:`suit_strength` reaches this is worth bidding.  Calibrated by
#: playing many forced contracts between heuristic bots: from here on the soloist's
#: expected score is positive (a loss costs twice what a win brings).
BID_THRESHOLD = 6.0


def suit_strength(hand: Iterable[Card], trump: Suit) -> float:
    """How well a hand supports ``trump``: trumps by rank, side aces, guarded
    side tens and voids to trump in.

    >>> from solo66.core.cards import parse_cards
    >>> hand = parse_cards("♥A ♥10 ♥K ♥8 ♣A ♠7")
    >>> suit_strength(hand, Suit.HEARTS), suit_strength(hand, Suit.CLUBS)
    (9.9, 5.0)
    """
    cards = list(hand)
    score = 0.0
    for c in cards:
        if c.suit is trump:
            score += _TRUMP_VALUE[c.rank]
        elif c.rank is Rank.ACE:
            score += 1.0
        elif c.rank is Rank.TEN:
            score += 0.5
    held = {c.suit for c in cards}
    score += 0.3 * sum(1 for s in Suit if s is not trump and s not in held)
    return round(score, 2)


def _best_suit(cards: Sequence[Card], lowest: Suit) -> Suit:
    """The strongest suit from ``lowest`` up; ties go to the higher suit."""
    return max((s for s in Suit if s >= lowest), key=lambda s: (suit_strength(cards, s), s))


# -- what the acting seat knows ----------------------------------------------------


class _Table:
    """Everything the acting seat knows during play, derived from its view."""

    def __init__(self, view: SeatView, rules: Rules) -> None:
        assert view.seat is not None
        self.rules = rules
        self.seat: int = view.seat
        self.hand = view.hand
        self.trump = view.trump
        self.soloist = view.soloist
        self.trick = view.current_trick
        leader = view.trick_leader if view.trick_leader is not None else view.seat
        self.trick_seats = rules.seat_order(leader, len(self.trick))
        self.void: list[set[Suit]] = [set() for _ in range(5)]
        seen: set[Card] = set(view.hand)
        seen.update(view.discards or ())
        for trick in view.tricks:
            seen.update(trick.cards)
            self._note_voids(trick.cards, trick.seats)
        seen.update(self.trick)
        self._note_voids(self.trick, self.trick_seats)
        #: Cards this seat has not seen: in the other hands (and, in the all-pass
        #: game, the face-down talon).
        self.unseen = [c for c in PACK if c not in seen]

    def _note_voids(self, cards: Sequence[Card], seats: Sequence[int]) -> None:
        if not cards:
            return
        led = cards[0].suit
        for card, seat in zip(cards[1:], seats[1:], strict=True):
            if card.suit is not led:
                self.void[seat].add(led)
                if self.trump is not None and card.suit is not self.trump:
                    self.void[seat].add(self.trump)

    def is_boss(self, card: Card) -> bool:
        """No unseen card of the suit is higher."""
        return not any(c.suit is card.suit and c.rank > card.rank for c in self.unseen)

    def unseen_in(self, suit: Suit) -> int:
        return sum(1 for c in self.unseen if c.suit is suit)

    def count(self, suit: Suit) -> int:
        return sum(1 for c in self.hand if c.suit is suit)

    def later_seats(self) -> list[int]:
        """The seats still to play to the current trick after this one."""
        first = self.trick_seats[0] if self.trick_seats else self.seat
        return list(self.rules.seat_order(first)[len(self.trick) + 1 :])

    def may_beat(self, seat: int, best: Card, led: Suit, to_play: int) -> bool:
        """Whether ``seat`` might beat ``best`` (the card now winning a trick led in ``led``).

        ``to_play`` is how many players still play after the card is put down;
        with few unseen cards of the led suit left, any of them may be void.
        """
        trump = self.trump
        void = self.void[seat]
        if best.suit is trump:
            return trump not in void and not self.is_boss(best)
        if led not in void and not self.is_boss(best):
            return True
        if trump is None or trump in void or not self.unseen_in(trump):
            return False
        return led in void or self.unseen_in(led) < max(to_play, 2)


def _cheapest(cards: Iterable[Card], trump: Suit | None) -> Card:
    """The winning card that costs least: a plain card before a trump, then the lowest."""
    return min(cards, key=lambda c: (c.suit is trump, c.rank, c.points))


def bid_among(
    wanted: Iterable[Suit],
    view: SeatView,
    rules: Rules,
    pick: Callable[[list[Suit]], Suit],
) -> Action:
    """The bid of a seat that would play any suit in ``wanted``, or a pass: only a legal
    bid; under first-highest only a suit above the bid so far (any suit may be named, but
    only a higher one can win); with a single turn to speak (``rules.speaks_once``) the
    highest suit, since nobody can answer it later; else the suit ``pick`` chooses from
    the rest (the bots: the strongest; the levels: the lowest, climbing as needed).

    >>> from solo66 import Game
    >>> g = Game.new(seed=123, rules=Rules(auction="first-highest"))
    >>> g.apply("bid spades")
    >>> view = g.view(g.current_player)
    >>> bid_among([Suit.HEARTS, Suit.CLUBS], view, g.rules, min)
    Action.from_str('bid clubs')
    >>> bid_among([Suit.HEARTS], view, g.rules, min)
    Action.from_str('pass')
    >>> g = Game.new(seed=123)
    >>> bid_among([Suit.HEARTS, Suit.CLUBS], g.view(g.current_player), g.rules, min)
    Action.from_str('bid hearts')
    """
    legal = view.legal_actions
    suits = [s for s in wanted if BID[s] in legal]
    if rules.auction == "first-highest":
        suits = [s for s in suits if view.bid is None or s > view.bid]
    if not suits:
        return PASS
    if rules.speaks_once:
        return BID[max(suits)]
    return BID[pick(suits)]


class HeuristicBot:
    """Bids, announces, discards and plays by simple rules of thumb.

    * **Bidding**: a suit is worth a bid when :func:`suit_strength` reaches
      :data:`BID_THRESHOLD`.  The bot bids its strongest such suit and, when
      overbid, goes up to a higher suit only while it can still honestly support
      it; otherwise it passes.  Where each player speaks only once
      (``single-round``) it bids the highest suit it can support at once.
    * **Announcing**: the strongest suit it holds among the bid and the higher suits.
    * **Discarding**: keeps trumps and aces; puts away unguarded tens and kings
      (their points are banked safely) and short suits (a void lets it trump).
    * **Play**: wins tricks with the cheapest card that wins, and only when the
      win is likely to hold or the trick is worth it; otherwise throws its least
      valuable card.  As a defender it smears points onto a trick a fellow
      defender is sure to win.  As soloist it leads its top trumps and its aces.
      Near the end it keeps a sure winner for the last trick (10 extra points), and
      in the all-pass last-trick game it saves its best card for the sixth trick.

    The seed only breaks ties between equally good actions.

    >>> from solo66 import Game
    >>> from solo66.core.cards import cards_str
    >>> g = Game.new(seed=123)
    >>> g.current_player, cards_str(g.deal.sorted_hand(1))
    (1, '♣A ♣10 ♣8 ♥K ♦8 ♦7')
    >>> HeuristicBot().choose(g)
    Action.from_str('bid clubs')
    """

    def __init__(self, seed: int | str | None = None) -> None:
        self._rng = random.Random(seed)

    def __repr__(self) -> str:
        return "HeuristicBot()"

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        """The action the player to act takes, decided from that seat's view only.

        Given a :class:`SeatView` instead of a game, ``rules`` are the rules in force
        (the default reading if omitted).
        """
        view, rules = _seat_view(game, rules)
        phase = view.phase
        if phase is Phase.AUCTION:
            return self._bid(view, rules)
        if phase is Phase.DECLARE:
            assert view.bid is not None
            cards = view.hand + (view.discards or ())
            return DECLARE_ACTION[_best_suit(cards, view.bid)]
        if phase is Phase.DISCARD:
            return self._discard(view)
        return PLAY_ACTION[self._play(view, rules)]

    # -- auction ---------------------------------------------------------

    def _bid(self, view: SeatView, rules: Rules) -> Action:
        hand = view.hand
        wanted = [s for s in Suit if suit_strength(hand, s) >= BID_THRESHOLD]
        return bid_among(
            wanted, view, rules, lambda suits: max(suits, key=lambda s: (suit_strength(hand, s), s))
        )

    # -- talon -------------------------------------------------------------

    def _discard(self, view: SeatView) -> Action:
        hand = view.hand
        if view.trump is not None:
            trump = view.trump
        else:  # talon-first: plan the trump now, announce it after discarding
            assert view.bid is not None
            trump = _best_suit(hand, view.bid)
        best = max(
            itertools.combinations(hand, 2),
            key=lambda pair: (_discard_score(hand, trump, pair), self._rng.random()),
        )
        return discard_action(*best)

    # -- play ----------------------------------------------------------------

    def _play(self, view: SeatView, rules: Rules) -> Card:
        legal = [a.card for a in view.legal_actions if a.card is not None]
        if len(legal) == 1:
            return legal[0]
        table = _Table(view, rules)
        if table.soloist is None:
            return self._play_last_trick_game(table, legal)
        keep = self._keep_for_last_trick(table, legal)
        if keep is not None:
            legal.remove(keep)
            if len(legal) == 1:
                return legal[0]
        if not table.trick:
            if table.seat == table.soloist:
                return self._lead_as_soloist(table, legal)
            return self._lead_as_defender(table, legal)
        return self._follow(table, legal)

    def _keep_for_last_trick(self, t: _Table, legal: list[Card]) -> Card | None:
        """With two cards left, a trump no one can beat is saved for the sixth trick."""
        if len(t.hand) != 2 or len(legal) != 2:
            return None
        sure = [c for c in legal if c.suit is t.trump and t.is_boss(c)]
        return sure[0] if len(sure) == 1 else None

    def _throw(self, t: _Table, legal: Sequence[Card]) -> Card:
        """The least valuable card: no trump if avoidable, few points, from a short suit."""
        return min(
            legal,
            key=lambda c: (
                c.suit is t.trump,
                c.points,
                t.count(c.suit),
                c.rank,
                self._rng.random(),
            ),
        )

    def _smear(self, t: _Table, legal: Sequence[Card]) -> Card:
        """The card that gives a partner's sure trick the most points, sparing trumps
        and aces that could win a trick of their own."""

        def value(c: Card) -> tuple[bool, float, int]:
            points = c.points - (1.5 if c.rank is Rank.ACE and t.is_boss(c) else 0)
            return (c.suit is not t.trump, points, -c.rank)

        return max(legal, key=value)

    def _follow(self, t: _Table, legal: list[Card]) -> Card:
        trick = t.trick
        trump = t.trump
        led = trick[0].suit
        pos = len(trick)
        later = t.later_seats()
        won = trick_winner(trick, trump)
        points = sum(c.points for c in trick)
        winners = [c for c in legal if trick_winner((*trick, c), trump) == pos]
        if t.seat == t.soloist:
            sure = [c for c in winners if not any(t.may_beat(s, c, led, len(later)) for s in later)]
            if sure:
                return _cheapest(sure, trump)
            if winners and points >= 10:
                return max(winners, key=lambda c: (c.suit is trump, c.rank))
            return self._throw(t, legal)
        soloist_to_play = t.soloist in later
        if t.trick_seats[won] == t.soloist:
            # The soloist has played and is winning: any card that beats the soloist's holds,
            # since only fellow defenders play after.
            if winners:
                return _cheapest(winners, trump)
            return self._throw(t, legal)
        # A fellow defender is winning.
        assert t.soloist is not None
        if not soloist_to_play or not t.may_beat(t.soloist, trick[won], led, len(later)):
            spare = [c for c in legal if c.suit is not trump or not t.is_boss(c)]
            if spare:
                return self._smear(t, spare)
            return self._throw(t, legal)
        sure = [c for c in winners if not t.may_beat(t.soloist, c, led, len(later))]
        if sure and points >= 10:
            return _cheapest(sure, trump)
        return self._throw(t, legal)

    def _lead_as_soloist(self, t: _Table, legal: list[Card]) -> Card:
        trump = t.trump
        assert trump is not None
        trumps = sorted((c for c in legal if c.suit is trump), key=lambda c: -c.rank)
        out_trumps = t.unseen_in(trump)
        if trumps and out_trumps and (t.is_boss(trumps[0]) or len(trumps) > out_trumps):
            return trumps[0]
        aces = [
            c
            for c in legal
            if c.suit is not trump and t.is_boss(c) and (not out_trumps or t.unseen_in(c.suit) >= 4)
        ]
        if aces:
            return max(aces, key=lambda c: (c.points, c.rank))
        return self._cheap_lead(t, legal)

    def _lead_as_defender(self, t: _Table, legal: list[Card]) -> Card:
        trump = t.trump
        assert t.soloist is not None
        soloist_void = t.void[t.soloist]
        trump_out = trump not in soloist_void and t.unseen_in(trump) > 0 if trump else False
        cash = [
            c
            for c in legal
            if c.suit is not trump
            and t.is_boss(c)
            and not (trump_out and (c.suit in soloist_void or t.unseen_in(c.suit) < 3))
        ]
        if cash:
            return max(cash, key=lambda c: (c.points, c.rank))
        top_trumps = [c for c in legal if c.suit is trump and t.is_boss(c)]
        if top_trumps and trump_out:
            return top_trumps[0]
        return self._cheap_lead(t, legal)

    def _cheap_lead(self, t: _Table, legal: list[Card]) -> Card:
        """A low card from a side suit where the others have few points left to add."""

        def cost(c: Card) -> tuple[bool, int, int, int, float]:
            out_points = sum(u.points for u in t.unseen if u.suit is c.suit)
            return (c.suit is t.trump, c.points, out_points, c.rank, self._rng.random())

        return min(legal, key=cost)

    # -- the all-pass last-trick game -------------------------------------

    def _play_last_trick_game(self, t: _Table, legal: list[Card]) -> Card:
        """Only the sixth trick counts: save the best card for it, throw the lowest first."""
        keep = max(t.hand, key=lambda c: (t.is_boss(c), c.rank))
        spare = [c for c in legal if c is not keep] or legal
        return min(spare, key=lambda c: (c.rank, t.count(c.suit), self._rng.random()))


def _discard_score(hand: Sequence[Card], trump: Suit, pair: tuple[Card, Card]) -> float:
    """How good it is to put ``pair`` away (higher is better)."""
    kept = [c for c in hand if c not in pair]
    score = 0.0
    for c in pair:
        if c.suit is trump:
            score -= 30 + c.rank
        elif c.rank is Rank.ACE:
            score -= 25
        else:
            score += 0.5 * c.points
            guards = {k.rank for k in kept if k.suit is c.suit}
            if c.rank is Rank.TEN and Rank.ACE not in guards:
                score += 4  # it would fall to the ace: bank its 10 points instead
            elif c.rank is Rank.KING and not guards & {Rank.ACE, Rank.TEN}:
                score += 1.5
    new_voids = {c.suit for c in hand} - {c.suit for c in kept} - {trump}
    score += 10 * len(new_voids)  # a void lets the soloist trump in when the suit is led
    return score


def play_out(game: Game, bots: Bot | Sequence[Bot]) -> Result:
    """Let bots play the hand to the end and return the result.

    ``bots`` is one bot per seat (five), or one bot for every seat.

    >>> from solo66 import Game
    >>> g = Game.new(seed=7)
    >>> bots = [RandomBot(1), RandomBot(2), HeuristicBot(3), RandomBot(4), RandomBot(5)]
    >>> result = play_out(g, bots)
    >>> result.soloist, result.outcome, g.is_over()
    (2, <Outcome.WIN: 'win'>, True)
    """
    seats: Sequence[Bot] = [bots] * 5 if not isinstance(bots, Sequence) else bots
    if len(seats) != 5:
        raise ValueError(f"play_out needs one bot or five (one per seat), not {len(seats)}")
    while True:
        seat = game.current_player
        if seat is None:
            break
        game.apply(seats[seat].choose(game))
    assert game.result is not None
    return game.result
