"""powergrid.zip, the one file the page fetches for its Python: the engine (powergrid/) and the
page's package (pgui/), their bytecode compiled by the shipped Pyodide, every map's board
geometry worked out now rather than at every start, and the message catalogues compiled from
their .po files (which stay out of the zip) into the one JSON text the page reads.

Fixed timestamps and a sorted order make the zip depend only on its contents, so an unchanged
source gives the same build version (build.py's stamp_version hashes dist/).
"""
from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .dev_env import BUILDTOOLS, ROOT, WEB, log, page_packages_importable

ZIP_NAME = "powergrid.zip"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
GEOMETRY = "pgui/board/geometry.json"     # pgui/board/built_geometry.py reads it
CATALOGUES = "pgui/i18n/catalogues.json"  # pgui/i18n reads it (BUILT) instead of its .po files
SKIP_DIRS = {"__pycache__", ".pytest_cache"}


def walk(folder: Path) -> list[Path]:
    """All files under folder (sorted, skipping caches), as paths relative to it."""
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in filenames:
            if not name.endswith((".pyc", ".pyo")):
                found.append((Path(dirpath) / name).relative_to(folder))
    return sorted(found, key=lambda p: p.as_posix())


def write_zip(out: Path, bytecode: Path | None = None) -> None:
    """One zip holding the packages powergrid/ and pgui/ (and their bytecode), fixed timestamps."""
    entries = []
    for package, source in (("powergrid", ROOT / "powergrid"), ("pgui", WEB / "pgui")):
        entries += [(f"{package}/{rel.as_posix()}", source / rel) for rel in walk(source) if rel.suffix != ".po"]
    if bytecode:
        entries += [(p.relative_to(bytecode).as_posix(), p) for p in bytecode.rglob("*.pyc")]
    made = {GEOMETRY: board_geometry().encode("utf-8"),     # worked out now, not at every start
            CATALOGUES: catalogues().encode("utf-8")}
    with zipfile.ZipFile(out / ZIP_NAME, "w") as archive:
        for name, content in sorted([(name, path.read_bytes()) for name, path in entries] + list(made.items())):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, content, compresslevel=9)


@functools.lru_cache(maxsize=1)
def board_geometry() -> str:
    """Every map's board geometry (pgui/board/built_geometry.py), worked out once per process (its
    imported modules do not change within one)."""
    page_packages_importable()
    from pgui.board import built_geometry, layout  # noqa: PLC0415  (the page's package)
    from powergrid import Game  # noqa: PLC0415
    return built_geometry.dump({m["id"]: layout.work_out(m["id"]) for m in Game.maps()})


def catalogues() -> str:
    """The message catalogues, compiled from their .po files (pgui/i18n.compile_catalogues)."""
    page_packages_importable()
    from pgui import i18n  # noqa: PLC0415  (the page's package)
    return i18n.compile_catalogues()


def add_bytecode(out: Path) -> None:
    """Compile the zip's modules with the shipped Pyodide, so the page does not compile them.

    Needs Node (already needed for npm); without it the site still works, only its start is slower.
    """
    node = shutil.which("node")
    if not node:
        log("node not found: the zip ships sources only (start-up compiles them)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([node, str(BUILDTOOLS / "compile_pyc.mjs"), str(out / ZIP_NAME), tmp],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"compiling the Python for Pyodide failed:\n{done.stdout}{done.stderr}")
        write_zip(out, Path(tmp))
