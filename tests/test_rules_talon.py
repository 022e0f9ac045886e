"""docs/rules.md: announcing trump (the bid or higher), the talon and the discard (drücken)."""

from __future__ import annotations

import pytest

from solo66 import Deal, Game, IllegalAction, InvalidAction, Reason, Rules, Suit
from solo66.core.cards import cards_str
from solo66.teaching.examples import MUST_TRUMP


def won_auction(bid: str = "hearts", **options: object) -> Game:
    """Seats 0 and 1 pass, seat 2 bids ``bid``, the rest pass: seat 2 is soloist."""
    game = Game(MUST_TRUMP, Rules(**options))  # type: ignore[arg-type]
    game.apply("pass")
    game.apply("pass")
    game.apply(f"bid {bid}")
    while game.phase == "auction":
        game.apply("pass")
    assert game.soloist == 2
    return game


def test_the_soloist_announces_the_suit_he_bid_or_a_higher_one():
    game = won_auction("hearts")
    assert game.phase == "declare" and game.current_player == 2
    assert [str(a) for a in game.legal_actions()] == [
        "declare hearts",
        "declare spades",
        "declare clubs",
    ]
    assert str(game.why_not("declare diamonds")) == (
        "You won the auction with ♥: you must announce the suit you bid or a higher one "
        "(♣ or ♠ or ♥)."
    )
    with pytest.raises(IllegalAction, match="the suit you bid or a higher one"):
        game.apply("declare diamonds")


def test_a_clubs_bid_can_only_be_announced_as_clubs():
    game = won_auction("clubs")
    assert [str(a) for a in game.legal_actions()] == ["declare clubs"]


def test_a_higher_suit_than_the_bid_becomes_trump():
    game = won_auction("hearts")
    game.apply("declare clubs")
    assert game.trump is Suit.CLUBS


def test_announce_first_the_soloist_announces_then_picks_up_the_talon():
    game = won_auction("hearts")
    assert game.phase == "declare"
    assert len(game.hands[2]) == 6
    assert game.view(2).talon is None  # not yet seen
    game.apply("declare clubs")
    assert game.phase == "discard" and game.current_player == 2
    assert len(game.hands[2]) == 8
    assert set(game.hands[2]) >= set(game.talon)
    assert game.view(2).talon == game.talon


def test_talon_first_the_soloist_picks_up_and_discards_then_announces():
    game = won_auction("hearts", talon_order="talon-first")
    assert game.phase == "discard" and game.current_player == 2
    assert len(game.hands[2]) == 8
    assert game.view(2).talon == game.talon
    assert str(game.why_not("declare clubs")) == (
        "It is the discard: seat 2 must discard two cards, not announce trump."
    )
    game.apply("discard ♥J ♥8")
    assert game.phase == "declare" and game.trump is None
    assert [str(a) for a in game.legal_actions()] == [
        "declare hearts",
        "declare spades",
        "declare clubs",
    ]
    game.apply("declare spades")
    assert game.phase == "play" and game.trump is Suit.SPADES
    assert game.current_player == 0  # forehand leads


def test_any_two_of_the_eight_may_be_discarded_trumps_and_talon_cards_included():
    game = won_auction("clubs")
    game.apply("declare clubs")
    discards = [str(a) for a in game.legal_actions()]
    assert len(discards) == 28  # every pair of the eight cards
    assert "discard ♣A ♣10" in discards  # two trumps
    assert "discard ♣J ♥9" in discards  # the two cards just picked up
    game.apply("discard ♣A ♣10")
    assert cards_str(game.discards) == "♣A ♣10"
    assert len(game.hands[2]) == 6 and game.phase == "play"


def test_only_cards_the_soloist_holds_can_be_discarded():
    game = won_auction("clubs")
    game.apply("declare clubs")
    assert str(game.why_not("discard ♠A ♠10")) == "You do not hold ♠A ♠10."
    assert game.why_not("discard ♠A ♠10").reason is Reason.DISCARD_NOT_HELD
    with pytest.raises(InvalidAction) as error:
        game.why_not("discard ♣A ♣A")
    assert str(error.value) == (
        "not an action: 'discard ♣A ♣A' (you cannot discard ♣A twice: choose two different cards)"
    )


def test_the_discards_count_for_the_soloist():
    game = won_auction("clubs")
    game.apply("declare clubs")
    game.apply("discard ♣A ♣10")
    assert game.points[2] == 21
    assert game.points == (0, 0, 21, 0, 0)


def test_the_discards_are_not_a_trick():
    game = won_auction("clubs")
    game.apply("declare clubs")
    game.apply("discard ♣A ♣10")
    assert game.tricks_won[2] == 0
    assert game.tricks == []


def test_a_soloist_with_no_trick_but_discard_points_is_schwarz():
    # Seat 2 holds only the lowest cards and no trump: he can never win a trick, since
    # every trick is led by a defender with a higher card of the suit he leads.
    hands = [
        "♦A ♦10 ♦K ♦Q ♦J ♦9",
        "♥A ♥10 ♥K ♥Q ♥J ♥9",
        "♣8 ♣7 ♠8 ♠7 ♥8 ♥7",
        "♠10 ♠K ♠Q ♠J ♠9 ♦8",
        "♣10 ♣K ♣Q ♣J ♣9 ♦7",
    ]
    game = Game(Deal.from_hands(hands, "♣A ♠A", dealer=4))
    for action in ["pass", "pass", "bid diamonds", "pass", "pass", "declare diamonds"]:
        game.apply(action)
    game.apply("discard ♣A ♠A")  # 22 card points into his own pile
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    result = game.result
    assert result is not None
    assert result.soloist_tricks == 0 and result.soloist_points == 22
    assert result.outcome == "loss-schwarz"
    assert result.scores == (0, 0, -88, 0, 0)  # -4P


def test_defenders_do_not_see_the_talon_or_the_discards():
    game = won_auction("clubs")
    game.apply("declare clubs")
    game.apply("discard ♣A ♣10")
    for seat in (0, 1, 3, 4):
        view = game.view(seat)
        assert view.talon is None and view.discards is None and view.discard_count == 2
        assert view.history[-1] == (2, None)  # a discard happened, face down
        assert view.points[2] == 0  # the discards' 21 points are not on the table
    assert game.view(2).discards == game.discards and game.view(2).points[2] == 21
