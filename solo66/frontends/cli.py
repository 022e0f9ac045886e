"""The command line: ``solo66 deal | play | replay | score | advise | class-set | duplicate``
(also ``python -m solo66``).

Each subcommand is registered in :data:`COMMANDS` by :func:`command`, here: the
command line depends on the engine's modules, never the other way round.  The
subcommands of the analysis and teaching layers (``advise``, ``class-set``) import
their module when they run, so ``solo66 --help`` and ``solo66 deal`` start quickly.

Every error ends the same way: one sentence on standard error,
``solo66 SUBCOMMAND: error: …`` (after the subcommand's usage when the command
line itself is wrong), and exit status 2.  Ctrl-C ends any subcommand with
``solo66 SUBCOMMAND: interrupted`` and status 130.  ``main`` returns the exit
status: 0 done, 1 stopped early, 2 bad input, 130 interrupted.

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
import io
import random
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO, cast

from solo66.core import narration
from solo66.core.cards import Card, Suit, cards_str, parse_cards, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase, SeatView, discard_action
from solo66.core.rules import OPTIONS, Rules, option
from solo66.core.scoring import OUTCOMES, TOTAL_POINTS, Outcome, outcome, soloist_scores
from solo66.i18n import (
    N_,
    NP_,
    _,
    available_languages,
    decimal,
    language,
    ngettext,
    npgettext,
    pgettext,
    signed,
    speaking,
)

if TYPE_CHECKING:
    from solo66.teaching.duplicate import DuplicateSet

__all__ = [
    "COMMANDS",
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
    lines = [_("rules options for --rule NAME=VALUE (the default first):")]
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
        help=_("a rules option, e.g. --rule tie-at-65=true (repeatable; options listed below)"),
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
                _("write a rules option as NAME=VALUE, e.g. tie-at-65=true, not {item!r}").format(
                    item=item
                )
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
    """A seed: a whole number, or any other word or text that is not blank."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("a seed is a number or a word, not empty text"))
    return int(text) if text.lstrip("-").isdigit() else text


