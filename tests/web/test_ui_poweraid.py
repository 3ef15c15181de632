"""Bureaucracy on one screen (BASE-BUREAU-1..4): everyone's best powering and income,
who has confirmed, plants that cannot run dimmed, fuel burnt for no extra city flagged."""
from __future__ import annotations

import re


from pgui.decisions import poweraid
from pgui.decisions.power import power_choice
from pgui.i18n import t
from web_scenes import app_for, kind_is, play_until


def test_every_player_is_listed_with_his_best_powering_and_income():
    game = play_until(lambda g: kind_is("power")(g) and any(
        e["e"] == "powered" and e["round"] == g.state["round"] for e in g.state["log"]))
    rows = poweraid.everyone(game)
    assert [r[0] for r in rows] == game.state["order"]
    statuses = {seat: status for seat, _, _, status in rows}
    assert statuses[game.decision()["player"]] == "now"
    assert "done" in statuses.values()
    done = {e["player"]: e for e in game.state["log"] if e["e"] == "powered" and e["round"] == game.state["round"]}
    for seat, cities, income, status in rows:
        if status == "done":
            assert (cities, income) == (done[seat]["cities"], done[seat]["income"])
        else:
            best = game.best_powering(seat)
            assert cities == best["cities"]
            assert income == game.power_quote(seat, best["plants"], best["burn"])["income"]
    html = app_for(game, "it").render()[1]["pg-decision"]
    assert t("it", "power.everyone") in html
    assert len(re.findall(r'<tr class="pw-(?:done|now|wait)" data-seat=', html)) == len(game.state["players"])


def test_a_plant_without_fuel_is_dimmed_and_said_so():
    game = play_until(lambda g: kind_is("power")(g) and any(
        not g.power_quote(g.decision()["player"], [n])["ok"]
        for n in g.state["players"][g.decision()["player"]]["plants"]))
    seat = game.decision()["player"]
    flags = poweraid.plant_flags(game, seat, [])
    dead = [n for n in game.state["players"][seat]["plants"] if not game.power_quote(seat, [n])["ok"]]
    assert dead and all(flags[n] == "cannot" for n in dead)
    html = app_for(game).render()[1]["pg-decision"]
    for n in dead:
        assert re.search(rf'class="btn run[^"]* cannot" data-action="toggle-plant" data-plant="{n}"', html)
    assert t("en", "power.cannot_run") in html


def test_burning_fuel_for_no_extra_city_is_flagged():
    """A player whose plants together power more cities than he has: a fuelled plant that adds
    no city is flagged once ticked."""
    def wasteful(g):
        if not kind_is("power")(g):
            return False
        seat = g.decision()["player"]
        p = g.state["players"][seat]
        runnable = [n for n in p["plants"] if g.power_quote(seat, [n])["ok"] and g.rules.plants[n].inputs]
        return len(runnable) >= 2 and g.power_quote(seat, runnable)["ok"] and \
            sum(g.rules.plants[n].cities for n in runnable) > len(p["cities"]) + min(
                g.rules.plants[n].cities for n in runnable) - 1
    game = play_until(wasteful, seeds=range(1, 120))
    seat = game.decision()["player"]
    p = game.state["players"][seat]
    runnable = [n for n in p["plants"] if game.power_quote(seat, [n])["ok"] and game.rules.plants[n].inputs]
    flags = poweraid.plant_flags(game, seat, runnable)
    flagged = [n for n in runnable if flags.get(n) == "no_gain"]
    assert flagged
    full = game.power_quote(seat, runnable)["cities"]
    for n in flagged:
        assert game.power_quote(seat, [m for m in runnable if m != n])["cities"] == full
    app = app_for(game)
    power_choice(app, seat)["plants"][:] = runnable
    power_choice(app, seat)["burn"] = game.power_quote(seat, runnable)["burn"]
    assert t("en", "power.no_gain") in app.render()[1]["pg-decision"]


def test_the_rows_say_one_city_in_the_singular():
    """A player powering one city reads "1 city", in each language's plural form."""
    game = play_until(lambda g: kind_is("power")(g) and any(
        cities == 1 for _, cities, _, _ in poweraid.everyone(g)))
    for lang in ("en", "ro"):
        html = app_for(game, lang).render()[1]["pg-decision"]
        one = t(lang, "power.best_row", count=1, income=0).split(" · ")[0]
        assert re.search(rf">{re.escape(one)} · ", html), lang
    assert "1 cities" not in app_for(game, "en").render()[1]["pg-decision"]
