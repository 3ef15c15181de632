"""Game situations for the rendering tests, reached by playing (no state editing)."""
from __future__ import annotations

from powergrid import Game
from powergrid.bots import RandomBot

from pgui.controller.app import App
from pgui.storage.stored import DictStore

NAMES = ["Ann", "Bob", "Cem", "Dan", "Eva", "Fay"]
COLORS = ["red", "blue", "green", "yellow", "purple", "black"]


def new_game(n: int = 3, seed: int = 1, beginner: bool = False, names=None, promos=()) -> Game:
    return Game({"map": "germany", "players": (names or NAMES)[:n], "seed": seed, "beginner": beginner,
                 "promos": list(promos)})


def play_until(pred, n: int = 3, seeds=range(1, 60), max_actions: int = 3000, names=None, promos=()) -> Game:
    """The first situation, over a few seeded random games, where pred(game) holds."""
    for seed in seeds:
        game = new_game(n, seed, names=names, promos=promos)
        bot = RandomBot(seed)
        for _ in range(max_actions):
            if game.over:
                break
            if pred(game):
                return game
            game.apply(bot.act(game))
    raise AssertionError("no such situation in the seeded games")


def kind_is(kind):
    return lambda g: g.decision() is not None and g.decision()["kind"] == kind


def app_for(game: Game, lang: str = "en", ack: bool = True) -> App:
    """An App showing `game` (the current player has taken the tablet)."""
    app = App(DictStore(), lang)
    app.set_game(game, COLORS[:len(game.state["players"])])
    if ack and game.decision():
        app.dispatch("ack")
    return app


def late_game(n: int = 6, seed: int = 3, cities: int = 10, kind: str = "build"):
    """A game played by random bots until someone has `cities` cities, at a decision of `kind`."""
    game = new_game(n, seed)
    bot = RandomBot(seed)
    while not game.over:
        top = max(len(p["cities"]) for p in game.state["players"])
        d = game.decision()
        if top >= cities and d["kind"] == kind:
            return game
        game.apply(bot.act(game))
    raise AssertionError("the game ended before it got late")


def decision_html(game: Game, lang: str = "en", colors=COLORS, **choice) -> str:
    """The panel of `game`'s decision as the page draws it: the frame and the room's answers
    asked once, then the room's pure renderer; `choice` is what the player has chosen so far."""
    from pgui.common import one_view
    from pgui.decisions.desk import fresh_choice
    from pgui.controller.frame import read
    from pgui.decisions import ROOMS, answers
    with one_view():
        d = game.decision()
        frame = read(game, d["player"], None)
        chosen = {**fresh_choice(), **choice}
        return ROOMS[d["kind"]].render(frame, answers(d["kind"], game, frame, chosen), chosen, lang, colors)
