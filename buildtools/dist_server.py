"""The static server for dist/ (`python3 build.py serve`, and the tests and benchmarks that open the
page): it answers as GitHub Pages does, so what is measured and tested here is what players get.

Text and wasm are sent gzip-compressed to clients that accept it (each file compressed once per
version of it), every answer says Cache-Control: no-cache, the MIME types are the ones the browser
insists on (wasm, modules), and a prefix serves the site below a sub-path, as on a project page.
"""
from __future__ import annotations

import email.utils
import errno
import gzip
import http.server
import io
import os
import sys
import threading
from pathlib import Path
from typing import Any

from .dev_env import DIST, log

# Compressed for browsers that accept gzip, as GitHub Pages does: text and wasm, not zip or png
# (already compressed).
GZIP_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".webmanifest", ".wasm")
MIME_TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
    ".json": "application/json", ".webmanifest": "application/manifest+json",
    ".zip": "application/zip", ".css": "text/css", ".html": "text/html", ".py": "text/plain",
    ".png": "image/png", ".svg": "image/svg+xml",
}


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static files from `directory`, reachable only below `prefix`, with correct MIME types,
    gzip-compressed (GZIP_SUFFIXES) for clients that accept it."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    prefix = "/"
    quiet = False

    def send_head(self) -> Any:    # the standard handler's: a file object to copy, or None
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

    def _send_gzip(self, path: str) -> io.BytesIO | None:
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

    def log_message(self, format: str, *args: Any) -> None:
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
    prefix = "/"     # the path the served folder appears under

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that drops a connection mid-response (a cancelled load, a page replaced by
        # its new version) is not the server's error: no traceback for that.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(root: Path = DIST, port: int = 8000, prefix: str = "/",
                quiet: bool = False) -> DistServer:
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


def server_url(server: DistServer) -> str:
    return f"http://{server.server_address[0]!s}:{server.server_port}{server.prefix}"


def serve_in_thread(root: Path = DIST, prefix: str = "/") -> DistServer:
    """Start a quiet server on a free port in a daemon thread (used by tests and benchmarks)."""
    server = make_server(root, 0, prefix, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
