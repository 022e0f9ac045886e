"""The command line, run in-process and as ``python -m solo66`` with piped input."""

from __future__ import annotations

import argparse
import ast
import io
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from solo66 import Deal, Game, Rules
from solo66.analysis.bots import HeuristicBot, play_out
from solo66.core import record
from solo66.core.cards import cards_str, parse_cards, sort_key
from solo66.core.record import json as record_json
from solo66.frontends import cli


def run(*argv: str, stdin: str | io.TextIOBase = "") -> tuple[int, str, str]:
    """Run the CLI in-process: (exit status, output, errors)."""
    out, err = io.StringIO(), io.StringIO()
    source = io.StringIO(stdin) if isinstance(stdin, str) else stdin
    status = cli.main(list(argv), stdin=source, stdout=out, stderr=err)  # type: ignore[arg-type]
    return status, out.getvalue(), err.getvalue()


def refused(*argv: str) -> str:
    """Run the CLI in-process expecting a usage error (status 2, no output): the errors."""
    status, out, err = run(*argv)
    assert status == 2, out
    assert out == ""
    return err


def run_module(*argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run ``python -m solo66`` in a child process with piped input."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "solo66", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
        check=False,
    )


# -- help --------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["deal", "play", "replay", "score", "advise", "class-set"])
def test_every_subcommand_has_help(command: str) -> None:
    status, out, _ = run(command, "--help")
    assert status == 0
    assert out.startswith(f"usage: solo66 {command}")


def test_top_level_help_lists_the_subcommands() -> None:
    status, out, _ = run("--help")
    assert status == 0
    for command in ("deal", "play", "replay", "score", "advise", "class-set"):
        assert re.search(rf"^\s+{command}\s", out, re.MULTILINE)


def test_no_subcommand_is_a_usage_error() -> None:
    err = refused()
    assert "usage: solo66" in err


# -- deal --------------------------------------------------------------------------


def test_deal_from_a_seed_shows_code_hands_talon_and_dealer() -> None:
    status, out, _ = run("deal", "--seed", "7")
    deal = Deal.shuffle(7)
    assert status == 0
    assert deal.code in out
    for seat in range(5):
        assert cards_str(deal.sorted_hand(seat)) in out
    assert "seat 0 (dealer)" in out
    assert "seat 1 (forehand)" in out
    assert f"talon               {cards_str(sorted(deal.talon, key=sort_key))}" in out


def test_deal_from_a_code_gives_the_same_hands() -> None:
    code = Deal.shuffle(7, dealer=3).code
    _, by_seed, _ = run("deal", "--seed", "7", "--dealer", "3")
    _, by_code, _ = run("deal", "--code", code.lower().replace("-", " "))
    assert by_seed.splitlines()[1:] == by_code.splitlines()[1:]
    assert "seat 3 (dealer)" in by_code and "seat 4 (forehand)" in by_code


def test_deal_rules_change_the_packets() -> None:
    _, out, _ = run("deal", "--seed", "7", "--rule", "packets=3-3-T", "--packets")
    deal = Deal.shuffle(7, rules=Rules(packets="3-3-T"))
    assert deal.code in out
    assert "Rules: packets=3-3-T" in out
    assert out.rstrip().splitlines()[-1].startswith("  talon")
    packets = out[out.index("Dealt in packets 3-3-T:") :].splitlines()[1:]
    assert packets[0] == f"  seat 1  {cards_str(deal.hands[1][:3])}"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--code", "1CH9-M7XX-VSBG-G440"], "fails its check character"),
        (["--code", "XXXX"], "has 4 characters"),
        (["--rule", "colour=red"], "unknown rules option 'colour'"),
        (["--rule", "tie-at-65=maybe"], "tie-at-65 is a switch"),
        (["--rule", "game-value=ten"], "game-value is a whole number"),
        (["--rule", "auction=open-cry"], "unknown auction 'open-cry'"),
        (["--rule", "tie-at-65"], "write a rules option as NAME=VALUE"),
        (["--rule", "settlement=payments"], "inconsistent rules"),
    ],
)
def test_deal_refuses_bad_input_with_a_clear_message(argv: list[str], message: str) -> None:
    err = refused("deal", *argv)
    assert err.startswith("solo66 deal: error: ")
    assert message in err


