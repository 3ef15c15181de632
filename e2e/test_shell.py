"""The page shell: boots from dist/ under a sub-path, stays local, works offline, is installable."""

from __future__ import annotations

import json
import re
import shutil
import struct
from pathlib import Path

import pytest

import build
from buildtools import engine_zip
from page_taps import SIZES

MIME = {
    "index.html": "text/html",
    "manifest.webmanifest": "application/manifest+json",
    "pyscript.json": "application/json",
    "powergrid.zip": "application/zip",
    "vendor/pyscript/core.js": "text/javascript",
    "vendor/pyodide/pyodide.mjs": "text/javascript",
    "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
}


# Every text the loading overlay's message takes, in order, from the page's first script on.
BOOT_MESSAGES_JS = """window.__bootSaid = [];
new MutationObserver(() => {
    const said = document.querySelector('#boot .boot-message')?.textContent;
    if (said && window.__bootSaid.at(-1) !== said) window.__bootSaid.push(said);
}).observe(document, {subtree: true, childList: true, characterData: true});"""


def cache_state(page) -> dict:
    """Names of all caches and the URLs stored in each."""
    return page.evaluate("""async () => {
        const state = {};
        for (const name of await caches.keys())
            state[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
        return state;
    }""")


def deploy(dist: Path, site: Path, salt: str) -> str:
    """Deploy dist/'s files to `site` as a build of their own: stamped again with `salt` (a new
    version, its worker and caches, as a rebuild with PG_BUILD_SALT would give, without building
    again). Swapped in whole, like a build. Returns the version."""
    made = site.with_name(site.name + ".next")
    shutil.rmtree(made, ignore_errors=True)
    shutil.copytree(dist, made)
    stamped = json.loads((dist / "version.json").read_text("utf-8"))["version"]
    for name in ("version.json", "sw.js"):           # written by the stamp, from the templates
        (made / name).unlink()
    index = made / "index.html"
    index.write_text(index.read_text("utf-8").replace(stamped, "__BUILD_VERSION__"), "utf-8")
    version = build.stamp_version(made, salt)
    build.swap_into_place(made, site)
    return version


def test_boots_under_a_sub_path_and_stays_local(page, app_url, boot, recorder, context, artifacts):
    """The page boots below a sub-path with requests to the local server only, none outside the
    sub-path. index.html preloads the zip, main.py and panzoom.js: PyScript's own fetches (after the
    interpreter is up) and main.py's import of panzoom.js take the preloaded responses instead of
    asking again. Screenshots at both tablet sizes."""
    assert "/some/sub/path/" in app_url
    boot(page, app_url)
    assert page.locator("#boot").count() == 0
    assert page.locator("#app").is_visible()
    assert page.evaluate("document.body.dataset.ready") == "1"
    # Pyodide runs without JSPI stack switching in every browser (web/interpreter.mjs says why)
    assert page.evaluate("'Suspending' in WebAssembly || 'promising' in WebAssembly") is False
    outside = [url for url in recorder.requests if url.startswith("http") and not url.startswith(app_url)]
    assert not outside, f"requests outside the sub-path (absolute URLs in the page?): {outside}"
    assert any(url.endswith("/powergrid.zip") for url in recorder.requests)
    assert any(url.endswith("/pyodide.asm.wasm") for url in recorder.requests)
    assert len(recorder.requests) > 10 and recorder.foreign_requests() == []
    assert all(url.startswith(("http://127.0.0.1:", "blob:", "data:")) for url in recorder.requests)
    root = context.request.get(recorder.origin + "/")
    assert root.status == 404, "the test server must serve dist/ only below the sub-path"
    entries = page.evaluate("""Object.fromEntries(performance.getEntriesByType("resource")
        .filter((e) => /\\/(powergrid\\.zip|main\\.py|panzoom\\.js)$/.test(e.name))
        .map((e) => [e.name.split("/").pop() + " " + e.initiatorType, [e.startTime, e.responseEnd]]))""")
    assert sorted(entries) == ["main.py link", "panzoom.js other", "powergrid.zip link"]   # once each
    # asked for with the page, not once main.py runs (the module's import would come after main.py)
    assert entries["panzoom.js other"][0] < entries["main.py link"][1]
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"shell-{width}x{height}.png"))


def test_first_visit_shows_the_start_screen_while_loading(page, app_url, artifacts):
    """Instant start: a first visit shows the start screen rendered at build time with a "getting
    ready" badge, not the loading overlay (that one stays for a save without a usable snapshot:
    e2e/test_instant.py); the hidden overlay's message, kept up to date meanwhile, speaks of the game."""
    page.add_init_script(BOOT_MESSAGES_JS)
    page.goto(app_url, wait_until="domcontentloaded")
    if page.evaluate("document.body.dataset.ready !== '1'"):
        assert page.locator("#boot").is_hidden()
        assert page.locator("#pg-getting-ready").is_visible()
    assert page.locator('#app [data-action="start"]').is_visible()
    page.screenshot(path=str(artifacts / "shell-loading.png"))
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=120_000)
    assert page.locator("#pg-getting-ready").count() == 0
    # loading speaks of the game, with a percentage once there is one, never of the interpreter's stages
    said = page.evaluate("window.__bootSaid")
    assert all(re.fullmatch(r"(Loading the game engine|Loading the game|Starting the game)…( \d+ %)?", s)
               for s in said), said
    assert any(s.endswith(" %") for s in said), said


