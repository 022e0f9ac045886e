"""Shared controls of the step-through widgets (deal, auction, tricks, …).

:func:`with_controls` adds ``controls.js`` (stepping buttons and arrow keys) and
``controls.css`` to a widget class whose own module uses them.
"""

from __future__ import annotations

from typing import TypeVar

from solo66.frontends.widgets.base import SoloWidget, read_module

__all__ = ["with_controls"]

W = TypeVar("W", bound=type[SoloWidget])


def with_controls(cls: W) -> W:
    """Class decorator: the shared controls after ``base.js`` in the widget's module
    (and their styles after ``base.css``), before the widget's own."""
    cls._shared = ("base", "controls")
    cls._esm, cls._css = read_module(cls._module, shared=cls._shared)
    return cls
