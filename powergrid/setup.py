"""Set-up of a new game (BASE-SETUP-1..14, T-PC, BASE-2P..6P, BEGINNER-1).

Options (all plain JSON):
  map       a map id of powergrid.variants.MAPS ("germany", "usa", "korea", ...), default DEFAULT_MAP
  players   player names in seating (clockwise) order, 2 to 6 (BASE-SETUP-6)
  regions   list of region ids, or None to draw a connected set at random (BASE-SETUP-1, AMB-2)
  seed      any int or string: the seed of the default random source
  beginner  true for the beginner game (BEGINNER-1..6)
  promos    list of promo card ids (RULES.md 18), default none; not on a map whose declaration
            refuses them (China, CHINA-23) nor in the beginner game (AMB-71)
  timing    the rules revision a game follows (AMB-70, BW-3): a new game without it plays and
            records TIMING, 3 (Game.__init__); 2 is the promo cards' timing of AMB-70 with
            Baden-Württemberg's no-purchase removals one after the other; absent from a save or 1,
            the promo timing before AMB-70. A saved game replays with its own revision, as it was played
"""
from __future__ import annotations

from difflib import get_close_matches

from typing import TYPE_CHECKING, Any

from . import data, phase2_auction
from .data import RESOURCE_TYPES, promo_ids
from .checks import MAX_INT, encodable, excerpt
from .errors import IllegalAction
from .events import log
from .frozen import ReadOnlyList
from .maps import GameMap, get_map
from .names import check_text
from .resource_market import TOTAL_TOKENS
from .rules import Rules, player_count_rules, rules_for
from .state_schema import GameState, Options, initial_state
from .networks import BASE_NETWORKS
from .variants import DEFAULT_MAP, MAP_IDS, MapRules, known, map_rules

if TYPE_CHECKING:
    from .randomness import Randomness

MAX_NAME = 32
MAX_SEED_CHARS = 200
TIMING = 3          # the rules revision a new game follows (AMB-70, BW-3); saves without it follow 1


def beginner_allowed(map_key: str) -> bool:
    """Whether the beginner game may be chosen on this map (its declaration; AMB-61, AMB-87)."""
    return known(map_key) and map_rules(map_key).beginner


def check_known_regions(game_map: GameMap, regions: Any) -> None:
    """IllegalAction unless `regions` is a list of regions of `game_map` (a GameMap)."""
    if not isinstance(regions, list) or not all(isinstance(r, str) for r in regions):
        raise IllegalAction("the regions must be a list of region names")
    bad = [r for r in regions if r not in game_map.regions]
    if bad:
        raise IllegalAction(f"unknown region(s) on this map: {', '.join(excerpt(r) for r in bad[:3])}")


def play_area_refusal(game_map: GameMap, regions: list[str]) -> IllegalAction | None:
    """Why these known regions of `game_map` (a GameMap) cannot be the play area, whatever their
    number, or None: they must be adjacent (BASE-SETUP-1, MAP-2) and their cities one network
    (MAP-4, AMB-104); on a board of islands, those of each island (UK-2, AMB-116). The options
    check raises it; a region picker asks it at each tap."""
    if not game_map.regions_connected(regions):
        if game_map.islands:
            return IllegalAction("the chosen regions of each island must be adjacent: on each island "
                                 "they have to form one connected area", "regions_not_adjacent_on_island")
        return IllegalAction("the chosen regions must be adjacent: they have to form one connected area",
                             "regions_not_adjacent")
    apart = game_map.cut_off_cities(regions)
    if apart:
        return IllegalAction(f"with these regions {', '.join(apart)} cannot be reached from the other cities: "
                             "choose regions whose cities form one network", "regions_cities_apart",
                             cities=", ".join(apart))
    return None


