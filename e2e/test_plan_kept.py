"""The build plan kept across a reload (issue 22): plan two cities, reload, the plan is still
there; build, reload, no plan (its key, powergrid.plan, is gone with the position it was for)."""
from __future__ import annotations

from powergrid import Game

from test_game import click, count, shots, take_tablet
from test_tableb import load_save, seeded

PLAN_KEY = "powergrid.plan"


def affordable_pair(game: Game):
    """Two cities the builder can afford together, by the engine's plan, or None."""
    d = game.decision()
    if d is None or d["kind"] != "build":
        return None
    seat = d["player"]
    costs = {c: i["cost"] for c, i in game.build_preview(seat).items() if i.get("cost") is not None}
    cheap = sorted(costs, key=costs.get)[:6]
    return next(([a, b] for a in cheap for b in cheap
                 if a != b and game.build_plan(seat, [a, b])["affordable"]), None)


def plan_key(page):
    return page.evaluate(f"localStorage.getItem('{PLAN_KEY}')")


def test_a_reload_mid_build_keeps_the_plan_and_building_ends_it(page, app_url, boot, artifacts):
    game = seeded(lambda g: affordable_pair(g) is not None, n=3)
    pair = affordable_pair(game)
    load_save(page, app_url, boot, game, ["red", "blue", "green"])
    take_tablet(page)
    for city in pair:
        click(page, f'#pg-board .city[data-city="{city}"] .hit')
    assert count(page, ".plan li") == 2 and plan_key(page) is not None
    boot(page, app_url)                                          # the reload
    take_tablet(page)
    assert count(page, ".plan li") == 2
    plan_text = page.locator(".plan").inner_text()
    assert all(city in plan_text for city in pair)
    shots(page, artifacts, "plan-after-reload", prefix="table")
    click(page, '[data-action="build"].primary')
    assert plan_key(page) is None
    boot(page, app_url)
    take_tablet(page)
    assert count(page, ".plan li") == 0
