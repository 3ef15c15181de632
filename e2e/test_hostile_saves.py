"""Hostile saves in the browser: a stored save nested 10,000 deep and an imported file nested
100,000 deep are refused before Pyodide parses them (its stack would die), each with its
message; the good save is kept. An import adds a game: the one in progress stays listed.
(One boot per test: booting Pyodide is the slow part.)"""
from __future__ import annotations

import json

from test_game import BACKUP_KEY, SAVE_KEY, click, count, new_game, shots, stored, take_tablet

DEEP_STORED = '{"app": "powergrid-web", "version": 1, "game": ' + "[" * 10_000 + "]" * 10_000 + "}"


def _import(page, path) -> None:
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator('input[data-change="import"]').set_input_files(str(path))
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=30_000)


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


def test_imports_deep_refused_and_a_good_one_added_to_the_list(page, app_url, boot, tmp_path, artifacts):
    boot(page, app_url)
    new_game(page, ["Xia", "Yul"], table="private")     # passing the tablet: an import opens on a hand-over
    take_tablet(page)
    other = tmp_path / "other.json"
    other.write_text(stored(page), "utf-8")
    click(page, '[data-action="new"]')
    new_game(page, ["Ann", "Bob", "Cem"])
    take_tablet(page)
    current = stored(page)
    click(page, '[data-action="new"]')

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    _import(page, deep)
    error = page.locator(".start .error").inner_text()
    assert "cannot be imported" in error and "nested too deeply" in error
    assert stored(page) == current                      # the good save is kept

    _import(page, other)                                 # already listed: opened, and played
    assert count(page, '[data-action="ack"]') == 1
    assert json.loads(stored(page))["game"] == json.loads(other.read_text("utf-8"))["game"]
    take_tablet(page)
    click(page, '[data-action="new"]')
    text = page.locator(".saved-games").inner_text()
    assert "Xia, Yul" in text and "Ann, Bob, Cem" in text
    # Xia's game once: an import of a listed game with the same id and actions opens it (issue 22)
    assert page.locator(".saved-game").count() == 2
    shots(page, artifacts, "import-added")
