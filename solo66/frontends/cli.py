"""The command line: ``solo66 deal | play | replay | score`` (also ``python -m solo66``).

Each subcommand is registered in :data:`COMMANDS` by :func:`command`.  Another
module adds one the same way; its name goes into :data:`EXTENSIONS`, which
:func:`build_parser` imports::

    # solo66/advisor_cli.py
    from solo66.frontends import cli

    def _arguments(parser: argparse.ArgumentParser) -> None:
        cli.add_deal_arguments(parser)          # --seed/--code/--dealer/--rule

    @cli.command("advise", "what the engine would do in a position", _arguments)
    def advise(args: argparse.Namespace, console: cli.Console) -> int:
        deal, rules = cli.deal_from(args)
        console.print(...)
        return 0

``main`` returns the exit status: 0 done, 1 stopped early, 2 bad input.

>>> main(["score", "70", "3"])
A soloist with 70 card points and 3 tricks: win.
scheme                               soloist  each defender
points-taken                             +70              0
winners-points                           +70              0
agreed-value (V = 10)                    +10              0
agreed-value, payments (V = 10)          +40            -10
0
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import io
import random
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO, cast

from solo66.core import narration
from solo66.core.cards import cards_str, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase, SeatView
from solo66.core.rules import OPTIONS, Rules, option
from solo66.core.scoring import OUTCOMES, TOTAL_POINTS, Outcome, outcome, soloist_scores

__all__ = [
    "COMMANDS",
    "EXTENSIONS",
    "Command",
    "CommandError",
    "Console",
    "add_deal_arguments",
    "add_rules_argument",
    "build_parser",
    "command",
    "deal_from",
    "main",
    "rules_from",
]

#: Modules that register more subcommands when imported (each calls :func:`command`).
EXTENSIONS: tuple[str, ...] = ("solo66.analysis.advisor", "solo66.teaching.classroom")


class CommandError(Exception):
    """A problem with what the user asked for; the message is shown as the error."""


@dataclass
class Console:
    """Where a command reads its input and writes its output."""

    stdin: TextIO
    stdout: TextIO
    stderr: TextIO

    def print(self, *parts: object) -> None:
        """Write one line."""
        print(*parts, file=self.stdout)

    def ask(self, prompt: str) -> str | None:
        """Read one line after ``prompt``; ``None`` at the end of the input.

        When the input is not a terminal (piped), the answer is echoed, so a
        transcript reads as it would on screen.
        """
        if self.stdin is sys.stdin and self.stdout is sys.stdout and _is_terminal(self.stdin):
            try:
                return input(prompt).strip()  # with line editing where readline is available
            except EOFError:
                self.stdout.write("\n")
                return None
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.stdout.write("\n")
            return None
        if not _is_terminal(self.stdin):
            self.stdout.write(line if line.endswith("\n") else line + "\n")
        return line.strip()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


Handler = Callable[[argparse.Namespace, Console], int]


@dataclass(frozen=True)
class Command:
    """A subcommand: its name, one-line help, its arguments and what it does."""

    name: str
    help: str
    arguments: Callable[[argparse.ArgumentParser], None]
    run: Handler
    description: str | None = None


#: The subcommands by name, in the order ``--help`` lists them.
COMMANDS: dict[str, Command] = {}


def command(
    name: str,
    help: str,
    arguments: Callable[[argparse.ArgumentParser], None],
    description: str | None = None,
) -> Callable[[Handler], Handler]:
    """Register the decorated function as the subcommand ``name``.

    ``arguments`` adds the subcommand's options to its parser; the function
    gets the parsed arguments and a :class:`Console` and returns the exit status.
    """

    def register(run: Handler) -> Handler:
        if name in COMMANDS:
            raise ValueError(f"the subcommand {name!r} is registered twice")
        COMMANDS[name] = Command(name, help, arguments, run, description)
        return run

    return register


# -- shared arguments ----------------------------------------------------------


def _rules_epilog() -> str:
    lines = ["rules options for --rule NAME=VALUE (the default first):"]
    for declared in OPTIONS:
        values = [declared.format(declared.default)]
        values += [declared.format(c) for c in declared.choices if c != declared.default]
        if not declared.choices:
            values.append("…")
        lines.append(f"  {declared.label:<19}{' | '.join(values)}")
    return "\n".join(lines)


def add_rules_argument(parser: argparse.ArgumentParser) -> None:
    """``--rule NAME=VALUE``, repeatable, e.g. ``--rule tie-at-65=true``."""
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rules option, e.g. --rule tie-at-65=true (repeatable; options listed below)",
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = _rules_epilog()


def rules_from(args: argparse.Namespace) -> Rules:
    """The :class:`Rules` the ``--rule`` options ask for."""
    options: dict[str, object] = {}  # by field name
    for item in args.rule:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise CommandError(
                f"write a rules option as NAME=VALUE, e.g. tie-at-65=true, not {item!r}"
            )
        try:
            declared = option(name)
            options[declared.field] = declared.parse(value)
        except ValueError as error:
            raise CommandError(str(error)) from None
    try:
        return Rules.from_dict(options)
    except ValueError as error:
        raise CommandError(str(error)) from None


def _seed(text: str) -> int | str:
    return int(text) if text.lstrip("-").isdigit() else text


def _seat(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 4:
        raise argparse.ArgumentTypeError(f"a seat is a number from 0 to 4, not {text!r}")
    return int(text)


def add_deal_arguments(parser: argparse.ArgumentParser) -> None:
    """``--seed`` or ``--code``, ``--dealer`` and ``--rule``."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--seed", type=_seed, help="shuffle with this seed (a number or a word)")
    which.add_argument("--code", help="the deal with this deal code, e.g. 1CH9-M7XX-VSBG-G44N")
    parser.add_argument(
        "--dealer", type=_seat, default=0, help="the dealer's seat for --seed (default 0)"
    )
    add_rules_argument(parser)


