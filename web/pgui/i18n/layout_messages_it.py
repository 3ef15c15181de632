"""Italian messages of the layout area (issue 22), merged into the catalogue by i18n."""

MESSAGES = {
    "auction.none_on_sale": "Nel mercato delle centrali non resta nulla in vendita.",
    "panel.deck_next": "Prossime: {plants}",
    "panel.deck_more": "…",
    "panel.removed": "Fuori dal gioco: {plants}",
    "market.next_prices": "prossimi: {prices}",
}
