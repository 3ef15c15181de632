"""Power cities (phase 5, BASE-BUREAU): the plants to run, ticked (the engine's best powering
first), the fuel mix of the hybrids, the cities powered and the income, and everyone's powering
on one table (poweraid)."""
from __future__ import annotations

from powergrid import IllegalAction

from ..common import card_facts, market_order, plant_card, plant_id, res_icon
from ..h import Markup, button, esc
from ..i18n import t
from ..words.refusals import error_text
from . import poweraid


def power_check(game, seat: int, plants, burn):
    """(cities powered, income, the engine's IllegalAction or None) for running `plants` on `burn`
    (burn None: the engine picks the fuel, and says so when none fits), from its power_quote."""
    q = game.power_quote(seat, list(plants), burn)
    error = None
    if not q["ok"]:
        error = IllegalAction(q["reason"] or "", q.get("code"), **(q.get("params") or {}))
    return q["cities"], q["income"], error


def shifted(burn: dict, to: str) -> dict:
    """The burn with one hybrid token moved to `to` (coal or oil)."""
    other = "oil" if to == "coal" else "coal"
    out = dict(burn)
    out[to] += 1
    out[other] -= 1
    return out


def best_choice(game, seat: int) -> dict:
    """The engine's best powering as a choice to start from: {"plants", "burn"}."""
    best = game.best_powering(seat)
    return {"plants": list(best["plants"]), "burn": dict(best["burn"])}


def answers(game, f, choice) -> dict:
    """The engine's answers the powering screen needs, asked once per redraw; the plants ticked
    are the player's choice, or the engine's best until he changes it."""
    seat = f.decision["player"]
    chosen = choice["power"] or best_choice(game, seat)
    plants, burn = chosen["plants"], chosen["burn"]
    powered, income, error = power_check(game, seat, plants, burn)
    hybrids = [n for n in plants if card_facts(game, n)["kind"] == "hybrid"]
    shifts = {}
    if hybrids and burn is not None:
        for to in ("coal", "oil"):
            try_burn = shifted(burn, to)
            shifts[to] = min(try_burn.values()) < 0 or power_check(game, seat, plants, try_burn)[2] is not None
    return {"plants": plants, "burn": burn, "everyone": poweraid.everyone(game),
            "flags": poweraid.plant_flags(game, seat, plants), "powered": powered, "income": income,
            "error": error, "shifts": shifts}


def render(f, a, choice, lang: str, colors) -> Markup:
    player = f.player(f.decision["player"])
    plants, burn = a["plants"], a["burn"]
    # Power comes first: from the heading one Tab reaches it, the engine's best already ticked.
    # The plants are checkboxes: Space switches one, Enter sends the powering (keyboard.js), so
    # Enter never switches a plant off by surprise.
    summary = t(lang, "power.summary", powered=a["powered"], cities=len(player["cities"]), income=a["income"])
    out = [f'<h2>{esc(t(lang, "power.title"))}</h2>',
           f'<p class="total">{esc(summary)}</p>']
    if a["error"]:
        out.append(f'<p class="error" role="alert">{esc(error_text(lang, a["error"]))}</p>')
    out += ['<div class="actions">'
            + button(t(lang, "power.confirm", income=a["income"]), "power", cls="primary",
                     disabled=a["error"] is not None)
            + button(t(lang, "power.best"), "power-best") + "</div>",
            '<div class="runlist">']
    flags = a["flags"]
    for n in player["plants"]:
        p = card_facts(f, n)
        on = n in plants
        need = (t(lang, "power.burns", amount=p["inputs"], fuel=t(lang, "kind." + p["kind"]))
                if p["inputs"] else t(lang, "power.free"))
        flag = flags.get(n)
        warn = (f'<br><small class="flag flag-{flag}">'
                f'{esc(t(lang, "power.cannot_run" if flag == "cannot" else "power.no_gain"))}</small>'
                if flag else "")
        out.append(f'<button type="button" class="btn run{" on" if on else ""}{" " + flag if flag else ""}" '
                   f'data-action="toggle-plant" data-plant="{n}" role="checkbox" '
                   f'aria-checked="{"true" if on else "false"}">'
                   f'<span class="check" aria-hidden="true">{"✔" if on else ""}</span>'
                   f'{plant_card(f, n, lang, extra_cls="mini")}'
                   f'<span>{esc(need)}<br>{esc(t(lang, "power.powers", count=p["cities"]))}{warn}</span></button>')
    out.append("</div>")
    if a["shifts"]:
        more = [button(t(lang, "power.more_" + to), "burn", cls="step wide", disabled=bad, to=to)
                for to, bad in a["shifts"].items()]
        out.append(f'<div class="mix"><span>{res_icon("coal")}{res_icon("oil")}'
                   f'{esc(t(lang, "power.mix", coal=burn["coal"], oil=burn["oil"]))}</span>'
                   f'{"".join(more)}</div>')
    out.append(poweraid.render_everyone(f, a["everyone"], lang, colors))
    return Markup("".join(out))


# ---- taps -------------------------------------------------------------------------------

def power_choice(app, seat):
    """The plants ticked and the fuel chosen, starting from the engine's best (a tap's first change)."""
    choice = app.current_choice()
    if choice["power"] is None:
        choice["power"] = best_choice(app.game, seat)
    return choice["power"]


def _powering(app):
    d = app.held_decision()
    return d if d and d["kind"] == "power" else None


def toggle_plant(app, data):
    d = _powering(app)
    if not d:
        return False
    choice = power_choice(app, d["player"])
    n = plant_id(data["plant"])          # "flux" for the Flux Generator
    plants = choice["plants"]
    if n in plants:
        plants.remove(n)
    elif n in app.game.view()["players"][d["player"]]["plants"]:
        plants.append(n)
        plants.sort(key=market_order)
    choice["burn"] = app.game.power_quote(d["player"], plants)["burn"]   # None: no fuel fits


def burn(app, data):
    d = _powering(app)
    if not d:
        return False
    choice = power_choice(app, d["player"])
    if choice["burn"] is not None and data.get("to") in ("coal", "oil"):
        new = shifted(choice["burn"], data["to"])
        if min(new.values()) >= 0:
            choice["burn"] = new


def power_best(app, data):
    app.current_choice()["power"] = None


def power(app, data):
    d = _powering(app)
    if not d:
        return False
    choice = power_choice(app, d["player"])
    if choice["burn"] is None:
        raise IllegalAction("you do not hold enough resources to run those plants", "fuel_short")
    app.apply_action({"type": "power", "plants": list(choice["plants"]), "burn": dict(choice["burn"])})


TAPS = {"toggle-plant": toggle_plant, "burn": burn, "power-best": power_best, "power": power}
