"""A tap acts once, on the decision it was drawn for: every decision's buttons carry the
revision they were drawn for, one a reload reproduces, and App.dispatch ignores a stale one."""
from __future__ import annotations

import re

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import TABLE_KEY
from pgui.common import decision_rev
from pgui.controller.snapshot import boot_config

from test_ui_saves import clock, start


def revs(html: str) -> set:
    return set(re.findall(r'data-rev="([^"]*)"', html))


def open_table(names):
    app = App(DictStore({TABLE_KEY: "open"}), "en", clock=clock())
    start(app, names)
    return app


def test_the_buttons_of_a_decision_carry_a_revision_a_reload_reproduces():
    app = open_table(["Ann", "Bob", "Cem"])
    layout, parts = app.render()
    html = parts.get("pg-decision") or parts["pg-screen"]
    assert revs(html) == {decision_rev(app.game)} == {"0.%d.choose" % app.game.decision()["player"]}
    again = App(app.store, "en", clock=clock())
    again.boot()
    assert decision_rev(again.game) == decision_rev(app.game)


def test_a_tap_drawn_for_an_earlier_decision_is_ignored():
    """BASE-RES-1: a double tap on "Buy nothing" at an open table records one purchase, not one for the next player."""
    app = open_table(["Ann", "Bob"])
    g = app.game
    while g.decision()["kind"] != "buy":
        a = next(a for a in g.legal_actions() if a["type"] in ("open", "pass", "bid"))
        drawn = decision_rev(g)
        if a["type"] == "open":
            app.dispatch("open", {"plant": str(a["plant"]), "bid": str(a["min"]), "rev": drawn})
        else:
            app.dispatch("pass", {"rev": drawn})
        assert decision_rev(g) != drawn, app.flash
    drawn = decision_rev(g)
    buyer = g.decision()["player"]
    app.dispatch("buy-nothing", {"rev": drawn})
    n = len(g.actions)
    assert g.actions[-1]["player"] == buyer and g.actions[-1]["type"] == "buy"
    app.dispatch("buy-nothing", {"rev": drawn})                      # the second tap, on the old revision
    assert len(g.actions) == n and g.decision()["kind"] == "buy" and g.decision()["player"] != buyer


def test_the_hand_over_button_carries_the_revision_too():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob"])
    assert app.layout() == "handover"
    assert revs(app.render()[1]["pg-screen"]) == {decision_rev(app.game)}
    assert not app.dispatch("ack", {"rev": "99.0.choose"}) and app.layout() == "handover"
    app.dispatch("ack", {"rev": decision_rev(app.game)})
    assert app.layout() == "game"


def test_the_instant_start_keeps_only_the_renderer_s_own_ids():
    """The boot script's sanitizer drops every other id and every name (DOM clobbering: window.pgSeed)."""
    ids = boot_config()["ids"]
    assert "pg-screen" in ids and "pg-decision" in ids and all(i.startswith("pg-") for i in ids)
    assert "name" not in boot_config()["attrs"]
