"""`build.py serve` compresses what GitHub Pages compresses: gzip for text and wasm when the
browser accepts it, plain bytes otherwise; HEAD and 304 answer like GET."""
from __future__ import annotations

import email.utils
import gzip
import os
import sys
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from buildtools import dist_server  # noqa: E402

TEXT = "<!doctype html><title>x</title>" + "power grid " * 500


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("site")
    for name in ("index.html", "app.js", "mod.mjs", "style.css", "data.json", "map.svg",
                 "manifest.webmanifest", "run.wasm"):
        (tmp_path / name).write_text(TEXT, "utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "index.html").write_text(TEXT, "utf-8")
    for name in ("code.zip", "icon.png"):
        (tmp_path / name).write_bytes(TEXT.encode())
    server = dist_server.serve_in_thread(tmp_path, prefix="/p/")
    yield tmp_path, dist_server.server_url(server)
    server.shutdown()
    server.server_close()


def fetch(url, method="GET", **headers):
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.mark.parametrize("name", ["index.html", "app.js", "mod.mjs", "style.css", "data.json",
                                  "map.svg", "manifest.webmanifest", "run.wasm", ""])
def test_text_and_wasm_are_gzipped_for_browsers_that_accept_it(site, name):
    _, url = site
    status, headers, body = fetch(url + name, **{"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert int(headers["Content-Length"]) == len(body) < len(TEXT) / 10
    assert gzip.decompress(body).decode() == TEXT
    assert "Accept-Encoding" in headers["Vary"]


@pytest.mark.parametrize("name", ["code.zip", "icon.png"])
def test_zip_and_png_are_sent_as_they_are(site, name):
    _, url = site
    status, headers, body = fetch(url + name, **{"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] is None and body == TEXT.encode()


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0", "br"])
def test_no_gzip_for_browsers_that_do_not_accept_it(site, accept):
    _, url = site
    headers = {"Accept-Encoding": accept} if accept else {}
    status, got, body = fetch(url + "app.js", **headers)
    assert status == 200 and got["Content-Encoding"] is None and body.decode() == TEXT


def test_head_has_the_headers_of_get_and_no_body(site):
    _, url = site
    _, get_headers, get_body = fetch(url + "app.js", **{"Accept-Encoding": "gzip"})
    status, headers, body = fetch(url + "app.js", "HEAD", **{"Accept-Encoding": "gzip"})
    assert status == 200 and body == b""
    for key in ("Content-Encoding", "Content-Length", "Content-type", "Last-Modified"):
        assert headers[key] == get_headers[key]
    assert int(headers["Content-Length"]) == len(get_body)


def test_if_modified_since_gets_304_until_the_file_changes(site):
    root, url = site
    (root / "change.js").write_text(TEXT, "utf-8")
    _, headers, _ = fetch(url + "change.js", **{"Accept-Encoding": "gzip"})
    since = headers["Last-Modified"]
    status, _, body = fetch(url + "change.js", **{"Accept-Encoding": "gzip", "If-Modified-Since": since})
    assert status == 304 and body == b""
    later = email.utils.parsedate_to_datetime(since).timestamp() + 10
    (root / "change.js").write_text("changed " * 100, "utf-8")
    os.utime(root / "change.js", (later, later))
    status, headers, body = fetch(url + "change.js", **{"Accept-Encoding": "gzip", "If-Modified-Since": since})
    assert status == 200 and gzip.decompress(body).decode() == "changed " * 100


def test_compressed_once_per_version_of_a_file(site):
    root, url = site
    fetch(url + "style.css", **{"Accept-Encoding": "gzip"})
    cached = [k for k in dist_server._GZIP_CACHE if k[0] == str(root / "style.css")]
    fetch(url + "style.css", **{"Accept-Encoding": "gzip"})
    assert [k for k in dist_server._GZIP_CACHE if k[0] == str(root / "style.css")] == cached
    assert len(cached) == 1


def test_outside_the_prefix_and_missing_files_are_404(site):
    _, url = site
    assert fetch(url.replace("/p/", "/") + "app.js", **{"Accept-Encoding": "gzip"})[0] == 404
    assert fetch(url + "nothing.js", **{"Accept-Encoding": "gzip"})[0] == 404


def test_a_folder_without_its_slash_is_redirected(site):
    _, url = site
    request = urllib.request.Request(url + "sub", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as response:     # follows the redirect
        assert response.url.endswith("/p/sub/")
        assert gzip.decompress(response.read()).decode() == TEXT


def test_a_browser_dropping_a_connection_prints_no_traceback_but_a_real_error_does(capsys):
    """A cancelled load is the browser's choice, not a server fault; anything else still shows."""
    server = dist_server.DistServer.__new__(dist_server.DistServer)      # handle_error needs no socket
    try:
        raise ConnectionResetError("peer went away")
    except ConnectionResetError:
        server.handle_error(None, ("127.0.0.1", 1))
    assert capsys.readouterr().err == ""
    try:
        raise ValueError("a real fault")
    except ValueError:
        server.handle_error(None, ("127.0.0.1", 1))
    assert "ValueError: a real fault" in capsys.readouterr().err