def _seat(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 4:
        raise argparse.ArgumentTypeError(
            _("a seat is a number from 0 to 4, not {seat!r}").format(seat=text)
        )
    return int(text)


def add_deal_arguments(parser: argparse.ArgumentParser) -> None:
    """``CODE`` (or ``--code CODE``) or ``--seed``, ``--dealer`` and ``--rule``."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "code_given",
        nargs="?",
        metavar="CODE",
        help=_("the deal with this deal code, e.g. 1CH9-M7XX-VSBG-G44N (the same as --code)"),
    )
    which.add_argument("--seed", type=_seed, help=_("shuffle with this seed (a number or a word)"))
    which.add_argument("--code", help=_("the deal with this deal code (the same as CODE)"))
    parser.add_argument(
        "--dealer", type=_seat, default=0, help=_("the dealer's seat for --seed (default 0)")
    )
    add_rules_argument(parser)


def deal_from(args: argparse.Namespace) -> tuple[Deal, Rules]:
    """The deal and the rules that ``CODE``/``--seed``/``--code``/``--dealer``/``--rule``
    ask for.

    A deal code given as ``CODE`` is stored in ``args.code``.  Without a code or a
    seed a seed is drawn at random and stored in ``args.seed``, so the hand can be
    dealt again.
    """
    rules = rules_from(args)
    given = getattr(args, "code_given", None)
    if given is not None:
        args.code = given
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
        return pgettext("seat", "dealer")
    if seat == deal.forehand:
        return pgettext("seat", "forehand")
    return ""


def _rules_text(rules: Rules) -> str:
    """The options that differ from the default, as they are written for --rule."""
    return ", ".join(f"{label}={value}" for label, value in rules.to_text().items())


def _deal_lines(deal: Deal, seed: int | str | None = None) -> list[str]:
    origin = ""
    if seed is not None:
        origin = _("  (seed {seed}, dealer {dealer})").format(seed=seed, dealer=deal.dealer)
    lines = [_("Deal {code}{origin}").format(code=deal.code, origin=origin)]
    for seat in range(5):
        label = _seat_label(seat) + (f" ({_role(deal, seat)})" if _role(deal, seat) else "")
        lines.append(f"  {label:<20}{cards_str(deal.sorted_hand(seat))}")
    lines.append(f"  {_('talon'):<20}{cards_str(sorted(deal.talon, key=sort_key))}")
    return lines


# -- deal ------------------------------------------------------------------------------


def _deal_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    parser.add_argument(
        "--packets",
        action="store_true",
        help=_("also show the packets in the order they are dealt"),
    )


@command(
    "deal",
    N_("show a deal: the five hands, the talon, the dealer and the deal code"),
    _deal_arguments,
    N_(
        "Show a deal from a seed or a deal code. The deal code identifies the deal "
        "completely: anyone can open the same hands with --code."
    ),
)
def deal_command(args: argparse.Namespace, console: Console) -> int:
    deal, rules = deal_from(args)
    for line in _deal_lines(deal, args.seed if args.code is None else None):
        console.print(line)
    console.print(
        _("  forehand (Vorhand) is seat {seat}: bids and leads first").format(seat=deal.forehand)
    )
    if rules != Rules():
        console.print(_("Rules: {rules}").format(rules=_rules_text(rules)))
    if args.packets:
        console.print(_("Dealt in packets {packets}:").format(packets=rules.packets))
        if args.code is not None:
            console.print(_("  (a deal code keeps no card order: each hand is shown sorted)"))
        for who, cards in deal.packets(rules):
            label = _("talon") if who == "talon" else _seat_label(int(who))
            console.print(f"  {label:<8}{cards_str(cards)}")
    return 0


# -- play ------------------------------------------------------------------------------

_HELP_TEXT = N_("""\
Type the number of an action, or the action itself:
  pass · bid hearts · declare clubs · discard c7 d8 · play ♣10 (or play c10, or just c10)
Suits: clubs ♣ (C), spades ♠ (S), hearts ♥ (H), diamonds ♦ (D); ranks A 10 K Q J 9 8 7.
  ? or help: this text   · table: show the table again   · quit: leave the hand""")


def _seat_label(seat: int) -> str:
    """``seat 3``: a seat as the command line names it."""
    return _("seat {seat}").format(seat=seat)


def _who(seat: int, you: int | None) -> str:
    return _("seat {seat} (you)").format(seat=seat) if seat == you else _seat_label(seat)


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
        # What the viewer may know after the action (everything, for a replay).
        seen = after.open_view() if self.viewer is None else after.view(self.viewer)
        if seen.history[-1][1] is None:
            self.say(f"{who:<16}" + _("puts two cards away"))
        elif action.kind == "play" and before.phase is Phase.PLAY and not before.current_trick:
            self.say(_("Trick {number}:").format(number=len(before.tricks) + 1))
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
            self.say(narration.talon_taken(after, names, sees_talon=seen.talon is not None))
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
        bid = f"{view.bid.symbol} {view.bid.label}" if view.bid is not None else _("none yet")
        lines.append(_("Auction — highest bid: {bid}. Suits rank ♣ > ♠ > ♥ > ♦.").format(bid=bid))
        if rules.auction == "first-highest":
            lines.append(_("Name any suit: the first to name the highest suit wins."))
    elif view.phase in (Phase.DECLARE, Phase.DISCARD):
        assert view.bid is not None
        lines.append(
            _("You won the auction with {suit}.").format(suit=f"{view.bid.symbol} {view.bid.label}")
        )
        if view.trump is not None:
            lines.append(_("Trump: {suit}.").format(suit=f"{view.trump.symbol} {view.trump.label}"))
        if view.phase is Phase.DISCARD:
            lines.append(_("Put two cards away (they count for you)."))
        else:
            lines.append(_("Announce trump: the suit you bid or a higher one."))
    elif view.phase is Phase.PLAY:
        if view.trump is not None and view.soloist is not None:
            role = _("you") if view.soloist == view.seat else _seat_label(view.soloist)
            lines.append(
                _("Trump {suit}; soloist: {role}.").format(
                    suit=f"{view.trump.symbol} {view.trump.label}", role=role
                )
            )
        else:
            lines.append(_("Last-trick game: no trumps; the sixth trick wins."))
        if view.soloist is not None:
            taken = view.points[view.soloist]
            others = sum(view.points) - taken
            put_away = ""
            if view.discards:
                put_away = _(" (with {points} put away)").format(
                    points=sum(c.points for c in view.discards)
                )
            elif view.discard_count:
                put_away = _(" + {count} cards put away").format(count=view.discard_count)
            lines.append(
                _("Card points: soloist {taken}{put_away}, defenders {others}.").format(
                    taken=taken, put_away=put_away, others=others
                )
            )
        number = len(view.tricks) + 1
        if view.current_trick:
            assert view.trick_leader is not None
            played = ", ".join(
                f"{_who(seat, view.seat)} {card}"
                for seat, card in zip(
                    rules.seat_order(view.trick_leader), view.current_trick, strict=False
                )
            )
            lines.append(_("Trick {number}: {played}.").format(number=number, played=played))
        else:
            lines.append(_("Trick {number}: you lead.").format(number=number))
    if view.phase is not Phase.DISCARD:  # the discard shows the eight cards numbered
        lines.append(_("Your hand (seat {seat}): {hand}").format(seat=view.seat, hand=hand))
    if view.discards:
        lines.append(_("Put away: {cards}").format(cards=cards_str(view.discards)))
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
        return _("There is no action {number}: choose a number from 1 to {count}.").format(
            number=number, count=len(menu)
        )
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
        return action if why is None else _("Not allowed: {why}").format(why=why)
    assert reason is not None
    return _("Not understood: {reason} — type ? for help.").format(reason=reason)


def _discard_lines(view: SeatView) -> list[str]:
    """The soloist's eight cards, numbered, and the two from the talon among them."""
    cards = sorted(view.hand, key=sort_key)
    talon = sorted(view.talon or (), key=sort_key)
    return [
        _("From the talon: {cards}.").format(cards=cards_str(talon)),
        _("Your eight cards: {cards}").format(
            cards="  ".join(f"{n} {c}" for n, c in enumerate(cards, 1))
        ),
    ]


def _parse_discard(game: Game, cards: Sequence[Card], text: str) -> Action | str:
    """The discard of the two cards the text names (by name or by number), or what
    is wrong with it."""
    words = text.split()
    if words[0].lower() == "discard":
        words = words[1:]
    named: list[Card] = []
    for word in words:
        if word.isdigit():
            if not 1 <= int(word) <= len(cards):
                return _("There is no card {word}: the cards are numbered 1 to {count}.").format(
                    word=word, count=len(cards)
                )
            named.append(cards[int(word) - 1])
            continue
        try:
            named.extend(parse_cards(word))
        except ValueError as error:
            return _("Not understood: {reason} — type ? for help.").format(reason=error)
    if len(named) != 2:
        many = _(_HOW_MANY[len(named)]) if len(named) < 5 else _("more")
        return _(
            "Put two cards away, not {many}: name both, e.g. "
            "{first} {second} (or their numbers, 1 2)."
        ).format(many=many, first=cards[0], second=cards[1])
    try:
        action = discard_action(*named)
    except ValueError as error:
        return _("Not allowed: {why}.").format(why=error)
    why = game.why_not(action)
    return action if why is None else _("Not allowed: {why}").format(why=why)


#: How many cards a discard named, in words (a discard needs two).
_HOW_MANY = (N_("none"), N_("one"), N_("two"), N_("three"), N_("four"))


_DISCARD_HELP = N_("""\
Name the two cards to put away, by name or by number: ♣7 ♦8, c7 d8, or 3 8.
They go face down onto your own pile and count for you at the end.
Suits: clubs ♣ (C), spades ♠ (S), hearts ♥ (H), diamonds ♦ (D); ranks A 10 K Q J 9 8 7.
  ? or help: this text   · table: show the table again   · quit: leave the hand""")


def _human_turn(game: Game, seat: int, console: Console) -> Action | None:
    view = game.view(seat)
    discarding = game.phase is Phase.DISCARD
    cards = sorted(view.hand, key=sort_key)
    menu = [] if discarding else _menu(game)

    def show() -> None:
        for line in _table_lines(view, game.rules):
            console.print(line)
        if discarding:
            for line in _discard_lines(view):
                console.print(line)
        for number, action in enumerate(menu, 1):
            console.print(f"  {number:>2}  {action}")

    show()
    prompt = (
        _("Your discard (two cards, ? for help): ")
        if discarding
        else _("Your choice (number or action, ? for help): ")
    )
    while True:
        text = console.ask(prompt)
        if text is None:
            return None
        if not text:
            continue
        lowered = text.lower()
        if lowered in ("?", "help"):
            console.print(_(_DISCARD_HELP if discarding else _HELP_TEXT))
            continue
        if lowered in ("quit", "exit", "q"):
            return None
        if lowered == "table":
            show()
            continue
        choice = (
            _parse_discard(game, cards, text) if discarding else _parse_choice(game, menu, text)
        )
        if isinstance(choice, Action):
            return choice
        console.print(choice)


def _play_arguments(parser: argparse.ArgumentParser) -> None:
    add_deal_arguments(parser)
    parser.add_argument(
        "--seat", type=_seat, default=None, help=_("your seat, 0 to 4 (default: forehand)")
    )
    parser.add_argument(
        "--bots",
        choices=("heuristic", "random"),
        default="heuristic",
        help=_("how the other four play (default heuristic)"),
    )
    parser.add_argument(
        "--level",
        choices=("easy", "medium", "strong"),
        default="easy",
        help=_(
            "how strong the bots are: easy plays by rules of thumb, medium and "
            "strong judge each card over deals that fit what they have seen (default easy)"
        ),
    )
    parser.add_argument(
        "--save",
        metavar="FILE",
        help=_("write the record of the hand to FILE when it is over (JSON if FILE ends in .json)"),
    )


@command(
    "play",
    N_("play a hand in the terminal against four bots"),
    _play_arguments,
    N_(
        "Play one hand against four bots. You see your own cards and everything played "
        "in the open; at your turn the legal actions are listed with numbers. Type a "
        "number or the action itself (play ♣10, play c10, or just c10); as soloist you "
        "name the two cards to discard (♣7 ♦8, or their numbers). An action the rules do "
        "not allow is explained. Reads the answers from standard input, so a hand can be "
        "played from a file or a pipe too; Ctrl-C leaves at once."
    ),
)
def play_command(args: argparse.Namespace, console: Console) -> int:
    from solo66.analysis.bots import Bot, RandomBot
    from solo66.analysis.levels import bot

    deal, rules = deal_from(args)
    if args.save:
        _check_writable(args.save)
    you = deal.forehand if args.seat is None else args.seat
    game = Game(deal, rules)
    # Seeded by the deal, so the same deal is played the same way however it was given.
    bots: list[Bot] = [
        RandomBot(f"{deal.code}/{seat}")
        if args.bots == "random"
        else bot(args.level, f"{deal.code}/{seat}")
        for seat in range(5)
    ]
    origin = _("seed {seed}, ").format(seed=args.seed) if args.code is None else ""
    console.print(
        _("Solo 66 — deal {code} ({origin}dealer: seat {dealer}).").format(
            code=deal.code, origin=origin, dealer=deal.dealer
        )
    )
    if rules != Rules():
        console.print(_("Rules: {rules}").format(rules=_rules_text(rules)))
    first = _(" (forehand: you speak first)") if you == deal.forehand else ""
    console.print(
        _("You are seat {seat}{first}; the others are {bots} bots.").format(
            seat=you,
            first=first,
            bots=pgettext("bots", _bots_name(args)),
        )
    )
    narrator = _Narrator(console, you)
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        if seat == you:
            action = _human_turn(game, seat, console)
            if action is None:
                console.print(_("You left the table: the hand is not finished."))
                return 1
        else:
            action = bots[seat].choose(game)
        before = game.clone()
        game.apply(action)
        narrator.action(before, seat, action, game)
    _result_lines(game, you, console)
    console.print(_("Play this deal again: solo66 play --code {code}").format(code=deal.code))
    if args.save:
        _save_record(game, args.save)
        console.print(_("Record written to {path}: solo66 replay {path}").format(path=args.save))
    return 0


def _bots_name(args: argparse.Namespace) -> str:
    """The other four's name in the greeting: random, heuristic (easy), medium or strong."""
    if args.bots == "random":
        return "random"
    return "heuristic" if args.level == "easy" else str(args.level)


def _result_lines(game: Game, you: int | None, console: Console) -> None:
    result = game.result
    assert result is not None
    console.print("")
    console.print(str(result))
    if result.soloist is not None:
        console.print(
            _("Card points: soloist {soloist}, defenders {defenders}.").format(
                soloist=result.soloist_points, defenders=result.defender_points
            )
        )
    scores = "  ".join(f"{_who(s, you)} {_signed(result.scores[s])}" for s in range(5))
    console.print(_("Score: {scores}").format(scores=scores))


def _check_writable(path: str) -> None:
    """Refuse, before the hand begins, a record path that could not be written."""
    target = Path(path)
    if target.is_dir():
        raise CommandError(_("cannot write {path}: it is a folder, not a file").format(path=path))
    if not target.resolve().parent.is_dir():
        raise CommandError(_("cannot write {path}: there is no such folder").format(path=path))


def _save_record(game: Game, path: str) -> None:
    from solo66.core import record
    from solo66.core.record import json as record_json

    text = (record_json if _is_json(path, "") else record).dumps(game)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise CommandError(
            _("cannot write {path}: {error}").format(path=path, error=error.strerror or error)
        ) from None


# -- replay ----------------------------------------------------------------------------


def _replay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", help=_("a game record: a text record, or JSON (.json)"))


def _is_json(path: str, text: str) -> bool:
    return path.lower().endswith(".json") or text.lstrip().startswith("{")


def _load_record(path: str) -> Game:
    from solo66.core import record
    from solo66.core.record import json as record_json

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise CommandError(
            _("cannot read {path}: {error}").format(path=path, error=error.strerror or error)
        ) from None
    except UnicodeDecodeError:
        raise CommandError(_("{path} is not a text file (UTF-8)").format(path=path)) from None
    loads = record_json.loads if _is_json(path, text) else record.loads
    try:
        return loads(text)
    except ValueError as error:
        raise CommandError(f"{path}: {error}") from None


@command(
    "replay",
    N_("replay a recorded game step by step"),
    _replay_arguments,
    N_(
        "Replay a game record (the text format, or JSON) through the rules, showing the deal, "
        "every action, who took each trick and the result."
    ),
)
def replay_command(args: argparse.Namespace, console: Console) -> int:
    recorded = _load_record(args.record)
    if recorded.rules != Rules():
        console.print(_("Rules: {rules}").format(rules=_rules_text(recorded.rules)))
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
        console.print(
            _("The record stops here, with seat {seat} to act.").format(seat=game.current_player)
        )
    return 0


# -- score -----------------------------------------------------------------------------


def _whole(what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("{what} must be a whole number, not {text!r}").format(what=_(what), text=text)
            ) from None

    return parse


def _score_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "points",
        nargs="?",
        type=_whole(N_("card points")),
        help=_("the soloist's card points, 0 to 130"),
    )
    parser.add_argument(
        "tricks", nargs="?", type=_whole(N_("tricks")), help=_("the soloist's tricks, 0 to 6")
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
    """``+2P``, ``-P``: a multiple of ``base``, its minus written as the language writes it."""
    if times == 0:
        return "0"
    sign = signed(times)[0]
    return f"{sign}{abs(times) if abs(times) != 1 else ''}{base}"


def _signed(number: int) -> str:
    """A score change: +70, -140 (German: the true minus sign), and 0 without a sign."""
    return signed(number)


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
    # The outcomes' words are a column: as wide as the longest (16 in English).
    wide = max(16, *(len(o.label) + 2 for o in OUTCOMES))
    console.print(
        f"{_('outcome'):<{wide}}{_('card points P'):<15}{_('tricks'):<8}{'points-taken':>13}"
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
            f"{name.label:<{wide}}{_span(points):<15}{_span(tricks):<8}"
            f"{_multiplier(times, 'P'):>13}{winners:>16}{_signed(times * v):>24}"
        )
    console.print(
        _(
            "Schneider: {schneider} card points; schwarz: no trick. "
            "Each row is found by the engine scoring every possible hand."
        ).format(schneider=narration.schneider_words(rules))
    )


@command(
    "score",
    N_("the score for given card points and tricks, or the whole scoring table"),
    _score_arguments,
    N_(
        "With POINTS and TRICKS: the outcome and the soloist's score under each scoring "
        "scheme. Without: the scoring table, worked out by the engine for the given rules."
    ),
)
def score_command(args: argparse.Namespace, console: Console) -> int:
    rules = rules_from(args)
    if args.points is None:
        _score_table(rules, console)
        return 0
    if args.tricks is None:
        raise CommandError(_("give the soloist's card points and tricks, e.g. score 70 3"))
    try:
        name = outcome(args.points, args.tricks, rules)
    except ValueError as error:
        raise CommandError(str(error)) from None
    console.print(
        ngettext(
            "A soloist with {points} card points and {tricks} trick: {outcome}.",
            "A soloist with {points} card points and {tricks} tricks: {outcome}.",
            args.tricks,
        ).format(points=args.points, tricks=args.tricks, outcome=name.label)
    )
    soloist, each = _("soloist"), _("each defender")
    # Right-aligned columns at least one space wider than their heading.
    first, second = max(9, len(soloist) + 2), max(15, len(each) + 2)
    console.print(f"{_('scheme'):<35}{soloist:>{first}}{each:>{second}}")
    for label, scheme in _schemes(rules):
        scores = soloist_scores(0, args.points, args.tricks, scheme)
        console.print(f"{label:<35}{_signed(scores[0]):>{first}}{_signed(scores[1]):>{second}}")
    return 0


# -- advise ----------------------------------------------------------------------------


def _count(what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if not text.strip().isdigit() or int(text) < 1:
            raise argparse.ArgumentTypeError(
                _("{what} must be a whole number from 1 up, not {text!r}").format(
                    what=_(what), text=text
                )
            )
        return int(text)

    return parse


def _suit(text: str) -> Suit:
    try:
        return Suit.from_str(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _advise_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "hand", nargs="+", help=_("six cards, e.g. ♣A ♣10 ♠K ♥7 ♦A ♦9 (or CA CT SK H7 DA D9)")
    )
    parser.add_argument(
        "--samples",
        type=_count(N_("the number of samples")),
        default=200,
        help=_("random deals (default 200)"),
    )
    parser.add_argument(
        "--seed",
        type=_seed,
        default=None,
        help=_("seed for a repeatable report (default: drawn)"),
    )
    parser.add_argument("--seat", type=_seat, default=1, help=_("your seat 0-4 (default 1)"))
    parser.add_argument("--dealer", type=_seat, default=0, help=_("the dealer's seat (default 0)"))
    parser.add_argument(
        "--discard",
        choices=["heuristic", "best"],
        default="heuristic",
        help=_("heuristic: the two cheapest non-trumps; best: try all 28 (slow)"),
    )
    parser.add_argument(
        "--trump",
        type=_suit,
        action="append",
        default=None,
        help=_("only this suit (repeatable)"),
    )
    parser.add_argument("--no-progress", action="store_true", help=_("no progress bar"))


@command(
    "advise",
    N_("estimate a hand's chance as soloist, for each trump suit"),
    _advise_arguments,
    N_(
        "Estimate how often six cards win as soloist, for each trump suit: the unseen "
        "cards are dealt at random many times and each deal is solved open-handed. "
        "Open-hand solving overestimates what a player can achieve (every card is in view, "
        "for both sides); see the book's strategy page."
    ),
)
def advise_command(args: argparse.Namespace, console: Console) -> int:
    from solo66.analysis.advisor import advise

    if args.seed is None:
        args.seed = random.randrange(1_000_000)
    try:
        report = advise(
            " ".join(args.hand),
            samples=args.samples,
            seed=args.seed,
            seat=args.seat,
            dealer=args.dealer,
            trumps=args.trump,
            discard=args.discard,
            progress=False if args.no_progress else None,
        )
    except ValueError as error:
        raise CommandError(str(error)) from None
    console.print(report)
    return 0


# -- class-set -------------------------------------------------------------------------


def _class_set_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--seed",
        type=_seed,
        required=True,
        help=_("any text or number; same seed, same deals"),
    )
    parser.add_argument(
        "--count",
        type=_count(N_("the number of deals")),
        default=10,
        help=_("how many deals (default 10)"),
    )
    parser.add_argument("--out", help=_("folder to write to (default class-set-SEED)"))
    parser.add_argument("--four-colour", action="store_true", help=_("draw the four-colour pack"))
    parser.add_argument(
        "--no-solver",
        action="store_true",
        help=_("leave the solver's best line out of the key"),
    )


@command(
    "class-set",
    N_("deals for a class: codes, a printable handout and an answer key"),
    _class_set_arguments,
    N_(
        "Write the same deals for a whole class into a folder: deals.csv (the deal codes), "
        "handout.html (one printed page per deal) and answers.html (the teacher's key, "
        "computed by the engine)."
    ),
)
def class_set_command(args: argparse.Namespace, console: Console) -> int:
    from solo66.frontends.handouts import write_class_set
    from solo66.teaching.classroom import class_set

    out = Path(args.out) if args.out else Path(f"class-set-{args.seed}")

    def refuse(error: OSError) -> CommandError:
        where = f" ({error.filename})" if error.filename not in (None, str(out)) else ""
        return CommandError(
            _("cannot write the class set into {out}{where}: {error}").format(
                out=out, where=where, error=error.strerror or error
            )
        )

    if out.exists() and not out.is_dir():
        raise CommandError(
            _("cannot write the class set into {out}: it is a file, not a folder").format(out=out)
        )
    try:  # before the deals are computed, which can take a while
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise refuse(error) from None
    deals = class_set(args.seed, args.count, solver=not args.no_solver)
    try:
        paths = write_class_set(deals, args.seed, out, four_colour=args.four_colour)
    except OSError as error:
        raise refuse(error) from None
    for d in deals:
        console.print(_("deal {number}: {code}").format(number=d.number, code=d.deal.code))
    for path in paths:
        console.print(_("wrote {path}").format(path=path))
    return 0


def _duplicate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "what",
        choices=("new", "show", "score"),
        help=_(
            "new: make a set; show: the deals and pars of the set with code CODE; "
            "score: rank the results in FILE"
        ),
    )
    parser.add_argument(
        "code", nargs="?", metavar="CODE", help=_("the set code (for show and score)")
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help=_("for score: the results, one a line (Name: CODE, or a table's row); - reads stdin"),
    )
    parser.add_argument(
        "--deals", type=int, default=6, help=_("how many deals, 1 to 16 (default 6)")
    )
    parser.add_argument(
        "--seed", type=int, help=_("a number from 0 to 1048575 that picks the deals")
    )
    parser.add_argument(
        "--seat", type=_seat, default=1, help=_("the seat every student plays, 0 to 4 (default 1)")
    )
    parser.add_argument(
        "--level",
        choices=("easy", "medium", "strong"),
        default="easy",
        help=_("the bots' level at the other four seats (default easy)"),
    )
    parser.add_argument(
        "--fair",
        type=int,
        default=0,
        metavar="N",
        help=_(
            "new and show: also the fair value of each par contract, over N deals that fit "
            "what the soloist saw (16 take a few seconds a deal); score: judge the costly "
            "cards fairly over N deals each, not in hindsight (default 0: neither)"
        ),
    )
    parser.add_argument(
        "--out",
        metavar="DIR",
        help=_("write the printable sheets into DIR: tables.html and par.html"),
    )
    parser.add_argument(
        "--tables", type=int, default=5, help=_("how many table sheets to print (default 5)")
    )
    parser.add_argument(
        "--csv", metavar="PATH", help=_("for score: also write the ranking as CSV to PATH")
    )
    add_rules_argument(parser)


