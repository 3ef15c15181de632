"""The money ledger (`view()["ledger"]`, powergrid/ledger.py): every payment by cause and each
player's money, houses and powered cities at the end of every round, for every map, with and
without promo cards (BASE-SETUP-3 start money, BASE-AUCTION-10 plants, PROMO-GEN-4 asset cards,
BASE-RES resources, BASE-BUILD houses, BASE-BUREAU-4 income, PROMO-PARK-3 Luna Park)."""
import pytest

from helpers_promos import every_map_game, play_recording_round_ends
from powergrid import Game


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_the_ledger_holds_the_real_money_and_houses_at_every_round_end_on_every_map(promos):
    assets_paid = 0
    for seed, game in enumerate(every_map_game(promos, seed=40)):
        money, houses = play_recording_round_ends(game, seed)
        ledger = game.view()["ledger"]
        assert [r["round"] for r in ledger["rounds"]] == sorted(money)
        for row in ledger["rounds"]:
            assert row["money"] == money[row["round"]], (game.rules.map.key, row["round"])
            assert row["houses"] == houses[row["round"]]
        for seat, p in enumerate(game.state["players"]):
            moved = sum(ledger["totals"][c][seat] for c in ledger["causes"])
            assert ledger["start"][seat] + moved == p["money"]
        powered = {r["player"]: r["powered"] for r in game.state["result"]["ranking"]}
        assert ledger["rounds"][-1]["powered"] == [powered[s] for s in range(len(powered))]
        assets_paid += -sum(ledger["totals"]["assets"])
    assert promos == (assets_paid > 0), "the promo games paid for asset cards, the base games did not"


def test_each_payment_is_booked_under_its_cause_and_round():
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 5, "timing": Game.TIMING,
                 "promos": ["park"]})
    first = game.decision()["player"]
    game.apply({"type": "open", "player": first, "plant": 4, "bid": 6})
    while game.decision()["kind"] == "bid":
        game.apply({"type": "pass", "player": game.decision()["player"]})
    row = game.view()["ledger"]["rounds"][0]
    assert row["round"] == 1 and row["moves"]["plants"][first] == -6
    assert row["money"][first] == 44 and all(row["moves"][c][first] == 0 for c in ("assets", "resources",
                                                                                   "houses", "income"))


def test_a_clone_for_search_carries_no_ledger():
    from powergrid.bots import RandomBot
    game = Game({"map": "germany", "players": ["Ann", "Bob"], "seed": 2})
    bot = RandomBot(2)
    while game.state["round"] < 3:
        game.apply(bot.act(game))
    assert len(game.view()["ledger"]["rounds"]) == 3
    clone = game.clone()
    assert clone.state["log"] is None and clone.view()["ledger"]["rounds"] == []
