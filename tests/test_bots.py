"""Computer players: always legal, blind to hidden cards, reproducible, and a ladder of strength."""
import random

import pytest

from powergrid import Game, SeededRandom
from powergrid.bots import RandomBot, make_bot
from powergrid.tournament import play_game, summarize

from helpers import names, snapshot
from helpers_play import give_plants, money, scene


def play(levels, seed, game_map="germany", beginner=False, **hard):
    game = Game({"map": game_map, "players": names(len(levels)), "seed": seed, "beginner": beginner})
    bots = [make_bot(lv, seed * 7 + i, **(hard if lv == "hard" else {})) for i, lv in enumerate(levels)]
    decisions = 0
    while not game.over:
        seat = game.decision()["player"]
        action = bots[seat].act(game.observation(seat))
        game.apply(action)          # an illegal action raises IllegalAction and fails the test
        game.check_invariants()
        decisions += 1
    return game, decisions


@pytest.mark.parametrize("game_map,beginner,levels", [
    ("germany", False, ["normal", "easy", "random"]),
    ("usa", False, ["easy", "normal", "normal", "random"]),
    ("germany", True, ["normal", "easy"]),
    ("usa", True, ["easy", "normal", "easy", "normal", "random", "normal"]),
    ("germany", False, ["normal", "normal", "easy", "easy", "normal", "random"]),
    ("usa", False, ["normal", "easy"]),
    ("korea", False, ["normal", "easy", "random", "normal"]),
    ("china", False, ["easy", "normal", "random"]),
    ("badenwurttemberg", False, ["normal", "easy", "random", "normal", "easy"]),
])
def test_every_level_plays_legally_to_the_end(game_map, beginner, levels):
    """Every decision of whole games on both maps, the beginner game included, is legal."""
    for seed in range(3):
        game, decisions = play(levels, seed, game_map, beginner)
        assert game.state["result"]["winners"] and decisions > 20


def test_hard_plays_legally_to_the_end():
    game, _ = play(["hard", "normal", "easy"], 2, playouts=3)
    assert game.state["result"]["winners"]


def test_every_level_plays_baden_wurttemberg_to_the_end():
    """BW-2, BW-5: every level, hard included, plays legally with the auction before the
    ranking and the transregional cities' late, dearer slots."""
    game, _ = play(["hard", "normal", "easy", "random"], 3, "badenwurttemberg", playouts=3)
    assert game.state["result"]["winners"]


def test_make_bot_levels_and_options():
    assert isinstance(make_bot("random", 3), RandomBot)
    assert make_bot("easy").level == "easy" and make_bot("normal").level == "normal"
    assert make_bot("hard", playouts=5).playouts == 5
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    with pytest.raises(TypeError):
        make_bot("normal", telepathy=True)


def test_unknown_decision_kinds_fall_back_to_a_random_legal_choice():
    """A decision kind a bot does not know (a variant's) is still answered legally."""
    game = Game({"map": "germany", "players": names(3), "seed": 4})
    bot = make_bot("normal", 1)
    bot._choose = None              # pretend "choose" were a new kind
    obs = game.observation(game.decision()["player"])
    game.apply(bot.act(obs))


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_choice_whatever_the_hidden_cards(level):
    """AMB-80: at every decision, a bot with the same seed chooses the same action in two games
    that differ only in hidden cards (deck order, face-down removals, seed)."""
    seeds = range(3) if level != "hard" else range(1)
    differing = 0
    for seed in seeds:
        game = Game({"map": "germany", "players": names(3), "seed": seed})
        others = [make_bot("normal", 50 + i) for i in range(3)]
        options = {"playouts": 4} if level == "hard" else {}
        a, b = make_bot(level, seed, **options), make_bot(level, seed, **options)
        limit = 400 if level != "hard" else 40
        for _ in range(limit):
            if game.over:
                break
            seat = game.decision()["player"]
            twin = game.clone(rng=SeededRandom(seed + 1000))
            twin.resample_hidden(random.Random(seed))
            twin.state["options"] = dict(game.state["options"], seed=seed + 1000)
            differing += twin.state["deck"] != game.state["deck"] or twin.state["box"] != game.state["box"]
            if seat == 0:
                mine, theirs = a.act(game.observation(0)), b.act(twin.observation(0))
                assert mine == theirs
                action = mine
            else:
                action = others[seat].act(game.observation(seat))
            game.apply(action)
    assert differing > 10       # the twins really held other hidden cards


