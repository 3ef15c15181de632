"""Instant start (pgui.controller.snapshot): the screen stored next to a save is the one resuming draws, never
a private one; the pre-rendered start screens; the form typed before Python was ready."""
from __future__ import annotations

import json
from html.parser import HTMLParser

from powergrid.bots import RandomBot

from pgui.storage import saves
from pgui.controller import snapshot
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.controller.game_screen import fill_nested
from pgui.i18n import LANGS, t
from web_scenes import COLORS, app_for, kind_is, new_game, play_until

VERSION = "build-1234"


def saved_app(game, lang="en", ack=True, table="private") -> App:
    """An App holding `game`, saved to its store, the current player holding the tablet
    (a private table: the hand-over screen between players)."""
    app = app_for(game, lang, ack=ack)
    app.setup["table"] = table
    app.save()
    return app


def fresh_boot_screen(store, table="private") -> str:
    """What the page draws on its next opening: a new App booted from the same storage."""
    app = App(DictStore(dict(store.data)), "en")
    app.boot()
    app.setup["table"] = table
    layout, parts = app.render()
    return layout, fill_nested(App.skeleton(layout, parts), parts)


def record(app) -> dict:
    snapshot.store_snapshot(app, VERSION)
    return json.loads(app.store.get(snapshot.SNAPSHOT_KEY))


def finished_game(seed=5):
    game = new_game(3, seed)
    bot = RandomBot(seed)
    while not game.over:
        game.apply(bot.act(game))
    return game


def test_the_snapshot_is_the_hand_over_screen_resuming_draws_never_the_decision():
    """Resuming starts with nobody holding the tablet: the snapshot is that hand-over screen, the
    same markup the live page draws (no flash when Python takes over), not the private decision
    the current player has open (the plants and bid panel of the player holding the tablet)."""
    for kind in ("choose", "buy", "build", "power"):
        game = play_until(kind_is(kind))
        app = saved_app(game)
        assert app.render()[0] == "game"              # the player holds the tablet right now
        rec = record(app)
        assert rec["layout"] == "handover" and rec["version"] == VERSION
        assert (rec["layout"], rec["html"]) == fresh_boot_screen(app.store)
        assert 'data-action="ack"' in rec["html"] and "decision-kind-" not in rec["html"]
        assert app.render()[0] == "game"              # taking the snapshot put the tablet back


def test_at_an_open_table_the_snapshot_is_the_public_board():
    """At an open table resuming draws the board with the current decision (nobody's secret)."""
    app = saved_app(play_until(kind_is("buy")), table="open")
    rec = record(app)
    assert rec["layout"] == "game" and "decision-kind-buy" in rec["html"]
    assert (rec["layout"], rec["html"]) == fresh_boot_screen(app.store, table="open")


def test_the_page_keeps_the_snapshot_on_screen_only_when_its_first_drawing_is_the_same():
    """The live page adopts the snapshot instead of drawing it again, and only when the
    snapshot is its very first drawing; any other markup or layout is drawn anew."""
    for table in ("private", "open"):
        app = saved_app(play_until(kind_is("buy")), table=table)
        rec = record(app)
        fresh = App(DictStore(dict(app.store.data)), "en")
        fresh.boot()
        fresh.setup["table"] = table
        shown = {"layout": rec["layout"], "html": rec["html"]}
        layout, parts = snapshot.adoptable(fresh, shown)
        assert (layout, parts) == fresh.render() and layout == rec["layout"]
        assert snapshot.adoptable(fresh, dict(shown, html=rec["html"].replace("</div>", "</div> ", 1))) is None
        other = "game" if layout == "handover" else "handover"
        assert snapshot.adoptable(fresh, dict(shown, layout=other)) is None
        assert snapshot.adoptable(fresh, None) is None and snapshot.adoptable(fresh, {"html": 3}) is None


def test_the_snapshot_of_a_finished_game_is_the_final_ranking():
    app = saved_app(finished_game())
    rec = record(app)
    assert rec["layout"] == "game" and 'class="final"' in rec["html"]
    assert (rec["layout"], rec["html"]) == fresh_boot_screen(app.store)


def test_the_snapshot_names_the_save_and_its_length_as_javascript_counts_it():
    """instant.js shows a snapshot only for the save it was taken with (key and .length, which
    counts UTF-16 units: a name with an emoji counts 2 per emoji)."""
    game = new_game(3, 2, names=["Ann \U0001F600", "Bob", "Cem"])
    app = saved_app(game, ack=False)
    rec = record(app)
    raw = app.store.get(snapshot.save_key(app))
    assert rec["save"] == saves.GAME_PREFIX + app.game_id
    assert rec["saveLength"] == len(raw) + raw.count("\U0001F600")
    assert len(rec["html"]) <= snapshot.MAX_SNAPSHOT


