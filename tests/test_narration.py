"""The narrator: every sentence about a hand comes from solo66.core.narration, in the
terms of the rules in force (issue 11, item 4)."""

from __future__ import annotations

import inspect
import random
import re

import pytest

from solo66 import Game, Outcome, Result, Rules
from solo66.core import narration
from solo66.frontends import svg
from solo66.frontends.widgets.replay import replay_data

NAMES = [f"Seat {s}" for s in range(5)]


def played(rules: Rules, wanted: Outcome) -> Game:
    """The first random hand (seeds 0, 1, …) under ``rules`` that ends ``wanted``."""
    for seed in range(5000):
        game = Game.new(seed, rules, dealer=seed % 5)
        rng = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            # Bid now and then, so that most hands have a soloist.
            game.apply(
                legal[-1] if legal[0].kind == "pass" and rng.random() < 0.3 else rng.choice(legal)
            )
        assert game.result is not None
        if game.result.outcome is wanted:
            return game
    raise AssertionError(f"no hand ended {wanted}")


def test_the_replayers_result_sentence_follows_the_schneider_threshold():
    rules = Rules(schneider="at-most-30")
    game = played(rules, Outcome.LOSS_SCHNEIDER)
    final = replay_data(game, marks=False)["final"]
    assert game.result is not None and game.result.soloist_points <= 30
    assert "30 or fewer: schneider" in final
    assert "under 33" not in final


def test_a_schneider_win_under_the_skat_style_threshold():
    rules = Rules(schneider="at-most-30")
    result = Result(Outcome.WIN_SCHNEIDER, (0, 0, 0, 206, 0), 3, 103, 5, 3, rules)
    text = narration.result_sentence(result, NAMES)
    assert "the defenders have 27, 30 or fewer: they are schneider" in text
    default = Result(Outcome.WIN_SCHNEIDER, (0, 0, 0, 196, 0), 3, 98, 5, 3)
    assert "the defenders have 32, under 33" in narration.result_sentence(default, NAMES)


def test_the_score_is_worked_out_on_the_schemes_base():
    winners = Rules(scoring="winners-points")
    loss = Result(Outcome.LOSS, (0, -180, 0, 0, 0), 1, 40, 2, 0, winners)
    assert narration.result_sentence(loss, NAMES).endswith(
        "Score: −180 (−2 × 90, the defenders' card points)."
    )
    agreed = Rules(scoring="agreed-value", game_value=15)
    loss = Result(Outcome.LOSS_SCHWARZ, (0, -60, 0, 0, 0), 1, 11, 0, 0, agreed)
    assert narration.result_sentence(loss, NAMES).endswith("Score: −60 (−4 × 15).")
    taken = Result(Outcome.LOSS, (0, -80, 0, 0, 0), 1, 40, 2, 0)
    assert narration.result_sentence(taken, NAMES).endswith("Score: −80 (−2 × 40).")


def test_a_whole_hand_under_winners_points_is_told_with_its_score():
    game = played(Rules(scoring="winners-points"), Outcome.LOSS)
    result = game.result
    assert result is not None and result.soloist is not None
    final = replay_data(game, marks=False)["final"]
    base = 130 - result.soloist_points
    assert f"(−2 × {base}, the defenders' card points)" in final
    assert result.scores[result.soloist] == -2 * base


def test_every_front_end_tells_the_result_from_the_narrator():
    game = played(Rules(tie_at_65=True), Outcome.DRAW)
    result = game.result
    assert result is not None
    assert str(result) == narration.result_summary(result)
    assert "draws" in str(result)
    label = narration.result_label(result, NAMES)
    assert "draws" in label and label in svg.table(game)


def test_the_first_highest_auction_is_told_as_it_is():
    game = Game.new(1, Rules(auction="first-highest"))
    before = game.clone()
    game.apply("bid hearts")
    after_first = game.clone()
    game.apply("bid hearts")
    text, _ = narration.Narrator(NAMES).step(after_first, 2, game.history[-1][1], game)
    assert "too" in text and "does not take the bid" in text
    assert before.bid is None and game.bid is not None


@pytest.mark.parametrize("module", [narration])
def test_no_threshold_is_written_into_a_sentence(module: object):
    source = inspect.getsource(module)  # type: ignore[arg-type]
    code = source.split('"""', 2)[2]  # after the module docstring
    body = "\n".join(
        line for line in code.splitlines() if not line.lstrip().startswith((">>>", "..."))
    )
    strings = re.findall(r'f?"[^"\n]*"', body)
    for text in strings:
        # A number inside an option's name or value (tie-at-65, under-33) is no threshold.
        assert not re.search(r"(?<![-\w])(33|31|30|65|66|130)(?![-\w])", text), text
