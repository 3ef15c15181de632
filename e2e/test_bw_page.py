"""Baden-Württemberg in the browser (BW-1, BW-2, BW-5): picked on the start screen with its region
picker, a build with the transregional cities marked and tagged "from Step 2" while closed, and an
auction, at both tablet sizes. Seeded: the games come from saves written by the engine."""

from __future__ import annotations

import json

from powergrid import Game
from powergrid.bots import RandomBot

from test_game import click, count, open_save, shots, stored, take_tablet

COLORS = ["red", "blue", "green"]
BW = "badenwurttemberg"
REGIONS = ["east", "north", "west"]      # holding Ludwigshafen, Strasbourg and Nürnberg


def seeded_save(kind: str, round_: int = 1):
    """A 3-player game on Baden-Württemberg at its first decision of this kind (from this round)."""
    for seed in range(1, 60):
        game = Game({"map": BW, "players": ["Ann", "Bob", "Cem"], "seed": seed, "regions": REGIONS})
        bot = RandomBot(seed)
        while not game.over and not (game.decision()["kind"] == kind and game.state["round"] >= round_):
            game.apply(bot.act(game))
        if not game.over:
            save = {"app": "powergrid-web", "version": 1, "colors": COLORS, "lang": "en", "game": game.to_json()}
            return game, json.dumps(save)
    raise AssertionError("no seed reaches that decision")


def test_baden_wurttemberg_is_picked_on_the_start_screen(page, app_url, boot, artifacts):
    """BW-7 (regions in play as in the base game), AMB-87 (no beginner game): the map and its
    region picker on the start screen."""
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    click(page, f'[data-action="map"][data-map="{BW}"]')
    click(page, '[data-action="players"][data-n="3"]')
    click(page, '[data-action="region-mode"][data-mode="pick"]')
    for region in REGIONS:
        click(page, f'.regionmap .region-top[data-region="{region}"] .rdot')
    assert page.locator('.regionmap .region.on').count() == 3
    assert count(page, '.beginner-off') == 1
    shots(page, artifacts, "start", "bw")
    click(page, '[data-action="start"]')
    save = json.loads(stored(page))
    assert save["game"]["options"]["map"] == BW and save["game"]["options"]["regions"] == REGIONS
    take_tablet(page)
    assert page.locator(f'#pg-board svg[data-map="{BW}"]').count() == 1
    assert "Step 2 at 6 cities" in page.locator("#pg-top").inner_text()     # BW-1


def test_a_build_shows_the_closed_transregional_cities(page, app_url, boot, artifacts):
    """BW-5: in Step 1 the transregional cities in play carry "from Step 2" instead of a price and
    no build ring; the other cities are priced."""
    game, save = seeded_save("build")
    open_save(page, app_url, boot, save)
    tags = page.locator("#pg-board .opens-tag")
    assert tags.count() == 3 and {tags.nth(i).text_content() for i in range(3)} == {"from Step 2"}
    closed = page.locator('#pg-board [data-city="Ludwigshafen"]')
    assert "clickable" not in (closed.get_attribute("class") or "")
    assert page.locator("#pg-board .declared-ring").count() >= 3
    assert page.locator("#pg-board .city.clickable").count() > 5
    shots(page, artifacts, "build", "bw")


def test_an_auction_on_baden_wurttemberg(page, app_url, boot, artifacts):
    """BW-2: round 2's auction runs before the order is set; the page shows it like any auction."""
    game, save = seeded_save("choose", round_=2)
    open_save(page, app_url, boot, save)
    assert count(page, '#pg-decision [data-action="pass"]') == 1      # round 2: passing is allowed
    shots(page, artifacts, "auction", "bw")
