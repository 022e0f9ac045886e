"""Duplicate play: the same deals at every table, each result held against a par.

A *duplicate set* is a few deals that a whole class plays, every table (or every
student on the play page) the same ones, so that results can be compared fairly, as
bridge clubs do.  The set is named by a short *set code* that fixes everything: the
deals, the seat the student plays, the level of the bots at the other four seats
(:mod:`solo66.analysis.levels`), so that every student meets the same opponents, and
the rules the set is played and scored under.  Under the default rules the code has
seven characters; a set under other rules has eleven, which carry every option that
changes how a dealt hand is played or scored (the agreed game value from 1 to 1000).
Either way the last character is a check: every single mistyped character is refused
(:mod:`solo66.core.codes`).

Each deal of the set has a *par*: the auction played by five bots of the set's level
names the soloist and the trump, the soloist's discard is the bot's, and the open-hand
solver plays the hand out from the first lead, both sides at their best
(:class:`~solo66.analysis.solver.Solver`): the soloist's card points and tricks of that
line give the par's score under any scoring scheme.  A deal the bots pass out is void
(no score) or, under ``all-pass=last-trick``, played out by the bots.

After a hand, :func:`result_code` writes what happened as a *result code*: the set, the
deal and every action of every seat, each as its number among the legal actions, packed
into one number with a check character; :func:`read_result` replays it with the engine.
Physical tables enter their results as :func:`table_result`.  In both, a seat's score
for comparison is its side's score (:func:`side_score`).

>>> s = DuplicateSet.new(deals=3, seed=12)
>>> s.code
'0002-V1C'
>>> DuplicateSet.from_code(s.code) == s
True
>>> [d.code for d in s.deals()] == [d.code for d in DuplicateSet.from_code("0002 v1c").deals()]
True
>>> DuplicateSet.from_code("0002-V1D")
Traceback (most recent call last):
...
ValueError: set code '0002-V1D' fails its check character: a character is mistyped
>>> house = DuplicateSet(12, 3, rules=Rules(scoring="winners-points"))
>>> house.code
'0007-G002-V1X'
>>> DuplicateSet.from_code(house.code).rules
Rules(scoring='winners-points')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from math import prod
from typing import Any

from solo66.analysis.bots import Bot, play_out
from solo66.analysis.fair import discard_values
from solo66.analysis.levels import LEVELS, bot
from solo66.analysis.solver import Solver
from solo66.core.cards import Card, Suit
from solo66.core.codes import CodeFormat
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase, Trick
from solo66.core.rules import OPTIONS, Rules, option
from solo66.core.scoring import (
    Outcome,
    impossible,
    last_trick_scores,
    outcome,
    soloist_scores,
)
from solo66.i18n import N_, _

__all__ = [
    "MAX_DEALS",
    "MAX_GAME_VALUE",
    "RESULT_CODE",
    "SCORING_OPTIONS",
    "SEED_LIMIT",
    "SET_CODE",
    "TAGS",
    "DuplicateResult",
    "DuplicateSet",
    "Par",
    "TableResult",
    "passed_result",
    "read_result",
    "result_code",
    "side_score",
    "table_result",
]

#: The most deals a set holds.
MAX_DEALS = 16
#: Seeds of sets are whole numbers below this.
SEED_LIMIT = 2**20
#: The largest agreed game value a set code carries.
MAX_GAME_VALUE = 1000
#: Result codes carry a tag below this (see :func:`result_code`).
TAGS = 1024
#: The options a ranking may change: they decide how a finished hand is scored, not how
#: it is played.
SCORING_OPTIONS = (
    "tie_at_65",
    "scoring",
    "game_value",
    "settlement",
    "schneider",
    "last_trick_payout",
)
# The options a set code carries by the index of their value among the choices, the
# first the least significant; the game value comes above them all.
_CODED = (
    "auction",
    "talon_order",
    "must_overtrump",
    "tie_at_65",
    "scoring",
    "settlement",
    "schneider",
    "all_pass",
    "last_trick_payout",
    "redeal_dealer",
)
_CHOICES = {name: option(name).choices for name in _CODED}
_OPTIONS_RANGE = prod(len(c) for c in _CHOICES.values())
_RULES_RANGE = _OPTIONS_RANGE * MAX_GAME_VALUE
_BASE = SEED_LIMIT * MAX_DEALS * 5 * len(LEVELS)  # the set without its rules: < 32 ** 6
_SHORT, _LONG = 6, 10  # data digits of a set code, without and with rules
_RESULT_DIGITS = 12  # the fewest data digits of a result code
_RULES = Rules()

#: How set codes are written and read.
SET_CODE = CodeFormat(
    "weighted-32",
    (_SHORT + 1, _LONG + 1),
    (4,),
    N_("a set code is text, not {type}"),
    N_(
        "set code {code!r} has characters that cannot occur ({bad}): "
        "codes use the digits and the letters A–Z except U"
    ),
    N_(
        "set code {code!r} has {count} characters: a set code has 7, or 11 when it "
        "carries rules other than the default"
    ),
    N_("set code {code!r} fails its check character: a character is mistyped"),
)
#: How result codes are written and read (as many characters as the hand needs).
RESULT_CODE = CodeFormat(
    "weighted-32",
    (),
    (4,),
    N_("a result code is text, not {type}"),
    N_(
        "result code {code!r} has characters that cannot occur ({bad}): "
        "codes use the digits and the letters A–Z except U"
    ),
    N_("result code {code!r} has {count} characters: too short for a result code"),
    N_("result code {code!r} fails its check character: a character is mistyped"),
    shortest=_RESULT_DIGITS + 1,
)


def _rules_number(rules: Rules) -> int:
    """The rules as the number a set code carries (0 for the default rules)."""
    number = rules.game_value - 1
    for name in reversed(_CODED):
        choices = _CHOICES[name]
        number = number * len(choices) + choices.index(getattr(rules, name))
    # The default game value is 10: counted from it, the default rules are number 0.
    return (number - (_RULES.game_value - 1) * _OPTIONS_RANGE) % _RULES_RANGE


def _rules_of(number: int) -> Rules:
    """The rules a set code's number stands for (``ValueError`` if inconsistent)."""
    number = (number + (_RULES.game_value - 1) * _OPTIONS_RANGE) % _RULES_RANGE
    fields: dict[str, Any] = {}
    for name in _CODED:
        choices = _CHOICES[name]
        number, index = divmod(number, len(choices))
        fields[name] = choices[index]
    return Rules(game_value=number + 1, **fields)


