"""Deals that fit what one seat has seen, drawn uniformly at random.

A seat does not see the other hands, but what it has seen rules many deals out:
its own cards, every card played, the talon and the discards if it has seen them,
how many cards each seat holds, and what each player's plays reveal.  A player
who does not follow suit has no card of the suit led; one who then plays a card
that is no trump holds no trump either; under the ``must-overtrump`` option one
who trumps low holds no trump that would have beaten the trick.  These
constraints are not written out here: for every card played, the engine's own
rule of what may be played (:func:`~solo66.core.game.playable`) is asked which unseen
cards, had the player held them, would have made that card illegal.

:class:`DealSampler` reads a :class:`~solo66.core.game.SeatView` (never the hidden
cards), counts the positions that fit it exactly and draws them uniformly: each
unseen card is given to a holder with probability proportional to the number of
ways the rest can still be completed (sequential conditional sampling, with exact
integer counts).  Every sample is a :class:`~solo66.core.game.Game` with the same
history, replayed by the engine, so it is a real position of the hand.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> for action in ["bid clubs", "declare clubs", "discard ♦8 ♦7", "play ♣A"]:
...     g.apply(action)
>>> sampler = DealSampler(g.view(2), g.rules)
>>> sampler.count  # 25 unseen: 5 for seat 1, 6 for seats 0, 3 and 4, the 2 discards
173155761979200
>>> deals = sampler.samples(3, seed=1)
>>> [d.view(2).hand == g.view(2).hand for d in deals]
[True, True, True]
>>> [len(d.history) == len(g.history) for d in deals]
[True, True, True]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from solo66.core.cards import PACK, Card, Suit, cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, SeatView, discard_action, playable
from solo66.core.rules import Rules

__all__ = ["DealSampler", "Holder", "consistent_deals"]

_DEFAULT_RULES = Rules()

#: Holder names beside the seats 0..4.
TALON = "talon"
DISCARDS = "discards"


@dataclass(frozen=True)
class Holder:
    """A place the unseen cards may be: a seat's hand (``seat``), or the face-down
    ``talon`` or the soloist's ``discards``; ``size`` cards, none of ``excluded``."""

    name: int | str
    size: int
    excluded: frozenset[Card]


def _revealed(rules: Rules, trump: Suit | None, trick: Sequence[Card], card: Card) -> set[Card]:
    """The cards a player cannot have held when playing ``card`` to ``trick``: those
    that, held beside it, would have made it illegal by the engine's rule."""
    return {
        x for x in PACK if x is not card and card not in playable([card, x], trick, trump, rules)
    }


def _check_own_cards(view: SeatView) -> None:
    """:class:`ValueError` unless the seat's own hand is as many different cards as the
    view says it holds."""
    seat = view.seat
    hand = view.hand
    if len(hand) != view.hand_sizes[seat]:  # type: ignore[index]
        raise ValueError(
            f"the view of seat {seat} is impossible: its hand shows {len(hand)} cards but "
            f"its hand size is {view.hand_sizes[seat]}"  # type: ignore[index]
        )
    if len(set(hand)) != len(hand):
        twice = sorted({c for c in hand if hand.count(c) > 1}, key=sort_key)
        raise ValueError(
            f"the view of seat {seat} is impossible: {cards_str(twice)} twice in its hand"
        )


def _check_talon_and_discards(view: SeatView, played: Sequence[Sequence[Card]]) -> None:
    """:class:`ValueError` unless the talon and discards the seat has seen lie where they
    can: the discards are as many as put away and nowhere else; a talon still on the
    table is nowhere else; a talon taken up is in the soloist's hand (the seat's own, if
    it is the soloist), among the discards, or played by the soloist."""
    seat = view.seat
    hand = set(view.hand)
    everyone_played = {c for cards in played for c in cards}
    discards = view.discards
    if discards is not None:
        if len(discards) != view.discard_count or len(set(discards)) != len(discards):
            raise ValueError(
                f"the view of seat {seat} is impossible: it shows the discards "
                f"{cards_str(discards)} but {view.discard_count} cards were put away"
            )
        elsewhere = sorted((hand | everyone_played) & set(discards), key=sort_key)
        if elsewhere:
            raise ValueError(
                f"the view of seat {seat} is impossible: {cards_str(elsewhere)} is put away "
                f"and also held or played"
            )
    talon = view.talon
    if talon is None:
        return
    if len(talon) != 2 or len(set(talon)) != 2:
        raise ValueError(
            f"the view of seat {seat} is impossible: the talon is two different cards, "
            f"not {cards_str(talon)}"
        )
    soloist = view.soloist
    for card in talon:
        if view.talon_on_table:
            if card in hand or card in everyone_played:
                raise ValueError(
                    f"the view of seat {seat} is impossible: {card} lies in the talon on "
                    f"the table and is also held or played"
                )
            continue
        if card in (discards or ()):
            continue
        if soloist is not None and card in played[soloist]:
            continue
        if soloist == seat and card in hand:
            continue
        raise ValueError(
            f"the view of seat {seat} is impossible: the talon card {card} is in neither "
            f"the soloist's hand it sees nor the discards, and the soloist did not play it"
        )


