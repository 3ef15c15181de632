"""Computer opponents in the page, seeded: a reload during a computer's turn resumes it from the
stored game, with the browser's timers driving the computers' slices.

Whole games with computers are played in CPython (tests/web/test_ui_computers.py); the page's
main-thread tasks during such a game are a figure of benchmarks/redraw.py, not a test.
"""
from __future__ import annotations

import json

from page_taps import click, count, play_cheaply, shots, stored

SETUP_JS = """
window.pgSeed = %d;
try { localStorage.setItem('powergrid.pace', '%d'); } catch (e) {}
"""


def setup(context, seed=1, pace=0):
    context.add_init_script(SETUP_JS % (seed, pace))


def start_with(page, kinds) -> None:
    click(page, f'[data-action="players"][data-n="{len(kinds)}"]')
    for i, k in enumerate(kinds):
        click(page, f'[data-action="seat-kind"][data-seat="{i}"][data-kind="{k}"]')
    click(page, '[data-action="start"]')


def wait_for_people(page, timeout=60_000) -> None:
    """Until the computers have played: a person's decision (or hand-over) or the end."""
    page.wait_for_function("!document.querySelector('.decision-kind-computer')", timeout=timeout)


def test_a_reload_during_a_computer_turn_resumes_it(page, context, app_url, boot, artifacts):
    # slowly paced, so the reload surely lands in the middle of the computers' turns
    setup(context, seed=7, pace=3000)
    boot(page, app_url)
    start_with(page, ["person", "normal", "normal"])
    play_cheaply(page)                                  # the person opens: the computers answer
    page.wait_for_selector(".decision-kind-computer")
    before = len(json.loads(stored(page))["game"]["actions"])
    boot(page, app_url)
    assert count(page, '[data-action="ack"]') == 0      # no hand-over: the computer goes on
    assert count(page, ".decision-kind-computer") == 1
    shots(page, artifacts, "computers-turn")
    click(page, '[data-action="bot-skip"]')
    wait_for_people(page)
    after = json.loads(stored(page))["game"]["actions"]
    assert len(after) > before and after[-1]["player"] != 0
