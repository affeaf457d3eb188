"""Legendary: A Marvel Deck Building Game (the base set): rules engine (engine/), card facts and scripts (cards/),
autopilot (ai/) and the table's view model (view.py)."""
