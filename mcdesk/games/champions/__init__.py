"""Marvel Champions: The Card Game: rules engine (engine/), cards and their scripts (cards/), autopilot (ai/).

Imports go one way: the card package uses the engine, the engine never imports the cards. This package is
where the two meet: it tells the engine that the built-in cards are the default card database.
"""

from .engine.database import CardDatabase, set_default_database


def _builtin_cards() -> CardDatabase:
    from .cards.database import default_database

    return default_database()


set_default_database(_builtin_cards)
