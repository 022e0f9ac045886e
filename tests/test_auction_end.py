"""Why the auction ended: decided by the engine (Game.auction_end), told by the narrator."""

import random

import pytest

from solo66 import Game, Rules
from solo66.core.game import AuctionEnd, Phase
from solo66.core.narration import Narrator, auction_reason, seat_names
from solo66.core.rules import AUCTIONS, option

NAMES = seat_names()


def auction(calls, **rules):
    game = Game.new(seed=123, rules=Rules(**rules))
    for call in calls:
        assert game.auction_end is None
        game.apply(call)
    return game


@pytest.mark.parametrize(
    ("procedure", "calls", "why", "soloist"),
    [
        (
            "pass-final",
            ["bid hearts", "bid spades", "pass", "pass", "pass", "pass"],
            AuctionEnd.OTHERS_PASSED,
            2,
        ),
        ("pass-final", ["pass", "bid diamonds", "bid clubs"], AuctionEnd.CLUBS, 3),
        ("pass-final", ["pass"] * 5, AuctionEnd.ALL_PASSED, None),
        (
            "single-round",
            ["bid hearts", "pass", "bid spades", "pass", "pass"],
            AuctionEnd.ALL_SPOKEN,
            3,
        ),
        ("single-round", ["pass"] * 5, AuctionEnd.ALL_PASSED, None),
        (
            "first-highest",
            ["bid spades", "bid spades", "bid hearts", "pass", "pass"],
            AuctionEnd.ALL_SPOKEN,
            1,
        ),
        ("first-highest", ["bid hearts", "bid clubs"], AuctionEnd.CLUBS, 2),
        (
            "re-entry",
            ["pass", "bid hearts", "pass", "pass", "pass", "pass"],
            AuctionEnd.FOUR_PASSES,
            2,
        ),
        ("re-entry", ["pass"] * 5, AuctionEnd.ALL_PASSED, None),
    ],
)
def test_the_engine_records_why_the_auction_ended(procedure, calls, why, soloist):
    game = auction(calls, auction=procedure)
    assert game.phase is not Phase.AUCTION
    assert game.auction_end is why
    assert game.soloist == soloist
    assert game.clone().auction_end is why
    game.undo()
    assert game.auction_end is None and game.phase is Phase.AUCTION


def test_the_narrator_tells_each_reason():
    told = {
        AuctionEnd.OTHERS_PASSED: "Every other player has passed after Seat 2's bid of ♠",
        AuctionEnd.CLUBS: "Seat 3 bid ♣, the highest suit",
        AuctionEnd.ALL_PASSED: "Everyone passed: nobody bid a suit.",
        AuctionEnd.ALL_SPOKEN: "Every player has spoken once; the highest bid, ♠ by Seat 3",
        AuctionEnd.FOUR_PASSES: "Four players in a row passed after Seat 2's bid of ♥",
    }
    games = [
        auction(["bid hearts", "bid spades", "pass", "pass", "pass", "pass"]),
        auction(["pass", "bid diamonds", "bid clubs"]),
        auction(["pass"] * 5),
        auction(["bid hearts", "pass", "bid spades", "pass", "pass"], auction="single-round"),
        auction(["pass", "bid hearts", "pass", "pass", "pass", "pass"], auction="re-entry"),
    ]
    assert auction_reason(Game.new(seed=123), NAMES) is None
    for game in games:
        sentence = auction_reason(game, NAMES)
        assert sentence is not None and sentence.startswith(told[game.auction_end])
    # The step that ends with clubs says so, and only that one.
    game = Game.new(seed=123)
    steps = []
    for call in ["pass", "bid diamonds", "bid clubs"]:
        before = game.clone()
        seat = game.current_player
        game.apply(call)
        steps.append(Narrator(NAMES).step(before, seat, game.history[-1][1], game)[0])
    assert ["Nothing beats clubs" in s for s in steps] == [False, False, True]


@pytest.mark.parametrize("procedure", AUCTIONS)
@pytest.mark.parametrize("all_pass", ["redeal", "last-trick"])
def test_an_auction_end_is_set_exactly_when_the_auction_is_over(procedure, all_pass):
    rng = random.Random(procedure + all_pass)
    rules = Rules(auction=procedure, all_pass=all_pass)
    seen = set()
    for seed in range(120):
        game = Game.new(seed, rules, dealer=seed % 5)
        while game.phase is Phase.AUCTION:
            assert game.auction_end is None
            legal = game.legal_actions()
            game.apply(legal[0] if rng.random() < 0.6 else rng.choice(legal))
        why = game.auction_end
        assert why is not None
        seen.add(why)
        assert (why is AuctionEnd.ALL_PASSED) == (game.soloist is None)
        assert (why is AuctionEnd.CLUBS) == (str(game.history[-1][1]) == "bid clubs")
        assert (why is AuctionEnd.ALL_SPOKEN) <= rules.speaks_once
        assert (why is AuctionEnd.FOUR_PASSES) <= (procedure == "re-entry")
        assert (why is AuctionEnd.OTHERS_PASSED) <= (procedure == "pass-final")
    assert {AuctionEnd.CLUBS, AuctionEnd.ALL_PASSED} <= seen and len(seen) == 3


def test_the_procedures_are_the_options_choices_and_speaking_once_is_stated_once():
    assert option("auction").choices == AUCTIONS
    assert [Rules(auction=p).speaks_once for p in AUCTIONS] == [False, True, False, True]
