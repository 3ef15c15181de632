"""Plays a committed game script (e2e/scripts/*.json) with the keyboard alone, counting the key presses
each decision needs: every press from the decision's heading to the Enter that sends it, per decision
kind (docs/PERFORMANCE.md, "By keyboard alone").

It is table_driver's player with keys for taps: Tab (or Shift+Tab) walks to the control an action
needs, the arrows move inside a group that is one Tab stop (the one-tap bids, the stepper, the plants
on sale, the list of cities; in a radio group of the start screen an arrow also chooses), Enter
presses it, Space ticks a checkbox (a plant to run, a city of the list) and Enter on a checkbox sends
the decision; only page.keyboard is used. After every Enter the page redraws and puts the focus
where the next press starts: on the element used when the decision stays (on the one-press bids
after a plant is picked), else on the new decision's heading (the hand-over's title).
"""
from __future__ import annotations

from table_driver import Driver

FOCUS_JS = """() => { const a = document.activeElement;
  if (!a || a === document.body) return null;
  return {tag: a.tagName, action: a.dataset.action || null, city: a.dataset.city || null,
          list: a.dataset.list || null, text: (a.textContent || "").trim().slice(0, 40)}; }"""
# Whether the first control matching the selector lies before the focus in the page.
BEFORE_FOCUS_JS = """(s) => { const t = document.querySelector(s), a = document.activeElement;
  return !!a && a !== document.body && !!(t.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING); }"""
MAX_WALK = 90
ROVING = '[role="toolbar"], .city-options, [role="radiogroup"]'
# The selector of the one-Tab-stop group holding the control (by its name, else its class), or null.
GROUP_JS = f"""(s) => {{ const g = document.querySelector(s).closest({ROVING!r});
  if (!g) return null;
  for (const a of ["aria-label", "aria-labelledby"]) {{
    if (g.getAttribute(a)) return `[${{a}}=${{JSON.stringify(g.getAttribute(a))}}]`;
  }}
  return "." + [...g.classList].join("."); }}"""
# How many enabled buttons of the group lie between the focus and the control (negative: before).
OFFSET_JS = """([g, s]) => { const items = [...document.querySelector(g).querySelectorAll("button")]
  .filter((b) => !b.disabled);
  return items.indexOf(document.querySelector(s)) - items.indexOf(document.activeElement); }"""


class KeyboardDriver(Driver):
    """table_driver's player, whose taps are key presses (Driver.taps stays 0)."""

    def __init__(self, page):
        super().__init__(page)
        self.presses = 0
        self.per_decision = {}     # decision kind -> [the presses of each decision of that kind]
        self._kind = None
        self._before = 0

    # ---- keys ----------------------------------------------------------------------
    def key(self, name: str) -> None:
        self.page.keyboard.press(name)
        self.presses += 1

    def enter(self, key: str = "Enter") -> None:
        """Enter (or `key`) on the focused control, and the wait for Python's redraw."""
        page = self.page
        before = page.evaluate("window.pgRenderCount || 0")
        self.key(key)
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
            radios = page.evaluate("(s) => document.querySelector(s).matches('[role=radio]')", selector)
            for _ in range(MAX_WALK):
                offset = page.evaluate(OFFSET_JS, [group, selector])
                if offset == 0:
                    return
                arrow = "ArrowRight" if offset > 0 else "ArrowLeft"
                if radios:          # an arrow in a radio group chooses: Python redraws
                    self.enter(arrow)
                else:
                    self.key(arrow)
            raise AssertionError(f"the arrows do not reach {selector}")
        self._walk(selector, selector)

    def _walk(self, stop: str, selector: str) -> None:
        back = self.page.evaluate(BEFORE_FOCUS_JS, selector)
        for _ in range(MAX_WALK):
            if self.focused(stop):
                return
            self.key("Shift+Tab" if back else "Tab")
        raise AssertionError(f"{MAX_WALK} presses do not reach {selector}: at {self.page.evaluate(FOCUS_JS)}")

    def press(self, selector: str) -> None:
        """Walk to the control and use it: Space ticks a checkbox, Enter presses anything else
        (a radio already chosen needs nothing)."""
        self.walk_to(selector)
        role = self.page.evaluate("(s) => [document.querySelector(s).getAttribute('role'),"
                                  " document.querySelector(s).getAttribute('aria-checked')]", selector)
        if role == ["radio", "true"]:
            return
        self.enter(" " if role[0] == "checkbox" else "Enter")

    # ---- one action: the taps of table_driver.Driver, each made by keys -------------------
    def tap(self, selector: str) -> None:
        self.press(selector)

    def decision_kind(self) -> str:
        """The kind of the decision on screen, as its revision names it ("12.2.buy")."""
        return self.page.get_attribute("#pg-decision [data-rev]", "data-rev").rsplit(".", 1)[1]

    def play(self, action: dict) -> None:
        """One action of the script by keys; its presses, from the decision's heading (after the
        hand-over, when there is one) to the Enter that sends it, counted for its decision kind."""
        self.take_tablet()
        assert self.focused("#pg-decision h2"), f"the decision starts on its heading: {self.page.evaluate(FOCUS_JS)}"
        kind, start = self.decision_kind(), self.presses
        self.on_decision = None
        if action["type"] != "build" or not action["cities"]:
            super().play(action)
        else:
            self.build(action["cities"])
        self.per_decision.setdefault(kind, []).append(self.presses - start)

    def build(self, cities) -> None:
        """The list of buildable cities beside the map (opened once: it stays open), each city
        ticked by Space, and Enter on the last one sends the plan."""
        if self.page.get_attribute('[data-action="city-list"]', "aria-expanded") != "true":
            self.press('[data-action="city-list"]')
        for city in cities:
            self.press(f'[data-action="city"][data-list="1"][data-city="{city}"]')
            assert self.focused(f'[data-list="1"][data-city="{city}"]'), "the focus stays on the city used"
        self.enter()

    def averages(self) -> dict:
        """Decision kind -> the mean presses of its decisions."""
        return {kind: round(sum(n) / len(n), 2) for kind, n in sorted(self.per_decision.items())}
