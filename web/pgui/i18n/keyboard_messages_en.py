"""English messages of the keyboard and screen-reader part: the cities' and regions' spoken names,
the list of buildable cities (merged into the catalogue by i18n)."""

MESSAGES = {
    "kb.city.house_of": "{names}'s house",
    "kb.city.houses_of": "houses of {names}",
    "kb.city.empty": "no house",
    "kb.city.places": "{taken} of {open} places taken",
    "kb.city.planned": "in your plan",
    "kb.city.adds": "adds {cost} Elektro to your plan",
    "kb.city.adds_short": "adds {cost} Elektro to your plan, more than you have left",
    "kb.city.cannot": "you cannot build here now",
    "kb.board.keys": "Arrow keys move between cities; Enter or Space adds the city to the plan or takes it out.",
    "kb.list.show": "List of cities",
    "kb.list.empty": "No city can be added to the plan now.",
    "kb.region.keys": "Arrow keys move between regions; Enter or Space picks or drops one.",
    "kb.stepper": "Change the amount",
    "kb.quick_bids": "Bid in one press",
    "kb.skip": "Skip to the decision",
}
