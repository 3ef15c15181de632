"""The engine's declared contract: what a caller may ask of a Game, with what, and who may ask it.

A question reads the game and changes nothing. Each is declared here once, with the kinds of its
parameters (what a well-formed argument is: a seat, a city, a list of plants, ...), whether it is
asked of the class before any game exists (the reference questions of powergrid/reference.py), and
whether a computer player may ask it of its Observation. Every other public name of a Game is
declared too, as what it is instead (it acts, saves, copies, checks, or is data), so nothing is
forgotten:

- `Observation` forwards exactly the questions declared for it: a new Game method reaches no
  computer player until it is declared here;
- the tests check that every public name of a Game is declared, and throw junk of every kind at
  every question, through the Game and through an Observation;
- every question refuses an argument that is not of its kind with IllegalAction and leaves the game
  as it was (docs/API.md, "The declared contract").
"""
# (Annotations evaluated, not postponed: a NamedTuple of postponed ones compiles each at import.)
from typing import NamedTuple

# What a well-formed argument of each kind is; a question refuses anything else with IllegalAction.
KINDS = {
    "seat": "a player's seat: a whole number from 0 to the number of players less one",
    "count": "a number of actions: a whole number from 1",
    "runs": "how often the plants run: 1, or 2 for a full storage",
    "players": "a number of players: a whole number from 2 to 6",
    "map": "a map id of Game.maps()",
    "regions": "a list of region ids of that map",
    "city": "the name of a city of the game's map",
    "cities": "a list of city names",
    "plant": "a plant id of the rules' table, exactly (3 or \"flux\", never 3.0 or True), or \"step3\"",
    "plants": "a list of plant ids",
    "resources": "an object {resource type: whole number of tokens}",
    "market": "a resource market of Game.market_names()",
}


# NamedTuples, not dataclasses: as fixed and as typed, at a fraction of the import's cost.
class Param(NamedTuple):
    name: str
    kind: str                 # a key of KINDS
    optional: bool            # the question has a default for it (its signature says which)


class Question(NamedTuple):
    name: str
    params: tuple[Param, ...]
    of_class: bool            # a reference question: asked of Game itself, before any game exists
    observation: bool         # a computer player may ask it of its Observation


def _question(name: str, *, of_class: bool = False, observation: bool = True, **kinds: str) -> Question:
    """A question whose parameters are given as name=kind, in order; "kind?" is optional."""
    params = tuple(Param(p, k.rstrip("?"), k.endswith("?")) for p, k in kinds.items())
    return Question(name, params, of_class, observation)


QUESTIONS: tuple[Question, ...] = (
    # the decision and the table
    _question("decision"),
    _question("legal_actions"),
    # the Observation carries its seat's view as data (`observation.view`), not this question
    _question("view", observation=False, seat="seat?"),
    _question("board"),
    _question("current_market"),
    _question("future_market"),
    _question("market_rules"),
    _question("public_deck"),
    _question("market_names"),
    _question("market_slots", market="market?"),
    # a seat's possibilities
    _question("build_preview", seat="seat"),
    _question("build_plan", seat="seat", cities="cities", new_networks="cities?"),
    _question("house_price", city="city"),
    _question("quote", seat="seat", resources="resources", market="market?"),
    _question("purchase_limits", seat="seat", market="market?"),
    _question("best_powering", seat="seat"),
    _question("fuel_needs", seat="seat", runs="runs?"),
    _question("power_quote", seat="seat", plants="plants", burn="resources?"),
    _question("city_count", seat="seat"),
    _question("storage", seat="seat"),
    _question("warehouse_spaces", seat="seat"),
    _question("plants_as_run", seat="seat"),
    _question("discounts", seat="seat"),
    # why the rules take a choice away, where they take it (powergrid/choice_refusals.py)
    _question("refused_choices"),
    _question("discount_sources", seat="seat"),
    _question("acquire_refusal", seat="seat", plant="plant"),
    # taking back: an Observation's private copy keeps no actions, so these are the page's only
    _question("can_undo", observation=False),
    _question("undoable", observation=False),
    _question("undo_refusal", observation=False, count="count?"),
    # the reference questions (powergrid/reference.py): no game needed
    _question("maps", of_class=True),
    _question("phase_numbers", of_class=True),
    _question("map_board", of_class=True, map_id="map"),
    _question("regions_refusal", of_class=True, map_id="map", regions="regions"),
    _question("player_count", of_class=True, players="players", map_id="map?"),
    _question("plant_cards", of_class=True),
    _question("plant_card", of_class=True, plant_id="plant"),
)

# The public names of a Game that are not questions, and what they are instead.
ACTS = "acts: changes the game (or a clone's hidden cards)"
SAVES = "saves or loads a game"
COPIES = "makes a copy of the game"
CHECKS = "a test's check of the engine"
DATA = "data or a property of the game"
NOT_QUESTIONS = {
    "apply": ACTS, "undo": ACTS, "undo_many": ACTS, "resample_hidden": ACTS,
    "to_json": SAVES, "dumps": SAVES, "from_json": SAVES, "replay": SAVES,
    "clone": COPIES, "observation": COPIES,
    "check_invariants": CHECKS,
    "state": DATA, "rng": DATA, "actions": DATA, "revealing": DATA, "history": DATA, "revision": DATA,
    "rules": DATA, "over": DATA, "TIMING": DATA,
}

BY_NAME = {q.name: q for q in QUESTIONS}
# What an Observation answers by asking its private copy of the game (powergrid/observation.py).
OBSERVATION_QUESTIONS = frozenset(q.name for q in QUESTIONS if q.observation)
