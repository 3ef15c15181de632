"""Romanian messages of the keyboard and screen-reader part (merged into the catalogue by i18n)."""

MESSAGES = {
    "kb.city.house_of": "casa lui {names}",
    "kb.city.houses_of": "casele lui {names}",
    "kb.city.empty": "nicio casă",
    "kb.city.places": "{taken} din {open} locuri ocupate",
    "kb.city.planned": "în planul tău",
    "kb.city.adds": "adaugă {cost} Elektro la planul tău",
    "kb.city.adds_short": "adaugă {cost} Elektro la planul tău, mai mult decât îți rămâne",
    "kb.city.cannot": "acum nu poți construi aici",
    "kb.board.keys": "Săgețile mută între orașe; Enter sau Spațiu adaugă orașul în plan sau îl scoate.",
    "kb.list.show": "Lista orașelor",
    "kb.list.empty": "Acum niciun oraș nu poate fi adăugat în plan.",
    "kb.region.keys": "Săgețile mută între regiuni; Enter sau Spațiu alege sau renunță la una.",
    "kb.stepper": "Schimbă suma",
    "kb.quick_bids": "Ofertă dintr-o apăsare",
    "kb.skip": "Sari la decizie",
}
