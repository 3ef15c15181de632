"""The read model: Game.view(seat) and the accessors a UI draws from (docs/API.md "Reading the game")."""
from __future__ import annotations

import json

import pytest

from powergrid import HOUSES_PER_PLAYER, RESOURCE_TYPES, SLOT_PRICES, Game, IllegalAction
from tests.helpers import act, buy_round1, new_game, play_out, snapshot

OPENING = set(range(3, 11))


def _deck_below_13():
    return [n for n in Game.plant_cards() if n not in OPENING and n != 13 and n != "flux"]


def test_view_shows_the_table():
    """BASE-SETUP-3/5/7/11: money, turn order, markets and face-up plants are public."""
    g = new_game(3)
    v = g.view()
    assert [p["money"] for p in v["players"]] == [50, 50, 50]
    assert v["order"] == g.state["order"]
    assert v["plant_market"]["current"] == [3, 4, 5, 6]
    assert v["plant_market"]["future"] == [7, 8, 9, 10]
    # BASE-SETUP-12, AMB-82: 13 on top and the Step 3 card at the bottom, the rest face down
    assert v["plant_market"]["deck"] == [13] + [None] * (len(g.state["deck"]) - 2) + ["step3"]
    assert v["decision"] == g.decision()
    assert v["round"] == 1 and v["step"] == 1 and v["phase"] == "auction"
    assert v["slot_prices"] == [10]                         # BASE-BUILD-3: Step 1 opens one slot
    coal = v["markets"]["main"]["coal"]
    assert [price for price, _, _ in coal] == list(range(1, 9))
    assert sum(tokens for _, _, tokens in coal) == 24       # BASE-SETUP-7 (T-START)
    assert v["deck_count"] == len(g.state["deck"])
    assert v["removed_count"] == 8 and v["removed_face_up"] == []   # T-PC: 3 players remove 8
    assert json.loads(json.dumps(v)) == v                   # plain JSON


def test_view_hides_deck_order_removed_plants_and_seed():
    """BASE-SETUP-13: the 8 plants removed face down, and the deck below the face-up cards,
    are unknown to every player: two games that differ only there look the same."""
    rest = _deck_below_13()
    a = list(rest)
    b = list(reversed(rest[:8])) + rest[8:11] + list(reversed(rest[11:]))   # same top 3 draws
    ga, gb = new_game(3, deck=a, order=[0, 1, 2]), new_game(3, deck=b, order=[0, 1, 2])
    assert ga.state["box"] != gb.state["box"] and ga.state["deck"] != gb.state["deck"]
    for g in (ga, gb):
        buy_round1(g, [3, 4, 5])
    assert ga.view() == gb.view()
    assert ga.view(1) == gb.view(1)
    text = json.dumps(ga.view(0))
    assert "seed" not in text and "rng" not in text


def test_view_shows_plants_removed_face_up():
    """BASE-AUCTION-15: a plant removed during play is public; the set-up ones stay hidden."""
    g = new_game(3, order=[0, 1, 2])
    hidden = list(g.state["box"])
    g.state["box"].append(44)       # as if removed face up
    v = g.view()
    assert v["removed_face_up"] == [44]
    assert v["removed_count"] == len(hidden) + 1
    assert not set(hidden) & set(v["removed_face_up"])


def test_view_with_a_seat_has_a_private_part():
    g = new_game(2)
    v = g.view(1)
    assert v["seat"] == 1 and v["private"] == {}            # the base game has no secret card
    assert "private" not in g.view()
    for bad in (2, -1, "0", True, 10 ** 5000):
        with pytest.raises(IllegalAction):
            g.view(bad)


def test_view_is_a_copy():
    g = new_game(3)
    before = snapshot(g)
    v = g.view()
    v["players"][0]["money"] = 999
    v["plant_market"]["current"].clear()
    with pytest.raises(TypeError):          # the events are shared read-only copies
        v["log"][0]["e"] = "forged"
    v["log"].clear()
    v["cities"]["X"] = [0]
    assert snapshot(g) == before


def test_the_log_follows_apply_and_undo():
    """The view's log is the game's log after every action, and after an undo rebuilds it."""
    g = new_game(3, order=[0, 1, 2])
    for step in range(3):
        act(g, "open", plant=[3, 4, 5][step], bid=[3, 4, 5][step])
        while g.decision()["kind"] == "bid":
            act(g, "pass")
        assert g.view()["log"] == g.state["log"]
    assert g.decision()["kind"] == "buy"
    g.apply({"type": "buy", "player": g.decision()["player"], "resources": {}})
    n = len(g.view()["log"])
    g.undo()
    assert g.view()["log"] == g.state["log"] and len(g.view()["log"]) < n


