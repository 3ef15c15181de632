"""The game state, declared once: every key's shape, copy, visibility, invariants and meaning.

`game.state`, `observation.state` and what a save rebuilds are plain JSON dicts, so the shapes
are TypedDicts: a type checker reads them, and the data stays the dict it always was. What a
search copy shares with its game is read-only in the state itself (frozen.py: a list or dict
that refuses a change in place, equal to plain data and written by `json.dumps` as such), so
neither a copy nor its game can change the other: a move replaces such a value by a new one.
`STATE` declares every key of the top level, in the order set-up writes them; `PARTS` gives
one line per field of the nested parts. From them derive the search copier
(`state_copy.py`), what an observation keeps and masks (`observation.public_state`, with the
zones of `hidden.py`), the per-key invariant checks (`invariants.py`), the fixed start
values of set-up, and the state section of docs/API.md (`python3 -m buildtools.state_doc`).
A key added here is copied, hidden, checked and documented without another edit.
"""
import copy
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict, Union, cast

from .frozen import ReadOnlyList, freeze

Card = Union[int, str]    # a plant number, "flux", "step3", or a promo card's id


class Options(TypedDict):
    """The game options in canonical form (setup.normalize_options)."""
    map: str
    players: list[str]
    regions: list[str] | None
    seed: int | str
    beginner: bool
    promos: NotRequired[list[str]]
    timing: NotRequired[int]


class Player(TypedDict):
    """One player's area, by seat (seating order)."""
    name: str
    money: int
    plants: ReadOnlyList[Card]
    resources: dict[str, int]
    cities: ReadOnlyList[str]


class PlantLot(TypedDict):
    """The running plant auction."""
    plant: Card
    bid: int
    leader: int
    active: list[int]
    turn: int


class Auction(TypedDict):
    """Phase 2's progress (phase2_auction.py)."""
    done: list[int]
    bought: list[int]
    lot: PlantLot | None
    discard: int | None
    new: Card | None


class LeftLot(TypedDict):
    """A seat no longer in an asset auction, and why."""
    seat: int
    reason: str
    need: NotRequired[int | None]       # absent for "no_plant"


class AssetLot(TypedDict):
    """The running auction of a promo asset card."""
    card: str
    bid: int | None
    leader: int | None
    active: list[int]
    turn: int | None
    out: list[LeftLot]


class Promo(TypedDict):
    """The promo cards in play (promos.py)."""
    owners: dict[str, int]
    transformer_plant: Card | None
    spy: int | None
    queue: list[str]
    lot: AssetLot | None
    attach: int | None
    held: str | None


class Placing(TypedDict):
    """One row of the final ranking."""
    player: int
    place: int
    powered: int
    money: int
    cities: int
    decided_by: str | None


class Result(TypedDict):
    """The end of the game (game_end.py)."""
    ranking: list[Placing]
    winners: list[int]


class GameState(TypedDict):
    """The whole state of a game: plain JSON data (see STATE for each key)."""
    version: int
    options: Options
    rng_calls: int
    round: int
    step: int
    step3_pending: bool
    phase: str
    log: list[dict[str, Any]] | None
    regions: ReadOnlyList[str]
    players: list[Player]
    cities: dict[str, ReadOnlyList[int]]
    order: list[int]
    markets: dict[str, dict[str, int]]
    supply: dict[str, int]
    market: list[Card]
    box: list[Card]
    deck: list[Card]
    promo: NotRequired[Promo]
    pending: list[int]
    result: Result | None
    auction: Auction | None
    step3_round: NotRequired[int]


# ---- how a key is copied for search (Game.clone) ----------------------------------------
# Each copy is a Python expression of the value `v`, so that state_copy.py can write one
# function for the whole state (no call per key).
@dataclass(frozen=True)
class Copy:
    doc: str                       # how, in words (docs/API.md)
    expr: str                      # the copy of `v`, as an expression (names from COPY_HELPERS)


def _auction(a):
    if a is None:
        return None
    lot = a["lot"]
    if lot is not None:
        lot = {**lot, "active": lot["active"][:]}
    return {**a, "done": a["done"][:], "bought": a["bought"][:], "lot": lot}


