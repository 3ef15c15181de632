"""Computer players with the promo cards (RULES.md 18): legal to the end at every level, asset
bids a player would find sane, the Transformer where it powers a city, and blind to the cards
they have not seen, the spy's top card included (PROMO-SPY-3/4, AMB-80)."""
import random

import pytest

from powergrid import PROMO_CARDS, Game, SeededRandom
from powergrid.bots import make_bot
from powergrid.data import promo_kind
from powergrid.tournament import game_options, parse, play_game

from helpers import act, names
from helpers_play import give_plants, give_resources, set_cities
from helpers_promos import buy, promo_game

ALL = list(PROMO_CARDS)


def promo_options(game_map, players, seed):
    return {"map": game_map, "players": names(players), "seed": seed, "promos": ALL}


def bots_for(levels, seed):
    return [make_bot(lv, seed * 7 + i, **({"playouts": 2} if lv == "hard" else {}))
            for i, lv in enumerate(levels)]


@pytest.mark.parametrize("game_map,levels", [
    ("germany", ["normal", "easy"]),
    ("germany", ["normal", "easy", "random"]),
    ("germany", ["easy", "normal", "normal", "easy", "random", "normal"]),
    ("usa", ["random", "normal"]),
    ("usa", ["normal", "easy", "normal", "random", "easy"]),
    ("usa", ["easy", "normal", "easy", "normal", "normal", "easy"]),
    ("korea", ["normal", "easy", "random"]),
    ("korea", ["easy", "normal", "normal", "random"]),
])
def test_every_level_plays_legally_to_the_end_with_every_promo_card(game_map, levels):
    """PROMO-GEN-1..10 and every card: each decision of whole games is one the engine accepts
    (asset auctions, the Transformer's attach, the Flux Generator in the plant auction)."""
    kinds = set()
    for seed in range(3):
        game = Game(promo_options(game_map, len(levels), seed))
        bots = bots_for(levels, seed)
        while not game.over:
            d = game.decision()
            kinds.add(d["kind"])
            game.apply(bots[d["player"]].act(game.observation(d["player"])))
            game.check_invariants()
        assert game.state["result"]["winners"]
    assert "asset" in kinds                 # the asset auctions were really played


@pytest.mark.parametrize("game_map,levels", [
    ("germany", ["hard", "normal", "easy"]),
    ("korea", ["random", "hard", "normal", "easy"]),
])
def test_hard_plays_legally_to_the_end_with_every_promo_card(game_map, levels):
    game = Game(promo_options(game_map, len(levels), 3))
    bots = bots_for(levels, 3)
    while not game.over:
        seat = game.decision()["player"]
        game.apply(bots[seat].act(game.observation(seat)))
    assert game.state["result"]["winners"]


def test_normal_bids_on_assets_within_its_means_and_takes_a_cheap_luna_park():
    """PROMO-GEN-4/10, PROMO-PARK-2/3: a normal player never pays into the money its next fuel
    and houses need (as in the plant auction) and never pays more for Luna Park than the
    cheapest city it could build then, plus a city's worth in the last rounds; but it does
    open Luna Park at the minimum when a city would cost it more."""
    bids = bargains = 0
    for game_map, players in [("germany", 3), ("usa", 4), ("germany", 5), ("korea", 4)]:
        for seed in range(4):
            game = Game(promo_options(game_map, players, seed))
            bots = [make_bot("normal", seed * 7 + i) for i in range(players)]
            while not game.over:
                d = game.decision()
                seat = d["player"]
                obs = game.observation(seat)
                action = bots[seat].act(obs)
                if d["kind"] == "asset":
                    bot, me = bots[seat], game.state["players"][seat]
                    keep = bot.params["reserve"] + 2 * len(me["plants"]) if game.state["round"] > 1 else 0
                    costs = [v["cost"] for v in game.build_preview(seat).values() if v["cost"] is not None]
                    cheapest = min(costs, default=99)
                    if action["type"] == "bid":
                        bids += 1
                        assert me["money"] - action["bid"] >= keep, (d, action, me["money"])
                        if d["card"] == "park":
                            assert action["bid"] <= cheapest + bot.params["city_value"], (action, cheapest)
                    lot = game.state["promo"]["lot"]
                    if (d["card"] == "park" and lot["bid"] is None and me["plants"]
                            and cheapest > 10 and me["money"] - 10 >= keep
                            and game.city_count(seat) < game.rules.max_cities):
                        assert action == {"type": "bid", "player": seat, "bid": 10}
                        bargains += 1
                game.apply(action)
    assert bids > 10 and bargains > 0        # the rule was exercised, not passed by passing


