"""The board data files (powergrid/data/map_*.json) hold together: every file present, also a
board no declaration plays yet, is checked, so that a broken file is caught before any engine
work reads it.

Rules: BASE-COMP-2 (cities, regions, connection costs, cost 0 allowed), BASE-SETUP-1/2 and MAP-2
(the chosen regions are adjacent), MAP-4 (the cities in play form one network), IT-4 (the one
choice that cuts a city off, named in the file). UK & Ireland's two islands are the other
exception, named in its file as `land_masses` (and `land_masses_rule`): no connection crosses
the sea, and the regions on each island must be adjacent among themselves.
"""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import powergrid
from powergrid import Game
from powergrid.variants import MAPS

DATA = Path(powergrid.__file__).parent / "data"
BOARD_FILES = sorted(p.name for p in DATA.glob("map_*.json"))
PLAYER_COUNTS = range(2, 7)


def board(file_name: str) -> dict:
    return json.loads((DATA / file_name).read_text(encoding="utf-8"))


def declared_id(file_name: str) -> str | None:
    """The map id that plays this file, or None for a board no declaration plays yet."""
    return next((m.id for m in MAPS if m.data_file == file_name), None)


def region_counts(file_name: str) -> list:
    """The sizes of play area of every player count: the map's T-PC row, or the base row."""
    map_id = declared_id(file_name)
    return sorted({Game.player_count(n, map_id)["regions"] for n in PLAYER_COUNTS})


def region_of(data: dict) -> dict:
    return {c: r["id"] for r in data["regions"] for c in r["cities"]}


def groups(nodes, pairs) -> list:
    """The groups that `pairs` join `nodes` into (pairs leaving `nodes` are ignored), smallest first."""
    nodes = set(nodes)
    links: dict = {n: set() for n in nodes}
    for a, b in pairs:
        if a in nodes and b in nodes:
            links[a].add(b)
            links[b].add(a)
    out, rest = [], set(nodes)
    while rest:
        start = min(rest)
        seen, todo = {start}, [start]
        while todo:
            for n in links[todo.pop()] - seen:
                seen.add(n)
                todo.append(n)
        out.append(seen)
        rest -= seen
    return sorted(out, key=lambda g: (len(g), min(g)))


def linked(nodes, pairs) -> bool:
    return len(groups(nodes, pairs)) == 1


def land_masses(data: dict) -> list:
    """The board's land masses as sets of region ids: the whole board unless the file names them."""
    named = data.get("land_masses")
    if named is None:
        return [{r["id"] for r in data["regions"]}]
    return [set(regions) for regions in named.values()]


def adjacent_choice(data: dict, regions) -> bool:
    """BASE-SETUP-1: the regions on each land mass are adjacent among themselves."""
    adjacency = [(a, b) for a, ns in data["region_adjacency"].items() for b in ns]
    return all(linked(part, adjacency) for part in (set(regions) & mass for mass in land_masses(data)) if part)


def apart_cities(data: dict, regions) -> list:
    """MAP-4: the cities of these regions that no connection inside them joins to the largest
    network of their land mass, sorted (none where each land mass in play is one network)."""
    of = region_of(data)
    pairs = [(a, b) for a, b, _ in data["connections"]]
    out: list = []
    for mass in land_masses(data):
        cities = {c for c, r in of.items() if r in regions and r in mass}
        if cities:
            out += [c for g in groups(cities, pairs)[:-1] for c in g]
    return sorted(out)


def declared_cut_offs(data: dict) -> dict:
    return {tuple(sorted(e["regions"])): sorted(e["cities"]) for e in data.get("cut_off_region_sets", [])}


