"""docs/rules.md, "Players, cards, seats": the pack, the ranks, the card points, the suits."""

from __future__ import annotations

import itertools

import pytest

from solo66 import PACK, Card, Rank, Suit
from solo66.core.cards import cards_str, parse_cards
from solo66.core.game import trick_winner

STRENGTH_HIGH_TO_LOW = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def test_the_pack_has_32_cards_four_suits_of_eight():
    assert len(PACK) == 32
    assert len(set(PACK)) == 32
    for suit in Suit:
        assert sorted(str(c.rank) for c in PACK if c.suit is suit) == sorted(STRENGTH_HIGH_TO_LOW)


def test_the_pack_lists_clubs_spades_hearts_diamonds_each_from_the_ace_down():
    assert cards_str(PACK[:8]) == "♣A ♣10 ♣K ♣Q ♣J ♣9 ♣8 ♣7"
    assert [c.suit for c in PACK[::8]] == [Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS]


@pytest.mark.parametrize("suit", list(Suit))
def test_rank_within_every_suit_is_a_10_k_q_j_9_8_7(suit: Suit):
    # Checked the way it matters: in a trick of one suit the higher card wins.
    cards = [Card(suit, Rank.from_str(r)) for r in STRENGTH_HIGH_TO_LOW]
    for high, low in itertools.combinations(cards, 2):
        assert trick_winner([low, high], trump=None) == 1
        assert trick_winner([high, low], trump=None) == 0


def test_jacks_are_ordinary_cards_of_their_suit():
    jack_of_spades = Card.from_str("♠J")
    # With clubs trump a jack of spades is no trump: it neither follows hearts nor wins.
    assert trick_winner(parse_cards("♥7 ♠J"), Suit.CLUBS) == 0
    # A jack loses to the queen of its own suit, as its rank says.
    assert trick_winner(parse_cards("♠J ♠Q"), Suit.CLUBS) == 1
    assert jack_of_spades.suit is Suit.SPADES and jack_of_spades.points == 2


@pytest.mark.parametrize(
    ("rank", "points"),
    [("A", 11), ("10", 10), ("K", 4), ("Q", 3), ("J", 2), ("9", 0), ("8", 0), ("7", 0)],
)
def test_card_points(rank: str, points: int):
    for suit in Suit:
        assert Card(suit, Rank.from_str(rank)).points == points


def test_the_pack_holds_120_card_points():
    assert sum(c.points for c in PACK) == 120


def test_suits_rank_clubs_spades_hearts_diamonds_for_bidding():
    assert Suit.CLUBS > Suit.SPADES > Suit.HEARTS > Suit.DIAMONDS
    assert [s.symbol for s in sorted(Suit, reverse=True)] == ["♣", "♠", "♥", "♦"]
    assert [s.german for s in sorted(Suit, reverse=True)] == ["Kreuz", "Pik", "Herz", "Karo"]


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("CA", "♣A"),
        ("C10", "♣10"),
        ("CT", "♣10"),
        ("♣A", "♣A"),
        ("♣10", "♣10"),
        ("c10", "♣10"),
        ("hq", "♥Q"),
        ("Sj", "♠J"),
        ("d7", "♦7"),
        (" ♦9 ", "♦9"),
    ],
)
def test_cards_read_themselves(text: str, card: str):
    assert str(Card.from_str(text)) == card


def test_cards_print_and_repr_round_trip():
    for card in PACK:
        assert Card.from_str(str(card)) is card
        assert eval(repr(card), {"Card": Card}) is card


@pytest.mark.parametrize("text", ["", "X9", "C11", "10C", "♣", "C 10", "CAA", "♣1", "Z"])
def test_anything_else_is_not_a_card(text: str):
    with pytest.raises(ValueError, match="not a card"):
        Card.from_str(text)
