"""Italian messages of the keyboard and screen-reader part (merged into the catalogue by i18n)."""

MESSAGES = {
    "kb.city.house_of": "casa di {names}",
    "kb.city.houses_of": "case di {names}",
    "kb.city.empty": "nessuna casa",
    "kb.city.places": "{taken} posti occupati su {open}",
    "kb.city.planned": "nel tuo piano",
    "kb.city.adds": "aggiunge {cost} Elektro al tuo piano",
    "kb.city.adds_short": "aggiunge {cost} Elektro al tuo piano, più di quanto ti resta",
    "kb.city.cannot": "ora non puoi costruire qui",
    "kb.board.keys": "Le frecce spostano tra le città; Invio o Spazio aggiunge la città al piano o la toglie.",
    "kb.list.show": "Elenco delle città",
    "kb.list.empty": "Ora nessuna città può essere aggiunta al piano.",
    "kb.region.keys": "Le frecce spostano tra le regioni; Invio o Spazio ne sceglie o ne toglie una.",
    "kb.stepper": "Cambia l'importo",
    "kb.quick_bids": "Offerta con un tasto",
    "kb.skip": "Vai alla decisione",
}
