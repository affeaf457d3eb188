"""What every game shares and no game's rules: decisions and typed options, errors, the refereed-game driver
(answers, undo/redo, replay, save envelope). Imports nothing from Qt and nothing from a game package."""
