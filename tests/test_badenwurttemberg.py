"""Baden-Württemberg (BW-1..BW-7, AMB-85..AMB-89): each rule set up exactly, compared with the base
game where the base game does otherwise."""
import pytest

from powergrid import Game, IllegalAction

from helpers import act, buy_round1, names, new_game, skip_phase
from helpers_market import give, pass_all, set_cards
from helpers_promos import to_deck_top

BW = "badenwurttemberg"
# Three connected regions holding three transregional cities (BW-5): Ludwigshafen (north),
# Strasbourg (west), Nürnberg (east).
REGIONS3 = ["east", "north", "west"]
TRANSREGIONAL = ("Augsburg", "Basel", "Ludwigshafen", "Nürnberg", "Strasbourg")


def bw_game(n=3, regions=REGIONS3, **kw) -> Game:
    return new_game(n, game_map=BW, regions=regions, **kw)


def ordinary_cities(game, k) -> list:
    """k play-area cities with base slots."""
    return [c for c in game.rules.area.cities if c not in TRANSREGIONAL][:k]


def to_build(game, plants=(4, 5, 6)) -> None:
    """Round 1: everyone buys, nobody buys resources: the build phase starts."""
    buy_round1(game, list(plants))
    skip_phase(game, "buy")


# ---- BW-1 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n,threshold", [(2, 9), (3, 6), (4, 6), (5, 6), (6, 5)])
def test_step2_begins_at_the_maps_threshold(n, threshold):
    """BW-1: Step 2 begins at the end of a Phase 4 in which a player has 9 / 6 / 6 / 6 / 5
    cities (2..6 players), one below the base game's 10 / 7 / 7 / 7 / 6; one city fewer does not."""
    regions = None if n < 6 else ["east", "north", "southeast", "southwest", "west"]
    for cities, step in ((threshold - 1, 1), (threshold, 2)):
        game = new_game(n, game_map=BW, regions=regions, seed=3)
        to_build(game, [3, 4, 5, 6, 7, 8][:n])
        give(game, game.decision()["player"], cities=ordinary_cities(game, cities))
        skip_phase(game, "build")
        assert game.state["step"] == step
        assert game.view()["step2_cities"] == threshold
    base = Game.player_count(n)["step2_cities"]
    assert base == threshold + 1 and Game.player_count(n, BW)["step2_cities"] == threshold


# ---- BW-2 ---------------------------------------------------------------------------------
def test_every_map_numbers_its_phases_as_the_rulebook_does():
    """BASE-ROUND-1: the turn order is Phase 1 and the bureaucracy Phase 5 on every map; BW-2
    reorders the round but keeps the numbers, so Baden-Württemberg plays Phase 2 before Phase 1."""
    numbers = Game.phase_numbers()
    assert numbers == {"order": 1, "auction": 2, "resources": 3, "build": 4, "bureaucracy": 5}
    for declared in Game.maps():
        played = [numbers[phase] for phase in declared["phase_order"]]
        assert sorted(played) == [1, 2, 3, 4, 5], declared["id"]
        assert played[:2] == ([2, 1] if declared["id"] == BW else [1, 2]), declared["id"]


def test_the_auction_comes_before_the_turn_order_over_two_rounds():
    """BW-2: round 1's auction runs in the random starting order, then the order is set; round 2's
    auction runs in that order although the cities changed since, and only then is the order set
    again (cities first). On Germany the same scene re-ranks before round 2's auction."""
    orders = {}
    for game_map in (BW, "germany"):
        game = new_game(3, game_map=game_map, regions=REGIONS3 if game_map == BW else None, order=[0, 1, 2])
        assert game.view()["phase_order"][:2] == (["auction", "order"] if game_map == BW else ["order", "auction"])
        assert game.view()["order_after_auction"] is (game_map == BW)    # what the page tells the players
        choosers = []
        for plant in (4, 5, 6):                      # seat 0 buys 4, seat 1 buys 5, seat 2 buys 6
            choosers.append(game.decision()["player"])
            buy_round1(game, [plant])
        assert choosers == [0, 1, 2]
        assert game.state["order"] == [2, 1, 0]      # BASE-ORDER-4: highest plant first
        skip_phase(game, "buy")
        give(game, 0, cities=ordinary_cities(game, 3))   # the last in order now leads on cities
        skip_phase(game, "build")
        skip_phase(game, "power")
        assert game.state["round"] == 2
        orders[game_map] = list(game.state["order"])
        round2_choosers = []
        while game.state["phase"] == "auction":
            round2_choosers.append(game.decision()["player"])
            pass_all(game)
        orders[game_map + " after"] = list(game.state["order"])
        orders[game_map + " choosers"] = round2_choosers[:1]
    assert orders[BW] == [2, 1, 0] and orders[BW + " choosers"] == [2]
    assert orders[BW + " after"] == [0, 2, 1]
    assert orders["germany"] == [0, 2, 1] and orders["germany choosers"] == [0]


