"""The Legendary rules engine (no Qt)."""
