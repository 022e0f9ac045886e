"""Text records: the format, round trips, notes, and every way a record is refused."""

from __future__ import annotations

import io
import random

import pytest

from solo66 import Game, Rules
from solo66.core.record import Record, RecordError, dump, dumps, load, loads, parse
from solo66.teaching.examples import MUST_OVERTRUMP
from tests.records import the_game

RECORD = """\
# Solo 66 record
rule: must-overtrump = on
deal: 2N02-JFMC-7N6E-4EWS
dealer: 4
seat 0: ♣7 ♥A ♥10 ♥Q ♦A ♦10
seat 1: ♣8 ♠A ♠10 ♥K ♥7 ♦K
seat 2: ♣A ♣10 ♣K ♣Q ♥J ♥8
seat 3: ♣9 ♠K ♠Q ♠J ♦Q ♦J
seat 4: ♠9 ♠8 ♠7 ♦9 ♦8 ♦7
talon: ♣J ♥9

# auction: seat 0 (forehand) speaks first
0: pass
1: bid hearts
2: bid clubs  # nothing can beat clubs
# seat 2 wins the auction with clubs and plays alone
2: declare clubs
2: discard ♣J ♥9

# trick 1: seat 0 leads
0: play ♥A
1: play ♥K
2: play ♥8
3: play ♣9
4: play ♠9
# seat 3 takes trick 1 with ♣9: 15 points

# trick 2: seat 3 leads
3: play ♠K
4: play ♠8
0: play ♣7
1: play ♠A
2: play ♣A
# seat 2 takes trick 2 with ♣A: 26 points

# trick 3: seat 2 leads
2: play ♣10
3: play ♠Q
4: play ♠7
0: play ♥10
1: play ♣8
# seat 2 takes trick 3 with ♣10: 23 points

# trick 4: seat 2 leads
2: play ♣K
3: play ♠J
4: play ♦9
0: play ♥Q
1: play ♥7
# seat 2 takes trick 4 with ♣K: 9 points

# trick 5: seat 2 leads
2: play ♣Q
3: play ♦Q
4: play ♦8
0: play ♦A
1: play ♠10
# seat 2 takes trick 5 with ♣Q: 27 points

# trick 6: seat 2 leads
2: play ♥J
3: play ♦J
4: play ♦7
0: play ♦10
1: play ♦K
# seat 2 takes trick 6 with ♥J: 18 points and 10 for the last trick

# Soloist (seat 2) wins (schneider) with 115 card points and 5 tricks: +230.
result: win-schneider; soloist 2; points 115; tricks 5; scores 0 0 +230 0 0
"""


def line_of(text: str, fragment: str, which: int = -1) -> int:
    """The number of the last (or ``which``) line containing ``fragment``."""
    numbers = [n for n, line in enumerate(text.split("\n"), start=1) if fragment in line]
    assert numbers, fragment
    return numbers[which]


def refused(text: str | bytes) -> RecordError:
    with pytest.raises(RecordError) as error:
        loads(text)
    assert isinstance(error.value, ValueError)
    return error.value


# -- the format --------------------------------------------------------------


def test_the_record_of_a_whole_game():
    assert dumps(the_game(), notes={2: "nothing can beat clubs"}) == RECORD


def test_loading_replays_the_game():
    game = loads(RECORD)
    original = the_game()
    assert game.history == original.history
    assert game.result == original.result
    assert game.deal == original.deal and game.rules == original.rules


def test_load_then_dump_gives_back_exactly_the_same_text():
    record = parse(RECORD)
    assert dumps(record) == RECORD
    assert dumps(record.game, record.notes) == RECORD
    assert dumps(loads(RECORD)) == RECORD.replace("  # nothing can beat clubs", "")