def test_view_without_a_log():
    """A computer player's clone may run without an event log; the view still works."""
    g = new_game(3)
    g.state.pop("log")
    v = g.view()
    assert v["log"] == [] and v["players"][0]["money"] == 50


def test_revision_changes_on_apply_and_undo_only():
    g = new_game(3, order=[0, 1, 2])
    r0 = g.revision
    with pytest.raises(IllegalAction):
        g.apply({"type": "open", "player": 0, "plant": 99, "bid": 99})
    assert g.revision == r0
    act(g, "open", plant=4, bid=5)
    r1 = g.revision
    assert r1 != r0
    g.undo()
    assert g.revision not in (r0, r1)


def test_houses_and_game_end_in_the_view():
    """BASE-COMP-3: 22 houses; the view counts houses and the result once the game is over."""
    g = new_game(3, game_map="usa", seed=4)
    play_out(g, seed=3, check=False)
    v = g.view()
    assert v["over"] and v["decision"] is None and v["result"]["ranking"]
    for p in v["players"]:
        assert p["houses"] == len(g.state["players"][p["seat"]]["cities"])
        assert p["houses_left"] == HOUSES_PER_PLAYER - p["houses"]
    assert v["slot_prices"] == list(SLOT_PRICES[:v["step"]])


def test_maps_list_and_boards():
    """BASE-COMP-2: the base boards have 7 cities per region (6 regions, 42 cities); every board's
    cities lie each in one region (Baden-Württemberg 5 regions of 7, BW-5; UK & Ireland 40 in 6,
    UK-1), and its connections have costs (0 allowed)."""
    ids = [m["id"] for m in Game.maps()]
    assert ids[:2] == ["germany", "usa"]
    for m in Game.maps():
        b = Game.map_board(m["id"])
        in_regions = [c for r in b["regions"] for c in r["cities"]]
        assert sorted(in_regions) == sorted(c["name"] for c in b["cities"])
        assert len(b["regions"]) == m["regions"] >= 5
        if m["id"] in ids[:2]:
            assert all(len(r["cities"]) == 7 for r in b["regions"]) and len(b["cities"]) == 42
        assert m["players"] == [2, 6]
        names = {c["name"] for c in b["cities"]}
        assert all(a in names and c in names and cost >= 0 for a, c, cost in b["connections"])
        for r, ns in b["adjacency"].items():      # region adjacency is symmetric (MAP-2)
            assert all(r in b["adjacency"][n] for n in ns)
        assert all(len(c["coords"]) == 2 for c in b["cities"])
    with pytest.raises(IllegalAction):
        Game.map_board("atlantis" * 1000)


def test_board_in_play():
    """BASE-SETUP-2: only the cities of the chosen regions are in play."""
    g = new_game(3)      # Germany, three western regions
    b = g.board()
    in_regions = {c["name"] for c in b["cities"] if c["region"] in b["in_play_regions"]}
    assert set(b["in_play_cities"]) == in_regions and 0 < len(in_regions) < 42
    assert b["houses"] == {} and b["houses_per_player"] == [0, 0, 0]


def test_plant_cards():
    """T-PLANTS: plant 13 is the first eco plant (no fuel, 1 city); 5 is a hybrid."""
    assert Game.plant_card(13) == {"id": 13, "kind": "eco", "accepts": [], "inputs": 0, "cities": 1,
                                   "storage": 0, "printed": "13", "key": 13, "min_bid": 13}
    flux = Game.plant_card("flux")                  # PROMO-FLUX-1: not in the base deck, known by id
    assert (flux["printed"], flux["min_bid"], flux["cities"]) == ("33⅓", 33, 6) and 33 < flux["key"] < 34
    five = Game.plant_card(5)
    assert five["kind"] == "hybrid" and set(five["accepts"]) == {"coal", "oil"} and five["storage"] == 4
    assert Game.plant_card("step3")["kind"] == "step3"
    cards = list(Game.plant_cards())                # the 42 of the base deck and the Flux Generator
    assert len(cards) == 43 and cards[cards.index(33) + 1] == "flux" and cards[-1] == 50
    for bad in (3.0, True, "3", [3], 10 ** 5000, 2):
        with pytest.raises(IllegalAction):
            Game.plant_card(bad)
    assert RESOURCE_TYPES == ("coal", "oil", "garbage", "uranium")


def test_player_count_rows():
    """T-PC: regions in play per player count."""
    assert [Game.player_count(n)["regions"] for n in range(2, 7)] == [3, 3, 4, 5, 5]
    with pytest.raises(IllegalAction):
        Game.player_count(7)
