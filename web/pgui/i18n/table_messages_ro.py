"""Romanian messages of the table's rough edges (see table_messages_en)."""

MESSAGES = {
    "table.bidders": "Cine poate licita",
    "table.bidder.may": "poate licita, de la {need} Elektro",
    "table.bidder.leading": "conduce cu {bid} Elektro",
    "table.bidder.passed": "a renunțat",
    "table.bidder.no_plant": "nu poate licita: nu are nicio centrală pe care să pună {card}",
    "table.bidder.money": "nu poate licita: are {money} Elektro, licitația cere {need}",
}
