"""One observation: every front end shows a seat only what :meth:`Game.view` holds.

For random hands under random rules, and for every seat, the SVG table, the play
page's JSON, the CLI's play output and the replayer's seat view are checked two ways:

- every card they name is one the seat's view holds (its hand, the cards played, the
  talon and the discards once it has seen them);
- a twin hand in which the soloist put away other cards (worth other points), and
  which every defender sees exactly alike, draws exactly alike for every defender:
  nothing of the discards, their points included, reaches a defender before the end.
"""

from __future__ import annotations

import io
import json
import random
import re
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from solo66 import Card, Game, Rules
from solo66.core.cards import cards_str, sort_key
from solo66.core.game import Action, discard_action
from solo66.core.record import dumps
from solo66.frontends import cli, playpage, svg
from solo66.frontends.widgets.replay import replay_data, step_tables
from solo66.i18n import speaking
from solo66.teaching.book import PLAYERS
from tests.strategies import SETTINGS, positions, rules

CARD = re.compile(r"[♣♠♥♦](?:10|[AKQJ987])")
#: The play page's own request state (the deal code and the actions to replay): the page
#: sends it back with every request and never draws it.
REQUEST_STATE = ("code", "actions")


def cards_named(text: str) -> set[Card]:
    return {Card.from_str(token) for token in CARD.findall(text)}


def page_json(game: Game, seat: int) -> dict[str, Any]:
    state = playpage._state(game, playpage._Hand(game.deal.code, seat, "easy"))
    return {k: v for k, v in state.items() if k not in REQUEST_STATE}


def drawn(game: Game, seat: int) -> dict[str, str]:
    """What each front end shows ``seat`` now, as text."""
    return {
        "svg": svg.table(game, seat=seat, legal=True),
        "play page": json.dumps(page_json(game, seat), ensure_ascii=False),
        "cli table": "\n".join(cli._table_lines(game.view(seat), game.rules)),
    }


@settings(SETTINGS, max_examples=1000)
@given(positions())
def test_no_front_end_names_a_card_the_seat_has_not_seen(game: Game) -> None:
    for seat in range(5):
        view = game.view(seat)
        seen = view.seen()
        for front_end, text in drawn(game, seat).items():
            assert cards_named(text) <= seen, (front_end, seat, cards_named(text) - seen)
        state = page_json(game, seat)
        assert state["points"] == list(view.points)
        assert state["tricks_won"] == list(view.tricks_won)


@settings(SETTINGS, max_examples=100)
@given(positions())
def test_no_front_end_names_a_card_the_seat_has_not_seen_in_german(game: Game) -> None:
    body = test_no_front_end_names_a_card_the_seat_has_not_seen.hypothesis.inner_test  # type: ignore[attr-defined]
    with speaking("de"):
        body(game)


@st.composite
def after_a_discard(draw: st.DrawFn) -> Game:
    """A hand under random rules in which someone bids, stopped between the soloist's
    discard and the end."""
    game = Game.new(
        seed=draw(st.integers(0, 2**32)), rules=draw(rules()), dealer=draw(st.integers(0, 4))
    )
    rng = random.Random(draw(st.integers(0, 2**32)))
    while game.phase == "auction":
        legal = game.legal_actions()
        game.apply(rng.choice(legal[1:] if game.bid is None else legal))
    stop = draw(st.integers(0, 29))
    while not game.is_over() and (not game.discards or len(game.tricks) * 5 < stop):
        game.apply(rng.choice(game.legal_actions()))
    return game


def twin(game: Game) -> Game | None:
    """The same hand with other discards, worth other card points, if the actions after
    the discard are still legal with them (first tried: cards of the same suits, which
    leave every duty to follow suit or to trump as it was); ``None`` if there is none."""
    soloist = game.soloist
    index = next((i for i, (_, a) in enumerate(game.history) if a.kind == "discard"), None)
    if soloist is None or index is None or game.is_over():
        return None
    worth = sum(c.points for c in game.discards)
    suits = sorted(c.suit for c in game.discards)
    in_hand = game.hands[soloist]
    pairs = [(a, b) for a in in_hand for b in in_hand if a.index < b.index]
    pairs.sort(key=lambda pair: sorted(c.suit for c in pair) != suits)
    for first, second in pairs:
        if first.points + second.points == worth:
            continue
        other = Game(game.deal, game.rules)
        actions = [a for _, a in game.history]
        actions[index] = discard_action(first, second)
        try:
            for action in actions:
                other.apply(action)
        except ValueError:
            continue
        return other
    return None


