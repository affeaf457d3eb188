"""Build mcdesk bundles for the platform this runs on, with PyInstaller and packaging/mcdesk.spec.

    pip install pyinstaller
    python packaging/build.py                  # both: dist/mcdesk/ (one folder) and dist/mcdesk-<version>-<platform>
    python packaging/build.py --mode onedir    # only the one-folder bundle
    python packaging/build.py --smoke          # then run the bundles offscreen: a game, the table, the window

Run it with the Python that has mcdesk's dependencies installed (the project's venv): PyInstaller bundles
that Python and its packages. On macOS the one-folder bundle is also wrapped as dist/mcdesk.app.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "mcdesk.spec"
sys.path.insert(0, str(ROOT / "packaging"))

from bundle_info import onefile_name  # noqa: E402
from compile_resources import inputs_hash, recorded_hash  # noqa: E402


def project() -> tuple[str, str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        p = tomllib.load(f)["project"]
    return p["name"], p["version"]


def onedir_executable(dist: Path) -> Path:
    """The one-folder bundle's executable (the console one on Windows)."""
    name, _ = project()
    if sys.platform == "win32":
        return dist / name / f"{name}-cli.exe"
    return dist / name / name


def onefile_executable(dist: Path) -> Path:
    name, version = project()
    return dist / (onefile_name(name, version) + (".exe" if sys.platform == "win32" else ""))


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB"


def build(mode: str = "both", dist: Path | None = None, work: Path | None = None, *, clean: bool = False,
          quiet: bool = False) -> dict[str, Path]:
    """Run PyInstaller on the spec; returns the built bundles ("onedir" folder, "onefile" executable)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(f"PyInstaller is not installed in this Python: {sys.executable} -m pip install "
                         "pyinstaller") from None
    if inputs_hash() != recorded_hash():
        raise SystemExit("mcdesk/resources_rc.py is out of date with resources.qrc: run "
                         "python packaging/compile_resources.py")
    dist = (dist or ROOT / "dist").resolve()
    work = (work or ROOT / "build").resolve()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist), "--workpath", str(work)]
    if clean:
        cmd.append("--clean")
    if quiet:
        cmd += ["--log-level", "WARN"]
    cmd += [str(SPEC), "--", "--mode", mode]
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)
    out: dict[str, Path] = {}
    name, _ = project()
    if mode in ("onedir", "both"):
        out["onedir"] = dist / name
        if sys.platform == "darwin":
            out["app"] = dist / f"{name}.app"
    if mode in ("onefile", "both"):
        out["onefile"] = onefile_executable(dist)
    return out


SMOKE_STEPS = ("help", "simulate", "render", "play")


def smoke(executable: Path, folder: Path, *, timeout: float = 300) -> dict[str, float]:
    """Run the bundle as a player would, offscreen (Qt's offscreen platform), and check what it draws:

    * ``--help``;
    * ``simulate --games 1``: a game of the default matchup, without a window;
    * ``render SAVE -o table.png``: the default game's table (a save written by this Python) drawn to a PNG;
    * ``play --seed 1 --screenshot window.png``: the window opens the default game, shows the table, writes a
      screenshot and exits.

    Raises RuntimeError (with the output) when a run fails or an image is missing or blank; returns the
    seconds each run took (start to exit). User data goes to ``folder``/userdata, never into the bundle."""
    save = folder / "default-game.json"
    data = folder / "userdata"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MCDESK_DATA_DIR=str(data))
    made = subprocess.run([sys.executable, "-c", _MAKE_SAVE, str(save)], env=env, cwd=folder,
                          capture_output=True, text=True, timeout=timeout)
    if made.returncode:
        raise RuntimeError(f"could not write the default game's save:\n{made.stderr}")
    steps = {
        "help": ["--help"],
        "simulate": ["simulate", "--games", "1", "--seed", "1"],
        "render": ["render", str(save), "-o", str(folder / "table.png")],
        "play": ["play", "--seed", "1", "--screenshot", str(folder / "window.png")],
    }
    times: dict[str, float] = {}
    for label in SMOKE_STEPS:
        args = steps[label]
        start = time.perf_counter()
        proc = subprocess.run([str(executable), *args], env=env, cwd=folder, capture_output=True, text=True,
                              timeout=timeout)
        times[label] = time.perf_counter() - start
        if proc.returncode != 0:
            raise RuntimeError(f"{executable.name} {' '.join(args)} exited {proc.returncode}\n"
                               f"stdout:\n{proc.stdout}\nstderr:\n{proc.stderr}")
    check_png(folder / "table.png")
    check_png(folder / "window.png")
    return times


_MAKE_SAVE = """\
import sys
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.io.saves import save_game
save_game(Game(default_setup(), 1), sys.argv[1])
"""


def check_png(path: Path, *, min_size: int = 200) -> tuple[int, int]:
    """Check ``path`` is a PNG of at least ``min_size`` pixels each way with more than one colour."""
    from PIL import Image

    with Image.open(path) as im:
        if im.format != "PNG":
            raise RuntimeError(f"{path}: not a PNG ({im.format})")
        w, h = im.size
        if w < min_size or h < min_size:
            raise RuntimeError(f"{path}: only {w}x{h} pixels")
        colours = im.convert("RGB").resize((64, 64)).getcolors(64 * 64)
        if colours is not None and len(colours) < 8:
            raise RuntimeError(f"{path}: looks blank ({len(colours)} colours)")
        return w, h


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("onedir", "onefile", "both"), default="both",
                        help="what to build (default both)")
    parser.add_argument("--dist", type=Path, default=None, help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=None, help="PyInstaller's work folder (default build/)")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's caches first")
    parser.add_argument("--smoke", action="store_true",
                        help="then run each bundle offscreen: a game, the default game's table drawn to a PNG, "
                             "and the window opened on the default game with a screenshot")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    built = build(args.mode, args.dist, args.work, clean=args.clean)
    print(f"built in {time.perf_counter() - start:.0f} s")
    for kind, path in built.items():
        print(f"  {kind}: {path} ({megabytes(size_of(path))})")
    if args.smoke:
        dist = (args.dist or ROOT / "dist").resolve()
        exes = [onedir_executable(dist)] if "onedir" in built else []
        if "onefile" in built:
            exes.append(built["onefile"])
        for exe in exes:
            with tempfile.TemporaryDirectory(prefix="mcdesk-smoke-") as tmp:
                times = smoke(exe, Path(tmp))
            print(f"smoke test of {exe.name} passed: " + ", ".join(f"{k} {v:.2f} s" for k, v in times.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
