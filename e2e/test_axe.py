"""axe-core finds nothing: the start screen, the region picker (with regions that do not touch),
every decision kind (choose, bid, asset, attach, discard, buy in both of Korea's markets, build with
a plan, and its list of cities open under the pointer), power), the hand-over, the undo question,
"How to play", a computer's turn, the end screen, the saved games with the delete question, and
Central Europe's plants refused with their reasons and bidders barred from an auction, at both
tablet sizes.

One page for both sizes. The scenes are games played by seeded random bots in CPython and imported on
the start screen one after the other (no playing in the browser). axe-core is the npm dev
dependency (node_modules/axe-core, never shipped in dist/), injected into the page; besides its
default rules it runs "label-content-name-mismatch" (WCAG 2.5.3, label in name: a button's name
contains its visible text), which axe keeps among its experimental rules.
"""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from powergrid import Game
from powergrid.bots import RandomBot
from powergrid.data import promo_ids

from page_taps import click, count, import_game

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
NAMES = ["Ann", "Bob", "Cem"]
COLORS = ["red", "blue", "green"]
KINDS = ("choose", "bid", "asset", "attach", "discard", "buy", "build", "power")
RUN_AXE = """async () => {
    const result = await axe.run(document, {rules: {"label-content-name-mismatch": {enabled: true}}});
    return result.violations.map(v => ({id: v.id, help: v.help,
        nodes: v.nodes.map(n => ({target: n.target.join(" "), summary: n.failureSummary}))}));
}"""


def save_text(game: Game) -> str:
    return json.dumps({"app": "powergrid-web", "version": 1, "colors": COLORS[:len(game.state["players"])],
                       "lang": "en", "game": game.to_json()})


def kind_scenes() -> dict:
    """{decision kind: save}: the first decision of each kind in a seeded game with every promo
    card (the asset auction and the Transformer's attach come from the promo cards)."""
    found = {}
    for seed in range(1, 60):
        game = Game({"map": "germany", "players": NAMES, "seed": seed, "promos": list(promo_ids())})
        bot = RandomBot(seed)
        while not game.over and len(found) < len(KINDS):
            kind = game.decision()["kind"]
            if kind not in found:
                found[kind] = save_text(game)
            game.apply(bot.act(game))
        if len(found) == len(KINDS):
            return found
    raise AssertionError(f"no seeded game reaches every decision kind: {sorted(found)}")


def korea_buy_scene() -> str:
    """A Korea game at a buy decision whose buyer may buy in both markets (KOREA-6)."""
    for seed in range(1, 60):
        game = Game({"map": "korea", "players": NAMES, "seed": seed, "regions": ["east", "seoul", "southwest"]})
        bot = RandomBot(seed)
        while game.decision()["kind"] != "buy":
            game.apply(bot.act(game))
        seat = game.decision()["player"]
        if all(any(game.purchase_limits(seat, m).values()) for m in ("north", "south")):
            return save_text(game)
    raise AssertionError("no seed gives a Korea buyer with something to buy in both markets")


def computer_scene() -> str:
    """A game whose decision is a computer's, with a second computer after it: the computers'
    turn stays on screen a few of their paces."""
    game = Game({"map": "germany", "players": NAMES, "seed": 1})
    first = game.decision()["player"]
    kinds = ["normal" if seat != (first + 2) % 3 else "person" for seat in range(3)]
    return json.dumps({"app": "powergrid-web", "version": 2, "colors": COLORS, "lang": "en",
                       "seats": [{"kind": k} for k in kinds], "game": game.to_json()})


def _own_barred(game: Game) -> bool:
    """The decision's player was barred from an auction since his last action (CE-3)."""
    seat = game.decision()["player"]
    for e in reversed(game.state["log"]):
        if e["e"] == "auction_barred" and e["player"] == seat:
            return True
        if e.get("player") == seat:
            return False
    return False


def _lot_barred(game: Game) -> bool:
    """A bid decision in an auction a bidder was barred from (CE-3)."""
    log = game.state["log"]
    opened = max((i for i, e in enumerate(log) if e["e"] == "auction_opened"), default=len(log))
    return game.decision()["kind"] == "bid" and any(e["e"] == "auction_barred" for e in log[opened:])


CE_SCENES = {   # the screens that tell a rule where it binds, on Central Europe (CE-3)
    "ce-refused": lambda g: g.decision()["kind"] == "choose" and any(
        r["code"] == "plant_needs_region" for r in g.refused_choices()),
    "ce-barred-lot": _lot_barred,
    "ce-barred-own": _own_barred,
}


def ce_scenes() -> dict:
    """{scene: save}: the first situation of each CE_SCENES in seeded random games."""
    found = {}
    for seed in range(1, 60):
        game = Game({"map": "centraleurope", "players": NAMES, "seed": seed})
        bot = RandomBot(seed)
        while not game.over and game.state["round"] <= 8 and len(found) < len(CE_SCENES):
            for scene, holds in CE_SCENES.items():
                if scene not in found and holds(game):
                    found[scene] = save_text(game)
            game.apply(bot.act(game))
        if len(found) == len(CE_SCENES):
            return found
    raise AssertionError(f"no seeded game shows every scene: {sorted(found)}")


