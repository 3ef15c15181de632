"""Guards of phase 4's fast plan against its reference definition (BASE-BUILD-6/7/9/10, AMB-25).

`phase4_build._plan` starts its costs from the play area's column minima and names the own house
of a step only when it is built; the reference below is Prim's algorithm written out plainly:
per city the cheapest (cost, source) pair over his houses, the lowest play-area index of equal
costs, then a city built this turn replacing the source only when strictly cheaper.
"""
import pytest

from powergrid import Game
from powergrid.bots import RandomBot
from powergrid.data import SLOT_PRICES


def reference_plan(game, seat, cities):
    area = game.rules.area
    state = game.state
    own = sorted(area.index[c] for c in state["players"][seat]["cities"])
    todo = [area.index[c] for c in cities]
    best = {t: min(((area.dist[t][o], o) for o in own), default=(0, None)) for t in todo}
    steps, total, first = [], 0, not own
    declares_networks = game.board()["networks"] != Game.map_board("germany")["networks"]
    while todo:
        t = todo[0] if first else min(todo, key=lambda u: best[u][0])
        conn, src = (0, None) if first else best[t]
        begins, first = first, False
        todo.remove(t)
        for u in todo:
            if area.dist[t][u] < best[u][0] or best[u][1] is None:
                best[u] = (area.dist[t][u], t)
        city = area.cities[t]
        n = len(state["cities"].get(city, ()))
        declared = game.board()["city_slots"].get(city)     # BW-5: a transregional city's own slots
        slot = declared[n][0] if declared else SLOT_PRICES[n]
        frm = area.cities[src] if src is not None else None
        path = area.path(frm, city) if frm else [city]
        step = {"city": city, "slot": slot, "connection": conn}
        if begins and declares_networks:        # JP-3, UK-3: his first network, no surcharge
            step.update(surcharge=0, network=1)
        steps.append({**step, "from": frm, "path": path})
        total += slot + conn
    return {"cost": total, "affordable": total <= state["players"][seat]["money"], "steps": steps}


def one_land_mass(game, seat, cities):
    """The cities on the land mass of his houses (of the first city when he has none): a network
    begun across the sea (UK-3) is no spanning tree, and test_networks.py checks it."""
    mass = game.rules.map.land_mass_of
    own = {mass[c] for c in game.state["players"][seat]["cities"]} or {mass[c] for c in cities[:1]}
    return [c for c in cities if mass[c] in own]


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_build_plans_match_prims_reference(game_map):
    """At every build decision of random games, plans of up to four offered cities (in the
    offered order and reversed) equal the reference, key order of every record included."""
    checked = 0
    for seed in range(2):
        game = Game({"map": game_map, "players": ["A", "B", "C", "D", "E"], "seed": seed})
        starts_only = game.board()["networks"]["first_round_starts"]
        bot = RandomBot(seed)
        while not game.over:
            d = game.decision()
            # a first round of network starts only (JP-4) is no spanning tree: test_japan.py
            if d["kind"] == "build" and not (starts_only and game.state["round"] == 1):
                seat = d["player"]
                offered = list(game.legal_actions()[0]["options"])
                for cities in (offered[:4], offered[-4:][::-1], offered[1:3]):
                    cities = one_land_mass(game, seat, cities)
                    if cities:
                        got = game.build_plan(seat, cities)
                        want = reference_plan(game, seat, cities)
                        assert got == want and list(got) == list(want)
                        assert all(list(a) == list(b) for a, b in zip(got["steps"], want["steps"]))
                        checked += 1
            game.apply(bot.act(game))
    assert checked > 50


def test_connection_costs_are_column_minima():
    """`PlayArea.connection_costs`, folded row by row onto a kept prefix or from scratch, equals
    the column minimum of the own cities' rows of `dist`, whatever was asked before."""
    area = Game({"map": "germany", "players": ["A", "B", "C", "D", "E", "F"], "seed": 3}).rules.area
    n = len(area.cities)
    for start in range(0, n, 5):
        own = ()
        for step in range(9):
            own += ((start + 7 * step) % n,)
            want = [min(area.dist[o][i] for o in own) for i in range(n)]
            assert area.connection_costs(own) == want
            assert area.connection_costs(own[::-1]) == want
