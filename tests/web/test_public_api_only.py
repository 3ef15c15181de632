"""web/ talks to the engine only through its documented public API (docs/API.md "The engine API"
and "Reading the game"): it imports only the names powergrid exports, never a submodule
(powergrid.maps, powergrid.data, ...), never reads game.rules or the raw game.state, and
every method or attribute it uses on a Game is documented in docs/API.md. Types are the one
exception: under `if TYPE_CHECKING:` it may name the engine's declared shapes (the view, the
actions, the events, the state: the modules docs/API.md cites), which never run in the page."""
from __future__ import annotations

import ast
import pathlib
import re

import powergrid

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
FORBIDDEN_ATTRS = {"rules", "state", "_ctx", "rng", "revealing"}
GAME_NAMES = {"game", "g", "other", "fresh"}     # how web/ names a Game
DECLARED_SHAPES = {"powergrid.view_schema", "powergrid.action_schema", "powergrid.event_schema",
                   "powergrid.state_schema", "powergrid.reference"}


def _is_game(node) -> bool:
    if isinstance(node, ast.Name):
        return node.id in GAME_NAMES or node.id == "Game"
    if isinstance(node, ast.Attribute):
        return node.attr == "game"          # self.game, app.game
    return False


def violations(source: str, name: str = "<source>") -> tuple:
    """(problems, engine names used) of one web/ module."""
    tree = ast.parse(source, name)
    problems, used = [], set()
    type_only = {id(inner) for node in ast.walk(tree) if _type_checking(node) for inner in node.body
                 if isinstance(inner, ast.ImportFrom) and inner.module in DECLARED_SHAPES}
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "powergrid":
            if node.module != "powergrid":
                problems.append(f"{name}:{node.lineno} imports {node.module}")
            for alias in node.names:
                if alias.name not in powergrid.__all__:
                    problems.append(f"{name}:{node.lineno} imports undocumented powergrid.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in ("powergrid", "importlib"):
                    problems.append(f"{name}:{node.lineno} imports {alias.name}")
        elif isinstance(node, ast.Attribute):
            if node.attr in FORBIDDEN_ATTRS and _is_game(node.value):
                problems.append(f"{name}:{node.lineno} reads {node.attr} of a game")
            elif _is_game(node.value):
                used.add(node.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__import__":
            problems.append(f"{name}:{node.lineno} uses __import__")
    return problems, used


def _type_checking(node) -> bool:
    """`if TYPE_CHECKING:`, whose imports never run."""
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _web_sources():
    return sorted(WEB.rglob("*.py"))


def test_web_uses_only_documented_engine_names():
    problems, used = [], set()
    for path in _web_sources():
        p, u = violations(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
        problems += p
        used |= u
    assert not problems, "\n".join(problems)
    readme = (ROOT / "docs" / "API.md").read_text(encoding="utf-8")
    undocumented = sorted(a for a in used if not re.search(r"[gG]ame\.%s\b" % re.escape(a), readme))
    assert not undocumented, f"web/ uses Game members docs/API.md does not document: {undocumented}"
    assert {"view", "decision", "legal_actions"} <= used


def test_the_checker_catches_each_kind_of_reach():
    bad = ("from powergrid.maps import get_map\n"
           "from powergrid.data import SLOT_PRICES\n"
           "import powergrid.data\n"
           "from powergrid import plant_market\n"
           "x = game.rules.area.index\n"
           "y = self.game.state['players']\n"
           "z = g._ctx\n")
    problems, _ = violations(bad)
    assert sorted({int(p.split(":")[1].split()[0]) for p in problems}) == list(range(1, 8)), problems
    ok = "from powergrid import Game, IllegalAction\nv = game.view()\nd = self.game.decision()\n"
    assert violations(ok) == ([], {"view", "decision"})
    shapes = "if TYPE_CHECKING:\n    from powergrid.view_schema import GameView\n"
    assert violations(shapes) == ([], set())
    mixed = ("if TYPE_CHECKING:\n    from powergrid.view_schema import GameView\n"
             "    from powergrid.maps import get_map\n")
    assert {int(p.split(":")[1].split()[0]) for p in violations(mixed)[0]} == {3}
    running = "from powergrid.view_schema import GameView\n"
    assert violations(running)[0]
