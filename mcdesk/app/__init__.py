"""The application: the main window, its docks, menus and dialogs (PySide6), and the engine's worker thread.

- :mod:`.main_window`: :class:`~.main_window.MainWindow` (the table in the middle, the Decision and Game log
  docks) and :func:`~.main_window.run_app` (the qasync event loop). The window's parts, each a mixin on
  :class:`~.window_base.WindowBase` (its state and requests): :mod:`.file_actions` (new game, open, save,
  export, autosaves), :mod:`.table_input` (clicks, drops, card menus, free table), :mod:`.autopilot_controls`,
  :mod:`.start_and_end` (start screen, New Game, game over) and :mod:`.window_menus` (menus, toolbar, keys).
- :mod:`.engine_bridge`: :class:`~.engine_bridge.EngineBridge`, the game in the worker thread, and the frozen
  :class:`~.engine_bridge.EngineView` it sends after every change.
- :mod:`.engine_client`: the window's side of the thread: requests awaited with qasync, failure and restart.
- :mod:`.prompt_panel`, :mod:`.log_panel`, :mod:`.table_widget`, :mod:`.free_table`, :mod:`.new_game`,
  :mod:`.dialogs`, :mod:`.help`, :mod:`.settings`, :mod:`.widgets`: the pieces.
- :mod:`.render`: a saved game's table as a PNG without a window (``mcdesk render``).
"""