def test_every_played_board_is_among_the_files():
    """The loop below covers every map the engine plays (MAP-3), and the new boards besides."""
    assert {m.data_file for m in MAPS} <= set(BOARD_FILES)
    assert {m.id for m in MAPS} == {e["id"] for e in Game.maps()}


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_every_city_is_in_exactly_one_region(file_name):
    data = board(file_name)
    named = [c for r in data["regions"] for c in r["cities"]]
    twice = sorted({c for c in named if named.count(c) > 1})
    assert not twice, f"{file_name}: in more than one region (or twice in one): {twice}"
    ids = [r["id"] for r in data["regions"]]
    assert len(ids) == len(set(ids)), f"{file_name}: a region id used twice"
    assert all(r["cities"] for r in data["regions"]), f"{file_name}: a region without cities"


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_every_connection_joins_two_known_cities_once(file_name):
    """BASE-COMP-2: whole costs, 0 allowed; no self-loop, no edge listed twice."""
    data = board(file_name)
    cities = set(region_of(data))
    seen: set = set()
    for edge in data["connections"]:
        a, b, cost = edge
        assert a in cities and b in cities, f"{file_name}: {edge} names an unknown city"
        assert a != b, f"{file_name}: {edge} joins a city to itself"
        assert type(cost) is int and cost >= 0, f"{file_name}: {edge} has no whole cost >= 0"
        key = frozenset((a, b))
        assert key not in seen, f"{file_name}: {edge} listed twice"
        seen.add(key)


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_region_adjacency_is_what_the_connections_say(file_name):
    """Two regions are adjacent exactly when a connection crosses between them, both ways."""
    data = board(file_name)
    of = region_of(data)
    crossing: dict = {r["id"]: set() for r in data["regions"]}
    for a, b, _ in data["connections"]:
        if of[a] != of[b]:
            crossing[of[a]].add(of[b])
            crossing[of[b]].add(of[a])
    stated = {r: set(data["region_adjacency"].get(r, ())) for r in crossing}
    assert set(data["region_adjacency"]) <= set(crossing), f"{file_name}: adjacency names an unknown region"
    assert stated == crossing, f"{file_name}: region_adjacency differs from the connections"


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_every_city_has_coordinates_and_the_stats_hold(file_name):
    data = board(file_name)
    cities = set(region_of(data))
    assert set(data["coords"]) == cities, f"{file_name}: coords and cities differ"
    for city, (lat, lon) in data["coords"].items():
        assert -90 <= lat <= 90 and -180 <= lon <= 180, f"{file_name}: {city} is off the globe"
    stats = data["stats"]
    assert stats["cities"] == len(cities) and stats["regions"] == len(data["regions"])
    assert stats["connections"] == len(data["connections"])
    assert stats["zero_cost_connections"] == sum(1 for *_, cost in data["connections"] if cost == 0)
    assert stats["connected"] == linked(cities, [(a, b) for a, b, _ in data["connections"]])
    renamed = data.get("renamed_from_source", {})
    assert set(renamed.values()) <= cities, f"{file_name}: a rename names no city of the board"


@pytest.mark.parametrize("file_name", [f for f in BOARD_FILES if "land_masses" in board(f)])
def test_no_connection_crosses_between_land_masses(file_name):
    """UK & Ireland: the land masses split the regions, and no connection joins two of them; so
    the whole board is not one network, by design (a player may hold one network per island)."""
    data = board(file_name)
    masses = land_masses(data)
    assert sorted(r for m in masses for r in m) == sorted(r["id"] for r in data["regions"])
    of = region_of(data)
    mass_of = {r: i for i, m in enumerate(masses) for r in m}
    crossing = [e for e in data["connections"] if mass_of[of[e[0]]] != mass_of[of[e[1]]]]
    assert crossing == []
    assert len(masses) > 1 and not data["stats"]["connected"]


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_every_adjacent_choice_of_regions_is_one_network(file_name):
    """BASE-SETUP-1, MAP-4: for every player count, every adjacent choice of as many regions as
    T-PC plays gives a play area whose cities form one network (one per land mass, UK & Ireland),
    except the choices the file names in `cut_off_region_sets` (IT-4), which must cut exactly the
    cities it names."""
    data = board(file_name)
    ids = sorted(r["id"] for r in data["regions"])
    counts = region_counts(file_name)
    assert max(counts) <= len(ids), f"{file_name}: fewer regions than a player count plays"
    cut = {}
    for k in counts:
        choices = [c for c in itertools.combinations(ids, k) if adjacent_choice(data, c)]
        assert choices, f"{file_name}: no adjacent choice of {k} regions"
        for choice in choices:
            apart = apart_cities(data, choice)
            if apart:
                cut[choice] = apart
    assert cut == declared_cut_offs(data), f"{file_name}: choices that cut cities off: {cut}"


