"""What the text and JSON records share: the error type, results, and the replay.

Both formats are read the same way: the rules and the deal first, then every
action replayed through the rules, then the claimed result compared with the
result the replay reached.  Nothing is taken on trust.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from solo66.core.cards import Card, cards_str, parse_cards, sort_key
from solo66.core.deal import Deal
from solo66.core.game import Action, Game, Phase
from solo66.core.rules import Option, Rules, option
from solo66.core.scoring import Outcome
from solo66.i18n import N_, _, ngettext

__all__ = [
    "OUTCOME_NAMES",
    "RESULT_ORDER",
    "Claim",
    "Record",
    "RecordError",
    "build_deal",
    "build_rules",
    "check_notes",
    "check_option",
    "decode",
    "option_by_name",
    "parse_int",
    "read_cards",
    "replay",
    "result_fields",
    "result_line",
    "score_text",
    "unwrap",
]

#: A result field's value: an outcome name, a seat or a count, or the five score changes.
FieldValue = str | int | tuple[int, ...]
#: What a record says about the end of the hand, field by field (``outcome`` first).
Claim = dict[str, FieldValue]

#: Every outcome a record can name; ``unfinished`` marks a hand still in progress.
OUTCOME_NAMES: tuple[str, ...] = (*(str(o) for o in Outcome), "unfinished")

#: The fields of a result, in the order records write them.
RESULT_ORDER = ("outcome", "soloist", "winner", "points", "tricks", "scores")

_SIGNED = re.compile(r"[+-]?[0-9]+")
_LINE = re.compile(r"line ([0-9]+)")


class RecordError(ValueError):
    """A record that cannot be read, or that the rules refuse.

    ``where`` says where the problem is (``line 12`` in a text record,
    ``actions[7]`` in a JSON record); ``line`` is the line number when known;
    ``reason`` says what is wrong.
    """

    def __init__(self, where: str, reason: str) -> None:
        match = _LINE.match(where)
        shown = where
        if match:  # the place stays 'line 12' (data); the message says it in words
            shown = _("line {number}").format(number=match.group(1)) + where[match.end() :]
        super().__init__(f"{shown}: {reason}")
        self.where = where
        self.reason = reason
        self.line: int | None = int(match.group(1)) if match else None


@dataclass(frozen=True)
class Record:
    """A replayed game with the notes a person wrote next to its actions.

    ``notes`` maps an action's position in ``game.history`` (from 0) to its note.
    """

    game: Game
    notes: Mapping[int, str] = field(default_factory=dict)


def option_by_name(name: str) -> Option | None:
    """The rules option called ``name`` (dashes or underscores, any case), else ``None``."""
    try:
        return option(name)
    except ValueError:
        return None


def check_option(declared: Option, value: object) -> None:
    """Refuse a value the option cannot take (``ValueError``, in the value's text form)."""
    if not declared.allows(value):
        raise ValueError(declared.refusal(value))
    if not declared.choices:
        # Options without a fixed list of choices never depend on another option,
        # so the rules alone can judge the value.
        Rules.from_dict({declared.field: value})


def result_fields(game: Game) -> Claim:
    """The result of ``game`` as record fields; ``{"outcome": "unfinished"}`` while it runs."""
    result = game.result
    if result is None:
        return {"outcome": "unfinished"}
    fields: Claim = {"outcome": str(result.outcome)}
    if result.soloist is not None:
        fields["soloist"] = result.soloist
        fields["points"] = result.soloist_points
        fields["tricks"] = result.soloist_tricks
    elif result.last_trick_winner is not None:
        fields["winner"] = result.last_trick_winner
    fields["scores"] = tuple(result.scores)
    return fields


def parse_int(text: str) -> int | None:
    """A whole number written with ASCII digits and an optional sign, else ``None``."""
    text = text.strip()
    return int(text) if _SIGNED.fullmatch(text) else None


def decode(text: str | bytes) -> str:
    """A record as text: bytes must be UTF-8, and an error names the line that is not."""
    if isinstance(text, (bytes, bytearray)):
        data = bytes(text)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            line = data[: error.start].count(b"\n") + 1
            raise RecordError(f"line {line}", _("this is not UTF-8 text")) from None
    if not isinstance(text, str):
        raise TypeError(_("a record is text, not {type}").format(type=type(text).__name__))
    return text


def unwrap(game: Game | Record, notes: Mapping[int, str] | None) -> tuple[Game, Mapping[int, str]]:
    """The game to write and its notes, checked; a :class:`Record`'s own notes come first."""
    if isinstance(game, Record):
        notes = {**game.notes, **(notes or {})}
        game = game.game
    notes = notes or {}
    check_notes(game, notes)
    return game, notes


def check_notes(game: Game, notes: Mapping[int, str]) -> None:
    """Refuse notes that are not attached to an action or would not read back unchanged."""
    for index, note in notes.items():
        if type(index) is not int or not 0 <= index < len(game.history):
            raise ValueError(
                _(
                    "note key {index!r} is not the position of an action (the game has {count})"
                ).format(index=index, count=len(game.history))
            )
        if not isinstance(note, str) or note != note.strip() or "\n" in note or "\r" in note:
            raise ValueError(
                _("note {note!r} must be one line of text without surrounding spaces").format(
                    note=note
                )
            )


def _what(game: Game) -> str:
    return _(_TO_DO[game.phase]).format(seat=game.current_player)


#: What the seat to act is to do, in each phase.
_TO_DO = {
    Phase.AUCTION: N_("seat {seat} is to bid or pass"),
    Phase.DECLARE: N_("seat {seat} is to announce trump"),
    Phase.DISCARD: N_("seat {seat} is to discard two cards"),
    Phase.PLAY: N_("seat {seat} is to play a card"),
}


def replay(
    deal: Deal,
    rules: Rules,
    actions: Iterable[tuple[str, int, str]],
    claim: tuple[str, Claim] | None,
    end: str,
) -> Game:
    """Replay ``actions`` (``(where, seat, action text)``) and check the claimed result.

    ``claim`` is ``(where, fields)`` for the record's result, or ``None`` when the
    record has none; ``end`` says where a missing result was expected.
    """
    game = Game(deal, rules)
    for where, seat, text in actions:
        if game.is_over():
            raise RecordError(
                where,
                _(
                    "the hand is already over ({result}), but the record goes on "
                    "with '{seat}: {text}'"
                ).format(result=game.result, seat=seat, text=text),
            )
        if seat != game.current_player:
            raise RecordError(
                where,
                _("seat {seat} cannot act here: {what}").format(seat=seat, what=_what(game)),
            )
        try:
            action = Action.from_str(text)
        except ValueError as error:
            raise RecordError(where, str(error)) from None
        reason = game.why_not(action)
        if reason is not None:
            raise RecordError(
                where,
                _("seat {seat} may not {action}: {reason}").format(
                    seat=seat, action=action, reason=reason
                ),
            )
        game.apply(action)
    if claim is None:
        state = f"the hand is over ({game.result})" if game.is_over() else _what(game)
        raise RecordError(
            end,
            _(
                "the record stops without a result line, so it may be cut short "
                "(after {count} actions {state}). A finished hand ends with its "
                "result; a hand still in progress says so with 'result: "
                "unfinished'."
            ).format(count=len(game.history), state=state),
        )
    where, fields = claim
    actual = result_fields(game)
    claimed_outcome = fields.get("outcome")
    if claimed_outcome == "unfinished" and game.is_over():
        raise RecordError(
            where,
            _("the record says the hand is unfinished, but it is over: {result}").format(
                result=game.result
            ),
        )
    if claimed_outcome != "unfinished" and not game.is_over():
        raise RecordError(
            where,
            _(
                "the record claims the result {claimed_outcome!r}, but the hand "
                "is not over ({what}): actions are missing"
            ).format(claimed_outcome=claimed_outcome, what=_what(game)),
        )
    for name, value in fields.items():
        if name not in actual:
            raise RecordError(
                where,
                _(
                    "the record gives {name} {given}, but this hand has no {name} "
                    "(it ended {outcome!r}); the replayed result is: {replayed}"
                ).format(
                    name=name,
                    given=_field_text(value),
                    outcome=actual["outcome"],
                    replayed=result_line(actual),
                ),
            )
        if actual[name] != value:
            raise RecordError(
                where,
                _(
                    "the record claims {name} {given}, but the replayed hand gives {replayed}"
                ).format(name=name, given=_field_text(value), replayed=_field_text(actual[name])),
            )
    for name in actual:
        if name not in fields:
            raise RecordError(
                where,
                _("the result does not give the {name}; the replayed result is: {replayed}").format(
                    name=name, replayed=result_line(actual)
                ),
            )
    return game


def result_line(fields: Claim) -> str:
    """The result as the text record writes it, after ``result:``."""
    parts: list[str] = []
    for name in RESULT_ORDER:
        if name in fields:
            value = fields[name]
            parts.append(str(value) if name == "outcome" else f"{name} {_field_text(value)}")
    return "; ".join(parts)


def _field_text(value: FieldValue) -> str:
    if isinstance(value, tuple):
        return " ".join(score_text(v) for v in value)
    return str(value)


def score_text(score: int) -> str:
    """A score change as written in records: ``+70``, ``0``, ``-130``."""
    return f"{score:+d}" if score else "0"


def _place(where: str) -> str:
    """``line 12`` in words (a JSON record's places are its keys, the same in every language)."""
    match = _LINE.fullmatch(where)
    return _("line {number}").format(number=match.group(1)) if match else where


def read_cards(where: str, label: str, text: str, count: int) -> tuple[Card, ...]:
    """``count`` different cards written as text (a hand or the talon)."""
    try:
        cards = parse_cards(text)
    except ValueError as error:
        raise RecordError(where, str(error)) from None
    if len(cards) != count:
        raise RecordError(
            where,
            ngettext(
                "{label} has {count} card: it needs {needed}",
                "{label} has {count} cards: it needs {needed}",
                len(cards),
            ).format(label=label, count=len(cards), needed=count),
        )
    if len(set(cards)) != count:
        twice = next(c for c in cards if cards.count(c) > 1)
        raise RecordError(where, _("{label} has {twice} twice").format(label=label, twice=twice))
    return cards


def build_rules(options: Mapping[str, tuple[str, object]]) -> Rules:
    """Rules from ``{field: (where, value)}``; each value is checked where it was given."""
    for name, (where, value) in options.items():
        option = option_by_name(name)
        assert option is not None
        try:
            check_option(option, value)
        except ValueError as error:
            raise RecordError(where, str(error)) from None
    try:
        return Rules.from_dict({name: value for name, (_, value) in options.items()})
    except ValueError as error:
        where = list(options.values())[-1][0]
        raise RecordError(where, str(error)) from None


def build_deal(
    code: tuple[str, str] | None,
    dealer: tuple[str, int] | None,
    hands: Mapping[int, tuple[str, tuple[Card, ...]]],
    talon: tuple[str, tuple[Card, ...]] | None,
    missing: str,
) -> Deal:
    """The deal from its code, checked against every part written out; or, without a
    code, from all five hands, the talon and the dealer.  Each part is ``(where, value)``;
    ``missing`` says where a record that gives no deal is blamed."""
    if code is not None:
        try:
            deal = Deal.from_code(code[1])
        except ValueError as error:
            raise RecordError(code[0], str(error)) from None
        source = _("the deal code ({where})").format(where=_place(code[0]))
        if dealer is not None and dealer[1] != deal.dealer:
            raise RecordError(
                dealer[0],
                _("by {source} seat {dealer} deals, not seat {written}").format(
                    source=source, dealer=deal.dealer, written=dealer[1]
                ),
            )
        parts = [(_("seat {seat}").format(seat=s), hands[s], deal.hands[s]) for s in sorted(hands)]
        if talon is not None:
            parts.append((_("the talon"), talon, deal.talon))
        for label, (where, cards), dealt in parts:
            if set(cards) != set(dealt):
                right = cards_str(sorted(set(dealt) - set(cards), key=sort_key))
                wrong = cards_str(sorted(set(cards) - set(dealt), key=sort_key))
                raise RecordError(
                    where,
                    _(
                        "{label} does not agree with {source}: the code gives {right} "
                        "there, not {wrong}"
                    ).format(label=label, source=source, right=right, wrong=wrong),
                )
        return deal
    if dealer is None or talon is None or len(hands) < 5:
        raise RecordError(
            missing,
            _(
                "the record does not say what was dealt: it needs the deal code, "
                "or all five hands, the talon and the dealer, before the actions"
            ),
        )
    seen: dict[Card, str] = {}
    for where, cards in [*(hands[s] for s in range(5)), talon]:
        for card in cards:
            if card in seen:
                raise RecordError(
                    where,
                    _("{card} is dealt twice (also {where})").format(
                        card=card, where=_place(seen[card])
                    ),
                )
            seen[card] = where
    return Deal(
        tuple(tuple(sorted(hands[s][1], key=sort_key)) for s in range(5)),
        tuple(sorted(talon[1], key=sort_key)),
        dealer[1],
    )
