"""Scene-setting helpers for the set-up, turn-order, auction, plant-market and API tests.

They edit `game.state` directly (tests only) and keep the card and token totals intact,
so that `game.check_invariants()` still holds after a scene is set.
"""
from __future__ import annotations

from powergrid import Game, ScriptedRandom
from powergrid.data import RESOURCE_TYPES, STEP3, plants
from powergrid import phase2_auction

from helpers import GERMANY_ALL5, GERMANY_WEST3, names

S3 = STEP3
ALL_CARDS = sorted(plants()) + [STEP3]


def scripted(n: int = 3, *, order=None, deck=None, reshuffle=None, beginner=False,
             regions="default", seed: int = 1) -> Game:
    """A game whose turn order, deck (after 13) and Step 3 reshuffles are fixed in advance."""
    if regions == "default":
        regions = {2: GERMANY_WEST3, 3: GERMANY_WEST3,
                   4: ["east", "northwest", "southwest", "west"]}.get(n, GERMANY_ALL5)
    script = {"turn_order": [order or list(range(n))]}
    if deck is not None:
        script["deck"] = [deck]
    script["reshuffle"] = [list(r) for r in (reshuffle or [])]
    return Game({"map": "germany", "players": names(n), "regions": regions, "seed": seed,
                 "beginner": beginner}, ScriptedRandom(script))


def _owned(state) -> set:
    return {p for player in state["players"] for p in player["plants"]}


def _take(state, card) -> None:
    """Remove a card from wherever it lies outside the players' hands."""
    for pile in ("deck", "market", "box"):
        if card in state[pile]:
            state[pile].remove(card)
            return
    raise AssertionError(f"card {card} is not available")


def set_cards(game: Game, market=None, deck=None) -> None:
    """Put exactly these cards in the market (sorted by the caller) and the deck (top first);
    every other card that no player owns goes to the box."""
    s = game.state
    if market is not None:
        for c in market:
            assert c not in _owned(s), f"{c} is owned"
        s["market"] = list(market)
        s["deck"] = [c for c in s["deck"] if c not in market]
    if deck is not None:
        assert not set(deck) & set(s["market"]), "a card cannot be in the deck and the market"
        s["deck"] = list(deck)
    aside = s.get("aside", [])                   # plants waiting for Step 2 stay there (SP-3)
    used = set(s["market"]) | set(s["deck"]) | _owned(s) | set(aside)
    s["box"] = [c for c in ALL_CARDS if c not in used]
    assert len(s["market"]) + len(s["deck"]) + len(s["box"]) + len(_owned(s)) + len(aside) == len(ALL_CARDS)


def give(game: Game, seat: int, *, plants_=None, resources=None, cities=None, money=None) -> None:
    """Set a player's plants, held tokens (taken from / given back to the supply), cities, money."""
    s = game.state
    p = s["players"][seat]
    if plants_ is not None:
        for c in p["plants"]:
            s["box"].append(c)
        p["plants"] = []
        for c in plants_:
            assert c not in s["market"], f"plant {c} is in the market: set the market first"
            _take(s, c)
        p["plants"] = sorted(plants_)
    if resources is not None:
        for r in RESOURCE_TYPES:
            want = resources.get(r, 0)
            delta = want - p["resources"][r]
            s["supply"][r] -= delta
            if s["supply"][r] < 0:                      # not enough in the supply: use the market
                s["markets"]["main"][r] += s["supply"][r]
                s["supply"][r] = 0
            p["resources"][r] = want
    if cities is not None:
        for c in p["cities"]:
            s["cities"][c].remove(seat)
            if not s["cities"][c]:
                del s["cities"][c]
        if isinstance(cities, int):
            free = [c for c in game.rules.area.cities if len(s["cities"].get(c, [])) < s["step"]]
            cities = free[:cities]
        p["cities"] = list(cities)
        for c in cities:
            s["cities"].setdefault(c, []).append(seat)
    if money is not None:
        p["money"] = money


def enter_phase(game: Game, phase: str, *, round_=None, step=None, order=None) -> None:
    """Jump to the start of a phase (auction, resources, build, bureaucracy)."""
    s = game.state
    if round_ is not None:
        s["round"] = round_
    if step is not None:
        s["step"] = step
    if order is not None:
        s["order"] = list(order)
    s["phase"] = phase
    if phase == "auction":
        phase2_auction.start(s)
        s["pending"] = []
    else:
        s["auction"] = None
        reverse = phase in ("resources", "build")
        s["pending"] = list(reversed(s["order"])) if reverse else list(s["order"])


def round2_auction(game: Game, cities: dict, market: list) -> Game:
    """Round 2's auction of a new 3-player `game` in seat order 0, 1, 2: round 1 bought 4, 5 and
    6, each seat holds the cities given, and the plant market is `market`."""
    from helpers import buy_round1
    buy_round1(game, [4, 5, 6])
    for seat, held in cities.items():
        give(game, seat, cities=held)
    enter_phase(game, "auction", round_=2, order=[0, 1, 2])
    set_cards(game, market=market)
    return game