def test_normal_drops_out_of_a_luna_park_auction_at_the_price_of_a_city():
    """PROMO-PARK-2: Luna Park saves one city's house and connection; a rich normal player with
    a network, raised without end, bids up to what its cheapest next city costs and no further
    instead of paying all its money."""
    g = promo_game(3, promo_deck=[20, "park", 21])
    buy(g, 3)
    buy(g, 4)
    buy(g, 5)
    assert g.decision() == {"player": 0, "kind": "asset", "card": "park"}
    set_cities(g, 1, [list(g.rules.area.cities)[0]])
    g.state["players"][1]["money"] = 200
    cheapest = min(v["cost"] for v in g.build_preview(1).values() if v["cost"] is not None)
    assert cheapest > 15
    bot = make_bot("normal", 1)
    highest = 0
    while g.decision() and g.decision()["kind"] == "asset":
        seat = g.decision()["player"]
        if seat == 1:
            action = bot.act(g.observation(1))
            highest = action.get("bid", highest)
            g.apply(action)
        else:               # the rivals raise by one as long as the bot stays in
            lot = g.state["promo"]["lot"]
            act(g, "bid", bid=10 if lot["bid"] is None else lot["bid"] + 1)
    assert cheapest - 2 <= highest <= cheapest
    assert g.state["promo"]["owners"]["park"] != 1 and g.state["players"][1]["money"] == 200


def _attach_scene(coal, garbage, cities):
    """Seat 1 won the Transformer and owns plants 4 (2 coal: 1 city) and 6 (1 garbage: 1 city)."""
    g = promo_game(3, promo_deck=["transformer", 20])
    buy(g, 3)
    buy(g, 4)
    act(g, "pass")
    act(g, "bid", bid=10)
    assert g.decision() == {"player": 1, "kind": "attach", "card": "transformer"}
    give_plants(g, 1, [4, 6])
    give_resources(g, 1, "market", coal=coal, garbage=garbage)
    set_cities(g, 1, list(g.rules.area.cities)[:cities])
    return g


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_transformer_goes_where_it_powers_another_city(level):
    """PROMO-TRANS-2/3: with fuel for plant 4 only and cities to spare, the Transformer on 4
    powers 2 cities, on 6 only 1: the bot attaches it to 4, though 6 is the higher plant."""
    g = _attach_scene(coal=2, garbage=0, cities=3)
    bot = make_bot(level, 1, **({"playouts": 4} if level == "hard" else {}))
    action = bot.act(g.observation(1))
    assert action == {"type": "attach", "player": 1, "plant": 4}
    g.apply(action)
    assert g.best_powering(1)["cities"] == 2


def test_the_transformer_goes_on_the_highest_plant_when_no_choice_gains_a_city():
    """PROMO-TRANS-4: where both plants power as many cities, the Transformer goes on the higher
    one, which is discarded last."""
    g = _attach_scene(coal=2, garbage=1, cities=3)
    assert make_bot("normal", 1).act(g.observation(1)) == {"type": "attach", "player": 1, "plant": 6}


def test_every_asset_card_has_a_value_of_its_own_and_the_other_promo_cards_fall_to_the_default():
    """PROMO-GEN-4: the cards the engine auctions (its `promo_kind` "asset") are each judged by
    their own entry in the bots' table, so an asset card added without one fails here instead
    of being bid on as worthless; the promo cards never auctioned (the Flux Generator is a
    plant, the events act at once, Espionage lies beside the board) have no entry and are
    deliberately worth the default, nothing."""
    g = promo_game(3, promo_deck=[20, 21, 22])
    bot = make_bot("normal", 1)
    seat = g.decision()["player"]
    obs = g.observation(seat)
    rounds = bot._rounds_left(obs)
    for card in PROMO_CARDS:
        if promo_kind(card) == "asset":
            assert card in bot.ASSET_VALUES, card
            assert bot.asset_value(obs, seat, card) == bot.ASSET_VALUES[card](bot, obs, seat, rounds), card
        else:
            assert card not in bot.ASSET_VALUES, card
            assert bot.asset_value(obs, seat, card) == 0.0, card


