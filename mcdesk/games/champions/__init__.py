"""Marvel Champions: The Card Game: rules engine (engine/), cards and their scripts (cards/), autopilot (ai/)."""
