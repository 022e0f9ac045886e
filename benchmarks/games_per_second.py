"""Games per second: random hands played through the public API, on one core.

Usage::

    python -m benchmarks.games_per_second [--games 20000] [--runs 5]

Each game is ``Game.new(seed)`` followed by ``apply(random.choice(legal_actions()))``
until ``is_over()`` — exactly what any caller does.  Seeds ``0 .. games-1`` and
the random choices (``random.Random(seed)``) are fixed, so every run plays the
same games; the best of ``runs`` runs is reported, as with ``timeit``.  Time
is this process's CPU time (``time.process_time``): on an idle machine the same
as the wall clock, and not inflated when other processes share the core.  The
contenders' runs take turns, so a busy machine slows them alike.

If OpenSpiel (``pip install open_spiel``) is importable, its ``skat`` is driven by
the same Python loop — ``legal_actions()``, ``random.choice``, ``apply_action()``
until ``is_terminal()`` — and the ratio is printed.  OpenSpiel deals the cards
through chance nodes; each is resolved by sampling from ``chance_outcomes()``
(skat's outcomes are equally likely, so a uniform choice samples them exactly).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import time
from collections.abc import Callable
from typing import Any

from solo66 import Game, Rules


def play_solo66(games: int, rules: Rules | None = None) -> int:
    """Play ``games`` random hands; return the number of actions taken."""
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        game = Game.new(seed, rules)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    return actions


def play_openspiel(games: int, name: str = "skat") -> int:
    """Play ``games`` random games of an OpenSpiel game; return the number of actions."""
    import pyspiel  # type: ignore[import-not-found, unused-ignore]

    spiel_game: Any = pyspiel.load_game(name)
    actions = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = spiel_game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                action = rng.choice(state.chance_outcomes())[0]
            else:
                action = rng.choice(state.legal_actions())
            state.apply_action(action)
            actions += 1
    return actions


def best_rates(
    players: dict[str, Callable[[int], int]], games: int, runs: int
) -> dict[str, tuple[float, float]]:
    """For each player: (games per second, actions per game) of its fastest run.

    The runs take turns (one of each, ``runs`` times over), so a busy machine slows
    every contender alike and the ratio stays fair.
    """
    best = dict.fromkeys(players, float("inf"))
    actions = dict.fromkeys(players, 0)
    for _ in range(runs):
        for name, play in players.items():
            started = time.process_time()
            actions[name] = play(games)
            best[name] = min(best[name], time.process_time() - started)
    return {name: (games / best[name], actions[name] / games) for name in players}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20000, help="games per run (default 20000)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the best counts (default 5)")
    args = parser.parse_args(argv)
    players: dict[str, Callable[[int], int]] = {"solo66": play_solo66}
    if importlib.util.find_spec("pyspiel") is not None:
        players["open_spiel skat"] = play_openspiel
    rates = best_rates(players, args.games, args.runs)
    rate, per_game = rates["solo66"]
    print(f"solo66          {rate:>9,.0f} games/s  ({per_game:.1f} actions per game)")
    if "open_spiel skat" not in rates:
        print("open_spiel is not installed: pip install open_spiel to compare with its skat")
        return
    spiel_rate, spiel_per_game = rates["open_spiel skat"]
    print(
        f"open_spiel skat {spiel_rate:>9,.0f} games/s  ({spiel_per_game:.1f} actions per game, "
        "32 of them chance nodes dealing the cards)"
    )
    print(f"ratio solo66 / open_spiel skat: {rate / spiel_rate:.2f}")


if __name__ == "__main__":
    main()
