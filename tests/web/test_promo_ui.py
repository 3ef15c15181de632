"""The promo cards on the page: start-screen choice, asset auction by taps, the cards on
the market strip and their owners' panels, events announced, and the spy's secret top card."""
from __future__ import annotations

import pytest

from powergrid import Game, ScriptedRandom
from powergrid.bots import RandomBot
from powergrid.data import promo_ids

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.h import esc
from pgui.i18n import LANGS, t
from web_scenes import app_for, play_until

ALL = list(promo_ids())


def scripted(promo_deck, n=3):
    """PROMO-GEN-2 with the promo shuffle fixed: below 13 the deck starts with `promo_deck`."""
    rng = ScriptedRandom({"turn_order": [list(range(n))], "promo_deck": [promo_deck]})
    return Game({"map": "germany", "players": ["Ann", "Bob", "Cem"][:n], "seed": 1, "promos": ALL}, rng)


def tap(app, action, **data):
    """Take the tablet if the hand-over asks for it, then tap."""
    if app.layout() == "handover":
        app.dispatch("ack")
    app.dispatch(action, {k: str(v) for k, v in data.items()})


def buy_first(app):
    """The chooser opens the cheapest plant at its number; everybody else passes."""
    opening = next(a for a in app.game.legal_actions() if a["type"] == "open")
    tap(app, "open", plant=opening["plant"], bid=opening["min"])
    while app.game.decision()["kind"] == "bid":
        tap(app, "pass")


@pytest.mark.parametrize("lang", LANGS)
def test_start_screen_lists_the_eight_cards_off_by_default(lang):
    """PROMO-GEN-1: eight cards, a line each, all unticked; the "all" switch ticks them; China and the
    beginner game disable them with the reason (CHINA-23, AMB-71)."""
    app = App(DictStore(), lang)
    app.boot()
    html = app.render()[1]["pg-screen"]
    for card in ALL:
        assert esc(t(lang, "promo.name." + card)) in html and esc(t(lang, "promo.desc." + card)) in html
        assert f'data-card="{card}">' in html                                # unticked
    app.dispatch("promos-all", {"value": "true"})
    html = app.render()[1]["pg-screen"]
    assert all(f'data-card="{card}" checked>' in html for card in ALL)
    app.dispatch("promo", {"card": "park", "value": "false"})
    assert "park" not in app.setup["promos"]
    app.setup["map"] = "china"
    html = app.render()[1]["pg-screen"]
    assert t(lang, "promo.off_china") in html and 'data-card="flux" disabled>' in html
    app.setup["map"] = "germany"
    app.dispatch("beginner", {"value": "true"})
    html = app.render()[1]["pg-screen"]
    assert t(lang, "promo.off_beginner") in html
    app.dispatch("start")
    assert app.game.view()["promo"] is None                                   # the beginner game


def test_chosen_promos_start_with_the_game():
    app = App(DictStore(), "en")
    app.boot()
    app.dispatch("promo", {"card": "warehouse", "value": "true"})
    app.dispatch("promo", {"card": "flux", "value": "true"})
    app.dispatch("start")
    assert app.game.state["options"]["promos"] == ["flux", "warehouse"]
    # AMB-70: a game started on the page plays the current rules revision, and its save says so.
    assert app.game.state["options"]["timing"] == Game.TIMING
    assert Game.from_json(app.game.dumps()).state["options"]["timing"] == Game.TIMING


def test_asset_auction_banner_taps_and_the_card_on_the_winners_panel():
    """PROMO-GEN-4, PROMO-WARE-1: "Warehouse came up: auction, minimum 10"; won by taps; the card
    then shows as owned in the market strip and on the winner's panel."""
    app = app_for(scripted(["warehouse", 20]), ack=False)
    buy_first(app)
    buy_first(app)
    tap(app, "noop")
    parts = app.render()[1]
    assert ">Warehouse came up: auction, minimum 10 Elektro." in parts["pg-decision"]
    assert 'class="promo-card promo-warehouse up"' in parts["pg-plants"]
    tap(app, "bid-step", delta=2)
    tap(app, "raise", bid=12)                                   # Ann opens at 12
    tap(app, "pass")
    tap(app, "pass")
    assert app.game.view()["promo"]["owners"] == {"warehouse": 0}
    tap(app, "noop")
    parts = app.render()[1]
    ann = parts["pg-players"].split('data-seat="0"')[1].split("</section>")[0]
    assert "promo-warehouse" in ann and "Warehouse" in ann
    assert 'class="promo-card promo-warehouse owned"' in parts["pg-plants"]
    assert "wins Warehouse for 12 Elektro." in parts["pg-log"]
    assert "wins Warehouse for 12 Elektro." in parts["pg-decision"]       # announced


def test_transformer_is_attached_by_a_tap_and_shown_on_its_plant():
    """PROMO-TRANS-2: the winner taps one of his plants; his panel says which one."""
    app = app_for(scripted(["transformer", 20]), ack=False)
    buy_first(app)
    buy_first(app)
    tap(app, "pass")
    tap(app, "raise", bid=10)
    tap(app, "noop")
    assert 'data-action="attach" data-plant="4"' in app.render()[1]["pg-decision"]
    tap(app, "attach", plant=4)
    assert app.game.view()["promo"]["transformer_plant"] == 4
    tap(app, "noop")
    bob = app.render()[1]["pg-players"].split('data-seat="1"')[1].split("</section>")[0]
    assert "On plant 4: +1 city" in bob and "card card-coal mini transformed" in bob