# ---- BW-3 ---------------------------------------------------------------------------------
def test_two_plants_are_replaced_when_nobody_buys():
    """BW-3: after an auction nobody bought in (round 2 on), the two lowest plants leave and two
    are drawn; the base game replaces one (BASE-AUCTION-17)."""
    assert _no_purchase_removals(None, deck=[20, 21, 22, 23]) == ([11, 12], [14, 15, 16, 17, 18, 19, 20, 21])
    assert _no_purchase_removals(None, "germany", deck=[20, 21, 22, 23]) == \
        ([11], [12, 14, 15, 16, 17, 18, 19, 20])


def _no_purchase_removals(timing, game_map=BW, deck=(7, 20, 21, 22)) -> tuple:
    """Round 2 without a purchase with 11, 12, 14..19 on sale and `deck` on top: the plants
    removed and the market after. The first replacement drawn by default (7) is lower than
    every plant left in the market."""
    game = new_game(3, game_map=game_map, regions=REGIONS3 if game_map == BW else None, timing=timing)
    to_build(game)
    skip_phase(game, "build")
    skip_phase(game, "power")
    set_cards(game, market=[11, 12, 14, 15, 16, 17, 18, 19], deck=list(deck))
    logged = len(game.state["log"])
    pass_all(game)
    removed = [e["plant"] for e in game.state["log"][logged:]
               if e["e"] == "plant_removed" and e["reason"] == "no_purchase"]
    return removed, game.state["market"]


def test_from_rules_revision_3_the_two_lowest_leave_before_two_are_drawn():
    """BW-3 (rules revision 3, a game started now): the two lowest plants, 11 and 12, leave
    together and only then are two drawn, so the low plant drawn first stays on sale."""
    assert Game.TIMING >= 3
    assert _no_purchase_removals(Game.TIMING) == ([11, 12], [7, 14, 15, 16, 17, 18, 19, 20])


@pytest.mark.parametrize("timing", [1, 2])
def test_a_game_of_an_earlier_revision_removes_the_plant_just_drawn(timing):
    """BW-3 under rules revisions 1-2 (saves made before revision 3 replay so): the lowest
    plant leaves and is replaced, then the lowest leaves again, here the 7 just drawn."""
    assert _no_purchase_removals(timing) == ([11, 7], [12, 14, 15, 16, 17, 18, 19, 20])


def test_a_step3_card_among_the_two_draws_leaves_with_the_lowest_plant():
    """AMB-100 (BW-3 from revision 3, BASE-STEP3-2): the Step 3 card drawn first at the end of the
    auction joins the market, the deck is shuffled and the second card drawn; at the end of the
    phase the card leaves with the lowest plant, and Step 3 begins with six plants."""
    from powergrid.data import STEP3
    game = bw_game(timing=Game.TIMING)
    to_build(game)
    skip_phase(game, "build")
    skip_phase(game, "power")
    set_cards(game, market=[11, 12, 14, 15, 16, 17, 18, 19], deck=[STEP3, 20])
    pass_all(game)
    assert STEP3 in game.state["box"] and game.state["market"] == [15, 16, 17, 18, 19, 20]
    assert game.state["step"] == 3
    game.check_invariants()


# ---- BW-4 ---------------------------------------------------------------------------------
def test_a_small_plant_stays_where_the_base_game_removes_it():
    """BW-4: no plant leaves for being at or below the leader's city count: not after a house
    (BASE-MARKET-5), not when drawn after a purchase or in Phase 5 (BASE-MARKET-4); on Germany
    the same scene removes each of them."""
    kept = {}
    for game_map in (BW, "germany"):
        game = new_game(3, game_map=game_map, regions=REGIONS3 if game_map == BW else None, seed=2)
        to_build(game)
        seat = game.decision()["player"]
        give(game, seat, cities=ordinary_cities(game, 9), money=200)
        set_cards(game, market=[10, 11, 12, 14, 15, 16, 17, 18], deck=[7, 8, 19, 20, 21])
        free = [c for c in ordinary_cities(game, 15) if c not in game.state["cities"]]
        game.apply({"type": "build", "player": seat, "cities": free[:1]})      # 10 cities: after a house
        after_house = list(game.state["market"])
        skip_phase(game, "build")
        skip_phase(game, "power")                                              # Phase 5 draws 7
        after_phase5 = list(game.state["market"])
        d = game.decision()                                                    # a purchase draws 8
        plant = game.view()["plant_market"]["current"][-1]
        give(game, d["player"], money=200)
        game.apply({"type": "open", "player": d["player"], "plant": plant, "bid": plant})
        pass_all(game) if game.decision()["kind"] == "bid" else None
        kept[game_map] = (after_house, after_phase5, list(game.state["market"]))
    house, phase5, purchase = kept[BW]
    assert 10 in house and 7 in phase5 and 8 in purchase
    house, phase5, purchase = kept["germany"]
    assert 10 not in house and 7 not in phase5 and 8 not in purchase


