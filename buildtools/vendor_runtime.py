"""The browser runtime dist/ ships: PyScript's core and Pyodide, copied from node_modules (pinned by
package-lock.json) into dist/vendor/, so the page loads nothing from another site.

Only what the page loads is copied: core.js and the chunks it imports, Pyodide's interpreter files,
and the standard library, slimmed by stdlib_slim.py (SLIM_STDLIB) or Pyodide's own.
"""
from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

from . import stdlib_slim
from .dev_env import NODE_MODULES

PYSCRIPT_SRC = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_SRC = NODE_MODULES / "pyodide"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
PYODIDE_ASM = ["pyodide.asm.mjs", "pyodide.asm.js"]  # newer releases ship .mjs
# The page ships a smaller standard library than Pyodide's (stdlib_slim.py, beside this file):
# built from the vendored zip's files into dist/; node_modules is never touched. False: the stock zip.
SLIM_STDLIB = True


def pyscript_modules() -> list[str]:
    """core.js plus every chunk it imports, transitively (no source maps, no unused files)."""
    pattern = re.compile(r"""["'](\./[\w.-]+\.js)["']""")
    todo, seen = ["core.js"], set()
    while todo:
        name = todo.pop()
        if name in seen or not (PYSCRIPT_SRC / name).is_file():
            continue
        seen.add(name)
        todo += [m[2:] for m in pattern.findall((PYSCRIPT_SRC / name).read_text("utf-8"))]
    return sorted(seen)


def vendor(out: Path, slim: bool | None = None) -> None:
    """PyScript's core and Pyodide into out/vendor/; the standard library slimmed (SLIM_STDLIB, or
    `slim` when given) or the stock one."""
    if not PYSCRIPT_SRC.is_dir() or not PYODIDE_SRC.is_dir():
        sys.exit("node_modules is missing: run `python3 build.py setup` first")
    target = out / "vendor" / "pyscript"
    target.mkdir(parents=True)
    for name in pyscript_modules() + ["core.css"]:
        shutil.copyfile(PYSCRIPT_SRC / name, target / name)
    vendor_pyodide(out / "vendor" / "pyodide", slim)


def vendor_pyodide(target: Path, slim: bool | None = None) -> None:
    """The files of Pyodide the page loads, into `target` (the standard library as vendor() says)."""
    target.mkdir(parents=True, exist_ok=True)
    asm = [name for name in PYODIDE_ASM if (PYODIDE_SRC / name).is_file()][:1]
    for name in PYODIDE_FILES + asm:
        if name == stdlib_slim.ZIP and (SLIM_STDLIB if slim is None else slim):
            stdlib_slim.write(PYODIDE_SRC, target / name)
        else:
            shutil.copyfile(PYODIDE_SRC / name, target / name)
