"""Several saved games: the list on the start screen, continue and delete, imports that add a
game, export names, the version 1 envelope migrated (fixture written by the version 1 page)."""
from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

from powergrid import Game
from powergrid.bots import RandomBot

from pgui.storage import saves
from pgui.storage.shelf import Shelf
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.h import esc
from pgui.i18n import t
from pgui.screens.savelist import render_saved_games

FIXTURE = Path(__file__).parent.parent / "fixtures" / "save_envelope_v1.json"


def clock():
    """A clock that moves one minute per call (saves are listed latest first)."""
    minutes = iter(range(10_000))
    return lambda: "2026-11-23 {:02d}:{:02d}".format(*divmod(next(minutes), 60))


def start(app: App, names) -> None:
    app.dispatch("to-start")
    app.dispatch("players", {"n": str(len(names))})
    for i, name in enumerate(names):
        app.set_field("name", {"seat": str(i), "value": name})
    app.dispatch("start")
    assert app.game is not None, app.start_error


def play_one(app: App) -> None:
    """The player in turn takes the tablet and opens (or bids for) the cheapest lot."""
    app.dispatch("ack")
    legal = app.game.legal_actions()
    a = next(a for a in legal if a["type"] in ("open", "bid", "pass"))
    if a["type"] == "open":
        app.dispatch("open", {"plant": str(a["plant"]), "bid": str(a["min"])})
    elif a["type"] == "bid":
        app.dispatch("raise", {"bid": str(a["min"])})
    else:
        app.dispatch("pass")


def test_a_version_1_save_is_migrated_listed_and_plays_on():
    """Games saved by the version 1 page (one game under powergrid.save.v1) join the list."""
    text = FIXTURE.read_text().strip()
    old = json.loads(text)
    assert old["version"] == 1 and "seats" not in old
    store = DictStore({TABLE_KEY: "private", saves.SAVE_KEY: text})
    app = App(store, "en", clock=clock())
    app.boot()
    assert app.layout() == "handover"
    assert store.get(saves.SAVE_KEY) is None                     # moved into the shelf
    assert app.game.to_json() == old["game"] and app.colors == old["colors"]
    assert app.lang == "it"                                      # the save's language
    (entry,) = app.shelf.entries()
    assert entry["players"] == ["Ann", "Bob", "Cem"] and entry["round"] == 3 and entry["map"] == "germany"
    new = json.loads(app.shelf.current_text())
    assert new["version"] == 2 and new["seats"] == [{"kind": "person"}] * 3 and new["id"] == entry["id"]
    n = len(app.game.actions)
    play_one(app)
    assert len(app.game.actions) == n + 1
    again = App(store, "en", clock=clock())
    again.boot()
    assert again.game.actions == app.game.actions               # and it was saved in the new format
    assert saves.load_full(FIXTURE.read_text()).seats == [{"kind": "person"}] * 3   # import too


def test_several_games_are_listed_continued_and_deleted():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    app.boot()
    start(app, ["Ann", "Bob"])
    play_one(app)
    first = app.game_id
    first_actions = list(app.game.actions)
    start(app, ["Cem", "Dan", "Eva"])
    second = app.game_id
    assert first != second
    entries = app.shelf.entries()
    assert [e["id"] for e in entries] == [second, first]        # the latest first
    app.dispatch("new")
    html = app.render()[1]["pg-screen"]
    assert "Ann, Bob" in html and "Cem, Dan, Eva" in html and t("en", "saves.current") in html
    assert html.index("Cem, Dan, Eva") < html.index("Ann, Bob")
    assert f'data-action="continue" data-id="{first}"' in html
    app.dispatch("continue", {"id": first})
    assert app.game_id == first and app.game.actions == first_actions and app.layout() == "handover"
    assert store.get(saves.CURRENT_KEY) == first
    # delete asks first, then deletes only that game
    app.dispatch("new")
    app.dispatch("delete", {"id": second})
    html = app.render()[1]["pg-screen"]
    assert t("en", "saves.delete_q") in html and len(app.shelf.entries()) == 2
    assert 'role="alertdialog"' in html        # a question: it takes the focus, Esc keeps the game
    app.dispatch("cancel")
    assert t("en", "saves.delete_q") not in app.render()[1]["pg-screen"]
    app.dispatch("delete", {"id": second})
    app.dispatch("delete", {"id": second})
    assert [e["id"] for e in app.shelf.entries()] == [first]
    assert app.shelf.read(second) is None
    # deleting the game in play leaves no current game
    app.dispatch("delete", {"id": first})
    app.dispatch("delete", {"id": first})
    assert app.shelf.entries() == [] and app.game is None and app.shelf.current_id() is None
    assert 'data-action="continue"' not in app.render()[1]["pg-screen"]


