"""The build plan kept across a reload (BASE-BUILD): under its own key, tied to the game
and the number of actions; a plan for another position is ignored and removed; the save's format
does not change."""
from __future__ import annotations

import json

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.storage import saves
from pgui.storage.plan import PLAN_KEY
from web_scenes import late_game


def stored_at_build():
    """A store holding a game at a build decision, as the page keeps it."""
    store = DictStore({TABLE_KEY: "private"})
    app = App(store, "en")
    app.set_game(late_game(n=3, seed=3, cities=1), ["red", "blue", "green"])   # round 2: money to build
    app.save()
    return store, app


def reload(store) -> App:
    app = App(store, "en")
    app.boot()
    app.dispatch("ack")
    return app


def two_cities(app) -> list:
    """Tap two cities the builder can afford together (the engine's plan says so)."""
    seat = app.game.decision()["player"]
    costs = {c: i["cost"] for c, i in app.game.build_preview(seat).items() if i.get("cost") is not None}
    cheap = sorted(costs, key=costs.get)
    pair = next([a, b] for a in cheap for b in cheap
                if a != b and app.game.build_plan(seat, [a, b])["affordable"])
    for city in pair:
        app.dispatch("city", {"city": city})
    assert app.choice["plan"] == pair
    return pair


def test_a_reload_mid_build_keeps_the_planned_cities_and_an_action_ends_the_plan():
    store, app = stored_at_build()
    app.dispatch("ack")
    planned = two_cities(app)
    again = reload(store)
    assert again.choice["plan"] == planned
    html = again.render()[1]["pg-decision"]
    assert all(city in html for city in planned)
    envelope = json.loads(store.get(saves.GAME_PREFIX + again.game_id))
    assert envelope["version"] == saves.VERSION                        # the envelope is as before
    assert set(envelope) == {"app", "version", "id", "saved", "colors", "lang", "seats", "game"}
    again.dispatch("build", {})
    assert again.flash is None, again.flash
    assert store.get(PLAN_KEY) is None
    assert reload(store).choice["plan"] == []


def test_a_plan_for_another_position_or_game_is_ignored_and_removed():
    store, app = stored_at_build()
    app.dispatch("ack")
    planned = two_cities(app)
    kept = json.loads(store.get(PLAN_KEY))
    for change in ({"actions": kept["actions"] - 1}, {"game": "g-other"}, {"seat": kept["seat"] + 1}):
        store.set(PLAN_KEY, json.dumps({**kept, **change}))
        assert reload(store).choice["plan"] == [] and store.get(PLAN_KEY) is None
    store.set(PLAN_KEY, json.dumps({**kept, "cities": planned + ["Atlantis", 7, ["Essen"]]}))
    assert reload(store).choice["plan"] == planned                  # what the engine does not offer goes
    # BASE-BUILD-2/3: a city the builder already has a house in, or a full one, is no place to build
    # now: a tap refuses it, and so does a plan read back
    seat = app.game.decision()["player"]
    refused = [c for c, i in app.game.build_preview(seat).items() if i.get("cost") is None]
    assert refused
    store.set(PLAN_KEY, json.dumps({**kept, "cities": refused[:3] + planned}))
    assert reload(store).choice["plan"] == planned
    for hostile in ("[" * 5000, "not json", json.dumps({**kept, "cities": "Essen"}), "null"):
        store.set(PLAN_KEY, hostile)
        assert reload(store).choice["plan"] == [] and store.get(PLAN_KEY) is None


def test_clearing_the_plan_removes_the_key():
    store, app = stored_at_build()
    app.dispatch("ack")
    two_cities(app)
    app.dispatch("plan-clear", {})
    assert store.get(PLAN_KEY) is None
