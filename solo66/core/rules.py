"""The rules configuration: every point where the published rules leave a choice.

The published description of Solo 66 (Claus D. Grupp, *Kartenspiele*, 1975,
as summarised by the English and German Wikipedia articles) is silent or
ambiguous on several points, and a table may agree on house rules against it.
Each such point is an option of :class:`Rules`, declared once, as a field of
:class:`Rules`: its name, default, allowed values, text form, description and
source (see ``docs/rules.md``).  ``Rules()`` is this project's default reading;
:data:`OPTIONS` lists the declarations, in the order the book presents them.

>>> Rules()
Rules()
>>> Rules(tie_at_65=True, auction="single-round")
Rules(auction='single-round', tie_at_65=True)
>>> Rules(auction="open-cry")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: unknown auction 'open-cry': allowed are 'pass-final', 'single-round', 're-entry', ...
>>> Rules(colour=1)
Traceback (most recent call last):
...
TypeError: Rules.__init__() got an unexpected keyword argument 'colour'
>>> option("tie_at_65").parse("on"), option("tie-at-65").format(True)
(True, 'on')
>>> str(option("schneider").tag_of("at-most-30"))
'house rule'
>>> str(option("all-pass").tag_of("last-trick")), str(option("talon-order").tag)
('source', 'source')
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any, Literal, get_args

from solo66.i18n import N_, _

__all__ = [
    "AUCTIONS",
    "OPTIONS",
    "AllPass",
    "Auction",
    "Discard",
    "DiscardPoints",
    "LastTrickPayout",
    "NextLeader",
    "Option",
    "RedealDealer",
    "Rotation",
    "Rules",
    "Schneider",
    "Scoring",
    "Settlement",
    "Tag",
    "TalonOrder",
    "option",
]

# The values of each option with a fixed set of choices, as types, so that mypy checks
# every comparison with one (``rules.auction == "re-entry"``); the option declares its
# choices from these (:func:`typing.get_args`), this project's reading first.

#: ``rotation``: the direction of play.
Rotation = Literal["clockwise"]
#: ``auction``: the auction procedure.
Auction = Literal["pass-final", "single-round", "re-entry", "first-highest"]
#: ``talon_order``: whether the soloist announces before taking the talon.
TalonOrder = Literal["announce-first", "talon-first"]
#: ``discard``: which cards may be discarded.
Discard = Literal["any-two"]
#: ``discard_points``: whose points the discards are.
DiscardPoints = Literal["soloist"]
#: ``next_leader``: who leads to the next trick.
NextLeader = Literal["trick-winner"]
#: ``scoring``: the scoring scheme.
Scoring = Literal["points-taken", "winners-points", "agreed-value"]
#: ``settlement``: whose score changes.
Settlement = Literal["soloist-only", "payments"]
#: ``schneider``: the schneider threshold.
Schneider = Literal["under-33", "at-most-30"]
#: ``all_pass``: what happens when everyone passes.
AllPass = Literal["redeal", "last-trick"]
#: ``last_trick_payout``: what the last-trick game pays.
LastTrickPayout = Literal["winner-scores", "collect-from-each"]
#: ``redeal_dealer``: who deals after everyone passed.
RedealDealer = Literal["next", "same"]

#: Every auction procedure, this project's reading first (the ``auction`` option's choices).
AUCTIONS: tuple[Auction, ...] = get_args(Auction)
#: The auction procedures in which each player speaks exactly once.
_SPEAK_ONCE: tuple[Auction, ...] = ("single-round", "first-highest")


class Tag(str, enum.Enum):
    """Where a reading of the rules comes from."""

    #: Stated by the published description.
    SOURCE = "source"
    #: The source is silent or ambiguous: this project's reading (or another reading).
    DEFAULT = "default"
    #: A rule a table may agree on against what the source states.
    HOUSE_RULE = "house rule"

    def __str__(self) -> str:
        return self.value


_TRUE = ("on", "true", "yes", "1")
_FALSE = ("off", "false", "no", "0")


@dataclass(frozen=True)
class Option:
    """The declaration of one rules option: everything said about it, in one place.

    ``choices`` are the values the engine plays (empty for an open value: a whole
    number or a packet pattern); ``alternatives`` describes each choice other than
    the default, by its text form (``"True"`` for a switch turned on).  ``tag``
    says where the default comes from; ``house_rules`` names the alternatives that
    go against the source, and ``source_rules`` those the source itself names beside
    the default as equal options (the all-pass variants, "depending on the agreement");
    ``names`` gives choices a short name in words where their text form is code
    (``choice_name``).
    An option with a single choice (a rule of the source, or a reading of ours) names no
    alternative: any other value is refused.  The texts are declared in English
    (``english_name`` …) and read in the language spoken now (``name``, ``source``,
    ``summary``, ``alternatives``).

    >>> option("tie-at-65").summary
    '65 loses: the soloist needs 66 or more, even when the defenders also have 65.'
    """

    field: str
    english_name: str
    default: object
    choices: tuple[object, ...]
    english_source: str
    english_summary: str
    english_alternatives: dict[str, str]
    tag: Tag = Tag.DEFAULT
    house_rules: tuple[str, ...] = ()
    source_rules: tuple[str, ...] = ()
    english_names: dict[str, str] = dataclasses.field(default_factory=dict)

    @property
    def name(self) -> str:
        """What the option decides, in a few words: ``auction procedure``."""
        return _(self.english_name)

    @property
    def source(self) -> str:
        """What the published description says (or does not say) on the point."""
        return _(self.english_source)

    @property
    def summary(self) -> str:
        """The default reading in a sentence or two."""
        return _(self.english_summary)

    @property
    def alternatives(self) -> dict[str, str]:
        """Each choice other than the default, by its text form, in a sentence or two."""
        return {value: _(text) for value, text in self.english_alternatives.items()}

    def choice_text(self, choice: str) -> str:
        """An alternative's key as a reader sees it, in the language spoken now.

        A key is a value's text form (``"first-highest"``, ``"2-2-2-T"``: code, the same in
        every language), or, for an open value, what any such value is
        (``"any positive whole number"``), which is words.

        >>> from solo66.i18n import speaking
        >>> option("game-value").choice_text("any positive whole number")
        'any positive whole number'
        >>> with speaking("de"):
        ...     option("game-value").choice_text("any positive whole number")
        ...     option("packets").choice_text("2-2-2-T")
        ...     option("auction").choice_text("first-highest")
        'jede positive ganze Zahl'
        '2-2-2-T'
        'first-highest'
        """
        return choice if self.choices else _(choice)

    def choice_name(self, value: object) -> str:
        """A choice as a reader picks it, in a few words of the language spoken now: the
        name the option declares for it, or else its text form.

        >>> option("auction").choice_name("re-entry")
        'a passed player may bid again'
        >>> option("packets").choice_name("3-T-3")
        '3-T-3'
        """
        text = self.format(value)
        english = self.english_names.get(text)
        return _(english) if english else text

    @property
    def label(self) -> str:
        """The option's name as records and the command line write it: ``tie-at-65``."""
        return self.field.replace("_", "-")

    def describe_value(self, value: object) -> str:
        """How the value reads in a sentence (the same as its text form)."""
        return self.format(value)

    def format(self, value: object) -> str:
        """The value's text form, as records and ``--rule`` write it: ``on``, ``20``."""
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)

    def parse(self, text: str) -> object:
        """The value a text form stands for; ``ValueError`` says what is allowed.

        >>> option("game-value").parse("20"), option("auction").parse("Re-Entry")
        (20, 're-entry')
        >>> option("must-overtrump").parse("maybe")
        Traceback (most recent call last):
        ...
        ValueError: must-overtrump is a switch: write on or off (or true/false, yes/no), not 'maybe'
        """
        written = text.strip()
        lowered = written.lower()
        if isinstance(self.default, bool):
            if lowered in _TRUE + _FALSE:
                return lowered in _TRUE
            raise ValueError(
                _(
                    "{option} is a switch: write on or off (or true/false, yes/no), not {text!r}"
                ).format(option=self.label, text=written)
            )
        if isinstance(self.default, int):
            sign = lowered[:1] in ("+", "-")
            digits = lowered[1:] if sign else lowered
            if digits.isascii() and digits.isdigit():
                return int(lowered)
            raise ValueError(
                _("{option} is a whole number, not {text!r}").format(
                    option=self.label, text=written
                )
            )
        # Choices are lower case; an open value (a packet pattern) is kept as written.
        return lowered if self.choices else written

    def allows(self, value: object) -> bool:
        """Whether ``value`` is one of the choices (always, for an open value)."""
        if not self.choices:
            return True
        return type(value) is type(self.default) and value in self.choices

    def refusal(self, value: object) -> str:
        """Why a choice-valued option cannot take ``value``, in its text forms."""
        allowed = ", ".join(self.format(c) for c in self.choices)
        text = self.format(value) if isinstance(value, (bool, int, str)) else repr(value)
        return _("{option} cannot be {text}: allowed are {allowed}").format(
            option=self.label, text=text, allowed=allowed
        )

    def tag_of(self, value: object) -> Tag:
        """Where the reading ``value`` comes from: the default's tag, or the alternative's.

        >>> [str(option("talon-order").tag_of(v)) for v in ("announce-first", "talon-first")]
        ['source', 'house rule']
        """
        if value == self.default and type(value) is type(self.default):
            return self.tag
        if str(value) in self.house_rules:
            return Tag.HOUSE_RULE
        return Tag.SOURCE if str(value) in self.source_rules else Tag.DEFAULT