def test_games_saved_in_the_same_minute_are_listed_latest_first():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=lambda: "2026-11-23 20:00")
    start(app, ["Ann", "Bob"])
    first = app.game_id
    start(app, ["Cem", "Dan"])
    second = app.game_id
    assert [e["id"] for e in app.shelf.entries()] == [second, first]
    app.dispatch("continue", {"id": first})
    play_one(app)
    assert [e["id"] for e in app.shelf.entries()] == [first, second]


def saved_rows(screen: str) -> list:
    """The text of each row of the saved games, as read (the line break a space)."""
    return [unescape(re.sub(r"<[^>]+>", "", row.split("</div>")[0].replace("<br>", " ")))
            for row in screen.split('<div class="saved-what">')[1:]]


def test_games_of_the_same_players_saved_in_the_same_round_and_minute_read_differently():
    """Same map, names, round and minute: a row also says the phase and whose turn it is."""
    shelf = Shelf(DictStore({}), clock=lambda: "2026-11-23 20:00")
    names = ["Ann", "Bob", "Cem"]
    auction, buying = Game({"players": names, "seed": 1}), Game({"players": names, "seed": 1})
    bot = RandomBot(1)
    while buying.decision()["kind"] != "buy":
        buying.apply(bot.act(buying))
    assert buying.state["round"] == auction.state["round"] == 1
    for game in (auction, buying):
        shelf.write(shelf.new_id(), game, ["red", "blue", "green"], "en")
    rows = saved_rows(render_saved_games(shelf.entries(), None, "en"))
    buyer = names[buying.decision()["player"]]
    assert len(set(rows)) == 2, rows
    assert t("en", "phase.resources") in rows[0] and t("en", "turn.banner", name=buyer) in rows[0]
    assert t("en", "phase.auction") in rows[1]


def test_a_list_of_saved_games_written_by_an_earlier_page_still_lists_them():
    """Its entries know no phase nor turn: the rows say the round and the date, as before."""
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob"])
    old = [{k: v for k, v in e.items() if k not in ("phase", "turn", "other")} for e in app.shelf.entries()]
    app.shelf.store.set(saves.INDEX_KEY, json.dumps(old))
    again = App(app.shelf.store, "en", clock=clock())
    again.boot()
    again.dispatch("new")
    (row,) = saved_rows(again.render()[1]["pg-screen"])
    assert row.endswith(f'{t("en", "saves.round", round=1)} · {old[0]["saved"]}'), row


def test_an_import_adds_a_game_and_the_export_name_says_what_it_is():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob"])
    play_one(app)
    app.dispatch("export")
    name, text = app.download
    assert name.startswith("powergrid-germany-ann-bob-2026-11-23") and name.endswith(".json")
    other = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(other, ["Zoe", "Yan", "Xia"])
    mine = other.game_id
    other.import_text(text)
    assert other.game.actions == app.game.actions
    ids = [e["id"] for e in other.shelf.entries()]
    assert len(ids) == 2 and mine in ids and other.game_id in ids   # nothing replaced
    other.import_text(text)                # twice: the same game opens, never listed twice
    assert len(other.shelf.entries()) == 2


def test_names_and_colours_are_remembered_for_the_next_game():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    app.dispatch("color", {"seat": "0", "color": "purple"})
    start(app, ["Ann", "Bob", "Cem", "Dan"])
    later = App(store, "en", clock=clock())
    assert later.setup["n"] == 4
    assert later.setup["names"][:4] == ["Ann", "Bob", "Cem", "Dan"]
    assert later.setup["colors"][0] == "purple"
    html = later.render()[1]["pg-screen"]
    assert 'value="Cem"' in html


