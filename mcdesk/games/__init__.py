"""The games mcdesk referees, one package each. A game package owns its rules engine, cards, AI and view model;
what every game shares lives in :mod:`mcdesk.core` (decisions, replay, saves) and :mod:`mcdesk.table` (Qt pieces)."""
