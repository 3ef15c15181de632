"""The game is over (BASE-END): the ranking, the tie-breaks that decided it, New game, Export and
the charts of the game (charts.py)."""
from __future__ import annotations

from collections.abc import Sequence

from ..common import Drawn, player_name
from ..h import Markup, button, esc
from ..i18n import t, tx
from .desk import Answers, Choice, Tap


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    """The final ranking, with why each player is placed where he is (BASE-END), and the charts."""
    result = f.view["result"]
    if result is None:          # the game is not over
        return Markup("")
    rows = result["ranking"]
    winners = result["winners"]
    if len(winners) == 1:
        head = tx(lang, "final.winner", name=player_name(f, winners[0], colors))
    else:
        head = tx(lang, "final.winners", names=Markup(", ".join(player_name(f, w, colors) for w in winners)))
    body = []
    for i, r in enumerate(rows):
        why = esc(t(lang, "final.first"))
        if i:
            above = rows[i - 1]
            by = r["decided_by"]
            scores = {"powered": (r["powered"], above["powered"]), "money": (r["money"], above["money"]),
                      "cities": (r["cities"], above["cities"])}
            params: dict[str, object] = {"above": player_name(f, above["player"], colors)}
            if by in scores:
                params.update(a=scores[by][0], b=scores[by][1])
            why = tx(lang, f"final.by_{by}", **params)
        body.append(f'<tr class="place-{r["place"]}"><td class="place">{r["place"]}</td>'
                    f'<td>{player_name(f, r["player"], colors)}</td><td>{r["powered"]}</td>'
                    f'<td>{r["money"]}</td><td>{r["cities"]}</td></tr>'
                    f'<tr class="why-row"><td></td><td colspan="4" class="why">{why}</td></tr>')
    head_cells = "".join(f"<th>{esc(t(lang, k))}</th>" for k in
                         ("final.place", "final.player", "final.powered", "final.money", "final.cities"))
    from .charts import render_charts  # noqa: PLC0415  (only the final screen draws charts: not at start-up)
    return Markup(
        f'<div class="final"><h2>{esc(t(lang, "final.title"))}</h2><p class="winner">{head}</p>'
        f'<table class="ranking"><thead><tr>{head_cells}</tr></thead><tbody>{"".join(body)}</tbody></table>'
        f'<div class="actions">{button(t(lang, "menu.new"), "new", cls="primary")}'
        f'{button(t(lang, "menu.export"), "export")}</div>{render_charts(f, lang, colors)}</div>')


TAPS: dict[str, Tap] = {}     # New game and Export are the App's own taps
