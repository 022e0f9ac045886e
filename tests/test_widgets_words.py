"""Every word a widget's view says is translatable, and the widgets speak German with the engine.

A view says its own words only through ``t("English words", {values})`` and
``t.n(singular, plural, n, {values})`` (``s66.translator`` in base.js); the widget's Python
reads those calls from its ``.js`` and its shared helpers' with Babel's JavaScript extractor
(:mod:`solo66.frontends.jswords`) and sends them translated in the ``words`` trait.  These
tests read the JavaScript too: a widget that sends other words than its views say, a
``t()`` word the engine's catalog does not translate, or an English literal shown outside
``t()`` fails.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from solo66 import Game
from solo66.frontends import widgets
from solo66.frontends.jswords import js_words
from solo66.frontends.table import TABLE_SCRIPT, english_words, table_words, words_json
from solo66.frontends.widgets.base import SHARED, SoloWidget
from solo66.i18n import _, speaking
from tools import catalogs

HERE = Path(widgets.__file__).resolve().parent

#: Each widget module and a class that draws it.
OWNERS: dict[str, type[SoloWidget]] = {
    "pack": widgets.PackExplorer,
    "replay": widgets.ReplayWidget,
    "tricks": widgets.TrickWidget,
    "deal": widgets.DealWidget,
    "auction": widgets.AuctionWidget,
    "discard": widgets.DiscardWidget,
    "scoring": widgets.ScoringWidget,
    "drills": widgets.LegalCardDrill,
}

#: Words that are the same in German and English, and why.
SAME_IN_GERMAN: dict[str, str] = {
    "Start": "the German button says „Start“ too",
}

#: Literals in the views that look like words but are not shown to a reader.
NOT_SHOWN: dict[str, str] = {
    "use strict": "a JavaScript directive",
    "svg defs": "a CSS selector",
    "ArrowRight": "a key's name (KeyboardEvent.key)",
    "ArrowLeft": "a key's name",
    "ArrowDown": "a key's name",
    "ArrowUp": "a key's name",
    "Home": "a key's name",
    "End": "a key's name",
    "Enter": "a key's name",
    "true": "an ARIA state",
    "false": "an ARIA state",
    "polite": "an ARIA live setting",
    "off": "an ARIA live setting",
    "smooth": "a scrolling behaviour",
    "auto": "a scrolling behaviour",
    "bottom": "a place at the table (a CSS class's part)",
    "open": "the replayer's view value",
    "${Math.floor(Math.min(room, 1920))}px": "a CSS width",
}

_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`|\'((?:[^\'\\\n]|\\.)*)\'')
_T_CALL = re.compile(r'\bt(?:\.n)?\(\s*"((?:[^"\\\n]|\\.)*)"(?:\s*,\s*"((?:[^"\\\n]|\\.)*)")?')
_T_OTHER = re.compile(r"\bt(?:\.n)?\(\s*(?!\")(?=\S)(?!\))")
#: Where a literal is shown: an element's text or accessible name, a live text.
_SHOWN_AT = re.compile(
    r'(?:\btext|"aria-label"|\blabel|"aria-valuetext"|\btitle|\bturnWord|\bempty|placeholder)'
    r"\s*:\s*(?:[^,{}]*\?\s*)?[\"`']$|\btextContent\s*=\s*[\"`']$|\}\s*,\s*[\"`']$"
    r"|\b(?:badge|replace|append|push|plural)\([^()]*[\"`']$|\?\s*[\"`']$|\?\s*[\"`'][^\"`']*[\"`']\s*:\s*[\"`']$"
)


def _code(text: str) -> str:
    """JavaScript without its comments (a comment may show a ``t("…")`` as an example)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"(?m)(^|\s)//.*$", r"\1", text)


def js(module: str) -> str:
    return _code((HERE / f"{module}.js").read_text(encoding="utf-8"))


def t_words(code: str) -> list[str]:
    """The English words of every ``t("…")`` and ``t.n("…", "…")`` in ``code`` (read with
    a regular expression, not as the widgets read them), once each, in order."""
    return list(dict.fromkeys(w for m in _T_CALL.finditer(code) for w in m.groups() if w))


def _without_values(literal: str) -> str:
    """A template literal with each ``${…}`` (braces counted) put as a space."""
    out, depth, i = [], 0, 0
    while i < len(literal):
        if depth == 0 and literal.startswith("${", i):
            depth, i = 1, i + 2
            out.append(" ")
            continue
        if depth:
            depth += {"{": 1, "}": -1}.get(literal[i], 0)
        else:
            out.append(literal[i])
        i += 1
    return "".join(out)