def test_the_page_writes_the_snapshot_after_every_save():
    """After each action the stored snapshot follows the save (the next player's hand-over)."""
    app = App(DictStore(), "en")
    app.boot()
    app.setup["table"] = "private"
    app.dispatch("players", {"n": "2"})
    app.dispatch("start")
    snapshot.persist(app, VERSION)          # the page's save step: the save, then the snapshot
    first = json.loads(app.store.get(snapshot.SNAPSHOT_KEY))
    opener = app.game.decision()["player"]
    app.dispatch("ack")
    action = next(a for a in app.game.legal_actions() if a["type"] == "open")
    app.dispatch("open", {"plant": str(action["plant"]), "bid": str(action["min"])})
    snapshot.persist(app, VERSION)
    second = json.loads(app.store.get(snapshot.SNAPSHOT_KEY))
    assert second["saveLength"] == len(app.store.get(snapshot.save_key(app))) != first["saveLength"]
    bidder = app.game.decision()["player"]
    assert bidder != opener
    assert app.game.state["players"][bidder]["name"] in second["html"]
    assert (second["layout"], second["html"]) == fresh_boot_screen(app.store)


def test_no_game_no_snapshot():
    app = App(DictStore({snapshot.SNAPSHOT_KEY: "old"}), "en")
    app.boot()
    snapshot.store_snapshot(app, VERSION)
    assert app.store.get(snapshot.SNAPSHOT_KEY) is None


class Vocabulary(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.attrs = set(), set()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        self.attrs.update(name for name, _ in attrs if not name.startswith("data-"))

    handle_startendtag = handle_starttag


def test_the_sanitizer_allow_list_covers_the_renderers_vocabulary_and_nothing_that_runs():
    """instant.js rejects a snapshot with any tag or attribute outside these lists: every screen
    the renderer draws must pass, and nothing that loads or runs code may be on them."""
    seen = Vocabulary()
    for lang in LANGS:
        start = App(DictStore(), lang)
        start.boot()
        seen.feed(start.render()[1]["pg-screen"])
        seen.feed(snapshot.prerender_start()[lang])
        for kind in ("choose", "bid", "discard", "buy", "build", "power"):
            for ack in (True, False):
                app = app_for(play_until(kind_is(kind)), lang, ack=ack)
                layout, parts = app.render()
                seen.feed(fill_nested(App.skeleton(layout, parts), parts))
        app = app_for(finished_game(), lang)
        layout, parts = app.render()
        seen.feed(fill_nested(App.skeleton(layout, parts), parts))
    assert seen.tags <= set(snapshot.ALLOWED_TAGS), seen.tags - set(snapshot.ALLOWED_TAGS)
    assert seen.attrs <= set(snapshot.ALLOWED_ATTRS), seen.attrs - set(snapshot.ALLOWED_ATTRS)
    for dangerous in ("script", "iframe", "object", "embed", "a", "img", "use", "foreignobject", "animate",
                      "set", "style", "link", "meta", "base", "form"):
        assert dangerous not in snapshot.ALLOWED_TAGS
    assert not [a for a in snapshot.ALLOWED_ATTRS if a.startswith("on") or a in ("href", "src", "action")]


def test_the_start_screen_is_prerendered_in_every_language_with_all_six_seats():
    """The first visit's start screen, drawn at build time; instant.js hides the seats beyond the
    player count, so all six name fields are there, with the language's default names."""
    screens = snapshot.prerender_start()
    assert set(screens) == set(LANGS)
    config = snapshot.boot_config()
    for lang, html in screens.items():
        assert 'data-action="start"' in html and 'data-action="continue"' not in html
        assert html.count('data-field="name"') == 6
        assert t(lang, "start.start") in html
        assert config["names"][lang][0] in html
        assert config["text"][lang]["boot.one_moment"] == t(lang, "boot.one_moment")


def test_what_they_typed_before_python_was_ready_wins():
    app = App(DictStore(), "en")
    app.boot()
    form = {"lang": "it", "n": 4, "names": ["Ada", "Bea", "Cy", "Dov", "Giocatore 5", "Giocatore 6"],
            "colors": list(reversed(COLORS)), "map": "usa", "beginner": True}
    assert snapshot.adopt_form(app, form)
    assert app.lang == "it"
    assert app.setup["n"] == 4 and app.setup["names"][:4] == ["Ada", "Bea", "Cy", "Dov"]
    assert app.setup["map"] == "usa" and app.setup["beginner"] is True
    app.dispatch("start")
    assert [p["name"] for p in app.game.state["players"]] == ["Ada", "Bea", "Cy", "Dov"]
    assert app.colors == list(reversed(COLORS))[:4]


def test_a_malformed_form_changes_nothing():
    app = App(DictStore(), "en")
    app.boot()
    before = json.dumps(app.setup)
    snapshot.adopt_form(app, {"lang": "xx", "n": 9, "names": ["a"], "colors": ["red", "red"], "map": "mars",
                              "beginner": "yes"})
    assert json.dumps(app.setup) == before and app.lang == "en"
    assert not snapshot.adopt_form(app, "not a form")


def test_instant_js_switches_only_maps_whose_start_screen_is_otherwise_the_same():
    """China's start screen drops the beginner option: instant.js must leave that map to Python."""
    maps = snapshot.maps_drawn_alike()
    assert "germany" in maps and "usa" in maps
    assert "china" not in maps
