"""What the message catalogues cost a start: first the page's imports and a first drawing of the
start screen in German, once (a fresh interpreter, as at a page start); then the compiled text
the page reads (pgui/i18n's BUILT, all four languages at once) against the page's reader of the
.po files (po.py, per language), the best of N repetitions. Processor time (clock.py). Figures
only, never assertions.

    python3 benchmarks/catalogues.py [N]                          CPython, on the source tree
    node benchmarks/pyodide_run.mjs benchmarks/catalogues.py [N]  the shipped Pyodide (build dist/
                                                                  first; the zip has no .po file,
                                                                  so only the compiled text)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from clock import cpu_seconds

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web")]     # CPython; under Pyodide the zip's folder is on the path

START = cpu_seconds()
from pgui.controller.app import App  # noqa: E402  (the page's imports, i18n among them)
from pgui.storage.stored import DictStore  # noqa: E402

IMPORTED = cpu_seconds()
from pgui import i18n  # noqa: E402
from pgui.i18n import po  # noqa: E402


def best(work, repetitions: int) -> float:
    """The shortest of the repetitions, in ms."""
    shortest = float("inf")
    for _ in range(repetitions):
        start = cpu_seconds()
        work()
        shortest = min(shortest, cpu_seconds() - start)
    return shortest * 1000


def main(repetitions: int) -> None:
    app = App(DictStore(), "de")
    app.boot()
    app.render()
    print(f"the page's imports {1000 * (IMPORTED - START):.0f} ms, then the start screen drawn in German "
          f"{1000 * (cpu_seconds() - IMPORTED):.0f} ms")
    compiled = i18n.BUILT.read_text("utf-8") if i18n.BUILT.exists() else i18n.compile_catalogues()
    print(f"compiled text, four languages ({len(compiled.encode('utf-8')) // 1024} kB): "
          f"{best(lambda: json.loads(compiled), repetitions):.2f} ms")
    for lang in i18n.LANGS:
        if i18n.catalogue_file(lang).exists():
            text = i18n.catalogue_file(lang).read_text("utf-8")
            print(f"{lang}.po by po.py: {best(lambda: po.read(text), repetitions):.2f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 25)
