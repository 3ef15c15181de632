"""The fixed rules of one game, built from its options: map, player count, decks, markets.

Everything here is read-only during play. The seams for the map variants live
here: a map brings its own resource markets and plant-market strategy, so that
Korea's two markets or China's planned deck are additions, not rewrites; the promo
cards bring their decisions and hooks as an expansion (decisions.Expansion).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from . import data, token_storage
from .checks import excerpt
from .decisions import BASE_GAME, Expansion
from .errors import IllegalAction
from .maps import GameMap, PlayArea, get_map
from .plant_market_strategy import BasePlantMarket
from .promos import EXPANSION as PROMO_EXPANSION
from .resource_market import MarketLayout, map_layouts
from .state_schema import Card
from .token_storage import Capacities, Container
from .variants import MapRules, PlantVersion


# Slots: the phases read the rules several times a move, and a slot is read on the interpreter's
# fast path whatever the instance (an attribute with a class default, or a dict an instance has
# made for itself, is not).
@dataclass(frozen=True, slots=True)
class Rules:
    map: GameMap
    area: PlayArea
    players: int
    pc: data.PlayerCountRules
    beginner: bool
    plants: dict[Card, data.Plant]
    payments: tuple[int, ...]
    declared: MapRules      # the map's declaration (powergrid.variants), read by the phases
    markets: tuple[MarketLayout, ...] = field(default_factory=tuple)   # in restock order
    plant_market: BasePlantMarket = field(default_factory=BasePlantMarket)
    promos: tuple[str, ...] = ()      # promo card ids in play (PROMO-GEN-1)
    expansion: Expansion = BASE_GAME    # the promo cards' decisions and hooks when they are in play
    # Storage by plant set, memoised: asked at every purchase, discard and check (the rules of
    # every game on the same plant table share them, see _plant_table).
    _containers: dict[tuple[Card, ...], tuple[Container, ...]] = field(default_factory=dict, compare=False,
                                                                       repr=False)
    _capacities: dict[tuple[Card, ...], Capacities] = field(default_factory=dict, compare=False, repr=False)
    # Worked out once per Rules, since asked at every move or purchase (a property is a call):
    market_names: tuple[str, ...] = field(init=False, compare=False, repr=False)
    end_cities: int = field(init=False, compare=False, repr=False)      # BASE-END-1 / BEGINNER-2 / UK-8
    # BEGINNER-3 caps a player at 7 cities; otherwise the 22 houses (BASE-BUILD-14).
    max_cities: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        setattr_ = object.__setattr__
        setattr_(self, "market_names", tuple(m.name for m in self.markets))
        setattr_(self, "end_cities", self._end_cities())
        setattr_(self, "max_cities", data.BEGINNER_CITIES if self.beginner else data.HOUSES_PER_PLAYER)

    def _end_cities(self) -> int:
        """BASE-END-1 / BEGINNER-2; on a map that says so, at most the cities in play (UK-8)."""
        if self.beginner:
            return data.BEGINNER_CITIES
        if self.declared.end_capped_by_cities_in_play:
            return min(self.pc.end_cities, len(self.area.cities))
        return self.pc.end_cities

    def containers(self, plant_numbers: Iterable[Card]) -> tuple[Container, ...]:
        """Storage of these plants as (accepted types, capacity) pairs (BASE-PLANT-3/7)."""
        key = tuple(plant_numbers)
        found = self._containers.get(key)
        if found is None:
            if len(self._containers) > 4096:
                self._containers.clear()
            found = self._containers[key] = tuple(token_storage.plant_containers([self.plants[n] for n in key]))
        return found

    def capacities(self, plant_numbers: Iterable[Card]) -> Capacities:
        """token_storage.capacities of these plants' containers (read it, never write it), memoised by
        the plant numbers: a tuple of ints hashes in C, the containers would be hashed nested."""
        key = tuple(plant_numbers)
        found = self._capacities.get(key)
        if found is None:
            if len(self._capacities) > 4096:
                self._capacities.clear()
            found = self._capacities[key] = token_storage.capacities(self.containers(key))
        return found

    def market(self, name: object = None) -> MarketLayout:
        """The resource market called `name`: the one check of a market name (IllegalAction if unknown).

        `None` means the only market, and only where there is exactly one: on a map with
        several markets (Korea, KOREA-6) the caller must say which.
        """
        if name is None and len(self.markets) == 1:
            return self.markets[0]
        if isinstance(name, str):
            for m in self.markets:
                if m.name == name:
                    return m
        names = ", ".join(m.name for m in self.markets)
        if name is None:
            raise IllegalAction(f"say which resource market: {names}", "market_required")
        raise IllegalAction(f"there is no resource market called {excerpt(name)} (markets: {names})",
                            "market_unknown", market=excerpt(name))

    def income(self, powered: int) -> int:
        """BASE-BUREAU-4, BASE-2P-2: 20 or more cities pay the last entry."""
        return self.payments[min(powered, len(self.payments) - 1)]


# Every expansion there is: the engine's table of decision kinds holds theirs (engine.DECISION_KINDS).
EXPANSIONS = (PROMO_EXPANSION,)

# The rules of the last games by map, players, regions, beginner and promos: every game with the
# same ones shares them (they are read-only), as do an undo's and a save's replay of it.
_BUILT: dict[tuple[str, int, tuple[str, ...], bool, tuple[str, ...]], Rules] = {}


def rules_for(options: Mapping[str, Any], declared: MapRules, draw_regions: Callable[[list], list]) -> Rules:
    """The rules of a game from its normalised options and its map's declaration (both from
    setup.normalize_options): the phases read the map's declaration and board from them.

    Where the options name no regions, `draw_regions(choices)` picks one of the connected sets of
    regions of the right size (BASE-SETUP-1); the rules' play area holds the regions in play.
    """
    game_map = get_map(declared.id)
    players = len(options["players"])
    pc = player_count_rules(players, declared)
    regions = options["regions"]
    if regions is None:
        regions = draw_regions(game_map.connected_region_sets(pc.regions))
    beginner = bool(options["beginner"])
    promos = tuple(options.get("promos") or ())
    key = (declared.id, players, tuple(sorted(regions)), beginner, promos)
    found = _BUILT.get(key)
    if found is None:
        if len(_BUILT) >= 32:
            _BUILT.pop(next(iter(_BUILT)))          # the oldest goes first
        versions = tuple(v for _region, v in declared.plant_versions_in_play(regions))
        plants, containers, capacities = _plant_table(data.FLUX in promos, versions)
        found = _BUILT[key] = Rules(
            map=game_map, area=game_map.play_area(regions), players=players, pc=pc, beginner=beginner,
            plants=plants, payments=data.payments(), markets=map_layouts(game_map.resources),
            plant_market=declared.new_plant_market(plants), promos=promos, declared=declared,
            expansion=PROMO_EXPANSION if promos else BASE_GAME,
            _containers=containers, _capacities=capacities)
    return found


def player_count_rules(players: int, declared: MapRules) -> data.PlayerCountRules:
    """The T-PC row for this player count with the map's overrides (e.g. BW-1)."""
    pc = data.player_count_rules(players)
    changes = {name: getattr(declared, name)[players] for name in ("step2_cities", "end_cities", "regions")
               if players in getattr(declared, name)}
    return replace(pc, **changes) if changes else pc


@lru_cache(maxsize=16)
def _plant_table(flux: bool, versions: tuple[PlantVersion, ...] = ()) -> tuple[
        dict[Card, data.Plant], dict[tuple[Card, ...], tuple[Container, ...]], dict[tuple[Card, ...], Capacities]]:
    """The plant table, with the Flux Generator or not (PROMO-FLUX-1) and with the regional
    versions of the regions in play in place of the base plants of their numbers (NE-3), and the
    memos of its plant sets' storage (Rules.containers, Rules.capacities). Every game with that
    table shares them (never write to them): each game draws its own regions, so has rules of its
    own, but the same plant sets come back. data.plants() stays the base deck: a new dict."""
    plants = data.plants()
    if flux or versions:
        plants = dict(plants)
        if flux:                        # the Flux Generator joins the plant table
            plants[data.FLUX] = data.flux_plant()
        for number, kind, inputs, cities in versions:
            plants[number] = data.plant_version(number, kind, inputs, cities)
    return plants, {}, {}
