"""Short codes with a check character: one codec for deal codes, set codes and result codes.

A code writes a whole number in Crockford's base 32 (the digits and the letters A–Z
without I, L, O and U, so a code is easy to read aloud and to copy by hand), followed
by one check character, in groups of four.  Reading one forgives case, spaces and
dashes, and takes I and L for 1 and O for 0.  A :class:`CodeFormat` declares how many
characters a kind of code has, which check it carries and the words its refusals use.

Two checks are in use.  ``remainder-29`` (deal codes, kept as they always were): the
check character is the number's remainder modulo 29; it refuses a single mistyped
character unless the digit moved by exactly 29 (0 and X, 1 and Y, 2 and Z), and most
of those codes then name no deal.  ``weighted-32`` (set and result codes): the sum of
the digits weighted 1, 3, 5, … from the left, modulo 32; as each weight is odd, a change
of any one character by 1 to 31 always changes the sum, so *every* single mistyped
character is refused.

>>> EXAMPLE.write(2024, 4)
'01Z8-P'
>>> EXAMPLE.read("01z8 p"), EXAMPLE.read("O1Z8P")
((2024, 4), (2024, 4))
>>> EXAMPLE.read("01Z8-Q")
Traceback (most recent call last):
...
ValueError: example code '01Z8-Q' fails its check character: a character is mistyped
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from solo66.i18n import _

__all__ = ["ALPHABET", "EXAMPLE", "Check", "CodeFormat", "digits_of", "weighted_check"]

#: Crockford's base 32: the 32 characters a code is written with, by value.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)}
_VALUE.update({"I": 1, "L": 1, "O": 0})

#: The kinds of check character.
Check = Literal["remainder-29", "weighted-32"]


def weighted_check(digits: Sequence[int]) -> int:
    """The ``weighted-32`` check of the data digits: weights 1, 3, 5, … from the left,
    modulo 32.

    >>> weighted_check([0, 0, 0, 2]), weighted_check([1, 0]), weighted_check([0, 1])
    (14, 1, 3)
    """
    return sum((2 * i + 1) * d for i, d in enumerate(digits)) % 32


def digits_of(number: int, count: int) -> list[int]:
    """``number`` as ``count`` base-32 digits, the most significant first.

    >>> digits_of(2024, 3)
    [1, 31, 8]
    """
    digits = []
    for _digit in range(count):
        number, d = divmod(number, 32)
        digits.append(d)
    if number:
        raise ValueError(f"{number} does not fit in {count} base-32 digits")
    digits.reverse()
    return digits


@dataclass(frozen=True)
class CodeFormat:
    """One kind of code: ``lengths`` are the numbers of characters it may have (check
    included; empty: any number from ``shortest`` on), ``check`` its check character,
    ``groups`` where the dashes go (the length of each group, the last repeated), and the
    English templates of its refusals (``{code}``, ``{count}``, ``{type}``, ``{bad}``)."""

    check: Check
    lengths: tuple[int, ...]
    groups: tuple[int, ...]
    not_text: str
    bad_characters: str
    bad_length: str
    bad_check: str
    shortest: int = 2

    def write(self, number: int, data: int | None = None) -> str:
        """``number`` written in ``data`` digits (as few as it needs if omitted), the check
        character after them, in groups."""
        if data is None:
            data = max(1, (number.bit_length() + 4) // 5)
        digits = digits_of(number, data)
        check = number % 29 if self.check == "remainder-29" else weighted_check(digits)
        text = "".join(ALPHABET[d] for d in digits) + ALPHABET[check]
        parts = []
        sizes = list(self.groups)
        while text:
            size = sizes.pop(0) if len(sizes) > 1 else sizes[0]
            parts.append(text[:size])
            text = text[size:]
        return "-".join(parts)

    def read(self, code: object) -> tuple[int, int]:
        """The number a code writes and how many data digits it has; a clear
        ``ValueError`` for text that is not such a code."""
        if not isinstance(code, str):
            raise ValueError(_(self.not_text).format(type=type(code).__name__))
        text = "".join(code.split()).replace("-", "").upper()
        bad = sorted({ch for ch in text if ch not in _VALUE})
        if bad:
            raise ValueError(_(self.bad_characters).format(code=code, bad="".join(bad)))
        if len(text) not in self.lengths if self.lengths else len(text) < self.shortest:
            raise ValueError(_(self.bad_length).format(code=code, count=len(text)))
        digits = [_VALUE[ch] for ch in text]
        number = 0
        for d in digits[:-1]:
            number = number * 32 + d
        check = number % 29 if self.check == "remainder-29" else weighted_check(digits[:-1])
        if check != digits[-1]:
            raise ValueError(_(self.bad_check).format(code=code))
        return number, len(digits) - 1


#: A code of the doctests: four data digits and a weighted check.
EXAMPLE = CodeFormat(
    "weighted-32",
    (5,),
    (4,),
    "an example code is text, not {type}",
    "example code {code!r} has characters that cannot occur ({bad})",
    "example code {code!r} has {count} characters: it has 5",
    "example code {code!r} fails its check character: a character is mistyped",
)
