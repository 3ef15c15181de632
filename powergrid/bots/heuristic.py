"""The easy and normal computer players: rules of thumb on the engine's own answers.

They read only what a player sees (`src.state`, the public state, and `src.rules`, the
board and the plant cards) and ask the engine's questions (`legal_actions`, `quote`,
`build_plan`, the powering template). `src` is an Observation, or during search a Game the
searching player imagined (a determinization): both answer the same questions.

- Plants are valued by the cities they add to what the player can power soon, by their fuel
  cost at today's market prices, and by the plants coming up in the future market.
- Bids go up to that value and no further, always by the least raise.
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

from .. import promo_state, storage
from ..data import RESOURCE_TYPES, SLOT_PRICES, STEP3
from ..phase4_build import slot_price
from .heuristic_assets import AssetJudgement
from .random_bot import RandomBot
from .reading import is_legal, plant_capacity, seen_top_card, unit_price

LEVELS = {
    # city_value: Elektro a powered city is worth to the player when valuing a plant
    # horizon: cities beyond today's network the player expects to connect soon
    # bid_noise: relative noise on the valuation (0: bids exactly to the value)
    # build_extra: houses beyond what the plants can power
    # cheap: a token at or below this price is stocked beyond the next powering
    # mistakes: chance of a beginner's choice at each decision
    # known_ahead: cards from the deck's top that every player knows (a planned deck, CHINA-3)
    #   counted as coming, like the future market
    # wait_discount: Elektro off a plant's worth when a plant powering more cities is coming
    "normal": dict(city_value=7.0, horizon=3, bid_noise=0.0, build_extra=1, cheap=3, reserve=4,
                   mistakes=0.0, known_ahead=1, wait_discount=6),
    "easy": dict(city_value=5.0, horizon=1, bid_noise=0.3, build_extra=0, cheap=0, reserve=0,
                 mistakes=0.35, known_ahead=0, wait_discount=2),
}


class HeuristicBot(AssetJudgement):
    """`level` is "easy" or "normal"; options override the LEVELS parameters."""

    def __init__(self, seed=0, level: str = "normal", **options):
        self.level = level
        self.params = dict(LEVELS[level])
        unknown = set(options) - set(self.params)
        if unknown:
            raise TypeError(f"unknown bot option(s): {', '.join(sorted(unknown))}")
        self.params.update(options)
        self.rnd = random.Random(f"{level}/{seed}")
        self.fallback = RandomBot(seed)

    # ---- the decision ---------------------------------------------------------------
    def act(self, src) -> dict:
        d = src.decision()
        kind, seat = d["kind"], d["player"]
        handler = getattr(self, "_" + kind, None)
        action = handler(src, seat) if handler is not None else None
        return action if action is not None else self.fallback_action(src)

    def fallback_action(self, src) -> dict:
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
    def _plant(self, src, number):
        return src.rules.plants.get(number) if number != STEP3 else None

    def _run_cost(self, src, plant) -> float:
        if not plant.inputs:
            return 0.0
        return plant.inputs * min(unit_price(src, r) for r in plant.accepts)

    def _kept(self, src, plants: list) -> list:
        """The plants kept when over the limit: the weakest goes (BASE-AUCTION-15)."""
        limit = src.rules.pc.max_plants
        plants = sorted(plants, key=lambda p: (p.cities, -p.inputs), reverse=True)
        return plants[:limit]

    def _capacity(self, plants) -> int:
        return sum(p.cities for p in plants)

    def _keep(self, src, seat: int) -> int:
        """Money held back from any auction for the next fuel and houses; none in round 1,
        when there is nothing to fuel yet."""
        if src.state["round"] == 1:
            return 0
        return self.params["reserve"] + 2 * len(src.state["players"][seat]["plants"])

    def plant_value(self, src, seat: int, number, future_best: int | None = None) -> float:
        """What owning plant `number` is worth to `seat`, in Elektro (its price included).

        `future_best`: the most cities a plant of the future market powers (asked once per decision).
        """
        plant = self._plant(src, number)
        if plant is None:
            return 0.0
        me = src.state["players"][seat]
        mine = [src.rules.plants[n] for n in me["plants"]]
        after = self._kept(src, mine + [plant])
        if plant not in after:
            return 0.0
        cities = src.city_count(seat)          # Luna Park counts (PROMO-PARK-3)
        want = cities + self.params["horizon"] + (2 if src.state["step"] > 1 else 0)
        now_cap, new_cap = self._capacity(mine), self._capacity(after)
        useful = min(new_cap, want) - min(now_cap, want)
        later = new_cap - now_cap - useful
        cv = self.params["city_value"]
        value = useful * cv + max(0, later) * cv * 0.35
        # Fuel: a plant that needs dear fuel is worth less; an eco plant has no running cost.
        value -= self._run_cost(src, plant) * 0.6
        value += plant.key * 0.5        # bigger numbers stay useful later (BASE-MARKET-4; flux: 33⅓)
        if not me["plants"]:
            value += 8                  # a player without a plant earns nothing
        # The market ahead: a much better plant coming soon makes today's plant worth less.
        if future_best is None:
            future_best = self._future_best(src)
        if future_best > plant.cities and src.state["round"] > 1:
            value -= self.params["wait_discount"]
        return value

    def _future_best(self, src) -> int:
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
        return max((p.cities for p in map(lambda n: self._plant(src, n), coming) if p), default=0)

    def bid_limit(self, src, seat: int, number, value: float | None = None,
                  future_best: int | None = None) -> int:
        """The highest bid `seat` makes for plant `number`: its worth (with the level's noise),
        never the money the next fuel and houses need. No cap for a better plant on sale: it cost
        games against players the levels were not tuned on (docs/PERFORMANCE.md, the pool)."""
        me = src.state["players"][seat]
        if future_best is None:
            future_best = self._future_best(src)
        if value is None:
            value = self.plant_value(src, seat, number, future_best)
        if self.params["bid_noise"]:
            value *= 1 + self.rnd.uniform(-self.params["bid_noise"], self.params["bid_noise"])
        plant = self._plant(src, number)
        bonus = plant.key * 0.5 if plant is not None else 0
        return int(min(value + bonus, me["money"] - self._keep(src, seat)))

    def _choose(self, src, seat: int) -> dict | None:
        options = src.legal_actions()
        opens = [o for o in options if o["type"] == "open"]
        can_pass = any(o["type"] == "pass" for o in options)
        if not opens:
            return {"type": "pass", "player": seat} if can_pass else None
        if self.level == "easy" and self._mistake():
            o = max(opens, key=lambda o: src.rules.plants[o["plant"]].key)   # a beginner takes the biggest number
            return {"type": "open", "player": seat, "plant": o["plant"], "bid": o["min"]}
        best, best_gain = None, None
        future_best = self._future_best(src)
        for o in opens:
            value = self.plant_value(src, seat, o["plant"], future_best)
            limit = min(self.bid_limit(src, seat, o["plant"], value, future_best), o["max"])
            gain = value - o["min"] * 0.5
            if limit >= o["min"] and (best_gain is None or gain > best_gain):
                best, best_gain = o, gain
        if best is None or (can_pass and best_gain <= 0):
            if can_pass:
                return {"type": "pass", "player": seat}
            best = min(opens, key=lambda o: o["min"])     # round 1: buy the cheapest
        return {"type": "open", "player": seat, "plant": best["plant"], "bid": best["min"]}

    def _bid(self, src, seat: int) -> dict:
        """Raise by the least while the lot is worth it: in an ascending auction the winner pays
        about the runner-up's last bid plus one, so any jump above the least raise is money
        thrown away (BASE-AUCTION-8)."""
        options = src.legal_actions()
        bid = next((o for o in options if o["type"] == "bid"), None)
        lot = src.state["auction"]["lot"]
        if bid is None or bid["min"] > bid["max"]:
            return {"type": "pass", "player": seat}
        limit = min(self.bid_limit(src, seat, lot["plant"]), bid["max"])
        if bid["min"] > limit:
            return {"type": "pass", "player": seat}
        return {"type": "bid", "player": seat, "bid": bid["min"]}

    def _discard(self, src, seat: int) -> dict | None:
        options = [o for o in src.legal_actions() if o["type"] == "discard"]
        if not options:
            return None

        def worth(o):
            p = src.rules.plants[o["plant"]]
            return (p.cities, -self._run_cost(src, p), -sum(o["return"].values()))
        o = min(options, key=worth)
        return {"type": "discard", "player": seat, "plant": o["plant"], "return": o["return"]}

    # ---- resources ------------------------------------------------------------------
    def _runs(self, src, seat: int) -> list:
        """The plants the player means to run next Phase 5, the most efficient first."""
        me = src.state["players"][seat]
        plants = sorted((src.rules.plants[n] for n in me["plants"]),
                        key=lambda p: (p.cities / max(p.inputs, 0.5), p.cities), reverse=True)
        target = src.city_count(seat) + self.params["horizon"]
        out, cap = [], 0
        for p in plants:
            if cap >= max(target, 1):
                break
            out.append(p)
            cap += p.cities
        return out

    def _buy(self, src, seat: int) -> dict | None:
        me = src.state["players"][seat]
        runs = self._runs(src, seat)
        if self.level == "easy" and self._mistake():
            runs = runs[:max(0, len(runs) - 1)]       # forgets a plant
        held = dict(me["resources"])
        wanted = []                     # one entry per token to buy: the types that would do
        for p in sorted(runs, key=lambda p: len(p.accepts)):
            for _ in range(p.inputs):
                have = [r for r in p.accepts if held[r] > 0]
                if have:
                    held[max(have, key=lambda r: held[r])] -= 1
                else:
                    wanted.append(p.accepts)
        budget = me["money"] - (self.params["reserve"] + 10 if src.state["round"] > 1 else 0)
        budget = max(budget, me["money"] // 2)
        # All purchases of a turn come from one market (KOREA-6): fill a cart in each and keep
        # the one that covers the most of the next powering, then the cheaper (list order, i.e.
        # the North on Korea, on a tie). One market elsewhere: one cart.
        best = None
        for layout in src.rules.markets:
            cart, covered, cost = self._cart(src, seat, layout, runs, wanted, budget)
            if best is None or (covered, -cost) > (best[1], -best[2]):
                best = (cart, covered, cost, layout.name)
        cart, _, _, market = best
        if any(cart.values()) and not src.quote(seat, cart, market)["ok"]:
            return None                 # a rule this player does not know: play it safe
        return {"type": "buy", "player": seat, "resources": cart, "market": market}

    def _cart(self, src, seat: int, layout, runs: list, wanted: list, budget: int) -> tuple:
        """(cart, tokens of `wanted` it covers, cost) bought from one market: the next powering's
        fuel first, then more while it is cheap."""
        cart = {r: 0 for r in RESOURCE_TYPES}
        cost = 0
        stock = src.state["markets"][layout.name]
        containers = promo_state.containers(src.state, src.rules, seat)    # with the Warehouse
        held_now = src.state["players"][seat]["resources"]

        def add(types, limit) -> bool:
            nonlocal cost
            prices = []
            for r in types:
                n = cart[r] + 1
                if n > stock[r]:
                    continue
                price = layout.price(r, stock[r], n) - layout.price(r, stock[r], n - 1)
                if cost + price > limit:
                    continue
                cart[r] = n
                ok = storage.fits({t: held_now[t] + cart[t] for t in RESOURCE_TYPES}, containers)
                cart[r] = n - 1
                if ok:
                    prices.append((price, r))
            if not prices:
                return False
            price, r = min(prices)
            cart[r] += 1
            cost += price
            return True

        def cheap_here(r: str) -> bool:
            price = layout.cheapest(r, stock[r])
            return price is not None and price <= cheap

        covered = sum(add(types, budget) for types in wanted)
        # Stock up while cheap: a second run of the plants, token by token.
        cheap = self.params["cheap"]
        if cheap:
            for p in runs:
                for _ in range(p.inputs):
                    types = [r for r in p.accepts if cheap_here(r)]
                    if types:
                        add(types, budget - 10)
            # The Warehouse's spaces take cheap fuel of any of the player's types (PROMO-WARE-3).
            for _ in range(sum(n for _, n in promo_state.warehouse_container(src.state, seat))):
                types = {r for p in runs for r in p.accepts if cheap_here(r)}
                if types:
                    add(sorted(types), budget - 10)
        return cart, covered, cost

    # ---- building -------------------------------------------------------------------
    def _build(self, src, seat: int) -> dict:
        none = {"type": "build", "player": seat, "cities": []}
        me = src.state["players"][seat]
        have = src.city_count(seat)             # Luna Park is a city and one of the houses (AMB-73)
        room = src.rules.max_cities - have
        if room <= 0:
            return none
        capacity = plant_capacity(src, seat)
        end = src.rules.end_cities
        target = capacity + self.params["build_extra"] - have
        leader = max(src.city_count(s) for s in range(len(src.state["players"])))
        if leader + 2 >= end or have + target >= end:
            target = max(target, capacity - have)     # the last rounds: power as many as possible
        if self.level == "easy" and self._mistake():
            target = self.rnd.randint(0, max(1, target))
        target = min(target, room)
        if target <= 0:
            return none
        budget = me["money"] - (self.params["reserve"] if src.state["round"] > 1 else 0)
        chosen = self._cheapest_cities(src, seat, target, budget)
        while chosen:
            plan = src.build_plan(seat, chosen)
            if plan["affordable"]:
                return {"type": "build", "player": seat, "cities": chosen}
            chosen = chosen[:-1]
        return none

    def _cheapest_cities(self, src, seat: int, count: int, budget: int) -> list:
        """Grow the network city by city, cheapest connection first (a greedy spanning tree)."""
        area = src.rules.area
        dist = area.dist
        step = src.state["step"]
        occupied = src.state["cities"]
        special = src.rules.declared.city_slots     # cities with slots of their own (BW-5)
        free = []
        for i, c in enumerate(area.cities):
            houses = occupied.get(c, ())
            if seat in houses:
                continue
            if c in special:
                if slot_price(src.state, c, special) is not None:
                    free.append(i)
            elif len(houses) < step:
                free.append(i)
        if not free:
            return []
        own = [area.index[c] for c in src.state["players"][seat]["cities"]]
        easy = self.level == "easy"

        def urgency(i) -> float:
            """A city with one free slot left this Step is about to be blocked."""
            n = len(occupied.get(area.cities[i], ()))
            return 3.0 if n == step - 1 and n > 0 else 0.0

        if own:
            best = {i: min(dist[o][i] for o in own) for i in free}
        else:
            # A first house: where the neighbourhood is cheap and still free.
            def spread(i):
                near = sorted(dist[i][j] for j in free if j != i)[:4]
                return sum(near) / max(1, len(near))
            start = min(free, key=spread) if not easy else self.rnd.choice(free)
            best = {i: (0 if i == start else dist[start][i] + 10_000) for i in free}
        chosen, spent = [], 0
        while len(chosen) < count and best:
            if easy:
                pool = sorted(best, key=lambda i: best[i])[:4]
                i = self.rnd.choice(pool)
            else:
                i = min(best, key=lambda i: best[i] - urgency(i))
            conn = best.pop(i)
            if conn >= 10_000:
                conn -= 10_000
            city = area.cities[i]
            price = (slot_price(src.state, city, special) if city in special
                     else SLOT_PRICES[len(occupied.get(city, ()))]) + conn
            if spent + price > budget:
                break
            spent += price
            chosen.append(area.cities[i])
            for j in best:
                if dist[i][j] < best[j]:
                    best[j] = dist[i][j]
        return chosen

    # ---- Phase 5 --------------------------------------------------------------------
    def _power(self, src, seat: int) -> dict | None:
        best = src.best_powering(seat)
        return {"type": "power", "player": seat, "plants": best["plants"], "burn": best["burn"]}
