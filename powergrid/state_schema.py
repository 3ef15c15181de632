"""The game state, declared once: every key's shape, copy, visibility, invariants and meaning.

`game.state` and what a save rebuilds are plain JSON dicts, so the shapes
are TypedDicts: a type checker reads them, and the data stays the dict it always was. What a
search copy shares with its game is read-only in the state itself (frozen.py: a list or dict
that refuses a change in place, equal to plain data and written by `json.dumps` as such), so
neither a copy nor its game can change the other: a move replaces such a value by a new one.
`GameState` declares every key of the top level once, in the order set-up writes them: its shape,
and its `Key` beside it (`Annotated`); each field of a nested part carries its one line of meaning
the same way. `STATE` (the keys) and `PARTS` (the nested parts and their fields) are read from
these declarations, never written again. From them derive the search copier
(`state_copy.py`), what an observation's private copy of the game drops (a key's `secret`
fields: the seed), the per-key invariant checks (`invariants.py`), the fixed start
values of set-up, and the state section of docs/API.md (`python3 -m buildtools.state_doc`).
A key added here is copied, hidden, checked and documented without another edit.
"""
import copy
import typing
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Annotated, Any, NotRequired, TypedDict, Union, cast

from . import declared
from .frozen import ReadOnlyList, freeze

Card = Union[int, str]    # a plant number, "flux", "step3", or a promo card's id


# ---- the nested parts: each field with its one line of meaning (docs/API.md) --------------------
class Options(TypedDict):
    """The game options in canonical form (setup.normalize_options)."""
    map: Annotated[str, "a map id of `Game.maps()`"]
    players: Annotated[list[str], "the names, in seating order"]
    regions: Annotated[list[str] | None, "the chosen regions, or None when drawn at set-up"]
    seed: Annotated[int | str, "the seed of the random source (nobody sees it)"]
    beginner: Annotated[bool, "the beginner game"]
    promos: NotRequired[Annotated[list[str], "the chosen promo cards; absent without"]]
    timing: NotRequired[Annotated[int, "the rules revision (AMB-70)"]]


class Player(TypedDict):
    """One player's area, by seat (seating order)."""
    name: Annotated[str, "the player's name"]
    money: Annotated[int, "Elektro"]
    plants: Annotated[ReadOnlyList[Card], "plant ids owned"]
    resources: Annotated[dict[str, int], "`{type: tokens}` stored"]
    cities: Annotated[ReadOnlyList[str], "cities with his house, in build order"]


class PlantLot(TypedDict):
    """The running plant auction."""
    plant: Annotated[Card, "the plant on sale"]
    bid: Annotated[int, "the highest bid"]
    leader: Annotated[int, "its bidder"]
    active: Annotated[list[int], "seats still bidding"]
    turn: Annotated[int, "whose bid it is"]


class Auction(TypedDict):
    """Phase 2's progress (phase2_auction.py)."""
    done: Annotated[list[int], "seats that bought or passed in this Phase 2"]
    bought: Annotated[list[int], "seats that bought"]
    lot: Annotated[PlantLot | None, "the running auction, or None"]
    discard: Annotated[int | None, "the seat that must discard a plant, or None"]
    new: Annotated[Card | None, "the plant that seat just bought (not the one to discard)"]


class LeftLot(TypedDict):
    """A seat no longer in an asset auction, and why."""
    seat: Annotated[int, "the seat"]
    reason: Annotated[str, "`no_plant`, `money` or `passed`"]
    need: NotRequired[Annotated[int | None, "for `money`: the bid he could not meet"]]


class AssetLot(TypedDict):
    """The running auction of a promo asset card."""
    card: Annotated[str, "the asset on sale"]
    bid: Annotated[int | None, "the highest bid, None before an opening"]
    leader: Annotated[int | None, "its bidder"]
    active: Annotated[list[int], "seats still in, clockwise"]
    turn: Annotated[int | None, "whose bid it is"]
    out: Annotated[list[LeftLot], "the seats no longer in, in the order they left"]


class Promo(TypedDict):
    """The promo cards in play (promos.py)."""
    owners: Annotated[dict[str, int], "`{asset card: seat}`"]
    transformer_plant: Annotated[Card | None, "the plant carrying the Transformer, or None"]
    spy: Annotated[int | None, "the seat holding Industrial Espionage, or None"]
    queue: Annotated[list[str], "promo cards drawn, not yet resolved"]
    lot: Annotated[AssetLot | None, "the running asset auction, or None"]
    attach: Annotated[int | None, "the seat that must attach the Transformer"]
    held: Annotated[str | None, "the phase whose end waits for the queue, or None"]


