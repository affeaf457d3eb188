"""A packaged app keeps its user data in the platform's user data folder, never inside the bundle.

When frozen, the code sits inside the bundle (``sys._MEIPASS``, next to ``sys.executable``), which may be
read-only (Program Files, a signed macOS .app) or, for the one-file executable, a temporary folder deleted
at exit. So nothing may locate user files from the executable or the code's own folder.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from mcdesk.io import userdata

ROOT = Path(__file__).resolve().parents[2]

HOME_FOLDERS = {
    "linux": Path(".local", "share", "mcdesk"),
    "darwin": Path("Library", "Application Support", "mcdesk"),
    "win32": Path("AppData", "Roaming", "mcdesk"),
}

READS_NEXT_TO_CODE = {
    # module: why a path next to its own file is fine (read only, never user data)
    "mcdesk/table/icons.py": "reads assets/ when the compiled resources lack a file (not in a bundle)",
    "mcdesk/games/champions/cards/coverage.py": "reads tests/cards to find which cards have tests (a developer report)",
}


def _user_data_paths() -> dict[str, Path]:
    """Every user data location the code names: imported cards, decks, and the window's files when present."""
    paths = {"data_dir": userdata.data_dir(), "cards": userdata.cards_file(), "decks": userdata.decks_dir()}
    try:
        from mcdesk.app import settings
    except ImportError:
        return paths
    for name in ("autosave_path", "previous_autosave_path", "image_cache_dir"):
        func = getattr(settings, name, None)
        if callable(func):
            paths[name] = Path(func())
    app_settings = getattr(settings, "AppSettings", None)
    if app_settings is not None and callable(getattr(app_settings, "path", None)):
        try:
            paths["settings"] = Path(app_settings.path())
        except TypeError:  # an instance method: a default instance's
            paths["settings"] = Path(app_settings().path())
    return paths


@pytest.mark.parametrize("platform", sorted(HOME_FOLDERS))
def test_frozen_app_keeps_user_data_in_the_platform_folder(platform: str, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    bundle = tmp_path / "Programs" / "mcdesk"
    monkeypatch.delenv(userdata.ENV_VAR, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    if platform == "win32":
        monkeypatch.setenv("APPDATA", str(home / "AppData" / "Roaming"))
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle / "mcdesk"))

    paths = _user_data_paths()
    folder = home / HOME_FOLDERS[platform]
    assert paths["data_dir"] == folder
    for name, path in paths.items():
        assert path.is_relative_to(folder), f"{name}: {path} is not in the user data folder {folder}"
        assert not path.is_relative_to(bundle), f"{name}: {path} is inside the bundle"


def test_an_explicit_data_folder_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(userdata.ENV_VAR, str(tmp_path / "elsewhere"))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    for name, path in _user_data_paths().items():
        assert path.is_relative_to(tmp_path / "elsewhere"), name


def _code_lines() -> list[tuple[str, int, str]]:
    out = []
    for path in sorted((ROOT / "mcdesk").rglob("*.py")):
        if path.name == "resources_rc.py":
            continue
        rel = path.relative_to(ROOT).as_posix()
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            out.append((rel, i, code))
    return out


def test_no_code_locates_files_from_the_executable() -> None:
    # The executable's folder, PyInstaller's unpacked bundle, or a test for being frozen (to pick such a folder).
    pattern = re.compile(r"Path\(sys\.(executable|argv\[0\])\)|path\.\w+\(sys\.(executable|argv\[0\])\)|_MEIPASS"
                         r"|sys\.frozen|getattr\(sys,\s*['\"]frozen")
    hits = [f"{rel}:{i}: {code.strip()}" for rel, i, code in _code_lines() if pattern.search(code)]
    assert not hits, ("user files must live in mcdesk.io.userdata.data_dir(), not next to the executable or "
                      "inside the bundle:\n" + "\n".join(hits))


def test_paths_next_to_the_code_are_only_read() -> None:
    users = sorted({rel for rel, _, code in _code_lines() if "__file__" in code})
    unexpected = [rel for rel in users if rel not in READS_NEXT_TO_CODE]
    assert not unexpected, (
        f"{unexpected} build paths from __file__: in a packaged app that folder is inside the bundle (read-only, "
        "or deleted at exit for the one-file executable). Keep user data in mcdesk.io.userdata.data_dir(); if "
        "the use only reads files shipped with the code, add it to READS_NEXT_TO_CODE with the reason.")
