#!/usr/bin/env python3
"""Build, serve and test the Power Grid static web page.

Standard library only; runs on a fresh clone with nothing installed.

Commands:
    python3 build.py setup              create .venv (pip install -e ".[dev]") and run npm ci
    python3 build.py build              npm ci if needed, assemble dist/ (page, powergrid.zip,
                                        vendored runtime, service worker, version)
    python3 build.py serve [--port N]   setup, build, serve dist/ on 127.0.0.1 (default port 8000)
    python3 build.py test [ARGS...]     setup, ruff check, build, run pytest on tests/ and e2e/ (ARGS go
                                        to pytest); installs Chromium with apt-get when missing and root
    python3 build.py bench              setup, build, run benchmarks/*.py

PG_BUILD_SALT (test-only): mixed into the build version, so a rebuild of the same sources
is a new version (the e2e test of updates uses it to deploy a "new" site over an old one).
"""

import argparse
import email.utils
import errno
import functools
import gzip
import io
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import venv
import zipfile
from pathlib import Path

# stdlib_slim.py lies beside this file, whether it runs as a script or is loaded by path.
sys.path.insert(0, str(Path(__file__).resolve().parent))
import interpreter_module  # noqa: E402
import stdlib_slim  # noqa: E402

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"
PYSCRIPT_SRC = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_SRC = NODE_MODULES / "pyodide"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]
PYODIDE_ASM = ["pyodide.asm.mjs", "pyodide.asm.js"]  # newer releases ship .mjs
# The page ships a smaller standard library than Pyodide's (stdlib_slim.py, beside this file):
# built from the vendored zip's files into dist/; node_modules is never touched. False: the stock zip.
SLIM_STDLIB = True
ZIP_NAME = "powergrid.zip"
# The interpreter: a module beside the vendored pyodide.mjs that adds PyScript's bytecode (interpreter_module.py).
PYSCRIPT_CONFIG = {"interpreter": "./" + interpreter_module.MODULE.as_posix(), "files": {"./" + ZIP_NAME: "./*"}}
# Compressed for browsers that accept gzip, as GitHub Pages does: text and wasm, not zip or png
# (already compressed).
GZIP_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm")
SKIP_DIRS = {"__pycache__", ".pytest_cache"}
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
MIME_TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    ".json": "application/json", ".webmanifest": "application/manifest+json",
    ".zip": "application/zip", ".css": "text/css", ".html": "text/html", ".py": "text/plain",
    ".png": "image/png", ".svg": "image/svg+xml",
}


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


# ---------------------------------------------------------------- setup

def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _venv_stamp() -> str:
    data = (ROOT / "pyproject.toml").read_bytes() + sys.version.encode()
    return hashlib.sha256(data).hexdigest()


def ensure_venv() -> None:
    """Create .venv and install the project with its dev extra when missing or stale."""
    stamp = VENV / ".build-stamp"
    if venv_python().exists() and stamp.exists() and stamp.read_text() == _venv_stamp():
        return
    if not venv_python().exists():
        log(f"creating virtual environment {VENV.name}/")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    log('installing the project: pip install -e ".[dev]"')
    run([str(venv_python()), "-m", "pip", "install", "--quiet", "-e", ".[dev]"])
    stamp.write_text(_venv_stamp())


def ensure_node_modules() -> None:
    """Run npm ci when node_modules is missing or older than package-lock.json."""
    marker = NODE_MODULES / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("npm was not found. Install Node.js 20 or newer (it includes npm): "
                 "on Debian/Ubuntu `apt-get install nodejs npm`, elsewhere see https://nodejs.org/")
    log("installing the pinned browser runtime: npm ci")
    run([npm, "ci", "--no-audit", "--no-fund"])


def setup() -> None:
    ensure_venv()
    ensure_node_modules()


def run(cmd: list[str], **kwargs) -> None:
    result = subprocess.run(cmd, cwd=ROOT, **kwargs)
    if result.returncode != 0:
        sys.exit(f"command failed ({result.returncode}): {' '.join(cmd)}")


def reexec_in_venv(script: str | Path, args: list[str]) -> None:
    """Run `script` with the project's venv interpreter unless we already are it."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    setup()
    python = str(venv_python())
    os.execv(python, [python, str(script), *args])


def sync_playwright_or_reexec(script: str | Path, args: list[str]):
    """Playwright's sync_playwright for a browser script (benchmarks, tools); where this Python
    lacks it, set up the venv and run `script` again inside it."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        reexec_in_venv(script, args)
        raise
    return sync_playwright


# ---------------------------------------------------------------- build

def walk(folder: Path) -> list[Path]:
    """All files under folder (sorted, skipping caches), as paths relative to it."""
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in filenames:
            if not name.endswith((".pyc", ".pyo")):
                found.append((Path(dirpath) / name).relative_to(folder))
    return sorted(found, key=lambda p: p.as_posix())


