"""German messages of the layout area (issue 22), merged into the catalogue by i18n.

The glossary has no term for these lines: translated plainly, not yet checked against a German
source, so all of them are UNCHECKED (see messages_de)."""

UNCHECKED = {
    "auction.none_on_sale": "Auf dem Kraftwerksmarkt ist nichts mehr zu kaufen.",
    "panel.deck_next": "Als Nächstes: {plants}",
    "panel.deck_more": "…",
    "panel.removed": "Aus dem Spiel: {plants}",
    "market.next_prices": "nächste: {prices}",
}

MESSAGES = dict(UNCHECKED)