def side_score(
    seat: int,
    soloist: int | None,
    points: int,
    tricks: int,
    rules: Rules = _RULES,
    last_trick_winner: int | None = None,
) -> int:
    """A seat's score for duplicate comparison: its side's score.

    The soloist's score is their own; each defender is credited with the opposite of
    the soloist's score, what the four of them held the soloist to *(reading: with
    soloist-only settlement a defender's own score is always 0, which would compare
    nothing)*.  Without a soloist it is the seat's own score: 0 after a redeal, the
    last-trick game's score otherwise.

    >>> side_score(1, 1, 70, 3), side_score(2, 1, 70, 3), side_score(2, 1, 60, 3)
    (70, -70, 120)
    >>> side_score(3, None, 0, 0), side_score(3, None, 0, 0, Rules(all_pass="last-trick"), 3)
    (0, 10)
    """
    if soloist is None:
        if last_trick_winner is None:
            return 0
        return last_trick_scores(last_trick_winner, rules)[seat]
    scores = soloist_scores(soloist, points, tricks, rules)
    return scores[soloist] if seat == soloist else -scores[soloist]


def _check_scoring_only(played: Rules, scored: Rules) -> None:
    """Refuse scoring rules that change more than how a hand is scored."""
    for declared in OPTIONS:
        if declared.field in SCORING_OPTIONS:
            continue
        if getattr(played, declared.field) != getattr(scored, declared.field):
            raise ValueError(
                _(
                    "the set is played with {option}={played}: other rules may change how its "
                    "hands are scored, not how they are played ({option}={scored})"
                ).format(
                    option=declared.label,
                    played=declared.format(getattr(played, declared.field)),
                    scored=declared.format(getattr(scored, declared.field)),
                )
            )