def test_start_up_error_is_shown_in_the_overlay(page, app_url, recorder, context, artifacts):
    recorder.allow_errors = True
    context.route("**/powergrid.zip", lambda route: route.fulfill(status=404, body="missing"))
    page.goto(app_url)
    page.wait_for_selector("#boot.failed", timeout=120_000)
    assert page.locator("#boot-error").is_visible()
    assert page.locator("#boot-error").inner_text().strip()
    assert "could not start" in page.locator("#boot").inner_text()
    page.screenshot(path=str(artifacts / "shell-start-up-error.png"))


def test_service_worker_precaches_everything_and_works_offline(page, app_url, boot, context, dist):
    version = json.loads((dist / "version.json").read_text())["version"]
    # A cache left by an older build (made at the very start of the first visit, long
    # before the worker has downloaded everything) must be deleted on activation.
    context.add_init_script("""if (!sessionStorage.staleCacheMade) {
        sessionStorage.staleCacheMade = "1";
        caches.open("powergrid-stale").then((c) => c.put("stale", new Response("x")));
    }""")

    boot(page, app_url)
    # The worker registers once the game is on screen; wait until it has finished activating.
    assert page.evaluate("""navigator.serviceWorker.ready.then((r) => r.active.state === "activated"
        ? "activated"
        : new Promise((done) => r.active.addEventListener("statechange", () => {
            if (r.active.state === "activated") done("activated"); })))""") == "activated"
    boot(page, app_url)  # reload online: the worker now controls the page
    assert page.evaluate("navigator.serviceWorker.controller !== null")

    expected = {app_url} | {app_url + rel.as_posix() for rel in engine_zip.walk(dist)}
    state = cache_state(page)
    assert list(state) == [f"powergrid-{version}"], "old caches must be deleted on activation"
    assert set(state[f"powergrid-{version}"]) == expected

    context.set_offline(True)
    response = boot(page, app_url)
    assert response.from_service_worker
    assert page.locator("#app").is_visible()
    assert page.evaluate("fetch('./version.json').then((r) => r.json())") == {"version": version}


def test_manifest_and_icons_are_served(page, app_url, context):
    manifest_response = context.request.get(app_url + "manifest.webmanifest")
    assert manifest_response.ok
    manifest = manifest_response.json()
    assert manifest["name"] == "Power Grid"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    sizes = {}
    for icon in manifest["icons"]:
        png = context.request.get(app_url + icon["src"].removeprefix("./"))
        assert png.ok and png.headers["content-type"] == "image/png"
        width, height = struct.unpack(">II", png.body()[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.setdefault(icon.get("purpose", "any"), set()).add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes["any"]
    assert "512x512" in sizes["maskable"]
    page.goto(app_url, wait_until="domcontentloaded")
    assert page.evaluate("document.querySelector('link[rel=manifest]').href") == \
        app_url + "manifest.webmanifest"


@pytest.mark.parametrize("path, mime", sorted(MIME.items()))
def test_mime_types(context, app_url, path, mime):
    response = context.request.get(app_url + path)
    assert response.ok
    assert response.headers["content-type"].split(";")[0] == mime


def test_a_new_version_is_offered_and_loads_on_the_players_tap(
        dist, tmp_path, artifacts, serve_dir, fresh_context, wait_ready):
    """Deploy, play, deploy again: the running game goes on with the old version; once the
    new one is fully cached a banner offers it; its Reload button loads it; the game stays."""
    site = tmp_path / "site"
    old = deploy(dist, site, "old")
    url = serve_dir(site)
    errors = []
    page = fresh_context().new_page()
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    page.on("console", lambda msg: msg.type == "error" and errors.append(f"console: {msg.text}"))

    def version():
        return page.evaluate("document.documentElement.dataset.version")

    def click(selector):
        before = page.evaluate("window.pgRenderCount || 0")
        page.locator(selector).first.click()
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)

    def saved():
        return page.evaluate("(() => { const id = localStorage.getItem('powergrid.current');"
                             " return id ? localStorage.getItem('powergrid.game.' + id) : null; })()")

    def boot():
        page.goto(url, wait_until="load")
        wait_ready(page)

    boot()
    page.evaluate("localStorage.setItem('powergrid.table', 'private')")   # hand-over screens
    page.evaluate("navigator.serviceWorker.ready")
    boot()                                            # now the worker controls the page
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert version() == old
    click('[data-action="start"]')                    # a game in progress: an auction opened
    click('[data-action="ack"]')
    click('[data-action="pick-plant"][data-plant="4"]')
    click('[data-action="open"].primary')
    game = saved()
    assert game and '"plant":4' in game

    new = deploy(dist, site, "new")                   # the next deploy
    assert new != old
    boot()                                            # the player reloads (or comes back)
    assert version() == old, "the old version goes on until the player says so"
    banner = page.locator('#pg-update [data-action="update-reload"]')
    banner.wait_for(state="visible", timeout=60_000)  # the new version is fully cached
    assert "A new version is ready" in page.locator("#pg-update").inner_text()
    page.screenshot(path=str(artifacts / "shell-update-banner-1024x768.png"))
    assert version() == old and saved() == game
    assert page.locator('[data-action="ack"]').count() == 1          # still the same screen

    with page.expect_navigation(timeout=60_000):
        banner.click()
    wait_ready(page)
    assert version() == new
    assert page.evaluate("fetch('./version.json').then((r) => r.json())") == {"version": new}
    assert page.evaluate("caches.keys()") == [f"powergrid-{new}"]     # the old cache is gone
    assert page.locator("#pg-update").is_hidden()
    assert saved() == game
    assert page.locator('[data-action="ack"]').count() == 1          # the game resumes
    assert not errors, errors
