"""The easy and normal computer players: rules of thumb on the engine's own answers.

They read only what a player sees (`facts(src)`: the table as the seat's view shows it, reading.py;
`src.rules`: the board and the plant cards) and ask the engine's questions (`legal_actions`, `quote`,
`build_plan`, ...). `src` is an Observation, or during search a Game the searching player imagined.

- Plants are valued by the cities they add to what the player can power soon, by their fuel
  cost at today's market prices, and by the plants coming up in the future market.
- Bids go up to that value and no further, always by the least raise, and leave the money
  for the next fuel; where the plant market turns fast, also for the houses its plants
  could already power.
- Fuel for the next powering is bought first; more when it is cheap.
- Houses go where the connection is cheapest, preferring cities about to fill up
  before rivals take the last slot of the Step.
- Phase 5 powers the most cities (the engine's best choice).
- Promo asset cards (RULES.md 18) are valued from the engine's answers and the state: Luna
  Park as the city it saves building, the Transformer by the capacity its best plant gains,
  the Warehouse by cheap or scarce fuel, the Supply Contract by the rounds left; bids go up to
  that value and never into the money the next fuel and houses need. The Transformer goes on
  the plant where it powers the most cities (ties: the highest plant, discarded last).
- The spy (Industrial Espionage) counts the top card it sees among the plants to come.
`easy` makes a beginner's mistakes: it values plants by their number, bids with noise, buys
fuel at any price at the last moment, and builds where it likes rather than where it is cheap.
A decision kind it does not know (a variant's) is played by a random legal choice.
"""
from __future__ import annotations

import random
from typing import Any

from ..data import STEP3, Plant
from ..errors import IllegalAction
from .heuristic_assets import AssetJudgement
from .heuristic_build import cheapest_cities
from .heuristic_buy import fuel_cart, plants_to_run, tokens_wanted
from .heuristic_money import auction_reserve
from .random_bot import RandomBot
from .reading import (Action, Card, Facts, Source, discount_worth, facts, is_legal, plant_capacity, seen_top_card,
                      templates, unit_price)
from .heuristic_levels import LEVEL_PARAMETERS

# What plant_value reads of a seat, the same for every plant (see HeuristicBot._outlook).
Outlook = tuple[list[Plant], int, int, int, bool, list[tuple[int, int]] | None, int, dict[str, float]]


def _strength(plant: Plant) -> tuple[int, int]:
    """Which plant stays when over the limit: more cities, then fewer tokens (BASE-AUCTION-15)."""
    return plant.cities, -plant.inputs


