"""Hypothesis strategies and settings shared by the property tests (``test_properties``,
``test_observation``, ``test_i18n``): random rules, random hands played by random
choices, and actions of every kind to try.  Imported as ``tests.strategies`` (pytest puts
the repository's root on the path: ``pythonpath`` in ``pyproject.toml``).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from solo66 import Game, Rules, Suit
from solo66.core.game import PLAY_ACTION, Action

__all__ = ["ALL_ACTIONS", "PATTERNS", "SETTINGS", "choose", "hands", "positions", "rules"]

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
PATTERNS = ["3-T-3", "2-2-2-T", "3-3-T", "T-3-3", "1-T-5", "2-t-2-2"]
ALL_ACTIONS = [
    Action.from_str(text)
    for text in [
        "pass",
        *(f"bid {s}" for s in Suit),
        *(f"declare {s}" for s in Suit),
        "discard ♣A ♦7",
        "discard ♥10 ♠K",
    ]
] + list(PLAY_ACTION.values())


@st.composite
def rules(draw: st.DrawFn) -> Rules:
    scoring = draw(st.sampled_from(["points-taken", "winners-points", "agreed-value"]))
    all_pass = draw(st.sampled_from(["redeal", "last-trick"]))
    return Rules(
        auction=draw(st.sampled_from(["pass-final", "single-round", "re-entry", "first-highest"])),
        talon_order=draw(st.sampled_from(["announce-first", "talon-first"])),
        must_overtrump=draw(st.booleans()),
        tie_at_65=draw(st.booleans()),
        scoring=scoring,
        game_value=draw(st.integers(1, 50)),
        settlement=draw(st.sampled_from(["soloist-only", "payments"]))
        if scoring == "agreed-value"
        else "soloist-only",
        schneider=draw(st.sampled_from(["under-33", "at-most-30"])),
        all_pass=all_pass,
        last_trick_payout=draw(st.sampled_from(["winner-scores", "collect-from-each"]))
        if all_pass == "last-trick"
        else "winner-scores",
        packets=draw(st.sampled_from(PATTERNS)),
        redeal_dealer=draw(st.sampled_from(["next", "same"])) if all_pass == "redeal" else "next",
    )


@st.composite
def hands(draw: st.DrawFn, stop_early: bool = False) -> Game:
    """A hand under random rules, played by random choices (to the end, or not)."""
    game = Game.new(
        seed=draw(st.integers(0, 2**32)), rules=draw(rules()), dealer=draw(st.integers(0, 4))
    )
    rng = random.Random(draw(st.integers(0, 2**32)))
    stop = draw(st.one_of(st.just(99), st.integers(0, 45))) if stop_early else 99
    while not game.is_over() and len(game.history) < stop:
        game.apply(choose(game, rng))
    return game


def choose(game: Game, rng: random.Random) -> Action:
    legal = game.legal_actions()
    if legal[0].kind == "pass" and rng.random() < 0.6:
        return legal[0]
    return rng.choice(legal)


def positions() -> st.SearchStrategy[Game]:
    """A hand under random rules, stopped at a random step (or played to the end)."""
    return hands(stop_early=True)
