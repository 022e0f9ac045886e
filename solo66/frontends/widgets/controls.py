"""Shared controls of the step-through widgets (deal, auction, tricks, …).

:func:`with_controls` adds ``controls.js`` (stepping buttons and arrow keys) and
``controls.css`` to a widget class whose own module uses them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from solo66.frontends.widgets.base import SoloWidget

__all__ = ["with_controls"]

_HERE = Path(__file__).resolve().parent
_BASE = (_HERE / "base.js").read_text(encoding="utf-8")
_JS = (_HERE / "controls.js").read_text(encoding="utf-8")
_CSS = (_HERE / "controls.css").read_text(encoding="utf-8")

W = TypeVar("W", bound=type[SoloWidget])


def with_controls(cls: W) -> W:
    """Class decorator: put the shared controls between ``base.js`` and the widget's
    own module (and their styles after the widget's)."""
    if not cls._esm.startswith(_BASE):
        raise ValueError(f"{cls.__name__}: its module does not start with base.js")
    cls._esm = _BASE + "\n" + _JS + cls._esm[len(_BASE) :]
    cls._css = cls._css + "\n" + _CSS
    return cls
