"""The promo cards (RULES.md 18), part 1: set-up, asset auctions in any phase, the Flux Generator,
the Transformer Station and the Warehouse, with the examples and decisions they involve."""

import pytest

from helpers import act, assert_rejected, new_game
from helpers_play import advance_to, give_plants, give_resources, scene, set_cities
from powergrid import Game, IllegalAction
from powergrid.data import FLUX
from powergrid.phase2_auction import minimal_returns
from powergrid.plant_market import current_market, future_market, remove_obsolete, sort_key
from powergrid.turn_order import ranked_order
from helpers_promos import ALL, buy, events, flux_drawn, promo_game, to_deck_top


# ---- options and set-up -------------------------------------------------------------------------
def test_promos_are_optional_in_any_subset_and_refused_on_china_and_for_beginners():
    """PROMO-GEN-1: none by default, any subset in canonical order; CHINA-23 and AMB-71 refuse them."""
    plain = new_game(3)
    assert "promos" not in plain.state["options"] and "promo" not in plain.state
    g = new_game(3, promos=["park", "flux"])
    assert g.state["options"]["promos"] == ["flux", "park"]
    with pytest.raises(IllegalAction, match="unknown promo"):
        new_game(3, promos=["joker"])
    with pytest.raises(IllegalAction) as e:
        new_game(3, promos=["flux"], beginner=True)
    assert e.value.code == "promos_beginner"
    refusing = [m["id"] for m in Game.maps() if not m["promos"]]
    assert refusing
    for game_map in refusing:
        with pytest.raises(IllegalAction) as e:
            new_game(3, game_map=game_map, promos=["flux"])
        assert (e.value.code, e.value.params) == ("promos_not_on_map", {"map": game_map})
        assert "promos" not in new_game(3, game_map=game_map, promos=[]).state["options"]


@pytest.mark.parametrize("seed", range(1, 9))
def test_setup_shuffles_promos_in_after_the_removal(seed):
    """PROMO-GEN-2, AMB-45, PROMO-SPY-1: 13 on top, Step 3 at the bottom, no promo removed unseen,
    Industrial Espionage never in the deck."""
    g = Game({"map": "germany", "players": ["A", "B", "C"], "seed": seed, "promos": ALL})
    deck = g.state["deck"]
    assert deck[0] == 13 and deck[-1] == "step3"
    assert sorted(c for c in deck if isinstance(c, str) and c != "step3") == sorted(set(ALL) - {"espionage"})
    assert all(isinstance(c, int) for c in g.state["box"]) and len(g.state["box"]) == 8
    assert "espionage" not in deck and g.state["promo"]["spy"] is None


# ---- asset auctions -------------------------------------------------------------------------------
def test_asset_auction_in_phase2_opened_by_first_player_then_replacement():
    """PROMO-GEN-3, PROMO-GEN-4, PROMO-GEN-5, PROMO-GEN-6, PROMO-GEN-7, PROMO-WARE-1:
    drawn as a purchase's replacement, the Warehouse is auctioned
    at once; the first player opens (minimum 10), a pass hands the opening on, a player who already
    bought may bid; the winner pays, then the replacement card is drawn and Phase 2 goes on."""
    g = promo_game(3, promo_deck=["warehouse", 20])
    buy(g, 3)
    buy(g, 4)
    assert g.decision() == {"player": 0, "kind": "asset", "card": "warehouse"}
    assert len(g.state["market"]) == 7                          # the replacement comes after the auction
    bid = next(a for a in g.legal_actions() if a["type"] == "bid")
    assert (bid["min"], bid["max"]) == (10, 47)
    act(g, "pass")                                              # seat 0 hands the opening on
    assert g.decision()["player"] == 1
    act(g, "bid", bid=10)                                       # seat 1 bought a plant already
    act(g, "bid", bid=12)                                       # seat 2
    assert g.decision()["player"] == 1
    act(g, "pass")
    assert g.state["promo"]["owners"] == {"warehouse": 2}
    assert g.state["players"][2]["money"] == 38
    assert 20 in g.state["market"] and len(g.state["market"]) == 8
    assert "warehouse" not in g.state["market"] and g.state["players"][2]["plants"] == []  # PROMO-GEN-8
    assert g.decision() == {"player": 2, "kind": "choose"}
    g.check_invariants()


