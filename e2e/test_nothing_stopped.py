"""Nothing a player does is stopped or lost, in the browser: the Flux Generator ticked beside a
numbered plant, a tab in conflict that starts another game, a remembered setup of the wrong type,
and a game stored without its index entry while the storage is still full. The logic of each is
checked in CPython too (tests/web/test_promo_ui.py, test_ui_keeping.py, test_stored_values.py)."""
from __future__ import annotations

import json

from powergrid import Game
from powergrid.bots import RandomBot

from page_taps import FILL_JS, click, count, import_game, new_game, play_cheaply, shots, stored, take_tablet

PLANT = '#pg-decision [data-action="toggle-plant"]'


def flux_powering_save() -> tuple:
    """(save text, a numbered plant) at the powering of a seat that holds the Flux Generator and a
    numbered plant, in a seeded random game (Germany, seed 2: seat 1 with 10, 22 and "flux")."""
    for seed in range(1, 30):
        game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": seed, "promos": ["flux"]})
        bot = RandomBot(seed)
        while not game.over:
            d = game.decision()
            plants = game.view()["players"][d["player"]]["plants"]
            if d["kind"] == "power" and "flux" in plants and len(plants) > 1:
                save = {"app": "powergrid-web", "version": 1, "colors": ["red", "blue", "green"], "lang": "en",
                        "game": game.to_json()}
                return json.dumps(save), next(p for p in plants if p != "flux")
            game.apply(bot.act(game))
    raise AssertionError("no seeded game powers the Flux Generator beside a numbered plant")


def ticked(page) -> list:
    return page.eval_on_selector_all(f'{PLANT}[aria-checked="true"]', "els => els.map(e => e.dataset.plant)")


def test_the_flux_generator_is_ticked_beside_a_numbered_plant(page, app_url, boot, tmp_path, artifacts):
    """PROMO-FLUX-1, BASE-BUREAU-1: a tap on "flux" while a numbered plant is ticked, and the
    reverse, ticks both; the page never says "Something went wrong"."""
    save, numbered = flux_powering_save()
    boot(page, app_url)
    import_game(page, tmp_path, "flux", save)
    take_tablet(page)
    for first, second in ((str(numbered), "flux"), ("flux", str(numbered))):
        for plant in ticked(page):
            click(page, f'{PLANT}[data-plant="{plant}"]')
        click(page, f'{PLANT}[data-plant="{first}"]')
        click(page, f'{PLANT}[data-plant="{second}"]')
        assert "went wrong" not in page.locator("#app").inner_text()
        assert sorted(ticked(page)) == sorted([first, second])
    shots(page, artifacts, "flux-beside-a-plant", prefix="nothing-stopped")


def test_a_tab_in_conflict_plays_and_stores_the_next_game_it_starts(context, page, app_url, boot, artifacts):
    """Tab B is told "This game was changed in another tab"; a new game started there has no such
    alert, takes taps and is stored, and A's game stays as A stored it."""
    boot(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    play_cheaply(page)
    tab_b = context.new_page()
    boot(tab_b, app_url)
    play_cheaply(page)
    tab_b.wait_for_selector(".storage-alert", timeout=10_000)
    played_by_a = stored(page)
    take_tablet(tab_b)
    click(tab_b, '[data-action="new"]')
    new_game(tab_b, ["Eve", "Fay"])
    assert count(tab_b, ".storage-alert") == 0
    play_cheaply(tab_b)
    shots(tab_b, artifacts, "conflict-left-for-a-new-game", prefix="nothing-stopped")
    mine = json.loads(stored(tab_b))
    assert mine["game"]["options"]["players"] == ["Eve", "Fay"] and len(mine["game"]["actions"]) == 1
    assert tab_b.evaluate(f"localStorage.getItem('powergrid.game.' + {json.dumps(json.loads(played_by_a)['id'])})") \
        == played_by_a
    tab_b.close()

SEATS = 'input[data-field="name"]'


def test_a_stored_seat_count_of_3_0_never_stops_the_page(page, app_url, boot, artifacts):
    """`powergrid.setup` = {"n": 3.0}: the page starts (it said "The game could not start." at
    every load), says in the console which stored value it set aside, and a new game starts. (With
    a game in play, "New game": tests/web/test_stored_values.py.)"""
    warnings = []
    page.on("console", lambda msg: msg.type == "warning" and warnings.append(msg.text))
    page.add_init_script("localStorage.setItem('powergrid.setup', JSON.stringify({n: 1.5}).replace('1.5', '3.0'))")
    boot(page, app_url)
    assert page.evaluate("localStorage.getItem('powergrid.setup')") == '{"n":3.0}'
    assert count(page, SEATS) == 3
    assert any("powergrid.setup" in text for text in warnings), warnings
    shots(page, artifacts, "start-with-a-seat-count-of-3.0", prefix="nothing-stopped")
    new_game(page, ["Ann", "Bob", "Cem"])
    assert json.loads(stored(page))["game"]["options"]["players"] == ["Ann", "Bob", "Cem"]

def test_a_game_stored_without_its_index_entry_is_listed_while_the_storage_is_full(page, app_url, boot,
                                                                                   artifacts):
    """An envelope stored without its index entry (what a refused index write leaves), the storage
    still full at the next visit: the start screen lists the game and it continues."""
    game_id = "g202611232140-5c0e91a7"
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 4})
    envelope = {"app": "powergrid-web", "version": 2, "id": game_id, "saved": "2026-11-23 21:40",
                "colors": ["red", "blue", "green"], "lang": "en", "seats": [{"kind": "person"}] * 3,
                "game": game.to_json()}
    page.add_init_script(f"localStorage.clear();"
                         f" localStorage.setItem('powergrid.game.{game_id}', {json.dumps(json.dumps(envelope))});"
                         f" ({FILL_JS})();")
    boot(page, app_url)
    assert page.evaluate("localStorage.getItem('powergrid.games')") is None       # still full: not written
    listed = page.locator(f'.saved-game[data-game="{game_id}"]')
    assert listed.count() == 1 and "Ann, Bob, Cem" in listed.inner_text()
    shots(page, artifacts, "listed-while-full", prefix="nothing-stopped")
    click(page, f'[data-action="continue"][data-id="{game_id}"]')
    assert page.evaluate("window.pgLayout()") == "game"                           # its first decision
