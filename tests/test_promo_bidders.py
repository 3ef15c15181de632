"""Who may bid in an asset auction, and why not (PROMO-GEN-4, PROMO-GEN-6, PROMO-GEN-10, AMB-46):
the view's `promo.lot.bidders`, one row per seat, the reasons the page words."""
from __future__ import annotations

from helpers import act
from helpers_promos import buy, promo_game


def rows(game):
    return {r["seat"]: (r["may_bid"], r["reason"], r["need"]) for r in game.view()["promo"]["lot"]["bidders"]}


def test_a_player_without_a_plant_may_not_bid_on_the_transformer():
    """AMB-46, PROMO-TRANS-2: seat 2 bought no plant: he may not bid, and the view says why."""
    g = promo_game(3, promo_deck=["transformer", 20])
    buy(g, 3)
    buy(g, 4)
    assert g.decision()["kind"] == "asset"
    assert rows(g) == {0: (True, None, 10), 1: (True, None, 10), 2: (False, "no_plant", None)}


def test_a_player_short_of_the_minimum_may_not_bid_and_drops_out():
    """PROMO-GEN-4, PROMO-GEN-10: with 1 Elektro a player cannot meet the minimum of 10; a pass is
    "passed"; the leader is "leading"; a player who cannot follow the lead is told the bid he would need."""
    g = promo_game(3, promo_deck=["warehouse", 20])
    buy(g, 3)
    buy(g, 4)
    g.state["players"][1]["money"] = 1
    assert rows(g)[1] == (False, "money", 10)
    act(g, "bid", bid=10)                                       # seat 0 opens
    assert rows(g)[0] == (False, "leading", None)
    assert g.decision()["player"] == 2                          # seat 1 dropped out (PROMO-GEN-10)
    assert rows(g)[1] == (False, "money", 11)                   # the bid he could not meet
    assert rows(g)[2] == (True, None, 11)
    g.state["players"][2]["money"] = 10                         # now seat 2 cannot follow either
    assert rows(g)[2] == (False, "money", 11)


def test_passing_is_told_apart_from_being_short():
    """PROMO-GEN-6: a pass is "passed", whatever the player's money."""
    g = promo_game(3, promo_deck=["park", 20])
    buy(g, 3)
    buy(g, 4)
    act(g, "pass")
    assert rows(g)[0] == (False, "passed", None)
    assert rows(g)[1] == (True, None, 10)
