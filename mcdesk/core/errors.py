"""Errors the engine raises at its public edge. Each names what is wrong; none leaves the game changed."""

from __future__ import annotations


class EngineError(Exception):
    """Something went wrong inside the engine; the game was restored to its last good state."""


class IllegalAnswer(ValueError):
    """An answer that is not among the pending decision's legal options."""


class UnknownCard(KeyError):
    """A card code the card database does not have."""

    def __str__(self) -> str:  # KeyError quotes its message; say it plainly
        return str(self.args[0]) if self.args else "unknown card"


class InvalidSetup(ValueError):
    """A game setup that cannot be played (unknown hero, deck card missing from the database...)."""


class CorruptLog(ValueError):
    """A saved log or snapshot that cannot be replayed."""
