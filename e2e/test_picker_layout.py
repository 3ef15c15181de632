"""What only a browser can measure of the region picker, the build list and the strip, at both
tablet sizes: every region's name, tapped where it is drawn, is its region's, on every map, and the
cities' names are large enough to read; no city of the build list that the arrow keys reach lies
under the decision's sticky bar of buttons, and the board's sheet leaves no empty band beside the
map; the strip keeps each computer's level, and with six long names every player's money, in sight.
Screenshots in e2e/artifacts/picker-*.png."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pgui.i18n import t  # noqa: E402
from pgui.storage import saves  # noqa: E402  (the page's own save format)

from page_taps import SIZES, choose_language, click, count, import_game, take_tablet

COLORS = ["red", "blue", "green", "yellow", "purple", "black"]

# For each region name: the region a tap at the middle of the drawn name reaches.
LABEL_TAPS = """() => [...document.querySelectorAll('.regionmap .rlabel')].map(label => {
    const r = label.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const target = hit && hit.closest('[data-action="region"]');
    return [label.parentNode.dataset.region, target ? target.dataset.region : null];
})"""


# For each region name: the city names it meets (their drawn boxes overlapping by more than a
# pixel each way).
NAMES_MET = """() => {
    const cities = [...document.querySelectorAll('.regionmap .rcity text')]
        .map(e => [e.textContent, e.getBoundingClientRect()]);
    return [...document.querySelectorAll('.regionmap .rlabel')].map(label => {
        const r = label.getBoundingClientRect();
        const met = cities.filter(([_name, c]) => Math.min(r.right, c.right) - Math.max(r.left, c.left) > 1
            && Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) > 1).map(([name]) => name);
        return [label.textContent, met];
    });
}"""


# The height on screen of the smallest city name of the picker, in CSS px.
SMALLEST_CITY_NAME = """() => Math.min(...[...document.querySelectorAll('.regionmap .rcity text')]
    .map(e => e.getBoundingClientRect().height))"""
READABLE_PX = 9       # a city's name this high or more can be read on a tablet held at arm's length


@pytest.mark.parametrize("map_id", [m["id"] for m in Game.maps()])
def test_each_region_name_tapped_where_it_is_drawn_picks_its_region(booted, artifacts, map_id):
    """...and lies over no city's name (Benelux's "Netherlands south" lay over Breda); every city's
    name is at least READABLE_PX high (at 1024x768 the picker took half the screen's height and
    wrote Benelux's, Korea's and Central Europe's names 6 px high)."""
    page = booted
    take_tablet(page)
    if count(page, '[data-action="new"]'):
        click(page, '[data-action="new"]')
    click(page, f'[data-action="map"][data-map="{map_id}"]')
    if not count(page, '[data-action="region-mode"][data-mode="pick"][aria-pressed="true"]'):
        click(page, '[data-action="region-mode"][data-mode="pick"]')
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.locator(".regionmap").scroll_into_view_if_needed()
        page.wait_for_timeout(100)
        page.locator(".regionmap").screenshot(path=str(artifacts / f"picker-{map_id}-{width}x{height}.png"))
        taps = page.evaluate(LABEL_TAPS)
        assert taps and all(own == hit for own, hit in taps), (width, taps)
        met = [(name, cities) for name, cities in page.evaluate(NAMES_MET) if cities]
        assert not met, (width, met)
        assert page.evaluate(SMALLEST_CITY_NAME) >= READABLE_PX, (width, map_id)


def envelope(game: Game, kinds=None) -> str:
    """The save of `game` as the page writes it; `kinds`: each seat's kind (all persons by default)."""
    n = len(game.state["players"])
    return saves.dumps(game, COLORS[:n], "en", [{"kind": k} for k in kinds] if kinds else None)


def build_decision(map_id: str) -> Game:
    """A game at its first build decision in which the builder may build in many cities."""
    for seed in range(1, 40):
        game = Game({"map": map_id, "players": ["Ann", "Bob", "Cem"], "seed": seed})
        bot = RandomBot(seed)
        while not game.over and game.decision()["kind"] != "build":
            game.apply(bot.act(game))
        if not game.over and len(game.build_preview(game.decision()["player"])) > 15:
            return game
    raise AssertionError("no seeded game reaches a build decision")


# The focused element and the sticky bar of buttons: do they overlap on screen?
UNDER_BAR = """() => {
    const el = document.activeElement;
    const bar = document.querySelector('.panel.decision .actions');
    const a = el.getBoundingClientRect(), b = bar.getBoundingClientRect();
    return {city: el.dataset.city || el.textContent, under: a.bottom > b.top + 0.5 && a.top < b.bottom};
}"""


# The board's sheet covers the whole of the board's box, at Fit: no empty band beside the map.
SHEET_FILLS = """() => {
    const box = document.querySelector('#pg-board svg').getBoundingClientRect();
    const sheet = document.querySelector('#pg-board svg .sheet').getBoundingClientRect();
    return sheet.left <= box.left + 0.5 && sheet.right >= box.right - 0.5
        && sheet.top <= box.top + 0.5 && sheet.bottom >= box.bottom - 0.5;
}"""


@pytest.mark.parametrize("map_id", ["badenwurttemberg", "germany"])
def test_no_city_the_arrows_reach_in_the_build_list_lies_under_the_bar(booted, tmp_path, artifacts, map_id):
    page = booted
    import_game(page, tmp_path, f"build-{map_id}", envelope(build_decision(map_id)))
    take_tablet(page)
    click(page, '[data-action="city-list"]')
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.evaluate("document.querySelector('.side').scrollTop = 0")
        page.locator(".city-options .city-option").first.focus()
        stops = count(page, ".city-options .city-option")
        hidden = []
        for _ in range(stops):
            page.keyboard.press("ArrowRight")
            page.wait_for_timeout(20)
            found = page.evaluate(UNDER_BAR)
            if found["under"]:
                hidden.append(found["city"])
        page.screenshot(path=str(artifacts / f"picker-build-list-{map_id}-{width}x{height}.png"))
        assert stops > 15 and not hidden, (width, stops, hidden)
        assert page.evaluate(SHEET_FILLS), (width, "an empty band beside the board's sheet")


# Per strip entry: its name, whether the computer's level and the money are wholly in sight.
STRIP_SEEN = """() => [...document.querySelectorAll('.strip .sp')].map(sp => {
    const box = sp.getBoundingClientRect();
    const inside = e => { if (!e) return null; const r = e.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5
            && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && e.scrollWidth <= e.clientWidth + 1; };
    const name = sp.querySelector('.sp-name');
    return {name: name.title, level: inside(sp.querySelector('.seat-mark')),
            money: inside(sp.querySelector('.sp-money')),
            lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight))};
})"""


def test_the_strip_keeps_levels_and_money_in_sight(booted, tmp_path, artifacts):
    """Four players in portrait: "Computer 4 (Hard)" loses letters of its name, never its level.
    Six names of 32 characters at 1024x768: two lines at most, each player's money in sight, the
    name whole in its title."""
    page = booted
    four = ["Ann", "Bob", "Computer 3 (Normal)", "Computer 4 (Hard)"]
    import_game(page, tmp_path, "strip-4", envelope(Game({"map": "germany", "players": four, "seed": 3}),
                                                     ["person", "person", "normal", "hard"]))
    take_tablet(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        seen = page.evaluate(STRIP_SEEN)
        assert all(s["money"] for s in seen), (width, seen)
        assert [s["level"] for s in seen if s["level"] is not None] == [True, True], (width, seen)
    long = ["Bartholomew Featherstone-Smythe", "Maximiliana Oppenheimer-Lindqvi", "Deep Thought Mark II Supercomp",
            "Konstantinos Papadopoulos Jr II", "Wilhelmina Vanderbilt-Astoria X", "Computer 6 (Normal)"]
    assert all(len(name) <= 32 for name in long)
    import_game(page, tmp_path, "strip-6", envelope(Game({"map": "germany", "players": long, "seed": 3}),
                                                     ["person", "person", "hard", "person", "person", "normal"]))
    take_tablet(page)
    page.set_viewport_size({"width": 1024, "height": 768})
    page.wait_for_timeout(150)
    page.screenshot(path=str(artifacts / "picker-strip-6-1024x768.png"))
    seen = page.evaluate(STRIP_SEEN)
    assert sorted(s["name"] for s in seen) == sorted(long)
    assert all(s["money"] and s["lines"] <= 2 for s in seen), seen
    assert [s["level"] for s in seen if s["level"] is not None] == [True, True], seen


# Per strip entry: the words of its name (a hyphen ends a word) that show, each as the lines it
# takes in sight; its status not cut; its money in sight.
STRIP_WORDS = """() => [...document.querySelectorAll('.strip .sp')].map(sp => {
    const name = sp.querySelector('.sp-name'), status = sp.querySelector('.sp-status');
    const box = name.getBoundingClientRect(), entry = sp.getBoundingClientRect();
    const text = name.firstChild, words = [];
    for (const match of text.textContent.matchAll(/[^\\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const seen = [...range.getClientRects()].filter(r => r.width > 0 && r.top < box.bottom - 1);
        words.push({word: match[0], lines: new Set(seen.map(r => Math.round(r.top))).size,
                    whole: seen.length > 0 && seen.every(r => r.right <= box.right + 0.5)});
    }
    // of a first word too long for a line: the letters before the ellipsis (an em's room)
    const em = parseFloat(getComputedStyle(name).fontSize);
    let start = 0;
    for (let i = 0; i < words[0].word.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        if (range.getBoundingClientRect().right <= box.right - em) start = i + 1; else break;
    }
    const money = sp.querySelector('.sp-money').getBoundingClientRect();
    return {name: name.title, words, start, status: status.textContent,
            statusWhole: status.clientWidth > 0 && status.scrollWidth <= status.clientWidth,
            money: money.width > 0 && money.right <= entry.right + 0.5 && money.bottom <= entry.bottom + 0.5};
})"""


def test_six_of_the_longest_names_in_german_break_between_words_only(booted, tmp_path, artifacts):
    """Six names of 32 characters in German, during an auction, at both sizes: each name shows at
    least its first word whole (or, a word too long for the entry, its start: "Rumpelstilzch…")
    and breaks no word across lines ("Barth/olo…"), each status is whole, each player's money is
    in sight."""
    page = booted
    long = ["Bartholomew Featherstone-Smythe1", "Maximiliana Oppenheimer-Lindqvis", "Deep Thought Mark II Supercomput",
            "Konstantinos Papadopoulos Jr III", "Wilhelmina Vanderbilt-Astoria XV", "Rumpelstilzchen von Hohenzollern"]
    assert all(len(name) == 32 for name in long)
    game = Game({"map": "germany", "players": long, "seed": 3})
    game.apply(RandomBot(3).act(game))
    kinds = [{"kind": "hard" if seat == 2 else "person"} for seat in range(len(long))]
    choose_language(page, "de")
    import_game(page, tmp_path, "strip-6-de", saves.dumps(game, COLORS, "de", kinds))
    take_tablet(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"picker-strip-6-de-{width}x{height}.png"))
        seen = page.evaluate(STRIP_WORDS)
        assert sorted(s["name"] for s in seen) == sorted(long)
        assert t("de", "strip.bidding") in [s["status"] for s in seen], seen
        for entry in seen:
            first = entry["words"][0]
            assert first["lines"] == 1 and (first["whole"] or entry["start"] >= 8), (width, entry)
            assert all(word["lines"] <= 1 for word in entry["words"]), (width, entry)
            assert entry["statusWhole"] and entry["money"], (width, entry)
    choose_language(page, "en")