def _promo(p):
    lot = p["lot"]
    if lot is not None:             # (only while an asset is auctioned: a few small entries)
        lot = {**lot, "active": lot["active"][:], "out": [dict(o) for o in lot["out"]]}
    return {**p, "owners": dict(p["owners"]), "queue": p["queue"][:], "lot": lot}


COPY_HELPERS = {"_auction": _auction, "_promo": _promo}
SHARED = Copy("shared, read-only: fixed at set-up", "v")
VALUE = Copy("the value itself (immutable)", "v")
ONCE = Copy("shared, read-only: written once, at the game's end", "v")
LIST = Copy("a new list of the same (immutable) items", "v[:]")
DICT = Copy("a new dict of the same (immutable) values", "dict(v)")
NO_LOG = Copy("none: a search copy keeps no event log (None)", "None")
# The lists of plants and cities of a player, and of seats of a city, are shared: they are
# read-only, so the engine replaces such a list by a new one when it changes (a build, a
# purchase, a discard).
PER_PLAYER = Copy("per player: a new dict with new resources; its read-only lists of plants and cities "
                  "are shared (replaced when they change)",
                  '[{**p, "resources": dict(p["resources"])} for p in v]')
PER_CITY = Copy("a new dict of the same read-only lists of seats (each replaced when a house is added)",
                "dict(v)")
PER_MARKET = Copy("per market: a new dict of tokens", "{n: dict(m) for n, m in v.items()}")
AUCTION = Copy("new lists of seats and a new lot (or None)", "_auction(v)")
PROMO = Copy("new owners, queue and lot", "_promo(v)")

# ---- who may see a key ---------------------------------------------------------------------
# No key belongs to one seat alone: the one private knowledge of the game (the spy's look at the
# deck's top card) is a sight rule of the hidden-information model (hidden.py).
PUBLIC = "public"      # on the table: every player
NOBODY = "nobody"      # no player (the random source's counter)
ZONES = "by zones"     # a pile whose cards are known or not by the zones of hidden.py
MASKED = "each unseen card as None, in place"
COUNTED = "unseen cards left out; `box_face_down` counts them"


@dataclass(frozen=True)
class Key:
    name: str
    doc: str
    copy: Copy
    seen: str = PUBLIC
    invariants: tuple[str, ...] = ()        # ids of invariants.CHECKS about this key alone
    start: Any = None                       # the value at set-up when every game has the same,
    has_start: bool = False                 # (a fresh copy of it), else set-up computes it
    secret: tuple[str, ...] = ()            # fields of a public dict that nobody sees
    hidden_as: str | None = None            # ZONES: how an observation shows the unseen cards

    def fresh(self):
        return copy.deepcopy(self.start)


def _fixed(value) -> dict:
    return {"start": value, "has_start": True}


STATE: tuple[Key, ...] = (
    Key("version", "the state format, 1", VALUE, **_fixed(1)),
    Key("options", "the game options in canonical form (the save's options)", SHARED,
        secret=("seed",)),
    Key("rng_calls", "shuffles made so far: the random source's counter", VALUE, NOBODY, **_fixed(0)),
    Key("round", "the round, from 1", VALUE, **_fixed(1)),
    Key("step", "the Step: 1, 2 or 3", VALUE, invariants=("INV-13",), **_fixed(1)),
    Key("step3_pending", "the Step 3 card is out and Step 3 begins with the next phase (BASE-STEP3-1)",
        VALUE, **_fixed(False)),
    Key("phase", "`auction`, `resources`, `build`, `bureaucracy` or `over`", VALUE, **_fixed("auction")),
    Key("log", "the events so far (powergrid/events.py); None in a search copy", NO_LOG, **_fixed([])),
    Key("regions", "the regions in play, sorted", SHARED),
    Key("players", "each player's area, by seat", PER_PLAYER, invariants=("INV-9",)),
    Key("cities", "`{city: [seats]}`, the houses in slot order", PER_CITY, invariants=("BASE-SETUP-2",),
        **_fixed({})),
    Key("order", "the seats in turn order", LIST),
    Key("markets", "`{market: {type: tokens}}`: `main`, or Korea's `north` and `south`; tokens sit "
        "on the most expensive slots", PER_MARKET, invariants=("INV-3",)),
    Key("supply", "`{type: tokens}` of the general supply, one for every market", DICT),
    Key("market", "the plant market, sorted (the string `step3` is the Step 3 card)", LIST),
    Key("box", "cards out of the game: the set-up removals first, then in order of leaving", LIST, ZONES,
        hidden_as=COUNTED),
    Key("deck", "the draw pile from the top", LIST, ZONES, hidden_as=MASKED),
    Key("promo", "the promo cards in play; only in a game with promo cards", PROMO),
    Key("pending", "the seats still to act in this phase, in acting order", LIST, **_fixed([])),
    Key("result", "the final ranking once the game is over, else None", ONCE, **_fixed(None)),
    Key("auction", "Phase 2's progress; None outside Phase 2", AUCTION),
    Key("step3_round", "China: the round Step 3 began in, once it has", VALUE),
)
BY_NAME = {k.name: k for k in STATE}
OPTIONAL = GameState.__optional_keys__      # absent from some states (NotRequired)

