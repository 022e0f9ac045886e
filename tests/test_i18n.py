"""The engine speaks German: the catalogs are complete, the switch works and changes
nothing else, and the property and observation tests hold in German too."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import solo66
from solo66 import Card, Game, Phase, Reason, Rules
from solo66.core import narration
from solo66.frontends import cli
from solo66.i18n import LOCALE_DIR, available_languages, language, set_language, speaking
from tests.strategies import ALL_ACTIONS, SETTINGS, rules
from tools import catalogs

ROOT = Path(__file__).resolve().parent.parent
DE_PO = LOCALE_DIR / "de" / "LC_MESSAGES" / "solo66.po"


# -- the catalogs -------------------------------------------------------------------


def test_every_engine_message_is_translated_and_not_fuzzy():
    found = catalogs.problems("de")
    assert not found, (
        "messages to translate in solo66/locale/de (make translations):\n" + "\n".join(found)
    )


def test_the_check_names_an_untranslated_and_a_fuzzy_message(tmp_path, monkeypatch):
    messages = catalogs.read(DE_PO)
    messages["You hold {suit}: you must follow suit (Bedienpflicht)."].string = ""
    messages["{name} passes."].flags.add("fuzzy")
    broken = tmp_path / "de" / "LC_MESSAGES" / "solo66.po"
    broken.parent.mkdir(parents=True)
    broken.write_text(catalogs.write(messages), encoding="utf-8")
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    found = catalogs.problems("de")
    assert len(found) == 2
    assert (
        "untranslated in de: 'You hold {suit}: you must follow suit (Bedienpflicht).'"
        in found[0] + found[1]
    )
    assert any("fuzzy in de: '{name} passes.'" in line for line in found)


def test_a_translation_with_other_placeholders_is_named(tmp_path, monkeypatch):
    messages = catalogs.read(DE_PO)
    messages["{name} passes."].string = "{nam} passt."
    broken = tmp_path / "de" / "LC_MESSAGES" / "solo66.po"
    broken.parent.mkdir(parents=True)
    broken.write_text(catalogs.write(messages), encoding="utf-8")
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    assert [line.split(": ", 1)[1] for line in catalogs.problems("de")] == [
        "placeholders differ in de: '{name} passes.' -> '{nam} passt.'"
    ]


def test_the_catalog_reads_back_as_written():
    text = DE_PO.read_text(encoding="utf-8")
    assert catalogs.write(catalogs.read(DE_PO)) == text


def test_a_compiled_catalog_matches_its_source():
    compiled = DE_PO.with_suffix(".mo")
    if not compiled.exists():
        pytest.skip("no compiled catalog in this checkout (make venv builds it)")
    assert compiled.read_bytes() == catalogs.mo_bytes(catalogs.read(DE_PO)), (
        "stale .mo: run make catalogs"
    )


def test_merging_keeps_translations_and_marks_new_messages():
    template = catalogs.template()
    translations = {(m.id, m.context): m.string for m in catalogs.messages(DE_PO)}
    merged = catalogs.merge(template, catalogs.read(DE_PO))
    assert {(m.id, m.context): m.string for m in merged if m.id} == translations
    assert catalogs.write(merged) == DE_PO.read_text(encoding="utf-8")
    dropped = catalogs.read(DE_PO)
    del dropped["{name} passes."]
    dropped.add("Gone from the engine.", "Nicht mehr in der Engine.")
    remerged = catalogs.merge(template, dropped)
    new = remerged["{name} passes."]
    assert catalogs.translations(new) == [""] and catalogs.untranslated(new) is not None
    assert list(remerged.obsolete) == ["Gone from the engine."]


# -- switching ----------------------------------------------------------------------


def test_english_is_the_default_and_german_is_there():
    assert language() == "en"
    assert available_languages() == ("de", "en")


def test_a_bad_language_code_is_refused_and_changes_nothing():
    set_language("de")
    for bad in ("xx", "", "deutsch", 7):
        with pytest.raises(
            ValueError, match=r"no language .*: Solo 66 speaks de \(German\), en \(English\)"
        ):
            set_language(bad)  # type: ignore[arg-type]
        assert language() == "de"
    assert str(Game.new(seed=1).why_not("play ♣A")).startswith("Es wird gereizt")


def test_region_and_case_variants_name_the_language():
    for code in ("DE", "de_DE", "de-AT", "de_DE.UTF-8"):
        set_language(code)
        assert language() == "de"
    set_language("en")
    assert language() == "en"


def test_a_speaking_block_is_its_own_threads_and_set_language_the_whole_processes():
    import threading

    inside = threading.Event()
    leave = threading.Event()
    heard: list[str] = []

    def speak_german() -> None:
        with speaking("de"):
            heard.append(language())
            inside.set()
            leave.wait(10)

    thread = threading.Thread(target=speak_german)
    thread.start()
    assert inside.wait(10)
    assert language() == "en" and heard == ["de"]
    leave.set()
    thread.join(10)
    set_language("de")
    seen: list[str] = []
    thread = threading.Thread(target=lambda: seen.append(language()))
    thread.start()
    thread.join(10)
    assert seen == ["de"]


def test_the_fixture_restored_the_language():
    # Run after tests that switched to German and did not switch back.
    assert language() == "en"


def _must_follow_suit() -> Game:
    rng = random.Random(7)
    for seed in range(200):
        game = Game.new(seed=seed)
        while not game.is_over():
            if game.phase is Phase.PLAY and game.current_trick:
                led = game.current_trick[0].suit
                hand = game.hands[game.current_player or 0]
                if any(c.suit is led for c in hand) and any(
                    c.suit is not led and c.suit is not game.trump for c in hand
                ):
                    return game
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no position found")


def test_why_not_names_the_bedienpflicht_in_german():
    game = _must_follow_suit()
    led = game.current_trick[0].suit
    hand = game.hands[game.current_player or 0]
    off_suit = next(c for c in hand if c.suit is not led and c.suit is not game.trump)
    english = game.why_not(off_suit)
    set_language("de")
    german = game.why_not(off_suit)
    assert english is not None and german is not None
    assert english.reason is german.reason is Reason.MUST_FOLLOW_SUIT
    assert (
        str(german)
        == f"Du hast {led.symbol} auf der Hand: Du musst die Farbe bedienen (Bedienpflicht)."
    )
    assert str(english) == f"You hold {led.symbol}: you must follow suit (Bedienpflicht)."
    with pytest.raises(solo66.IllegalAction, match="Du musst die Farbe bedienen"):
        game.apply(f"play {off_suit}")


def test_card_and_suit_names_follow_german_usage():
    set_language("de")
    names = {
        str(c): c.label
        for c in (Card.from_str(t) for t in ("♣A", "♠10", "♥K", "♦Q", "♣J", "♠9", "♥8", "♦7"))
    }
    assert names == {
        "♣A": "Kreuz-Ass",
        "♠10": "Pik-Zehn",
        "♥K": "Herz-König",
        "♦Q": "Karo-Dame",
        "♣J": "Kreuz-Bube",
        "♠9": "Pik-Neun",
        "♥8": "Herz-Acht",
        "♦7": "Karo-Sieben",
    }
    assert [s.label for s in sorted(solo66.Suit, reverse=True)] == ["Kreuz", "Pik", "Herz", "Karo"]


def test_plurals_follow_the_count():
    with speaking("de"):
        assert narration._card_points(1) == "1 Auge"
        assert narration._card_points(25) == "25 Augen"
        assert narration._with_taken(40, 1) == "mit 40 Augen und 1 Stich"
        assert narration._with_taken(40, 3) == "mit 40 Augen und 3 Stichen"


def test_actions_and_records_stay_the_same_in_german():
    # Action texts, deal codes and records are data, the same in every language.
    game = Game.new(seed=5)
    english = [str(a) for a in game.legal_actions()]
    set_language("de")
    assert [str(a) for a in game.legal_actions()] == english
    assert str(game.view(0)).startswith("seat 0 | auction")


def test_the_environment_variable_chooses_the_language():
    env = {**os.environ, "SOLO66_LANG": "de"}
    code = "import solo66; print(solo66.language(), solo66.Card.from_str('♥K').label)"
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout == "de Herz-König\n"
    env["SOLO66_LANG"] = "klingon"
    bad = subprocess.run(
        [sys.executable, "-c", "import solo66"], env=env, capture_output=True, text=True
    )
    assert bad.returncode != 0
    assert "no language 'klingon': Solo 66 speaks de (German), en (English)" in bad.stderr


def test_a_source_tree_without_compiled_catalogs_still_speaks_german(monkeypatch, tmp_path):
    # The .mo is built; without it the .po is compiled in memory, to the same catalog.
    from solo66 import i18n

    source = tmp_path / "de" / "LC_MESSAGES"
    source.mkdir(parents=True)
    (source / "solo66.po").write_bytes(DE_PO.read_bytes())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    set_language("de")
    assert i18n._("Everyone has passed.") == "Alle haben gepasst."


# -- the command line ---------------------------------------------------------------


def _run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(argv, stdin=io.StringIO(""), stdout=out, stderr=err)  # type: ignore[arg-type]
    return status, out.getvalue(), err.getvalue()


def test_the_cli_speaks_german_with_lang_and_english_after():
    status, out, _ = _run(["--lang", "de", "score", "70", "3"])
    assert status == 0
    assert "Ein Solospieler mit 70 Augen und 3 Stichen: gewonnen." in out
    assert language() == "en"  # the command line switched back when it ended
    status, out, _ = _run(["score", "70", "3"])
    assert out.startswith("A soloist with 70 card points and 3 tricks: win.")


def test_the_cli_refuses_a_bad_language():
    status, out, err = _run(["--lang", "xx", "score", "70", "3"])
    assert status == 2 and not out
    assert "no language 'xx': Solo 66 speaks de (German), en (English)" in err


def test_the_cli_help_is_german():
    status, out, _ = _run(["--lang", "de", "--help"])
    assert status == 0
    assert out.startswith("Aufruf: solo66 [-h] [--lang CODE] COMMAND ...")
    assert "Optionen:" in out and "diese Hilfe zeigen und beenden" in out
    assert "ein Spiel im Terminal gegen vier Bots spielen" in out
    status, out, _ = _run(["--lang", "de", "deal", "--help"])
    assert "Regeloptionen für --rule NAME=VALUE" in out


def test_the_cli_tells_a_german_deal_and_german_errors():
    status, out, _ = _run(["deal", "--seed", "4", "--lang=de"])
    assert status == 0
    assert "  Platz 1 (Vorhand)   ♣K ♣J ♠8 ♥K ♦9 ♦7" in out
    assert "Vorhand ist Platz 1: reizt zuerst und spielt zuerst aus" in out
    status, out, err = _run(["--lang", "de", "deal", "--seat", "9"])
    assert status == 2
    assert "solo66 deal: Fehler: unbekannte Argumente: --seat\n" in err


def test_a_german_hand_at_the_terminal():
    out, err = io.StringIO(), io.StringIO()
    argv = ["--lang", "de", "play", "--seed", "3", "--seat", "4"]
    status = cli.main(argv, stdin=io.StringIO("1\n" * 60), stdout=out, stderr=err)  # type: ignore[arg-type]
    assert status == 0, err.getvalue()
    text = out.getvalue()
    assert "Deine Wahl (Nummer oder Zug, ? für Hilfe): " in text
    assert "Punkte: " in text and "Dieses Spiel noch einmal spielen" in text
    for english in ("Your choice", "Score:", "Trick ", "seat "):
        assert english not in text


# -- a random hand, in German (the property and observation tests run in German too:
# test_properties.py, test_observation.py) ------------------------------------------


@settings(SETTINGS, max_examples=100)
@given(st.integers(0, 2**32), rules(), st.integers(0, 4))
def test_every_sentence_of_a_hand_is_german(seed: int, game_rules: Rules, dealer: int):
    """Every refusal and every narrated step of a random hand differs from the English,
    and no sentence keeps a placeholder."""
    game = Game.new(seed=seed, rules=game_rules, dealer=dealer)
    rng = random.Random(seed)
    told = narration.Narrator()
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        refused = next(
            (a for a in rng.sample(ALL_ACTIONS, 20) if game.why_not(a) is not None), None
        )
        before = game.clone()
        game.apply(action)
        seat = before.current_player or 0
        english = told.step(before, seat, action, game)
        refusal_en = str(before.why_not(refused)) if refused is not None else ""
        with speaking("de"):
            german = narration.Narrator().step(before, seat, action, game)
            refusal_de = str(before.why_not(refused)) if refused is not None else ""
        for en, de in zip((*english, refusal_en), (*german, refusal_de), strict=True):
            assert "{" not in de and "}" not in de
            assert de != en or not en, de
    assert game.result is not None
    english_result = narration.result_sentence(game.result)
    with speaking("de"):
        german_result = narration.result_sentence(game.result)
    assert german_result != english_result and "{" not in german_result


# -- the build ------------------------------------------------------------------------


def test_a_wheel_built_from_the_repository_holds_the_compiled_catalog(tmp_path):
    """``pip install .`` installs a wheel: it must hold the German ``.mo``, compiled
    by the build from the ``.po``, and that catalog must speak German."""
    source = tmp_path / "src"
    files = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for name in files:
        if (ROOT / name).is_file() and not name.startswith(("book/", "tests/", "benchmarks/")):
            target = source / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes((ROOT / name).read_bytes())
    assert not (source / "solo66/locale/de/LC_MESSAGES/solo66.mo").exists()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp_path / "dist"),
            str(source),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = (tmp_path / "dist").glob("solo66-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert "solo66/locale/de/LC_MESSAGES/solo66.mo" in names
        compiled = archive.read("solo66/locale/de/LC_MESSAGES/solo66.mo")
    assert compiled == catalogs.mo_bytes(catalogs.read(DE_PO))


def test_a_record_refused_in_german_still_says_its_line():
    from solo66.core import record
    from solo66.core.record import RecordError

    set_language("de")
    with pytest.raises(RecordError) as refused:
        record.loads("deal: 2G2K-MG1J-VNA7-8YE8\n4: play ♣A\n")
    assert refused.value.line == 2 and refused.value.where == "line 2"
    assert str(refused.value) == (
        "Zeile 2: Für Platz 4 ist „play ♣A“ nicht erlaubt: Es wird gereizt: Platz 4 darf "
        "passen oder eine Farbe reizen, nicht eine Karte spielen."
    )


def test_a_record_written_in_german_reads_back_in_english():
    from solo66.core import record

    game = Game.new(seed=3)
    while not game.is_over():
        game.apply(game.legal_actions()[-1])
    with speaking("de"):
        german = record.dumps(game)
    assert "# Stich 1: Platz 1 spielt aus" in german  # the comments are German
    english = record.dumps(game)
    assert [line for line in german.splitlines() if not line.startswith("#")] == [
        line for line in english.splitlines() if not line.startswith("#")
    ]
    assert record.loads(german).history == game.history
