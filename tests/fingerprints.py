"""Fingerprints of seeded games: the actions, the final state and every random draw.

A change that must not change behaviour (a faster engine, a declared state) keeps every
fingerprint. `python3 tests/fingerprints.py --write` records them in
tests/fixtures/fingerprints.json; do that only for a deliberate change of the rules, and say so.
Each game passes "timing" explicitly, so a new default revision does not move them.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from powergrid import Game                          # noqa: E402
from powergrid.bots import RandomBot, make_bot      # noqa: E402
from powergrid.data import promo_ids                # noqa: E402
from powergrid.randomness import SeededRandom       # noqa: E402

FIXTURE = ROOT / "tests" / "fixtures" / "fingerprints.json"
TIMING = 2          # the revision these were recorded with; passed explicitly to every game


class RecordingRandom(SeededRandom):
    """The seeded source, noting the purpose and size of every shuffle in order."""

    def __init__(self, seed):
        super().__init__(seed)
        self.draws: list = []

    def shuffle(self, state, items, purpose):
        out = super().shuffle(state, items, purpose)
        self.draws.append(f"{purpose}:{len(items)}")
        return out


def specs() -> list:
    """Which games: random games on every map with and without promo cards, and each level."""
    out = []
    for m in Game.maps():
        for players in (3, 5):
            out.append({"map": m["id"], "players": players, "seed": 7 + players, "seats": "random"})
        if m["promos"]:
            out.append({"map": m["id"], "players": 4, "seed": 21, "seats": "random", "promos": "all"})
        if m["beginner"]:
            out.append({"map": m["id"], "players": 4, "seed": 5, "seats": "random", "beginner": True})
        for level in ("easy", "normal", "hard"):
            out.append({"map": m["id"], "players": 3, "seed": 31, "seats": level})
    return out


def _key(spec: dict) -> str:
    return "/".join(f"{k}={spec[k]}" for k in sorted(spec))


def _bots(spec: dict) -> list:
    n, seed = spec["players"], spec["seed"]
    if spec["seats"] == "random":
        return [RandomBot(seed)] * n
    if spec["seats"] == "hard":
        # One hard seat at 10 look-ahead games (the page's setting is 150) against two normals:
        # a hard game on every board within the test command's time, the same look-ahead code.
        return [make_bot("hard", seed, playouts=10)] + [make_bot("normal", seed + i) for i in (1, 2)]
    return [make_bot(spec["seats"], seed + i) for i in range(n)]


def play(spec: dict) -> dict:
    options = {"map": spec["map"], "players": [f"P{i + 1}" for i in range(spec["players"])],
               "seed": spec["seed"], "timing": TIMING}
    if spec.get("promos") == "all":
        options["promos"] = list(promo_ids())
    if spec.get("beginner"):
        options["beginner"] = True
    rng = RecordingRandom(spec["seed"])
    game = Game(options, rng=rng)
    bots = _bots(spec)
    while not game.over:
        seat = game.decision()["player"]
        bot = bots[seat]
        game.apply(bot.act(game) if spec["seats"] == "random" else bot.act(game.observation(seat)))

    def digest(obj) -> str:
        return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]

    return {"actions": len(game.actions), "actions_sha": digest(game.actions),
            "state_sha": digest(game.state), "rng_calls": game.state["rng_calls"],
            "draws": rng.draws}


def record() -> dict:
    return {_key(s): play(s) for s in specs()}


if __name__ == "__main__":
    if "--write" not in sys.argv:
        sys.exit("usage: python3 tests/fingerprints.py --write   (records the current engine)")
    FIXTURE.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {FIXTURE.relative_to(ROOT)}")
