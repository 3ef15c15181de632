"""At the table (issue 9, part B): charts on the final screen, several saved games (continue,
delete, a version 1 save migrated), undo that asks, and screenshots of the purchase and powering aids, the
how-to card and the undo question at both tablet sizes."""
from __future__ import annotations

import json
import re

from powergrid import Game
from powergrid.bots import RandomBot

from test_game import SAVE_KEY, click, count, new_game, shots, stored, take_tablet


def envelope_v1(game: Game, colors) -> str:
    """A save as the version 1 page wrote it (one game under powergrid.save.v1)."""
    return json.dumps({"app": "powergrid-web", "version": 1, "colors": colors, "lang": "en",
                       "game": game.to_json()})


def seeded(pred, n=3, beginner=False, seeds=range(1, 80)) -> Game:
    """The first situation of a few seeded random games where pred holds (None: the end)."""
    for seed in seeds:
        game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem", "Dan"][:n], "seed": seed,
                     "beginner": beginner})
        bot = RandomBot(seed)
        while not game.over:
            if pred is not None and pred(game):
                return game
            game.apply(bot.act(game))
        if pred is None:
            return game
    raise AssertionError("no such situation")


def load_save(page, app_url, boot, game: Game, colors) -> None:
    """Boot the page with this game stored as the version 1 page stored it (set before the
    page's scripts run, once: a single boot per game)."""
    flag = f"pg-seeded-{id(game)}"
    page.context.add_init_script(
        f"if (!sessionStorage.getItem({json.dumps(flag)})) {{ localStorage.clear();"
        f" localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(envelope_v1(game, colors))});"
        f" sessionStorage.setItem({json.dumps(flag)}, '1'); }}")
    boot(page, app_url)


def test_the_charts_appear_on_the_final_screen(page, app_url, boot, artifacts):
    game = seeded(None, n=3, beginner=True)
    load_save(page, app_url, boot, game, ["red", "blue", "green"])
    assert count(page, ".final") == 1
    assert page.locator(".charts figure.chart").count() == 4
    for seat, p in enumerate(game.state["players"]):      # the money line ends at his money
        last = page.locator(f'.charts figure.chart >> nth=0 >> .series[data-seat="{seat}"]')
        assert last.get_attribute("data-last") == str(p["money"])
    page.locator(".charts").scroll_into_view_if_needed()
    shots(page, artifacts, "tableb-final-charts")
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") is None   # migrated


def test_a_promo_games_money_chart_holds_its_money_at_every_round_end(page, app_url, boot, artifacts):
    """Issue 18: asset cards are paid for (PROMO-GEN-4); the chart reads the engine's ledger."""
    from pathlib import Path
    fixture = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "saves" / "v1"
    game = Game.from_json((fixture / "germany-4p-promos-step2-asset.engine.json").read_text("utf-8"))
    assert game.over and any(e["e"] == "asset_won" for e in game.state["log"])
    load_save(page, app_url, boot, game, ["red", "blue", "green", "yellow"])
    assert count(page, ".final") == 1
    rounds = game.view()["ledger"]["rounds"]
    for seat, p in enumerate(game.state["players"]):
        line = page.locator(f'.charts figure.chart >> nth=0 >> .series[data-seat="{seat}"]')
        assert line.get_attribute("data-last") == str(p["money"]) == str(rounds[-1]["money"][seat])
    page.locator(".charts").scroll_into_view_if_needed()
    shots(page, artifacts, "tableb-promo-final-charts")


