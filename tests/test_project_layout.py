"""The project's own habits, checked: test files are named after the game or the area they test, and test
modules share helpers through ``tests/support/`` instead of importing each other."""

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
    """A renderer a newcomer can change is a small package of small modules over the shared helpers
    (``bot/render/*.py``), none of them over 500 lines."""
    long = {
        str(path.relative_to(ROOT)): n
        for path in sorted((ROOT / "bot" / "render").rglob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 500
    }
    assert not long, long


def test_no_rendering_class_is_over_300_lines() -> None:
    """Nor a class of them over 300 lines, counted from its ``class`` line (or first decorator's) to its
    last."""
    long = {}
    for path in sorted((ROOT / "bot" / "render").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                if (n := node.end_lineno - start + 1) > 300:
                    long[f"{path.relative_to(ROOT)}: {node.name}"] = n
    assert not long, long


# Every game's renderer package has these parts, under these names (docs/rendering.md).
RENDERER_PARTS = {
    "__init__.py": "the package's entry: RENDERER and what the rest of the bot imports",
    "renderer.py": "the renderer class over the parts",
    "style.py": "sizes, colours, type sizes",
    "words.py": "the game in words: labels of things, sentences",
    "text.py": "the whole view as terminal text, and the embed's text",
    "alt.py": "the alt text of every picture",
    "pieces.py": "pieces drawn once and pasted",
    "layout.py": "the board picture",
    "palette.py": "the board's fixed palette and its encoding",
    "closeups.py": "the close-ups",
}


def renderer_packages() -> list[Path]:
    return [ROOT / "bot" / "render" / key for key in sorted(ENGINES)]


def test_every_renderer_package_has_the_same_parts_under_the_same_names() -> None:
    missing = {
        package.name: sorted(set(RENDERER_PARTS) - {path.name for path in package.glob("*.py")})
        for package in renderer_packages()
    }
    assert all(not parts for parts in missing.values()), missing


def test_a_renderers_own_parts_have_names_no_other_module_uses() -> None:
    """A part only one game has (the SLITHER map, Giant Snail's region cards) is named for what it draws,
    and no module of ``bot/``, ``cogs/`` or ``engines/`` outside the renderer packages shares its name,
    so a name says which module it is."""
    own = {path.stem for package in renderer_packages() for path in package.glob("*.py")}
    own -= {name.removesuffix(".py") for name in RENDERER_PARTS}
    packages = set(renderer_packages())
    elsewhere: dict[str, list[str]] = {}
    for folder in ("bot", "cogs", "engines"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.parent in packages or path.name == "__pycache__":
                continue
            name = path.stem if path.suffix == ".py" else path.name if path.is_dir() else ""
            if name in own:
                elsewhere.setdefault(name, []).append(str(path.relative_to(ROOT)))
    assert elsewhere == {}


def test_no_file_of_the_storage_layer_is_over_400_lines() -> None:
    """One store per aggregate (``bot/store/``) over the connection layer (``bot/database/``),
    each small enough to read in one sitting."""
    long = {
        str(path.relative_to(ROOT)): n
        for folder in ("store", "database")
        for path in sorted((ROOT / "bot" / folder).glob("*.py"))
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert not long, long