def deal_from(args: argparse.Namespace) -> tuple[Deal, Rules]:
    """The deal and the rules that ``--seed``/``--code``/``--dealer``/``--rule`` ask for.

    Without either ``--seed`` or ``--code`` a seed is drawn at random and stored
    in ``args.seed``, so the hand can be dealt again.
    """
    rules = rules_from(args)
    if args.code is not None:
        try:
            return Deal.from_code(args.code), rules
        except ValueError as error:
            raise CommandError(str(error)) from None
    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    return Deal.shuffle(args.seed, args.dealer, rules), rules


# -- pictures in text ------------------------------------------------------------------


def _role(deal: Deal, seat: int) -> str:
    if seat == deal.dealer:
        return "dealer"
    if seat == deal.forehand:
        return "forehand"
    return ""


def _rules_text(rules: Rules) -> str:
    """The options that differ from the default, as they are written for --rule."""
    return ", ".join(f"{label}={value}" for label, value in rules.to_text().items())


def _deal_lines(deal: Deal, seed: int | str | None = None) -> list[str]:
    origin = f"  (seed {seed}, dealer {deal.dealer})" if seed is not None else ""
    lines = [f"Deal {deal.code}{origin}"]
    for seat in range(5):
        label = f"seat {seat}" + (f" ({_role(deal, seat)})" if _role(deal, seat) else "")
        lines.append(f"  {label:<20}{cards_str(deal.sorted_hand(seat))}")
    lines.append(f"  {'talon':<20}{cards_str(sorted(deal.talon, key=sort_key))}")
    return lines


# -- deal ------------------------------------------------------------------------------


def _deal_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    parser.add_argument(
        "--packets", action="store_true", help="also show the packets in the order they are dealt"
    )


@command(
    "deal",
    "show a deal: the five hands, the talon, the dealer and the deal code",
    _deal_arguments,
    "Show a deal from a seed or a deal code. The deal code identifies the deal "
    "completely: anyone can open the same hands with --code.",
)
def deal_command(args: argparse.Namespace, console: Console) -> int:
    deal, rules = deal_from(args)
    for line in _deal_lines(deal, args.seed if args.code is None else None):
        console.print(line)
    console.print(f"  forehand (Vorhand) is seat {deal.forehand}: bids and leads first")
    if rules != Rules():
        console.print(f"Rules: {_rules_text(rules)}")
    if args.packets:
        console.print(f"Dealt in packets {rules.packets}:")
        if args.code is not None:
            console.print("  (a deal code keeps no card order: each hand is shown sorted)")
        for who, cards in deal.packets(rules):
            label = who if who == "talon" else f"seat {who}"
            console.print(f"  {label:<8}{cards_str(cards)}")
    return 0