def barred_opener_then_barred_bidder(game: Game) -> None:
    """In round2_auction's scene with plant 11 on sale: seat 0, who may not acquire it, is
    offered every current plant but 11, is refused 11 (plant_needs_region) and passes; seat 1
    opens 11 and seat 2, who may not acquire it either, is out of that auction at once, so
    seat 1 buys it at 11 (CE-3)."""
    from powergrid import IllegalAction
    current = game.rules.plant_market.current(game.state)
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [p for p in current if p != 11]
    try:
        game.apply({"type": "open", "player": 0, "plant": 11, "bid": 11})
    except IllegalAction as e:
        assert e.code == "plant_needs_region"
    else:
        raise AssertionError("plant 11 was opened by a player who may not acquire it")
    game.apply({"type": "pass", "player": 0})
    game.apply({"type": "open", "player": 1, "plant": 11, "bid": 11})
    assert [(e["player"], e["plant"]) for e in events(game, "auction_barred")] == [(2, 11)]
    assert 11 in game.state["players"][1]["plants"]             # nobody else could bid
    assert game.state["players"][1]["money"] == 50 - 5 - 11


def refused_in_round1(game: Game, plant, kind: str, in_regions: list) -> None:
    """Round 1 with `plant` on sale beside 3, 4 and 5: nobody has a city, so it is not offered and
    opening it is refused (plant_needs_region: the plant, its kind, the regions that allow it),
    which changes nothing (CE-3's condition on a map)."""
    from powergrid import IllegalAction
    set_cards(game, market=[3, 4, 5, plant, 12, 14, 15, 16])
    assert [o["plant"] for o in game.legal_actions() if o["type"] == "open"] == [3, 4, 5]
    before = game.dumps()
    try:
        game.apply({"type": "open", "player": game.decision()["player"], "plant": plant, "bid": plant})
    except IllegalAction as e:
        assert e.code == "plant_needs_region"
        assert e.params == {"plant": plant, "kind": kind, "in_regions": in_regions}
    else:
        raise AssertionError(f"plant {plant} was opened in round 1")
    assert game.dumps() == before


def pass_all(game: Game) -> None:
    """Everyone does nothing until the phase changes (pass, buy nothing, build nothing, run nothing)."""
    phase = game.state["phase"]
    while game.state["phase"] == phase and game.decision():
        d = game.decision()
        if d["kind"] == "power":
            game.apply({"type": "power", "player": d["player"], "plants": []})
        else:
            game.apply({"type": "pass", "player": d["player"]})


def decisions_until(game: Game, phase: str) -> list:
    """Pass through the current phase and return who was asked, in order."""
    seen = []
    while game.state["phase"] == phase and game.decision():
        d = game.decision()
        seen.append(d["player"])
        if d["kind"] == "power":
            game.apply({"type": "power", "player": d["player"], "plants": []})
        else:
            game.apply({"type": "pass", "player": d["player"]})
    return seen


def events(game: Game, kind: str) -> list:
    return [e for e in game.state["log"] if e["e"] == kind]


def restock_round(game: Game) -> dict:
    """Everyone buys, builds and powers nothing to the end of Phase 5: what the main market was restocked with."""
    while game.state["phase"] != "bureaucracy":
        pass_all(game)
    pass_all(game)
    return events(game, "market_restocked")[-1]["added"]["main"]


def first_restock(game: Game, plants: list, freed: str) -> dict:
    """Round 1 with each player buying one of `plants` and nothing else, after 10 tokens of
    `freed` went from the market to the supply (as if bought and burned): what Phase 5 then
    restocks in the main market."""
    from helpers import buy_round1, skip_phase
    buy_round1(game, plants)
    skip_phase(game, "buy")
    skip_phase(game, "build")
    game.state["supply"][freed] += 10
    game.state["markets"]["main"][freed] -= 10
    pass_all(game)
    return events(game, "market_restocked")[-1]["added"]["main"]


def restock_in_step(game: Game, plants: list, step: int, freed: dict) -> dict:
    """Round 1 with each player buying one of `plants` and nothing else, the tokens of `freed`
    ({type: count}) moved from the market to the supply, played in `step`: what Phase 5 then
    restocks in the main market."""
    from helpers import buy_round1
    buy_round1(game, plants)
    for r, moved in freed.items():
        game.state["supply"][r] += moved
        game.state["markets"]["main"][r] -= moved
    game.state["step"] = step
    return restock_round(game)


def assert_starting_market(game: Game, tokens: dict, supply: dict, first_prices: dict) -> None:
    """The market's tokens and the supply at set-up, and what the first token of each type costs
    (a board's own starting market: FR-1, NE-4, JP-7, ...)."""
    assert game.state["markets"]["main"] == tokens
    assert game.state["supply"] == supply
    assert {r: game.quote(0, {r: 1})["cost"] for r in first_prices} == first_prices
