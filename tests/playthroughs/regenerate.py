"""Write the golden playthrough files: whole hands as readable text, step by step.

Each file shows, for every step, the phase, the player to act, what he holds and
sees, the legal actions, the actions he may not take with the rule that refuses
them and the engine's sentence, what each of the five seats may know (one
``view:`` line per seat, the text form of :meth:`Game.view`), and the chosen
action; then the result.  ``tests/test_playthroughs.py`` replays
every file through the engine and compares it line by line, so any change in
behaviour shows up as a diff a person can read.  After an intended change, run

    python -m tests.playthroughs.regenerate

and read the diff before committing it.  The choices are deterministic: simple
seeded players, and for each scenario the first seed whose hand shows what the
scenario is about.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from solo66 import Card, Deal, Game, Rules, Suit
from solo66.core.cards import cards_str, sort_key
from solo66.core.game import Action
from solo66.core.record import dumps, loads

HERE = Path(__file__).parent
REGENERATE = "python -m tests.playthroughs.regenerate"


# -- rendering (also used by the test) ------------------------------------------


def header(game: Game) -> list[str]:
    """The rules and the deal, written as in a game record."""
    lines = dumps(game).split("\n")
    return lines[1 : lines.index("")]


def read(path: Path) -> tuple[list[str], Game, list[str]]:
    """A playthrough file's opening comments, its hand at the deal, and its actions."""
    lines = path.read_text(encoding="utf-8").split("\n")
    comments = []
    while lines and lines[0].startswith("#"):
        comments.append(lines.pop(0))
    start = lines.index("", 1)
    game = loads("\n".join([*lines[:start], "result: unfinished"]))
    actions = [line.removeprefix("action: ") for line in lines if line.startswith("action: ")]
    return comments, game, actions


def render(comments: list[str], game: Game, actions: list[str]) -> str:
    """The playthrough text of ``actions`` taken from ``game`` (which is left at the end)."""
    out = [*comments, ""]
    out += header(game)
    for step, text in enumerate(actions, start=1):
        out.append("")
        out.append(f"step {step}")
        out += describe(game)
        out += views(game)
        out.append(f"action: {text}")
        tricks = len(game.tricks)
        phase = game.phase
        try:
            game.apply(text)
        except ValueError as error:  # IllegalAction, or InvalidAction for text that is none
            out.append(f"REFUSED: {error}")
            break
        if phase == "auction" and game.phase != "auction":
            out.append(after_auction(game))
        if len(game.tricks) > tricks:
            out.append(trick_taken(game))
    out.append("")
    out += final(game)
    return "\n".join(out) + "\n"


def describe(game: Game) -> list[str]:
    seat = game.current_player
    assert seat is not None
    lines = [f"phase: {game.phase}"]
    role = " (forehand)" if seat == game.forehand else ""
    role = " (soloist)" if seat == game.soloist else role
    lines.append(f"to act: seat {seat}{role}")
    hand = sorted(game.hands[seat], key=sort_key)
    lines.append(f"hand: {cards_str(hand)}")
    if game.phase == "auction":
        lines.append(f"highest bid: {game.bid or 'none'}")
    if game.phase == "declare":
        lines.append(f"won the auction with: {game.bid}")
    if game.phase == "play":
        trump = f"{game.trump} ({game.trump.symbol})" if game.trump else "none"
        lines.append(f"trump: {trump}")
        lines.append(f"trick {len(game.tricks) + 1}: {trick_so_far(game)}")
    legal = game.legal_actions()
    lines.append(f"legal ({len(legal)}): " + ", ".join(str(a) for a in ordered(legal)))
    lines += refused_with_reasons(game, [a for a in candidates(game) if a not in legal])
    return lines


def views(game: Game) -> list[str]:
    """What each seat may know, one line per seat."""
    return [f"view: {game.view(seat)}" for seat in range(5)]


def trick_so_far(game: Game) -> str:
    if not game.current_trick:
        return "to lead"
    leader = game.trick_leader
    assert leader is not None
    return ", ".join(f"seat {(leader + i) % 5} {card}" for i, card in enumerate(game.current_trick))


def ordered(actions: list[Action]) -> list[Action]:
    """Actions in a fixed order for display: passes and suits up, cards as in a hand."""

    def key(action: Action) -> tuple[int, int, tuple[tuple[int, int], ...]]:
        kind = ["pass", "bid", "declare", "discard", "play"].index(action.kind)
        suit = int(action.suit) if action.suit is not None else -1
        return kind, suit, tuple(sort_key(c) for c in action.cards)

    return sorted(actions, key=key)


