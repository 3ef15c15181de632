"""Small HTML helpers: escaping, pre-escaped markup and attribute strings.

Everything that enters HTML goes through `esc` unless it is already `Markup`
(built by these helpers from escaped parts).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def escape(text: str) -> str:
    """html.escape(text, quote=True) without importing html (and its entity tables) at start-up."""
    return text.translate(_ESCAPES)


def num(v: float) -> str:
    """A compact number for SVG attributes: one decimal at most, none when whole."""
    r = round(v, 1)
    return str(int(r)) if r == int(r) else str(r)


class Markup(str):
    """A string that is already safe HTML (built from escaped parts)."""
    __slots__ = ()


def esc(value: object) -> Markup:
    """Escape any value for HTML text and attribute values; Markup passes unchanged."""
    if isinstance(value, Markup):
        return value
    return Markup(escape(str(value)))


def attrs(**kw: Any) -> str:
    """' a="1" data-x="y"' from keyword arguments (underscores become dashes, None is dropped,
    True gives a bare attribute, a trailing underscore is removed: class_ -> class)."""
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(" " + name)
        else:
            out.append(f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name: str, content: object = "", **kw: Any) -> Markup:
    """<name attrs>content</name>; content that is not Markup is escaped."""
    return Markup(f"<{name}{attrs(**kw)}>{esc(content)}</{name}>")


def button(label: object, action: str, *, cls: str = "", disabled: bool = False, title: str | None = None,
           pressed: bool | None = None, aria_label: str | None = None, role: str | None = None,
           checked: bool | None = None, tabindex: int | str | None = None, **data: object) -> Markup:
    """A button dispatching `action` (data-action) with data-* parameters. `pressed` makes it a
    toggle (aria-pressed); `role` "radio" or "checkbox" with `checked` one of a group's options."""
    data_attrs = {f"data_{k}": v for k, v in data.items()}
    aria = None if pressed is None else ("true" if pressed else "false")
    ticked = None if checked is None else ("true" if checked else "false")
    return tag("button", label, type="button", class_=("btn " + cls).strip(), data_action=action,
               disabled=disabled, title=title, role=role, aria_checked=ticked, tabindex=tabindex,
               aria_pressed=aria, aria_label=aria_label, **data_attrs)


def join(parts: Iterable[object]) -> Markup:
    return Markup("".join(esc(p) for p in parts))
