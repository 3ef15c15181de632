"""The taps of a decision in progress, a part of the UI controller (App): a plant picked and the
bid stepped, the resource cart and its market, the build plan, the plants ticked and the fuel
to burn. What a player has chosen so far lives in `self._view()` (kept until the game changes)
and becomes an engine action only on the confirming tap; the engine answers every question
(legal bounds, quotes, plans, powering), so no rule lives here.
"""
from __future__ import annotations

from powergrid import IllegalAction

from . import buyaid, widgets
from ..common import table
from ..board.layout import in_play as cities_in_play


class DecisionTaps:
    """Mixed into App, which provides `game`, `rev`, `_decision()` and `_apply(action)`."""

    def _view(self) -> dict:
        if self.view_rev != self.rev:
            self.view_rev = self.rev
            self.view = {"plant": None, "bid": None, "cart": {}, "market": None, "plan": [], "power": None}
        return self.view

    def on_pick_plant(self, data):
        if not self._decision():
            return False
        v = self._view()
        v["plant"] = _plant_id(data["plant"])
        v["bid"] = None

    def on_bid_step(self, data):
        d = self._decision()
        if not d:
            return False
        v = self._view()
        bounds = self._bid_bounds(d, v)
        if bounds is None:
            return False
        lo, hi = bounds
        current = v["bid"] if v["bid"] is not None else lo
        v["bid"] = widgets.clamp(current + int(data["delta"]), lo, hi)

    def _bid_bounds(self, d, v):
        for a in self.game.legal_actions():
            if d["kind"] == "choose" and a["type"] == "open" and a["plant"] == v["plant"]:
                return a["min"], a["max"]
            if d["kind"] in ("bid", "asset") and a["type"] == "bid":
                return a["min"], a["max"]
        return None

    def on_open(self, data):
        self._apply({"type": "open", "plant": _plant_id(data["plant"]), "bid": int(data["bid"])})

    def on_raise(self, data):
        self._apply({"type": "bid", "bid": int(data["bid"])})

    def on_pass(self, data):
        self._apply({"type": "pass"})

    def on_discard(self, data):
        d = self._decision()
        if not d or d["kind"] != "discard":
            return False
        legal = [a for a in self.game.legal_actions() if a["type"] == "discard"]
        a = legal[int(data["index"])]
        self._apply({"type": "discard", "plant": a["plant"], "return": dict(a["return"])})

    def on_cart(self, data):
        if not self._decision():
            return False
        cart = self._view()["cart"]
        r = data["res"]
        cart[r] = max(0, cart.get(r, 0) + int(data["delta"]))

    def on_cart_fill(self, data):
        """The cart becomes what the player's plants need to run once (buyaid.plants_need)."""
        d = self._decision()
        if not d or d["kind"] != "buy":
            return False
        self._view()["cart"] = dict(buyaid.plants_need(self.game, d["player"], self._buy_market()))

    def _buy_market(self) -> str:
        """The market the purchase panel shows: the one picked (KOREA-6), or the map's only one."""
        return self._view().get("market") or next(a["market"] for a in self.game.legal_actions()
                                                  if a["type"] == "buy" and "market" in a)

    def on_buy_quick(self, data):
        """One tap buys what the plants need to run once (runs 1) or a full storage (runs 2), as
        offered by buyaid.quick_buys; it reveals no card, so undo takes it back."""
        d = self._decision()
        if not d or d["kind"] != "buy" or str(data.get("runs")) not in ("1", "2"):
            return False
        market = self._buy_market()
        offered = {runs: amounts for runs, amounts, _ in buyaid.quick_buys(self.game, d["player"], market)}
        amounts = offered.get(int(data["runs"]))
        if amounts is None:
            return False
        action = {"type": "buy", "resources": dict(amounts)}
        if self._view()["market"] is not None:
            action["market"] = market
        self._apply(action)

    def on_cart_clear(self, data):
        self._view()["cart"] = {}

    def on_market_pick(self, data):
        """KOREA-6: the market comes first; the cart then fills from it."""
        d = self._decision()
        if not d or d["kind"] != "buy" or data.get("market") not in self.game.market_names():
            return False
        v = self._view()
        v["market"], v["cart"] = data["market"], {}

    def on_market_change(self, data):
        v = self._view()
        v["market"], v["cart"] = None, {}

    def on_buy(self, data):
        cart = widgets.cart_amounts(self._view()["cart"])
        action = {"type": "buy", "resources": cart}
        market = self._view()["market"]
        if market is not None:
            action["market"] = market
        self._apply(action)

    def on_buy_nothing(self, data):
        self._apply({"type": "buy", "resources": {}})

    def on_city(self, data):
        d = self._decision()
        if not d or d["kind"] != "build":
            return False
        plan = self._view()["plan"]
        city = data.get("city")
        if city in plan:
            plan.remove(city)
        elif city in cities_in_play(table(self.game)["map"], tuple(table(self.game)["regions"])):
            self.game.build_plan(d["player"], [city])   # a full or own city is refused here, not planned
            plan.append(city)
        else:
            return False

    def on_plan_clear(self, data):
        self._view()["plan"] = []

    def on_build(self, data):
        self._apply({"type": "build", "cities": list(self._view()["plan"])})

    def on_build_nothing(self, data):
        self._apply({"type": "build", "cities": []})

    def _power_choice(self, seat):
        v = self._view()
        if v["power"] is None:
            best = self.game.best_powering(seat)
            v["power"] = {"plants": list(best["plants"]), "burn": dict(best["burn"])}
        return v["power"]

    def on_toggle_plant(self, data):
        d = self._decision()
        if not d or d["kind"] != "power":
            return False
        choice = self._power_choice(d["player"])
        n = int(data["plant"])
        plants = choice["plants"]
        if n in plants:
            plants.remove(n)
        elif n in table(self.game)["players"][d["player"]]["plants"]:
            plants.append(n)
            plants.sort()
        choice["burn"] = self.game.power_quote(d["player"], plants)["burn"]   # None: no fuel fits

    def on_burn(self, data):
        d = self._decision()
        if not d or d["kind"] != "power":
            return False
        choice = self._power_choice(d["player"])
        if choice["burn"] is not None and data.get("to") in ("coal", "oil"):
            new = widgets.shifted(choice["burn"], data["to"])
            if min(new.values()) >= 0:
                choice["burn"] = new

    def on_power_best(self, data):
        self._view()["power"] = None

    def on_power(self, data):
        d = self._decision()
        if not d or d["kind"] != "power":
            return False
        choice = self._power_choice(d["player"])
        if choice["burn"] is None:
            raise IllegalAction("you do not hold enough resources to run those plants", "fuel_short")
        self._apply({"type": "power", "plants": list(choice["plants"]), "burn": dict(choice["burn"])})


def _plant_id(value):
    """A plant id from a data attribute: a number, or "flux" for the Flux Generator."""
    value = str(value)
    return int(value) if value.isdigit() else value