def candidates(game: Game) -> list[Action]:
    """The actions worth explaining when they are not allowed: bids and announcements
    of every suit, and every card in the hand of the player to act."""
    if game.phase == "auction":
        return [Action.from_str(f"bid {s}") for s in sorted(Suit)]
    if game.phase == "declare":
        return [Action.from_str(f"declare {s}") for s in sorted(Suit)]
    if game.phase == "play":
        seat = game.current_player
        assert seat is not None
        return [Action.from_str(f"play {c}") for c in sorted(game.hands[seat], key=sort_key)]
    return []


def refused_with_reasons(game: Game, actions: list[Action]) -> list[str]:
    """``not allowed (<rule>): <actions> — <sentence>``, one line per refusal."""
    groups: dict[tuple[str, str], list[str]] = {}
    for action in actions:
        refusal = game.why_not(action)
        assert refusal is not None
        groups.setdefault((refusal.reason.value, str(refusal)), []).append(str(action))
    return [
        f"not allowed ({reason}): {', '.join(group)} — {sentence}"
        for (reason, sentence), group in groups.items()
    ]


def after_auction(game: Game) -> str:
    if game.soloist is not None:
        return f"auction over: seat {game.soloist} is soloist with a bid of {game.bid}"
    if game.is_over():
        return "auction over: everyone passed, the cards are dealt again"
    return "auction over: everyone passed, the last-trick game is played without trumps"


def trick_taken(game: Game) -> str:
    trick = game.tricks[-1]
    bonus = " + 10 for the last trick" if len(game.tricks) == 6 else ""
    return (
        f"trick {len(game.tricks)} to seat {trick.winner} with {trick.card_of(trick.winner)}: "
        f"{trick.points} points{bonus}"
    )


def final(game: Game) -> list[str]:
    lines = [f"phase: {game.phase}"]
    if game.is_over():
        assert game.result is not None
        if game.tricks:
            lines.append("tricks won: " + " ".join(str(n) for n in game.tricks_won))
            lines.append("card points: " + " ".join(str(n) for n in game.points))
        if game.discards:
            lines.append(f"discards: {cards_str(game.discards)}")
        lines.append(dumps(game).rstrip("\n").split("\n")[-1])
        lines.append(str(game.result))
        lines += views(game)
    return lines


# -- the scenarios -------------------------------------------------------------------

Player = Callable[[Game, random.Random], Action]


def longest_suit(cards: tuple[Card, ...]) -> tuple[int, Suit]:
    return max((sum(c.suit is s for c in cards), s) for s in Suit)


def sensible(game: Game, rng: random.Random) -> Action:
    """Bid the longest suit with three or more cards; announce it; discard the two
    non-trumps worth least; then play a random legal card."""
    legal = game.legal_actions()
    seat = game.current_player
    assert seat is not None
    hand = game.hands[seat]
    if game.phase == "auction":
        length, suit = longest_suit(hand)
        bid = Action.from_str(f"bid {suit}")
        return bid if length >= 3 and bid in legal else legal[0]
    if game.phase == "declare":
        _, suit = longest_suit(hand)
        wanted = Action.from_str(f"declare {suit}")
        return wanted if wanted in legal else legal[0]
    if game.phase == "discard":
        low = sorted(hand, key=lambda c: (c.suit is game.trump, c.points, c.rank))
        return Action.from_str(f"discard {low[0]} {low[1]}")
    return rng.choice(legal)


def strong_soloist(game: Game, rng: random.Random) -> Action:
    """As :func:`sensible`, but the soloist plays his highest card and the defenders their
    lowest, so that the soloist can take every trick."""
    if game.phase != "play" or game.trump is None:
        return sensible(game, rng)
    legal = game.legal_actions()

    def strength(action: Action) -> tuple[bool, int]:
        card = action.card
        assert card is not None
        return card.suit is game.trump, int(card.rank)

    pick = max if game.current_player == game.soloist else min
    return pick(legal, key=strength)


def passing(game: Game, rng: random.Random) -> Action:
    """Everyone passes; in the last-trick game a random legal card."""
    legal = game.legal_actions()
    return legal[0] if game.phase == "auction" else rng.choice(legal)


def re_entering(game: Game, rng: random.Random) -> Action:
    """The first bidder goes alone; a player who passed then comes back in."""
    if game.phase == "auction":
        legal = game.legal_actions()
        passed = [s for s, a in game.history if a.kind == "pass"]
        if game.bid is None and passed:
            return sensible(game, rng)
        if game.bid is not None and game.current_player in passed and len(legal) > 1:
            return legal[1]
        return legal[0]
    return sensible(game, rng)


