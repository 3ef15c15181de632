"""The game played with the keyboard alone: no mouse, no tap, page.keyboard only.

A committed script is played at a table that passes the tablet (a hand-over screen before each
player's decision), so hand-overs, auctions, purchases, building and powering are all entered by
keys: a whole two-player beginner game to its final ranking (e2e/scripts/keyboard_game.json) and the
three-player game the taps are counted on (table_game.json). The key presses each decision kind
needs, from its heading to the Enter that sends it, go into docs/PERFORMANCE.md ("By keyboard
alone"). The other tests start from the three-player game.
"""
from __future__ import annotations

import json

from powergrid import Game

from keyboard_driver import KeyboardDriver
from table_driver import SAVE_KEY, SCRIPT, initial_save, load_script, normalized, stored_game

TABLE_KEY = "powergrid.table"
# The target: the presses from a decision's heading to the Enter that sends it, on average
# over the decisions of each kind in both committed games.
MOST_PRESSES = 4
GAMES = ("keyboard_game", "table_game")
IN_VIEW_JS = """() => { const b = document.activeElement.getBoundingClientRect(),
  s = document.querySelector('#pg-board svg').getBoundingClientRect();
  return b.left >= s.left - 1 && b.right <= s.right + 1 && b.top >= s.top - 1 && b.bottom <= s.bottom + 1; }"""


def open_by_keyboard(page, app_url, boot, script, played: int = 0, name: str = "table_game") -> KeyboardDriver:
    """The script's game stored after its first `played` actions, at a table passing the tablet
    (both stored before the page's first script runs, once per script: one boot, storage emptied
    of any game before), and continued from the start screen with Tab and Enter."""
    page.set_viewport_size({"width": 1024, "height": 768})
    flag = json.dumps("pg-keyboard-seeded-" + name)
    page.add_init_script(
        f"if (!sessionStorage.getItem({flag})) {{ localStorage.clear();"
        f" localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(initial_save(script, played))});"
        f" localStorage.setItem({json.dumps(TABLE_KEY)}, 'private');"
        f" sessionStorage.setItem({flag}, '1'); }}")
    boot(page, app_url)
    driver = KeyboardDriver(page)
    if driver.has('[data-action="continue"]'):
        driver.press('[data-action="continue"]')
    driver.presses = 0
    return driver


def play_by_keyboard(page, app_url, boot, name: str) -> KeyboardDriver:
    """The whole committed script `name` played by keys; every action reaches the engine as written."""
    script = json.loads(SCRIPT.with_name(name + ".json").read_text("utf-8"))
    driver = open_by_keyboard(page, app_url, boot, script, name=name)
    for action in script["actions"]:
        driver.play(action)
    played = stored_game(page)["actions"]
    assert [normalized(a) for a in played] == [normalized(a) for a in script["actions"]]
    game = Game.from_json(stored_game(page))
    assert [sorted(p["cities"]) for p in game.state["players"]] == script["final"]["cities"]
    assert driver.handovers > 0
    return driver


