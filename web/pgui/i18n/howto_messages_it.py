"""The how-to-play card's lines and the words about export, in Italian (an area of its own, so that
no catalogue grows past 400 lines)."""

MESSAGES = {
    "howto.button": "Come si gioca",
    "howto.title": "Come si gioca: {phase}",
    "howto.close": "Chiudi",
    "howto.export": "Esporta salva la partita in un file. Un salvataggio contiene il seme della partita: chi lo "
                    "riproduce conosce l'ordine del mazzo, le centrali rimosse coperte e la carta della spia. Va "
                    "bene su un tablet condiviso; non darlo a un giocatore prima della fine.",
    "howto.auction": "Si sceglie nell'ordine di gioco, primo il giocatore in vantaggio. | Scegli una centrale del "
                     "mercato attuale e offri almeno il suo numero, oppure passa per questa fase (non nel primo "
                     "turno). | Gli altri rilanciano o passano a turno; chi offre per ultimo compra la centrale. "
                     "Chi ha comprato non partecipa più a questa fase. | Con più di tre centrali (quattro in due "
                     "giocatori) ne scarti una.",
    "howto.resources": "Compra per primo l'ultimo nell'ordine di gioco. | Compra carbone, petrolio, rifiuti e "
                       "uranio per le tue centrali: ognuna ne tiene il doppio di quanto consuma. | Si paga il "
                       "prezzo della risorsa più economica rimasta: più ne compri di un tipo, più costano.",
    "howto.build": "Costruisce per primo l'ultimo nell'ordine di gioco. | Tocca le città da collegare: ognuna "
                   "costa lo spazio (10, 15, 20) più i costi di connessione dalla tua rete. | Nel Periodo 1 una "
                   "città ospita una casetta, nel Periodo 2 due, nel Periodo 3 tre; mai due casette dello stesso "
                   "giocatore in una città.",
    "howto.bureaucracy": "Scegli le centrali da attivare: ognuna consuma le sue risorse e alimenta il suo numero "
                         "di città. | L'incasso dipende dalle città alimentate, non da quelle collegate. | Poi il "
                         "mercato delle risorse si rifornisce e il mercato delle centrali si aggiorna.",
    "howto.over": "La partita è finita: vince chi alimenta più città; a parità conta il denaro, poi le città.",
}
