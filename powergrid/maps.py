"""Maps: cities, regions, connections, and cheapest paths inside a play area.

Rules: BASE-COMP-2 (42 cities, 6 regions, connection costs, cost 0 allowed),
BASE-SETUP-1/2 and MAP-2 (connected regions form the play area), MAP-4 (its cities one network),
BASE-BUILD-7/8/15 (cheapest path through any play-area city). A board whose connections form
separate land masses (islands no connection joins, UK-1) asks both of each land mass on its own
(UK-2, AMB-116); every other board is one land mass.
"""
from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterable
from functools import cached_property, lru_cache
from typing import Any

from .data import load_json
from .variants import MAP_IDS, MapRules, known, map_rules

PLAYERS = (2, 6)    # BASE-COMP-3: every base map takes 2 to 6 players; a map file may narrow it
INF = float("inf")
CONNECTION_CACHE = 512      # connection rows kept per play area (PlayArea.connection_costs)


class GameMap:
    """The static data of one board; cities are addressed by name."""

    def __init__(self, key: str, raw: dict[str, Any]) -> None:
        self.key = key
        self.name = raw["name"]
        self.regions = {r["id"]: tuple(r["cities"]) for r in raw["regions"]}
        self.region_colors = {r["id"]: r["color"] for r in raw["regions"]}
        self.region_of = {c: rid for rid, cs in self.regions.items() for c in cs}
        self.cities = tuple(sorted(self.region_of))
        self.adjacency = {k: tuple(v) for k, v in raw["region_adjacency"].items()}
        self.connections = tuple((a, b, int(cost)) for a, b, cost in raw["connections"])
        self.coords = {c: tuple(v) for c, v in raw["coords"].items()}
        self.resources = raw.get("resources")     # a map's own resource markets: start fill, refill (Korea, China)
        self.players = tuple(raw.get("players", PLAYERS))
        # connected_region_sets by k: worked out once per board, not again at every game's set-up.
        self._region_sets: dict[int, tuple[tuple[str, ...], ...]] = {}

    def land_masses(self, regions: Iterable[str]) -> list[list[str]]:
        """These regions grouped by land mass (the cities no connection of the whole board joins
        are apart, UK-1), each group sorted, in the order of their first region."""
        out: dict[int, list[str]] = {}
        for r in sorted(set(regions)):
            out.setdefault(self.land_mass_of[self.regions[r][0]], []).append(r)
        return list(out.values())

    @cached_property
    def land_mass_of(self) -> dict[str, int]:
        """Per city, its land mass: the connected parts of the whole board's connections, numbered
        from 0 in the order of their first city (one on every board but an archipelago's, UK-1)."""
        links: dict[str, list[str]] = {c: [] for c in self.cities}
        for a, b, _ in self.connections:
            links[a].append(b)
            links[b].append(a)
        out: dict[str, int] = {}
        mass = -1
        for start in self.cities:
            if start in out:
                continue
            mass += 1
            out[start] = mass
            todo = [start]
            while todo:
                for n in links[todo.pop()]:
                    if n not in out:
                        out[n] = mass
                        todo.append(n)
        return out

    @cached_property
    def islands(self) -> bool:
        """Whether no connection joins the whole board (UK-1)."""
        return max(self.land_mass_of.values(), default=0) > 0

    def connected_region_sets(self, k: int) -> list[list[str]]:
        """Every set of k regions that forms one connected group (BASE-SETUP-1) whose cities form
        one network (MAP-4), sorted."""
        found = self._region_sets.get(k)
        if found is None:
            found = self._region_sets[k] = tuple(
                combo for combo in itertools.combinations(sorted(self.regions), k)
                if self.regions_connected(combo) and not self.cut_off_cities(combo))
        return [list(combo) for combo in found]

    def cut_off_cities(self, regions: Iterable[str]) -> list[str]:
        """MAP-4, AMB-104: the cities of these regions that no connection inside them joins to the
        rest of their land mass, sorted (none where the cities of each land mass in play form one
        network; Italy's Livorno with blue, green and red). UK-2: each island on its own."""
        return sorted(c for mass in self.land_masses(r for r in regions if r in self.regions)
                      for c in self._cut_off_in(mass))

    def _cut_off_in(self, regions: list[str]) -> list[str]:
        """`cut_off_cities` of regions on one land mass."""
        cities = {c for r in regions for c in self.regions[r]}
        if not cities:
            return []
        links: dict[str, list[str]] = {c: [] for c in cities}
        for a, b, _ in self.connections:
            if a in cities and b in cities:
                links[a].append(b)
                links[b].append(a)
        # The network of one city; the smaller of it and the rest is what is cut off.
        start = min(cities)
        seen, todo = {start}, [start]
        while todo:
            for n in links[todo.pop()]:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        apart = cities - seen
        return sorted(apart if len(apart) <= len(seen) else seen)

    def regions_connected(self, regions: Iterable[str]) -> bool:
        """BASE-SETUP-1, MAP-2: the regions are adjacent; on a board of several land masses the
        ones on each land mass are adjacent among themselves (UK-2, AMB-116)."""
        chosen = set(regions)
        if not chosen or not chosen <= self.regions.keys():
            return False
        return all(self._adjacent(mass) for mass in self.land_masses(chosen))

    def _adjacent(self, regions: list[str]) -> bool:
        """Whether these regions (sorted, not empty) form one group of adjacent regions."""
        start = regions[0]
        seen, todo = {start}, [start]
        while todo:
            r = todo.pop()
            for n in self.adjacency.get(r, ()):
                if n in regions and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen == set(regions)

    def play_area(self, regions: Iterable[str]) -> PlayArea:
        return _play_area(self, tuple(sorted(regions)))


