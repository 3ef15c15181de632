"""Promo cards in the browser: an asset auction won by taps with the card on the winner's panel,
and the spy's top card shown only on his own screen after his hand-over and his tap.

The game is seeded so that the Warehouse is the second card drawn (the promo shuffle of
PROMO-GEN-2 is part of the seeded draws) and loaded as a save, so the test stays a few rounds long.
"""
from __future__ import annotations

import json

from powergrid import Game
from powergrid.data import promo_ids
from test_game import click, count, enabled, kind, shots

NAMES = ["Ann", "Bob", "Cem"]
SECRET = "Top card of the deck"
SAVE_KEY = "powergrid.save.v1"


def seeded_options() -> dict:
    """All promos; the first seed whose deck brings the Warehouse right after plant 13."""
    for seed in range(1, 5000):
        options = {"map": "germany", "players": NAMES, "regions": None, "seed": seed, "promos": list(promo_ids())}
        if Game(options).state["deck"][1] == "warehouse":
            return options
    raise AssertionError("no seed brings the Warehouse second")


def load_save(page, app_url, boot, options) -> None:
    save = {"app": "powergrid-web", "version": 1, "colors": ["red", "blue", "green"], "lang": "en",
            "game": {"format": "powergrid-game", "version": 1, "options": options, "actions": []}}
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(json.dumps(save))})")
    boot(page, app_url)


def cheap_step(page) -> str:
    """One decision by taps, the cheapest way (no purchase beyond what round 1 forces)."""
    if count(page, '[data-action="ack"]'):
        click(page, '[data-action="ack"]')
    k = kind(page)
    if k == "choose":
        if enabled(page, '[data-action="pass"]'):
            click(page, '[data-action="pass"]')
        else:
            click(page, '[data-action="pick-plant"]')
            click(page, '[data-action="open"]')
    elif k in ("bid", "asset"):
        click(page, '[data-action="pass"]')
    elif k == "attach":
        click(page, '[data-action="attach"]')
    elif k == "discard":
        click(page, '[data-action="discard"]')
    elif k == "buy":
        click(page, '[data-action="buy-nothing"]')
    elif k == "build":
        click(page, '[data-action="build-nothing"]')
    elif k == "power":
        click(page, '[data-action="power"]')
    return k


def test_asset_auction_by_taps_and_the_spys_secret(page, app_url, boot, artifacts):
    boot(page, app_url)
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator('input[data-change="promos-all"]').check()
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}")
    assert page.locator('input[data-change="promo"]:checked').count() == 8
    page.locator(".promos").scroll_into_view_if_needed()
    shots(page, artifacts, "start", prefix="promos")

    load_save(page, app_url, boot, seeded_options())
    # round 1: two purchases, then the Warehouse comes up
    for _ in range(40):
        if count(page, '[data-action="ack"]'):
            click(page, '[data-action="ack"]')
        if kind(page) == "asset":
            break
        cheap_step(page)
    assert "Warehouse came up: auction, minimum 10 Elektro." in page.locator("#pg-decision").inner_text()
    shots(page, artifacts, "asset-auction", prefix="promos")
    winner = page.locator("#pg-players .player.current").get_attribute("data-seat")
    click(page, '[data-action="raise"]')                         # opens at 10
    while kind(page) in ("handover", "asset"):
        if count(page, '[data-action="ack"]'):
            click(page, '[data-action="ack"]')
            continue
        click(page, '[data-action="pass"]')
    assert count(page, f'#pg-players .player[data-seat="{winner}"] .promo-warehouse') == 1
    assert count(page, "#pg-plants .promo-warehouse.owned") == 1
    shots(page, artifacts, "warehouse-won", prefix="promos")

    # on to round 2, where the last player takes Industrial Espionage; then to the spy's turn
    seen_spy = False
    for _ in range(80):
        if count(page, '[data-action="ack"]'):
            html = page.content()
            assert SECRET not in html and "spy-peek" not in html         # never on a hand-over
            click(page, '[data-action="ack"]')
        spy = page.locator("#pg-players .player:has(.promo-espionage)")
        current = page.locator("#pg-players .player.current").get_attribute("data-seat")
        if spy.count() and spy.first.get_attribute("data-seat") == current:
            assert SECRET not in page.content()
            click(page, '[data-action="spy-peek"]')
            assert SECRET in page.locator("#pg-decision").inner_text()
            assert page.locator("#pg-decision .spy-card > *").count() == 1
            shots(page, artifacts, "spy", prefix="promos")
            seen_spy = True
            break
        assert count(page, '[data-action="spy-peek"]') == 0 and SECRET not in page.content()
        cheap_step(page)
    assert seen_spy
