"""Names a player must tell apart stay whole where the page writes them, at both tablet sizes:
computers' names in the strip ("Comput…" read alike for every computer) and in the final
screen's plants-bought chart ("Compute", the rest under the first card). Screenshots in
e2e/artifacts/names-*.png."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powergrid import Game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pgui.i18n import t  # noqa: E402
from pgui.storage import saves  # noqa: E402  (the page's own save format, with the seats' kinds)

from test_layout import finished_game  # one finished game of Germany for the end screens
from page_taps import SIZES, choose_language, click, import_game, take_tablet

COLORS = ["red", "blue", "green", "yellow", "purple", "black"]

# The strip's names: the ones drawn cut (wider or taller than their box).
STRIP_CUT = """() => [...document.querySelectorAll('.strip .sp-name')]
    .filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map(e => e.textContent)"""

# The plants chart's names: their text, and whether each ends before the row's line begins
# (where the cards are drawn).
CHART_NAMES = """() => [...document.querySelectorAll('.chart-plants .plants-row')].map(row => {
    const name = row.querySelector('.pname-s'), line = row.querySelector('line');
    return [name.textContent, name.getBBox().x + name.getBBox().width <= line.x1.baseVal.value + 0.5];
})"""


@pytest.mark.parametrize(("lang", "players"), [("it", 4), ("de", 6)])
def test_computers_names_are_told_apart_in_the_strip_and_the_charts(booted, tmp_path, artifacts, lang, players):
    """One person and computers with the page's own names ("Computer 4 (Difficile)"), the game over:
    every strip name whole, every name in the plants-bought chart whole before its row's cards and
    each different from the others, at 1024x768 and 768x1024."""
    hard = t(lang, "start.kind_hard")
    names = ["Ann"] + [t(lang, "start.computer_n", n=i + 1, level=hard) for i in range(1, players)]
    kinds = ["person"] + ["hard"] * (players - 1)
    page = booted
    page.set_viewport_size({"width": 1024, "height": 768})
    choose_language(page, lang)
    import_game(page, tmp_path, f"names-{lang}-{players}",
                saves.dumps(finished_game(names), COLORS[:players], lang, [{"kind": k} for k in kinds]))
    take_tablet(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"names-{lang}-{players}-{width}x{height}.png"))
        assert page.evaluate(STRIP_CUT) == [], (width, "the strip cuts a name")
        chart = page.evaluate(CHART_NAMES)
        assert len(chart) == players and all(whole for _, whole in chart), (width, chart)
        assert len({name for name, _ in chart}) == players, (width, chart)
    page.set_viewport_size({"width": 1024, "height": 768})


# In the hand-over screen's recent lines, the commas drawn first on a line (after the line's
# first), as the text around them.
COMMAS_FIRST = """() => {
    const found = [];
    for (const li of document.querySelectorAll('.recent li')) {
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        const box = li.getBoundingClientRect();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.data.indexOf(',');
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const r = range.getBoundingClientRect();
            if (r.top > box.top + 2 && r.left - box.left < 3) found.push(li.textContent.slice(0, 60));
        }
    }
    return found;
}"""


@pytest.mark.parametrize("lang", ["ro"])     # (the language whose lines wrapped at the most widths)
def test_the_turn_order_never_starts_a_line_with_a_comma(booted, tmp_path, artifacts, lang):
    """The hand-over screen's recent lines name the turn order, people and computers ("Turn order:
    Bartholomew Featherstone, Computer 2 (Hard), …"): at any width from a phone's to landscape, a
    comma stays at the end of the name before it, never first on the next line."""
    hard = t(lang, "start.kind_hard")
    names = ["Bartholomew Featherstone", t(lang, "start.computer_n", n=2, level=hard), "Giocatore Numero Tre",
             t(lang, "start.computer_n", n=4, level=hard), "Wilhelmina Vanderbilt", "Ann"]
    kinds = ["person", "hard", "person", "hard", "person", "person"]
    page = booted
    page.set_viewport_size({"width": 1024, "height": 768})
    choose_language(page, lang)
    click(page, '[data-action="table-mode"][data-mode="private"]')
    game = Game({"map": "germany", "players": names, "seed": 1})
    import_game(page, tmp_path, f"order-{lang}", saves.dumps(game, COLORS, lang, [{"kind": k} for k in kinds]))
    try:
        assert page.locator('[data-action="ack"]').count() == 1
        problems = []
        for width in range(360, 1025, 6):
            page.set_viewport_size({"width": width, "height": 1024})
            found = page.evaluate(COMMAS_FIRST)
            if found:
                problems.append((width, found))
        page.set_viewport_size({"width": 768, "height": 1024})
        page.screenshot(path=str(artifacts / f"names-handover-{lang}-768x1024.png"))
        assert not problems, problems
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
        take_tablet(page)
        choose_language(page, "en")
        click(page, '[data-action="table-mode"][data-mode="open"]')
