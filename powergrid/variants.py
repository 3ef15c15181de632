"""Every map, declared in one place: its board file and every rule in which it differs.

A map is one `MapRules` object in `MAPS`; nothing else in the engine or the page tests a map's
id. A new map with its own rules is a new declaration here (plus its data file, its names in
the message catalogues, its rules in docs/RULES.md and their tests: docs/ARCHITECTURE.md
"Adding a map"). The fields the base game leaves at their defaults are the seams:

  data_file       the board (cities, regions, connections, coordinates) in powergrid/data/;
                  a "resources" section there gives the map's own markets and refill table
  plant_market    the plant-market strategy (deck, market size, purchases, Phase 5 update)
  no_purchase_removals, small_plants_obsolete, bureaucracy_removals  its parameters the maps
                  change: plants removed after a round without a purchase, whether small plants
                  become obsolete, plants removed besides the Phase 5 update of Steps 1-2 (BX-5)
  deck_top, deck_out_of_game, setup_removal_spares  the deck's set-up: the plants put face
                  down on top of the deck, top first (13, BASE-SETUP-12; 13 then 14, BR-3), the
                  plants openly taken out of the game before the shuffle (FR-2: 11 on top, 13
                  out) and the plant kinds the player-count removal never takes, shuffled in
                  after it (BR-2: the garbage plants)
  set_aside_until_step2  plants set aside openly at set-up, before the face-down removals, and
                  put on top of the deck in this order (the first topmost) when Step 2 begins,
                  after its removal and before its replacement; into the deck before the shuffle
                  when a Step 3 card drawn in Step 1 skips Step 2 (SP-3, AMB-121, AMB-122)
  plants_below_step3  plants of the set-up shuffle put below the Step 3 card instead of above it
                  (0: the card at the bottom, BASE-SETUP-11; UK-7: 2); promo cards stay above it
  fifth_current   plant kinds that join the current market as a fifth plant when one is the
                  lowest of the future market in Steps 1-2 (BX-4)
  acquire_needs_regions  plant kind -> regions: only a player with a city in one of them may
                  open or bid on a plant of that kind (CE-3), the kind being the plant's in this
                  game (a regional version's, NE-2)
  plant_versions  region -> ((number, kind, inputs, cities), ...): while the region is in play,
                  its versions replace the base plants of those numbers, wherever they lie (NE-3);
                  the game's plant table (Rules.plants) is built from the regions in play, so a
                  save, which keeps them, keeps the versions
  resource_discounts  city -> {resource type: Elektro less per token} for every player with a
                  house there (CE-4)
  step2_cities, end_cities, regions  overrides of the T-PC row, by player count
  step2_when_every_city_taken  Step 2 also begins after a Phase 4 at whose end every city in play
                  holds a house (UK-6, AMB-118)
  end_capped_by_cities_in_play  the game also ends when a player has a house in every city in
                  play, where they are fewer than the T-PC end (UK-8, AMB-120)
  phase_order     the phases of a round, "order" being Phase 1 (BASE-ROUND-1)
  city_slots      cities whose houses differ from the base slots: ((price, from Step), ...)
  networks        where a player's networks begin and how many he may run (networks.Networks:
                  starting cities, JP-2; a second network, JP-3, UK-3; one per land mass, UK-3;
                  its surcharge, UK-4; round 1 of network starts only, JP-4); the base game's
                  one network, begun anywhere, by default
  beginner, promos  whether the beginner game and the promo cards may be chosen
  opening_market, market_size  the plants on sale at set-up and how many the market shows in
                  Steps 1-2, current and future (BASE-SETUP-11, BASE-AUCTION-2; RU-2: 03-05 and
                  07-09, RU-3: 3 and 3); the Step 3 market is two fewer, all on sale (RU-3: 4)
  deck_top_mix, deck_top_mix_depth  plants kept apart at set-up and shuffled, after the
                  face-down removals, with that many top cards of the shuffled deck, under the
                  deck_top plants (RU-2: 10 and 11 with the top three)
  first_pass_removals  the lowest plants removed and replaced when a player is the first in a
                  round's Phase 2 to pass instead of opening an auction (RU-4)
  layout          hints for the page's board drawing (e.g. {"even_out": 0.7, "clear_costs": true},
                  see web/pgui/board/layout.py)
  rule_ids        the ids of the map's own rules in docs/RULES.md (e.g. "BW-1"), in reading
                  order: the page shows "This map's rules" from their catalogue texts
                  ("maprule.<id>" in web/pgui/i18n/*.po); a rule that only says what another
                  edition does (FR-7, IT-3, BX-8) stays in docs/RULES.md, never on the page
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .data import SLOT_PRICES
from .plant_market import BASE_SIZE, MarketSize
from .plant_market_strategy import BasePlantMarket
from .plant_market_china import ChinaPlantMarket
from .networks import BASE_NETWORKS, Networks

if TYPE_CHECKING:
    from .data import Plant
    from .state_schema import Card

# A city's houses in building order: (price, from Step) each.
Slots = tuple[tuple[int, int], ...]
# A regional plant card: (number, kind, inputs, cities) (NE-3).
PlantVersion = tuple[int, str, int, int]

BASE_PHASES = ("order", "auction", "resources", "build", "bureaucracy")   # BASE-ROUND-1
# BASE-BUILD-3/4: the n-th house of a city costs SLOT_PRICES[n] and is allowed from Step n+1.
BASE_SLOTS = tuple((price, n + 1) for n, price in enumerate(SLOT_PRICES))


# Slots: the phases read a declaration at every move, and a field with a class default is read
# off the interpreter's fast path (3.11); a slot is not.
@dataclass(frozen=True, slots=True)
class MapRules:
    id: str
    data_file: str
    plant_market: type[BasePlantMarket] = BasePlantMarket
    no_purchase_removals: int = 1               # BASE-AUCTION-17
    small_plants_obsolete: bool = True          # BASE-MARKET-4
    deck_top: tuple[int, ...] = (13,)           # BASE-SETUP-12, top first
    deck_out_of_game: tuple[int, ...] = ()      # FR-2: plants out of the game, openly
    setup_removal_spares: tuple[str, ...] = ()  # BASE-SETUP-13: plant kinds it never removes
    set_aside_until_step2: tuple[int, ...] = ()  # BASE-SETUP-11: none wait
    plants_below_step3: int = 0                 # BASE-SETUP-11: the Step 3 card at the bottom
    bureaucracy_removals: int = 0               # BASE-BUREAU-10
    fifth_current: tuple[str, ...] = ()         # BASE-AUCTION-2
    acquire_needs_regions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    plant_versions: dict[str, tuple[PlantVersion, ...]] = field(default_factory=dict)
    resource_discounts: dict[str, dict[str, int]] = field(default_factory=dict)
    step2_cities: dict[int, int] = field(default_factory=dict)      # players -> cities (T-PC override)
    end_cities: dict[int, int] = field(default_factory=dict)
    regions: dict[int, int] = field(default_factory=dict)
    step2_when_every_city_taken: bool = False   # BASE-STEP2-1: only the cities of T-PC
    end_capped_by_cities_in_play: bool = False  # BASE-END-1: only the cities of T-PC
    phase_order: tuple[str, ...] = BASE_PHASES
    city_slots: dict[str, Slots] = field(default_factory=dict)      # city -> ((price, from Step), ...)
    networks: Networks = BASE_NETWORKS                              # BASE-BUILD-6
    beginner: bool = True
    promos: bool = True
    layout: dict[str, Any] = field(default_factory=dict)
    rule_ids: tuple[str, ...] = ()
    opening_market: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)   # BASE-SETUP-11
    market_size: MarketSize = BASE_SIZE                           # BASE-AUCTION-2
    deck_top_mix: tuple[int, ...] = ()          # BASE-SETUP-12: nothing mixed in
    deck_top_mix_depth: int = 0
    first_pass_removals: int = 0                # BASE-AUCTION-4a: a pass removes nothing

    @property
    def order_after_auction(self) -> bool:
        """Whether Phase 1 follows the auction (BW-2) instead of preceding it."""
        return self.phase_order.index("order") > self.phase_order.index("auction")

    def new_plant_market(self, table: Mapping[Card, Plant]) -> BasePlantMarket:
        """The plant-market strategy of a game whose plant table is `table` (Rules.plants): the
        kinds it names are the kinds of that game's cards."""
        fifth = frozenset(n for n, p in table.items() if p.kind in self.fifth_current)
        spared = frozenset(n for n, p in table.items() if p.kind in self.setup_removal_spares)
        return self.plant_market(no_purchase_removals=self.no_purchase_removals,
                                 small_plants_obsolete=self.small_plants_obsolete,
                                 top_cards=self.deck_top, out_of_game=self.deck_out_of_game,
                                 removal_spared=spared, set_aside=self.set_aside_until_step2,
                                 bureaucracy_removals=self.bureaucracy_removals, fifth_current=fifth,
                                 opening_market=self.opening_market, size=self.market_size,
                                 top_mix=self.deck_top_mix, top_mix_depth=self.deck_top_mix_depth,
                                 first_pass_removals=self.first_pass_removals,
                                 below_step3=self.plants_below_step3)

    def regions_needed(self, plant: Plant) -> tuple[str, ...]:
        """The regions a player needs a city in to acquire `plant` (a Plant), () if none (CE-3)."""
        return self.acquire_needs_regions.get(plant.kind, ())

    def plant_versions_in_play(self, regions: Iterable[str]) -> tuple[tuple[str, PlantVersion], ...]:
        """(region, version) of each plant the regions in play replace (NE-3), by plant number."""
        return tuple(sorted(((r, v) for r in set(regions) for v in self.plant_versions.get(r, ())),
                            key=lambda rv: rv[1][0]))

    def slots_of(self, city: str) -> Slots:
        """The houses `city` takes: ((price, from Step), ...) in building order."""
        return self.city_slots.get(city, BASE_SLOTS)