def _is_word(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]{2,}", text))


def english_literals(code: str) -> list[str]:
    """The string literals of ``code`` outside ``t()`` that a reader would see as English:
    a literal written where text is shown (``text:``, ``"aria-label":``, a child after the
    attributes, ``textContent =``), or any literal with two words or a capitalised word
    that is not a list of CSS classes, a key's name or another of :data:`NOT_SHOWN`."""
    code = _T_CALL.sub('t("")', code)
    found = []
    for m in _LITERAL.finditer(code):
        literal = next(g for g in m.groups() if g is not None)
        text = _without_values(literal)
        if not _is_word(text) or literal in NOT_SHOWN:
            continue
        tokens = text.split()
        if all(re.fullmatch(r"s66-[\w-]*", tok) for tok in tokens):
            continue  # class names
        before = code[max(0, m.start() - 80) : m.start() + 1]
        shown = _SHOWN_AT.search(before) is not None
        if shown or re.search(r"[A-Za-z] +[A-Za-z]|\b[A-Z][a-z]", text):
            found.append(literal)
    return found


# -- a widget sends the words its views say, and every one is translated ---------------


@pytest.mark.parametrize("module", ["base", "controls", *OWNERS])
def test_the_words_read_from_a_view_are_every_t_call_in_it(module: str) -> None:
    """Babel's JavaScript extractor finds what a plain reading of the source finds."""
    assert english_words(js_words(HERE / f"{module}.js")) == t_words(js(module))


@pytest.mark.parametrize("module", list(OWNERS))
def test_a_widget_sends_exactly_the_words_its_views_say(module: str) -> None:
    cls = OWNERS[module]
    said = [w for name in (*cls._shared, module) for w in t_words(js(name))]
    assert sorted(set(english_words(cls.all_words()))) == sorted(set(said))
    with speaking("de"):
        sent = cls.all_words() and words_json(cls.all_words())
    assert set(sent) <= set(said)


def test_every_word_the_views_say_is_in_the_catalog_and_translated() -> None:
    german = catalogs.read(catalogs.catalog_path("de"))
    for module in [*SHARED, *OWNERS]:
        for word in js_words(HERE / f"{module}.js"):
            message = german.get(word)
            assert catalogs.untranslated(message) is None, f"{module}.js: {word!r}"
            assert message.id == word, f"{module}.js: {word!r} is {message.id!r} in the catalog"


@pytest.mark.parametrize("module", ["base", "controls", *OWNERS])
def test_a_view_shows_no_english_outside_t(module: str) -> None:
    code = js(module)
    assert not _T_OTHER.search(code), f"{module}.js calls t() without a literal English text"
    found = english_literals(code)
    assert not found, f"{module}.js shows English outside t(): {found}"


def test_the_checks_catch_english_outside_t() -> None:
    code = _code(
        """
        const a = el("button", { class: "s66-step" }, "Previous");
        const b = el("span", { text: "led" });
        const c = el("ol", { "aria-label": `Trick ${n}, in the order played` });
        counter.textContent = `${word} ${step} of ${last}`;
        const d = el("p", { text: ok ? " allowed" : " not allowed" });
        const e = el("p", { class: "s66-a s66-b", text: t("Fine {n}", { n }) }); // t("x")
        """
    )
    assert english_literals(code) == [
        "Previous",
        "led",
        "Trick ${n}, in the order played",
        "${word} ${step} of ${last}",
        " allowed",
        " not allowed",
    ]
    assert t_words(code) == ["Fine {n}"]
    assert _T_OTHER.search("t(word)") and not _T_OTHER.search('t("word")')


def test_every_widget_sends_the_words_of_its_shared_helpers_and_its_own() -> None:
    for module, cls in OWNERS.items():
        words = cls.all_words()
        assert set(js_words(HERE / "base.js")) <= set(words), module
        if "s66steps" in js(module):
            assert "controls" in cls._shared, f"{module}.js uses controls.js: @with_controls"
        if "controls" in cls._shared:
            assert set(js_words(HERE / "controls.js")) <= set(words), module


# -- in German ------------------------------------------------------------------------------


def _played(seed: int) -> Game:
    game = Game.new(seed=seed)
    while not game.is_over():
        game.apply(game.legal_actions()[-1])
    return game


