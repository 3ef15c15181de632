"""Charts for the final screen, drawn as SVG from the engine's answers (no replay, no state
kept by the UI): each player's money, cities connected and cities powered at the end of every
round, read from the view's money ledger (game.view()["ledger"], which counts every payment,
asset cards and Luna Park included), and the plants each player bought, read from the log.
`render_charts` draws them.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypedDict

from ..common import COLORS, Drawn, SHAPE_PATHS, color_hex, plant_label, shape_icon, table
from ..h import Markup, esc
from ..i18n import t
from ..palette import WHITE
from ..words.bidruns import Entry

if TYPE_CHECKING:
    from powergrid.state_schema import Card

Bought = tuple[int, "Card", int]     # a plant bought: (round, plant, price)


class Series(TypedDict):
    """What the charts draw, per round of the ledger: per seat, his money, cities and cities powered;
    and per seat the plants he bought."""
    rounds: list[int]
    money: list[list[int]]
    cities: list[list[int]]
    powered: list[list[int]]
    plants: list[list[Bought]]

W, H = 340, 170                 # one chart's viewBox
LEFT, RIGHT, TOP, BOTTOM = 40, 10, 12, 24


def round_series(game: Drawn) -> Series:
    """{"rounds": [1, 2, ...], "money": [[per round] per seat], "cities": [...], "powered": [...],
    "plants": [[(round, plant, price), ...] per seat]}: the ledger's rounds, and the plants
    bought as the log tells them."""
    view = table(game)
    n = len(view["players"])
    rounds = view["ledger"]["rounds"]
    out: Series = {"rounds": [r["round"] for r in rounds],
           "money": [[r["money"][s] for r in rounds] for s in range(n)],
           "cities": [[r["houses"][s] for r in rounds] for s in range(n)],
           "powered": [[r["powered"][s] for r in rounds] for s in range(n)],
           "plants": [[] for _ in range(n)]}
    log: Sequence[Entry] = view["log"]
    for e in log:
        if e["e"] == "plant_bought":
            out["plants"][e["player"]].append((e["round"], e["plant"], e["price"]))
    return out


def _marker(color: str, x: float, y: float) -> str:
    """The player's shape cue on a data point, so lines are told apart without colours."""
    fill, _, shape = COLORS.get(color, COLORS["black"])
    return (f'<g transform="translate({x - 5:.1f} {y - 5:.1f}) scale(0.625)" fill="{fill}" '
            f'stroke="{WHITE}" stroke-width="1.5">{SHAPE_PATHS[shape]}</g>')


def _nice_top(value: int) -> int:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500):
        if value <= step * 4:
            return max(step * 4, 4) if value > 0 else 4
    return value


def line_chart(title: str, rounds: Sequence[int], series: Sequence[Sequence[int]], colors: Sequence[str],
               names: Sequence[str], axis_label: str) -> Markup:
    """One line per player over the rounds, with a grid, the y scale and the rounds below."""
    top = _nice_top(max([v for s in series for v in s] + [1]))
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM
    count = max(len(rounds) - 1, 1)

    def x(i: float) -> float:
        return LEFT + pw * i / count

    def y(v: float) -> float:
        return TOP + ph * (1 - v / top)

    grid = []
    for k in range(5):
        v = top * k // 4
        grid.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y(v):.1f}" y2="{y(v):.1f}" class="grid"/>'
                    f'<text x="{LEFT - 4}" y="{y(v) + 4:.1f}" class="ytick">{v}</text>')
    every = max(1, len(rounds) // 10)
    for i, r in enumerate(rounds):
        if i % every == 0 or i == len(rounds) - 1:
            grid.append(f'<text x="{x(i):.1f}" y="{H - 8}" class="xtick">{r}</text>')
    lines = []
    for seat, values in enumerate(series):
        color = colors[seat]
        pts = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(values))
        marks = "".join(_marker(color, x(i), y(v)) for i, v in enumerate(values))
        last = values[-1] if values else 0
        lines.append(f'<g class="series" data-seat="{seat}" data-last="{last}">'
                     f'<title>{esc(names[seat])}: {last}</title>'
                     f'<polyline points="{pts}" fill="none" stroke="{color_hex(color)}" stroke-width="2.5"/>'
                     f'{marks}</g>')
    return Markup(f'<figure class="chart"><figcaption>{esc(title)}</figcaption>'
                  f'<svg viewBox="0 0 {W} {H}" role="img" aria-label="{esc(title)}">'
                  f'{"".join(grid)}{"".join(lines)}'
                  f'<text x="2" y="{H - 8}" class="xlabel">{esc(axis_label)}</text></svg></figure>')


CARD_W, CARD_H, LANE_H = 22, 18, 20       # a plant card in the chart, and the height of one lane


def _lanes(xs: Sequence[float]) -> list[tuple[float, int]]:
    """[(x, lane)] for cards wanted at the centres `xs` (in buying order): each card takes the
    first lane where it does not overlap the card before it; where none is free (three plants in
    two rounds) it moves right in the first lane. Late games put rounds closer than a card's
    width, and two plants bought in one round share a centre."""
    ends = [float("-inf"), float("-inf")]
    out: list[tuple[float, int]] = []
    for x in xs:
        lane = next((k for k, end in enumerate(ends) if x - CARD_W / 2 >= end + 1), None)
        if lane is None:
            lane, x = 0, ends[0] + 1 + CARD_W / 2
        ends[lane] = x + CARD_W / 2
        out.append((x, lane))
    return out


