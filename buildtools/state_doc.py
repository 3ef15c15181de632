"""The state section of docs/API.md, written from the state's declaration (powergrid/state_schema.py).

    python3 -m buildtools.state_doc          rewrite the section between its markers
    python3 -m buildtools.state_doc --check  exit 1 when the section is stale

tests/test_state_schema.py fails when the section differs from what this writes, so the doc
cannot drift from the declaration.
"""
from __future__ import annotations

import sys
import types
import typing
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
API = ROOT / "docs" / "API.md"
BEGIN = "<!-- state declaration: begin (python3 -m buildtools.state_doc writes this part) -->"
END = "<!-- state declaration: end -->"


def type_text(t) -> str:
    """A type as the declaration writes it: `list[int]`, `Auction | None`, `int | str`."""
    if t is type(None):
        return "None"
    if typing.is_typeddict(t) or isinstance(t, type) and not isinstance(t, types.GenericAlias):
        return t.__name__
    origin = typing.get_origin(t)
    args = typing.get_args(t)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(type_text(a) for a in args)
    if origin is not None:
        name = getattr(origin, "__name__", str(origin))
        return f"{name}[{', '.join('...' if a is Ellipsis else type_text(a) for a in args)}]"
    return getattr(t, "_name", None) or str(t)


def _fields(shape) -> dict:
    return typing.get_type_hints(shape)


def section() -> str:
    """The generated Markdown, markers included."""
    from powergrid.state_schema import CROSS_KEY_INVARIANTS, PARTS, STATE, GameState, ZONES
    hints = _fields(GameState)
    optional = GameState.__optional_keys__
    lines = [BEGIN, "",
             "| key | shape | copied for search | seen by | own invariants | meaning |",
             "|---|---|---|---|---|---|"]
    for key in STATE:
        shape = f"`{type_text(hints[key.name])}`".replace("|", "\\|")     # (a cell's pipes)
        shape += " (absent in some games)" if key.name in optional else ""
        seen = key.seen + (f": {key.hidden_as}" if key.seen == ZONES else "")
        if key.secret:
            seen += f", but for {', '.join(f'`{s}`' for s in key.secret)} (nobody)"
        own = ", ".join(key.invariants) or "-"
        lines.append(f"| `{key.name}` | {shape} | {key.copy.doc} | {seen} | {own} | {key.doc} |")
    lines += ["", f"Invariants across keys (`powergrid/invariants.py`): {', '.join(CROSS_KEY_INVARIANTS)}.", ""]
    for name, (shape, docs) in PARTS.items():
        hints = _fields(shape)
        optional = shape.__optional_keys__
        lines += [f"`{name}` (`{shape.__name__}`):", ""]
        for field, doc in docs.items():
            absent = ", absent in some" if field in optional else ""
            lines.append(f"- `{field}` (`{type_text(hints[field])}`{absent}): {doc}")
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def current(text: str) -> str:
    start, stop = text.index(BEGIN), text.index(END) + len(END)
    return text[start:stop]


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    text = API.read_text("utf-8")
    fresh = section()
    if current(text) == fresh:
        return 0
    if "--check" in argv:
        print(f"{API.relative_to(ROOT)}: the state section is stale; run python3 -m buildtools.state_doc",
              file=sys.stderr)
        return 1
    API.write_text(text.replace(current(text), fresh), "utf-8")
    print(f"rewrote the state section of {API.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