class DealSampler:
    """The positions that fit a seat's view, counted and drawn uniformly.

    ``count`` is the number of ways to place the unseen cards (the other hands, the
    face-down talon, the hidden discards) consistently with the view.  A view no
    position fits raises :class:`ValueError`.

    >>> from solo66 import Game
    >>> g = Game.new(seed=5)
    >>> from math import factorial
    >>> DealSampler(g.view(0), g.rules).count == factorial(26) // (
    ...     factorial(6) ** 4 * factorial(2))  # before the auction: four hands and the talon
    True
    >>> DealSampler(g.open_view(), g.rules)
    Traceback (most recent call last):
    ...
    ValueError: the open view is no seat's: give the view of the seat that is to judge
    """

    def __init__(self, view: SeatView, rules: Rules | None = None) -> None:
        if not isinstance(view, SeatView):
            raise ValueError(f"a DealSampler reads a SeatView (Game.view(seat)), not {view!r}")
        if view.seat is None:
            raise ValueError(
                "the open view is no seat's: give the view of the seat that is to judge"
            )
        self.view = view
        self.rules = rules or _DEFAULT_RULES
        seat = view.seat
        _check_own_cards(view)
        seen: set[Card] = set(view.hand)
        played: list[list[Card]] = [[] for _ in range(5)]
        excluded: list[set[Card]] = [set() for _ in range(5)]
        trump = view.trump
        tricks = [(t.cards, t.seats) for t in view.tricks]
        if view.current_trick:
            assert view.trick_leader is not None
            order = self.rules.seat_order(view.trick_leader, len(view.current_trick))
            tricks.append((view.current_trick, order))
        for cards, seats in tricks:
            for i, (card, who) in enumerate(zip(cards, seats, strict=True)):
                if card in seen:
                    raise ValueError(f"{card} is seen twice in the view of seat {seat}")
                seen.add(card)
                played[who].append(card)
                if i and who != seat:
                    excluded[who] |= _revealed(self.rules, trump, cards[:i], card)
        _check_talon_and_discards(view, played)
        for extra in (view.talon, view.discards):
            for card in extra or ():
                if card not in view.hand:
                    seen.add(card)
        self.played = played
        holders: list[Holder] = []
        for s in range(5):
            if s != seat:
                holders.append(Holder(s, view.hand_sizes[s], frozenset(excluded[s])))
        if view.talon is None and view.talon_on_table:
            holders.append(Holder(TALON, 2, frozenset()))
        if view.discards is None and view.discard_count:
            holders.append(Holder(DISCARDS, view.discard_count, frozenset()))
        self.holders = tuple(holders)
        self.unseen = tuple(c for c in PACK if c not in seen)
        room = sum(h.size for h in holders)
        if room != len(self.unseen):
            raise ValueError(
                f"the view of seat {seat} is impossible: {len(self.unseen)} cards are unseen "
                f"but the hidden hands, talon and discards hold {room}"
            )
        self._allowed = [
            tuple(i for i, h in enumerate(holders) if c not in h.excluded) for c in self.unseen
        ]
        self._memo: dict[tuple[int, ...], int] = {}
        self.count = self._completions(tuple(h.size for h in holders))
        if self.count == 0:
            unseen = set(self.unseen)
            voids = "; ".join(
                f"seat {h.name} has none of {cards_str(sorted(h.excluded & unseen, key=sort_key))}"
                for h in holders
                if h.excluded & unseen
            )
            raise ValueError(f"the view of seat {seat} is impossible: no deal fits it ({voids})")

    def _completions(self, room: tuple[int, ...]) -> int:
        """The number of ways to place the unseen cards still to place, given the room
        left in each holder (the cards are placed in the order of ``unseen``)."""
        memo = self._memo
        known = memo.get(room)
        if known is not None:
            return known
        i = len(self.unseen) - sum(room)
        if i == len(self.unseen):
            return 1
        total = 0
        for h in self._allowed[i]:
            if room[h]:
                total += self._completions((*room[:h], room[h] - 1, *room[h + 1 :]))
        memo[room] = total
        return total

    def placement(self, rng: random.Random) -> dict[int | str, tuple[Card, ...]]:
        """One uniformly random placement of the unseen cards: holder name to cards."""
        room = tuple(h.size for h in self.holders)
        out: list[list[Card]] = [[] for _ in self.holders]
        for i, card in enumerate(self.unseen):
            pick = rng.randrange(self._completions(room))
            for h in self._allowed[i]:
                if not room[h]:
                    continue
                after = (*room[:h], room[h] - 1, *room[h + 1 :])
                ways = self._completions(after)
                if pick < ways:
                    out[h].append(card)
                    room = after
                    break
                pick -= ways
        return {h.name: tuple(cards) for h, cards in zip(self.holders, out, strict=True)}

    def sample(self, rng: random.Random) -> Game:
        """One uniformly random position that fits the view, as a game with the same
        history (the hidden discard, if any, as the sampled one)."""
        return self.position(self.placement(rng), rng)

    def position(self, placed: dict[int | str, tuple[Card, ...]], rng: random.Random) -> Game:
        """The game in which the unseen cards lie as ``placed`` says (holder name to
        cards), replayed by the engine; :class:`ValueError` if the history cannot be
        replayed from there.  ``rng`` picks the talon among the soloist's eight cards
        when the seat has not seen it (every choice gives the same position)."""
        view = self.view
        now = [
            list(view.hands[s]) if view.hands[s] is not None else list(placed[s])  # type: ignore[arg-type]
            for s in range(5)
        ]
        discards = view.discards or placed.get(DISCARDS, ())
        soloist = view.soloist
        if view.talon_on_table:
            talon = view.talon if view.talon is not None else placed[TALON]
            dealt = [now[s] + self.played[s] for s in range(5)]
        else:
            assert soloist is not None
            dealt = [now[s] + self.played[s] for s in range(5)]
            eight = sorted(dealt[soloist] + list(discards), key=sort_key)
            # The two talon cards among the soloist's eight: seen, or any two (every
            # choice gives the same position, so each is as likely).
            talon = view.talon if view.talon is not None else tuple(rng.sample(eight, 2))
            # The engine adds the talon after the six dealt cards: the cards still held
            # keep the order the seat sees them in.
            dealt[soloist] = [c for c in dealt[soloist] + list(discards) if c not in talon]
        game = Game(Deal.from_hands(dealt, talon, view.dealer), self.rules)
        for _seat, action in view.history:
            step: Action = action if action is not None else discard_action(*discards)
            game.apply(step)
        if game.phase is not view.phase or game.current_player != view.current_player:
            raise ValueError(
                f"the view of seat {view.seat} is impossible: its history does not replay"
            )
        return game

    def samples(self, n: int, seed: int | str | None = None) -> list[Game]:
        """``n`` independent uniform samples from ``random.Random(seed)``."""
        if type(n) is not int or n < 1:
            raise ValueError(f"the number of samples is a whole number of at least 1, not {n!r}")
        rng = random.Random(seed)
        return [self.sample(rng) for _ in range(n)]


def consistent_deals(
    view: SeatView, n: int, seed: int | str | None = None, rules: Rules | None = None
) -> list[Game]:
    """``n`` uniformly random positions that fit ``view`` (see :class:`DealSampler`).

    >>> from solo66 import Game
    >>> g = Game.new(seed=123)
    >>> [d.hands[1] == g.hands[1] for d in consistent_deals(g.view(1), 2, seed=0)]
    [True, True]
    """
    return DealSampler(view, rules).samples(n, seed)
