"""German on a tablet: the pre-rendered start screen in German, and the decisions of the scripted
game in German and the other languages at 1024x768 and 768x1024, with no text cut off by long
words and nothing past its panel's border, and screenshots of each (e2e/artifacts/german-*.png,
en-*, it-*, ro-*)."""
from __future__ import annotations

import json

import pytest

from web.pgui.i18n import LANGS, t
from web.pgui.storage.saves import LANG_KEY
from page_taps import choose_language, import_game
from table_driver import TABLET_SIZES, Driver, initial_save, load_script, play_looking_at_each_kind

SIZES = TABLET_SIZES

# Elements whose text is cut off: wider than their box while the box hides or clips what spills
# out, and the page itself scrolling sideways.
CUT_OFF_JS = """(root) => {
    const out = [];
    if (document.scrollingElement.scrollWidth > innerWidth + 1) out.push("the page scrolls sideways");
    for (const e of document.querySelectorAll(root + " button, " + root + " label, " + root + " h1, "
                                              + root + " h2, " + root + " h3, " + root + " .chip")) {
        const b = e.getBoundingClientRect();
        if (!b.width || getComputedStyle(e).display === "none") continue;
        if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible")
            out.push(e.outerHTML.slice(0, 120));
        if (b.right > innerWidth + 1) out.push("beyond the right edge: " + e.outerHTML.slice(0, 120));
    }
    // nothing reaches past either border of its panel (the buying cart's hints, a long word)
    const top = document.querySelector(root), own = top && top.closest(".panel");
    for (const panel of own ? [own] : document.querySelectorAll(root + " .panel")) {
        const box = panel.getBoundingClientRect();
        const edge = box.right - panel.clientLeft, start = box.left + panel.clientLeft;
        for (const e of panel.querySelectorAll("*")) {
            const b = e.getBoundingClientRect();
            if (b.width && b.right > edge + 1) out.push("past its panel: " + e.outerHTML.slice(0, 120));
            // a heading pushed out on the left by a wide button beside it
            if (b.width && b.left < start - 1) out.push("before its panel: " + e.outerHTML.slice(0, 120));
        }
    }
    return out;
}"""


def cut_off(page, root: str) -> list:
    return page.evaluate(CUT_OFF_JS, root)


def test_the_german_start_screen_is_drawn_at_once_and_fits(booted, app_url, artifacts):
    """A player whose language is German sees the start screen pre-rendered in German before
    Python is ready (snapshot.prerender_start), the chooser set to Deutsch; the same screen once
    Python drew it; nothing cut off at either size."""
    page = booted
    page.evaluate(f"localStorage.setItem({json.dumps(LANG_KEY)}, 'de')")
    page.goto(app_url, wait_until="domcontentloaded")
    page.wait_for_selector('[data-action="start"]', timeout=30_000)
    assert t("de", "start.start") in page.locator('[data-action="start"]').inner_text()
    assert page.locator('select[data-change="lang"]').input_value() == "de"
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=120_000)
    html = page.locator("#app").inner_html()
    for key in ("start.title", "start.players", "start.map", "start.regions_random"):
        assert t("de", key) in html, key
    options = page.eval_on_selector_all('select[data-change="lang"] option', "os => os.map(o => o.value)")
    assert "de" in options and "en" in options
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(150)
        assert cut_off(page, "#app") == [], (width, height)
        page.screenshot(path=str(artifacts / f"german-start-{width}x{height}.png"), full_page=True)


@pytest.mark.parametrize("lang", LANGS)
def test_the_decisions_fit_at_both_tablet_sizes_in_every_language(booted, tmp_path, artifacts, lang):
    """The scripted game played by taps, in each language (German has the longest words): at the first
    auction, bid, purchase, build and powering the decision, the strip and the status line show
    their words with nothing cut off and nothing past its panel's border, in both orientations."""
    page = booted
    page.set_viewport_size({"width": 1024, "height": 768})
    choose_language(page, lang)
    script = load_script()
    import_game(page, tmp_path, f"script-{lang}", initial_save(script))

    def at_size(kind, width, height):
        assert t(lang, "status.round", round=1).split()[0] in page.locator("body").inner_text()
        assert cut_off(page, "#pg-decision") == [], (kind, width, height)
        assert cut_off(page, ".strip") == [], (kind, width, height)
        page.screenshot(path=str(artifacts / f"{'german' if lang == 'de' else lang}-{kind}-{width}x{height}.png"))

    seen = play_looking_at_each_kind(Driver(page), script, at_size)
    assert {"open", "bid", "buy", "build", "power"} <= seen
