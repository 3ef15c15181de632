"""Instant start: a saved game is on screen before Python is ready, the first visit's start screen
is usable at once, and no tap made meanwhile is lost or doubled.

Pyodide's interpreter download is held by routing (released when the test says so), so "before
Python is ready" is a state the test controls, not a race. Service workers are blocked here: a
worker would answer from its cache, out of the route's reach."""

from __future__ import annotations

import json

from page_taps import click, count, new_game, shots, stored, take_tablet

# The page's markup as drawn: the heading the focus went to once Python drew (keyboard.js makes it
# focusable with tabindex="-1") counts as the same drawing.
DRAWN_JS = """() => { const app = document.getElementById('app').cloneNode(true);
  for (const h of app.querySelectorAll('h1[tabindex="-1"], h2[tabindex="-1"]')) h.removeAttribute('tabindex');
  return app.innerHTML; }"""

SNAPSHOT_KEY = "powergrid.snapshot.v1"
NOT_READY = "document.body.dataset.ready !== '1'"


class HeldPyodide:
    """Holds every request for Pyodide's interpreter until release()."""

    def __init__(self, context):
        self.held, self.holding = [], True
        context.route("**/pyodide.asm.wasm", self._hold)

    def _hold(self, route):
        if self.holding:
            self.held.append(route)
        else:
            route.continue_()

    def release(self):
        self.holding = False
        while self.held:
            self.held.pop().continue_()


def wait_ready(page):
    page.wait_for_function("document.body.dataset.ready === '1' || document.querySelector('#boot.failed')",
                           timeout=120_000)
    assert page.evaluate("document.body.dataset.ready") == "1"


def actions(page) -> list:
    return json.loads(stored(page))["game"]["actions"]


def test_a_saved_game_is_on_screen_before_python_and_taps_act_once(instant, app_url, artifacts):
    """Return visit: the hand-over screen is there while Python is held; the first tap (Undo) is
    queued and done once when Python is ready, a second one is refused with "one moment"; the live
    page draws the same markup; the first tap after readiness acts once."""
    context, page, _ = instant
    page.goto(app_url)
    wait_ready(page)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")   # a hand-over screen between players
    take_tablet(page)
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    assert len(actions(page)) == 1 and count(page, '[data-action="undo"]') == 1
    snap = json.loads(stored(page, SNAPSHOT_KEY))
    assert snap["version"] == page.evaluate("document.documentElement.dataset.version")

    held = HeldPyodide(context)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('#app [data-action="ack"]', state="visible", timeout=10_000)
    assert page.evaluate(NOT_READY), "the hand-over screen must come before Python"
    assert page.locator("#boot").is_hidden()
    assert page.locator("#pg-getting-ready").is_visible()
    assert "Getting ready" in page.locator("#pg-getting-ready").inner_text()
    shots(page, artifacts, "return-visit", prefix="instant")

    page.locator('#app [data-action="undo"]').click()
    assert "as soon as the game is ready" in page.locator("#pg-getting-ready").inner_text()
    page.locator('#app [data-action="ack"]').click()
    assert "One moment" in page.locator("#pg-getting-ready").inner_text()
    shots(page, artifacts, "return-visit-queued", prefix="instant")
    assert len(actions(page)) == 1, "nothing is done before Python is ready"

    held.release()
    wait_ready(page)
    page.wait_for_function("window.pgRenderCount >= 1")
    assert len(actions(page)) == 0, "the queued Undo is done exactly once"
    assert count(page, "#pg-getting-ready") == 0
    assert count(page, '[data-action="ack"]') == 1, "the refused tap was not performed"
    before = page.evaluate("window.pgRenderCount")
    click(page, '[data-action="ack"]')
    page.wait_for_timeout(300)
    assert page.evaluate("window.pgRenderCount") == before + 1, "one tap, one redraw"
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    assert len(actions(page)) == 1, "the first taps after readiness act once"

    # the live page drew what the snapshot showed (no flash, no jump): same markup, same screen
    page.reload()
    wait_ready(page)
    live = page.evaluate(DRAWN_JS)
    held = HeldPyodide(context)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('#app [data-action="ack"]', state="visible", timeout=10_000)
    assert page.evaluate(NOT_READY)
    assert page.evaluate(DRAWN_JS) == live
    held.release()
    wait_ready(page)


