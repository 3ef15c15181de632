"""German messages of the table's rough edges (see table_messages_en).

CHECKED entries use the terms of the German rulebook (Elektro, Kraftwerk, passen); UNCHECKED ones
are translated plainly and not yet checked against a German source (see messages_de)."""

CHECKED = {
    "table.bidder.passed": "hat gepasst",
}

UNCHECKED = {
    "table.bidders": "Wer bieten darf",
    "table.bidder.may": "darf bieten, ab {need} Elektro",
    "table.bidder.leading": "führt mit {bid} Elektro",
    "table.bidder.no_plant": "darf nicht bieten: hat kein Kraftwerk für die Karte „{card}“",
    "table.event_short_markets": "{card}, zurück in den Vorrat: {each}.",
    "table.event_short_each": "{resources} vom {market}",
    "table.event_surplus_markets": "{card}, aus dem Vorrat: {each}.",
    "table.event_surplus_each": "{resources} auf den {market}",
    "table.strip.place": "Platz {place}",
    "table.import.opened": "Diese Partie ist schon in der Liste: hier ist sie.",
    "table.import.replaced": ("Partie importiert: sie geht dort weiter, wo die Kopie in der Liste aufhörte, "
                              "und ersetzt sie."),
    "table.undo_nothing": "Nichts zurückzunehmen",
    "table.undo_revealed": "Kein Zurück: Karte aufgedeckt",
    "log.plant_removed_flux": ("Kraftwerk {plant} wird aus dem Spiel genommen: der {card} kam auf den Markt "
                                 "und verdrängt das niedrigste Kraftwerk."),
    "table.bot.played": "Letzter Zug: {what}.",
    "table.charts.legend": "Die Spieler in den Diagrammen",
    "table.bidder.money": "darf nicht bieten: hat {money} Elektro, das Gebot verlangt {need}",
}

MESSAGES = {**CHECKED, **UNCHECKED}
