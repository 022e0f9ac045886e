"""Small Sphinx fixes for the Solo 66 book, loaded through ``local_extensions`` in _config.yml.

Accessibility and valid HTML (axe, the Nu HTML Checker):

- Citation lists: docutils writes ``<div role="list">`` around entries with the role
  ``doc-biblioentry``, which is not a list item, so the list is invalid ARIA
  (axe: aria-required-children, critical).  The entries become list items.
- Hidden cells (tags ``hide-input``, ``hide-output``, ``hide-cell``): myst-nb names
  their ``<summary>`` "Toggle hidden content" while it shows "Show code cell source"
  or "Show the solution" (axe: label-content-name-mismatch, serious).  The summary
  keeps its visible text as its name.  sphinx-togglebutton puts ``<p>`` elements in
  that ``<summary>`` (not allowed there): they become ``<span>`` elements.
- Card pictures (:mod:`solo66.frontends.svg`) each carry their own ``<defs>``, so a
  page with several repeats the ids ``s66-face``, ``s66-c``…  The definitions move
  into one hidden ``<svg>`` at the start of the page, each id once.
- Every page gets a meta description (its first paragraph, or the book's
  ``solo66_description``) and the root ``index.html`` redirect becomes a real page
  (doctype, ``lang``, title, description, a link).

Editions (issue 16): every page links to the same page of the other edition
(``solo66_other_edition``: its language, its name in that language, the path from this
edition's root to that one's), as a link in the article header
(``book/_templates/language-switch.html``) and as ``<link rel="alternate" hreflang>``
in the head; so does the root page.

Weight (issue 13):

- Widget pages: the shared helpers (``base.js`` and ``controls.js``, their styles)
  are loaded once per page from ``runtime/widgets/`` and taken off the ``_esm`` and
  ``_css`` of every widget in the embedded state (:func:`solo66.frontends.widgets.base.own_part`);
  ``runtime/widgets/host.js`` renders the widgets (see that file).
- MathJax only on pages whose own text has maths (Sphinx counts the maths of every
  page in a toctree), and plain sums such as ``$4 \\times 30 = 120$`` are written
  as text, so a page with nothing else needs no MathJax at all.
- Font Awesome: instead of the theme's 1.5 MB ``fontawesome.js`` (which swaps each
  ``<i class="fa-…">`` for an ``<svg>`` at run time), the few icons the pages show
  are written into the pages as inline SVG at build time, with the path data taken
  from that same file of the installed theme; the webfonts the theme's CSS still
  uses (admonition icons) are cut to those glyphs by :mod:`lighten_site`, which also
  takes off unused CSS, defers the head's scripts and drops MathJax if no page
  has maths.

Versions (issue 25): these fixes patch internals of Sphinx, docutils, myst-nb and the
themes and rewrite the HTML they write, so :func:`setup` stops the build when an
installed version is outside the range they were written for (:data:`SUPPORTED`;
``make venv`` installs the exact versions of ``constraints.txt``), and every patch stops
it when its target is not there (:mod:`patching`): no fix is skipped without a word.
"""

from __future__ import annotations

import html
import json
import os
import re
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

from docutils import nodes
from packaging.version import Version
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.transforms import SphinxTransform

from solo66.frontends.widgets.base import own_part
from tools.lighten_site import lighten
from tools.patching import AT_LEAST_ONE, PatchError, expect, patch_attribute, substitute

WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
HELPERS_CSS = "../runtime/widgets/helpers.css"
SITE_CSS = "../runtime/site.css"

_BIBLIOENTRY = ' role="doc-biblioentry"'
_HIDDEN_SUMMARY = '<summary aria-label="Toggle hidden content">'

