"""Player names and imported files are data: everything that enters HTML is escaped."""
from __future__ import annotations

import json
from html.parser import HTMLParser

import pytest

from powergrid.bots import RandomBot
from pgui.storage import saves
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import LANGS
from pgui.screens.start import render_start
from web_scenes import COLORS

# at most 32 characters each: the engine refuses longer names (and its message is escaped too)
HOSTILE = ["<img src=x onerror=f(1)>", '"><script>f(2)</script>', "'onmouseover='alert(3)",
           "&amp;<svg/onload=f(4)>", "Zoë & <b>Bo</b>", "</textarea><x>"]
ALLOWED = {"div", "span", "p", "h1", "h2", "h3", "button", "section", "header", "aside", "ol", "ul", "li",
           "small", "strong", "br", "svg", "g", "circle", "rect", "path", "text", "polyline", "line", "title",
           "input", "label", "select", "option", "output", "table", "thead", "tbody", "tr", "th", "td", "a",
           "details", "summary",
           "polygon", "ellipse", "i", "defs", "use", "tspan", "figure", "figcaption"}


class Checker(HTMLParser):
    def handle_starttag(self, tag, attrs):
        assert tag in ALLOWED, f"unexpected element <{tag}>"
        for name, value in attrs:
            assert not name.startswith("on"), f"event handler attribute {name} on <{tag}>"
            if name == "href":
                assert value.startswith(("data:application/json", "#")), value


def clean(html: str) -> None:
    checker = Checker()
    checker.feed(html)
    checker.close()


@pytest.mark.parametrize("lang", LANGS)
def test_hostile_names_are_escaped_on_every_screen(lang):
    store = DictStore()
    app = App(store, lang)
    for i, name in enumerate(HOSTILE):
        app.set_field("name", {"seat": str(i), "value": name})
    app.dispatch("players", {"n": "6"})
    clean(app.render()[1]["pg-screen"])
    app.set_field("name", {"seat": "5", "value": "<img src=x onerror=alert(1)>" * 2})   # 56 characters
    app.dispatch("start")
    assert app.game is None and "&lt;img src=x onerror=alert" in app.render()[1]["pg-screen"]
    clean(app.render()[1]["pg-screen"])
    app.set_field("name", {"seat": "5", "value": HOSTILE[5]})
    app.dispatch("start")
    assert app.game is not None, app.start_error
    bot = RandomBot(5)
    seen = set()
    steps = 0
    while True:
        layout = app.layout()
        d = app.game.decision()
        if steps % 40 == 0 or (d and (d["kind"], layout) not in seen) or layout == "handover":
            parts = app.render()[1]         # drawing and parsing are slow: a sample of the screens
            for html in parts.values():
                clean(html)
        if d:
            seen.add((d["kind"], layout))
        if d is None:
            break
        if layout == "handover":
            assert "&lt;" in parts["pg-screen"]
            app.dispatch("ack")
            continue
        app.game.apply(bot.act(app.game))
        app._changed()
        steps += 1
    assert {"choose", "bid", "buy", "build", "power"} <= {k for k, _ in seen}
    final = app.render()[1]
    clean(final["pg-decision"])
    assert "&lt;img src=x onerror=f(1)&gt;" in final["pg-players"]
    # the start screen with the saved game, and the export
    app.dispatch("new")
    clean(app.render()[1]["pg-screen"])


def test_setup_inputs_keep_typed_values_escaped():
    setup = {"n": 2, "names": ['"><img src=x>', "b"] + [""] * 4, "colors": list(COLORS), "map": "germany",
             "region_mode": "pick", "regions": ['"><x>'], "beginner": False}
    html = render_start(setup, "en")
    assert 'value="&quot;&gt;&lt;img src=x&gt;"' in html
    clean(html)


def test_an_imported_file_with_markup_is_shown_as_text():
    text = json.dumps({"app": "<script>alert(1)</script>", "version": 1})
    app = App(DictStore(), "en")
    app.import_text(text)
    clean(app.render()[1]["pg-screen"])
    forged = {"app": "powergrid-web", "version": '<img src=x onerror=alert(1)>', "colors": [], "game": {}}
    app.import_text(json.dumps(forged))
    html = app.render()[1]["pg-screen"]
    clean(html)
    assert "&lt;img" in html


def test_a_corrupt_save_with_markup_is_escaped():
    store = DictStore({saves.SAVE_KEY: '<img src=x onerror=alert(1)>"\''})
    app = App(store, "en")
    app.boot()
    clean(app.render()[1]["pg-screen"])