def test_hard_with_fixed_playouts_is_deterministic():
    game = Game({"map": "germany", "players": names(3), "seed": 6})
    normal = make_bot("normal", 0)
    for _ in range(30):
        seat = game.decision()["player"]
        game.apply(normal.act(game.observation(seat)))
    before = snapshot(game)
    first, second = make_bot("hard", 11, playouts=12), make_bot("hard", 11, playouts=12)
    seat = game.decision()["player"]
    for _ in range(2):
        assert first.act(game.observation(seat)) == second.act(game.observation(seat))
    assert snapshot(game) == before


def test_thinking_in_slices_gives_the_same_choice_as_at_once():
    """The page advances the hard bot in slices of at most 50 ms; the choice does not change."""
    game = Game({"map": "germany", "players": names(3), "seed": 6})
    seat = game.decision()["player"]
    sliced, whole = make_bot("hard", 3, playouts=10), make_bot("hard", 3, playouts=10)
    thinking = sliced.think(game.observation(seat))
    steps = 0
    while not thinking.step(0.001):
        steps += 1
    assert steps >= 2
    assert thinking.action == whole.act(game.observation(seat))
    game.apply(thinking.action)


def test_the_ladder_holds_in_a_short_tournament():
    """random < easy < normal < hard, with generous margins (figures: benchmarks/bots.py)."""
    def share(seats, games, first_seed, **hard):
        jobs = []
        n = len(seats)
        for i in range(games):
            k = i % n
            jobs.append((seats[n - k:] + seats[:n - k], first_seed + i, "germany", False,
                         None, hard.get("playouts")))
        return summarize([play_game(j) for j in jobs], n)

    s = share(["normal", "random", "random"], 9, 100)
    assert s["normal"]["share"] >= 0.8
    s = share(["easy", "random", "random"], 9, 200)
    assert s["easy"]["share"] >= 0.6
    s = share(["normal", "easy", "easy"], 12, 300)
    assert s["normal"]["share"] >= 0.45 and s["normal"]["margin"] > s["easy"]["margin"]
    s = share(["hard", "normal", "normal"], 3, 400, playouts=8)
    assert s["hard"]["margin"] > s["normal"]["margin"]


@pytest.mark.parametrize("game_map,players,beginner", [
    ("germany", 3, False), ("germany", 6, False), ("usa", 2, False), ("usa", 5, False),
    ("germany", 4, True), ("usa", 6, True), ("korea", 4, False), ("china", 5, False),
    ("badenwurttemberg", 3, False),
])
def test_bots_answer_legally_in_every_state_of_random_games(game_map, players, beginner):
    """States the bots would not reach themselves (random play: odd holdings, debts of cities,
    full storage): at every decision every level's answer is legal (tried on a clone)."""
    for seed in range(2):
        game = Game({"map": game_map, "players": names(players), "seed": seed, "beginner": beginner})
        walker = RandomBot(seed)
        bots = {lv: make_bot(lv, seed) for lv in ("easy", "normal")}
        hard = make_bot("hard", seed, playouts=2)
        n = 0
        while not game.over:
            seat = game.decision()["player"]
            obs = game.observation(seat)
            for bot in bots.values():
                game.clone().apply(bot.act(obs))
            if n % 25 == 0:
                game.clone().apply(hard.act(obs))
            game.apply(walker.act(game))
            n += 1


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_on_korea_a_nuclear_plant_is_fuelled_from_the_south(level):
    """KOREA-6, KOREA-3: all purchases of a turn come from one market, and only the South sells
    uranium. A computer whose next powering needs uranium buys it there, and it runs the plant."""
    game = scene(3, "buy", game_map="korea")
    give_plants(game, 0, [11])                    # plant 11: 1 uranium powers 2 cities
    money(game, 0, 60)
    assert game.decision() == {"player": 0, "kind": "buy"}
    action = make_bot(level, 5).act(game.observation(0))
    assert action["market"] == "south" and action["resources"]["uranium"] >= 1
    game.apply(action)
    assert game.state["players"][0]["resources"]["uranium"] >= 1