def test_deal_refuses_a_bad_seat() -> None:
    err = refused("deal", "--seed", "1", "--dealer", "5")
    assert "a seat is a number from 0 to 4" in err


def test_seed_and_code_exclude_each_other() -> None:
    err = refused("deal", "--seed", "1", "--code", Deal.shuffle(1).code)
    assert "not allowed with" in err


def test_deal_takes_the_code_it_printed_as_its_argument() -> None:
    _, out, _ = run("deal", "--seed", "7")
    code = out.split()[1]
    assert run("deal", code) == run("deal", "--code", code)
    assert run("deal", code)[1].splitlines()[1:] == out.splitlines()[1:]
    answers = "1\n" * 60
    assert run("play", code, stdin=answers) == run("play", "--code", code, stdin=answers)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["deal", "--seed", "1", Deal.shuffle(2).code], "argument CODE: not allowed with"),
        (["deal", "--code", "1CH9-M7XX-VSBG-G44N", Deal.shuffle(2).code], "not allowed with"),
        (["deal", "--sed", "4"], "unrecognized arguments: --sed"),
        (["play", "--seat", "1", "--bot", "random", "--colour"], "unrecognized arguments"),
        (["score", "70", "3", "4"], "unrecognized arguments: 4"),
        (["deal", "--seed", ""], "argument --seed: a seed is a number or a word, not empty"),
        (["class-set", "--seed", "  "], "a seed is a number or a word, not empty text"),
        (["class-set", "--seed", "1", "--count", "0"], "a whole number from 1 up, not '0'"),
        (["advise", "♣A", "--samples", "x"], "a whole number from 1 up, not 'x'"),
        (["advise", "♣A", "--trump", "purple"], "argument --trump: unknown suit 'purple'"),
        (["advise", "♣A", "--seat", "7"], "a seat is a number from 0 to 4"),
    ],
)
def test_a_bad_command_line_shows_the_subcommands_own_usage(argv: list[str], message: str) -> None:
    err = refused(*argv)
    usage, _, error = err.partition(f"\nsolo66 {argv[0]}: error: ")
    assert usage.startswith(f"usage: solo66 {argv[0]} "), err
    assert message in error and error.endswith("\n") and error.count("\n") == 1


def test_every_error_has_the_same_form() -> None:
    for argv, message in [
        (["advise", "♣A", "♣10", "--seed", "1"], "a hand is six different cards"),
        (["deal", "XXXX"], "has 4 characters"),
        (["replay", "/no/such/file.txt"], "cannot read /no/such/file.txt"),
        (["score", "140", "3"], "card points must be between 0 and 130"),
    ]:
        err = refused(*argv)
        assert err.startswith(f"solo66 {argv[0]}: error: ") and message in err, err
        assert err.count("\n") == 1 and "usage" not in err


# -- score -------------------------------------------------------------------------


def test_score_of_a_loss_under_winners_points_is_on_the_defenders_points() -> None:
    status, out, _ = run("score", "40", "2")
    assert status == 0
    rows = {line[:35].strip(): line[35:].split() for line in out.splitlines()[2:]}
    assert rows["points-taken"] == ["-80", "0"] and rows["winners-points"] == ["-180", "0"]


def test_score_for_given_points_and_tricks_under_each_scheme() -> None:
    status, out, _ = run("score", "98", "5")
    assert status == 0
    assert "98 card points and 5 tricks: win-schneider" in out
    rows = {line[:35].strip(): line[35:].split() for line in out.splitlines()[2:]}
    assert rows == {
        "points-taken": ["+196", "0"],
        "winners-points": ["+196", "0"],
        "agreed-value (V = 10)": ["+20", "0"],
        "agreed-value, payments (V = 10)": ["+80", "-20"],
    }


