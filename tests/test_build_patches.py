"""The book's build patches Sphinx, docutils, myst-nb and the themes (tools/sphinx_solo66.py,
tools/lighten_site.py): each patch stops the build when its target is missing, the
extension refuses versions it was not written for, and on a sample of what those
packages write the fixes give the same output as before they checked anything."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from docutils import nodes
from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser
from docutils.utils import new_document
from myst_nb.sphinx_ import HideCodeCellNode
from sphinx.errors import ExtensionError

from tools import lighten_site, sphinx_solo66
from tools.patching import PatchError, patch_attribute, substitute

ROOT = Path(__file__).resolve().parent.parent

# What docutils (a citation) and myst-nb (a cell with its source hidden) write, and an
# exercise's own <details> from the engine's HTML.
CITATION = '<div class="citation" id="id4" role="doc-biblioentry">\n'
HIDDEN = (
    '<details class="admonition hide above-input">\n<summary aria-label="Toggle hidden content">\n'
    '<p class="collapsed admonition-title">Show code cell source</p>\n'
    '<p class="expanded admonition-title">Hide code cell source</p>\n</summary>\n'
    '<div class="cell_input"><pre>x = 1</pre></div></details>\n'
)
EXERCISE = '<details><summary style="cursor:pointer">Solution</summary><p>Anna.</p></details>\n'
BODY = (
    f'<div role="list" class="citation-list">\n{CITATION}'
    '<span class="label">1</span><p>Grupp.</p>\n</div>\n</div>\n'
    f"{HIDDEN}{EXERCISE}"
)
# The fixes' output on BODY, as the build wrote it before the fixes checked their targets.
FIXED = (
    '<div role="list" class="citation-list">\n<div class="citation" id="id4" role="listitem">\n'
    '<span class="label">1</span><p>Grupp.</p>\n</div>\n</div>\n'
    '<details class="admonition hide above-input">\n<summary>\n'
    '<span class="collapsed admonition-title">Show code cell source</span>\n'
    '<span class="expanded admonition-title">Hide code cell source</span>\n</summary>\n'
    '<div class="cell_input"><pre>x = 1</pre></div></details>\n'
    f"{EXERCISE}"
)


def doctree(citations: int, hidden: int) -> Any:
    document = new_document("page", get_default_settings(Parser))
    for _ in range(citations):
        document += nodes.citation()
    for _ in range(hidden):
        document += HideCodeCellNode(prompt_show="Show", prompt_hide="Hide")
    return document


# ---------------------------------------------------------------------------
# Versions


def test_the_installed_versions_are_the_ones_the_fixes_were_written_for() -> None:
    assert sphinx_solo66.version_problems() == []
    sphinx_solo66.check_versions()


def test_another_version_stops_the_build_naming_package_version_and_range(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(sphinx_solo66.ANY_VERSIONS, raising=False)
    installed = {name: low for name, (low, _) in sphinx_solo66.SUPPORTED.items()}
    installed["myst-nb"] = "1.5.0"
    with pytest.raises(ExtensionError) as error:
        sphinx_solo66.check_versions(installed.__getitem__)
    message = str(error.value)
    assert "myst-nb 1.5.0 is installed; the fixes were written for myst-nb >=1.4.0,<1.5" in message
    assert "constraints.txt" in message and "sphinx " not in message.split(":", 1)[1]


def test_a_missing_package_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(sphinx_solo66.ANY_VERSIONS, raising=False)

    def installed(name: str) -> str:
        if name == "docutils":
            raise metadata.PackageNotFoundError(name)
        return sphinx_solo66.SUPPORTED[name][0]

    with pytest.raises(ExtensionError, match=r"docutils is not installed; .* >=0\.21\.2,<0\.22"):
        sphinx_solo66.check_versions(installed)


def test_other_versions_can_be_tried_on_purpose(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(sphinx_solo66.ANY_VERSIONS, "1")
    sphinx_solo66.check_versions({"sphinx": "9.0.0"}.get)  # no error


def test_setup_checks_the_versions_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(sphinx_solo66.ANY_VERSIONS, raising=False)
    monkeypatch.setattr(sphinx_solo66, "SUPPORTED", {"sphinx": ("0.1", "0.2")})
    with pytest.raises(ExtensionError, match=r"sphinx \S+ is installed; .* >=0\.1,<0\.2"):
        sphinx_solo66.setup(object())  # type: ignore[arg-type]


def test_constraints_pin_every_package_the_fixes_patch() -> None:
    text = (ROOT / "constraints.txt").read_text(encoding="utf-8")
    pins = dict(
        line.lower().replace("_", "-").split("==")
        for line in text.splitlines()
        if line and line[0] != "#"
    )
    for name, (low, high) in sphinx_solo66.SUPPORTED.items():
        assert name in pins, name
        version = sphinx_solo66.Version(pins[name])
        assert sphinx_solo66.Version(low) <= version < sphinx_solo66.Version(high), name
    assert not re.search(r"\b(?:https?|file|git|ssh)(?:\+\w+)?:", text)
    assert "-c constraints.txt" in (ROOT / "Makefile").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------
# The helpers


def test_substitute_counts_literals_and_patterns() -> None:
    assert substitute("a-b-c", "-", "+", expected=2, what="dashes") == "a+b+c"
    with pytest.raises(PatchError, match=r"dashes: expected 3 matches of '-', found 2"):
        substitute("a-b-c", "-", "+", expected=3, what="dashes")
    pattern = re.compile(r"<(\w+)>")
    assert substitute("<a><b>", pattern, r"[\1]", expected=2, what="tags") == "[a][b]"
    assert substitute("<a><b>", pattern, "", expected=2, what="tags", limit=1) == "<b>"
    with pytest.raises(PatchError, match=r"tags: expected 1 match of .*, found 2 "):
        substitute("<a><b>", pattern, "", expected=1, what="tags", limit=1)


def test_patch_attribute_refuses_a_missing_function_and_patches_once() -> None:
    class Directive:
        def run(self) -> list[str]:
            return ["made"]

    def wrap(run: Any) -> Any:
        return lambda self: [*run(self), "marked"]

    patch_attribute(Directive, "run", wrap, what="marking")
    patch_attribute(Directive, "run", wrap, what="marking")
    assert Directive().run() == ["made", "marked"]
    with pytest.raises(PatchError, match="marking: Directive has no function 'go' to patch"):
        patch_attribute(Directive, "go", wrap, what="marking")


def test_the_myst_nb_functions_patched_are_there() -> None:
    from myst_nb.ext.glue import directives

    sphinx_solo66._pasted_values_stay()
    sphinx_solo66._record_renderers()
    for name in ("PasteAnyDirective", "PasteMarkdownDirective", "PasteFigureDirective"):
        assert getattr(getattr(directives, name).run, "solo66", False), name


# ---------------------------------------------------------------------------
# Each page's body


def test_a_page_body_is_fixed_as_before() -> None:
    assert sphinx_solo66.fix_body(BODY, doctree(citations=1, hidden=1)) == FIXED


def test_a_page_without_citations_or_hidden_cells_is_left_as_it_is() -> None:
    assert sphinx_solo66.fix_body(EXERCISE, doctree(0, 0)) == EXERCISE
    assert sphinx_solo66.fix_body(EXERCISE, None) == EXERCISE


def test_a_citation_written_another_way_stops_the_build() -> None:
    body = BODY.replace('role="doc-biblioentry"', 'role="listitem"')
    with pytest.raises(PatchError, match="citations as list items: expected 1 match"):
        sphinx_solo66.fix_body(body, doctree(1, 1))


def test_a_hidden_cell_summary_written_another_way_stops_the_build() -> None:
    body = BODY.replace(' aria-label="Toggle hidden content"', "")
    with pytest.raises(PatchError, match="hidden cells' summaries: expected 1 match"):
        sphinx_solo66.fix_body(body, doctree(1, 1))
    body = BODY.replace('<p class="collapsed admonition-title">', "<span>").replace(
        "cell source</p>\n<p", "cell source</span>\n<p"
    )
    with pytest.raises(PatchError, match=r"no <p> in a summary: expected at least 2 matches"):
        sphinx_solo66.fix_body(body, doctree(1, 1))


# ---------------------------------------------------------------------------
# The built site


def _fontawesome() -> str:
    import pydata_sphinx_theme

    folder = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme"
    return (folder / "static" / "scripts" / "fontawesome.js").read_text(encoding="utf-8")


PAGE = (
    '<html><head>\n<script defer src="../_static/scripts/fontawesome.js?digest=1"></script>'
    '</head><body><button><i class="fa-solid fa-bars"></i></button></body></html>'
)


def test_icons_are_drawn_as_svg_with_the_theme_s_paths() -> None:
    table = sphinx_solo66.icon_table(_fontawesome())
    page = sphinx_solo66._inline_icons(PAGE, table)
    width, height, path = table[("fas", "bars")]
    assert page == (
        "<html><head></head><body><button>"
        '<svg class="svg-inline--fa fa-solid fa-bars" aria-hidden="true" focusable="false" '
        f'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
        f'<path fill="currentColor" d="{path}"/></svg></button></body></html>'
    )


def test_a_theme_page_without_the_icon_script_or_icons_stops_the_build() -> None:
    table = sphinx_solo66.icon_table(_fontawesome())
    no_script = re.sub(r"\n<script[^>]*></script>", "", PAGE)
    with pytest.raises(PatchError, match=r"page\.html: no fontawesome\.js: expected 1 match"):
        sphinx_solo66._inline_icons(no_script, table, "page.html")
    no_icons = PAGE.replace('<i class="fa-solid fa-bars"></i>', "")
    with pytest.raises(PatchError, match=r"page\.html: icons: expected at least 1 match"):
        sphinx_solo66._inline_icons(no_icons, table, "page.html")


HEAD = (
    '<head><script src="_static/documentation_options.js?v=1"></script>'
    '<script src="a.js"></script>'
    '<script src="_static/searchtools.js"></script>'
    '<script src="_static/language_data.js"></script>'
    '<script src="searchindex.js"></script></head>'
)


def test_the_head_is_lightened_as_before() -> None:
    assert lighten_site.lighten_head(HEAD, "var O = {};", search_page=False) == (
        '<head><script>var O = {};</script><script defer src="a.js"></script></head>'
    )
    assert lighten_site.lighten_head(HEAD, "var O = {};", search_page=True) == (
        '<head><script>var O = {};</script><script defer src="a.js"></script>'
        '<script defer src="_static/searchtools.js"></script>'
        '<script defer src="_static/language_data.js"></script>'
        '<script defer src="searchindex.js"></script></head>'
    )


def test_a_head_without_its_scripts_stops_the_build() -> None:
    without_options = HEAD.replace(
        '<script src="_static/documentation_options.js?v=1"></script>', ""
    )
    with pytest.raises(PatchError, match="Sphinx's options inline: expected 1 match"):
        lighten_site.lighten_head(without_options, "var O = {};", search_page=False)
    without_search = HEAD.replace('<script src="_static/searchtools.js"></script>', "")
    with pytest.raises(PatchError, match=r"search scripts: expected 3 matches .* found 2"):
        lighten_site.lighten_head(without_search, "var O = {};", search_page=False)
    with pytest.raises(PatchError, match="the head's scripts: expected 1 match"):
        lighten_site.lighten_head("<html><body></body></html>", "", search_page=False)


def test_a_picture_size_written_another_way_stops_the_build() -> None:
    assert lighten_site.img_sizes('<img src="a.png" style="width: 7px; height: 4px;" />') == (
        '<img src="a.png" width="7" height="4" />'
    )
    with pytest.raises(PatchError, match="pictures' sizes as attributes"):
        lighten_site.img_sizes('<img src="a.png" style="width: 7.5px; height: 4px;" />')


def test_widgets_without_their_state_in_the_head_stop_the_build() -> None:
    view = '<script type="application/vnd.jupyter.widget-view+json">{}</script>'
    with pytest.raises(PatchError, match="a page shows widgets, its <head> has no state"):
        lighten_site.state_last(f"<head></head><body>{view}</body>")


def test_an_icon_font_without_its_file_stops_the_build(tmp_path: Path) -> None:
    css = '@font-face{font-family:"Font Awesome 6 Free";src:url(fa.woff2) format("woff2")}'
    with pytest.raises(PatchError, match=r"a Font Awesome @font-face with no \.ttf"):
        lighten_site.icon_font_faces(css, tmp_path / "theme.css", {0xF0C9})


def test_a_site_without_the_theme_s_files_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text(PAGE, encoding="utf-8")
    with pytest.raises(PatchError, match=r"no _static/documentation_options\.js"):
        lighten_site.lighten(tmp_path)
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "documentation_options.js").write_text("var O = {};", "utf-8")
    page = HEAD.replace("</head>", "</head><body></body>")
    (tmp_path / "page.html").write_text(page, encoding="utf-8")
    with pytest.raises(PatchError, match="unused CSS: the theme wrote no _static/styles/"):
        lighten_site.lighten(tmp_path)