@dataclass(frozen=True)
class Par:
    """What a deal of the set is worth: ``soloist`` (``None`` if the bots pass it out),
    ``trump``, ``discard``, and the solver's line from the first lead (``line``, trick
    by trick): the soloist's card points ``value`` and ``tricks`` at its end.  A deal
    passed out under ``all-pass=last-trick`` is played out by the bots:
    ``last_trick_winner``.  ``fair_value``: the soloist's mean final card points with
    the par's discard over ``fair_samples`` deals that fit what the soloist saw
    (:func:`~solo66.analysis.fair.discard_values`), the *fair value* of the contract;
    ``None`` when not computed.  ``rules``: the set's rules.
    """

    deal: Deal
    soloist: int | None
    trump: Suit | None
    discard: tuple[Card, Card] | None
    value: int | None
    tricks: int | None
    line: tuple[Trick, ...] = field(repr=False, default=())
    last_trick_winner: int | None = None
    fair_value: float | None = None
    fair_samples: int = 0
    rules: Rules = field(default=_RULES, repr=False)

    def outcome_under(self, rules: Rules | None = None) -> Outcome:
        """The par's outcome under ``rules`` (the set's if omitted)."""
        rules = rules or self.rules
        if self.soloist is None or self.value is None or self.tricks is None:
            return Outcome.REDEAL if self.last_trick_winner is None else Outcome.LAST_TRICK
        return outcome(self.value, self.tricks, rules)

    @property
    def outcome(self) -> Outcome:
        """The par's outcome under the set's rules."""
        return self.outcome_under()

    def scores(self, rules: Rules | None = None) -> tuple[int, ...]:
        """Each seat's own score change under ``rules`` (the set's if omitted); other
        rules may change only how the hand is scored (:data:`SCORING_OPTIONS`)."""
        rules = rules or self.rules
        _check_scoring_only(self.rules, rules)
        if self.soloist is None or self.value is None or self.tricks is None:
            if self.last_trick_winner is None:
                return (0,) * 5
            return last_trick_scores(self.last_trick_winner, rules)
        return soloist_scores(self.soloist, self.value, self.tricks, rules)

    @property
    def score(self) -> int:
        """The soloist's score under the set's rules (0 without a soloist)."""
        return 0 if self.soloist is None else self.scores()[self.soloist]

    def score_for(self, seat: int, rules: Rules | None = None) -> int:
        """``seat``'s side score (:func:`side_score`) under ``rules`` (the set's if
        omitted)."""
        rules = rules or self.rules
        _check_scoring_only(self.rules, rules)
        return side_score(
            seat, self.soloist, self.value or 0, self.tricks or 0, rules, self.last_trick_winner
        )

    def to_json(self, seat: int, rules: Rules | None = None) -> dict[str, Any]:
        """The par as plain JSON, scored for ``seat`` under ``rules`` (see
        :meth:`score_for`)."""
        rules = rules or self.rules
        return {
            "deal": self.deal.code,
            "dealer": self.deal.dealer,
            "soloist": self.soloist,
            "trump": None if self.trump is None else self.trump.name.lower(),
            "discard": None if self.discard is None else [str(c) for c in self.discard],
            "points": self.value,
            "tricks": self.tricks,
            "outcome": self.outcome_under(rules).value,
            "scores": list(self.scores(rules)),
            "score": self.score_for(seat, rules),
            "last_trick_winner": self.last_trick_winner,
            "line": [
                {
                    "leader": t.leader,
                    "seats": list(t.seats),
                    "cards": [str(c) for c in t.cards],
                    "winner": t.winner,
                }
                for t in self.line
            ],
            "fair_value": self.fair_value,
            "fair_samples": self.fair_samples,
        }


@lru_cache(maxsize=64)
def _set_deals(seed: int, count: int) -> tuple[Deal, ...]:
    # Shuffled once a set: reading a class's codes asks for a set's deals for every code.
    return tuple(Deal.shuffle(seed=f"duplicate/{seed}/{i}", dealer=i % 5) for i in range(count))


