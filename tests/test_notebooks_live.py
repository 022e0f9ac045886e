"""Every book notebook runs top to bottom in a plain Jupyter kernel, as a reader runs it.

A fresh virtual environment gets only the install the README and the book document,
``python -m pip install -e '.[widgets]' jupyterlab`` (no myst-nb, no jupyter-book), and
every ``book/*.ipynb`` is executed in it with nbclient; any error fails the test and
names the notebook and the cell.  This is slow (a venv and a JupyterLab install, about a
minute with pip's cache), so it runs only when ``SOLO66_LIVE_NOTEBOOKS`` is set, as
``make live`` (part of ``make test``) does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
INSTALL = ["-e", f"{ROOT}[widgets]", "jupyterlab"]

# Run inside the fresh environment: execute each notebook given, report as JSON lines.
RUNNER = r"""
import json, re, sys, time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

for name in sys.argv[1:]:
    path = Path(name)
    nb = nbformat.read(path, as_version=4)
    start = time.monotonic()
    error = None
    try:
        NotebookClient(nb, timeout=600, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    except CellExecutionError as exc:
        error = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()
        error = "\n".join(error[:12] + ["..."] + error[-3:])
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
    print(json.dumps({"notebook": name, "seconds": round(time.monotonic() - start, 1),
                      "error": error}), flush=True)
"""

# The kernel must be the fresh environment's: it has no myst-nb.
PROBE = r"""
import importlib.util, json, sys
myst_nb = importlib.util.find_spec("myst_nb") is not None
print(json.dumps({"prefix": sys.prefix, "myst_nb": myst_nb}))
"""

pytestmark = pytest.mark.skipif(
    not os.environ.get("SOLO66_LIVE_NOTEBOOKS"),
    reason="slow: set SOLO66_LIVE_NOTEBOOKS=1 (make live) to run the notebooks in a fresh venv",
)


def book_notebooks() -> list[Path]:
    return sorted(p for p in (ROOT / "book").glob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def test_every_notebook_runs_in_a_fresh_documented_install(tmp_path: Path) -> None:
    start = time.monotonic()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        # --no-compile only skips writing .pyc files: what is installed is the same.
        [
            str(python),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--no-compile",
            *INSTALL,
        ],
        check=True,
    )
    installed = time.monotonic()
    # Only the fresh environment's kernel: its bin first on PATH, no user kernels.
    env = {
        **os.environ,
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        "JUPYTER_DATA_DIR": str(tmp_path / "jupyter-data"),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "jupyter-config"),
        "JUPYTER_PATH": str(venv / "share" / "jupyter"),
        "IPYTHONDIR": str(tmp_path / "ipython"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    env.pop("VIRTUAL_ENV", None)
    env.pop("PYTHONPATH", None)

    probe = tmp_path / "probe.ipynb"
    probe.write_text(
        json.dumps(
            {
                "cells": [
                    {
                        "cell_type": "code",
                        "metadata": {},
                        "source": PROBE,
                        "outputs": [],
                        "execution_count": None,
                    }
                ],
                "metadata": {
                    "kernelspec": {
                        "name": "python3",
                        "language": "python",
                        "display_name": "Python 3",
                    }
                },
                "nbformat": 4,
                "nbformat_minor": 4,
            }
        )
    )
    probe_run = (
        "import json, sys, nbformat\n"
        "from nbclient import NotebookClient\n"
        "nb = nbformat.read(sys.argv[1], as_version=4)\n"
        "NotebookClient(nb, kernel_name='python3').execute()\n"
        "print(nb.cells[0].outputs[0]['text'])\n"
    )
    seen = subprocess.run(
        [str(python), "-c", probe_run, str(probe)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    kernel = json.loads(seen.stdout.strip().splitlines()[-1])
    assert Path(kernel["prefix"]).resolve() == venv.resolve(), kernel
    assert not kernel["myst_nb"], "the documented install must not bring myst-nb"

    notebooks = book_notebooks()
    assert notebooks, "no notebooks found in book/"
    done = subprocess.run(
        [str(python), "-c", RUNNER, *map(str, notebooks)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    reports = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert [Path(r["notebook"]) for r in reports] == notebooks, done.stderr[-3000:]
    end = time.monotonic()
    timing = ", ".join(f"{Path(r['notebook']).stem} {r['seconds']} s" for r in reports)
    print(
        f"\nfresh venv and install {installed - start:.0f} s; notebooks {end - installed:.0f} s "
        f"({timing}); total {end - start:.0f} s"
    )
    failed = [r for r in reports if r["error"]]
    assert not failed, "\n\n".join(f"{r['notebook']}:\n{r['error']}" for r in failed)