def copy_web(out: Path) -> None:
    for rel in walk(WEB):
        # instant.js: inlined; interpreter.mjs: filled in beside pyodide.mjs (interpreter_module.py)
        if rel.parts[0] == "pgui" or rel.as_posix() in ("sw.js", "instant.js", "interpreter.mjs"):
            continue
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(WEB / rel, target)


def write_palette(out: Path) -> None:
    """palette.css: the page's colours as CSS custom properties, from their one source
    (web/pgui/palette.py, standard library only)."""
    for folder in (str(ROOT), str(WEB)):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    from pgui import palette  # noqa: PLC0415
    (out / "palette.css").write_text(palette.css(), "utf-8")


INSTANT_MARKER = "<!-- instant start: build.py writes the start screens and the boot configuration here -->"


def prerender(out: Path) -> None:
    """Instant start: the start screen in every language, drawn now by the page's own renderer
    (pgui.snapshot), and instant.js's configuration, written into index.html."""
    for folder in (str(ROOT), str(WEB)):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    from pgui.storage import snapshot  # noqa: PLC0415  (the page's package, standard library only)
    screens = "".join(f'<template id="pg-start-{lang}">{html}</template>'
                      for lang, html in snapshot.prerender_start().items())
    config = json.dumps(snapshot.boot_config(), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    index = out / "index.html"
    text = index.read_text("utf-8")
    if INSTANT_MARKER not in text:
        raise SystemExit("index.html lost the instant start marker")
    text = text.replace(INSTANT_MARKER, screens + f'\n  <script type="application/json" id="pg-instant-config">'
                        f'{config}</script>')
    # inline: on a return visit the snapshot must not wait for one more file
    script = (WEB / "instant.js").read_text("utf-8")
    if "</script" in script.lower():
        raise SystemExit("instant.js must not contain a closing script tag: it is inlined")
    text = text.replace('<script src="./instant.js"></script>', f"<script>\n{script}</script>")
    index.write_text(text, "utf-8")


def write_zip(out: Path, bytecode: Path | None = None) -> None:
    """One zip holding the packages powergrid/ and pgui/ (and their bytecode), fixed timestamps."""
    entries = []
    for package, source in (("powergrid", ROOT / "powergrid"), ("pgui", WEB / "pgui")):
        entries += [(f"{package}/{rel.as_posix()}", source / rel) for rel in walk(source)]
    if bytecode:
        entries += [(p.relative_to(bytecode).as_posix(), p) for p in bytecode.rglob("*.pyc")]
    made = {GEOMETRY: board_geometry().encode("utf-8")}     # worked out now, not at every start
    with zipfile.ZipFile(out / ZIP_NAME, "w") as archive:
        for name, content in sorted([(name, path.read_bytes()) for name, path in entries] + list(made.items())):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, content, compresslevel=9)


GEOMETRY = "pgui/board/geometry.json"     # pgui/board/built_geometry.py reads it


@functools.lru_cache(maxsize=1)
def board_geometry() -> str:
    """Every map's board geometry (pgui/board/built_geometry.py), worked out once per process (its
    imported modules do not change within one)."""
    for folder in (str(ROOT), str(WEB)):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    from pgui.board import built_geometry, layout  # noqa: PLC0415  (the page's package)
    from powergrid import Game  # noqa: PLC0415
    return built_geometry.dump({m["id"]: layout.work_out(m["id"]) for m in Game.maps()})


def add_bytecode(out: Path) -> None:
    """Compile the zip's modules with the shipped Pyodide, so the page does not compile them.

    Needs Node (already needed for npm); without it the site still works, only its start is slower.
    """
    node = shutil.which("node")
    if not node:
        log("node not found: the zip ships sources only (start-up compiles them)")
        return
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run([node, str(ROOT / "tools" / "compile_pyc.mjs"), str(out / ZIP_NAME), tmp],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"compiling the Python for Pyodide failed:\n{done.stdout}{done.stderr}")
        write_zip(out, Path(tmp))


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
    SLIM_STDLIB (tools/stdlib_keep.py builds with the stock standard library).
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