@settings(SETTINGS, max_examples=1000, suppress_health_check=list(HealthCheck))
@given(after_a_discard())
def test_a_defender_sees_nothing_of_the_discards(game: Game) -> None:
    other = twin(game)
    assume(other is not None)
    assert other is not None and game.soloist is not None
    for seat in range(5):
        if seat == game.soloist:
            continue
        assert game.view(seat) == other.view(seat)
        assert drawn(game, seat) == drawn(other, seat)
    assert game.view(game.soloist).points != other.view(game.soloist).points


def test_the_play_page_does_not_leak_the_discard_points() -> None:
    """Before any trick, a defender's page shows the soloist with no card points; the
    soloist's own page counts his discards."""
    code = "1CH9-M7XX-VSBG-G44N"
    game = Game.from_deal(code)
    for action in ["pass", "bid clubs", "declare clubs"]:
        game.apply(action)
    soloist = game.soloist
    assert soloist is not None
    hand = sorted(game.hands[soloist], key=lambda c: -c.points)
    game.apply(discard_action(hand[0], hand[1]))
    worth = hand[0].points + hand[1].points
    assert worth > 0 and not game.tricks
    for seat in range(5):
        page = playpage._state(game, playpage._Hand(code, seat, "easy"))
        assert page["points"][soloist] == (worth if seat == soloist else 0)
        if seat == soloist:
            assert page["discards"] == [str(c) for c in sorted(game.discards, key=sort_key)]
        else:
            assert page["discards"] is None
            assert page["log"][-1]["text"] == f"{PLAYERS[soloist]} discarded two cards face down"


# -- the CLI's play command, as a reader at one seat sees it ------------------------------

PROMPT = "Your choice (number or action, ? for help): "


def rule_arguments(rules: Rules) -> list[str]:
    header = dumps(Game.new(0, rules)).split("\n")
    arguments = []
    for line in header:
        if line.startswith("rule: "):
            name, value = line.removeprefix("rule: ").split(" = ")
            arguments += ["--rule", f"{name}={value}"]
    return arguments


def cli_turns(code: str, seat: int, rules: Rules) -> list[Game]:
    """The hand as ``solo66 play`` plays it when the reader always answers 1: the game
    at each of the reader's turns (the bots are seeded by the deal, as the CLI seeds them)."""
    from solo66.analysis.bots import HeuristicBot

    game = Game.from_deal(code, rules)
    bots = [HeuristicBot(f"{code}/{s}") for s in range(5)]
    turns = []
    while not game.is_over():
        player = game.current_player
        assert player is not None
        if player == seat:
            turns.append(game.clone())
            action: Action = cli._menu(game)[0]
        else:
            action = bots[player].choose(game)
        game.apply(action)
    turns.append(game)
    return turns


@settings(SETTINGS, max_examples=150)
@given(st.integers(0, 2**32), rules(), st.integers(0, 4))
def test_the_cli_play_output_shows_a_seat_only_its_view(seed: int, rules: Rules, seat: int) -> None:
    code = Game.new(seed, rules).deal.code
    out, err = io.StringIO(), io.StringIO()
    argv = ["play", "--code", code, "--seat", str(seat), *rule_arguments(rules)]
    status = cli.main(argv, stdin=io.StringIO("1\n" * 60), stdout=out, stderr=err)  # type: ignore[arg-type]
    assert status == 0, err.getvalue()
    text = out.getvalue().replace(code, "")  # the deal code, to play the deal again
    chunks = text.split(PROMPT)
    turns = cli_turns(code, seat, rules)
    assert len(chunks) == len(turns)  # one chunk before each of the reader's turns, and the end
    for chunk, state in zip(chunks, turns, strict=True):
        view = state.view(seat)
        assert cards_named(chunk) <= view.seen(), (chunk, cards_named(chunk) - view.seen())
        if view.soloist is not None and "Card points: soloist" in chunk:
            last = chunk[chunk.rindex("Card points: soloist") :].split("\n")[0]
            assert f"soloist {view.points[view.soloist]}" in last, last


# -- the replayer -------------------------------------------------------------------------


@settings(SETTINGS, max_examples=200)
@given(positions())
def test_the_replayers_seat_view_shows_only_that_seats_view(game: Game) -> None:
    data = replay_data(game, marks=False)
    for both, state in zip(step_tables(data), game.replay(), strict=True):
        for seat in range(5):
            view = state.view(seat)
            shown = both["views"][seat]
            text = json.dumps(shown, ensure_ascii=False)
            assert cards_named(text) <= view.seen(), (seat, cards_named(text) - view.seen())
            if shown["score"] is not None and view.soloist is not None:
                assert shown["score"].startswith(
                    f"Card points: soloist {view.points[view.soloist]} "
                )


def test_the_cards_named_are_found() -> None:
    assert cards_named("ace of clubs (♣A), ♥10 and ♦7; bid ♣ 9 points") == {
        Card.from_str(c) for c in ("♣A", "♥10", "♦7")
    }
    assert cards_str([]) == ""
