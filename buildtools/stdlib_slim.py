"""The smaller standard library the page ships instead of Pyodide's (vendor_runtime.py's SLIM_STDLIB).

Pyodide's `python_stdlib.zip` (2.5 MB) is mostly unused by the game. `write` builds a smaller one
from the vendored zip's own files (node_modules is never touched): the modules the page imports in
the browser (KEEP_FILE, written by `python3 buildtools/stdlib_keep.py`), each whole top-level package
they belong to, and ALWAYS; the modules loaded at start-up come as bytecode compiled by the shipped
Pyodide (buildtools/compile_stdlib.mjs), so the interpreter's own start compiles nothing.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .dev_env import BUILDTOOLS, ROOT

KEEP_FILE = BUILDTOOLS / "stdlib_keep.json"
# Kept whatever the browser showed: error reports (traceback quotes lines through linecache and
# tokenize), every codec (a text in any encoding may be decoded), the start-up's site, and the
# site-packages folder Pyodide expects.
ALWAYS = ("encodings", "traceback", "linecache", "tokenize", "token", "site", "_sitebuiltins",
          "site-packages")
ZIP = "python_stdlib.zip"


def keep(pyodide_src: Path) -> dict:
    """KEEP_FILE's data, refused when it was written for another Pyodide than `pyodide_src` holds
    (another interpreter imports other modules: the list is stale)."""
    data = json.loads(KEEP_FILE.read_text("utf-8"))
    vendored = json.loads((pyodide_src / "package.json").read_text("utf-8"))["version"]
    if data.get("pyodide") != vendored:
        raise SystemExit(f"{KEEP_FILE.relative_to(ROOT)} was written for Pyodide {data.get('pyodide')}, "
                         f"node_modules has {vendored}: run `python3 buildtools/stdlib_keep.py` "
                         "(or set SLIM_STDLIB = False in buildtools/vendor_runtime.py)")
    return data


def keep_list(pyodide_src: Path) -> list[str]:
    """The top-level modules and packages of the standard library the page keeps (KEEP_FILE's
    modules seen in the browser, by their first name, and ALWAYS)."""
    return sorted({name.split(".")[0] for name in keep(pyodide_src)["modules"]} | set(ALWAYS))


def entries(names: list[str], kept: list[str]) -> list[str]:
    """The entries of the stock zip (`names`) that belong to a kept top-level module or package
    (a package whole, with its data files)."""
    wanted = set(kept)
    out = []
    for name in names:
        first, _, rest = name.partition("/")
        top = first if rest or name.endswith("/") else first.removesuffix(".py")
        if top in wanted:
            out.append(name)
    return out


def module_name(entry: str) -> str:
    """The module a .py entry of the zip holds: json/__init__.py -> json, json/decoder.py -> json.decoder."""
    return entry.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def write(pyodide_src: Path, target: Path) -> None:
    """Write the smaller standard library to `target`: the kept entries of the vendored zip,
    unchanged, except that the modules loaded by the time a game is ready (KEEP_FILE's `startup`)
    come as bytecode instead of source. Bytecode beside the source would make the zip bigger than
    Pyodide's; without the source, a traceback through those modules names the file and line but
    does not quote it (the game's own modules keep their sources)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("node is needed to compile the standard library (SLIM_STDLIB)")
    with zipfile.ZipFile(pyodide_src / ZIP) as stock, tempfile.TemporaryDirectory() as tmp:
        infos = stock.infolist()
        kept = set(entries([i.filename for i in infos], keep_list(pyodide_src)))
        startup = set(keep(pyodide_src)["startup"])
        sources = sorted(n for n in kept if n.endswith(".py") and module_name(n) in startup)
        (Path(tmp) / "names.json").write_text(json.dumps(sources), "utf-8")
        done = subprocess.run([node, str(BUILDTOOLS / "compile_stdlib.mjs"), str(pyodide_src / ZIP),
                               str(Path(tmp) / "names.json"), str(Path(tmp) / "pyc")],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"compiling the standard library failed:\n{done.stdout}{done.stderr}")
        with zipfile.ZipFile(target, "w") as archive:
            for info in infos:
                if info.filename not in kept:
                    continue
                if info.filename in sources:      # the bytecode takes the source's place
                    pyc = zipfile.ZipInfo(info.filename + "c", info.date_time)
                    pyc.external_attr = info.external_attr
                    archive.writestr(pyc, (Path(tmp) / "pyc" / (info.filename + "c")).read_bytes(),
                                     compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
                else:
                    archive.writestr(info, stock.read(info), compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
