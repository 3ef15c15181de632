"""Phase 4: build (BASE-BUILD-1..15, BEGINNER-3, EX-5).

A player builds all his cities for the round in one action; the engine connects
them in the cheapest order. That order is a minimum spanning tree grown from the
player's network (Prim), because each new city pays its slot plus the cheapest
path from any city he holds, those built earlier this turn included
(BASE-BUILD-7/9/10, AMB-25).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .spellings import unknown_city
from .data import SLOT_PRICES
from .action_schema import BuildAction, LegalAction
from .decisions import PASS, ActionType, DecisionKind
from .errors import IllegalAction
from .events import log
from .frozen import ReadOnlyList
from .networks import BASE_NETWORKS, Starts, check_named, costs_alone, first_houses, network_legal
from .promo_state import city_count
from .state_schema import GameState

if TYPE_CHECKING:
    from .engine import Context
    from .maps import GameMap, PlayArea
    from .variants import Slots

INF = float("inf")


def slot_price(state: GameState, city: str, special: Mapping[str, Slots] | None = None) -> int | None:
    """Price of the next house in `city` this Step, or None when it is full (BASE-BUILD-3/4).

    `special` is the map's declared `city_slots` (BW-5: a city that opens later and has fewer,
    dearer slots); every other city has the base slots."""
    n = len(state["cities"].get(city, ()))
    if special and city in special:
        return _declared_price(special[city], n, state["step"])
    return SLOT_PRICES[n] if n < state["step"] else None


def _declared_price(slots: Slots, n: int, step: int) -> int | None:
    """The price of a city's (n+1)-th house under its declared ((price, from Step), ...) slots."""
    return slots[n][0] if n < len(slots) and slots[n][1] <= step else None


def no_such_city(board: GameMap, city: Any) -> IllegalAction:
    """The refusal of a name that is no city of the board (a build, a plan, a house price), naming
    the board's spelling where the name is one the sources use (spellings.unknown_city)."""
    return unknown_city(board.key, board.cities, city)


def _refusal(state: GameState, ctx: Context, seat: int, city: Any) -> IllegalAction | None:
    """Why `seat` cannot build in `city` now, or None."""
    area = ctx.rules.area
    if not isinstance(city, str) or city not in ctx.rules.map.region_of:
        return no_such_city(ctx.rules.map, city)
    if city not in area.index:
        region = ctx.rules.map.region_of[city]
        return IllegalAction(f"{city} is in the region {region}, which is not in play", "city_not_in_play",
                             city=city, region=region)
    houses = state["cities"].get(city, ())
    special = ctx.rules.declared.city_slots
    if city in special and seat not in houses:
        return _declared_refusal(city, special[city], len(houses), state["step"])
    return _blocked(city, seat, houses, state["step"])


def _declared_refusal(city: str, slots: Slots, n: int, step: int) -> IllegalAction | None:
    """Why a city with declared slots (BW-5) holding `n` houses takes none now, or None: closed
    until the Step its first slot opens in (said with that slot's price and how many houses the
    city ever takes, so the player knows what would work), or full in this Step."""
    if _declared_price(slots, n, step) is not None:
        return None
    if n == 0 and slots and slots[0][1] > step:
        price, opens = slots[0]
        return IllegalAction(f"{city} opens in Step {opens}: {price} + connection, at most {len(slots)} houses",
                             "city_closed", city=city, step=opens, price=price, places=len(slots))
    return IllegalAction(_no_slot_text(city, step), "city_full", city=city, step=step)


def _blocked(city: str, seat: int, houses: Sequence[int], step: int) -> IllegalAction | None:
    """Why `seat` cannot build in this play-area city holding `houses`, or None (BASE-BUILD-3/4)."""
    if seat in houses:
        return IllegalAction(_own_text(city), "city_own", city=city)
    if len(houses) >= step:
        return IllegalAction(_full_text(city, step), "city_full", city=city, step=step)
    return None


def _own_text(city: str) -> str:
    return f"you already have a house in {city}"


def _full_text(city: str, step: int) -> str:
    return f"{city} is full: Step {step} allows {step} house(s) per city"


def _no_slot_text(city: str, step: int) -> str:
    """A city with declared slots (BW-5) that is closed or full in this Step."""
    return f"{city} has no free space in Step {step}"


