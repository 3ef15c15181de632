"""Page glue: DOM events -> pgui.app.App -> HTML back into the page; localStorage; files.
All rules live in the engine and all markup in pgui (tested in CPython); this file only binds the
browser to them. Events are delegated on #app: data-action is a command (its data-* attributes the
parameters), data-city a board city, data-change an input whose change is a command, data-field an
input read as typed."""

import asyncio
import json
import random
from typing import Any, TypedDict

from pyodide.ffi import JsProxy, create_once_callable, create_proxy
from pyscript import document, js_import, window
from pyscript.ffi import is_none, to_js

# Start-up marks (performance.mark: benchmarks/startup.py reads them to tell where the time goes).
window.performance.mark("pg:main")
from pgui.controller import snapshot  # noqa: E402
from pgui.controller.app import App  # noqa: E402
from pgui.common import decision_rev  # noqa: E402
from pgui.controller.game_screen import LIVE, NESTED, Drawing, Parts  # noqa: E402
from pgui.h import Markup  # noqa: E402
from pgui.storage.soft import SoftStorage  # noqa: E402

window.performance.mark("pg:imported")

ROOT = document.getElementById("app")
UPDATE = document.getElementById("pg-update")
LIVE_REGION = document.getElementById(LIVE)


def local_clock() -> str:
    """The browser's local time, for the date shown next to each saved game."""
    d = window.Date.new()
    return (f"{int(d.getFullYear())}-{int(d.getMonth()) + 1:02d}-{int(d.getDate()):02d} "
            f"{int(d.getHours()):02d}:{int(d.getMinutes()):02d}")


def own_setting(name: str, kinds: tuple[type, ...] = (int, float, str)) -> Any:
    """A value a script set on window itself (window.pgSeed = 7), or None. Never an element that an
    id or a name makes look like a window property (DOM clobbering: a stored snapshot holding
    <div id="pgSeed"> must not reach int()): those are not own properties of window."""
    found = window.Object.getOwnPropertyDescriptor(window, name)
    value = None if is_none(found) else found.value
    return None if is_none(value) or not isinstance(value, kinds) else value


# A test may fix the seed of new games (window.pgSeed, set before the page loads): seeded e2e games.
_seed = own_setting("pgSeed", (int, float))
# A test may make the page fail on purpose (window.pgFail, set before the page loads), so the error
# reports are checked (e2e/test_errors.py) and the modules they import are seen (buildtools/stdlib_keep.py):
# "start" raises during start-up, before the first drawing; "tap" raises at every tap. The page
# never sets it: nothing changes in play.
FAIL = str(own_setting("pgFail", (str,)) or "")
app = App(SoftStorage(lambda: window.localStorage, is_none, window.console.warn),
          str(window.navigator.language or "en"), autosave=False, clock=local_clock,
          rng=None if _seed is None else random.Random(int(_seed)))
app.boot()
window.performance.mark("pg:booted")
VERSION = str(document.documentElement.dataset.version or "")
# Storing is one straight path, snapshot.persist: the save, then next to it the screen resuming it
# draws (instant.js shows it at once; not during computer turns, where it would be stale at once).


class Shown(TypedDict):
    """What the page shows now: the layout, its parts, the redraws finished, the banner, the live region."""
    layout: str | None
    parts: Parts
    count: int
    update: str
    live: str


shown: Shown = {"layout": None, "parts": {}, "count": 0, "update": "", "live": ""}
panzoom = keyboard = None     # the JS modules (board pan/zoom; arrows, Esc and focus: keyboard.js)


def dataset(el: JsProxy) -> dict[str, str]:
    return window.Object.fromEntries(window.Object.entries(el.dataset)).to_py()


def offer_download(name: str, text: str) -> None:
    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 2000)


