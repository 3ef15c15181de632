"""Every colour written in the page's files (web/: its Python, CSS, HTML, JavaScript), in each form
CSS takes: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() (and the other colour
functions), and a colour's name where a colour is given (the value of a property or an attribute
that takes a colour, in a stylesheet, a style, SVG markup or a script). `transparent` and
`currentColor` are not counted: they name no colour of their own that the palette could hold.

tests/web/test_palette.py holds the page to none outside web/pgui/palette.py; run as a script,
this prints the count, file by file, of a web folder (the project's by default):

    python3 tests/web/page_colours.py [WEB_FOLDER]
"""
from __future__ import annotations

import io
import re
import sys
import tokenize
from collections import Counter
from pathlib import Path
from typing import NamedTuple

WEB = Path(__file__).resolve().parents[2] / "web"
PAGE_SUFFIXES = (".py", ".css", ".js", ".mjs", ".html", ".webmanifest", ".po")   # every text file of web/
PALETTE = Path("pgui") / "palette.py"

# Not preceded by a word, "&" (an HTML entity, &#123;) or "/" (a reference, owner/repo#12).
HEX = r"(?<![\w&/#])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])"
FUNCTION = (r"(?<![\w.-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color(?=\(\s*(?:srgb|display-p3|a98-rgb|"
            r"prophoto-rgb|rec2020|xyz)))\([^()]*\)")
LITERAL = re.compile(f"{HEX}|{FUNCTION}", re.IGNORECASE)

# CSS's named colours (CSS Color 4).
NAMES = frozenset("""
aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid
darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet
deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro
ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow
lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab
orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru
pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan
teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen
""".split())
# A property or attribute that takes a colour (CSS, SVG, or a script's camelCase style name), or a
# custom property; then its value: quoted, or up to the end of the declaration.
COLOUR_PROPERTY = (r"(?<![\w-])(?:--[\w-]+|(?:-webkit-)?(?:background|color|border|outline|box-shadow|text-shadow|"
                   r"fill|stroke|stop-color|flood-color|lighting-color|caret-color|accent-color|column-rule|"
                   r"text-decoration|text-emphasis|text-stroke|scrollbar-color|tap-highlight-color|filter)"
                   r"(?:-[\w-]+)?|(?:background|color|border|outline|boxShadow|textShadow|fill|stroke|stopColor|"
                   r"floodColor|caretColor|accentColor|textDecoration)\w*)")
DECLARATION = re.compile(COLOUR_PROPERTY + r"""\s*[:=]\s*(?:"([^"]*)"|'([^']*)'|([^;}"'<>\n]*))""")
WORD = re.compile(r"(?<![\w-])[a-zA-Z]+(?![\w-])")
# what a value takes from elsewhere: a custom property, an f-string's or a template's placeholder
READ_ELSEWHERE = re.compile(r"var\([^()]*(?:\([^()]*\)[^()]*)*\)|\$?\{[^{}]*\}")
# the comments of each kind of file: prose, where a colour's name is a word (Python: its strings
# are read, nothing else, since its names are variables)
COMMENTS = {".css": r"/\*.*?\*/", ".html": r"<!--.*?-->|/\*.*?\*/", ".js": r"/\*.*?\*/|(?<![:\\])//[^\n]*"}
COMMENTS[".mjs"] = COMMENTS[".js"]


class Found(NamedTuple):
    path: str       # relative to the web folder
    line: int
    colour: str


def blank(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


def python_strings(text: str) -> str:
    """Python source with all but its strings blanked out."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    kept = list(blank(text))
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if tokenize.tok_name[token.type] in ("STRING", "FSTRING_MIDDLE"):
            begin = starts[token.start[0] - 1] + token.start[1]
            end = starts[token.end[0] - 1] + token.end[1]
            kept[begin:end] = text[begin:end]
    return "".join(kept)


def without_comments(text: str, suffix: str) -> str:
    """`text` with its comments blanked out (each character a space, the lines kept)."""
    if suffix == ".py":
        return python_strings(text)
    pattern = COMMENTS.get(suffix)
    if pattern is None:
        return text
    return re.sub(pattern, lambda m: blank(m.group()), text, flags=re.DOTALL)


def named_colours(text: str, suffix: str = ".css") -> list[tuple[int, str]]:
    """(offset, name) of each colour given by its name as a colour property's value (not in a comment)."""
    found = []
    for match in DECLARATION.finditer(without_comments(text, suffix)):
        group = next(g for g in (1, 2, 3) if match.group(g) is not None)
        value = READ_ELSEWHERE.sub(lambda m: " " * len(m.group()), match.group(group))
        found += [(match.start(group) + word.start(), word.group()) for word in WORD.finditer(value)
                  if word.group().lower() in NAMES]
    return found


def colours_in(text: str, suffix: str = ".css") -> list[tuple[int, str]]:
    """(offset, colour) of each colour written in `text` (of a file ending in `suffix`), in the order
    written; a colour's value counts in a comment too (a copy that would drift), its name only where
    it gives a colour."""
    return sorted([(m.start(), m.group()) for m in LITERAL.finditer(text)] + named_colours(text, suffix))


def page_files(web: Path = WEB) -> list[Path]:
    return sorted(p for p in web.rglob("*") if p.suffix in PAGE_SUFFIXES and "__pycache__" not in p.parts)


def colours_outside_palette(web: Path = WEB) -> list[Found]:
    """Every colour written in a page file other than the palette."""
    found = []
    for path in page_files(web):
        if path.relative_to(web) == PALETTE:
            continue
        text = path.read_text("utf-8")
        found += [Found(path.relative_to(web).as_posix(), text.count("\n", 0, at) + 1, colour)
                  for at, colour in colours_in(text, path.suffix)]
    return found


def same_colour(value: str) -> str:
    """One spelling for one written colour: lower case, #abc as #aabbcc, no spaces in functions."""
    value = re.sub(r"\s+", "", value.lower())
    if value.startswith("#") and len(value) in (4, 5):
        return "#" + "".join(c * 2 for c in value[1:])
    return value


def report(found: list[Found]) -> str:
    by_file = Counter(f.path for f in found)
    lines = [f"{len(found)} colours written outside {PALETTE.as_posix()}, "
             f"{len({same_colour(f.colour) for f in found})} distinct"]
    lines += [f"  {path}: {n}" for path, n in by_file.most_common()]
    lines += [f"    {f.path}:{f.line}: {f.colour}" for f in found]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(colours_outside_palette(Path(sys.argv[1]) if len(sys.argv) > 1 else WEB)))
