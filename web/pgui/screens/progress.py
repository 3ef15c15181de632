"""The progress line: round, Step, phase, and what comes next.

"Step 2 at 7 cities — leader has 5", "the game ends at 17 cities", the beginner game marked,
and in Step 3 an empty current market said in words. Pure function of the read model (its
`step2_cities` and `end_cities` are the numbers in force for this map and player count, BW-1).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..h import Markup, esc
from ..i18n import t
from .maprules import PHASE_NUMBERS

if TYPE_CHECKING:
    from powergrid.view_schema import GameView


def progress_facts(view: GameView) -> dict[str, Any]:
    """The numbers the line speaks of (for the line and for tests)."""
    leader = max((p["houses"] for p in view["players"]), default=0)
    facts: dict[str, Any] = {"round": view["round"], "step": view["step"], "phase": view["phase"], "leader": leader,
             "end": view["end_cities"], "beginner": bool(view.get("beginner"))}
    if view["step"] == 1 and view.get("step2_cities") is not None:
        facts["step2_at"] = view["step2_cities"]
    market = view["plant_market"]
    facts["market_empty"] = view["step"] == 3 and not (market and market["current"]) and not view["over"]
    return facts


def render_progress(view: GameView, lang: str) -> Markup:
    f = progress_facts(view)
    chips = [f'<span class="chip">{esc(t(lang, "status.round", round=f["round"]))}</span>',
             f'<span class="chip step">{esc(t(lang, "status.step", step=f["step"]))}</span>']
    if f["phase"] in PHASE_NUMBERS:
        chips.append(f'<span class="chip phase">{esc(t(lang, "status.phase", number=PHASE_NUMBERS[f["phase"]]))}'
                     f' · {esc(t(lang, "phase." + f["phase"]))}</span>')
    else:
        chips.append(f'<span class="chip phase">{esc(t(lang, "phase." + f["phase"]))}</span>')
    if f["beginner"]:
        chips.append(f'<span class="chip beginner">{esc(t(lang, "progress.beginner"))}</span>')
    nexts = []
    if "step2_at" in f:
        nexts.append(t(lang, "progress.step2", cities=f["step2_at"], leader=f["leader"]))
    nexts.append(t(lang, "progress.end", cities=f["end"], leader=f["leader"]) if "step2_at" not in f
                 else t(lang, "progress.end_short", cities=f["end"]))
    if f["market_empty"]:
        nexts.append(t(lang, "progress.market_empty"))
    return Markup(f'<div class="progress"><div class="status-line">{"".join(chips)}</div>'
                  f'<span class="next">{esc(" · ".join(nexts))}</span></div>')
