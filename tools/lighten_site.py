"""Take off the built site what no page uses (issue 13): ``sphinx_solo66`` calls it last.

Measured with Lighthouse on the built book (``make weight``), every page paid for:

- the theme's style sheets (Bootstrap 5 and the theme: 310 kB, 89 % unused by any
  page), render-blocking: :func:`purge_css` keeps the rules whose class names
  occur somewhere in the site's pages or scripts (as PurgeCSS does);
- Font Awesome's webfonts (``fa-solid-900.woff2``, 156 kB), fetched to draw the
  icons of admonitions and of the secondary sidebar: :func:`icon_font_faces`
  cuts each font down to the glyphs the style sheets draw and writes it into the
  style sheet (a few kB, no request);
- eleven classic scripts in ``<head>``, render-blocking: :func:`lighten_head`
  defers them (each waits for the document anyway), writes the 0.4 kB
  ``documentation_options.js`` into the page (inline scripts read it), and drops
  the search index and search scripts (60 kB) from every page but the search page
  (the theme's search box submits to that page; search-as-you-type is off);
- the widget state in ``<head>`` (up to 0.6 MB): :func:`state_last` moves it to the
  end of the page, so the text can show while it arrives;
- the notebooks' PNG plots, in 24-bit colour: :func:`smaller_png` stores them
  with a palette when that is smaller (lines and fills of a plot need no more
  than 256 colours);
- MathJax (7.8 MB in ``runtime/mathjax``) when no page has maths;

and one fix Lighthouse found on the way: plots squeezed on a phone (:func:`img_sizes`).

Each rewrite of what Sphinx and the theme wrote checks that its target is there
(:mod:`patching`: :class:`~patching.PatchError` otherwise, nothing is skipped).
"""

from __future__ import annotations

import base64
import io
import json
import re
from collections.abc import Iterable
from pathlib import Path

from tools.patching import AT_LEAST_ONE, PatchError, expect, substitute

# ---------------------------------------------------------------------------
# Unused CSS

#: Class names made at run time from parts (Bootstrap: ``bs-tooltip-auto``, ``tooltip-arrow``).
DYNAMIC_CLASSES = re.compile(r"^(?:bs-|tooltip|popover)")
_WORD = re.compile(r"[\w-]+")
_CLASS = re.compile(r"\.((?:[\w-]|\\.)+)")
_FUNCTIONAL = re.compile(r":(?:not|is|where|has|-webkit-any|-moz-any)\((?:[^()]|\([^()]*\))*\)")
_ATTRIBUTE = re.compile(r"\[[^\]]*\]")
_GROUPING = re.compile(r"@(?:media|supports|layer|container|document)\b")


def words(texts: Iterable[str]) -> set[str]:
    """Every word (letters, digits, ``_`` and ``-``) in ``texts``: the class names a page can use.

    >>> sorted(words(['<p class="a b-c">', "el.classList.add('d_e')"]))
    ['a', 'add', 'b-c', 'class', 'classList', 'd_e', 'el', 'p']
    """
    found: set[str] = set()
    for text in texts:
        found.update(_WORD.findall(text))
    return found


def _skip_string(css: str, i: int) -> int:
    quote, i = css[i], i + 1
    while i < len(css) and css[i] != quote:
        i += 2 if css[i] == "\\" else 1
    return i + 1


def _rules(css: str) -> list[tuple[str, str | None]]:
    """The top-level items of a style sheet: (prelude, block) or (statement, None)."""
    items: list[tuple[str, str | None]] = []
    i = start = 0
    n = len(css)
    while i < n:
        c = css[i]
        if css.startswith("/*", i):
            end = css.find("*/", i + 2)
            end = n if end < 0 else end + 2
            if not css[start:i].strip():  # a comment between rules is an item of its own
                items.append((css[i:end], None))
                start = end
            i = end
        elif c in "\"'":
            i = _skip_string(css, i)
        elif c == ";":
            items.append((css[start : i + 1], None))
            i = start = i + 1
        elif c == "{":
            depth, j = 1, i + 1
            while j < n and depth:
                d = css[j]
                if d in "\"'":
                    j = _skip_string(css, j)
                    continue
                if css.startswith("/*", j):
                    end = css.find("*/", j + 2)
                    j = n if end < 0 else end + 2
                    continue
                depth += {"{": 1, "}": -1}.get(d, 0)
                j += 1
            items.append((css[start:i], css[i + 1 : j - 1]))
            i = start = j
        else:
            i += 1
    if css[start:].strip():
        items.append((css[start:], None))
    return items