# Invariants that span keys: invariants.CHECKS runs them after the keys' own.
CROSS_KEY_INVARIANTS = ("INV-1", "INV-5", "INV-6", "BASE-BUILD-14", "INV-7", "INV-8", "INV-10",
                        "PROMO-TRANS-4", "PROMO-SPY-2", "INV-11", "INV-12")

# One line per field of the nested parts (docs/API.md): the shape, then its fields.
PARTS: dict[str, tuple[type, dict[str, str]]] = {
    "options": (Options, {
        "map": "a map id of `Game.maps()`", "players": "the names, in seating order",
        "regions": "the chosen regions, or None when drawn at set-up",
        "seed": "the seed of the random source (nobody sees it)", "beginner": "the beginner game",
        "promos": "the chosen promo cards; absent without", "timing": "the rules revision (AMB-70)"}),
    "players[]": (Player, {
        "name": "the player's name", "money": "Elektro", "plants": "plant ids owned",
        "resources": "`{type: tokens}` stored", "cities": "cities with his house, in build order"}),
    "auction": (Auction, {
        "done": "seats that bought or passed in this Phase 2", "bought": "seats that bought",
        "lot": "the running auction, or None", "discard": "the seat that must discard a plant, or None",
        "new": "the plant that seat just bought (not the one to discard)"}),
    "auction.lot": (PlantLot, {
        "plant": "the plant on sale", "bid": "the highest bid", "leader": "its bidder",
        "active": "seats still bidding", "turn": "whose bid it is"}),
    "promo": (Promo, {
        "owners": "`{asset card: seat}`", "transformer_plant": "the plant carrying the Transformer, or None",
        "spy": "the seat holding Industrial Espionage, or None", "queue": "promo cards drawn, not yet resolved",
        "lot": "the running asset auction, or None", "attach": "the seat that must attach the Transformer",
        "held": "the phase whose end waits for the queue, or None"}),
    "promo.lot": (AssetLot, {
        "card": "the asset on sale", "bid": "the highest bid, None before an opening",
        "leader": "its bidder", "active": "seats still in, clockwise", "turn": "whose bid it is",
        "out": "`{seat, reason, need}` of the seats no longer in, in the order they left: reason "
               "`no_plant`, `money` (`need`: the bid he could not meet) or `passed`"}),
    "result": (Result, {
        "ranking": "`{player, place, powered, money, cities, decided_by}` from the first; `decided_by` is "
                   "the criterion that separated him from the one above (`powered`, `money`, `cities` or "
                   "`shared`), None for the first",
        "winners": "the seats in first place"}),
}


def initial_state(options: Options) -> GameState:
    """The keys whose set-up value is the same in every game, in declared order; set-up adds
    the rest."""
    out: dict[str, Any] = {}
    for key in STATE:
        if key.name == "options":
            out["options"] = freeze(options)        # shared by every copy (SHARED)
        elif key.has_start:
            out[key.name] = key.fresh()
    return cast(GameState, out)