@command(
    "duplicate",
    N_("a duplicate set: the same deals for every table, each with its par"),
    _duplicate_arguments,
    N_(
        "Make a duplicate set (duplicate new) or show one (duplicate show CODE): a short set "
        "code names the deals, the seat every student plays, the bots' level and the rules "
        "(--rule); each deal's par is the auction of five bots of that level, played out by "
        "the open-hand solver. Rank the results of a class (duplicate score CODE FILE): "
        "result codes of the play page and rows of tables with real cards, against each "
        "other and against par. With show and score, --rule may change only how hands are "
        "scored."
    ),
)
def duplicate_command(args: argparse.Namespace, console: Console) -> int:
    from solo66.teaching.duplicate import DuplicateSet

    rules = rules_from(args)
    try:
        if args.what == "new":
            if args.code is not None:
                raise CommandError(_("duplicate new takes no set code: use duplicate show CODE"))
            chosen = DuplicateSet.new(args.deals, args.seed, args.seat, args.level, rules)
            rules = chosen.rules
        else:
            if args.code is None:
                raise CommandError(
                    _("duplicate {what} needs the set code, e.g. duplicate {what} 0002-V1C").format(
                        what=args.what
                    )
                )
            chosen = DuplicateSet.from_code(args.code)
            if not args.rule:
                rules = chosen.rules
        if args.what != "score" and args.file is not None:
            raise CommandError(
                _("duplicate {what} takes no file: only duplicate score reads one").format(
                    what=args.what
                )
            )
        if args.what == "score":
            return _duplicate_score(chosen, rules, args, console)
        pars = chosen.pars(fair_samples=args.fair)
        for par in pars:
            par.score_for(chosen.seat, rules)  # refuses rules that change how hands are played
    except ValueError as error:
        raise CommandError(str(error)) from None
    console.print(
        _("Set {code}: {count} deals, played at seat {seat} against {level} bots.").format(
            code=chosen.code,
            count=chosen.count,
            seat=chosen.seat,
            level=pgettext("bots", "heuristic" if chosen.level == "easy" else chosen.level),
        )
    )
    if rules != Rules():
        console.print(_("Rules: {rules}").format(rules=_rules_text(rules)))
    for number, par in enumerate(pars, 1):
        side = signed(par.score_for(chosen.seat, rules))
        if par.soloist is None:
            told = _("everyone passes")
        else:
            assert par.trump is not None and par.discard is not None
            assert par.value is not None and par.tricks is not None
            told = ngettext(
                "seat {seat} plays {trump}, discards {discard}: {value} card points and "
                "{tricks} trick, {score}",
                "seat {seat} plays {trump}, discards {discard}: {value} card points and "
                "{tricks} tricks, {score}",
                par.tricks,
            ).format(
                seat=par.soloist,
                trump=par.trump.symbol,
                discard=cards_str(par.discard),
                value=par.value,
                tricks=par.tricks,
                score=signed(par.scores(rules)[par.soloist]),
            )
            if par.fair_value is not None:
                told = _("{told} (fair value {fair})").format(
                    told=told, fair=decimal(par.fair_value)
                )
        console.print(
            _(
                "deal {number}: {code} (dealer: seat {dealer}); par: {told}; seat {seat}: {side}"
            ).format(
                number=number,
                code=par.deal.code,
                dealer=par.deal.dealer,
                told=told,
                seat=chosen.seat,
                side=side,
            )
        )
    if args.out:
        from solo66.frontends.duplicate_sheets import write_sheets

        try:
            paths = write_sheets(chosen, Path(args.out), pars, tables=args.tables)
        except ValueError as error:
            raise CommandError(str(error)) from None
        except OSError as error:
            raise CommandError(
                _("cannot write the sheets into {out}: {error}").format(
                    out=args.out, error=error.strerror or error
                )
            ) from None
        for path in paths:
            console.print(_("wrote {path}").format(path=path))
    return 0


