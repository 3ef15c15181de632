"""Scene helpers for the phase 3-5 and game-end tests.

They edit `game.state` into a rule situation while keeping what the rules conserve:
every plant card stays in exactly one place (INV-10), every resource token is moved,
never created (INV-1), and every house is both on the player and on its city (INV-8).
The lists of plants and houses are read-only in the state, as the engine holds them: a
helper replaces them.
"""
from __future__ import annotations

from helpers import act, buy_round1, new_game
from powergrid.frozen import ReadOnlyList
from powergrid.plant_market import sort_key

TYPES = ("coal", "oil", "garbage", "uranium")


def scene(n: int = 3, phase: str = "buy", **game_options):
    """A game after round 1's auction, in which seat i bought plant 3 + i for its number.

    Round 1 then re-ranks by plant number, so the turn order is n-1, ..., 1, 0 and seat 0
    acts first in Phases 3 and 4. `phase` is the decision kind to stop at: buy, build or power.
    """
    game = new_game(n, order=list(range(n)), **game_options)
    buy_round1(game, [3 + i for i in range(n)])
    advance_to(game, phase)
    return game


def finish_phase(game) -> None:
    """Every player still to act in this Phase 3, 4 or 5 does nothing."""
    kind = game.decision()["kind"]
    while game.decision() and game.decision()["kind"] == kind:
        if kind == "power":
            act(game, "power", plants=[])
        else:
            act(game, "pass")


def advance_to(game, kind: str) -> None:
    while game.decision()["kind"] != kind:
        finish_phase(game)


def _take_card(state: dict, card) -> None:
    for p in state["players"]:
        if card in p["plants"]:
            p["plants"] = ReadOnlyList(c for c in p["plants"] if c != card)
            return
    for pile in ("deck", "box"):
        if card in state[pile]:
            state[pile].remove(card)
            return
    if card in state["market"]:
        state["market"].remove(card)
        replacement = next(c for c in state["deck"] if c != "step3")
        state["deck"].remove(replacement)
        state["market"].append(replacement)
        state["market"].sort(key=sort_key)
        return
    raise ValueError(f"card {card} is nowhere")


def give_plants(game, seat: int, plants: list) -> None:
    """The player owns exactly `plants`; his former plants go to the box."""
    state = game.state
    player = state["players"][seat]
    state["box"].extend(old for old in player["plants"] if old not in plants)
    for card in plants:
        if card not in player["plants"]:
            _take_card(state, card)
    player["plants"] = ReadOnlyList(sorted(plants, key=sort_key))


def give_resources(game, seat: int, source: str = "supply", **amounts) -> None:
    """Move tokens from the general supply (or the market) onto the player's plants."""
    state = game.state
    pool = state["supply"] if source == "supply" else state["markets"]["main"]
    for r, n in amounts.items():
        assert pool[r] >= n, f"the {source} holds only {pool[r]} {r}"
        pool[r] -= n
        state["players"][seat]["resources"][r] += n


def set_market(game, **counts) -> None:
    """Set the tokens in the resource market; the difference goes to or comes from the supply."""
    state = game.state
    for r, n in counts.items():
        delta = n - state["markets"]["main"][r]
        assert state["supply"][r] >= delta, f"the supply cannot provide {delta} {r}"
        state["supply"][r] -= delta
        state["markets"]["main"][r] = n


def set_cities(game, seat: int, cities: list) -> None:
    """The player's houses are exactly in `cities` (added after any houses already there)."""
    state = game.state
    for c in state["players"][seat]["cities"]:
        state["cities"][c] = ReadOnlyList(s for s in state["cities"][c] if s != seat)
        if not state["cities"][c]:
            del state["cities"][c]
    state["players"][seat]["cities"] = ReadOnlyList(cities)
    for c in cities:
        state["cities"][c] = ReadOnlyList((*state["cities"].get(c, ()), seat))


def to_step(game, step: int) -> None:
    """Put the game in `step`; in Step 3 the market keeps its six lowest cards, the rest go under the deck."""
    state = game.state
    state["step"] = step
    if step == 3:
        state["deck"].extend(state["market"][6:])
        del state["market"][6:]


def area_cities(game) -> list:
    """The play-area cities, in a fixed order."""
    return list(game.rules.area.cities)


def money(game, seat: int, amount: int | None = None) -> int:
    if amount is not None:
        game.state["players"][seat]["money"] = amount
    return game.state["players"][seat]["money"]


def holdings(game, seat: int) -> dict:
    return dict(game.state["players"][seat]["resources"])


def turn_sequence(game) -> list:
    """The seats in the order they act in the current Phase 3, 4 or 5, each doing nothing."""
    kind = game.decision()["kind"]
    seats = []
    while game.decision() and game.decision()["kind"] == kind:
        seats.append(game.decision()["player"])
        if kind == "power":
            act(game, "power", plants=[])
        else:
            act(game, "pass")
    return seats