# -- play ------------------------------------------------------------------------------

_HELP_TEXT = """\
Type the number of an action, or the action itself:
  pass · bid hearts · declare clubs · discard c7 d8 · play ♣10 (or play c10, or just c10)
Suits: clubs ♣ (C), spades ♠ (S), hearts ♥ (H), diamonds ♦ (D); ranks A 10 K Q J 9 8 7.
  ? or help: this text   · table: show the table again   · quit: leave the hand"""


def _who(seat: int, you: int | None) -> str:
    return f"seat {seat} (you)" if seat == you else f"seat {seat}"


class _Narrator:
    """Says what happens at the table, showing only what ``viewer`` may see
    (``None``: everything, as in a replay)."""

    def __init__(self, console: Console, viewer: int | None) -> None:
        self.console = console
        self.viewer = viewer

    def say(self, line: str) -> None:
        self.console.print(line)

    def action(self, before: Game, seat: int, action: Action, after: Game) -> None:
        who = _who(seat, self.viewer)
        if action.kind == "discard" and self.viewer not in (None, seat):
            self.say(f"{who:<16}puts two cards away")
        elif action.kind == "play" and before.phase is Phase.PLAY and not before.current_trick:
            self.say(f"Trick {len(before.tricks) + 1}:")
            self.say(f"{who:<16}{action}")
        else:
            self.say(f"{who:<16}{action}")
        names = [_who(s, self.viewer) for s in range(5)]
        if before.phase is Phase.AUCTION:
            ended = narration.auction_end(after, names)
            if ended is not None and not after.is_over():
                self.say(ended[0].upper() + ended[1:])
        if after.phase is Phase.DISCARD and before.phase is not Phase.DISCARD:
            assert after.soloist is not None
            sees = self.viewer in (None, after.soloist)
            self.say(narration.talon_taken(after, names, sees_talon=sees))
        if action.kind == "play" and not after.current_trick:
            taken = narration.trick_taken(
                after.tricks[-1], len(after.tricks), names, soloist=after.soloist is not None
            )
            self.say(f"  → {taken}")


def _table_lines(view: SeatView, rules: Rules) -> list[str]:
    """What the seat sees when it is its turn."""
    hand = cards_str(sorted(view.hand, key=sort_key))
    lines = [""]
    if view.phase is Phase.AUCTION:
        bid = f"{view.bid.symbol} {view.bid}" if view.bid is not None else "none yet"
        lines.append(f"Auction — highest bid: {bid}. Suits rank ♣ > ♠ > ♥ > ♦.")
        if rules.auction == "first-highest":
            lines.append("Name any suit: the first to name the highest suit wins.")
    elif view.phase in (Phase.DECLARE, Phase.DISCARD):
        assert view.bid is not None
        lines.append(f"You won the auction with {view.bid.symbol} {view.bid}.")
        if view.trump is not None:
            lines.append(f"Trump: {view.trump.symbol} {view.trump}.")
        if view.phase is Phase.DISCARD:
            lines.append("Put two cards away (they count for you).")
        else:
            lines.append("Announce trump: the suit you bid or a higher one.")
    elif view.phase is Phase.PLAY:
        if view.trump is not None and view.soloist is not None:
            role = "you" if view.soloist == view.seat else f"seat {view.soloist}"
            lines.append(f"Trump {view.trump.symbol} {view.trump}; soloist: {role}.")
        else:
            lines.append("Last-trick game: no trumps; the sixth trick wins.")
        if view.soloist is not None:
            taken = sum(t.points for t in view.tricks if t.winner == view.soloist)
            others = sum(t.points for t in view.tricks) - taken
            put_away = (
                f" (+{sum(c.points for c in view.discards)} put away)" if view.discards else ""
            )
            lines.append(f"Card points in tricks: soloist {taken}{put_away}, defenders {others}.")
        number = len(view.tricks) + 1
        if view.current_trick:
            assert view.trick_leader is not None
            played = ", ".join(
                f"{_who(seat, view.seat)} {card}"
                for seat, card in zip(
                    rules.seat_order(view.trick_leader), view.current_trick, strict=False
                )
            )
            lines.append(f"Trick {number}: {played}.")
        else:
            lines.append(f"Trick {number}: you lead.")
    lines.append(f"Your hand (seat {view.seat}): {hand}")
    if view.discards:
        lines.append(f"Put away: {cards_str(view.discards)}")
    return lines


