"""Put the Transformer on one of the player's plants (PROMO-TRANS): one button per legal plant."""
from __future__ import annotations

from collections.abc import Sequence

from ..common import Drawn, plant_card, plant_id, plant_label
from ..h import Markup, esc
from ..i18n import t
from ..screens.promo_ui import promo_card
from .desk import Answers, Choice, Data, Desk, Tap


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    legal = [a for a in f.legal if a["type"] == "attach"]
    cards = "".join(f'<button type="button" class="btn attach" data-action="attach" data-plant="{esc(a["plant"])}">'
                    f'{plant_card(f, a["plant"], lang, extra_cls="mini")}'
                    f'<span>{esc(t(lang, "promo.attach_to", plant=plant_label(a["plant"])))}</span></button>'
                    for a in legal)
    return Markup(f'<h2>{esc(t(lang, "promo.attach"))}</h2>{promo_card("transformer", lang, cls="big")}'
                  f'<div class="attaches">{cards}</div>')


def attach(app: Desk, data: Data) -> None:
    app.apply_action({"type": "attach", "plant": plant_id(data["plant"])})


TAPS: dict[str, Tap] = {"attach": attach}
