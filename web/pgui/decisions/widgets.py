"""Pieces the decision rooms share: the bid stepper and the one-tap bids. Each is a toolbar: one
Tab stop, its buttons reached by the arrow keys (the page's keyboard.js), so a keyboard passes
them in one press on its way to Bid or Pass."""
from __future__ import annotations

from ..h import Markup, button, esc
from ..i18n import t


def stepper(lang: str, value: int, lo: int, hi: int, action: str = "bid-step") -> Markup:
    b = []
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


def quick_bids(lang: str, lo: int, hi: int, action: str, **data) -> Markup:
    """One-tap bids: the minimum and a few amounts above it (within the player's money)."""
    values = sorted({lo + k for k in QUICK_STEPS if lo + k <= hi})
    return Markup(f'<div class="quick-bids" role="toolbar" aria-label="{esc(t(lang, "kb.quick_bids"))}">' + "".join(
        button(t(lang, "auction.quick", bid=v), action, cls="quick", bid=v,
               title=t(lang, "auction.open" if action == "open" else "auction.raise", bid=v), **data)
        for v in values) + "</div>")


def clamp(value, lo, hi):
    return max(lo, min(hi, value))
