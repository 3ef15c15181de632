"""The declared sections of docs/API.md, written from the declarations: the state
(powergrid/state_schema.py), the actions and decision kinds (action_schema.py, engine.DECISION_KINDS),
the events (event_schema.py) and the view (view_schema.py).

    python3 -m buildtools.state_doc          rewrite each section between its markers
    python3 -m buildtools.state_doc --check  exit 1 when a section is stale

tests/test_state_schema.py and tests/test_contract_doc.py fail when a section differs from what
this writes, so the doc cannot drift from the declarations.
"""
from __future__ import annotations

import sys
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
API = ROOT / "docs" / "API.md"


def _markers(name: str) -> tuple[str, str]:
    return (f"<!-- {name} declaration: begin (python3 -m buildtools.state_doc writes this part) -->",
            f"<!-- {name} declaration: end -->")


BEGIN, END = _markers("state")


def _union_names() -> dict[Any, str]:
    """The declared unions, by the name the declaration gives them."""
    from powergrid.action_schema import Action, LegalAction
    from powergrid.event_schema import Event
    return {Event: "Event", Action: "Action", LegalAction: "LegalAction"}


def type_text(t: Any) -> str:
    """A type as the declaration writes it: `list[int]`, `Auction | None`, `int | str`, `"open"`."""
    if t is type(None):
        return "None"
    if typing.get_origin(t) is typing.Literal:
        return " | ".join(f'"{a}"' for a in typing.get_args(t))
    if typing.is_typeddict(t) or isinstance(t, type) and not isinstance(t, types.GenericAlias):
        return t.__name__
    origin = typing.get_origin(t)
    args = typing.get_args(t)
    if origin in (typing.Union, types.UnionType):
        return _union_names().get(t) or " | ".join(type_text(a) for a in args)
    if origin is not None:
        name = getattr(origin, "__name__", str(origin))
        return f"{name}[{', '.join('...' if a is Ellipsis else type_text(a) for a in args)}]"
    return getattr(t, "_name", None) or str(t)


def _fields(shape: Any) -> dict[str, Any]:
    return typing.get_type_hints(shape)


def _cell(text: str) -> str:
    return text.replace("|", "\\|")       # (a table cell's pipes)


def _field_lines(shape: Any, skip: tuple[str, ...] = ()) -> list[str]:
    """One line per field of a declared shape: name, type, whether it may be absent, meaning."""
    from powergrid import declared
    hints, meanings = declared.fields(shape), declared.meanings(shape)
    optional = shape.__optional_keys__
    return [f"- `{field}` (`{type_text(hints[field])}`{', may be absent' if field in optional else ''})"
            f"{': ' + meanings[field] if meanings[field] else ''}"
            for field in hints if field not in skip]


def _doc(shape: Any) -> str:
    return " ".join((shape.__doc__ or "").split())


def state_section() -> str:
    """The state's Markdown, markers included."""
    from powergrid.state_schema import CROSS_KEY_INVARIANTS, PARTS, STATE, GameState, ZONES
    hints = _fields(GameState)
    optional = GameState.__optional_keys__
    lines = [BEGIN, "",
             "| key | shape | copied for search | seen by | own invariants | meaning |",
             "|---|---|---|---|---|---|"]
    for key in STATE:
        shape = _cell(f"`{type_text(hints[key.name])}`")
        shape += " (absent in some games)" if key.name in optional else ""
        seen = key.seen + (f": {key.hidden_as}" if key.seen == ZONES else "")
        if key.secret:
            seen += f", but for {', '.join(f'`{s}`' for s in key.secret)} (nobody)"
        own = ", ".join(key.invariants) or "-"
        lines.append(f"| `{key.name}` | {shape} | {key.copy.doc} | {seen} | {own} | {key.doc} |")
    lines += ["", f"Invariants across keys (`powergrid/invariants.py`): {', '.join(CROSS_KEY_INVARIANTS)}.", ""]
    for name, (part, docs) in PARTS.items():
        lines += [f"`{name}` (`{part.__name__}`): {_doc(part)}", "", *_field_lines(part), ""]
    lines.append(END)
    return "\n".join(lines)


