"""The sites a start-up benchmark serves: each build on its own port, gzip as GitHub Pages sends
it, and a bare PyScript page (no game code) beside the first build, for the ratios of
benchmarks/startup.py."""

from __future__ import annotations

import shutil
from pathlib import Path

from buildtools import dev_env, dist_server, engine_zip, vendor_runtime

BARE_DIR = "bench-bare"
BARE_LINE = "bare page ready"
BARE_PAGE = f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Bare PyScript page</title>
  <link rel="icon" href="data:,">
  <script type="module" src="../vendor/pyscript/core.js"></script>
</head>
<body>
  <script type="py" config='{{"interpreter": "./pyodide/pyodide.mjs"}}'>print("{BARE_LINE}")</script>
</body>
</html>
"""

# The interpreter image of the builds that had one (before it was removed): such a build's
# return visit starts from it once a first visit has kept it.
IMAGE = Path("vendor") / "pyodide" / "interpreter-image.gz"


def has_image(site: Path) -> bool:
    """Whether the build in `site` ships an interpreter image (an earlier build, before its removal)."""
    return (site / IMAGE).is_file()


def warm_server(base: str, dist: Path) -> None:
    """Ask for every file once, gzip accepted, so the server's compressed copies exist before any
    measured load (a real host has them ready too)."""
    import urllib.request
    for rel in engine_zip.walk(dist):
        request = urllib.request.Request(base + rel.as_posix(), headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as response:
            response.read()


BARE_RUNTIME = {"stock": False, "shipped": True}


def write_bare_page(runtime: str = "stock", site: Path | None = None) -> Path:
    """The bare page with its own copy of Pyodide: "stock", as npm installed it (the full standard
    library, sources only), or "shipped", the game's (its smaller standard library as bytecode; no
    interpreter image: pyodide.mjs itself)."""
    folder = (site or dev_env.DIST) / BARE_DIR
    folder.mkdir(exist_ok=True)
    (folder / "index.html").write_text(BARE_PAGE, "utf-8")
    vendor_runtime.vendor_pyodide(folder / "pyodide", slim=BARE_RUNTIME[runtime])
    return folder


class Served:
    """Each build served on its own port (gzip as GitHub Pages sends it), the bare page written into
    the first one; urls: label -> address, "bare" last."""

    def __init__(self, sites: dict, runtime: str):
        self.sites = sites
        self.bare = write_bare_page(runtime, next(iter(sites.values())))
        self.servers = [dist_server.serve_in_thread(site) for site in sites.values()]
        self.urls = {}
        for (label, site), server in zip(sites.items(), self.servers):
            self.urls[label] = dist_server.server_url(server)
            warm_server(self.urls[label], site)
        self.urls["bare"] = f"{dist_server.server_url(self.servers[0])}{BARE_DIR}/"

    def close(self) -> None:
        for server in self.servers:
            server.shutdown()
            server.server_close()
        shutil.rmtree(self.bare, ignore_errors=True)
