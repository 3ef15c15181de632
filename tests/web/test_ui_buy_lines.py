"""The buying panel's "what my plants need" lines are flex rows that wrap (the sentence, then
its buttons): each direct piece of text in such a row is an item of its own, so a list's
separator left outside the sentence would begin a line of its own (", oil ×2")."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

from pgui.decisions import buyaid
from pgui.i18n import LANGS
from web_scenes import app_for, kind_is, play_until

SEPARATORS = (",", ";", "·", "&")


class LooseText(HTMLParser):
    """The text that sits directly in a `.need` row, outside any element of the row."""

    def __init__(self):
        super().__init__()
        self.depth = None                       # depth inside the current .need row
        self.loose = []

    def handle_starttag(self, tag, attrs):
        if self.depth is not None:
            self.depth += 1
        elif "need" in (dict(attrs).get("class") or "").split():
            self.depth = 0

    def handle_endtag(self, tag):
        if self.depth is not None:
            self.depth = None if self.depth == 0 else self.depth - 1

    def handle_data(self, data):
        if self.depth == 0 and data.strip():
            self.loose.append(data.strip())


def needs_two_types(game) -> bool:
    if not kind_is("buy")(game):
        return False
    need = buyaid.need_facts(game, game.decision()["player"])["need"]
    return sum(1 for n in need.values() if n) >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_of_the_buying_panel_starts_with_a_separator(lang):
    game = play_until(needs_two_types)
    html = app_for(game, lang=lang).render()[1]["pg-decision"]
    assert 'class="need' in html
    rows = LooseText()
    rows.feed(html)
    assert not [s for s in rows.loose if s.startswith(SEPARATORS)]
    # the sentence and its list are one item, so the row wraps only between it and a button
    assert rows.loose == []
