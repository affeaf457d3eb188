"""Card scripts by team for The Marvel Battles (mnb)."""
