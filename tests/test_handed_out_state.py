"""What the game hands a caller cannot change the game: an observation's state, a clone's state
and a determinized world's state are read-only where they share data with the game, and
separate elsewhere. A computer player (or any caller) changes the game through `apply` only."""
import json
import random

import pytest

from helpers_promos import every_map_game
from powergrid.bots import RandomBot

WRITTEN = "written by a caller"


def containers(data) -> list:
    """Every dict and list reachable from `data`, each once."""
    seen: dict[int, object] = {}
    todo = [data]
    while todo:
        item = todo.pop()
        if isinstance(item, (dict, list)) and id(item) not in seen:
            seen[id(item)] = item
            todo.extend(item.values() if isinstance(item, dict) else item)
    return list(seen.values())


def write_everywhere(data) -> int:
    """Try to change every container reachable from `data` (add to it, replace an entry); a
    read-only one refuses. Returns how many writes went through."""
    done = 0
    for item in containers(data):
        if isinstance(item, dict):
            first = next(iter(item), WRITTEN)
            writes = [lambda d=item: d.__setitem__(WRITTEN, 1), lambda d=item, k=first: d.__setitem__(k, WRITTEN)]
        else:
            writes = [lambda s=item: s.append(WRITTEN)]
            if item:
                writes.append(lambda s=item: s.__setitem__(0, WRITTEN))
        for write in writes:
            try:
                write()
                done += 1
            except (TypeError, AttributeError):
                pass
    return done


def what_the_table_shows(game, obs) -> dict:
    """The game as its players, the page and the observation's questions see it."""
    seat = obs.seat
    return {"state": json.dumps(game.state, sort_keys=True), "legal": game.legal_actions(),
            "view": json.dumps(game.view(seat), sort_keys=True), "decision": game.decision(),
            "observed": json.dumps(obs.view, sort_keys=True), "observed legal": obs.legal_actions(),
            "observed powering": obs.best_powering(seat),
            # the observation's private copy, as search sees it
            "world": json.dumps(obs.determinize(random.Random(9)).state, sort_keys=True)}


HANDED_OUT = {
    "observation": lambda game, obs: obs.view,
    "clone": lambda game, obs: game.clone().state,
    "determinized world": lambda game, obs: obs.determinize(random.Random(4)).state,
}


def positions(promos: bool, seed: int):
    """On every map: a game some way in, one with a player out of a promo auction (when that
    happens), and its end (the final ranking)."""
    sample = random.Random(seed)
    for game in every_map_game(promos, seed=seed):
        bot = RandomBot(seed)
        stop, moves, out_seen = sample.randrange(30, 200), 0, False
        while not game.over:
            lot = game.state.get("promo", {}).get("lot")
            if moves == stop or (lot and lot.get("out") and not out_seen):
                out_seen = out_seen or bool(lot and lot.get("out"))
                yield game
            game.apply(bot.act(game))
            moves += 1
        yield game


@pytest.mark.parametrize("promos", [False, True], ids=["base", "promos"])
def test_a_write_into_what_a_caller_receives_leaves_the_game_as_it_was(promos):
    for game in positions(promos, seed=5):
        seat = (game.decision() or {"player": 0})["player"]
        for handed_out, receive in HANDED_OUT.items():
            obs = game.observation(seat)
            before = what_the_table_shows(game, obs)
            assert write_everywhere(receive(game, obs)) > 0       # the caller's own parts took the writes
            where = f"{handed_out} on {game.rules.map.key}, round {game.state['round']}"
            assert json.dumps(game.state, sort_keys=True) == before["state"], where
            after = what_the_table_shows(game, obs)
            if handed_out == "observation":
                after["observed"] = before["observed"]      # the caller's own copy: his to change
            for part in before:
                assert after[part] == before[part], f"{where}: {part}"


def test_a_clone_is_separate_where_the_game_moves_and_read_only_where_it_shares():
    """A clone can play on (its money, tokens, piles are its own); the data it shares with the
    game (names, plants, houses, regions, options) refuse a change in place."""
    game = next(positions(False, seed=5))
    clone = game.clone()
    state = clone.state
    state["players"][0]["money"] += 1
    state["deck"].append(WRITTEN)
    assert state["players"][0]["money"] == game.state["players"][0]["money"] + 1
    for shared in (state["players"][0]["plants"], state["players"][0]["cities"], state["regions"],
                   state["options"]["players"]):
        with pytest.raises(TypeError):
            shared.append(WRITTEN)
    with pytest.raises(TypeError):
        state["options"]["map"] = WRITTEN
