"""The page's order for keyboards, as the markup gives it (the presses are counted in e2e by
keyboard_driver): the start screen's choices are named radio groups, one Tab stop each; Pass comes
right before the decision's heading; the plants on sale are one Tab stop that sends the focus on
to the bids; Power comes before the plants to run, which are checkboxes like the list's cities;
the list of cities stays open once opened, its button after it."""
from __future__ import annotations

import re

import pytest

from web_scenes import app_for, decision_html, kind_is, play_until

from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.storage.saves import LIST_KEY


def tags(markup: str, pattern: str) -> list:
    return re.findall(rf"<[^>]*{pattern}[^>]*>", markup)


def attr(tag: str, name: str):
    found = re.search(rf'\s{name}="([^"]*)"', tag)
    return found.group(1) if found else None


# ---- the start screen -------------------------------------------------------------------

def start_screen(app=None) -> str:
    return (app or App(DictStore(), "en")).render()[1]["pg-screen"]


def groups(html: str) -> list:
    """(the radio group's opening tag, its options' tags) in the page's order."""
    out = []
    for m in re.finditer(r'(<div [^>]*role="radiogroup"[^>]*>)(.*?)</div>', html):
        out.append((m.group(1), re.findall(r'<button [^>]*role="radio"[^>]*>', m.group(2))))
    return out


def test_every_choice_of_the_start_screen_is_a_named_radio_group_with_one_tab_stop():
    """Players, each seat's colour and kind, map, regions, table: a screen reader hears the
    group's name and which option is chosen; the chosen option is the group's only Tab stop."""
    html = start_screen()
    found = groups(html)
    assert len(found) == 1 + 3 * 2 + 3                # players, 3 seats x (colour, kind), map, regions, table
    labels = dict(re.findall(r'<span class="label" id="([^"]+)">([^<]+)</span>', html))
    assert {labels[attr(g, "aria-labelledby")] for g, _ in found if attr(g, "aria-labelledby")} == \
        {"Players", "Map", "Regions", "At the table"}
    for group, options in found:
        assert attr(group, "aria-labelledby") or attr(group, "aria-label")
        chosen = [o for o in options if attr(o, "aria-checked") == "true"]
        assert len(chosen) == 1
        assert [attr(o, "tabindex") for o in options] == ["0" if o in chosen else "-1" for o in options]
    regions = next(options for group, options in found if attr(group, "aria-labelledby") == "start-regions")
    assert [(attr(o, "data-mode"), attr(o, "aria-checked")) for o in regions] == \
        [("random", "true"), ("pick", "false")]                 # "Draw at random" chosen


def test_a_choice_made_moves_the_groups_tab_stop():
    app = App(DictStore(), "en")
    app.dispatch("seat-kind", {"seat": "1", "kind": "normal"})
    kinds = [options for group, options in groups(start_screen(app)) if 'data-action="seat-kind"' in options[0]]
    chosen = [attr(o, "data-kind") for o in kinds[1] if attr(o, "tabindex") == "0"]
    assert chosen == ["normal"]


# ---- the decisions -----------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["choose", "bid"])
def test_pass_comes_right_before_the_decisions_heading(kind):
    """BASE-AUCTION: from the heading, where the focus is when the decision opens, one Shift+Tab."""
    game = play_until(lambda g: kind_is(kind)(g) and any(a["type"] == "pass" for a in g.legal_actions()))
    html = decision_html(game)
    assert re.search(r'<div class="decision-head"><button [^>]*data-action="pass"[^>]*>[^<]*</button><h2>', html)
    assert html.count('data-action="pass"') == 1


def test_the_plants_on_sale_are_one_tab_stop_that_sends_the_focus_on_to_the_bids():
    game = play_until(kind_is("choose"))
    html = decision_html(game)
    group = tags(html, 'class="cards cards-pick"')[0]
    assert attr(group, "role") == "toolbar" and attr(group, "aria-label") == "Plants on sale"
    assert attr(group, "data-then") == ".bidbox .quick-bids"
    plant = re.search(r'data-plant="([^"]+)"', html[html.index("cards-pick"):]).group(1)
    picked = decision_html(game, plant=int(plant))
    assert 'class="bidbox"' in picked and 'class="quick-bids" role="toolbar"' in picked


def test_power_comes_before_the_plants_which_are_checkboxes():
    """BASE-BUREAU: the engine's best powering is ticked; Power is the first control after the
    heading; a plant to run says checked or not, so Space switches it and Enter sends."""
    game = play_until(lambda g: kind_is("power")(g) and g.best_powering(g.decision()["player"])["plants"])
    html = app_for(game).render()[1]["pg-decision"]
    assert html.index('data-action="power"') < html.index('data-action="toggle-plant"')
    assert html.index('data-action="power"') < html.index("<summary")
    for toggle in tags(html, 'data-action="toggle-plant"'):
        assert attr(toggle, "role") == "checkbox" and attr(toggle, "aria-checked") in ("true", "false")
        assert attr(toggle, "aria-pressed") is None


def test_the_list_of_cities_stays_open_for_the_next_builds_its_button_after_it():
    """BASE-BUILD: opened once, the list is open at the player's next build and after a reload
    (a kept preference); its cities are checkboxes; its button follows it, so one Tab from the
    heading reaches the cheapest city."""
    game = play_until(kind_is("build"))
    app = app_for(game)
    app.dispatch("city-list", {})
    assert app.store.get(LIST_KEY) == "open"
    app.dispatch("build-nothing")
    fresh = App(app.store, "en")
    assert app.current_choice()["list"] and fresh.current_choice()["list"]
    html = decision_html(game, list=True)
    assert html.index('id="pg-city-list"') < html.index('data-action="city-list"')
    cities = tags(html, 'data-list="1"')
    assert cities and all(attr(c, "role") == "checkbox" for c in cities)
    app.dispatch("city-list", {})
    assert App(app.store, "en").current_choice()["list"] is False
