"""Korea in the browser (KOREA-2, KOREA-6): picked on the start screen, a purchase from the South
market by taps (the market first, then the cart), and the board with both markets at both tablet
sizes. Seeded: the game comes from a save written by the engine, so every run sees the same table."""

from __future__ import annotations

import json

from powergrid import Game
from powergrid.bots import RandomBot

from test_game import click, count, enabled, open_save, stored, take_tablet

SIZES = [(1024, 768), (768, 1024)]
COLORS = ["red", "blue", "green"]


def seeded_buy_save():
    """A 3-player Korea game at its first Phase 3 decision, the buyer able to buy in the South."""
    for seed in range(1, 40):
        game = Game({"map": "korea", "players": ["Ann", "Bob", "Cem"], "seed": seed,
                     "regions": ["east", "seoul", "southwest"]})
        bot = RandomBot(seed)
        while game.decision()["kind"] != "buy":
            game.apply(bot.act(game))
        seat = game.decision()["player"]
        if any(game.purchase_limits(seat, "south").values()):
            save = {"app": "powergrid-web", "version": 1, "colors": COLORS, "lang": "en",
                    "game": game.to_json()}
            return game, json.dumps(save)
    raise AssertionError("no seed gives a buyer with something to buy")


def test_korea_is_picked_on_the_start_screen(page, app_url, boot, artifacts):
    """KOREA-12: the map choice and the region picker work on Korea."""
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    click(page, '[data-action="map"][data-map="korea"]')
    click(page, '[data-action="players"][data-n="2"]')
    click(page, '[data-action="region-mode"][data-mode="pick"]')
    for region in ("seoul", "east", "southeast"):
        click(page, f'.regionmap .region-top[data-region="{region}"] .rdot')
    assert page.locator('.regionmap .region.on').count() == 3
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"korea-start-{width}x{height}.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    click(page, '[data-action="start"]')
    save = json.loads(stored(page))
    assert save["game"]["options"]["map"] == "korea"
    assert save["game"]["options"]["regions"] == ["east", "seoul", "southeast"]
    take_tablet(page)
    assert page.locator('#pg-board svg[data-map="korea"]').count() == 1
    titles = page.locator("#pg-resources .mtitle").all_inner_texts()
    assert titles == ["North market", "South market"]


def test_a_player_buys_from_the_south_market_by_taps(page, app_url, boot, artifacts):
    """KOREA-6: the decision asks the market first; after South the cart is priced against the
    South market and the purchase takes its tokens; the North market is untouched."""
    game, save = seeded_buy_save()
    seat = game.decision()["player"]
    limits = game.purchase_limits(seat, "south")
    res = next(r for r in ("coal", "oil", "garbage", "uranium") if limits[r])
    price = game.quote(seat, {res: 1}, "south")["cost"]
    open_save(page, app_url, boot, save)
    assert count(page, '[data-action="market-pick"]') == 2
    assert count(page, '[data-action="cart"]') == 0
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"korea-market-choice-{width}x{height}.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    click(page, '[data-action="market-pick"][data-market="south"]')
    assert "South market" in page.locator(".buy-market").inner_text()
    plus = f'[data-action="cart"][data-res="{res}"][data-delta="1"]'
    assert enabled(page, plus)
    click(page, plus)
    assert page.locator("#pg-resources .rmarket-south .tok.taking").count() == 1
    assert page.locator("#pg-resources .rmarket-north .tok.taking").count() == 0
    assert f"{price} Elektro" in page.locator('[data-action="buy"]').inner_text()
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"korea-board-{width}x{height}.png"))
        page.locator("#pg-resources").screenshot(path=str(artifacts / f"korea-markets-{width}x{height}.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    click(page, '[data-action="buy"]')
    after = json.loads(stored(page))["game"]["actions"][-1]
    assert after == {"type": "buy", "player": seat, "market": "south",
                     "resources": {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0, res: 1}}
    take_tablet(page)
    assert "from the South market" in page.locator("#pg-log").text_content()   # lines out of sight too
