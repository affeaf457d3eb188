"""Autopilot and simulation for the Vs. System 2PCG."""
