"""The processor-time clock the benchmarks share."""
from __future__ import annotations

import sys
import time


def cpu_seconds() -> float:
    """Processor time of this process; under Node (Pyodide) Python's clock is the wall clock,
    so ask Node itself."""
    if sys.platform == "emscripten":
        try:
            from js import process
            use = process.cpuUsage()
            return (use.user + use.system) / 1e6
        except Exception:
            pass
    return time.process_time()
