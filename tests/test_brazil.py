"""Brazil (BR-1..BR-6, EX-20, AMB-127, AMB-128): each rule set up exactly, compared with the base
game where the base game does otherwise."""
import pytest

from powergrid import PROMO_CARDS, Game, ScriptedRandom
from powergrid.data import STEP3, base_resource_tables, plants

from helpers import buy_round1, names, new_game
from helpers_market import restock_in_step

BR = "brazil"
GARBAGE = (19, 24, 30, 38)          # the garbage plants of the deck: 06 is on sale, 14 is BR-3's
OPENING = [3, 4, 5, 6, 7, 8, 9, 10]


def br_game(n=3, rng=None, **options) -> Game:
    return Game({"map": BR, "players": names(n), "seed": 1, "timing": Game.TIMING, **options}, rng)


# ---- BR-1 ---------------------------------------------------------------------------------
def test_the_board_has_42_cities_in_six_regions_and_three_links_at_no_cost():
    """BR-1: 42 cities in 6 regions of 7, 89 connections (the source's duplicate Brasília-Uberlândia
    kept once); São Gonçalo-Rio de Janeiro, São Paulo-Guarulhos and Guarulhos-Campinas cost 0."""
    board = Game.map_board(BR)
    regions = {c["region"] for c in board["cities"]}
    assert len(board["cities"]) == 42 and len(regions) == 6
    assert all(sum(c["region"] == r for c in board["cities"]) == 7 for r in regions)
    assert len(board["connections"]) == 89
    free = {frozenset((a, b)) for a, b, cost in board["connections"] if cost == 0}
    assert free == {frozenset(("São Gonçalo", "Rio de Janeiro")), frozenset(("São Paulo", "Guarulhos")),
                    frozenset(("Guarulhos", "Campinas"))}


# ---- BR-2 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_no_garbage_plant_is_removed_at_set_up(n):
    """BR-2: the player-count removal (T-PC: 8 / 8 / 4 / 0 / 0) takes its plants from the other
    plants only; 19, 24, 30 and 38 are always in the deck, whatever the shuffle."""
    removed = Game.player_count(n, BR)["removed_plants"]
    for seed in range(12):
        state = br_game(n, seed=seed).state
        assert len(state["box"]) == removed
        assert not {plants()[p].kind for p in state["box"]} & {"garbage"}
        assert set(GARBAGE) <= set(state["deck"])


def test_the_removal_takes_the_first_plants_of_the_shuffle_without_the_garbage_plants():
    """BR-2: with 4 players the first four plants of the set-up shuffle leave face down; the garbage
    plants were not in that shuffle and are shuffled in with the plants left. On Germany the same
    first four plants of a shuffle that holds the garbage plants leave, garbage plants too."""
    game = br_game(4, ScriptedRandom({"deck": [[11, 12, 15, 16]],
                                      "deck_spared": [[19, 17, 24, 18, 30, 20, 38]]}))
    state = game.state
    assert state["box"] == [11, 12, 15, 16]
    assert state["deck"][2:9] == [19, 17, 24, 18, 30, 20, 38]
    germany = new_game(4, deck=[19, 24, 30, 38])
    assert germany.state["box"] == [19, 24, 30, 38]


# ---- BR-3, EX-20 --------------------------------------------------------------------------
@pytest.mark.parametrize("n,plants_in_deck", [(2, 26), (3, 26), (4, 30), (5, 34), (6, 34)])
def test_13_lies_on_top_and_14_directly_below_it(n, plants_in_deck):
    """BR-3, EX-20: 13 on top, 14 below it, the Step 3 card at the bottom; 14 is neither shuffled nor
    removed. With 4 players the deck holds 13, 14 and 28 shuffled plants (30), with 2 or 3 players
    26. Everybody sees 13 and 14 on top and nothing of the shuffled plants below them."""
    for seed in (1, 2, 3):
        game = br_game(n, seed=seed)
        deck = game.state["deck"]
        assert deck[:2] == [13, 14] and deck[-1] == STEP3 and 14 not in deck[2:]
        assert len(deck) - 1 == plants_in_deck
        assert game.public_deck()[:3] == [13, 14, None]
        assert game.view()["plant_market"]["deck"][:3] == [13, 14, None]
    germany = new_game(n, regions=None).public_deck()
    assert germany[:2] == [13, None]


