"""Whole screens: start (new game, saved game, files), region picker, the broken-save screen and
the update banner. (The hand-over and final screens are decision rooms: decisions/handover.py,
decisions/over.py.)"""
from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from functools import lru_cache
from typing import Any, TypedDict

from powergrid import DEFAULT_MAP, Game, beginner_allowed

from . import promo_ui
from .maprules import render_map_rules
from .region_names import ASCENT, drawn_width, picker_box, region_name_spots
from ..common import COLOR_IDS, COLORS, REGION_FILL, shape_icon
from ..h import Markup, button, esc
from ..i18n import CATALOGUE, LANGS, t
from ..palette import PAGE, PICKER_MAP
from ..board.compass import attributes, compass
from ..board.declared import SPECIAL_RING
from ..board.boxes import Box, Point
from ..board.layout import MapData, label_places, layout, map_data
from ..board.sizes import LABEL_SIZE
from ..storage.saves import SEAT_KINDS
from ..words.refusals import error_text


# The map the start screen preselects: the engine's default (the first of Game.maps()). The build
# hands it to the boot script with the pre-rendered start screens (snapshot.boot_config).
PRESELECTED_MAP = DEFAULT_MAP


class Setup(TypedDict):
    """The new game as the start screen sets it up (controller/setup.py; kept under SETUP_KEY)."""
    n: int                  # how many players
    names: list[str]        # per seat, six of them (the first `n` play)
    colors: list[str]       # per seat, a colour id
    kinds: list[str]        # per seat, who plays it (SEAT_KINDS)
    map: str
    region_mode: str        # "random" or "pick"
    regions: list[str]      # the regions picked
    beginner: bool
    promos: list[str]       # the promo cards chosen
    table: str              # "open" or "private"


def map_ids() -> tuple:
    """The engine's one list of maps, in menu order."""
    return tuple(m["id"] for m in Game.maps())


def percent_encode(text: str) -> str:
    """urllib.parse.quote(text, safe="") without importing urllib at start-up. A lone surrogate
    (stored text may hold one; UTF-8 has none) is written as its JSON escape, \\ud800, so that the
    downloaded data is the stored data and this screen never fails on it."""
    unreserved = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~"
    data = text.encode("utf-8", "backslashreplace")
    return "".join(chr(b) if b in unreserved else f"%{b:02X}" for b in data)


def lang_picker(lang: str) -> Markup:
    options = "".join(f'<option value="{code}"{" selected" if code == lang else ""}>'
                      f'{esc(CATALOGUE[code]["lang.name"])}</option>' for code in LANGS)
    label = esc(t(lang, "lang.label"))
    return Markup(f'<label class="lang"><span class="sr">{label}</span>'
                  f'<select data-change="lang" aria-label="{label}">{options}</select></label>')


# ---- region picker --------------------------------------------------------------------

def _frame(game_map: MapData) -> tuple[Callable[[float, float], Point], float, float, float]:
    """The board's own city positions (layout.py), scaled into the picker: they keep the
    geography but give dense clusters room (Seoul, the Ruhr), so region names do not collide.
    Returns (project a board point, scale, width, height)."""
    pos = layout(game_map.key)
    xs = [x for x, _ in pos.values()]
    ys = [y for _, y in pos.values()]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    scale = 860 / max(x1 - x0, y1 - y0)

    def point(x: float, y: float) -> Point:
        return 70 + (x - x0) * scale, 70 + (y - y0) * scale
    return point, scale, (x1 - x0) * scale + 140, (y1 - y0) * scale + 140


def _projection(game_map: MapData) -> tuple[Callable[[str], Point], float, float]:
    """(project a city, width, height) of the picker (_frame)."""
    point, _scale, w, h = _frame(game_map)
    pos = layout(game_map.key)
    return (lambda city: point(*pos[city])), w, h


