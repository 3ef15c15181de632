"""One module per decision kind: its renderer, its taps and its aids."""