def _selectors(prelude: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in prelude:
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


def _selector_used(selector: str, used: set[str]) -> bool:
    # A class inside :not(...) or :is(...) may be absent and the rule still apply.
    bare = _ATTRIBUTE.sub("", _FUNCTIONAL.sub("", selector))
    for match in _CLASS.finditer(bare):
        name = match.group(1).replace("\\", "")
        if name not in used and not DYNAMIC_CLASSES.match(name):
            return False
    return True


def purge_css(css: str, used: set[str]) -> str:
    """``css`` without the rules whose selectors all name a class no page uses.

    >>> purge_css(".a{color:red}.b,.c{color:blue}@media print{.b{x:y}}", {"a", "c"})
    '.a{color:red}.c{color:blue}'
    >>> purge_css("p:not(.gone){margin:0}.gone>p{margin:1em}", set())
    'p:not(.gone){margin:0}'
    """
    out: list[str] = []
    for prelude, block in _rules(css):
        if block is None:
            # The source map no longer matches; licence comments (/*! ... */) stay.
            if not prelude.lstrip().startswith("/*# sourceMappingURL"):
                out.append(prelude)
        elif prelude.strip().startswith("@"):
            if _GROUPING.match(prelude.strip()):
                inner = purge_css(block, used)
                if inner.strip():
                    out.append(f"{prelude}{{{inner}}}")
            else:  # @font-face, @keyframes, @page: kept as they are
                out.append(f"{prelude}{{{block}}}")
        else:
            kept = [s for s in _selectors(prelude) if _selector_used(s, used)]
            if kept:
                out.append(f"{','.join(kept)}{{{block}}}")
    return "".join(out)


# ---------------------------------------------------------------------------
# Icon fonts cut down to the glyphs drawn

_PRIVATE_ESCAPE = re.compile(r"\\(f[0-9a-fA-F]{3}|e[0-9a-fA-F]{3})\b ?")
_FONT_URL = re.compile(r"url\((['\"]?)([^)'\"]+\.ttf)\1\)")
_FONT_SRC = re.compile(r"src:[^;}]*")


def drawn_codepoints(css: str) -> set[int]:
    """The private-use code points (icon glyphs) a style sheet writes, literally or escaped.

    >>> sorted(hex(c) for c in drawn_codepoints('a:after{content:"\\\\f107"} b{--i:"\\uf05a"}'))
    ['0xf05a', '0xf107']
    """
    points = {ord(ch) for ch in css if 0xE000 <= ord(ch) <= 0xF8FF}
    points |= {int(m.group(1), 16) for m in _PRIVATE_ESCAPE.finditer(css)}
    return points


def _subset_woff(font_file: Path, codepoints: set[int]) -> bytes | None:
    from fontTools import subset  # matplotlib's dependency, so in the book's environment
    from fontTools.ttLib import TTFont

    font = TTFont(str(font_file))
    present = codepoints & set(font.getBestCmap())
    if not present:
        return None
    options = subset.Options()
    options.flavor = "woff"  # zlib: woff2 would need brotli
    options.layout_features = []
    options.name_IDs = []
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(present))
    subsetter.subset(font)
    out = io.BytesIO()
    font.flavor = "woff"
    font.save(out)
    return out.getvalue()


def icon_font_faces(css: str, css_file: Path, codepoints: set[int]) -> str:
    """``css`` with each ``@font-face`` of Font Awesome cut to ``codepoints`` and inlined.

    A face none of whose glyphs is drawn is removed; the others get a ``data:`` URL
    with a WOFF of just those glyphs, so no font file is fetched.
    """
    out: list[str] = []
    for prelude, block in _rules(css):
        if block is None:
            out.append(prelude)
            continue
        if prelude.strip() == "@font-face" and "Font Awesome" in block and "data:" not in block:
            ttf = _FONT_URL.search(block)
            if ttf is None:
                raise PatchError(f"icon fonts cut: a Font Awesome @font-face with no .ttf: {block}")
            woff = _subset_woff(css_file.parent / ttf.group(2), codepoints)
            if woff is not None:
                data = base64.b64encode(woff).decode("ascii")
                src = f'src:url(data:font/woff;base64,{data}) format("woff")'
                block = substitute(block, _FONT_SRC, src, expected=1, what="icon fonts inline")
                out.append(f"{prelude}{{{block}}}")
            continue
        if _GROUPING.match(prelude.strip()):
            block = icon_font_faces(block, css_file, codepoints)
        out.append(f"{prelude}{{{block}}}")
    return "".join(out)


# ---------------------------------------------------------------------------
# Scripts in <head>

