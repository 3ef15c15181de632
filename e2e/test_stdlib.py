"""The standard library dist/ ships (vendor_runtime.SLIM_STDLIB): smaller than Pyodide's, built from its
files, holding every module the page was seen to import in the browser (buildtools/stdlib_keep.json),
those loaded at start-up as bytecode instead of source. That the page works on it is proven by the whole
browser suite, which runs on dist/; the engine's Pyodide tests run on it too."""
from __future__ import annotations

import json
import zipfile

import pytest

from buildtools import engine_zip, stdlib_slim, vendor_runtime

pytestmark = pytest.mark.skipif(not vendor_runtime.SLIM_STDLIB, reason="the stock standard library is shipped")


def shipped(dist):
    return zipfile.ZipFile(dist / "vendor" / "pyodide" / stdlib_slim.ZIP)


def test_the_shipped_standard_library_is_smaller_and_made_of_the_vendored_files(dist):
    stock = zipfile.ZipFile(vendor_runtime.PYODIDE_SRC / stdlib_slim.ZIP)
    ours = shipped(dist)
    size = (dist / "vendor" / "pyodide" / stdlib_slim.ZIP).stat().st_size
    assert size < (vendor_runtime.PYODIDE_SRC / stdlib_slim.ZIP).stat().st_size
    for name in ours.namelist():
        if name.endswith(".pyc"):
            assert name[:-1] in stock.namelist() and name[:-1] not in ours.namelist(), name
        else:
            assert ours.read(name) == stock.read(name), name      # the files as Pyodide has them
    print(f"standard library: {size / 1e6:.2f} MB, {len(ours.namelist())} of {len(stock.namelist())} files")


def test_every_module_seen_in_the_browser_is_there_with_bytecode_for_the_start(dist):
    keep = json.loads(stdlib_slim.KEEP_FILE.read_text("utf-8"))
    stock = {stdlib_slim.module_name(n)
             for n in zipfile.ZipFile(vendor_runtime.PYODIDE_SRC / stdlib_slim.ZIP).namelist() if n.endswith(".py")}
    names = set(shipped(dist).namelist())
    ours = {stdlib_slim.module_name(n.removesuffix("c")) for n in names if n.endswith((".py", ".pyc"))}
    assert {m for m in keep["modules"] if m in stock} <= ours
    assert {"traceback", "linecache", "tokenize", "encodings.cp1252", "encodings.idna"} <= ours
    compiled = {stdlib_slim.module_name(n[:-1]) for n in names if n.endswith(".pyc")}
    assert {m for m in keep["startup"] if m in stock} == compiled
    # compiled by the shipped Pyodide: the same bytecode version as the game's own modules
    with zipfile.ZipFile(dist / engine_zip.ZIP_NAME) as game:
        magic = {game.read(n)[:4] for n in game.namelist() if n.endswith(".pyc")}
    with shipped(dist) as ours_zip:
        assert {ours_zip.read(n)[:4] for n in names if n.endswith(".pyc")} == magic
