"""Side by side: one benchmark on this checkout's engine and on another's, alternating in one run.

Machines differ by up to 2x from day to day, so a figure is only compared with one taken in the
same run. `alternate` runs the benchmark script in a fresh process per engine and round, the other
checkout first, then this one, and collects the JSON each run prints on its last line. The
script's own code times both engines: only the `powergrid` package differs.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The checkout whose `powergrid` a benchmark imports (the parent of benchmarks/ unless set).
ENGINE_ENV = "POWERGRID_BENCH_ENGINE"


def engine_root() -> Path:
    return Path(os.environ.get(ENGINE_ENV) or HERE.parent).resolve()


def alternate(script: str, args: list, other: str, rounds: int) -> list:
    """[(figures of the other engine, figures of this one)] per round, each from its own process."""
    out = []
    for r in range(rounds):
        pair = []
        for root in (Path(other).resolve(), HERE.parent):
            env = {**os.environ, ENGINE_ENV: str(root)}
            done = subprocess.run([sys.executable, str(HERE / script), *args, "--json"], env=env,
                                  capture_output=True, text=True, check=True)
            pair.append(json.loads(done.stdout.strip().splitlines()[-1]))
        print(f"round {r + 1} of {rounds} done", file=sys.stderr, flush=True)
        out.append(tuple(pair))
    return out


def side_by_side(rounds: list, keys: list, higher_is_better: set = frozenset()) -> str:
    """A table: per figure, the median over the rounds of each engine and the speed-up
    (old / new for times, new / old for rates), with the median of the per-round speed-ups."""
    lines = [f"{'figure':>44} {'base':>10} {'this':>10} {'speed-up':>9} {'per round':>10}"]
    for key in keys:
        old = [o[key] for o, _ in rounds]
        new = [n[key] for _, n in rounds]
        if key in higher_is_better:
            ratios = [n / o for o, n in zip(old, new)]
            whole = statistics.median(new) / statistics.median(old)
        else:
            ratios = [o / n for o, n in zip(old, new)]
            whole = statistics.median(old) / statistics.median(new)
        lines.append(f"{key:>44} {statistics.median(old):>10.2f} {statistics.median(new):>10.2f} "
                     f"{whole:>8.2f}x {statistics.median(ratios):>9.2f}x")
    return "\n".join(lines)