def test_after_13_is_drawn_14_is_the_next_plant_and_everybody_knows_it():
    """BR-3: round 1's first purchase draws 13; 14, still on top, is shown to all; the second
    purchase draws 14. On Germany the card under 13 is unknown."""
    game = new_game(3, game_map=BR, regions=None, order=[0, 1, 2])
    buy_round1(game, [4])
    assert game.state["market"] == [3, 5, 6, 7, 8, 9, 10, 13]
    assert game.public_deck()[:2] == [14, None]
    buy_round1(game, [5])
    assert game.state["market"] == [3, 6, 7, 8, 9, 10, 13, 14]
    assert game.public_deck()[0] is None
    germany = new_game(3, order=[0, 1, 2])
    buy_round1(germany, [4])
    assert germany.public_deck()[0] is None


def test_promo_cards_are_shuffled_in_under_13_and_14():
    """AMB-128, PROMO-GEN-2: the chosen promo cards go into the shuffled part of the deck, under 13
    and 14, which keep their places; the Step 3 card stays at the bottom."""
    for seed in range(6):
        game = br_game(4, seed=seed, promos=list(PROMO_CARDS))
        deck = game.state["deck"]
        assert deck[:2] == [13, 14] and deck[-1] == STEP3
        dealt = [c for c in deck if isinstance(c, str) and c != STEP3]
        assert dealt and all(deck.index(c) >= 2 for c in dealt)
        assert game.public_deck()[:3] == [13, 14, None]


# ---- BR-4 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_the_starting_market_is_the_base_one(n):
    """BR-4, BASE-SETUP-7: coal 24, oil 18, garbage 6, uranium 2 in the market, as on Germany."""
    game = br_game(n)
    assert game.state["markets"] == new_game(n, regions=None).state["markets"]
    assert game.state["markets"]["main"] == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 2}


def _restock(n: int, step: int) -> dict:
    """Round 1 with nothing bought but the plants, 10 coal and 10 oil back in the supply, played
    in `step`: what Phase 5 adds to the market."""
    game = new_game(n, game_map=BR, regions=None, order=list(range(n)))
    return restock_in_step(game, OPENING[:n], step, {"coal": 10, "oil": 10})


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_refill_gives_more_garbage_and_less_coal_than_the_base_table(n, step):
    """BR-4, T-REFILL: Brazil restocks coal 1/1/2/3/3, oil 3/4/5/5/7, garbage 2/2/3/4/5 in Step 1
    (and so on: the base garbage row for coal, the base coal row for oil, the base oil row for
    garbage, uranium as the base row): never less garbage nor more coal than the base table."""
    table = {"coal": {1: [1, 1, 2, 3, 3], 2: [2, 2, 3, 3, 5], 3: [3, 3, 4, 5, 6]},
             "oil": {1: [3, 4, 5, 5, 7], 2: [4, 5, 6, 7, 9], 3: [3, 3, 4, 5, 6]},
             "garbage": {1: [2, 2, 3, 4, 5], 2: [2, 3, 4, 5, 6], 3: [4, 4, 5, 6, 7]},
             "uranium": {1: [1, 1, 1, 2, 2], 2: [1, 1, 2, 3, 3], 3: [1, 1, 2, 2, 3]}}
    added = _restock(n, step)
    assert added == {r: table[r][step][n - 2] for r in table}
    base = base_resource_tables()["resupply"]
    assert added["garbage"] >= base["garbage"][str(n)][step - 1]
    assert added["coal"] <= base["coal"][str(n)][step - 1]


# ---- BR-5, BR-6 ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_everything_else_is_the_base_game(n):
    """BR-5, AMB-127, AMB-128: the T-PC row of the base game (regions, removals, Step 2, game end),
    the opening market 03-10 (BR-6: not Recharged's 06 and 14 on sale), the beginner game and
    the promo cards may be chosen."""
    assert Game.player_count(n, BR) == Game.player_count(n)
    game = br_game(n)
    assert game.state["market"] == OPENING and len(game.state["regions"]) == Game.player_count(n)["regions"]
    entry = next(m for m in Game.maps() if m["id"] == BR)
    assert entry["beginner"] and entry["promos"]
    assert br_game(n, beginner=True).rules.beginner
