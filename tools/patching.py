"""Patches that fail loudly (issue 25): the book's build changes what Sphinx, docutils,
myst-nb and the themes write (``sphinx_solo66``, ``lighten_site``), so every change
says what it expects to find, and stops the build with :class:`PatchError` when the
text or attribute it was written for is not there (a new release of a package
wrote something else): nothing is skipped without a word.

- :func:`substitute`: a literal or a regular expression replaced in a text, the
  number of matches checked against what the page must have;
- :func:`expect`: the same check for a count made another way;
- :func:`patch_attribute`: a function of a package wrapped, once, after checking it
  is there.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any

#: Any number of matches from one up.
AT_LEAST_ONE = range(1, sys.maxsize)


class PatchError(RuntimeError):
    """What a patch of the book's build was written for is not there.

    The installed Sphinx, docutils, myst-nb or theme writes something else than the
    versions in ``constraints.txt`` (which ``make venv`` installs) did.
    """


def _wanted(expected: int | range) -> str:
    if isinstance(expected, int):
        return f"{expected}"
    if expected.stop >= sys.maxsize:
        return f"at least {expected.start}"
    return f"{expected.start} to {expected.stop - 1}"


def expect(found: int, expected: int | range, what: str, target: object) -> None:
    """Raise :class:`PatchError` unless ``found`` (matches of ``target``) is ``expected``.

    >>> expect(2, AT_LEAST_ONE, "the icons", "<i class=")
    >>> try:
    ...     expect(0, 1, "the head's scripts", "<head>")
    ... except PatchError as error:
    ...     print(error)
    the head's scripts: expected 1 match of '<head>', found 0 (the build was written ...
    """
    ok = found == expected if isinstance(expected, int) else found in expected
    if not ok:
        shown = target.pattern if isinstance(target, re.Pattern) else target
        raise PatchError(
            f"{what}: expected {_wanted(expected)} match"
            f"{'' if expected == 1 else 'es'} of {shown!r}, found {found} (the build was "
            "written for the versions in constraints.txt: an installed package now writes "
            "something else; see tools/patching.py)"
        )


def substitute(
    text: str,
    target: str | re.Pattern[str],
    replacement: str | Callable[[re.Match[str]], str],
    *,
    expected: int | range,
    what: str,
    limit: int = 0,
) -> str:
    """``text`` with ``target`` (a literal, or a regular expression) replaced by
    ``replacement``, after checking that it occurs ``expected`` times (an ``int``,
    or a ``range`` of counts); ``limit`` (for a regular expression) replaces only the
    first matches, as :meth:`re.Pattern.sub`'s ``count``.

    >>> substitute("a-b-c", "-", "+", expected=2, what="dashes")
    'a+b+c'
    >>> substitute("<p>x</p>", re.compile(r"<p>(.*?)</p>"), r"<span>\\1</span>",
    ...            expected=AT_LEAST_ONE, what="paragraphs")
    '<span>x</span>'
    >>> try:
    ...     substitute("a-b", "+", "-", expected=range(1, 3), what="the plus")
    ... except PatchError as error:
    ...     print(error)
    the plus: expected 1 to 2 matches of '+', found 0 (the build was written ...
    """
    if isinstance(target, str):
        if not isinstance(replacement, str):
            raise TypeError("a literal target takes a literal replacement")
        found = text.count(target)
        new = text.replace(target, replacement)
    else:
        new, found = target.subn(replacement, text, count=limit)
        if limit:
            found = len(target.findall(text))
    expect(found, expected, what, target)
    return new


def patch_attribute(owner: Any, name: str, wrap: Callable[[Any], Any], *, what: str) -> None:
    """Replace the function ``owner.name`` by ``wrap(original)``, once: a second call
    finds it wrapped and leaves it.  :class:`PatchError` if ``owner`` has no such function.

    >>> class Reader:
    ...     def read(self) -> str:
    ...         return "text"
    >>> patch_attribute(Reader, "read", lambda read: lambda self: read(self).upper(),
    ...                 what="the reader")
    >>> patch_attribute(Reader, "read", lambda read: lambda self: read(self) + "!",
    ...                 what="the reader")
    >>> Reader().read()
    'TEXT'
    >>> try:
    ...     patch_attribute(Reader, "write", lambda write: write, what="the writer")
    ... except PatchError as error:
    ...     print(error)
    the writer: Reader has no function 'write' to patch (the build was written ...
    """
    original = getattr(owner, name, None)
    if not callable(original):
        owner_name = getattr(owner, "__name__", type(owner).__name__)
        raise PatchError(
            f"{what}: {owner_name} has no function {name!r} to patch (the build was "
            "written for the versions in constraints.txt; see tools/patching.py)"
        )
    if getattr(original, "solo66", False):
        return
    wrapped = wrap(original)
    wrapped.solo66 = True
    setattr(owner, name, wrapped)
