"""The eight promo cards (RULES.md 18): set-up, asset auctions in any phase, the cards' effects,
the examples EX-9, EX-12 and EX-13, and the engine decisions AMB-70..74."""
from dataclasses import replace
from types import SimpleNamespace

import pytest

from helpers import act, assert_rejected, new_game, snapshot
from helpers_play import advance_to, give_plants, give_resources, scene, set_cities, set_market
from powergrid import Game, IllegalAction, promos
from powergrid.bots import RandomBot
from powergrid.data import FLUX, promo_ids
from powergrid.phase2_auction import minimal_returns
from powergrid.plant_market import current_market, future_market, remove_obsolete, sort_key
from powergrid.setup import _promos
from powergrid.turn_order import ranked_order

ALL = list(promo_ids())


def promo_game(n=3, promo_deck=(20, 21, 22), chosen=ALL, **kw):
    """Round 1 with turn order 0, 1, ...; below 13 the deck starts with `promo_deck`."""
    return new_game(n, order=list(range(n)), promos=list(chosen), promo_deck=list(promo_deck), **kw)


def buy(game, plant, bid=None):
    """The chooser opens `plant` at `bid` (its minimum) and everybody else passes."""
    act(game, "open", plant=plant, bid=bid if bid is not None else plant)
    while game.decision()["kind"] == "bid":
        act(game, "pass")


def to_deck_top(game, *cards):
    """Put these cards (from the deck, box or market) on top of the deck, in this order."""
    state = game.state
    for card in reversed(cards):
        for pile in ("deck", "box", "market"):
            if card in state[pile]:
                state[pile].remove(card)
                break
        state["deck"].insert(0, card)


def inject(game, card):
    """A promo card has just been drawn (it waits in the queue; the market is one card short)."""
    state = game.state
    state["deck"].remove(card)
    state["promo"]["queue"].append(card)
    state["deck"].insert(0, state["market"].pop())


def events(game, *kinds):
    return [e for e in game.state["log"] if e["e"] in kinds]


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
    with pytest.raises(IllegalAction) as e:
        _promos(["flux"], "china", False)
    assert e.value.code == "promos_china"
    assert _promos([], "china", False) == []


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
    g = promo_game(3)
    g.state["deck"] = [c for c in g.state["deck"] if c not in range(26, 37) and c != FLUX]
    g.state["market"] = [26, 27, 28, 29, 30, 31, 32, 33]
    g.state["deck"][:0] = [FLUX, 36]
    g.state["players"][0]["money"] = 100
    buy(g, 26)
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


# ---- Shortage and Surplus -----------------------------------------------------------------------------
def ex13_market(g):
    """EX-13: cheapest coal 3, oil 2, garbage 6, uranium 10."""
    set_market(g, coal=18, oil=20, garbage=9, uranium=4)
    slots = g.market_slots()
    assert [next(p for p, _, t in slots[r] if t) for r in ("coal", "oil", "garbage", "uranium")] == [3, 2, 6, 10]


def test_ex13_shortage_hits_oil_and_surplus_hits_uranium():
    """EX-13, PROMO-SHORT-2, PROMO-SHORT-3, PROMO-SURPLUS-2, PROMO-SURPLUS-3, AMB-53."""
    g = promo_game(3)
    ex13_market(g)
    supply = dict(g.state["supply"])
    moved = promos.shortage(g.state, g._ctx)
    assert moved == {"main": {"oil": -3}}
    assert g.state["markets"]["main"]["oil"] == 17 and g.state["supply"]["oil"] == supply["oil"] + 3
    assert next(p for p, _, t in g.market_slots()["oil"] if t) == 3
    g2 = promo_game(3)
    ex13_market(g2)
    assert promos.surplus(g2.state, g2._ctx) == {"main": {"uranium": 1}}
    uranium = {p: t for p, _, t in g2.market_slots()["uranium"]}
    assert uranium[8] == 1 and g2.state["markets"]["main"]["uranium"] == 5


