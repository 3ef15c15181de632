"""Where a player's networks begin and how many he may run (BASE-BUILD-6 and the maps that change it).

In the base game a player has one network: his first house, anywhere in play, pays no
connection, and every later house connects to his houses. A map may declare `Networks`
(MapRules.networks): the cities a network may begin in (JP-2), how many networks a player may
begin in the game (JP-3: a second one, the "free jump"; UK-3: one on each land mass), never two
on one land mass (UK-3), the Elektro a network after his first costs besides its house (UK-4),
and a first round in which every house begins a network (JP-4).

A house begins a network (pays its slot and the surcharge, no connection) when the player has no
network yet (the first city of his build that may begin one), when his build names it in
`new_networks`, in a first round where every house does, or when no connection reaches it (the
other island). Every such start is checked here, with a refusal that says why; the count of the
networks each player has begun is the state's `networks` (only on a map that declares them).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction
from .promo_state import city_count

if TYPE_CHECKING:
    from .engine import Context
    from .state_schema import GameState


@dataclass(frozen=True)
class Networks:
    starts: tuple[str, ...] = ()        # the cities a network may begin in; () = any city in play
    most: int = 1                       # the networks a player may begin in the game
    per_land_mass: bool = False         # at most one on each land mass (a connected part of the board)
    surcharge: int = 0                  # Elektro a network after his first costs besides its house
    first_round_starts: bool = False    # in round 1 every house begins a network (so at most `most`)

    def may_begin_in(self, city: str) -> bool:
        return not self.starts or city in self.starts

    def declaration(self) -> dict[str, Any]:
        """The declaration as plain JSON, for a page (Game.map_board)."""
        return {"starts": list(self.starts), "most": self.most, "per_land_mass": self.per_land_mass,
                "surcharge": self.surcharge, "first_round_starts": self.first_round_starts}


BASE_NETWORKS = Networks()          # BASE-BUILD-6: one network, begun anywhere


def begun(state: GameState, seat: int) -> int:
    """The networks `seat` has begun: the state's count where the map declares networks, else 1
    once he has a house (BASE-BUILD-6)."""
    counts = state.get("networks")
    if counts is not None:
        return counts[seat]
    return 1 if state["players"][seat]["cities"] else 0


def first_round(state: GameState, nets: Networks) -> bool:
    """Whether every house of this build begins a network (JP-4)."""
    return nets.first_round_starts and state["round"] == 1


class Starts:
    """The network starts of one build, checked as the plan places them (phase4_build._plan):
    `refusal(city)` says why a house there may not begin a network now, `place(city)` counts one
    and gives its surcharge, `placed(city)` records any house of the build (for the land masses)."""

    def __init__(self, state: GameState, ctx: Context, seat: int) -> None:
        self.nets: Networks = ctx.rules.declared.networks
        self.land_mass = ctx.rules.map.land_mass_of
        self.count = begun(state, seat)
        self.first_round = first_round(state, self.nets)
        self.masses = {self.land_mass[c] for c in state["players"][seat]["cities"]} if self.nets.per_land_mass \
            else set()

    def refusal(self, city: str) -> IllegalAction | None:
        nets = self.nets
        if not nets.may_begin_in(city):
            return start_city_refusal(nets, city, self.first_round)
        if self.count >= nets.most:
            if self.first_round:
                return IllegalAction(f"in round 1 every house begins a network: at most {nets.most} houses",
                                     "first_round_networks", most=nets.most)
            return IllegalAction(f"{city} would begin a new network, and you may begin at most {nets.most} "
                                 "in the game", "networks_limit", city=city, most=nets.most)
        if nets.per_land_mass and self.land_mass[city] in self.masses:
            return IllegalAction(f"you already have a network on the land mass of {city}: a new network "
                                 "begins only on another", "network_on_land_mass", city=city)
        return None

    def record(self, step: dict[str, Any]) -> bool:
        """A house of the plan that begins a network: refused with the reason where it may not, else
        counted, its `step` given the surcharge and the network's number (1 for his first)."""
        city = step["city"]
        refusal = self.refusal(city)
        if refusal is not None:
            raise refusal
        step["surcharge"] = self.nets.surcharge if self.count else 0
        self.count += 1
        step["network"] = self.count
        self.placed(city)
        return True

    def placed(self, city: str) -> bool:
        """A house of the plan that connects (False: it begins no network)."""
        if self.nets.per_land_mass:
            self.masses.add(self.land_mass[city])
        return False