def test_score_honours_the_rules_options() -> None:
    _, out, _ = run("score", "65", "3", "--rule", "tie-at-65=true")
    assert ": draw." in out
    _, out, _ = run("score", "32", "2", "--rule", "schneider=at-most-30")
    assert ": loss." in out and "-64" in out
    _, out, _ = run("score", "70", "3", "--rule", "game-value=5")
    assert "agreed-value (V = 5)" in out and "+5" in out


def test_score_table_is_the_one_in_the_rules() -> None:
    status, out, _ = run("score")
    assert status == 0
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines()[1:-1]}
    assert rows == {
        "win": ["66–97", "1–5", "+P", "+P", "+10"],
        "win-schneider": ["98–130", "2–5", "+2P", "+2P", "+20"],
        "win-schwarz": ["130", "6", "+3P", "+3P", "+30"],
        "loss": ["33–65", "1–4", "-2P", "-2(130−P)", "-20"],
        "loss-schneider": ["0–32", "1–4", "-3P", "-3(130−P)", "-30"],
        "loss-schwarz": ["0–22", "0", "-4P", "-4(130−P)", "-40"],
    }
    assert "Schneider: under 33 card points" in out
    _, out, _ = run("score", "--rule", "tie-at-65=true")
    assert re.search(r"^draw\s+65\s+1–4\s+0\s+0\s+0$", out, re.MULTILINE)
    _, out, _ = run("score", "--rule", "schneider=at-most-30")
    assert "Schneider: 30 or fewer card points" in out
    assert re.search(r"^loss-schneider\s+0–30\s", out, re.MULTILINE)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["140", "3"], "card points must be between 0 and 130, not 140"),
        (["-5", "3"], "card points must be between 0 and 130, not -5"),
        (["70", "7"], "tricks must be between 0 and 6, not 7"),
        (["20", "6"], "all six tricks has all 130 points"),
        (["40", "0"], "without a trick the soloist has only the two discards"),
        (["70"], "give the soloist's card points and tricks"),
        (["abc", "3"], "card points must be a whole number, not 'abc'"),
    ],
)
def test_score_refuses_impossible_hands(argv: list[str], message: str) -> None:
    err = refused("score", *argv)
    assert message in err


# -- play --------------------------------------------------------------------------


def test_play_a_whole_hand_choosing_option_one() -> None:
    status, out, err = run("play", "--seed", "7", stdin="1\n" * 60)
    assert status == 0, err
    assert "You are seat 1 (forehand" in out
    assert "   1  pass" in out
    assert re.search(r"^Soloist \(seat \d\) (wins|loses)", out, re.MULTILINE)
    assert "Score: seat 0" in out
    assert "solo66 play --code 1CH9-M7XX-VSBG-G44N" in out


def test_play_is_repeatable_and_the_same_from_seed_or_code() -> None:
    by_seed = run("play", "--seed", "7", "--seat", "3", stdin="1\n" * 60)
    assert by_seed == run("play", "--seed", "7", "--seat", "3", stdin="1\n" * 60)
    by_code = run("play", "--code", Deal.shuffle(7).code, "--seat", "3", stdin="1\n" * 60)
    assert by_code[0] == 0
    assert by_code[1].splitlines()[1:] == by_seed[1].splitlines()[1:]


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_play_against_a_level_of_bots(level: str) -> None:
    status, out, err = run("play", "--seed", "7", "--level", level, stdin="1\n" * 60)
    assert status == 0, err
    assert f"the others are {level} bots" in out
    assert re.search(r"^Soloist \(seat \d\) (wins|loses)", out, re.MULTILINE)
    assert run("play", "--seed", "7", "--level", level, stdin="1\n" * 60)[1] == out


def test_play_levels_are_the_engine_levels() -> None:
    from solo66.analysis.levels import LEVELS

    err = refused("play", "--level", "hard")
    assert all(level in err for level in LEVELS)


def test_play_stops_cleanly_when_input_runs_out() -> None:
    status, out, _ = run("play", "--seed", "7", stdin="")
    assert status == 1
    assert "the hand is not finished" in out


