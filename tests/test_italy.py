"""Italy (IT-1..IT-5, MAP-4, AMB-102, AMB-104, AMB-105, AMB-107, AMB-108): each rule set up
exactly, compared with the base game where the base game does otherwise."""
import itertools

import pytest

from powergrid import Game, IllegalAction
from powergrid.data import STEP3, base_resource_tables
from powergrid.maps import get_map

from helpers import buy_round1, names, new_game
from helpers_market import restock_round, set_cards

IT = "italy"
CUTS_LIVORNO = ["centre", "northeast", "northwest"]      # red, green, blue
THREE = ["centre", "emilia", "south"]


def it_game(n=3, regions=THREE, **kw) -> Game:
    return new_game(n, game_map=IT, regions=regions, **kw)


# ---- IT-1 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 5])
def test_the_starting_market_is_smaller(n):
    """IT-1: coal on 3-8 (18), oil on 4-8 (15), garbage on 5-8 (12), uranium on 14 and 16 (2); the
    supply holds coal 6, oil 9, garbage 12, uranium 10 (the base game: coal from 1, oil from 3,
    garbage from 7, BASE-SETUP-9)."""
    game = it_game(n, regions=None)
    assert game.state["markets"]["main"] == {"coal": 18, "oil": 15, "garbage": 12, "uranium": 2}
    assert game.state["supply"] == {"coal": 6, "oil": 9, "garbage": 12, "uranium": 10}
    cheapest = {r: next(price for price, _, tokens in slots if tokens) for r, slots in game.market_slots().items()}
    assert cheapest == {"coal": 3, "oil": 4, "garbage": 5, "uranium": 14}
    base = {r: next(price for price, _, tokens in slots if tokens) for r, slots in new_game(n).market_slots().items()}
    assert base == {"coal": 1, "oil": 3, "garbage": 7, "uranium": 14}


# ---- IT-2, IT-3 ---------------------------------------------------------------------------
def test_the_refill_is_the_base_table():
    """IT-2, AMB-105, T-REFILL: 3 players, Step 1: Phase 5 adds coal 4, oil 2, garbage 1, uranium 1."""
    game = it_game(3, order=[0, 1, 2])
    buy_round1(game, [4, 5, 6])
    table = base_resource_tables()["resupply"]
    assert restock_round(game) == {r: table[r]["3"][0] for r in table} == \
        {"coal": 4, "oil": 2, "garbage": 1, "uranium": 1}


def test_uranium_is_still_restocked_after_plant_39_is_bought():
    """IT-3: the Recharged "nuclear phase-out" is not applied: after plant 39 is auctioned and bought,
    Phase 5 restocks uranium by the base table as before (BASE-BUREAU-7)."""
    game = it_game(3, order=[0, 1, 2])
    set_cards(game, market=[3, 4, 5, 39, 40, 42, 44, 46])
    buy_round1(game, [39, 3, 4])
    assert 39 in game.state["players"][0]["plants"]
    uranium = game.state["markets"]["main"]["uranium"]
    assert restock_round(game)["uranium"] == 1
    assert game.state["markets"]["main"]["uranium"] == uranium + 1
    game.check_invariants()


# ---- IT-4, MAP-4 --------------------------------------------------------------------------
def test_the_choice_that_cuts_livorno_off_is_refused():
    """IT-4, MAP-4, AMB-104: blue + green + red are adjacent, but Livorno's connections lead out of
    them: the choice is refused, naming the city; adding yellow (Pisa) joins Livorno up."""
    m = get_map(IT)
    assert m.regions_connected(CUTS_LIVORNO) and m.cut_off_cities(CUTS_LIVORNO) == ["Livorno"]
    with pytest.raises(IllegalAction) as info:
        it_game(3, regions=CUTS_LIVORNO)
    assert (info.value.code, info.value.params) == ("regions_cities_apart", {"cities": "Livorno"})
    game = it_game(4, regions=CUTS_LIVORNO + ["emilia"])
    assert "Livorno" in game.rules.area.cities


def test_no_draw_gives_the_choice_that_cuts_livorno_off():
    """IT-4: the random draw is among the sets that form one network, so never blue + green + red."""
    assert CUTS_LIVORNO not in get_map(IT).connected_region_sets(3)
    drawn = {tuple(Game({"map": IT, "players": names(3), "seed": s}).state["regions"]) for s in range(60)}
    assert tuple(CUTS_LIVORNO) not in drawn


def test_the_candidate_region_sets_of_every_other_map_are_unchanged():
    """MAP-4, AMB-104: on every map the candidate sets, in order, are the adjacent sets of before
    (BASE-SETUP-1) less those that cut a city off, and Italy's blue + green + red is the only such set:
    the regions drawn from a seed on the other maps are those of before."""
    cut = []
    for entry in Game.maps():
        m = get_map(entry["id"])
        for k in sorted({Game.player_count(n, entry["id"])["regions"] for n in range(2, 7)}):
            adjacent = [list(c) for c in itertools.combinations(sorted(m.regions), k) if m.regions_connected(c)]
            candidates = m.connected_region_sets(k)
            cut += [(entry["id"], s) for s in adjacent if s not in candidates]
            assert candidates == [s for s in adjacent if not m.cut_off_cities(s)]
    assert cut == [(IT, CUTS_LIVORNO)]


# ---- IT-5 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n,face_down", [(2, 8), (4, 4), (6, 0)])
def test_everything_else_is_the_base_game(n, face_down):
    """IT-5: T-PC unchanged; the base deck: 03-10 on sale, 13 on top, the T-PC plants removed face
    down, the Step 3 card at the bottom."""
    assert Game.player_count(n, IT) == Game.player_count(n)
    state = it_game(n, regions=None).state
    assert state["market"] == [3, 4, 5, 6, 7, 8, 9, 10]
    assert state["deck"][0] == 13 and state["deck"][-1] == STEP3 and len(state["box"]) == face_down


# ---- AMB-102, AMB-107, AMB-108 ------------------------------------------------------------
def test_names_and_options():
    """AMB-102: Padova, in Italian like the board's other cities; AMB-107: promo cards allowed;
    AMB-108: the beginner game allowed."""
    cities = {c["name"] for c in Game.map_board(IT)["cities"]}
    assert {"Padova", "Venezia", "Mestre", "Reggio di Calabria", "Reggio Emilia"} <= cities
    assert "Padua" not in cities
    declared = next(m for m in Game.maps() if m["id"] == IT)
    assert declared["promos"] and declared["beginner"]
    assert it_game(3, beginner=True, promos=None).state["options"]["beginner"] is True
    assert it_game(4, regions=None, promos=["flux"]).state["options"]["promos"] == ["flux"]