def test_saved_games_are_listed_continued_and_deleted(page, app_url, boot, artifacts):
    # loading speaks of the game, with a percentage, never of the interpreter's stages
    page.goto(app_url, wait_until="domcontentloaded")
    said = set()
    for _ in range(600):
        said.add(page.evaluate("document.querySelector('#boot .boot-message')?.textContent ?? ''"))
        if page.evaluate("document.body.dataset.ready === '1'"):
            break
        page.wait_for_timeout(100)
    said.discard("")
    assert said and all(re.fullmatch(r"(Loading the game engine|Loading the game|Starting the game)… \d+ %", s)
                        for s in said), said
    assert page.evaluate("document.body.dataset.ready === '1'")
    new_game(page, ["Ann", "Bob"])
    take_tablet(page)
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    first = json.loads(stored(page))["id"]
    take_tablet(page)
    # Undo names the action and whose it is, and asks before taking back another's action
    label = page.locator('#pg-top [data-action="undo"]').get_attribute("title")
    assert "Ann's auction of plant 4" in label or "Bob's auction of plant 4" in label
    click(page, '#pg-top [data-action="undo"]')
    assert count(page, ".confirm-undo") == 1
    shots(page, artifacts, "tableb-undo-question")
    click(page, '.confirm-undo [data-action="cancel"]')
    assert count(page, ".confirm-undo") == 0 and len(json.loads(stored(page))["game"]["actions"]) == 1
    click(page, '[data-action="new"]')
    new_game(page, ["Cem", "Dan", "Eva"])
    second = json.loads(stored(page))["id"]
    take_tablet(page)
    click(page, '[data-action="new"]')
    assert page.locator(".saved-game").count() == 2
    assert page.locator(".saved-game.is-current").get_attribute("data-game") == second
    shots(page, artifacts, "tableb-saved-games")
    click(page, f'[data-action="continue"][data-id="{first}"]')
    take_tablet(page)
    assert json.loads(stored(page))["id"] == first
    assert json.loads(stored(page))["game"]["actions"][0]["plant"] == 4
    click(page, '[data-action="new"]')
    click(page, f'[data-action="delete"][data-id="{second}"]')
    assert count(page, ".confirm-q") == 1
    shots(page, artifacts, "tableb-delete-question")
    click(page, f'[data-action="delete"][data-id="{second}"]')
    assert page.locator(".saved-game").count() == 1
    boot(page, app_url)                       # the list and the current game survive a reload
    take_tablet(page)
    assert json.loads(stored(page))["id"] == first
    # names and colours are remembered for the next game
    click(page, '[data-action="new"]')
    assert page.locator('input[data-field="name"][data-seat="2"]').input_value() == "Eva"


def test_buying_and_powering_aids_on_screen(page, app_url, boot, artifacts):
    def buying(g):
        d = g.decision()
        return (d and d["kind"] == "buy" and g.state["round"] >= 3 and g.state["players"][d["player"]]["money"] > 20
                and sum(g.state["players"][d["player"]]["resources"].values()) > 0)
    game = seeded(buying)
    load_save(page, app_url, boot, game, ["red", "blue", "yellow"])
    take_tablet(page)
    plants = game.state["players"][game.decision()["player"]]["plants"]
    assert page.locator(".my-plants .stocked").count() == len(plants)
    assert page.locator(".next-price").count() == 4
    if count(page, '[data-action="cart-fill"]:not([disabled])'):
        click(page, '[data-action="cart-fill"]')
    shots(page, artifacts, "tableb-buy")
    click(page, '[data-action="howto"]')
    assert count(page, ".howto") == 1
    shots(page, artifacts, "tableb-howto")
    click(page, '[data-action="howto"]')

    def powering(g):
        d = g.decision()
        return d and d["kind"] == "power" and len(g.state["players"][d["player"]]["plants"]) >= 2 \
            and len(g.state["players"][d["player"]]["cities"]) >= 3 \
            and any(e["e"] == "powered" and e["round"] == g.state["round"] for e in g.state["log"])
    game = seeded(powering)
    load_save(page, app_url, boot, game, ["red", "blue", "yellow"])
    take_tablet(page)
    assert page.locator(".pw-table tr").count() == 3
    assert page.locator(".pw-table tr.pw-done").count() >= 1
    shots(page, artifacts, "tableb-power")
