"""Pieces the decision rooms share: the heading with Pass beside it, the bid stepper and the one-tap
bids. The stepper and the bids are toolbars: one Tab stop each, their buttons reached by the arrow
keys (the page's keyboard.js), so a keyboard passes them in one press on its way to Bid."""
from __future__ import annotations

from typing import Any

from ..h import Markup, button, esc
from ..i18n import t


def stepper(lang: str, value: int, lo: int, hi: int, action: str = "bid-step") -> Markup:
    b: list[str] = []
    for delta in (-5, -1):
        b.append(button(f"−{-delta}", action, cls="step", disabled=value + delta < lo, delta=delta,
                        title=t(lang, "less")))
    b.append(f'<output class="stepper-value" aria-live="polite">{value}</output>')
    for delta in (1, 5):
        b.append(button(f"+{delta}", action, cls="step", disabled=value + delta > hi, delta=delta,
                        title=t(lang, "more")))
    return Markup(f'<div class="stepper" role="toolbar" aria-label="{esc(t(lang, "kb.stepper"))}">'
                  f'{"".join(b)}</div>')


QUICK_STEPS = (0, 1, 2, 5)    # the usual opening bids and raises above the minimum, one tap each


def quick_bids(lang: str, lo: int, hi: int, action: str, **data: Any) -> Markup:
    """One-tap bids: the minimum and a few amounts above it (within the player's money)."""
    values = sorted({lo + k for k in QUICK_STEPS if lo + k <= hi})
    return Markup(f'<div class="quick-bids" role="toolbar" aria-label="{esc(t(lang, "kb.quick_bids"))}">' + "".join(
        button(t(lang, "auction.quick", bid=v), action, cls="quick", bid=v,
               title=t(lang, "auction.open" if action == "open" else "auction.raise", bid=v), **data)
        for v in values) + "</div>")


def heading_with_pass(heading: Markup, pass_label: str | None) -> Markup:
    """The decision's heading (h2, escaped), with Pass at its right when the rules allow it. Pass
    comes first in the page's order: from the heading, where the focus is when the decision
    opens, Shift+Tab reaches it in one press and Tab goes on to the choices."""
    if pass_label is None:
        return Markup(f"<h2>{heading}</h2>")
    return Markup(f'<div class="decision-head">{button(pass_label, "pass", cls="pass-first")}'
                  f"<h2>{heading}</h2></div>")


def clamp(value: int, lo: int, hi: int) -> int:
    return max(lo, min(hi, value))