def _menu(game: Game) -> list[Action]:
    """The legal actions in the order they are numbered."""
    legal = game.legal_actions()
    if game.phase is Phase.PLAY:
        return sorted(legal, key=lambda a: sort_key(a.cards[0]))
    return legal


def _parse_choice(game: Game, menu: Sequence[Action], text: str) -> Action | str:
    """The action the text names, or what is wrong with it."""
    if text.isdigit():
        number = int(text)
        if 1 <= number <= len(menu):
            return menu[number - 1]
        return f"There is no action {number}: choose a number from 1 to {len(menu)}."
    prefix = {
        Phase.AUCTION: "bid",
        Phase.DECLARE: "declare",
        Phase.DISCARD: "discard",
        Phase.PLAY: "play",
    }.get(game.phase)
    candidates = [text]
    if prefix is not None and text.split()[0].lower() not in (
        "pass",
        "bid",
        "declare",
        "discard",
        "play",
    ):
        candidates.append(f"{prefix} {text}")
    reason: str | None = None
    for candidate in candidates:
        try:
            action = Action.from_str(candidate)
        except ValueError as error:
            reason = reason or str(error)
            continue
        why = game.why_not(action)
        return action if why is None else f"Not allowed: {why}"
    assert reason is not None
    return f"Not understood: {reason} — type ? for help."


def _human_turn(game: Game, seat: int, console: Console) -> Action | None:
    view = game.view(seat)
    for line in _table_lines(view, game.rules):
        console.print(line)
    menu = _menu(game)
    for number, action in enumerate(menu, 1):
        console.print(f"  {number:>2}  {action}")
    while True:
        text = console.ask("Your choice (number or action, ? for help): ")
        if text is None:
            return None
        if not text:
            continue
        lowered = text.lower()
        if lowered in ("?", "help"):
            console.print(_HELP_TEXT)
            continue
        if lowered in ("quit", "exit", "q"):
            return None
        if lowered == "table":
            for line in _table_lines(view, game.rules):
                console.print(line)
            for number, action in enumerate(menu, 1):
                console.print(f"  {number:>2}  {action}")
            continue
        choice = _parse_choice(game, menu, text)
        if isinstance(choice, Action):
            return choice
        console.print(choice)


def _play_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    parser.add_argument(
        "--seat", type=_seat, default=None, help="your seat, 0 to 4 (default: forehand)"
    )
    parser.add_argument(
        "--bots",
        choices=("heuristic", "random"),
        default="heuristic",
        help="how the other four play (default heuristic)",
    )
    parser.add_argument(
        "--save",
        metavar="FILE",
        help="write the record of the hand to FILE when it is over (JSON if FILE ends in .json)",
    )


@command(
    "play",
    "play a hand in the terminal against four bots",
    _play_arguments,
    "Play one hand against four bots. You see your own cards and everything played "
    "in the open; at your turn the legal actions are listed with numbers. Type a "
    "number or the action itself (play ♣10, play c10, or just c10); an action the "
    "rules do not allow is explained. Reads the answers from standard input, so a "
    "hand can be played from a file or a pipe too.",
)
def play_command(args: argparse.Namespace, console: Console) -> int:
    from solo66.analysis.bots import Bot, HeuristicBot, RandomBot

    deal, rules = deal_from(args)
    if args.save and not Path(args.save).resolve().parent.is_dir():
        raise CommandError(f"cannot write {args.save}: there is no such folder")
    you = deal.forehand if args.seat is None else args.seat
    game = Game(deal, rules)
    factory: Callable[[int | str], Bot] = HeuristicBot if args.bots == "heuristic" else RandomBot
    # Seeded by the deal, so the same deal is played the same way however it was given.
    bots = [factory(f"{deal.code}/{seat}") for seat in range(5)]
    origin = f"seed {args.seed}, " if args.code is None else ""
    console.print(f"Solo 66 — deal {deal.code} ({origin}dealer: seat {deal.dealer}).")
    if rules != Rules():
        console.print(f"Rules: {_rules_text(rules)}")
    console.print(
        f"You are seat {you}{' (forehand: you speak first)' if you == deal.forehand else ''}; "
        f"the others are {args.bots} bots."
    )
    narrator = _Narrator(console, you)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        if seat == you:
            action = _human_turn(game, seat, console)
            if action is None:
                console.print("You left the table: the hand is not finished.")
                return 1
        else:
            action = bots[seat].choose(game)
        before = game.clone()
        game.apply(action)
        narrator.action(before, seat, action, game)
    _result_lines(game, you, console)
    console.print(f"Play this deal again: solo66 play --code {deal.code}")
    if args.save:
        _save_record(game, args.save)
        console.print(f"Record written to {args.save}: solo66 replay {args.save}")
    return 0


