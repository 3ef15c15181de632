"""What every pool player does the same way, written from the public observation API only.

A pool player is a yardstick for the shipped computer levels, so it must not share their
code: it reads `observation.view` (the seat's view, as the page reads it),
`observation.rules.plants` and the questions an observation answers (legal_actions, quote,
fuel_needs, market_slots, build_plan, ...), and nothing of `powergrid.bots`. A style
(styles.py) changes the hooks: what a plant is worth, which plant to open, how much fuel to
buy, how many cities to build. Bids always raise by the least. A decision kind the player
does not know gets a random legal choice.
"""
from __future__ import annotations

import random

from powergrid import Game
from powergrid.engine import ACTION_FIELDS

FUEL = ("coal", "oil", "garbage", "uranium")


class PoolPlayer:
    style = "base"
    fuel_runs = 1            # powerings' worth of fuel bought each round
    build_reserve = 0        # Elektro kept back when building
    build_beyond = 0         # cities built beyond what the plants can power
    auction_reserve = 10     # Elektro kept back for fuel and houses when bidding

    def __init__(self, seed=0):
        self.rnd = random.Random(seed)

    # ---- the dispatcher ------------------------------------------------------------
    def act(self, obs) -> dict:
        options = obs.legal_actions()
        kind = obs.decision()["kind"]
        handler = {"choose": self.choose, "bid": self.bid, "discard": self.discard, "buy": self.buy,
                   "build": self.build, "power": self.power}.get(kind)
        if handler is None:
            return self.random_choice(options)
        return handler(obs, options)

    def random_choice(self, options: list) -> dict:
        """A legal action for a kind the style has no opinion on (a variant's)."""
        choice = self.rnd.choice(options)
        if "min" in choice:
            if choice["min"] > choice["max"]:
                return {"type": "pass", "player": choice["player"]}
            choice = {**choice, "bid": choice["min"]}
        if choice["type"] == "buy":
            choice = {**choice, "resources": {}}
        if choice["type"] == "build":
            choice = {**choice, "cities": []}
        if choice["type"] == "power":
            choice = {**choice, **choice["best"]}
        return {k: v for k, v in choice.items() if k in ACTION_FIELDS[choice["type"]]}

    # ---- reading the view -------------------------------------------------------------
    @staticmethod
    def me(obs) -> dict:
        return obs.view["players"][obs.seat]

    @staticmethod
    def plant(obs, pid):
        return obs.rules.plants[pid]

    def max_plants(self, obs) -> int:
        view = obs.view
        return Game.player_count(len(view["players"]), view["map"])["max_plants"]

    def capacity(self, obs, plants) -> int:
        """Cities the best plants a player may keep could power, fuel aside."""
        caps = sorted((self.plant(obs, p).cities for p in plants), reverse=True)
        return sum(caps[:self.max_plants(obs)])

    def gain(self, obs, pid) -> int:
        """Cities of capacity a plant adds to the player's (replacing his weakest at the limit)."""
        mine = self.me(obs)["plants"]
        return self.capacity(obs, mine + [pid]) - self.capacity(obs, mine)

    def leader(self, obs) -> int:
        players = obs.view["players"]
        return max(range(len(players)), key=lambda s: (len(players[s]["cities"]), players[s]["money"]))

    def unit_price(self, obs, kind: str) -> int:
        """What the next token of this fuel costs in the cheapest market selling it (99: none)."""
        best = 99
        for m in obs.market_names():
            for price, _spaces, tokens in obs.market_slots(m).get(kind, ()):
                if tokens:
                    best = min(best, price)
                    break
        return best

    def fuel_cost(self, obs, pid) -> int:
        p = self.plant(obs, pid)
        if not p.accepts:
            return 0
        return p.inputs * min(self.unit_price(obs, k) for k in p.accepts)

    # ---- Phase 2 -----------------------------------------------------------------------
    def value(self, obs, pid) -> int:
        """The most this style pays for a plant (before the money it keeps back)."""
        p = self.plant(obs, pid)
        return p.min_bid + 6 * self.gain(obs, pid) - 1

    def limit(self, obs, pid) -> int:
        return min(self.value(obs, pid), self.me(obs)["money"] - self.auction_reserve)

    def preference(self, obs, pid) -> float:
        """Which plant to open: the larger, the sooner."""
        return self.limit(obs, pid) - self.plant(obs, pid).min_bid

    def choose(self, obs, options: list) -> dict:
        seat = obs.seat
        opens = [o for o in options if o["type"] == "open" and o["min"] <= o["max"]]
        can_pass = any(o["type"] == "pass" for o in options)
        worth = [o for o in opens if self.limit(obs, o["plant"]) >= o["min"] and self.gain(obs, o["plant"]) > 0]
        if worth:
            best = max(worth, key=lambda o: (self.preference(obs, o["plant"]), self.plant(obs, o["plant"]).key))
            return {"type": "open", "player": seat, "plant": best["plant"], "bid": best["min"]}
        if can_pass or not opens:
            return {"type": "pass", "player": seat}
        cheapest = min(opens, key=lambda o: o["min"])       # round 1: someone must buy
        return {"type": "open", "player": seat, "plant": cheapest["plant"], "bid": cheapest["min"]}

    def bid(self, obs, options: list) -> dict:
        seat = obs.seat
        raise_ = next((o for o in options if o["type"] == "bid"), None)
        lot = obs.view["auction"]["lot"] if obs.view["auction"] else None
        if raise_ and lot and raise_["min"] <= raise_["max"] and raise_["min"] <= self.limit(obs, lot["plant"]):
            return {"type": "bid", "player": seat, "bid": raise_["min"]}
        return {"type": "pass", "player": seat}

    def discard(self, obs, options: list) -> dict:
        """Give up the plant powering the fewest cities (the smallest number among equals)."""
        best = min(options, key=lambda o: (self.plant(obs, o["plant"]).cities, self.plant(obs, o["plant"]).key))
        return {k: v for k, v in best.items() if k in ("type", "player", "plant", "return")}

    # ---- Phase 3 -----------------------------------------------------------------------
    def wanted(self, obs) -> dict:
        """Tokens to buy: what the plants lack for `fuel_runs` powerings, hybrids on the cheaper fuel."""
        needs = obs.fuel_needs(obs.seat, self.fuel_runs)
        want = dict(needs["missing"])
        for choice in needs["missing_choices"]:
            kind = min(choice["accepts"], key=lambda k: self.unit_price(obs, k))
            want[kind] = want.get(kind, 0) + choice["tokens"]
        return want

    def affordable(self, obs, want: dict, market) -> tuple:
        """The largest part of `want` the market sells him (most expensive tokens dropped first)."""
        amounts = {k: v for k, v in want.items() if v}
        while amounts:
            q = obs.quote(obs.seat, amounts, market)
            if q["ok"]:
                return amounts, q["cost"]
            dear = max(amounts, key=lambda k: (self.unit_price(obs, k), k))
            amounts[dear] -= 1
            if not amounts[dear]:
                del amounts[dear]
        return {}, 0

    def buy(self, obs, options: list) -> dict:
        seat = obs.seat
        want = self.wanted(obs)
        markets = [o["market"] for o in options if o["type"] == "buy" and "market" in o]
        best = ({}, 0, None)
        for market in markets or [None]:
            amounts, cost = self.affordable(obs, want, market)
            if sum(amounts.values()) > sum(best[0].values()) or (
                    sum(amounts.values()) == sum(best[0].values()) and cost < best[1]):
                best = (amounts, cost, market)
        amounts, _cost, market = best
        action = {"type": "buy", "player": seat, "resources": amounts}
        if amounts and market is not None and len(markets) > 1:
            action["market"] = market
        return action

    # ---- Phase 4 -----------------------------------------------------------------------
    def build_target(self, obs) -> int:
        """How many cities this style wants to own after building."""
        me = self.me(obs)
        return self.capacity(obs, me["plants"]) + self.build_beyond

    def build(self, obs, options: list) -> dict:
        seat = obs.seat
        template = options[0]
        me = self.me(obs)
        budget = me["money"] - self.build_reserve
        room = min(template["room"], self.build_target(obs) - len(me["cities"]))
        costs = template["options"]
        chosen = []
        while len(chosen) < room:
            pool = sorted((c for c in costs if c not in chosen), key=costs.get)[:8]
            best = None
            for city in pool:
                plan = obs.build_plan(seat, chosen + [city])
                if plan["affordable"] and plan["cost"] <= budget and (best is None or plan["cost"] < best[1]):
                    best = (city, plan["cost"])
            if best is None:
                break
            chosen.append(best[0])
        return {"type": "build", "player": seat, "cities": chosen}

    # ---- Phase 5 -----------------------------------------------------------------------
    def power(self, obs, options: list) -> dict:
        best = options[0]["best"]
        return {"type": "power", "player": obs.seat, "plants": best["plants"], "burn": best["burn"]}