def test_play_quit_leaves_the_table() -> None:
    status, out, _ = run("play", "--seed", "7", stdin="?\nquit\n")
    assert status == 1
    assert "Type the number of an action" in out
    assert "You left the table" in out


class Player(io.StringIO):
    """Standard input that answers each prompt by looking at what is on screen."""

    def __init__(self, screen: io.StringIO, answer: Callable[[str], str]) -> None:
        super().__init__()
        self.screen = screen
        self.answer = answer

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        return self.answer(self.screen.getvalue()) + "\n"


def last_menu(screen: str) -> tuple[list[str], list[str]]:
    """The hand and the numbered actions of the last prompt on screen."""
    block = screen[screen.rindex("Your hand (seat") :]
    hand = block.splitlines()[0].split(": ", 1)[1].split()
    actions = re.findall(r"^\s+\d+  (.+)$", block, re.MULTILINE)
    return hand, actions


def test_play_explains_an_illegal_card_and_asks_again() -> None:
    tried: list[str] = []

    def answer(screen: str) -> str:
        hand, actions = last_menu(screen)
        playable = {a.removeprefix("play ") for a in actions if a.startswith("play ")}
        illegal = [c for c in hand if playable and c not in playable]
        if illegal and not tried:
            tried.append(illegal[0])
            return f"play {illegal[0]}"
        return "1"

    screen = io.StringIO()
    status = cli.main(
        ["play", "--seed", "11", "--seat", "2"], stdin=Player(screen, answer), stdout=screen
    )
    out = screen.getvalue()
    assert status == 0
    assert tried, "no position with an illegal card came up"
    after = out[out.index(f"Your choice (number or action, ? for help): play {tried[0]}") :]
    reason = after.splitlines()[1]
    assert reason.startswith("Not allowed: ")
    assert "(Bedienpflicht)" in reason or "(Trumpfzwang)" in reason
    assert after.splitlines()[2].startswith("Your choice")


def test_play_accepts_actions_as_text() -> None:
    deal = Deal.shuffle(7)
    card = deal.sorted_hand(1)[0]

    def answer(screen: str) -> str:
        _, actions = last_menu(screen)
        if actions[0] == "pass":
            return "PASS"
        if f"play {card}" in actions:
            letter = card.suit.letter.lower()
            return f"{letter}{str(card)[1:]}"  # e.g. c10
        return actions[0]

    screen = io.StringIO()
    status = cli.main(["play", "--seed", "7"], stdin=Player(screen, answer), stdout=screen)
    assert status == 0
    assert f"seat 1 (you)    play {card}" in screen.getvalue()


def test_play_explains_wrong_phase_and_nonsense() -> None:
    status, out, _ = run("play", "--seed", "7", stdin="play ♣A\nbid purple\n42\n" + "1\n" * 60)
    assert status == 0
    assert "Not allowed: It is the auction: seat 1 may pass or bid a suit, not play a card." in out
    assert "Not understood: not an action: 'bid purple' (unknown suit 'purple'" in out
    assert "There is no action 42: choose a number from 1 to 5." in out


def test_play_hides_the_other_hands_and_the_discards() -> None:
    deal = Deal.shuffle(7)
    _, out, _ = run("play", "--seed", "7", stdin="1\n" * 60)
    assert "puts two cards away" in out
    before_play = out[: out.index("Trick 1")]
    for seat in (0, 2, 3, 4):
        assert cards_str(deal.sorted_hand(seat)) not in before_play


def test_play_as_soloist_with_the_talon_first() -> None:
    # Seat 1 bids clubs at once (option 5); with talon-first it discards, then announces.
    status, out, _ = run(
        "play",
        "--seed",
        "3",
        "--rule",
        "talon-order=talon-first",
        stdin="5\n1 2\n" + "1\n" * 60,
    )
    assert status == 0
    deal = Deal.shuffle(3)
    talon = cards_str(sorted(deal.talon, key=sort_key))
    assert f"seat 1 (you) picks up the talon: {talon}" in out
    assert out.index("discard ♠Q ♠J") < out.index("declare clubs")


