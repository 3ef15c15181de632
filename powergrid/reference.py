"""The questions about the game in general that a page asks before or beside any game: the
maps, a map's board, whether regions may be the play area, the player-count table and the plant
cards. They need no game (static methods of Game, through this mixin)."""
# (Annotations evaluated, not postponed: a TypedDict of postponed ones compiles each at import.)
from typing import TYPE_CHECKING, Any, TypedDict

from . import data, maps, plant_market, variants
from .checks import excerpt
from .errors import IllegalAction
from .rules import player_count_rules
from .setup import check_known_regions, play_area_refusal
from .state_schema import Card

if TYPE_CHECKING:
    from .view_schema import PlantCard


class MapEntry(TypedDict):
    """One map of the menu (`maps`)."""
    id: str
    name: str
    players: list[int]
    regions: int
    beginner: bool
    promos: bool
    layout: dict[str, Any]
    phase_order: list[str]
    rule_ids: list[str]


def _all_plants() -> dict[Card, data.Plant]:
    """Every plant card there is: the base deck and the Flux Generator (PROMO-FLUX-1)."""
    return dict(data.plants(), **{data.FLUX: data.flux_plant()})


class ReferenceQuestions:
    """A mixin of Game: `Game.maps()`, `Game.map_board(id)`, ... (docs/API.md)."""

    @staticmethod
    def maps() -> list[MapEntry]:
        """Every map of the registry (powergrid.variants.MAPS), in menu order, the default first:
        [{"id", "name", "players": [min, max], "regions": count, "beginner": allowed,
        "promos": allowed, "layout": hints for drawing the board, "phase_order": the phases of a
        round, "rule_ids": the ids of the map's own rules in docs/RULES.md}]."""
        out: list[MapEntry] = []
        for declared in variants.MAPS:
            m = maps.get_map(declared.id)
            out.append({"id": declared.id, "name": m.name, "players": list(m.players), "regions": len(m.regions),
                        "beginner": declared.beginner, "promos": declared.promos, "layout": dict(declared.layout),
                        "phase_order": list(declared.phase_order), "rule_ids": list(declared.rule_ids)})
        return out

    @staticmethod
    def phase_numbers() -> dict[str, int]:
        """The rulebook's number of each phase, {"order": 1, "auction": 2, ...} (BASE-ROUND-1). A map
        that reorders the round keeps the numbers: on Baden-Württemberg Phase 2 comes first (BW-2)."""
        return {phase: n for n, phase in enumerate(variants.BASE_PHASES, start=1)}

    @staticmethod
    def map_board(map_id: str) -> dict[str, Any]:
        """The static board of a map: cities with region and lat/lon, connections with costs,
        regions with colours and their adjacency (for a region picker before the game)."""
        if not variants.known(map_id):
            raise IllegalAction(f"unknown map {excerpt(map_id)}")
        return maps.board_json(maps.get_map(map_id), variants.map_rules(map_id))

    @staticmethod
    def regions_refusal(map_id: str, regions: Any) -> IllegalAction | None:
        """Why `Game(options)` would refuse these regions of a map as the play area, whatever their
        number (not adjacent, MAP-2; a city cut off, MAP-4), or None: a region picker asks it at
        each tap. IllegalAction for an unknown map or region."""
        if not variants.known(map_id):
            raise IllegalAction(f"unknown map {excerpt(map_id)}")
        board = maps.get_map(map_id)
        check_known_regions(board, regions)
        return play_area_refusal(board, regions)

    @staticmethod
    def player_count(players: int, map_id: str | None = None) -> dict[str, int]:
        """The T-PC row for a player count: regions in play, plants removed, plant limit,
        Step 2 and game-end city counts; with a map id, with that map's overrides (BW-1).
        In a game the view's `step2_cities` and `end_cities` are the numbers in force."""
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 6:
            raise IllegalAction("Power Grid is played by 2 to 6 players")
        if map_id is not None and not variants.known(map_id):
            raise IllegalAction(f"unknown map {excerpt(map_id)}")
        pc = player_count_rules(players, variants.map_rules(map_id or variants.DEFAULT_MAP))
        return {"players": pc.players, "regions": pc.regions, "removed_plants": pc.removed_plants,
                "max_plants": pc.max_plants, "step2_cities": pc.step2_cities, "end_cities": pc.end_cities}

    @staticmethod
    def plant_cards() -> dict[Card, "PlantCard"]:
        """Every plant card by id, in market order: {"id", "kind", "accepts", "inputs", "cities",
        "storage", "printed", "key", "min_bid"} (T-PLANTS), the Flux Generator under "flux"
        (PROMO-FLUX-1) since any game with that promo card may show it. The deck's cards: in a game
        a region's version stands for its number instead (the view's `plant_versions`, NE-3)."""
        cards = [p.card() for p in _all_plants().values()]
        return {c["id"]: c for c in sorted(cards, key=lambda c: c["key"])}

    @staticmethod
    def plant_card(plant_id: object) -> "PlantCard":
        """One card of the deck by the id the rules' table uses; the Step 3 card has kind "step3"."""
        if plant_id == data.STEP3:
            return {"id": data.STEP3, "kind": data.STEP3, "accepts": [], "inputs": 0, "cities": 0,
                    "storage": 0, "printed": data.STEP3, "key": plant_market.sort_key(data.STEP3), "min_bid": 0}
        table = _all_plants()
        if type(plant_id) not in (int, str) or plant_id not in table:
            raise IllegalAction("there is no such plant card")
        return table[plant_id].card()