#: One of each widget, built as the book builds them.
MADE: dict[str, Callable[[], SoloWidget]] = {
    "pack": widgets.PackExplorer,
    "replay": lambda: widgets.ReplayWidget.from_game(_played(3), marks=False),
    "tricks": widgets.TrickWidget,
    "deal": lambda: widgets.DealWidget(seed=11),
    "auction": lambda: widgets.AuctionWidget(seed=15),
    "discard": lambda: widgets.DiscardWidget(seed=15),
    "scoring": widgets.ScoringWidget,
    "legal-card-drill": lambda: widgets.LegalCardDrill(count=3),
    "trick-drill": lambda: widgets.TrickDrill(count=3),
    "count-points-drill": lambda: widgets.CountPointsDrill(count=3),
    "score-drill": lambda: widgets.ScoreDrill(count=3),
    "auction-drill": lambda: widgets.AuctionDrill(count=3),
}


#: Keys of a widget's data that hold notation, not words, and no view shows.
NOTATION: dict[str, str] = {
    "history": "the trick widget's positions as record lines ('1: bid hearts'), not shown",
    "action": "the replayer's action in the record's notation; the view shows action_text",
    "actions": "each seat's view of it, in notation; the view shows told",
    # Not notation, but English on purpose for now: scoring.ipynb's hidden assert reads
    # "7 cards" in impossible()'s reason in both editions; translate both together.
    "messages": "the scoring calculator's reasons a pair is impossible (see above)",
}


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        if not value.lstrip().startswith("<"):
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in NOTATION:
                yield from _texts(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts(item)


@pytest.mark.parametrize("name", list(MADE))
def test_in_english_a_widget_sends_no_words(name: str) -> None:
    widget = MADE[name]()
    assert widget.words == {} and widget.lang == "en"


@pytest.mark.parametrize("name", list(MADE))
def test_a_widget_made_in_german_speaks_german(name: str) -> None:
    with speaking("de"):
        widget = MADE[name]()
    assert widget.lang == "de"
    untranslated = [
        w
        for w in english_words(type(widget).all_words())
        if w not in widget.words and w not in SAME_IN_GERMAN
    ]
    assert not untranslated, f"{name}: words sent in English: {untranslated}"
    for english, german in widget.words.items():
        fields = set(re.findall(r"\{(\w+)\}", english))
        assert set(re.findall(r"\{(\w+)\}", german)) == fields, (english, german)
    # The state the Python computed is German too: its titles, hints and labels.
    english_state = set(_texts(MADE[name]().data))
    left = sorted(
        text
        for text in set(_texts(widget.data)) & english_state
        if re.search(r"[a-z]{3,} [a-z]{3,}", text)
    )
    assert not left, f"{name}: English sentences in the German state: {left[:5]}"


def test_the_words_that_stay_the_same_are_the_same() -> None:
    with speaking("de"):
        same = {w for w in SAME_IN_GERMAN if _(w) == w}
    used = {w for cls in OWNERS.values() for w in english_words(cls.all_words())}
    assert same == {w for w in SAME_IN_GERMAN if w in used}


def test_the_card_tables_words_for_the_play_page() -> None:
    assert table_words() == {}
    with speaking("de"):
        words = table_words()
    assert words["to play"] != "to play"
    assert set(words) <= set(english_words(js_words(TABLE_SCRIPT)))
    assert (words["{n} trick"], words["{n} tricks"]) == ("{n} Stich", "{n} Stiche")
    assert words_json(["no such words, never translated"]) == {}


def test_the_play_page_is_sent_the_words_its_script_says(tmp_path: Path) -> None:
    """The play page's script can say its words as the widgets do, ``t("…")``:
    ``tools/play_assets.py`` reads them from it and from the engine's client it uses
    (as ``said``) and ``make translations`` puts them into the engine's catalog."""
    from solo66.frontends.playpage import page_words
    from tools import play_assets

    script = tmp_path / "play.js"
    script.write_text('el("b", {}, t("Hint"), t.n("{n} trick", "{n} tricks", n, { n }));', "utf-8")
    assert page_words(js_words(script))["said"] == {}
    with speaking("de"):
        said = page_words(js_words(script))["said"]
    assert said == {"Hint": "Tipp", "{n} trick": "{n} Stich", "{n} tricks": "{n} Stiche"}
    page = play_assets.HERE / play_assets.PAGE_SCRIPT
    client = play_assets.HERE / play_assets.ENGINE_CLIENT
    assert page in catalogs.sources() and client in catalogs.sources()
    head = play_assets.page_script().decode().split(";\n", 1)[0]
    sent = json.loads(head.split(" = ", 1)[1])
    with speaking("de"):
        assert sent["de"]["said"] == words_json(js_words(page) + js_words(client))
    assert "{what} did not finish within {seconds} s" in sent["de"]["said"]