def test_play_asks_for_the_discard_as_two_cards_with_the_talon_shown() -> None:
    answers = "5\n1\n♣Q\nsq\nsq sq\nc7 d8 h9\n9 1\nsq hq\n" + "1\n" * 60
    status, out, _ = run("play", "--seed", "3", stdin=answers)
    assert status == 0
    screen = out[out.index("Put two cards away") : out.index("seat 1 (you)    discard")]
    assert "  28  " not in screen and "   1  discard" not in screen, "no list of 28 pairs"
    assert screen.count("Your hand (seat 1)") == 0
    talon = cards_str(sorted(Deal.shuffle(3).talon, key=sort_key))
    assert f"From the talon: {talon}." in screen
    assert "Your eight cards: 1 ♠Q  2 ♠J  3 ♠9  4 ♥Q  5 ♥9  6 ♥8  7 ♥7  8 ♦7" in screen
    lines = screen.splitlines()

    def reply(answer: str) -> str:
        return lines[lines.index(f"Your discard (two cards, ? for help): {answer}") + 1]

    one = "Put two cards away, not one: name both, e.g. ♠Q ♠J (or their numbers, 1 2)."
    assert reply("♣Q") == one and reply("sq") == one
    assert reply("sq sq") == "Not allowed: you cannot discard ♠Q twice: choose two different cards."
    assert reply("c7 d8 h9").startswith("Put two cards away, not three:")
    assert reply("9 1") == "There is no card 9: the cards are numbered 1 to 8."
    assert "seat 1 (you)    discard ♠Q ♥Q" in out


def test_play_refuses_a_discard_of_cards_not_held() -> None:
    status, out, _ = run("play", "--seed", "3", stdin="5\n1\nca ck\n4 5\n" + "1\n" * 60)
    assert status == 0
    after = out[out.index("Your discard (two cards, ? for help): ca ck") :].splitlines()[1]
    assert after.startswith("Not allowed: ") and "♣A" in after
    assert "seat 1 (you)    discard ♥Q ♥9" in out


def test_play_the_last_trick_game() -> None:
    rules = Rules(all_pass="last-trick")
    for seed in range(100):  # a deal on which the bots pass too (their bidding has no chance)
        game = Game.new(seed, rules)
        while game.phase == "auction":
            game.apply("pass" if game.current_player == 1 else HeuristicBot().choose(game))
        if game.soloist is None:
            break
    status, out, _ = run(
        "play", "--seed", str(seed), "--rule", "all-pass=last-trick", stdin="1\n" * 60
    )
    assert status == 0
    assert "Rules: all-pass=last-trick" in out
    assert "Everyone passed: the last-trick game" in out
    assert "Last-trick game: no trumps; the sixth trick wins." in out
    assert re.search(r"^Seat \d took the last trick and wins\.$", out, re.MULTILINE)


# -- replay ------------------------------------------------------------------------


def finished_game(seed: int = 123) -> Game:
    game = Game.new(seed)
    play_out(game, [HeuristicBot(s) for s in range(5)])
    return game


def write_record(tmp_path: Path, game: Game, name: str = "hand.txt") -> Path:
    module = record_json if name.endswith(".json") else record
    path = tmp_path / name
    path.write_text(module.dumps(game), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["hand.txt", "hand.json", "json-without-suffix"])
def test_replay_shows_every_action_and_the_result(tmp_path: Path, name: str) -> None:
    game = finished_game()
    path = tmp_path / name
    module = record if name == "hand.txt" else record_json
    path.write_text(module.dumps(game), encoding="utf-8")
    status, out, err = run("replay", str(path))
    assert status == 0, err
    assert game.deal.code in out
    assert str(game.result) in out
    for seat, action in game.history:
        assert re.search(rf"^seat {seat}\s+{re.escape(str(action))}$", out, re.MULTILINE)
    assert out.count(" takes trick ") == 6
    talon = cards_str(sorted(game.talon, key=sort_key))
    assert f"picks up the talon: {talon}" in out  # a replay shows everything