def preview(state: GameState, ctx: Context, seat: int) -> dict[str, dict[str, Any]]:
    """Cost of connecting each play-area city now: {city: {"cost", "slot", "connection", "from"}}.

    Cities the player cannot build in get {"cost": None, "reason": ...}. One table look-up per
    city and own house (the all-pairs costs are computed once per play area).
    """
    if ctx.rules.declared.networks is not BASE_NETWORKS:
        return _alone(state, ctx, seat, True)
    area = ctx.rules.area
    index = area.index
    own = [index[c] for c in state["players"][seat]["cities"]]
    dist = area.dist
    names = area.cities
    occupied = state["cities"]
    step = state["step"]
    out: dict[str, dict[str, Any]] = {}
    for i, city in enumerate(names):
        houses = occupied.get(city, ())
        if len(houses) >= step or seat in houses:
            # The text of _blocked's refusal, without building the exception (a hot path).
            out[city] = {"cost": None, "reason": _own_text(city) if seat in houses else _full_text(city, step)}
            continue
        slot = SLOT_PRICES[len(houses)]
        if own:
            # Cheapest (cost, source) over the own houses; the table is symmetric, so row i
            # holds every own city's distance to i (a C-level min instead of a generator).
            row = dist[i]
            conn, src = min(zip(map(row.__getitem__, own), own))
            out[city] = {"cost": slot + conn, "slot": slot, "connection": conn, "from": names[src]}
        else:
            out[city] = {"cost": slot, "slot": slot, "connection": 0, "from": None}  # BASE-BUILD-6
    special = ctx.rules.declared.city_slots
    for city in special:        # BW-5 (none on the base maps): a city priced by its own slots
        at = index.get(city)
        houses = occupied.get(city, ())
        if at is None or seat in houses:
            continue
        price = _declared_price(special[city], len(houses), step)
        if price is None:
            out[city] = {"cost": None, "reason": str(_declared_refusal(city, special[city], len(houses), step))}
        elif own:
            conn, src = min(zip(map(dist[at].__getitem__, own), own))
            out[city] = {"cost": price + conn, "slot": price, "connection": conn, "from": names[src]}
        else:
            out[city] = {"cost": price, "slot": price, "connection": 0, "from": None}
    return out


def plan(state: GameState, ctx: Context, seat: int, cities: Any, new_networks: Any = None) -> dict[str, Any]:
    """Cheapest order and total cost of building `cities` this turn; IllegalAction if impossible.

    Returns {"cost", "affordable", "steps": [{"city", "slot", "connection", "from", "path"}]},
    the steps in build order; "affordable" says whether the player's money covers the cost. On a
    map that declares networks (networks.py), a step that begins one also has "network" (his
    how-many-th) and "surcharge"; `new_networks` names cities of the build that begin one.
    """
    return _plan(state, ctx, seat, cities, True, new_networks)


