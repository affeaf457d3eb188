"""The Vs. System 2PCG (The Marvel Battles): rules engine, cards, autopilot and table view model."""