class HeuristicBot(AssetJudgement):
    """`level` is "easy" or "normal"; options override its LEVEL_PARAMETERS."""

    def __init__(self, seed: int = 0, level: str = "normal", **options: Any) -> None:
        self.level = level
        self.params = dict(LEVEL_PARAMETERS[level])
        unknown = set(options) - set(self.params)
        if unknown:
            raise TypeError(f"unknown bot option(s): {', '.join(sorted(unknown))}")
        self.params.update(options)
        self.seed = seed
        self._rnd: random.Random | None = None      # made when first asked: `normal` seldom draws
        self._fallback: RandomBot | None = None
        self._lots_of: Source | None = None
        self._lots: dict = {}       # _lot_limit's answers, for one source (`_lots_of`) at a time

    # A string seed costs a hash to set up, and search makes a player for every look-ahead game:
    # the random sources are made on first use, which draws the same numbers.
    @property
    def rnd(self) -> random.Random:
        rnd = self._rnd
        if rnd is None:
            rnd = self._rnd = random.Random(f"{self.level}/{self.seed}")
        return rnd

    @property
    def fallback(self) -> RandomBot:
        bot = self._fallback
        if bot is None:
            bot = self._fallback = RandomBot(self.seed)
        return bot

    # ---- the decision ---------------------------------------------------------------
    def act(self, src: Source) -> Action:
        d = src.decision() or {}            # (asked only while the game is on)
        kind, seat = d["kind"], d["player"]
        handler = getattr(self, "_" + kind, None)
        action = handler(src, seat) if handler is not None else None
        return action if action is not None else self.fallback_action(src)

    def fallback_action(self, src: Source) -> Action:
        """A random legal choice, for a decision kind this player does not know (a variant's):
        random answers are tried until the engine would accept one."""
        action = self.fallback.act(src)
        for _ in range(20):
            if is_legal(src, action):
                return action
            action = self.fallback.act(src)
        return action

    def _mistake(self) -> bool:
        return self.params["mistakes"] > 0 and self.rnd.random() < self.params["mistakes"]

    # ---- plants ---------------------------------------------------------------------
    def _plant(self, src: Source, number: Card) -> Plant | None:
        return src.rules.plants.get(number) if number != STEP3 else None

    def _run_cost(self, src: Source, plant: Plant, seat: int | None = None, prices: dict | None = None) -> float:
        """Fuel for one run at the next token's price, less what `seat`'s cities take off it
        (CE-4); `prices` keeps unit_price per type for the rest of one decision."""
        if not plant.inputs:
            return 0.0
        low = None
        for r in plant.accepts:
            if prices is None:
                price = unit_price(src, r, seat)
            elif r in prices:
                price = prices[r]
            else:
                price = prices[r] = unit_price(src, r, seat)
            if low is None or price < low:
                low = price
        assert low is not None          # (a plant that burns tokens accepts a type)
        return plant.inputs * low

    def _capacity(self, plants: list[Plant]) -> int:
        total = 0
        for p in plants:
            total += p.cities
        return total

    def _keep(self, src: Source, seat: int, known: Facts) -> float:
        return auction_reserve(self.params, src, seat, known)

    def _outlook(self, src: Source, seat: int) -> Outlook:
        """What plant_value reads of `seat`, the same for every plant: his plants, their capacity,
        the cities he means to power soon, the plant limit, whether round 1 is over; at the limit
        his plants' strengths, strongest first, and the capacity of all but the weakest one that
        would stay (the weakest goes, BASE-AUCTION-15); and the unit prices asked so far."""
        known = facts(src)
        rules = src.rules
        table = rules.plants
        mine = [table[n] for n in known["players"][seat]["plants"]]
        cities = src.city_count(seat)          # Luna Park counts (PROMO-PARK-3)
        want = cities + self.params["horizon"] + (2 if known["step"] > 1 else 0)
        limit = rules.pc.max_plants
        strengths, top_cap = None, 0
        if len(mine) >= limit:
            ranked = sorted(mine, key=_strength, reverse=True)
            strengths = [_strength(p) for p in ranked]
            top_cap = self._capacity(ranked[:limit - 1])
        return mine, self._capacity(mine), want, limit, known["round"] > 1, strengths, top_cap, {}

    def plant_value(self, src: Source, seat: int, number: Card, future_best: int | None = None,
                    outlook: Outlook | None = None) -> float:
        """What owning plant `number` is worth to `seat`, in Elektro (its price included).

        `future_best`: the most cities a plant of the future market powers, and `outlook`:
        `_outlook(src, seat)` (each asked once per decision).
        """
        plant = self._plant(src, number)
        if plant is None:
            return 0.0
        mine, now_cap, want, limit, after_round1, strengths, top_cap, prices = outlook or self._outlook(src, seat)
        if len(mine) < limit:
            new_cap = now_cap + plant.cities        # under the limit every plant is kept
        else:
            # The plants kept of his and this one: sorted (stably) strongest first, this one comes
            # after every plant of his at least as strong, and is kept if fewer than `limit` are;
            # then the others kept are his strongest but one.
            mine_first, strength = 0, _strength(plant)
            assert strengths is not None        # (given at the limit)
            for s in strengths:
                if s < strength:
                    break
                mine_first += 1
            if mine_first >= limit:
                return 0.0
            new_cap = top_cap + plant.cities
        useful = min(new_cap, want) - min(now_cap, want)
        later = new_cap - now_cap - useful
        cv = self.params["city_value"]
        value = useful * cv + max(0, later) * cv * 0.35
        # Fuel: a plant that needs dear fuel is worth less; an eco plant has no running cost.
        value -= self._run_cost(src, plant, seat, prices) * 0.6
        value += plant.key * 0.5        # bigger numbers stay useful later (BASE-MARKET-4; flux: 33⅓)
        if not mine:
            value += 8                  # a player without a plant earns nothing
        # The market ahead: a much better plant coming soon makes today's plant worth less.
        if future_best is None:
            future_best = self._future_best(src)
        if future_best > plant.cities and after_round1:
            value -= self.params["wait_discount"]
        return value

    def _future_best(self, src: Source) -> int:
        coming = list(src.future_market())
        top = seen_top_card(src)
        if top is not None:
            coming.append(top)          # the spy knows the next card to come (PROMO-SPY-3)
        # A deck drawn in a known order shows what comes next; without a future market (China's,
        # CHINA-6) it is the only way a player sees that a bigger plant is near.
        for card in src.public_deck()[:self.params["known_ahead"]]:
            if not isinstance(card, int):
                break
            coming.append(card)
        table = src.rules.plants
        best = 0                        # (cities are never negative: 0 when nothing is coming)
        for n in coming:
            p = table.get(n) if n != STEP3 else None
            if p is not None and p.cities > best:
                best = p.cities
        return best

    def bid_limit(self, src: Source, seat: int, number: Card, value: float | None = None,
                  future_best: int | None = None, known: Facts | None = None) -> int:
        """The highest bid `seat` makes for plant `number`: its worth (with the level's noise),
        never the money the next fuel and houses need. No cap for a better plant on sale: it cost
        games against players the levels were not tuned on (docs/PERFORMANCE.md, the pool).
        `known`: facts(src), when the caller has read it."""
        if known is None:
            known = facts(src)
        me = known["players"][seat]
        if value is None:
            value = self.plant_value(src, seat, number, future_best)
        if self.params["bid_noise"]:
            value *= 1 + self.rnd.uniform(-self.params["bid_noise"], self.params["bid_noise"])
        plant = self._plant(src, number)
        bonus = plant.key * 0.5 if plant is not None else 0
        return int(min(value + bonus, me["money"] - self._keep(src, seat, known)))

    def _choose(self, src: Source, seat: int) -> Action | None:
        options = templates(src)
        opens = [o for o in options if o["type"] == "open"]
        can_pass = any(o["type"] == "pass" for o in options)
        if not opens:
            return {"type": "pass", "player": seat} if can_pass else None
        if self.level == "easy" and self._mistake():
            o = max(opens, key=lambda o: src.rules.plants[o["plant"]].key)   # a beginner takes the biggest number
            return {"type": "open", "player": seat, "plant": o["plant"], "bid": o["min"]}
        best, best_gain = None, None
        future_best = self._future_best(src)
        outlook = self._outlook(src, seat)
        known = facts(src)
        limits = {}
        noiseless = not self.params["bid_noise"]
        for o in opens:
            value = self.plant_value(src, seat, o["plant"], future_best, outlook)
            gain = value - o["min"] * 0.5
            if noiseless and best_gain is not None and gain <= best_gain:
                continue            # it cannot be chosen, and its limit would draw no noise
            limits[o["plant"]] = value, self.bid_limit(src, seat, o["plant"], value, future_best, known)
            limit = min(limits[o["plant"]][1], o["max"])
            if limit >= o["min"] and (best_gain is None or gain > best_gain):
                best, best_gain = o, gain
        if best is None or best_gain is None or (can_pass and best_gain <= 0):
            if can_pass:
                return {"type": "pass", "player": seat}
            best = min(opens, key=lambda o: o["min"])     # round 1: buy the cheapest
        # The lot he opens is valued as he will value it at his next bid (_lot_limit).
        self._remember_lot(src, seat, best["plant"], *limits[best["plant"]], known)
        return {"type": "open", "player": seat, "plant": best["plant"], "bid": best["min"]}

    def _bid(self, src: Source, seat: int) -> Action:
        """Raise by the least while the lot is worth it: in an ascending auction the winner pays
        about the runner-up's last bid plus one, so any jump above the least raise is money
        thrown away (BASE-AUCTION-8)."""
        bid = None
        for o in templates(src):
            if o["type"] == "bid":
                bid = o
                break
        if bid is None or bid["min"] > bid["max"]:
            return {"type": "pass", "player": seat}
        known = facts(src)
        limit = min(self._lot_limit(src, seat, known["auction"]["lot"]["plant"], known), bid["max"])
        if bid["min"] > limit:
            return {"type": "pass", "player": seat}
        return {"type": "bid", "player": seat, "bid": bid["min"]}

    def _lot_limit(self, src: Source, seat: int, plant: Card, known: Facts) -> int:
        """bid_limit of the lot, its plant_value worked out once per lot and bidder: nothing the
        value reads (plants, cities, Step, prices, the future market) changes before the lot is
        sold. In one game a lot is told apart by the round, the players done with this auction
        phase and the plant. Without noise the limit itself is kept, with the money it read."""
        key = (known["round"], len(known["auction"]["done"]), plant, seat)
        if self._lots_of is not src:
            self._lots_of, self._lots = src, {}
        money = known["players"][seat]["money"]
        found = self._lots.get(key)
        if found is not None and found[1] == money and not self.params["bid_noise"]:
            return found[2]
        value = found[0] if found is not None else self.plant_value(src, seat, plant)
        limit = self.bid_limit(src, seat, plant, value, known=known)
        self._remember_lot(src, seat, plant, value, limit, known)
        return limit

    def _remember_lot(self, src: Source, seat: int, plant: Card, value: float, limit: int, known: Facts) -> None:
        if self._lots_of is not src:
            self._lots_of, self._lots = src, {}
        if len(self._lots) >= 64:
            self._lots.clear()
        key = (known["round"], len(known["auction"]["done"]), plant, seat)
        self._lots[key] = (value, known["players"][seat]["money"], limit)

    def _discard(self, src: Source, seat: int) -> Action | None:
        options = [o for o in templates(src) if o["type"] == "discard"]
        if not options:
            return None

        prices: dict[str, float] = {}

        def worth(o: Action) -> tuple[int, float, int]:
            p = src.rules.plants[o["plant"]]
            return (p.cities, -self._run_cost(src, p, prices=prices), -sum(o["return"].values()))
        o = min(options, key=worth)
        return {"type": "discard", "player": seat, "plant": o["plant"], "return": o["return"]}

    # ---- resources ------------------------------------------------------------------
    def _buy(self, src: Source, seat: int) -> Action | None:
        known = facts(src)
        me = known["players"][seat]
        runs = plants_to_run(src, seat, self.params["horizon"], known)
        if self.level == "easy" and self._mistake():
            runs = runs[:max(0, len(runs) - 1)]       # forgets a plant
        wanted = tokens_wanted(runs, me["resources"])
        budget = me["money"] - (self.params["reserve"] + 10 if known["round"] > 1 else 0)
        budget = max(budget, me["money"] // 2)
        # All purchases of a turn come from one market (KOREA-6): fill a cart in each and keep
        # the one that covers the most of the next powering, then the cheaper (list order, i.e.
        # the North on Korea, on a tie). One market elsewhere: one cart.
        best = None
        for layout in src.rules.markets:
            cart, covered, cost = fuel_cart(src, seat, known, layout, runs, wanted, budget, self.params["cheap"])
            if best is None or (covered, -cost) > (best[1], -best[2]):
                best = (cart, covered, cost, layout.name)
        assert best is not None             # (every map has a market)
        cart, _, _, market = best
        if any(cart.values()) and not src.quote(seat, cart, market)["ok"]:
            return None                 # a rule this player does not know: play it safe
        return {"type": "buy", "player": seat, "resources": cart, "market": market}

    # ---- building -------------------------------------------------------------------
    def _build(self, src: Source, seat: int) -> Action:
        none = {"type": "build", "player": seat, "cities": []}
        known = facts(src)
        me = known["players"][seat]
        have = src.city_count(seat)             # Luna Park is a city and one of the houses (AMB-73)
        room = src.rules.max_cities - have
        if room <= 0:
            return none
        capacity = plant_capacity(src, seat)
        end = src.rules.end_cities
        target = capacity + self.params["build_extra"] - have
        leader = max(src.city_count(s) for s in range(len(known["players"])))
        if leader + 2 >= end or have + target >= end:
            target = max(target, capacity - have)     # the last rounds: power as many as possible
        if self.level == "easy" and self._mistake():
            target = self.rnd.randint(0, max(1, target))
        target = min(target, room)
        if target <= 0:
            return none
        budget = me["money"] - (self.params["reserve"] if known["round"] > 1 else 0)
        chosen = self._cheapest_cities(src, seat, target, budget)
        while chosen:
            try:
                plan = src.build_plan(seat, chosen)
            except IllegalAction:           # a rule of the map he did not foresee: build less
                plan = {"affordable": False}
            if plan["affordable"]:
                return {"type": "build", "player": seat, "cities": chosen}
            chosen = chosen[:-1]
        return none

    def _cheapest_cities(self, src: Source, seat: int, count: int, budget: int) -> list[str]:
        """Grow the network city by city, cheapest connection first (a greedy spanning tree);
        `easy` picks among the four cheapest at random. A city that makes his fuel cheaper
        (CE-4) is worth what it saves, as if nearer."""
        saving = None
        if src.rules.declared.resource_discounts:
            rounds = self._rounds_left(src)
            saving = {c: worth for c in src.rules.area.cities
                      if (worth := discount_worth(src, seat, c, rounds))}
        return cheapest_cities(src, seat, count, budget, self.rnd if self.level == "easy" else None, saving)

    # ---- Phase 5 --------------------------------------------------------------------
    def _power(self, src: Source, seat: int) -> Action | None:
        best = src.best_powering(seat)
        return {"type": "power", "player": seat, "plants": best["plants"], "burn": best["burn"]}