# ---- BW-5 ---------------------------------------------------------------------------------
@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_view_says_how_many_houses_each_city_takes_in_this_step(step):
    """BASE-BUILD-3: an ordinary city takes 1, 2, 3 houses in Steps 1, 2, 3; BW-5: a transregional
    city none in Step 1, then 1, then 2. The view's cities_open[city]["places"] says so for every
    play-area city, and it is what the engine lets four players build there one after another."""
    game = bw_game(4, regions=["east", "north", "southeast", "west"])
    game.state["step"] = step
    places = {c: o["places"] for c, o in game.view()["cities_open"].items()}
    assert set(places) == set(game.rules.area.cities)
    for city in places:
        taken = 0
        for seat in range(4):
            try:
                game.build_plan(seat, [city])
            except IllegalAction as e:
                # closed until a later Step (BW-5) while it has no house, else full for this Step
                assert e.code == ("city_closed" if taken == 0 else "city_full"), (city, e)
                break
            give(game, seat, cities=[city])
            taken += 1
        assert taken == places[city], (city, step)
        assert game.view()["cities_open"][city]["open"] == (places[city] > 0)
    ordinary = ordinary_cities(game, 1)[0]
    transregional = next(c for c in TRANSREGIONAL if c in places)
    assert (places[ordinary], places[transregional]) == {1: (1, 0), 2: (2, 1), 3: (3, 2)}[step]


def test_a_transregional_city_opens_in_step2_at_15_and_takes_a_second_house_at_20():
    """BW-5: Ludwigshafen is refused in Step 1, costs 15 (plus the connection) in Step 2, 20 in
    Step 3, and is full after its two houses; the view and the preview say so."""
    game = bw_game()
    to_build(game)
    a, b, c = game.state["pending"][:3] if len(game.state["pending"]) >= 3 else (None, None, None)
    city = "Ludwigshafen"
    view = game.view()
    assert view["cities_open"][city] == {"open": False, "places": 0, "slots": [[15, 2], [20, 3]]}
    assert view["cities_open"]["Mannheim"] == {"open": True, "places": 1, "slots": [[10, 1], [15, 2], [20, 3]]}
    with pytest.raises(IllegalAction) as e:
        game.apply({"type": "build", "player": a, "cities": [city]})
    assert (e.value.code, e.value.params) == ("city_closed", {"city": city, "step": 2, "price": 15, "places": 2})
    assert game.build_preview(a)[city]["cost"] is None
    assert city not in game.legal_actions()[0]["options"]
    game.state["step"] = 2
    assert game.build_preview(a)[city] == {"cost": 15, "slot": 15, "connection": 0, "from": None}
    assert game.view()["cities_open"][city]["open"]
    game.apply({"type": "build", "player": a, "cities": [city]})
    assert game.state["players"][a]["money"] == 50 - 4 - 15 if a == 0 else True
    give(game, b, cities=["Mannheim"])
    with pytest.raises(IllegalAction):               # Step 2: the one slot is taken
        game.apply({"type": "build", "player": b, "cities": [city]})
    game.state["step"] = 3
    plan = game.build_plan(b, [city])
    assert plan["steps"][0]["slot"] == 20 and plan["steps"][0]["connection"] == 0   # Mannheim-Ludwigshafen 0
    game.apply({"type": "build", "player": b, "cities": [city]})
    with pytest.raises(IllegalAction) as e:          # two houses: full even in Step 3
        game.apply({"type": "build", "player": c, "cities": [city]})
    assert e.value.code == "city_full"
    assert game.build_preview(c)[city]["cost"] is None


def test_a_transregional_city_is_in_play_only_with_its_region():
    """AMB-85: Basel (southwest) is not in play when its region is not, even in Step 2."""
    game = bw_game()
    to_build(game)
    game.state["step"] = 2
    seat = game.decision()["player"]
    assert "Basel" not in game.build_preview(seat)
    with pytest.raises(IllegalAction) as e:
        game.apply({"type": "build", "player": seat, "cities": ["Basel"]})
    assert e.value.code == "city_not_in_play"


# ---- BW-6, BW-7, AMB-87 --------------------------------------------------------------------
def test_base_refill_table_and_base_player_counts():
    """BW-6: the base resource market and refill table; BW-7: regions in play, end of game,
    plants removed at set-up as in the base game."""
    for n in range(2, 7):
        bw, base = Game.player_count(n, BW), Game.player_count(n)
        assert {k: v for k, v in bw.items() if k != "step2_cities"} == \
            {k: v for k, v in base.items() if k != "step2_cities"}
    g, d = new_game(4, game_map=BW, seed=5), new_game(4, seed=5)
    assert g.state["markets"] == d.state["markets"] and g.market_names() == ["main"]
    assert g.view()["end_cities"] == d.view()["end_cities"] == 17


