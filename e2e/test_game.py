"""Playing in the browser: a whole game by clicks, reload and offline resume, broken saves,
hostile names, and screenshots of the main screens at tablet sizes."""

from __future__ import annotations

import json
import time
from urllib.parse import unquote

SAVE_KEY = "powergrid.save.v1"
BACKUP_KEY = "powergrid.save.v1.backup"
SIZES = [(1024, 768), (768, 1024)]


# ---- helpers -------------------------------------------------------------------------

def shots(page, artifacts, name: str, prefix: str = "game") -> None:
    """Screenshots of the current screen at both tablet sizes (landscape, portrait), named
    `<prefix>-<name>-<width>x<height>.png` in the artefacts."""
    before = page.viewport_size
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"{prefix}-{name}-{width}x{height}.png"))
    page.set_viewport_size(before)


def count(page, selector: str) -> int:
    return page.locator(selector).count()


def click(page, selector: str) -> None:
    """Click like a finger (no force: the element must be the one under the pointer) and wait
    until Python has redrawn (the render counter moves)."""
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator(selector).first.click()
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)


def enabled(page, selector: str) -> bool:
    loc = page.locator(selector)
    return loc.count() > 0 and loc.first.is_enabled()


def new_game(page, names, beginner=False, table=None) -> None:
    """Start a game from the start screen; table="private" passes the tablet with a hand-over
    screen (the default is the open table: a turn banner, no hand-over)."""
    click(page, f'[data-action="players"][data-n="{len(names)}"]')
    if table:
        click(page, f'[data-action="table-mode"][data-mode="{table}"]')
    for i, name in enumerate(names):
        page.locator(f'input[data-field="name"][data-seat="{i}"]').fill(name)
    if beginner:
        before = page.evaluate("window.pgRenderCount || 0")
        page.locator('input[data-change="beginner"]').check()
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}")
    click(page, '[data-action="start"]')


def open_save(page, app_url, boot, save: str) -> None:
    """Boot at 1024x768 with `save` (a save file's text) as the stored game, and continue it."""
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(save)})")
    boot(page, app_url)
    if count(page, '[data-action="continue"]'):
        click(page, '[data-action="continue"]')
    take_tablet(page)


def take_tablet(page) -> None:
    if count(page, '[data-action="ack"]'):
        click(page, '[data-action="ack"]')


def kind(page) -> str:
    """The decision on screen: choose, bid, discard, buy, build, power, over or handover."""
    if count(page, '[data-action="ack"]'):
        return "handover"
    if count(page, ".final"):
        return "over"
    cls = page.locator('#pg-decision > div[class^="decision-kind-"]').first.get_attribute("class") or ""
    return cls.replace("decision-kind-", "")


def play_cheaply(page, on_screen=None) -> str:
    """One decision by clicks, taking the cheapest legal choice; returns its kind."""
    if on_screen and count(page, '[data-action="ack"]'):
        on_screen("handover")
    take_tablet(page)
    k = kind(page)
    if on_screen:
        on_screen(k)
    if k == "choose":
        if enabled(page, '[data-action="pass"]'):
            click(page, '[data-action="pass"]')
        else:
            click(page, '[data-action="pick-plant"]')
            if on_screen:
                on_screen("choose-picked")
            click(page, '[data-action="open"]')
    elif k == "bid":
        click(page, '[data-action="pass"]')
    elif k == "discard":
        click(page, '[data-action="discard"]')
    elif k == "buy":
        for res in ("coal", "oil", "garbage", "uranium"):
            plus = f'[data-action="cart"][data-res="{res}"][data-delta="1"]'
            for _ in range(2):
                if enabled(page, plus):
                    click(page, plus)
        if not enabled(page, '[data-action="buy"]'):
            click(page, '[data-action="cart-clear"]')
            click(page, '[data-action="buy-nothing"]')
        else:
            click(page, '[data-action="buy"]')
    elif k == "build":
        cities = page.eval_on_selector_all(
            "#pg-board .city.clickable",
            "els => els.map(e => [Number(e.dataset.cost), e.dataset.city]).sort((a, b) => a[0] - b[0])")
        if cities:
            click(page, f'#pg-board .city.clickable[data-city="{cities[0][1]}"] .hit')
            if on_screen:
                on_screen("build-planned")
        if enabled(page, '[data-action="build"]'):
            click(page, '[data-action="build"]')
        else:
            click(page, '[data-action="build-nothing"]')
    elif k == "power":
        click(page, '[data-action="power"]')
    return k


