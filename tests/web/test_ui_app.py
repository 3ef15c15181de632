"""The app flow: start screen, hand-over between players, undo, saving and resuming, broken saves."""
from __future__ import annotations

import json

import pytest

from pgui.storage import saves
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.i18n import LANGS, t
from web_scenes import COLORS, app_for, new_game


def started(n=2, lang="en", table="private", **setup) -> App:
    """A started game; the tablet is passed with a hand-over screen unless table="open"."""
    app = App(DictStore({TABLE_KEY: table}), lang)
    app.boot()
    app.dispatch("players", {"n": str(n)})
    for k, v in setup.items():
        app.setup[k] = v
    app.dispatch("start")
    assert app.game is not None, app.start_error
    return app


def test_start_screen_then_hand_over_to_the_first_player():
    app = App(DictStore({TABLE_KEY: "private"}), "en-US")
    app.boot()
    layout, parts = app.render()
    assert layout == "start"
    assert 'data-action="start"' in parts["pg-screen"] and 'data-action="continue"' not in parts["pg-screen"]
    app.set_field("name", {"seat": "0", "value": "Alice"})
    app.dispatch("players", {"n": "2"})
    app.dispatch("start")
    first = app.game.decision()["player"]
    layout, parts = app.render()
    assert layout == "handover"
    name = app.game.state["players"][first]["name"]
    assert t("en", "handover.button", name=name) in parts["pg-screen"]
    assert "Alice" in [p["name"] for p in app.game.state["players"]]
    app.dispatch("ack")
    assert app.render()[0] == "game"


def test_the_engine_validates_the_setup_and_its_message_is_shown():
    app = App(DictStore(), "en")
    app.set_field("name", {"seat": "0", "value": "x" * 40})
    app.dispatch("start")
    assert app.game is None
    html = app.render()[1]["pg-screen"]
    assert "longer than 32" in html
    app.set_field("name", {"seat": "0", "value": "Ann"})
    app.dispatch("region-mode", {"mode": "pick"})
    app.dispatch("region", {"region": "west"})
    html = app.render()[1]["pg-screen"]
    assert 'class="regionmap"' in html and 'data-region="west" role="button" aria-pressed="true"' in html
    app.dispatch("start")
    assert app.game is None and "exactly 3 regions" in app.render()[1]["pg-screen"]
    app.dispatch("region", {"region": "northeast"})
    app.dispatch("region", {"region": "southeast"})
    app.dispatch("start")
    assert app.game is None and "adjacent" in app.render()[1]["pg-screen"]
    app.dispatch("region", {"region": "southeast"})
    app.dispatch("region", {"region": "northeast"})
    app.dispatch("region", {"region": "east"})
    app.dispatch("region", {"region": "northwest"})
    app.dispatch("start")
    assert app.game is not None and app.game.state["regions"] == ["east", "northwest", "west"]


def test_setup_refusals_are_in_the_players_language():
    app = App(DictStore(), "ro")
    app.set_field("name", {"seat": "1", "value": app.setup["names"][0]})
    app.dispatch("start")
    assert app.game is None
    assert t("ro", "error.names_duplicate") in app.render()[1]["pg-screen"]
    app.dispatch("lang", {"value": "it"})
    app.set_field("name", {"seat": "1", "value": "Bea"})
    app.dispatch("region-mode", {"mode": "pick"})
    for region in ("west", "northeast", "southeast"):
        app.dispatch("region", {"region": region})
    app.dispatch("start")
    assert app.game is None
    assert t("it", "error.regions_not_adjacent").replace("'", "&#x27;") in app.render()[1]["pg-screen"]


def test_a_save_with_an_illegal_action_is_refused_in_the_players_language():
    raw = json.loads(saves.dumps(new_game(2), ["red", "blue"], "en"))
    raw["game"]["actions"] = [{"type": "open", "player": 0, "plant": 3, "bid": 1}]
    with pytest.raises(saves.SaveError) as info:
        saves.load(json.dumps(raw))
    assert info.value.key == "error.save_action_illegal"
    assert info.value.message("it") == t("it", "error.save_action_illegal", index=1)
    store = DictStore({saves.SAVE_KEY: json.dumps(raw), saves.LANG_KEY: "ro"})
    app = App(store, "en")
    app.boot()
    assert app.layout() == "loaderror"
    assert t("ro", "error.save_action_illegal", index=1) in app.render()[1]["pg-screen"]


