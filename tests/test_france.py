"""France (FR-1..FR-7, AMB-101, AMB-103, AMB-106..AMB-108): each rule set up exactly, compared with
the base game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction
from powergrid.data import STEP3, base_resource_tables

from helpers import act, buy_round1, names, new_game, skip_phase
from helpers_market import restock_round

FR = "france"
PARIS = ("Paris Nord", "Paris Est", "Paris Sud-Ouest")
WITH_PARIS = ["centre_paris", "east", "north"]


def fr_game(n=3, regions=WITH_PARIS, **kw) -> Game:
    return new_game(n, game_map=FR, regions=regions, **kw)


# ---- FR-1 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 4, 6])
def test_the_starting_market_has_uranium_from_5(n):
    """FR-1: 24 coal, 18 oil, 6 garbage and 8 uranium in the market, the cheapest uranium at 5 (14
    on Germany, BASE-SETUP-9); the supply holds the rest: coal 0, oil 6, garbage 18, uranium 4."""
    game = fr_game(n, regions=None)
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 8}
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 4}
    slots = game.market_slots()
    assert [price for price, _, tokens in slots["uranium"] if tokens] == [5, 6, 7, 8, 10, 12, 14, 16]
    germany = new_game(n).market_slots()
    assert [price for price, _, tokens in germany["uranium"] if tokens] == [14, 16]
    assert slots["coal"] == germany["coal"] and slots["oil"] == germany["oil"]


# ---- FR-2, FR-7 ---------------------------------------------------------------------------
@pytest.mark.parametrize("n,face_down", [(2, 8), (3, 8), (4, 4), (5, 0), (6, 0)])
def test_plant_11_lies_on_top_and_13_is_out_of_the_game(n, face_down):
    """FR-2: the opening market is 03-10; 11 lies on top of the deck, the Step 3 card at the bottom;
    13 is out of the game, openly, after the T-PC plants removed face down, which never include 11.
    The deck holds 25 / 25 / 29 / 33 / 33 plants. FR-7: the Recharged set-up (11 on sale, other
    removals) is not applied: the opening market and the face-down removals are the base game's."""
    for seed in (1, 2, 3):
        game = fr_game(n, regions=None, seed=seed)
        state = game.state
        assert state["market"] == [3, 4, 5, 6, 7, 8, 9, 10]
        assert state["deck"][0] == 11 and state["deck"][-1] == STEP3
        assert len(state["deck"]) - 1 == 33 - face_down
        assert 13 not in state["deck"] and 11 not in state["box"]
        assert state["box"][face_down:] == [13]
        view = game.view()
        assert view["removed_face_up"] == [13] and view["removed_count"] == face_down + 1
        assert game.public_deck()[0] == 11 and game.public_deck()[1] is None
    base = new_game(n, seed=1).state
    assert base["deck"][0] == 13 and 13 not in base["box"] and 11 in base["deck"] + base["box"]


def test_the_first_plant_drawn_is_11():
    """FR-2: the replacement of round 1's first purchase is plant 11, which enters the future market."""
    game = fr_game(3, order=[0, 1, 2])
    buy_round1(game, [4])
    assert game.state["market"] == [3, 5, 6, 7, 8, 9, 10, 11]
    assert game.state["deck"][0] != 13


# ---- FR-3 ---------------------------------------------------------------------------------
def test_paris_is_three_cities_joined_at_no_cost():
    """FR-3, AMB-101: Paris Nord, Paris Est and Paris Sud-Ouest are cities of the central region,
    joined pairwise at cost 0, with the connections the data gives them."""
    board = Game.map_board(FR)
    region = {c["name"]: c["region"] for c in board["cities"]}
    assert all(region[p] == "centre_paris" for p in PARIS)
    links = {frozenset((a, b)): cost for a, b, cost in board["connections"]}
    assert all(links[frozenset((a, b))] == 0 for a, b in (PARIS[:2], PARIS[1:], PARIS[::2]))
    out = {p: sorted((b if a == p else a, cost) for a, b, cost in board["connections"]
                     if p in (a, b) and not {a, b} <= set(PARIS)) for p in PARIS}
    assert out == {"Paris Nord": [("Amiens", 9), ("Rouen", 9)],
                   "Paris Est": [("Dijon", 20), ("Nancy", 21), ("Reims", 9)],
                   "Paris Sud-Ouest": [("Caen", 12), ("Le Mans", 10), ("Orléans", 7)]}