def first_houses(starts: Starts, cities: list[str], named: list[str], own: Sequence[int],
                 index: dict[str, int]) -> list[int]:
    """The play-area indices of the houses of a build that begin a network before any connects, in
    order: every house in a first round (JP-4); else the named ones, after, for a player with no
    house, his first: the first city of the build not named that may begin one (BASE-BUILD-6,
    JP-2), or else the named ones alone."""
    if starts.first_round:
        return [index[c] for c in cities]
    later = [index[c] for c in named]
    if own:
        return later
    first = next((c for c in cities if c not in named and starts.nets.may_begin_in(c)), None)
    if first is None and not named:
        raise start_city_refusal(starts.nets, cities[0], False)
    return later if first is None else [index[first], *later]


def start_city_refusal(nets: Networks, city: str, first_round_now: bool) -> IllegalAction:
    """A network begun in a city that is not one of the declared starting cities (JP-2)."""
    names = ", ".join(nets.starts)
    when = "in round 1 every house begins a network, and " if first_round_now else ""
    return IllegalAction(f"{when}a network begins only in a starting city ({names}); {city} is not one",
                         "network_start_city", city=city, starts=list(nets.starts))


def check_named(cities: Sequence[Any], named: Any) -> list[str]:
    """The build's `new_networks` (the cities it names as network starts), checked: a list of
    cities of the build, each once."""
    if named is None:
        return []
    if not isinstance(named, list) or any(c not in cities for c in named):
        raise IllegalAction("new_networks names cities of the build that begin a network",
                            "network_not_built")
    if len(set(named)) != len(named):
        raise IllegalAction("a city is named twice: you can have only one house per city", "city_twice")
    return named


def network_legal(state: GameState, ctx: Context, seat: int, alone: dict[str, dict[str, Any]]) -> list[Any]:
    """The build template on a map that declares networks, from each city planned alone
    (phase4_build._alone): "options" as everywhere, "network_options" the cities he may name as a
    new network now with that build's cost, and in a first round of network starts (JP-4) a
    "room" of the networks he may still begin."""
    money = state["players"][seat]["money"]
    room = ctx.rules.max_cities - city_count(state, seat)
    nets: Networks = ctx.rules.declared.networks
    if first_round(state, nets):
        room = min(room, nets.most - begun(state, seat))
    options = {c: e["cost"] for c, e in alone.items() if e["cost"] is not None and e["cost"] <= money}
    jumps = {c: e["new_network"] for c, e in alone.items() if e.get("new_network", money + 1) <= money}
    return [{"type": "build", "player": seat, "options": options if room > 0 else {}, "room": room,
             "network_options": jumps if room > 0 else {}}]


def costs_alone(state: GameState, ctx: Context, seat: int,
                plan: Callable[[list[str], list[str] | None], dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The build preview on a map that declares networks: each city planned alone (`plan(cities,
    new_networks)`, the build's own), so that where a house would begin a network (no connection,
    its surcharge, JP-2..4, UK-3/4) or is refused for it, the answer is the build's. Where naming
    it as a new network would be another choice (the free jump, JP-3), "new_network" is that
    build's cost."""
    nets: Networks = ctx.rules.declared.networks
    more = begun(state, seat) < nets.most       # (else every named network is refused: not asked)
    out: dict[str, dict[str, Any]] = {}
    for city in ctx.rules.area.cities:
        try:
            (step,) = plan([city], None)["steps"]
        except IllegalAction as e:
            out[city] = {"cost": None, "reason": str(e)}
            continue
        entry = {"cost": step["slot"] + step["connection"] + step.get("surcharge", 0), **step}
        entry.pop("city")
        entry.pop("path", None)
        if "network" not in step and more and nets.may_begin_in(city):
            try:
                (jump,) = plan([city], [city])["steps"]
                entry["new_network"] = jump["slot"] + jump["surcharge"]
            except IllegalAction:
                pass
        out[city] = entry
    return out
