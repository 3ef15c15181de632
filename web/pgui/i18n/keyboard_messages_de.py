"""German messages of the keyboard and screen-reader part (merged into the catalogue by i18n).

The rulebook names none of these screen-reader phrases beyond its terms (Elektro, Stadt): every
entry is translated plainly and not yet checked against a German source, so all are UNCHECKED
(see messages_de)."""

UNCHECKED = {
    "kb.city.house_of": "Haus von {names}",
    "kb.city.houses_of": "Häuser von {names}",
    "kb.city.empty": "kein Haus",
    "kb.city.places": "{taken} von {open} Plätzen besetzt",
    "kb.city.planned": "in deinem Plan",
    "kb.city.adds": "fügt deinem Plan {cost} Elektro hinzu",
    "kb.city.adds_short": "fügt deinem Plan {cost} Elektro hinzu, mehr als dir bleibt",
    "kb.city.cannot": "hier kannst du jetzt nicht bauen",
    "kb.board.keys": "Pfeiltasten wechseln zwischen Städten; Eingabe oder Leertaste nimmt die Stadt in den Plan "
                     "auf oder heraus.",
    "kb.list.show": "Liste der Städte",
    "kb.list.empty": "Jetzt kann keine Stadt in den Plan aufgenommen werden.",
    "kb.region.keys": "Pfeiltasten wechseln zwischen Regionen; Eingabe oder Leertaste wählt eine aus oder ab.",
    "kb.stepper": "Betrag ändern",
    "kb.quick_bids": "Gebot mit einem Druck",
    "kb.skip": "Zur Entscheidung springen",
}
MESSAGES = dict(UNCHECKED)