def test_nobody_bids_the_card_leaves_the_game():
    """PROMO-GEN-6: if everybody passes without a bid, the card is removed; PROMO-GEN-7: replacement."""
    g = promo_game(3, promo_deck=["contract", 20])
    buy(g, 3)
    buy(g, 4)
    for _ in range(3):
        act(g, "pass")
    assert "contract" in g.state["box"] and g.state["promo"]["owners"] == {}
    assert 20 in g.state["market"] and g.decision()["kind"] == "choose"
    assert [e["e"] for e in g.state["log"][-2:]] == ["asset_removed", "plant_drawn"]


def test_chain_of_promo_draws_resolves_card_by_card_then_the_phase_resumes():
    """PROMO-GEN-9, AMB-43: a promo drawn as the replacement of a promo is resolved after it,
    each with its own replacement; then the interrupted Phase 2 resumes."""
    g = promo_game(3, promo_deck=["warehouse", "shortage", "park", 20])
    buy(g, 3)
    buy(g, 4)
    for _ in range(3):
        act(g, "pass")                                          # nobody wants the Warehouse
    assert g.decision() == {"player": 0, "kind": "asset", "card": "park"}
    act(g, "bid", bid=10)
    act(g, "pass")
    act(g, "pass")
    kinds = [(e["e"], e.get("card", e.get("plant"))) for e in g.state["log"]
             if e["e"] in ("promo_drawn", "asset_removed", "promo_event", "asset_won", "plant_drawn")][-7:]
    assert kinds == [("promo_drawn", "warehouse"), ("asset_removed", "warehouse"), ("promo_drawn", "shortage"),
                     ("promo_event", "shortage"), ("promo_drawn", "park"), ("asset_won", "park"),
                     ("plant_drawn", 20)]
    assert g.decision() == {"player": 2, "kind": "choose"} and len(g.state["market"]) == 8
    g.check_invariants()


def test_asset_bids_are_checked_and_a_refusal_changes_nothing():
    """PROMO-GEN-4 minimum 10; PROMO-GEN-10 (BASE-AUCTION-9): no bid above the bidder's cash."""
    g = promo_game(3, promo_deck=["park", 20])
    buy(g, 3)
    buy(g, 4)
    assert_rejected(g, {"type": "bid", "player": 0, "bid": 9}, "at least 10")
    assert_rejected(g, {"type": "bid", "player": 0, "bid": 48}, "more than the 47")
    assert_rejected(g, {"type": "open", "player": 0, "plant": 5, "bid": 5})
    g.state["players"][1]["money"] = 9                          # cannot open: drops out (AMB-72)
    act(g, "pass")
    assert g.decision()["player"] == 2


def test_asset_auction_in_phase4_waits_for_the_whole_build():
    """AMB-70, PROMO-GEN-3, PROMO-GEN-9: obsolescence after a house draws the Supply Contract; the build is
    completed (both houses, both removals) before the auction, then its replacement is drawn."""
    g = scene(3, "build", promos=ALL, promo_deck=[20, 21, 22])
    seat = g.decision()["player"]
    order_before = list(g.state["order"])
    cities = list(g.rules.area.cities)
    set_cities(g, seat, cities[:5])
    to_deck_top(g, "contract", 25, 26)
    g.state["players"][seat]["money"] = 500
    options = sorted((v["cost"], c) for c, v in g.build_preview(seat).items() if v["cost"] is not None)
    act(g, "build", cities=[options[0][1], options[1][1]])
    built = events(g, "cities_built")[-1]
    removed = [e["plant"] for e in events(g, "plant_removed")]
    assert removed[-2:] == [6, 7] and len(built["cities"]) == 2
    log = [e["e"] for e in g.state["log"]]
    assert log.index("cities_built") < log.index("asset_auction")
    assert g.decision() == {"player": order_before[0], "kind": "asset", "card": "contract"}
    assert 25 in g.state["market"] and 26 not in g.state["market"]       # 25 replaced plant 7
    for _ in range(3):
        act(g, "pass")
    assert 26 in g.state["market"] and g.decision()["kind"] == "build"
    g.check_invariants()


