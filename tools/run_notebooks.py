"""Execute the book's notebooks in place, so they are stored with fresh, stable outputs;
or check that the stored ones are what executing them gives today.

``make notebooks`` runs this after the engine changed.  Each notebook is executed
top to bottom in its own folder with the ``python3`` kernel (the venv's), with the
widget state stored in the notebook (as Jupyter does when saving), then made
reproducible: widget model ids become ids derived from the notebook's name and their
order, and execution timestamps are dropped.  Running it twice gives identical files,
so a diff shows only real changes in what the engine computes.

``--check`` writes nothing: each notebook is executed the same way and the file it
would write must equal the stored one, every cell's outputs and every widget's stored
state (what the English edition of the book shows: it is built from the stored
notebooks, not executed again).  ``make live`` runs this in a fresh venv with only the
documented install (``tests/test_notebooks_live.py``); any cell error fails it too.

This module needs only nbformat and nbclient (both come with ``jupyterlab``), so it
runs in that venv as well as in the book's.

Usage: ``python -m tools.run_notebooks [--check] [NOTEBOOK ...]`` (default: every
``book/**/*.ipynb``).
"""

from __future__ import annotations

import argparse
import copy
import difflib
import json
import re
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
_NAMESPACE = uuid.UUID("6f1c3c1e-6a66-4c66-9066-000000000066")
#: Text that changes from run to run whatever the engine does: a repr's memory address.
_UNSTABLE = re.compile(r" at 0x[0-9a-fA-F]+")


def book_notebooks() -> list[Path]:
    return sorted(
        p for p in (ROOT / "book").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )


def stable_ids(text: str, notebook: Path, model_ids: list[str]) -> str:
    """Replace each widget model id by one derived from the notebook and the model's
    place, then write the notebook again (its widget state sorted by the new ids).

    A model's place does not depend on the random ids: first the models the cells'
    outputs show, in the order they appear; then the models those refer to
    (``IPY_MODEL_<id>``, a widget's layout or style), breadth first; then any other, by
    kind and state.
    """
    data = json.loads(text)
    state = data["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    cells = json.dumps(data["cells"], sort_keys=True)
    order = sorted((m for m in model_ids if m in cells), key=cells.find)
    pending = [m for m in model_ids if m not in order]
    at = 0
    while at < len(order) and pending:
        refs = json.dumps(state.get(order[at], {}), sort_keys=True)
        found = sorted((m for m in pending if m in refs), key=refs.find)
        order += found
        pending = [m for m in pending if m not in found]
        at += 1
    hex_id = re.compile(r"[0-9a-f]{32}")
    order += sorted(
        pending,
        key=lambda m: (
            str(state.get(m, {}).get("model_name")),
            hex_id.sub("", json.dumps(state.get(m), sort_keys=True)),
        ),
    )
    for n, model_id in enumerate(order):
        new = uuid.uuid5(_NAMESPACE, f"{notebook.name}/{n}").hex
        text = text.replace(model_id, new)
    return nbformat.writes(nbformat.reads(text, as_version=4)) + "\n"


def executed(path: Path, timeout: int = 300) -> str:
    """The text of ``path`` executed top to bottom, as :func:`run` stores it.

    A cell that raises stops it with nbclient's ``CellExecutionError`` (naming the cell)."""
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
        if "outputs" in cell:
            cell.outputs = merged_streams(cell.outputs)
    state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    text = stable_ids(nbformat.writes(nb) + "\n", path, list(state))
    # Fail loudly if an id we did not know about is left (it would change every run).
    for leftover in re.findall(r'"model_id": "([0-9a-f]{32})"', text):
        if leftover not in json.dumps(json.loads(text)["metadata"]):
            sys.exit(f"{path}: widget view {leftover} has no stored state")
    return text


def merged_streams(outputs: list[Any]) -> list[Any]:
    """The outputs with each run of printed text on one stream as one output: how the
    kernel cuts what a cell prints depends on timing (``print("value:", x)`` may come as
    two pieces on a busy machine).  The book merges them too (``nb_merge_streams``).

    >>> out = [{"output_type": "stream", "name": "stdout", "text": "value:"},
    ...        {"output_type": "stream", "name": "stdout", "text": " 72\\n"},
    ...        {"output_type": "stream", "name": "stderr", "text": "!"}]
    >>> [o["text"] for o in merged_streams(out)]
    ['value: 72\\n', '!']
    """
    merged: list[Any] = []
    for output in outputs:
        last = merged[-1] if merged else None
        if (
            last is not None
            and output.get("output_type") == last.get("output_type") == "stream"
            and output.get("name") == last.get("name")
        ):
            last["text"] = "".join(last["text"]) + "".join(output["text"])
        else:
            merged.append(copy.deepcopy(output))
    return merged


def run(path: Path, timeout: int = 300) -> None:
    path.write_text(executed(path, timeout), encoding="utf-8")


def difference(stored: str, fresh: str, name: str = "notebook") -> str | None:
    """None if two texts of a notebook agree, else where they differ first: the cell's
    number and a short diff, or the widget state.

    Only what cannot be the same twice is set aside: a repr's memory address.  A value
    the page glues in (:func:`solo66.teaching.book.glue`) counts as the same whether the
    kernel had myst-nb (``myst_nb.glue``: one output, marked for the page) or not (the
    documented install: its name, then the value, as two outputs), so a notebook
    executed in the book's venv and in a reader's can be compared with the stored one.

    >>> out = {"output_type": "stream", "name": "stdout", "text": "66\\n"}
    >>> cell = {"cell_type": "code", "id": "c1", "metadata": {}, "source": "1",
    ...         "execution_count": 1, "outputs": [out]}
    >>> nb = {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    >>> text = json.dumps(nb)
    >>> difference(text, text) is None
    True
    >>> cell["outputs"][0]["text"] = "65\\n"
    >>> print(difference(text, json.dumps(nb)))
    notebook: cell 1 (1) differs from the stored one:
    --- stored
    +++ executed now
    @@ -1 +1 @@
    -66
    +65

    A glued value, as myst-nb stores it and as a kernel without myst-nb shows it:

    >>> markdown = "<IPython.core.display.Markdown object>"
    >>> cell["outputs"] = [{"output_type": "display_data",
    ...     "metadata": {"scrapbook": {"name": "points", "mime_prefix": GLUE_PREFIX}},
    ...     "data": {GLUE_PREFIX + "text/markdown": "66", GLUE_PREFIX + "text/plain": markdown}}]
    >>> glued = json.dumps(nb)
    >>> cell["outputs"] = [
    ...     {"output_type": "display_data", "metadata": {},
    ...      "data": {"text/markdown": "*points*:", "text/plain": markdown}},
    ...     {"output_type": "display_data", "metadata": {},
    ...      "data": {"text/markdown": "66", "text/plain": markdown}}]
    >>> difference(glued, json.dumps(nb)) is None
    True
    >>> cell["outputs"][1]["data"]["text/markdown"] = "65"
    >>> difference(glued, json.dumps(nb)) is None
    False
    """
    old, new = _comparable(stored), _comparable(fresh)
    if old == new:
        return None
    if len(old["cells"]) != len(new["cells"]):
        return f"{name}: {len(new['cells'])} cells, {len(old['cells'])} stored"
    for n, (a, b) in enumerate(zip(old["cells"], new["cells"], strict=True), start=1):
        if a != b:
            source = "".join(a.get("source", "")).strip().splitlines() or [""]
            diff = difflib.unified_diff(
                _lines(a.get("outputs", [])),
                _lines(b.get("outputs", [])),
                "stored",
                "executed now",
                n=1,
                lineterm="",
            )
            lines = list(diff)[:40] or ["(its source or metadata)"]
            return f"{name}: cell {n} ({source[0][:60]}) differs from the stored one:\n" + (
                "\n".join(lines)
            )
    old_state = old["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    new_state = new["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    for model_id in sorted(set(old_state) | set(new_state)):
        if old_state.get(model_id) != new_state.get(model_id):
            old_model, new_model = old_state.get(model_id) or {}, new_state.get(model_id) or {}
            kind = (new_model or old_model).get("model_name")
            old_values, new_values = old_model.get("state", {}), new_model.get("state", {})
            keys = sorted(k for k in old_values.keys() | new_values.keys()
                          if old_values.get(k) != new_values.get(k))  # fmt: skip
            return (
                f"{name}: the stored state of widget {model_id} ({kind}) differs in "
                f"{', '.join(keys) or 'its model'}"
                + (" (its JavaScript or CSS changed)" if {"_esm", "_css"} & set(keys) else "")
            )
    return f"{name}: the notebook's metadata or layout differs (run `make notebooks`)"


#: myst-nb's mark on the mime types of a glued value that is not shown in the cell.
GLUE_PREFIX = "application/papermill.record/"
_MARKDOWN = "<IPython.core.display.Markdown object>"


def _comparable(text: str) -> dict[str, Any]:
    """The notebook as plain data (multi-line texts joined), memory addresses masked,
    each glued value as a kernel without myst-nb shows it (see :func:`difference`)."""
    nb = json.loads(json.dumps(nbformat.reads(_UNSTABLE.sub(" at 0xADDRESS", text), 4)))
    for cell in nb["cells"]:
        outputs = []
        for output in merged_streams(cell.get("outputs", [])):
            glued = output.get("metadata", {}).get("scrapbook")
            if not glued:
                outputs.append(output)
                continue
            prefix = glued.get("mime_prefix", "")
            label = {"text/markdown": f"*{glued['name']}*:", "text/plain": _MARKDOWN}
            meta = {k: v for k, v in output["metadata"].items() if k != "scrapbook"}
            data = {k.removeprefix(prefix): v for k, v in output["data"].items()}
            outputs.append({"output_type": "display_data", "metadata": {}, "data": label})
            outputs.append({"output_type": "display_data", "metadata": meta, "data": data})
        cell["outputs"] = outputs
    return nb


def _lines(outputs: list[dict[str, object]]) -> list[str]:
    text = []
    for output in outputs:
        for key in ("text", "data", "ename", "evalue"):
            if key in output:
                value = output[key]
                shown = value if isinstance(value, str) else json.dumps(value, indent=1)
                text += shown.splitlines()
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 unless every notebook executed equals the stored one",
    )
    args = parser.parse_args(argv)
    notebooks = [p.resolve() for p in args.notebooks] or book_notebooks()
    failed = []
    for path in notebooks:
        name = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)
        if not args.check:
            print("executing", name, flush=True)
            run(path)
            continue
        start = time.monotonic()
        try:
            problem = difference(path.read_text(encoding="utf-8"), executed(path), name)
        except Exception as exc:  # a cell's error (nbclient names the cell) or a dead kernel
            lines = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()
            problem = f"{name}: {type(exc).__name__}:\n" + "\n".join(
                [*lines[:12], "...", *lines[-3:]] if len(lines) > 16 else lines
            )
        seconds = time.monotonic() - start
        print(f"{'FAILED' if problem else 'ok'} {name} {seconds:.1f} s", flush=True)
        if problem:
            failed.append(problem)
    if failed:
        print("\n\n".join(failed), file=sys.stderr)
        print(
            f"{len(failed)} of {len(notebooks)} notebooks differ from what they compute now "
            "(after an intended change: `make notebooks`)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
