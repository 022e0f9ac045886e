"""Duplicate sets (solo66.teaching.duplicate): codes, deals, pars and the command line."""

from __future__ import annotations

import csv
import io
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo66.analysis.bots import RandomBot, play_out
from solo66.analysis.fair import discard_values
from solo66.analysis.levels import LEVELS, bot
from solo66.analysis.review import fair_review, review
from solo66.analysis.solver import solve_contract
from solo66.core.codes import ALPHABET as _ALPHABET
from solo66.core.deal import DEAL_CODE, Deal
from solo66.core.game import Game, Phase, discard_action
from solo66.core.rules import Rules, option
from solo66.core.scoring import Outcome, impossible, outcome, soloist_score
from solo66.teaching.duplicate import (
    MAX_DEALS,
    MAX_GAME_VALUE,
    RESULT_CODE,
    SEED_LIMIT,
    SET_CODE,
    TAGS,
    DuplicateSet,
    passed_result,
    read_result,
    result_code,
    table_result,
)
from solo66.teaching.ranking import rank, ranking_csv
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


# -- the codec, long set codes and result codes ------------------------------------------

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)


@st.composite
def set_rules(draw: st.DrawFn) -> Rules:
    """Rules a set code carries: any choice of each coded option, consistent."""
    fields: dict[str, object] = {}
    for name in ("auction", "talon_order", "must_overtrump", "tie_at_65", "schneider"):
        fields[name] = draw(st.sampled_from(option(name).choices))
    fields["scoring"] = draw(st.sampled_from(option("scoring").choices))
    if fields["scoring"] == "agreed-value":
        fields["settlement"] = draw(st.sampled_from(option("settlement").choices))
    fields["all_pass"] = draw(st.sampled_from(option("all_pass").choices))
    if fields["all_pass"] == "last-trick":
        fields["last_trick_payout"] = draw(st.sampled_from(option("last_trick_payout").choices))
    else:
        fields["redeal_dealer"] = draw(st.sampled_from(option("redeal_dealer").choices))
    fields["game_value"] = draw(st.integers(1, MAX_GAME_VALUE))
    return Rules(**fields)  # type: ignore[arg-type]


@st.composite
def sets(draw: st.DrawFn, levels: tuple[str, ...] = LEVELS) -> DuplicateSet:
    return DuplicateSet(
        draw(st.integers(0, SEED_LIMIT - 1)),
        draw(st.integers(1, MAX_DEALS)),
        draw(st.integers(0, 4)),
        draw(st.sampled_from(levels)),
        draw(st.one_of(st.just(Rules()), set_rules())),
    )


def mutations(code: str) -> list[str]:
    """Every code that differs from ``code`` in exactly one character (dashes kept)."""
    out = []
    for i, ch in enumerate(code):
        if ch == "-":
            continue
        out.extend(code[:i] + other + code[i + 1 :] for other in _ALPHABET if other != ch)
    return out


@settings(SETTINGS, max_examples=300)
@given(sets())
def test_set_codes_with_rules_round_trip(chosen: DuplicateSet) -> None:
    code = chosen.code
    assert len(code.replace("-", "")) == (7 if chosen.rules == Rules() else 11)
    again = DuplicateSet.from_code(code)
    assert again == chosen and again.rules == chosen.rules


@settings(SETTINGS, max_examples=15)
@given(sets())
def test_every_single_character_error_in_a_set_code_is_refused(chosen: DuplicateSet) -> None:
    for wrong in mutations(chosen.code):
        with pytest.raises(ValueError, match="set code"):
            DuplicateSet.from_code(wrong)


def test_a_long_set_code_must_carry_rules_and_rules_beyond_the_code_are_refused() -> None:
    short = DuplicateSet(12, 3).code.replace("-", "")
    padded = SET_CODE.write(SET_CODE.read(short)[0], 10)
    with pytest.raises(ValueError, match="names no set"):
        DuplicateSet.from_code(padded)
    with pytest.raises(ValueError, match="cannot carry packets=2-2-2-T"):
        DuplicateSet(1, rules=Rules(packets="2-2-2-T"))
    with pytest.raises(ValueError, match="game value from 1 to 1000, not 1001"):
        DuplicateSet(1, rules=Rules(scoring="agreed-value", game_value=1001))
    assert DuplicateSet(1, rules=Rules(game_value=1000)).code != DuplicateSet(1).code


def test_the_codec_writes_deal_codes_as_before() -> None:
    deal = Deal.shuffle(seed=7)
    assert deal.code == "1CH9-M7XX-VSBG-G44N"
    number, digits = DEAL_CODE.read(deal.code)
    assert digits == 15 and DEAL_CODE.write(number, 15) == deal.code


