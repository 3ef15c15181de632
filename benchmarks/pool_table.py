"""The pool ladder's table: win shares per row against the targets, and the overpay per level.

Read from the results file (pool_ladder.RESULTS) for one label and seed range; written into
docs/PERFORMANCE.md between the bots-pool markers.
"""
from __future__ import annotations

from pathlib import Path

from powergrid.tournament import wilson

from pool_ladder import EVERY_MAP, EVERY_MAPS, FAIR, LEVELS, SEED_RANGES, effective_playouts

BEGIN, END = "<!-- bots-pool:begin -->", "<!-- bots-pool:end -->"
DOC = Path(__file__).resolve().parents[1] / "docs" / "PERFORMANCE.md"
OVERPAY_LIMIT = 4           # a contested lot should cost at most this much over the runner-up's bid


def games_of(rows: list, results: list, label: str, seeds: str, playouts) -> dict:
    """{row id: [result, ...]} for one label, seed range and hard's look-ahead games (a game
    recorded twice counts once)."""
    wanted = {r.id: effective_playouts(r, playouts) for r in rows}
    out = {}
    for r in results:
        if r["label"] == label and r["seeds"] == seeds and wanted.get(r["row"], "none") == r["playouts"]:
            out.setdefault(r["row"], {})[r["game"]] = r
    return {row: list(games.values()) for row, games in out.items()}


def share_of(games: list) -> tuple:
    wins = sum(g["win"] for g in games)
    low, high = wilson(wins, len(games))
    return wins / len(games), low, high


def percentile(values: list, q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def overpay_lines(games_by_row: dict) -> list:
    per = {lv: [] for lv in LEVELS}
    for games in games_by_row.values():
        for g in games:
            for kind, over in g["lots"]:
                if kind in per:
                    per[kind].append(over)
    lines = ["| level | lots won after a contest | within 4 of the runner-up | 95th percentile | max |",
             "|---|---:|---:|---:|---:|"]
    for lv, values in per.items():
        if values:
            within = sum(v <= OVERPAY_LIMIT for v in values) / len(values)
            lines.append(f"| {lv} | {len(values)} | {within * 100:.1f} % | {percentile(values, 0.95)} | "
                         f"{max(values)} |")
    return lines


def row_line(row, games: list, baseline: list | None) -> str:
    share, low, high = share_of(games)
    target = row.target.label if row.target else "-"
    played = f"{len(games)}" if len(games) == row.games else f"{len(games)}/{row.games}"
    met = ("met" if row.target.met(share, low) else "**not met**") if row.target else ""
    if len(games) < row.games:
        met = "partial"
    before = ""
    if baseline is not None:
        before = f" {share_of(baseline)[0] * 100:.1f} % |" if baseline else " |"
    return (f"| {row.player} | {row.opponent} x2 | {row.map} | {played} |{before} {share * 100:.1f} % | "
            f"{low * 100:.1f}-{high * 100:.1f} % | {FAIR * 100:.1f} % | {target} | {met} |")


def table(rows: list, results: list, label: str, seeds: str, playouts, baseline_label=None) -> str:
    mine = games_of(rows, results, label, seeds, playouts)
    before = games_of(rows, results, baseline_label, seeds, playouts) if baseline_label else None
    shown = [r for r in rows if mine.get(r.id)]
    start = SEED_RANGES[seeds]
    most = max((r.games for r in shown), default=0)
    hard = sorted({g["playouts"] for r in shown for g in mine[r.id] if g["playouts"] is not None})
    maps = ", ".join(EVERY_MAPS)
    head = [f"Levels of `{label}`, seed range `{seeds}` (seeds {start}..{start + most - 1}; the ranges are "
            + ", ".join(f"`{k}` from {v}" for k, v in SEED_RANGES.items()) + ")"
            + (f"; hard at {', '.join(map(str, hard))} look-ahead games" if hard else "")
            + f"; {sum(len(mine[r.id]) for r in shown)} games. A shared win counts as a fraction; "
            "a target is met when the win share reaches it and, for targets at or above the fair share, "
            f"the 95 % interval's lower bound is above 1/3. Map `{EVERY_MAP}`: game i on the "
            f"(i mod {len(EVERY_MAPS)})-th of {maps}. A row not played to its end shows its games as "
            "played/planned and no verdict (partial).", ""]
    cols = "| player | opponents | map | games |" + (f" `{baseline_label}` |" if before is not None else "")
    cols += " win share | 95 % CI | fair | target | |"
    lines = head + [cols, "|---|---|---|---:|" + ("---:|" if before is not None else "") + "---:|---|---:|---|---|"]
    for r in shown:
        lines.append(row_line(r, mine[r.id], before.get(r.id, []) if before is not None else None))
    lines += ["", "The overpay over every game above:", ""]
    lines += overpay_lines({r.id: mine[r.id] for r in shown})
    return "\n".join(lines)


def write(text: str, doc: Path = DOC) -> None:
    body = doc.read_text(encoding="utf-8")
    if BEGIN not in body or END not in body:
        raise SystemExit(f"{doc.name} has no {BEGIN} ... {END} block")
    head, rest = body.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    doc.write_text(head + BEGIN + "\n" + text + "\n" + END + tail, encoding="utf-8")
