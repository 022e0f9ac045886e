"""A translated paragraph finds its page's glued values (tools/sphinx_solo66.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from docutils import nodes
from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser
from myst_nb.core.variables import RetrievalError
from myst_nb.ext.glue import utils
from sphinx_solo66 import _glue_data


def _renderer(glue: dict[str, Any]) -> Any:
    """What myst-nb keeps as a page's ``nb_renderer``, as far as glue looks at it."""
    return SimpleNamespace(renderer=SimpleNamespace(nb_client=SimpleNamespace(glue_data=glue)))


def test_a_translated_paragraph_takes_the_pages_glue_and_gives_it_back() -> None:
    retrieve = _glue_data(utils.retrieve_glue_data)
    settings = get_default_settings(Parser)
    page = nodes.document(settings, None)
    page["nb_renderer"] = _renderer({"winner": {"data": {"text/plain": "'Anna'"}}})
    translated = nodes.document(settings, None)  # Sphinx hands the page's settings on
    with pytest.raises(RetrievalError):
        retrieve(translated, "winner")  # nothing glued on this page yet
    assert retrieve(page, "winner").data == {"text/plain": "'Anna'"}
    assert retrieve(translated, "winner").data == {"text/plain": "'Anna'"}
    assert "nb_renderer" not in translated  # borrowed for the look-up only
    with pytest.raises(RetrievalError, match="No key 'loser'"):
        retrieve(translated, "loser")
