#!/usr/bin/env python3
"""Which standard-library modules the page imports in the browser: writes buildtools/stdlib_keep.json,
the keep-list of the smaller python_stdlib.zip that build.py ships (vendor_runtime.SLIM_STDLIB).

    python3 buildtools/stdlib_keep.py            (a few minutes; re-runs itself in the project's .venv)

Builds the site with Pyodide's stock standard library into a temporary folder, serves it like
`build.py serve` and drives headless Chromium through what the page can do: games of computers
alone to the end (easy, normal and hard; Germany with every promo card, Korea, China; a game
whose computer fails stops there, and the failure is printed), a return
visit (the snapshot, the save replayed), an export, a game resumed on a person's decision, and
the two failures a test can ask for (window.pgFail: at start-up and at a tap) with their error
reports; in each page it also imports every module of powergrid and pgui. After each, it reads
`sys.modules` in the page (a <script type="py"> added to it) and keeps the union; and it notes the
modules loaded when a resumed game is ready (build.py compiles those to bytecode). PyScript's own
imports and Pyodide's start-up are in every reading. Rerun it after a change of the imports of
the page, the engine, PyScript or Pyodide; stdlib_slim.py adds whole packages and ALWAYS.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
from buildtools import dev_env, dist_server, vendor_runtime  # noqa: E402

sync_playwright = dev_env.sync_playwright_or_reexec(__file__, sys.argv[1:])

TIMEOUT_MS = 300_000
# Run in the page's interpreter (PyScript runs every main-thread <script type="py"> in the same
# one): import every module of the game's two packages (margin for imports on paths not driven
# here), then publish sys.modules.
COLLECT_PY = """
import sys, js
js.window.pgStdlibModules = " ".join(sorted(sys.modules))
"""
WALK_PY = """
import importlib, pkgutil
import pgui, powergrid
for package in (pgui, powergrid):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
"""
COLLECT_JS = """(code) => {
  window.pgStdlibModules = undefined;
  const script = document.createElement("script");
  script.type = "py";
  script.textContent = code;
  document.body.appendChild(script);
}"""
SETUP_JS = """window.pgSeed = %d;
try { localStorage.setItem('powergrid.pace', '0'); } catch (e) {}
%s"""


def ready(page: Page) -> None:
    page.wait_for_function("document.body.dataset.ready === '1' || document.querySelector('#boot.failed')",
                           timeout=TIMEOUT_MS)


def modules(page: Page, walk: bool = True) -> set[str]:
    """sys.modules in the page; first, unless `walk` is False, every module of the game imported."""
    page.evaluate(COLLECT_JS, (WALK_PY if walk else "") + COLLECT_PY)
    page.wait_for_function("window.pgStdlibModules !== undefined", timeout=TIMEOUT_MS)
    return set(page.evaluate("window.pgStdlibModules").split())


def click(page: Page, selector: str) -> None:
    page.locator(selector).first.click()


def computers_game(page: Page, url: str, kinds: list[str], game_map: str = "germany", promos: bool = False) -> None:
    """A game of computers alone, from the start screen to the final screen."""
    page.goto(url)
    ready(page)
    click(page, f'[data-action="players"][data-n="{len(kinds)}"]')
    for seat, kind in enumerate(kinds):
        click(page, f'[data-action="seat-kind"][data-seat="{seat}"][data-kind="{kind}"]')
    if game_map != "germany":
        click(page, f'[data-action="map"][data-map="{game_map}"]')
    if promos:
        page.locator('input[data-change="promos-all"]').check()
    click(page, '[data-action="start"]')
    # to the end; but a computer's failure stops the computers (shown as an error on their panel)
    page.wait_for_function("document.querySelector('.final, .decision-kind-computer .error')",
                           timeout=TIMEOUT_MS)
    failure = page.evaluate("document.querySelector('.decision-kind-computer .error')?.innerText")
    if failure:
        print(f"  a computer failed ({game_map}, {kinds}, after {page.evaluate('window.pgBotActions')} "
              f"actions): {failure}", flush=True)


def collect(url: str, chromium: str) -> tuple[set[str], set[str]]:
    """(every module seen, the modules in sys.modules when a resumed game is ready)."""
    seen: set[str] = set()
    startup: set[str] = set()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=dev_env.CHROMIUM_ARGS)

        def fresh(seed: int, extra: str = "") -> tuple[BrowserContext, Page]:
            context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block",
                                          accept_downloads=True)
            context.add_init_script(SETUP_JS % (seed, extra))
            return context, context.new_page()

        steps = [
            ("germany, every promo card, easy/normal/hard", ["easy", "normal", "hard"], "germany", True),
            ("korea, normal/hard", ["normal", "hard"], "korea", False),
            ("china, easy/hard", ["easy", "hard"], "china", False),
        ]
        for seed, (name, kinds, game_map, promos) in enumerate(steps, start=1):
            context, page = fresh(seed)
            computers_game(page, url, kinds, game_map, promos)
            seen |= modules(page)
            # return visit: the snapshot is shown, the save replayed; then an export of the game
            page.goto(url)
            ready(page)
            with page.expect_download():
                click(page, '[data-action="export"]')
            seen |= modules(page)
            print(f"  {name}: {len(seen)} modules so far", flush=True)
            context.close()
        # a person's decision on screen (a game resumed before the computers play)
        context, page = fresh(9)
        page.goto(url)
        ready(page)
        click(page, '[data-action="players"][data-n="2"]')
        click(page, '[data-action="start"]')
        page.wait_for_selector('[class^="decision-kind-"]', timeout=TIMEOUT_MS)
        page.goto(url)
        ready(page)
        startup = modules(page, walk=False)
        seen |= startup | modules(page)
        context.close()
        # the failures a test can ask for, and their error reports
        for when in ("start", "tap"):
            context, page = fresh(10, f"window.pgFail = {json.dumps(when)};")
            page.goto(url)
            if when == "tap":
                ready(page)
                click(page, '[data-action="players"][data-n="2"]')
            page.wait_for_selector("#boot.failed, .py-error", state="attached", timeout=TIMEOUT_MS)
            seen |= modules(page)
            print(f"  failure at {when}: {len(seen)} modules so far", flush=True)
            context.close()
        browser.close()
    return seen, startup


def main() -> int:
    chromium = dev_env.find_chromium()
    if chromium is None:
        print("Chromium not found: `apt-get install chromium` on Debian/Ubuntu, or set CHROMIUM")
        return 1
    dev_env.ensure_node_modules()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        build.build(site, slim=False)
        server = dist_server.serve_in_thread(site)
        try:
            seen, startup = collect(dist_server.server_url(server), chromium)
        finally:
            server.shutdown()
            server.server_close()
    def stdlib(names: set[str]) -> list[str]:
        return sorted(m for m in names if m.split(".")[0] not in ("pgui", "powergrid", "pyscript", "__main__"))
    data = {
        "about": "Standard-library modules in sys.modules in the browser: `modules` after every path "
                 "of the page, `startup` when a resumed game is ready. Written by: python3 buildtools/stdlib_keep.py",
        "pyodide": json.loads((vendor_runtime.PYODIDE_SRC / "package.json").read_text("utf-8"))["version"],
        "modules": stdlib(seen),
        "startup": stdlib(startup),
    }
    out = Path(__file__).resolve().parent / "stdlib_keep.json"
    out.write_text(json.dumps(data, indent=1) + "\n", "utf-8")
    print(f"{len(data['modules'])} modules -> {out.relative_to(ROOT)} ({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
