"""Discard a plant when a fourth one comes (BASE-AUCTION: three plants at most), with the
resources that go back to the market, one button per legal choice; a plant the rules keep (the
one just bought) is shown too, with the engine's reason."""
from __future__ import annotations

from collections.abc import Sequence

from powergrid import Game

from ..common import Drawn, plant_card, plant_label, resource_list
from ..h import Markup, esc
from ..i18n import t, tx
from ..words.refusals import refusal_text
from .desk import Answers, Choice, Data, Desk, Tap, held


def answers(game: Game, f: Drawn, choice: Choice) -> Answers:
    """The engine's refusal of each plant he may not discard."""
    return {"refused": [r for r in game.refused_choices() if r["action"]["type"] == "discard"]}


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    legal = [a for a in f.legal if a["type"] == "discard"]
    out = [f'<h2>{esc(t(lang, "discard.title"))}</h2><div class="discards">']
    for i, a in enumerate(legal):
        back = a.get("return") or {}
        detail = (tx(lang, "discard.returning", resources=resource_list(lang, back))
                  if any(back.values()) else esc(t(lang, "discard.keep_all")))
        out.append(f'<button type="button" class="btn discard" data-action="discard" data-index="{i}">'
                   f'{plant_card(f, a["plant"], lang, extra_cls="mini")}'
                   f'<span>{esc(t(lang, "discard.option", plant=plant_label(a["plant"])))}<br>'
                   f'<small>{detail}</small></span></button>')
    for r in answers.get("refused", ()):
        why = refusal_text(lang, r["code"], r["params"], r["reason"])
        out.append(f'<div class="discard-kept">{plant_card(f, r["action"]["plant"], lang, extra_cls="mini")}'
                   f'<span class="note">{esc(why)}</span></div>')
    out.append("</div>")
    return Markup("".join(out))


def discard(app: Desk, data: Data) -> bool:
    holding = held(app)
    if holding is None or holding[1]["kind"] != "discard":
        return False
    legal = [a for a in holding[0].legal_actions() if a["type"] == "discard"]
    a = legal[int(data["index"])]
    app.apply_action({"type": "discard", "plant": a["plant"], "return": dict(a["return"])})
    return True


TAPS: dict[str, Tap] = {"discard": discard}
