"""Playing in the browser: a whole game by clicks, a game going on offline, and the board and
the decision at both tablet sizes, with screenshots of the main screens.

What the page draws for a reload, a broken save, hostile names, the region picker and files is
checked in CPython (tests/web/test_ui_app.py, test_ui_escape.py, test_ui_saves.py,
test_ui_hostile_saves.py): the browser tests keep what only a browser shows.
"""

from __future__ import annotations

import json

from page_taps import click, count, kind, new_game, play_cheaply, shots, stored, take_tablet

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

    kinds = []
    while kind(page) != "over":
        kinds.append(play_cheaply(page, on_screen))
        assert len(kinds) < 400, "the game does not end"
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
