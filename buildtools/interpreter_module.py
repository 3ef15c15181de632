"""PyScript's interpreter module (build.py): `web/interpreter.mjs`, written beside the vendored
`pyodide.mjs` and named by PyScript's `interpreter` setting, gives PyScript its own Python as
bytecode. PyScript writes its package's sources at every start and Python compiled them each time;
BYTECODE, compiled by the shipped Pyodide with `buildtools/compile_pyscript.mjs`, is unpacked beside
them first, so its imports compile nothing.

(An interpreter image, a memory snapshot of Pyodide to start from on a return visit, was tried
here once and removed: it did not make the page playable sooner; docs/PERFORMANCE.md,
"Instant start", has the figures.)
"""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from .dev_env import BUILDTOOLS, ROOT

FOLDER = Path("vendor") / "pyodide"
MODULE = FOLDER / "interpreter.mjs"       # what PyScript's "interpreter" setting names
BYTECODE = FOLDER / "pyscript-bytecode.zip"
TEMPLATE = ROOT / "web" / "interpreter.mjs"
PLACEHOLDER = "__BYTECODE__"


def pyscript_bytecode(out: Path, pyscript_dist: Path) -> str | None:
    """PyScript's package as bytecode into out/BYTECODE; its name, or None without Node."""
    node = shutil.which("node")
    if not node:
        return None
    done = subprocess.run([node, str(BUILDTOOLS / "compile_pyscript.mjs"), str(pyscript_dist), str(out / BYTECODE)],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"compiling PyScript's Python failed:\n{done.stdout}{done.stderr}")
    return BYTECODE.name


def write(out: Path, pyscript_dist: Path) -> str | None:
    """PyScript's bytecode and the interpreter module that unpacks it; the bytecode's name (None
    without Node: PyScript then compiles its sources, as it did)."""
    bytecode = pyscript_bytecode(out, pyscript_dist)
    text = TEMPLATE.read_text("utf-8")
    if PLACEHOLDER not in text:
        raise SystemExit(f"{TEMPLATE.name} lost its {PLACEHOLDER} placeholder")
    (out / MODULE).write_text(text.replace(PLACEHOLDER, json.dumps(bytecode)), "utf-8")
    return bytecode