def _option(
    default: Any,
    name: str,
    choices: tuple[object, ...],
    source: str,
    summary: str,
    alternatives: dict[str, str] | None = None,
    tag: Tag = Tag.DEFAULT,
    house_rules: tuple[str, ...] = (),
    source_rules: tuple[str, ...] = (),
    names: dict[str, str] | None = None,
) -> Any:
    """A :class:`Rules` field declared with everything said about its option."""
    about = {
        "name": name,
        "choices": choices,
        "source": source,
        "summary": summary,
        "alternatives": alternatives or {},
        "tag": tag,
        "house_rules": house_rules,
        "source_rules": source_rules,
        "names": names or {},
    }
    return dataclasses.field(default=default, metadata={"option": about})


#: The seat that plays after each seat, by direction of play.
_NEXT_SEAT: dict[Rotation, tuple[int, ...]] = {"clockwise": (1, 2, 3, 4, 0)}

# (field, value, required field, required value): options that only make sense together.
_REQUIRES = (
    ("settlement", "payments", "scoring", "agreed-value"),
    ("last_trick_payout", "collect-from-each", "all_pass", "last-trick"),
    ("redeal_dealer", "same", "all_pass", "redeal"),
)


@dataclass(frozen=True)
class Rules:
    """One reading of the rules.  ``Rules()`` is the default reading.

    Each field declares its option (see :data:`OPTIONS`); ``repr`` lists only the
    fields that differ from the default, so a repr evaluates back.

    >>> Rules(scoring="agreed-value", game_value=20).game_value
    20
    >>> Rules.from_dict({"tie-at-65": True}) == Rules(tie_at_65=True)
    True
    >>> Rules(packets="3-3-T").packet_sizes()
    (3, 3, 'T')
    >>> Rules(packets=5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: bad packet pattern 5: write packet sizes that add up to 6 and one T ...
    """

    rotation: Rotation = _option(
        "clockwise",
        N_("direction of play"),
        get_args(Rotation),
        N_(
            "The source: forehand is the player on the dealer's left. It does not say which "
            "way play and the deal go on from there."
        ),
        N_(
            "Clockwise, the usual reading: play goes on to the left of forehand, and the deal "
            "passes to the left after every hand."
        ),
    )
    auction: Auction = _option(
        "pass-final",
        N_("auction procedure"),
        get_args(Auction),
        N_("The source says only: \u201cthe player who is first with the highest bid wins\u201d."),
        N_(
            "Bidding goes clockwise from forehand; each bid names a strictly higher suit; a pass "
            "is final; the auction ends when all others have passed after the last bid, or at once "
            "when clubs is bid."
        ),
        {
            "single-round": N_("Each player speaks exactly once, in order; the highest bid wins."),
            "re-entry": N_(
                "A player who passed may bid again while the auction is open; it ends "
                "when four players in a row have passed after the last bid."
            ),
            "first-highest": N_(
                "Each player speaks exactly once, in order, and may name any suit, "
                "even one already named; the highest suit named wins, and of those who named it, "
                "the one who named it first. Once clubs is named, nobody can take the auction from "
                "that player, so it ends there."
            ),
        },
        names={
            "pass-final": N_("a pass is final"),
            "single-round": N_("one round, each bid higher"),
            "re-entry": N_("a passed player may bid again"),
            "first-highest": N_("one round, any suit named"),
        },
    )
    talon_order: TalonOrder = _option(
        "announce-first",
        N_("order of announcing and taking the talon"),
        get_args(TalonOrder),
        N_(
            "The source: the soloist \u201cmust then announce the bid or a higher game. He "
            "then picks up the two talon cards\u201d."
        ),
        N_("The soloist announces trump, then picks up the talon and discards two cards."),
        {
            "talon-first": N_(
                "A house rule against the source, in the order of Skat: the soloist picks up "
                "the talon and discards first, then announces."
            )
        },
        tag=Tag.SOURCE,
        house_rules=("talon-first",),
    )
    discard: Discard = _option(
        "any-two",
        N_("which cards may be discarded"),
        get_args(Discard),
        N_(
            "The source: the soloist may discard any two cards of their choice into their "
            "own trick pile."
        ),
        N_("Any two of the eight, trumps and the two cards just picked up included."),
        tag=Tag.SOURCE,
    )
    discard_points: DiscardPoints = _option(
        "soloist",
        N_("whose points the discards are"),
        get_args(DiscardPoints),
        N_(
            "The source: the discarded cards go into the soloist's own trick pile, with "
            "the tricks the soloist wins."
        ),
        N_("The two discarded cards count for the soloist's card points, like the tricks."),
        tag=Tag.SOURCE,
    )
    discard_is_trick: bool = _option(
        False,
        N_("whether discarding is a trick"),
        (False,),
        N_("The source does not say whether the discards make a trick."),
        N_(
            "Discarded cards are not a trick, as in Skat: a soloist who takes no trick is "
            "schwarz, whatever the discards hold."
        ),
    )
    must_overtrump: bool = _option(
        False,
        N_("must-overtrump"),
        (False, True),
        N_(
            "The source states the duty to trump when void, but not a duty to beat a trump "
            "already in the trick."
        ),
        N_("Any trump satisfies the duty to trump."),
        {
            "True": N_(
                "A player who must trump must beat the highest trump in the trick if possible."
            )
        },
    )
    next_leader: NextLeader = _option(
        "trick-winner",
        N_("who leads to the next trick"),
        get_args(NextLeader),
        N_("The source names only the first lead (forehand)."),
        N_("The winner of each trick leads to the next, as in every trick game."),
    )
    tie_at_65: bool = _option(
        False,
        N_("tie-at-65"),
        (False, True),
        N_("The source: the soloist needs 66 or more; 65 loses."),
        N_("65 loses: the soloist needs 66 or more, even when the defenders also have 65."),
        {
            "True": N_(
                "A house rule against the source: 65\u201365 is a draw with no score, as in "
                "two-handed Sechsundsechzig."
            )
        },
        tag=Tag.SOURCE,
        house_rules=("True",),
    )
    scoring: Scoring = _option(
        "points-taken",
        N_("scoring scheme"),
        get_args(Scoring),
        N_(
            "The English text: the soloist scores the points taken; the German text speaks "
            "of a previously agreed game value (Spielwert)."
        ),
        N_(
            "The soloist scores their card points P: +P, +2P schneider, +3P schwarz for a win; "
            "\u22122P, \u22123P, \u22124P for a loss. A beaten soloist loses less the fewer "
            "points they take."
        ),
        {
            "winners-points": N_(
                "The base is the card points of the side that won: +P, +2P, +3P "
                "for a win; \u22122(130 \u2212 P), \u22123(130 \u2212 P) when the soloist is "
                "schneider, \u22124(130 \u2212 P) without a trick. Every point the soloist "
                "takes is worth having, win or lose."
            ),
            "agreed-value": N_(
                "A fixed game value V: +V, +2V, +3V for a win; \u22122V, \u22123V, "
                "\u22124V for a loss."
            ),
        },
    )
    game_value: int = _option(
        10,
        N_("agreed game value V"),
        (),
        N_("The German text: a previously agreed game value; the amount is not given."),
        N_("V = 10, used by the agreed-value scheme and the last-trick game."),
        {N_("any positive whole number"): N_("Another agreed value.")},
    )
    settlement: Settlement = _option(
        "soloist-only",
        N_("settlement"),
        get_args(Settlement),
        N_("The source scores the soloist only."),
        N_("Only the soloist's score changes."),
        {
            "payments": N_(
                "A house rule against the source, with an agreed value: each defender "
                "pays the soloist the amount the soloist wins, or receives the amount the "
                "soloist loses."
            ),
        },
        tag=Tag.SOURCE,
        house_rules=("payments",),
    )
    schneider: Schneider = _option(
        "under-33",
        N_("schneider threshold"),
        get_args(Schneider),
        N_("The source: less than 33 points is schneider."),
        N_("A side with fewer than 33 card points is schneider."),
        {
            "at-most-30": N_(
                "A Skat-style threshold, a house rule against the source: 30 or "
                "fewer card points is schneider."
            )
        },
        tag=Tag.SOURCE,
        house_rules=("at-most-30",),
    )
    all_pass: AllPass = _option(
        "redeal",
        N_("when everyone passes"),
        get_args(AllPass),
        N_(
            "The source names both as equal options, \u201cdepending on what has been "
            "pre-agreed\u201d."
        ),
        N_("The hand is void and the cards are dealt again; nobody scores."),
        {
            "last-trick": N_(
                "A game without trumps and without a soloist: whoever takes the sixth trick "
                "wins, whatever their other tricks and points."
            ),
        },
        tag=Tag.SOURCE,
        source_rules=("last-trick",),
    )
    last_trick_payout: LastTrickPayout = _option(
        "winner-scores",
        N_("last-trick game payout"),
        get_args(LastTrickPayout),
        N_("The source names the winner but gives no score."),
        N_("The winner of the last trick scores +V; nobody else scores."),
        {"collect-from-each": N_("The winner collects V from each of the four others.")},
    )
    packets: str = _option(
        "3-T-3",
        N_("packet pattern"),
        (),
        N_("The source: six cards to each player and two to the talon; packets are not given."),
        N_("Three cards to each player from forehand, two to the talon, then three to each."),
        {
            "2-2-2-T": N_("Three rounds of two, the talon last."),
            "3-3-T": N_("Two rounds of three, the talon last."),
            N_("any pattern"): N_("Numbers that add up to 6 and one T, separated by dashes."),
        },
    )
    redeal_dealer: RedealDealer = _option(
        "next",
        N_("who deals after everyone passed"),
        get_args(RedealDealer),
        N_("The source says the cards are dealt again, not by whom."),
        N_("The deal passes to the next dealer, as after any hand."),
        {"same": N_("The same dealer deals again.")},
    )

    def __post_init__(self) -> None:
        for declared in OPTIONS:
            value = getattr(self, declared.field)
            if not declared.allows(value):
                allowed = ", ".join(repr(c) for c in declared.choices)
                if len(declared.choices) == 1:
                    raise ValueError(
                        _(
                            "{option} {value!r} is not offered: the engine plays only "
                            "{allowed} (the specification names no alternative)"
                        ).format(option=declared.field, value=value, allowed=allowed)
                    )
                raise ValueError(
                    _("unknown {option} {value!r}: allowed are {allowed}").format(
                        option=declared.field, value=value, allowed=allowed
                    )
                )
        if type(self.game_value) is not int or self.game_value <= 0:
            raise ValueError(
                _("game_value must be a positive whole number, not {value!r}").format(
                    value=self.game_value
                )
            )
        self.packet_sizes()
        for field, value, needs_field, needs in _REQUIRES:
            if getattr(self, field) == value and getattr(self, needs_field) != needs:
                raise ValueError(
                    _(
                        "inconsistent rules: {field}={value!r} only applies with "
                        "{needs_field}={needs!r}, not {actual!r}"
                    ).format(
                        field=field,
                        value=value,
                        needs_field=needs_field,
                        needs=needs,
                        actual=getattr(self, needs_field),
                    )
                )

    def packet_sizes(self) -> tuple[int | str, ...]:
        """The packet pattern as a tuple: card counts per player, and ``'T'`` for the talon."""
        parts = self.packets.upper().split("-") if isinstance(self.packets, str) else []
        sizes: list[int | str] = []
        for part in parts:
            if part == "T":
                sizes.append("T")
            elif part.isascii() and part.isdigit() and int(part) > 0:
                sizes.append(int(part))
            else:
                sizes = []
                break
        numbers = [s for s in sizes if isinstance(s, int)]
        if not sizes or sizes.count("T") != 1 or sum(numbers) != 6:
            raise ValueError(
                _(
                    "bad packet pattern {packets!r}: write packet sizes that add up to 6 "
                    "and one T for the two talon cards, separated by dashes, e.g. '3-T-3' or "
                    "'2-2-2-T'"
                ).format(packets=self.packets)
            )
        return tuple(sizes)

    @property
    def schneider_limit(self) -> int:
        """A side with fewer card points than this is schneider (33, or 31 for ≤ 30).

        >>> Rules().schneider_limit, Rules(schneider="at-most-30").schneider_limit
        (33, 31)
        """
        return 33 if self.schneider == "under-33" else 31

    @property
    def speaks_once(self) -> bool:
        """Whether each player speaks exactly once in the auction (single-round and
        first-highest), rather than until the others have passed.

        >>> Rules().speaks_once, Rules(auction="first-highest").speaks_once
        (False, True)
        """
        return self.auction in _SPEAK_ONCE

    # -- seats in the order of play -------------------------------------------

    @property
    def next_seats(self) -> tuple[int, ...]:
        """For each seat, the seat that plays after it (by :attr:`rotation`)."""
        return _NEXT_SEAT[self.rotation]

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat ``steps`` places after ``seat`` in the order of play.

        >>> Rules().next_seat(4), Rules().next_seat(3, steps=4)
        (0, 2)
        """
        following = self.next_seats
        for _step in range(steps % 5):
            seat = following[seat]
        return seat

    def seat_order(self, first: int, count: int = 5) -> tuple[int, ...]:
        """``count`` seats in the order of play, starting with ``first``.

        >>> Rules().seat_order(3)
        (3, 4, 0, 1, 2)
        """
        following = self.next_seats
        seats = [first]
        while len(seats) < count:
            seats.append(following[seats[-1]])
        return tuple(seats[:count])

    def forehand(self, dealer: int) -> int:
        """The dealer's neighbour who plays first (Vorhand): the seat after the dealer."""
        return self.next_seats[dealer]

    def position(self, seat: int, first: int) -> int:
        """How many places after ``first`` ``seat`` plays (0 for ``first`` itself).

        >>> Rules().position(1, first=3)
        3
        """
        return self.seat_order(first).index(seat)

    # -- text and dictionaries ----------------------------------------------------

    def changes(self) -> dict[str, Any]:
        """The options that differ from the default, by field name."""
        return {
            o.field: getattr(self, o.field)
            for o in OPTIONS
            if getattr(self, o.field) != o.default
            or type(getattr(self, o.field)) is not type(o.default)
        }

    def to_dict(self) -> dict[str, Any]:
        """The options that differ from the default, with dashed names (for records)."""
        return {_BY_FIELD[k].label: v for k, v in self.changes().items()}

    def to_text(self) -> dict[str, str]:
        """The options that differ from the default, in their text forms (``tie-at-65: on``)."""
        return {_BY_FIELD[k].label: _BY_FIELD[k].format(v) for k, v in self.changes().items()}

    @classmethod
    def from_dict(cls, options: dict[str, Any]) -> Rules:
        """Rules from option names (dashes or underscores); unknown names are refused."""
        fields: dict[str, Any] = {}
        for key, value in options.items():
            fields[option(key).field] = value
        return cls(**fields)

    @classmethod
    def from_text(cls, options: dict[str, str]) -> Rules:
        """Rules from option names and values in their text forms (``{"tie-at-65": "on"}``).

        >>> Rules.from_text({"Tie-at-65": "on", "game-value": "20"})
        Rules(tie_at_65=True, game_value=20)
        """
        return cls.from_dict({key: option(key).parse(text) for key, text in options.items()})

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.changes().items())
        return f"Rules({args})"


#: The declarations' texts, in English: :class:`Option` reads them in the language spoken now.
_TEXTS = ("name", "source", "summary", "alternatives", "names")

#: Every option of :class:`Rules`, in the order the book presents them.
OPTIONS: tuple[Option, ...] = tuple(
    Option(
        field=f.name,
        default=f.default,
        **{
            ("english_" + key if key in _TEXTS else key): value
            for key, value in f.metadata["option"].items()
        },
    )
    for f in dataclasses.fields(Rules)
)

_BY_FIELD = {o.field: o for o in OPTIONS}


def option(name: str) -> Option:
    """The option called ``name`` (dashes or underscores, any case); unknown names are refused.

    >>> option("Tie-at-65").field
    'tie_at_65'
    >>> option("colour")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: unknown rules option 'colour': known options are rotation, auction, ...
    """
    found = _BY_FIELD.get(name.strip().lower().replace("-", "_")) if isinstance(name, str) else None
    if found is None:
        known = ", ".join(o.label for o in OPTIONS)
        written = name.strip() if isinstance(name, str) else name
        raise ValueError(
            _("unknown rules option {name!r}: known options are {known}").format(
                name=written, known=known
            )
        )
    return found
