"""The how-to-play card's lines and the words about export, in German (an area of its own, so that
no catalogue grows past 400 lines)."""

CHECKED: dict = {}

UNCHECKED = {
    "howto.button": "So wird gespielt",
    "howto.title": "So wird gespielt: {phase}",
    "howto.close": "Schließen",
    "howto.auction": "Gewählt wird in Spielerreihenfolge, der Führende zuerst. | Wähle ein Kraftwerk des aktuellen "
                     "Marktes und biete mindestens seine Nummer, oder passe für diese Phase (nicht in Runde 1). | "
                     "Die anderen erhöhen oder passen der Reihe nach; wer zuletzt bietet, kauft das Kraftwerk. Wer "
                     "eines gekauft hat, nimmt an dieser Phase nicht mehr teil. | Mit mehr als drei Kraftwerken "
                     "(vier bei zwei Spielern) wirfst du eines ab.",
    "howto.resources": "Der Letzte der Spielerreihenfolge kauft zuerst. | Kaufe Kohle, Öl, Müll und Uran für deine "
                       "Kraftwerke: jedes lagert das Doppelte dessen, was es verbraucht. | Der Preis ist der des "
                       "billigsten verbliebenen Rohstoffs: viele einer Sorte werden immer teurer.",
    "howto.build": "Der Letzte der Spielerreihenfolge baut zuerst. | Tippe Städte an, um zu planen: jede kostet "
                   "ihren Hausplatz (10, 15, 20) plus die Verbindungskosten von deinem Netz. | In Stufe 1 fasst "
                   "eine Stadt ein Haus, in Stufe 2 zwei, in Stufe 3 drei; nie zwei Häuser eines Spielers in "
                   "einer Stadt.",
    "howto.bureaucracy": "Wähle die Kraftwerke, die Strom liefern: jedes verbraucht seine Rohstoffe und versorgt "
                         "seine Zahl an Städten. | Das Einkommen hängt von den versorgten Städten ab, nicht von den "
                         "angeschlossenen. | Dann wird der Rohstoffmarkt aufgefüllt und der Kraftwerksmarkt "
                         "aktualisiert.",
    "howto.over": "Das Spiel ist vorbei: Wer die meisten Städte versorgt, gewinnt; bei Gleichstand entscheidet das "
                  "Geld, dann die Städte.",
    "howto.export": ("Exportieren speichert das Spiel in einer Datei. Ein Spielstand enthält den Startwert des "
                     "Zufalls: Wer ihn nachspielt, kennt die Reihenfolge des Stapels, die verdeckt entfernten "
                     "Kraftwerke und die Karte des Spions. Auf einem gemeinsamen Tablet ist das in Ordnung; "
                     "gib ihn vor Spielende keinem Mitspieler."),
}

MESSAGES = {**CHECKED, **UNCHECKED}