def test_whole_games_play_with_the_keyboard_alone_in_few_presses(page, app_url, boot, artifacts):
    """Every action of both committed scripts (BASE-AUCTION, BASE-RES, BASE-BUILD, BASE-BUREAU)
    reaches the engine as written, entered by keys; the beginner game ends on its final ranking
    (BASE-END). No decision kind needs more than 4 presses on average, from its heading to the
    Enter that sends it."""
    per_decision = {}
    report = {}
    for name in GAMES:
        driver = play_by_keyboard(page, app_url, boot, name)
        if name == "keyboard_game":         # the whole game: over, its ranking on screen
            assert Game.from_json(stored_game(page)).over
            assert page.locator("#pg-decision .decision-kind-over, #pg-decision .ranking").count()
        for kind, counts in driver.per_decision.items():
            per_decision.setdefault(kind, []).extend(counts)
        report[name] = {"presses": driver.presses, "handovers": driver.handovers,
                        "per_decision": driver.per_decision, "averages": driver.averages()}
        print(f"\n{name} by keyboard: {driver.presses} presses, {driver.handovers} hand-overs,"
              f" presses per decision: {driver.averages()}")
    averages = {kind: round(sum(n) / len(n), 2) for kind, n in sorted(per_decision.items())}
    report["averages"] = averages
    (artifacts / "keyboard_presses.json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"both games, presses per decision on average: {averages}")
    assert set(averages) >= {"choose", "bid", "buy", "build", "power"}
    assert max(averages.values()) <= MOST_PRESSES, averages


def test_the_board_by_arrow_keys(page, app_url, boot, artifacts):
    """At the first build (BASE-BUILD): the board is one Tab stop; an arrow moves the focus to the
    city the markup names for it (along a connection), the pan/zoom keeps it in view, Enter puts
    it in the plan and takes it out again, and the focus stays on it."""
    script = load_script()
    first_build = next(i for i, a in enumerate(script["actions"]) if a["type"] == "build")
    driver = open_by_keyboard(page, app_url, boot, script, played=first_build)
    if driver.has('[data-action="ack"]'):
        driver.press('[data-action="ack"]')
    assert page.locator("#pg-board [data-city][tabindex='0']").count() == 1       # one Tab stop
    driver.walk_to("#pg-board [data-city][tabindex='0']")
    start = page.evaluate("document.activeElement.dataset.city")
    name = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert name.startswith(start + ":") and "Elektro" in name
    page.locator('[data-action="zoom"][data-zoom="in"]').evaluate("b => b.click()")   # zoomed: the view must follow
    page.locator('[data-action="zoom"][data-zoom="in"]').evaluate("b => b.click()")
    for arrow in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        here = page.evaluate("document.activeElement.dataset.city")
        target = page.evaluate(f"document.activeElement.dataset.{arrow[5:].lower()} || null")
        driver.key(arrow)
        now = page.evaluate("document.activeElement.dataset.city")
        assert now == (target or here), (arrow, here, target, now)
        inside = page.evaluate(IN_VIEW_JS)
        assert inside, f"{now} is out of view"
    city = page.evaluate("document.activeElement.dataset.city")
    driver.enter()
    sel = f'#pg-board [data-city="{city}"]'
    assert page.locator(sel).get_attribute("aria-pressed") == "true"
    assert driver.focused(sel)
    page.screenshot(path=str(artifacts / "keyboard_board_1024x768.png"))
    page.set_viewport_size({"width": 768, "height": 1024})
    page.wait_for_timeout(150)
    page.screenshot(path=str(artifacts / "keyboard_board_768x1024.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    driver.enter()
    assert page.locator(sel).get_attribute("aria-pressed") == "false"
    assert driver.focused(sel)
    driver.press('[data-action="city-list"]')
    page.screenshot(path=str(artifacts / "keyboard_list_1024x768.png"))
    page.set_viewport_size({"width": 768, "height": 1024})
    page.wait_for_timeout(150)
    page.screenshot(path=str(artifacts / "keyboard_list_768x1024.png"))


def test_a_reopened_game_has_the_focus_on_its_decision_and_a_skip_button_first(page, app_url, boot, artifacts):
    """A game reopened by a reload puts the focus on the decision's heading (its ring shown only once
    keys are in use): one Tab reaches its first choice. The first Tab stop of the game is a skip
    button (WCAG 2.4.1), in sight while it has the focus, and Enter on it puts the focus back on the
    decision's heading."""
    driver = open_by_keyboard(page, app_url, boot, load_script())
    if driver.has('[data-action="ack"]'):
        driver.press('[data-action="ack"]')
    page.evaluate(f"localStorage.setItem({json.dumps(TABLE_KEY)}, 'open')")    # no hand-over at a reload
    boot(page, app_url)
    assert page.evaluate("window.pgLayout()") == "game"
    assert driver.focused("#pg-decision h2")
    ring = "getComputedStyle(document.activeElement).outlineStyle"
    assert page.evaluate(ring) == "none"               # a tablet reopening the game sees no ring
    driver.key("Tab")
    assert driver.focused("#pg-decision button")
    first = page.evaluate("""() => [...document.querySelectorAll('#app button, #app [tabindex="0"], #app select')]
        .find(e => !e.disabled && e.offsetParent !== null || e.matches('.skip-link')).className""")
    assert first == "skip-link"
    page.focus(".skip-link")
    box = page.locator(".skip-link").bounding_box()
    assert box and box["y"] >= 0 and box["height"] > 10      # in sight while it has the focus
    page.screenshot(path=str(artifacts / "keyboard_skip_1024x768.png"))
    driver.key("Enter")
    assert driver.focused("#pg-decision h2")
    assert page.evaluate(ring) == "solid"              # the keyboard in use: the focus is shown


def open_and_escape(driver: KeyboardDriver, opener: str, role: str) -> None:
    """Press `opener`: its dialog takes the focus; Esc closes it and the focus is back on `opener`."""
    driver.press(opener)
    assert driver.focused(f'[role="{role}"]')
    before = driver.page.evaluate("window.pgRenderCount || 0")
    driver.key("Escape")
    driver.page.wait_for_function(f"(window.pgRenderCount || 0) > {before}", timeout=10_000)
    assert driver.page.locator(f'[role="{role}"]').count() == 0
    assert driver.focused(opener)


SETUP_PRESSES = 20      # from the start screen to the first decision
PICKER_PRESSES = 12     # from the regions' choice to the last region picked
# Where the focus is, sampled while a computer plays: "body" when it fell to the page's body.
FOCUS_SAMPLER = """() => { window.pgFocusSamples = []; setInterval(() => {
  if (!document.querySelector('.decision-kind-computer')) return;
  const a = document.activeElement;
  window.pgFocusSamples.push(!a || a === document.body ? "body" : a.tagName); }, 10); }"""


def person_moves(driver: KeyboardDriver) -> None:
    """A person's plain decision by keys, once the computers have played: pass where the rules
    allow it, else the first plant at its lowest bid, buy and build nothing, power the best."""
    driver.page.wait_for_selector("#pg-decision [data-rev]", timeout=60_000)
    for action in ("pass", "buy-nothing", "build-nothing", "power"):
        if driver.has(f'#pg-decision [data-action="{action}"]'):
            driver.press(f'#pg-decision [data-action="{action}"]')
            return
    driver.press('#pg-decision [data-action="pick-plant"]')
    driver.press('#pg-decision .quick-bids [data-action="open"]')


def test_a_new_game_by_keys_and_the_focus_through_the_computers_turns(page, app_url, boot):
    """You and two normal computers, default names, Germany, regions drawn (BASE-SETUP): at most
    20 presses from the start screen's heading to the first decision (the seat kinds are radio
    groups: an arrow chooses; Enter in a name starts). While the computers play, each move
    redrawing their panel, the focus never falls to the page's body, and a focus the player put
    on the log stays there."""
    page.add_init_script("window.pgSeed = 11; try { localStorage.setItem('powergrid.pace', '150'); } catch (e) {}")
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    driver = KeyboardDriver(page)
    assert driver.focused("#pg-screen h1")
    page.evaluate(FOCUS_SAMPLER)
    for seat in (1, 2):
        driver.press(f'[data-action="seat-kind"][data-seat="{seat}"][data-kind="normal"]')
    driver.press('input[data-field="name"][data-seat="2"]')             # Enter in a name: start
    page.wait_for_selector("#pg-decision [data-rev]", timeout=60_000)   # the person's first decision
    print(f"\nset-up by keys: {driver.presses} presses")
    assert driver.presses <= SETUP_PRESSES
    for _ in range(4):
        person_moves(driver)
    samples = page.evaluate("window.pgFocusSamples")
    assert samples and "body" not in samples, samples
    # A player reading the log while the computers play keeps reading it: their moves and the
    # person's next decision redraw the page, and the focus stays on the log, not pulled away.
    for _ in range(6):
        person_moves(driver)
        if page.locator(".decision-kind-computer").count():
            break
    page.focus("#pg-log-list")
    page.wait_for_selector("#pg-decision [data-rev]", timeout=60_000)   # the person's turn again
    assert page.evaluate("document.activeElement.id") == "pg-log-list"


def region_path(page, start: str, goal: str) -> list:
    """The arrow keys from region `start` to `goal`, fewest first, along the data-left/right/up/down
    the markup gives each region."""
    moves = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('.regionmap .region')]
        .map(r => [r.dataset.region, {ArrowLeft: r.dataset.left, ArrowRight: r.dataset.right,
                                      ArrowUp: r.dataset.up, ArrowDown: r.dataset.down}]))""")
    paths, todo = {start: []}, [start]
    while todo:
        here = todo.pop(0)
        for key, to in moves[here].items():
            if to and to not in paths:
                paths[to] = paths[here] + [key]
                todo.append(to)
    return paths[goal]


def test_the_region_picker_by_arrow_keys(page, app_url, boot, artifacts):
    """The start screen's region picker (BASE-SETUP-2) is one Tab stop: the arrows move between
    regions as the markup names them, Enter picks the focused region and drops it again, and the
    focus stays on it across the redraw. Choosing "Pick on the map" and picking three regions
    takes at most 12 presses."""
    page.set_viewport_size({"width": 1024, "height": 768})
    boot(page, app_url)
    driver = KeyboardDriver(page)
    if driver.has('[data-action="new"]'):
        driver.press('[data-action="new"]')
    driver.walk_to('[data-action="region-mode"][data-mode="random"]')
    driver.presses = 0
    driver.press('[data-action="region-mode"][data-mode="pick"]')
    driver.walk_to('.regionmap .region[tabindex="0"]')
    for region in ("northwest", "west", "southwest"):
        for arrow in region_path(page, page.evaluate("document.activeElement.dataset.region"), region):
            driver.key(arrow)
        driver.enter()
    print(f"\nregion picker by keys: {driver.presses} presses")
    assert driver.presses <= PICKER_PRESSES
    assert page.locator('.regionmap .region[aria-pressed="true"]').count() == 3
    driver.walk_to('.regionmap .region[tabindex="0"]')
    start = page.evaluate("document.activeElement.dataset.region")
    target = page.evaluate("document.activeElement.dataset.right || document.activeElement.dataset.down")
    driver.key("ArrowRight" if page.evaluate("!!document.activeElement.dataset.right") else "ArrowDown")
    assert page.evaluate("document.activeElement.dataset.region") == target != start
    sel = f'.regionmap .region[data-region="{target}"]'
    was = page.locator(sel).get_attribute("aria-pressed")
    driver.enter()
    assert page.locator(sel).get_attribute("aria-pressed") != was
    assert driver.focused(sel)
    page.screenshot(path=str(artifacts / "keyboard_regions_1024x768.png"))
    driver.enter()
    assert page.locator(sel).get_attribute("aria-pressed") == was
    assert driver.focused(sel)


def test_dialogs_take_the_focus_and_escape_gives_it_back(page, app_url, boot):
    """Undo of another player's action asks first (an alert dialog): it takes the focus, Esc
    answers "no" (nothing is taken back) and the focus returns to the Undo button. "How to play"
    takes the focus when opened, Esc closes it and the focus goes back to its button. Delete on the
    list of saved games asks first: Esc keeps the game and the focus goes back to its Delete button."""
    script = load_script()
    driver = open_by_keyboard(page, app_url, boot, script)
    for action in script["actions"][:2]:
        driver.play(action)
    if driver.has('[data-action="ack"]'):
        driver.press('[data-action="ack"]')
    open_and_escape(driver, '#pg-top [data-action="undo"]', "alertdialog")
    assert len(stored_game(page)["actions"]) == 2
    open_and_escape(driver, '#pg-top [data-action="howto"]', "dialog")
    driver.press('#pg-top [data-action="new"]')
    open_and_escape(driver, '.saved-games [data-action="delete"]', "alertdialog")
    assert page.locator(".saved-games li").count() >= 1