def test_shortage_ties_empty_types_and_short_stock():
    """PROMO-SHORT-2: an empty type is ignored, ties go coal, oil, garbage, uranium;
    PROMO-SHORT-3: fewer than 3 present -> all removed; 1 uranium only."""
    g = promo_game(3)
    set_market(g, coal=0, oil=2, garbage=2, uranium=1)         # oil 8, garbage 8, uranium 16
    set_market(g, oil=16, garbage=16)                           # cheapest oil 3, garbage 3
    assert promos.shortage(g.state, g._ctx) == {"main": {"oil": -3}}
    set_market(g, coal=0, oil=2, garbage=0, uranium=12)          # uranium cheapest (1)
    assert promos.shortage(g.state, g._ctx) == {"main": {"uranium": -1}}
    set_market(g, coal=0, oil=2, garbage=0, uranium=0)
    assert promos.shortage(g.state, g._ctx) == {"main": {"oil": -2}}
    assert g.state["markets"]["main"]["oil"] == 0


def test_surplus_counts_an_empty_type_at_its_top_space_and_adds_only_what_the_supply_has():
    """PROMO-SURPLUS-2: empty uranium counts 16 and wins; PROMO-SURPLUS-4: a short supply adds only
    its tokens and no other type instead."""
    g = promo_game(3)
    set_market(g, coal=3, oil=3, garbage=3, uranium=0)          # all at 8; uranium empty = 16
    assert promos.surplus(g.state, g._ctx) == {"main": {"uranium": 1}}
    assert dict((p, t) for p, _, t in g.market_slots()["uranium"])[16] == 1
    set_market(g, coal=0, oil=24, garbage=24, uranium=12)        # coal empty = 8, highest
    g.state["players"][0]["resources"]["coal"] = g.state["supply"]["coal"] - 1
    g.state["supply"]["coal"] = 1
    assert promos.surplus(g.state, g._ctx) == {"main": {"coal": 1}}
    assert g.state["markets"]["main"] == {"coal": 1, "oil": 24, "garbage": 24, "uranium": 12}


def test_events_act_on_every_market_in_restock_order():
    """PROMO-SHORT-1, PROMO-SURPLUS-1, AMB-53, KOREA-13: with two markets the event acts on each, the
    first one first; a short supply feeds the first market only."""
    g = promo_game(3)
    main = g.rules.market("main")
    rules = replace(g.rules, markets=(replace(main, name="north"), replace(main, name="south")))
    state = g.state
    state["markets"] = {"north": {"coal": 0, "oil": 24, "garbage": 24, "uranium": 12},
                        "south": {"coal": 0, "oil": 24, "garbage": 24, "uranium": 12}}
    state["supply"]["coal"] = 1
    ctx = SimpleNamespace(rules=rules, rng=g.rng)
    assert promos.surplus(state, ctx) == {"north": {"coal": 1}, "south": {"coal": 0}}
    assert promos.shortage(state, ctx) == {"north": {"oil": -3}, "south": {"oil": -3}}


def test_an_event_drawn_acts_at_once_and_is_replaced():
    """PROMO-SHORT-1, PROMO-SURPLUS-1, PROMO-GEN-7: no decision; the event acts, the next card fills
    the market, Phase 2 goes on."""
    g = promo_game(3, promo_deck=["surplus", 20])
    before = dict(g.state["markets"]["main"])
    buy(g, 3)
    buy(g, 4)
    assert g.decision() == {"player": 2, "kind": "choose"}
    ev = events(g, "promo_event")[-1]
    (rtype, n), = ev["moved"]["main"].items()
    assert g.state["markets"]["main"][rtype] == before[rtype] + n and n > 0
    assert 20 in g.state["market"] and "surplus" in g.state["box"]


# ---- Luna Park ---------------------------------------------------------------------------------------------
def test_luna_park_is_a_free_city_everywhere_but_on_the_map():
    """PROMO-PARK-1, PROMO-PARK-2, PROMO-PARK-3, PROMO-PARK-4, AMB-50:
    the winner pays only his bid, counts one more city at once
    (obsolescence), in turn order and in powering; the park is no map city and no path origin."""
    g = promo_game(3, promo_deck=["park", 20, 21])
    buy(g, 3)
    set_cities(g, 0, list(g.rules.area.cities)[:4])
    buy(g, 4)
    act(g, "bid", bid=10)
    act(g, "pass")
    act(g, "pass")
    assert g.city_count(0) == 5 and g.state["players"][0]["money"] == 50 - 3 - 10
    log = [(e["e"], e.get("plant")) for e in g.state["log"]]
    won = log.index(("asset_won", None))
    assert log[won + 1] == ("plant_removed", 5)             # plant 5 became obsolete at once
    assert "Luna Park" not in g.state["cities"] and len(g.state["players"][0]["cities"]) == 4
    g.check_invariants()
    # turn order and powering of a player whose only city is the park
    state = g.state
    set_cities(g, 0, [])
    state["players"][1]["cities"] = []
    state["players"][2]["cities"] = []
    assert ranked_order(state)[0] == 0
    give_resources(g, 0, "market", oil=2)
    q = g.power_quote(0, [3])
    assert q["cities"] == 1 and q["income"] == g.rules.income(1)
    plan = g.build_plan(0, [g.rules.area.cities[0]])
    assert plan["steps"][0]["connection"] == 0 and plan["steps"][0]["from"] is None
    with pytest.raises(IllegalAction):
        g.build_plan(1, ["Luna Park"])


