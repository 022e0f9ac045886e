"""The widgets name the seats by the book's five players, as the book's prose does.

The rules pages seat Anna, Ben, Clara, David and Eva (:data:`solo66.teaching.book.PLAYERS`)
round the table on every page; a widget next to that prose says "Ben led", not "Seat 1 led".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from solo66 import Game
from solo66.core.game import Phase
from solo66.frontends import widgets
from solo66.frontends.widgets.base import SoloWidget
from solo66.teaching.book import PLAYERS, player

#: "Seat 3", "seat 0", "seats 1": a seat told by its number instead of its player.
SEAT_NUMBER = re.compile(r"\b[Ss]eats? \d")


def _played(seed: int) -> Game:
    game = Game.new(seed=seed)
    while not game.is_over():
        game.apply(game.legal_actions()[-1])
    return game


def _texts(value: Any, path: str = "data") -> Iterator[tuple[str, str]]:
    """Every human-readable string in a widget's data, with where it is (SVG left out)."""
    if isinstance(value, str):
        if not value.lstrip().startswith("<"):
            yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _texts(item, f"{path}.{key}")
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            yield from _texts(item, f"{path}[{i}]")


#: The widgets as the book builds them by default (the replay of a played hand and of
#: another, the deal, auction, discard and trick widgets, the drills).
BOOK_WIDGETS: dict[str, Callable[[], SoloWidget]] = {
    "deal": widgets.DealWidget,
    "auction": widgets.AuctionWidget,
    "discard": widgets.DiscardWidget,
    "tricks": widgets.TrickWidget,
    "replay": lambda: widgets.ReplayWidget.from_game(_played(3)),
    "replay-seed-4": lambda: widgets.ReplayWidget.from_game(_played(4)),
    "scoring": widgets.ScoringWidget,
    "pack": widgets.PackExplorer,
    "legal-card-drill": widgets.LegalCardDrill,
    "trick-drill": widgets.TrickDrill,
    "count-points-drill": widgets.CountPointsDrill,
    "score-drill": widgets.ScoreDrill,
    "auction-drill": widgets.AuctionDrill,
}


def test_the_texts_walked_are_the_widgets_texts() -> None:
    texts = [text for _, text in _texts(widgets.DealWidget().data)]
    assert any("Ben" in text for text in texts)
    assert list(_texts({"a": ["Seat 2 deals", "<svg>seat 2</svg>"]})) == [
        ("data.a[0]", "Seat 2 deals")
    ]
    assert SEAT_NUMBER.search("Out: seats 1") and not SEAT_NUMBER.search("Ben sits at seat one")


@pytest.mark.parametrize("name", sorted(BOOK_WIDGETS))
def test_no_widget_names_a_seat_by_its_number(name: str) -> None:
    data = BOOK_WIDGETS[name]().data
    numbered = [(path, text) for path, text in _texts(data) if SEAT_NUMBER.search(text)]
    assert numbered == [], numbered[:3]


def test_the_trick_widget_speaks_to_the_reader_as_the_player_to_act() -> None:
    for position in widgets.TrickWidget().data["positions"]:
        seat, soloist = position["seat"], position["soloist"]
        leader = position["trick"][0]["seat"]
        you = player(seat) + (" (soloist)" if seat == soloist else "")
        led = player(leader) + (" (soloist)" if leader == soloist else "")
        assert f"{led} led; you are {you}." in position["intro"]


def test_the_deal_widget_names_dealer_and_forehand() -> None:
    hand = widgets.DealWidget().data["hands"][0]
    first = hand["patterns"]["3-T-3"]["steps"][0]["text"]
    assert first.startswith(f"{player(hand['dealer'])} deals.")
    assert f"{player(hand['forehand'])}, forehand, on the dealer's left" in first
    assert hand["seats"][hand["forehand"]] == f"{player(hand['forehand'])} (forehand)"


def test_the_auction_widget_names_bidders_and_soloist() -> None:
    data = widgets.AuctionWidget().data
    assert data["names"] == list(PLAYERS)  # auction.js lists the calls by these names
    run = data["auctions"][0]["runs"]["pass-final"]
    soloist = run["result"]["soloist"]
    assert run["result"]["text"].startswith(f"{player(soloist)} wins the auction")
    bids = [c for c in run["calls"] if c["call"].startswith("bid")]
    assert f"by {player(bids[-1]['seat'])}." in run["calls"][-1]["after"]


def test_the_table_and_replay_name_the_seats_by_the_book_players_unless_told() -> None:
    game = _played(3)
    assert game.phase is Phase.DONE
    data = widgets.ReplayWidget.from_game(game).data
    assert data["names"] == list(PLAYERS)
    others = ["North", "East", "South", "West", "Centre"]
    named = widgets.ReplayWidget.from_game(game, names=others).data
    assert named["names"] == others
    assert not any("Anna" in text or "Eva" in text for _, text in _texts(named["steps"]))