def overtrump_bites(game: Game) -> bool:
    """Whether a player had to beat a trump in the trick where a lower trump was refused."""
    for state in game.replay():
        if state.phase != "play" or not state.current_trick or state.trump is None:
            continue
        seat = state.current_player
        assert seat is not None
        led = state.current_trick[0].suit
        hand = state.hands[seat]
        trumps = {c for c in hand if c.suit is state.trump}
        void = led is not state.trump and not any(c.suit is led for c in hand)
        if void and trumps and {a.card for a in state.legal_actions()} < trumps:
            return True
    return False


@dataclass(frozen=True)
class Scenario:
    name: str
    title: str
    about: str
    rules: Rules
    player: Player
    wanted: Callable[[Game], bool]


def outcome_is(*outcomes: str) -> Callable[[Game], bool]:
    return lambda game: game.result is not None and game.result.outcome in outcomes


SCENARIOS = [
    Scenario(
        "default",
        "a hand under the default rules",
        "An auction with several bids, the talon, six tricks, the soloist wins.",
        Rules(),
        sensible,
        lambda g: outcome_is("win")(g) and sum(a.kind == "bid" for _, a in g.history) >= 2,
    ),
    Scenario(
        "talon-first",
        "talon-first: the soloist picks up and discards before he announces",
        "After the auction the soloist takes the talon, discards two cards and only then "
        "names trump (the suit he bid or a higher one).",
        Rules(talon_order="talon-first"),
        sensible,
        lambda g: outcome_is("win", "loss")(g) and g.trump is not None and g.trump != g.bid,
    ),
    Scenario(
        "last-trick",
        "everyone passes: the last-trick game",
        "With all_pass=last-trick a hand that everyone passes is played without trumps; "
        "the taker of the sixth trick wins, whatever his other tricks.",
        Rules(all_pass="last-trick"),
        passing,
        lambda g: (
            g.result is not None
            and g.result.outcome == "last-trick"
            and max(g.points) > g.points[g.result.last_trick_winner or 0]
        ),
    ),
    Scenario(
        "schneider",
        "the soloist loses schneider",
        "The soloist takes a trick but fewer than 33 card points: he loses three times them.",
        Rules(),
        sensible,
        outcome_is("loss-schneider"),
    ),
    Scenario(
        "schwarz",
        "the soloist takes every trick: schwarz",
        "The defenders take no trick: the soloist wins all 130 points, three times over.",
        Rules(),
        strong_soloist,
        outcome_is("win-schwarz"),
    ),
    Scenario(
        "must-overtrump",
        "must-overtrump",
        "With must_overtrump=True a player who must trump has to beat the highest trump "
        "in the trick when he can; look for the steps where a lower trump is not allowed.",
        Rules(must_overtrump=True),
        sensible,
        lambda g: g.is_over() and g.soloist is not None and overtrump_bites(g),
    ),
    Scenario(
        "re-entry-payments",
        "re-entry auction, agreed value settled by payments",
        "A player who passed bids again (auction=re-entry); the hand is worth an agreed "
        "value of 10 that each defender pays or receives.",
        Rules(auction="re-entry", scoring="agreed-value", settlement="payments"),
        re_entering,
        lambda g: (
            g.is_over()
            and g.soloist is not None
            and any(s == g.soloist for s, a in g.history[:2] if a.kind == "pass")
        ),
    ),
    Scenario(
        "redeal",
        "everyone passes: the cards are dealt again",
        "Under the default all_pass=redeal the hand is void and nobody scores.",
        Rules(),
        passing,
        outcome_is("redeal"),
    ),
]


def play(scenario: Scenario, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.from_deal(Deal.shuffle(seed, dealer=seed % 5).code, scenario.rules)
    while not game.is_over():
        game.apply(scenario.player(game, rng))
    return game


def find(scenario: Scenario) -> tuple[int, Game]:
    for seed in range(100_000):
        game = play(scenario, seed)
        if scenario.wanted(game):
            return seed, game
    raise RuntimeError(f"no seed below 100000 gives a {scenario.name} hand")


def write(scenario: Scenario) -> Path:
    seed, game = find(scenario)
    comments = [
        f"# Solo 66 playthrough: {scenario.title}",
        f"# {scenario.about}",
        f"# Generated from seed {seed} by {REGENERATE}; checked by tests/test_playthroughs.py.",
    ]
    fresh = Game(game.deal, game.rules)
    text = render(comments, fresh, [str(a) for _, a in game.history])
    path = HERE / f"{scenario.name}.txt"
    path.write_text(text, encoding="utf-8")
    return path


def files() -> Iterator[Path]:
    """The playthrough files, in a fixed order."""
    return iter(sorted(HERE.glob("*.txt")))


def main() -> None:
    for scenario in SCENARIOS:
        path = write(scenario)
        print(f"wrote {path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}")


if __name__ == "__main__":
    main()
