"""Purchase aids: next-token prices from the engine's quote (BASE-RES), what the
plants need to run once (BASE-PLANT-3, game.fuel_needs, the Flux Generator's PROMO-FLUX-2), and
stored tokens drawn on the plant cards (BASE-PLANT-7)."""
from __future__ import annotations

from helpers_play import advance_to, give_plants
from helpers_promos import promo_game
from pgui.decisions import buyaid
from pgui.common import RESOURCE_TYPES, game_cards, seat_tokens
from pgui.i18n import t
from web_scenes import app_for, kind_is, play_until


def buying_with_plants():
    return play_until(lambda g: kind_is("buy")(g) and
                      any(g.rules.plants[n].inputs for n in g.state["players"][g.decision()["player"]]["plants"]))


def test_the_next_price_is_what_one_more_token_adds_to_the_bill():
    game = buying_with_plants()
    seat = game.decision()["player"]
    for cart in ({}, {"coal": 2}):
        prices = buyaid.next_prices(game, seat, cart)
        for r in RESOURCE_TYPES:
            more = dict(cart)
            more[r] = more.get(r, 0) + 1
            q = game.quote(seat, more)
            if prices[r] is None:
                assert not q["available"]
            else:
                assert prices[r] == q["cost"] - game.quote(seat, cart)["cost"] and prices[r] > 0
    # a price never falls as the cart grows (cheapest tokens are taken first)
    a = buyaid.next_prices(game, seat, {})["coal"]
    b = buyaid.next_prices(game, seat, {"coal": 3})["coal"]
    if a is not None and b is not None:
        assert b >= a


def test_the_suggestion_lets_every_plant_run_and_one_tap_puts_it_in_the_cart():
    game = buying_with_plants()
    seat = game.decision()["player"]
    need = buyaid.plants_need(game, seat)
    app = app_for(game)
    html = app.render()[1]["pg-decision"]
    if any(need.values()):
        assert 'data-action="cart-fill"' in html
        assert f'({t("en", "elektro", amount=game.quote(seat, need)["cost"])})' in html   # what it costs
        app.dispatch("cart-fill")
        assert {r: app.choice["cart"].get(r, 0) for r in RESOURCE_TYPES} == need
        player = game.state["players"][seat]
        holdings = {r: player["resources"].get(r, 0) + need[r] for r in RESOURCE_TYPES}
        limits = game.purchase_limits(seat)
        if all(need[r] < limits[r] for r in RESOURCE_TYPES):     # not capped by the market
            plants = [game.rules.plants[n] for n in player["plants"]]
            for r in RESOURCE_TYPES:                                 # each single-fuel kind covered
                assert holdings[r] >= sum(p.inputs for p in plants if p.kind == r)
            hybrid = sum(p.inputs for p in plants if p.kind == "hybrid")
            coal_oil = sum(p.inputs for p in plants if p.kind in ("coal", "oil"))
            assert holdings["coal"] + holdings["oil"] >= coal_oil + hybrid
    else:
        assert t("en", "buy.need_none") in html


def test_stored_tokens_are_drawn_on_the_plant_cards():
    game = play_until(lambda g: kind_is("buy")(g) and
                      sum(g.state["players"][g.decision()["player"]]["resources"].values()) > 0)
    seat = game.decision()["player"]
    player = game.state["players"][seat]
    seated = seat_tokens(player["plants"], player["resources"], game_cards(game))
    for r in RESOURCE_TYPES:        # every token is drawn, once
        assert sum(s.get(r, 0) for s in seated.values()) == player["resources"].get(r, 0)
    for n, tokens in seated.items():
        p = game.rules.plants[n]
        assert sum(tokens.values()) <= 2 * p.inputs
        accepted = ("coal", "oil") if p.kind == "hybrid" else (p.kind,)
        assert set(tokens) <= set(accepted)
    html = app_for(game).render()[1]["pg-decision"]
    total = sum(player["resources"].values())
    drawn = html.count('class="stok res ') - html.count(' ghost"')
    assert drawn == total


def test_each_cart_row_shows_the_next_price():
    game = buying_with_plants()
    html = app_for(game, "ro").render()[1]["pg-decision"]
    prices = buyaid.next_prices(game, game.decision()["player"], {})
    for r, price in prices.items():
        if price is not None:
            assert t("ro", "buy.next", price=price) in html


