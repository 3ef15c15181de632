"""Romanian messages of the table's rough edges (see table_messages_en)."""

MESSAGES = {
    "table.bidders": "Cine poate licita",
    "table.bidder.may": "poate licita, de la {need} Elektro",
    "table.bidder.leading": "conduce cu {bid} Elektro",
    "table.bidder.passed": "a renunțat",
    "table.bidder.no_plant": "nu poate licita: nu are nicio centrală pe care să pună {card}",
    "table.bidder.money": "nu poate licita: are {money} Elektro, licitația cere {need}",
    "table.event_short_markets": "{card}, înapoi în depozitul general: {each}.",
    "table.event_short_each": "{resources} din {market}",
    "table.event_surplus_markets": "{card}, din depozitul general: {each}.",
    "table.event_surplus_each": "{resources} în {market}",
    "table.strip.place": "locul {place}",
    "table.import.opened": "Acest joc este deja în listă: iată-l.",
    "table.import.replaced": "Joc importat: continuă de unde se oprea copia din listă și o înlocuiește.",
    "table.undo_nothing": "Nimic de anulat",
    "table.undo_revealed": "Fără anulare: carte descoperită",
    "log.plant_removed_flux": ("Centrala {plant} iese din joc: {card} a intrat în piață și scoate "
                                 "centrala cea mai mică."),
    "table.bot.played": "Ultima mutare: {what}.",
    "table.charts.legend": "Jucătorii din grafice",
}
