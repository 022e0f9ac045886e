"""docs/rules.md, "Play (Bedienpflicht and Trumpfzwang)" and "Winning and card points"."""

from __future__ import annotations

import pytest

from solo66 import Deal, Game, IllegalAction, Rules, Suit
from solo66.core.cards import cards_str, parse_cards
from solo66.core.game import trick_winner
from solo66.teaching.examples import MUST_OVERTRUMP, MUST_TRUMP


def start(deal: Deal, trump: str = "clubs", soloist: int = 2, **options: object):
    """Let ``soloist`` win the auction with ``trump``, announce it and discard the
    two talon cards again, so the hands are as dealt."""
    game = Game(deal, Rules(**options))  # type: ignore[arg-type]
    while game.phase == "auction":
        game.apply(f"bid {trump}" if game.current_player == soloist else "pass")
    while game.phase != "play":
        game.apply(
            f"declare {trump}" if game.phase == "declare" else f"discard {cards_str(deal.talon)}"
        )
    return game


def play(game: Game, *moves: str) -> None:
    """Apply plays written ``"seat: card"``, checking whose turn it is."""
    for move in moves:
        seat, card = move.split(": ")
        assert game.current_player == int(seat), move
        game.apply(f"play {card}")


def legal_cards(game: Game) -> str:
    return " ".join(str(a.card) for a in game.legal_actions())


def test_forehand_leads_to_the_first_trick_whoever_is_soloist():
    game = start(MUST_TRUMP)
    assert game.soloist == 2
    assert game.current_player == 0 == game.forehand
    assert game.trick_leader == 0
    assert legal_cards(game) == "♥A ♥10 ♥Q ♦A ♦10 ♣7"  # any card may be led


def test_a_player_must_follow_suit_if_he_can():
    game = start(MUST_TRUMP)
    play(game, "0: ♥A")
    assert legal_cards(game) == "♥K ♥7"
    assert str(game.why_not("play ♠A")) == "You hold ♥: you must follow suit (Bedienpflicht)."
    assert str(game.why_not("play ♣8")) == "You hold ♥: you must follow suit (Bedienpflicht)."
    with pytest.raises(IllegalAction, match="Bedienpflicht"):
        game.apply("play ♠A")


def test_a_player_who_cannot_follow_must_trump():
    game = start(MUST_TRUMP)
    play(game, "0: ♥A", "1: ♥7", "2: ♥8")
    assert legal_cards(game) == "♣9"
    assert str(game.why_not("play ♠K")) == (
        "You have no ♥ but hold trumps: you must trump (Trumpfzwang)."
    )
    with pytest.raises(IllegalAction, match="Trumpfzwang"):
        game.apply("play ♦Q")


def test_with_neither_the_suit_led_nor_a_trump_any_card_may_be_played():
    game = start(MUST_TRUMP)
    play(game, "0: ♥A", "1: ♥7", "2: ♥8", "3: ♣9")
    assert legal_cards(game) == "♠9 ♠8 ♠7 ♦9 ♦8 ♦7"


def test_the_highest_trump_wins_the_trick_and_its_winner_leads_next():
    game = start(MUST_TRUMP)
    play(game, "0: ♥A", "1: ♥7", "2: ♥8", "3: ♣9", "4: ♦7")
    trick = game.tricks[0]
    assert trick.winner == 3  # ♣9, the only trump, beats ♥A
    assert trick.points == 11
    assert game.current_player == 3 == game.trick_leader
    play(game, "3: ♠K", "4: ♠7", "0: ♣7", "1: ♠A", "2: ♣Q")
    assert game.tricks[1].winner == 2  # ♣Q beats ♣7; ♠A, the highest spade, loses to trumps


def test_a_trump_lead_must_be_followed_with_a_trump():
    game = start(MUST_TRUMP)
    play(game, "0: ♥A", "1: ♥7", "2: ♥8", "3: ♣9", "4: ♦7")
    play(game, "3: ♠K", "4: ♠7", "0: ♣7", "1: ♠A", "2: ♣Q")
    play(game, "2: ♣A", "3: ♠Q", "4: ♠8", "0: ♥10")  # seats 3, 4, 0 have no trump left
    assert legal_cards(game) == "♣8"
    assert str(game.why_not("play ♠10")) == (
        "Trump (♣) was led and you hold trumps: you must follow with a trump (Bedienpflicht)."
    )


