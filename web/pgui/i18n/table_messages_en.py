"""English messages of the table's rough edges (issue 22: asset bidders, Korea's events per market,
the strip's promo cards, Undo's reason, the charts' legend; merged into the catalogue by i18n)."""

MESSAGES = {
    "table.bidders": "Who may bid",
    "table.bidder.may": "may bid, from {need} Elektro",
    "table.bidder.leading": "leads with {bid} Elektro",
    "table.bidder.passed": "passed",
    "table.bidder.no_plant": "may not bid: owns no plant to put the {card} on",
    "table.bidder.money": "may not bid: has {money} Elektro, the bid needs {need}",
    "table.event_short_markets": "{card}, back to the supply: {each}.",
    "table.event_short_each": "{resources} from the {market}",
    "table.event_surplus_markets": "{card}, from the supply: {each}.",
    "table.event_surplus_each": "{resources} into the {market}",
    "table.strip.place": "place {place}",
    "table.import.opened": "This game is already in the list: here it is.",
    "table.import.replaced": "Game imported: it goes on from where the listed copy stopped, and replaces it.",
    "table.undo_nothing": "Nothing to undo",
    "table.undo_revealed": "No undo: a card was revealed",
    "log.plant_removed_flux": ("Plant {plant} leaves the game: {card} came into the market and pushes out "
                                 "its lowest plant."),
    "table.bot.played": "Last move: {what}.",
    "table.charts.legend": "Players in the charts",
}
