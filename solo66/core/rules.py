"""The rules configuration: every point where the published rules leave a choice.

The published description of Solo 66 (Claus D. Grupp, *Kartenspiele*, 1975,
as summarised by the English and German Wikipedia articles) is silent or
ambiguous on several points.  Each such point is an option of :class:`Rules`;
``Rules()`` is this project's default reading, and :data:`OPTIONS` documents
each option with its source and its alternatives.

>>> Rules()
Rules()
>>> Rules(tie_at_65=True, auction="single-round")
Rules(auction='single-round', tie_at_65=True)
>>> Rules(auction="open-cry")
Traceback (most recent call last):
...
ValueError: unknown auction 'open-cry': allowed are 'pass-final', 'single-round', 're-entry'
>>> Rules(colour=1)
Traceback (most recent call last):
...
TypeError: Rules.__init__() got an unexpected keyword argument 'colour'
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

__all__ = ["OPTIONS", "Option", "Rules"]


@dataclass(frozen=True)
class Option:
    """Documentation of one rules option.

    An option with a single choice is a reading the specification marks as
    ours but names no alternative to: it is named and documented here all the
    same, and any other value is refused.
    """

    field: str
    name: str
    default: object
    choices: tuple[object, ...]
    source: str
    summary: str
    alternatives: dict[str, str]

    def describe_value(self, value: object) -> str:
        """How the value reads in a sentence."""
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value)


#: Every option of :class:`Rules`, in the order the book presents them.
OPTIONS: tuple[Option, ...] = (
    Option(
        "rotation",
        "direction of play",
        "clockwise",
        ("clockwise",),
        "The source does not say which way play and the deal go.",
        "Clockwise, the usual reading: forehand is the dealer's left, and the deal passes "
        "to the left after every hand.",
        {},
    ),
    Option(
        "auction",
        "auction procedure",
        "pass-final",
        ("pass-final", "single-round", "re-entry"),
        "The source says only: \u201cthe player who is first with the highest bid wins\u201d.",
        "Bidding goes clockwise from forehand; each bid names a strictly higher suit; a pass "
        "is final; the auction ends when all others have passed after the last bid, or at once "
        "when clubs is bid.",
        {
            "single-round": "Each player speaks exactly once, in order; the highest bid wins.",
            "re-entry": "A player who passed may bid again while the auction is open; it ends "
            "when four players in a row have passed after the last bid.",
        },
    ),
    Option(
        "talon_order",
        "order of announcing and taking the talon",
        "announce-first",
        ("announce-first", "talon-first"),
        "The source gives no order.",
        "The soloist announces trump, then picks up the talon and discards two cards.",
        {"talon-first": "The soloist picks up the talon and discards first, then announces."},
    ),
    Option(
        "discard",
        "which cards may be discarded",
        "any-two",
        ("any-two",),
        "The source: the soloist puts any two cards of his eight face down.",
        "Any two of the eight, trumps and the two cards just picked up included.",
        {},
    ),
    Option(
        "discard_points",
        "whose points the discards are",
        "soloist",
        ("soloist",),
        "The source does not say whom the discarded cards count for.",
        "The two discarded cards count for the soloist's card points, as in Skat.",
        {},
    ),
    Option(
        "discard_is_trick",
        "whether discarding is a trick",
        False,
        (False,),
        "The source does not say whether the discards make a trick.",
        "Discarded cards are not a trick, as in Skat: a soloist who takes no trick is "
        "schwarz, whatever his discards hold.",
        {},
    ),
    Option(
        "must_overtrump",
        "must-overtrump",
        False,
        (False, True),
        "The source states the duty to trump when void, but not a duty to beat a trump "
        "already in the trick.",
        "Any trump satisfies the duty to trump.",
        {"True": "A player who must trump must beat the highest trump in the trick if he can."},
    ),
    Option(
        "next_leader",
        "who leads to the next trick",
        "trick-winner",
        ("trick-winner",),
        "The source names only the first lead (forehand).",
        "The winner of each trick leads to the next, as in every trick game.",
        {},
    ),
    Option(
        "tie_at_65",
        "tie-at-65",
        False,
        (False, True),
        "The source: the soloist needs 66 or more; 65 loses.",
        "65\u201365 is a loss for the soloist.",
        {"True": "65\u201365 is a draw with no score, as in two-handed Sechsundsechzig."},
    ),
    Option(
        "scoring",
        "scoring scheme",
        "points-taken",
        ("points-taken", "agreed-value"),
        "The English text: the soloist scores the points he has taken; the German text speaks "
        "of a previously agreed game value (Spielwert).",
        "The soloist scores his card points P: +P, +2P schneider, +3P schwarz when he wins; "
        "\u22122P, \u22123P, \u22124P when he loses.",
        {
            "agreed-value": "A fixed game value V: +V, +2V, +3V for a win; \u22122V, \u22123V, "
            "\u22124V for a loss.",
        },
    ),
    Option(
        "game_value",
        "agreed game value V",
        10,
        (),
        "The German text: a previously agreed game value; the amount is not given.",
        "V = 10, used by the agreed-value scheme and the last-trick game.",
        {"any positive whole number": "Another agreed value."},
    ),
    Option(
        "settlement",
        "settlement",
        "soloist-only",
        ("soloist-only", "payments"),
        "The source scores the soloist only.",
        "Only the soloist's score changes.",
        {
            "payments": "Each defender pays the soloist the amount he wins, or receives from "
            "him the amount he loses.",
        },
    ),
    Option(
        "schneider",
        "schneider threshold",
        "under-33",
        ("under-33", "at-most-30"),
        "The source: less than 33 points is schneider.",
        "A side with fewer than 33 card points is schneider.",
        {"at-most-30": "Skat's threshold: 30 or fewer card points is schneider."},
    ),
    Option(
        "all_pass",
        "when everyone passes",
        "redeal",
        ("redeal", "last-trick"),
        "The source names both, depending on what was agreed beforehand.",
        "The hand is void and the cards are dealt again; nobody scores.",
        {
            "last-trick": "A game without trumps and without a soloist: whoever takes the "
            "sixth trick wins, whatever his other tricks and points.",
        },
    ),
    Option(
        "last_trick_payout",
        "last-trick game payout",
        "winner-scores",
        ("winner-scores", "collect-from-each"),
        "The source names the winner but gives no score.",
        "The winner of the last trick scores +V; nobody else scores.",
        {"collect-from-each": "The winner collects V from each of the four others."},
    ),
    Option(
        "packets",
        "packet pattern",
        "3-T-3",
        (),
        "The source: six cards to each player and two to the talon; packets are not given.",
        "Three cards to each player from forehand, two to the talon, then three to each.",
        {
            "2-2-2-T": "Three rounds of two, the talon last.",
            "3-3-T": "Two rounds of three, the talon last.",
            "any pattern": "Numbers that add up to 6 and one T, separated by dashes.",
        },
    ),
    Option(
        "redeal_dealer",
        "who deals after everyone passed",
        "next",
        ("next", "same"),
        "The source says the cards are dealt again, not by whom.",
        "The deal passes to the next dealer, as after any hand.",
        {"same": "The same dealer deals again."},
    ),
)

_BY_FIELD = {option.field: option for option in OPTIONS}

# (field, value, required field, required value): options that only make sense together.
_REQUIRES = (
    ("settlement", "payments", "scoring", "agreed-value"),
    ("last_trick_payout", "collect-from-each", "all_pass", "last-trick"),
    ("redeal_dealer", "same", "all_pass", "redeal"),
)


@dataclass(frozen=True)
class Rules:
    """One reading of the rules.  ``Rules()`` is the default reading.

    Each field is documented in :data:`OPTIONS`; ``repr`` lists only the
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

    rotation: str = "clockwise"
    auction: str = "pass-final"
    talon_order: str = "announce-first"
    discard: str = "any-two"
    discard_points: str = "soloist"
    discard_is_trick: bool = False
    must_overtrump: bool = False
    next_leader: str = "trick-winner"
    tie_at_65: bool = False
    scoring: str = "points-taken"
    game_value: int = 10
    settlement: str = "soloist-only"
    schneider: str = "under-33"
    all_pass: str = "redeal"
    last_trick_payout: str = "winner-scores"
    packets: str = "3-T-3"
    redeal_dealer: str = "next"

    def __post_init__(self) -> None:
        for option in OPTIONS:
            value = getattr(self, option.field)
            if option.choices and (
                type(value) is not type(option.default) or value not in option.choices
            ):
                allowed = ", ".join(repr(c) for c in option.choices)
                if len(option.choices) == 1:
                    raise ValueError(
                        f"{option.field} {value!r} is not offered: the engine plays only "
                        f"{allowed} (the specification names no alternative)"
                    )
                raise ValueError(f"unknown {option.field} {value!r}: allowed are {allowed}")
        if type(self.game_value) is not int or self.game_value <= 0:
            raise ValueError(f"game_value must be a positive whole number, not {self.game_value!r}")
        self.packet_sizes()
        for field, value, needs_field, needs in _REQUIRES:
            if getattr(self, field) == value and getattr(self, needs_field) != needs:
                raise ValueError(
                    f"inconsistent rules: {field}={value!r} only applies with "
                    f"{needs_field}={needs!r}, not {getattr(self, needs_field)!r}"
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
                f"bad packet pattern {self.packets!r}: write packet sizes that add up to 6 "
                "and one T for the two talon cards, separated by dashes, e.g. '3-T-3' or '2-2-2-T'"
            )
        return tuple(sizes)

    @property
    def schneider_limit(self) -> int:
        """A side with fewer card points than this is schneider (33, or 31 for Skat's ≤ 30)."""
        return 33 if self.schneider == "under-33" else 31

    def changes(self) -> dict[str, Any]:
        """The options that differ from the default, by field name."""
        default = Rules()
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if getattr(self, f.name) != getattr(default, f.name)
        }

    def to_dict(self) -> dict[str, Any]:
        """The options that differ from the default, with dashed names (for records)."""
        return {k.replace("_", "-"): v for k, v in self.changes().items()}

    @classmethod
    def from_dict(cls, options: dict[str, Any]) -> Rules:
        """Rules from option names (dashes or underscores); unknown names are refused."""
        fields: dict[str, Any] = {}
        for key, value in options.items():
            name = key.replace("-", "_")
            if name not in _BY_FIELD:
                known = ", ".join(o.field.replace("_", "-") for o in OPTIONS)
                raise ValueError(f"unknown rules option {key!r}: known options are {known}")
            fields[name] = value
        return cls(**fields)

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.changes().items())
        return f"Rules({args})"
