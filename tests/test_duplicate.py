"""Duplicate sets (solo66.teaching.duplicate): codes, deals, pars and the command line."""

from __future__ import annotations

import random

import pytest

from solo66.analysis.levels import LEVELS, bot
from solo66.analysis.solver import solve_contract
from solo66.core.codes import ALPHABET as _ALPHABET
from solo66.core.game import Game, Phase
from solo66.core.scoring import impossible, outcome, soloist_score
from solo66.teaching.duplicate import MAX_DEALS, DuplicateSet
from tests.test_cli import refused, run


def test_set_codes_round_trip() -> None:
    rng = random.Random(66)
    for _ in range(500):
        chosen = DuplicateSet(
            rng.randrange(2**20), rng.randint(1, MAX_DEALS), rng.randrange(5), rng.choice(LEVELS)
        )
        code = chosen.code
        assert len(code) == 8 and code[4] == "-"
        assert DuplicateSet.from_code(code) == chosen
        assert DuplicateSet.from_code(code.lower().replace("-", " ")) == chosen


def test_every_single_character_error_is_refused() -> None:
    rng = random.Random(7)
    for _ in range(40):
        text = DuplicateSet(rng.randrange(2**20), 6, 1).code.replace("-", "")
        for i, ch in enumerate(text):
            for other in _ALPHABET:
                if other == ch:
                    continue
                wrong = text[:i] + other + text[i + 1 :]
                with pytest.raises(ValueError, match="set code"):
                    DuplicateSet.from_code(wrong)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("0002-V1", "has 6 characters: a set code has 7"),
        ("0002-V1U", "characters that cannot occur (U)"),
        ("0002-V1D", "fails its check character"),
    ],
)
def test_bad_codes_say_what_is_wrong(code: str, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        DuplicateSet.from_code(code)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"seed": -1}, "a set's seed is a whole number from 0 to 1048575"),
        ({"seed": 1, "count": 17}, "a set has 1 to 16 deals, not 17"),
        ({"seed": 1, "seat": 5}, "a seat is a number from 0 to 4"),
        ({"seed": 1, "level": "hard"}, "the bots' level is one of easy, medium, strong"),
    ],
)
def test_bad_sets_are_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        DuplicateSet(**kwargs)  # type: ignore[arg-type]


def test_the_deals_are_fixed_by_the_code_and_the_dealer_moves_on() -> None:
    chosen = DuplicateSet(12, 6)
    deals = chosen.deals()
    assert [d.dealer for d in deals] == [0, 1, 2, 3, 4, 0]
    assert len({d.code for d in deals}) == 6
    assert [d.code for d in DuplicateSet.from_code(chosen.code).deals()] == [d.code for d in deals]


def test_each_par_is_the_bots_auction_solved_open_handed() -> None:
    chosen = DuplicateSet(12, 4, level="easy")
    for deal, par in zip(chosen.deals(), chosen.pars(), strict=True):
        game = Game(deal)
        bots = [bot("easy", f"{deal.code}/{seat}") for seat in range(5)]
        while game.phase in (Phase.AUCTION, Phase.DECLARE, Phase.DISCARD):
            game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
        assert par.soloist == game.soloist
        if par.soloist is None:
            continue
        assert par.trump == game.trump and par.discard == game.discards
        contract = solve_contract(deal.hands, deal.talon, par.soloist, par.trump, par.discard)
        # The line's points are the solver's value; its tricks a number they come with.
        assert par.value == contract.value and par.tricks is not None
        assert impossible(par.value, par.tricks) is None
        assert sum(t.winner == par.soloist for t in par.line) == par.tricks
        assert len(par.line) == 6
        assert par.outcome == outcome(par.value, par.tricks)
        assert par.score == soloist_score(par.value, par.tricks)


def test_the_command_line_makes_and_shows_a_set() -> None:
    status, out, err = run("duplicate", "new", "--deals", "3", "--seed", "12")
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == "Set 0002-V1C: 3 deals, played at seat 1 against heuristic bots."
    assert len(lines) == 4 and all(
        line.startswith(f"deal {i}: ") for i, line in enumerate(lines[1:], 1)
    )
    assert run("duplicate", "show", "0002-v1c") == (0, out, "")
    assert "fails its check character" in run("duplicate", "show", "0002-V1D")[2]
    assert "needs the set code" in run("duplicate", "show")[2]
    assert "invalid choice: 'hard'" in refused("duplicate", "new", "--level", "hard")
    status, out, err = run("duplicate", "new", "--deals", "17")
    assert (status, out) == (2, "") and "a set has 1 to 16 deals, not 17" in err