NAME_CHARS = 12           # the most characters of a name the plants chart writes before its row
NAME_CHAR_W = 6.6         # the widest a character of a name is drawn there (10 px, bold), in chart units


def short_names(names: Sequence[str], limit: int = NAME_CHARS) -> list[str]:
    """Each name as the plants chart writes it: whole up to `limit` characters, else its start and
    "…"; where two starts are alike ("Calculatorul 4 (Greu)", "Calculatorul 5 (Greu)"), a little of
    its start, "…" and the words from where it differs from them ("Cal…4 (Greu)"), so that every
    row's name still tells its player."""
    def cut(name: str) -> str:
        return name if len(name) <= limit else name[:limit - 1].rstrip() + "…"

    out = []
    for name in names:
        alike = [other for other in names if other != name and cut(other) == cut(name)]
        if not alike:
            out.append(cut(name))
            continue
        differs = max(next((i for i, (a, b) in enumerate(zip(name, other)) if a != b), len(other))
                      for other in alike)
        rest = name[max(name.rfind(" ", 0, differs) + 1, differs - (limit - 5)):][:limit - 4]
        out.append(name[:limit - 1 - len(rest)].rstrip() + "…" + rest)
    return out


def plants_chart(title: str, rounds: Sequence[int], plants: Sequence[Sequence[Bought]], colors: Sequence[str],
                 names: Sequence[str], lang: str) -> Markup:
    """One row per player: the player's name, then each plant bought, as a card at the round it
    was bought (two lanes where cards would overlap)."""
    shown = short_names(names)
    label_w = 20 + NAME_CHAR_W * max(len(n) for n in shown)
    pw = W - label_w - RIGHT - 14
    count = max(len(rounds) - 1, 1)
    first = rounds[0] if rounds else 1
    placed = []
    for bought in plants:
        xs = [label_w + 7 + pw * (rounds.index(r) if r in rounds else r - first) / count for r, _, _ in bought]
        placed.append(_lanes(xs))
    heights = [8 + LANE_H * (1 + max((lane for _, lane in row), default=0)) for row in placed]
    height = TOP + sum(heights) + BOTTOM
    rows = []
    y0 = TOP
    for seat, bought in enumerate(plants):
        color = colors[seat]
        mid = y0 + heights[seat] / 2
        cards = []
        for (r, plant, price), (cx, lane) in zip(bought, placed[seat]):
            top = y0 + 4 + lane * LANE_H
            tip = t(lang, "charts.bought", round=r, plant=plant_label(plant), price=price)
            cards.append(f'<g class="bought" data-plant="{plant}"><title>{esc(tip)}</title>'
                         f'<rect x="{cx - CARD_W / 2:.1f}" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="3" '
                         f'fill="{color_hex(color)}" stroke="{WHITE}"/>'
                         f'<text x="{cx:.1f}" y="{top + 13}" class="pnum">{esc(plant_label(plant))}</text></g>')
        rows.append(f'<g class="plants-row" data-seat="{seat}"><title>{esc(names[seat])}</title>'
                    f'{_marker(color, 8, mid)}'
                    f'<text x="16" y="{mid + 4:.0f}" class="pname-s">{esc(shown[seat])}</text>'
                    f'<line x1="{label_w:.1f}" x2="{W - RIGHT}" y1="{mid}" y2="{mid}" class="grid"/>'
                    f'{"".join(cards)}</g>')
        y0 += heights[seat]
    every = max(1, len(rounds) // 10)
    ticks = "".join(f'<text x="{label_w + 7 + pw * i / count:.1f}" y="{height - 8}" class="xtick">{r}</text>'
                    for i, r in enumerate(rounds) if i % every == 0 or i == len(rounds) - 1)
    return Markup(f'<figure class="chart chart-plants"><figcaption>{esc(title)}</figcaption>'
                  f'<svg viewBox="0 0 {W} {height}" role="img" aria-label="{esc(title)}">'
                  f'{"".join(rows)}{ticks}</svg></figure>')


def legend(names: Sequence[str], colors: Sequence[str], lang: str) -> Markup:
    """Who is who in the charts: each player's shape cue and line colour beside his name."""
    items = "".join(f'<li class="pcb-{esc(color)}" data-seat="{seat}">{shape_icon(color, 14)}'
                    f'<span class="legend-line"></span>{esc(name)}</li>'
                    for seat, (name, color) in enumerate(zip(names, colors)))
    return Markup(f'<ul class="chart-legend" aria-label="{esc(t(lang, "table.charts.legend"))}">{items}</ul>')


def render_charts(game: Drawn, lang: str, colors: Sequence[str]) -> Markup:
    """The final screen's charts (empty when the log holds no round)."""
    data = round_series(game)
    rounds = data["rounds"]
    if not rounds:
        return Markup("")
    names = [p["name"] for p in table(game)["players"]]
    axis = t(lang, "charts.round")
    charts = [
        line_chart(t(lang, "charts.money"), rounds, data["money"], colors, names, axis),
        line_chart(t(lang, "charts.cities"), rounds, data["cities"], colors, names, axis),
        line_chart(t(lang, "charts.powered"), rounds, data["powered"], colors, names, axis),
        plants_chart(t(lang, "charts.plants"), rounds, data["plants"], colors, names, lang),
    ]
    return Markup(f'<section class="charts"><h3>{esc(t(lang, "charts.title"))}</h3>'
                  f'{legend(names, colors, lang)}<div class="chart-grid">{"".join(charts)}</div></section>')