def played(chosen: DuplicateSet, index: int, seed: int) -> Game:
    """Deal ``index`` of a set played to the end by random bots."""
    game = Game(chosen.deals()[index], chosen.rules)
    play_out(game, [RandomBot(f"{seed}/{seat}") for seat in range(5)])
    return game


@settings(SETTINGS, max_examples=150)
@given(
    sets(levels=("easy",)),
    st.integers(0, MAX_DEALS - 1),
    st.integers(0, 2**32),
    st.integers(0, TAGS - 1),
)
def test_result_codes_round_trip(chosen: DuplicateSet, index: int, seed: int, tag: int) -> None:
    index %= chosen.count
    game = played(chosen, index, seed)
    code = result_code(chosen, index, game, tag)
    read = read_result(code)
    assert (read.set, read.index, read.tag, read.seat, read.code) == (
        chosen,
        index,
        tag,
        chosen.seat,
        code,
    )
    assert read.game.history == game.history and read.game.result == game.result
    assert read_result(code.lower().replace("-", " ")).code == code


@settings(SETTINGS, max_examples=6)
@given(sets(levels=("easy",)), st.integers(0, 2**32))
def test_every_single_character_error_in_a_result_code_is_refused(
    chosen: DuplicateSet, seed: int
) -> None:
    code = result_code(chosen, 0, played(chosen, 0, seed), 5)
    for wrong in mutations(code):
        with pytest.raises(ValueError, match="result code"):
            read_result(wrong)


def test_a_result_code_is_written_for_a_finished_hand_of_the_set() -> None:
    chosen = DuplicateSet(12, 3)
    game = Game(chosen.deals()[1])
    with pytest.raises(ValueError, match="written once the hand is over"):
        result_code(chosen, 1, game)
    with pytest.raises(ValueError, match="not deal 1 of set 0002-V1C"):
        result_code(chosen, 0, played(chosen, 1, 3))
    with pytest.raises(ValueError, match="other rules"):
        result_code(chosen, 1, Game(chosen.deals()[1], Rules(tie_at_65=True)))
    with pytest.raises(ValueError, match="deals 0 to 2"):
        result_code(chosen, 3, game)
    with pytest.raises(ValueError, match="tag is a whole number from 0 to 1023"):
        result_code(chosen, 1, played(chosen, 1, 3), 1024)
    code = result_code(chosen, 1, played(chosen, 1, 3), 0)
    longer = RESULT_CODE.write(RESULT_CODE.read(code)[0] + 32**30)
    with pytest.raises(ValueError, match="holds more than a hand"):
        read_result(longer)
    with pytest.raises(ValueError, match="too short for a result code"):
        read_result("0002-V1C")


def test_pars_score_under_any_scoring_scheme_and_refuse_other_play() -> None:
    chosen = DuplicateSet(12, 3)
    par = chosen.pars()[0]
    assert (par.soloist, par.value, par.tricks) == (4, 61, 3)
    assert par.scores() == (0, 0, 0, 0, -122)
    assert par.score_for(1) == 122 and par.score_for(4) == -122
    winners = Rules(scoring="winners-points")
    assert par.scores(winners)[4] == -2 * (130 - 61) and par.score_for(0, winners) == 138
    payments = Rules(scoring="agreed-value", settlement="payments", game_value=5)
    assert par.scores(payments) == (10, 10, 10, 10, -40) and par.score_for(2, payments) == 40
    with pytest.raises(ValueError, match="not how they are played"):
        par.scores(Rules(must_overtrump=True))
    data = par.to_json(1, winners)
    assert data["score"] == 138 and data["tricks"] == 3 and data["outcome"] == "loss"
    assert len(data["line"]) == 6 and data["fair_value"] is None
    assert data["line"][0] == {
        "leader": par.line[0].leader,
        "seats": list(par.line[0].seats),
        "cards": [str(c) for c in par.line[0].cards],
        "winner": par.line[0].winner,
    }
    json.dumps(data)


def test_fair_value_of_the_par_contract_is_the_discard_value() -> None:
    chosen = DuplicateSet(12, 1)
    par = chosen.par(0, fair_samples=2)
    game = Game(chosen.deals()[0])
    bots = [bot("easy", f"{game.deal.code}/{seat}") for seat in range(5)]
    while game.phase is not Phase.DISCARD:
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    values = discard_values(game, samples=2, seed=f"{game.deal.code}/par")
    assert par.fair_samples == 2 and par.fair_value == values.values[discard_action(*par.discard)]  # type: ignore[misc]


