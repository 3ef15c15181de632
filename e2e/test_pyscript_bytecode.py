"""PyScript's own Python ships as bytecode: PyScript writes its package's sources at
every start and Python compiled them each time; the interpreter module (buildtools/interpreter_module.py,
PyScript's `interpreter` setting) unpacks their bytecode, made by the shipped Pyodide, beside them."""

from __future__ import annotations

import json
import zipfile

from buildtools import interpreter_module


def test_pyscripts_own_python_ships_as_bytecode_of_the_shipped_pyodide(dist):
    """The same magic number as the standard library's bytecode the page ships, and PyScript's
    setting names the module that unpacks it."""
    with zipfile.ZipFile(dist / interpreter_module.BYTECODE) as archive:
        names = archive.namelist()
        magic = {archive.read(name)[:4] for name in names}
    with zipfile.ZipFile(dist / "vendor" / "pyodide" / "python_stdlib.zip") as stdlib:
        shipped = {stdlib.read(name)[:4] for name in stdlib.namelist() if name.endswith(".pyc")}
    assert "pyscript/__pycache__/__init__.cpython-314.pyc" in names
    assert "pyscript/__pycache__/web.cpython-314.pyc" in names
    assert magic == shipped and len(magic) == 1
    assert json.loads((dist / "pyscript.json").read_text())["interpreter"].endswith(
        interpreter_module.MODULE.as_posix())
    assert json.dumps(interpreter_module.BYTECODE.name) in (dist / interpreter_module.MODULE).read_text()
