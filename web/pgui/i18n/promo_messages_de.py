"""German messages for the promo cards (merged into the catalogue by i18n).

No German source names the promo cards (docs/RULES.md §23, German terms): every entry here is
translated plainly and not yet checked against a German source, so all of them are UNCHECKED
(see messages_de)."""

UNCHECKED = {
    "promo.name.flux": "Flux-Generator",
    "promo.name.transformer": "Umspannwerk",
    "promo.name.warehouse": "Lagerhaus",
    "promo.name.shortage": "Rohstoffmangel",
    "promo.name.surplus": "Rohstoffüberschuss",
    "promo.name.park": "Lunapark",
    "promo.name.contract": "Liefervertrag",
    "promo.name.espionage": "Industriespionage",
    "promo.desc.flux": "Kraftwerk 33⅓: verbraucht 3 beliebige Rohstoffe, versorgt 6 Städte, Mindestgebot 33.",
    "promo.desc.transformer": "Wird beim Ziehen versteigert; ein Kraftwerk des Gewinners versorgt eine Stadt mehr.",
    "promo.desc.warehouse": "Wird beim Ziehen versteigert; 3 zusätzliche Lagerplätze für beliebige Rohstoffe.",
    "promo.desc.shortage": "Ereignis: der billigste Rohstoff verliert 3 Stück (1 Uran) im Markt.",
    "promo.desc.surplus": "Ereignis: der teuerste Rohstoff bekommt 3 Stück (1 Uran) im Markt dazu.",
    "promo.desc.park": "Wird beim Ziehen versteigert; ein kostenloses Haus, das als eine weitere angeschlossene "
                       "Stadt zählt.",
    "promo.desc.contract": "Wird beim Ziehen versteigert; sein Besitzer rückt in der Spielerreihenfolge einen Platz "
                           "nach hinten.",
    "promo.desc.espionage": "Ab Runde 2 darf sein Besitzer die oberste Karte des Nachzugstapels ansehen.",
    "promo.title": "Promokarten",
    "promo.all": "Alle Promokarten",
    "promo.off_china": "Mit dem Spielplan China werden keine Promokarten verwendet.",
    "promo.off_beginner": "Das Einsteigerspiel wird ohne Promokarten gespielt.",
    "promo.banner": "Die Karte „{card}“ ist aufgetaucht: Versteigerung, mindestens {minimum} Elektro.",
    "promo.attach": "Lege das Umspannwerk an eines deiner Kraftwerke.",
    "promo.attach_to": "Kraftwerk {plant}",
    "promo.park_city": "Lunapark: 1 Stadt",
    "promo.spy_show": "Zeig mir die oberste Karte",
    "promo.spy_secret": "Nur du darfst sie sehen: behalte sie für dich.",
    "promo.spy_empty": "Der Nachzugstapel ist leer.",
    "promo.in_deck": "Im Nachzugstapel",
    "log.promo_drawn": "Die Karte „{card}“ wird gezogen.",
    "log.promo_event_short": "{card}: {resources} gehen vom Markt zurück in den Vorrat.",
    "log.promo_event_surplus": "{card}: {resources} kommen aus dem Vorrat in den Markt.",
    "log.promo_event": "{card}: kein Rohstoff bewegt sich.",
    "log.asset_auction": "Die Karte „{card}“ wird versteigert (mindestens {minimum} Elektro).",
    "log.asset_won": "{player} ersteigert die Karte „{card}“ für {price} Elektro.",
    "log.asset_removed": "Niemand bietet: die Karte „{card}“ wird aus dem Spiel genommen.",
    "log.transformer_attached": "{player} legt das Umspannwerk an Kraftwerk {plant}.",
    "log.transformer_lost": "Das Umspannwerk wird mit Kraftwerk {plant} von {player} aus dem Spiel genommen.",
    "log.contract_order": "Liefervertrag: {player} rückt einen Platz nach hinten. Spielerreihenfolge: {order}.",
    "log.spy_card": "{player} hat jetzt die Industriespionage.",
    "promo.beside": "Neben dem Markt",
    "promo.up": "Wird versteigert",
    "promo.out": "Aus dem Spiel",
    "promo.on_plant_n": "An Kraftwerk {plant}: +1 Stadt",
    "promo.empty": "leer",
    "promo.leading": "Höchstes Gebot: {bid} Elektro von {leader}.",
    "promo.bid": "{bid} Elektro bieten",
    "promo.spy_top_label": "Oberste Karte des Nachzugstapels:",
    "promo.spy_hide": "Verbergen",
    "task.asset": "bietet für eine Promokarte",
    "task.attach": "legt das Umspannwerk an",
    "kind.flux": "beliebige Rohstoffe",
}

MESSAGES = dict(UNCHECKED)
