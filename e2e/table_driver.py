"""Plays the committed game script (e2e/scripts/table_game.json) on the page by taps, counting them.

Each action of the script becomes the taps a player makes for it on the page: take the tablet
when a hand-over screen asks, pick a plant and step the bid, raise, pass, put tokens in the cart,
tap the planned cities, tick the plants to run, confirm. The count is what "fewer taps" is
measured on; the game is loaded through a stored save holding only its options (the start screen
cannot fix a seed), and the taps of the start screen are not counted.
"""
from __future__ import annotations

import json
from pathlib import Path

from powergrid import Game

from page_taps import kind as kind_on_screen

SCRIPT = Path(__file__).resolve().parent / "scripts" / "table_game.json"
SAVE_KEY = "powergrid.save.v1"   # the page's first save key; later pages migrate what they find there
# The save of the game in play: a page keeping several games points at the current one; the
# first page kept one game under SAVE_KEY.
STORED_GAME_JS = f"""() => {{
    const current = localStorage.getItem("powergrid.current");
    return (current && localStorage.getItem("powergrid.game." + current)) || localStorage.getItem("{SAVE_KEY}");
}}"""


def load_script() -> dict:
    return json.loads(SCRIPT.read_text("utf-8"))


def initial_save(script: dict, played: int = 0) -> str:
    """The page's save envelope (version 1) of the scripted game after its first `played` actions."""
    game = Game(script["options"])
    for action in script["actions"][:played]:
        game.apply(action)
    return json.dumps({"app": "powergrid-web", "version": 1, "colors": script["colors"], "lang": "en",
                       "game": game.to_json()})


def normalized(action: dict) -> dict:
    """An action with zero amounts left out (the cart sends every type, the script only some)."""
    out = {}
    for key, value in action.items():
        if isinstance(value, dict):
            value = {k: v for k, v in value.items() if v}
        out[key] = value
    return out