def draw(started: float | None = None, counted: bool = True, adopted: Drawing | None = None) -> None:
    """Bring the page to app.render(); `adopted`: that rendering, already on screen (the snapshot)."""
    t0 = window.performance.now()
    mark = None if keyboard is None else keyboard.beforeDraw(ROOT)     # what has the focus now
    layout, parts = adopted or app.render()
    window.pgLastPythonMs = window.performance.now() - t0   # the HTML only, no DOM
    if layout != shown["layout"]:
        if adopted is None:
            ROOT.className = f"layout-{layout}"
            ROOT.innerHTML = App.skeleton(layout, parts)
            for inner in NESTED.values():          # the board's dynamic groups, inside its <svg>
                for key in inner:
                    if key in parts:
                        document.getElementById(key).innerHTML = parts[key]
        shown["layout"] = layout
        board = document.getElementById("pg-board")
        if not is_none(board) and panzoom is not None:
            panzoom.attachPanZoom(board)
    else:
        old = shown["parts"]
        rewritten: set[str] = set()                     # nested parts whose outer part was just replaced
        for key, html in parts.items():
            if key != LIVE and (old.get(key) != html or key in rewritten):
                document.getElementById(key).innerHTML = html
                rewritten.update(NESTED.get(key, ()))
                if key == "pg-board" and panzoom is not None:
                    panzoom.reapply(document.getElementById(key))
    shown["parts"] = parts
    if parts.get(LIVE, shown["live"]) != shown["live"] and not is_none(LIVE_REGION):   # said once: when it changes
        LIVE_REGION.innerHTML = shown["live"] = parts[LIVE]
    document.documentElement.lang = app.lang
    if keyboard is not None:       # the focus stays on what the player used, or goes to the new decision
        keyboard.afterDraw(ROOT, mark)
    banner = app.update_banner()
    if banner != shown["update"] and not is_none(UPDATE):
        UPDATE.innerHTML = banner
        UPDATE.hidden = not banner
        shown["update"] = banner
    if app.download:
        name, text = app.download
        app.download = None
        offer_download(name, text)
    if started is not None:
        window.pgLastRenderMs = window.performance.now() - started
        if counted:
            count_render()


def count_render() -> None:
    """The count of finished redraws, which the browser tests wait on."""
    shown["count"] += 1
    window.pgRenderCount = shown["count"]


bots = {"running": False}


def measure_thinking(started: float) -> None:
    """A performance.measure "pg:think" for each decision of the hard computer: how long the
    player waited for it (its slices and the yields between them), with Move.searched() as its
    detail, so a benchmark (benchmarks/thinking.py) can time the decisions it searched."""
    move = app.move
    searched = move.searched() if move is not None and move.action is not None else None
    if searched is not None:
        window.performance.measure("pg:think", to_js({"start": started, "detail": searched}))


async def play_computers() -> None:
    """Computer turns, one action at a time: the bot thinks in slices of computers.SLICE_MS,
    yielding to the browser between them (no main-thread task grows long), then waits the rest of
    the pause (app.bot_delay; 0 in the tests). Only one such loop runs at a time."""
    if bots["running"]:
        return
    bots["running"] = True
    try:
        while app.computer_seat() is not None:
            delay = app.bot_delay()
            started = window.performance.now()
            await asyncio.sleep(0)
            while not app.bot_think():
                await asyncio.sleep(0)
                if app.computer_seat() is None:
                    break
            measure_thinking(started)
            rest = delay - (window.performance.now() - started)
            await asyncio.sleep(rest / 1000 if rest > 0 else 0)
            # applying, drawing and storing are separate tasks: none of them grows long with the others
            if app.bot_play():
                await asyncio.sleep(0)
                draw()
                await asyncio.sleep(0)
                snapshot.persist(app, VERSION)
                window.pgBotActions = int(own_setting("pgBotActions", (int, float)) or 0) + 1
    except Exception as error:  # noqa: BLE001  (shown, never a silent stop)
        window.console.error(f"computer turn failed: {error}")
        app.flash = ("error", Markup(str(error)))
        draw()
    finally:
        bots["running"] = False


def kick_computers() -> None:
    if app.computer_seat() is not None and not bots["running"]:
        asyncio.ensure_future(play_computers())