CURRENT_JS = ("(() => { const id = localStorage.getItem('powergrid.current');"
              " return id ? localStorage.getItem('powergrid.game.' + id) : null; })()")


def stored(page, key=None):
    """The current game's envelope (the page keeps several games), or the text under `key`."""
    if key is None:
        return page.evaluate(CURRENT_JS)
    return page.evaluate(f"localStorage.getItem({json.dumps(key)})")


# ---- a whole game --------------------------------------------------------------------

def test_a_two_player_beginner_game_by_clicks(page, app_url, boot, artifacts):
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    shots(page, artifacts, "start")
    new_game(page, ["Ann", "Bob"], beginner=True)
    taken = set()
    handovers = []

    def on_screen(k):
        """Open table mode (the default): never a full-screen hand-over, always the turn banner."""
        if k == "handover":
            handovers.append(k)
        else:
            assert count(page, ".turn-banner") == 1
        name = {"choose-picked": "auction", "build-planned": "build-plan", "power": "bureaucracy"}.get(k)
        if name and name not in taken:
            taken.add(name)
            shots(page, artifacts, name)

    started = time.monotonic()
    kinds = []
    while kind(page) != "over":
        kinds.append(play_cheaply(page, on_screen))
        assert len(kinds) < 400, "the game does not end"
        assert time.monotonic() - started < 170, f"too slow: {len(kinds)} decisions"
    assert {"choose", "buy", "build", "power"} <= set(kinds)
    assert handovers == [] and "handover" not in kinds, "open table mode showed a hand-over screen"
    shots(page, artifacts, "final")
    text = page.locator(".final").inner_text()
    assert "Ann" in text and "Bob" in text
    assert page.locator(".ranking tbody tr:not(.why-row)").count() == 2
    save = json.loads(stored(page))
    assert save["app"] == "powergrid-web" and save["game"]["actions"]
    # the finished game survives a reload
    boot(page, app_url)
    assert count(page, ".final") == 1


# ---- resuming ------------------------------------------------------------------------

def open_an_auction(page):
    """Three players passing the tablet; the first opens plant 4 at its minimum: the next player
    must bid or pass, after a hand-over screen."""
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    take_tablet(page)
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="bid-step"][data-delta="1"]')
    click(page, '[data-action="open"].primary')
    assert count(page, '[data-action="ack"]') == 1


def test_a_reload_in_the_middle_of_an_auction_resumes_it(page, app_url, boot):
    boot(page, app_url)
    open_an_auction(page)
    bidder = page.locator(".handover h1 .pname-text").inner_text()
    boot(page, app_url)
    assert count(page, '[data-action="ack"]') == 1, "the hand-over screen comes first"
    assert page.locator(".handover h1 .pname-text").inner_text() == bidder
    take_tablet(page)
    assert kind(page) == "bid"
    assert page.locator('[data-action="raise"].primary').get_attribute("data-bid") == "6"
    click(page, '[data-action="raise"].primary')
    last = json.loads(stored(page))["game"]["actions"][-1]
    assert last["type"] == "bid" and last["bid"] == 6