# ---- Supply Contract ------------------------------------------------------------------------------------------
def test_supply_contract_won_in_phase3_reorders_the_rest_of_the_phase():
    """PROMO-CONTRACT-1, PROMO-CONTRACT-2, PROMO-CONTRACT-4, AMB-51:
    won during Phase 3, the owner moves back one place at once; who
    already bought does not buy again, the others act in the new order."""
    g = scene(4, "buy", promos=ALL, promo_deck=[20, 21, 22, 23])
    assert g.state["order"] == [3, 2, 1, 0]
    inject(g, "contract")
    act(g, "pass")                                          # seat 0 buys nothing, then the auction
    assert g.decision() == {"player": 3, "kind": "asset", "card": "contract"}
    for _ in range(3):
        act(g, "pass")                                      # seats 3, 0, 1
    act(g, "bid", bid=10)                                   # seat 2, last one left
    assert g.state["order"] == [3, 1, 2, 0]
    assert events(g, "contract_order")[-1]["player"] == 2
    seats = []
    while g.decision()["kind"] == "buy":
        seats.append(g.decision()["player"])
        act(g, "pass")
    assert seats == [2, 1, 3]
    g.check_invariants()


def test_supply_contract_last_stays_last_and_moves_back_every_phase1():
    """PROMO-CONTRACT-2: the last player stays last; PROMO-CONTRACT-3: each new order is computed,
    then the owner moves back one place."""
    g = scene(4, "buy", promos=ALL, promo_deck=[20, 21, 22, 23])
    g.state["deck"].remove("contract")
    g.state["promo"]["owners"]["contract"] = 0
    promos.move_back(g.state)
    assert g.state["order"] == [3, 2, 1, 0]
    g.state["promo"]["owners"]["contract"] = 3
    advance_to(g, "choose")
    started = events(g, "round_started")[-1]["order"]
    i = started.index(3)
    expected = list(started)
    if i + 1 < len(expected):
        expected[i], expected[i + 1] = expected[i + 1], expected[i]
    assert g.state["order"] == expected and expected != started


# ---- Industrial Espionage ---------------------------------------------------------------------------------------
def round2(n=4, chosen=ALL):
    g = promo_game(n, promo_deck=[20, 21, 22, 23, 24], chosen=chosen)
    for p in range(3, 3 + n):
        buy(g, p)
    advance_to(g, "choose")
    return g


def test_espionage_goes_to_the_last_player_of_round2_who_alone_sees_the_top_card():
    """PROMO-SPY-2, PROMO-SPY-3, PROMO-SPY-4:
    after round 2's order the last player takes the card; only his private view
    holds the top card, nobody else's, and the log never names it."""
    g = round2(chosen=["espionage"])
    spy = g.state["order"][-1]
    assert g.state["promo"]["spy"] == spy
    assert g.view(spy)["private"] == {"top_card": g.state["deck"][0]}
    assert all(g.view(s)["private"] == {} for s in range(4) if s != spy)
    assert not any("top_card" in e for e in g.state["log"])


def test_a_computer_spy_keeps_the_top_card_it_has_seen_and_others_do_not():
    """PROMO-SPY-3, AMB-80: resampling the hidden cards for the spy leaves the top card he was
    shown in place; for any other seat the top card is as hidden as the rest of the shuffled deck."""
    import random
    g = round2(chosen=["espionage"])
    spy = g.state["order"][-1]
    top = g.state["deck"][0]
    tops = {spy: set(), "other": set()}
    for k in range(12):
        for seat, key in ((spy, spy), ((spy + 1) % 4, "other")):
            clone = g.clone()
            clone.resample_hidden(random.Random(k), seat)
            tops[key].add(clone.state["deck"][0])
    assert tops[spy] == {top}
    assert len(tops["other"]) > 1