def _result_lines(game: Game, you: int | None, console: Console) -> None:
    result = game.result
    assert result is not None
    console.print("")
    console.print(str(result))
    if result.soloist is not None:
        console.print(
            f"Card points: soloist {result.soloist_points}, defenders {result.defender_points}."
        )
    scores = "  ".join(f"{_who(s, you)} {_signed(result.scores[s])}" for s in range(5))
    console.print(f"Score: {scores}")


def _save_record(game: Game, path: str) -> None:
    from solo66.core import record
    from solo66.core.record import json as record_json

    text = (record_json if _is_json(path, "") else record).dumps(game)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None


# -- replay ----------------------------------------------------------------------------


def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", help="a game record: a text record, or JSON (.json)")


def _is_json(path: str, text: str) -> bool:
    return path.lower().endswith(".json") or text.lstrip().startswith("{")


def _load_record(path: str) -> Game:
    from solo66.core import record
    from solo66.core.record import json as record_json

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise CommandError(f"{path} is not a text file (UTF-8)") from None
    loads = record_json.loads if _is_json(path, text) else record.loads
    try:
        return loads(text)
    except ValueError as error:
        raise CommandError(f"{path}: {error}") from None


@command(
    "replay",
    "replay a recorded game step by step",
    _replay_arguments,
    "Replay a game record (the text format, or JSON) through the rules, showing the deal, "
    "every action, who took each trick and the result.",
)
def replay_command(args: argparse.Namespace, console: Console) -> int:
    recorded = _load_record(args.record)
    if recorded.rules != Rules():
        console.print(f"Rules: {_rules_text(recorded.rules)}")
    for line in _deal_lines(recorded.deal):
        console.print(line)
    narrator = _Narrator(console, None)
    game = Game(recorded.deal, recorded.rules)
    for seat, action in recorded.history:
        before = game.clone()
        game.apply(action)
        narrator.action(before, seat, action, game)
    if game.is_over():
        _result_lines(game, None, console)
    else:
        console.print("")
        console.print(f"The record stops here, with seat {game.current_player} to act.")
    return 0


# -- score -----------------------------------------------------------------------------


def _whole(what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{what} must be a whole number, not {text!r}"
            ) from None

    return parse


def _score_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "points", nargs="?", type=_whole("card points"), help="the soloist's card points, 0 to 130"
    )
    parser.add_argument(
        "tricks", nargs="?", type=_whole("tricks"), help="the soloist's tricks, 0 to 6"
    )
    add_rules_argument(parser)


def _schemes(rules: Rules) -> Iterator[tuple[str, Rules]]:
    v = rules.game_value
    yield (
        "points-taken",
        dataclasses.replace(rules, scoring="points-taken", settlement="soloist-only"),
    )
    agreed = dataclasses.replace(rules, scoring="agreed-value", settlement="soloist-only")
    yield (
        "winners-points",
        dataclasses.replace(rules, scoring="winners-points", settlement="soloist-only"),
    )
    yield f"agreed-value (V = {v})", agreed
    yield f"agreed-value, payments (V = {v})", dataclasses.replace(agreed, settlement="payments")


def _multiplier(times: int, base: str) -> str:
    if times == 0:
        return "0"
    sign = "+" if times > 0 else "-"
    return f"{sign}{abs(times) if abs(times) != 1 else ''}{base}"


def _signed(number: int) -> str:
    """A score change: +70, -140, and 0 without a sign."""
    return f"{number:+d}" if number else "0"