# ---- Flux Generator ---------------------------------------------------------------------------------
def test_flux_generator_enters_sorted_after_33_and_removes_the_lowest_plant():
    """EX-12, PROMO-FLUX-1, PROMO-FLUX-4, AMB-42: 26..33 market; 26 bought, the Flux Generator drawn sorts after 33,
    the lowest other plant (27) leaves the game and 36 is drawn."""
    g = flux_drawn()
    assert g.state["market"] == [28, 29, 30, 31, 32, 33, FLUX, 36]
    assert current_market(g.state) == [28, 29, 30, 31] and future_market(g.state) == [32, 33, FLUX, 36]
    assert events(g, "plant_removed")[-1] == {"e": "plant_removed", "plant": 27, "reason": "flux", "round": 1}
    flux = g.rules.plants[FLUX]
    assert flux.printed == "33⅓" and 33 < sort_key(FLUX) < 34


def test_flux_generator_minimum_bid_is_33():
    """PROMO-FLUX-1: opening bid at least 33; PROMO-FLUX-5: the buyer owns it like any plant."""
    g = promo_game(3)
    g.state["deck"] = [c for c in g.state["deck"] if c not in range(34, 41) and c != FLUX]
    g.state["market"] = [FLUX, 34, 35, 36, 37, 38, 39, 40]
    g.state["players"][0]["money"] = 100
    opening = next(a for a in g.legal_actions() if a.get("plant") == FLUX)
    assert opening["min"] == 33
    assert_rejected(g, {"type": "open", "player": 0, "plant": FLUX, "bid": 32}, "at least 33")
    buy(g, FLUX, 33)
    assert g.state["players"][0]["plants"] == [FLUX] and g.state["players"][0]["money"] == 67


def test_flux_generator_burns_any_three_powers_six_stores_six():
    """PROMO-FLUX-2, PROMO-FLUX-3: any mix of 3 tokens powers 6 cities; it stores 6 tokens of any types."""
    g = scene(3, "buy", promos=[FLUX])
    seat = g.decision()["player"]
    g.state["players"][seat]["plants"] = [FLUX]
    assert g.purchase_limits(seat)["coal"] == 6 and g.purchase_limits(seat)["garbage"] == 6
    assert g.quote(seat, {"coal": 2, "oil": 2, "uranium": 2})["fits"]
    assert not g.quote(seat, {"coal": 3, "oil": 2, "uranium": 2})["fits"]
    give_resources(g, seat, "market", coal=1, oil=1, uranium=1)
    set_cities(g, seat, list(g.rules.area.cities)[:6])
    best = g.best_powering(seat)
    assert best["cities"] == 6 and best["burn"] == {"coal": 1, "oil": 1, "garbage": 0, "uranium": 1}
    q = g.power_quote(seat, [FLUX], {"coal": 1, "oil": 1, "uranium": 1})
    assert q["ok"] and q["cities"] == 6


def test_flux_generator_is_obsolete_only_at_34_and_ranks_above_33():
    """PROMO-FLUX-5, AMB-41: removed by obsolescence only once the leader has 34 cities; in turn-order
    ties it ranks above plant 33."""
    g = promo_game(3)
    state = g.state
    state["market"] = [FLUX, 34, 35, 36, 37, 38, 39, 40]
    state["players"][0]["cities"] = [f"c{i}" for i in range(33)]
    remove_obsolete(state, g._ctx)
    assert state["market"][0] == FLUX
    state["players"][0]["cities"].append("c33")
    remove_obsolete(state, g._ctx)
    assert FLUX in state["box"]
    state["players"][0]["cities"] = []
    state["players"][1]["plants"], state["players"][2]["plants"] = [33], [FLUX]
    state["players"][0]["plants"] = [3]
    assert ranked_order(state)[:2] == [2, 1]


# ---- Transformer Station ------------------------------------------------------------------------------
def test_transformer_only_plant_owners_bid_and_the_winner_attaches_it():
    """PROMO-TRANS-1, PROMO-TRANS-2, AMB-46: seat 2 owns no plant and never gets a turn; the winner attaches the
    Transformer to one of his plants, then the replacement is drawn."""
    g = promo_game(3, promo_deck=["transformer", 20])
    buy(g, 3)
    buy(g, 4)
    assert g.decision() == {"player": 0, "kind": "asset", "card": "transformer"}
    act(g, "pass")
    assert g.decision()["player"] == 1                          # the last one may still open
    act(g, "bid", bid=10)
    assert g.decision() == {"player": 1, "kind": "attach", "card": "transformer"}
    assert [a["plant"] for a in g.legal_actions()] == [4]
    assert_rejected(g, {"type": "attach", "player": 1, "plant": 3}, "do not own")
    act(g, "attach", plant=4)
    assert g.state["promo"]["transformer_plant"] == 4 and 20 in g.state["market"]
    g.check_invariants()