class Placing(TypedDict):
    """One row of the final ranking."""
    player: Annotated[int, "the seat"]
    place: Annotated[int, "his place, from 1 (shared places repeat)"]
    powered: Annotated[int, "the cities he powered in the last round"]
    money: Annotated[int, "his Elektro"]
    cities: Annotated[int, "his cities"]
    decided_by: Annotated[str | None, "the criterion that separated him from the one above (`powered`, `money`, "
                                      "`cities` or `shared`), None for the first"]


class Result(TypedDict):
    """The end of the game (game_end.py)."""
    ranking: Annotated[list[Placing], "the players from the first"]
    winners: Annotated[list[int], "the seats in first place"]


# ---- how a key is copied for search (Game.clone) ----------------------------------------
# Each copy is a Python expression of the value `v`, so that state_copy.py can write one
# function for the whole state (no call per key).
@dataclass(frozen=True)
class Copy:
    doc: str                       # how, in words (docs/API.md)
    expr: str                      # the copy of `v`, as an expression (names from COPY_HELPERS)


def _auction(a: Auction | None) -> Auction | None:
    if a is None:
        return None
    lot = a["lot"]
    if lot is not None:
        lot = {**lot, "active": lot["active"][:]}
    return {**a, "done": a["done"][:], "bought": a["bought"][:], "lot": lot}


def _promo(p: Promo) -> Promo:
    lot = p["lot"]
    if lot is not None:             # (only while an asset is auctioned: a few small entries)
        lot = {**lot, "active": lot["active"][:], "out": [cast(LeftLot, dict(o)) for o in lot["out"]]}
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
# No key belongs to one seat alone: the one private knowledge of the game (a card one seat has
# seen) is a sight rule of the hidden-information model (hidden.py).
PUBLIC = "public"      # on the table: every player
NOBODY = "nobody"      # no player (the random source's counter)
ZONES = "by zones"     # a pile whose cards are known or not by the zones of hidden.py
MASKED = "each unseen card as None, in place"
COUNTED = "unseen cards left out; `box_face_down` counts them"


@dataclass(frozen=True)
class Key:
    doc: str
    copy: Copy
    seen: str = PUBLIC
    invariants: tuple[str, ...] = ()        # ids of invariants.CHECKS about this key alone
    start: Any = None                       # the value at set-up when every game has the same,
    has_start: bool = False                 # (a fresh copy of it), else set-up computes it
    secret: tuple[str, ...] = ()            # fields of a public dict that nobody sees
    hidden_as: str | None = None            # ZONES: how an observation shows the unseen cards
    name: str = ""                          # the key: its field's name in GameState

    def fresh(self) -> Any:
        return copy.deepcopy(self.start)


def _fixed(value: Any) -> dict[str, Any]:
    return {"start": value, "has_start": True}


