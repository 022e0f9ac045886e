"""The build compiles the translators' catalogs (``solo66/locale/*/LC_MESSAGES/*.po``)
into the ``.mo`` files that :mod:`solo66.i18n` reads, so a wheel ships them compiled.
Babel compiles them (``tools/catalogs.py`` does the same for ``make catalogs``); it is
in the build's requirements (``pyproject.toml``), not the package's.

Everything else about the package is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def compile_catalog(source: Path, target: Path) -> None:
    """Compile the ``.po`` file ``source`` into ``target`` (left as it is, its time
    too, when it holds the same catalog already: ``make`` then redoes nothing)."""
    with source.open("rb") as stream:
        catalog = read_po(stream)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    if target.is_file() and target.read_bytes() == compiled.getvalue():
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(compiled.getvalue())


class BuildWithCatalogs(build_py):
    """``build_py``, then every ``.po`` compiled to ``.mo`` beside it in the build
    (in the source tree for an editable install, which runs from there)."""

    def run(self) -> None:
        super().run()
        editable = getattr(self, "editable_mode", False)
        root = HERE if editable else Path(self.build_lib)
        for source in sorted((HERE / "solo66/locale").glob("*/LC_MESSAGES/*.po")):
            compile_catalog(source, root / source.relative_to(HERE).with_suffix(".mo"))


setup(cmdclass={"build_py": BuildWithCatalogs})
