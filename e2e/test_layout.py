"""What the screens must not cut off or hide, at both tablet sizes:
the end screen's ranking with six long names, in three languages; every map's play area clear of
the zoom buttons, its names whole; the top bar's height and the scroll of a new decision; every
promo card's name inside its card; the top bar and the players panel with the longest names.
Screenshots in e2e/artifacts/layout-*.png."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from powergrid import PROMO_CARDS, Game
from powergrid.bots import RandomBot

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pgui.i18n import LANGS, t  # noqa: E402  (the page's own renderer, for the promo cards)
from pgui.screens.promo_ui import promo_card  # noqa: E402
from pgui.storage import saves  # noqa: E402  (the page's own save format, with the seats' kinds)

from page_taps import SIZES, choose_language, each_size, import_game, take_tablet

LONG_NAMES = ["Bartholomew Featherstone", "Maximiliana Oppenheimer", "Giocatore Numero Tre",
              "Computer 4 (Difficile)", "Konstantinos Papadopoulos", "Wilhelmina Vanderbilt"]
COLORS6 = ["red", "blue", "green", "yellow", "purple", "black"]


def finished_game(names, seed: int = 2) -> Game:
    game = Game({"map": "germany", "players": list(names), "seed": seed})
    bot = RandomBot(seed)
    while not game.over:
        game.apply(bot.act(game))
    return game


def open_game(page, folder, game: Game, lang: str, colors) -> None:
    """This game on the module's page, in `lang`, at 1024x768: the language picked on the start
    screen, the game imported as the first page stored it."""
    page.set_viewport_size({"width": 1024, "height": 768})
    choose_language(page, lang)
    envelope = json.dumps({"app": "powergrid-web", "version": 1, "colors": colors, "lang": lang,
                           "game": game.to_json()})
    import_game(page, folder, f"{game.rules.map.key}-{lang}", envelope)


# Each column's header and cells: wholly inside the viewport, the side column and the decision
# panel's border, its text not cut (scrollWidth within clientWidth), and no cell overlapping the next column.
RANKING_CLIPS = """() => {
    const table = document.querySelector('.ranking');
    const side = table.closest('.side').getBoundingClientRect();
    const panel = table.closest('.panel');
    const box = panel.getBoundingClientRect();
    const outer = {left: Math.max(side.left, box.left + panel.clientLeft),
                   right: Math.min(side.right, box.left + panel.clientLeft + panel.clientWidth)};
    const problems = [];
    const rows = [...table.querySelectorAll('tr:not(.why-row)')];
    for (const row of rows) {
        const cells = [...row.children];
        cells.forEach((cell, i) => {
            const b = cell.getBoundingClientRect();
            const where = `${row.rowIndex}:${i} ${cell.textContent.trim().slice(0, 20)}`;
            if (b.width <= 0 || b.left < 0 || b.right > innerWidth + 0.5 || b.left < outer.left - 0.5
                || b.right > outer.right + 0.5) problems.push('outside ' + where);
            if (cell.scrollWidth > cell.clientWidth + 1) problems.push('cut ' + where);
            const next = cells[i + 1];
            if (next && b.right > next.getBoundingClientRect().left + 0.5) problems.push('overlaps ' + where);
        });
    }
    for (const why of table.querySelectorAll('.why')) {
        const b = why.getBoundingClientRect();
        if (b.right > outer.right + 0.5 || why.scrollWidth > why.clientWidth + 1) problems.push('why cut');
    }
    return {problems, columns: rows[0].children.length};
}"""


# The strip's names of six players: none cut (wider or taller than its box).
STRIP_NAMES_CUT = """() => [...document.querySelectorAll('.strip .sp-name')]
    .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map(e => e.textContent)"""


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_the_final_ranking_shows_every_column_at_both_sizes(booted, tmp_path, artifacts, lang):
    """BASE-END: place, player, powered, money and cities of six players with long names, each
    column's header and cells inside the viewport and not cut, the reasons under the row; the
    strip above shows each of the six names and places whole."""
    page = booted
    open_game(page, tmp_path, finished_game(LONG_NAMES), lang, COLORS6)
    assert page.locator(".ranking").count() == 1
    for width in each_size(page, artifacts, f"layout-final-{lang}", ".ranking"):
        found = page.evaluate(RANKING_CLIPS)
        assert found["columns"] == 5 and not found["problems"], (width, found)
        assert page.evaluate(STRIP_NAMES_CUT) == [], (width, "the strip cuts names")
        assert page.evaluate(STRIP_PLACES_CUT) == [], (width, "the strip hides a place")


# Each strip entry's final place ("place 2"): shown, and whole.
STRIP_PLACES_CUT = """() => [...document.querySelectorAll('.sp.st-final .sp-status')]
    .filter(e => e.clientWidth < 1 || e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)"""


# The play area's cities (marker and name) at Fit: inside the board, none under a zoom button.
BOARD_CLEAR = """() => {
    const wrap = document.querySelector('#pg-board').getBoundingClientRect();
    const buttons = [...document.querySelectorAll('.zoom-tools .btn')].map(b => b.getBoundingClientRect());
    const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems = [];
    const cities = [...document.querySelectorAll('#pg-board .city-base')];
    for (const city of cities) {
        const b = city.getBoundingClientRect();
        if (b.left < wrap.left - 1 || b.right > wrap.right + 1 || b.top < wrap.top - 1
            || b.bottom > wrap.bottom + 1) problems.push('cut ' + city.dataset.base);
        if (buttons.some(button => meets(b, button))) problems.push('under a button ' + city.dataset.base);
    }
    return {problems, cities: cities.length, buttons: buttons.length};
}"""


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_fit_keeps_the_play_area_clear_of_the_zoom_buttons(booted, tmp_path, artifacts, game_map):
    """BASE-SETUP-2: the board opens on the play area (and Fit returns to it) with every city and
    its name whole and none under the +/-/Fit buttons, at both sizes, after a zoom too."""
    low, high = next(m["players"] for m in Game.maps() if m["id"] == game_map)
    names = ["Ann", "Bob", "Cem", "Dan", "Eva", "Fay"][:max(3, low)]
    page = booted
    open_game(page, tmp_path, Game({"map": game_map, "players": names, "seed": 1}), "en", COLORS6[:len(names)])
    take_tablet(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)
        page.locator('[data-action="zoom"][data-zoom="in"]').click()
        page.locator('[data-action="zoom"][data-zoom="fit"]').click()
        page.wait_for_timeout(100)
        page.screenshot(path=str(artifacts / f"layout-fit-{game_map}-{width}x{height}.png"))
        found = page.evaluate(BOARD_CLEAR)
        assert found["cities"] and found["buttons"] == 3 and not found["problems"], (width, found)


def bar_height(page) -> float:
    return page.evaluate("document.querySelector('.topbar').getBoundingClientRect().height")


@pytest.mark.parametrize("lang", LANGS)
def test_the_top_bar_keeps_its_height_and_a_new_decision_opens_at_its_top(booted, tmp_path, lang):
    """The Undo label, with nothing to undo and naming whose action it takes back, shows whole in
    every language at both sizes, and its appearing after the first action does not grow the top
    bar; the side column scrolled down at one decision shows the next decision from its top, while a
    redraw of the same decision (a bid step) keeps the scroll."""
    names = ["Ann", "Bob", "Cem", "Dan"]
    page = booted
    open_game(page, tmp_path, Game({"map": "germany", "players": names, "seed": 1}), lang, COLORS6[:4])
    take_tablet(page)
    undo = page.locator('#pg-top [data-action="undo"]')
    whole = "e => e.scrollWidth <= e.clientWidth"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        before = bar_height(page)
        assert undo.evaluate(whole), (width, "the Undo label is cut", undo.inner_text())
        if undo.is_enabled():
            assert abs(bar_height(page) - before) < 1
            continue
        page.locator('[data-action="pick-plant"]').first.click()
        page.locator('#pg-decision .btn.primary[data-action="open"]').click()
        take_tablet(page)
        page.wait_for_timeout(150)
        assert page.locator('[data-action="undo"]').is_enabled()
        assert abs(bar_height(page) - before) < 1, (width, before, bar_height(page))
        assert undo.evaluate(whole), (width, "the Undo label is cut", undo.inner_text())
    page.set_viewport_size({"width": 1024, "height": 768})
    page.evaluate("document.querySelector('.side').scrollTop = 400")
    scrolled = page.evaluate("document.querySelector('.side').scrollTop")
    assert scrolled > 0
    before = page.evaluate("window.pgRenderCount")       # a tap that does not scroll the column itself
    page.eval_on_selector('#pg-decision [data-action="bid-step"]:not([disabled])', "b => b.click()")
    page.wait_for_function(f"window.pgRenderCount > {before}")
    assert page.evaluate("document.querySelector('.side').scrollTop") == scrolled
    page.locator('#pg-decision [data-action="pass"]').first.click()
    take_tablet(page)
    page.wait_for_timeout(150)
    assert page.evaluate("document.querySelector('.side').scrollTop") == 0


# Six seats with names as long as the engine takes (32 characters) but one, a computer's default
# name; the last action (the opening bid) is the sixth seat's, whose name Undo shows.
LONGEST = ["Maximiliana Oppenheimer-Lindqvis", "Computer 2 (Normal)", "Deep Thought Mark II Supercomput",
           "Konstantinos Papadopoulos Jr III", "Wilhelmina Vanderbilt-Astoria XV", "Bartholomew Featherstone-Smythe1"]
LONGEST_KINDS = ["person", "normal", "hard", "person", "person", "person"]

# The top bar's tools: their right edge, and how wide the page is against the viewport.
TOOLS_FIT = """() => ({right: document.querySelector('#pg-top .tools').getBoundingClientRect().right,
                      width: document.documentElement.scrollWidth, inner: innerWidth})"""

# Per player panel: inside the side column's visible width; its name, a computer's level and the
# money inside the panel and not cut.
PLAYER_PANELS = """() => {
    const side = document.querySelector('.side');
    const column = side.getBoundingClientRect().left + side.clientLeft + side.clientWidth;
    return [...document.querySelectorAll('section.player')].map(panel => {
        const box = panel.getBoundingClientRect();
        const shown = e => { if (!e) return null; const r = e.getBoundingClientRect();
            return r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5
                && e.scrollWidth <= e.clientWidth + 1; };
        return {seat: panel.dataset.seat, inside: box.right <= Math.min(column, innerWidth) + 0.5,
                name: shown(panel.querySelector('header .pname')), level: shown(panel.querySelector('.seat-mark')),
                money: shown(panel.querySelector('header .money'))};
    });
}"""


# The wrapped names (players panel, who still bids): a player's shape on the line of its name's
# first word, never alone at the end of a line.
SHAPES_APART = """() => [...document.querySelectorAll('.player header .who .pname, .lotcard > p .pname')]
    .filter(name => {
        const shape = name.querySelector('.shape'), text = name.querySelector('.pname-text');
        if (!shape || !text || !text.getClientRects().length) return false;
        const s = shape.getBoundingClientRect(), first = text.getClientRects()[0];
        return Math.abs((s.top + s.bottom) / 2 - (first.top + first.bottom) / 2) > first.height / 2;
    }).map(name => name.textContent)"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_longest_names_keep_the_top_bar_and_the_players_panel_on_screen(booted, tmp_path, artifacts, lang):
    """Names of 32 characters: Undo names its player ("Undo: Bartholomew Feath…") with the tools
    row inside the viewport and the page not scrolling sideways; the side column, at a bid with
    all six still bidding, does not scroll sideways; each player's panel stays inside it with its
    name, a computer's level once ("Computer 2 (Normal)" not "... (Normal) (Normal)") and its
    money in sight, at both sizes."""
    assert all(len(name) <= 32 for name in LONGEST)
    game = Game({"map": "germany", "players": LONGEST, "seed": 3})
    game.apply(RandomBot(3).act(game))
    assert game.actions[-1]["player"] == 5 and LONGEST_KINDS[game.decision()["player"]] == "person"
    page = booted
    page.set_viewport_size({"width": 1024, "height": 768})
    choose_language(page, lang)
    import_game(page, tmp_path, f"longest-{lang}",
                saves.dumps(game, COLORS6, lang, [{"kind": k} for k in LONGEST_KINDS]))
    take_tablet(page)
    undo = page.locator('#pg-top [data-action="undo"]')
    label = t(lang, "undo.label", what=LONGEST[5])
    level = f'({t(lang, "start.kind_normal")})'
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        assert undo.is_enabled() and undo.inner_text() == label and undo.get_attribute("aria-label") is None
        tools = page.evaluate(TOOLS_FIT)
        assert tools["right"] <= tools["inner"] + 0.5 and tools["width"] <= tools["inner"], (width, tools)
        side = page.evaluate("(s => [s.scrollWidth, s.clientWidth])(document.querySelector('.side'))")
        assert side[0] <= side[1], (width, "the side column scrolls sideways", side)
        panels = page.evaluate(PLAYER_PANELS)
        assert len(panels) == 6 and all(p["inside"] and p["name"] and p["money"] for p in panels), (width, panels)
        assert [p["level"] for p in panels if p["level"] is not None] == [True, True], (width, panels)
        computer = page.locator('section.player[data-seat="1"] header')
        assert computer.locator(".pname-text").inner_text() == "Computer 2", (width, computer.inner_text())
        assert computer.locator(".seat-mark").inner_text() == level
        assert page.evaluate(SHAPES_APART) == [], (width, "a shape ends a line, its name starts the next")
        page.screenshot(path=str(artifacts / f"layout-longest-{lang}-{width}x{height}.png"))


