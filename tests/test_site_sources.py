"""Checks on the book's sources and the site set-up that need no build and no browser."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
WIDGETS = ROOT / "solo66" / "frontends" / "widgets"
NOTEBOOKS = sorted(
    p for p in (ROOT / "book").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
INSTALL_MARK = 'find_spec("solo66") is None'


def _tracked(pattern: str) -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "--", pattern], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return sorted(ROOT.glob(f"**/{pattern}"))
    return [ROOT / line for line in out.splitlines() if line]


@pytest.mark.parametrize("name", ["package-lock.json", "*.lock", "*-lock.*"])
def test_no_committed_lock_file_names_a_web_address(name: str) -> None:
    for path in _tracked(name):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\b(?:https?|git|ssh)(?:\+\w+)?://", text), (
            f"{path.name} names a web address: run `make lock`"
        )


def test_package_lock_pins_exact_versions() -> None:
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    pinned = {**package["dependencies"], **package.get("devDependencies", {})}
    for name, version in pinned.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly"
        assert lock["packages"][f"node_modules/{name}"]["version"] == version


def test_importing_solo66_does_not_import_the_widget_libraries() -> None:
    code = (
        "import sys, solo66, solo66.core.cards, solo66.core.game\n"
        "bad = [m for m in ('anywidget', 'ipywidgets', 'traitlets') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_every_widget_module_has_its_javascript_and_no_web_address() -> None:
    from solo66.frontends.widgets import SoloWidget

    def subclasses(cls: type) -> list[type]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    # Only the classes that name their module: traitlets also makes a subclass per
    # instance when anywidget adds its traits.
    widgets = [c for c in subclasses(SoloWidget) if "_module" in c.__dict__]
    assert widgets, "no widget classes found"
    for cls in widgets:
        js = WIDGETS / f"{cls._module}.js"
        assert js.is_file(), f"{cls.__name__}: missing {js.name}"
        assert "export default" in js.read_text(encoding="utf-8")
        assert str(cls.__dict__["_esm"]).startswith((WIDGETS / "base.js").read_text("utf-8"))
    for path in [*WIDGETS.glob("*.js"), *WIDGETS.glob("*.css")]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"https?://|@import|\bimport\s*\(|\bfetch\s*\(", text), path.name


def test_package_data_ships_the_widget_files() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[tool.setuptools.package-data]", 1)[1].split("\n[", 1)[0]
    assert '"**/*.js"' in section and '"**/*.css"' in section


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_stored_executed_top_to_bottom(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    counts = [c.execution_count for c in code]
    assert counts == list(range(1, len(code) + 1)), "run `make notebooks`"
    assert nb.metadata["kernelspec"]["name"] == "python3"
    for cell in code:
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert errors == [], f"cell {cell.execution_count} stored an error"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_follows_the_book_conventions(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    code = [c for c in nb.cells if c.cell_type == "code"]
    # 1. The first code cell installs solo66 where it is missing (Colab, Binder),
    #    and is hidden on the site.
    assert INSTALL_MARK in code[0].source
    assert "remove-cell" in code[0].metadata.get("tags", [])
    # 2. A hidden cell asserts the claims the page makes.
    hidden = [c for c in code[1:] if "remove-cell" in c.metadata.get("tags", [])]
    assert any("assert " in c.source for c in hidden), "no hidden assertion cell"
    # 3. The page has a title.
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")


def test_every_book_page_is_in_the_table_of_contents() -> None:
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    listed = set(re.findall(r"(?:file|root):\s*(\S+)", toc))
    pages = {
        p.relative_to(ROOT).with_suffix("").as_posix()
        for p in (ROOT / "book").rglob("*")
        if p.suffix in (".md", ".ipynb")
        and "_templates" not in p.parts
        and ".ipynb_checkpoints" not in p.parts
    }
    assert pages == listed


MARKDOWN_PAGES = sorted((ROOT / "book").rglob("*.md"))


@pytest.mark.parametrize("path", MARKDOWN_PAGES, ids=[p.name for p in MARKDOWN_PAGES])
def test_python_examples_in_markdown_pages_run(path: Path) -> None:
    # Code shown on a Markdown page is not executed by the build: run it here.
    blocks = re.findall(r"^```python\n(.*?)^```", path.read_text("utf-8"), re.M | re.S)
    for block in blocks:
        exec(compile(block, f"{path.name} example", "exec"), {})


def test_live_widget_modules_are_complete_for_anywidget(tmp_path: Path) -> None:
    # In Jupyter, anywidget runs a widget's _esm as it is: the shared helpers it uses
    # must be inside it (the built book loads them once per page instead).
    import shutil

    from solo66.frontends.widgets import SoloWidget
    from solo66.frontends.widgets.base import OWN_JS_MARK, own_part

    def subclasses(cls: type) -> list[type]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    node = shutil.which("node")
    for cls in [c for c in subclasses(SoloWidget) if "_module" in c.__dict__]:
        esm = str(cls._esm)
        own = own_part(esm)
        assert own == (WIDGETS / f"{cls._module}.js").read_text(encoding="utf-8")
        assert esm.startswith((WIDGETS / "base.js").read_text(encoding="utf-8"))
        assert esm.endswith(OWN_JS_MARK + "\n" + own)
        if "s66steps" in own:
            assert (WIDGETS / "controls.js").read_text(encoding="utf-8") in esm, cls.__name__
        if node:
            module = tmp_path / f"{cls._module}.mjs"
            module.write_text(esm, encoding="utf-8")
            subprocess.run([node, "--check", str(module)], check=True)


def test_the_repository_address_is_the_one_in_config() -> None:
    # _config.yml's repository.url is the one place the address is set: the theme's
    # launch and repository buttons read it, and every page, notebook and document
    # that names the repository must name the same one.
    import yaml

    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    url = config["repository"]["url"]
    match = re.fullmatch(r"https://github\.com/([\w.-]+)/([\w.-]+)", url)
    assert match, url
    owner_repo = f"{match.group(1)}/{match.group(2)}"
    named = re.compile(r"(?:github\.com|raw\.githubusercontent\.com)/([\w.-]+/[\w.-]+)")
    files = [ROOT / "README.md", *sorted((ROOT / "book").rglob("*.md"))]
    files += sorted((ROOT / "book").glob("*.ipynb"))
    seen = 0
    for path in files:
        for found in named.findall(path.read_text(encoding="utf-8")):
            assert found.removesuffix(".git") == owner_repo, f"{path.name} names {found}"
            seen += 1
    assert seen, "no page names the repository"
