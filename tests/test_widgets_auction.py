"""State generation of the auction widget: plain JSON, every call replayed through the engine."""

from __future__ import annotations

import json

from solo66 import Deal, Game, Rules, Suit
from solo66.core.game import Phase
from solo66.frontends.widgets import AuctionWidget
from solo66.frontends.widgets.auction import PROCEDURES, Bidder, auction_data


def _replay(deal: Deal, procedure: str, calls: list[dict[str, object]]) -> Game:
    game = Game(deal, Rules(auction=procedure))
    for call in calls:
        assert game.current_player == call["seat"]
        legal = game.legal_actions()
        shown = [str(a) if a.suit is None else f"{a.kind} {a.suit.symbol}" for a in legal]
        assert call["legal"] == shown
        for refused in call["refused"]:  # type: ignore[attr-defined]
            for text in refused["calls"].split(", "):
                symbol = text.split()[1]
                assert str(game.why_not(f"bid {symbol}")) == refused["why"]
        action = legal[shown.index(str(call["call"]))]
        game.apply(action)
    return game


def test_state_is_plain_json() -> None:
    data = auction_data()
    assert json.loads(json.dumps(data)) == data
    assert (
        data["procedures"]
        == list(PROCEDURES)
        == [
            "pass-final",
            "single-round",
            "re-entry",
            "first-highest",
        ]
    )


def test_every_call_is_legal_and_every_refusal_is_the_engines() -> None:
    data = auction_data([(s, None) for s in range(1, 25)])
    for record, seed in zip(data["auctions"], range(1, 25), strict=True):
        deal = Deal.shuffle(seed)
        assert record["code"] == deal.code
        for procedure in PROCEDURES:
            run = record["runs"][procedure]
            game = _replay(deal, procedure, run["calls"])
            assert game.phase is not Phase.AUCTION
            assert run["result"]["soloist"] == game.soloist
            declare = run["result"]["declare"]
            if game.soloist is None:
                assert declare is None and game.result is not None
            else:
                assert declare["legal"] == [
                    f"declare {a.suit.symbol}" for a in game.legal_actions() if a.suit is not None
                ]
                for refused in declare["refused"]:
                    for text in refused["calls"].split(", "):
                        assert str(game.why_not(f"declare {text.split()[1]}")) == refused["why"]
                game.apply(f"declare {declare['call'].split()[1]}")


def test_procedures_differ_where_the_page_says() -> None:
    data = auction_data()
    winners = {p: [a["runs"][p]["result"]["soloist"] for a in data["auctions"]] for p in PROCEDURES}
    assert winners["re-entry"][2] != winners["pass-final"][2]
    assert winners["single-round"][1] != winners["pass-final"][1]


def test_bidders() -> None:
    game = Game.new(seed=5)
    assert str(Bidder(None).choose(game)) == "pass"
    assert str(Bidder(Suit.CLUBS).choose(game)) == "bid diamonds"
    once = Game.new(seed=5, rules=Rules(auction="single-round"))
    assert str(Bidder(Suit.CLUBS).choose(once)) == "bid clubs"
    assert Bidder(Suit.HEARTS, waits=True).describe() == "bids up to ♥, but passes at first"


def test_widget_regenerates() -> None:
    widget = AuctionWidget(seed=8, bidders={0: Bidder(Suit.SPADES)})
    assert widget.data["auctions"][0]["runs"]["pass-final"]["result"]["soloist"] == 0
