"""A regular install (``pip install .``, as the Docker image does) carries everything the bot loads at run
time, and works away from the repository: the component data in ``data/`` (installed as the package
``tabletop_data``), the SQL migrations, the bundled fonts and the web companion's templates and static
files.

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
# What `pip install .` reads, and all the Docker build context may hold (.dockerignore keeps the rest out).
CONTEXT = {"pyproject.toml", "README.md", *CODE_PACKAGES, "data"}


def repo_files(folder: str, pattern: str = "*") -> set[str]:
    """Files under ``folder`` (relative to the repository, '/'-separated), caches left out."""
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / folder).rglob(pattern)
        if path.is_file()
        and not any(part.startswith(".") or part == "__pycache__" for part in path.relative_to(ROOT).parts)
    }


def dockerignore_patterns() -> list[re.Pattern[str]]:
    """.dockerignore as regular expressions over context-relative paths, as Docker reads it: ``*`` and
    ``?`` stay within one path segment, ``**`` spans any number of them, and a matched folder is left
    out whole. (Exceptions, ``!pattern``, are not used here, and the test refuses them.)"""
    patterns = []
    for raw in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        assert not line.startswith("!"), "this emulation of .dockerignore has no exceptions"
        regex = ""
        for part in re.split(r"(\*\*/|\*\*|\*|\?)", line.strip("/")):
            regex += {"**/": "(?:.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]"}.get(part, re.escape(part))
        patterns.append(re.compile(regex))
    return patterns


def docker_context(destination: Path) -> Path:
    """Copy the repository to ``destination`` as ``docker build .`` would send it."""
    patterns = dockerignore_patterns()

    def ignored(folder: str, names: list[str]) -> set[str]:
        relative = Path(folder).resolve().relative_to(ROOT)
        return {
            name
            for name in names
            if any(p.fullmatch((relative / name).as_posix().removeprefix("./")) for p in patterns)
        }

    shutil.copytree(ROOT, destination, ignore=ignored, symlinks=True)
    return destination


# ---- the configuration, without building anything ----------------------------------------------------


def test_every_folder_is_listed_as_a_package_for_setuptools() -> None:
    # Data folders too (bot/migrations, data/<game>): setuptools warns about, and may one day skip, a
    # folder that Python could import but `packages` does not list.
    def folders(top: str, name: str) -> set[str]:
        return {
            ".".join((name, *folder.relative_to(ROOT / top).parts))
            for folder in [ROOT / top, *(ROOT / top).rglob("*")]
            if folder.is_dir()
            and not any(p.startswith(".") or p == "__pycache__" for p in folder.relative_to(ROOT).parts)
        }

    setuptools = PYPROJECT["tool"]["setuptools"]
    found = set().union(
        *(folders(package, package) for package in CODE_PACKAGES), folders("data", "tabletop_data")
    )
    listed = set(setuptools["packages"])
    assert found - listed == set(), "add these folders to [tool.setuptools] packages in pyproject.toml"
    assert listed - found == set(), "pyproject.toml lists packages that do not exist"
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
def context(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return docker_context(tmp_path_factory.mktemp("context") / "src")


@pytest.fixture(scope="module")
def wheel(context: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from the Docker build context, as the Dockerfile builds it."""
    source = Path(shutil.copytree(context, tmp_path_factory.mktemp("build") / "src"))  # pip builds in-tree
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
    for folder in (
        "bot/render/fonts",
        "bot/migrations",
        "bot/migrations/postgres",
        "bot/web/templates",  # the web companion's pages
        "bot/web/static",  # its style sheet, script and icon
    ):
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
    from bot.catalogue.registry import GAMES, guide_for
    from bot.render import lettering
    from bot.database import MIGRATIONS_DIR, read_migrations
    from bot.store import Storage
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
    assert [n for n, _ in read_migrations(MIGRATIONS_DIR / "postgres")] == [n for n, _ in migrations]

    fonts = [*lettering._family_files("sans"), *lettering._family_files("condensed"), *lettering._fallback_files()]
    assert len(fonts) == 9 and all(f.resolve().is_relative_to(installed / "bot/render/fonts") for f in fonts)

    for key in sys.argv[3:]:
        engine = ENGINES[key]
        state = engine.new_game(3, 1)
        board = GAMES[key].renderer.board(engine.view(state, None), ["Ann", "Bo", "Cy"])
        assert board.image_png and board.image_png.startswith(b"\\x89PNG"), key
        assert guide_for(key) is not None, key
        assert guide_for(key, language="de").language == "de", key  # the languages' guides are installed
    from bot.web.pages import templates
    from bot.web.staticfiles import load_static
    from bot.web.pagewords import PageWords, TemplateWords
    page = templates().get_template("notfound.html").render(
        say=TemplateWords(PageWords("de")), lang="de", languages=[], site="", theme="", icon="", css="",
        script="", og=None, private=False,
    )
    assert '<html lang="de">' in page
    assert sorted(load_static()) == ["game.js", "icon.svg", "site.css"]
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