def test_passed_deals_are_void_or_played_for_the_last_trick() -> None:
    void = passed_result()
    assert void.score(2) == 0 and void.outcome() is Outcome.REDEAL
    last = Rules(all_pass="last-trick")
    with pytest.raises(ValueError, match="say who took it"):
        void.score(2, last)
    assert passed_result(2).score(2, last) == 10 and passed_result(2).score(1, last) == 0
    with pytest.raises(ValueError, match="only under all-pass=last-trick"):
        passed_result(2).score(2)
    with pytest.raises(ValueError, match="the winner of the last trick is a seat"):
        passed_result(5)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((5, "♣", 70, 3), "the soloist is a seat from 0 to 4"),
        ((1, "♣", 100, 1), "no 7 cards of the pack add up to 100"),
        ((1, "♣", 120, 6), "all six tricks has all 130 points"),
        ((1, "x", 70, 3), "unknown suit 'x'"),
    ],
)
def test_impossible_table_results_are_refused(
    args: tuple[int, str, int, int], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        table_result(*args)


# -- ranking ---------------------------------------------------------------------------


def test_ranking_by_hand_with_ties_rejections_and_codes() -> None:
    chosen = DuplicateSet(12, 2)
    # Par for seat 1: deal 1 seat 4 soloist, 61 points, 3 tricks: loss, -122, so +122;
    # deal 2 seat 3 soloist, 44 points: loss -88, so +88.
    code = result_code(chosen, 1, played(chosen, 1, 9), 7)
    read = read_result(code)
    text = "\n".join(
        [
            "name, deal, soloist, trump, points, tricks",
            "Ann: 1, 4, clubs, 61, 3",  # +122, par
            "Ben: 1, 4, ♣, 66, 3",  # win +66, so -66
            "Cem: 1, 4, c, 58, 3",  # -116, so +116
            "Dora: 1, 4, clubs, 58, 3",  # ties with Cem
            f"Eve: {code}",
            f"Finn: {code}",  # the same code twice
            "Ann: 1, 4, clubs, 70, 3",  # Ann twice on deal 1
            "Gus: 0002-V1C",  # a set code, not a result code
            f"Hal: {code[:-1]}{'0' if code[-1] != '0' else '1'}",  # a mistyped code
            f"Ida: {result_code(DuplicateSet(13, 2), 1, played(DuplicateSet(13, 2), 1, 1), 1)}",
            "Jo: 2, 3, hearts, 100, 1",  # impossible
            "",
            "# a comment",
            "Ben: 2, 3, hearts, 44, 3",  # +88, par
            "Cem: 2, 3, hearts, 32, 2",  # loss-schneider: -96, so +96
        ]
    )
    ranking = rank(chosen, text)
    first, second = ranking.deals
    assert [(s.place, s.name, s.score, s.against_par, s.tie) for s in first.standings] == [
        (1, "Ann", 122, 0, False),
        (2, "Cem", 116, -6, True),
        (2, "Dora", 116, -6, True),
        (4, "Ben", -66, -188, False),
    ]
    assert first.ties == ["Cem and Dora share place 2: each scored +116 (-6 against par)."]
    eve = read.score()
    assert {s.name: s.score for s in second.standings} == {"Cem": 96, "Ben": 88, "Eve": eve}
    assert [(r.line, r.name, r.kind) for r in ranking.rejected] == [
        (7, "Finn", "duplicate-code"),
        (8, "Ann", "same-student"),
        (9, "Gus", "bad-code"),
        (10, "Hal", "bad-code"),
        (11, "Ida", "foreign-set"),
        (12, "Jo", "bad-row"),
    ]
    reasons = [r.reason for r in ranking.rejected]
    assert reasons[0] == "the same code as line 6 (Eve)"
    assert reasons[1] == "Ann already has a result for deal 1 (line 2): the first counts"
    assert "too short for a result code" in reasons[2] and "fails its check" in reasons[3]
    other = DuplicateSet(13, 2).code
    assert reasons[4] == f"the code is of set {other}, not of set {chosen.code}"
    totals = {o.name: (o.place, o.deals, o.score, o.against_par) for o in ranking.overall}
    assert totals["Ann"][1:] == (1, 122, 0)
    assert totals["Ben"][1:] == (2, -66 + 88, -188)
    assert totals["Cem"][1:] == (2, 116 + 96, -6 + 8)
    assert totals["Eve"][1:] == (1, eve, eve - 88)
    againsts = [o.against_par for o in ranking.overall]
    assert againsts == sorted(againsts, reverse=True)
    assert [o.place for o in ranking.overall] == [1 + againsts.index(a) for a in againsts]
    data = ranking.to_json()
    assert json.loads(json.dumps(data)) == data
    assert (
        data["deals"][0]["par"]["score"] == 122 and data["rejected"][0]["kind"] == "duplicate-code"
    )
    rows = list(csv.reader(io.StringIO(ranking_csv(ranking))))
    assert rows[0][:6] == ["deal", "place", "name", "score", "par", "against_par"]
    assert rows[1][:6] == ["1", "1", "Ann", "122", "122", "0"]
    assert rows[-len(ranking.overall)][:6] == ["all", "1", "Cem", "212", "", "2"]


def test_overall_ties_share_a_place_and_are_explained() -> None:
    chosen = DuplicateSet(12, 2)
    ranking = rank(chosen, ["Ann: 1, 4, clubs, 61, 3", "Ben: 2, 3, hearts, 44, 3"])
    assert [(o.place, o.name, o.tie) for o in ranking.overall] == [
        (1, "Ann", True),
        (1, "Ben", True),
    ]
    assert ranking.ties == ["Ann and Ben share place 1: 0 against par each, over the set."]
    later = rank(chosen, ["name,deal", "Ann,1,4,clubs,61,3", "name,2,3,hearts,44,3"])
    assert [o.name for o in later.overall] == ["Ann", "name"] and not later.rejected


def test_the_costliest_cards_come_from_the_review() -> None:
    chosen = DuplicateSet(12, 1)
    codes = [result_code(chosen, 0, played(chosen, 0, seed), seed) for seed in range(3)]
    ranking = rank(chosen, [f"S{i}: {c}" for i, c in enumerate(codes)])
    for standing in ranking.deals[0].standings:
        game = read_result(standing.code or "").game
        costs = sorted((p.cost for p in review(game, 1) if p.cost > 0), reverse=True)
        assert [c.cost for c in standing.costly] == costs[:3]
    assert any(s.costly for s in ranking.deals[0].standings)
    everyone = sorted((c.cost for s in ranking.deals[0].standings for c in s.costly), reverse=True)
    assert [c.cost for c in ranking.deals[0].costly] == everyone[:3]
    assert rank(chosen, [f"S: {codes[0]}"], costs=False).deals[0].standings[0].costly == ()


def test_a_ranking_may_change_only_how_hands_are_scored() -> None:
    chosen = DuplicateSet(12, 2)
    winners = rank(chosen, ["Ann: 1, 4, clubs, 61, 3"], Rules(scoring="winners-points"))
    assert winners.deals[0].standings[0].score == 2 * (130 - 61)
    with pytest.raises(ValueError, match="not how they are played"):
        rank(chosen, [], Rules(auction="re-entry"))


def test_the_costly_cards_can_be_judged_fairly() -> None:
    chosen = DuplicateSet(12, 1)
    codes = [result_code(chosen, 0, played(chosen, 0, seed), seed) for seed in range(4)]
    ranking = rank(chosen, [f"S{i}: {c}" for i, c in enumerate(codes)], fair_samples=8)
    assert any(s.costly for s in ranking.deals[0].standings)
    for standing in ranking.deals[0].standings:
        read = read_result(standing.code or "")
        judged = fair_review(read.game, 1, samples=8, seed=read.code)
        worse = sorted((p.played.cost for p in judged if p.played.cost >= 1), reverse=True)
        assert [c.fair_cost for c in standing.costly] == worse[:3]
        assert all(c.fair_samples == 8 for c in standing.costly)
    with pytest.raises(ValueError, match="fair_samples is a whole number of at least 0"):
        rank(chosen, [], fair_samples=-1)


def test_a_result_code_does_not_hang_on_the_order_the_cards_are_held_in() -> None:
    chosen = DuplicateSet(12, 2)
    game = played(chosen, 1, 4)
    again = Game(Deal.from_code(game.deal.code), chosen.rules)  # each hand sorted
    for _seat, action in game.history:
        again.apply(action)
    assert result_code(chosen, 1, again, 3) == result_code(chosen, 1, game, 3)


def test_a_result_tells_the_play_page_everything_as_json() -> None:
    chosen = DuplicateSet(12, 2)
    game = chosen.game(0)
    bots = chosen.bots(0)
    assert [type(b) for b in bots] == [type(bot("easy", 0))] * 5
    while not game.is_over():
        game.apply(bots[game.current_player].choose(game))  # type: ignore[index]
    read = read_result(result_code(chosen, 0, game, 9))
    data = read.to_json()
    assert json.loads(json.dumps(data)) == data
    par = chosen.pars()[0].score_for(1)
    assert (data["set"], data["deal"], data["tag"], data["seat"]) == (chosen.code, 1, 9, 1)
    assert data["score"] == read.score() and data["par"] == par
    assert data["against_par"] == read.score() - par
    assert data["actions"] == [[s, str(a)] for s, a in game.history]
    # The bots' own hand, played by the set's bots at every seat, is the par's auction.
    assert game.soloist == chosen.pars()[0].soloist


def test_the_smallest_result_code_still_has_thirteen_characters() -> None:
    # Set 0, deal 0, tag 0 and the first legal action at every step: the number 0.
    read = read_result("0000-0000-0000-0")
    assert (read.set, read.index, read.tag, read.code) == (DuplicateSet(0, 1, 0), 0, 0, read.code)
    assert read.code == "0000-0000-0000-0" and read.game.is_over()
