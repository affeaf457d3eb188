"""The table assistant's window (see :mod:`mcdesk.games.champions.assistant` for the game it drives)."""

from .window import AssistantWindow, open_assistant

__all__ = ["AssistantWindow", "open_assistant"]
