"""Build in cities (phase 4, BASE-BUILD): the plan the player taps together on the board, its
cheapest order and cost from the engine, and the confirm, clear and skip buttons. The answers
(planner.plan_facts) are shared with the board drawn under the decision. Beside the board, a list
of the buildable cities (real buttons, cheapest first) serves keyboards and screen readers."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from powergrid import Game

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
    return plan_facts(game, f.decision["player"] if f.decision else None, choice["plan"])


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
            text = (t(lang, "build.step", city=s["city"], slot=s["slot"], connection=s["connection"])
                    if "slot" in s else s["city"])
            gone = t(lang, "build.remove", city=s["city"])       # "×" says what it removes
            remove = button("×", "city", cls="step remove", city=s["city"], title=gone, aria_label=gone)
            items.append(f'<li><span>{esc(text)}</span>{remove}</li>')
        out.append(f'<ol class="plan">{"".join(items)}</ol>')
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
    elif name in map_data(view["map"]).cities:
        # a city that takes no house of his now is refused here, not planned, with the engine's
        # reason: his own, full, closed until a later Step (BW-5), or in a region not in play
        game.build_plan(d["player"], [name])
        plan.append(name)
    else:
        return False
    return True


def plan_clear(app: Desk, data: Data) -> None:
    app.current_choice()["plan"] = []


def build(app: Desk, data: Data) -> None:
    app.apply_action({"type": "build", "cities": list(app.current_choice()["plan"])})


def build_nothing(app: Desk, data: Data) -> None:
    app.apply_action({"type": "build", "cities": []})


TAPS: dict[str, Tap] = {"city": city, "city-list": show_list, "plan-clear": plan_clear, "build": build,
        "build-nothing": build_nothing}
