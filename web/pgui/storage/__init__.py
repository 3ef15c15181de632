"""Keeping games: the shelf of saves in localStorage, the writes that succeed or say so, imports and
the build plan kept across a reload."""
