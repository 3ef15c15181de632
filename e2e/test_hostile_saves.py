"""Hostile saves in the browser: a stored save nested 10,000 deep and an imported file nested
100,000 deep are refused before Pyodide parses them (its stack would die), each with its
message; the good save is kept. Import asks before replacing a game in progress."""
from __future__ import annotations

import json

from test_game import BACKUP_KEY, SAVE_KEY, click, count, new_game, shots, stored, take_tablet

DEEP_STORED = '{"app": "powergrid-web", "version": 1, "game": ' + "[" * 10_000 + "]" * 10_000 + "}"


def _import(page, path) -> None:
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator('input[data-change="import"]').set_input_files(str(path))
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=30_000)


def test_a_deeply_nested_stored_save_shows_the_load_error_screen(page, app_url, boot, artifacts):
    boot(page, app_url)
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(DEEP_STORED)})")
    boot(page, app_url)              # boot() fails on any console or page error
    assert count(page, ".loaderror") == 1
    text = page.locator(".loaderror").inner_text()
    assert "could not be loaded" in text and "nested too deeply" in text
    assert page.locator("#raw-save").get_attribute("href").startswith("data:application/json")
    shots(page, artifacts, "load-failure")
    boot(page, app_url)              # every reload shows it again; nothing is lost
    assert count(page, ".loaderror") == 1 and stored(page) == DEEP_STORED
    click(page, '[data-action="to-start"]')
    new_game(page, ["Ann", "Bob"])   # start anew: the unreadable data is moved aside
    assert stored(page, BACKUP_KEY) == DEEP_STORED
    assert json.loads(stored(page))["app"] == "powergrid-web"


def test_a_deeply_nested_import_is_refused_and_the_good_save_kept(page, app_url, boot, tmp_path, artifacts):
    boot(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"])
    take_tablet(page)
    good = stored(page)
    click(page, '[data-action="new"]')
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    _import(page, deep)
    error = page.locator(".start .error").inner_text()
    assert "cannot be imported" in error and "nested too deeply" in error
    assert stored(page) == good
    boot(page, app_url)               # the good game is still there after a reload
    assert count(page, '[data-action="ack"]') == 1 and stored(page) == good


def test_import_asks_before_replacing_the_game_in_progress(page, app_url, boot, tmp_path, artifacts):
    boot(page, app_url)
    new_game(page, ["Xia", "Yul"])
    take_tablet(page)
    other = stored(page)
    path = tmp_path / "other.json"
    path.write_text(other, "utf-8")
    click(page, '[data-action="new"]')
    new_game(page, ["Ann", "Bob", "Cem"])
    take_tablet(page)
    current = stored(page)
    click(page, '[data-action="new"]')
    _import(page, path)
    assert count(page, ".importconfirm") == 1
    text = page.locator(".importconfirm").inner_text()
    assert "Xia, Yul" in text and "Ann, Bob, Cem" in text
    shots(page, artifacts, "import-confirm")
    click(page, '[data-action="import-cancel"]')
    assert stored(page) == current and count(page, '[data-action="start"]') == 1
    _import(page, path)
    click(page, '[data-action="import-confirm"]')
    assert count(page, '[data-action="ack"]') == 1
    assert json.loads(stored(page))["game"] == json.loads(other)["game"]
