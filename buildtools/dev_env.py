"""The project's folders and the tools its commands need: `.venv` (pip install -e ".[dev]"),
node_modules (npm ci: the pinned PyScript and Pyodide) and Chromium for the browser tests.

Standard library only: `python3 build.py` runs on a fresh clone, sets up the rest from here, and
re-runs scripts inside the venv when they need its packages. The other modules beside build.py take
their folders and their log line from here, so each is named once.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api._context_manager import PlaywrightContextManager

BUILDTOOLS = Path(__file__).resolve().parent     # this package: the build's modules and scripts
ROOT = BUILDTOOLS.parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
VENV = ROOT / ".venv"
NODE_MODULES = ROOT / "node_modules"
# Headless Chromium as the tests and benchmarks run it (root, no sandbox, no background traffic).
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
CHROMIUM_INSTALL = "apt-get update && apt-get install -y chromium"


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def page_packages_importable() -> None:
    """Put the project's folder and web/ on sys.path, so the build can import powergrid and the page's
    package pgui (both standard library only) to work out what the page would at every start."""
    for folder in (str(ROOT), str(WEB)):
        if folder not in sys.path:
            sys.path.insert(0, folder)


def run(cmd: list[str], **kwargs: Any) -> None:
    result = subprocess.run(cmd, cwd=ROOT, **kwargs)
    if result.returncode != 0:
        sys.exit(f"command failed ({result.returncode}): {' '.join(cmd)}")


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _venv_stamp() -> str:
    data = (ROOT / "pyproject.toml").read_bytes() + sys.version.encode()
    return hashlib.sha256(data).hexdigest()


# The dev extra's commands the test run calls (pyproject.toml): a venv that lacks one (made before
# it joined the extra) is installed again, whatever its stamp says.
DEV_TOOLS = ("pytest", "ruff", "mypy")


def _dev_tools_installed() -> bool:
    scripts = venv_python().parent
    return all(any((scripts / (tool + ext)).exists() for ext in ("", ".exe")) for tool in DEV_TOOLS)


def ensure_venv() -> None:
    """Create .venv and install the project with its dev extra when missing, stale or short of
    one of the dev tools."""
    stamp = VENV / ".build-stamp"
    fresh = stamp.exists() and stamp.read_text() == _venv_stamp()
    if venv_python().exists() and fresh and _dev_tools_installed():
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


def reexec_in_venv(script: str | Path, args: list[str]) -> None:
    """Run `script` with the project's venv interpreter unless we already are it."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    setup()
    python = str(venv_python())
    os.execv(python, [python, str(script), *args])


def sync_playwright_or_reexec(script: str | Path, args: list[str]) -> Callable[[], PlaywrightContextManager]:
    """Playwright's sync_playwright for a browser script (benchmarks, stdlib_keep.py); where this Python
    lacks it, set up the venv and run `script` again inside it."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        reexec_in_venv(script, args)
        raise
    return sync_playwright


def find_chromium() -> str | None:
    candidates = [os.environ.get("CHROMIUM"), "/usr/bin/chromium",
                  shutil.which("chromium"), shutil.which("chromium-browser")]
    return next((c for c in candidates if c and Path(c).is_file()), None)


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
