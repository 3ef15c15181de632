"""The page's package is a house of floors (docs/ARCHITECTURE.md, "The page: its rooms"): a
module imports only from its own room or from a floor below it, so a room can be read, tested
and changed knowing only what lies under it. Every import statement counts, those inside
functions and those for type checking only too, and no chain of imports that run may come back
to where it started (an import under `if TYPE_CHECKING:` never runs: a module may name the type
of a module that imports it, as the controller's taps name the App)."""
from __future__ import annotations

import ast
import pathlib

PGUI = pathlib.Path(__file__).resolve().parents[2] / "web" / "pgui"

# Top to bottom; rooms on one floor do not import each other.
FLOORS = (
    ("controller",),
    ("decisions",),
    ("screens",),
    ("board",),
    ("storage",),
    ("words",),
    ("common",),
    ("i18n",),
    ("h", "palette"),
)
RANK = {room: len(FLOORS) - i for i, floor in enumerate(FLOORS) for room in floor}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PGUI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict:
    return {module_name(p): p for p in sorted(PGUI.rglob("*.py"))}


def imported(name: str, is_package: bool, source: str, known: dict) -> list:
    """(line, module) for every pgui module the module `name` imports, at any depth of its code.
    `from X import y` names the module X.y when y is one, else X."""
    package = name if is_package else name.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names if a.name.split(".")[0] == "pgui"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "pgui":
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                out.append((node.lineno, sub if sub in known else target))
    return out


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def type_only_lines(source: str) -> set:
    """The lines of the imports under `if TYPE_CHECKING:`, which never run."""
    return {inner.lineno for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
            for inner in node.body if isinstance(inner, (ast.Import, ast.ImportFrom))}


def graph(runtime_only: bool = False) -> dict:
    known = modules()
    out = {}
    for name, path in known.items():
        source = path.read_text("utf-8")
        skip = type_only_lines(source) if runtime_only else set()
        out[name] = [edge for edge in imported(name, path.name == "__init__.py", source, known) if edge[0] not in skip]
    return out


def test_every_module_belongs_to_a_floor():
    rooms = {room(m) for m in modules()} - {""}
    assert rooms <= set(RANK), f"rooms on no floor: {sorted(rooms - set(RANK))}"


def test_no_module_imports_from_a_floor_above_or_beside_it():
    upward = set()
    for name, edges in graph().items():
        own = room(name)
        for line, target in edges:
            other = room(target)
            if other and other != own and (not own or RANK[other] >= RANK[own]):
                upward.add(f"{name}:{line} imports {target}")
    assert not upward, "\n".join(sorted(upward))


def test_i18n_imports_only_h():
    below = {room(t) for name, edges in graph().items() if room(name) == "i18n" for _line, t in edges}
    assert below <= {"i18n", "h"}, sorted(below)


def cycles(edges: dict) -> list:
    """Every chain of `edges` (node -> nodes) found coming back to a node still open."""
    state, found = {}, []

    def visit(node, path):
        state[node] = "open"
        for nxt in edges.get(node, ()):
            if state.get(nxt) == "open":
                found.append(" -> ".join(path[path.index(nxt):] + [nxt]))
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(edges):
        if node not in state:
            visit(node, [node])
    return found


def test_no_import_cycle_between_modules_or_rooms():
    found = graph(runtime_only=True)
    modules_ = {name: sorted({t for _line, t in edges if t != name}) for name, edges in found.items()}
    rooms = {}
    for name, edges in found.items():
        rooms.setdefault(room(name), set()).update(room(t) for _line, t in edges if room(t) != room(name))
    loops = cycles(modules_) + cycles({r: sorted(targets) for r, targets in rooms.items()})
    assert not loops, "\n".join(loops)


def test_the_checks_see_function_level_and_relative_imports():
    """The parser itself: imports inside functions, relative and absolute ones, all count."""
    source = ("from ..decisions.planner import plan_facts\n"
              "def f():\n    from .. import common\n    import pgui.h\n")
    found = imported("pgui.board.example", False, source, modules())
    assert found == [(1, "pgui.decisions.planner"), (3, "pgui.common"), (4, "pgui.h")]


def test_only_imports_under_type_checking_are_type_only():
    source = ("from typing import TYPE_CHECKING\nfrom .a import x\nif TYPE_CHECKING:\n    from .b import y\n"
              "def f():\n    from .c import z\n")
    assert type_only_lines(source) == {4}
