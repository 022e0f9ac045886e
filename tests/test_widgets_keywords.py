"""Every widget is asked the same way: the same keywords, and unknown ones refused."""

from __future__ import annotations

import inspect

import pytest

from solo66.core.game import Phase
from solo66.frontends.widgets import (
    AuctionWidget,
    DealWidget,
    DiscardWidget,
    ReplayWidget,
    SoloWidget,
    TrickDrill,
    TrickWidget,
)
from solo66.frontends.widgets.discard import discard_position
from solo66.frontends.widgets.tricks import find_position


def widget_classes() -> list[type[SoloWidget]]:
    found: list[type[SoloWidget]] = []
    todo = [SoloWidget]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub._module:
                found.append(sub)
    return sorted(set(found), key=lambda c: c.__name__)


WIDGETS = widget_classes()
#: What each keyword means, the same in every widget that takes it.
MEANINGS = {
    "seed": "one seeded hand (or bank, or start of a search)",
    "seeds": "several seeded hands",
    "game": "one game",
    "games": "several games",
    "record": "a game record",
    "dealer": "the first dealer",
    "patterns": "packet patterns",
    "bidders": "scripted bidders",
    "auctions": "(seed or deal, bidders) pairs",
    "count": "questions in a bank",
    "selected": "the card picked",
    "title": "a title",
    "names": "the seats' names",
    "notes": "notes by step",
    "marks": "the solver's marks",
    "view": "whose view",
    "step": "the step shown",
}


def test_every_widget_module_is_covered() -> None:
    names = {c.__name__ for c in WIDGETS}
    assert {"AuctionWidget", "DealWidget", "DiscardWidget", "PackExplorer"} <= names
    assert {"ReplayWidget", "ScoringWidget", "TrickWidget", "TrickDrill"} <= names


@pytest.mark.parametrize("widget", WIDGETS, ids=lambda c: c.__name__)
def test_constructors_take_keywords_only_with_the_shared_names(widget: type[SoloWidget]) -> None:
    parameters = inspect.signature(widget.__init__).parameters
    for name, parameter in parameters.items():
        if name == "self":
            continue
        assert parameter.kind in (parameter.KEYWORD_ONLY, parameter.VAR_KEYWORD), name
        if parameter.kind is parameter.KEYWORD_ONLY:
            assert name in MEANINGS, f"{widget.__name__}({name}=…) is not a shared name"
    assert "four_colour" in widget.keywords()
    assert "data" not in widget.keywords()


@pytest.mark.parametrize("widget", WIDGETS, ids=lambda c: c.__name__)
def test_an_unknown_keyword_is_refused_with_the_allowed_ones(widget: type[SoloWidget]) -> None:
    with pytest.raises(TypeError) as refused:
        widget(sede=5)
    allowed = ", ".join(widget.keywords())
    assert str(refused.value) == (
        f"{widget.__name__}() got an unexpected keyword argument 'sede': it takes {allowed}"
    )
    with pytest.raises(TypeError):
        widget(5)  # type: ignore[misc]
    assert "sede" not in allowed


def test_trick_and_deal_widgets_regenerate_with_a_seed() -> None:
    # Both used to swallow seed= and show the default widget.
    default = DealWidget().data
    assert DealWidget(seed=5).data != default
    assert DealWidget(seed=5).data == DealWidget(seeds=[5]).data
    positions = TrickWidget(seed=60).data["positions"]
    assert [p["code"] for p in positions] != [p["code"] for p in TrickWidget().data["positions"]]
    for p, game in zip(positions, [find_position(p["case"], 60) for p in positions], strict=True):
        assert p["code"] == game.deal.code


def test_one_and_several_are_one_question() -> None:
    assert AuctionWidget(seed=9).data == AuctionWidget(seeds=[9]).data
    assert AuctionWidget(seed=9).data == AuctionWidget(auctions=[(9, None)]).data
    assert DiscardWidget(seed=15).data == DiscardWidget(seeds=[15]).data
    assert DiscardWidget(seed=15).data == DiscardWidget(game=discard_position(15)).data
    game = find_position("follow")
    assert TrickWidget(game=game).data == TrickWidget(games=[game]).data
    assert TrickWidget.from_game(game).data == TrickWidget(game=game).data
    assert TrickDrill(seed=4).data != TrickDrill().data
    for ask in (
        lambda: DealWidget(seed=1, seeds=[2]),
        lambda: DiscardWidget(seed=15, game=discard_position(15)),
        lambda: TrickWidget(seed=1, game=game),
        lambda: AuctionWidget(seed=1, auctions=[(2, None)]),
        lambda: ReplayWidget(),
    ):
        with pytest.raises(TypeError):
            ask()


def test_replay_takes_a_game_or_a_record() -> None:
    game = find_position("follow")
    assert game.phase is Phase.PLAY
    from solo66.core import record

    by_game = ReplayWidget(game=game, marks=False, step=-1)
    by_record = ReplayWidget(record=record.dumps(game), marks=False, step=-1)
    assert by_game.data["steps"] == by_record.data["steps"]
    assert by_game.step == by_record.step == len(game.history)
    with pytest.raises(TypeError, match="game= or record="):
        ReplayWidget(game=game, record=record.dumps(game))