class Driver:
    def __init__(self, page):
        self.page = page
        self.taps = 0
        self.handovers = 0     # full-screen hand-overs met on the way
        self.on_decision = None  # callback(kind) before each action's taps (screenshots, checks)

    # ---- taps ----------------------------------------------------------------------
    def tap(self, selector: str) -> None:
        """A finger tap (no force) and the wait for Python's redraw."""
        page = self.page
        before = page.evaluate("window.pgRenderCount || 0")
        page.locator(selector).first.click()
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)
        self.taps += 1

    def has(self, selector: str) -> bool:
        return self.page.locator(selector).count() > 0

    def value(self, selector: str, attr: str) -> int:
        return int(self.page.locator(selector).first.get_attribute(attr))

    def take_tablet(self) -> None:
        if self.has('[data-action="ack"]'):
            self.handovers += 1
            self.tap('[data-action="ack"]')

    def step_to(self, button: str, target: int) -> None:
        """Step the amount shown on `button` (its data-bid) to `target` with the fewest taps
        (the page before one-tap bids had only the stepper)."""
        for _ in range(60):
            now = self.value(button, "data-bid")
            if now == target:
                return
            gap = target - now
            delta = (5 if gap >= 5 else 1) if gap > 0 else (-5 if gap <= -5 else -1)
            self.tap(f'[data-action="bid-step"][data-delta="{delta}"]')
        raise AssertionError(f"the bid does not reach {target}")

    # ---- one action ------------------------------------------------------------------
    def play(self, action: dict) -> None:
        self.take_tablet()
        kind = action["type"]
        if self.on_decision:
            self.on_decision(kind)
        if kind == "open":
            self.tap(f'[data-action="pick-plant"][data-plant="{action["plant"]}"]')
            quick = f'[data-action="open"][data-bid="{action["bid"]}"]'
            if not self.has(quick):                 # no one-tap amount: step the bid
                self.step_to('[data-action="open"].primary', action["bid"])
            self.tap(quick)
        elif kind == "bid":
            quick = f'[data-action="raise"][data-bid="{action["bid"]}"]'
            if not self.has(quick):
                self.step_to('[data-action="raise"].primary', action["bid"])
            self.tap(quick)
        elif kind == "pass":
            self.tap('[data-action="pass"]')
        elif kind == "buy":
            wanted = {r: n for r, n in action["resources"].items() if n}
            if not wanted:
                self.tap('[data-action="buy-nothing"]')
                return
            for quick in self.page.locator('[data-action="buy-quick"]').all():   # one tap, where offered
                buys = dict(item.split(":") for item in quick.get_attribute("data-buys").split())
                if {r: int(n) for r, n in buys.items()} == wanted:
                    self.tap(f'[data-action="buy-quick"][data-runs="{quick.get_attribute("data-runs")}"]')
                    return
            cart = {}
            fill = '[data-action="cart-fill"]'      # "what my plants need" in one tap, where the page has it
            if self.has(fill) and self.page.locator(fill).first.is_enabled():
                self.tap(fill)
                cart = self.cart()
            for res in ("coal", "oil", "garbage", "uranium"):
                gap = wanted.get(res, 0) - cart.get(res, 0)
                for _ in range(abs(gap)):
                    self.tap(f'[data-action="cart"][data-res="{res}"][data-delta="{1 if gap > 0 else -1}"]')
            self.tap('[data-action="buy"]')
        elif kind == "build":
            if not action["cities"]:
                self.tap('[data-action="build-nothing"]')
                return
            for city in action["cities"]:
                self.tap(f'#pg-board .city[data-city="{city}"] .hit')
            self.tap('[data-action="build"]')
        elif kind == "power":
            shown = set(self.page.eval_on_selector_all(
                '[data-action="toggle-plant"][aria-checked="true"]', "els => els.map(e => +e.dataset.plant)"))
            for n in sorted(shown ^ set(action["plants"])):
                self.tap(f'[data-action="toggle-plant"][data-plant="{n}"]')
            self.tap('[data-action="power"]')
        else:
            raise AssertionError(f"the driver cannot play {kind}")

    def cart(self) -> dict:
        """The amounts in the purchase cart as the page shows them."""
        return {r: int(self.page.locator(f".cart-{r} .cart-count").first.inner_text() or 0)
                for r in ("coal", "oil", "garbage", "uranium") if self.has(f".cart-{r} .cart-count")}

    def stored_actions(self) -> list:
        return stored_game(self.page)["actions"]


def stored_game(page) -> dict:
    """The engine's save (Game.to_json()) of the game in play, from the page's storage."""
    return json.loads(page.evaluate(STORED_GAME_JS))["game"]


def load_scripted_game(page, app_url, boot, script=None) -> dict:
    """Store the script's game before its first action, open the page and get to its first
    decision (a page that lists saved games is asked to continue the current one)."""
    script = script or load_script()
    boot(page, app_url)
    page.evaluate(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(initial_save(script))})")
    boot(page, app_url)
    if page.locator("#pg-decision").count() == 0 and page.locator('[data-action="continue"]').count():
        before = page.evaluate("window.pgRenderCount || 0")
        page.locator('[data-action="continue"]').first.click()
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)
    return script


TABLET_SIZES = [(1024, 768), (768, 1024)]


def play_looking_at_each_kind(driver: Driver, script: dict, at_size, first_look=None) -> set:
    """Play the script by taps. At the first decision of each kind: `first_look(kind)` once, then
    `at_size(kind, width, height)` at each tablet size (back to 1024x768 afterwards).
    Returns the kinds met."""
    page = driver.page
    seen = set()

    def look(kind):
        if kind == "pass":          # Pass in a choice and Pass in a bid are two screens
            kind = f"pass-{kind_on_screen(page)}"
        if kind in seen:
            return
        seen.add(kind)
        if first_look:
            first_look(kind)
        for width, height in TABLET_SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(120)
            at_size(kind, width, height)
        page.set_viewport_size({"width": 1024, "height": 768})
        page.wait_for_timeout(80)

    driver.on_decision = look
    for action in script["actions"]:
        driver.play(action)
    return seen