def random_game(seed: int, rules: Rules, stop: int | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed=seed, rules=rules, dealer=seed % 5)
    while not game.is_over() and (stop is None or len(game.history) < stop):
        legal = game.legal_actions()
        game.apply(
            legal[0] if legal[0].kind == "pass" and rng.random() < 0.5 else rng.choice(legal)
        )
    return game


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(talon_order="talon-first", tie_at_65=True),
        Rules(all_pass="last-trick", last_trick_payout="collect-from-each", game_value=3),
        Rules(scoring="agreed-value", settlement="payments", schneider="at-most-30"),
        Rules(auction="single-round", packets="2-2-2-T", redeal_dealer="same"),
        Rules(auction="re-entry", must_overtrump=True),
    ],
)
@pytest.mark.parametrize("stop", [0, 3, 8, 20, None])
def test_records_round_trip_in_every_phase(rules: Rules, stop: int | None):
    for seed in range(6):
        game = random_game(seed, rules, stop)
        text = dumps(game)
        loaded = loads(text)
        assert loaded.history == game.history
        assert loaded.phase == game.phase and loaded.result == game.result
        assert dumps(loaded) == text


def test_rules_lines_list_only_what_differs_from_the_default():
    rules = Rules(scoring="agreed-value", game_value=20, tie_at_65=True, packets="3-3-T")
    text = dumps(Game.new(seed=1, rules=rules))
    assert [line for line in text.split("\n") if line.startswith("rule:")] == [
        "rule: tie-at-65 = on",
        "rule: scoring = agreed-value",
        "rule: game-value = 20",
        "rule: packets = 3-3-T",
    ]
    assert loads(text).rules == rules
    assert "# rules: the default reading" in dumps(Game.new(seed=1))


def test_an_unfinished_hand_says_so():
    game = Game.new(seed=2)
    game.apply("bid spades")
    text = dumps(game)
    assert text.endswith("# unfinished: seat 2 is to act (auction)\nresult: unfinished\n")
    assert loads(text).current_player == 2


def test_a_redealt_and_a_last_trick_hand_state_their_results():
    game = Game.new(seed=3)
    for _ in range(5):
        game.apply("pass")
    assert dumps(game).endswith("result: redeal; scores 0 0 0 0 0\n")
    game = Game.new(seed=3, rules=Rules(all_pass="last-trick"))
    for _ in range(5):
        game.apply("pass")
    while not game.is_over():
        game.apply(game.legal_actions()[0])
    text = dumps(game)
    assert "# everyone passed: the last-trick game, without trumps" in text
    assert game.result is not None
    winner = game.result.last_trick_winner
    scores = " ".join("+10" if s == winner else "0" for s in range(5))
    assert text.endswith(f"result: last-trick; winner {winner}; scores {scores}\n")
    assert dumps(loads(text)) == text


# -- what people may write ---------------------------------------------------


def test_comments_blank_lines_spacing_and_case_are_free():
    text = RECORD.replace("# trick", "#  a remark of my own\n\n# trick")
    text = text.replace("0: play ♥A", "0 :  PLAY ha").replace("deal:", "Deal:")
    text = text.replace("rule: must-overtrump = on", "rule: must_overtrump=yes")
    assert loads(text).history == the_game().history


def test_a_packet_pattern_reads_back_as_written():
    for pattern in ("3-3-T", "2-t-2-2"):
        text = dumps(Game.new(seed=1, rules=Rules(packets=pattern)))
        assert f"rule: packets = {pattern}\n" in text
        assert loads(text).rules.packets == pattern and dumps(loads(text)) == text


def test_windows_line_ends_are_read_too():
    record = parse(RECORD.replace("\n", "\r\n"))
    assert record.game.history == the_game().history and dumps(record) == RECORD


def test_a_bare_switch_turns_the_option_on():
    assert loads(RECORD.replace("must-overtrump = on", "must-overtrump")).rules.must_overtrump


def test_notes_after_actions_are_kept_and_other_comments_are_not():
    record = parse(RECORD.replace("3: play ♣9", "3: play ♣9  # the only trump he has"))
    assert record.notes == {2: "nothing can beat clubs", 8: "the only trump he has"}
    assert "3: play ♣9  # the only trump he has" in dumps(record)


