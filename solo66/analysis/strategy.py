"""Many seeded deals at once: how strong is a hand, how often does everyone pass?

The figures of the book's page "Strategy for both sides" come from these
functions, run over thousands of deals by ``benchmarks/strategy_data.py``; the
page runs a few of them again to check that its data file is up to date.

**A would-be soloist.**  In deal ``seed`` (dealer ``seed % 5``) seat
``(seed // 5) % 5`` becomes soloist whatever its cards, so over 25 consecutive
seeds the soloist sits in every position as often: the seats before that seat pass,
it bids diamonds (the lowest bid, so every trump is open to it) and the others
pass.  It then announces, picks up the talon and discards as
:class:`~solo66.analysis.bots.HeuristicBot` does (its strongest suit by
:func:`~solo66.analysis.bots.suit_strength`, chosen from its six cards before it sees
the talon).  The hand is played out by five heuristic bots
(:func:`play_sample`) or solved open-handed (:func:`open_hand_points`).

>>> sample = play_sample(3)
>>> sample.soloist, sample.trump, sample.trumps, sample.trump_points
(0, 'hearts', 5, 25)
>>> sample.points, sample.outcome, sample.score
(96, <Outcome.WIN: 'win'>, 96)
>>> open_hand_points(4)
4
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solo66.analysis.bots import HeuristicBot, play_out, suit_strength
from solo66.analysis.solver import Solver, solve
from solo66.core.cards import Rank, Suit
from solo66.core.game import Action, Game, Phase
from solo66.core.rules import AUCTIONS, Auction, Rules
from solo66.core.scoring import Outcome

__all__ = [
    "AUCTIONS",
    "Sample",
    "all_pass",
    "best_line",
    "open_hand_points",
    "play_sample",
    "played_game",
    "position_with_tricks_left",
    "seen",
    "soloist_game",
    "strongest_suit",
]


@dataclass(frozen=True)
class Sample:
    """One deal played out by a would-be soloist and four defenders, all heuristic bots.

    ``position`` is the soloist's place after the dealer: 0 is forehand, who leads
    to the first trick.  ``trumps`` and ``trump_points`` count the trumps in the six
    cards the soloist keeps after the discard; ``points`` are the soloist's final card
    points (tricks, discards and the 10 for the last trick if they took it), ``score``
    what they score.
    """

    seed: int
    soloist: int
    position: int
    trump: str
    trumps: int
    trump_points: int
    points: int
    took_last: bool
    outcome: Outcome
    score: int

    @property
    def won(self) -> bool:
        """Whether the soloist won (any kind of win)."""
        return self.outcome.won


def _bots(seed: int) -> list[HeuristicBot]:
    return [HeuristicBot(seed * 5 + seat) for seat in range(5)]


def soloist_game(seed: int, rules: Rules | None = None) -> tuple[Game, list[HeuristicBot]]:
    """Deal ``seed`` at the first lead, with seat ``(seed // 5) % 5`` as soloist, and the
    five bots that play it (the soloist's bot has announced and discarded).

    >>> game, bots = soloist_game(3)
    >>> game.soloist, str(game.trump), [str(a) for _, a in game.history][-2:]
    (0, 'hearts', ['declare hearts', 'discard ♣J ♦Q'])
    """
    game = Game.new(seed, rules, dealer=seed % 5)
    soloist = (seed // 5) % 5
    while game.phase is Phase.AUCTION:
        game.apply("bid diamonds" if game.current_player == soloist else "pass")
    bots = _bots(seed)
    while game.phase is not Phase.PLAY:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game))
    return game, bots


def play_sample(seed: int) -> Sample:
    """Deal ``seed`` with its would-be soloist, played out by five heuristic bots."""
    return played_game(seed)[0]


def played_game(seed: int) -> tuple[Sample, Game]:
    """:func:`play_sample`, and the finished game it was counted from.

    >>> sample, game = played_game(3)
    >>> sample == play_sample(3), game.is_over(), sample.points == game.result.soloist_points
    (True, True, True)
    """
    game, bots = soloist_game(seed)
    soloist, trump = game.soloist, game.trump
    assert soloist is not None and trump is not None
    kept = [c for c in game.hands[soloist] if c.suit is trump]
    result = play_out(game, bots)
    sample = Sample(
        seed=seed,
        soloist=soloist,
        position=game.rules.position(soloist, first=game.forehand),
        trump=str(trump),
        trumps=len(kept),
        trump_points=sum(c.points for c in kept),
        points=result.soloist_points,
        took_last=game.tricks[-1].winner == soloist,
        outcome=result.outcome,
        score=result.scores[soloist],
    )
    return sample, game


def seen(seed: int) -> tuple[Sample, dict[str, Any]]:
    """Deal ``seed`` played out as :func:`play_sample` plays it, and what its players
    could see: the soloist's six cards before the talon (counted for the suit they
    announced), their discard, and every trick a defender led (the soloist's place in it
    from 2 to 5, whether they took it, its card points).

    >>> sample, features = seen(3)
    >>> features["trumps_in_six"], features["high_trumps"], features["discard_points"]
    (3, 2, 5)
    >>> len(features["trick_points"]), all(2 <= lead[0] <= 5 for lead in features["defender_leads"])
    (6, True)
    """
    sample, game = played_game(seed)
    soloist, trump = game.soloist, game.trump
    assert soloist is not None and trump is not None
    six = game.deal.hands[soloist]
    eight = (*six, *game.talon)
    discards = game.discards
    side = [s for s in Suit if s is not trump]
    voided = [
        s
        for s in side
        if any(c.suit is s for c in eight) and all(c in discards for c in eight if c.suit is s)
    ]
    led: list[list[int]] = []
    for trick in game.tricks:
        if trick.leader != soloist:
            place = trick.seats.index(soloist) + 1
            led.append([place, int(trick.winner == soloist), trick.points])
    features = {
        "trumps_in_six": sum(c.suit is trump for c in six),
        "high_trumps": sum(c.suit is trump and c.rank in (Rank.ACE, Rank.TEN) for c in six),
        "side_aces": sum(c.suit is not trump and c.rank is Rank.ACE for c in six),
        "voids": sum(all(c.suit is not s for c in six) for s in side),
        "strength": suit_strength(six, trump),
        "discard_points": sum(c.points for c in discards),
        "discard_makes_void": bool(voided),
        "discards_trump": any(c.suit is trump for c in discards),
        "defender_leads": led,
        "trick_points": [[int(t.winner == soloist), t.points] for t in game.tricks],
    }
    return sample, features


def open_hand_points(seed: int) -> int:
    """The would-be soloist's final card points in deal ``seed``, solved open-handed
    (same trump and discard as in :func:`play_sample`)."""
    game, _ = soloist_game(seed)
    return solve(game).value


def all_pass(seed: int, auction: Auction = "pass-final") -> bool:
    """Whether five heuristic bots all pass in deal ``seed`` under an auction procedure
    (one of :data:`AUCTIONS`).

    >>> [seed for seed in range(40) if all_pass(seed)]
    [8, 10, 12, 19, 25]
    >>> [seed for seed in range(40) if all_pass(seed, "first-highest")]
    [8, 10, 12, 19, 25]
    """
    game = Game.new(seed, Rules(auction=auction), dealer=seed % 5)
    bots = _bots(seed)
    while game.phase is Phase.AUCTION:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game))
    return game.soloist is None


def strongest_suit(seed: int) -> float:
    """The highest :func:`~solo66.analysis.bots.suit_strength` of any suit in any hand of deal
    ``seed``: the heuristic bots all pass when it is below their bidding threshold.

    >>> strongest_suit(8), strongest_suit(9)
    (5.9, 7.4)
    """
    game = Game.new(seed, dealer=seed % 5)
    return max(suit_strength(hand, suit) for hand in game.hands for suit in Suit)


def position_with_tricks_left(seed: int, tricks_left: int = 3) -> Game:
    """Deal ``seed`` of :func:`soloist_game` played by the bots until ``tricks_left``
    tricks remain, at the lead.

    >>> game = position_with_tricks_left(43)
    >>> len(game.tricks), [len(hand) for hand in game.hands]
    (3, [3, 3, 3, 3, 3])
    """
    game, bots = soloist_game(seed)
    while len(game.tricks) < 6 - tricks_left or game.current_trick:
        seat = game.current_player
        assert seat is not None
        game.apply(bots[seat].choose(game))
    return game


def best_line(game: Game) -> list[tuple[int, Action]]:
    """One line of best open-hand play from here to the end: at every turn the first
    of the best cards (:func:`solo66.analysis.solver.solve`), with the seat that plays it.

    >>> game = position_with_tricks_left(43)
    >>> [f"{seat}: {action}" for seat, action in best_line(game)][:5]
    ['3: play ♥7', '4: play ♣10', '0: play ♥K', '1: play ♣J', '2: play ♠10']
    """
    game = game.clone()
    solver = Solver()
    line: list[tuple[int, Action]] = []
    while not game.is_over():
        seat = game.current_player
        assert seat is not None
        action = solver.solve(game).best[0]
        line.append((seat, action))
        game.apply(action)
    return line
