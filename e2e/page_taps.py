"""The page played like a finger: taps that wait for Python's redraw, the decision on screen, the
cheapest legal choice of each decision, the stored game, screenshots at both tablet sizes.
Shared by the browser tests and benchmarks/redraw.py."""

from __future__ import annotations

import json

SAVE_KEY = "powergrid.save.v1"
BACKUP_KEY = "powergrid.save.v1.backup"
SIZES = [(1024, 768), (768, 1024)]


def shots(page, artifacts, name: str, prefix: str = "game") -> None:
    """Screenshots of the current screen at both tablet sizes (landscape, portrait), named
    `<prefix>-<name>-<width>x<height>.png` in the artefacts."""
    before = page.viewport_size
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"{prefix}-{name}-{width}x{height}.png"))
    page.set_viewport_size(before)


def each_size(page, artifacts, shot: str, show: str):
    """Each tablet size in turn (yields its width): the viewport set, `show` scrolled into view and
    a screenshot `<shot>-<width>x<height>.png` in the artefacts, for the caller's checks."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.locator(show).scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"{shot}-{width}x{height}.png"))
        yield width


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


# The browser's storage filled to the last character (no room for one more move), and freed again.
FILL_JS = """() => {
  let i = 0; const chunk = "x".repeat(256 * 1024);
  for (;;) { try { localStorage.setItem("filler." + i++, chunk); } catch (e) { break; } }
  for (const size of [16384, 1024, 64, 1]) {
    const small = "x".repeat(size);
    for (;;) { try { localStorage.setItem("filler." + i++, small); } catch (e) { break; } }
  }
  return i;
}"""
FREE_JS = ("() => { for (const k of Object.keys(localStorage))"
           " if (k.startsWith('filler.')) localStorage.removeItem(k); }")


CURRENT_JS = ("(() => { const id = localStorage.getItem('powergrid.current');"
              " return id ? localStorage.getItem('powergrid.game.' + id) : null; })()")


def stored(page, key=None):
    """The current game's envelope (the page keeps several games), or the text under `key`."""
    if key is None:
        return page.evaluate(CURRENT_JS)
    return page.evaluate(f"localStorage.getItem({json.dumps(key)})")


def import_file(page, path) -> None:
    """The file at `path` handed to the start screen's import, and the page's answer drawn
    (the game, or the reason it is refused)."""
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator('input[data-change="import"]').set_input_files(str(path))
    page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=30_000)


def import_game(page, folder, name: str, text: str) -> None:
    """From the game screen to the start screen, then the save `text` imported as a file
    (`folder`/`name`.json): the game is on screen without booting the page again."""
    take_tablet(page)
    if count(page, '[data-action="new"]'):
        click(page, '[data-action="new"]')
    path = folder / f"{name}.json"
    path.write_text(text, "utf-8")
    before = page.evaluate("window.pgRenderCount || 0")
    page.locator('input[data-change="import"]').set_input_files(str(path))
    # the game is drawn (a redraw of the start screen may come in between: the storage note)
    page.wait_for_function(f"window.pgLayout() !== 'start' && window.pgRenderCount > {before} "
                           "&& !document.querySelector('#app .start')")


def choose_language(page, lang: str) -> None:
    """The language picked on the start screen (from a game: its New game button first)."""
    take_tablet(page)
    if count(page, '[data-action="new"]'):
        click(page, '[data-action="new"]')
    select = page.locator('select[data-change="lang"]')
    if select.input_value() != lang:
        before = page.evaluate("window.pgRenderCount || 0")
        select.select_option(lang)
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}")