def test_colours_stay_distinct():
    app = App(DictStore(), "en")
    app.dispatch("color", {"seat": "0", "color": "blue"})
    assert app.setup["colors"][:2] == ["blue", "red"]
    assert len(set(app.setup["colors"])) == 6


def test_hand_over_only_between_different_players():
    app = started(2)
    g = app.game
    a = g.decision()["player"]
    app.dispatch("ack")
    app.dispatch("pick-plant", {"plant": "3"})
    app.dispatch("open", {"plant": "3", "bid": "3"})
    # round 1, two players: the other player must buy too, so the auction is over at once
    assert g.decision()["player"] != a
    assert app.layout() == "handover"
    assert g.decision()["kind"] == "bid"          # the other player may bid for it
    app.dispatch("ack")
    b = g.decision()["player"]
    app.dispatch("pass")
    assert app.layout() == "game"                 # the same player decides again: no hand-over
    assert g.decision() == {"player": b, "kind": "choose"}
    plant = next(x for x in g.legal_actions() if x["type"] == "open")["plant"]
    app.dispatch("open", {"plant": str(plant), "bid": str(plant)})
    # phase 3 starts with the last in turn order; a hand-over only if it is someone else
    d = g.decision()
    assert d["kind"] == "buy"
    assert app.layout() == ("game" if d["player"] == b else "handover")


def test_actions_of_someone_who_has_not_taken_the_tablet_are_ignored():
    app = started(2)
    n = len(app.game.actions)
    app.dispatch("open", {"plant": "3", "bid": "3"})
    assert len(app.game.actions) == n


def test_undo_takes_back_the_last_action_and_hands_back():
    app = started(3)
    g = app.game
    app.dispatch("ack")
    a = g.decision()["player"]
    app.dispatch("open", {"plant": "3", "bid": "3"})
    assert g.can_undo() and app.layout() == "handover"
    html = app.render()[1]["pg-screen"]
    assert 'data-action="undo"' in html and g.state["players"][a]["name"] in html.split('data-action="undo"')[1]
    app.dispatch("undo")
    assert g.decision() == {"player": a, "kind": "choose"} and not g.actions
    assert app.layout() == "game"           # the same player still holds the tablet


def test_every_action_is_saved_and_a_reload_resumes_mid_auction():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en")
    app.dispatch("players", {"n": "3"})
    app.dispatch("start")
    app.dispatch("ack")
    app.dispatch("open", {"plant": "4", "bid": "6"})
    raw = app.shelf.current_text()
    data = json.loads(raw)
    assert data["app"] == "powergrid-web" and data["version"] == 2
    assert data["seats"] == [{"kind": "person"}] * 3
    assert data["colors"] == ["red", "blue", "green"] and data["game"] == app.game.to_json()
    again = App(store, "en")
    again.boot()
    assert again.game.state == app.game.state
    assert again.layout() == "handover"
    again.dispatch("ack")
    assert again.game.decision()["kind"] == "bid"
    assert 'data-action="raise"' in again.render()[1]["pg-decision"]


GARBAGE = [
    "{not json",
    "",
    "null",
    '{"app": "something-else", "version": 1}',
    '{"app": "powergrid-web", "version": 99, "colors": [], "game": {}}',
    '{"app": "powergrid-web", "version": 1, "colors": ["red", "blue"], "game": {"format": "x"}}',
]


def broken_saves():
    good = json.loads(saves.dumps(new_game(2), ["red", "blue"], "en"))
    truncated = saves.dumps(new_game(2), ["red", "blue"], "en")[:-7]
    bad_colors = dict(good, colors=["red", "red"])
    unknown_color = dict(good, colors=["red", "<b>"])
    forged = json.loads(json.dumps(good))
    forged["game"]["actions"] = [{"type": "open", "player": 0, "plant": 3, "bid": 1}]
    return GARBAGE + [truncated, json.dumps(bad_colors), json.dumps(unknown_color), json.dumps(forged)]


@pytest.mark.parametrize("raw", broken_saves())
def test_broken_saves_are_rejected_with_a_message(raw):
    with pytest.raises(saves.SaveError) as info:
        saves.load(raw)
    for lang in LANGS:
        assert info.value.message(lang)


