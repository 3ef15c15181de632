"""Writes table_game.json (a seeded 3-player game of three rounds, the script the taps are counted on)
and keyboard_game.json (a whole 2-player beginner game, played by keys in e2e/test_keyboard_game.py).

    python3 e2e/scripts/make_table_game.py    (rewrites e2e/scripts/table_game.json and keyboard_game.json)

The players play plainly, as a table of new players would: the chooser opens the cheapest plant
he can pay at its price plus 2, the next bidder raises once by one, the others pass; everyone buys
the fuel his plants burn in one powering (twice over in round 1), builds
the cheapest city and, when the money allows, a second one, and powers as much as he can. Every
action is legal by construction (the engine applies it here), so the driver in e2e only has to turn
each one into taps. Deterministic: the same file every run.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
from powergrid import Game  # noqa: E402

OPTIONS = {"map": "germany", "players": ["Ann", "Bruno", "Carla"], "seed": 2004,
           "regions": ["northwest", "west", "southwest"], "beginner": False}
COLORS = ["red", "blue", "green"]
ROUNDS = 3
RESOURCES = ("coal", "oil", "garbage", "uranium")


def choose(game, seat, legal):
    opens = [a for a in legal if a["type"] == "open"]
    money = game.state["players"][seat]["money"]
    plants = game.state["players"][seat]["plants"]
    if any(a["type"] == "pass" for a in legal) and (len(plants) >= 2 or not opens):
        return {"type": "pass"}
    affordable = [a for a in opens if a["min"] <= money]
    if not affordable:
        return {"type": "pass"}
    a = min(affordable, key=lambda a: a["min"])
    return {"type": "open", "plant": a["plant"], "bid": min(a["min"] + 2, a["max"])}


def bid(game, seat, legal):
    lot = game.state["auction"]["lot"]
    raise_ = next((a for a in legal if a["type"] == "bid"), None)
    # one raise by one from a player without a plant, when the lot is still cheap
    if (raise_ and raise_["min"] <= raise_["max"] and not game.state["players"][seat]["plants"]
            and raise_["min"] <= lot["plant"] + 3):
        return {"type": "bid", "bid": raise_["min"]}
    return {"type": "pass"}


def buy(game, seat, legal):
    player = game.state["players"][seat]
    times = 2 if game.state["round"] == 1 else 1
    want = {r: 0 for r in RESOURCES}
    for n in player["plants"]:
        p = game.rules.plants[n]
        fuel = {"hybrid": "coal", "eco": None, "fusion": None}.get(p.kind, p.kind)
        if fuel in want and p.inputs:
            want[fuel] += p.inputs * times
    for r in RESOURCES:
        want[r] = max(0, want[r] - player["resources"].get(r, 0))
    # fewer tokens until the purchase is legal and affordable
    while any(want.values()):
        q = game.quote(seat, want)
        if q["ok"]:
            break
        r = max(want, key=want.get)
        want[r] -= 1
    return {"type": "buy", "resources": {r: n for r, n in want.items() if n}}


def build(game, seat, legal):
    money = game.state["players"][seat]["money"]
    preview = game.build_preview(seat)
    costs = sorted((v["cost"], city) for city, v in preview.items() if v.get("cost") is not None)
    plan = []
    for _cost, city in costs:
        if len(plan) == 2:
            break
        try:
            p = game.build_plan(seat, plan + [city])
        except Exception:
            continue
        if p["affordable"] and p["cost"] <= money - 10 * len(plan):
            plan.append(city)
    return {"type": "build", "cities": plan}


def power(game, seat, legal):
    best = game.best_powering(seat)
    return {"type": "power", "plants": list(best["plants"]), "burn": dict(best["burn"])}


def discard(game, seat, legal):
    a = min((a for a in legal if a["type"] == "discard"), key=lambda a: a["plant"])
    return {"type": "discard", "plant": a["plant"], "return": dict(a.get("return") or {})}


POLICY = {"choose": choose, "bid": bid, "buy": buy, "build": build, "power": power, "discard": discard}


# The whole game the keyboard plays (e2e/test_keyboard_game.py): two players, the beginner game (it
# ends at 7 cities), from the first action to the final ranking.
WHOLE_OPTIONS = {**OPTIONS, "players": ["Ann", "Bruno"], "beginner": True}


def play(options=OPTIONS, colors=COLORS, rounds=ROUNDS) -> dict:
    """The script of `rounds` rounds of the game (None: to its end)."""
    game = Game(options)
    actions = []
    while (rounds is None or game.state["round"] <= rounds) and game.decision() is not None:
        d = game.decision()
        action = POLICY[d["kind"]](game, d["player"], game.legal_actions())
        action["player"] = d["player"]
        game.apply(action)
        actions.append(action)
    return {"options": options, "colors": colors, "rounds": rounds, "actions": actions,
            "final": {"round": game.state["round"],
                      "money": [p["money"] for p in game.state["players"]],
                      "cities": [sorted(p["cities"]) for p in game.state["players"]]}}


if __name__ == "__main__":
    for name, script in (("table_game.json", play()), ("keyboard_game.json", play(WHOLE_OPTIONS, COLORS[:2], None))):
        (HERE / name).write_text(json.dumps(script, indent=1, ensure_ascii=False) + "\n", "utf-8")
        print(f"{name}: {len(script['actions'])} actions, round {script['final']['round']} reached")