def test_flux_generator_card_shows_its_printed_number():
    """PROMO-FLUX-1: the card reads 33⅓ and a tap on it picks the plant "flux"."""
    game = scripted([20])
    game.state["market"] = [c for c in game.state["market"][:7]] + ["flux"]
    game.state["deck"].remove("flux")
    app = app_for(game)
    html = app.render()[1]["pg-plants"]
    assert '<span class="card-num">33⅓</span>' in html


def spy_game():
    """A seeded all-promo game at the first decision of the spy after round 2's order."""
    for seed in range(1, 30):
        game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": seed, "promos": ALL})
        bot = RandomBot(seed)
        while not game.over and game.state["round"] < 4:
            spy = game.view()["promo"]["spy"]
            if spy is not None and game.decision()["player"] == spy:
                return game, spy
            game.apply(bot.act(game))
    raise AssertionError("no spy decision")


def test_the_spys_top_card_only_on_his_own_screen_after_his_tap():
    """PROMO-SPY-3, PROMO-SPY-4: the hand-over, the board, the log and other players' screens never
    show the top card; the spy sees it after his hand-over and a tap on "show me the top card"."""
    game, spy = spy_game()
    app = app_for(game, ack=False)
    assert app.layout() == "handover"
    secret = t("en", "promo.spy_top_label")
    html = app.render()[1]["pg-screen"]
    assert secret not in html and "spy-peek" not in html
    app.dispatch("ack")
    parts = app.render()[1]
    assert 'data-action="spy-peek"' in parts["pg-decision"]
    assert all(secret not in v for v in parts.values())
    app.dispatch("spy-peek")
    parts = app.render()[1]
    assert secret in parts["pg-decision"]
    assert all(secret not in v for k, v in parts.items() if k != "pg-decision")
    # the next player who is not the spy sees nothing of it
    bot = RandomBot(0)
    while app.game.decision()["player"] == app.game.view()["promo"]["spy"]:
        app.game.apply(bot.act(app.game))
        app._changed()
    app.dispatch("ack")
    assert all(secret not in v and "spy-peek" not in v for v in app.render()[1].values())


def test_luna_park_house_is_drawn_on_the_board_off_the_network():
    """PROMO-PARK-2, PROMO-PARK-4: the winner's house sits on Luna Park's card on the board, on no city."""
    app = app_for(scripted(["park", 20]), ack=False)
    buy_first(app)
    buy_first(app)
    tap(app, "raise", bid=10)
    tap(app, "pass")
    tap(app, "pass")
    tap(app, "noop")
    overlay = app.render()[1]["pg-board-overlay"]
    park = overlay.split('class="luna-park"')[1]
    assert 'data-seat="0"' in park.split(">")[0] and "Luna Park" in park and 'class="house" data-seat="0"' in park
    ann = app.render()[1]["pg-players"].split('data-seat="0"')[1].split("</section>")[0]
    assert "Luna Park: 1 city" in ann


def powers_flux_beside_a_plant(game) -> bool:
    d = game.decision()
    plants = game.view()["players"][d["player"]]["plants"] if d else []
    return d is not None and d["kind"] == "power" and "flux" in plants and len(plants) > 1


def flux_powering():
    """A seeded random game at the powering of a seat that holds the Flux Generator and a
    numbered plant (the first one: seed 2, seat 1 with 10, 22 and "flux"), and its numbered plants."""
    game = play_until(powers_flux_beside_a_plant, seeds=range(1, 30), promos=["flux"])
    return game, [p for p in game.view()["players"][game.decision()["player"]]["plants"] if p != "flux"]


def test_the_flux_generator_is_ticked_beside_a_numbered_plant_in_market_order():
    """PROMO-FLUX-1, BASE-BUREAU-1: ticking "flux" while a numbered plant is ticked (and the
    reverse) keeps both, listed in the market's order (33⅓ between 33 and 34), never an error."""
    game, numbered = flux_powering()
    app = app_for(game)
    for first, second in ((numbered[0], "flux"), ("flux", numbered[0])):
        app.dispatch("power-best")
        for plant in power_ticked(app):          # nothing ticked
            tap(app, "toggle-plant", plant=plant)
        tap(app, "toggle-plant", plant=first)
        tap(app, "toggle-plant", plant=second)
        assert app.flash is None, app.flash
        assert power_ticked(app) == sorted([first, second], key=lambda p: Game.plant_card(p)["key"])
        html = app.render()[1]["pg-decision"]
        assert html.count('aria-checked="true"') == 2


def power_ticked(app) -> list:
    """The plants ticked on the powering panel (the engine's best until the player changes it)."""
    choice = app.current_choice()["power"]
    return list(choice["plants"] if choice else app.game.best_powering(app.game.decision()["player"])["plants"])