#: The packages whose internals or output the fixes patch, and the versions they were
#: written for: (lowest, first one not supported).  constraints.txt has the exact ones.
SUPPORTED: dict[str, tuple[str, str]] = {
    "sphinx": ("7.4.7", "7.5"),
    "docutils": ("0.21.2", "0.22"),
    "myst-nb": ("1.4.0", "1.5"),
    "pydata-sphinx-theme": ("0.17.1", "0.18"),
    "sphinx-book-theme": ("1.3.0", "1.4"),
    "jupyter-book": ("1.0.4", "1.1"),
    "sphinx-external-toc": ("1.1.0", "1.2"),
}
#: Set (to anything) to build with other versions on purpose, to try an upgrade.
ANY_VERSIONS = "SOLO66_ANY_VERSIONS"


def version_problems(installed: Callable[[str], str] = metadata.version) -> list[str]:
    """What is installed outside :data:`SUPPORTED` (``installed``: name → version).

    >>> version_problems({"sphinx": "8.2.3"}.get)[:1]
    ['sphinx 8.2.3 is installed; the fixes were written for sphinx >=7.4.7,<7.5']
    >>> version_problems({n: low for n, (low, _) in SUPPORTED.items()}.get)
    []
    """
    problems = []
    for name, (low, high) in SUPPORTED.items():
        try:
            found = installed(name)
        except metadata.PackageNotFoundError:
            found = None
        wanted = f"{name} >={low},<{high}"
        if found is None:
            problems.append(f"{name} is not installed; the fixes were written for {wanted}")
        elif not Version(low) <= Version(found) < Version(high):
            problems.append(f"{name} {found} is installed; the fixes were written for {wanted}")
    return problems


def check_versions(installed: Callable[[str], str] = metadata.version) -> None:
    """Stop the build (:class:`~sphinx.errors.ExtensionError`) when a patched package's
    version is not one the fixes were written for, unless ``SOLO66_ANY_VERSIONS`` is set."""
    problems = version_problems(installed)
    if problems and not os.environ.get(ANY_VERSIONS):
        raise ExtensionError(
            "sphinx_solo66: "
            + "; ".join(problems)
            + ". Install the versions of constraints.txt (make venv); to try other versions "
            f"on purpose, set {ANY_VERSIONS}=1 (each patch still stops the build when what "
            "it patches is gone)."
        )


_SUMMARY = re.compile(r"<summary\b[^>]*>.*?</summary>", re.S)
_SUMMARY_P = re.compile(r"<p( class=\"[^\"]*\")?>(.*?)</p>", re.S)
_DEFS = re.compile(r"<defs>(.*?)</defs>", re.S)

# ---------------------------------------------------------------------------
# Plain maths as text


_PLAIN_MATH = re.compile(r"^[0-9\s+\-=().,/]*(?:\\times|\\cdot)?[0-9\s+\-=().,/]*$")
_MATH_WORDS = {r"\times": "×", r"\cdot": "·"}


def plain_math(latex: str) -> str | None:
    """A formula of numbers and ``+ - = × ·`` written as text, or ``None`` for real maths.

    >>> plain_math("11 + 10 + 4 + 3 + 2 = 30")
    '11 + 10 + 4 + 3 + 2 = 30'
    >>> plain_math(r"4 \\times 30 = 120")
    '4 × 30 = 120'
    >>> plain_math(r"\\frac{1}{2}") is None
    True
    """
    if not _PLAIN_MATH.match(latex.strip()):
        return None
    text = latex.strip()
    for word, symbol in _MATH_WORDS.items():
        text = text.replace(word, symbol)
    text = re.sub(r"\s+", " ", text).replace("-", "−")
    return text


class PlainMaths(SphinxTransform):
    """Inline maths that is plain arithmetic becomes text (no MathJax needed for it)."""

    default_priority = 100

    def apply(self, **kwargs: Any) -> None:
        for node in list(self.document.findall(nodes.math)):
            text = plain_math(node.astext())
            if text is not None:
                node.replace_self(nodes.inline(text, text, classes=["s66-math"]))


# ---------------------------------------------------------------------------
# Editions (issue 16)


#: myst-nb's mark of a cell's outputs (``nb_element``; the class is ``cell_output``).
OUTPUT = "cell_code_output"