# BW-5: the five transregional cities take only the 15 slot (from Step 2) and the 20 slot
# (from Step 3); the connection is paid as usual.
BW_TRANSREGIONAL = ("Augsburg", "Basel", "Ludwigshafen", "Nürnberg", "Strasbourg")

# JP-2, JP-5: the six starting cities, where every network begins, with two houses at 10 from
# Step 1; JP-6: the small cities marked with an X, two houses each.
JAPAN_STARTS = ("Fukuoka", "Kobe", "Osaka", "Sapporo", "Tokyo", "Yokohama")
JAPAN_SMALL_EARLY = ("Hamamatsu", "Kochi", "Koriyama", "Oita")
JAPAN_SMALL_LATE = ("Matsue", "Miyazaki", "Morioka", "Saitama", "Toyama")

MAPS = (
    MapRules("germany", "map_germany.json"),
    MapRules("usa", "map_usa.json", layout={"city_room": 85}),
    # KOREA-2..13: its two resource markets and refill tables are in its data file.
    MapRules("korea", "map_korea.json", layout={"city_room": 85},
             rule_ids=("KOREA-2", "KOREA-5", "KOREA-6", "KOREA-9", "KOREA-10")),
    # CHINA-2..22: the planned deck (strategy); CHINA-23: no promo cards; AMB-61: no beginner
    # game. Its cities crowd the east coast: the page evens the spread out more.
    MapRules("china", "map_china.json", plant_market=ChinaPlantMarket, beginner=False, promos=False,
             layout={"even_out": 0.7},
             rule_ids=("CHINA-2", "CHINA-3", "CHINA-6", "CHINA-8", "CHINA-9", "CHINA-10", "CHINA-11",
                       "CHINA-13", "CHINA-14", "CHINA-15", "CHINA-17", "CHINA-20", "CHINA-21", "CHINA-23")),
    MapRules("badenwurttemberg", "map_badenwurttemberg.json",
             step2_cities={2: 9, 3: 6, 4: 6, 5: 6, 6: 5},                      # BW-1
             phase_order=("auction", "order", "resources", "build", "bureaucracy"),   # BW-2
             no_purchase_removals=2,                                            # BW-3
             small_plants_obsolete=False,                                       # BW-4
             city_slots=dict.fromkeys(BW_TRANSREGIONAL, ((15, 2), (20, 3))),    # BW-5
             beginner=False,                                                    # AMB-87
             # BW-6 and BW-7 restate the base game
             rule_ids=("BW-1", "BW-2", "BW-3", "BW-4", "BW-5")),
    # FR-1, FR-4: its starting market and (base) refill table are in its data file; FR-3: Paris
    # is three cities there, joined at cost 0. Paris and the Rhône valley crowd: the page evens
    # the spread out more and slides the cost badges clear of the names (so on Italy, for its
    # north and the Strait of Messina).
    MapRules("france", "map_france.json", deck_top=(11,), deck_out_of_game=(13,),        # FR-2
             layout={"even_out": 0.7, "clear_costs": True, "city_room": 80},
             rule_ids=("FR-1", "FR-2", "FR-3", "FR-4", "FR-5", "FR-6")),
    # IT-1, IT-2: its starting market and (base) refill table are in its data file; IT-4 is the
    # rule of every map that the cities in play form one network (MAP-4).
    MapRules("italy", "map_italy.json", layout={"even_out": 0.7, "clear_costs": True, "city_room": 80},
             rule_ids=("IT-1", "IT-2", "IT-4", "IT-5")),
    # BX-1, BX-6, BX-7: the board; BX-2, BX-3: its market and refill table in its data file.
    MapRules("benelux", "map_benelux.json",
             fifth_current=("eco",),                                            # BX-4
             bureaucracy_removals=1,                                            # BX-5, BX-8
             # The Randstad and 's-Hertogenbosch-Nijmegen crowd: a name covered a marker.
             layout={"even_out": 0.55},
             rule_ids=("BX-1", "BX-2", "BX-3", "BX-4", "BX-5", "BX-6", "BX-7")),
    # CE-1, CE-2: its market and refill table in its data file; CE-5: the rest as the base game.
    MapRules("centraleurope", "map_centraleurope.json",
             acquire_needs_regions={"uranium": ("czechia", "hungary", "slovakia")},   # CE-3, AMB-112
             resource_discounts={"Wien": {"garbage": 1}},                       # CE-4, AMB-113
             rule_ids=("CE-1", "CE-2", "CE-3", "CE-4", "CE-5")),
    # BR-1, BR-4: the board, and its refill table with the base starting market, in its data file;
    # BR-5: the rest as the base game; BR-6 (Recharged's set-up) is not applied.
    MapRules("brazil", "map_brazil.json",
             deck_top=(13, 14),                                                 # BR-3
             setup_removal_spares=("garbage",),                                 # BR-2
             rule_ids=("BR-2", "BR-3", "BR-4", "BR-5")),
    # SP-1, SP-4, SP-5: the board, its market and refill table in its data file; SP-6: the rest
    # as the base game; SP-7 says what another edition does.
    MapRules("spainportugal", "map_spainportugal.json",
             acquire_needs_regions={"uranium": ("andalusia", "spain_centre", "spain_east", "spain_north",
                                                "spain_northwest")},            # SP-2, AMB-117
             set_aside_until_step2=(18, 22, 27),                                # SP-3, AMB-121, AMB-122
             # Galicia crowds: a name between La Coruña and Santiago lay almost as near the other.
             layout={"city_room": 80},
             rule_ids=("SP-1", "SP-2", "SP-3", "SP-4", "SP-5", "SP-6")),
    # RU-1, RU-7: the board, its starting market and refill table in its data file; RU-8: the rest
    # as the base game; RU-9 says what another edition does. The Volga and the Urals crowd: a long
    # name (Naberezhnye Chelny) lay over other cities' markers until the spread was evened out more.
    MapRules("russia", "map_russia.json",
             deck_out_of_game=(6, 14), opening_market=(3, 4, 5, 7, 8, 9),           # RU-2
             deck_top_mix=(10, 11), deck_top_mix_depth=3,                           # RU-2
             market_size=MarketSize(current=3, future=3),                           # RU-3
             first_pass_removals=1,                                                 # RU-4
             no_purchase_removals=0,                                                # RU-5, AMB-124
             small_plants_obsolete=False,                                           # RU-6
             layout={"even_out": 0.8},
             rule_ids=("RU-1", "RU-2", "RU-3", "RU-4", "RU-5", "RU-6", "RU-7", "RU-8")),
    # NE-1, NE-4, NE-5: the board, its market and refill table in its data file; NE-6: the rest
    # as the base game. NE-3's versions are recorded with their sources in the data file too.
    MapRules("northerneurope", "map_northerneurope.json",
             acquire_needs_regions={"uranium": ("baltic_states", "finland", "sweden_north",
                                                "sweden_south")},               # NE-2
             plant_versions={"norway": ((7, "eco", 0, 1), (46, "eco", 0, 6)),    # NE-3, AMB-123
                             "denmark": ((19, "oil", 2, 4), (26, "oil", 3, 5)),
                             "sweden_south": ((10, "uranium", 2, 3), (39, "eco", 0, 5)),
                             "sweden_north": ((21, "eco", 0, 2), (25, "uranium", 1, 4)),
                             "finland": ((32, "garbage", 2, 6), (44, "uranium", 1, 7)),
                             "baltic_states": ((18, "oil", 1, 3), (22, "eco", 0, 3))},
             # Denmark crowds (Aarhus, Odense, København; Nykøbing Falster at the edge).
             layout={"even_out": 0.55},
             rule_ids=("NE-2", "NE-3", "NE-4", "NE-5", "NE-6")),
    # JP-1, JP-7: the board, its market and refill table in its data file; JP-8: the rest as the
    # base game; JP-9 says what another edition does.
    MapRules("japan", "map_japan.json",
             networks=Networks(starts=JAPAN_STARTS, most=2, first_round_starts=True),   # JP-2..4
             city_slots={**dict.fromkeys(JAPAN_STARTS, ((10, 1), (10, 1), (20, 3))),   # JP-5
                         **dict.fromkeys(JAPAN_SMALL_EARLY, ((10, 1), (15, 2))),        # JP-6
                         **dict.fromkeys(JAPAN_SMALL_LATE, ((15, 2), (20, 3)))},
             beginner=False,                                                    # AMB-127
             # a long, dense chain of cities: kept further apart and evened out less, so that the
             # tags of the small cities clear their neighbours (Saitama beside Tokyo, Miyazaki)
             layout={"city_room": 98, "even_out": 0.3},
             rule_ids=("JP-1", "JP-2", "JP-3", "JP-4", "JP-5", "JP-6", "JP-7", "JP-8")),
    # UK-1: two islands no connection joins (the board's land masses, maps.py); UK-2: the regions
    # of each island adjacent among themselves (AMB-116); UK-9: its market and refill table in
    # its data file; UK-10: the rest as the base game; UK-11 says what another edition does.
    MapRules("ukireland", "map_ukireland.json",
             acquire_needs_regions={"uranium": ("england_north", "england_south", "northern_ireland",
                                                "scotland", "wales")},         # UK-5, AMB-117
             networks=Networks(most=2, per_land_mass=True, surcharge=20),      # UK-3, UK-4, AMB-129
             step2_cities={2: 7}, step2_when_every_city_taken=True,           # UK-6, AMB-118
             plants_below_step3=2,                                              # UK-7, AMB-119
             end_capped_by_cities_in_play=True,                                 # UK-8, AMB-120
             # Evened out as much as the other boards, the Irish Sea closed up and the picker
             # wrote "Republic of Ireland" over Wales.
             layout={"even_out": 0.2},
             rule_ids=("UK-1", "UK-2", "UK-3", "UK-4", "UK-5", "UK-6", "UK-7", "UK-8", "UK-9", "UK-10")),
)
DEFAULT_MAP = MAPS[0].id
MAP_IDS = tuple(m.id for m in MAPS)
_BY_ID = {m.id: m for m in MAPS}


def map_rules(map_id: str) -> MapRules:
    """The declaration of a map; KeyError for an unknown id (options are checked before)."""
    return _BY_ID[map_id]


def known(map_id: object) -> bool:
    return isinstance(map_id, str) and map_id in _BY_ID