def test_replay_names_the_rules(tmp_path: Path) -> None:
    game = Game.new(42, Rules(tie_at_65=True, auction="single-round"))
    play_out(game, HeuristicBot())
    _, out, _ = run("replay", str(write_record(tmp_path, game)))
    assert out.splitlines()[0] == "Rules: auction=single-round, tie-at-65=on"


def test_replay_of_an_unfinished_hand(tmp_path: Path) -> None:
    game = Game.new(5)
    for action in ["bid hearts", "pass", "pass", "pass", "pass", "declare hearts"]:
        game.apply(action)
    status, out, _ = run("replay", str(write_record(tmp_path, game)))
    assert status == 0
    assert "The record stops here, with seat 1 to act." in out


def test_replay_reports_a_bad_record_with_its_line(tmp_path: Path) -> None:
    game = finished_game()
    path = write_record(tmp_path, game)
    text = path.read_text(encoding="utf-8")
    seat, action = game.history[-1]
    path.write_text(text.replace(f"{seat}: {action}", f"{seat}: play ♣7"), encoding="utf-8")
    err = refused("replay", str(path))
    assert re.fullmatch(rf"solo66 replay: error: {re.escape(str(path))}: line \d+: .+\n", err)


def test_replay_of_a_missing_or_binary_file(tmp_path: Path) -> None:
    err = refused("replay", "/no/such/record.txt")
    assert "cannot read /no/such/record.txt" in err
    binary = tmp_path / "hand.txt"
    binary.write_bytes(b"\xff\xfe\x00")
    err = refused("replay", str(binary))
    assert "is not a text file" in err


