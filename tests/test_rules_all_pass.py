"""docs/rules.md, "When everyone passes": the redeal and the last-trick game."""

from __future__ import annotations

import pytest

from solo66 import Deal, Game, Rules

# Seat 4 deals, seat 0 is forehand.  Seat 0 takes the first five tricks with his
# high cards; seat 1 keeps ♥8 back and takes the sixth trick.
HANDS = [
    "♣A ♣10 ♠A ♠10 ♦A ♥7",
    "♣K ♣Q ♠K ♠Q ♦10 ♥8",
    "♣J ♣9 ♠J ♥K ♦Q ♦J",
    "♣8 ♣7 ♠9 ♠8 ♦9 ♦8",
    "♠7 ♦K ♦7 ♥Q ♥J ♥9",
]
TALON = "♥A ♥10"
TRICKS = [
    "♣A ♣Q ♣J ♣8 ♥Q",
    "♣10 ♣K ♣9 ♣7 ♥J",
    "♠A ♠Q ♠J ♠9 ♠7",
    "♠10 ♠K ♥K ♠8 ♥9",
    "♦A ♦10 ♦Q ♦9 ♦K",
    "♥7 ♥8 ♦J ♦8 ♦7",
]


def all_passed(**options: object) -> Game:
    game = Game(Deal.from_hands(HANDS, TALON, dealer=4), Rules(**options))  # type: ignore[arg-type]
    for _ in range(5):
        game.apply("pass")
    return game


def play_tricks(game: Game, tricks: list[str]) -> None:
    for trick in tricks:
        for card in trick.split():
            game.apply(f"play {card}")


def test_redeal_the_hand_is_void_and_nobody_scores():
    game = all_passed()
    assert game.is_over()
    assert game.result is not None
    assert game.result.outcome == "redeal"
    assert game.result.scores == (0, 0, 0, 0, 0)
    assert str(game.result) == "Everyone passed: the cards are dealt again; nobody scores."


def test_last_trick_game_has_no_soloist_and_no_trump_and_forehand_leads():
    game = all_passed(all_pass="last-trick")
    assert game.phase == "play"
    assert game.soloist is None and game.trump is None and game.bid is None
    assert game.current_player == 0 == game.forehand


def test_last_trick_game_follow_suit_if_possible():
    game = all_passed(all_pass="last-trick")
    game.apply("play ♣A")
    assert [str(a.card) for a in game.legal_actions()] == ["♣K", "♣Q"]
    assert str(game.why_not("play ♥8")) == "You hold ♣: you must follow suit (Bedienpflicht)."


def test_last_trick_game_otherwise_any_card_there_is_no_duty_to_trump():
    game = all_passed(all_pass="last-trick")
    play_tricks(game, ["♣A ♣Q ♣J ♣8"])
    assert len(game.legal_actions()) == 6  # seat 4 has no club: any of his six cards


def test_last_trick_game_the_talon_stays_face_down_unused():
    game = all_passed(all_pass="last-trick")
    play_tricks(game, TRICKS)
    played = {c for t in game.tricks for c in t.cards}
    assert len(played) == 30
    assert not played & set(game.talon)
    assert game.discards == ()
    for state in game.replay():
        if not state.is_over():
            assert all(state.view(seat).talon is None for seat in range(5))
            assert all(state.view(seat).talon_on_table for seat in range(5))
    # When the hand is over the cards are turned up: everyone sees the unused talon.
    assert all(game.view(seat).talon == game.talon for seat in range(5))


def test_last_trick_game_the_taker_of_the_sixth_trick_wins_whatever_his_points():
    game = all_passed(all_pass="last-trick")
    play_tricks(game, TRICKS)
    assert [t.winner for t in game.tricks] == [0, 0, 0, 0, 0, 1]
    assert game.points[0] > game.points[1]  # seat 0 took far more card points…
    result = game.result
    assert result is not None
    assert result.outcome == "last-trick" and result.last_trick_winner == 1  # …seat 1 wins
    assert result.soloist is None
    assert result.scores == (0, 10, 0, 0, 0)
    assert str(result) == "Seat 1 took the last trick and wins."


@pytest.mark.parametrize(
    ("options", "scores"),
    [
        ({}, (0, 10, 0, 0, 0)),
        ({"game_value": 7}, (0, 7, 0, 0, 0)),
        ({"last_trick_payout": "collect-from-each"}, (-10, 40, -10, -10, -10)),
    ],
)
def test_last_trick_game_scores(options: dict[str, object], scores: tuple[int, ...]):
    game = all_passed(all_pass="last-trick", **options)
    play_tricks(game, TRICKS)
    assert game.result is not None and game.result.scores == scores