_HEAD = re.compile(r"<head>.*?</head>", re.S)
_CLASSIC = re.compile(
    r'<script(?P<attrs>(?: (?!defer|async|type)[\w-]+="[^"]*")*) src="(?P<src>[^"]+)"></script>'
)
_SEARCH = re.compile(
    r'\s*<script src="[^"]*(?:searchtools|language_data|searchindex)\.js[^"]*"></script>'
)
_OPTIONS = re.compile(r'<script src="[^"]*documentation_options\.js[^"]*"></script>')


_VIEW = '<script type="application/vnd.jupyter.widget-view+json">'
_STATE = re.compile(
    r'\s*<script type="application/vnd\.jupyter\.widget-state\+json">.*?</script>', re.S
)


def state_last(page: str) -> str:
    """The page with its widget state (myst-nb puts it in ``<head>``) at the end of ``<body>``.

    Up to 0.6 MB of JSON before the first line of text: on a slow connection nothing
    shows until it has arrived.  The host reads it once the page is parsed, wherever
    it is.

    >>> state = '<script type="application/vnd.jupyter.widget-state+json">{}</script>'
    >>> state_last(f"<head>{state}</head><body><p>Text</p></body>").split("<script")[0]
    '<head></head><body><p>Text</p>'
    """
    head_end = page.find("</head>")
    match = _STATE.search(page, 0, head_end if head_end >= 0 else 0)
    body_end = page.rfind("</body>")
    if match is None and _VIEW in page:
        raise PatchError("the widget state last: a page shows widgets, its <head> has no state")
    if match is None or body_end < 0:
        return page
    state = match.group(0).strip()
    return page[: match.start()] + page[match.end() : body_end] + state + page[body_end:]


def lighten_head(page: str, documentation_options: str, search_page: bool) -> str:
    """The page with its ``<head>`` scripts deferred, the Sphinx options inline, and no
    search scripts unless it is the search page.

    >>> head = ('<head><script src="_static/documentation_options.js?v=1"></script>'
    ...         '<script src="a.js"></script><script>let x = 1;</script>'
    ...         '<script defer src="b.js"></script><script src="searchtools.js"></script>'
    ...         '<script src="language_data.js"></script><script src="searchindex.js"></script>'
    ...         '</head>')
    >>> for tag in lighten_head(head, "const DOCUMENTATION_OPTIONS = {};", False).split("</"):
    ...     print(tag)
    <head><script>const DOCUMENTATION_OPTIONS = {};
    script><script defer src="a.js">
    script><script>let x = 1;
    script><script defer src="b.js">
    script>
    head>
    """

    def fix(match: re.Match[str]) -> str:
        head = match.group(0)
        if not search_page:
            # The theme's layout loads searchtools.js, language_data.js, searchindex.js.
            head = substitute(head, _SEARCH, "", expected=3, what="search scripts")
        options = documentation_options.replace("</", "<\\/")
        head = substitute(
            head,
            _OPTIONS,
            lambda _: f"<script>{options}</script>",
            expected=1,
            what="Sphinx's options inline",
        )
        return substitute(
            head,
            _CLASSIC,
            r'<script\g<attrs> defer src="\g<src>"></script>',
            expected=AT_LEAST_ONE,
            what="the head's scripts deferred",
        )

    return substitute(page, _HEAD, fix, expected=1, what="the head's scripts", limit=1)


# ---------------------------------------------------------------------------
# Pictures

_SIZED_IMG = re.compile(r'(<img\b[^>]*?) style="width: (\d+)px; height: (\d+)px;"')
_STYLED_IMG = re.compile(r'<img\b[^>]*? style="[^"]*\b(?:width|height):')


def img_sizes(page: str) -> str:
    """Pictures given a size in pixels (a figure's ``:width:``) keep their shape on a phone.

    Sphinx writes ``style="width: 718px; height: 490px;"``; the theme's
    ``max-width: 100%`` then narrows such a plot on a phone but keeps its height, so
    it is squeezed (Lighthouse: "displays images with incorrect aspect ratio").  As
    ``width``/``height`` attributes, with ``height: auto`` in ``runtime/site.css``,
    the size is the same on a wide screen and the shape everywhere.

    >>> img_sizes('<img alt="A plot" src="a.png" style="width: 718px; height: 490px;" />')
    '<img alt="A plot" src="a.png" width="718" height="490" />'
    """
    page = _SIZED_IMG.sub(r'\1 width="\2" height="\3"', page)
    # Any other way of writing a picture's size is a target missed.
    expect(len(_STYLED_IMG.findall(page)), 0, "pictures' sizes as attributes", _STYLED_IMG)
    return page


