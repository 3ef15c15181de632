"""The interpreter image (build.py): a memory snapshot of the shipped Pyodide taken in Node after
the game's modules are imported, so that a return visit starts with them imported.

`write` makes it with `tools/make_image.mjs` from the built site (its standard library, its game
zip), gzip-compressed (GitHub Pages compresses by file type, not this one; the page decompresses
it with DecompressionStream), and fills the page's interpreter module (`web/interpreter.mjs`,
PyScript's `interpreter` setting, beside the vendored `pyodide.mjs`) with the image's name, size
and SHA-256. The image is fetched by a first visit only once the game is playable and kept with
the build's cache; it is never in the service worker's install-time precache (`precached`).
Pyodide's snapshot API is private: `tools/make_image.mjs` refuses any Pyodide but PINNED.

The same module also gives PyScript its own Python as bytecode (BYTECODE, compiled by the shipped
Pyodide with `tools/compile_pyscript.mjs`): PyScript writes its package's sources at every start
and Python compiled them each time; the module unpacks their bytecode beside them first.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PINNED = "314.0.7"
FOLDER = Path("vendor") / "pyodide"
MODULE = FOLDER / "interpreter.mjs"       # what PyScript's "interpreter" setting names
IMAGE = FOLDER / "interpreter-image.gz"
BYTECODE = FOLDER / "pyscript-bytecode.zip"
TEMPLATE = ROOT / "web" / "interpreter.mjs"
PLACEHOLDER = "__IMAGE__"


def precached(rel: Path) -> bool:
    """Whether the service worker downloads `rel` at install: everything but the image."""
    return rel != IMAGE


def make(out: Path) -> dict | None:
    """The image of the site in `out` written to out/IMAGE; its facts, or None without Node."""
    node = shutil.which("node")
    if not node:
        return None
    done = subprocess.run([node, str(ROOT / "tools" / "make_image.mjs"), str(out), str(out / IMAGE), PINNED],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"making the interpreter image failed:\n{done.stdout}{done.stderr}")
    packed = (out / IMAGE).read_bytes()
    return {"name": IMAGE.name, "size": len(gzip.decompress(packed)),
            "sha256": hashlib.sha256(packed).hexdigest(), "pyodide": PINNED}


def pyscript_bytecode(out: Path, pyscript_dist: Path) -> str | None:
    """PyScript's package as bytecode into out/BYTECODE; its name, or None without Node."""
    node = shutil.which("node")
    if not node:
        return None
    done = subprocess.run([node, str(ROOT / "tools" / "compile_pyscript.mjs"), str(pyscript_dist), str(out / BYTECODE)],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"compiling PyScript's Python failed:\n{done.stdout}{done.stderr}")
    return BYTECODE.name


def write(out: Path, pyscript_dist: Path, enabled: bool = True) -> dict:
    """Make the image (when `enabled` and Node is there), PyScript's bytecode, and the interpreter
    module that uses them."""
    facts = {"image": make(out) if enabled else None, "bytecode": pyscript_bytecode(out, pyscript_dist)}
    text = TEMPLATE.read_text("utf-8")
    if PLACEHOLDER not in text:
        raise SystemExit(f"{TEMPLATE.name} lost its {PLACEHOLDER} placeholder")
    (out / MODULE).write_text(text.replace(PLACEHOLDER, json.dumps(facts)), "utf-8")
    return facts
