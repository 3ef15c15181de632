"""Computer players on Benelux, Central Europe and Spain & Portugal: they use each map rule where
it pays (BX-4, CE-4) and never try what a map rule refuses (CE-3, SP-2); on Spain & Portugal
they play through the return of the plants set aside (SP-3)."""
import pytest

from powergrid import Game
from powergrid.bots import make_bot
from powergrid.variants import MAPS

from helpers import buy_round1, names, new_game, skip_phase
from helpers_market import enter_phase, give, set_cards


def normal_choice(game):
    seat = game.decision()["player"]
    return make_bot("normal", 1).act(game.observation(seat))


def test_normal_buys_the_fifth_plant_an_ecological_plant_puts_on_sale():
    """BX-4: with 3, 4, 5, 6 and the wind plant 13 on sale, normal opens the auction for 13; on
    Germany the same market offers only 3-6 and normal takes one of them."""
    for game_map, regions in (("benelux", ["flanders", "nl_south", "wallonia_luxembourg"]), ("germany", None)):
        game = new_game(3, game_map=game_map, regions=regions, timing=Game.TIMING)
        set_cards(game, market=[3, 4, 5, 6, 13, 18, 19, 20])
        action = normal_choice(game)
        assert action["type"] == "open"
        assert (action["plant"] == 13) == (game_map == "benelux"), (game_map, action)


def first_house(plants: list) -> list:
    """Round 1's build on Central Europe (Austria, the Czech Republic, west Poland): the cities
    normal builds, holding `plants` and 50 Elektro."""
    game = new_game(3, game_map="centraleurope", regions=["austria", "czechia", "poland_west"],
                    timing=Game.TIMING)
    buy_round1(game, [4, 5, 7])
    skip_phase(game, "buy")
    seat = game.decision()["player"]
    set_cards(game, market=[9, 11, 12, 13, 15, 16, 17, 18])
    give(game, seat, plants_=plants, money=50)
    return normal_choice(game)["cities"]


def test_normal_builds_in_wien_when_its_garbage_discount_pays():
    """CE-4: holding garbage plants (6, 14), normal's first houses include Wien, whose house
    makes every garbage token 1 Elektro cheaper; holding coal plants (8, 10), Wien saves nothing
    and normal builds where the connections are cheapest."""
    assert "Wien" in first_house([6, 14])
    assert "Wien" not in first_house([8, 10])


def test_normal_counts_the_wien_discount_when_it_buys_garbage():
    """CE-4: with a house in Wien, normal's cart of garbage costs what the engine charges him,
    the discount included: three tokens from space 1 for nothing, though he has no money."""
    game = new_game(3, game_map="centraleurope", regions=["austria", "czechia", "poland_west"],
                    timing=Game.TIMING)
    buy_round1(game, [4, 5, 7])
    seat = game.decision()["player"]
    give(game, seat, plants_=[14], cities=["Wien"], money=0)
    market = game.state["markets"]["main"]
    game.state["supply"]["garbage"] -= 24 - market["garbage"]
    market["garbage"] = 24
    action = normal_choice(game)
    assert action["resources"]["garbage"] >= 2
    game.apply(action)
    assert game.state["players"][seat]["money"] == 0


@pytest.mark.parametrize("game_map", [m.id for m in MAPS if m.acquire_needs_regions])
@pytest.mark.parametrize("levels", [["normal", "easy", "normal", "easy"], ["hard", "normal", "random"]])
def test_no_computer_tries_to_acquire_a_nuclear_plant_the_rules_refuse(levels, game_map):
    """CE-3, SP-2: whole games on each map with a nuclear condition in which every level only
    opens or bids for plants it may acquire: an action the engine refuses would raise and fail
    the test."""
    for seed in range(2):
        game = Game({"map": game_map, "players": names(len(levels)), "seed": seed,
                     "timing": Game.TIMING})
        bots = [make_bot(lv, seed * 7 + i, **({"playouts": 2} if lv == "hard" else {}))
                for i, lv in enumerate(levels)]
        while not game.over:
            seat = game.decision()["player"]
            game.apply(bots[seat].act(game.observation(seat)))
        assert game.state["result"]["winners"]


def auction_with_cities(cities: list, game_map: str = "benelux", **options) -> dict:
    """Normal's first move in round 3's auction, holding plants 20 and 24 (9 cities of
    capacity), 60 Elektro and `cities`, with the wind plant 27 among the plants on sale."""
    regions = ["flanders", "nl_randstad", "nl_south"] if game_map == "benelux" else None
    game = new_game(3, game_map=game_map, regions=regions, timing=Game.TIMING)
    buy_round1(game, [4, 5, 7])
    enter_phase(game, "auction", round_=3)
    seat = game.decision()["player"]
    set_cards(game, market=[22, 23, 27, 28, 29, 33, 35, 37])
    give(game, seat, plants_=[20, 24], cities=cities, money=60)
    return make_bot("normal", 1, **options).act(game.observation(seat))


def test_normal_keeps_the_money_to_connect_what_its_plants_can_power():
    """BX-4, BX-5 bring big plants early: normal with capacity for 9 cities and only 2 houses
    keeps its 60 Elektro for the houses (10 each in Step 1, BASE-BUILD-4) rather than buy more
    capacity; with its 9 cities connected it buys a plant with the same money. On Germany's
    slower market it buys with 2 houses too."""
    nine = ["Amsterdam", "Haarlem", "Zaanstad", "Leiden", "Den Haag", "Rotterdam", "Utrecht",
            "Breda", "Tilburg"]
    assert auction_with_cities(nine)["type"] == "open"
    assert auction_with_cities(nine[:2])["type"] == "pass"
    assert auction_with_cities(nine[:2], house_keep=False)["type"] == "open"
    assert auction_with_cities(["Essen", "Duisburg"], game_map="germany")["type"] == "open"
