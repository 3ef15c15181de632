"""The board in portrait (768x1024): on every map, at every decision kind, with two to six players,
the cities' names at Fit stay large enough to read and the decision's buttons are in sight without
scrolling; landscape keeps them readable too. Screenshots in e2e/artifacts/portrait-*.png."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pgui.storage import saves  # noqa: E402  (the page's own save format)

from test_layout import finished_game  # one finished game of Germany for the end screens
from page_taps import SIZES, import_game, take_tablet

COLORS = ["red", "blue", "green", "yellow", "purple", "black"]
NAMES = ["Ann", "Bob", "Cem", "Dan", "Eva", "Fay"]
READABLE_PX = 9       # a city's name this high or more can be read on a tablet held at arm's length
KINDS = ("choose", "bid", "discard", "buy", "build", "power")

# The smallest city name in play on the board, in CSS px (its drawn box's height), and the
# board's height.
SMALLEST_NAME = """() => ({
    name: Math.min(...[...document.querySelectorAll('#pg-board .city-base > text')]
        .map(e => e.getBoundingClientRect().height)),
    board: document.querySelector('#pg-board svg').getBoundingClientRect().height})"""

# The decision's buttons (its bar, Pass, its one-tap bids and stepper, the plants to choose,
# discard or run, the purchase cart's steppers): each inside the viewport and the one under its
# middle, where the page opens the decision (before any scroll of the player's).
BUTTONS_IN_SIGHT = """() => {
    const panel = document.querySelector('#pg-decision');
    const buttons = [...panel.querySelectorAll(
        '.actions .btn, .bidbox .btn, [data-action="pass"], [data-action="pick-plant"], .btn.discard, '
        + '[data-action="toggle-plant"], [data-action="cart"]')].filter(b => b.getClientRects().length);
    const hidden = buttons.filter(b => {
        const r = b.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight + 0.5 || r.left < 0 || r.right > innerWidth + 0.5) return true;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !b.contains(hit);
    }).map(b => b.dataset.action + ' ' + b.textContent.trim());
    return {count: buttons.length, hidden};
}"""


# Each screen scrolled to its end (its scrolling column and the page): the content a sticky bar
# lies over, i.e. whose box meets the bar's and where the bar, not the content, is under the point.
STICKY_COVERS = """() => {
    for (const e of document.querySelectorAll('.side')) e.scrollTop = e.scrollHeight;
    scrollTo(0, document.documentElement.scrollHeight);
    const bars = [...document.querySelectorAll('#app *')].filter(
        e => getComputedStyle(e).position === 'sticky' && e.getClientRects().length);
    const content = [...document.querySelectorAll(
        '#app button, #app td, #app th, #app li, #app p, #app h2, #app .stepper-value')]
        .filter(e => e.getClientRects().length && !bars.some(b => b.contains(e) || e.contains(b)));
    const covered = [];
    for (const e of content) {
        const r = e.getBoundingClientRect();
        for (const bar of bars) {
            const b = bar.getBoundingClientRect();
            const left = Math.max(r.left, b.left), right = Math.min(r.right, b.right);
            const top = Math.max(r.top, b.top), bottom = Math.min(r.bottom, b.bottom);
            if (right - left < 1 || bottom - top < 1) continue;
            const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
            if (hit && bar.contains(hit)) covered.push(e.tagName + ' ' + e.textContent.trim().slice(0, 30));
        }
    }
    return covered;
}"""


def game_at(map_id: str, kind: str, players: int) -> Game:
    """A game on `map_id` with `players` players at its first decision of `kind` (the first seed
    whose random play reaches one)."""
    for seed in range(1, 60):
        game = Game({"map": map_id, "players": NAMES[:players], "seed": seed})
        bot = RandomBot(seed)
        while not game.over and game.decision()["kind"] != kind:
            game.apply(bot.act(game))
        if not game.over:
            return game
    raise AssertionError(f"no seeded game on {map_id} reaches a {kind} decision")


def look(page, artifacts, shot: str) -> list:
    """What is wrong on the portrait screen in sight: names too small, a decision's button out of
    sight or covered; and at its end, content under a sticky bar."""
    problems = []
    found = page.evaluate(SMALLEST_NAME)
    if found["name"] < READABLE_PX:
        problems.append(("names", round(found["name"], 1), round(found["board"])))
    sight = page.evaluate(BUTTONS_IN_SIGHT)
    page.screenshot(path=str(artifacts / f"portrait-{shot}.png"))
    if not sight["count"] or sight["hidden"]:
        problems.append(("buttons", sight))
    covered = page.evaluate(STICKY_COVERS)
    if covered:
        problems.append(("covered", covered))
    page.evaluate("for (const e of document.querySelectorAll('.side')) e.scrollTop = 0; scrollTo(0, 0)")
    return problems


@pytest.mark.parametrize("map_id", [m["id"] for m in Game.maps()])
def test_the_board_keeps_its_names_readable_in_portrait_at_every_decision(booted, tmp_path, artifacts, map_id):
    """At 768x1024 a tall decision panel (buying, powering) shrank the board to a third of the
    height: Central Europe's names were 6 px high, Germany's 5 px, and the sticky bid button lay
    over the stepper. Now at every decision kind, with two to six players (six, the strip's two rows
    and the whole map, where the room is least), the smallest name is at least READABLE_PX high, the
    decision's buttons are all in sight, nothing covering them, without a scroll, and scrolled to
    its end no sticky bar covers anything. (Landscape keeps its larger board: test_layout.py.)"""
    page = booted
    low, high = next(m["players"] for m in Game.maps() if m["id"] == map_id)
    counts = [high] + [n for n in range(max(2, low), high)]
    problems = []
    page.set_viewport_size({"width": 768, "height": 1024})
    for i, kind in enumerate(KINDS):
        players = counts[i % len(counts)] if kind not in ("buy", "bid") else high
        game = game_at(map_id, kind, players)
        import_game(page, tmp_path, f"{map_id}-{kind}", saves.dumps(game, COLORS[:players], "en"))
        take_tablet(page)
        page.wait_for_timeout(100)
        problems += [(kind, players, *p) for p in look(page, artifacts, f"{map_id}-{kind}-{players}")]
    page.set_viewport_size({"width": 1024, "height": 768})
    assert not problems, problems


# The final ranking's last line scrolled by a finger to the foot of the scrolling column: is it
# the one under its middle, just above that foot?
LAST_RANKING_LINE = """() => {
    const side = document.querySelector('.side');
    const rows = [...document.querySelectorAll('.ranking tr')];
    const row = rows[rows.length - 1];
    side.scrollTop += row.getBoundingClientRect().bottom - side.getBoundingClientRect().bottom;
    const r = row.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 20, r.bottom - 4);
    return !!hit && row.contains(hit);
}"""


def test_no_sticky_bar_covers_the_end_of_the_final_screen(booted, tmp_path, artifacts):
    """BASE-END: the final ranking's last line, scrolled to the foot of the screen, is in sight (the
    New game / Export bar stuck over it in portrait), and scrolled to its end the final screen has
    nothing under a sticky bar, at both sizes."""
    page = booted
    import_game(page, tmp_path, "final-6", saves.dumps(finished_game(NAMES), COLORS, "en"))
    problems = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        if not page.evaluate(LAST_RANKING_LINE):
            problems.append((width, "the last ranking line is covered"))
        page.screenshot(path=str(artifacts / f"portrait-final-{width}x{height}.png"))
        covered = page.evaluate(STICKY_COVERS)
        if covered:
            problems.append((width, covered))
    page.set_viewport_size({"width": 1024, "height": 768})
    assert not problems, problems
