"""Build in cities (phase 4, BASE-BUILD): the plan the player taps together on the board, its
cheapest order and cost from the engine, and the confirm, clear and skip buttons. The answers
(planner.plan_facts) are shared with the board drawn under the decision. Beside the board, a list
of the buildable cities (real buttons, cheapest first) serves keyboards and screen readers."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from powergrid import Game, IllegalAction

from ..board.citynames import build_word
from ..board.layout import map_data
from ..board.planned import Offer, PlanFacts
from ..common import Drawn
from ..h import Markup, button, esc, tag
from ..i18n import t
from ..words.refusals import error_text
from .desk import Answers, Choice, Data, Desk, Tap, held
from .planner import plan_facts


def answers(game: Game, f: Drawn, choice: Choice) -> PlanFacts:
    seat = f.decision["player"] if f.decision else None
    plan, jumps = choice["plan"], choice["jumps"]
    facts = plan_facts(game, seat, plan, jumps=jumps)
    if seat is None:
        return facts
    return {**facts, "jumps": jump_answers(game, seat, f.view["map"], plan, jumps, facts)}


def jump_answers(game: Game, seat: int, map_key: str, plan: Sequence[str], jumps: Sequence[str],
                 facts: PlanFacts) -> dict[str, str | IllegalAction]:
    """Per planned city where beginning a new network there is the player's choice (JP-3's free
    jump: a starting city the plan would otherwise connect): "undo" where he named it, "offer"
    where the engine takes it, or the engine's refusal (the jump already spent)."""
    board = map_data(map_key)
    result = facts["result"]
    if not board.jump_choice or result is None:
        return {}
    begins = {s["city"] for s in result["steps"] if "network" in s}
    out: dict[str, str | IllegalAction] = {}
    for city in plan:
        if city in jumps:
            out[city] = "undo"
        elif city in begins or city not in board.network_starts:
            continue
        else:
            try:
                game.build_plan(seat, list(plan), [*jumps, city])
                out[city] = "offer"
            except IllegalAction as e:
                out[city] = e
    return out


def _step_text(s: Mapping[str, Any], lang: str) -> str:
    """One step of the plan: a house that begins a new network says so, and what it costs (UK-4's
    surcharge, JP-3's free jump); any other its house and connection."""
    if "slot" not in s:
        return str(s["city"])
    if s.get("network", 1) > 1:
        key = "build.step_network" if s["surcharge"] else "build.step_jump"
        return t(lang, key, city=s["city"], slot=s["slot"], surcharge=s["surcharge"])
    return t(lang, "build.step", city=s["city"], slot=s["slot"], connection=s["connection"])


def _jump_lines(jumps: Mapping[str, str | IllegalAction], lang: str) -> str:
    """The free jump offered, taken back or refused with the engine's reason, per planned city."""
    out: list[str] = []
    for city, what in jumps.items():
        if what == "offer":
            out.append(button(t(lang, "build.jump_offer", city=city), "jump", cls="jump", city=city))
        elif what == "undo":
            out.append(button(t(lang, "build.jump_undo", city=city), "jump", cls="jump", city=city))
        elif isinstance(what, IllegalAction):
            why = t(lang, "build.jump_refused", city=city, reason=error_text(lang, what))
            out.append(f'<p class="note">{esc(why)}</p>')
    return "".join(out)


