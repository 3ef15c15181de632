"""Seeded, bounded fuzzing: malformed actions, questions and saves at random points of random games.

At random moments of random games on both maps, the test throws actions with junk in one field
or an unknown key, asks the declared questions (powergrid/contract.py) with a malformed argument,
and loads damaged saves.
Every one must give IllegalAction (never TypeError, KeyError, ValueError or RecursionError), leave
the state byte-identical (`json.dumps(state, sort_keys=True)`), and the game then plays on to its
end (BASE-END-1), where its save loads back into the same state. The inputs are chosen so that
none of them can be legal, whatever the state.
"""
import json
import random

import pytest

from powergrid import PROMO_CARDS, Game, IllegalAction
from powergrid.bots import RandomBot


from helpers import names, nested
from helpers_contract import junk_question

HUGE = 10**5000
# Values no field of any action accepts (None and [] are left out: `return`, `burn` and
# `plants` take them). 3.0 and True look like plant 3 and plant 1.
JUNK = [3.0, True, False, 10**5000, -10**5000, 10**16, -1, "x" * 5000, [[1]], [3.0], {"coal": [1]},
        {"x" * 300: 1}, {"coal": HUGE}, 2.5, [None]]
# Eight games (two on China), about 2,200 malformed actions, 1,100 questions and 50 damaged saves: some
# 3 s of CPU, well under the 30 s budget (kept as a budget, not as a timed assertion).
GAMES = [("germany", 3, 11), ("usa", 5, 12), ("germany", 6, 13), ("usa", 2, 14), ("germany", 4, 15),
         ("usa", 4, 16), ("china", 6, 17), ("china", 2, 18)]


def frozen(game: Game) -> tuple:
    return json.dumps(game.state, sort_keys=True), len(game.actions)


def malformed_action(rnd: random.Random, good: dict) -> dict:
    bad = dict(good)
    how = rnd.randrange(4)
    if how == 0:
        bad[rnd.choice(["junk", "note", "x" * 200, "Plant", "bids"])] = rnd.choice(JUNK + [None, [], 1])
    elif how == 1:
        field = rnd.choice(sorted(bad))
        bad[field] = rnd.choice(JUNK)
    elif how == 2:
        bad["type"] = rnd.choice(["teleport", "", "x" * 5000, 3, None, ["buy"], "Open"])
    else:
        bad.pop("player")
    if "plant" in good and rnd.random() < 0.5:
        # The plant of a good action, but a float, a string, a bool or huge (attach and open alike).
        plant = good["plant"]
        bad["plant"] = rnd.choice([float(plant) if type(plant) is int else 3.0, str(plant), True, HUGE])
    return bad


def damaged_save(rnd: random.Random, game: Game):
    """The game's save, damaged so that it cannot be a legal save."""
    text = game.dumps()
    save = json.loads(text)
    how = rnd.randrange(6)
    if how == 0:
        return text[:rnd.randrange(len(text))]                             # cut short
    if how == 1:
        depth = rnd.choice([70, 1100, 10_000, 100_000])
        return "[" * depth + text + "]" * depth                           # buried deep
    if how == 2:
        digits = rnd.choice([31, 5000])
        return text.replace('"seed":', '"seed":' + "9" * digits + ",\"s\":", 1)
    if not save["actions"]:
        return text + "]"
    action = rnd.choice(save["actions"])
    if how == 3:
        action["junk"] = "x" * rnd.choice([10, 100_000])                   # an unknown key
    elif how == 4:
        action["player"] = rnd.choice([3.0, 10**20, -1, "0", None])
    else:
        action[rnd.choice(sorted(action))] = rnd.choice([10**20, [[[]]], 3.0])
    return save if rnd.random() < 0.5 else json.dumps(save)


@pytest.mark.parametrize("game_map, players, seed", GAMES)
def test_malformed_input_at_random_points_changes_nothing_and_the_game_plays_on(game_map, players, seed):
    fuzz({"map": game_map, "players": names(players), "seed": seed}, seed)


@pytest.mark.parametrize("game_map, players, seed", [("germany", 4, 21), ("usa", 3, 23)])
def test_malformed_input_with_all_promo_cards(game_map, players, seed):
    """PROMO-GEN-10, PROMO-TRANS-2 and the rest: every asset auction and Transformer attach is probed
    (its plant as 4.0, "4", True or a huge number too) and refuses junk like the other decisions."""
    kinds = fuzz({"map": game_map, "players": names(players), "seed": seed, "promos": list(PROMO_CARDS)}, seed)
    assert {"asset", "attach"} <= kinds, kinds


PROMO_KINDS = ("asset", "attach")     # rare decisions: each one is probed, not 30 % of them


def fuzz(options: dict, seed: int) -> set:
    """Plays the game out with probes at random points; returns the decision kinds probed."""
    rnd = random.Random(seed)
    game = Game(options)
    bot = RandomBot(seed)
    probes = {"actions": 0, "questions": 0, "saves": 0}
    kinds = set()
    while not game.over:
        good = bot.act(game)
        seat = game.decision()["player"]
        kind = game.decision()["kind"]
        if kind in PROMO_KINDS or rnd.random() < 0.3:
            kinds.add(kind)
            before = frozen(game)
            for _ in range(3):
                bad = malformed_action(rnd, good)
                with pytest.raises(IllegalAction) as info:
                    game.apply(bad)
                assert len(str(info.value)) <= 200
                probes["actions"] += 1
            for _ in range(2):
                with pytest.raises(IllegalAction):
                    junk_question(rnd, game, seat)()       # a declared question (powergrid.contract)
                probes["questions"] += 1
            if rnd.random() < 0.08:
                with pytest.raises(IllegalAction) as info:
                    Game.from_json(damaged_save(rnd, game))
                assert len(str(info.value)) <= 300
                probes["saves"] += 1
            assert frozen(game) == before, "a refused input changed the game"
        game.apply(good)                                     # and the game plays on
    assert game.state["result"], "the game did not reach its end"
    assert json.dumps(Game.from_json(game.dumps()).state, sort_keys=True) == frozen(game)[0]
    assert min(probes.values()) > 0, probes
    return kinds


DEEP = [nested(10_000), nested(100_000)]       # built once: a deep list is slow to make


def test_the_class_level_questions_refuse_junk_with_illegal_action():
    """The reference questions the contract declares (Game.player_count, Game.map_board,
    Game.plant_card, ...): a short IllegalAction for huge numbers, deep nesting and long texts,
    never ValueError or RecursionError."""
    rnd = random.Random(31)
    game = Game({"players": names(3), "seed": 31})
    for _ in range(300):
        with pytest.raises(IllegalAction) as info:
            junk_question(rnd, game, 0, of_class=True, extra=DEEP + ["germany\x00"])()
        assert len(str(info.value)) <= 200
