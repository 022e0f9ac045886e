"""Shared controls of the step-through widgets (deal, auction, tricks, …).

:func:`with_controls` adds ``controls.js`` (stepping buttons and arrow keys) and
``controls.css`` to a widget class whose own module uses them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from solo66.widgets.base import SoloWidget

__all__ = ["with_controls"]

_HERE = Path(__file__).resolve().parent
_JS = (_HERE / "controls.js").read_text(encoding="utf-8")
_CSS = (_HERE / "controls.css").read_text(encoding="utf-8")

W = TypeVar("W", bound=type[SoloWidget])


def with_controls(cls: W) -> W:
    """Class decorator: put the shared controls in front of the widget's own module.

    The helpers in ``controls.js`` are only called when a view renders, so their
    place before ``base.js`` does not matter.
    """
    cls._esm = _JS + "\n" + cls._esm
    cls._css = cls._css + "\n" + _CSS
    return cls
