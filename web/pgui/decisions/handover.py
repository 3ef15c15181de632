"""The hand-over screen (a private table): whose decision comes, what he is to do, what the
others did since his last turn, Undo, and the button he taps once he holds the tablet."""
from __future__ import annotations

from collections.abc import Sequence

from ..common import Drawn, decision_rev, player_name
from ..h import Markup, button, esc
from ..i18n import t, tx
from ..words.logtext import sentence
from ..screens.howto import last_action_text
from ..screens.panels import task_text
from ..screens.toasts import since_last_turn
from .desk import Answers, Choice, Data, Desk, Tap


def render(f: Drawn, answers: Answers, choice: Choice, lang: str, colors: Sequence[str]) -> Markup:
    """Undo takes back the frame's undo_depth actions (None: no Undo). The other players' actions
    since this player's last decision (toasts.py) are shown, or the last four log lines when
    there are none."""
    undo_depth = f.undo_depth
    d = f.decision
    if d is None:           # the game is over: nobody takes the tablet
        return Markup("")
    seat = d["player"]
    toasts = since_last_turn(f.view["log"], seat)
    name = player_name(f, seat, colors)
    events = toasts if toasts else f.view["log"][-4:]          # oldest first, as the toasts
    recent = [sentence(f, e, lang, colors) for e in events]
    color = colors[seat]
    undo = ""
    if undo_depth and f.actions:
        what = last_action_text(f, lang, colors, undo_depth)
        # One span: a button lays out its children with a gap, which would part "Ann" from "'s".
        undo = button(Markup(f'<span>{tx(lang, "undo.label", what=what)}</span>'), "undo",
                      cls="undo")
    items = "".join(f"<li>{s}</li>" for s in recent)
    ack = button(Markup(tx(lang, "handover.button", name=f.view["players"][seat]["name"])), "ack",
                 cls="primary huge", seat=seat, rev=decision_rev(f))
    return Markup(
        f'<div class="handover pcb-{esc(color)}"><div class="handover-card">'
        f'<h1>{tx(lang, "handover.title", name=name)}</h1>'
        f'<p class="task">{task_text(f, d, lang, colors)}</p>'
        f'{ack}'
        f'<h2>{esc(t(lang, "handover.recent"))}</h2><ul class="recent">{items}</ul>'
        f'<div class="actions">{undo}</div></div></div>')


def ack(app: Desk, data: Data) -> None:
    """The player whose decision it is has the tablet now (his private part may be shown)."""
    d = app.game.decision() if app.game else None
    if d is not None:
        app.take_tablet(d["player"])


TAPS: dict[str, Tap] = {"ack": ack}
