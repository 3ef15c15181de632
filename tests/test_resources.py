"""Phase 3, buying resources: BASE-RES-1..7, the start market BASE-SETUP-7..10 as buyers see it,
and the market invariants INV-2 and INV-4 under purchases."""
import pytest

from helpers import act, assert_rejected
from helpers_play import give_plants, holdings, money, scene, turn_sequence

START_SLOTS = {   # (price, spaces, tokens) per price, BASE-SETUP-7/8, T-MARKET
    "coal": [(p, 3, 3) for p in range(1, 9)],
    "oil": [(1, 3, 0), (2, 3, 0)] + [(p, 3, 3) for p in range(3, 9)],
    "garbage": [(p, 3, 0) for p in range(1, 7)] + [(7, 3, 3), (8, 3, 3)],
    "uranium": [(p, 1, 0) for p in (1, 2, 3, 4, 5, 6, 7, 8, 10, 12)] + [(14, 1, 1), (16, 1, 1)],
}


def buyer_scene(n=3, plants=(), cash=200):
    """Phase 3 of round 1 with nothing bought yet; seat 0 buys first and owns `plants`."""
    game = scene(n, "buy")
    if plants:
        give_plants(game, 0, list(plants))
    money(game, 0, cash)
    return game


def buy(game, seat, **resources):
    game.apply({"type": "buy", "player": seat, "resources": resources})


def gapless(slots) -> bool:
    """INV-4: the tokens of a type fill its most expensive spaces without a gap."""
    tokens = [t for _, _, t in slots]
    spaces = [s for _, s, _ in slots]
    partial = [i for i, (t, s) in enumerate(zip(tokens, spaces)) if 0 < t < s]
    first = next((i for i, t in enumerate(tokens) if t), len(tokens))
    return (all(t == 0 for t in tokens[:first]) and all(t == s for t, s in zip(tokens[first + 1:], spaces[first + 1:]))
            and partial in ([], [first]))


@pytest.mark.parametrize("n", [2, 6])
def test_start_market_layout_and_supply(n):
    """BASE-SETUP-7, BASE-SETUP-8, BASE-SETUP-10: the market a buyer meets in round 1 (3 coal on 1-8,
    3 oil on 3-8, 3 garbage on 7-8, uranium on 14 and 16; uranium spaces 10 and 12 empty) and the
    general supply of 0 coal, 6 oil, 18 garbage, 10 uranium."""
    game = buyer_scene(n)
    assert game.market_slots() == START_SLOTS
    assert game.state["supply"] == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 10}


def test_start_prices():
    """BASE-SETUP-9, BASE-RES-2: the cheapest start prices are coal 1, oil 3, garbage 7, uranium 14."""
    game = buyer_scene()
    assert [game.quote(0, {r: 1})["cost"] for r in ("coal", "oil", "garbage", "uranium")] == [1, 3, 7, 14]


@pytest.mark.parametrize("rtype,amount,cost", [
    ("coal", 3, 3), ("coal", 4, 5), ("coal", 7, 12), ("coal", 24, 108),
    ("oil", 3, 9), ("oil", 4, 13), ("oil", 18, 99),
    ("garbage", 3, 21), ("garbage", 4, 29), ("garbage", 6, 45),
    ("uranium", 2, 30),
])
def test_cheapest_tokens_first_from_the_start_market(rtype, amount, cost):
    """BASE-RES-3, BASE-SETUP-7: k tokens cost the sum of the k cheapest printed prices."""
    game = buyer_scene()
    assert game.quote(0, {rtype: amount})["cost"] == cost


def test_later_buyers_pay_where_the_earlier_ones_left_off():
    """BASE-RES-3, BASE-RES-2: after 4 coal (1+1+1+2 = 5) the next buyer pays 2, 2, 3 ... for coal."""
    game = buyer_scene(plants=[4, 5])
    buy(game, 0, coal=4)
    assert money(game, 0) == 195
    seat = game.decision()["player"]
    give_plants(game, seat, [8])
    money(game, seat, 100)
    assert game.quote(seat, {"coal": 3})["cost"] == 2 + 2 + 3
    buy(game, seat, coal=6)
    assert money(game, seat) == 100 - (2 + 2 + 3 + 3 + 3 + 4)
    assert holdings(game, seat)["coal"] == 6


def test_several_types_in_one_purchase_and_empty_purchases():
    """BASE-RES-2: one turn may buy several types at once (each at its own prices), or nothing."""
    game = buyer_scene(plants=[4, 3, 6])
    buy(game, 0, coal=2, oil=2, garbage=1)
    assert money(game, 0) == 200 - (1 + 1) - (3 + 3) - 7
    assert holdings(game, 0) == {"coal": 2, "oil": 2, "garbage": 1, "uranium": 0}
    seat = game.decision()["player"]
    cash = money(game, seat)
    buy(game, seat)                                  # buys nothing
    act(game, "pass")
    assert money(game, seat) == cash and game.decision()["kind"] == "build"