@pytest.mark.parametrize("name", ["hand.txt", "hand.json"])
def test_play_saves_a_record_that_replays(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    status, out, _ = run("play", "--seed", "7", "--save", str(path), stdin="1\n" * 60)
    assert status == 0
    assert f"Record written to {path}" in out
    module = record_json if name.endswith(".json") else record
    game = module.loads(path.read_text(encoding="utf-8"))
    assert game.is_over() and game.deal == Deal.shuffle(7)
    status, replayed, _ = run("replay", str(path))
    assert status == 0
    assert str(game.result) in replayed


def test_play_refuses_a_record_path_it_cannot_write(tmp_path: Path) -> None:
    err = refused("play", "--seed", "7", "--save", "/no/such/dir/hand.txt")
    assert err == (
        "solo66 play: error: cannot write /no/such/dir/hand.txt: there is no such folder\n"
    )
    err = refused("play", "--seed", "7", "--save", str(tmp_path))
    assert err == f"solo66 play: error: cannot write {tmp_path}: it is a folder, not a file\n"


# -- advise and class-set ----------------------------------------------------------


def test_advise_without_a_seed_draws_one_and_shows_it() -> None:
    hand = ["♣A", "♣10", "♣K", "♣Q", "♥A", "♦A"]
    status, out, err = run("advise", *hand, "--samples", "2", "--trump", "clubs")
    assert (status, err) == (0, "")
    assert "seed None" not in out
    seed = re.search(r"2 samples, seed (\d+):", out)
    assert seed, out
    again = run("advise", *hand, "--samples", "2", "--trump", "♣", "--seed", seed[1])[1]
    assert again.splitlines()[:2] == out.splitlines()[:2]


def test_class_set_reports_file_system_problems_in_a_sentence(tmp_path: Path) -> None:
    afile = tmp_path / "afile"
    afile.write_text("keep me", encoding="utf-8")
    base = ["class-set", "--seed", "1", "--count", "1", "--no-solver", "--out"]
    err = refused(*base, str(afile))
    assert err == (
        f"solo66 class-set: error: cannot write the class set into {afile}: "
        "it is a file, not a folder\n"
    )
    assert afile.read_text(encoding="utf-8") == "keep me"
    err = refused(*base, str(afile / "inside"))
    assert err.startswith(f"solo66 class-set: error: cannot write the class set into {afile}")
    assert err.count("\n") == 1 and "Traceback" not in err
    err = refused(*base, "/proc/nope")
    assert err == (
        "solo66 class-set: error: cannot write the class set into /proc/nope: "
        "No such file or directory\n"
    )


# -- layers ------------------------------------------------------------------------


def test_the_engine_does_not_import_the_command_line() -> None:
    """Dependencies run one way: the command line imports the subcommands' modules."""
    root = Path(cli.__file__).resolve().parents[1]
    for layer in ("core", "analysis", "teaching"):
        for path in (root / layer).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom):
                    module = node.module or ""
                    names = [module] + [f"{module}.{alias.name}" for alias in node.names]
                else:
                    continue
                assert "solo66.frontends.cli" not in names, f"{path} imports the command line"
    code = (
        "import sys, solo66.analysis.advisor, solo66.teaching.classroom; "
        "print('solo66.frontends.cli' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout == "False\n"
    assert {"deal", "play", "replay", "score", "advise", "class-set"} <= set(cli.COMMANDS)


def test_a_subcommand_is_registered_once() -> None:
    with pytest.raises(ValueError, match="registered twice"):
        cli.command("deal", "again", lambda parser: None)(lambda args, console: 0)


def test_deal_from_draws_a_seed_when_none_is_given() -> None:
    parser = argparse.ArgumentParser()
    cli.add_deal_arguments(parser)
    args = parser.parse_args([])
    deal, rules = cli.deal_from(args)
    assert isinstance(args.seed, int)
    assert deal == Deal.shuffle(args.seed) and rules == Rules()


# -- python -m solo66 --------------------------------------------------------------


def test_module_plays_a_whole_hand_from_a_pipe() -> None:
    done = run_module("play", "--seed", "7", stdin="play ♣A\n" + "1\n" * 60)
    assert done.returncode == 0, done.stderr
    assert "Not allowed: It is the auction" in done.stdout
    assert re.search(r"^Soloist \(seat \d\) (wins|loses)", done.stdout, re.MULTILINE)
    assert done.stdout == run("play", "--seed", "7", stdin="play ♣A\n" + "1\n" * 60)[1]


def test_module_reports_errors_on_stderr_with_status_2() -> None:
    done = run_module("score", "140", "3")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == "solo66 score: error: card points must be between 0 and 130, not 140\n"


def _cpu_seconds(pid: int) -> float:
    """The CPU time a running process has used so far (Linux: /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _interrupted(argv: list[str], ready: str | float) -> tuple[int, str, str]:
    """Run ``python -m solo66`` until its output ends with ``ready`` (or until it has
    used ``ready`` seconds of CPU time: long past its imports, however busy the machine
    is), then press Ctrl-C: (exit status, output, errors).

    The child gets Ctrl-C's default handling back: a pytest-xdist worker ignores
    SIGINT, and a child inherits an ignored signal (Python would never see the key).
    """
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    child = subprocess.Popen(
        [sys.executable, "-m", "solo66", *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert child.stdout is not None
    seen = b""
    try:
        if isinstance(ready, str):
            while not seen.decode("utf-8", "replace").endswith(ready):
                chunk = os.read(child.stdout.fileno(), 4096)
                assert chunk, f"the command ended before it was ready: {seen!r}"
                seen += chunk
        else:
            waited_until = time.monotonic() + 120
            while _cpu_seconds(child.pid) < ready:
                assert child.poll() is None, "the command ended before it was interrupted"
                assert time.monotonic() < waited_until, "the command used no CPU for 2 minutes"
                time.sleep(0.05)
        child.send_signal(signal.SIGINT)
        rest, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    return child.returncode, (seen + rest).decode("utf-8"), err.decode("utf-8")


def test_ctrl_c_in_play_ends_with_one_line_and_status_130() -> None:
    status, out, err = _interrupted(["play", "--seed", "7"], "(number or action, ? for help): ")
    assert "Your hand (seat 1)" in out
    assert (status, err) == (130, "solo66 play: interrupted\n")


def test_ctrl_c_in_advise_ends_with_one_line_and_status_130() -> None:
    status, out, err = _interrupted(
        ["advise", "♣A", "♣10", "♣K", "♣Q", "♥A", "♦A", "--samples", "100000"], 1.0
    )
    assert (status, out) == (130, "") and "Traceback" not in err
    assert err in ("solo66 advise: interrupted\n", "solo66: interrupted\n")


def test_module_deal_and_help() -> None:
    done = run_module("deal", "--code", "1CH9-M7XX-VSBG-G44N")
    assert done.returncode == 0
    assert cards_str(parse_cards("♣A ♣10 ♣K ♠A ♠8 ♦7")) in done.stdout
    assert run_module("--help").stdout.startswith("usage: solo66")


# -- duplicate sets -------------------------------------------------------------------


def test_duplicate_new_carries_the_rules_in_the_code_and_writes_the_sheets(tmp_path: Path) -> None:
    status, out, err = run(
        "duplicate", "new", "--deals", "2", "--seed", "12", "--rule", "scoring=winners-points",
        "--out", str(tmp_path), "--tables", "3",
    )  # fmt: skip
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == "Set 0007-G002-TJF: 2 deals, played at seat 1 against heuristic bots."
    assert lines[1] == "Rules: scoring=winners-points"
    assert lines[2] == (
        "deal 1: 03Z1-407P-HKG6-KWRF (dealer: seat 0); par: seat 4 plays ♣, discards ♠K ♥7: "
        "61 card points and 3 tricks, -138; seat 1: +138"
    )
    assert lines[-2:] == [f"wrote {tmp_path / 'tables.html'}", f"wrote {tmp_path / 'par.html'}"]
    tables = (tmp_path / "tables.html").read_text(encoding="utf-8")
    assert tables.count('<section class="sheet"') == 3 and "0007-G002-TJF" in tables
    assert "03Z1-407P-HKG6-KWRF" in tables and "scoring=winners-points" in tables
    par = (tmp_path / "par.html").read_text(encoding="utf-8")
    assert "<td>+138</td>" in par and "<td>61</td><td>3</td>" in par
    assert run("duplicate", "show", "0007-g002-tjf") == (0, "\n".join(lines[:-2]) + "\n", "")


def test_duplicate_show_may_rescore_but_not_replay() -> None:
    status, out, _err = run("duplicate", "show", "0002-V1C", "--rule", "tie-at-65=on")
    assert status == 0 and "Rules: tie-at-65=on" in out
    err = run("duplicate", "show", "0002-V1C", "--rule", "auction=re-entry")[2]
    assert "other rules may change how its hands are scored, not how they are played" in err
    assert "takes no file" in run("duplicate", "show", "0002-V1C", "x.txt")[2]


def test_duplicate_score_ranks_a_file_in_both_languages(tmp_path: Path) -> None:
    results = tmp_path / "results.txt"
    results.write_text(
        "Ann: 1, 4, clubs, 61, 3\nBen: 1, 4, clubs, 70, 3\nCem: 9, passed\n", encoding="utf-8"
    )
    table = tmp_path / "ranking.csv"
    status, out, err = run("duplicate", "score", "0002-V1C", str(results), "--csv", str(table))
    assert status == 0, err
    assert "  2. Ben: -70 (-192 against par)" in out.splitlines()
    assert "  line 3: set 0002-V1C has deals 1 to 3, not 9" in out.splitlines()
    assert table.read_text(encoding="utf-8").splitlines()[2].startswith("1,2,Ben,-70,122,-192,")
    status, german, err = run("--lang", "de", "duplicate", "score", "0002-V1C", str(results))
    assert status == 0, err
    assert "\u2212192" in german and "-192" not in german
    piped = run("duplicate", "score", "0002-V1C", "-", stdin="Ann: 1, 4, clubs, 61, 3\n")[1]
    assert "  1. Ann: +122 (0 against par)" in piped.splitlines() and "Ben" not in piped
    assert "needs a file of results" in run("duplicate", "score", "0002-V1C")[2]
    assert "cannot read" in run("duplicate", "score", "0002-V1C", str(tmp_path / "none"))[2]
