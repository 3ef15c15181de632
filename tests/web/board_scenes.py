"""Games and SVG readers shared by the board tests: a board is parsed as XML and read by its
data attributes, as a player's eye would by colour and place."""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package


from powergrid import Game
from powergrid.bots import RandomBot

SVG = "{http://www.w3.org/2000/svg}"
COLORS = ["#d32f2f", "#1976d2", "#388e3c", "#fbc02d", "#7b1fa2", "#212121"]
HOSTILE = '<img src=x onerror=1>'      # names are at most 32 characters
HOSTILE2 = '"><b onclick=1>&amp;'


# ---- helpers -------------------------------------------------------------------------

def new_game(players=("Ann", "Bob"), game_map="germany", regions=("northwest", "west", "southwest"), seed=3):
    return Game({"map": game_map, "players": list(players), "seed": seed,
                 "regions": list(regions) if regions else None, "beginner": False})


def play_until(game, bot, done):
    for _ in range(5000):
        if game.over or done(game):
            return game
        game.apply(bot.act(game))
    raise AssertionError("the game did not get there")


def to_build(game, bot):
    return play_until(game, bot, lambda g: g.decision()["kind"] == "build")


def houses_total(game):
    return sum(len(p["cities"]) for p in game.state["players"])


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)      # proves the markup is well-formed XML


def city_groups(root) -> dict:
    return {g.get("data-city"): g for g in root.iter(f"{SVG}g") if g.get("data-city") is not None}


def city_bases(root) -> dict:
    """The static drawing of each in-play city (marker, slots, name), by city."""
    return {g.get("data-base"): g for g in root.iter(f"{SVG}g") if g.get("data-base") is not None}


def planned(root) -> list:
    """The cities ringed as planned, in plan order."""
    return [e.get("data-planned") for e in root.iter(f"{SVG}circle") if e.get("data-planned")]


def city_art(root) -> dict:
    """The drawing under each city's button (network ring, build ring or veil, houses), by city."""
    return {g.get("data-art"): g for g in root.iter(f"{SVG}g") if g.get("data-art") is not None}


def houses_in(group) -> list:
    """[(seat, fill, letter, shape)] of the houses drawn in a city, in slot order."""
    out = []
    for h in group.iter(f"{SVG}g"):
        if h.get("class") == "house":
            body = next(e for e in h if e.tag != f"{SVG}text" and e.get("class") != "halo")
            text = next(e for e in h if e.tag == f"{SVG}text")
            out.append((int(h.get("data-seat")), body.get("fill"), text.text, h.get("data-shape")))
    return out


def late_game(game_map="germany", players=6, seed=11, houses=60):
    names = ["Ann", "Bob", "Cem", "Dia", "Eve", "Fay"][:players]
    g = Game({"map": game_map, "players": names, "seed": seed})
    return play_until(g, RandomBot(seed), lambda g: houses_total(g) >= houses)