def test_every_promo_card_name_fits_its_card_in_every_language(page, app_url, artifacts):
    """PROMO-GEN-1: each promo card's name ("Stația de transformare", "Industriespionage") stays
    inside its card, in every size the page draws it, in every language; drawn with the page's
    own style sheets (no interpreter needed)."""
    cards = "".join(f'<div lang="{lang}">{promo_card(card, lang, cls=cls, note="x")}</div>'
                    for lang in LANGS for card in PROMO_CARDS for cls in ("", "mini", "big"))
    page.set_content(f'<html><head><base href="{app_url}"><link rel="stylesheet" href="style.css">'
                     f'<link rel="stylesheet" href="table.css"></head><body><main>{cards}</main></body></html>')
    page.wait_for_function("document.styleSheets.length >= 2")
    page.evaluate("document.querySelector('main').style.cssText = 'display: flex; flex-wrap: wrap; gap: 4px'")
    page.screenshot(path=str(artifacts / "layout-promo-cards.png"), full_page=True)
    spilled = page.evaluate("""() => [...document.querySelectorAll('.promo-card')].filter(card => {
        const box = card.getBoundingClientRect();
        return card.scrollWidth > card.clientWidth + 1 || [...card.children].some(part => {
            const b = part.getBoundingClientRect();
            return b.right > box.right + 0.5 || part.scrollWidth > part.clientWidth + 1;
        });
    }).map(card => card.closest('[lang]').lang + ' ' + card.textContent)""")
    assert not spilled, spilled
