"""Set-up of a new game (BASE-SETUP-1..14, T-PC, BASE-2P..6P, BEGINNER-1).

Options (all plain JSON):
  map       a map id of powergrid.variants.MAPS ("germany", "usa", "korea", ...), default DEFAULT_MAP
  players   player names in seating (clockwise) order, 2 to 6 (BASE-SETUP-6)
  regions   list of region ids, or None to draw a connected set at random (BASE-SETUP-1, AMB-2)
  seed      any int or string: the seed of the default random source
  beginner  true for the beginner game (BEGINNER-1..6)
  promos    list of promo card ids (RULES.md 18), default none; not on a map whose declaration
            refuses them (China, CHINA-23) nor in the beginner game (AMB-71)
  timing    the rules revision of the promo cards' timing (AMB-70): 2 for a game started now
            (TIMING); absent or 1 for the timing of games saved before it, which replay as
            they were played
"""
from __future__ import annotations

from typing import Any

from . import data, phase2_auction
from .data import RESOURCE_TYPES, promo_ids
from .checks import MAX_INT, excerpt
from .errors import IllegalAction
from .events import log
from .maps import get_map
from .names import check_text
from .resource_market import TOTAL_TOKENS
from .rules import player_count_rules, rules_for
from .state_schema import GameState, Options, initial_state
from .variants import DEFAULT_MAP, MAP_IDS, known, map_rules

MAX_NAME = 32
MAX_SEED_CHARS = 200
TIMING = 2          # the rules revision a new game follows (AMB-70); saves without it follow 1


def beginner_allowed(map_key: str) -> bool:
    """Whether the beginner game may be chosen on this map (its declaration; AMB-61, AMB-87)."""
    return known(map_key) and map_rules(map_key).beginner


def promos_allowed(map_key: str) -> bool:
    """Whether promo cards may be chosen on this map (its declaration; CHINA-23)."""
    return known(map_key) and map_rules(map_key).promos


def normalize_options(options: Any) -> Options:
    """Check the options and return them in canonical form; IllegalAction says what is wrong."""
    if not isinstance(options, dict):
        raise IllegalAction("game options must be an object")
    unknown = set(options) - {"map", "players", "regions", "seed", "beginner", "promos", "timing"}
    if unknown:
        shown = ", ".join(excerpt(k) for k in sorted(map(str, unknown))[:3])
        raise IllegalAction(f"unknown game option(s): {shown}")
    game_map = options.get("map", DEFAULT_MAP)
    if not known(game_map):
        raise IllegalAction(f"unknown map {excerpt(game_map)}: choose one of {', '.join(sorted(MAP_IDS))}")
    players = options.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 6:
        raise IllegalAction("a game needs a list of 2 to 6 player names")
    names = []
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise IllegalAction("every player needs a non-empty name", "name_empty")
        check_text(name)            # AMB-91: a loaded save's names too
        name = " ".join(name.split())
        if len(name) > MAX_NAME:
            raise IllegalAction(f"player name {name[:MAX_NAME]!r}… is longer than {MAX_NAME} characters",
                                    "name_too_long", name=name[:MAX_NAME], limit=MAX_NAME)
        names.append(name)
    if len({n.casefold() for n in names}) != len(names):
        raise IllegalAction("two players have the same name", "names_duplicate")
    seed = options.get("seed", 0)
    if not isinstance(seed, (int, str)) or isinstance(seed, bool):
        raise IllegalAction("the seed must be a whole number or a string")
    too_large = abs(seed) > MAX_INT if isinstance(seed, int) else len(seed) > MAX_SEED_CHARS
    if too_large:
        raise IllegalAction("the seed is too large")
    beginner = options.get("beginner")
    if beginner is None:
        beginner = False
    if not isinstance(beginner, bool):
        raise IllegalAction("the beginner option must be true or false")
    if beginner and not beginner_allowed(game_map):
        # AMB-61: China's planned deck and Step 3 rules clash with the beginner game; AMB-87:
        # Baden-Württemberg's transregional cities never open in it.
        raise IllegalAction(f"the beginner game cannot be played on the map {game_map!r}",
                            "beginner_not_on_map", map=game_map)
    promos = _promos(options.get("promos"), game_map, beginner)
    regions = options.get("regions")
    pc = player_count_rules(len(names), map_rules(game_map))
    if regions is not None:
        m = get_map(game_map)
        if not isinstance(regions, list) or not all(isinstance(r, str) for r in regions):
            raise IllegalAction("regions must be a list of region names, or null to draw them")
        bad = [r for r in regions if r not in m.regions]
        if bad:
            raise IllegalAction(f"unknown region(s) on this map: {', '.join(excerpt(r) for r in bad[:3])}")
        if len(set(regions)) != pc.regions:
            raise IllegalAction(f"{len(names)} players play in exactly {pc.regions} regions, not {len(set(regions))}",
                                "regions_count", players=len(names), regions=pc.regions, chosen=len(set(regions)))
        if not m.regions_connected(regions):
            raise IllegalAction("the chosen regions must be adjacent: they have to form one connected area",
                                "regions_not_adjacent")
        regions = sorted(set(regions))
    out: Options = {"map": game_map, "players": names, "regions": regions, "seed": seed, "beginner": beginner}
    if promos:                   # absent when none: a game without promos saves as before
        out["promos"] = promos
    timing = options.get("timing")
    if timing is not None:       # absent: the old timing, so a save from before replays as it was played
        if type(timing) is not int or not 1 <= timing <= TIMING:
            raise IllegalAction(f"the timing option is a rules revision from 1 to {TIMING}")
        out["timing"] = timing
    return out