def test_korea_aids_use_the_market_chosen_first():
    """KOREA-6: prices and the suggestion come from the market the player picked."""
    from powergrid import Game
    from powergrid.bots import RandomBot
    game = Game({"map": "korea", "players": ["Ann", "Bob", "Cem"], "seed": 3})
    bot = RandomBot(3)
    while not (kind_is("buy")(game) and game.view()["round"] >= 2):
        game.apply(bot.act(game))
    app = app_for(game)
    markets = [a["market"] for a in game.legal_actions() if a["type"] == "buy" and "market" in a]
    for market in markets:
        app.dispatch("market-pick", {"market": market})
        html = app.render()[1]["pg-decision"]
        seat = game.decision()["player"]
        prices = buyaid.next_prices(game, seat, {}, market)
        for r in game.market_slots(market):
            if prices[r] is not None:
                assert t("en", "buy.next", price=prices[r]) in html
        app.dispatch("cart-fill")
        assert app.flash is None


def test_one_tap_buys_what_the_plants_need_or_a_full_storage():
    """"Buy it now" buys exactly the suggestion (run once) or a full storage
    (BASE-PLANT-7: twice what each plant burns) in one tap, pays the quote, and undo takes it back."""
    game = play_until(lambda g: kind_is("buy")(g) and g.view()["round"] == 1 and
                      any(g.rules.plants[n].inputs for n in g.state["players"][g.decision()["player"]]["plants"]))
    seat = game.decision()["player"]
    offers = {runs: (amounts, cost) for runs, amounts, cost in buyaid.quick_buys(game, seat)}
    assert 1 in offers and 2 in offers                    # round 1: nothing stored, both offered
    once, full = offers[1][0], offers[2][0]
    assert sum(full.values()) == 2 * sum(once.values())   # a full storage holds two runs
    for runs, (amounts, cost) in offers.items():
        app = app_for(game)
        assert f'data-action="buy-quick" data-runs="{runs}"' in app.render()[1]["pg-decision"]
        money = game.state["players"][seat]["money"]
        held = dict(game.state["players"][seat]["resources"])
        assert app.dispatch("buy-quick", {"runs": str(runs)}) and app.flash is None
        player = app.game.state["players"][seat]
        assert player["money"] == money - cost
        assert {r: player["resources"].get(r, 0) - held.get(r, 0) for r in RESOURCE_TYPES} == \
            {r: amounts.get(r, 0) for r in RESOURCE_TYPES}
        app.dispatch("undo", {"sure": True})      # the next player has the tablet: he says yes
        assert app.game.state["players"][seat]["money"] == money


def test_a_one_tap_buy_is_offered_only_when_affordable_and_refuses_made_up_amounts():
    game = buying_with_plants()
    seat = game.decision()["player"]
    game.state["players"][seat]["money"] = 0          # a scene: the player cannot pay for anything
    assert buyaid.quick_buys(game, seat) == []
    html = app_for(game).render()[1]["pg-decision"]
    assert 'data-action="buy-quick"' not in html
    app = app_for(game)
    before = game.to_json()
    assert app.dispatch("buy-quick", {"runs": "1"}) is False
    assert app.dispatch("buy-quick", {"runs": "7"}) is False
    assert game.to_json() == before


def test_what_the_plants_need_counts_the_flux_generator():
    """With plant 5 (2 coal or oil) and the Flux Generator (3 tokens of any type, PROMO-FLUX-2),
    nothing held: the aid buys five tokens, and with them both plants run."""
    game = promo_game(3, chosen=["flux"])
    for plant in (3, 4, 6):
        game.apply({"type": "open", "player": game.decision()["player"], "plant": plant, "bid": plant})
        while game.decision()["kind"] == "bid":
            game.apply({"type": "pass", "player": game.decision()["player"]})
    advance_to(game, "buy")
    seat = game.decision()["player"]
    give_plants(game, seat, [5, "flux"])
    need = buyaid.plants_need(game, seat)
    assert sum(need.values()) == 5
    assert need["coal"] + need["oil"] >= 2
    player = game.state["players"][seat]
    player["resources"] = {r: player["resources"][r] + need[r] for r in RESOURCE_TYPES}
    assert game.power_quote(seat, [5, "flux"])["ok"]
