"""Italian messages of the table's rough edges (see table_messages_en)."""

MESSAGES = {
    "table.bidders": "Chi può offrire",
    "table.bidder.may": "può offrire, da {need} Elektro",
    "table.bidder.leading": "è in testa con {bid} Elektro",
    "table.bidder.passed": "ha passato",
    "table.bidder.no_plant": "non può offrire: non ha una centrale su cui mettere {card}",
    "table.bidder.money": "non può offrire: ha {money} Elektro, l'offerta richiede {need}",
}