def render_region_map(map_key: str, selected: Collection[str], lang: str) -> Markup:
    """The map's cities grouped in their regions; tapping a region toggles it.

    Two layers: every region's halo first, then every region's city dots and name on top, so a
    tap on a city or on the region's name always toggles that region even where halos overlap
    or the name sits between the region's cities. Each city is named where the board names it
    (layout.label_places), above all of them, and a city with slots of its own (BW-5) wears the
    board's dashed ring.
    """
    m = map_data(map_key)
    project = _projection(m)[0]
    point, scale, _w, _h = _frame(m)
    names = {rid: t(lang, "region." + rid) for rid in m.regions}
    spots, box = _name_spots(map_key, lang)
    moves = _region_moves(m, spots)
    first = min(m.regions) if m.regions else None
    halos, tops, names_top = [], [_outline(m, project)], []
    for rid, cities in sorted(m.regions.items()):
        on = rid in selected
        fill = REGION_FILL.get(m.region_colors[rid], PAGE["grey-888"])
        pts = [project(c) for c in cities]
        blobs = "".join(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="62"/>' for x, y in pts)
        dots = "".join(f'<circle class="rdot" cx="{x:.0f}" cy="{y:.0f}" r="9"/>' for x, y in pts)
        rings = "".join(_border_ring(x, y) for c, (x, y) in zip(cities, pts) if c in m.city_slots)
        cx, cy = spots[rid]
        name = names[rid]
        halos.append(
            f'<g class="region clickable{" on" if on else ""}" data-action="region" data-region="{esc(rid)}" '
            f'role="button" aria-pressed="{"true" if on else "false"}" aria-label="{esc(name)}" '
            f'tabindex="{0 if rid == first else -1}"{moves[rid]}>'
            f'<g class="rblob" fill="{fill}">{blobs}</g></g>')
        tops.append(f'<g class="region-top clickable" data-action="region" data-region="{esc(rid)}" '
                    f'aria-hidden="true">{rings}{dots}'
                    f'<text x="{cx:.0f}" y="{cy:.0f}" class="rlabel">{esc(name)}</text></g>')
        names_top.append(_city_names(m, cities, point, scale))
    # the cities' names above every region's name, so that a large region name hides none; they
    # take no taps (a tap there reaches the city's dot, halo or the region's name under it)
    return Markup(f'<svg class="regionmap" viewBox="{" ".join(map(str, box))}" role="group">'
                  f'{tops[0]}{"".join(halos)}{"".join(tops[1:])}'
                  f'<g pointer-events="none" aria-hidden="true">{"".join(names_top)}</g></svg>')


@lru_cache(maxsize=16)
def _name_spots(map_key: str, lang: str) -> tuple[dict[str, Point], tuple[int, int, int, int]]:
    """({region: where its name goes}, the picker's viewBox that holds them) (region_names.py):
    worked out once per map and language, not at every tap on a region."""
    m = map_data(map_key)
    project, w, h = _projection(m)
    point, scale, _w, _h = _frame(m)
    names = {rid: t(lang, "region." + rid) for rid in m.regions}
    spots = region_name_spots(m, project, names, _city_boxes(m, project, point, scale), (w, h))
    return spots, picker_box(spots, names, (w, h))


def _city_names(m: MapData, cities: Iterable[str], point: Callable[[float, float], Point], scale: float) -> str:
    """The names of a region's cities, each where the board puts it, scaled into the picker."""
    places = label_places(m.key)
    out = []
    for c in cities:
        x, y, anchor = places[c]
        px, py = point(x, y)
        out.append(f'<text x="{px:.0f}" y="{py:.0f}" text-anchor="{anchor}">{esc(c)}</text>')
    return f'<g class="rcity" font-size="{LABEL_SIZE * scale:.1f}">{"".join(out)}</g>'


def _city_boxes(m: MapData, project: Callable[[str], Point], point: Callable[[float, float], Point],
                scale: float) -> list[Box]:
    """The boxes (x0, y0, x1, y1) the cities' dots and names cover in the picker."""
    size = LABEL_SIZE * scale
    out: list[Box] = []
    for c, (x, y, anchor) in label_places(m.key).items():
        px, py = point(x, y)
        width = drawn_width(c, size)
        x0 = px - width / 2 if anchor == "middle" else px - width if anchor == "end" else px
        out.append((x0, py - ASCENT * size, x0 + width, py + 0.25 * size))
        dx, dy = project(c)
        out.append((dx - 12, dy - 12, dx + 12, dy + 12))
    return out


def region_warning(map_key: str, selected: Collection[str], lang: str) -> Markup:
    """Said at the tap that makes it true: the regions picked so far do not form one area (the
    engine's answer, Game.regions_refusal), so the game could not start with them as they are."""
    refusal = Game.regions_refusal(map_key, list(selected)) if len(selected) >= 2 else None
    if refusal is None:
        return Markup("")
    return Markup(f'<p class="error region-apart" role="alert">{esc(error_text(lang, refusal))}</p>')


def border_legend(map_key: str, lang: str) -> Markup:
    """What the dashed ring means, on maps with cities that have slots of their own (BW-5)."""
    slots = map_data(map_key).city_slots
    if not slots:
        return Markup("")
    step = min(opens for city in slots.values() for _price, opens in city)
    key = f'<svg class="ring-key" viewBox="0 0 40 40" aria-hidden="true">{_border_ring(20, 20)}</svg>'
    return Markup(f'<p class="hint border-legend">{key}{esc(t(lang, "picker.border", step=step))}</p>')


def _border_ring(x: float, y: float) -> str:
    """The board's dashed ring of a city with slots of its own (board/declared.py), in the picker."""
    return (f'<circle cx="{x:.0f}" cy="{y:.0f}" r="16" fill="none" stroke="{SPECIAL_RING}" stroke-width="4" '
            f'stroke-dasharray="7 4"/>')


def _region_moves(m: MapData, spots: dict[str, Point]) -> dict[str, str]:
    """The arrow keys' targets from each region (board/compass.py): along the regions linked by a
    connection between their cities, else the nearest region that way; as data attributes."""
    region_of = {c: rid for rid, cities in m.regions.items() for c in cities}
    pairs = ((region_of[a], region_of[b]) for a, b, _ in m.connections if a in region_of and b in region_of)
    return {rid: attributes(to) for rid, to in compass(spots, pairs).items()}


def _hull(points: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Convex hull (monotone chain), counter-clockwise."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: tuple[int, int], a: tuple[int, int], b: tuple[int, int]) -> int:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower: list[tuple[int, int]] = []
    upper: list[tuple[int, int]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _outline(m: MapData, project: Callable[[str], Point]) -> str:
    """The map's outline under the regions: its cities' hull, padded by a thick round stroke
    (drawn twice: a border, then the land), and its connections as thin lines."""
    pts = [(round(x), round(y)) for x, y in (project(c) for c in m.coords)]
    poly = " ".join(f"{x},{y}" for x, y in _hull(pts))
    lines = "".join(f'<line x1="{project(a)[0]:.0f}" y1="{project(a)[1]:.0f}" '
                    f'x2="{project(b)[0]:.0f}" y2="{project(b)[1]:.0f}"/>' for a, b, _ in m.connections)
    return (f'<g class="map-outline" pointer-events="none" aria-hidden="true">'
            f'<polygon points="{poly}" fill="{PICKER_MAP["edge"]}" stroke="{PICKER_MAP["edge"]}" stroke-width="128" '
            'stroke-linejoin="round"/>'
            f'<polygon points="{poly}" fill="{PICKER_MAP["land"]}" stroke="{PICKER_MAP["land"]}" stroke-width="120" '
            'stroke-linejoin="round"/>'
            f'<g stroke="{PICKER_MAP["lines"]}" stroke-width="3">{lines}</g></g>')


# ---- start screen --------------------------------------------------------------------

def option(label: str, action: str, on: bool, **data: Any) -> Markup:
    """One option of a set-up choice: a radio button, the group's Tab stop when it is the chosen one."""
    return button(label, action, cls="seg" + (" on" if on else ""), role="radio", checked=on,
                  tabindex=0 if on else -1, **data)


def choice_group(options: Iterable[str], cls: str = "segs", label_id: str | None = None,
                 label: str | None = None) -> Markup:
    """A set-up choice as a radio group named by its visible label (`label_id`) or by `label`: one
    Tab stop, the arrow keys move to an option and choose it (keyboard.js), and a screen reader
    says which option is chosen."""
    name = f'aria-labelledby="{esc(label_id)}"' if label_id else f'aria-label="{esc(label)}"'
    return Markup(f'<div class="{cls}" role="radiogroup" {name}>{"".join(options)}</div>')


def seat_kinds(setup: Setup, seat: int, lang: str) -> Markup:
    """Person or computer (easy / normal / hard) for one seat of the new game."""
    kinds = setup.get("kinds") or ["person"] * 6
    segs = [option(t(lang, "start.kind_" + k), "seat-kind", kinds[seat] == k, seat=seat, kind=k) for k in SEAT_KINDS]
    return choice_group(segs, "segs seat-kinds", label=t(lang, "start.seat_kind", n=seat + 1))


def render_start(setup: Setup, lang: str, saved: str | None = None, error: str | None = None,
                 notice: str | None = None, import_error: str | None = None) -> Markup:
    n = setup["n"]
    out = [f'<div class="start"><header class="start-head"><h1>{esc(t(lang, "app.title"))}</h1>'
           f'{lang_picker(lang)}</header>']
    if notice:
        out.append(f'<p class="notice" role="status">{esc(notice)}</p>')
    if saved:
        out.append(saved)     # the saved games (savelist.render_saved_games)
    out.append(f'<section class="card-box files"><h2>{esc(t(lang, "start.files"))}</h2>'
               f'<label class="btn file">{esc(t(lang, "start.import"))}'
               f'<input type="file" accept=".json,application/json" data-change="import"></label>'
               + (f'<p class="error" role="alert">{esc(import_error)}</p>' if import_error else "")
               + '</section>')
    # new game
    out.append(f'<section class="card-box newgame"><h2>{esc(t(lang, "start.title"))}</h2>')
    counts = [option(str(k), "players", k == n, n=k) for k in range(2, 7)]
    out.append(f'<div class="field"><span class="label" id="start-players">{esc(t(lang, "start.players"))}</span>'
               f'{choice_group(counts, label_id="start-players")}</div><ol class="setup-players">')
    for i in range(n):
        swatches = []
        for c in COLOR_IDS:
            on = setup["colors"][i] == c
            fill, ink, _ = COLORS[c]
            swatches.append(f'<button type="button" class="swatch{" on" if on else ""}" data-action="color" '
                            f'data-seat="{i}" data-color="{c}" style="--sw:{fill}" role="radio" '
                            f'aria-checked="{"true" if on else "false"}" tabindex="{0 if on else -1}" '
                            f'title="{esc(t(lang, "color." + c))}" '
                            f'aria-label="{esc(t(lang, "color." + c))}">{shape_icon(c, 22)}</button>')
        out.append(f'<li class="setup-player"><input type="text" class="name" data-field="name" '
                   f'data-seat="{i}" value="{esc(setup["names"][i])}" autocomplete="off" '
                   f'aria-label="{esc(t(lang, "start.name", n=i + 1))}">'
                   f'{choice_group(swatches, "swatches", label=t(lang, "start.color", n=i + 1))}'
                   f'{seat_kinds(setup, i, lang)}</li>')
    out.append("</ol>")
    maps = [option(t(lang, "map." + k), "map", setup["map"] == k, map=k) for k in map_ids()]
    out.append(f'<div class="field"><span class="label" id="start-map">{esc(t(lang, "start.map"))}</span>'
               f'{choice_group(maps, label_id="start-map")}</div>{render_map_rules(setup["map"], lang)}')
    pick = setup["region_mode"] == "pick"
    modes = [option(t(lang, "start.regions_random"), "region-mode", not pick, mode="random"),
             option(t(lang, "start.regions_pick"), "region-mode", pick, mode="pick")]
    out.append(f'<div class="field"><span class="label" id="start-regions">{esc(t(lang, "start.regions"))}</span>'
               f'{choice_group(modes, label_id="start-regions")}</div>')
    if pick:
        need = Game.player_count(n, setup["map"])["regions"]
        out.append(f'<p class="hint">{esc(t(lang, "start.regions_hint", need=need))} '
                   f'{esc(t(lang, "kb.region.keys"))} '
                   f'<strong>{esc(t(lang, "start.regions_count", count=len(setup["regions"]), need=need))}</strong></p>'
                   f'{region_warning(setup["map"], setup["regions"], lang)}'
                   f'{render_region_map(setup["map"], setup["regions"], lang)}{border_legend(setup["map"], lang)}')
    if beginner_allowed(setup["map"]):
        checked = " checked" if setup["beginner"] else ""
        out.append(f'<label class="check-row"><input type="checkbox" data-change="beginner"{checked}>'
                   f'<span>{esc(t(lang, "start.beginner"))}</span></label>')
    else:
        out.append(f'<p class="note beginner-off">{esc(t(lang, "start.beginner_not_on_map"))}</p>')
    out.append(table_mode_field(setup.get("table", "open"), lang))
    out.append(promo_ui.render_setup(setup, lang))
    # a refusal is shown next to the button that asked for it
    alert = f'<p class="error" role="alert">{esc(error)}</p>' if error else ""
    out.append(f'<div class="actions start-actions">{alert}'
               f'{button(t(lang, "start.start"), "start", cls="primary big")}</div>'
               f'</section></div>')
    return Markup("".join(out))


def table_mode_field(mode: str, lang: str) -> Markup:
    """Open table (the default: a turn banner, no hand-over screen) or passing the tablet."""
    segs = [option(t(lang, "start.table_" + m), "table-mode", mode == m, mode=m) for m in ("open", "private")]
    return Markup(f'<div class="field"><span class="label" id="start-table">{esc(t(lang, "start.table"))}</span>'
                  f'{choice_group(segs, label_id="start-table")}</div>')


# ---- broken save ---------------------------------------------------------------------

def render_load_error(lang: str, reason: str, raw: str) -> Markup:
    href = "data:application/json;charset=utf-8," + percent_encode(raw)
    return Markup(
        f'<div class="start"><header class="start-head"><h1>{esc(t(lang, "app.title"))}</h1>'
        f'{lang_picker(lang)}</header>'
        f'<section class="card-box loaderror" role="alert"><h2>{esc(t(lang, "save.error_title"))}</h2>'
        f'<p class="error">{esc(t(lang, "save.error_reason", reason=reason))}</p>'
        f'<p>{esc(t(lang, "save.kept"))}</p><div class="actions">'
        f'<a class="btn" id="raw-save" download="powergrid-save-unreadable.json" href="{esc(href)}">'
        f'{esc(t(lang, "save.download_raw"))}</a>'
        f'{button(t(lang, "save.start_new"), "to-start", cls="primary")}</div></section></div>')


# ---- import over a game in progress ---------------------------------------------------------

# ---- a new version of the page ------------------------------------------------------------

def render_update_banner(lang: str) -> Markup:
    """"A new version is ready — Reload": shown once the new version is fully cached; only
    the player's tap reloads (the game is saved after every action, nothing is lost)."""
    return Markup(f'<span class="update-text">{esc(t(lang, "update.ready"))}</span>'
                  f'<span class="update-dash" aria-hidden="true">—</span>'
                  f'{button(t(lang, "update.reload"), "update-reload", cls="primary")}'
                  f'{button(t(lang, "update.later"), "update-later", cls="later")}')
