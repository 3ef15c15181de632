"""Central Europe (CE-1..CE-5, AMB-110..AMB-115): each rule set up exactly, compared with the base
game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction
from powergrid.data import flux_plant

import helpers_market
from helpers import act, buy_round1, new_game, skip_phase
from helpers_market import events, first_restock, give, set_cards

CE = "centraleurope"
# Three connected regions: Austria (Wien), the Czech Republic (nuclear allowed), west Poland.
REGIONS3 = ["austria", "czechia", "poland_west"]
NUCLEAR_COUNTRIES = ["czechia", "hungary", "slovakia"]


def ce_game(n=3, regions=REGIONS3, **kw) -> Game:
    return new_game(n, game_map=CE, regions=regions, timing=Game.TIMING, **kw)


def round2_auction(cities: dict) -> Game:
    """Round 2's auction in seat order 0, 1, 2, each seat holding the cities given; plant 11 is
    on sale with 12, 14 and 15."""
    return helpers_market.round2_auction(ce_game(order=[0, 1, 2]), cities, [11, 12, 14, 15, 16, 17, 18, 19])


# ---- CE-1 ---------------------------------------------------------------------------------
def test_the_starting_market_has_five_uranium_from_space_8():
    """CE-1: coal, oil and garbage as in the base game, 5 uranium on 8, 10, 12, 14, 16; the
    supply holds 0 coal, 6 oil, 18 garbage, 7 uranium."""
    game = ce_game()
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 5}
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 7}
    assert game.quote(0, {"uranium": 5})["cost"] == 8 + 10 + 12 + 14 + 16


# ---- CE-2 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_refill_table_is_central_europes_own(n):
    """CE-2, AMB-111: Step 1 restocks coal 4/5/6/7/8, oil 1/2/2/3/4, garbage 1/1/2/3/3, uranium
    1/1/1/2/2 with 2..6 players (the base game: coal 3/4/5/5/7, oil 2/2/3/4/5)."""
    coal, oil, garbage, uranium = ([4, 5, 6, 7, 8][n - 2], [1, 2, 2, 3, 4][n - 2],
                                   [1, 1, 2, 3, 3][n - 2], [1, 1, 1, 2, 2][n - 2])
    added = first_restock(ce_game(n, regions=None), [3, 4, 5, 6, 7, 8][:n], "coal")
    assert added == {"coal": coal, "oil": oil, "garbage": garbage, "uranium": uranium}


# ---- CE-3 ---------------------------------------------------------------------------------
def test_nobody_may_open_a_nuclear_plant_in_round_1():
    """CE-3: in round 1 nobody has a city, so plant 11 cannot be opened; the refusal says which
    countries would allow it (code plant_needs_region). On Germany it can."""
    game = ce_game()
    set_cards(game, market=[3, 4, 5, 11, 12, 14, 15, 16])
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [3, 4, 5]
    with pytest.raises(IllegalAction) as e:
        act(game, "open", plant=11, bid=11)
    assert e.value.code == "plant_needs_region"
    assert e.value.params == {"plant": 11, "kind": "uranium", "in_regions": NUCLEAR_COUNTRIES}
    germany = new_game(3)
    set_cards(germany, market=[3, 4, 5, 11, 12, 14, 15, 16])
    act(germany, "open", plant=11, bid=11)


def test_only_a_player_with_a_city_in_the_three_countries_acquires_a_nuclear_plant():
    """CE-3: from round 2, a player with cities only in Poland may not open plant 11, but may
    open 12; a player with a city in the Czech Republic opens it, and a player with cities only
    in Austria is out of that auction at once (he must pass)."""
    helpers_market.barred_opener_then_barred_bidder(round2_auction({0: ["Poznań"], 1: ["Praha"], 2: ["Wien"]}))


def test_a_player_with_a_city_in_the_three_countries_bids_against_the_opener():
    """CE-3: one city in the three countries is enough, whatever else a player holds: with
    Poznań and Plzeň he opens plant 11 and the Czech player bids; the Austrian one is out."""
    game = round2_auction({0: ["Poznań", "Plzeň"], 1: ["Praha"], 2: ["Wien", "Linz"]})
    game.apply({"type": "open", "player": 0, "plant": 11, "bid": 11})
    assert game.decision() == {"player": 1, "kind": "bid"}
    assert events(game, "auction_barred")[-1]["player"] == 2


def test_an_owned_nuclear_plant_powers_cities_outside_the_three_countries():
    """CE-3: the limit is on acquiring only: plant 11 with uranium powers a Polish city."""
    game = ce_game()
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    skip_phase(game, "build")
    seat = game.decision()["player"]
    give(game, seat, plants_=[11], resources={"uranium": 1}, cities=["Poznań"])
    game.apply({"type": "power", "player": seat, "plants": [11]})
    assert events(game, "powered")[-1]["cities"] == 1


def test_the_fusion_plant_and_the_flux_generator_are_not_nuclear():
    """AMB-112: plant 50 (fusion) and the Flux Generator may be acquired by anyone."""
    game = ce_game()
    game.state["step"] = 3
    set_cards(game, market=[11, 12, 14, 15, 16, 50])
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [12, 14, 15, 16, 50]
    assert game.rules.declared.regions_needed(flux_plant()) == ()


# ---- CE-4 ---------------------------------------------------------------------------------
def _buying(wien_seat_cities: list) -> tuple:
    game = ce_game()
    buy_round1(game, [4, 5, 6])
    seat = game.decision()["player"]
    give(game, seat, plants_=[14], cities=wien_seat_cities)
    return game, seat


def test_a_house_in_wien_makes_each_garbage_token_1_elektro_cheaper():
    """CE-4: with a house in Wien three garbage tokens (7 + 7 + 7 in the market) cost 18; without,
    21; other types cost as usual."""
    game, seat = _buying(["Wien"])
    assert game.quote(seat, {"garbage": 3})["cost"] == 18
    assert game.quote(seat, {"coal": 2})["cost"] == 2
    money = game.state["players"][seat]["money"]
    game.apply({"type": "buy", "player": seat, "resources": {"garbage": 2}})
    assert game.state["players"][seat]["money"] == money - 12
    other, seat2 = _buying(["Linz"])
    assert other.quote(seat2, {"garbage": 3})["cost"] == 21


def test_the_wien_discount_makes_a_token_on_space_1_free():
    """AMB-113: a garbage token on price space 1 costs a Wien player nothing, so with no money he
    may still buy the three of them."""
    game, seat = _buying(["Wien"])
    market = game.state["markets"]["main"]
    game.state["supply"]["garbage"] -= 24 - market["garbage"]
    market["garbage"] = 24
    give(game, seat, money=0)
    assert game.quote(seat, {"garbage": 3})["cost"] == 0
    assert next(o for o in game.legal_actions() if o.get("market"))["max"]["garbage"] == 3
    game.apply({"type": "buy", "player": seat, "resources": {"garbage": 3}})
    assert game.state["players"][seat]["resources"]["garbage"] == 3


# ---- CE-5 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """CE-5: 6 regions of 7, the T-PC row of the base game, the base deck; the beginner game and
    the promo cards may be chosen (AMB-114, AMB-115)."""
    board = Game.map_board(CE)
    assert len(board["regions"]) == 6 and all(len(r["cities"]) == 7 for r in board["regions"])
    assert Game.player_count(n, CE) == Game.player_count(n)
    game = ce_game(n, regions=None)
    assert game.state["market"] == [3, 4, 5, 6, 7, 8, 9, 10] and game.state["deck"][0] == 13
    assert new_game(3, game_map=CE, beginner=True).rules.beginner
    assert new_game(3, game_map=CE, promos=["flux"]).rules.promos == ("flux",)


# ---- AMB-110 ------------------------------------------------------------------------------
def test_city_names_are_the_places_own_spellings_with_their_diacritics():
    """AMB-110: Łódź, Poznań, Plzeň, Győr, ... never the plain forms of the data's source."""
    cities = {c["name"] for c in Game.map_board(CE)["cities"]}
    assert {"Łódź", "Poznań", "Wrocław", "Kraków", "Białystok", "Gdańsk", "Częstochowa", "Plzeň",
            "České Budějovice", "Hradec Králové", "Ústí nad Labem", "Banská Bystrica", "Košice",
            "Prešov", "Žilina", "Győr", "Nyíregyháza", "Pécs", "Kecskemét", "Wien"} <= cities
    assert not {"Lodz", "Poznan", "Plzen", "Gyor", "Krakow"} & cities and len(cities) == 42
