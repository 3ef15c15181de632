"""What the page's own Python (web/pgui, standard library only) works out when the site is built
rather than in the browser at every start: palette.css and the theme colour, the page's colours
from their one source, and the instant start, the start screen in every language with
instant.js's configuration and script written into index.html, so a first visit shows the game
before Python has loaded.
"""
from __future__ import annotations

import json
from pathlib import Path

from .dev_env import WEB, page_packages_importable


THEME_MARK = "__THEME_COLOR__"
THEMED = ("index.html", "manifest.webmanifest")    # the browser's bar, the installed app's splash


def write_palette(out: Path) -> None:
    """palette.css, the page's colours as CSS custom properties, and the theme colour of
    index.html and the manifest, from their one source (web/pgui/palette.py, standard library
    only)."""
    page_packages_importable()
    from pgui import palette  # noqa: PLC0415
    (out / "palette.css").write_text(palette.css(), "utf-8")
    for name in THEMED:
        text = (out / name).read_text("utf-8")
        if THEME_MARK not in text:
            raise SystemExit(f"{name} lost its theme colour mark {THEME_MARK}")
        (out / name).write_text(text.replace(THEME_MARK, palette.THEME), "utf-8")


INSTANT_MARKER = "<!-- instant start: build.py writes the start screens and the boot configuration here -->"


def prerender(out: Path) -> None:
    """Instant start: the start screen in every language, drawn now by the page's own renderer
    (pgui.controller.snapshot), and instant.js's configuration, written into index.html."""
    page_packages_importable()
    from pgui.controller import snapshot  # noqa: PLC0415  (the page's package, standard library only)
    screens = "".join(f'<template id="pg-start-{lang}">{html}</template>'
                      for lang, html in snapshot.prerender_start().items())
    config = json.dumps(snapshot.boot_config(), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    index = out / "index.html"
    text = index.read_text("utf-8")
    if INSTANT_MARKER not in text:
        raise SystemExit("index.html lost the instant start marker")
    text = text.replace(INSTANT_MARKER, screens + f'\n  <script type="application/json" id="pg-instant-config">'
                        f'{config}</script>')
    # inline: on a return visit the snapshot must not wait for one more file
    script = (WEB / "instant.js").read_text("utf-8")
    if "</script" in script.lower():
        raise SystemExit("instant.js must not contain a closing script tag: it is inlined")
    text = text.replace('<script src="./instant.js"></script>', f"<script>\n{script}</script>")
    index.write_text(text, "utf-8")
