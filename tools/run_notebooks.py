"""Execute the book's notebooks in place, so they are stored with fresh, stable outputs.

``make notebooks`` runs this after the engine changed.  Each notebook is executed
top to bottom in its own folder with the ``python3`` kernel (the venv's), with the
widget state stored in the notebook (as Jupyter does when saving), then made
reproducible: widget model ids become ids derived from the notebook's name and their
order, and execution timestamps are dropped.  Running it twice gives identical files,
so a diff shows only real changes in what the engine computes.

Usage: ``python -m tools.run_notebooks [NOTEBOOK ...]`` (default: every ``book/**/*.ipynb``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import uuid
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
_NAMESPACE = uuid.UUID("6f1c3c1e-6a66-4c66-9066-000000000066")


def book_notebooks() -> list[Path]:
    return sorted(
        p for p in (ROOT / "book").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )


def stable_ids(text: str, notebook: Path, model_ids: list[str]) -> str:
    """Replace each widget model id by one derived from the notebook and its order."""
    order = sorted(model_ids, key=lambda mid: (text.find(mid), mid))
    for n, model_id in enumerate(order):
        new = uuid.uuid5(_NAMESPACE, f"{notebook.name}/{n}").hex
        text = text.replace(model_id, new)
    return text


def run(path: Path, timeout: int = 300) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,
        record_timing=False,
    )
    client.execute()
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    text = nbformat.writes(nb) + "\n"
    text = stable_ids(text, path, list(state))
    # Fail loudly if an id we did not know about is left (it would change every run).
    for leftover in re.findall(r'"model_id": "([0-9a-f]{32})"', text):
        if leftover not in json.dumps(json.loads(text)["metadata"]):
            sys.exit(f"{path}: widget view {leftover} has no stored state")
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args(argv)
    notebooks = [p.resolve() for p in args.notebooks] or book_notebooks()
    for path in notebooks:
        print("executing", path.relative_to(ROOT))
        run(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
