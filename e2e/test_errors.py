"""An error in the page is reported with its traceback: at start-up in the loading overlay, after
start-up in PyScript's error report, held in sight above the game. The failures are asked for through the test hook
window.pgFail (web/main.py; the page never sets it). These reports format the traceback in the
browser (traceback, linecache): they also prove that the standard library the page ships
(vendor_runtime.SLIM_STDLIB) holds what error reporting needs."""
from __future__ import annotations

FAIL_JS = "window.pgFail = %r;"


def test_an_error_at_start_up_shows_the_overlay_with_the_traceback(page, context, app_url, recorder, artifacts):
    recorder.allow_errors = True
    context.add_init_script(FAIL_JS % "start")
    page.goto(app_url)
    page.wait_for_selector("#boot.failed", timeout=120_000)
    assert page.locator("#boot-error").is_visible()
    report = page.locator("#boot-error").inner_text()
    assert "Traceback (most recent call last)" in report
    assert "RuntimeError: a test asked the page to fail at start-up" in report
    assert "in <module>" in report                      # main.py's frame (PyScript runs it as <exec>)
    assert "could not start" in page.locator("#boot").inner_text()
    assert page.evaluate("document.body.dataset.ready") != "1"
    assert page.locator(".py-error").is_hidden()       # PyScript's own copy: the overlay shows it once
    page.screenshot(path=str(artifacts / "errors-start-up.png"))


def test_an_error_at_a_tap_shows_the_error_report_in_sight(page, context, app_url, boot, recorder, artifacts):
    context.add_init_script(FAIL_JS % "tap")
    boot(page, app_url)
    recorder.allow_errors = True
    page.locator('[data-action="players"][data-n="2"]').click()
    banner = page.locator(".py-error")
    banner.wait_for(timeout=30_000)
    assert banner.is_visible()
    box, viewport = banner.bounding_box(), page.viewport_size
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], "the report is out of sight"
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
    report = banner.inner_text()
    assert "Traceback (most recent call last)" in report
    assert "RuntimeError: a test asked the page to fail at this tap" in report
    assert "in on_click" in report                      # the frame that raised, named
    assert any("RuntimeError" in error for error in recorder.errors())
    page.screenshot(path=str(artifacts / "errors-tap.png"))
    page.set_viewport_size({"width": 768, "height": 1024})
    box = banner.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 1024 and box["x"] + box["width"] <= 768
    page.screenshot(path=str(artifacts / "errors-tap-portrait.png"))