@dataclass(frozen=True)
class DuplicateSet:
    """A set of ``count`` deals from ``seed``, played by the student at ``seat`` against
    bots of ``level`` under ``rules``; :attr:`code` names it all."""

    seed: int
    count: int = 6
    seat: int = 1
    level: str = "easy"
    rules: Rules = _RULES

    def __post_init__(self) -> None:
        if type(self.seed) is not int or not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(
                _("a set's seed is a whole number from 0 to {top}, not {seed!r}").format(
                    top=SEED_LIMIT - 1, seed=self.seed
                )
            )
        if type(self.count) is not int or not 1 <= self.count <= MAX_DEALS:
            raise ValueError(
                _("a set has 1 to {most} deals, not {count!r}").format(
                    most=MAX_DEALS, count=self.count
                )
            )
        if type(self.seat) is not int or not 0 <= self.seat < 5:
            raise ValueError(
                _("a seat is a number from 0 to 4, not {seat!r}").format(seat=self.seat)
            )
        if self.level not in LEVELS:
            raise ValueError(
                _("the bots' level is one of {levels}, not {level!r}").format(
                    levels=", ".join(LEVELS), level=self.level
                )
            )
        if not isinstance(self.rules, Rules):
            raise ValueError(
                _("a set's rules are Rules, not {type}").format(type=type(self.rules).__name__)
            )
        for declared in OPTIONS:
            value = getattr(self.rules, declared.field)
            if declared.field not in (*_CODED, "game_value") and value != declared.default:
                raise ValueError(
                    _(
                        "a set code cannot carry {option}={value}: a set's deals are dealt "
                        "and played with {option}={default}"
                    ).format(
                        option=declared.label,
                        value=declared.format(value),
                        default=declared.format(declared.default),
                    )
                )
        if self.rules.game_value > MAX_GAME_VALUE:
            raise ValueError(
                _("a set code carries a game value from 1 to {most}, not {value}").format(
                    most=MAX_GAME_VALUE, value=self.rules.game_value
                )
            )

    @classmethod
    def new(
        cls,
        deals: int = 6,
        seed: int | None = None,
        seat: int = 1,
        level: str = "easy",
        rules: Rules = _RULES,
    ) -> DuplicateSet:
        """A set of ``deals`` deals; ``seed`` (0 to 2**20 - 1) picks them, a random one
        if omitted."""
        if seed is None:
            seed = random.SystemRandom().randrange(SEED_LIMIT)
        return cls(seed, deals, seat, level, rules)

    @property
    def _number(self) -> int:
        number = self.seed
        number = number * MAX_DEALS + (self.count - 1)
        number = number * 5 + self.seat
        return number * len(LEVELS) + LEVELS.index(self.level)

    @property
    def code(self) -> str:
        """The set code: 7 characters of Crockford base 32 (11 under other rules than the
        default), the last a check."""
        extra = _rules_number(self.rules)
        if not extra:
            return SET_CODE.write(self._number, _SHORT)
        return SET_CODE.write(extra * _BASE + self._number, _LONG)

    @classmethod
    def _from_number(cls, number: int, extra: int) -> DuplicateSet:
        number, level = divmod(number, len(LEVELS))
        number, seat = divmod(number, 5)
        seed, count = divmod(number, MAX_DEALS)
        return cls(seed, count + 1, seat, LEVELS[level], _rules_of(extra))

    @classmethod
    def from_code(cls, code: str) -> DuplicateSet:
        """The set a code names.  Case, spaces and dashes do not matter."""
        number, digits = SET_CODE.read(code)
        extra, base = divmod(number, _BASE)
        if (digits == _SHORT) == (extra > 0) or extra >= _RULES_RANGE:
            raise ValueError(_("set code {code!r} names no set").format(code=code))
        try:
            return cls._from_number(base, extra)
        except ValueError:
            raise ValueError(_("set code {code!r} names no set").format(code=code)) from None

    def deals(self) -> list[Deal]:
        """The set's deals, the dealer moving on one seat each time."""
        return list(_set_deals(self.seed, self.count))

    def pars(self, *, fair_samples: int = 0) -> list[Par]:
        """The par of each deal (see the module); with ``fair_samples`` the fair value of
        each par contract over that many deals too (16 take a few seconds a deal)."""
        if type(fair_samples) is not int or fair_samples < 0:
            raise ValueError(
                _("fair_samples is a whole number of at least 0, not {samples!r}").format(
                    samples=fair_samples
                )
            )
        return [self.par(i, fair_samples=fair_samples) for i in range(self.count)]

    def par(self, index: int, *, fair_samples: int = 0, solver: Solver | None = None) -> Par:
        """The par of deal ``index`` (0 for the first); see :meth:`pars`."""
        game = self.game(index)
        deal = game.deal
        rules = self.rules
        bots = self.bots(index)
        fair: float | None = None
        while game.phase in (Phase.AUCTION, Phase.DECLARE, Phase.DISCARD):
            player = game.current_player
            assert player is not None
            choice = bots[player].choose(game)
            if fair_samples and game.phase is Phase.DISCARD and game.trump is not None:
                values = discard_values(game, samples=fair_samples, seed=f"{deal.code}/par")
                fair = values.values[choice]
            game.apply(choice)
        soloist = game.soloist
        if soloist is None:
            if game.is_over():
                return Par(deal, None, None, None, None, None, rules=rules)
            result = play_out(game, bots)
            return Par(
                deal,
                None,
                None,
                None,
                None,
                None,
                tuple(game.tricks),
                result.last_trick_winner,
                rules=rules,
            )
        assert game.trump is not None and game.discards is not None
        first, second = game.discards
        solver = solver or Solver()
        while not game.is_over():
            game.apply(solver.solve(game).best[0])
        assert game.result is not None
        return Par(
            deal,
            soloist,
            game.trump,
            (first, second),
            game.result.soloist_points,
            game.result.soloist_tricks,
            tuple(game.tricks),
            None,
            fair,
            fair_samples if fair is not None else 0,
            rules,
        )

    def game(self, index: int) -> Game:
        """A new game of deal ``index`` (0 for the first) under the set's rules: what the
        play page plays, and what a result code is replayed on."""
        return Game(self.deals()[self._index(index)], self.rules)

    def bots(self, index: int) -> list[Bot]:
        """The five bots of deal ``index``, one a seat, of the set's level and seeded by
        the deal, so that every student meets the same opponents (the student's own
        seat's bot is the one the par's auction uses there).

        >>> s = DuplicateSet(12, 2, level="medium")
        >>> [type(b).__name__ for b in s.bots(1)] == ["FairBot"] * 5
        True
        """
        deal = self.deals()[self._index(index)]
        return [bot(self.level, f"{deal.code}/{seat}") for seat in range(5)]

    def _index(self, index: int) -> int:
        if type(index) is not int or not 0 <= index < self.count:
            raise ValueError(
                _("set {code} has deals 0 to {last} (counted from 0), not {index!r}").format(
                    code=self.code, last=self.count - 1, index=index
                )
            )
        return index

    def to_json(self) -> dict[str, Any]:
        """The set as plain JSON: its code, seed, seat, level, rules (the options that
        differ from the default, in their text forms) and deal codes."""
        return {
            "code": self.code,
            "seed": self.seed,
            "count": self.count,
            "seat": self.seat,
            "level": self.level,
            "rules": self.rules.to_text(),
            "deals": [d.code for d in self.deals()],
        }


