"""A random legal player, for simulations, benchmarks and tests.

It picks uniformly among the legal action templates, draws bids between the minimum
and the minimum + 10, and is biased towards buying fuel and building so that random
games reach their end.
"""
from __future__ import annotations

import random

from ..data import RESOURCE_TYPES


class RandomBot:
    def __init__(self, seed=0, bid_spread: int = 10, build_chance: float = 0.9):
        self.rnd = random.Random(seed)
        self.bid_spread = bid_spread
        self.build_chance = build_chance

    def act(self, game) -> dict:
        """A legal action for the player whose decision it is."""
        d = game.decision()
        kind = d["kind"]
        if kind == "buy":
            return self._buy(game, d["player"])
        if kind == "build":
            return self._build(game, d["player"])
        options = game.legal_actions()
        choice = self.rnd.choice(options)
        if choice["type"] in ("open", "bid"):
            if choice["min"] > choice["max"]:
                return {"type": "pass", "player": d["player"]}
            hi = min(choice["max"], choice["min"] + self.bid_spread)
            bid = self.rnd.randint(choice["min"], hi)
            out = {"type": choice["type"], "player": d["player"], "bid": bid}
            if choice["type"] == "open":
                out["plant"] = choice["plant"]
            return out
        if choice["type"] == "power":
            best = choice["best"]
            return {"type": "power", "player": d["player"], "plants": best["plants"], "burn": best["burn"]}
        return {k: v for k, v in choice.items() if k in ("type", "player", "plant", "return")}

    def _buy(self, game, seat: int) -> dict:
        markets = game.market_names()
        # One-market maps draw no market, so their seeded games stay as they were.
        market = self.rnd.choice(markets) if len(markets) > 1 else None
        limits = game.purchase_limits(seat, market)
        amounts = {r: self.rnd.randint(0, limits[r]) if limits[r] else 0 for r in RESOURCE_TYPES}
        while True:
            q = game.quote(seat, amounts, market)
            if q["ok"]:
                action = {"type": "buy", "player": seat, "resources": amounts}
                if market is not None:
                    action["market"] = market
                return action
            r = self.rnd.choice([t for t in RESOURCE_TYPES if amounts[t]])
            amounts[r] -= 1

    def _build(self, game, seat: int) -> dict:
        room = game.rules.max_cities - game.city_count(seat)
        if room <= 0 or self.rnd.random() > self.build_chance:
            return {"type": "build", "player": seat, "cities": []}
        # The build template lists the cities within his money, in play-area order: the same
        # list as the build-cost preview filtered by money, without a record per city.
        options = list(game.legal_actions()[0]["options"])
        if not options:
            return {"type": "build", "player": seat, "cities": []}
        chosen = [self.rnd.choice(options)]
        for _ in range(self.rnd.randint(0, min(3, room - 1))):
            candidate = self.rnd.choice(options)
            if candidate in chosen:
                continue
            if game.build_plan(seat, chosen + [candidate])["affordable"]:
                chosen.append(candidate)
        return {"type": "build", "player": seat, "cities": chosen}


def play_random_game(game, bot: RandomBot, check=None, max_actions: int = 20000) -> int:
    """Play `game` to its end with `bot` for every seat; returns the number of actions."""
    n = 0
    while not game.over:
        game.apply(bot.act(game))
        n += 1
        if check:
            check(game)
        if n >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
    return n
