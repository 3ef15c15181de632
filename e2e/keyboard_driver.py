"""Plays the committed game script (e2e/scripts/table_game.json) with the keyboard alone, counting
the key presses each decision needs before its first choice (docs/PERFORMANCE.md, "At the table").

Only page.keyboard is used: Tab (or Shift+Tab) walks to the control an action needs, Enter presses
it, the arrows walk the board. After every Enter the page redraws and puts the focus where the next
press starts: on the element used when the decision stays, else on the new decision's heading, or on
the hand-over's button.
"""
from __future__ import annotations

FOCUS_JS = """() => { const a = document.activeElement;
  if (!a || a === document.body) return null;
  return {tag: a.tagName, action: a.dataset.action || null, city: a.dataset.city || null,
          list: a.dataset.list || null, text: (a.textContent || "").trim().slice(0, 40)}; }"""
# Whether the first control matching the selector lies before the focus in the page.
BEFORE_FOCUS_JS = """(s) => { const t = document.querySelector(s), a = document.activeElement;
  return !!a && a !== document.body && !!(t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING); }"""
MAX_WALK = 90
ROVING = '[role="toolbar"], .city-options'
# The selector of the one-Tab-stop group holding the control (by its class), or null.
GROUP_JS = f"""(s) => {{ const g = document.querySelector(s).closest({ROVING!r});
  return g ? "." + [...g.classList].join(".") : null; }}"""
# How many enabled buttons of the group lie between the focus and the control (negative: before).
OFFSET_JS = """([g, s]) => { const items = [...document.querySelector(g).querySelectorAll("button")]
  .filter((b) => !b.disabled);
  return items.indexOf(document.querySelector(s)) - items.indexOf(document.activeElement); }"""


class KeyboardDriver:
    def __init__(self, page):
        self.page = page
        self.presses = 0
        self.handovers = 0
        self.first_choice = {}     # decision kind -> the most key presses before its first choice
        self._kind = None
        self._before = 0

    # ---- keys ----------------------------------------------------------------------
    def key(self, name: str) -> None:
        self.page.keyboard.press(name)
        self.presses += 1

    def enter(self, choice: bool = True) -> None:
        """Enter on the focused control, and the wait for Python's redraw. The first choice of a
        decision records how many presses came before it."""
        if choice and self._kind is not None:
            count = self.presses - self._before
            self.first_choice[self._kind] = max(self.first_choice.get(self._kind, 0), count)
            self._kind = None
        page = self.page
        before = page.evaluate("window.pgRenderCount || 0")
        self.key("Enter")
        page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)

    def focused(self, selector: str) -> bool:
        return self.page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)", selector)

    def walk_to(self, selector: str) -> None:
        """Tab forward to the control, or back when it lies before the focus (fewer presses); in a
        group that is one Tab stop (a toolbar, the list of cities), the arrows go the rest."""
        page = self.page
        if not page.locator(selector).count():
            raise AssertionError(f"nothing matches {selector}")
        group = page.evaluate(GROUP_JS, selector)
        if group is not None:
            self._walk(f"{group} button", selector)
            for _ in range(MAX_WALK):
                offset = page.evaluate(OFFSET_JS, [group, selector])
                if offset == 0:
                    return
                self.key("ArrowRight" if offset > 0 else "ArrowLeft")
            raise AssertionError(f"the arrows do not reach {selector}")
        self._walk(selector, selector)

    def _walk(self, stop: str, selector: str) -> None:
        back = self.page.evaluate(BEFORE_FOCUS_JS, selector)
        for _ in range(MAX_WALK):
            if self.focused(stop):
                return
            self.key("Shift+Tab" if back else "Tab")
        raise AssertionError(f"{MAX_WALK} presses do not reach {selector}: at {self.page.evaluate(FOCUS_JS)}")

    def press(self, selector: str, choice: bool = True) -> None:
        self.walk_to(selector)
        self.enter(choice)

    def has(self, selector: str) -> bool:
        return self.page.locator(selector).count() > 0

    # ---- one action ----------------------------------------------------------------
    def start(self, kind: str) -> None:
        self._kind, self._before = kind, self.presses

    def play(self, action: dict) -> None:
        if self.has('[data-action="ack"]'):
            self.handovers += 1
            self.start("handover")
            self.press('[data-action="ack"]')
        kind = action["type"]
        self.start({"open": "choose", "bid": "bid", "pass": "pass"}.get(kind, kind))
        if kind == "open":
            self.press(f'[data-action="pick-plant"][data-plant="{action["plant"]}"]')
            quick = f'[data-action="open"][data-bid="{action["bid"]}"]'
            while not self.has(quick):
                self.press('[data-action="bid-step"][data-delta="1"]')
            self.press(quick)
        elif kind == "bid":
            quick = f'[data-action="raise"][data-bid="{action["bid"]}"]'
            while not self.has(quick):
                self.press('[data-action="bid-step"][data-delta="1"]')
            self.press(quick)
        elif kind == "pass":
            self.press('[data-action="pass"]')
        elif kind == "buy":
            self.buy({r: n for r, n in action["resources"].items() if n})
        elif kind == "build":
            self.build(action["cities"])
        elif kind == "power":
            shown = set(self.page.eval_on_selector_all(
                '[data-action="toggle-plant"][aria-pressed="true"]', "els => els.map(e => +e.dataset.plant)"))
            for n in sorted(shown ^ set(action["plants"])):
                self.press(f'[data-action="toggle-plant"][data-plant="{n}"]')
            self.press('[data-action="power"]')
        else:
            raise AssertionError(f"the keyboard driver cannot play {kind}")

    def buy(self, wanted: dict) -> None:
        if not wanted:
            self.press('[data-action="buy-nothing"]')
            return
        for quick in self.page.locator('[data-action="buy-quick"]').all():
            buys = dict(item.split(":") for item in quick.get_attribute("data-buys").split())
            if {r: int(n) for r, n in buys.items()} == wanted:
                self.press(f'[data-action="buy-quick"][data-runs="{quick.get_attribute("data-runs")}"]')
                return
        for res, n in wanted.items():
            for _ in range(n):
                self.press(f'[data-action="cart"][data-res="{res}"][data-delta="1"]')
        self.press('[data-action="buy"]')

    def build(self, cities: list) -> None:
        if not cities:
            self.press('[data-action="build-nothing"]')
            return
        self.press('[data-action="city-list"]', choice=False)   # the list of buildable cities beside the map
        for city in cities:
            self.press(f'[data-action="city"][data-list="1"][data-city="{city}"]')
            assert self.focused(f'[data-list="1"][data-city="{city}"]'), "the focus stays on the city used"
        self.press('[data-action="build"]')
