"""Each decision renderer shows the engine's bounds, quotes and verdicts, and the app applies them."""
from __future__ import annotations

import re

import pytest

from powergrid import IllegalAction
from pgui.controller.app import App
from pgui.controller.game_screen import fill_nested
from pgui.decisions.power import power_choice
from pgui.h import esc
from pgui.i18n import LANGS, t
from pgui.words.refusals import error_text, refusal_text
from web_scenes import app_for, decision_html, kind_is, new_game, play_until


def buttons(html, action):
    return re.findall(rf'<button[^>]*data-action="{action}"[^>]*>', html)


def disabled(html, action, **data) -> bool:
    """Is the button for `action` (with these data-* values) disabled?"""
    found = [b for b in buttons(html, action) if all(f'data-{k}="{v}"' in b for k, v in data.items())]
    assert len(found) == 1, found
    return " disabled" in found[0]


def test_choose_shows_the_open_bounds_of_the_legal_actions():
    game = new_game(3)
    legal = {a["plant"]: a for a in game.legal_actions() if a["type"] == "open"}
    html = decision_html(game)
    assert len(buttons(html, "pick-plant")) == len(legal)
    assert 'data-action="open"' not in html
    html = decision_html(game, plant=4)
    assert t("en", "auction.range", min=legal[4]["min"], max=legal[4]["max"]) in html
    assert 'data-action="open" data-plant="4" data-bid="4"' in html
    assert t("en", "auction.must_buy") in html            # round 1: no pass in the legal actions
    assert 'data-action="pass"' not in html
    high = decision_html(game, plant=4, bid=999)
    assert f'data-bid="{legal[4]["max"]}"' in high          # clamped to the engine's maximum
    assert disabled(high, "bid-step", delta=1) and not disabled(high, "bid-step", delta=-1)
    assert disabled(html, "bid-step", delta=-1) and not disabled(html, "bid-step", delta=1)


def test_bid_shows_minimum_raise_and_money():
    game = new_game(3)
    seat = game.decision()["player"]
    game.apply({"type": "open", "player": seat, "plant": 5, "bid": 7})
    bid = next(a for a in game.legal_actions() if a["type"] == "bid")
    html = decision_html(game)
    assert bid["min"] == 8
    assert t("en", "auction.range", min=8, max=bid["max"]) in html
    assert 'data-action="raise" data-bid="8"' in html
    assert 'data-action="pass"' in html


def test_discard_lists_every_legal_discard_with_its_returned_tokens():
    game = play_until(kind_is("discard"), n=3)
    legal = [a for a in game.legal_actions() if a["type"] == "discard"]
    html = decision_html(game)
    assert len(buttons(html, "discard")) == len(legal)
    for a in legal:
        assert t("en", "discard.option", plant=a["plant"]) in html
    app = app_for(game)
    seat = game.decision()["player"]
    before = len(game.state["players"][seat]["plants"])
    assert app.dispatch("discard", {"index": "0"})
    assert len(game.state["players"][seat]["plants"]) == before - 1
    assert legal[0]["plant"] not in game.state["players"][seat]["plants"]


def has_fuel_plant(game):
    d = game.decision()
    if not d or d["kind"] != "buy":
        return False
    limits = game.purchase_limits(d["player"])
    return limits["coal"] >= 2 or limits["oil"] >= 2


def test_buy_cart_shows_the_engine_quote_and_limits():
    game = play_until(has_fuel_plant)
    seat = game.decision()["player"]
    r = "coal" if game.purchase_limits(seat)["coal"] >= 2 else "oil"
    limits = game.purchase_limits(seat)
    app = app_for(game)
    app.dispatch("cart", {"res": r, "delta": "1"})
    app.dispatch("cart", {"res": r, "delta": "1"})
    q = game.quote(seat, {r: 2})
    html = app.render()[1]["pg-decision"]
    assert t("en", "buy.total", cost=q["cost"], money=game.state["players"][seat]["money"]) in html
    assert t("en", "buy.confirm", cost=q["cost"]) in html
    assert t("en", "buy.max", max=limits[r]) in html
    # the cart's tokens are highlighted in the resource market
    assert app.render()[1]["pg-resources"].count("taking") == 2
    # beyond storage: the engine's reason is shown and the buy button is disabled
    html = decision_html(game, cart={r: limits[r] + 1})
    q_over = game.quote(seat, {r: limits[r] + 1})
    assert q_over["reason"] and q_over["code"]
    assert esc(refusal_text("en", q_over["code"], q_over["params"])) in html
    assert disabled(html, "buy")
    assert disabled(html, "cart", res=r, delta=1)
    money = game.state["players"][seat]["money"]
    assert app.dispatch("buy")
    assert game.state["players"][seat]["money"] == money - q["cost"]


