"""The screens and the panels around the board (start, hand-over, final, market, players, log)."""
