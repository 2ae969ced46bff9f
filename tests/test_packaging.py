"""A regular install (``pip install .``, as the Docker image does) carries everything the bot loads at run
time, and works away from the repository: the component data in ``data/`` (installed as the package
``tabletop_data``), the SQL migrations and the bundled fonts.

The wheel is built from a copy of the project's files, installed with ``pip install --target`` into a
temporary folder, and used from another temporary folder with only that folder on ``PYTHONPATH``: a full
terminal game of every game, the database migrations, board images with the bundled fonts, the guides.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import textwrap
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
CODE_PACKAGES = ("bot", "engines", "cogs")
GAMES = ("gentoo", "grimprospects", "slither")
# What the wheel is built from: what `pip install .` reads (the packages, data/, and the README the
# metadata names). Caches and bytecode stay behind.
PROJECT_FILES = ("pyproject.toml", "README.md", *CODE_PACKAGES, "data")
IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", ".ruff_cache", ".mypy_cache", ".pytest_cache")


def repo_files(folder: str, pattern: str = "*") -> set[str]:
    """Files under ``folder`` (relative to the repository, '/'-separated), caches left out."""
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / folder).rglob(pattern)
        if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in path.parts)
    }


# ---- the configuration, without building anything ----------------------------------------------------


def test_every_package_is_listed_for_setuptools() -> None:
    setuptools = PYPROJECT["tool"]["setuptools"]
    found = {
        init.parent.relative_to(ROOT).as_posix().replace("/", ".")
        for package in CODE_PACKAGES
        for init in (ROOT / package).rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    listed = set(setuptools["packages"])
    assert found - listed == set(), "add these packages to [tool.setuptools] packages in pyproject.toml"
    assert listed - found == {"tabletop_data"}, "pyproject.toml lists packages that do not exist"
    assert setuptools["package-dir"] == {"tabletop_data": "data"}


def test_no_module_finds_its_files_by_climbing_out_of_its_package() -> None:
    # A path built from __file__ that leaves the module's package (parents[n], parent.parent, "..") points
    # into the repository and breaks in an install; data/ is found through engines.data.DATA_DIR.
    climbing = re.compile(r"__file__.*(\.parents\[|\.parent\.parent|\"\.\.\")")
    offenders = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for package in CODE_PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if climbing.search(line) and path != ROOT / "engines" / "data.py"
    ]
    assert offenders == []


def test_engines_find_the_checkout_data_in_the_repository() -> None:
    from engines import data
    from engines.grimprospects.data import CARDS_FILE
    from engines.slither.data import DATA_DIR as SLITHER_DIR

    assert data.DATA_DIR == ROOT / "data"
    assert CARDS_FILE == ROOT / "data" / "grimprospects" / "cards.toml"
    assert SLITHER_DIR == ROOT / "data" / "slither"


# ---- a built, installed wheel ----------------------------------------------------------------------------


def _setuptools_can_build_here() -> bool:
    """Whether this interpreter's setuptools can build the wheel with ``--no-build-isolation`` (offline):
    it meets build-system.requires and has a bdist_wheel (its own from 70.1, else the wheel package)."""
    wanted = re.search(r"setuptools\s*>=\s*([\d.]+)", " ".join(PYPROJECT["build-system"]["requires"]))
    try:
        have = tuple(int(part) for part in importlib.metadata.version("setuptools").split(".")[:2])
    except (importlib.metadata.PackageNotFoundError, ValueError):
        return False
    minimum = tuple(int(part) for part in (wanted.group(1) if wanted else "0").split(".")[:2])
    return have >= minimum and (have >= (70, 1) or importlib.util.find_spec("wheel") is not None)


def _run(
    args: list[str], *, cwd: Path, env: dict[str, str] | None = None, stdin: str = "", timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        args, cwd=cwd, env=env, input=stdin, capture_output=True, text=True, timeout=timeout, check=False
    )
    output = f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    assert result.returncode == 0, f"{' '.join(args)} exited {result.returncode}:\n{output}"
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in PROJECT_FILES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=IGNORE)
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    # Offline with this venv's setuptools when it can; otherwise pip fetches build-system.requires.
    isolation = ["--no-build-isolation"] if _setuptools_can_build_here() else []
    _run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", *isolation, "-w", str(out), "."],
        cwd=source,
    )
    (built,) = out.glob("tabletop_host-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("site")
    _run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(wheel)],
        cwd=target,
    )
    return target


@pytest.fixture
def away(installed: Path, tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A working directory outside the repository, and an environment that imports only the install."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "TABLETOP_", "DISCORD_"))}
    env["PYTHONPATH"] = str(installed)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["XDG_STATE_HOME"] = str(tmp_path / "state")
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    return workdir, env


def test_the_wheel_carries_every_file_the_bot_loads(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    data = {"tabletop_data/" + name.removeprefix("data/") for name in repo_files("data")}
    assert data and data - names == set(), "files in data/ missing from the wheel"
    for folder in ("bot/render/fonts", "bot/migrations"):
        files = repo_files(folder)
        assert files and files - names == set(), f"files in {folder}/ missing from the wheel"
    modules = set().union(*(repo_files(package, "*.py") for package in CODE_PACKAGES))
    assert modules - names == set(), "modules missing from the wheel"
    assert not any("__pycache__" in name or ".ruff_cache" in name for name in names)


@pytest.mark.parametrize("game", GAMES)
def test_a_full_terminal_game_plays_from_the_install(game: str, away: tuple[Path, dict[str, str]]) -> None:
    workdir, env = away
    # Seat 1 is a scripted human who always takes the first choice; the others are AI players.
    result = _run(
        [sys.executable, "-m", "bot", "play", game, "--players", "3", "--ai", "2", "--agent", "random",
         "--seed", "3"],
        cwd=workdir, env=env, stdin="1\n" * 5000, timeout=60,
    )  # fmt: skip
    assert "Game over." in result.stdout
    assert "Seed 3" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_the_console_script_runs_from_the_install(installed: Path, away: tuple[Path, dict[str, str]]) -> None:
    workdir, env = away
    script = installed / "bin" / "tabletop-host"
    assert script.is_file()
    result = _run([sys.executable, str(script), "play", "--list"], cwd=workdir, env=env, timeout=60)
    for game in GAMES:
        assert game in result.stdout


CHECK = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path

    import bot, cogs, engines
    from bot.guide import guide_for
    from bot.render import draw
    from bot.storage import MIGRATIONS_DIR, Storage, read_migrations
    from bot.terminal import load_renderer
    from engines import ENGINES
    from engines.data import DATA_DIR

    installed = Path(sys.argv[1]).resolve()
    for module in (bot, cogs, engines):
        assert Path(module.__file__).resolve().is_relative_to(installed), module.__file__
    assert DATA_DIR.resolve() == installed / "tabletop_data", DATA_DIR

    async def migrate() -> int:
        storage = await Storage.open(Path(sys.argv[2]))
        try:
            return await storage.user_version()
        finally:
            await storage.close()

    assert MIGRATIONS_DIR.resolve().is_relative_to(installed)
    migrations = read_migrations(MIGRATIONS_DIR)
    assert migrations and asyncio.run(migrate()) == migrations[-1][0], "migrations not applied"

    fonts = [*draw._family_files("sans"), *draw._family_files("condensed"), *draw._fallback_files()]
    assert len(fonts) == 9 and all(f.resolve().is_relative_to(installed / "bot/render/fonts") for f in fonts)

    for key in sys.argv[3:]:
        engine = ENGINES[key]
        state = engine.new_game(3, 1)
        board = load_renderer(key).board(engine.view(state, None), ["Ann", "Bo", "Cy"])
        assert board.image_png and board.image_png.startswith(b"\\x89PNG"), key
        assert guide_for(key) is not None, key
    print("installed ok")
    """
)


def test_migrations_fonts_boards_and_guides_load_from_the_install(
    installed: Path, away: tuple[Path, dict[str, str]]
) -> None:
    workdir, env = away
    database = workdir / "tabletop.sqlite3"
    result = _run(
        [sys.executable, "-c", CHECK, str(installed.resolve()), str(database), *GAMES],
        cwd=workdir, env=env, timeout=60,
    )  # fmt: skip
    assert "installed ok" in result.stdout
    assert database.is_file()