def _plan(state: GameState, ctx: Context, seat: int, cities: Any, paths: bool,
          new_networks: Any = None) -> dict[str, Any]:
    """`plan`; without `paths` its steps have no "from" and "path" (apply builds without them).
    `new_networks`: the cities of the build named as network starts (networks.py)."""
    if not isinstance(cities, list):
        raise IllegalAction("cities to build must be a list of city names")
    area = ctx.rules.area
    index = area.index
    occupied = state["cities"]
    special = ctx.rules.declared.city_slots
    for city in cities:
        if type(city) is str and city in index:
            # The usual case first: a play-area city with a free slot he has no house in,
            # which is exactly when _refusal finds nothing to say.
            houses = occupied.get(city, ())
            if seat not in houses and len(houses) < state["step"] and city not in special:
                continue
        refusal = _refusal(state, ctx, seat, city)
        if refusal:
            raise refusal
    if len(cities) > 1 and len(set(cities)) != len(cities):    # no set for one city or none
        raise IllegalAction("a city is named twice: you can have only one house per city", "city_twice")
    player = state["players"][seat]
    limit = ctx.rules.max_cities
    if city_count(state, seat) + len(cities) > limit:          # Luna Park takes a house too
        raise IllegalAction(f"you may have at most {limit} cities", "cities_limit", limit=limit)
    named = check_named(cities, new_networks)
    if not cities:
        # Building nothing (about half of the build turns): the loop below would find this.
        return {"cost": 0, "affordable": 0 <= player["money"], "steps": []}
    dist = area.dist
    names = area.cities
    # Per city still to build, the cost of its cheapest connection so far in `cost` and, once a
    # city built this turn is the cheapest, that city in `source`. A city not in `source`
    # connects from his own network: its cost is the column minimum the build template already
    # asked the play area for, and the house is named only if that city is built (and only for
    # a plan's steps).
    own = tuple(map(index.__getitem__, player["cities"]))
    connection = area.connection_costs(own) if own else [INF] * len(names)
    todo, cost = [], {}
    for city in cities:         # one or two cities, mostly: a plain loop beats dict(zip(map))
        t = index[city]
        todo.append(t)
        cost[t] = connection[t]
    source = {}
    steps = []
    total: float = 0        # whole once every city is reached (INF is refused above)
    # The houses that begin a network pay no connection (BASE-BUILD-6): placed first, in order.
    starts = None if not named and ctx.rules.declared.networks is BASE_NETWORKS else Starts(state, ctx, seat)
    roots = [todo[0]] if not own else []
    if starts is not None:
        roots = first_houses(starts, cities, named, own, index)
    while todo:
        begins = bool(roots)
        if begins:
            t = roots.pop(0)
            conn: float = 0
        else:
            t = todo[0]
            conn = cost[t]
            for u in todo:      # the first of the cheapest (a plain loop beats min with a key here)
                if cost[u] < conn:
                    t, conn = u, cost[u]
            if conn == INF and starts is not None:
                begins, conn = True, 0      # no connection reaches it (UK-3): a network, if one may begin
            elif conn == INF:
                raise IllegalAction(f"{names[t]} cannot be reached from your network")
        todo.remove(t)
        row = dist[t]
        for u in todo:
            if row[u] < cost[u]:
                cost[u], source[u] = row[u], t
        city = names[t]
        # Every city passed the check above: it has a free slot this Step (slot_price's answer).
        slot = SLOT_PRICES[len(occupied.get(city, ()))] if city not in special else \
            _declared_price(special[city], len(occupied.get(city, ())), state["step"])
        step = {"city": city, "slot": slot, "connection": conn}
        if starts is not None:
            begins = starts.record(step) if begins else starts.placed(city)
            total += step.get("surcharge", 0)
        if paths:
            frm = None if begins else _source_name(area, own, source, t, conn)
            step["from"] = frm
            step["path"] = area.path(frm, city) if frm else [city]
        steps.append(step)
        total += slot + conn       # type: ignore[operator]  # (a slot was found above)
    return {"cost": total, "affordable": total <= player["money"], "steps": steps}


def _source_name(area: PlayArea, own: tuple[int, ...], source: dict[int, int], t: int, conn: float) -> str | None:
    """The city that connects play-area city `t` at cost `conn`: the city built this turn in
    `source`, else the house of his network (`own`) with that cost and the lowest play-area index
    (the tie-break of the cheapest (cost, source) pair), else None (the first city, BASE-BUILD-6)."""
    if t in source:
        return area.cities[source[t]]
    if not own:
        return None
    row = area.dist[t]          # the table is symmetric: row t holds every own city's distance to t
    best = None
    for o in own:               # a plain loop: cheaper here than min() over a generator
        if row[o] == conn and (best is None or o < best):
            best = o
    return area.cities[best]       # type: ignore[index]  # `conn` is the cost from one of `own`


def _alone(state: GameState, ctx: Context, seat: int, paths: bool) -> dict[str, dict[str, Any]]:
    """`preview` on a map that declares networks (networks.costs_alone, with this module's plan)."""
    return costs_alone(state, ctx, seat, lambda cities, named: _plan(state, ctx, seat, cities, paths, named))


def affordable_costs(state: GameState, ctx: Context, seat: int) -> dict[str, float]:
    """{city: cost} of the cities `seat` can connect now within his money, in play-area order:
    the cities of `preview` with a cost of at most his money, computed without its records."""
    if ctx.rules.declared.networks is not BASE_NETWORKS:
        money = state["players"][seat]["money"]
        return {c: e["cost"] for c, e in _alone(state, ctx, seat, False).items()
                if e["cost"] is not None and e["cost"] <= money}
    area = ctx.rules.area
    own = tuple(map(area.index.__getitem__, state["players"][seat]["cities"]))
    money = state["players"][seat]["money"]
    occupied = state["cities"]
    step = state["step"]
    reach = money - SLOT_PRICES[0]                  # no slot is cheaper than the first
    special = ctx.rules.declared.city_slots
    if not own:
        # BASE-BUILD-6: the first house connects free, anywhere the first slot is affordable.
        out = _first_city_costs(area, occupied, step, money) if reach >= 0 else {}
        return _declared_costs(out, special, area, occupied, seat, step, money, None) if special else out
    # Per city the cheapest own house (the table is symmetric: row o holds the distance
    # from own city o to every city), kept by the play area for the next question. The
    # cities whose connection alone is beyond his money are skipped in this plain loop,
    # which measured cheaper than filtering them out with compress(..., map(le, ...)).
    connection = area.connection_costs(own)
    out = {}
    for city, conn in zip(area.cities, connection):
        if conn > reach:
            continue
        houses = occupied.get(city)
        if houses is None:
            out[city] = SLOT_PRICES[0] + conn
        elif len(houses) < step and seat not in houses:
            cost = SLOT_PRICES[len(houses)] + conn
            if cost <= money:
                out[city] = cost
    return _declared_costs(out, special, area, occupied, seat, step, money, connection) if special else out