# ---- the Docker image (the daemon is not needed: the context and the Dockerfile's steps are checked) ----

DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, continuation lines joined, comments dropped."""
    lines = [line for line in DOCKERFILE.splitlines() if not line.lstrip().startswith("#")]
    joined = re.sub(r"\\\n", " ", "\n".join(lines))
    return [(line.split()[0].upper(), line.split(None, 1)[1]) for line in joined.splitlines() if line.strip()]


def test_the_docker_context_holds_what_the_install_needs_and_nothing_else(context: Path) -> None:
    assert {path.name for path in context.iterdir()} == CONTEXT
    leftovers = [
        path.relative_to(context).as_posix()
        for path in context.rglob("*")
        if path.name == "__pycache__"
        or path.name.startswith((".env", "."))
        or path.suffix in {".pyc", ".sqlite3", ".db"}
    ]
    assert leftovers == []


def test_the_dockerfile_installs_dependencies_from_pyproject_then_the_code() -> None:
    steps = dockerfile_instructions()
    copies = [args for op, args in steps if op == "COPY"]
    assert copies == ["pyproject.toml ./", ". ./"], "dependencies first, from pyproject.toml alone"
    first_copy = steps.index(("COPY", "pyproject.toml ./"))
    deps = next(args for op, args in steps[first_copy:] if op == "RUN")
    # The dependency step's own Python, run here on pyproject.toml, names exactly the project's needs.
    (snippet,) = re.findall(r"python -c '([^']*)'", deps)
    printed = _run([sys.executable, "-c", snippet], cwd=ROOT).stdout.split()
    assert printed == [*PYPROJECT["build-system"]["requires"], *PYPROJECT["project"]["dependencies"]]
    install = next(args for op, args in steps[steps.index(("COPY", ". ./")) :] if op == "RUN")
    assert "pip install --no-deps --no-build-isolation ." in install and "-e" not in install.split()


def test_the_image_runs_as_tabletop_with_its_database_on_a_volume() -> None:
    steps = dockerfile_instructions()
    ops = [op for op, _ in steps]
    assert ops[0] == "FROM"
    assert ("USER", "tabletop") in steps and ops.index("USER") > max(
        i for i, op in enumerate(ops) if op == "RUN"
    )
    assert "TABLETOP_DATABASE=/data/tabletop.sqlite3" in DOCKERFILE
    assert ("VOLUME", '["/data"]') in steps
    assert ("STOPSIGNAL", "SIGTERM") in steps
    healthcheck = dict(steps)["HEALTHCHECK"]
    assert healthcheck.endswith('CMD ["python", "-m", "bot", "health"]')
    assert dict(steps)["CMD"] == '["python", "-m", "bot"]'
    assert "VIRTUAL_ENV=/opt/venv" in DOCKERFILE and "PATH=/opt/venv/bin:$PATH" in DOCKERFILE