def test_a_record_may_give_the_hands_without_a_code():
    text = RECORD.replace("deal: 2N02-JFMC-7N6E-4EWS\n", "")
    assert loads(text).deal == the_game().deal


def test_a_record_may_give_the_code_without_the_hands():
    lines = [
        line for line in RECORD.split("\n") if not line.startswith(("seat", "talon", "dealer"))
    ]
    assert loads("\n".join(lines)).history == the_game().history


def test_the_shortest_record():
    game = loads("deal: 2N02-JFMC-7N6E-4EWS\nresult: unfinished")
    assert game.phase == "auction" and game.current_player == 0


def test_bytes_and_files_in_text_or_binary_mode(tmp_path):
    assert loads(RECORD.encode()).history == the_game().history
    assert loads("\ufeff" + RECORD).history == the_game().history  # a byte-order mark
    path = tmp_path / "game.txt"
    with path.open("w", encoding="utf-8") as fp:
        dump(the_game(), fp, notes={2: "nothing can beat clubs"})
    assert path.read_text(encoding="utf-8") == RECORD
    with path.open(encoding="utf-8") as fp:
        assert load(fp).history == the_game().history
    with path.open("rb") as fp:
        assert load(fp).history == the_game().history
    buffer = io.StringIO()
    dump(parse(RECORD), buffer)
    assert buffer.getvalue() == RECORD


@pytest.mark.parametrize(
    ("notes", "message"),
    [
        ({99: "late"}, "not the position of an action"),
        ({-1: "early"}, "not the position of an action"),
        ({0: "two\nlines"}, "one line of text"),
        ({0: " padded "}, "one line of text"),
    ],
)
def test_notes_that_would_not_read_back_are_refused(notes: dict[int, str], message: str):
    with pytest.raises(ValueError, match=message):
        dumps(the_game(), notes=notes)


def test_a_record_is_text():
    with pytest.raises(TypeError, match="a record is text"):
        loads(42)  # type: ignore[arg-type]


# -- refusals: each names the line and the reason ------------------------------


def test_an_illegal_action_is_refused_with_the_rules_reason():
    text = RECORD.replace("1: play ♥K", "1: play ♠A")
    error = refused(text)
    assert error.line == line_of(text, "1: play ♠A", 0)
    assert str(error) == (
        f"line {error.line}: seat 1 may not play ♠A: "
        "You hold ♥: you must follow suit (Bedienpflicht)."
    )


def test_a_trump_refusal_names_trumpfzwang_and_must_overtrump():
    text = RECORD.replace("3: play ♣9", "3: play ♠K")
    assert "must trump (Trumpfzwang)" in str(refused(text))
    game = Game(MUST_OVERTRUMP, Rules(must_overtrump=True))
    for action in [
        "pass",
        "pass",
        "bid clubs",
        "declare clubs",
        "discard ♦8 ♦7",
        "play ♦A",
        "play ♣K",
    ]:
        game.apply(action)
    text = dumps(game).replace("result: unfinished", "2: play ♣7\nresult: unfinished")
    assert str(refused(text)) == (
        f"line {line_of(text, '2: play ♣7')}: seat 2 may not play ♣7: You must beat ♣K, "
        "the highest trump in the trick, because you can (must-overtrump)."
    )


def test_an_action_by_the_wrong_seat_is_refused():
    text = RECORD.replace("4: play ♠9", "0: play ♠9")
    assert str(refused(text)) == (
        f"line {line_of(text, '0: play ♠9')}: seat 0 cannot act here: seat 4 is to play a card"
    )


