"""The map: its geometry (layout) and its SVG drawing (svg)."""
