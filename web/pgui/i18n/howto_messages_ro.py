"""The how-to-play card's lines and the words about export, in Romanian (an area of its own, so that
no catalogue grows past 400 lines)."""

MESSAGES = {
    "howto.button": "Cum se joacă",
    "howto.title": "Cum se joacă: {phase}",
    "howto.close": "Închide",
    "howto.export": "Exportul salvează jocul într-un fișier. O salvare conține sămânța jocului: cine o rejoacă află "
                    "ordinea pachetului, centralele scoase cu fața în jos și cartea spionului. E în regulă pe o "
                    "tabletă comună; nu o da unui jucător înainte de sfârșitul jocului.",
    "howto.auction": "Se alege în ordinea jucătorilor, primul jucător întâi. | Alegeți o centrală din piața "
                     "actuală și licitați cel puțin numărul ei, sau pasați pentru această fază (nu în prima "
                     "rundă). | Ceilalți licitează mai mult sau pasează pe rând; ultimul care licitează cumpără "
                     "centrala. Cine a cumpărat nu mai participă la această fază. | Cu mai mult de trei centrale "
                     "(patru în doi jucători) decartați una.",
    "howto.resources": "Ultimul în ordinea jucătorilor cumpără primul. | Cumpărați cărbune, petrol, reziduuri și "
                       "uraniu pentru centrale: fiecare stochează dublul a ce consumă. | Se plătește prețul celei "
                       "mai ieftine resurse rămase: cu cât cumpărați mai multe de un tip, cu atât costă mai mult.",
    "howto.build": "Ultimul în ordinea jucătorilor construiește primul. | Atingeți orașele de conectat: fiecare "
                   "costă locul (10, 15, 20) plus costul de conectare de la rețeaua voastră. | La Nivelul 1 un "
                   "oraș primește o căsuță, la Nivelul 2 două, la Nivelul 3 trei; niciodată două căsuțe ale "
                   "aceluiași jucător într-un oraș.",
    "howto.bureaucracy": "Alegeți centralele care funcționează: fiecare consumă resursele ei și alimentează "
                         "numărul ei de orașe. | Venitul depinde de orașele alimentate, nu de cele conectate. | "
                         "Apoi se face aprovizionarea pieței și se actualizează piața de centrale.",
    "howto.over": "Jocul s-a încheiat: câștigă cine alimentează cele mai multe orașe; la egalitate contează "
                  "banii, apoi orașele.",
}
