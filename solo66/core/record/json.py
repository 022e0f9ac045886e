"""Game records as JSON: the same record as :mod:`solo66.core.record`, for programs.

The object holds the format name and version, the rules options that differ
from the default, the deal (its code, and the dealer, hands and talon written
out), every action with its seat (and a note if one was written), and the result.
Reading replays every action through the rules and checks the result, exactly as
for text records; errors are :class:`~solo66.core.record.RecordError` naming the place
in the JSON (``actions[12]``, ``result.points``) or its line for broken JSON.

>>> from solo66 import Game
>>> g = Game.new(seed=123)
>>> g.apply("bid clubs")
>>> text = dumps(g)
>>> print(text)
{
  "format": "solo66 record",
  "version": 1,
  "rules": {},
  "deal": "0P11-DTEE-DZC2-JS3V",
  "dealer": 0,
  "hands": [
    "♠10 ♠K ♥A ♥J ♥8 ♥7",
    "♣A ♣10 ♣8 ♥K ♦8 ♦7",
    "♣K ♠Q ♠9 ♦A ♦10 ♦9",
    "♣Q ♠A ♥Q ♥9 ♦K ♦Q",
    "♣J ♣9 ♣7 ♠8 ♠7 ♦J"
  ],
  "talon": "♠J ♥10",
  "actions": [
    {"seat": 1, "action": "bid clubs"}
  ],
  "result": {"outcome": "unfinished"}
}
<BLANKLINE>
>>> dumps(loads(text)) == text
True
>>> loads(text.replace('"seat": 1', '"seat": 2'))
Traceback (most recent call last):
...
solo66.core.record.RecordError: actions[0]: seat 2 cannot act here: seat 1 is to bid or pass
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import IO, Any

from solo66.core.cards import Card, cards_str, sort_key
from solo66.core.game import Game
from solo66.core.record._replay import (
    OUTCOME_NAMES,
    Claim,
    FieldValue,
    Record,
    RecordError,
    build_deal,
    build_rules,
    decode,
    option_by_name,
    read_cards,
    replay,
    result_fields,
    unwrap,
)
from solo66.i18n import N_, _

__all__ = ["FORMAT", "VERSION", "dump", "dumps", "load", "loads", "parse"]

#: The value of the ``format`` key.
FORMAT = "solo66 record"
#: The version of the format this module writes and reads.
VERSION = 1

_KEYS = ("format", "version", "rules", "deal", "dealer", "hands", "talon", "actions", "result")
_RESULT_INTS = ("soloist", "winner", "points", "tricks")


# -- writing -----------------------------------------------------------------


def dumps(game: Game | Record, notes: Mapping[int, str] | None = None) -> str:
    """The record of ``game`` as JSON text, one action per line.

    ``notes`` maps an action's position in ``game.history`` to a note, kept
    in that action's ``note``; a :class:`~solo66.core.record.Record` brings its own.
    """
    game, notes = unwrap(game, notes)
    deal = game.deal
    rules = game.rules.to_dict()
    actions = []
    for index, (seat, action) in enumerate(game.history):
        item: dict[str, Any] = {"seat": seat, "action": str(action)}
        if index in notes:
            item["note"] = notes[index]
        actions.append(item)
    fields = {
        name: list(value) if isinstance(value, tuple) else value
        for name, value in result_fields(game).items()
    }

    def one(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    hands = ",\n".join(f"    {one(cards_str(deal.sorted_hand(s)))}" for s in range(5))
    lines = [
        "{",
        f'  "format": {one(FORMAT)},',
        f'  "version": {VERSION},',
        f'  "rules": {one(rules)},',
        f'  "deal": {one(deal.code)},',
        f'  "dealer": {deal.dealer},',
        f'  "hands": [\n{hands}\n  ],',
        f'  "talon": {one(cards_str(sorted(deal.talon, key=sort_key)))},',
    ]
    if actions:
        items = ",\n".join(f"    {one(item)}" for item in actions)
        lines.append(f'  "actions": [\n{items}\n  ],')
    else:
        lines.append('  "actions": [],')
    lines.append(f'  "result": {one(fields)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def dump(game: Game | Record, fp: IO[str], notes: Mapping[int, str] | None = None) -> None:
    """Write the JSON record of ``game`` to a text file."""
    fp.write(dumps(game, notes))


# -- reading -----------------------------------------------------------------


def loads(text: str | bytes) -> Game:
    """The game a JSON record describes, replayed through its rules."""
    return parse(text).game


def load(fp: IO[str] | IO[bytes]) -> Game:
    """The game recorded in a JSON file (opened in text or binary mode)."""
    return loads(fp.read())


def parse(text: str | bytes) -> Record:
    """Read a JSON record: the replayed game and the notes on its actions."""
    try:
        obj = json.loads(decode(text), object_pairs_hook=_no_duplicates)
    except RecordError:
        raise
    except ValueError as error:
        if isinstance(error, json.JSONDecodeError):
            where, reason = f"line {error.lineno}", f"not valid JSON ({error.msg})"
        else:
            where, reason = "line 1", f"not valid JSON ({error})"
        raise RecordError(where, reason) from None
    except RecursionError:
        raise RecordError("line 1", _("not a record: the JSON is nested too deeply")) from None
    return _read(obj)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for key, value in pairs:
        if key in obj:
            raise RecordError(
                "JSON", _("the key {key!r} appears twice in one object").format(key=key)
            )
        obj[key] = value
    return obj


def _read(obj: object) -> Record:
    if not isinstance(obj, dict):
        raise RecordError(
            "JSON", _("a record is a JSON object, not {kind}").format(kind=_kind(obj))
        )
    if obj.get("format") != FORMAT:
        raise RecordError(
            "format",
            _("this is not a Solo 66 record: 'format' must be {format!r}").format(format=FORMAT),
        )
    if obj.get("version") != VERSION or isinstance(obj.get("version"), bool):
        raise RecordError(
            "version", _("this module reads version {version} records only").format(version=VERSION)
        )
    for key in obj:
        if key not in _KEYS:
            raise RecordError(
                key,
                _("unknown key {key!r}: a record has {keys}").format(
                    key=key, keys=", ".join(_KEYS)
                ),
            )
    options = _dict(obj.get("rules", {}), "rules")
    rules: dict[str, tuple[str, object]] = {}
    for name, value in options.items():
        option = option_by_name(name)
        if option is None:
            raise RecordError(f"rules.{name}", _("unknown rules option {name!r}").format(name=name))
        if option.field in rules:
            raise RecordError(f"rules.{name}", _("{name} is set twice").format(name=name))
        rules[option.field] = (f"rules.{name}", value)
    code = None
    if "deal" in obj:
        code = ("deal", _str(obj["deal"], "deal"))
    dealer = None
    if "dealer" in obj:
        dealer = ("dealer", _seat(obj["dealer"], "dealer"))
    hands: dict[int, tuple[str, tuple[Card, ...]]] = {}
    if "hands" in obj:
        written = _list(obj["hands"], "hands")
        if len(written) != 5:
            raise RecordError(
                "hands", _("five hands are needed, not {count}").format(count=len(written))
            )
        for seat, hand in enumerate(written):
            where = f"hands[{seat}]"
            hands[seat] = (where, read_cards(where, f"seat {seat}'s hand", _str(hand, where), 6))
    talon = None
    if "talon" in obj:
        talon = ("talon", read_cards("talon", "the talon", _str(obj["talon"], "talon"), 2))
    deal = build_deal(code, dealer, hands, talon, "deal")
    actions: list[tuple[str, int, str]] = []
    notes: dict[int, str] = {}
    for index, item in enumerate(_list(obj.get("actions", []), "actions")):
        where = f"actions[{index}]"
        entry = _dict(item, where)
        for key in entry:
            if key not in ("seat", "action", "note"):
                raise RecordError(
                    where,
                    _("unknown key {key!r}: an action has seat, action, note").format(key=key),
                )
        if "seat" not in entry or "action" not in entry:
            raise RecordError(where, _("an action needs its 'seat' and the 'action'"))
        actions.append((where, _seat(entry["seat"], f"{where}.seat"), _str(entry["action"], where)))
        if "note" in entry:
            notes[index] = _str(entry["note"], f"{where}.note")
    claim = ("result", _claim(obj["result"])) if "result" in obj else None
    game = replay(deal, build_rules(rules), actions, claim, "result")
    return Record(game, notes)


def _claim(value: object) -> Claim:
    result = _dict(value, "result")
    outcome = result.get("outcome")
    if outcome not in OUTCOME_NAMES:
        raise RecordError(
            "result.outcome",
            _("unknown outcome {outcome!r}: one of {names}").format(
                outcome=outcome, names=", ".join(OUTCOME_NAMES)
            ),
        )
    fields: Claim = {"outcome": str(outcome)}
    for name, given in result.items():
        where = f"result.{name}"
        parsed: FieldValue
        if name == "outcome":
            continue
        if name in _RESULT_INTS:
            parsed = _int(given, where)
        elif name == "scores":
            scores = _list(given, where)
            if len(scores) != 5:
                raise RecordError(
                    where, _("five score changes are needed, not {count}").format(count=len(scores))
                )
            parsed = tuple(_int(s, f"{where}[{i}]") for i, s in enumerate(scores))
        else:
            raise RecordError(
                where,
                _(
                    "unknown key {name!r}: a result has outcome, soloist, winner, "
                    "points, tricks, scores"
                ).format(name=name),
            )
        fields[name] = parsed
    return fields


def _kind(value: object) -> str:
    names = {dict: N_("an object"), list: N_("a list"), str: N_("text"), bool: N_("true/false")}
    if value is None:
        return "null"
    return _(names.get(type(value), N_("a number")))


def _dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(where, _("expected an object, not {kind}").format(kind=_kind(value)))
    return value


def _list(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(where, _("expected a list, not {kind}").format(kind=_kind(value)))
    return value


def _str(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(where, _("expected text, not {kind}").format(kind=_kind(value)))
    return value


def _int(value: object, where: str) -> int:
    if type(value) is not int:
        raise RecordError(where, _("expected a whole number, not {kind}").format(kind=_kind(value)))
    return value


def _seat(value: object, where: str) -> int:
    seat = _int(value, where)
    if not 0 <= seat < 5:
        raise RecordError(where, _("a seat is a number from 0 to 4, not {seat}").format(seat=seat))
    return seat
