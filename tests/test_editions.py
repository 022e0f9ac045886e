"""The German edition's tool: the sentences a notebook's code writes are found for its catalog."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _editions() -> ModuleType:
    spec = importlib.util.spec_from_file_location("editions", ROOT / "tools" / "editions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_myst_notebook_s_tr_messages_are_found(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "---\njupytext:\n  text_representation:\n    format_name: myst\n---\n\n# A page\n\n"
        'Some text with tr("not code").\n\n'
        "```{code-cell} ipython3\n:tags: [remove-input]\n\n%matplotlib inline\n"
        'tr = str\nprint(tr("From the key, deal {number}:").format(number=1))\n```\n',
        encoding="utf-8",
    )
    assert _editions().code_messages(page) == [("From the key, deal {number}:", 1)]


def test_the_book_s_myst_notebooks_are_read_for_messages() -> None:
    editions = _editions()
    pages = {page.name for page in editions.notebooks()}
    assert "class-sets.md" in pages and "drills.ipynb" in pages
    assert "teachers.md" not in pages  # no code cells
    assert ("From the answer key, deal {number}:", 3) in editions.code_messages(
        ROOT / "book" / "class-sets.md"
    )
