"""Five styles of play for the opponent pool: each changes a few hooks of PoolPlayer."""
from __future__ import annotations

from .base import PoolPlayer


class Thrifty(PoolPlayer):
    """Values a plant by the capacity it adds per Elektro: never more than a fixed price per city."""
    style = "thrifty"
    per_city = 11

    def value(self, obs, pid) -> int:
        return max(self.plant(obs, pid).min_bid, self.per_city * self.gain(obs, pid))

    def preference(self, obs, pid) -> float:
        return self.gain(obs, pid) / self.plant(obs, pid).min_bid


class Expander(PoolPlayer):
    """Cheap plants and houses early: spends on the network, builds a city ahead of its plants."""
    style = "expander"
    auction_reserve = 20
    build_beyond = 1

    def value(self, obs, pid) -> int:
        return self.plant(obs, pid).min_bid + 3 * self.gain(obs, pid)

    def preference(self, obs, pid) -> float:
        return -self.plant(obs, pid).min_bid

    def build_target(self, obs) -> int:
        me = self.me(obs)
        if len(me["cities"]) < 4:                    # the early land grab
            return 4
        return super().build_target(obs)


class Hoarder(PoolPlayer):
    """Plants whose fuel is cheap, and its storage filled up while the price is low."""
    style = "hoarder"
    cheap = 3               # a token at this price or less is bought for a second powering too

    def value(self, obs, pid) -> int:
        fuel = self.fuel_cost(obs, pid)
        return self.plant(obs, pid).min_bid + 7 * self.gain(obs, pid) - fuel

    def wanted(self, obs) -> dict:
        want = super().wanted(obs)
        needs = obs.fuel_needs(obs.seat, 2)
        for kind, tokens in needs["missing"].items():
            if tokens > want.get(kind, 0) and self.unit_price(obs, kind) <= self.cheap:
                want[kind] = tokens
        for choice in needs["missing_choices"]:
            kind = min(choice["accepts"], key=lambda k: self.unit_price(obs, k))
            if self.unit_price(obs, kind) <= self.cheap:
                want[kind] = max(want.get(kind, 0), choice["tokens"])
        return want


class Saver(PoolPlayer):
    """Waits for a big plant: once it has two, only plants powering three cities or more, and
    it keeps money back in an auction for its houses."""
    style = "saver"
    big = 3
    auction_reserve = 20

    def value(self, obs, pid) -> int:
        return self.plant(obs, pid).min_bid + 9 * self.gain(obs, pid)

    def limit(self, obs, pid) -> int:
        if len(self.me(obs)["plants"]) >= 2 and self.plant(obs, pid).cities < self.big:
            return 0
        return super().limit(obs, pid)


class Copycat(PoolPlayer):
    """Buys what the leader owns: plants of the kinds in the leading player's hand are worth more."""
    style = "copycat"
    copied_bonus = 8

    def value(self, obs, pid) -> int:
        value = super().value(obs, pid)
        leader = obs.view["players"][self.leader(obs)]
        kinds = {self.plant(obs, p).kind for p in leader["plants"]}
        if self.plant(obs, pid).kind in kinds:
            value += self.copied_bonus
        return value

    def build_target(self, obs) -> int:
        """As many cities as the leader, within its capacity plus one."""
        leader = obs.view["players"][self.leader(obs)]
        return min(max(len(leader["cities"]), super().build_target(obs)), super().build_target(obs) + 1)


STYLES = {cls.style: cls for cls in (Thrifty, Expander, Hoarder, Saver, Copycat)}
