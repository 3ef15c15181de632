"""The page survives what the engine refuses: stored saves and imported files that are too
deep or too large are refused before they are parsed, shown with the usual "could not load"
screen or import message, and the good game is kept. An import adds a game: the one in
progress stays in the list."""
from __future__ import annotations

import json

import pytest

from pgui.storage import saves
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.i18n import t
from web_scenes import COLORS, new_game

DEEP_STORED = '{"app": "powergrid-web", "version": 1, "game": ' + "[" * 10_000 + "]" * 10_000 + "}"
DEEP_IMPORT = "[" * 100_000 + "]" * 100_000


@pytest.fixture
def no_unguarded_parse(monkeypatch):
    """json.loads must never see a text nested deeper than a save can be (Pyodide's stack dies
    on it), so every such text has to be stopped by the guard first."""
    real = json.loads

    def loads(text, *a, **k):
        if isinstance(text, str) and "[" * 100 in text:
            raise AssertionError("a deeply nested text reached json.loads")
        return real(text, *a, **k)
    monkeypatch.setattr(json, "loads", loads)


def _game_app(store=None):
    app = App(store or DictStore({TABLE_KEY: "private"}), "en")
    app.set_game(new_game(3), COLORS[:3])
    app.save()
    return app


@pytest.mark.parametrize("raw", [DEEP_STORED, DEEP_IMPORT])
def test_a_deep_stored_save_shows_the_load_error_screen(raw, no_unguarded_parse):
    store = DictStore({TABLE_KEY: "private", saves.SAVE_KEY: raw})
    app = App(store, "en")
    app.boot()
    layout, parts = app.render()
    assert layout == "loaderror"
    html = parts["pg-screen"]
    assert t("en", "save.error_title") in html and t("en", "save.bad_json") in html
    assert 'id="raw-save"' in html and 'data-action="to-start"' in html    # download, start anew
    assert store.get(saves.SAVE_KEY) == raw                                  # kept until a new game
    app.dispatch("to-start")
    assert app.render()[0] == "start"
    app.dispatch("start")
    assert store.get(saves.BACKUP_KEY) == raw and app.game is not None


def test_an_oversized_stored_save_is_refused_before_parsing(no_unguarded_parse):
    raw = '{"app": "powergrid-web", "pad": "' + "x" * 2_100_000 + '"}'
    app = App(DictStore({TABLE_KEY: "private", saves.SAVE_KEY: raw}), "it")
    app.boot()
    layout, parts = app.render()
    assert layout == "loaderror"
    assert t("it", "error.save_too_large") in parts["pg-screen"]


def test_a_deep_import_is_refused_and_the_game_kept(no_unguarded_parse):
    app = _game_app()
    before = app.shelf.current_text()
    assert before
    state = json.dumps(app.game.state)
    app.import_text(DEEP_IMPORT)
    layout, parts = app.render()
    assert layout == "start"
    assert t("en", "save.bad_json") in parts["pg-screen"]
    assert json.dumps(app.game.state) == state and app.shelf.current_text() == before


def test_a_deep_import_without_a_game(no_unguarded_parse):
    app = App(DictStore({TABLE_KEY: "private"}), "ro")
    app.import_text(DEEP_IMPORT)
    assert app.game is None
    assert t("ro", "save.bad_json") in app.render()[1]["pg-screen"]


def test_a_file_too_large_is_not_read():
    app = _game_app()
    assert app.import_allowed(50_000)
    assert not app.import_allowed(saves.MAX_FILE_BYTES + 1)
    html = app.render()[1]["pg-screen"]
    assert t("en", "import.too_big", limit=8) in html
    assert app.game is not None


def test_import_adds_a_game_and_keeps_the_game_in_progress():
    app = _game_app()
    before_id, before = app.game_id, app.shelf.current_text()
    incoming = App(DictStore({TABLE_KEY: "private"}), "en")
    incoming.set_game(new_game(2, seed=5, names=["Zoe", "Yan"]), COLORS[:2])
    text = saves.dumps(incoming.game, incoming.colors, "en")

    app.import_text(text)
    assert app.layout() == "handover"
    assert [p["name"] for p in app.game.view()["players"]] == ["Zoe", "Yan"]
    assert saves.load(app.shelf.current_text())[0].state == app.game.state
    assert app.shelf.read(before_id) == before                      # nothing replaced
    app.dispatch("new")
    html = app.render()[1]["pg-screen"]
    assert "Zoe, Yan" in html and "Ann, Bob, Cem" in html


def test_import_without_a_game_needs_no_confirmation():
    src = _game_app()
    app = App(DictStore(), "en")
    app.import_text(saves.dumps(src.game, src.colors, "en"))
    # straight into the game (at an open table, the default, without a hand-over screen)
    assert app.layout() == "game" and app.game.state == src.game.state
