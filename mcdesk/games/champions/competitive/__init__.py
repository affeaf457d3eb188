"""Civil War competitive mode (Civil War rulebook, "Competitive Mode"): two teams, each in its own game area,
each fighting the leader the other team brought. See :mod:`.game`."""
