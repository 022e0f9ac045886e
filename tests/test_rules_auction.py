"""docs/rules.md, "The auction (Reizen)": suits as bids, the procedures, all passing."""

from __future__ import annotations

import pytest

from solo66 import Deal, Game, IllegalAction, Rules, Suit

# The cards do not matter in the auction; seat 4 deals, so seat 0 is forehand.
DEAL = Deal.from_hands(
    [
        "♣A ♣10 ♣K ♣Q ♣J ♣9",
        "♠A ♠10 ♠K ♠Q ♠J ♠9",
        "♥A ♥10 ♥K ♥Q ♥J ♥9",
        "♦A ♦10 ♦K ♦Q ♦J ♦9",
        "♣8 ♣7 ♠8 ♠7 ♥8 ♥7",
    ],
    "♦8 ♦7",
    dealer=4,
)

# The procedures in which every bid must name a higher suit.
PROCEDURES = ["pass-final", "single-round", "re-entry"]
ALL_PROCEDURES = [*PROCEDURES, "first-highest"]
EVERY_CALL = ["pass", "bid diamonds", "bid hearts", "bid spades", "bid clubs"]


def auction(actions: list[str], **options: object) -> Game:
    """Play the auction, checking that each action is taken by the next seat clockwise
    or, where given as ``"seat: action"``, by that seat."""
    game = Game(DEAL, Rules(**options))  # type: ignore[arg-type]
    for item in actions:
        seat, _, action = item.rpartition(": ")
        if seat:
            assert game.current_player == int(seat), (item, game.current_player)
        game.apply(action)
    return game


def test_forehand_speaks_first_and_may_pass_or_bid_any_suit():
    game = Game(DEAL)
    assert game.current_player == 0
    assert [str(a) for a in game.legal_actions()] == EVERY_CALL


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_bidding_goes_clockwise_and_each_bid_names_a_higher_suit(procedure: str):
    game = auction(["0: bid hearts"], auction=procedure)
    assert game.current_player == 1
    assert [str(a) for a in game.legal_actions()] == ["pass", "bid spades", "bid clubs"]
    for lower in ("bid hearts", "bid diamonds"):
        assert str(game.why_not(lower)) == (
            "Bids must name a higher suit than ♥ (suits rank ♣ > ♠ > ♥ > ♦)."
        )
        with pytest.raises(IllegalAction, match="higher suit than ♥"):
            game.apply(lower)
    assert game.bid is Suit.HEARTS


def test_pass_final_a_player_who_passed_is_not_asked_again():
    game = auction(["0: pass", "1: bid diamonds", "2: bid hearts", "3: pass", "4: pass"])
    # Seat 0 passed at the start: the turn skips him and comes back to seat 1.
    assert game.current_player == 1
    game.apply("pass")
    assert game.phase == "declare" and game.soloist == 2


def test_pass_final_ends_when_every_other_player_has_passed_after_the_last_bid():
    game = auction(["0: bid diamonds", "1: pass", "2: pass", "3: pass"])
    assert game.phase == "auction"
    game.apply("pass")
    assert game.phase == "declare"
    assert game.soloist == 0 and game.current_player == 0 and game.bid is Suit.DIAMONDS


def test_pass_final_a_player_still_in_may_raise_again():
    game = auction(["0: bid diamonds", "1: bid hearts", "2: pass", "3: pass", "4: pass"])
    assert game.current_player == 0
    game.apply("bid spades")
    game.apply("pass")
    assert game.soloist == 0 and game.bid is Suit.SPADES


@pytest.mark.parametrize("procedure", ALL_PROCEDURES)
def test_the_auction_ends_at_once_when_clubs_is_bid(procedure: str):
    game = auction(["0: pass", "1: bid clubs"], auction=procedure)
    assert game.phase == "declare"
    assert game.soloist == 1 and game.bid is Suit.CLUBS
    assert len(game.history) == 2


def test_single_round_each_player_speaks_exactly_once():
    game = auction(
        ["0: bid diamonds", "1: pass", "2: bid hearts", "3: pass", "4: pass"],
        auction="single-round",
    )
    assert game.phase == "declare" and game.soloist == 2
    # Under pass-final the same bids leave seat 0 still in and asked again.
    game = auction(["0: bid diamonds", "1: pass", "2: bid hearts", "3: pass", "4: pass"])
    assert game.phase == "auction" and game.current_player == 0


def test_single_round_a_bidder_gets_no_second_turn():
    game = auction(
        ["0: bid diamonds", "1: bid hearts", "2: pass", "3: pass", "4: pass"],
        auction="single-round",
    )
    assert game.soloist == 1