# A tap acts once, on the decision it was drawn for. A button inside a decision carries its
# revision (data-rev: App.dispatch ignores a stale one); and the second tap of a double tap
# (event.detail 2) this soon after a tap that brought the next decision (or the hand-over's
# "I am ...") under the finger belongs to the first, not to the new decision.
DOUBLE_TAP_MS = 400
taps = {"moved": float("-inf")}


def second_tap(el: JsProxy, data: dict[str, str], event: JsProxy) -> bool:
    holder = el.closest("[data-rev]")
    if is_none(holder):
        return False
    data.setdefault("rev", str(holder.dataset.rev))
    return int(event.detail or 0) > 1 and event.timeStamp - taps["moved"] < DOUBLE_TAP_MS


def run(action: str, data: dict[str, str], started: float) -> None:
    before = (app.layout(), decision_rev(app.game))
    drawn = app.dispatch(action, data) or app.download
    if (app.layout(), decision_rev(app.game)) != before:
        taps["moved"] = started
    if drawn:
        draw(started, counted=False)
    # Storing the game (and the instant-start snapshot) is a task of its own, after the browser
    # has shown the result: a tap never makes one long task of both, which would hold up the
    # next tap. The redraw counts as finished once it is stored; a page closed in between stores
    # it on `pagehide` (store_now), so nothing is lost.
    window.setTimeout(create_once_callable(lambda: stored(drawn)), 0)
    kick_computers()
    if app.apply_update:
        app.apply_update = False
        snapshot.persist(app, VERSION)            # the reload comes next
        window.pgApplyUpdate()   # boot.js: activate the waiting version, reload when it took over


def stored(drawn: object) -> None:
    if snapshot.persist(app, VERSION):   # the write failed (or a failed one now went in): the alert changes
        draw()
    if drawn:
        count_render()


def on_storage(event: JsProxy) -> None:
    """Another tab stored something: this page's game changed there, or the list of saved games."""
    key = None if is_none(event.key) else str(event.key)
    if app.other_tab_stored(key):
        draw()


async def ask_persistent_storage() -> None:
    """Ask the browser to keep the saves (tablets evict storage); where it refuses, the start
    screen says so and that an export keeps a game safe."""
    try:
        storage = window.navigator.storage
        granted = bool(await storage.persisted()) or bool(await storage.persist())
    except Exception:  # noqa: BLE001  (no StorageManager: say the same)
        granted = False
    if not granted:
        app.keeping.storage_note = True
        typing = str(document.activeElement.tagName or "") in ("INPUT", "SELECT", "TEXTAREA")
        if app.layout() == "start" and not typing:     # else at the next redraw: the caret stays
            draw()


def store_now(event: JsProxy | None = None) -> None:
    """The page is going away (closed, reloaded, hidden on a tablet): store what is not yet."""
    if event is None or event.type == "pagehide" or document.visibilityState == "hidden":
        snapshot.persist(app, VERSION)


def on_update_ready(event: JsProxy | None = None) -> None:
    """boot.js found a new version, fully cached: offer it (never reload by itself)."""
    if not app.update_ready:
        app.update_ready = True
        draw()


def zoom(how: str | None) -> None:
    board = document.getElementById("pg-board")
    if panzoom is None or is_none(board):
        return
    controller = panzoom.attachPanZoom(board)
    if how == "fit":
        controller.reset()
    else:
        controller.zoomBy(1.3 if how == "in" else 1 / 1.3)


def on_click(event: JsProxy) -> None:
    if FAIL == "tap":
        raise RuntimeError("a test asked the page to fail at this tap (window.pgFail)")
    target = event.target
    el = target.closest("[data-action]")
    if not is_none(el):
        if el.hasAttribute("disabled"):
            return
        data = dataset(el)
        action = data.pop("action")
        if action == "zoom":                   # the board's +, − and fit: the view only, no redraw
            zoom(data.get("zoom"))
            return
        if second_tap(el, data, event):
            return
    else:
        city = target.closest("[data-city]")
        if is_none(city):
            return
        action, data = "city", {"city": str(city.dataset.city)}
    run(action, data, event.timeStamp)