def _promos(value, game_map: str, beginner: bool) -> list:
    """The chosen promo cards in canonical order (PROMO-GEN-1)."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise IllegalAction("promos must be a list of promo card ids")
    bad = [c for c in value if c not in promo_ids()]
    if bad:
        more = f" and {len(bad) - 1} more" if len(bad) > 1 else ""
        raise IllegalAction(f"unknown promo card {excerpt(bad[0])}{more}; choose among {', '.join(promo_ids())}")
    if value and not promos_allowed(game_map):
        # CHINA-23 (the code names China: the only map that refuses them, and the page's text)
        raise IllegalAction(f"promo cards are not used with the map {game_map!r}", "promos_china")
    if value and beginner:
        raise IllegalAction("the beginner game is played without promo cards", "promos_beginner")  # AMB-71
    return [c for c in promo_ids() if c in value]


def new_state(options: Any, rng) -> GameState:
    """The state at the start of round 1, Phase 2 (round 1 has no Phase 1 ranking, BASE-ORDER-3)."""
    o = normalize_options(options)
    n = len(o["players"])
    game_map = get_map(o["map"])
    state = initial_state(o)             # the keys every game starts alike (state_schema.STATE)
    if o["regions"] is None:
        choices = game_map.connected_region_sets(player_count_rules(n, map_rules(o["map"])).regions)
        state["regions"] = rng.shuffle(state, choices, "regions")[0]
    else:
        state["regions"] = o["regions"]
    rules = rules_for(dict(o, regions=state["regions"]))
    state["players"] = [{"name": name, "money": data.START_MONEY, "plants": [],
                         "resources": {r: 0 for r in RESOURCE_TYPES}, "cities": []}
                        for name in o["players"]]
    state["order"] = rng.shuffle(state, list(range(n)), "turn_order")   # BASE-SETUP-5
    state["markets"] = {m.name: dict(m.start) for m in rules.markets}   # BASE-SETUP-7
    state["supply"] = {r: TOTAL_TOKENS[r] - sum(m[r] for m in state["markets"].values())
                       for r in RESOURCE_TYPES}                           # BASE-SETUP-10
    rules.plant_market.build_deck(state, rng, rules)                     # BASE-SETUP-11..13
    log(state, "game_started", map=o["map"], regions=state["regions"], order=list(state["order"]))
    phase2_auction.start(state)                                          # BASE-ORDER-3: no Phase 1
    return state
