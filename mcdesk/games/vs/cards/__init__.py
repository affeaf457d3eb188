"""Vs. System cards: facts, vocabulary and scripts."""
