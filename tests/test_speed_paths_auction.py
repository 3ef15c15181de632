"""The auction's fast paths against their reference definitions, in seeded random games."""
from __future__ import annotations

import pytest

from powergrid import PROMO_CARDS, Game
from powergrid.bots import RandomBot
from powergrid.data import plant_key
from powergrid.phase2_auction import minimal_returns


def _games(promos: bool):
    for seed in range(4):
        options = {"map": "germany", "players": [f"P{i}" for i in range(6)], "seed": seed}
        if promos:
            options["promos"] = list(PROMO_CARDS)
        yield Game(options), RandomBot(seed)


@pytest.mark.parametrize("promos", [False, True])
def test_discard_templates_and_plant_order_match_their_definitions(promos):
    """BASE-AUCTION-15/16, AMB-7: a discard offers, per plant but the new one, each least return
    (minimal_returns asked plant by plant); every player's plants stay sorted by plant_key,
    the Flux Generator's 33⅓ included (PROMO-FLUX-1), though a base plant is sorted by its number."""
    discards = 0
    for game, bot in _games(promos):
        while not game.over:
            d = game.decision()
            if d["kind"] == "discard":
                discards += 1
                state, seat = game.state, d["player"]
                expected = [{"type": "discard", "player": seat, "plant": p, "return": r}
                            for p in state["players"][seat]["plants"] if p != state["auction"]["new"]
                            for r in minimal_returns(state, game._ctx, seat, p)]
                assert game.legal_actions() == expected
            game.apply(bot.act(game))
            for player in game.state["players"]:
                assert player["plants"] == sorted(player["plants"], key=plant_key)
    assert discards > 0