def test_a_game_goes_on_offline(page, app_url, boot, context):
    boot(page, app_url)
    page.evaluate("navigator.serviceWorker.ready")
    boot(page, app_url)                                      # now the worker controls the page
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    open_an_auction(page)
    context.set_offline(True)
    response = boot(page, app_url)
    assert response.from_service_worker
    take_tablet(page)
    assert kind(page) == "bid"
    click(page, '[data-action="pass"]')
    actions = json.loads(stored(page))["game"]["actions"]
    assert actions[-1]["type"] == "pass"
    boot(page, app_url)                                      # still offline: it resumes again
    assert count(page, '[data-action="ack"]') == 1
    context.set_offline(False)


# ---- a broken save -------------------------------------------------------------------

def test_a_corrupt_save_is_reported_offered_and_kept(page, app_url, boot, artifacts):
    boot(page, app_url)
    garbage = '{"app": "powergrid-web", "version": 1, "game": {"format": "powergrid-game", "vers'
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(garbage)})")
    boot(page, app_url)
    assert count(page, ".loaderror") == 1
    assert "could not be loaded" in page.locator(".loaderror").inner_text()
    page.screenshot(path=str(artifacts / "game-corrupt-save-1024x768.png"))
    href = page.locator("#raw-save").get_attribute("href")
    assert href.startswith("data:application/json")
    assert unquote(href.split(",", 1)[1]) == garbage
    assert stored(page, SAVE_KEY) == garbage
    boot(page, app_url)                                      # reloading does not lose it either
    assert stored(page, SAVE_KEY) == garbage and count(page, ".loaderror") == 1
    click(page, '[data-action="to-start"]')
    assert count(page, '[data-action="start"]') == 1 and stored(page, SAVE_KEY) == garbage
    new_game(page, ["Ann", "Bob"])
    assert stored(page, BACKUP_KEY) == garbage
    assert json.loads(stored(page))["app"] == "powergrid-web"


# ---- hostile names -------------------------------------------------------------------

def test_a_hostile_name_is_text(page, app_url, boot):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    boot(page, app_url)
    page.evaluate("window.__pwned = 0")
    hostile = "<img src=x onerror=alert(1)>"
    too_long = "<svg onload=alert(1)>" + "x" * 20      # refused by the engine: 41 characters
    new_game(page, [too_long, "Bob"])
    error = page.locator(".start .error").inner_text()
    assert "<svg onload=alert" in error and "32" in error
    new_game(page, [hostile, '"><b id=bold>x</b>'])
    take_tablet(page)
    assert hostile in page.locator("#app").inner_text()
    assert '"><b id=bold>x</b>' in page.locator("#pg-players").inner_text()
    for _ in range(6):
        play_cheaply(page)
    assert count(page, "#app img") == 0 and count(page, "#bold") == 0
    assert count(page, "#app svg[onload]") == 0
    assert page.evaluate("window.__pwned") == 0
    assert dialogs == []


# ---- regions picked on the map --------------------------------------------------------

def test_regions_are_picked_on_the_map(page, app_url, boot, artifacts):
    boot(page, app_url)
    click(page, '[data-action="players"][data-n="2"]')
    click(page, '[data-action="region-mode"][data-mode="pick"]')
    for region in ("west", "northeast", "southeast"):     # not adjacent: the engine says so
        click(page, f'.regionmap .region-top[data-region="{region}"] .rdot')
    click(page, '[data-action="start"]')
    assert "adjacent" in page.locator(".start .error").inner_text()
    click(page, '.regionmap .region-top[data-region="northeast"] .rdot')
    click(page, '.regionmap .region-top[data-region="east"] .rdot')
    page.screenshot(path=str(artifacts / "game-regions-1024x768.png"))
    assert page.locator('.regionmap .region.on').count() == 3
    click(page, '[data-action="start"]')
    save = json.loads(stored(page))
    assert save["game"]["options"]["regions"] == ["east", "southeast", "west"]


# ---- layout at tablet sizes ---------------------------------------------------------------

def boxes(page) -> dict:
    return page.evaluate("""() => Object.fromEntries(['#pg-board svg', '#pg-decision', '#pg-plants'].map((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return [s, {x: b.x, y: b.y, w: b.width, h: b.height, bottom: b.bottom, right: b.right}];
    }))""")


