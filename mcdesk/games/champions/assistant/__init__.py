"""The table assistant: mcdesk beside a physical game of Marvel Champions (see docs/assistant.md).

The engine runs the encounter side; the players keep their decks and hands on the table and report what their
cards did (:class:`Report`)."""

from .game import AssistantGame, assistant_setup, takes_reports
from .reports import Report, ReportKind

__all__ = ["AssistantGame", "Report", "ReportKind", "assistant_setup", "takes_reports"]