def test_the_duty_to_trump_is_met_by_any_trump():
    game = start(MUST_OVERTRUMP)
    play(game, "0: ♦A", "1: ♣K")
    assert legal_cards(game) == "♣A ♣Q ♣7"  # ♣Q and ♣7 do not beat ♣K, yet may be played
    play(game, "2: ♣7")
    assert str(game.why_not("play ♥Q")) == (
        "You have no ♦ but hold trumps: you must trump (Trumpfzwang)."
    )


def test_must_overtrump_a_player_must_beat_the_highest_trump_if_he_can():
    game = start(MUST_OVERTRUMP, must_overtrump=True)
    play(game, "0: ♦A", "1: ♣K")
    assert legal_cards(game) == "♣A"
    assert str(game.why_not("play ♣7")) == (
        "You must beat ♣K, the highest trump in the trick, because you can (must-overtrump)."
    )
    assert str(game.why_not("play ♥A")) == (
        "You have no ♦ but hold trumps: you must trump (Trumpfzwang)."
    )
    play(game, "2: ♣A")
    # Seat 3 cannot beat ♣A: any trump will do, but a trump it must be.
    assert legal_cards(game) == "♣10 ♣J ♣8"


def test_must_overtrump_does_not_apply_when_following_a_trump_lead():
    game = start(MUST_OVERTRUMP, must_overtrump=True)
    play(game, "0: ♦A", "1: ♣K", "2: ♣A", "3: ♣J", "4: ♣9")
    assert game.tricks[0].winner == 2
    play(game, "2: ♣Q")
    # Following a trump lead is following suit: ♣8, which does not beat ♣Q, is allowed.
    assert legal_cards(game) == "♣10 ♣8"


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("♥10 ♥A ♥K ♥7 ♥9", Suit.CLUBS, 1),  # no trump: highest card of the suit led
        ("♥7 ♠A ♦A ♣A ♥8", None, 4),  # other suits never win without trumps
        ("♥A ♥10 ♣7 ♥K ♥Q", Suit.CLUBS, 2),  # the lowest trump beats the suit led
        ("♥A ♣7 ♣8 ♠A ♣J", Suit.CLUBS, 4),  # the highest trump wins
        ("♣7 ♣10 ♣A ♣K ♣Q", Suit.CLUBS, 2),  # trump led: highest trump
        ("♠J ♠Q ♥A ♦A ♠7", Suit.CLUBS, 1),  # a jack is an ordinary card
    ],
)
def test_the_trick_goes_to_the_highest_trump_or_else_the_highest_card_of_the_suit_led(
    cards: str, trump: Suit | None, winner: int
):
    assert trick_winner(parse_cards(cards), trump) == winner


def test_six_tricks_of_five_cards_and_the_last_trick_is_worth_ten():
    game = start(MUST_TRUMP)
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    assert len(game.tricks) == 6
    assert all(len(t.cards) == 5 and sorted(t.seats) == [0, 1, 2, 3, 4] for t in game.tricks)
    last = game.tricks[-1].winner
    assert game.result is not None and game.result.last_trick_winner == last
    won = [sum(t.points for t in game.tricks if t.winner == s) for s in range(5)]
    won[2] += sum(c.points for c in game.discards)
    won[last] += 10
    assert list(game.points) == won
    assert sum(game.points) == 130


def test_the_soloist_counts_tricks_discards_and_the_last_trick_bonus():
    game = start(MUST_TRUMP)
    while not game.is_over():
        game.apply(game.legal_actions()[-1])
    result = game.result
    assert result is not None
    tricks = sum(t.points for t in game.tricks if t.winner == 2)
    bonus = 10 if result.last_trick_winner == 2 else 0
    assert result.soloist_points == tricks + 2 + bonus  # discards ♣J ♥9: 2 points
    assert result.defender_points == 130 - result.soloist_points


def test_after_the_last_trick_nobody_may_act():
    game = start(MUST_TRUMP)
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    assert game.current_player is None and game.legal_actions() == []
    assert str(game.why_not("play ♥A")) == "The hand is over: nobody may act."
    with pytest.raises(IllegalAction, match="The hand is over"):
        game.apply("pass")


def test_only_cards_in_hand_can_be_played():
    game = start(MUST_TRUMP)
    assert str(game.why_not("play ♠A")) == "You do not hold ♠A."
    assert str(game.why_not("bid clubs")) == ("It is the play: seat 0 must play a card, not bid.")