class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static files from `directory`, reachable only below `prefix`, with correct MIME types,
    gzip-compressed (GZIP_SUFFIXES) for clients that accept it."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False

    def send_head(self):
        if not self.path.startswith(self.prefix):
            self.send_error(404, "Outside the served prefix")
            return None
        path = self._compressible_file()
        if path is None:
            return super().send_head()
        return self._send_gzip(path)

    def _compressible_file(self) -> str | None:
        """The file to send compressed, or None (plain: not a compressible type, gzip not
        accepted, a range asked for, or anything the standard handler must answer itself)."""
        if "Range" in self.headers or not accepts_gzip(self.headers.get("Accept-Encoding", "")):
            return None
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return None                   # the standard redirect to the folder with a slash
            path = os.path.join(path, "index.html")
        return path if path.endswith(GZIP_SUFFIXES) and os.path.isfile(path) else None

    def _send_gzip(self, path: str):
        stat = os.stat(path)
        if self._not_modified(stat.st_mtime):
            self.send_response(304)
            self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        body = gzip_bytes(path, stat)
        self.send_response(200)
        self.send_header("Content-type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def _not_modified(self, mtime: float) -> bool:
        """If-Modified-Since as the standard handler reads it (whole seconds, UTC)."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        return since.tzinfo is not None and int(mtime) <= since.timestamp()

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def accepts_gzip(header: str) -> bool:
    """Whether an Accept-Encoding header accepts gzip (`gzip;q=0` refuses it; `*` accepts it)."""
    found = {}
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        found[name.strip().lower()] = q
    q = found.get("gzip", found.get("x-gzip", found.get("*", 0.0)))
    return q > 0


# Compressed bytes per (file, mtime, size): compressing the 10 MB wasm takes a second, so each
# file is compressed once per version of it, not once per request.
_GZIP_CACHE: dict = {}
_GZIP_LOCK = threading.Lock()


def gzip_bytes(path: str, stat: os.stat_result) -> bytes:
    key = (path, stat.st_mtime_ns, stat.st_size)
    with _GZIP_LOCK:
        body = _GZIP_CACHE.get(key)
    if body is None:              # compressed outside the lock: other files need not wait
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=6, mtime=0)
        with _GZIP_LOCK:
            for old in [k for k in _GZIP_CACHE if k[0] == path]:
                del _GZIP_CACHE[old]
            _GZIP_CACHE[key] = body
    return body


class DistServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        # A browser that drops a connection mid-response (a cancelled load, a page replaced by
        # its new version) is not the server's error: no traceback for that.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(root: Path = DIST, port: int = 8000, prefix: str = "/",
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    """A threading server for `root` on 127.0.0.1; falls back to a free port if `port` is taken."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = type("Handler", (DistHandler,), {"prefix": prefix, "quiet": quiet})
    factory = lambda *a, **kw: handler(*a, directory=str(root), **kw)  # noqa: E731
    try:
        server = DistServer(("127.0.0.1", port), factory)
    except OSError as error:
        if error.errno != errno.EADDRINUSE or port == 0:
            raise
        log(f"port {port} is taken, using a free one")
        server = DistServer(("127.0.0.1", 0), factory)
    server.prefix = prefix
    return server


def server_url(server: http.server.ThreadingHTTPServer) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}{server.prefix}"


def serve_in_thread(root: Path = DIST, prefix: str = "/") -> http.server.ThreadingHTTPServer:
    """Start a quiet server on a free port in a daemon thread (used by tests and benchmarks)."""
    server = make_server(root, 0, prefix, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


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

# Headless Chromium as the tests and benchmarks run it (root, no sandbox, no background traffic).
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def find_chromium() -> str | None:
    candidates = [os.environ.get("CHROMIUM"), "/usr/bin/chromium",
                  shutil.which("chromium"), shutil.which("chromium-browser")]
    return next((c for c in candidates if c and Path(c).is_file()), None)


CHROMIUM_INSTALL = "apt-get update && apt-get install -y chromium"


def ensure_chromium() -> str | None:
    """Chromium's path; installs Debian's package first when it is missing and the machine allows it
    (root with apt-get). Otherwise prints the one command to run and returns None."""
    chromium = find_chromium()
    if chromium is not None:
        return chromium
    can_install = hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get")
    if can_install:
        log(f"Chromium is missing: {CHROMIUM_INSTALL}")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        if subprocess.run(["sh", "-c", CHROMIUM_INSTALL], env=env).returncode == 0:
            chromium = find_chromium()
            if chromium is not None:
                return chromium
    command = CHROMIUM_INSTALL if can_install else f"sudo sh -c '{CHROMIUM_INSTALL}'"
    print("Chromium was not found (looked for /usr/bin/chromium, chromium, chromium-browser and $CHROMIUM).\n"
          f"Install it with:\n    {command}\n(or set CHROMIUM=/path/to/chromium)", file=sys.stderr)
    return None


def lint() -> int:
    """ruff check (config in pyproject.toml): the first thing `test` runs."""
    log("ruff check")
    return subprocess.run([str(venv_python()), "-m", "ruff", "check", "."], cwd=ROOT).returncode


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
    if lint() != 0:
        print("ruff check found problems (see above): fix them first", file=sys.stderr)
        return 1
    build()
    targets = pytest_targets(args)
    env = dict(os.environ)
    if any(Path(t).parts[:1] == ("e2e",) for t in targets + args):
        chromium = ensure_chromium()
        if chromium is None:
            return 1
        env["CHROMIUM"] = chromium
    cmd = [str(venv_python()), "-m", "pytest", *targets, *args]
    log(" ".join(["pytest", *targets, *args]))
    code = subprocess.run(cmd, cwd=ROOT, env=env).returncode
    if code == 5:
        print("pytest collected no tests: counted as a failure", file=sys.stderr)
    return code


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
    commands = {"setup": setup, "build": build, "serve": lambda: serve(options.port), "bench": bench}
    result = commands[options.command]()
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