def actions_section() -> str:
    """The decision kinds, the actions and the templates of legal_actions(), markers included."""
    from powergrid import declared
    from powergrid.action_schema import Action, LegalAction
    from powergrid.engine import DECISION_KINDS
    begin, end = _markers("actions")
    lines = [begin, "", "| decision `kind` | who decides | actions it takes |", "|---|---|---|"]
    for kind in DECISION_KINDS.values():
        who = "each seat in turn (`pending`)" if kind.in_turn else "the seat its state names"
        lines.append(f"| `{kind.kind}` | {who} | {', '.join(f'`{a.name}`' for a in kind.actions)} |")
    every = ("type", "player")
    lines += ["", f"Each action and each template names its `type` and its `player` "
                  f"(`{type_text(_fields(declared.members(Action)[0])['player'])}`: "
                  f"{declared.meanings(declared.members(Action)[0])['player']}). The actions (`Action`):", ""]
    for shape in declared.members(Action):
        lines += [f"`{declared.tag(shape, 'type')}` (`{shape.__name__}`): {_doc(shape)}", "",
                  *_field_lines(shape, skip=every), ""]
    lines += ["The templates of `legal_actions()` (`LegalAction`): an action's shape, or one of these:", ""]
    for shape in declared.members(LegalAction):
        if shape not in declared.members(Action):
            lines += [f"`{declared.tag(shape, 'type')}` (`{shape.__name__}`): {_doc(shape)}", "",
                      *_field_lines(shape, skip=every), ""]
    lines.append(end)
    return "\n".join(lines)


def events_section() -> str:
    """The events of the log, markers included."""
    from powergrid import declared
    from powergrid.event_schema import Event
    begin, end = _markers("events")
    lines = [begin, "", "| `e` | fields besides `e` and `round` | when |", "|---|---|---|"]
    for shape in declared.members(Event):
        fields = "; ".join(line[2:] for line in _field_lines(shape, skip=("e", "round"))) or "-"
        lines.append(f"| `{declared.tag(shape, 'e')}` | {_cell(fields)} | {_cell(_doc(shape))} |")
    lines += ["", end]
    return "\n".join(lines)


def _view_parts(shape: Any, skip: set[Any], out: list[Any]) -> list[Any]:
    """The declared parts a view shape reaches, depth first (the state's and the events' left to
    their own sections)."""
    for hint in _fields(shape).values():
        for part in _within(hint):
            if part not in skip and part not in out:
                out.append(part)
                _view_parts(part, skip, out)
    return out


def _within(hint: Any) -> list[Any]:
    if typing.is_typeddict(hint):
        return [hint]
    return [part for arg in typing.get_args(hint) for part in _within(arg)]


def view_section() -> str:
    """The view (`Game.view()`) and its nested parts, markers included."""
    from powergrid import declared
    from powergrid.event_schema import Event
    from powergrid.state_schema import PARTS
    from powergrid.view_schema import GameView, SeatView
    begin, end = _markers("view")
    skip = {shape for shape, _ in PARTS.values()} | set(declared.members(Event))
    lines = [begin, "", f"`game.view()` (`GameView`): {_doc(GameView)}", "", *_field_lines(GameView), "",
             f"`game.view(seat)` (`SeatView`): {_doc(SeatView)} Also:", "",
             *_field_lines(SeatView, skip=tuple(_fields(GameView))), ""]
    for part in _view_parts(SeatView, skip, []):
        lines += [f"`{part.__name__}`: {_doc(part)}", "", *_field_lines(part), ""]
    lines.append(end)
    return "\n".join(lines)


SECTIONS: dict[str, Callable[[], str]] = {"state": state_section, "actions": actions_section,
                                          "events": events_section, "view": view_section}


def section(name: str = "state") -> str:
    """A generated section's Markdown, markers included."""
    return SECTIONS[name]()


def current(text: str, name: str = "state") -> str:
    """The section as docs/API.md has it now, markers included."""
    begin, end = _markers(name)
    start, stop = text.index(begin), text.index(end) + len(end)
    return text[start:stop]


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    text = API.read_text("utf-8")
    stale = [name for name in SECTIONS if current(text, name) != section(name)]
    if not stale:
        return 0
    if "--check" in argv:
        print(f"{API.relative_to(ROOT)}: stale sections {', '.join(stale)}; run python3 -m buildtools.state_doc",
              file=sys.stderr)
        return 1
    for name in stale:
        text = text.replace(current(text, name), section(name))
    API.write_text(text, "utf-8")
    print(f"rewrote the sections {', '.join(stale)} of {API.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