class GameState(TypedDict):
    """The whole state of a game: plain JSON data. Each key is declared once, here: its shape, and
    its `Key` (how it is copied, who sees it, its invariants, its start and its meaning). The keys
    are in the order set-up writes them."""
    version: Annotated[int, Key("the state format, 1", VALUE, **_fixed(1))]
    options: Annotated[Options, Key("the game options in canonical form (the save's options)", SHARED,
                                    secret=("seed",))]
    rng_calls: Annotated[int, Key("shuffles made so far: the random source's counter", VALUE, NOBODY, **_fixed(0))]
    round: Annotated[int, Key("the round, from 1", VALUE, **_fixed(1))]
    step: Annotated[int, Key("the Step: 1, 2 or 3", VALUE, invariants=("INV-13",), **_fixed(1))]
    step3_pending: Annotated[bool, Key("the Step 3 card is out and Step 3 begins with the next phase "
                                       "(BASE-STEP3-1)", VALUE, **_fixed(False))]
    phase: Annotated[str, Key("`auction`, `resources`, `build`, `bureaucracy` or `over`", VALUE, **_fixed("auction"))]
    log: Annotated[list[dict[str, Any]] | None, Key("the events so far (powergrid/events.py); None in a search copy",
                                                    NO_LOG, **_fixed([]))]
    regions: Annotated[ReadOnlyList[str], Key("the regions in play, sorted", SHARED)]
    players: Annotated[list[Player], Key("each player's area, by seat", PER_PLAYER, invariants=("INV-9",))]
    cities: Annotated[dict[str, ReadOnlyList[int]], Key("`{city: [seats]}`, the houses in slot order", PER_CITY,
                                                        invariants=("BASE-SETUP-2",), **_fixed({}))]
    order: Annotated[list[int], Key("the seats in turn order", LIST)]
    markets: Annotated[dict[str, dict[str, int]], Key(
        "`{market: {type: tokens}}`: `main`, or Korea's `north` and `south`; tokens sit on the most "
        "expensive slots", PER_MARKET, invariants=("INV-3",))]
    supply: Annotated[dict[str, int], Key("`{type: tokens}` of the general supply, one for every market", DICT)]
    market: Annotated[list[Card], Key("the plant market, sorted (the string `step3` is the Step 3 card)", LIST)]
    box: Annotated[list[Card], Key("cards out of the game: the set-up removals first, then in order of leaving",
                                   LIST, ZONES, hidden_as=COUNTED)]
    deck: Annotated[list[Card], Key("the draw pile from the top", LIST, ZONES, hidden_as=MASKED)]
    aside: NotRequired[Annotated[list[Card], Key("plants set aside openly until Step 2, in the order they return; "
                                                 "only on a map that sets plants aside (SP-3)", LIST)]]
    networks: NotRequired[Annotated[list[int], Key("per seat, the networks he has begun (JP-3, UK-3); only on a "
                                                   "map that declares networks", LIST)]]
    promo: NotRequired[Annotated[Promo, Key("the promo cards in play; only in a game with promo cards", PROMO)]]
    pending: Annotated[list[int], Key("the seats still to act in this phase, in acting order", LIST, **_fixed([]))]
    result: Annotated[Result | None, Key("the final ranking once the game is over, else None", ONCE, **_fixed(None))]
    auction: Annotated[Auction | None, Key("Phase 2's progress; None outside Phase 2", AUCTION)]
    step3_round: NotRequired[Annotated[int, Key("China: the round Step 3 began in, once it has", VALUE)]]


def _keys(shape: type) -> tuple[Key, ...]:
    """Each field's Key, named after its field, in declared order."""
    out = []
    for name, notes in declared.notes(shape).items():
        (key,) = [n for n in notes if isinstance(n, Key)]
        out.append(replace(key, name=name))
    return tuple(out)


# Every key of the top level, in the order set-up writes them.
STATE: tuple[Key, ...] = _keys(GameState)
BY_NAME = {k.name: k for k in STATE}
OPTIONAL = GameState.__optional_keys__      # absent from some states (NotRequired)

# Invariants that span keys: invariants.CHECKS runs them after the keys' own.
CROSS_KEY_INVARIANTS = ("INV-1", "INV-5", "INV-6", "BASE-BUILD-14", "INV-7", "INV-8", "INV-10",
                        "PROMO-TRANS-4", "PROMO-SPY-2", "INV-11", "INV-12")


def _parts(path: str, hint: Any, out: dict[str, tuple[type, dict[str, str]]]) -> None:
    """The nested parts a hint reaches, by their path in the state (`players[]`, `auction.lot`)."""
    if typing.is_typeddict(hint):
        out[path] = (hint, declared.meanings(hint))
        for name, field in declared.fields(hint).items():
            _parts(f"{path}.{name}", field, out)
        return
    origin = typing.get_origin(hint)
    for arg in typing.get_args(hint):
        _parts(f"{path}[]" if origin in (list, ReadOnlyList) else path, arg, out)


def _all_parts() -> dict[str, tuple[type, dict[str, str]]]:
    out: dict[str, tuple[type, dict[str, str]]] = {}
    for name, hint in declared.fields(GameState).items():
        _parts(name, hint, out)
    return out


# One line per field of the nested parts (docs/API.md): the shape, then each field's meaning.
# Only the docs and the tests read it: made when first read.
PARTS: dict[str, tuple[type, dict[str, str]]]
if not TYPE_CHECKING:
    __getattr__ = declared.on_first_use(globals(), PARTS=_all_parts)


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