def test_the_flux_generator_is_valued_like_a_plant_by_its_sort_key():
    """PROMO-FLUX-1/2: the 33⅓ plant burns 3 of any fuel for 6 cities; the bots value it by its
    sort key without tripping on its id "flux"."""
    g = promo_game(3, promo_deck=[20, 21, 22])
    bot = make_bot("normal", 1)
    obs = g.observation(g.decision()["player"])
    seat = obs.decision()["player"]
    assert bot.plant_value(obs, seat, "flux") > bot.plant_value(obs, seat, 33) > 0
    easy = make_bot("easy", 1)
    assert easy.plant_value(obs, seat, "flux") > 0


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_choice_whatever_the_hidden_cards_with_promos(level):
    """AMB-80, AMB-81, PROMO-SPY-3/4: at every decision of promo games, each seat's bot chooses the same
    action in two games that differ only in the cards that seat has not seen; the spy's twin
    keeps the top card the spy sees, everybody else's twin deals it anew."""
    games = [("germany", 3, 0), ("usa", 4, 1), ("korea", 5, 2), ("germany", 6, 3)]
    if level == "hard":
        games = games[:1]
    differing = spy_decisions = 0
    kinds = set()
    for game_map, players, seed in games:
        game = Game(promo_options(game_map, players, seed))
        options = {"playouts": 2} if level == "hard" else {}
        mine = [make_bot(level, seed * 7 + i, **options) for i in range(players)]
        theirs = [make_bot(level, seed * 7 + i, **options) for i in range(players)]
        limit = 60 if level == "hard" else 10_000
        for _ in range(limit):
            if game.over:
                break
            seat = game.decision()["player"]
            kinds.add(game.decision()["kind"])
            twin = game.clone(rng=SeededRandom(seed + 1000))
            twin.resample_hidden(random.Random(seed * 31 + game.revision), seat)
            twin.state["options"] = dict(game.state["options"], seed=seed + 1000)
            differing += twin.state["deck"] != game.state["deck"]
            spy = (game.state["promo"]["spy"] == seat)
            if spy:
                assert twin.state["deck"][:1] == game.state["deck"][:1]
                spy_decisions += 1
            a, b = mine[seat].act(game.observation(seat)), theirs[seat].act(twin.observation(seat))
            assert a == b, (game.decision(), a, b)
            game.apply(a)
    assert differing > 20
    assert spy_decisions > (2 if level == "hard" else 20)
    assert "asset" in kinds and ("attach" in kinds or level in ("easy", "hard"))   # easy rarely pays 10 for it


def test_search_worlds_keep_the_spy_top_card_and_deal_it_anew_for_the_others():
    """PROMO-SPY-3, AMB-80, AMB-81: the worlds the hard bot imagines keep the top card the spy
    sees on top; for any other player that card is dealt at random like every unseen card."""
    game = Game(promo_options("germany", 3, 4))
    bots = [make_bot("normal", i) for i in range(3)]
    while game.state["promo"]["spy"] is None or game.decision()["kind"] != "choose":
        seat = game.decision()["player"]
        game.apply(bots[seat].act(game.observation(seat)))
    spy = game.state["promo"]["spy"]
    top = game.state["deck"][0]
    assert game.observation(spy).view["private"] == {"top_card": top}
    rnd = random.Random(1)
    spy_tops = {game.observation(spy).determinize(rnd).state["deck"][0] for _ in range(8)}
    other = (spy + 1) % 3
    assert game.observation(other).view["private"] == {}
    other_tops = {game.observation(other).determinize(rnd).state["deck"][0] for _ in range(8)}
    assert spy_tops == {top} and len(other_tops) > 1


def test_tournaments_take_promo_cards_and_refuse_them_where_the_engine_does():
    """`python3 -m powergrid tournament --promos all` plays with every card; China (CHINA-23)
    is refused with the engine's reason before any game starts."""
    args = parse(["--seats", "normal,easy", "--promos", "all", "--games", "1"])
    assert args.promos == ALL
    result = play_game((args.seat_levels, 5, "germany", False, None, None, args.promos))
    assert sum(s["win"] for s in result["seats"]) == pytest.approx(1.0)
    assert game_options(args.seat_levels, 5, "germany", False, args.promos)["promos"] == ALL
    with pytest.raises(SystemExit):
        parse(["--map", "china", "--promos", "flux"])
