"""The build compiles the translators' catalogs (``solo66/locale/*/LC_MESSAGES/*.po``)
into the ``.mo`` files that :mod:`solo66.i18n` reads, so a wheel ships them compiled.

Everything else about the package is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _catalogs():  # type: ignore[no-untyped-def]
    """``solo66/_catalogs.py`` loaded by path: the package need not be importable yet.

    The build runs before the package is installed, in an isolated environment, from
    wherever pip unpacked the source; importing ``solo66`` would run its ``__init__`` (the
    whole engine, which would look for the very catalogs being compiled).  The one file,
    pure standard library, is all the build needs; everything else imports it normally.
    """
    spec = importlib.util.spec_from_file_location("_solo66_catalogs", HERE / "solo66/_catalogs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogs(build_py):
    """``build_py``, then every ``.po`` compiled to ``.mo`` beside it in the build
    (in the source tree for an editable install, which runs from there)."""

    def run(self) -> None:
        super().run()
        catalogs = _catalogs()
        editable = getattr(self, "editable_mode", False)
        root = HERE if editable else Path(self.build_lib)
        for source in sorted((HERE / "solo66/locale").glob("*/LC_MESSAGES/*.po")):
            target = root / source.relative_to(HERE).with_suffix(".mo")
            catalogs.compile_po(source, target)


setup(cmdclass={"build_py": BuildWithCatalogs})