def _span(values: Sequence[int]) -> str:
    low, high = min(values), max(values)
    return str(low) if low == high else f"{low}–{high}"


def _score_table(rules: Rules, console: Console) -> None:
    """The scoring table of docs/rules.md, worked out by the engine for every possible hand."""
    cases: dict[Outcome, list[tuple[int, int]]] = {}
    for taken in range(7):
        for p in range(131):
            try:
                cases.setdefault(outcome(p, taken, rules), []).append((p, taken))
            except ValueError:  # no hand ends like this
                continue
    v = rules.game_value
    console.print(
        f"{'outcome':<16}{'card points P':<15}{'tricks':<8}{'points-taken':>13}"
        f"{'winners-points':>16}{f'agreed-value (V = {v})':>24}"
    )
    for name in OUTCOMES:
        if name not in cases:
            continue
        points = [p for p, _ in cases[name]]
        tricks = [t for _, t in cases[name]]
        times = name.multiplier
        winners = _multiplier(times, "P" if not name.lost else f"({TOTAL_POINTS}−P)")
        console.print(
            f"{name:<16}{_span(points):<15}{_span(tricks):<8}{_multiplier(times, 'P'):>13}"
            f"{winners:>16}{_signed(times * v):>24}"
        )
    console.print(
        f"Schneider: {narration.schneider_words(rules)} card points; schwarz: no trick. "
        "Each row is found by the engine scoring every possible hand."
    )


@command(
    "score",
    "the score for given card points and tricks, or the whole scoring table",
    _score_arguments,
    "With POINTS and TRICKS: the outcome and the soloist's score under each scoring "
    "scheme. Without: the scoring table, worked out by the engine for the given rules.",
)
def score_command(args: argparse.Namespace, console: Console) -> int:
    rules = rules_from(args)
    if args.points is None:
        _score_table(rules, console)
        return 0
    if args.tricks is None:
        raise CommandError("give the soloist's card points and his tricks, e.g. score 70 3")
    try:
        name = outcome(args.points, args.tricks, rules)
    except ValueError as error:
        raise CommandError(str(error)) from None
    console.print(
        f"A soloist with {args.points} card points and {args.tricks} "
        f"trick{'' if args.tricks == 1 else 's'}: {name}."
    )
    console.print(f"{'scheme':<35}{'soloist':>9}{'each defender':>15}")
    for label, scheme in _schemes(rules):
        scores = soloist_scores(0, args.points, args.tricks, scheme)
        console.print(f"{label:<35}{_signed(scores[0]):>9}{_signed(scores[1]):>15}")
    return 0


# -- main ------------------------------------------------------------------------------


def _load_extensions() -> None:
    for name in EXTENSIONS:
        importlib.import_module(name)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every registered subcommand."""
    _load_extensions()
    parser = argparse.ArgumentParser(
        prog="solo66",
        description="Solo 66, the five-player card game: deal, play, replay and score hands.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for cmd in COMMANDS.values():
        description = textwrap.fill(cmd.description or cmd.help, width=79)
        sub = subparsers.add_parser(cmd.name, help=cmd.help, description=description)
        cmd.arguments(sub)
        sub.set_defaults(handler=cmd.run)
    return parser


def main(
    argv: Sequence[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; return the exit status.

    The streams default to the process's own; tests may pass any text streams.
    """
    console = Console(
        stdin if stdin is not None else sys.stdin,
        stdout if stdout is not None else sys.stdout,
        stderr if stderr is not None else sys.stderr,
    )
    _utf8_or_replace(console.stdout)
    parser = build_parser()
    with contextlib.redirect_stdout(console.stdout), contextlib.redirect_stderr(console.stderr):
        try:
            args = parser.parse_args(argv)
        except SystemExit as stop:
            return stop.code if isinstance(stop.code, int) else 2
    handler = cast(Handler, args.handler)
    try:
        return handler(args, console)
    except CommandError as error:
        console.stdout.flush()
        console.stderr.write(f"solo66 {args.command}: error: {error}\n")
        return 2
    except BrokenPipeError:
        return 1


def _utf8_or_replace(stream: TextIO) -> None:
    """Suit symbols on a terminal that cannot show them become '?', not a crash."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "♣♠♥♦→—".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")
