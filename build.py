#!/usr/bin/env python3
"""Build, serve and test the Power Grid static web page.

Standard library only; runs on a fresh clone with nothing installed.

Commands:
    python3 build.py setup              create .venv (pip install -e ".[dev]") and run npm ci
    python3 build.py build              npm ci if needed, assemble dist/ (page, powergrid.zip,
                                        vendored runtime, service worker, version)
    python3 build.py serve [--port N]   setup, build, serve dist/ on 127.0.0.1 (default port 8000)
    python3 build.py test [ARGS...]     setup, ruff check, mypy, build, run pytest on tests/ beside e2e/ (ARGS go
                                        to pytest); installs Chromium with apt-get when missing and root
    python3 build.py bench              setup, build, run benchmarks/*.py

PG_BUILD_SALT: mixed into the build version, so a rebuild of the same sources is a new version
(the e2e test of updates gets the same effect faster by re-stamping a copy: stamp_version).

This file holds the commands and build(), the steps that assemble dist/; the package buildtools/
beside it (standard library only too) does the work: dev_env.py (folders, .venv, npm ci, Chromium),
page_prerender.py (palette.css, the theme colour, the instant start), engine_zip.py (powergrid.zip,
its bytecode, the board geometry), vendor_runtime.py (PyScript and Pyodide), stdlib_slim.py (the
smaller standard library), interpreter_module.py (PyScript's bytecode) and dist_server.py (the gzip
server).
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

# The build package beside this file, whether it runs as a script or is loaded by path.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from buildtools import interpreter_module  # noqa: E402
from buildtools.dev_env import (  # noqa: E402
    DIST, ROOT, WEB, ensure_chromium, ensure_node_modules, log, setup, venv_python)
from buildtools.dist_server import make_server, server_url  # noqa: E402
from buildtools.engine_zip import ZIP_NAME, add_bytecode, walk, write_zip  # noqa: E402
from buildtools.page_prerender import prerender, write_palette  # noqa: E402
from buildtools.vendor_runtime import PYSCRIPT_SRC, vendor  # noqa: E402

# The interpreter: a module beside the vendored pyodide.mjs that adds PyScript's bytecode (interpreter_module.py).
PYSCRIPT_CONFIG = {"interpreter": "./" + interpreter_module.MODULE.as_posix(), "files": {"./" + ZIP_NAME: "./*"}}


# ---------------------------------------------------------------- build

def copy_web(out: Path) -> None:
    for rel in walk(WEB):
        # instant.js: inlined; interpreter.mjs: filled in beside pyodide.mjs (interpreter_module.py)
        if rel.parts[0] == "pgui" or rel.as_posix() in ("sw.js", "instant.js", "interpreter.mjs"):
            continue
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(WEB / rel, target)


def write_json(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", "utf-8")


def content_hash(out: Path, files: list[Path], extra: bytes) -> str:
    digest = hashlib.sha256(extra)
    for rel in files:
        digest.update(rel.as_posix().encode() + b"\0" + (out / rel).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def stamp_version(out: Path, salt: str = "") -> str:
    """Hash dist/, then write version.json, sw.js (cache name + precache list) and the version
    into index.html (<html data-version>, so a page tells which build it runs)."""
    template = (WEB / "sw.js").read_text("utf-8")
    files = walk(out)
    version = content_hash(out, files, template.encode() + salt.encode())
    write_json(out / "version.json", {"version": version})
    index = out / "index.html"
    index.write_text(index.read_text("utf-8").replace("__BUILD_VERSION__", version), "utf-8")
    urls = ["./"] + sorted("./" + rel.as_posix() for rel in files + [Path("version.json"), Path("sw.js")])
    script = template.replace("__BUILD_VERSION__", version)
    script = script.replace("__PRECACHE_URLS__", json.dumps(urls, indent=2))
    (out / "sw.js").write_text(script, "utf-8")
    return version


def swap_into_place(out: Path, dest: Path = DIST) -> None:
    """Replace dest (dist/) by out with renames (a concurrent build may win the race: retry)."""
    old = dest.with_name(f"{dest.name}.old-{os.getpid()}")
    for attempt in range(5):
        try:
            if dest.exists():
                dest.rename(old)
            out.rename(dest)
            break
        except OSError:
            if attempt == 4:
                raise
    shutil.rmtree(old, ignore_errors=True)


def build(dest: Path = DIST, salt: str | None = None, slim: bool | None = None) -> str:
    """Assemble dist/ (or `dest`) from scratch; returns the build version.

    Builds into a temporary sibling folder and swaps it in, so a server or another
    build running at the same time never sees a half-written dist/. `salt` (default:
    $PG_BUILD_SALT) changes the version without changing the sources. `slim` overrides
    vendor_runtime.SLIM_STDLIB (buildtools/stdlib_keep.py builds with the stock standard library).
    """
    salt = os.environ.get("PG_BUILD_SALT", "") if salt is None else salt
    out = dest.with_name(f"{dest.name}.tmp-{os.getpid()}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    try:
        copy_web(out)
        write_palette(out)
        prerender(out)
        write_zip(out)
        add_bytecode(out)
        vendor(out, slim)
        interpreter_module.write(out, PYSCRIPT_SRC)
        write_json(out / "pyscript.json", PYSCRIPT_CONFIG)
        version = stamp_version(out, salt)
        swap_into_place(out, dest)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    files = walk(dest)
    size = sum((dest / rel).stat().st_size for rel in files)
    log(f"built {dest.name}/ version {version}: {len(files)} files, {size / 1e6:.1f} MB")
    return version


# ---------------------------------------------------------------- serve

def serve(port: int) -> None:
    setup()
    build()
    server = make_server(DIST, port)
    log(f"serving dist/ at {server_url(server)}  (Ctrl+C to stop)")
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


# ---------------------------------------------------------------- test / bench

def lint(python: str | Path | None = None) -> int:
    """ruff check (config in pyproject.toml): the first thing `test` runs, with the interpreter that
    runs the tests (default: the .venv's), so the check needs no environment of its own."""
    log("ruff check")
    return subprocess.run([str(python or venv_python()), "-m", "ruff", "check", "."], cwd=ROOT).returncode


def typecheck(python: str | Path | None = None) -> int:
    """mypy (config in pyproject.toml: the engine, the page and the build as Python 3.11), run by
    `test` after ruff and before the build; a type error fails the run as a lint error does."""
    log("mypy")
    return subprocess.run([str(python or venv_python()), "-m", "mypy"], cwd=ROOT).returncode


def pytest_targets(args: list[str]) -> list[str]:
    """Default to tests/ and e2e/ unless the arguments already name a path."""
    named = [a for a in args if not a.startswith("-") and (ROOT / a.split("::")[0]).exists()]
    return [] if named else ["tests", "e2e"]


def test(args: list[str]) -> int:
    started = time.monotonic()
    try:
        return _test(args)
    finally:
        log(f"total time {time.monotonic() - started:.0f} s")


def _test(args: list[str]) -> int:
    setup()
    python = venv_python()               # runs the ruff check, mypy and pytest
    if lint(python) != 0:
        print("ruff check found problems (see above): fix them first", file=sys.stderr)
        return 1
    if typecheck(python) != 0:
        print("mypy found type errors (see above): fix them first", file=sys.stderr)
        return 1
    build()
    targets = pytest_targets(args)
    env = dict(os.environ)
    if any(Path(t).parts[:1] == ("e2e",) for t in targets + args):
        chromium = ensure_chromium()
        if chromium is None:
            return 1
        env["CHROMIUM"] = chromium
    if targets == ["tests", "e2e"]:
        return _both_halves(python, args, env)
    cmd = [str(python), "-m", "pytest", *targets, *args]
    log(" ".join(["pytest", *targets, *args]))
    return _verdict(subprocess.run(cmd, cwd=ROOT, env=env).returncode, "")


def _verdict(code: int, what: str) -> int:
    if code == 5:
        print(f"pytest collected no tests{what}: counted as a failure", file=sys.stderr)
    return code


# Browser test files that run after `tests/` in its half, so that the two halves take about as
# long (the per-file times: docs/PERFORMANCE.md, "The test command's time").
BESIDE_ENGINE = ("e2e/test_saves_kept.py", "e2e/test_axe.py", "e2e/test_instant.py")


def halves() -> tuple[list[str], list[str]]:
    """The pytest targets of the two halves: `tests/` and a few browser files, and the rest of
    `e2e/`. A file named here that is gone is an error, not a file silently run twice or never."""
    missing = [f for f in BESIDE_ENGINE if not (ROOT / f).is_file()]
    if missing:
        raise SystemExit(f"build.py: BESIDE_ENGINE names files that do not exist: {', '.join(missing)}")
    return ["tests", *BESIDE_ENGINE], ["e2e", *(f"--ignore={f}" for f in BESIDE_ENGINE)]


def _both_halves(python: Path, args: list[str], env: dict) -> int:
    """The whole suite as two pytest runs side by side: `tests/` keeps one core busy with Python
    while the browser tests often wait on Chromium. The browser half streams; the other's whole
    output follows once both have ended."""
    engine_targets, browser_targets = halves()
    log(" ".join(["pytest", *engine_targets, *args, "&", "pytest", *browser_targets, *args]))
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out:
        engine_half = subprocess.Popen([str(python), "-m", "pytest", *engine_targets, *args], cwd=ROOT, env=env,
                                       stdout=out, stderr=subprocess.STDOUT, text=True)
        try:
            browser = subprocess.run([str(python), "-m", "pytest", *browser_targets, *args], cwd=ROOT,
                                     env=env).returncode
        finally:
            engine = engine_half.wait()
        out.seek(0)
        log(f"pytest {' '.join(engine_targets)} (run beside the rest of e2e)")
        sys.stdout.write(out.read())
        sys.stdout.flush()
    # A selection (-k) may leave one half empty (pytest's 5): only both empty is a failure.
    codes = [code for code in (engine, browser) if code != 5] or [5]
    return _verdict(next((code for code in codes if code), 0), "")


def bench() -> int:
    setup()
    build()
    code = 0
    for script in sorted((ROOT / "benchmarks").glob("*.py")):
        log(f"benchmark {script.name}")
        env = {**os.environ, "DIST_ALREADY_BUILT": "1"}  # benchmarks need not build again
        code |= subprocess.run([str(venv_python()), str(script)], cwd=ROOT, env=env).returncode
    return code


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("setup", "build", "serve", "test", "bench"):
        sub.add_parser(name, help="extra arguments go to pytest" if name == "test" else None)
    sub.choices["serve"].add_argument("--port", type=int, default=8000)
    if argv[:1] == ["test"]:  # everything after `test` belongs to pytest
        return test(argv[1:])
    options = parser.parse_args(argv)
    if options.command == "build":
        ensure_node_modules()
    commands: dict[str, Callable[[], object]] = {"setup": setup, "build": build,
                                                 "serve": lambda: serve(options.port), "bench": bench}
    result = commands[options.command]()
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
