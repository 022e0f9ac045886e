"""solo66.frontends.playpage: the JSON API the Play-in-the-browser page calls through Pyodide."""

from __future__ import annotations

import json
from typing import Any

from solo66.core.deal import Deal
from solo66.core.game import Game
from solo66.core.narration import result_sentence
from solo66.frontends.jswords import js_words
from solo66.frontends.playpage import call, handle, page_words
from solo66.i18n import speaking
from solo66.teaching.book import PLAYERS
from tools import play_assets

CODE = Deal.shuffle(seed=7).code


def ask(**request: Any) -> dict[str, Any]:
    answer = json.loads(call(json.dumps(request)))
    assert isinstance(answer, dict)
    return answer


def play_to_the_end(code: str, seat: int) -> dict[str, Any]:
    """The reader bids the highest suit, then plays the first legal card each time."""
    state = ask(op="open", code=code, seat=seat)
    while state["result"] is None:
        assert state["your_turn"]
        if state["choices"]:
            action = state["choices"][-1]["action"]
        elif state["phase"] == "discard":
            action = f"discard {state['hand'][0]['card']} {state['hand'][1]['card']}"
        else:
            action = "play " + next(h["card"] for h in state["hand"] if h["legal"])
        state = ask(op="act", code=code, seat=seat, actions=state["actions"], action=action)
        assert state["ok"], state
    return state


def test_new_gives_a_valid_repeatable_code() -> None:
    first = ask(op="new", seed=11)
    assert first == ask(op="new", seed=11)
    assert Deal.from_code(first["code"]).code == first["code"]


def test_open_lets_the_bots_act_until_the_readers_turn() -> None:
    state = ask(op="open", code=CODE, seat=3)
    assert state["ok"] and state["your_turn"] and state["to_act"] == 3
    assert state["log"] and all(entry["seat"] != 3 for entry in state["log"])
    game = Game.from_deal(CODE)
    for action in state["actions"]:
        game.apply(action)
    assert game.current_player == 3
    # Another seat's discard is not shown to the reader.
    for (seat, action), entry in zip(game.history, state["log"], strict=True):
        if action.kind == "discard":
            assert entry["text"] == f"{PLAYERS[seat]} discarded two cards face down"
    assert state["hands"] is None  # the other hands stay hidden during play
    assert len(state["hand"]) == 6
    # The table as the widgets draw it: the reader's seat at the bottom, named "you".
    table = state["table"]
    assert table["bottom"] == 3 and table["seats"][3]["place"] == "bottom"
    assert table["seats"][3]["you"] and table["seats"][3]["hand"] == [
        h["card"] for h in state["hand"]
    ]
    assert all(table["seats"][s]["hand"] is None for s in range(5) if s != 3)
    assert state["seats"] == ["Anna", "Ben", "Clara", "David (you)", "Eva"]


def test_the_page_speaks_german_when_the_engine_does() -> None:
    said = js_words(play_assets.HERE / play_assets.PAGE_SCRIPT)
    with speaking("de"):
        state = ask(op="open", code=CODE, seat=3)
        refused = ask(op="act", code=CODE, seat=3, actions=state["actions"], action="pass")
        words = page_words(said)
    assert state["message"] in (
        "Du spielst aus: Spiel eine beliebige Karte.",
        "Du bist dran: Spiel eine markierte Karte.",
    )
    assert not refused["ok"] and "passen" in refused["error"].lower(), refused
    assert words["said"]["Hint"] == "Tipp" and words["decimal"] == ","
    # The page's words are translated: every one its script says has a German form.
    assert all(english in words["said"] for english in ("Hint", "New deal", "Your seat"))


def test_a_whole_hand_against_the_bots_agrees_with_the_engine() -> None:
    state = play_to_the_end(CODE, seat=1)
    game = Game.from_deal(CODE)
    for action in state["actions"]:
        game.apply(action)
    assert game.is_over() and game.result is not None
    assert state["result"]["outcome"] == game.result.outcome
    assert state["result"]["text"] == result_sentence(game.result, PLAYERS)
    assert state["result"]["scores"] == list(game.result.scores)
    assert state["hands"] == [[], [], [], [], []]


