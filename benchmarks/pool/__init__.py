"""An opponent pool for the computer levels: small players of distinct styles (styles.py).

`make_player(style, seed)` gives one; `STYLES` names them. They share no code with the
shipped levels (powergrid.bots): only the public observation API (see base.py).
"""
from __future__ import annotations

from .styles import STYLES


def make_player(style: str, seed=0):
    return STYLES[style](seed)


__all__ = ["STYLES", "make_player"]
