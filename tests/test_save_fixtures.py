"""Players keep their games: saves written by earlier versions load and play on to the end.

tests/fixtures/saves/v1/ holds games saved by the engine (`Game.to_json`) and by the page (its
localStorage / export envelope) before the strict-input changes, mid-auction and late in the
game, with `pass` as "nothing this turn" in Phases 3 and 4 as older versions wrote it, and whole
promo games saved before the promo timing's revision (AMB-70), with the two cases it changes,
and a Baden-Württemberg game saved before rules revision 3 with the BW-3 corner it changes.
Loading replays every action (BASE-ROUND-1), lands on the recorded moment, and the game then
plays on to its end (BASE-END-1); invariants hold after every action.
"""
import json
import sys
from pathlib import Path

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves" / "v1"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text("utf-8"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))

from pgui.storage import saves  # noqa: E402


def where(game: Game) -> dict:
    s = game.state
    return {"round": s["round"], "step": s["step"], "phase": s["phase"], "decision": game.decision(),
            "money": [p["money"] for p in s["players"]], "actions": len(game.actions)}


def play_on(game: Game, seed: int) -> None:
    bot = RandomBot(seed)
    while not game.over:
        game.apply(bot.act(game))
        game.check_invariants()
    assert game.state["result"]


def test_the_fixtures_cover_both_maps_an_auction_and_late_games():
    assert len(EXPECTED) >= 3
    kinds = {e["decision"]["kind"] for e in EXPECTED.values() if e["decision"]}
    assert {"bid", "build"} <= kinds
    assert any(e["round"] >= 5 for e in EXPECTED.values())


def _promo_cases(game: Game) -> set:
    """Which lowest-plant replacements were promo cards: ("step2", kind) is the case R1 of
    AMB-70, ("no_purchase", kind) the case R2."""
    from powergrid.data import promo_kind
    log = game.state["log"]
    return {(a["reason"], promo_kind(b["card"])) for a, b in zip(log, log[1:])
            if a["e"] == "plant_removed" and a["reason"] in ("step2", "no_purchase") and b["e"] == "promo_drawn"}


def test_whole_promo_games_saved_before_the_timing_revision_cover_both_of_its_cases():
    """AMB-70: a save without the "timing" option replays with the old timing to its very end."""
    promo = [n for n in EXPECTED if "promos" in n]
    cases = set()
    for name in promo:
        game = Game.from_json((FIXTURES / f"{name}.engine.json").read_text("utf-8"))
        assert game.over and "timing" not in game.state["options"]
        cases |= _promo_cases(game)
    assert {("step2", "asset"), ("no_purchase", "asset"), ("step2", "event")} <= cases


def _second_removal_took_the_drawn_plant(game: Game) -> bool:
    """Whether, after a round without a purchase, the second removal took the plant that the
    first removal's replacement had just drawn (BW-3 under rules revision 2)."""
    log = game.state["log"]
    return any(a["e"] == "plant_removed" and a["reason"] == "no_purchase" and b["e"] == "plant_drawn"
               and c["e"] == "plant_removed" and c["reason"] == "no_purchase" and c["plant"] == b["plant"]
               for a, b, c in zip(log, log[1:], log[2:]))


def test_a_baden_wurttemberg_save_of_revision_2_replays_its_removal_corner():
    """BW-3: a whole game saved under rules revision 2 holds the corner revision 3 changes (the
    second no-purchase removal takes the plant just drawn), and it replays just so to its end."""
    name = "badenwurttemberg-4p-no-purchase-corner"
    game = Game.from_json((FIXTURES / f"{name}.engine.json").read_text("utf-8"))
    assert game.over and game.state["options"]["timing"] == 2
    assert _second_removal_took_the_drawn_plant(game)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_an_engine_save_loads_at_its_moment_and_plays_to_the_end(name):
    text = (FIXTURES / f"{name}.engine.json").read_text("utf-8")
    game = Game.from_json(text)
    assert where(game) == EXPECTED[name]
    assert json.loads(game.dumps()) == json.loads(text), "loading and saving again changes the save"
    play_on(game, seed=len(name))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_page_save_loads_with_its_colours_and_language_and_plays_on(name):
    text = (FIXTURES / f"{name}.page.json").read_text("utf-8")
    game, colors, lang = saves.load(text)
    assert where(game) == EXPECTED[name]
    envelope = json.loads(text)
    assert (colors, lang) == (envelope["colors"], envelope["lang"])
    play_on(game, seed=len(name) + 1)