def test_phase3_runs_in_reverse_turn_order():
    """BASE-RES-1: the last player in turn order buys first (here the owner of the lowest plant)."""
    game = scene(4, "buy")
    order = list(game.state["order"])
    assert order == [3, 2, 1, 0]
    assert turn_sequence(game) == [0, 1, 2, 3]


def test_purchase_limited_by_storage():
    """BASE-RES-4: no purchase the player's plants cannot store, even if he can pay for it."""
    game = buyer_scene(plants=[4])
    assert game.purchase_limits(0)["coal"] == 4
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 5}}, "store")
    buy(game, 0, coal=4)
    assert holdings(game, 0)["coal"] == 4


def test_purchase_limited_by_money():
    """BASE-RES-5: with 5 Elektro he can buy 4 coal (1+1+1+2) but not 5 coal (7)."""
    game = buyer_scene(plants=[8], cash=5)
    assert game.purchase_limits(0)["coal"] == 4
    q = game.quote(0, {"coal": 5})
    assert q["cost"] == 7 and q["fits"] and not q["affordable"] and not q["ok"]
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 5}}, "7", "5")
    buy(game, 0, coal=4)
    assert money(game, 0) == 0


def test_sold_out_type_is_not_refilled_during_phase3():
    """BASE-RES-6: once both uranium tokens are bought, nobody else can buy uranium this round;
    the market is restocked only in Phase 5."""
    game = buyer_scene(plants=[11])
    buy(game, 0, uranium=2)
    assert money(game, 0) == 200 - 30
    seat = game.decision()["player"]
    give_plants(game, seat, [17])
    money(game, seat, 100)
    assert game.purchase_limits(seat)["uranium"] == 0
    assert_rejected(game, {"type": "buy", "player": seat, "resources": {"uranium": 1}}, "uranium")
    buy(game, seat)
    act(game, "pass")
    while game.decision()["kind"] == "build":
        assert game.state["markets"]["main"]["uranium"] == 0
        act(game, "pass")
    assert game.decision()["kind"] == "power"
    assert game.state["markets"]["main"]["uranium"] == 0


def test_only_the_market_sells_never_the_supply():
    """BASE-RES-7: with 6 uranium storage he can still buy only the 2 uranium in the market,
    although the general supply holds 10; buying does not touch the supply."""
    game = buyer_scene(plants=[11, 17, 23])
    supply = dict(game.state["supply"])
    assert game.purchase_limits(0)["uranium"] == 2
    q = game.quote(0, {"uranium": 3})
    assert q["fits"] and not q["available"] and not q["ok"]
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"uranium": 3}}, "market")
    buy(game, 0, uranium=2)
    assert game.state["supply"] == supply
    assert game.state["markets"]["main"]["uranium"] == 0


def test_other_markets_cannot_be_named():
    """BASE-RES-7: the base maps have one resource market; a purchase elsewhere is refused."""
    game = buyer_scene(plants=[4])
    assert_rejected(game, {"type": "buy", "player": 0, "resources": {"coal": 1}, "market": "supply"},
                    "no resource market")


def test_tokens_move_only_from_market_to_buyer_and_stay_gapless():
    """INV-2, INV-4: purchases move tokens market -> player only (supply unchanged) and the
    tokens left in the market always occupy its most expensive spaces."""
    game = buyer_scene(plants=[5, 8, 11])
    supply = dict(game.state["supply"])
    before = dict(game.state["markets"]["main"])
    buy(game, 0, coal=7, oil=3, uranium=1)
    seat = game.decision()["player"]
    give_plants(game, seat, [3, 6, 14])
    money(game, seat, 100)
    buy(game, seat, oil=4, garbage=5)
    after = game.state["markets"]["main"]
    held = {r: holdings(game, 0)[r] + holdings(game, seat)[r] for r in after}
    assert {r: before[r] - after[r] for r in after} == held == {"coal": 7, "oil": 7, "garbage": 5, "uranium": 1}
    assert game.state["supply"] == supply
    slots = game.market_slots()
    assert all(gapless(slots[r]) for r in slots), slots
    assert slots["oil"][4] == (5, 3, 2) and slots["garbage"][6:] == [(7, 3, 0), (8, 3, 1)]
    assert game.quote(seat, {"coal": 1})["cost"] == 3 and game.quote(seat, {"uranium": 1})["cost"] == 16
    game.check_invariants()
