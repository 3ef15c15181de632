"""Resource Shortage and Resource Surplus on Korea's two markets (KOREA-13, AMB-40, AMB-53)."""
from powergrid import Game, promos


def korea(seed=1):
    return Game({"map": "korea", "players": ["Ann", "Bob", "Cem"], "seed": seed, "promos": ["shortage", "surplus"]})


def test_shortage_on_korea_acts_on_each_market_north_first():
    """KOREA-13, PROMO-SHORT-2, PROMO-SHORT-3: at set-up the North's cheapest type is coal (price 1;
    oil 3, garbage 7) and so is the South's (oil 3, garbage 7, uranium 14): 3 coal leave each."""
    g = korea()
    assert g.state["markets"] == {"north": {"coal": 12, "oil": 6, "garbage": 2, "uranium": 0},
                                  "south": {"coal": 12, "oil": 12, "garbage": 4, "uranium": 2}}
    supply = g.state["supply"]["coal"]
    assert promos.shortage(g.state, g._ctx) == {"north": {"coal": -3}, "south": {"coal": -3}}
    assert g.state["markets"]["north"]["coal"] == 9 and g.state["markets"]["south"]["coal"] == 9
    assert g.state["supply"]["coal"] == supply + 6


def test_surplus_on_korea_never_puts_uranium_in_the_north_and_feeds_the_north_first():
    """KOREA-13, PROMO-SURPLUS-2, PROMO-SURPLUS-4: the North's dearest type is garbage (7; it has no
    uranium), the South's uranium (14). With 2 oil left in the supply and oil the dearest in both
    markets, the North gets both and the South none."""
    g = korea()
    assert promos.surplus(g.state, g._ctx) == {"north": {"garbage": 3}, "south": {"uranium": 1}}
    assert g.state["markets"]["north"]["uranium"] == 0
    g = korea()
    state = g.state
    state["markets"] = {"north": {"coal": 12, "oil": 1, "garbage": 8, "uranium": 0},
                        "south": {"coal": 12, "oil": 2, "garbage": 16, "uranium": 12}}
    state["supply"]["oil"] = 2
    assert promos.surplus(state, g._ctx) == {"north": {"oil": 2}, "south": {"oil": 0}}
    assert state["markets"]["north"]["oil"] == 3 and state["markets"]["south"]["oil"] == 2
