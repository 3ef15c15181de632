"""What a screen reader says: each resource slot, the cart's "+" and "−" and the plan's "×" named
by what they change, the Step 3 card named as a card, the German glossary's words, the live region
telling an Undo, the start of a game and the regions picked, and a "slower" pace that tells every
raise of a computers' bidding run."""
from __future__ import annotations

import html
import re

import pytest

from powergrid import Game
from web_scenes import COLORS, app_for, decision_html, kind_is, play_until

from pgui.common import plant_card
from pgui.controller import computers
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.controller.game_screen import LIVE
from pgui.storage.saves import PACE_KEY
from pgui.i18n import LANGS, t
from pgui.screens.howto import last_action_plain
from pgui.screens.panels import render_resource_market
from pgui.words.logtext import sentence
from test_ui_bid_runs import COMPUTERS, LADDER, opened, play, said, summary, text


def names(markup) -> list:
    return [html.unescape(n) for n in re.findall(r'aria-label="([^"]*)"', str(markup))]


# ---- names -------------------------------------------------------------------------------

def test_each_slot_of_the_resource_market_is_named_by_its_type_price_and_tokens_left():
    """BASE-RES-1: at the start coal fills its slots from price 1; each slot says what it holds."""
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    slots = game.view()["markets"]["main"]["coal"]
    said_names = [n for n in names(render_resource_market(game, "en")) if n.startswith("coal at ")]
    assert said_names == [f"coal at {price}, {tokens} left" for price, _spaces, tokens in slots]
    assert "coal at 1, 3 left" in said_names
    german = names(render_resource_market(game, "de"))
    assert "Kohle zu 1, noch 3" in german


def test_the_carts_plus_and_minus_say_what_they_add_and_remove():
    game = play_until(kind_is("buy"))
    panel = decision_html(game, cart={"coal": 1})
    said_names = names(panel)
    for word in ("coal", "oil", "garbage", "uranium"):
        assert f"One more {word}" in said_names and f"One {word} less" in said_names


def test_the_plans_cross_says_which_city_it_removes():
    game = play_until(kind_is("build"))
    city = next(c for c, v in game.build_preview(game.decision()["player"]).items() if v.get("cost") is not None)
    panel = decision_html(game, plan=[city])
    assert f"Remove {city}" in names(re.search(r'<ol class="plan">.*?</ol>', panel).group(0))


@pytest.mark.parametrize("lang", LANGS)
def test_the_step3_card_leaving_the_game_is_named_as_a_card(lang):
    """BASE-STEP3: the Step 3 card is a card, never "plant step3"."""
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 1})
    words = text(sentence(game, {"e": "plant_removed", "plant": "step3", "reason": "step3"}, lang, COLORS))
    assert "step3" not in words and t(lang, "plant.step3") in words
    if lang == "de":
        assert words == "Die Karte „Stufe 3“ wird aus dem Spiel genommen."


def test_german_words_of_the_glossary():
    """Ökokraftwerk in words (the card face keeps "Öko"), Verbindungskosten in the plan, Gebiete
    in the region picker's keys."""
    eco = next(n for n in range(3, 51) if Game.plant_card(n)["kind"] == "eco")
    name = names(plant_card(None, eco, "de", action="pick-plant"))[0]
    assert f"Ökokraftwerk {eco}:" in name
    assert "Verbindungskosten 0" in t("de", "build.step", city="Essen", slot=10, connection=0)
    keys = t("de", "kb.region.keys")
    assert "Gebieten" in keys and "Regionen" not in keys


# ---- the live region -----------------------------------------------------------------------

def live_words(parts: dict) -> list:
    return [html.unescape(text(p)) for p in re.findall(r"<p>(.*?)</p>", parts.get(LIVE, ""))]


def test_the_live_region_tells_an_undo_once():
    game = play_until(kind_is("buy"))
    app = app_for(game)
    app.dispatch("buy-nothing")
    app.render()
    what = last_action_plain(app.game, "en")
    app.dispatch("undo", {"sure": "1"})
    assert live_words(app.render()[1]) == [f"Taken back: {what}"]
    assert live_words(app.render()[1]) == []          # said once


def test_the_live_region_tells_the_start_of_a_new_game():
    """BASE-SETUP: the map, the regions drawn and the turn order, as the log says them."""
    app = App(DictStore(), "en")
    app.dispatch("start")
    words = live_words(app.render()[1])
    first = Game.from_json(app.game.to_json()).view()["log"][0]
    assert words[0] == text(sentence(app.game, first, "en", app.colors))
    assert words[0].startswith("The game begins on the map Germany (regions: ")


def test_the_live_region_tells_the_regions_picked_on_the_start_screen():
    app = App(DictStore(), "en")
    app.dispatch("region-mode", {"mode": "pick"})
    app.dispatch("region", {"region": "west"})
    assert live_words(app.render()[1]) == ["Chosen: West (1 of 3)"]
    app.dispatch("region", {"region": "northwest"})
    assert live_words(app.render()[1]) == ["Chosen: West, North-west (2 of 3)"]
    app.dispatch("region", {"region": "west"})
    app.dispatch("region", {"region": "northwest"})
    assert live_words(app.render()[1]) == ["No region chosen (0 of 3)"]
    assert LIVE not in app.render()[1]


# ---- the pace "slower" -----------------------------------------------------------------------

def test_slower_doubles_the_pause_is_kept_and_stops_at_the_slowest():
    store = DictStore()
    app = App(store, "en")
    app.dispatch("bot-slower")
    assert app.pace_ms == 2 * computers.PACE_MS and store.get(PACE_KEY) == str(2 * computers.PACE_MS)
    assert App(store, "en").pace_ms == 2 * computers.PACE_MS       # kept like the other paces
    for _ in range(10):
        app.dispatch("bot-slower")
    assert app.pace_ms == computers.MAX_PACE_MS
    assert computers.slower(0) > 0


def test_the_computers_turn_offers_slower_beside_faster():
    app = App(DictStore(), "en")
    app.set_game(opened("Computer 1"), COLORS[:3], seats=COMPUTERS)
    panel = app.render()[1]["pg-decision"]
    assert panel.index('data-action="bot-slower"') < panel.index('data-action="bot-faster"')


def test_at_a_slow_pace_every_raise_is_said_and_played_at_the_full_pace():
    """A computers' bidding run (BASE-AUCTION): at the default pace one line; slower, each raise
    as it comes, then the line summing it up."""
    game = opened("Computer 1")
    app = App(DictStore(), "en")
    app.set_game(game, COLORS[:3], seats=COMPUTERS)
    app.pace_ms = computers.slower(computers.PACE_MS)
    heard = []
    play(game, LADDER, each=lambda g: heard.extend(said(app)))
    raises = [h for h in heard if " bids " in h]
    assert len(raises) == 14
    assert text(summary("en", start=5, end=19, count=14, won=True)) in heard
    assert computers.pause(app.pace_ms, game, COMPUTERS) == app.pace_ms
    shown = App(DictStore(), "en")
    shown.set_game(game, COLORS[:3], seats=COMPUTERS)
    shown.pace_ms = app.pace_ms
    log = shown.render()[1]["pg-log"]
    assert log.count('class="log-bid"') >= 14 and 'class="log-bid_run"' in log