def test_a_bid_below_the_last_names_the_higher_suit_rule():
    text = RECORD.replace("2: bid clubs", "2: bid diamonds")
    assert "Bids must name a higher suit than ♥" in str(refused(text))


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("0: play ♥A", "0: play ♥11", "not an action: 'play ♥11'"),
        ("0: play ♥A", "0: ♥A", "not an action: '♥A'"),
        ("0: play ♥A", "7: play ♥A", "there is no seat 7: seats are 0 to 4"),
        ("0: play ♥A", "0 play ♥A", "cannot read '0 play ♥A'"),
        ("0: play ♥A", "north: play ♥A", "unknown heading 'north:'"),
        (
            "seat 1: ♣8",
            "seat 1: ♣9",
            "seat 1 does not agree with the deal code (line 3): the code gives ♣8 there, not ♣9",
        ),
        ("seat 1: ♣8 ", "seat 1: ", "seat 1's hand has 5 cards: it needs 6"),
        ("seat 1: ♣8", "seat 1: ♣X", "not a card: '♣X'"),
        ("talon: ♣J ♥9", "talon: ♣J ♥8", "the talon does not agree with the deal code"),
        ("talon: ♣J ♥9", "talon: ♣J ♣J", "the talon has ♣J twice"),
        ("dealer: 4", "dealer: 1", "by the deal code (line 3) seat 4 deals, not seat 1"),
        ("dealer: 4", "dealer: 9", "the dealer is a seat from 0 to 4, not '9'"),
        ("deal: 2N02-JFMC-7N6E-4EWS", "deal: 2N02-JFMC-7N6E-4EWT", "fails its check character"),
        (
            "rule: must-overtrump = on",
            "rule: must-overtrump = maybe",
            "must-overtrump is a switch: write on or off (or true/false, yes/no), not 'maybe'",
        ),
        ("rule: must-overtrump = on", "rule: trumps = jacks", "unknown rules option 'trumps'"),
        (
            "rule: must-overtrump = on",
            "rule: auction = open-cry",
            "auction cannot be open-cry: allowed are pass-final, single-round, re-entry",
        ),
        ("rule: must-overtrump = on", "rule: game-value = ten", "game-value is a whole number"),
        ("rule: must-overtrump = on", "rule: game-value = 0", "game_value must be a positive"),
        ("rule: must-overtrump = on", "rule: packets = 3-3", "bad packet pattern"),
        (
            "rule: must-overtrump = on",
            "rule: settlement = payments",
            "inconsistent rules: settlement='payments' only applies with scoring='agreed-value'",
        ),
        (
            "rule: must-overtrump = on",
            "rule: must-overtrump = on\nrule: must_overtrump = off",
            "must-overtrump is set twice (also on line 2)",
        ),
        ("dealer: 4", "dealer: 4\ndealer: 4", "'dealer:' is given twice (also on line 4)"),
    ],
)
def test_a_bad_line_is_refused_naming_it(old: str, new: str, message: str):
    text = RECORD.replace(old, new, 1)
    assert text != RECORD
    error = refused(text)
    assert message in error.reason
    first_new = new.split("\n")[-1]
    assert error.line == line_of(text, first_new), str(error)
    assert str(error).startswith(f"line {error.line}: ")


def test_an_inconsistent_set_of_rules_is_blamed_on_its_last_line():
    text = RECORD.replace(
        "rule: must-overtrump = on",
        "rule: settlement = payments\nrule: tie-at-65 = on\nrule: must-overtrump = on",
    )
    error = refused(text)
    assert error.line == 4 and "inconsistent rules" in error.reason


def test_a_record_without_a_deal_is_refused():
    lines = [line for line in RECORD.split("\n") if not line.startswith(("seat 3", "deal:"))]
    text = "\n".join(lines)
    error = refused(text)
    assert error.line == line_of(text, "0: pass")
    assert "does not say what was dealt" in error.reason


def test_hands_without_a_code_must_not_deal_a_card_twice():
    text = RECORD.replace("deal: 2N02-JFMC-7N6E-4EWS\n", "").replace("♦7\n", "♦A\n", 1)
    error = refused(text)
    assert "♦A is dealt twice (also line" in error.reason


