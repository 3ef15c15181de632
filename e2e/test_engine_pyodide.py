"""The engine on the browser's Python: Pyodide 3.14 (the pinned npm package, under Node).

The unit tests run on CPython 3.11; this plays seeded random games on the interpreter the
page ships, with every invariant (INV-1..13) checked after every action, from the same
powergrid.zip that dist/ serves.
"""
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("players,game_map", [(2, "usa"), (4, "germany"), (6, "germany")])
def test_random_games_keep_the_invariants_on_pyodide(players, game_map):
    """BASE-ROUND-1, BASE-END-1: whole games to their end on Pyodide, invariants after every action."""
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    assert (ROOT / "dist" / "powergrid.zip").exists(), "build dist/ first: python3 build.py build"
    run = subprocess.run([node, "benchmarks/pyodide_run.mjs", "-m", "powergrid", "simulate",
                          "--players", str(players), "--map", game_map, "--games", "2", "--replay"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "2 games" in run.stdout and "invariants checked after every action" in run.stdout