def end_scene() -> str:
    game = Game({"map": "germany", "players": NAMES, "seed": 2})
    bot = RandomBot(2)
    while not game.over:
        game.apply(bot.act(game))
    return save_text(game)


@pytest.fixture(scope="module")
def scenes() -> dict:
    return {"kinds": kind_scenes(), "korea": korea_buy_scene(), "over": end_scene(), "computer": computer_scene(),
            "ce": ce_scenes()}


def violations(page) -> list:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE)


@pytest.mark.parametrize("size", [(1024, 768), (768, 1024)], ids=["landscape", "portrait"])
def test_axe_finds_nothing_on_any_screen(booted, scenes, tmp_path, artifacts, size):
    page = booted                  # the start screen: a first visit, then with the games imported
    width, height = size
    page.set_viewport_size({"width": width, "height": height})
    found = {}

    def check(scene: str) -> None:
        page.wait_for_timeout(50)
        found[scene] = violations(page)
        if scene in ("start", "handover", "build", "over") or scene in CE_SCENES:
            page.screenshot(path=str(artifacts / f"axe-{scene}-{width}x{height}.png"))

    check("start")
    click(page, '[data-action="region-mode"][data-mode="pick"]')
    shown = page.get_attribute('[data-action="map"][aria-checked="true"]', "data-map")
    regions = sorted(r["id"] for r in Game.map_board(shown)["regions"])
    apart = next(p for p in itertools.combinations(regions, 2) if Game.regions_refusal(shown, list(p)) is not None)
    for region in apart:
        click(page, f'.regionmap .region-top[data-region="{region}"] .rlabel')
    assert count(page, ".region-apart") == 1             # the picker saying the regions do not touch
    check("picker")
    for region in apart:                                 # as it was, for the other size
        click(page, f'.regionmap .region-top[data-region="{region}"] .rlabel')
    click(page, '[data-action="region-mode"][data-mode="random"]')
    click(page, '[data-action="table-mode"][data-mode="private"]')    # the tablet is handed over
    for kind in KINDS:
        import_game(page, tmp_path, kind, scenes["kinds"][kind])
        if count(page, '[data-action="ack"]'):
            if "handover" not in found:
                check("handover")
            click(page, '[data-action="ack"]')
        assert count(page, f".decision-kind-{kind}") == 1, kind
        if kind == "build":        # a plan: the first buildable city tapped
            click(page, "#pg-board-overlay .city.clickable")
            assert count(page, "#pg-board-overlay .city.planned") == 1
        check(kind)
        if kind == "build":        # the list of cities open, the pointer over its toggle
            click(page, '[data-action="city-list"]')
            page.hover(".city-list-toggle")
            check("build-list-hover")
        if kind == "bid":          # the undo question: another player's action
            click(page, '#pg-top [data-action="undo"]')
            if count(page, ".confirm-undo"):
                check("undo-question")
                click(page, '[data-action="cancel"]')
            click(page, '#pg-top [data-action="howto"]')
            assert count(page, ".howto") == 1
            check("howto")
            click(page, '.howto [data-action="howto"]')
    click(page, '[data-action="new"]')
    click(page, '[data-action="table-mode"][data-mode="open"]')      # the turn banner, no hand-over
    for market in ("north", "south"):
        import_game(page, tmp_path, f"korea-{market}", scenes["korea"])
        if count(page, '[data-action="ack"]'):
            click(page, '[data-action="ack"]')
        click(page, f'[data-action="market-pick"][data-market="{market}"]')
        check(f"buy-{market}")
    for scene, save in scenes["ce"].items():      # a refused plant, a barred bidder (CE-3)
        import_game(page, tmp_path, scene, save)
        if count(page, '[data-action="ack"]'):
            click(page, '[data-action="ack"]')
        assert count(page, ".refused, .barred") >= 1, scene
        check(scene)
    import_game(page, tmp_path, "computer", scenes["computer"])
    page.wait_for_selector(".decision-kind-computer")
    check("computer")
    import_game(page, tmp_path, "over", scenes["over"])
    assert count(page, ".final") == 1
    check("over")
    import_game(page, tmp_path, "list", scenes["kinds"]["choose"])   # the start screen, now listing games
    if count(page, '[data-action="ack"]'):
        click(page, '[data-action="ack"]')
    click(page, '[data-action="new"]')
    check("start-with-saves")
    click(page, '.saved-game [data-action="delete"]')
    assert count(page, ".confirm-delete") == 1
    check("delete-question")
    click(page, '[data-action="cancel"]')
    report = [f"{scene}: {v['id']} ({v['help']}) at {n['target']}: {n['summary']}"
              for scene, found_here in found.items() for v in found_here for n in v["nodes"]]
    assert {"handover", "undo-question", "picker", "howto", "computer", "delete-question"} <= set(found)
    assert not report, "axe-core found:\n" + "\n".join(report)