def test_headings_belong_before_the_actions():
    text = RECORD.replace("2: declare clubs", "talon: ♣J ♥9\n2: declare clubs")
    error = refused(text)
    assert error.reason == "'talon:' belongs before the actions, which begin on line 13"


def test_a_record_cut_short_is_refused():
    lines = RECORD.split("\n")
    for cut in (13, 30, len(lines) - 3, len(lines) - 2):
        text = "\n".join(lines[:cut])
        error = refused(text)
        assert "stops without a result line, so it may be cut short" in error.reason
        assert error.line == max(
            n for n, line in enumerate(lines[:cut], 1) if line and line[0] != "#"
        )


def test_a_record_cut_inside_its_result_line_is_refused():
    result = "result: win-schneider; soloist 2; points 115; tricks 5; scores 0 0 +230 0 0"
    for end in range(len("result: "), len(result)):
        text = RECORD.replace(result, result[:end])
        with pytest.raises(RecordError):
            loads(text)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "win-schneider;",
            "win;",
            "the record claims outcome win, but the replayed hand gives win-schneider",
        ),
        (
            "points 115",
            "points 114",
            "the record claims points 114, but the replayed hand gives 115",
        ),
        ("tricks 5", "tricks 6", "claims tricks 6"),
        ("soloist 2", "soloist 3", "claims soloist 3"),
        (
            "+230 0 0",
            "+230 0 +1",
            "claims scores 0 0 +230 0 +1, but the replayed hand gives 0 0 +230 0 0",
        ),
        (
            "; tricks 5",
            "",
            "the result does not give the tricks; the replayed result is: "
            "win-schneider; soloist 2; points 115; tricks 5; scores 0 0 +230 0 0",
        ),
        (
            "; scores",
            "; winner 2; scores",
            "the record gives winner 2, but this hand has no winner",
        ),
        ("win-schneider", "victory", "unknown result 'victory'"),
        ("; points 115", "; points 115; points 115", "the result gives points twice"),
        ("scores 0 0 +230 0 0", "scores 0 0 +230", "scores in the result needs five whole numbers"),
        ("points 115", "points many", "points in the result needs a whole number"),
        ("points 115", "bonus 10", "cannot read 'bonus 10' in the result"),
        (
            "result: win-schneider; soloist 2; points 115; tricks 5; scores 0 0 +230 0 0",
            "result: unfinished",
            "the record says the hand is unfinished, but it is over",
        ),
    ],
)
def test_a_result_that_does_not_match_the_replay_is_refused(old: str, new: str, message: str):
    text = RECORD.replace(old, new)
    error = refused(text)
    assert error.line == line_of(text, "result:")
    assert message in error.reason, (message, error.reason)


def test_a_finished_result_claimed_for_a_hand_that_is_not_over_is_refused():
    text = RECORD.replace("1: play ♦K\n", "")
    error = refused(text)
    assert error.reason == (
        "the record claims the result 'win-schneider', but the hand is not over "
        "(seat 1 is to play a card): actions are missing"
    )


def test_actions_after_the_end_of_the_hand_are_refused():
    text = RECORD.replace("1: play ♦K\n", "1: play ♦K\n0: pass\n")
    error = refused(text)
    assert error.line == line_of(text, "0: pass")
    assert error.reason.startswith("the hand is already over (Soloist (seat 2) wins")


def test_nothing_may_follow_the_result_line():
    error = refused(RECORD + "0: pass\n")
    assert error.reason == f"nothing may follow the result (line {line_of(RECORD, 'result:')})"


def test_text_that_is_not_utf8_is_refused():
    error = refused(RECORD.encode()[:40] + b"\n\xff\xfe\n")
    assert error.line == 3 and error.reason == "this is not UTF-8 text"


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment", "hello world", "{}", "\x00\x01"])
def test_garbage_is_refused(text: str):
    refused(text)


def test_record_error_is_exported_under_its_package():
    assert RecordError.__module__ == "solo66.core.record"
    assert Record.__module__ == "solo66.core.record"
