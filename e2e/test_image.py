"""The interpreter image (issue 23): a first visit keeps it once the game is playable, a return
visit starts from it (<html data-start="image">) and plays a whole game on it; a damaged image,
or one that is not this build's, falls back to the usual start with no error; taps made before
Python is ready act once, and none is refused once the page is playable.

The image is Pyodide's memory snapshot made by build.py with a private API pinned to the vendored
Pyodide: an update of Pyodide that breaks it fails here (and in the build), loudly."""

from __future__ import annotations

import base64
import gzip
import json

from test_computers import setup, start_with
from test_game import click, count, new_game, stored, take_tablet
from test_instant import NOT_READY, HeldPyodide, actions, wait_ready

import build

START = "document.documentElement.dataset.start"
IMAGE_URL = "new URL('./vendor/pyodide/' + %s, location.href).href" % json.dumps(build.interpreter_image.IMAGE.name)
CACHE = "caches.open(`powergrid-${document.documentElement.dataset.version}`)"
KEEP_JS = """async (body) => {
    const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    await (await %s).put(%s, new Response(bytes));
}""" % (CACHE, IMAGE_URL)
KEPT_SIZE_JS = """async () => {
    const kept = await (await %s).match(%s);
    return kept ? (await kept.arrayBuffer()).byteLength : 0;
}""" % (CACHE, IMAGE_URL)


def first_visit(page, url) -> None:
    """Open the page (the usual start) and wait until it has kept this build's image."""
    page.goto(url)
    wait_ready(page)
    assert page.evaluate(START) == "normal"
    page.wait_for_function("document.documentElement.dataset.image === 'kept'", timeout=120_000)


def test_the_image_is_built_for_the_pinned_pyodide_and_never_precached(dist):
    facts = (dist / build.interpreter_image.MODULE).read_text("utf-8")
    image = dist / build.interpreter_image.IMAGE
    assert image.is_file() and f'"pyodide": "{build.interpreter_image.PINNED}"' in facts
    assert len(gzip.decompress(image.read_bytes())) > 10_000_000
    assert build.interpreter_image.IMAGE.name not in (dist / "sw.js").read_text("utf-8"), \
        "an update must not download the image before the page works"
    assert json.loads((dist / "pyscript.json").read_text())["interpreter"].endswith(
        build.interpreter_image.MODULE.as_posix())


def test_a_return_visit_starts_from_the_image_and_plays_a_whole_game(instant, app_url):
    """BASE-END-1: computers alone play a game to its end on an interpreter started from the image
    (the engine reads its data files: the zip is unpacked where the image's modules expect it)."""
    context, page, _ = instant
    setup(context, seed=5)
    first_visit(page, app_url)
    page.reload()
    wait_ready(page)
    assert page.evaluate(START) == "image"
    start_with(page, ["easy", "normal", "easy"])
    page.wait_for_selector(".final", timeout=120_000)
    assert json.loads(stored(page))["game"]["actions"]
    page.reload()
    wait_ready(page)
    assert page.evaluate(START) == "image" and count(page, ".final") == 1


def test_a_damaged_or_foreign_image_falls_back_to_the_usual_start(instant, app_url, dist):
    """Not this build's image (its hash differs): the usual start, no error, the page plays, and the
    right image is kept again for the next visit."""
    context, page, _ = instant
    first_visit(page, app_url)
    new_game(page, ["Ann", "Bob"])
    assert page.evaluate(KEPT_SIZE_JS) == (dist / build.interpreter_image.IMAGE).stat().st_size
    kept = {"damaged": b"\x1f\x8b" + b"\0" * 4096, "foreign": gzip.compress(b"not an image" * 1000), "empty": b""}
    for name, body in kept.items():
        page.evaluate(KEEP_JS, base64.b64encode(body).decode())
        page.reload()
        wait_ready(page)
        assert page.evaluate(START) == "fallback", name
        page.wait_for_function("document.documentElement.dataset.image === 'kept'", timeout=120_000)
        assert page.evaluate(KEPT_SIZE_JS) == (dist / build.interpreter_image.IMAGE).stat().st_size, name
    before = len(actions(page))
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    assert len(actions(page)) == before + 1


def test_taps_before_an_image_start_act_once_and_none_is_refused_after(instant, app_url):
    """The first tap made while the image starts is performed exactly once; once the page is
    playable, taps are no longer refused ("one moment")."""
    context, page, _ = instant
    first_visit(page, app_url)
    new_game(page, ["Ann", "Bob", "Cem"], table="private")
    take_tablet(page)
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    assert len(actions(page)) == 1
    held = HeldPyodide(context)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('#app [data-action="undo"]', state="visible", timeout=10_000)
    assert page.evaluate(NOT_READY)
    page.locator('#app [data-action="undo"]').click()
    page.locator('#app [data-action="ack"]').click()
    assert "One moment" in page.locator("#pg-getting-ready").inner_text()
    held.release()
    wait_ready(page)
    assert page.evaluate(START) == "image"
    page.wait_for_function("window.pgRenderCount >= 1")
    assert len(actions(page)) == 0, "the queued Undo is done exactly once"
    assert count(page, "#pg-getting-ready") == 0
    click(page, '[data-action="ack"]')
    click(page, '[data-action="pick-plant"][data-plant="4"]')
    click(page, '[data-action="open"]')
    assert len(actions(page)) == 1, "taps after readiness act, once each"


def test_pyscripts_own_python_ships_as_bytecode_of_the_shipped_pyodide(dist):
    """PyScript's package comes as bytecode (its imports compile nothing at start), made by the
    shipped Pyodide: the same magic number as the standard library's bytecode the page ships."""
    import zipfile
    with zipfile.ZipFile(dist / build.interpreter_image.BYTECODE) as archive:
        names = archive.namelist()
        magic = {archive.read(name)[:4] for name in names}
    with zipfile.ZipFile(dist / "vendor" / "pyodide" / "python_stdlib.zip") as stdlib:
        shipped = {stdlib.read(name)[:4] for name in stdlib.namelist() if name.endswith(".pyc")}
    assert "pyscript/__pycache__/__init__.cpython-314.pyc" in names
    assert "pyscript/__pycache__/web.cpython-314.pyc" in names
    assert magic == shipped and len(magic) == 1
