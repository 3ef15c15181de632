"""A lone UTF-16 surrogate in real localStorage (JavaScript strings may hold one, UTF-8 cannot):
the page starts, says the save is damaged, offers its data, and backs it up as it is when a new
game takes its place; an imported file with the name "\\ud800" is refused in words. Before, the
broken-save screen itself failed, and the page stopped on every visit. (One boot: the slow part.)"""
from __future__ import annotations

import json
from pathlib import Path

from page_taps import click, count, import_file, new_game, stored

FIXTURE = Path(__file__).resolve().parents[1] / "tests/fixtures/saves/v1/germany-4p-mid-auction.page.json"
GAME_KEY = "powergrid.game.gstray"
INDEX = json.dumps([{"id": "gstray", "map": "germany", "players": ["Ann", "Bob", "Cem", "Dan"], "round": 3,
                     "saved": "2026-11-23 21:40"}])
# The stored text, made in the page: "Ann" becomes "An" + a lone high surrogate + "n".
STRAY_JS = "(text) => text.replace('\"Ann\"', '\"An\\ud800n\"')"


def test_a_lone_surrogate_in_storage_is_a_damaged_save_and_the_page_starts(page, app_url, boot, tmp_path):
    text = FIXTURE.read_text("utf-8").strip()
    page.add_init_script(
        "if (!sessionStorage.getItem('seeded')) {"
        f"  localStorage.setItem({json.dumps(GAME_KEY)}, ({STRAY_JS})({json.dumps(text)}));"
        f"  localStorage.setItem('powergrid.games', {json.dumps(INDEX)});"
        "  localStorage.setItem('powergrid.current', 'gstray');"
        "  sessionStorage.setItem('seeded', '1');"
        "}")
    boot(page, app_url)                       # fails on any console or page error
    assert count(page, ".loaderror") == 1
    assert "not valid text" in page.locator(".loaderror").inner_text()
    assert "%5Cud800" in page.locator("#raw-save").get_attribute("href")
    raw_is_stray = f"(t) => localStorage.getItem({json.dumps(GAME_KEY)}) === ({STRAY_JS})(t)"
    assert page.evaluate(raw_is_stray, text)                 # listed, never moved before a new game
    click(page, '[data-action="to-start"]')
    new_game(page, ["Cem", "Dan"])
    assert page.evaluate(f"(t) => localStorage.getItem('powergrid.backup.gstray') === ({STRAY_JS})(t)", text)
    assert stored(page, GAME_KEY) is None
    page.reload()                             # the next visit resumes the new game
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    assert count(page, ".loaderror") == 0
    # a file whose name is "\ud800", as JSON writes it: refused with a message, no traceback
    envelope = json.loads(stored(page))
    envelope["game"]["options"]["players"][0] = "\ud800"
    bad = tmp_path / "stray.json"
    bad.write_text(json.dumps(envelope), "utf-8")
    click(page, '[data-action="new"]')
    import_file(page, bad)
    assert "not valid text" in page.locator(".start .error").inner_text()
    assert count(page, ".py-error") == 0
