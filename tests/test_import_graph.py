"""The engine's modules import one another without a cycle.

A cycle makes the order of imports matter: a module half-initialised by the time the other
one reads it, or an import hidden inside a function to dodge that. Every import counts,
those inside functions too, since they still tie the two modules together. Only the imports
under `if TYPE_CHECKING:` are left out: they never run, they only name types for mypy.
"""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "powergrid"


def module_files(root: Path) -> dict:
    """Dotted module name -> file, for every module of the package at `root` (subpackages too)."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Every Import and ImportFrom node, at any depth, but not under `if TYPE_CHECKING:`."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def _targets(node, module: str, is_package: bool, known: set) -> set:
    """The package's modules that the import `node` in `module` loads."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in known}
    if node.level:
        base = module.split(".") if is_package else module.split(".")[:-1]
        base = base[:len(base) - (node.level - 1)]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    out = set()
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        if sub in known:
            out.add(sub)            # `from . import x`: the submodule x
        elif source in known:
            out.add(source)         # a name defined in `source` itself
    return out


def import_graph(root: Path) -> dict:
    """module -> {imported module: line of the first such import}, within the package."""
    files = module_files(root)
    known = set(files)
    graph = {}
    for module, path in files.items():
        edges = graph[module] = {}
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in _imports(tree):
            for target in _targets(node, module, path.name == "__init__.py", known):
                if target not in edges or node.lineno < edges[target]:
                    edges[target] = node.lineno
    return graph


def find_cycle(graph: dict) -> list | None:
    """One cycle as [a, b, ..., a], or None; depth-first, in sorted order for a stable answer."""
    state = {}          # module -> "open" while on the path, "done" once fully explored
    path = []

    def visit(module):
        state[module] = "open"
        path.append(module)
        for target in sorted(graph.get(module, ())):
            if state.get(target) == "open":
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[module] = "done"
        return None

    for module in sorted(graph):
        if module not in state:
            found = visit(module)
            if found:
                return found
    return None


def describe(cycle: list, graph: dict, files: dict) -> str:
    steps = [f"{a} -> {b} ({files[a].name} line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])]
    return "import cycle: " + "; ".join(steps)


def test_the_engine_has_no_import_cycle():
    graph = import_graph(PACKAGE)
    assert len(graph) > 20 and graph["powergrid.game"], "the graph did not find the engine's imports"
    cycle = find_cycle(graph)
    assert cycle is None, describe(cycle, graph, module_files(PACKAGE))


def _package(tmp_path, files: dict) -> Path:
    root = tmp_path / "pkg"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_a_cycle_through_a_function_level_import_is_found(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "a.py": "from . import b\n",
        "b.py": "def late():\n    from .c import thing\n",
        "c.py": "import pkg.a\nthing = 1\n",
    })
    graph = import_graph(root)
    assert find_cycle(graph) == ["pkg.a", "pkg.b", "pkg.c", "pkg.a"]
    assert "b.py line 2" in describe(find_cycle(graph), graph, module_files(root))


def test_a_cycle_through_a_subpackage_and_its_parent_is_found(tmp_path):
    # The package's own __init__ counts when a name is taken from it (`from .. import Y`).
    root = _package(tmp_path, {
        "__init__.py": "from .sub.x import X\nY = 2\n",
        "sub/__init__.py": "",
        "sub/x.py": "from .. import Y\nX = 1\n",
    })
    assert find_cycle(import_graph(root)) == ["pkg", "pkg.sub.x", "pkg"]


def test_imports_for_type_checking_only_make_no_cycle(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "a.py": "from .b import B\n",
        "b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import A\nB = 1\n",
    })
    assert find_cycle(import_graph(root)) is None