class PlayArea:
    """The cities of the chosen regions and the connections between them (BASE-SETUP-2, BASE-BUILD-15).

    All-pairs cheapest connection costs are computed once per map and region set,
    so that every build-cost question afterwards is a table look-up.
    """

    def __init__(self, game_map: GameMap, regions: tuple[str, ...]) -> None:
        self.map = game_map
        self.regions = regions
        self.cities = tuple(c for c in game_map.cities if game_map.region_of[c] in regions)
        self.index = {c: i for i, c in enumerate(self.cities)}
        n = len(self.cities)
        self.neighbours: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for a, b, cost in game_map.connections:
            if a in self.index and b in self.index:
                ia, ib = self.index[a], self.index[b]
                self.neighbours[ia].append((ib, cost))
                self.neighbours[ib].append((ia, cost))
        self.dist: list[list[float]] = []       # INF where no path joins two cities
        self.prev: list[list[int]] = []
        self._paths: dict[tuple[str, str], tuple[str, ...]] = {}
        self._connections: dict[tuple[int, ...], list[float]] = {}
        for i in range(n):
            d, p = self._dijkstra(i)
            self.dist.append(d)
            self.prev.append(p)

    def _dijkstra(self, source: int) -> tuple[list[float], list[int]]:
        n = len(self.cities)
        dist = [INF] * n
        prev = [-1] * n
        dist[source] = 0
        heap = [(0, source)]
        # Run once per city of every new play area (a cold cost of each game's first build
        # question): the attribute and module look-ups are made once, outside the loop.
        neighbours = self.neighbours
        pop, push = heapq.heappop, heapq.heappush
        while heap:
            d, u = pop(heap)
            if d > dist[u]:
                continue
            for v, w in neighbours[u]:
                nd = d + w
                if nd < dist[v]:
                    dist[v] = nd
                    prev[v] = u
                    push(heap, (nd, v))
        return dist, prev

    def connection_costs(self, own: tuple[int, ...]) -> list[float]:
        """Per play-area city (in `cities` order) the cheapest connection from any of the city
        indices `own` (non-empty): the column minimum of their rows of `dist`.

        A player's cities only grow, one build after another, so the answer for his cities of
        the last round is usually kept: the new houses are folded in, one row each. At most
        CONNECTION_CACHE answers are kept per play area (a fixed table: nothing depends on the
        game but the key)."""
        found = self._connections.get(own)
        if found is not None:
            return found
        for cut in range(1, min(len(own), 5)):         # the same player a round or two ago
            found = self._connections.get(own[:-cut])
            if found is not None:
                new = own[-cut:]
                break
        else:
            found, new = self.dist[own[0]], own[1:]
        # One row folded in at a time, by a comprehension: `map(min, ...)` calls min() (which
        # packs its arguments in a tuple) per city, several times slower. `d if d < c else c`
        # is min(c, d), the first of equal values kept.
        for o in new:
            found = [d if d < c else c for c, d in zip(found, self.dist[o])]
        if len(self._connections) >= CONNECTION_CACHE:
            self._connections.pop(next(iter(self._connections)))     # the oldest goes first
        self._connections[own] = found
        return found

    def path(self, a: str, b: str) -> list[str]:
        """The city names of one cheapest path from a to b, both ends included."""
        # Every build plan asks for its paths: each is traced once per play area (a fixed
        # table like `dist`, at most one entry per pair of cities) and handed out as a new list.
        key = (a, b)
        found = self._paths.get(key)
        if found is None:
            ia = self.index[a]
            prev = self.prev[ia]
            i = self.index[b]
            out = [i]
            while i != ia:
                i = prev[i]
                out.append(i)
            out.reverse()
            found = self._paths[key] = tuple(map(self.cities.__getitem__, out))
        return list(found)


@lru_cache(maxsize=None)
def get_map(key: str) -> GameMap:
    if not known(key):
        raise ValueError(f"unknown map {key!r}; choose one of {', '.join(sorted(MAP_IDS))}")
    return GameMap(key, load_json(map_rules(key).data_file))


@lru_cache(maxsize=64)
def _play_area(game_map: GameMap, regions: tuple[str, ...]) -> PlayArea:
    return PlayArea(game_map, regions)      # a board is one object per map (get_map)


def board_json(game_map: GameMap, declared: MapRules) -> dict[str, Any]:
    """The static board as plain JSON for a UI: cities (region, lat/lon), connections, regions,
    and from the map's declaration (powergrid.variants) the cities with their own slots
    ([[price, from Step], ...], BW-5) and the page's layout hints."""
    return {"id": game_map.key, "name": game_map.name, "players": list(game_map.players),
            "cities": [{"name": c, "region": game_map.region_of[c], "coords": list(game_map.coords[c])}
                       for c in game_map.cities],
            "connections": [[a, b, cost] for a, b, cost in game_map.connections],
            "regions": [{"id": rid, "color": game_map.region_colors[rid], "cities": list(cs)}
                        for rid, cs in sorted(game_map.regions.items())],
            "adjacency": {r: list(ns) for r, ns in sorted(game_map.adjacency.items())},
            "city_slots": {c: [list(s) for s in slots] for c, slots in sorted(declared.city_slots.items())},
            "networks": declared.networks.declaration(),
            "layout": dict(declared.layout)}
