"""Browser test fixtures: dist/ served under a sub-path, headless Chromium, request checks.

`python3 build.py test` builds dist/ before pytest starts; these fixtures only use it.

Fixtures:
    app_url   URL of the page, served below SUB_PATH so relative URLs are proven
    browser   one headless Chromium for the session
    context   a fresh browser context (empty cache, service workers allowed)
    page      a page in that context; every request made by the page or its service
              worker is recorded, and the test fails if one went anywhere but the
              local server, or if an HTTP, console or page error happened (a test
              that provokes errors on purpose sets recorder.allow_errors = True)
    booted    one page per module, booted once and checked like `page` (module scope)
    recorder  what `page` recorded: .requests, .http_errors, .console_errors, .page_errors
    boot      boot(page, url): open the game and wait until Python says it is ready
    serve_dir serve_dir(path) -> url: another site (a test's own build) served like dist/
    fresh_context  fresh_context() -> a browser context like `context`, for such a site
    wait_ready     wait_ready(page): after a navigation the page started, wait like boot
    instant   (context, page, errors): service workers blocked, page and console errors fail the test
    artifacts folder for screenshots (e2e/artifacts/, not committed)
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from buildtools import dev_env, dist_server  # noqa: E402  (dist_server: the server of `build.py serve`)

# Report requests made by service workers too (the precache downloads).
os.environ.setdefault("PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS", "1")
from playwright.sync_api import Page, sync_playwright  # noqa: E402

SUB_PATH = "/some/sub/path/"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
BOOT_TIMEOUT_MS = 120_000
CHROMIUM_ARGS = dev_env.CHROMIUM_ARGS
# Set by an init script in every page: PyScript dispatches py:all-done on window.
ALL_DONE_SCRIPT = "addEventListener('py:all-done', () => { window.__pyAllDone = true; }, { once: true });"
LOCAL_SCHEMES = ("data:", "blob:", "about:")


@dataclass
class Recorder:
    """Everything a page did that a test may want to check."""

    origin: str
    requests: list[str] = field(default_factory=list)
    http_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    allow_errors: bool = False  # set by tests that provoke failures on purpose

    def foreign_requests(self) -> list[str]:
        return [url for url in self.requests
                if not url.startswith(LOCAL_SCHEMES) and not url.startswith(self.origin + "/")]

    def errors(self) -> list[str]:
        return self.console_errors + self.page_errors


def chromium_path() -> str:
    path = dev_env.find_chromium()
    if path is None:
        pytest.exit("Chromium not found: install it (`apt-get install chromium` on Debian/Ubuntu) "
                    "or set CHROMIUM=/path/to/chromium", returncode=1)
    return path


@pytest.fixture(scope="session")
def dist() -> Path:
    assert (dev_env.DIST / "index.html").is_file(), "dist/ is missing: run `python3 build.py test`"
    return dev_env.DIST


@pytest.fixture(scope="session")
def server(dist):
    server = dist_server.serve_in_thread(dist, prefix=SUB_PATH)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def app_url(server) -> str:
    return dist_server.server_url(server)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def new_context(browser):
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="allow")
    context.add_init_script(ALL_DONE_SCRIPT)
    return context


@pytest.fixture
def context(browser):
    context = new_context(browser)
    yield context
    context.close()


@pytest.fixture
def instant(browser):
    """(context, page, errors) with service workers blocked (a worker would answer the interpreter's
    requests out of a test's routes); fails on page or console errors. For the instant start."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    yield context, page, errors
    context.close()
    assert not errors, errors


def record(context, app_url) -> Recorder:
    parts = urlsplit(app_url)
    recorder = Recorder(origin=f"{parts.scheme}://{parts.netloc}")
    context.on("request", lambda request: recorder.requests.append(request.url))
    context.on("response", lambda response: response.status >= 400 and recorder.http_errors.append(
        f"{response.status} {response.url}"))
    return recorder


def watched_page(context, recorder: Recorder) -> Page:
    page = context.new_page()
    page.on("console", lambda msg: msg.type == "error" and recorder.console_errors.append(
        f"console: {msg.text}"))
    page.on("pageerror", lambda error: recorder.page_errors.append(f"page error: {error}"))
    return page


def check_recorded(recorder: Recorder) -> None:
    foreign = recorder.foreign_requests()
    assert not foreign, f"requests left the local server: {foreign}"
    if not recorder.allow_errors:
        assert not recorder.http_errors, f"HTTP errors: {recorder.http_errors}"
        assert not recorder.errors(), f"errors in the page: {recorder.errors()}"


@pytest.fixture
def recorder(context, app_url) -> Recorder:
    return record(context, app_url)


@pytest.fixture
def page(context, recorder) -> Page:
    page = watched_page(context, recorder)
    yield page
    check_recorded(recorder)


@pytest.fixture(scope="module")
def booted(browser, app_url) -> Page:
    """One page booted once for a whole module, for tests that need no fresh page: each opens its
    game on it (page_taps.import_game) instead of booting Pyodide again. Checked like `page`."""
    context = new_context(browser)
    recorder = record(context, app_url)
    page = watched_page(context, recorder)
    boot_game(page, app_url, recorder)
    yield page
    context.close()
    check_recorded(recorder)


def boot_game(page: Page, url: str, recorder: Recorder | None = None, timeout: int = BOOT_TIMEOUT_MS):
    """Open url, wait for PyScript's py:all-done and then for body[data-ready="1"].

    Fails fast, with the messages, if the page reports a console error, a page error
    or a PyScript error banner. Returns the navigation response.
    """
    response = page.goto(url, wait_until="load")
    failed = "document.querySelector('#boot.failed, .py-error')"
    page.wait_for_function(f"window.__pyAllDone === true || {failed}", timeout=timeout)
    page.wait_for_function(f"document.body.dataset.ready === '1' || {failed}", timeout=timeout)
    banner = page.evaluate(f"({failed})?.textContent ?? ''")
    errors = recorder.errors() if recorder else []
    assert not banner and not errors, f"the page failed to boot: {banner} {errors}"
    return response


@pytest.fixture
def boot(recorder):
    """boot(page, url): boot_game bound to the test's recorder, so console/page errors fail it."""
    return lambda page, url, **kwargs: boot_game(page, url, recorder, **kwargs)


@pytest.fixture
def serve_dir():
    """serve_dir(path) -> URL of `path` served below SUB_PATH (stopped after the test)."""
    servers = []

    def start(path: Path) -> str:
        server = dist_server.serve_in_thread(path, prefix=SUB_PATH)
        servers.append(server)
        return dist_server.server_url(server)
    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def fresh_context(browser):
    """fresh_context() -> a new context like `context` (closed after the test)."""
    made = []

    def make():
        context = new_context(browser)
        made.append(context)
        return context
    yield make
    for context in made:
        context.close()


@pytest.fixture
def wait_ready():
    """wait_ready(page): wait, after a navigation the page made itself, until the game is up."""
    def wait(page: Page, timeout: int = BOOT_TIMEOUT_MS) -> None:
        failed = "document.querySelector('#boot.failed, .py-error')"
        page.wait_for_function(f"(window.__pyAllDone === true && document.body.dataset.ready === '1') "
                               f"|| {failed}", timeout=timeout)
        assert not page.evaluate(f"({failed})?.textContent ?? ''")
    return wait
