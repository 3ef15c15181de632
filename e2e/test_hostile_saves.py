"""A hostile save in the browser: a stored save nested 10,000 deep is refused before Pyodide parses
it (its stack would die), with its message, and moved aside when a new game starts. Imported files
nested deeper still, and an import beside the game in progress, are checked in CPython
(tests/web/test_ui_hostile_saves.py), where the same guard refuses them before any parse."""
from __future__ import annotations

import json

from page_taps import BACKUP_KEY, SAVE_KEY, click, count, new_game, shots, stored

DEEP_STORED = '{"app": "powergrid-web", "version": 1, "game": ' + "[" * 10_000 + "]" * 10_000 + "}"


def test_a_deeply_nested_stored_save_shows_the_load_error_screen(page, app_url, boot, artifacts):
    # the save is in localStorage before the page's first script runs
    page.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(DEEP_STORED)})")
    boot(page, app_url)              # boot() fails on any console or page error
    assert count(page, ".loaderror") == 1
    text = page.locator(".loaderror").inner_text()
    assert "could not be loaded" in text and "nested too deeply" in text
    assert page.locator("#raw-save").get_attribute("href").startswith("data:application/json")
    assert stored(page, SAVE_KEY) == DEEP_STORED
    shots(page, artifacts, "load-failure")
    click(page, '[data-action="to-start"]')
    new_game(page, ["Ann", "Bob"])   # start anew: the unreadable data is moved aside
    assert stored(page, BACKUP_KEY) == DEEP_STORED
    assert json.loads(stored(page))["app"] == "powergrid-web"