def test_transformer_plant_powers_one_more_city_and_leaves_with_it():
    """PROMO-TRANS-3: the attached plant powers one more city (quote, best powering, income);
    PROMO-TRANS-4: discarding that plant removes the Transformer from the game."""
    g = scene(3, "power", promos=ALL, promo_deck=[20, 21, 22])
    seat = g.decision()["player"]
    plant = g.state["players"][seat]["plants"][0]
    inputs = g.rules.plants[plant].inputs
    g.state["deck"].remove("transformer")
    g.state["promo"]["owners"]["transformer"] = seat
    g.state["promo"]["transformer_plant"] = plant
    fuel = g.rules.plants[plant].accepts[0]
    give_resources(g, seat, "market", **{fuel: inputs})
    set_cities(g, seat, list(g.rules.area.cities)[:3])
    printed = g.rules.plants[plant].cities
    assert g.best_powering(seat)["cities"] == printed + 1
    q = g.power_quote(seat, [plant])
    assert q["cities"] == printed + 1 and q["income"] == g.rules.income(printed + 1)
    act(g, "power", plants=[plant])
    assert events(g, "powered")[-1]["cities"] == printed + 1
    # later: the owner goes over the plant limit and discards that plant
    advance_to(g, "choose")
    chooser = g.decision()["player"]
    g.state["promo"]["owners"]["transformer"] = chooser
    give_plants(g, chooser, [8, 9, 10])
    g.state["promo"]["transformer_plant"] = 9
    g.state["players"][chooser]["resources"] = {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    g.state["players"][chooser]["money"] = 100
    low = current_market(g.state)[0]
    buy(g, low)
    assert g.decision()["kind"] == "discard"
    act(g, "discard", plant=9)
    assert "transformer" in g.state["box"] and "transformer" not in g.state["promo"]["owners"]
    assert g.state["promo"]["transformer_plant"] is None


# ---- Warehouse ------------------------------------------------------------------------------------------
def test_warehouse_adds_three_spaces_of_any_type_in_purchases():
    """PROMO-WARE-2, PROMO-WARE-3: 3 more tokens of any type, even one no plant of his uses."""
    g = scene(3, "buy", promos=ALL, promo_deck=[20, 21, 22])
    seat = g.decision()["player"]                       # owns plant 3: 2 oil, stores 4
    assert g.purchase_limits(seat)["garbage"] == 0
    g.state["deck"].remove("warehouse")
    g.state["promo"]["owners"]["warehouse"] = seat
    limits = g.purchase_limits(seat)
    assert limits["garbage"] == 3 and limits["oil"] == 7
    assert g.quote(seat, {"oil": 4, "garbage": 3})["fits"]
    assert not g.quote(seat, {"oil": 5, "garbage": 3})["fits"]
    act(g, "buy", resources={"garbage": 3})
    assert g.state["players"][seat]["resources"]["garbage"] == 3
    assert g.view()["promo"]["warehouse"] == {"coal": 0, "oil": 0, "garbage": 3, "uranium": 0}
    g.check_invariants()


def test_warehouse_tokens_burn_and_are_kept_on_a_discard():
    """PROMO-WARE-4, PROMO-WARE-5: tokens move freely between the Warehouse and the plants, so they burn; on a
    discard the Warehouse is one more container of the kept storage and its tokens stay."""
    g = scene(3, "power", promos=ALL, promo_deck=[20, 21, 22])
    state = g.state
    seat = 0
    state["deck"].remove("warehouse")
    state["promo"]["owners"]["warehouse"] = seat
    give_plants(g, seat, [3, 4])                        # 3: oil 2 (stores 4); 4: coal 2 (stores 4)
    state["players"][seat]["resources"] = {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    give_resources(g, seat, "market", oil=4, coal=4)
    assert minimal_returns(state, g._ctx, seat, 3) == [{"coal": 0, "oil": 1, "garbage": 0, "uranium": 0}]
    del state["promo"]["owners"]["warehouse"]
    assert minimal_returns(state, g._ctx, seat, 3) == [{"coal": 0, "oil": 4, "garbage": 0, "uranium": 0}]
    state["promo"]["owners"]["warehouse"] = seat
    give_resources(g, seat, "market", oil=3)             # 7 oil: 4 on plant 3, 3 in the Warehouse
    q = g.power_quote(seat, [3], {"oil": 2})
    assert q["ok"]
