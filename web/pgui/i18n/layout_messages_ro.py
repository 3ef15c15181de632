"""Romanian messages of the layout area (issue 22), merged into the catalogue by i18n."""

MESSAGES = {
    "auction.none_on_sale": "Nu a mai rămas nimic de vânzare în piața de centrale.",
    "panel.deck_next": "Urmează: {plants}",
    "panel.deck_more": "…",
    "panel.removed": "Scoase din joc: {plants}",
    "market.next_prices": "următoarele: {prices}",
}
