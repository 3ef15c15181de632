"""At the table (issue 9) on tablet sizes: every player's money in sight at each decision, the
build decision's confirm button in sight with three planned cities, build costs that follow the
plan, and a screenshot of each decision at 1024x768 and 768x1024 (e2e/artifacts/table-*.png)."""
from __future__ import annotations


from powergrid import Game
from table_driver import TABLET_SIZES, Driver, load_scripted_game, play_looking_at_each_kind, stored_game

SIZES = TABLET_SIZES


def in_viewport(page, selector: str) -> list:
    """[(data-seat, inside?)] for each element, inside = wholly within the viewport, unscrolled."""
    return page.eval_on_selector_all(selector, """els => els.map(e => {
        const b = e.getBoundingClientRect();
        return [e.dataset.seat, b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth
                && b.width > 0];
    })""")


def scrolled(page) -> bool:
    return page.evaluate("scrollY !== 0 || scrollX !== 0 || document.scrollingElement.scrollHeight > innerHeight + 1")


def test_money_and_decisions_stay_in_sight_at_both_tablet_sizes(page, app_url, boot, artifacts):
    """The scripted game (e2e/scripts/table_game.json) played by taps. At the first auction,
    purchase, build and powering (BASE-AUCTION, BASE-RES, BASE-BUILD, BASE-BUREAU): each player's
    data-money and the decision's buttons in the viewport with no page scrolling, in both
    orientations; at the first build, a plan of three cities with costs that follow it."""
    script = load_scripted_game(page, app_url, boot)
    driver = Driver(page)

    def first_look(kind):
        if kind == "build":
            three_cities_in_a_plan(page, driver, artifacts)
        if kind == "bid":
            zoom_buttons(page)

    def at_size(kind, width, height):
        money = in_viewport(page, ".strip [data-money]")
        assert len(money) == len(script["options"]["players"]), money
        assert all(inside for _, inside in money), (kind, width, money)
        primary = in_viewport(page, "#pg-decision .btn.primary, #pg-decision [data-action=pick-plant], "
                                    "#pg-decision [data-action=pass]")
        assert primary and all(inside for _, inside in primary), (kind, width, primary)
        assert not scrolled(page), (kind, width)
        page.screenshot(path=str(artifacts / f"table-{kind}-{width}x{height}.png"))

    seen = play_looking_at_each_kind(driver, script, at_size, first_look)
    assert {"open", "bid", "buy", "build", "power"} <= seen
    # the strip's money is the game's
    assert len(stored_game(page)["actions"]) == len(script["actions"])
    money = dict(page.eval_on_selector_all(".strip [data-money]",
                                           "els => els.map(e => [+e.dataset.seat, +e.dataset.money])"))
    assert [money[s] for s in range(3)] == script["final"]["money"]




def three_cities_in_a_plan(page, driver, artifacts):
    """BASE-BUILD-6..10: each tag is what the city adds to the plan as it stands (the engine's
    cheapest total with it, less the total without it); cities the money left does not cover are
    dimmed; the confirm button stays in sight with three planned cities in both orientations.
    The plan is cleared afterwards (its taps are not the script's)."""
    game = Game.from_json(stored_game(page))
    seat = game.decision()["player"]
    money = game.state["players"][seat]["money"]

    def tags():
        return {c: (cost, "unaffordable" in cls) for c, cost, cls in page.eval_on_selector_all(
            "#pg-board .city.clickable[data-cost]",
            "els => els.map(e => [e.dataset.city, +e.dataset.cost, e.getAttribute('class')])")}

    planned = []
    for _ in range(3):
        now = tags()
        base = game.build_plan(seat, planned)["cost"] if planned else 0
        for city, (cost, dim) in now.items():
            assert cost == game.build_plan(seat, planned + [city])["cost"] - base, (planned, city)
            assert dim == (cost > money - base), (city, cost, money, base)
        city = min(now, key=lambda c: now[c][0])
        driver.tap(f'#pg-board .city[data-city="{city}"] .hit')
        planned.append(city)
        assert city not in tags()
        total = game.build_plan(seat, planned)["cost"]
        assert f"for {total} Elektro" in page.locator('[data-action="build"]').inner_text()
    assert page.locator('[data-action="build"]').inner_text().startswith("Build 3 cities")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(120)
        [(_, inside)] = in_viewport(page, '[data-action="build"]')
        assert inside and not scrolled(page), (width, height)
        page.screenshot(path=str(artifacts / f"table-build-three-{width}x{height}.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    driver.tap('[data-action="plan-clear"]')
    driver.taps -= 4


def zoom_buttons(page):
    """+ zooms into the board, a redraw of the page keeps the zoom, "fit" shows the play area again."""
    svg = page.locator("#pg-board svg")
    full = svg.get_attribute("viewBox")           # the play area, widened for the buttons' margin
    play = [float(v) for v in svg.get_attribute("data-full-viewbox").split()]
    shown = [float(v) for v in full.split()]
    assert shown[0] <= play[0] and shown[1] <= play[1] and shown[2] >= play[2] and shown[3] >= play[3]
    page.locator('[data-action="zoom"][data-zoom="in"]').click()
    zoomed = svg.get_attribute("viewBox")
    assert float(zoomed.split()[2]) < 0.9 * float(full.split()[2])
    before = page.evaluate("window.pgRenderCount")
    page.locator('[data-action="bid-step"][data-delta="1"]').click()       # any redraw of the page
    page.wait_for_function(f"window.pgRenderCount > {before}")
    assert svg.get_attribute("viewBox") == zoomed
    page.locator('[data-action="zoom"][data-zoom="fit"]').click()
    assert svg.get_attribute("viewBox") == full
