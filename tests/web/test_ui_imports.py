"""An imported game already in the list is not added twice: the same id and the same
actions open the listed game; a longer history of which the listed one is a prefix replaces it;
anything else is added, and nothing a player did is lost."""
from __future__ import annotations

import json

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.i18n import t
from pgui.storage import saves
from test_ui_saves import clock, play_one, start


def later_clock():
    """Another tablet's clock, an hour on: its own games get other ids."""
    minutes = iter(range(60, 10_000))
    return lambda: "2026-11-23 {:02d}:{:02d}".format(*divmod(next(minutes), 60))


def exported(app: App) -> str:
    app.dispatch("export")
    return app.download[1]


def two_tablets():
    """Ann's tablet plays a game and exports it; Zoe's tablet has a game of its own."""
    ann = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(ann, ["Ann", "Bob"])
    play_one(ann)
    zoe = App(DictStore({TABLE_KEY: "private"}), "en", clock=later_clock())
    start(zoe, ["Zoe", "Yan", "Xia"])
    return ann, zoe


def listed(app: App) -> list:
    return sorted(e["id"] for e in app.shelf.entries())


def test_the_same_game_imported_again_opens_the_listed_one():
    ann, zoe = two_tablets()
    text = exported(ann)
    zoe.import_text(text)
    assert zoe.game_id == ann.game_id                 # the file's id is kept while it is free
    before = listed(zoe)
    zoe.dispatch("to-start")
    zoe.import_text(text)
    assert listed(zoe) == before and zoe.game_id == ann.game_id and zoe.screen == "game"
    assert zoe.notice == t("en", "table.import.opened")
    assert zoe.game.actions == ann.game.actions


def test_a_longer_history_of_a_listed_game_replaces_it():
    ann, zoe = two_tablets()
    zoe.import_text(exported(ann))
    before = listed(zoe)
    play_one(ann)
    play_one(ann)
    zoe.import_text(exported(ann))
    assert listed(zoe) == before
    assert zoe.notice == t("en", "table.import.replaced")
    stored = saves.load_full(zoe.shelf.read(ann.game_id))
    assert stored.game.actions == ann.game.actions and len(stored.game.actions) == 3


def test_a_shorter_or_different_history_is_added_and_nothing_is_lost():
    """The listed game went further than the file: the file joins the list, the listed game keeps
    every action. A different game under the same id is added too."""
    ann, zoe = two_tablets()
    early = exported(ann)
    play_one(ann)
    zoe.import_text(exported(ann))
    zoe.import_text(early)                              # a prefix of the listed one: added
    assert len(listed(zoe)) == 3 and zoe.game_id != ann.game_id
    longer = saves.load_full(zoe.shelf.read(ann.game_id))
    assert len(longer.game.actions) == 2
    other = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(other, ["Ann", "Bob", "Cem"])                 # another game (another tablet, same minute) ...
    forged = json.loads(exported(other))
    forged["id"] = ann.game_id                          # ... that claims the same id
    zoe.import_text(json.dumps(forged))
    assert len(listed(zoe)) == 4
    assert len(saves.load_full(zoe.shelf.read(ann.game_id)).game.actions) == 2


def test_a_broken_listed_game_under_the_id_is_left_alone_and_the_file_is_added():
    """A hostile or damaged stored save under the file's id is neither opened nor overwritten."""
    ann, zoe = two_tablets()
    text = exported(ann)
    zoe.shelf.store.set(saves.GAME_PREFIX + ann.game_id, '{"app": "powergrid-web", "version": 2, "game": [')
    zoe.import_text(text)
    assert zoe.game_id != ann.game_id and zoe.game.actions == ann.game.actions
    assert zoe.shelf.read(ann.game_id).endswith('"game": [')
    version1 = json.loads(text)
    version1.update(version=1)
    for key in ("id", "saved", "seats"):
        del version1[key]
    zoe.import_text(json.dumps(version1))               # no id at all: added
    assert zoe.game.actions == ann.game.actions and zoe.game_id not in (ann.game_id, None)