def test_build_plan_cost_comes_from_the_engine():
    def rich_build(g):
        d = g.decision()
        return d and d["kind"] == "build" and g.state["players"][d["player"]]["money"] >= 40 \
            and len(g.state["players"][d["player"]]["cities"]) >= 1
    game = play_until(rich_build)
    seat = game.decision()["player"]
    options = next(a for a in game.legal_actions() if a["type"] == "build")["options"]
    cities = sorted(options, key=options.get)[:2]
    app = app_for(game)
    for c in cities:
        app.dispatch("city", {"city": c})
    plan = game.build_plan(seat, cities)
    parts = app.render()[1]
    money = game.state["players"][seat]["money"]
    assert t("en", "build.total", cost=plan["cost"], money=money) in parts["pg-decision"]
    for step in plan["steps"]:
        assert t("en", "build.step", city=step["city"], slot=step["slot"],
                 connection=step["connection"]) in parts["pg-decision"]
    for c in cities:
        assert f'data-city="{c}"' in parts["pg-board-overlay"]
        assert f'data-planned="{c}"' in parts["pg-board-plan"]
    # tapping a city again removes it from the plan: the plan's parts change, and the cost tags
    # (what each city adds to the plan as it stands), never the static board
    app.dispatch("city", {"city": cities[1]})
    assert app.choice["plan"] == cities[:1]
    after = app.render()[1]
    changed = {k for k in parts if parts[k] != after[k]}
    assert changed == {"pg-decision", "pg-board-plan", "pg-board-overlay"}
    assert after["pg-board"] is parts["pg-board"]
    page = fill_nested(App.skeleton("game", after), after)
    assert f'data-planned="{cities[0]}"' in page and f'data-planned="{cities[1]}"' not in page
    assert len(re.findall(r'<g class="city[ a-z]*" data-city=', page)) == len(game.rules.area.index)
    # a city that cannot be built: the engine's message
    taken = next((c for c, v in game.build_preview(seat).items() if v["cost"] is None), None)
    if taken:
        app.dispatch("city", {"city": taken})
        assert game.build_preview(seat)[taken]["reason"]
        with pytest.raises(IllegalAction) as info:
            game.build_plan(seat, [cities[0], taken])
        assert info.value.code in ("city_own", "city_full")
        html = app.render()[1]["pg-decision"]
        assert 'class="error"' in html and esc(error_text("en", info.value)) in html
        assert taken in error_text("en", info.value)
        app.dispatch("city", {"city": taken})
    before = len(game.state["players"][seat]["cities"])
    assert app.dispatch("build")
    assert len(game.state["players"][seat]["cities"]) == before + 1


def test_power_defaults_to_the_best_powering_and_shows_income():
    def can_power(g):
        d = g.decision()
        return d and d["kind"] == "power" and g.best_powering(d["player"])["cities"] >= 1
    game = play_until(can_power)
    seat = game.decision()["player"]
    best = game.best_powering(seat)
    income = game.rules.income(best["cities"])
    app = app_for(game)
    html = app.render()[1]["pg-decision"]
    cities = len(game.state["players"][seat]["cities"])
    assert t("en", "power.summary", powered=best["cities"], cities=cities, income=income) in html
    assert t("en", "power.confirm", income=income) in html
    for n in best["plants"]:
        assert f'data-plant="{n}" role="checkbox" aria-checked="true"' in html
    # running nothing pays the income for 0 cities
    for n in best["plants"]:
        app.dispatch("toggle-plant", {"plant": str(n)})
    html = app.render()[1]["pg-decision"]
    assert t("en", "power.summary", powered=0, cities=cities, income=game.rules.income(0)) in html
    app.dispatch("power-best")
    money = game.state["players"][seat]["money"]
    assert app.dispatch("power")
    assert game.state["players"][seat]["money"] == money + income


def test_hybrid_fuel_mix_is_checked_by_the_engine():
    def hybrid_with_choice(g):
        d = g.decision()
        if not d or d["kind"] != "power":
            return False
        p = g.state["players"][d["player"]]
        return any(g.rules.plants[n].kind == "hybrid" for n in g.best_powering(d["player"])["plants"]) \
            and p["resources"]["coal"] and p["resources"]["oil"]
    game = play_until(hybrid_with_choice, seeds=range(1, 200))
    app = app_for(game)
    html = app.render()[1]["pg-decision"]
    assert 'data-action="burn"' in html
    choice = power_choice(app, game.decision()["player"])
    before = dict(choice["burn"])
    enabled = re.findall(r'<button type="button" class="btn step wide" data-action="burn" data-to="(\w+)"', html)
    assert enabled, html
    app.dispatch("burn", {"to": enabled[0]})
    assert app.choice["power"]["burn"] != before


def test_an_illegal_action_shows_the_engine_message_and_changes_nothing():
    game = new_game(3)
    app = app_for(game)
    n = len(game.actions)
    app.dispatch("open", {"plant": "4", "bid": "3"})
    assert len(game.actions) == n
    html = app.render()[1]["pg-decision"]
    assert "at least 4" in html and 'class="error"' in html


def storage_bound(game):
    """A purchase where one more token of some type than the limit fails on storage alone."""
    d = game.decision()
    if not d or d["kind"] != "buy":
        return None
    limits = game.purchase_limits(d["player"])
    for r in ("coal", "oil", "garbage", "uranium"):
        if game.quote(d["player"], {r: limits[r] + 1})["code"] == "storage_full":
            return r
    return None


def test_the_cart_says_storage_full_in_italian():
    game = play_until(storage_bound)
    seat = game.decision()["player"]
    r = storage_bound(game)
    limit = game.purchase_limits(seat)[r]
    app = app_for(game, "it")
    for _ in range(limit + 1):           # one more than the plants can store (the + is disabled)
        app.dispatch("cart", {"res": r, "delta": "1"})
    q = game.quote(seat, {r: limit + 1})
    html = app.render()[1]["pg-decision"]
    italian = t("it", "error.storage_full")
    assert italian == "Le tue centrali non possono contenere così tante risorse."
    assert f'<p class="error" role="alert">{esc(italian)}</p>' in html
    assert q["reason"] not in html                          # not the engine's English words
    assert disabled(html, "buy")


@pytest.mark.parametrize("lang", LANGS)
def test_an_illegal_action_is_refused_in_the_players_language(lang):
    game = new_game(3)
    app = app_for(game, lang)
    app.dispatch("open", {"plant": "4", "bid": "3"})
    html = app.render()[1]["pg-decision"]
    assert esc(t(lang, "error.bid_below_minimum", plant=4, minimum=4)) in html
    if lang != "en":
        assert "at least" not in html