def test_board_and_decision_fit_both_tablet_orientations(page, app_url, boot, artifacts):
    """Portrait: the board (opened on the play area) as wide as the screen or half its height,
    the decision right below it, the page never scrolls. Landscape: board left, panels right,
    the decision visible."""
    boot(page, app_url)
    for game_map in ("germany", "usa"):
        click(page, f'[data-action="map"][data-map="{game_map}"]')
        new_game(page, ["Ann", "Bob", "Cem", "Dan"])
        take_tablet(page)
        click(page, '[data-action="pick-plant"]')          # the auction panel at its tallest
        page.set_viewport_size({"width": 768, "height": 1024})
        page.wait_for_timeout(150)
        b = boxes(page)
        board, decision = b["#pg-board svg"], b["#pg-decision"]
        _, _, vw, vh = map(float, page.locator("#pg-board svg").get_attribute("viewBox").split())
        drawn_w = min(board["w"], board["h"] * vw / vh)        # the play area inside the svg box
        drawn_h = min(board["h"], board["w"] * vh / vw)
        assert drawn_w >= 0.97 * board["w"] or drawn_h >= 0.97 * board["h"], (game_map, board)
        assert 0.4 * 1024 <= board["h"] <= 0.51 * 1024, (game_map, board)
        assert decision["y"] >= board["bottom"] - 1 and decision["y"] < 1024 - 150, (game_map, b)
        assert page.evaluate("document.scrollingElement.scrollHeight") <= 1024
        page.screenshot(path=str(artifacts / f"layout-{game_map}-768x1024.png"))
        page.set_viewport_size({"width": 1024, "height": 768})
        page.wait_for_timeout(150)
        b = boxes(page)
        board, decision = b["#pg-board svg"], b["#pg-decision"]
        assert board["right"] <= decision["x"] + 1 and decision["bottom"] <= 768, (game_map, b)
        assert b["#pg-plants"]["y"] > decision["y"]
        page.screenshot(path=str(artifacts / f"layout-{game_map}-1024x768.png"))
        click(page, '[data-action="new"]')


# ---- files ---------------------------------------------------------------------------

def test_export_and_import_a_game(page, app_url, boot, tmp_path):
    boot(page, app_url)
    open_an_auction(page)
    take_tablet(page)
    with page.expect_download() as info:
        page.locator('[data-action="export"]').first.click()
    path = tmp_path / "game.json"
    info.value.save_as(path)
    exported = json.loads(path.read_text("utf-8"))
    assert exported["app"] == "powergrid-web" and exported["colors"] == ["red", "blue", "green"]
    assert exported["game"] == json.loads(stored(page))["game"]
    # a different game is stored; importing the file brings the exported one back
    click(page, '[data-action="new"]')
    new_game(page, ["Xia", "Yul"])
    take_tablet(page)
    click(page, '[data-action="new"]')
    before = page.evaluate("window.pgRenderCount")
    page.locator('input[data-change="import"]').set_input_files(str(path))
    page.wait_for_function(f"window.pgRenderCount > {before}")
    # the exported game is still listed: the import opens it (never listed twice) and it is played
    assert count(page, '[data-action="ack"]') == 1
    assert json.loads(stored(page))["game"] == exported["game"]
    # a broken file is refused with a message; the stored game stays
    bad = tmp_path / "bad.json"
    bad.write_text('{"app": "powergrid-web", "version": 1}', "utf-8")
    click(page, '[data-action="ack"]')
    click(page, '[data-action="new"]')
    before = page.evaluate("window.pgRenderCount")
    page.locator('input[data-change="import"]').set_input_files(str(bad))
    page.wait_for_function(f"window.pgRenderCount > {before}")
    assert "cannot be imported" in page.locator(".start .error").inner_text()
    assert json.loads(stored(page))["game"] == exported["game"]
