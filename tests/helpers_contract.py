"""Junk for the declared questions (powergrid/contract.py): per parameter kind, arguments no question
takes, and well-formed ones to fill the other parameters. The fuzz tests take the questions from the
declaration, so a question declared there is probed without an edit here; a new kind fails
tests/test_question_contract.py until it has junk of its own."""
import inspect
import random

from powergrid import Game
from powergrid.contract import QUESTIONS

from helpers import nested

HUGE = 10**5000
# Arguments no parameter of any kind takes: wrong types, numbers out of every range, broken text.
ANY_JUNK = [None, True, False, 2.5, 3.0, float("nan"), -1, 10**16, HUGE, -HUGE, "", "x" * 5000, "\ud800",
            [[1]], [None], {"a": [1]}, nested(200)]


def kind_junk(game: Game) -> dict:
    """Per kind, junk of that kind's own shape: near misses of a well-formed argument."""
    city = game.board()["in_play_cities"][0]
    n = len(game.state["players"])
    return {
        "seat": [n, n + 5, "0", [0], {"seat": 0}],
        "count": [0, "1", [1]],
        "runs": [0, 3, "1", [1]],
        "players": [1, 7, "3", [3]],
        "map": ["atlantis", "Germany", ["germany"]],
        "regions": ["north", [3], ["nowhere"], [["a"]], {"a": 1}],
        "city": ["Atlantis", [city], city.upper() + "X", {city: 1}],
        "cities": [city, [3], [["x"]], ["Atlantis"], [None], {city: 1}],
        "plant": ["3", "33⅓", 999, "step4", [3]],
        "plants": [3, "flux", [3.0], [True], [HUGE], [[3]], [None], {"a": 1}],
        "resources": [["coal"], "coal", 3, {"coal": -1}, {"coal": 1.5}, {"x" * 300: 1}, {"coal": HUGE},
                      {"coal": [1]}, {"coal": True}],
        "market": ["nowhere", "Main", ["main"], {"main": 1}],
    }


def well_formed(game: Game, seat: int) -> dict:
    """Per kind, an argument the questions answer in this game."""
    return {"seat": seat, "count": 1, "runs": 1, "players": len(game.state["players"]),
            "map": game.state["options"]["map"], "regions": game.board()["in_play_regions"],
            "city": game.board()["in_play_cities"][-1], "cities": [], "plant": next(iter(Game.plant_cards())),
            "plants": [], "resources": {}, "market": game.market_names()[-1]}


def defaults(question) -> list:
    """Per parameter of a declared question, its default (inspect's `empty` where it has none)."""
    return [p.default for p in inspect.signature(getattr(Game, question.name)).parameters.values()
            if p.name != "self"]


def junk_question(rnd: random.Random, game: Game, seat: int, of_class: bool = False, extra: list = ()):
    """A call of a declared question (of the class, or of a game) with one argument of junk,
    chosen by `rnd` among ANY_JUNK, the kind's own junk and `extra`."""
    question = rnd.choice([q for q in QUESTIONS if q.params and q.of_class == of_class])
    args = [well_formed(game, seat)[p.kind] for p in question.params]
    i = rnd.randrange(len(args))
    param = question.params[i]
    choices = [j for j in ANY_JUNK + kind_junk(game)[param.kind] + list(extra)
               if j is not defaults(question)[i]]       # left out, it is well-formed
    args[i] = rnd.choice(choices)
    call = getattr(Game if question.of_class else game, question.name)
    return lambda: call(*args)