def _declared_costs(out: dict[str, float], special: Mapping[str, Slots], area: PlayArea,
                    occupied: Mapping[str, Sequence[int]], seat: int, step: int, money: int,
                    connection: list[float] | None) -> dict[str, float]:
    """`affordable_costs` corrected for the cities with declared slots (BW-5), in play-area order:
    each is priced by its own slots (`connection` per play-area city; None for a first house)."""
    added = False           # a new key goes to the end: only then is the order rebuilt
    for city in special:
        i = area.index.get(city)
        if i is None:
            continue
        houses = occupied.get(city, ())
        price = _declared_price(special[city], len(houses), step)
        cost = None if price is None or seat in houses else price + (connection[i] if connection else 0)
        if cost is not None and cost <= money:
            added = added or city not in out
            out[city] = cost
        elif city in out:
            del out[city]
    if added:
        out = {c: out[c] for c in area.cities if c in out}
    return out


def _first_city_costs(area: PlayArea, occupied: Mapping[str, Sequence[int]], step: int,
                      money: int) -> dict[str, float]:
    """`affordable_costs` of a player with no house yet and at least the first slot's price:
    every city priced as empty in C, then the cities with houses (few, early on) corrected in
    place, which keeps the play-area order of the others. He has no house to exclude."""
    out: dict[str, float] = dict.fromkeys(area.cities, SLOT_PRICES[0])
    for city, houses in occupied.items():
        if houses and city in out:
            if len(houses) < step and SLOT_PRICES[len(houses)] <= money:
                out[city] = SLOT_PRICES[len(houses)]
            else:
                del out[city]
    return out


def legal(state: GameState, ctx: Context, seat: int) -> list[LegalAction]:
    if ctx.rules.declared.networks is not BASE_NETWORKS:
        return network_legal(state, ctx, seat, _alone(state, ctx, seat, False))
    costs = affordable_costs(state, ctx, seat)
    room = ctx.rules.max_cities - city_count(state, seat)
    # (the costs are whole numbers: sums of whole connection costs and slot prices; no cast call
    # on this path, asked at every build decision)
    options: dict[str, int] = costs if room > 0 else {}     # type: ignore[assignment]
    return [{"type": "build", "player": seat, "options": options, "room": room}]


def apply(state: GameState, ctx: Context, action: dict[str, Any]) -> None:
    seat = action["player"]
    if action["type"] not in ("build", "pass"):
        raise IllegalAction("now is the time to build (or build nothing)")
    if action["type"] == "build" and "cities" not in action:
        raise IllegalAction('a build names its "cities" ([] to build nothing)')
    cities = action.get("cities", [])
    p = _plan(state, ctx, seat, cities, False, action.get("new_networks"))
    player = state["players"][seat]
    if not p["affordable"]:
        raise IllegalAction(f"building there costs {p['cost']} Elektro and you have {player['money']}",
                            "too_expensive", cost=p["cost"], money=player["money"])
    if not cities:
        log(state, "build_skipped", player=seat)
        return
    occupied = state["cities"]
    networks = state.get("networks")
    for step in p["steps"]:
        city = step["city"]
        player["money"] -= step["slot"] + step["connection"] + step.get("surcharge", 0)
        if networks is not None and "network" in step:
            networks[seat] = step["network"]        # JP-3, UK-3: one more network begun
        # New read-only lists: a search copy shares them (state_schema).
        player["cities"] = ReadOnlyList((*player["cities"], city))
        occupied[city] = ReadOnlyList((*occupied.get(city, ()), seat))
        ctx.rules.plant_market.after_house(state, ctx)      # BASE-BUILD-13, BASE-MARKET-5
    log(state, "cities_built", player=seat, cities=[s["city"] for s in p["steps"]], cost=p["cost"])


BUILD = ActionType.of(BuildAction)
# Every seat in turn, the last in the order first (BASE-BUILD-1). No `pass` is offered: building
# nothing is {"type": "build", "cities": []}; `pass` is still taken as the same action, because
# old saves replay it.
BUILDING = DecisionKind("build", actions=(BUILD, PASS), legal=legal, apply=apply, in_turn=True)
