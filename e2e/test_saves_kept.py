"""Nothing lost, ever, in the browser: two tabs on one game, a full storage, persistent storage
refused, stored values too deep for Pyodide's stack, a snapshot that clobbers window.pgSeed, and
double taps on every kind of decision. Unreadable saves and a damaged index are checked in CPython
(tests/web/test_ui_keeping.py)."""
from __future__ import annotations

import json

from page_taps import FILL_JS, FREE_JS, click, count, kind, new_game, play_cheaply, shots, stored

GAMES = "powergrid.games"


def actions(page) -> int:
    return len(json.loads(stored(page))["game"]["actions"])


def play(page, n: int) -> None:
    for _ in range(n):
        play_cheaply(page)


def test_two_tabs_never_erase_each_other_s_moves(context, page, app_url, boot, recorder, artifacts):
    boot(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    play(page, 3)
    tab_b = context.new_page()
    boot(tab_b, app_url)
    play(page, 4)
    assert actions(page) == 7
    # B heard of it (the storage event) and says so before anyone plays there
    tab_b.wait_for_selector(".storage-alert", timeout=10_000)
    assert "changed in another tab" in tab_b.locator(".storage-alert").inner_text()
    shots(tab_b, artifacts, "changed-in-another-tab", prefix="saves")
    play_cheaply(tab_b)                           # a tap on B's old position: nothing written
    assert actions(page) == 7
    click(tab_b, '[data-action="take-newer"]')
    assert count(tab_b, ".storage-alert") == 0
    play_cheaply(tab_b)
    assert actions(page) == 8
    play_cheaply(page)                            # A is now the stale one, and is told
    page.wait_for_selector(".storage-alert", timeout=10_000)
    assert actions(page) == 8
    tab_b.close()


def test_a_full_storage_says_so_at_once_and_nothing_is_marked_saved(page, app_url, boot, artifacts):
    boot(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    play(page, 2)
    saved = actions(page)
    page.evaluate("() => localStorage.removeItem('powergrid.snapshot.v1')")
    page.evaluate(FILL_JS)
    play(page, 6)
    page.wait_for_selector(".storage-alert", timeout=10_000)
    text = page.locator(".storage-alert").inner_text()
    assert "storage is full" in text
    assert page.locator('.storage-alert [data-action="export"]').count() == 1
    assert actions(page) == saved                        # the old save, whole
    shots(page, artifacts, "storage-full", prefix="saves")
    page.evaluate(FREE_JS)                               # room again: the next write takes them all
    play_cheaply(page)
    page.wait_for_function("!document.querySelector('.storage-alert')", timeout=10_000)
    assert actions(page) == saved + 7
    page.reload()
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    assert actions(page) == saved + 7


# Stored values nested deeper than Pyodide's stack could parse, under the index of games and the
# remembered setup. The other values that used to stop the page (5, null, -Infinity, a map this
# build does not know) are checked in CPython: tests/web/test_stored_values.py, test_ui_keeping.py.
POISON = [(GAMES, "[" * 100_000), ("powergrid.setup", "[" * 100_000)]


def test_the_page_always_starts(context, app_url, boot, recorder):
    """Each stored value that used to stop the page on every reload: the page starts, and a new
    game starts with it there."""
    for key, value in POISON:
        page = context.new_page()
        page.on("pageerror", lambda error: recorder.page_errors.append(f"page error: {error}"))
        page.add_init_script(f"if (!sessionStorage.getItem('once')) {{ sessionStorage.setItem('once', 1);"
                             f" localStorage.clear();"
                             f" localStorage.setItem({json.dumps(key)}, {json.dumps(value)}); }}")
        boot(page, app_url)
        new_game(page, ["Ann", "Bob"])
        assert kind(page) in ("choose", "handover")
        page.close()


def test_a_snapshot_cannot_clobber_the_page_s_settings(page, app_url, boot):
    boot(page, app_url)
    new_game(page, ["Ann", "Bob"], table="private")
    page.evaluate("""() => {
      const snap = JSON.parse(localStorage.getItem('powergrid.snapshot.v1'));
      snap.html += '<div id="pgSeed">1</div><div id="pgFail">start</div><form name="pgInstant"></form>';
      localStorage.setItem('powergrid.snapshot.v1', JSON.stringify(snap));
    }""")
    page.reload()
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    assert count(page, '[data-action="ack"]') == 1
    assert page.evaluate("document.getElementById('pgSeed') === null")


def test_persistent_storage_refused_is_said_on_the_start_screen(page, app_url, boot, artifacts):
    page.add_init_script("navigator.storage.persist = async () => false;"
                         " navigator.storage.persisted = async () => false;")
    boot(page, app_url)
    page.wait_for_selector(".storage-note", timeout=10_000)
    assert "Export keeps a game safe" in page.locator(".storage-note").inner_text()
    page.screenshot(path=str(artifacts / "start-storage-note.png"))
    # a note in the start screen's column, on a card of its own (it ran from edge to edge, unstyled)
    placed = page.evaluate("""() => {
        const note = document.querySelector('.storage-note'), box = note.getBoundingClientRect();
        const column = document.querySelector('.start .card-box').getBoundingClientRect();
        return {inside: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
                card: getComputedStyle(note).backgroundColor !== getComputedStyle(document.body).backgroundColor};
    }""")
    assert placed == {"inside": True, "card": True}, placed


def dbl(page, selector: str) -> None:
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator(selector).first.dblclick()
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)
    page.wait_for_timeout(300)


CONFIRM = {"choose": '[data-action="open"]', "bid": '[data-action="pass"]', "buy": '[data-action="buy-nothing"]',
           "build": '[data-action="build-nothing"]', "power": '[data-action="power"]',
           "discard": '[data-action="discard"]'}


def test_a_double_tap_acts_once_on_every_kind_of_decision(page, app_url, boot):
    """At an open table the next player's buttons come up under the finger: a double tap on
    "Buy nothing", "Build nothing", Pass, Open or Power records one action, not two."""
    page.add_init_script("window.pgSeed = 5;")
    boot(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"])
    seen = set()
    for _ in range(40):
        k = kind(page)
        if k in ("over", "handover") or seen >= {"choose", "bid", "buy", "build", "power"}:
            break
        if k == "choose":
            click(page, '[data-action="pick-plant"]')
        if k == "bid" or k not in CONFIRM or not page.locator(CONFIRM[k]).first.is_enabled():
            play_cheaply(page)
            continue
        n = actions(page) if stored(page) else 0
        dbl(page, CONFIRM[k])
        page.wait_for_timeout(200)
        assert actions(page) == n + 1, k
        seen.add(k)
        if k == "choose" and kind(page) == "bid":      # the others' turn to bid: a double pass
            n = actions(page)
            dbl(page, CONFIRM["bid"])
            assert actions(page) == n + 1, "bid"
            seen.add("bid")
    assert seen >= {"choose", "bid", "buy", "build", "power"}, seen
