"""The application window, menus and dialogs (PySide6). The engine runs in a worker thread."""