# -- result codes ---------------------------------------------------------------------


def _action_key(action: Action) -> tuple[str, int, tuple[int, ...]]:
    """A canonical order of actions, whatever order a hand's cards are held in."""
    return (
        action.kind,
        -1 if action.suit is None else int(action.suit),
        tuple(sorted(c.index for c in action.cards)),
    )


def _legal(game: Game) -> list[Action]:
    return sorted(game.legal_actions(), key=_action_key)


@dataclass(frozen=True)
class DuplicateResult:
    """A hand of a set read from its result code: ``set``, deal ``index`` (0 for the
    first), the code's ``tag``, the ``seat`` the student played and the ``game``
    replayed by the engine; ``code`` is the result code as the engine writes it."""

    code: str
    set: DuplicateSet
    index: int
    tag: int
    game: Game = field(compare=False, repr=False)

    @property
    def seat(self) -> int:
        """The seat the student played (the set's)."""
        return self.set.seat

    @property
    def number(self) -> int:
        """The deal's number as the sheets count it (1 for the first)."""
        return self.index + 1

    def to_json(self, rules: Rules | None = None) -> dict[str, Any]:
        """The result as plain JSON, scored under ``rules`` (the set's if omitted): the
        code, set code, deal (from 1), tag, seat, the student's side score, the par's
        for the same seat and the difference, what the hand came to and its record."""
        rules = rules or self.set.rules
        result = self.game.result
        assert result is not None
        par = self.set.par(self.index).score_for(self.seat, rules)
        score = self.score(rules)
        trump = self.game.trump
        return {
            "code": self.code,
            "set": self.set.code,
            "deal": self.number,
            "deal_code": self.game.deal.code,
            "tag": self.tag,
            "seat": self.seat,
            "score": score,
            "par": par,
            "against_par": score - par,
            "soloist": result.soloist,
            "trump": None if trump is None or result.soloist is None else trump.name.lower(),
            "points": result.soloist_points if result.soloist is not None else None,
            "tricks": result.soloist_tricks if result.soloist is not None else None,
            "outcome": result.outcome.value,
            "actions": [[seat, str(action)] for seat, action in self.game.history],
        }

    def score(self, rules: Rules | None = None) -> int:
        """The student's side score (:func:`side_score`) under ``rules`` (the set's if
        omitted; other rules may change only how the hand is scored)."""
        rules = rules or self.set.rules
        _check_scoring_only(self.set.rules, rules)
        result = self.game.result
        assert result is not None
        return side_score(
            self.seat,
            result.soloist,
            result.soloist_points,
            result.soloist_tricks,
            rules,
            result.last_trick_winner,
        )


