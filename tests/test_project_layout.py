"""The project's own habits, checked: test files are named after the game or the area they test, test
modules share helpers through ``tests/support/`` instead of importing each other, and every engine
package has the same small modules for the same parts."""

from __future__ import annotations

import ast
from pathlib import Path

from engines import ENGINES

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def module_paths() -> list[Path]:
    return sorted(TESTS.glob("test_*.py"))


def test_test_files_are_named_after_their_game_or_their_area() -> None:
    """``test_<game>_<aspect>.py`` for what concerns one game, ``test_<area>.py`` for the rest: a file that
    names a game names it first."""
    misnamed = []
    for path in module_paths():
        words = path.stem.removeprefix("test_")
        named = [key for key in ENGINES if key in words]
        if named and not any(words == key or words.startswith(f"{key}_") for key in named):
            misnamed.append(path.name)
    assert misnamed == [], "rename to test_<game>_<aspect>.py"


def test_test_modules_never_import_each_other() -> None:
    """Helpers two test modules need live in tests/support/ (a package), never in a test module."""
    importing = []
    for path in module_paths():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                if name.split(".")[-1].startswith("test_") or name.startswith("tests."):
                    importing.append(f"{path.name}: {name}")
    assert importing == []


def test_docs_architecture_lists_every_module_of_bot() -> None:
    """docs/architecture.md lists every module of ``bot/`` with its job: a module file by its path, a
    package by its folder (``bot/store/``), and a game's renderer package or the guides as one folder
    (``bot/render/<game>/``, ``bot/guides/``)."""
    text = (TESTS.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    bot = TESTS.parent / "bot"
    missing = []
    for path in sorted(bot.rglob("*.py")):
        relative = path.relative_to(TESTS.parent).as_posix()
        parent = path.parent.relative_to(TESTS.parent).as_posix() + "/"
        if (parent.startswith("bot/render/") and parent != "bot/render/") or (
            parent == "bot/render/" and path.stem in ENGINES
        ):
            wanted = "bot/render/<game>/"  # a game's renderer, one entry for all of them
        elif parent in ("bot/guides/", "bot/migrations/"):
            wanted = parent
        elif path.name == "__init__.py":
            wanted = parent
        else:
            wanted = relative
        if f"`{wanted}`" not in text:
            missing.append(wanted)
    assert sorted(set(missing)) == []


def test_no_rendering_module_is_over_500_lines() -> None:
    """Issue 26: a renderer a newcomer can change is a small package of small modules over the shared
    helpers (``bot/render/*.py``), none of them over 500 lines."""
    long = {
        str(path.relative_to(ROOT)): n
        for path in sorted((ROOT / "bot" / "render").rglob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 500
    }
    assert not long, long


def test_no_file_of_the_storage_layer_is_over_400_lines() -> None:
    """Issue 25: one store per aggregate (``bot/store/``) over the connection layer (``bot/database/``),
    each small enough to read in one sitting."""
    long = {
        str(path.relative_to(ROOT)): n
        for folder in ("store", "database")
        for path in sorted((ROOT / "bot" / folder).glob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert not long, long


ENGINE_MODULES = ("models", "setup", "turn", "views", "scoring", "labels", "data", "engine")
ENGINE_MODULE_LINES = 500
ENGINE_CLASS_LINES = 300


def engine_paths() -> list[Path]:
    return sorted((ROOT / "engines").rglob("*.py"))


def test_every_engine_package_has_the_same_file_set() -> None:
    """One module per part in every game: ``models`` (states, actions, views), ``setup`` (new_game),
    ``turn`` (legal actions and applying them), ``views``, ``scoring`` (the end of the game), ``labels``
    (action ids and button labels), ``data`` (component data) and a thin ``engine`` wiring them into the
    contract. A game's own parts are further modules beside these."""
    missing = {
        key: [name for name in ENGINE_MODULES if not (ROOT / "engines" / key / f"{name}.py").is_file()]
        for key in ENGINES
    }
    assert {key: names for key, names in missing.items() if names} == {}


def test_no_engine_module_is_over_500_lines_nor_any_class_over_300() -> None:
    """A rules module reads in one sitting: none under ``engines/`` is over 500 lines, and no class over
    300 (its lines counted from ``class`` to its last statement)."""
    long_modules = {}
    long_classes = {}
    for path in engine_paths():
        text = path.read_text(encoding="utf-8")
        name = str(path.relative_to(ROOT))
        if (n := len(text.splitlines())) > ENGINE_MODULE_LINES:
            long_modules[name] = n
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                if (n := node.end_lineno - node.lineno + 1) > ENGINE_CLASS_LINES:
                    long_classes[f"{name}: {node.name}"] = n
    assert not long_modules, long_modules
    assert not long_classes, long_classes