def test_one_player_builds_all_three_paris_cities_for_their_houses_only():
    """FR-3: in round 1 one player connects all three Paris cities for 3 x 10 Elektro (the links cost
    nothing), and they count as three cities; in Step 1 nobody else may build there."""
    game = fr_game(3, order=[0, 1, 2])
    buy_round1(game, [4, 5, 6])
    skip_phase(game, "buy")
    builder = game.decision()["player"]
    money = game.state["players"][builder]["money"]
    act(game, "build", cities=list(PARIS))
    player = game.state["players"][builder]
    assert money - player["money"] == 30 and sorted(player["cities"]) == sorted(PARIS)
    nxt = game.decision()["player"]
    with pytest.raises(IllegalAction):
        game.apply({"type": "build", "player": nxt, "cities": ["Paris Est"]})


# ---- FR-4 ---------------------------------------------------------------------------------
def test_the_refill_is_the_base_table_uranium_included():
    """FR-4, T-REFILL: with 3 players in Step 1 Phase 5 adds what the base table gives (oil 2, garbage 1,
    uranium 1), as much as the supply holds (coal 0: it all starts in the market)."""
    game = fr_game(3, order=[0, 1, 2])
    buy_round1(game, [4, 5, 6])
    table = base_resource_tables()["resupply"]
    added = restock_round(game)
    assert added == {"coal": 0, "oil": table["oil"]["3"][0], "garbage": table["garbage"]["3"][0],
                     "uranium": table["uranium"]["3"][0]} == {"coal": 0, "oil": 2, "garbage": 1, "uranium": 1}


# ---- FR-5 ---------------------------------------------------------------------------------
def test_the_paris_region_need_not_be_in_play():
    """FR-5, AMB-103: any adjacent set of regions may be chosen, with or without the central region;
    the random draw gives sets without it too."""
    game = fr_game(3, regions=["east", "north", "northwest"])
    assert not set(PARIS) & set(game.rules.area.cities)
    drawn = {tuple(Game({"map": FR, "players": names(3), "seed": s}).state["regions"]) for s in range(40)}
    assert any("centre_paris" not in r for r in drawn) and any("centre_paris" in r for r in drawn)


# ---- FR-6 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_player_count_rules_are_the_base_games(n):
    """FR-6: regions in play, Step 2 and game-end city counts and removals are T-PC's; the payments
    and the 22 houses are the base game's."""
    assert Game.player_count(n, FR) == Game.player_count(n)
    game = fr_game(n, regions=None)
    assert len(game.state["regions"]) == Game.player_count(n)["regions"]
    assert game.rules.payments == new_game(n).rules.payments and game.rules.max_cities == 22


# ---- AMB-106, AMB-107, AMB-108 ------------------------------------------------------------
def test_biarritz_bordeaux_costs_12():
    """AMB-106: the one connection the sources disagree on is played at 12."""
    costs = {frozenset((a, b)): c for a, b, c in Game.map_board(FR)["connections"]}
    assert costs[frozenset(("Biarritz", "Bordeaux"))] == 12


def test_promo_cards_and_the_beginner_game_are_allowed():
    """AMB-107: promo cards are shuffled in under plant 11, which stays on top; AMB-108: the beginner
    game may be chosen."""
    declared = next(m for m in Game.maps() if m["id"] == FR)
    assert declared["promos"] and declared["beginner"]
    game = fr_game(4, regions=None, promos=["flux", "warehouse", "espionage"])
    deck = game.state["deck"]
    assert deck[0] == 11 and deck[-1] == STEP3 and {"flux", "warehouse"} <= set(deck)
    assert fr_game(3, beginner=True).state["options"]["beginner"] is True
