"""Aids of the powering decision (Phase 5, BASE-BUREAU-1..4): every player's best powering and
income on one screen, and flags on the plants of the player deciding.

Everyone's line comes from the engine (best_powering, power_quote; the log's "powered" event
once a player has confirmed). A plant is flagged "cannot run" when the player's holdings do
not run it even alone, and "no extra city" when it burns fuel but the chosen plants power as
many cities without it (BASE-BUREAU-3: a player powers at most his connected cities).
"""
from __future__ import annotations

from ..common import card_facts, player_name, table
from ..h import Markup, esc
from ..i18n import t


def plant_flags(game, seat: int, plants) -> dict:
    """{plant: "cannot" | "no_gain"} for the plants of `seat` that deserve a word."""
    player = table(game)["players"][seat]
    flags = {}
    for n in player["plants"]:
        if not game.power_quote(seat, [n])["ok"]:
            flags[n] = "cannot"
    chosen = list(plants)
    q = game.power_quote(seat, chosen)
    for n in chosen:
        if n in flags or not card_facts(game, n)["inputs"]:
            continue
        without = [m for m in chosen if m != n]
        if game.power_quote(seat, without)["cities"] >= q["cities"]:
            flags[n] = "no_gain"
    return flags


def everyone(game) -> list:
    """[(seat, cities, income, status)] in turn order; status "done" (with what he got), "now",
    or "wait" (with his best powering)."""
    s = table(game)
    done = {e["player"]: e for e in s["log"] if e.get("round") == s["round"] and e["e"] == "powered"}
    d = s.get("decision")
    rows = []
    for seat in s["order"]:
        if seat in done:
            rows.append((seat, done[seat]["cities"], done[seat]["income"], "done"))
            continue
        best = game.best_powering(seat)
        income = game.power_quote(seat, best["plants"], best["burn"])["income"]
        rows.append((seat, best["cities"], income, "now" if d and d["player"] == seat else "wait"))
    return rows


def render_everyone(f, rows_: list, lang: str, colors) -> Markup:
    """The table of everyone's powering (`rows_`: everyone(game), asked by the controller)."""
    rows = []
    for seat, cities, income, status in rows_:
        label = t(lang, "power.status_" + status)
        rows.append(f'<tr class="pw-{status}" data-seat="{seat}"><td>{player_name(f, seat, colors)}</td>'
                    f'<td>{esc(t(lang, "power.best_row", count=cities, income=income))}</td>'
                    f'<td class="pw-status">{esc(label)}</td></tr>')
    return Markup(f'<details class="everyone" open><summary>{esc(t(lang, "power.everyone"))}</summary>'
                  f'<table class="pw-table"><tbody>{"".join(rows)}</tbody></table></details>')