async def import_file(file: JsProxy, started: float) -> None:
    # The size is checked before the file is read: a huge file never reaches memory.
    if app.import_allowed(file.size):
        text = await file.text()
        app.import_text(str(text))
    draw(started)
    snapshot.persist(app, VERSION)
    kick_computers()


def on_change(event: JsProxy) -> None:
    el = event.target
    what = el.getAttribute("data-change")
    if is_none(what) or not what:
        return
    if what == "import":
        files = el.files
        if not is_none(files) and files.length:
            asyncio.ensure_future(import_file(files.item(0), event.timeStamp))
        return
    value = el.checked if el.type == "checkbox" else el.value
    run(what, dict(dataset(el), value=str(value)), event.timeStamp)


def on_input(event: JsProxy) -> None:
    el = event.target
    field = el.getAttribute("data-field")
    if not is_none(field) and field:
        data = dataset(el)
        data["value"] = str(el.value)
        app.set_field(field, data)


ROOT.addEventListener("click", create_proxy(on_click))
ROOT.addEventListener("change", create_proxy(on_change))
ROOT.addEventListener("input", create_proxy(on_input))
if not is_none(UPDATE):
    UPDATE.addEventListener("click", create_proxy(on_click))
window.addEventListener("pg:update-ready", create_proxy(on_update_ready))
window.addEventListener("pagehide", create_proxy(store_now))
window.addEventListener("storage", create_proxy(on_storage))
document.addEventListener("visibilitychange", create_proxy(store_now))
app.update_ready = bool(own_setting("pgUpdateReady", (bool,)))

try:
    urls = [window.URL.new(f"./{name}.js", document.baseURI).href for name in ("panzoom", "keyboard")]
    panzoom, keyboard = await js_import(*urls)  # noqa: F704  (PyScript runs the page with top-level await)
    keyboard.install(ROOT)
except Exception as error:  # noqa: BLE001  (the board still works, without pinch and pan)
    window.console.warn(f"pan and zoom or the keyboard unavailable: {error}")

# Instant start: what instant.js showed and kept before Python was ready (taps, the start form).
instant = own_setting("pgInstant", (object,))
handed = {}
if instant is not None:
    handed = json.loads(str(instant.takeOver()))
    snapshot.adopt_form(app, handed.get("form"))
if FAIL == "start":
    raise RuntimeError("a test asked the page to fail at start-up (window.pgFail)")
window.performance.mark("pg:drawing")
# The screen snapshot on screen is kept when it is this very drawing: no second drawing.
adopted = snapshot.adoptable(app, handed.get("shown")) if handed.get("mode") == "snapshot" else None
if adopted is not None:
    for queued in ROOT.querySelectorAll(".queued"):
        queued.classList.remove("queued")
    document.documentElement.dataset.adopted = "1"
draw(adopted=adopted)
window.performance.mark("pg:drawn")
if handed.get("focus") and instant is not None:
    instant.restoreFocus(json.dumps(handed["focus"]))
boot = document.getElementById("boot")
if not is_none(boot):
    boot.remove()
ROOT.hidden = False
window.pgLayout = create_proxy(lambda: app.layout())
document.body.dataset.ready = "1"
for tap in handed.get("queue") or []:       # each queued tap, once, in order
    if isinstance(tap, dict) and isinstance(tap.get("action"), str) and isinstance(tap.get("data"), dict):
        run(tap["action"], {str(k): str(v) for k, v in tap["data"].items()}, window.performance.now())
if app.game is not None and handed.get("mode") != "snapshot":
    snapshot.store_snapshot(app, VERSION)   # e.g. a save from an earlier build: the next visit is instant
kick_computers()      # a game reopened on a computer's turn resumes it
asyncio.ensure_future(ask_persistent_storage())