def test_a_snapshot_from_another_build_or_broken_falls_back_to_the_loading_screen(instant, app_url, dist):
    """A snapshot of another build version, of another save, not JSON, or carrying anything
    outside the renderer's vocabulary (script, on* handlers, javascript: URLs, too big) is not
    shown: the loading screen is, and Python writes a fresh snapshot once it is ready."""
    context, page, _ = instant
    page.goto(app_url)
    wait_ready(page)
    new_game(page, ["Ann", "Bob"])
    save = stored(page)
    good = json.loads(stored(page, SNAPSHOT_KEY))
    marker = '<p class="pwn">MARKER</p>'

    def variant(**change):
        return json.dumps({**good, "html": marker + good["html"], **change})
    variants = {
        "other version": variant(version="0000000000000000"),
        "other save": variant(saveLength=good["saveLength"] + 1),
        "not json": '{"version": ' + json.dumps(good["version"]) + ', "html": "<p',
        "script": variant(html=marker + "<script>window.__pwned = 1</script>"),
        "onerror": variant(html=marker + '<svg><rect onload="window.__pwned = 1"/></svg>'),
        "img": variant(html=marker + '<img src="x" onerror="window.__pwned = 1">'),
        "javascript url": variant(html=marker + '<button data-action="x" data-go="javascript:alert(1)">x</button>'),
        "unknown attribute": variant(html=marker + '<button formaction="x">x</button>'),
        "style url": variant(html=marker + '<div style="background: url(javascript:alert(1))"></div>'),
        "too big": variant(html=marker + "<p>x</p>" * 60_000),
        "not an object": "[1, 2, 3]",
    }
    held = HeldPyodide(context)
    for name, value in variants.items():
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [SNAPSHOT_KEY, value])
        page.reload(wait_until="domcontentloaded")
        assert page.evaluate(NOT_READY)
        assert count(page, ".pwn") == 0, name
        assert page.locator("#boot").is_visible() and page.locator("#app").is_hidden(), name
        assert "Loading the game engine" in page.locator("#boot").inner_text(), name
        assert page.evaluate("window.__pwned === undefined"), name
    held.release()
    wait_ready(page)
    assert stored(page) == save
    fresh = json.loads(stored(page, SNAPSHOT_KEY))
    assert fresh["version"] == good["version"] and "MARKER" not in fresh["html"]
    assert fresh["html"] == good["html"]


def test_names_typed_on_the_prerendered_start_screen_survive_into_the_game(instant, app_url, artifacts):
    """First visit: the start screen (rendered at build time) is usable before Python: players,
    names, colours, map; "Start" waits for Python, then the game starts with what was typed."""
    context, page, _ = instant
    held = HeldPyodide(context)
    page.goto(app_url, wait_until="domcontentloaded")
    page.wait_for_selector('#app input[data-field="name"][data-seat="0"]', state="visible", timeout=10_000)
    assert page.evaluate(NOT_READY)
    assert page.locator("#boot").is_hidden()
    page.locator('#app [data-action="players"][data-n="4"]').click()
    assert page.locator('#app input[data-field="name"]:visible').count() == 4
    for seat, name in enumerate(["Ada", "Bea", "Cy", "Dov"]):
        page.locator(f'#app input[data-field="name"][data-seat="{seat}"]').fill(name)
    page.locator('#app [data-action="color"][data-seat="0"][data-color="black"]').click()
    assert page.locator('#app [data-action="color"][data-seat="0"][data-color="black"]').get_attribute(
        "aria-checked") == "true"
    page.locator('#app [data-action="map"][data-map="usa"]').click()
    shots(page, artifacts, "first-visit", prefix="instant")
    page.locator('#app [data-action="region-mode"][data-mode="pick"]').click()
    assert "One moment" in page.locator("#pg-getting-ready").inner_text()
    page.locator('#app [data-action="start"]').click()
    assert "Starting the game" in page.locator("#pg-getting-ready").inner_text()
    page.locator('#app input[data-field="name"][data-seat="3"]').fill("Dora")   # typed while waiting
    shots(page, artifacts, "first-visit-starting", prefix="instant")
    assert stored(page) is None
    held.release()
    wait_ready(page)
    page.wait_for_function("document.querySelector('#pg-board, [data-action=\"ack\"]') !== null",
                           timeout=10_000)   # the game is on: the board (open table) or a hand-over
    game = json.loads(stored(page))
    assert game["game"]["options"]["players"] == ["Ada", "Bea", "Cy", "Dora"]
    assert game["game"]["options"]["map"] == "usa"
    assert game["colors"][0] == "black" and len(set(game["colors"])) == 4


def test_a_typed_name_and_its_caret_survive_python_taking_over(instant, app_url):
    """Typing when Python takes over: the text stays, the field keeps the focus."""
    context, page, _ = instant
    held = HeldPyodide(context)
    page.goto(app_url, wait_until="domcontentloaded")
    field = page.locator('#app input[data-field="name"][data-seat="1"]')
    field.fill("Zed")
    field.focus()
    held.release()
    wait_ready(page)
    assert page.evaluate("document.activeElement.dataset.seat") == "1"
    page.keyboard.type("ia")
    page.locator('[data-action="players"][data-n="2"]').click()
    click(page, '[data-action="start"]')
    assert json.loads(stored(page))["game"]["options"]["players"][1] == "Zedia"


def test_the_live_page_keeps_the_snapshot_it_would_draw_again(instant, app_url, artifacts):
    """When Python's first drawing is the snapshot on screen, the page keeps those very
    elements (nothing is drawn twice) and its taps work on them."""
    context, page, _ = instant
    page.goto(app_url)
    wait_ready(page)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    held = HeldPyodide(context)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('#app [data-action="ack"]', state="visible", timeout=10_000)
    page.evaluate("document.querySelector('#app [data-action=\"ack\"]').pgProbe = 'kept'")
    held.release()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.adopted") == "1"
    assert page.evaluate("document.querySelector('#app [data-action=\"ack\"]').pgProbe") == "kept"
    shots(page, artifacts, "adopted", prefix="instant")
    click(page, '[data-action="ack"]')
    assert count(page, '[data-action="pick-plant"]') > 0, "the kept hand-over screen's tap works"
