"""Legendary card facts, the card vocabulary and the card scripts."""