def test_illegal_cards_carry_the_engines_reason() -> None:
    state = play_to_the_end(CODE, seat=1)
    actions = state["actions"]
    # Walk through the replay to a position where the reader must follow suit.
    for step in range(len(actions)):
        view = ask(op="view", code=CODE, seat=1, actions=actions, step=step)
        if view["your_turn"] and view["phase"] == "play" and view["trick"]:
            illegal = [h for h in view["hand"] if not h["legal"]]
            if illegal:
                break
    else:
        raise AssertionError("no position with an illegal card")
    game = Game.from_deal(CODE)
    for action in actions[:step]:
        game.apply(action)
    assert illegal[0]["why"] == str(game.why_not(f"play {illegal[0]['card']}"))
    refused = ask(
        op="act", code=CODE, seat=1, actions=actions[:step], action=f"play {illegal[0]['card']}"
    )
    assert refused == {"ok": False, "error": illegal[0]["why"]}


def test_view_steps_through_the_hand_with_all_hands_open() -> None:
    actions = play_to_the_end(CODE, seat=1)["actions"]
    start = ask(op="view", code=CODE, seat=1, actions=actions, step=0)
    assert start["steps"] == len(actions) and start["step"] == 0
    assert start["hands"] is not None and sum(map(len, start["hands"])) == 30
    end = ask(op="view", code=CODE, seat=1, actions=actions, step=len(actions))
    assert end["result"] is not None


def test_bad_requests_are_refused_with_a_reason() -> None:
    assert handle({"op": "open", "code": "1CH9-M7XX-VSBG-G440"}) == {
        "ok": False,
        "error": "deal code '1CH9-M7XX-VSBG-G440' fails its check character: "
        "a character is mistyped",
    }
    assert ask(op="fly")["ok"] is False
    assert json.loads(call("[1, 2]"))["error"] == "a request is a JSON object"
    assert json.loads(call("{"))["ok"] is False
    wrong = ask(op="act", code=CODE, seat=1, actions=["play ♣A"], action="pass")
    assert wrong["ok"] is False and "cannot be replayed" in wrong["error"]
    assert ask(op="view", code=CODE, seat=1, actions=[], step=3)["ok"] is False
    assert ask(op="open", code=CODE, seat=7)["error"] == "a seat is a number from 0 to 4, not 7"


def test_open_defaults_to_forehand() -> None:
    state = ask(op="open", code=CODE)
    assert state["seat"] == Deal.from_code(CODE).forehand


def test_cards_gives_every_picture_and_label() -> None:
    cards = ask(op="cards")["cards"]
    assert len(cards) == 32
    assert cards["♣10"]["spoken"] == "ten of clubs (♣10), 10 points"
    assert cards["♦7"]["svg"].startswith("<svg") and cards["♦7"]["svg4"] != cards["♦7"]["svg"]


def test_the_bots_level_is_chosen_carried_and_checked() -> None:
    from solo66.analysis.levels import LEVELS, bot
    from solo66.frontends.playpage import LEVEL_WORDS

    assert tuple(LEVEL_WORDS) == LEVELS
    assert [lv["name"] for lv in page_words()["levels"]] == list(LEVELS)
    easy = ask(op="open", code=CODE, seat=3)
    assert easy["level"] == "easy" and ask(op="open", code=CODE, seat=3, level="easy") == easy
    # Seat 3 as a bystander: every other seat is a medium bot, and the page's bots act as
    # the engine's bots of that level do.
    medium = ask(op="open", code=CODE, seat=3, level="medium")
    assert medium["level"] == "medium"
    game = Game.from_deal(CODE)
    bots = [bot("medium", f"{CODE}/{seat}") for seat in range(5)]
    while game.current_player != 3 and not game.is_over():
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    assert medium["actions"] == [str(a) for _, a in game.history]
    refused = ask(op="open", code=CODE, seat=3, level="hard")
    assert refused == {
        "ok": False,
        "error": "the bots' level is one of easy, medium, strong, not 'hard'",
    }
