"""Small Sphinx fixes for the Solo 66 book, loaded through ``local_extensions`` in _config.yml.

- Citation lists: docutils writes ``<div role="list">`` around entries with the role
  ``doc-biblioentry``, which is not a list item, so the list is invalid ARIA
  (axe: aria-required-children, critical).  The entries become list items.
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

_FIXES = ((' role="doc-biblioentry"', ' role="listitem"'),)


def _fix_body(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    body = context.get("body")
    if isinstance(body, str):
        for old, new in _FIXES:
            body = body.replace(old, new)
        context["body"] = body


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", _fix_body)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