def smaller_png(data: bytes) -> bytes:
    """The PNG with a palette of at most 256 colours if that is smaller, else as it was.

    >>> from PIL import Image
    >>> buffer = io.BytesIO()
    >>> Image.new("RGB", (64, 64), (200, 30, 30)).save(buffer, "PNG")
    >>> len(smaller_png(buffer.getvalue())) <= len(buffer.getvalue())
    True
    """
    from PIL import Image  # matplotlib's dependency, so in the book's environment

    image = Image.open(io.BytesIO(data))
    if image.mode not in ("RGB", "RGBA"):
        return data
    paletted = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, "PNG", optimize=True)
    return out.getvalue() if out.tell() < len(data) * 0.9 else data


# ---------------------------------------------------------------------------
# The whole site

THEME_CSS = (
    "_static/styles/pydata-sphinx-theme.css",
    "_static/styles/sphinx-book-theme.css",
    "_static/sphinx-design.min.css",
    "_static/basic.css",
)


def _pages(out: Path) -> list[Path]:
    return sorted(p for p in out.rglob("*.html") if "_sources" not in p.parts)


def lighten(out: Path) -> dict[str, int]:
    """Lighten the built site in ``out`` in place; return the bytes saved by each step."""
    saved: dict[str, int] = {}
    pages = _pages(out)

    options_file = out / "_static" / "documentation_options.js"
    if not options_file.is_file():
        raise PatchError(
            "Sphinx's options inline: Sphinx wrote no _static/documentation_options.js"
        )
    options = options_file.read_text(encoding="utf-8").strip()
    before = 0
    for page in pages:
        text = page.read_text(encoding="utf-8")
        # A page of the theme (not the root redirect, nor the theme's macros in _static/).
        new = lighten_head(text, options, page.name == "search.html") if "<head>" in text else text
        new = state_last(img_sizes(new))
        if new != text:
            before += len(text) - len(new)
            page.write_text(new, encoding="utf-8")
    saved["head"] = before

    scripts = [
        p
        for p in out.rglob("*.js")
        if not {"mathjax", "pyodide", "_sources"} & set(p.relative_to(out).parts)
    ]
    used = words(p.read_text(encoding="utf-8", errors="replace") for p in [*pages, *scripts])
    missing = [name for name in THEME_CSS if not (out / name).is_file()]
    if missing:
        raise PatchError(f"unused CSS: the theme wrote no {', '.join(missing)}")
    css_files = [out / name for name in THEME_CSS]
    css_files += sorted((out / "_static").glob("mystnb.*.css"))
    purged: dict[Path, str] = {}
    saved["css"] = 0
    for css_file in css_files:
        text = css_file.read_text(encoding="utf-8")
        purged[css_file] = purge_css(text, used)
        saved["css"] += len(text) - len(purged[css_file])
    drawn: set[int] = set()
    for text in purged.values():
        drawn |= drawn_codepoints(re.sub(r"@font-face\{[^}]*\}", "", text))
    for css_file, text in purged.items():
        if "Font Awesome" in text and "@font-face" in text:
            text = icon_font_faces(text, css_file, drawn)
        css_file.write_text(text, encoding="utf-8")
    webfonts = out / "_static" / "vendor" / "fontawesome" / "webfonts"
    if not webfonts.is_dir():
        raise PatchError("icon fonts cut: the theme wrote no _static/vendor/fontawesome/webfonts")
    if "webfonts/" not in "".join(
        p.read_text(encoding="utf-8") for p in (out / "_static").rglob("*.css")
    ):
        saved["fonts"] = sum(p.stat().st_size for p in webfonts.iterdir())
        for font in webfonts.iterdir():
            font.unlink()
        webfonts.rmdir()

    saved["png"] = 0
    for picture in sorted((out / "_images").glob("*.png")):
        data = picture.read_bytes()
        smaller = smaller_png(data)
        if smaller is not data:
            picture.write_bytes(smaller)
            saved["png"] += len(data) - len(smaller)

    mathjax = out / "runtime" / "mathjax"
    if mathjax.is_dir() and not any(
        "runtime/mathjax/" in p.read_text(encoding="utf-8") for p in pages
    ):
        manifest_file = out / "runtime" / "MANIFEST.json"
        manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
        saved["mathjax"] = 0
        for name in [n for n in manifest if n.startswith("mathjax/")]:
            saved["mathjax"] += int(manifest.pop(name)["bytes"])
        manifest_file.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", "utf-8")
        for path in sorted(mathjax.rglob("*"), reverse=True):
            path.unlink() if path.is_file() else path.rmdir()
        mathjax.rmdir()
    return saved