class ComputedTextStays(SphinxTransform):
    """What a notebook's code wrote is not text for Sphinx to translate.

    A cell's output (a table of a hand, an exercise) is computed by the engine and the
    page's code in the edition's own language (``tools/editions.py``), so it is left
    out of the catalogs and out of Sphinx's translation: only the page's own text is
    translated paragraph by paragraph.  A figure's caption is the page's own text (the
    cell's metadata, not its output) and is translated like a paragraph.
    """

    default_priority = 15  # before sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        outputs = [
            c for c in self.document.findall(nodes.container) if c.get("nb_element") == OUTPUT
        ]
        marked = [c for c in outputs if "cell_output" in c.get("classes", [])]
        expect(len(marked), len(outputs), "computed text stays", "cell_output")
        for container in self.document.findall(nodes.container):
            if "cell_output" in container.get("classes", []):
                for node in container.findall(nodes.Element):
                    if not isinstance(node, nodes.caption):
                        node["translatable"] = False


def _pasted_values_stay() -> None:
    """What a ``{glue:md}`` (or ``{glue}``, ``{glue:figure}``) block pastes is computed too.

    Such a block shows a value a hidden cell computed (an exercise's solution) outside
    any cell output, so :class:`ComputedTextStays` cannot see it: the directives' nodes
    are marked as they are made.
    """
    from myst_nb.ext.glue import directives

    def marking(run: Any) -> Any:
        def marked(self: Any) -> Any:
            made = run(self)
            for node in made:
                for element in node.findall(nodes.Element):
                    element["translatable"] = False
            return made

        return marked

    for name in ("PasteAnyDirective", "PasteMarkdownDirective", "PasteFigureDirective"):
        what = f"pasted values stay untranslated (myst_nb.ext.glue.directives.{name})"
        cls = getattr(directives, name, None)
        if cls is None:
            raise PatchError(f"{what}: myst-nb has no {name}")
        patch_attribute(cls, "run", marking, what=what)


# Glue in translated text.  A page's text pastes values its code computed with
# ``{glue:md}`key```; myst-nb looks them up through the notebook's renderer, which it
# keeps on the document only while parsing.  Sphinx's Locale transform parses each
# translated paragraph as a new small document, where the lookup fails ("No key ...
# found in glue data").  So the renderer of the page being read is kept (``_renderers``,
# filled as myst-nb makes it), lent to the page's document from just before Locale to
# just after (``GlueForTranslationsLend`` / ``...Return``), and to every document
# Sphinx's translation reader makes meanwhile.  A German page whose glue fails still
# fails the build (the glue warning), so a change in myst-nb cannot go unnoticed.
_renderers: list[Any] = []
_lent: list[Any] = []
_borrowers: list[Any] = []


def _record_renderers() -> None:
    import myst_nb.sphinx_ as nb_sphinx
    from sphinx.io import SphinxI18nReader

    def recording(load: Any) -> Any:
        def load_recording(name: str) -> Any:
            cls = load(name)

            def make(*args: Any, **kwargs: Any) -> Any:
                renderer = cls(*args, **kwargs)
                _renderers[:] = [renderer]  # pages are read one after the other
                return renderer

            return make

        return load_recording

    def lending(new_document: Any) -> Any:
        def new_document_with_glue(self: Any) -> Any:
            document = new_document(self)
            if _lent:
                document["nb_renderer"] = _lent[0]
                _borrowers.append(document)
            return document

        return new_document_with_glue

    what = "glue in translated text"
    patch_attribute(nb_sphinx, "load_renderer", recording, what=f"{what} (myst_nb.sphinx_)")
    patch_attribute(SphinxI18nReader, "new_document", lending, what=f"{what} (sphinx.io)")


