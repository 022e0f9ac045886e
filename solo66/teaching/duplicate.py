"""Duplicate play: the same deals at every table, each result held against a par.

A *duplicate set* is a few deals that a whole class plays, every table (or every
student on the play page) the same ones, so that results can be compared fairly, as
bridge clubs do.  The set is named by a short *set code* that fixes everything: the
deals, the seat the student plays, and the level of the bots at the other four seats
(:mod:`solo66.analysis.levels`), so that every student meets the same opponents.

Each deal of the set has a *par*: the auction played by five bots of the set's level
names the soloist and the trump, the soloist's discard is the bot's, and the open-hand
solver gives the soloist's final card points from the first lead
(:func:`solo66.analysis.solver.solve_contract`) and the score they come to.  A deal
the bots pass out has no par contract.

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
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from solo66.analysis.bots import play_out
from solo66.analysis.levels import LEVELS, bot
from solo66.analysis.solver import solve_contract
from solo66.core.cards import Card, Suit
from solo66.core.deal import Deal
from solo66.core.game import Game, Phase
from solo66.core.rules import Rules
from solo66.core.scoring import Outcome
from solo66.i18n import _

__all__ = ["MAX_DEALS", "DuplicateSet", "Par"]

#: The most deals a set holds.
MAX_DEALS = 16
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_DIGIT = {ch: i for i, ch in enumerate(_ALPHABET)}
_DIGIT.update({"I": 1, "L": 1, "O": 0})
_SEED_BITS = 20
_DIGITS = 6  # 20 bits of seed, 4 of deals, 3 of seat, 2 of level: 29 bits < 32 ** 6
_RULES = Rules()


def _check(digits: list[int]) -> int:
    """The check digit: a sum with odd weights modulo 32, so any single mistyped
    character changes it (an odd weight times a change of 1 to 31 is never a multiple
    of 32)."""
    return sum((2 * i + 1) * d for i, d in enumerate(digits)) % 32


@dataclass(frozen=True)
class Par:
    """What a deal of the set is worth: ``soloist`` (``None`` if the bots pass it out),
    ``trump``, ``discard``, the soloist's open-hand card points ``value``, the outcome
    and the soloist's ``score``."""

    deal: Deal
    soloist: int | None
    trump: Suit | None
    discard: tuple[Card, Card] | None
    value: int | None
    outcome: Outcome
    score: int


@dataclass(frozen=True)
class DuplicateSet:
    """A set of ``count`` deals from ``seed``, played by the student at ``seat`` against
    bots of ``level``; :attr:`code` names it all."""

    seed: int
    count: int = 6
    seat: int = 1
    level: str = "easy"

    def __post_init__(self) -> None:
        if type(self.seed) is not int or not 0 <= self.seed < 2**_SEED_BITS:
            raise ValueError(
                _("a set's seed is a whole number from 0 to {top}, not {seed!r}").format(
                    top=2**_SEED_BITS - 1, seed=self.seed
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

    @classmethod
    def new(
        cls,
        deals: int = 6,
        seed: int | None = None,
        seat: int = 1,
        level: str = "easy",
    ) -> DuplicateSet:
        """A set of ``deals`` deals; ``seed`` (0 to 2**20 - 1) picks them, a random one
        if omitted."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**_SEED_BITS)
        return cls(seed, deals, seat, level)

    @property
    def code(self) -> str:
        """The set code: seven characters of Crockford base 32, the last a check."""
        number = self.seed
        number = number * MAX_DEALS + (self.count - 1)
        number = number * 5 + self.seat
        number = number * len(LEVELS) + LEVELS.index(self.level)
        digits = []
        for _digit in range(_DIGITS):
            number, d = divmod(number, 32)
            digits.append(d)
        digits.reverse()
        text = "".join(_ALPHABET[d] for d in digits) + _ALPHABET[_check(digits)]
        return f"{text[:4]}-{text[4:]}"

    @classmethod
    def from_code(cls, code: str) -> DuplicateSet:
        """The set a code names.  Case, spaces and dashes do not matter."""
        if not isinstance(code, str):
            raise ValueError(_("a set code is text, not {type}").format(type=type(code).__name__))
        text = "".join(code.split()).replace("-", "").upper()
        bad = sorted({ch for ch in text if ch not in _DIGIT})
        if bad:
            raise ValueError(
                _(
                    "set code {code!r} has characters that cannot occur ({bad}): "
                    "codes use the digits and the letters A–Z except U"
                ).format(code=code, bad="".join(bad))
            )
        if len(text) != _DIGITS + 1:
            raise ValueError(
                _("set code {code!r} has {count} characters: a set code has 7").format(
                    code=code, count=len(text)
                )
            )
        digits = [_DIGIT[ch] for ch in text]
        if _check(digits[:-1]) != digits[-1]:
            raise ValueError(
                _("set code {code!r} fails its check character: a character is mistyped").format(
                    code=code
                )
            )
        number = 0
        for d in digits[:-1]:
            number = number * 32 + d
        number, level = divmod(number, len(LEVELS))
        number, seat = divmod(number, 5)
        seed, count = divmod(number, MAX_DEALS)
        if level >= len(LEVELS) or seed >= 2**_SEED_BITS:
            raise ValueError(_("set code {code!r} names no set").format(code=code))
        return cls(seed, count + 1, seat, LEVELS[level])

    def deals(self) -> list[Deal]:
        """The set's deals, the dealer moving on one seat each time."""
        return [
            Deal.shuffle(seed=f"duplicate/{self.seed}/{i}", dealer=i % 5) for i in range(self.count)
        ]

    def pars(self, rules: Rules = _RULES) -> list[Par]:
        """The par of each deal (see the module)."""
        return [self._par(deal, rules) for deal in self.deals()]

    def _par(self, deal: Deal, rules: Rules) -> Par:
        game = Game(deal, rules)
        bots = [bot(self.level, f"{deal.code}/{seat}") for seat in range(5)]
        while game.phase in (Phase.AUCTION, Phase.DECLARE, Phase.DISCARD):
            player = game.current_player
            assert player is not None
            game.apply(bots[player].choose(game))
        soloist = game.soloist
        if soloist is None:
            result = play_out(game, bots)
            return Par(deal, None, None, None, None, result.outcome, 0)
        assert game.trump is not None and game.discards is not None
        first, second = game.discards
        contract = solve_contract(
            deal.hands, deal.talon, soloist, game.trump, (first, second), rules, deal.dealer
        )
        return Par(
            deal,
            soloist,
            game.trump,
            (first, second),
            contract.value,
            contract.outcome,
            contract.score,
        )
