"""The page's structure: one room per decision kind, one view per draw, and drawing
changes nothing."""
from __future__ import annotations

import pathlib
import sys

import pytest

from pgui.decisions import ROOMS
from pgui.i18n import LANGS
from web_scenes import app_for, kind_is, play_until

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))
from questions import counting  # noqa: E402  (the benchmark's counter of engine questions)

KINDS = ("choose", "bid", "discard", "buy", "build", "power")


# The 400-line limit is for code. The message catalogues are data, one file per language, as long
# as their texts: exempt by name.
CATALOGUES = {f"web/pgui/i18n/{lang}.po" for lang in LANGS}


def test_no_code_file_of_the_page_is_over_400_lines():
    """The page's Python and JavaScript, and every file of its package (pgui/) but the catalogues."""
    files = [p for p in (ROOT / "web").rglob("*") if p.is_file() and "__pycache__" not in p.parts
             and (p.suffix in (".py", ".js", ".mjs") or "pgui" in p.relative_to(ROOT / "web").parts)]
    assert CATALOGUES <= {p.relative_to(ROOT).as_posix() for p in files}
    long = {name: n for p in files if (name := p.relative_to(ROOT).as_posix()) not in CATALOGUES
            and (n := len(p.read_text("utf-8").splitlines())) > 400}
    assert not long, long


def test_every_room_has_a_renderer_and_its_taps():
    for kind, room in ROOMS.items():
        assert callable(room.render), kind
        assert all(callable(h) for h in room.TAPS.values()), kind
    assert set(KINDS) | {"asset", "attach", "handover", "over"} <= set(ROOMS)


@pytest.mark.parametrize("kind", KINDS)
def test_one_view_per_draw_and_drawing_changes_nothing(kind):
    """A redraw asks the engine for one view, one decision and one set of legal actions, however
    many panels read them; drawing twice draws the same and leaves the App as it was."""
    game = play_until(kind_is(kind))
    app = app_for(game)
    first = app.render()
    before = {k: v for k, v in vars(app).items() if k != "drawn"}
    reads = counting(game, app.render)
    assert reads["view"] + reads["view(seat)"] == 1, reads
    assert reads["decision"] <= 1 and reads["legal_actions"] == 1, reads
    assert app.render() == first
    assert {k: v for k, v in vars(app).items() if k != "drawn"} == before


def test_a_notice_stays_until_the_next_tap():
    """The news of an import is state a tap ends, not something a drawing uses up."""
    app = app_for(play_until(kind_is("buy")))
    app.notice = "Game imported."
    assert "Game imported." in app.render()[1]["pg-decision"]
    assert "Game imported." in app.render()[1]["pg-decision"]     # drawn again: still there
    app.dispatch("cart-clear")
    assert "Game imported." not in app.render()[1]["pg-decision"]