def test_re_entry_a_passed_player_may_bid_again():
    game = auction(
        ["0: pass", "1: bid diamonds", "2: pass", "3: pass", "4: pass"], auction="re-entry"
    )
    assert game.current_player == 0
    assert "bid hearts" in [str(a) for a in game.legal_actions()]
    game.apply("bid hearts")
    for seat in (1, 2, 3):
        assert game.current_player == seat
        game.apply("pass")
    assert game.phase == "auction"
    game.apply("pass")  # the fourth pass in a row after the last bid
    assert game.phase == "declare" and game.soloist == 0 and game.bid is Suit.HEARTS


def test_re_entry_ends_after_four_passes_in_a_row_following_a_bid():
    game = auction(
        ["0: bid diamonds", "1: pass", "2: pass", "3: pass", "4: pass"], auction="re-entry"
    )
    assert game.phase == "declare" and game.soloist == 0


@pytest.mark.parametrize("procedure", ALL_PROCEDURES)
def test_all_pass_redeal_ends_the_hand_with_no_score(procedure: str):
    game = auction(["0: pass", "1: pass", "2: pass", "3: pass", "4: pass"], auction=procedure)
    assert game.is_over() and game.phase == "done"
    assert game.result is not None
    assert game.result.outcome == "redeal" and game.result.scores == (0, 0, 0, 0, 0)
    assert game.soloist is None and game.trump is None and game.current_player is None


@pytest.mark.parametrize("procedure", ALL_PROCEDURES)
def test_all_pass_last_trick_goes_to_play_without_soloist_or_trump(procedure: str):
    game = auction(
        ["0: pass", "1: pass", "2: pass", "3: pass", "4: pass"],
        auction=procedure,
        all_pass="last-trick",
    )
    assert game.phase == "play"
    assert game.soloist is None and game.trump is None
    assert game.current_player == 0  # forehand leads


def test_the_highest_bidder_becomes_soloist_and_announces_next():
    game = auction(["0: bid diamonds", "1: bid spades", "2: pass", "3: pass", "4: pass", "0: pass"])
    assert game.soloist == 1 and game.current_player == 1 and game.phase == "declare"


def test_only_bids_and_passes_belong_to_the_auction():
    game = Game(DEAL)
    assert str(game.why_not("play ♣A")) == (
        "It is the auction: seat 0 may pass or bid a suit, not play a card."
    )
    assert str(game.why_not("declare clubs")) == (
        "It is the auction: seat 0 may pass or bid a suit, not announce trump."
    )
    with pytest.raises(IllegalAction):
        game.apply("discard ♣A ♣10")


def test_first_highest_each_player_speaks_once_and_may_name_any_suit():
    game = auction(["0: bid hearts"], auction="first-highest")
    # Any suit, even one already named or a lower one.
    assert [str(a) for a in game.legal_actions()] == EVERY_CALL
    game = auction(
        ["0: bid hearts", "1: bid diamonds", "2: pass", "3: bid hearts", "4: pass"],
        auction="first-highest",
    )
    # The highest suit named wins, and of those who named it, the one who named it first.
    assert game.soloist == 0 and game.bid is Suit.HEARTS and game.phase.value == "declare"


def test_first_highest_the_first_to_name_the_highest_suit_wins():
    game = auction(
        ["0: bid diamonds", "1: bid spades", "2: bid hearts", "3: bid spades", "4: bid diamonds"],
        auction="first-highest",
    )
    assert game.soloist == 1 and game.bid is Suit.SPADES
    # He announces the suit he bid or a higher one, as under every procedure.
    assert [str(a) for a in game.legal_actions()] == ["declare spades", "declare clubs"]


def test_first_highest_a_later_higher_suit_takes_the_bid():
    game = auction(
        ["0: bid hearts", "1: pass", "2: pass", "3: bid spades", "4: bid hearts"],
        auction="first-highest",
    )
    assert game.soloist == 3 and game.bid is Suit.SPADES


def test_first_highest_nobody_can_win_it_from_the_first_to_name_clubs():
    game = auction(["0: bid hearts", "1: bid clubs"], auction="first-highest")
    assert game.soloist == 1 and game.bid is Suit.CLUBS and game.phase.value == "declare"


def test_first_highest_all_passing_is_a_redeal():
    game = auction(["pass"] * 5, auction="first-highest")
    assert game.is_over() and game.result is not None and game.result.outcome == "redeal"
