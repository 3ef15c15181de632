"""Keeping games: the shelf of saves in localStorage and the instant-start snapshot."""