def _duplicate_score(
    chosen: DuplicateSet, rules: Rules, args: argparse.Namespace, console: Console
) -> int:
    from solo66.teaching.ranking import rank, ranking_csv, ranking_lines

    if args.file is None:
        raise CommandError(
            _("duplicate score needs a file of results after the set code (- reads stdin)")
        )
    if args.file == "-":
        text = console.stdin.read()
    else:
        try:
            text = Path(args.file).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) else str(error)
            raise CommandError(
                _("cannot read {path}: {error}").format(path=args.file, error=reason or error)
            ) from None
    ranking = rank(chosen, text, rules, fair_samples=args.fair)
    for line in ranking_lines(ranking):
        console.print(line)
    if args.csv:
        try:
            Path(args.csv).write_text(ranking_csv(ranking), encoding="utf-8")
        except OSError as error:
            raise CommandError(
                _("cannot write {path}: {error}").format(
                    path=args.csv, error=error.strerror or error
                )
            ) from None
        console.print(_("wrote {path}").format(path=args.csv))
    return 0


# -- main ------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    return _parsers()[0]


def _parsers() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The top-level parser and each subcommand's own, by name, in the language spoken now."""
    parser = argparse.ArgumentParser(
        prog="solo66",
        description=_("Solo 66, the five-player card game: deal, play, replay and score hands."),
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=_("the language to speak: {languages} (default en, or $SOLO66_LANG)").format(
            languages=", ".join(available_languages())
        ),
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    subs = {}
    for cmd in COMMANDS.values():
        description = textwrap.fill(_(cmd.description or cmd.help), width=79)
        sub = subparsers.add_parser(cmd.name, help=_(cmd.help), description=description)
        cmd.arguments(sub)
        sub.set_defaults(handler=cmd.run)
        subs[cmd.name] = sub
    return parser, subs


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
    words = list(sys.argv[1:] if argv is None else argv)
    choice = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    choice.add_argument("--lang")
    try:
        chosen, words = choice.parse_known_args(words)
    except SystemExit:  # --lang without a code: the full parser says so below
        chosen = argparse.Namespace(lang=None)
    try:
        with speaking(chosen.lang or language()), _argparse_speaking():
            return _run(words, console)
    except ValueError as error:  # an unknown language
        console.stderr.write(f"solo66: error: {error}\n")
        return 2


#: What argparse itself says, in its own words: the catalogs translate them too.
_ARGPARSE_MESSAGES = (
    NP_("argparse", "usage: "),
    NP_("argparse", "positional arguments"),
    NP_("argparse", "options"),
    NP_("argparse", "show this help message and exit"),
    NP_("argparse", "%(prog)s: error: %(message)s\n"),
    NP_("argparse", "the following arguments are required: %s"),
    NP_("argparse", "unrecognized arguments: %s"),
    NP_("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    NP_("argparse", "argument %(argument_name)s: %(message)s"),
    NP_("argparse", "expected one argument"),
    NP_("argparse", "invalid %(type)s value: %(value)r"),
    NP_("argparse", "not allowed with argument %s"),
    NP_("argparse", "one of the arguments %s is required"),
    NP_("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    NP_("argparse", "expected at least one argument"),
)
#: The bots' names, as ``--bots`` takes them.
_BOT_NAMES = (
    NP_("bots", "heuristic"),
    NP_("bots", "random"),
    NP_("bots", "easy"),
    NP_("bots", "medium"),
    NP_("bots", "strong"),
)


@contextlib.contextmanager
def _argparse_speaking() -> Iterator[None]:
    """While the command line runs in another language than English, argparse's own
    words (``usage:``, ``options``, its errors) come from the catalog too."""
    if language() == "en":
        yield
        return
    saved = (getattr(argparse, "_"), getattr(argparse, "ngettext"))  # noqa: B009
    setattr(argparse, "_", lambda message: pgettext("argparse", message))  # noqa: B010
    setattr(  # noqa: B010
        argparse, "ngettext", lambda one, many, n: npgettext("argparse", one, many, n)
    )
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])  # noqa: B010
        setattr(argparse, "ngettext", saved[1])  # noqa: B010


def _run(argv: list[str], console: Console) -> int:
    name = "solo66"
    try:
        _utf8_or_replace(console.stdout)
        parser, subs = _parsers()
        with contextlib.redirect_stdout(console.stdout), contextlib.redirect_stderr(console.stderr):
            try:
                args, extra = parser.parse_known_args(argv)
                name = f"solo66 {args.command}"
                if extra:
                    # The subcommand's own usage, not the top level's.
                    unknown = pgettext("argparse", "unrecognized arguments: %s")
                    subs[args.command].error(unknown % " ".join(extra))
            except SystemExit as stop:
                return stop.code if isinstance(stop.code, int) else 2
        handler = cast(Handler, args.handler)
        try:
            return handler(args, console)
        except CommandError as error:
            _flush(console.stdout)
            console.stderr.write(f"{name}: error: {error}\n")
            return 2
    except KeyboardInterrupt:
        _flush(console.stdout)
        start = "\n" if _is_terminal(console.stderr) else ""
        console.stderr.write(f"{start}{name}: {_('interrupted')}\n")
        return 130
    except BrokenPipeError:
        return 1


def _flush(stream: TextIO) -> None:
    with contextlib.suppress(OSError, ValueError):
        stream.flush()


def _utf8_or_replace(stream: TextIO) -> None:
    """Suit symbols on a terminal that cannot show them become '?', not a crash."""
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "♣♠♥♦→—".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")