def normalize_options(options: Any) -> tuple[Options, MapRules]:
    """Check the options; return them in canonical form and the declaration of their map, which
    the game's rules then hold (rules_for). IllegalAction says what is wrong.

    A game's options are normalised, and its map resolved, once: when it starts or replays
    (Game.__init__, Game.replay)."""
    if not isinstance(options, dict):
        raise IllegalAction("game options must be an object")
    unknown = set(options) - {"map", "players", "regions", "seed", "beginner", "promos", "timing"}
    if unknown:
        shown = ", ".join(excerpt(k) for k in sorted(map(str, unknown))[:3])
        raise IllegalAction(f"unknown game option(s): {shown}")
    game_map = options.get("map", DEFAULT_MAP)
    if not known(game_map):
        # the list grows with every board: name the closest ids, and where the whole list is
        close = get_close_matches(game_map, MAP_IDS, n=2, cutoff=0.6) if isinstance(game_map, str) else []
        hint = f"did you mean {' or '.join(close)}? " if close else ""
        raise IllegalAction(f"unknown map {excerpt(game_map)}: {hint}Game.maps() lists the {len(MAP_IDS)} maps")
    declared = map_rules(game_map)
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
    if isinstance(seed, str) and not encodable(seed):
        # The random source hashes the seed's UTF-8: no game, so no save, ever had such a seed.
        raise IllegalAction("the seed is not valid text: it holds a broken character (a lone surrogate)")
    beginner = options.get("beginner")
    if beginner is None:
        beginner = False
    if not isinstance(beginner, bool):
        raise IllegalAction("the beginner option must be true or false")
    if beginner and not declared.beginner:
        # AMB-61: China's planned deck and Step 3 rules clash with the beginner game; AMB-87:
        # Baden-Württemberg's transregional cities never open in it.
        raise IllegalAction(f"the beginner game cannot be played on the map {game_map!r}",
                            "beginner_not_on_map", map=game_map)
    promos = _promos(options.get("promos"), declared, beginner)
    regions = options.get("regions")
    pc = player_count_rules(len(names), declared)
    if regions is not None:
        m = get_map(game_map)
        check_known_regions(m, regions)         # a list of them, or null (above) to draw them
        if len(set(regions)) != pc.regions:
            raise IllegalAction(f"{len(names)} players play in exactly {pc.regions} regions, not {len(set(regions))}",
                                "regions_count", players=len(names), regions=pc.regions, chosen=len(set(regions)))
        refusal = play_area_refusal(m, regions)
        if refusal is not None:
            raise refusal
        regions = sorted(set(regions))
    out: Options = {"map": game_map, "players": names, "regions": regions, "seed": seed, "beginner": beginner}
    if promos:                   # absent when none: a game without promos saves as before
        out["promos"] = promos
    timing = options.get("timing")
    if timing is not None:       # absent from a save: revision 1, so it replays as it was played
        if type(timing) is not int or not 1 <= timing <= TIMING:
            raise IllegalAction(f"the timing option is a rules revision from 1 to {TIMING}")
        out["timing"] = timing
    return out, declared


def _promos(value: Any, declared: MapRules, beginner: bool) -> list[str]:
    """The chosen promo cards in canonical order (PROMO-GEN-1)."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise IllegalAction("promos must be a list of promo card ids")
    bad = [c for c in value if c not in promo_ids()]
    if bad:
        more = f" and {len(bad) - 1} more" if len(bad) > 1 else ""
        raise IllegalAction(f"unknown promo card {excerpt(bad[0])}{more}; choose among {', '.join(promo_ids())}")
    if value and not declared.promos:
        # CHINA-23, and any map whose declaration refuses them: the refusal names the map
        raise IllegalAction(f"promo cards are not used with the map {declared.id!r}", "promos_not_on_map",
                            map=declared.id)
    if value and beginner:
        raise IllegalAction("the beginner game is played without promo cards", "promos_beginner")  # AMB-71
    return [c for c in promo_ids() if c in value]


def new_game(options: Options, declared: MapRules, rng: Randomness) -> tuple[GameState, Rules]:
    """The state at the start of round 1, Phase 2 (round 1 has no Phase 1 ranking, BASE-ORDER-3),
    and the game's rules; `options` and `declared` come from normalize_options."""
    o = options
    n = len(o["players"])
    state = initial_state(o)             # the keys every game starts alike (state_schema.STATE)
    rules = rules_for(o, declared, lambda choices: rng.shuffle(state, choices, "regions")[0])
    state["regions"] = ReadOnlyList(rules.area.regions)
    state["players"] = [{"name": name, "money": data.START_MONEY, "plants": ReadOnlyList(),
                         "resources": {r: 0 for r in RESOURCE_TYPES}, "cities": ReadOnlyList()}
                        for name in o["players"]]
    state["order"] = rng.shuffle(state, list(range(n)), "turn_order")   # BASE-SETUP-5
    state["markets"] = {m.name: dict(m.start) for m in rules.markets}   # BASE-SETUP-7
    state["supply"] = {r: TOTAL_TOKENS[r] - sum(m[r] for m in state["markets"].values())
                       for r in RESOURCE_TYPES}                           # BASE-SETUP-10
    rules.plant_market.build_deck(state, rng, rules)                     # BASE-SETUP-11..13
    if declared.networks is not BASE_NETWORKS:
        state["networks"] = [0] * n                                      # JP-3, UK-3: none begun
    log(state, "game_started", map=o["map"], regions=state["regions"], order=list(state["order"]))
    phase2_auction.start(state)                                          # BASE-ORDER-3: no Phase 1
    return state, rules
