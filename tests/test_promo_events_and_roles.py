"""The promo cards (RULES.md 18), part 2: Resource Shortage and Surplus, Luna Park, the Supply
Contract, Industrial Espionage, and saves, undo and replay with promo cards."""
from dataclasses import replace
from types import SimpleNamespace

import pytest

from helpers import act, snapshot
from helpers_play import advance_to, give_resources, scene, set_cities, set_market
from powergrid import Game, IllegalAction, promos
from powergrid.bots import RandomBot
from powergrid.data import FLUX
from powergrid.plant_market import current_market
from powergrid.turn_order import ranked_order
from helpers_promos import ALL, buy, events, inject, promo_game


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
    assert (e.value.code, e.value.params) == ("promos_not_on_map", {"map": "china"})
    assert "promo" not in Game({"map": "china", "players": ["A", "B", "C"], "seed": 1}).state