def test_the_beginner_game_is_refused():
    """AMB-87: the transregional cities never open in a beginner game, so it is refused."""
    with pytest.raises(IllegalAction) as e:
        Game({"map": BW, "players": names(3), "beginner": True})
    assert e.value.code == "beginner_not_on_map"
    assert not next(m for m in Game.maps() if m["id"] == BW)["beginner"]


def test_the_spy_card_waits_for_round2s_order_after_its_auction():
    """AMB-86, PROMO-SPY-2 with BW-2: Industrial Espionage goes to the last player once round 2's
    order is set, which on this map is after round 2's auction, not when round 2 begins."""
    game = bw_game(promos=["espionage"], order=[0, 1, 2])
    to_build(game)
    skip_phase(game, "build")
    skip_phase(game, "power")
    assert game.state["round"] == 2 and game.state["promo"]["spy"] is None
    while game.state["phase"] == "auction":
        pass_all(game)
    assert game.state["promo"]["spy"] == game.state["order"][-1]


def round2_after_a_leap(game_map, **kw) -> Game:
    """Round 1 in order 0, 1, 2 (seats buy 4, 5, 6, so the order becomes 2, 1, 0), then seat 0, last
    in that order, connects three cities: a ranking made now would put seat 0 first."""
    game = new_game(3, game_map=game_map, regions=REGIONS3 if game_map == BW else None, order=[0, 1, 2], **kw)
    to_build(game)
    give(game, 0, cities=ordinary_cities(game, 3))
    skip_phase(game, "build")
    skip_phase(game, "power")
    assert game.state["round"] == 2
    return game


def test_the_supply_contract_moves_its_owner_back_when_the_order_is_set_after_the_auction():
    """AMB-86, PROMO-CONTRACT-3 with BW-2: the owner moves back one place each time the order is
    determined, which on this map is after the auction: round 2's auction still runs in round 1's
    order, and the order set after it is the plain ranking with the owner one place further back."""
    orders = {}
    for owner in (None, 0):
        game = round2_after_a_leap(BW, promos=["contract"])
        if "contract" in game.state["deck"]:
            game.state["deck"].remove("contract")
        if owner is not None:
            game.state["promo"]["owners"]["contract"] = owner
        assert game.state["order"] == [2, 1, 0]          # not re-ranked at the start of round 2
        assert game.decision()["player"] == 2
        while game.state["phase"] == "auction":
            pass_all(game)
        orders[owner] = list(game.state["order"])
    assert orders[None] == [0, 2, 1]                     # the plain ranking: seat 0 leads on cities
    assert orders[0] == [2, 0, 1]                        # the owner, ranked first, moved back one place


def test_a_promo_card_drawn_in_round2s_auction_is_auctioned_in_the_order_in_force():
    """AMB-86, PROMO-GEN-9, AMB-70 with BW-2: a promo card drawn during round 2's auction, before this
    round's order is set, is auctioned at once, opened by the first player of the order the auction
    runs in (round 1's); on Germany the order was set before the auction, so its first player opens."""
    firsts = {}
    for game_map in (BW, "germany"):
        game = round2_after_a_leap(game_map, promos=["park"])
        to_deck_top(game, "park")
        chooser = game.decision()["player"]
        act(game, "open", plant=game.state["market"][0], bid=game.state["market"][0])
        while game.decision()["kind"] == "bid":
            act(game, "pass")
        decision = game.decision()
        assert decision["kind"] == "asset" and decision["card"] == "park"
        firsts[game_map] = (chooser, decision["player"], list(game.state["order"]))
    assert firsts[BW] == (2, 2, [2, 1, 0])
    assert firsts["germany"] == (0, 0, [0, 2, 1])


def test_region_ids_and_city_names_are_fixed_for_saves():
    """AMB-89, AMB-85: geographic region ids; each transregional city in the region of its only
    connection, which leads into that region."""
    board = Game.map_board(BW)
    regions = {r["id"]: set(r["cities"]) for r in board["regions"]}
    assert sorted(regions) == ["east", "north", "southeast", "southwest", "west"]
    home = {"Ludwigshafen": "north", "Strasbourg": "west", "Nürnberg": "east", "Augsburg": "southeast",
            "Basel": "southwest"}
    assert sorted(board["city_slots"]) == sorted(home)
    for city, region in home.items():
        assert city in regions[region]
        links = [c for a, b, _ in board["connections"] for c in (a, b) if city in (a, b) and c != city]
        assert len(links) == 1 and links[0] in regions[region]
