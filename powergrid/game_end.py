"""Game end: final powering and the ranking with its tie-breaks (BASE-END-1..8, BEGINNER-2/4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import powering
from .events import log
from .frozen import freeze
from .phase5_bureaucracy import run_plants
from .promo_state import city_count, leader_cities, plant_objects
from .state_schema import GameState, Placing, Result

if TYPE_CHECKING:
    from .engine import Context


def game_over_reached(state: GameState, ctx: Context) -> bool:
    """BASE-END-1, BEGINNER-2: checked at the end of Phase 4.

    Engine decision for a gap in the rules (AMB-54): a beginner game also ends when every
    play-area city is full. With 6 players in 35 one-house cities, 6 x 6 < 7 x 6, the
    board can fill up before anyone connects a 7th city, and the game could not end.
    """
    if leader_cities(state) >= ctx.rules.end_cities:
        return True
    return ctx.rules.beginner and board_full(state, ctx)


def board_full(state: GameState, ctx: Context) -> bool:
    cities = state["cities"]
    step = state["step"]
    return all(len(cities.get(c, ())) >= step for c in ctx.rules.area.cities)


def finish_game(state: GameState, ctx: Context) -> None:
    """Everyone powers as many cities as he can (and is paid, AMB-20); then the ranking."""
    powered = {}
    for seat in state["order"]:
        p = state["players"][seat]
        plan = powering.best(plant_objects(state, ctx.rules, seat, p["plants"]), p["resources"],
                             city_count(state, seat))
        powered[seat] = run_plants(state, ctx, seat, plan["plants"], plan["burn"])["cities"]
    result = state["result"] = freeze(ranking(state, powered))     # read-only: search copies share it
    state["phase"] = "over"
    log(state, "game_over", winners=result["winners"])


def ranking(state: GameState, powered: dict[int, int]) -> Result:
    """BASE-END-5/6: powered cities, then money, then connected cities; full ties share a place.

    Each entry says which criterion separated it from the player ranked just above
    ("decided_by"), so the final screen can spell the tie-breaks out.
    """
    def key(seat: int) -> tuple[int, int, int]:
        p = state["players"][seat]
        return (powered[seat], p["money"], city_count(state, seat))

    seats = sorted(powered, key=lambda s: (key(s), -s), reverse=True)
    criteria = ("powered", "money", "cities")
    rows: list[Placing] = []
    place = 0
    for i, seat in enumerate(seats):
        k = key(seat)
        decided_by = None
        if i:
            prev = key(seats[i - 1])
            decided_by = next((c for c, a, b in zip(criteria, prev, k) if a != b), "shared")
        if decided_by != "shared":
            place = i + 1
        rows.append({"player": seat, "place": place, "powered": k[0], "money": k[1],
                     "cities": k[2], "decided_by": decided_by})
    winners = [r["player"] for r in rows if r["place"] == 1]
    return {"ranking": rows, "winners": winners}
