"""What the screens must not cut off or hide (issue 22, "At the table"), at both tablet sizes:
the end screen's ranking with six long names, in English and Italian. Screenshots in
e2e/artifacts/layout-*.png."""
from __future__ import annotations

import json

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

from test_game import SAVE_KEY, SIZES

LONG_NAMES = ["Bartholomew Featherstone", "Maximiliana Oppenheimer", "Giocatore Numero Tre",
              "Computer 4 (Difficile)", "Konstantinos Papadopoulos", "Wilhelmina Vanderbilt"]
COLORS6 = ["red", "blue", "green", "yellow", "purple", "black"]


def finished_game(names, seed: int = 2) -> Game:
    game = Game({"map": "germany", "players": list(names), "seed": seed})
    bot = RandomBot(seed)
    while not game.over:
        game.apply(bot.act(game))
    return game


def open_save(page, app_url, boot, game: Game, lang: str, colors) -> None:
    """Boot the page with this game stored as the first page stored it (once per test)."""
    envelope = json.dumps({"app": "powergrid-web", "version": 1, "colors": colors, "lang": lang,
                           "game": game.to_json()})
    page.context.add_init_script(
        "if (!sessionStorage.getItem('pg-layout-seeded')) { localStorage.clear();"
        f" localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(envelope)});"
        " sessionStorage.setItem('pg-layout-seeded', '1'); }")
    boot(page, app_url)


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


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_the_final_ranking_shows_every_column_at_both_sizes(page, app_url, boot, artifacts, lang):
    """BASE-END: place, player, powered, money and cities of six players with long names, each
    column's header and cells inside the viewport and not cut, the reasons under the row."""
    open_save(page, app_url, boot, finished_game(LONG_NAMES), lang, COLORS6)
    assert page.locator(".ranking").count() == 1
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.locator(".ranking").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"layout-final-{lang}-{width}x{height}.png"))
        found = page.evaluate(RANKING_CLIPS)
        assert found["columns"] == 5 and not found["problems"], (width, found)
