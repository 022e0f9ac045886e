"""Game records as readable text: the rules, the deal, every action, the result.

A record is plain text a person can read, mail and correct by hand, and the
engine can replay.  :func:`dumps` writes one, :func:`loads` reads one back by
replaying every action through the rules; :func:`dump` and :func:`load` do the
same with files.  :mod:`solo66.core.record.json` holds the same record as JSON.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> for action in ["pass", "pass", "pass", "pass", "pass"]:
...     g.apply(action)
>>> text = dumps(g)
>>> print(text)
# Solo 66 record
# rules: the default reading
deal: 0P11-DTEE-DZC2-JS3V
dealer: 0
seat 0: ♠10 ♠K ♥A ♥J ♥8 ♥7
seat 1: ♣A ♣10 ♣8 ♥K ♦8 ♦7
seat 2: ♣K ♠Q ♠9 ♦A ♦10 ♦9
seat 3: ♣Q ♠A ♥Q ♥9 ♦K ♦Q
seat 4: ♣J ♣9 ♣7 ♠8 ♠7 ♦J
talon: ♠J ♥10
<BLANKLINE>
# auction: seat 1 (forehand) speaks first
1: pass
2: pass
3: pass
4: pass
0: pass
<BLANKLINE>
# Everyone passed: the cards are dealt again; nobody scores.
result: redeal; scores 0 0 0 0 0
<BLANKLINE>
>>> dumps(loads(text)) == text
True

The format, line by line:

* ``rule: <option> = <value>`` — one line for each rules option that differs
  from the default (:class:`~solo66.core.rules.Rules`); ``on``/``off`` for switches.
* ``deal: <code>`` — the deal code (:attr:`~solo66.core.deal.Deal.code`), and
  ``dealer:``, ``seat 0:`` … ``seat 4:``, ``talon:`` — the same deal written
  out for people.  Each line that is present must agree with the code; without
  a code, all five hands, the talon and the dealer are needed.
* ``<seat>: <action>`` — every action in order, with the seat taking it:
  ``1: bid hearts``, ``3: declare spades``, ``3: discard ♣A ♥7``, ``1: play ♣10``.
* ``result: …`` — the last line.  For a finished hand it gives the outcome and
  every figure of it (``result: win; soloist 3; points 70; tricks 4; scores 0 0 0 +70 0``;
  ``result: last-trick; winner 2; scores …``; ``result: redeal; scores 0 0 0 0 0``),
  each checked against the replay.  A hand still in progress ends with
  ``result: unfinished``.  A record without its result line, or with only part
  of it, is refused as cut short: losing the end of a record never goes unnoticed.
* ``# …`` — comments, for people.  A comment after an action is that action's
  note and is kept (see :func:`parse`); whole-line comments and blank lines are
  ignored when reading, and :func:`dumps` writes the same ones again (the trick
  separators, who took each trick, the result in words), so a record written by
  :func:`dumps` reads back to exactly the same text.

Anything the rules refuse — an illegal card, the wrong seat, a hand that
disagrees with the deal code, an unknown option, a result that does not match —
raises :class:`RecordError` (a :class:`ValueError`) naming the line and the reason:

>>> loads(text.replace("3: pass", "3: bid clubs"))
Traceback (most recent call last):
...
solo66.core.record.RecordError: line 16: seat 4 cannot act here: seat 3 is to announce trump
>>> loads(text.replace("seat 2: ♣K", "seat 2: ♣A"))
Traceback (most recent call last):
...
solo66.core.record.RecordError: line 7: seat 2 does not agree with the deal code (line 3): \
the code gives ♣K there, not ♣A
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import IO

from solo66.core import narration
from solo66.core.cards import Card, cards_str, sort_key
from solo66.core.game import Game, Phase
from solo66.core.record._replay import (
    OUTCOME_NAMES,
    Claim,
    FieldValue,
    Record,
    RecordError,
    _place,
    build_deal,
    build_rules,
    decode,
    parse_int,
    read_cards,
    replay,
    result_fields,
    result_line,
    unwrap,
)
from solo66.core.rules import option
from solo66.core.scoring import Outcome
from solo66.i18n import _

__all__ = ["Record", "RecordError", "dump", "dumps", "load", "loads", "parse"]

# Shown (and pickled) under the name users import them by.
Record.__module__ = RecordError.__module__ = __name__

_SEAT_LINE = re.compile(r"seat ([0-4])")
_ACTION_SEAT = re.compile(r"[0-9]+")
_RESULT_INTS = ("soloist", "points", "tricks", "winner")


# -- writing -----------------------------------------------------------------


def dumps(game: Game | Record, notes: Mapping[int, str] | None = None) -> str:
    """The record of ``game`` as text (see the module docstring for the format).

    ``notes`` maps an action's position in ``game.history`` to a one-line note,
    written as a comment after that action; a :class:`Record` brings its own.

    >>> from solo66 import Game
    >>> g = Game.new(seed=1)
    >>> g.apply("bid hearts")
    >>> print(dumps(g, notes={0: "five hearts"}).splitlines()[-4])
    1: bid hearts  # five hearts
    """
    game, notes = unwrap(game, notes)
    deal = game.deal
    # The comments are in the language spoken now; headings, actions and the result
    # line are the record's format, the same in every language.
    lines = ["# " + _("Solo 66 record")]
    changes = game.rules.to_text()
    if not changes:
        lines.append("# " + _("rules: the default reading"))
    for label, value in changes.items():
        lines.append(f"rule: {label} = {value}")
    lines.append(f"deal: {deal.code}")
    lines.append(f"dealer: {deal.dealer}")
    for seat in range(5):
        lines.append(f"seat {seat}: {cards_str(deal.sorted_hand(seat))}")
    lines.append(f"talon: {cards_str(sorted(deal.talon, key=sort_key))}")
    lines.append("")
    lines.append(
        "# " + _("auction: seat {seat} (forehand) speaks first").format(seat=deal.forehand)
    )
    replayed = Game(deal, game.rules)
    for index, (seat, action) in enumerate(game.history):
        phase = replayed.phase
        if phase is Phase.PLAY and not replayed.current_trick:
            number = len(replayed.tricks) + 1
            lines.append("")
            lines.append(
                "# " + _("trick {number}: seat {seat} leads").format(number=number, seat=seat)
            )
        line = f"{seat}: {action}"
        if index in notes:
            line += f"  # {notes[index]}"
        lines.append(line)
        replayed.apply(action)
        if phase is Phase.AUCTION and replayed.phase is not Phase.AUCTION:
            note = narration.auction_note(replayed)
            if note is not None:
                lines.append(f"# {note}")
        if phase is Phase.PLAY and not replayed.current_trick:
            lines.append(f"# {narration.trick_note(replayed)}")
    lines.append("")
    if game.result is None:
        lines.append(
            "# "
            + _("unfinished: seat {seat} is to act ({phase})").format(
                seat=game.current_player, phase=game.phase
            )
        )
    else:
        lines.append(f"# {game.result}")
    lines.append("result: " + result_line(result_fields(game)))
    return "\n".join(lines) + "\n"


def dump(game: Game | Record, fp: IO[str], notes: Mapping[int, str] | None = None) -> None:
    """Write the record of ``game`` to a text file."""
    fp.write(dumps(game, notes))


# -- reading -----------------------------------------------------------------


def loads(text: str | bytes) -> Game:
    """The game a text record describes, replayed through its rules.

    Raises :class:`RecordError` (a :class:`ValueError`) with the line and the
    reason when the record cannot be read or the rules refuse it.
    """
    return parse(text).game


def load(fp: IO[str] | IO[bytes]) -> Game:
    """The game recorded in a text file (opened in text or binary mode)."""
    return loads(fp.read())


def parse(text: str | bytes) -> Record:
    """Read a text record: the replayed game and the notes written after its actions.

    >>> record = parse('''
    ... deal: 1CH9-M7XX-VSBG-G44N
    ... 1: bid clubs  # nothing can beat clubs
    ... result: unfinished
    ... ''')
    >>> record.game.phase, record.game.soloist, dict(record.notes)
    (<Phase.DECLARE: 'declare'>, 1, {0: 'nothing can beat clubs'})
    """
    return _Reader(decode(text).removeprefix("\ufeff")).read()


class _Reader:
    """Reads one text record line by line; errors name the line."""

    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        self.rules: dict[str, tuple[str, object]] = {}
        self.code: tuple[str, str] | None = None
        self.dealer: tuple[str, int] | None = None
        self.hands: dict[int, tuple[str, tuple[Card, ...]]] = {}
        self.talon: tuple[str, tuple[Card, ...]] | None = None
        self.actions: list[tuple[str, int, str]] = []
        self.notes: dict[int, str] = {}
        self.claim: tuple[str, Claim] | None = None
        self.last_line = 1

    def read(self) -> Record:
        for number, raw in enumerate(self.lines, start=1):
            body, hashmark, comment = raw.partition("#")
            body = body.strip()
            if body:
                self.last_line = number
                self._line(number, body, comment.strip() if hashmark else "")
        rules = build_rules(self.rules)
        missing = self.actions[0][0] if self.actions else f"line {self.last_line}"
        deal = build_deal(self.code, self.dealer, self.hands, self.talon, missing)
        game = replay(deal, rules, self.actions, self.claim, f"line {self.last_line}")
        return Record(game, self.notes)

    def _line(self, number: int, body: str, comment: str) -> None:
        where = f"line {number}"
        if self.claim is not None:
            raise RecordError(
                where,
                _("nothing may follow the result ({where})").format(where=_place(self.claim[0])),
            )
        key, colon, value = body.partition(":")
        key = key.strip().lower()
        value = value.strip()
        if not colon:
            raise RecordError(
                where,
                _(
                    "cannot read {body!r}: write an action as '<seat>: <action>' "
                    "(e.g. '1: bid hearts') or a heading as 'deal:', 'dealer:', "
                    "'seat 0:', 'talon:', 'rule:' or 'result:'"
                ).format(body=body),
            )
        if _ACTION_SEAT.fullmatch(key):
            seat = int(key)
            if seat > 4:
                raise RecordError(
                    where, _("there is no seat {key}: seats are 0 to 4").format(key=key)
                )
            if comment:
                self.notes[len(self.actions)] = comment
            self.actions.append((where, seat, value))
            return
        if key == "result":
            self.claim = (where, self._result(where, value))
            return
        if key not in ("rule", "deal", "dealer", "talon") and not _SEAT_LINE.fullmatch(key):
            raise RecordError(
                where,
                _(
                    "unknown heading {heading!r}: a record has 'rule:', 'deal:', "
                    "'dealer:', 'seat 0:' to 'seat 4:', 'talon:', the actions ('1: "
                    "bid hearts') and 'result:'"
                ).format(heading=key + ":"),
            )
        if self.actions:
            raise RecordError(
                where,
                _("'{key}:' belongs before the actions, which begin on {where}").format(
                    key=key, where=_place(self.actions[0][0])
                ),
            )
        if key == "rule":
            self._rule(where, value)
            return
        earlier = {"deal": self.code, "dealer": self.dealer, "talon": self.talon}.get(
            key, self.hands.get(int(key[-1])) if key.startswith("seat") else None
        )
        if earlier is not None:
            raise RecordError(
                where,
                _("'{key}:' is given twice (also on {where})").format(
                    key=key, where=_place(earlier[0])
                ),
            )
        if key == "deal":
            self.code = (where, value)
        elif key == "dealer":
            text = value.lower().removeprefix("seat").strip()
            if text not in ("0", "1", "2", "3", "4"):
                raise RecordError(
                    where, _("the dealer is a seat from 0 to 4, not {value!r}").format(value=value)
                )
            self.dealer = (where, int(text))
        elif key == "talon":
            self.talon = (where, read_cards(where, _("the talon"), value, 2))
        else:
            seat = int(key[-1])
            self.hands[seat] = (
                where,
                read_cards(where, _("seat {seat}'s hand").format(seat=seat), value, 6),
            )

    def _rule(self, where: str, value: str) -> None:
        name, equals, setting = value.partition("=")
        try:
            declared = option(name)
            # "rule: must-overtrump" alone turns a switch on.
            parsed = declared.parse(setting if equals else "on")
        except ValueError as error:
            raise RecordError(where, str(error)) from None
        if declared.field in self.rules:
            raise RecordError(
                where,
                _("{label} is set twice (also on {where})").format(
                    label=declared.label, where=_place(self.rules[declared.field][0])
                ),
            )
        self.rules[declared.field] = (where, parsed)

    def _result(self, where: str, value: str) -> Claim:
        parts = [p.strip() for p in value.split(";")]
        written = parts[0].lower()
        try:
            outcome = "unfinished" if written == "unfinished" else str(Outcome.from_text(written))
        except ValueError:
            raise RecordError(
                where,
                _("unknown result {result!r}: write one of {names}").format(
                    result=parts[0], names=", ".join(OUTCOME_NAMES)
                ),
            ) from None
        fields: Claim = {"outcome": outcome}
        for part in parts[1:]:
            name, _space, rest = part.partition(" ")
            name = name.lower()
            if name in fields:
                raise RecordError(where, _("the result gives {name} twice").format(name=name))
            parsed: FieldValue | None
            if name in _RESULT_INTS:
                parsed = parse_int(rest)
            elif name == "scores":
                numbers = [parse_int(n) for n in rest.split()]
                parsed = None
                if len(numbers) == 5 and all(n is not None for n in numbers):
                    parsed = tuple(n for n in numbers if n is not None)
            else:
                raise RecordError(
                    where,
                    _(
                        "cannot read {part!r} in the result: after the outcome come "
                        "'soloist <seat>', 'winner <seat>', 'points <n>', 'tricks <n>', "
                        "'scores <five numbers>', separated by ';'"
                    ).format(part=part),
                )
            if parsed is None:
                what = _("five whole numbers") if name == "scores" else _("a whole number")
                raise RecordError(
                    where,
                    _("{name} in the result needs {what}, not {rest!r}").format(
                        name=name, what=what, rest=rest
                    ),
                )
            fields[name] = parsed
        return fields
