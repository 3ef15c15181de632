"""What the first screen does not need is imported only when it is needed: the search
bot (the hard computer's look-ahead) and the final screen's charts."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRST_SCREENS = """
import sys
from pgui.controller.app import App
from pgui.storage.stored import DictStore
app = App(DictStore(), "en")
app.boot()
app.render()
app.dispatch("start", {})
app.render()
print(",".join(sorted(m for m in ("powergrid.bots.search", "pgui.decisions.charts") if m in sys.modules)))
"""


def loaded(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={"PYTHONPATH": f"{ROOT}:{ROOT / 'web'}"})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_start_screen_and_a_new_game_import_neither_the_search_bot_nor_the_charts():
    assert loaded(FIRST_SCREENS) == ""