def named_places(data: dict) -> tuple:
    """The cities and the regions the board's own facts name (second names, starting cities,
    small cities, nuclear conditions, regional plants, land masses, cut-off choices)."""
    cities = set(data.get("second_names", {}).get("names", {}))
    cities |= set(data.get("starting_cities", {}).get("cities", ()))
    cities |= set(data.get("city_slots", {}).get("slots", {}))
    cities |= {c for e in data.get("cut_off_region_sets", ()) for c in e["cities"]}
    regions = {r for rs in data.get("acquire_needs_regions", {}).get("regions", {}).values() for r in rs}
    regions |= set(data.get("regional_plants", {}).get("plants", {}))
    regions |= {r for rs in data.get("land_masses", {}).values() for r in rs}
    regions |= {r for e in data.get("cut_off_region_sets", ()) for r in e["regions"]}
    return cities, regions


@pytest.mark.parametrize("file_name", BOARD_FILES)
def test_the_board_facts_name_only_its_cities_and_regions(file_name):
    data = board(file_name)
    cities, regions = named_places(data)
    assert cities <= set(region_of(data)), f"{file_name}: unknown cities {sorted(cities - set(region_of(data)))}"
    known = {r["id"] for r in data["regions"]}
    assert regions <= known, f"{file_name}: unknown regions {sorted(regions - known)}"
    costs = {frozenset((a, b)): cost for a, b, cost in data["connections"]}
    for a, b, used, _other in data.get("disputed_costs", {}).get("connections", ()):
        assert costs.get(frozenset((a, b))) == used, f"{file_name}: disputed {a}-{b} is not the cost used"
    for city, slots in data.get("city_slots", {}).get("slots", {}).items():
        steps = [step for _, step in slots]
        assert steps == sorted(steps) and all(1 <= s <= 3 for s in steps), f"{file_name}: {city} slots {slots}"


RECORDED_RULES = {"acquire_needs_regions", "plants_set_aside", "regional_plants"}


@pytest.mark.parametrize("rules", [m for m in MAPS if RECORDED_RULES & set(board(m.data_file))], ids=lambda m: m.id)
def test_the_declaration_plays_the_rules_its_board_file_records(rules):
    """CE-3's seam, SP-3's and NE-3's, as the board's file records them with their sources: the
    declaration (powergrid/variants.py) asks the same regions, sets the same plants aside and
    plays the same regional plants."""
    data = board(rules.data_file)
    needs = data.get("acquire_needs_regions", {}).get("regions", {})
    assert {kind: sorted(regions) for kind, regions in rules.acquire_needs_regions.items()} == \
        {kind: sorted(regions) for kind, regions in needs.items()}
    assert list(rules.set_aside_until_step2) == data.get("plants_set_aside", {}).get("plants", [])
    versions = {region: [(p["number"], p["type"], p["resources"], p["cities"]) for p in plants]
                for region, plants in data.get("regional_plants", {}).get("plants", {}).items()}
    assert {region: list(plants) for region, plants in rules.plant_versions.items()} == versions


@pytest.mark.parametrize("rules", MAPS, ids=lambda m: m.id)
def test_the_engine_draws_from_the_choices_the_board_file_allows(rules):
    """BASE-SETUP-1, MAP-4, UK-2: the engine's land masses (the groups the board's connections
    make) are the ones the file names, or the whole board; the sets of regions it draws from
    are the adjacent choices of this file, less those that cut a city off (IT-4)."""
    from powergrid.maps import get_map
    data = board(rules.data_file)
    game_map = get_map(rules.id)
    ids = sorted(r["id"] for r in data["regions"])
    assert sorted(map(sorted, land_masses(data))) == sorted(game_map.land_masses(ids))
    for k in region_counts(rules.data_file):
        allowed = [list(c) for c in itertools.combinations(ids, k)
                   if adjacent_choice(data, c) and c not in declared_cut_offs(data)]
        assert game_map.connected_region_sets(k) == allowed
