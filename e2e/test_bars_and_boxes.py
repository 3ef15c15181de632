"""What only a browser can measure of the decision's bar of buttons, the undo question and the start
screen's check boxes, at both tablet sizes: the undo question is one box (its buttons on its own
colour, not on a band of the bar); the bar's shadow, which says that more lies under it, shows
exactly while content scrolls under it; every check box has one size whatever its text. Screenshots
in e2e/artifacts/boxes-*.png."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from pgui.i18n import LANGS  # noqa: E402
from pgui.storage import saves  # noqa: E402  (the page's own save format)

from page_taps import SIZES, choose_language, click, count, each_size, import_game, take_tablet

COLORS = ["red", "blue", "green", "yellow"]


def game_at(kind: str, skip: int = 0, seed: int = 4, game_map: str | None = None) -> Game:
    """A four-player game (on `game_map`, else the default map) at the `skip`+1-th decision of `kind`."""
    game = Game({"players": ["Ann", "Bob", "Cem", "Dan"], "seed": seed, **({"map": game_map} if game_map else {})})
    bot, seen = RandomBot(seed), 0
    while not game.over:
        if game.decision()["kind"] == kind:
            if seen == skip:
                return game
            seen += 1
        game.apply(bot.act(game))
    raise AssertionError(f"no {kind} decision")


def envelope(game: Game) -> str:
    return saves.dumps(game, COLORS, "en")


# The undo question's buttons: what lies behind them, and whether they stay inside the question.
UNDO_BUTTONS = """() => {
    const dialog = document.querySelector('.confirm-undo'), bar = dialog.querySelector('.actions');
    const d = dialog.getBoundingClientRect(), b = bar.getBoundingClientRect(), style = getComputedStyle(bar);
    return {background: style.backgroundColor, position: style.position,
            shadow: getComputedStyle(bar, '::before').content,
            inside: b.top >= d.top && b.bottom <= d.bottom && b.left >= d.left && b.right <= d.right};
}"""


def test_the_undo_question_is_one_box(booted, tmp_path, artifacts):
    """Undo of another player's action asks first; its Yes and No lie on the question's own colour
    (no white band of the decision's bar, no shadow line) and inside its border."""
    page = booted
    import_game(page, tmp_path, "undo-question", envelope(game_at("build", skip=1)))
    take_tablet(page)
    click(page, '#pg-top [data-action="undo"]')
    assert count(page, ".confirm-undo")
    for width in each_size(page, artifacts, "boxes-undo-question", ".confirm-undo"):
        found = page.evaluate(UNDO_BUTTONS)
        assert found == {"background": "rgba(0, 0, 0, 0)", "position": "static", "shadow": "none",
                         "inside": True}, (width, found)
    click(page, '[data-action="cancel"]')


# Whether the bar of buttons is stuck (drawn away from where it lies in the panel) and whether a
# shadow shows above it (its own or its ::before's); its place in the panel is measured with the
# stickiness off for a moment.
BAR = """() => {
    const bar = document.querySelector('.panel.decision .actions');
    const shadow = getComputedStyle(bar, '::before');
    const shown = getComputedStyle(bar).boxShadow !== 'none'
        || (shadow.display !== 'none' && shadow.content !== 'none' && shadow.boxShadow !== 'none');
    const drawn = bar.getBoundingClientRect().top;
    bar.style.position = 'static';
    const own = bar.getBoundingClientRect().top;
    bar.style.position = '';
    return {stuck: Math.abs(drawn - own) > 0.5, shown};
}"""


def test_the_bar_is_shadowed_exactly_while_content_scrolls_under_it(booted, tmp_path, artifacts):
    """A build decision: its short panel (no shadow line under "List of cities"), then the list of
    cities open, from its top (content under the bar: shadowed) to its end (the bar in its place:
    no shadow)."""
    page = booted
    import_game(page, tmp_path, "bar-shadow", envelope(game_at("build")))
    take_tablet(page)
    seen = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        for opened in (False, True):
            if opened != bool(count(page, ".city-options")):
                click(page, '[data-action="city-list"]')
            for top in (0, 100_000):
                page.evaluate(f"document.querySelector('.side').scrollTop = {top};"
                              f"document.scrollingElement.scrollTop = {top}")
                page.wait_for_timeout(150)
                found = page.evaluate(BAR)
                seen.append((width, opened, top, found["stuck"]))
                assert found["shown"] == found["stuck"], (width, opened, top, found)
        page.evaluate("document.querySelector('.side').scrollTop = 0")
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"boxes-bar-list-{width}x{height}.png"))
        click(page, '[data-action="city-list"]')
        page.evaluate("document.querySelector('.side').scrollTop = 0")
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"boxes-bar-short-{width}x{height}.png"))
    # both cases met: a bar in its place and a bar with content under it
    assert {stuck for *_, stuck in seen} == {True, False}, seen


# How to play's Close: is it the element a finger on its middle meets?
CLOSE_ON_TOP = """() => {
    const close = document.querySelector('.howto .actions [data-action="howto"]');
    const r = close.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {inView: r.bottom <= innerHeight && r.top >= 0, onTop: !!hit && close.contains(hit)};
}"""


def test_how_to_play_keeps_its_close_button_above_the_decisions_bar(booted, tmp_path, artifacts):
    """How to play opened at a powering decision, which has a bar of its own, on a map whose rules
    make it long: scrolled to its top, How to play's Close stays in sight and takes the tap, not
    the decision's bar."""
    page = booted
    import_game(page, tmp_path, "howto-over-bar", envelope(game_at("power", game_map="badenwurttemberg")))
    take_tablet(page)
    click(page, '#pg-top [data-action="howto"]')
    assert count(page, ".howto")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        page.evaluate("""() => { const box = document.querySelector('.howto').getBoundingClientRect();
            const side = document.querySelector('.side');
            const top = box.top - side.getBoundingClientRect().top;
            side.scrollTop += top; document.scrollingElement.scrollTop += box.top; }""")
        page.wait_for_timeout(150)
        page.screenshot(path=str(artifacts / f"boxes-howto-{width}x{height}.png"))
        assert page.evaluate(CLOSE_ON_TOP) == {"inView": True, "onTop": True}, width
    click(page, '#pg-top [data-action="howto"]')


CHECK_BOXES = """() => [...document.querySelectorAll('.check-row input')].map(box => {
    const r = box.getBoundingClientRect();
    return [Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
})"""


@pytest.mark.parametrize("lang", LANGS)
def test_every_check_box_has_one_size_whatever_its_text(booted, artifacts, lang):
    """The beginner game, all promo cards and each promo card: a text that wraps to two lines does
    not shrink its box."""
    page = booted
    choose_language(page, lang)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        sizes = page.evaluate(CHECK_BOXES)
        page.screenshot(path=str(artifacts / f"boxes-start-{lang}-{width}x{height}.png"), full_page=True)
        assert len(sizes) > 3 and len(set(map(tuple, sizes))) == 1, (width, sizes)