def test_a_start_error_is_shown_next_to_the_start_button():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    app.set_field("name", {"seat": "1", "value": app.setup["names"][0]})
    app.dispatch("start")
    html = app.render()[1]["pg-screen"]
    actions = html[html.index('class="actions start-actions"'):]
    assert t("en", "error.names_duplicate") in actions.split('data-action="start"')[0]


def test_a_broken_game_in_the_list_shows_the_broken_save_screen_and_is_moved_aside():
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en", clock=clock())
    start(app, ["Ann", "Bob"])
    gid = app.game_id
    store.set(saves.GAME_PREFIX + gid, "{broken")
    again = App(store, "en", clock=clock())
    again.boot()
    assert again.layout() == "loaderror"
    again.dispatch("to-start")
    start(again, ["Cem", "Dan"])
    assert store.get(saves.BACKUP_PREFIX + gid) == "{broken"                # one backup per save id
    assert [e["id"] for e in again.shelf.entries()] == [again.game_id]


# ---- undo and how to play (they live in pgui/howto.py) ---------------------------------

def test_undo_names_the_action_and_asks_before_taking_back_another_players():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob", "Cem"])
    g = app.game
    app.dispatch("ack")
    first = g.decision()["player"]
    app.dispatch("open", {"plant": "4", "bid": "4"})
    name = g.state["players"][first]["name"]
    # the hand-over screen, held by the one who just acted: it names his action, no question
    html = app.render()[1]["pg-screen"]
    assert t("en", "undo.act.open", name=name, plant=4) in unescape(re.sub(r"<[^>]+>", "", html))
    app.dispatch("ack")                                 # the next bidder takes the tablet
    top = app.render()[1]["pg-top"]
    label = t("en", "undo.label", what=t("en", "undo.act.open", name=name, plant=4))
    assert esc(label) in top
    n = len(g.actions)
    app.dispatch("undo")                                # not his action: asked first
    assert len(g.actions) == n
    panel = app.render()[1]["pg-decision"]
    assert "confirm-undo" in panel and t("en", "undo.yes") in panel
    app.dispatch("cancel")
    assert "confirm-undo" not in app.render()[1]["pg-decision"] and len(g.actions) == n
    app.dispatch("undo")
    app.dispatch("undo", {"sure": "1"})
    assert len(g.actions) == n - 1 and g.decision()["player"] == first


def test_own_action_is_undone_at_once_from_the_hand_over_screen():
    """The hand-over screen is still in the hands of the one who just acted: no question."""
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob", "Cem"])
    g = app.game
    app.dispatch("ack")
    a = g.decision()["player"]
    app.dispatch("open", {"plant": "4", "bid": "4"})
    assert app.layout() == "handover"
    app.dispatch("undo")
    assert not g.actions and g.decision() == {"player": a, "kind": "choose"}


def test_how_to_play_is_one_tap_away_in_each_language():
    for lang, step_word, phase_word in (("en", "Step", "Phase"), ("it", "Periodo", "fase"), ("ro", "Nivelul", "faz")):
        app = App(DictStore({TABLE_KEY: "private"}), lang, clock=clock())
        start(app, ["Ann", "Bob"])
        app.dispatch("ack")
        assert t(lang, "howto.button") in app.render()[1]["pg-top"]
        app.dispatch("howto")
        panel = app.render()[1]["pg-decision"]
        assert t(lang, "howto.title", phase=t(lang, "phase.auction")) in panel
        assert phase_word in t(lang, "howto.auction")
        assert step_word in t(lang, "howto.build")      # the rulebook's word for a Step
        app.dispatch("howto")
        assert 'class="howto"' not in app.render()[1]["pg-decision"]


def test_the_region_picker_draws_the_maps_outline_and_connections():
    from powergrid.maps import get_map
    for map_key in ("germany", "usa"):
        app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
        app.dispatch("map", {"map": map_key})
        app.dispatch("region-mode", {"mode": "pick"})
        html = app.render()[1]["pg-screen"]
        outline = html.split('class="map-outline"')[1].split("</g></g>")[0]
        assert outline.count("<polygon") == 2
        assert outline.count("<line ") == len(get_map(map_key).connections)
        # under the regions: every region's tap target comes after it
        assert html.index('class="map-outline"') < html.index('data-action="region"')
