"""Helpers to set up rule situations quickly: a game, then the state edited into the scene."""
from __future__ import annotations

import json

from powergrid import Game, IllegalAction, ScriptedRandom
from powergrid.bots import RandomBot

GERMANY_WEST3 = ["east", "northwest", "west"]      # three adjacent regions of Germany
GERMANY_WEST4 = ["east", "northwest", "southwest", "west"]
GERMANY_ALL5 = ["east", "northeast", "northwest", "southwest", "west"]


def nested(depth: int) -> list:
    """A list nested `depth` deep, built without recursion (slow for 100,000: build it once)."""
    value = []
    for _ in range(depth):
        value = [value]
    return value


def names(n: int) -> list:
    return ["Ann", "Bob", "Cem", "Dan", "Eva", "Fay"][:n]


def scripted(**draws):
    """A random source that gives each named draw (turn_order, deck, deck_middle, ...) the value
    given, its other draws seeded as usual; None when no draw is scripted."""
    script = {purpose: [value] for purpose, value in draws.items() if value is not None}
    return ScriptedRandom(script) if script else None


def new_game(n: int = 3, *, regions=None, order=None, deck=None, beginner=False,
             game_map: str = "germany", seed: int = 1, promos=None, promo_deck=None, timing=None) -> Game:
    """A game with n players; `order` fixes the round-1 turn order, `deck` the top of the deck
    (after plant 13, which always comes first; the cards named first are removed with 2-4 players).
    `promos` chooses promo cards; `promo_deck` the top of the deck below 13 after they are shuffled in;
    `timing` the rules revision of the promo timing (AMB-70; None: left out, so Game.TIMING)."""
    if regions is None and game_map == "germany":
        regions = {2: GERMANY_WEST3, 3: GERMANY_WEST3, 4: GERMANY_WEST4}.get(n, GERMANY_ALL5)
    rng = scripted(turn_order=order, deck=deck, promo_deck=promo_deck)
    options = {"map": game_map, "players": names(n), "regions": regions, "seed": seed, "beginner": beginner}
    if promos is not None:
        options["promos"] = promos
    if timing is not None:
        options["timing"] = timing
    return Game(options, rng)


def snapshot(game: Game) -> str:
    return json.dumps(game.state, sort_keys=True)


def assert_rejected(game: Game, action: dict, *words: str) -> str:
    """The action is illegal, the message contains `words`, and the state did not change."""
    before = snapshot(game)
    n_actions = len(game.actions)
    try:
        game.apply(action)
    except IllegalAction as e:
        message = str(e)
    else:
        raise AssertionError(f"{action} was accepted")
    assert snapshot(game) == before, "a rejected action changed the state"
    assert len(game.actions) == n_actions
    for w in words:
        assert w.lower() in message.lower(), f"{w!r} not in {message!r}"
    return message


def seat_to_act(game: Game) -> int:
    return game.decision()["player"]


def act(game: Game, type_: str, **fields) -> None:
    """Apply an action for whoever must decide now."""
    game.apply({"type": type_, "player": seat_to_act(game), **fields})


def buy_round1(game: Game, plants: list) -> None:
    """Round 1: each chooser in turn buys the given plant at its number, others pass."""
    for plant in plants:
        act(game, "open", plant=plant, bid=plant)
        while game.decision()["kind"] == "bid":
            act(game, "pass")


def skip_phase(game: Game, kind: str) -> None:
    """Every player does nothing in the current buy / build phase."""
    while game.decision() and game.decision()["kind"] == kind:
        act(game, "pass" if kind != "power" else "power", **({"plants": []} if kind == "power" else {}))


def play_out(game: Game, seed: int = 0, check: bool = True) -> int:
    bot = RandomBot(seed)
    n = 0
    while not game.over:
        game.apply(bot.act(game))
        n += 1
        if check:
            game.check_invariants()
    return n