class GlueForTranslationsLend(SphinxTransform):
    """Lend the page's notebook renderer to its translated paragraphs (see above)."""

    default_priority = 18  # before sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        renderer = None
        if _renderers:
            inner = getattr(_renderers[0], "renderer", None)
            if not hasattr(inner, "document"):
                raise PatchError(
                    "glue in translated text: myst-nb's notebook renderer has no "
                    "renderer.document (see tools/patching.py)"
                )
            if inner.document is self.document:
                renderer = _renderers.pop()
        _lent[:] = [renderer] if renderer is not None else []
        if renderer is not None:
            self.document["nb_renderer"] = renderer


class GlueForTranslationsReturn(SphinxTransform):
    """Take the renderer back after Locale (see above)."""

    default_priority = 22

    def apply(self, **kwargs: Any) -> None:
        _lent.clear()
        # Nothing keeps the renderer (the pages are pickled, and it is not picklable).
        for document in (self.document, *_borrowers):
            document.attributes.pop("nb_renderer", None)
        _borrowers.clear()


def collation_key(text: str) -> str:
    """How a glossary headword sorts, in German as in English: case and accents aside.

    >>> sorted(["Vorhand", "ausspielen", "Ärger", "drücken", "Dame"], key=collation_key)
    ['Ärger', 'ausspielen', 'Dame', 'drücken', 'Vorhand']
    """
    decomposed = unicodedata.normalize("NFD", text.casefold().replace("ß", "ss"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def page_catalog(transform: SphinxTransform) -> Any:
    """The translations of the page being read (its ``.mo`` in ``locale_dirs``), or None."""
    from sphinx.locale import init as init_locale
    from sphinx.util.i18n import docname_to_domain

    config, env = transform.config, transform.env
    folders = [str(Path(env.srcdir, d)) for d in config.locale_dirs]
    domain = docname_to_domain(env.docname, config.gettext_compact)
    catalog, found = init_locale(folders, config.language, domain)
    return catalog if found else None


class PromptsTranslated(SphinxTransform):
    """A folded cell's own prompt ("Show the solution", in its metadata) in the page's language.

    ``tools/editions.py`` puts the prompts into the page's catalog with the sentences
    its code writes; the edition's default prompts are its configuration's.
    """

    default_priority = 21  # after sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        if self.config.language in (None, "en"):
            return
        cells = [
            c
            for c in self.document.findall(nodes.container)
            if "prompt_show" in c.attributes or "prompt_hide" in c.attributes
        ]
        catalog = page_catalog(self) if cells else None
        if catalog is None:
            return
        for cell in cells:
            for key in ("prompt_show", "prompt_hide"):
                if cell.get(key):
                    cell[key] = catalog.gettext(cell[key])


class GlossaryTermsTranslated(SphinxTransform):
    """Let a translation swap a glossary entry's headwords without duplicate terms.

    The German edition's catalog puts each entry's German word first: in the entry
    "auction / bidding / Reizen" the lines become "Reizen / auction / bidding".  Sphinx
    registers every headword while parsing, then registers each translated one again
    (``sphinx.transforms.i18n.Locale``), so "Reizen" would be a duplicate term.  Before
    that, the headwords the catalog translates to something else are taken off the
    domain's register; Locale registers them under their new words.
    """

    default_priority = 19  # just before sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        if self.config.language in (None, "en"):
            return
        terms = list(self.document.findall(nodes.term))
        if not terms:
            return
        catalog = page_catalog(self)
        if catalog is None:
            return
        std = self.env.domains["std"]
        headwords = {
            id(term)
            for glossary in self.document.findall(addnodes.glossary)
            for term in glossary.findall(nodes.term)
        }
        for term in terms:
            text = term.astext()
            if catalog.gettext(text) not in ("", text):
                if id(term) in headwords and ("term", text) not in std.objects:
                    raise PatchError(
                        f"glossary headwords translated: Sphinx's std domain has not "
                        f"registered the term {text!r} as ('term', text) in its objects"
                    )
                std.objects.pop(("term", text), None)
                std._terms.pop(text.lower(), None)


class GlossaryInOrder(SphinxTransform):
    """A sorted glossary stays sorted in every edition, by its headwords as translated.

    Sphinx sorts a ``:sorted:`` glossary by its English headwords while parsing; the
    German edition puts a German headword first in each entry (its catalog), so the
    entries are sorted again after the translation.
    """

    default_priority = 25  # after sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        if self.config.language in (None, "en"):
            return
        for glossary in self.document.findall(addnodes.glossary):
            for entries in glossary.findall(nodes.definition_list):
                items = [c for c in entries.children if isinstance(c, nodes.definition_list_item)]
                items.sort(key=lambda item: collation_key(item.next_node(nodes.term).astext()))
                entries.children = items


# ---------------------------------------------------------------------------
# Per page


def _has_maths(doctree: Any) -> bool:
    if doctree is None:
        return False
    return any(
        True for _ in doctree.findall(lambda n: isinstance(n, (nodes.math, nodes.math_block)))
    )


def _is_mathjax(script: Any) -> bool:
    return "mathjax" in str(getattr(script, "filename", "") or "") or str(
        script.attributes.get("body", "")
    ).startswith("window.MathJax")


def _description(app: Sphinx, doctree: Any) -> str:
    default = str(app.config.solo66_description)
    if doctree is None:
        return default
    for paragraph in doctree.findall(nodes.paragraph):
        text = " ".join(paragraph.astext().split())
        if len(text) >= 40:
            if len(text) > 160:
                text = text[:157].rsplit(" ", 1)[0] + "…"
            return text
    return default


def _collect_defs(markup: str, seen: dict[str, str]) -> str:
    """``markup`` without its ``<defs>``, whose definitions go to ``seen`` (id → XML)."""
    for inner in _DEFS.findall(markup):
        for child in ET.fromstring(f"<defs>{inner}</defs>"):
            key = child.get("id") or ET.tostring(child, encoding="unicode")
            seen.setdefault(key, ET.tostring(child, encoding="unicode"))
    return _DEFS.sub("", markup)


def _without_defs(value: Any, seen: dict[str, str]) -> Any:
    """A JSON value with the ``<defs>`` of every SVG string in it moved to ``seen``."""
    if isinstance(value, str):
        return _collect_defs(value, seen) if "<defs>" in value else value
    if isinstance(value, list):
        return [_without_defs(v, seen) for v in value]
    if isinstance(value, dict):
        return {k: _without_defs(v, seen) for k, v in value.items()}
    return value


def _light_widget_state(state_text: str, seen: dict[str, str]) -> str:
    """The embedded widget state with each anywidget's shared helpers taken off, and
    the card pictures' ``<defs>`` (moved to ``seen``, for the page's one copy)."""
    data = json.loads(state_text)
    for entry in data.get("state", {}).values():
        if entry.get("model_name") != "AnyModel":
            continue
        state = entry.get("state", {})
        for key in ("_esm", "_css"):
            if isinstance(state.get(key), str):
                state[key] = own_part(state[key])
        entry["state"] = _without_defs(state, seen)
    # Like myst-nb's sanitize_script_content: no "</script" inside a script element.
    return json.dumps(data).replace("</", "<\\/")


def _hoist_defs(body: str, seen: dict[str, str]) -> str:
    """Each card picture's ``<defs>`` moved into one hidden ``<svg>`` at the start."""
    body = _collect_defs(body, seen)
    if not seen:
        return body
    sprite = (
        '<svg xmlns="http://www.w3.org/2000/svg" class="s66-defs" aria-hidden="true" '
        'focusable="false" width="0" height="0" '
        'style="position:absolute;width:0;height:0;overflow:hidden">'
        f"<defs>{''.join(seen.values())}</defs></svg>\n"
    )
    return sprite + body


def edition_links(pagename: str, language: str, other: dict[str, str]) -> dict[str, str]:
    """Where a page's twin in the other edition is, relative to the page, and its own address.

    >>> other = {"language": "de", "name": "Deutsch", "path": "de/"}
    >>> edition_links("book/tricks", "en", other)["href"]
    '../de/book/tricks.html'
    >>> back = {"language": "en", "name": "English", "path": "../"}
    >>> edition_links("book/tricks", "de", back)["href"]
    '../../book/tricks.html'
    >>> edition_links("index", "de", back)["self"]
    'index.html'
    """
    up = "../" * pagename.count("/")
    return {
        "href": f"{up}{other['path']}{pagename}.html",
        "self": f"{up}{pagename}.html",
        "language": other["language"],
        "name": other["name"],
        "own_language": language,
    }


def _alternates(links: dict[str, str]) -> str:
    pairs = ((links["own_language"], links["self"]), (links["language"], links["href"]))
    return "".join(
        f'\n<link rel="alternate" hreflang="{html.escape(lang, quote=True)}" '
        f'href="{html.escape(href, quote=True)}" />'
        for lang, href in pairs
    )


def _count(doctree: Any, kind: type) -> int:
    return 0 if doctree is None else sum(1 for _ in doctree.findall(kind))


def fix_body(body: str, doctree: Any) -> str:
    """A page's body with its citations as list items and its hidden cells' summaries
    named by their visible text, holding no ``<p>`` (see the module's docstring).

    Each fix expects as many targets as the page's doctree has citations and hidden
    cells (:class:`patching.PatchError` otherwise).
    """
    from myst_nb.sphinx_ import HideCodeCellNode

    hidden = _count(doctree, HideCodeCellNode)
    body = substitute(
        body,
        _BIBLIOENTRY,
        ' role="listitem"',
        expected=_count(doctree, nodes.citation),
        what="citations as list items",
    )
    body = substitute(
        body, _HIDDEN_SUMMARY, "<summary>", expected=hidden, what="hidden cells' summaries"
    )
    paragraphs = 0

    def fix_summary(match: re.Match[str]) -> str:
        nonlocal paragraphs
        fixed, found = _SUMMARY_P.subn(r"<span\1>\2</span>", match.group(0))
        paragraphs += found
        return fixed

    body = _SUMMARY.sub(fix_summary, body)
    # myst-nb writes two (the prompts to show and to hide) in each hidden cell's summary.
    expect(paragraphs, range(2 * hidden, sys.maxsize), "no <p> in a summary", _SUMMARY_P)
    return body


def _edition(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """The link to the page's twin in the other edition, and the head's alternates."""
    other = app.config.solo66_other_edition
    if other:
        links = edition_links(pagename, str(app.config.language or "en"), other)
        context["solo66_other_edition"] = links
        context["metatags"] = context.get("metatags", "") + _alternates(links)


def _page(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    seen: dict[str, str] = {}
    scripts = context.get("script_files")
    body = context.get("body")  # a page made from a document has one, the index no
    if not isinstance(scripts, list) or not isinstance(body, (str, type(None))):
        raise PatchError(f"{pagename}: Sphinx's page context has no list script_files")
    if doctree is not None and body is None:
        raise PatchError(f"{pagename}: Sphinx's page context has no body")
    if not _has_maths(doctree):
        scripts[:] = [s for s in scripts if not _is_mathjax(s)]
    states = 0
    for i, script in enumerate(scripts):
        if script.attributes.get("type") == WIDGET_STATE:
            states += 1
            attributes = dict(script.attributes)
            attributes["body"] = _light_widget_state(attributes["body"], seen)
            scripts[i] = type(script)(script.filename, priority=script.priority, **attributes)
            app.add_css_file(HELPERS_CSS)
    # myst-nb writes a page's widgets as views in the body and their state in the head.
    shown = body is not None and WIDGET_VIEW in body
    expect(states, 1 if shown else range(2), f"{pagename}: widget state", WIDGET_STATE)
    if body is not None:
        context["body"] = _hoist_defs(fix_body(body, doctree), seen)
    description = html.escape(_description(app, doctree), quote=True)
    context["metatags"] = (
        context.get("metatags", "") + f'\n<meta name="description" content="{description}" />'
    )


# ---------------------------------------------------------------------------
# After the build: icons and the root page

_FA_PACKS = {"fa-solid": "fas", "fas": "fas", "fa-brands": "fab", "fab": "fab"}
_FA_PACKS |= {"fa-regular": "far", "far": "far"}
_ICON_TAG = re.compile(r'<(i|span) class="([^"]*\bfa-[^"]*)"([^>]*)>\s*</\1>')
# Font Awesome's glyph rules (".fa-bars:before{content:...}") in the theme's CSS:
# with every icon drawn as SVG, no element shows them.
_FA_GLYPHS = re.compile(r'(?:\.fa-[\w-]+:(?:before|after),?)+\{content:"[^"]*"\}')
_FA_SCRIPT = re.compile(r'\s*<script defer src="[^"]*fontawesome\.js[^"]*"></script>')
_FA_ENTRY = re.compile(r'(?:"([\w-]+)"|(\w+)):\[(\d+),(\d+),\[[^\]]*\],"[^"]*","([^"]*)"\]')


def icon_table(fontawesome_js: str) -> dict[tuple[str, str], tuple[int, int, str]]:
    """(pack, name) → (width, height, SVG path) for every icon in Font Awesome's JS."""
    table: dict[tuple[str, str], tuple[int, int, str]] = {}
    for call in re.finditer(r'\w\("(fa[srb])",p\)', fontawesome_js):
        start = fontawesome_js.rfind("var p={", 0, call.start())
        for entry in _FA_ENTRY.finditer(fontawesome_js, start, call.start()):
            name = entry.group(1) or entry.group(2)
            table[(call.group(1), name)] = (
                int(entry.group(3)),
                int(entry.group(4)),
                entry.group(5),
            )
    return table


def _inline_icons(
    page: str, table: dict[tuple[str, str], tuple[int, int, str]], name: str = "a page"
) -> str:
    def svg(match: re.Match[str]) -> str:
        classes = match.group(2).split()
        pack = next((_FA_PACKS[c] for c in classes if c in _FA_PACKS), "fas")
        names = [c[3:] for c in classes if c.startswith("fa-") and c not in _FA_PACKS]
        for name in names:
            if (pack, name) in table:
                width, height, path = table[(pack, name)]
                break
        else:
            raise ValueError(f"no Font Awesome icon for {match.group(0)}")
        extra = match.group(3)
        if "aria-hidden=" not in extra:
            extra += ' aria-hidden="true"'
        return (
            f'<svg class="svg-inline--fa {" ".join(classes)}"{extra} focusable="false" '
            f'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
            f'<path fill="currentColor" d="{path}"/></svg>'
        )

    # A page of the theme (it has a <head>) shows icons in its header and loads the
    # script that would draw them; the theme's template macros in _static/ may load it
    # too, the root redirect neither.
    themed = "<head>" in page
    page = substitute(
        page, _ICON_TAG, svg, expected=AT_LEAST_ONE if themed else 0, what=f"{name}: icons"
    )
    return substitute(
        page, _FA_SCRIPT, "", expected=1 if themed else range(2), what=f"{name}: no fontawesome.js"
    )


def _root_page(app: Sphinx, target: str) -> str:
    plain_title = str(app.config.html_title or app.config.project)
    title = html.escape(plain_title)
    description = html.escape(str(app.config.solo66_description), quote=True)
    lang = html.escape(str(app.config.language or "en"))
    href = html.escape(target, quote=True)
    link = html.escape(str(app.config.solo66_root_link).format(title=plain_title))
    switch = alternates = ""
    other = app.config.solo66_other_edition
    if other:
        links = edition_links("index", lang, other)
        alternates = _alternates(links)
        other_lang = html.escape(links["language"], quote=True)
        switch = (
            f'<p><a href="{html.escape(links["href"], quote=True)}" lang="{other_lang}" '
            f'hreflang="{other_lang}">{html.escape(links["name"])}</a></p>'
        )
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{lang}">\n<head>\n<meta charset="utf-8" />\n'
        f"<title>{title}</title>\n"
        f'<meta name="description" content="{description}" />\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1" />\n'
        '<link rel="icon" href="_static/favicon.svg" type="image/svg+xml" />\n'
        f'<meta http-equiv="Refresh" content="0; url={href}" />{alternates}\n</head>\n'
        f'<body><p><a href="{href}">{link}</a></p>{switch}</body>\n</html>\n'
    )


def _finish(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder is None or app.builder.format != "html":
        return
    out = Path(app.builder.outdir)
    fontawesome = out / "_static" / "scripts" / "fontawesome.js"
    theme_css = out / "_static" / "styles" / "pydata-sphinx-theme.css"
    for wanted in (fontawesome, theme_css):
        if not wanted.is_file():
            raise PatchError(f"icons as SVG: the theme wrote no {wanted.relative_to(out)}")
    table = icon_table(fontawesome.read_text(encoding="utf-8"))
    expect(len(table), AT_LEAST_ONE, "icons as SVG: icons in fontawesome.js", _FA_ENTRY)
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        new = _inline_icons(text, table, str(page.relative_to(out)))
        if new != text:
            page.write_text(new, encoding="utf-8")
    # The webfonts the theme's CSS draws icons with are cut down by lighten().
    fontawesome.unlink()
    css = theme_css.read_text(encoding="utf-8")
    css = substitute(css, _FA_GLYPHS, "", expected=AT_LEAST_ONE, what="no icon glyph rules")
    theme_css.write_text(css, encoding="utf-8")
    # What no page uses: unused CSS, icon fonts, render-blocking scripts, MathJax.
    lighten(out)
    root = out / "index.html"
    text = root.read_text(encoding="utf-8") if root.is_file() else ""
    # sphinx-external-toc writes the root as a bare redirect to the first page (unless
    # a build before wrote it: then it is this page, and written again the same).
    redirect = re.search(r'url=([^"\s]+)"', text)
    if redirect is None:
        raise PatchError("the root page: sphinx-external-toc wrote no redirect as index.html")
    root.write_text(_root_page(app, redirect.group(1)), encoding="utf-8")


def _class_sets(app: Sphinx, exception: Exception | None) -> None:
    """Ship the book's ready-made class set as ``class-sets/`` in the edition's language,
    so that a teacher prints it from the site with no Python (see the teachers' page)."""
    if exception is not None or app.builder is None or app.builder.format != "html":
        return
    from solo66.frontends.handouts import write_site_class_set
    from solo66.i18n import speaking

    with speaking(app.config.language or "en"):
        write_site_class_set(Path(app.builder.outdir) / "class-sets")


def setup(app: Sphinx) -> dict[str, Any]:
    check_versions()
    app.add_config_value("solo66_description", "", "html", types=[str])
    app.add_config_value("solo66_root_link", "{title}: the book starts here.", "html", types=[str])
    app.add_config_value("solo66_other_edition", {}, "html", types=[dict])
    app.add_transform(PlainMaths)
    app.add_transform(ComputedTextStays)
    _pasted_values_stay()
    app.add_transform(GlossaryTermsTranslated)
    app.add_transform(PromptsTranslated)
    if app.config.language not in (None, "en"):
        _record_renderers()
        app.add_transform(GlueForTranslationsLend)
        app.add_transform(GlueForTranslationsReturn)
    app.add_transform(GlossaryInOrder)
    app.add_css_file(SITE_CSS)
    # Before pydata-sphinx-theme (500) drops header components that render empty.
    app.connect("html-page-context", _edition, priority=400)
    # After myst-nb (widget state, 500) and sphinx.ext.mathjax (500).
    app.connect("html-page-context", _page, priority=900)
    # After sphinx-external-toc writes the root redirect (for jupyter-book).
    app.connect("build-finished", _finish, priority=900)
    app.connect("build-finished", _class_sets, priority=950)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "2"}
