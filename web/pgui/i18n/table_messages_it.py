"""Italian messages of the table's rough edges (see table_messages_en)."""

MESSAGES = {
    "table.bidders": "Chi può offrire",
    "table.bidder.may": "può offrire, da {need} Elektro",
    "table.bidder.leading": "è in testa con {bid} Elektro",
    "table.bidder.passed": "ha passato",
    "table.bidder.no_plant": "non può offrire: non ha una centrale su cui mettere {card}",
    "table.bidder.money": "non può offrire: ha {money} Elektro, l'offerta richiede {need}",
    "table.event_short_markets": "{card}, tornano alla riserva: {each}.",
    "table.event_short_each": "{resources} dal {market}",
    "table.event_surplus_markets": "{card}, dalla riserva: {each}.",
    "table.event_surplus_each": "{resources} nel {market}",
    "table.strip.place": "{place}° posto",
    "table.import.opened": "Questa partita è già nell'elenco: eccola.",
    "table.import.replaced": "Partita importata: prosegue da dove si fermava la copia in elenco e la sostituisce.",
    "table.undo_nothing": "Niente da annullare",
    "table.undo_revealed": "Non annullabile: carta scoperta",
    "log.plant_removed_flux": ("La centrale {plant} esce dal gioco: {card} è entrato nel mercato e ne spinge "
                                 "fuori la centrale più bassa."),
    "table.bot.played": "Ultima mossa: {what}.",
    "table.charts.legend": "I giocatori nei grafici",
}