def test_ex9_the_spy_who_buys_hands_the_card_to_the_player_ahead():
    """EX-9, PROMO-SPY-5: the spy is 4th; as soon as he buys a plant the card goes to the 3rd.
    The first player hands it to the last. PROMO-SPY-6: winning an asset card does not pass it."""
    g = round2(chosen=["espionage", "warehouse"])
    order = list(g.state["order"])
    for _ in range(3):
        act(g, "pass")                                      # the first three buy nothing
    assert g.decision()["player"] == order[3]
    g.state["players"][order[3]]["money"] = 100
    buy(g, current_market(g.state)[0])
    assert g.state["promo"]["spy"] == order[2]
    assert g.view(order[2])["private"] == {"top_card": g.state["deck"][0]} and g.view(order[3])["private"] == {}
    # the first player in turn order hands it to the last
    g.state["promo"]["spy"] = order[0]
    promos.plant_bought(g.state, order[0])
    assert g.state["promo"]["spy"] == order[3]
    # an asset card does not pass it on
    advance_to(g, "buy")
    spy = g.state["promo"]["spy"]
    inject(g, "warehouse")
    act(g, "pass")
    while g.decision()["kind"] == "asset":
        act(g, "bid", bid=10) if g.decision()["player"] == spy and g.state["promo"]["lot"]["bid"] is None \
            else act(g, "pass")
    assert g.state["promo"]["owners"]["warehouse"] == spy and g.state["promo"]["spy"] == spy


# ---- saves, undo, replay -------------------------------------------------------------------------------------------
def test_promo_games_save_replay_and_undo():
    """PROMO-GEN-3 with AMB-74: a drawn promo card is a reveal (no undo); a bid in an asset auction can be
    taken back; a save with promos rebuilds the identical state; a save without the option still loads."""
    g = Game({"map": "germany", "players": ["A", "B", "C"], "seed": 4, "promos": ALL})
    bot = RandomBot(4)
    while g.decision()["kind"] != "asset":
        g.apply(bot.act(g))
    assert not g.can_undo()                                 # the action drew a promo card
    before = snapshot(g)
    act(g, "bid", bid=10)
    assert g.can_undo()
    g.undo()
    assert snapshot(g) == before
    act(g, "bid", bid=10)
    again = Game.from_json(g.dumps())
    assert snapshot(again) == snapshot(g)
    old = {"format": "powergrid-game", "version": 1, "actions": [],
           "options": {"map": "germany", "players": ["A", "B"], "regions": None, "seed": 3, "beginner": False}}
    loaded = Game.from_json(old)
    assert "promo" not in loaded.state and loaded.to_json()["options"] == dict(old["options"])


def test_flux_generator_drawn_again_removes_the_lowest_again():
    """AMB-75, PROMO-FLUX-4: back under the deck in Phase 5 and drawn again, it removes the lowest again."""
    g = promo_game(3)
    g.state["deck"] = [c for c in g.state["deck"] if c not in range(26, 37) and c != FLUX]
    g.state["market"] = [26, 27, 28, 29, 30, 31, 32, 33]
    g.state["deck"][:0] = [FLUX, 36]
    g.state["players"][0]["money"] = 100
    buy(g, 26)                                            # Flux in, 27 out, 36 in
    g.state["market"].remove(FLUX)
    g.state["deck"].insert(0, FLUX)                       # as if under the deck and come round again
    g.state["players"][1]["money"] = 100
    buy(g, 28)
    assert [e["plant"] for e in events(g, "plant_removed") if e["reason"] == "flux"] == [27, 29]
    assert FLUX in g.state["market"] and 29 not in g.state["market"]


def test_china_refuses_promo_cards_by_its_map_id():
    """CHINA-23: a game on the China map with any promo card is refused with its own code."""
    with pytest.raises(IllegalAction) as e:
        Game({"map": "china", "players": ["A", "B", "C"], "seed": 1, "promos": ["park"]})
    assert e.value.code == "promos_china"
    assert "promo" not in Game({"map": "china", "players": ["A", "B", "C"], "seed": 1}).state