def render(f: Drawn, a: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    plan = choice["plan"]
    if f.decision is None:
        return Markup("")
    money = f.player(f.decision["player"])["money"]
    legal = next(x for x in f.legal if x["type"] == "build")
    out: list[str] = [f'<h2>{esc(t(lang, "build.title"))}</h2>']
    if legal["room"] <= 0:
        out.append(f'<p class="note">{esc(t(lang, "build.no_room"))}</p>')
    elif not plan and not any(v["cost"] is not None and v["cost"] <= money for v in a["preview"].values()):
        out.append(f'<p class="note">{esc(t(lang, "build.cannot_afford_any"))}</p>')
    else:
        out.append(f'<p class="hint">{esc(t(lang, "build.hint"))} {esc(t(lang, "kb.board.keys"))}</p>')
    result, error = a["result"], a["error"]
    ok = bool(plan) and error is None
    if not plan:
        out.append(f'<p class="muted">{esc(t(lang, "build.plan_empty"))}</p>')
    else:
        steps = result["steps"] if result else [{"city": c} for c in plan]
        items = []
        for s in steps:
            text = _step_text(s, lang)
            gone = t(lang, "build.remove", city=s["city"])       # "×" says what it removes
            remove = button("×", "city", cls="step remove", city=s["city"], title=gone, aria_label=gone)
            items.append(f'<li><span>{esc(text)}</span>{remove}</li>')
        out.append(f'<ol class="plan">{"".join(items)}</ol>')
        out.append(_jump_lines(a.get("jumps", {}), lang))
        if result:
            out.append(f'<p class="total">{esc(t(lang, "build.total", cost=result["cost"], money=money))}</p>')
            if not result["affordable"]:
                ok = False
                out.append(f'<p class="error" role="alert">{esc(t(lang, "build.too_expensive"))}</p>')
        if error:
            out.append(f'<p class="error" role="alert">{esc(error_text(lang, error))}</p>')
    out.append(city_list(plan, a["costs"], a["offer"], choice["list"], lang))
    cost = result["cost"] if result else 0
    out.append('<div class="actions">'
               + button(t(lang, "build.confirm", count=len(plan), cost=cost), "build", cls="primary",
                        disabled=not ok)
               + button(t(lang, "build.clear"), "plan-clear", disabled=not plan)
               + button(t(lang, "build.nothing"), "build-nothing") + "</div>")
    return Markup("".join(out))


def city_list(plan: Iterable[str], costs: Mapping[str, int], offer: Offer, shown: bool, lang: str) -> Markup:
    """The disclosure "List of cities": the planned cities (ticked), then every city open to the
    player in the board's order (`offer`, the planner's: cheapest to add first), each a checkbox
    that toggles the city like a tap on the board (BASE-BUILD), named like the board names it
    (build_word); one marked (dashed) when the money left after the plan does not cover it. As in
    a form, Space ticks a city and Enter sends the plan (keyboard.js). The list is one Tab stop and
    its button comes after it, so that from the heading one Tab reaches the cheapest city."""
    toggle = tag("button", t(lang, "kb.list.show"), type="button", class_="btn tab city-list-toggle",
                 data_action="city-list", aria_expanded="true" if shown else "false",
                 aria_controls="pg-city-list")
    items = [button(f"{c} ✓", "city", cls="city-option planned", role="checkbox", checked=True, city=c, list="1",
                    title=build_word(lang, None, False, True)) for c in plan]
    for c in offer.order:
        short = c in offer.short
        items.append(button(f"{c} +{costs[c]}", "city", cls="city-option" + (" unaffordable" if short else ""),
                            role="checkbox", checked=False, city=c, list="1",
                            title=build_word(lang, costs[c], short, False)))
    empty = f'<li class="muted">{esc(t(lang, "kb.list.empty"))}</li>'
    body = "".join(f"<li>{b}</li>" for b in items) if items else empty
    return Markup(f'<div class="city-list"><ul id="pg-city-list" class="city-options"'
                  f'{"" if shown else " hidden"} aria-label="{esc(t(lang, "kb.list.show"))}">{body}</ul>'
                  f'{toggle}</div>')




def show_list(app: Desk, data: Data) -> None:
    """The list of cities opened or closed: kept for the next builds too, and across visits."""
    choice = app.current_choice()
    choice["list"] = not choice["list"]
    app.keep_list_open(choice["list"])


def city(app: Desk, data: Data) -> bool:
    holding = held(app)
    if holding is None or holding[1]["kind"] != "build":
        return False
    game, d = holding
    plan = app.current_choice()["plan"]
    name = data.get("city")
    view = game.view()
    if name in plan:
        plan.remove(name)
        _drop_jump(app.current_choice(), name)
    elif name in map_data(view["map"]).cities:
        # a city that takes no house of his now is refused here, not planned, with the engine's
        # reason: his own, full, closed until a later Step (BW-5), or in a region not in play
        game.build_plan(d["player"], [name])
        plan.append(name)
    else:
        return False
    return True


def _drop_jump(choice: Choice, city: str | None) -> None:
    if city in choice["jumps"]:
        choice["jumps"].remove(city)


def jump(app: Desk, data: Data) -> bool | None:
    """A planned city named as a new network (JP-3's free jump), or no longer."""
    holding = held(app)
    choice = app.current_choice()
    city = data.get("city")
    if holding is None or holding[1]["kind"] != "build" or city not in choice["plan"]:
        return False
    game, d = holding
    jumps = choice["jumps"]
    if city in jumps:
        jumps.remove(city)
    else:
        game.build_plan(d["player"], list(choice["plan"]), [*jumps, city])   # refused: said why
        jumps.append(city)
    return None


def plan_clear(app: Desk, data: Data) -> None:
    app.current_choice()["plan"] = []
    app.current_choice()["jumps"] = []


def build(app: Desk, data: Data) -> None:
    choice = app.current_choice()
    jumps = [c for c in choice["jumps"] if c in choice["plan"]]
    app.apply_action({"type": "build", "cities": list(choice["plan"]), **({"new_networks": jumps} if jumps else {})})


def build_nothing(app: Desk, data: Data) -> None:
    app.apply_action({"type": "build", "cities": []})


TAPS: dict[str, Tap] = {"city": city, "city-list": show_list, "plan-clear": plan_clear, "build": build,
        "build-nothing": build_nothing, "jump": jump}
