"""English messages of the layout area (issue 22: what the screens cut off or hide), merged into
the catalogue by i18n like the promo and how-to areas."""

MESSAGES = {
    "auction.none_on_sale": "Nothing is left on sale in the plant market.",
    "panel.deck_next": "Next: {plants}",
    "panel.deck_more": "…",
    "panel.removed": "Out of the game: {plants}",
    "market.next_prices": "next: {prices}",
}