def test_the_bots_read_the_game_only_through_the_observations_questions():
    """A bot asks its observation (storage, plants_as_run, house_price, ...); it calls no engine
    helper on a raw state. Its imports of the engine are constants, the refusal it catches,
    token_storage.fits (a check on plain token counts) and the observation it reads. It reads the
    table in one place (reading.facts: the seat's view, or an imagined world's own data), so no
    other bot code touches a `.state`."""
    import ast
    from pathlib import Path

    allowed = {"data", "errors", "token_storage", "observation"}
    for path in (Path(__file__).resolve().parents[1] / "powergrid" / "bots").glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        # names of types for the checker only (`if TYPE_CHECKING:`) never run
        typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                       and getattr(block.test, "id", None) == "TYPE_CHECKING" for n in block.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 2 and id(node) not in typing_only:
                names = [node.module] if node.module else [a.name for a in node.names]
                assert set(names) <= allowed, f"{path.name} imports {names} of the engine"
            if isinstance(node, ast.Attribute) and node.attr == "state" and path.name != "reading.py":
                raise AssertionError(f"{path.name}:{node.lineno} reads a state, not reading.facts")


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_the_bots_read_the_same_table_in_the_seat_view_as_in_the_game(promos):
    """What search reads of an imagined world (its own data) is what a bot reads of the real game
    through the seat's view: the same money, plants, cities, stored and market tokens, round,
    Step, phase, order, auction and result, on every map, at every tenth move and at the end."""
    from helpers_promos import every_map_game
    from powergrid.bots.reading import PlayerFacts, facts

    for game in every_map_game(promos, seed=4):
        walker, moves = RandomBot(4), 0
        while True:
            if moves % 10 == 0 or game.over:
                seat = (game.decision() or {"player": 0})["player"]
                seen, own = facts(game.observation(seat)), facts(game)
                for key in ("round", "step", "phase", "order", "cities", "markets", "auction", "result"):
                    assert seen[key] == own[key], (game.rules.map.key, moves, key)
                for mine, theirs in zip(seen["players"], own["players"], strict=True):
                    assert {k: mine[k] for k in PlayerFacts.__annotations__} == \
                        {k: theirs[k] for k in PlayerFacts.__annotations__}, (game.rules.map.key, moves)
                if promos:
                    assert (seen["promo"]["lot"] or {}).get("active") == (own["promo"]["lot"] or {}).get("active")
            if game.over:
                break
            game.apply(walker.act(game))
            moves += 1


def test_on_china_normal_counts_the_next_known_card_as_coming():
    """CHINA-3, CHINA-6: China has no future market, but the top of its deck lies in ascending
    order and every player knows it. A plant that powers fewer cities than the next card is worth
    less to normal, as a plant below a better one in the future market is elsewhere; easy does not look."""
    g = Game({"map": "china", "players": names(3), "seed": 5, "timing": Game.TIMING})
    bots = [make_bot("normal", s) for s in range(3)]
    checked = 0
    while not g.over and g.state["round"] < 8:
        d = g.decision()
        obs = g.observation(d["player"])
        if d["kind"] == "choose" and g.state["round"] > 1:
            top = g.public_deck()[0]
            blind = make_bot("normal", 0, known_ahead=0)
            for n in g.current_market():
                looks, ignores = bots[0].plant_value(obs, d["player"], n), blind.plant_value(obs, d["player"], n)
                smaller = isinstance(top, int) and g.rules.plants[top].cities > g.rules.plants[n].cities
                assert looks == ignores - (bots[0].params["wait_discount"] if smaller else 0), (n, top)
                checked += smaller
        g.apply(bots[d["player"]].act(obs))
    assert checked > 0