def result_code(chosen: DuplicateSet, index: int, game: Game, tag: int | None = None) -> str:
    """The result code of a finished hand of deal ``index`` (0 for the first) of a set:
    every action of every seat as its number among the legal actions (in a fixed order),
    packed into one number with the set, the deal and a ``tag`` below them, and a check
    character.  The tag (0 to 1023, a random one if omitted) tells apart two students
    who played the same cards: the same code twice is one code handed in twice.

    >>> s = DuplicateSet(12, 3)
    >>> g = Game(s.deals()[0], s.rules)
    >>> from solo66.analysis.bots import HeuristicBot, play_out
    >>> _ = play_out(g, HeuristicBot(1))
    >>> code = result_code(s, 0, g, tag=66)
    >>> code
    '7KMV-C6BQ-7YY0-02V1-2'
    >>> read_result(code).game.history == g.history
    True
    """
    chosen = _check_set(chosen)
    chosen._index(index)
    if not isinstance(game, Game):
        raise ValueError(_("a result is of a game, not {type}").format(type=type(game).__name__))
    if game.deal != chosen.deals()[index] or game.deal.dealer != chosen.deals()[index].dealer:
        raise ValueError(
            _("this game is not deal {number} of set {code}").format(
                number=index + 1, code=chosen.code
            )
        )
    if game.rules != chosen.rules:
        raise ValueError(
            _("this game is played under other rules than set {code}").format(code=chosen.code)
        )
    if not game.is_over():
        raise ValueError(_("a result code is written once the hand is over"))
    replay = chosen.game(index)
    steps = []
    for _seat, action in game.history:
        legal = _legal(replay)
        steps.append((legal.index(action), len(legal)))
        replay.apply(action)
    number = 0
    for chosen_index, count in reversed(steps):
        number = number * count + chosen_index
    if tag is None:
        tag = random.SystemRandom().randrange(TAGS)
    if type(tag) is not int or not 0 <= tag < TAGS:
        raise ValueError(
            _("a result code's tag is a whole number from 0 to {top}, not {tag!r}").format(
                top=TAGS - 1, tag=tag
            )
        )
    number = (number * chosen.count + index) * TAGS + tag
    extra = _rules_number(chosen.rules)
    if extra:
        number = number * (_RULES_RANGE - 1) + extra - 1
    number = (number * 2 + (extra > 0)) * _BASE + chosen._number
    return RESULT_CODE.write(number, max(_RESULT_DIGITS, (number.bit_length() + 4) // 5))


def read_result(code: str) -> DuplicateResult:
    """The hand a result code stands for, replayed by the engine (see
    :func:`result_code`); a clear ``ValueError`` for a mistyped or impossible code."""
    number, _digits = RESULT_CODE.read(code)
    whole = number
    number, base = divmod(number, _BASE)
    number, flag = divmod(number, 2)
    extra = 0
    if flag:
        number, extra = divmod(number, _RULES_RANGE - 1)
        extra += 1
    try:
        chosen = DuplicateSet._from_number(base, extra)
    except ValueError:
        raise ValueError(_("result code {code!r} names no set").format(code=code)) from None
    number, tag = divmod(number, TAGS)
    number, index = divmod(number, chosen.count)
    game = chosen.game(index)
    while not game.is_over():
        legal = _legal(game)
        number, chosen_index = divmod(number, len(legal))
        game.apply(legal[chosen_index])
    if number:
        raise ValueError(
            _(
                "result code {code!r} holds more than a hand: a character is missing, "
                "added or mistyped"
            ).format(code=code)
        )
    # The code as result_code writes it (the same number: the encoding is one to one).
    written = RESULT_CODE.write(whole, max(_RESULT_DIGITS, (whole.bit_length() + 4) // 5))
    return DuplicateResult(written, chosen, index, tag, game)


def _check_set(chosen: object) -> DuplicateSet:
    if not isinstance(chosen, DuplicateSet):
        raise ValueError(
            _("a duplicate set is a DuplicateSet, not {type}").format(type=type(chosen).__name__)
        )
    return chosen


# -- physical tables ----------------------------------------------------------------


@dataclass(frozen=True)
class TableResult:
    """A hand played at a table with real cards: the ``soloist`` (``None`` if everyone
    passed), ``trump``, the soloist's ``points`` and ``tricks``; ``last_trick_winner``
    for a last-trick game."""

    soloist: int | None
    trump: Suit | None
    points: int
    tricks: int
    last_trick_winner: int | None = None

    def score(self, seat: int, rules: Rules = _RULES) -> int:
        """``seat``'s side score under ``rules`` (:func:`side_score`)."""
        if self.soloist is None and self.last_trick_winner is None and rules.all_pass != "redeal":
            raise ValueError(
                _(
                    "under all-pass=last-trick a passed-out deal is played for the last "
                    "trick: say who took it"
                )
            )
        if self.last_trick_winner is not None and rules.all_pass != "last-trick":
            raise ValueError(_("a last-trick game is played only under all-pass=last-trick"))
        return side_score(
            seat, self.soloist, self.points, self.tricks, rules, self.last_trick_winner
        )

    def outcome(self, rules: Rules = _RULES) -> Outcome:
        """The hand's outcome under ``rules``."""
        if self.soloist is None:
            return Outcome.REDEAL if self.last_trick_winner is None else Outcome.LAST_TRICK
        return outcome(self.points, self.tricks, rules)


def _seat_number(seat: object, what: str) -> int:
    if type(seat) is not int or not 0 <= seat < 5:
        raise ValueError(
            _("{what} is a seat from 0 to 4, not {seat!r}").format(what=what, seat=seat)
        )
    return seat


def table_result(soloist: int, trump: Suit | str, card_points: int, tricks: int) -> TableResult:
    """A table's hand with a soloist, checked by the engine's scoring: a pair of card
    points and tricks that no hand can end with is refused
    (:func:`~solo66.core.scoring.impossible`).

    >>> table_result(2, "♣", 70, 3).score(2), table_result(2, "clubs", 70, 3).score(1)
    (70, -70)
    >>> table_result(2, "♣", 100, 1)
    Traceback (most recent call last):
    ...
    ValueError: no 7 cards of the pack add up to 100 card points, nor to 90 with the 10 for \
the last trick; with 1 trick the soloist ends with 0 to 84 card points, except 1 and 79–82
    """
    seat = _seat_number(soloist, _("the soloist"))
    suit = trump if isinstance(trump, Suit) else Suit.from_str(str(trump))
    why = impossible(card_points, tricks)
    if why is not None:
        raise ValueError(why)
    return TableResult(seat, suit, card_points, tricks)


def passed_result(last_trick_winner: int | None = None) -> TableResult:
    """A table's deal that everyone passed: void, or under ``all-pass=last-trick`` the
    last-trick game won by ``last_trick_winner``.

    >>> passed_result().score(1), passed_result(1).score(1, Rules(all_pass="last-trick"))
    (0, 10)
    """
    if last_trick_winner is not None:
        _seat_number(last_trick_winner, _("the winner of the last trick"))
    return TableResult(None, None, 0, 0, last_trick_winner)
