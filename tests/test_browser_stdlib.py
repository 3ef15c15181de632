"""The engine and the page import only standard-library modules the page ships: the slim
standard library (buildtools/stdlib_keep.json, what the browser loaded on every path of the page)
holds each top-level module they import, so a module Pyodide leaves out (difflib) or the slim
library drops fails here, in CPython, not as a page that never starts."""
import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEPT = json.loads((ROOT / "buildtools" / "stdlib_keep.json").read_text("utf-8"))["modules"]
# The project's own packages and the browser's modules.
OURS = {"powergrid", "pgui", "pyscript", "pyodide", "js"}
# Compiled into Pyodide's interpreter, not files of its standard library; and the command
# line's tournament runner, which the page never imports.
BUILT_IN = {"array", "unicodedata"}
COMMAND_LINE_ONLY = {"multiprocessing"}


def _imports(folder: Path) -> dict[str, set[str]]:
    """Top-level module -> the files importing it, outside `if TYPE_CHECKING:` blocks."""
    out: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        skipped = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test) for n in ast.walk(node)}
        for node in ast.walk(tree):
            if id(node) in skipped:
                continue
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                out.setdefault(name.split(".")[0], set()).add(str(path.relative_to(ROOT)))
    return out


def test_every_standard_module_the_engine_and_the_page_import_is_shipped():
    kept = {m.split(".")[0] for m in KEPT}
    found = {**_imports(ROOT / "powergrid"), **_imports(ROOT / "web" / "pgui")}
    missing = {m: sorted(files) for m, files in found.items()
               if m in sys.stdlib_module_names and m not in kept | OURS | BUILT_IN | COMMAND_LINE_ONLY}
    assert not missing, f"not in the page's standard library: {missing}"
