"""Nothing lost, ever (issue 20), in the browser: two tabs on one game, a full storage, two
unreadable saves, a damaged index, persistent storage refused, stored values that used to stop
the page, a snapshot that clobbers window.pgSeed, and double taps on every kind of decision."""
from __future__ import annotations

import json

from test_game import click, count, kind, new_game, play_cheaply, shots, stored

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


FILL_JS = """() => {
  let i = 0; const chunk = "x".repeat(256 * 1024);
  for (;;) { try { localStorage.setItem("filler." + i++, chunk); } catch (e) { break; } }
  for (const size of [16384, 1024, 64, 1]) {       // to the last character: no room for one more move
    const small = "x".repeat(size);
    for (;;) { try { localStorage.setItem("filler." + i++, small); } catch (e) { break; } }
  }
  return i;
}"""
FREE_JS = ("() => { for (const k of Object.keys(localStorage))"
           " if (k.startsWith('filler.')) localStorage.removeItem(k); }")


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


def test_unreadable_saves_keep_one_backup_each_and_a_damaged_index_is_rebuilt(page, app_url, boot):
    boot(page, app_url)
    new_game(page, ["Ann", "Bob"])
    click(page, '[data-action="new"]')
    new_game(page, ["Cem", "Dan"])
    index = json.loads(stored(page, GAMES))
    ids = sorted(e["id"] for e in index)
    page.evaluate("(ids) => { for (const id of ids) localStorage.setItem('powergrid.game.' + id,"
                  " JSON.stringify({app: 'powergrid-web', version: 1, game: 'damaged ' + id})); }", ids)
    for gid in ids:
        page.evaluate("(id) => localStorage.setItem('powergrid.current', id)", gid)
        page.reload()
        page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
        assert count(page, ".loaderror") == 1
        click(page, '[data-action="to-start"]')
        new_game(page, ["Eve", "Fay"])
    for gid in ids:
        assert "damaged " + gid in stored(page, "powergrid.backup." + gid)
    # the index is a cache: truncated, it is rebuilt from the envelopes
    names = sorted(e["id"] for e in json.loads(stored(page, GAMES)))
    page.evaluate("() => localStorage.setItem('powergrid.games',"
                  " localStorage.getItem('powergrid.games').slice(0, 30))")
    page.reload()
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    click(page, '[data-action="new"]')
    listed = page.eval_on_selector_all(".saved-game", "els => els.map(e => e.dataset.game)")
    assert sorted(listed) == names


POISON = [("5", None), ("null", None), ("true", None), ("-Infinity", None), ("[" * 100_000, None),
          ('[{"id": "gb", "map": "benelux", "players": ["Xi", "Yu"], "round": 3, "saved": "2026-01-01"}]', "gb")]


def other_version(game_id: str) -> str:
    """The envelope of a game on a map this build does not know (saved by a newer version)."""
    game = {"format": "powergrid-game", "version": 1, "actions": [],
            "options": {"map": "benelux", "players": ["Xi", "Yu"], "seed": 1}}
    return json.dumps({"app": "powergrid-web", "version": 2, "id": game_id, "saved": "2026-01-01", "game": game})


def test_the_page_always_starts(context, app_url, boot, recorder):
    """Each stored value that used to stop the page on every reload: the page starts, lists what it
    can, and a new game starts with it there."""
    for value, listed in POISON + [("bad-setup", None)]:
        page = context.new_page()
        page.on("pageerror", lambda error: recorder.page_errors.append(f"page error: {error}"))
        key, value = ("powergrid.setup", "[" * 100_000) if value == "bad-setup" else (GAMES, value)
        # a game listed by another version comes with its envelope (one without is dropped at boot)
        other = f" localStorage.setItem('powergrid.game.{listed}', {json.dumps(other_version(listed))});"
        page.add_init_script(f"if (!sessionStorage.getItem('once')) {{ sessionStorage.setItem('once', 1);"
                             f" localStorage.clear();{other if listed else ''}"
                             f" localStorage.setItem({json.dumps(key)}, {json.dumps(value)}); }}")
        boot(page, app_url)
        if listed:
            row = page.locator(f'.saved-game[data-game="{listed}"]').inner_text()
            assert "another version" in row
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


def test_persistent_storage_refused_is_said_on_the_start_screen(page, app_url, boot):
    page.add_init_script("navigator.storage.persist = async () => false;"
                         " navigator.storage.persisted = async () => false;")
    boot(page, app_url)
    page.wait_for_selector(".storage-note", timeout=10_000)
    assert "Export keeps a game safe" in page.locator(".storage-note").inner_text()


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
