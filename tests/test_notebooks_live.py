"""Every book notebook runs top to bottom in a plain Jupyter kernel, as a reader runs it,
and computes exactly what is stored in it.

A fresh virtual environment gets only the install the README and the book document,
``python -m pip install -e '.[widgets]' jupyterlab`` (no myst-nb, no jupyter-book; at
the versions of ``constraints.txt``, as ``make venv``, so what the notebooks compute
does not change with a new release of a widget library), and every ``book/*.ipynb`` is
executed in it with nbclient by ``python -m tools.run_notebooks --check``: any error
fails the test and names the notebook and the cell, and so does any cell output or
widget state that differs from the stored one.  This is the one run of the English
notebooks in ``make test``: the English edition of the book shows the stored notebooks
(it does not execute them), the German edition executes them in German.  It is slow (a
venv and a JupyterLab install, about a minute with pip's cache), so it runs only when
``SOLO66_LIVE_NOTEBOOKS`` is set, as ``make live`` (part of ``make test``) does.
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
CONSTRAINTS = ["-c", str(ROOT / "constraints.txt")]

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
            *CONSTRAINTS,
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
        # pip installed without compiling: the first kernel writes the bytecode of what
        # it imports, and the other kernels read it (empty: write, whatever the caller says).
        "PYTHONDONTWRITEBYTECODE": "",
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
    # The same code `make notebooks` stores them with (it needs only nbformat and
    # nbclient, which the documented install brings); exit 1 if any notebook failed or
    # differs, each one named on stderr.
    done = subprocess.run(
        [str(python), "-m", "tools.run_notebooks", "--check", *map(str, notebooks)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    end = time.monotonic()
    reports = [
        line.split() for line in done.stdout.splitlines() if line.startswith(("ok ", "FAILED "))
    ]
    assert [Path(r[1]).resolve() for r in reports] == notebooks, done.stdout + done.stderr[-3000:]
    timing = ", ".join(f"{Path(r[1]).stem} {r[2]} s" for r in reports)
    print(
        f"\nfresh venv and install {installed - start:.0f} s; notebooks {end - installed:.0f} s "
        f"({timing}); total {end - start:.0f} s"
    )
    problems = "\n".join(line for line in done.stderr.splitlines() if "IPKernelApp" not in line)
    assert done.returncode == 0, problems[-6000:]
