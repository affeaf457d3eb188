"""Computer players for Legendary: the autopilot and a random player, and headless games for simulate."""