def test_a_corrupt_save_is_kept_offered_and_backed_up_before_a_new_game():
    store = DictStore({saves.SAVE_KEY: "garbage <script>"})
    app = App(store, "en")
    app.boot()
    layout, parts = app.render()
    assert layout == "loaderror"
    html = parts["pg-screen"]
    assert t("en", "save.error_title") in html and 'download="' in html
    assert "data:application/json;charset=utf-8,garbage%20%3Cscript%3E" in html
    assert "<script" not in html
    assert store.get(saves.SAVE_KEY) == "garbage <script>"
    app.dispatch("to-start")
    assert app.render()[0] == "start" and store.get(saves.SAVE_KEY) == "garbage <script>"
    app.dispatch("players", {"n": "2"})
    app.dispatch("start")
    assert store.get(saves.BACKUP_KEY) == "garbage <script>"
    assert store.get(saves.SAVE_KEY) is None            # moved aside: the broken screen does not come back
    assert saves.load(app.shelf.current_text())[0].state == app.game.state


def test_import_and_export():
    app = started(2)
    app.dispatch("ack")
    app.dispatch("open", {"plant": "3", "bid": "3"})
    app.dispatch("export")
    name, text = app.download
    assert name.endswith(".json")
    other = App(DictStore({TABLE_KEY: "private"}), "en")
    other.import_text(text)
    assert other.game.state == app.game.state and other.layout() == "handover"
    assert saves.load(other.shelf.current_text())[0].state == app.game.state
    bad = App(DictStore(), "en")
    bad.import_text('{"app": "powergrid-web", "version": 1, "colors": [], "game": {"format": "powergrid-game"}}')
    assert bad.game is None and bad.layout() == "start"
    assert t("en", "import.error", reason="").rstrip() in bad.render()[1]["pg-screen"]


def test_language_follows_the_browser_then_the_choice():
    store = DictStore()
    app = App(store, "ro-RO")
    assert app.lang == "ro"
    app.dispatch("lang", {"value": "it"})
    assert App(store, "en").lang == "it"
    assert t("it", "start.title") in app.render()[1]["pg-screen"]


def test_final_screen_spells_out_the_ranking():
    from powergrid.bots import RandomBot, play_random_game
    game = new_game(3, seed=4)
    play_random_game(game, RandomBot(4))
    app = app_for(game)
    layout, parts = app.render()
    assert layout == "game"
    html = parts["pg-decision"]
    assert t("en", "final.title") in html
    rows = game.state["result"]["ranking"]
    for r in rows[1:]:
        assert f'<tr class="place-{r["place"]}">' in html
    assert t("en", "final.first") in html


def test_the_stored_game_is_the_engine_save():
    from powergrid.bots import RandomBot
    game = new_game(3, seed=2)
    bot = RandomBot(2)
    for _ in range(60):
        game.apply(bot.act(game))
    assert json.loads(saves.dumps(game, COLORS[:3], "en"))["game"] == game.to_json()


def test_without_autosave_the_page_persists_after_drawing():
    store = DictStore()
    app = App(store, "en", autosave=False)
    app.dispatch("players", {"n": "2"})
    app.dispatch("start")
    assert app.shelf.current_text() is None and app.keeping.unsaved
    app.persist()
    assert saves.load(app.shelf.current_text())[0].state == app.game.state


def test_default_names_follow_the_language_typed_names_stay():
    app = App(DictStore(), "en")
    app.set_field("name", {"seat": "1", "value": "Zoe"})
    app.dispatch("lang", {"value": "it"})
    assert app.setup["names"][:3] == ["Giocatore 1", "Zoe", "Giocatore 3"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_version_is_offered_never_forced(lang):
    app = started(2, lang)
    assert app.update_banner() == ""
    assert app.dispatch("update-reload") is False and not app.apply_update   # nothing waiting
    app.update_ready = True                     # the page found a new version, fully cached
    banner = app.update_banner()
    assert t(lang, "update.ready") in banner
    assert 'data-action="update-reload"' in banner and t(lang, "update.reload") in banner
    app.dispatch("ack")
    before = app.shelf.current_text()
    assert app.dispatch("update-reload") is False          # no redraw: the page reloads
    assert app.apply_update and app.shelf.current_text() == before    # the game is saved
    app.apply_update = False
    app.dispatch("update-later")
    assert app.update_banner() == ""
