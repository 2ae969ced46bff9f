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


# Every game's tests cover the same aspects, each in tests/test_<game>_<aspect>.py.
GAME_ASPECTS = {
    "rules": "scenario tests from the rulebook and the rulings",
    "engine": "the game's own contract checks and invariants, beyond tests/test_engine_conformance.py",
    "takeback": "what a take-back restores, and when the rules allow one",
    "render": "the board, its words, alt text and close-ups",
    "discord": "whole games through the fake Discord (support/playing.py)",
    "guide": "the player guide, beyond what tests/test_guides.py checks of every guide",
    "search": "the search's own positions (engines/<game>/search.py) play exactly the engine's game",
}
# An aspect only one game has, because the game has something the others do not.
OWN_ASPECTS = {
    "slither": {
        "ai": "the snake's search and the frogs' belief about where it is",
        "clues": "the hidden trail: every clue any seat reads is true of it and never contradicts another",
    },
}


def test_every_game_has_the_same_test_aspects_in_the_same_files() -> None:
    """Each game has one test file per aspect (``GAME_ASPECTS``), named ``test_<game>_<aspect>.py``, and no
    other but an aspect truly its own (``OWN_ASPECTS``): a newcomer finds a game's rules tests, or its
    Discord games, where they find every other game's."""
    missing, extra = {}, {}
    for key in sorted(ENGINES):
        aspects = {path.stem.removeprefix(f"test_{key}_") for path in TESTS.glob(f"test_{key}_*.py")}
        if (TESTS / f"test_{key}.py").exists():
            aspects.add("")
        if lacking := sorted(set(GAME_ASPECTS) - aspects):
            missing[key] = lacking
        if others := sorted(aspects - set(GAME_ASPECTS) - set(OWN_ASPECTS.get(key, {}))):
            extra[key] = others
    assert missing == {}, "add tests/test_<game>_<aspect>.py"
    assert extra == {}, "merge into the game's aspect files, or name it in OWN_ASPECTS"


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
    package by its folder (``bot/store/``), and the parallel packages of the games as one entry each
    (``bot/render/<game>/``, ``bot/catalogue/<game>/``)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        relative = path.relative_to(ROOT).as_posix()
        parent = path.parent.relative_to(ROOT).as_posix() + "/"
        game_package = next(
            (f"{area}<game>/" for area in PARALLEL if parent.startswith(area) and parent != area), None
        )
        if game_package is not None:
            wanted = game_package
        elif parent.startswith("bot/migrations/"):
            wanted = "bot/migrations/"
        elif path.name == "__init__.py":
            wanted = parent
        else:
            wanted = relative
        if f"`{wanted}`" not in text:
            missing.append(wanted)
    assert sorted(set(missing)) == []


# Packages with one sub-package per game, each with the same modules for the same parts.
PARALLEL = ("engines/", "bot/render/", "bot/catalogue/")
CODE = ("bot", "cogs", "engines")
MODULE_LINES = 500
CLASS_LINES = 300
# A module of data literals (a table written out, not code) may be longer; its docstring says so.
DATA_LITERALS = "data literals"


def code_modules() -> list[Path]:
    return sorted(path for folder in CODE for path in (ROOT / folder).rglob("*.py"))


def test_no_module_is_over_500_lines_and_no_class_over_300() -> None:
    """Rooms a newcomer can read in one sitting: no module of ``bot/``, ``cogs/`` or ``engines/`` over 500
    lines (a module of data literals aside, said so in its docstring), and no class over 300.

    The limits are a prompt to look, not a target to shave to: a class that passes one is split by what it
    does (each part with a job of its own), never by moving its methods out into functions beside it to
    get under the line."""
    long_modules, long_classes = {}, {}
    for path in code_modules():
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        name = path.relative_to(ROOT).as_posix()
        lines = len(source.splitlines())
        if lines > MODULE_LINES and DATA_LITERALS not in (ast.get_docstring(tree) or ""):
            long_modules[name] = lines
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > CLASS_LINES:
                    long_classes[f"{name}:{node.name}"] = size
    assert long_modules == {}, "modules over 500 lines"
    assert long_classes == {}, "classes over 300 lines"


def game_package_of(path: Path) -> str | None:
    """``engines/`` for ``engines/gentoo/turn.py``: the parallel area a game's own module is in."""
    relative = path.relative_to(ROOT).as_posix()
    for area in PARALLEL:
        rest = relative.removeprefix(area)
        if rest != relative and rest.split("/")[0] in ENGINES and rest.count("/") == 1:
            return area
    return None


# The parts a Discord feature package (cogs/<feature>/) may have under the same names as the others'; its
# other modules are named after what they hold (the feature's cog, its own parts).
FEATURE_PARTS = {
    "commands.py": "its slash commands: its /game subcommands, or commands of its own",
    "components.py": "its custom ids, and the buttons and menus built from them",
    "messages.py": "its messages, built from values",
}
FEATURES = ROOT / "cogs"


def feature_part_of(path: Path) -> bool:
    """Whether ``path`` is one of the shared parts of a feature package (``cogs/tables/commands.py``)."""
    return path.parent.parent == FEATURES and path.name in FEATURE_PARTS


def test_no_two_modules_share_a_name_unless_they_are_the_same_part_of_parallel_packages() -> None:
    """A name says what a module holds: ``turn.py`` is a turn's rules in every game's engine package, and
    nowhere else is there a ``turn.py``; ``commands.py`` is a feature's slash commands in every feature
    package (``FEATURE_PARTS``). ``engines/base.py`` (the engine contract) and ``engines/data.py`` (where
    the games' data files are) stand beside the games' packages and name what each of them builds on, as
    ``bot/discordside/components.py`` (what every feature's components are built with) stands below the
    features: the same word, one level up."""
    by_name: dict[str, list[Path]] = {}
    for path in code_modules():
        if path.name not in ("__init__.py", "__main__.py"):
            by_name.setdefault(path.name, []).append(path)
    clashes = {}
    for name, paths in by_name.items():
        if len(paths) < 2:
            continue
        areas = {game_package_of(p) for p in paths}
        shared = ROOT / "engines" / name
        parallel = len(areas) == 1 and None not in areas
        beside_games = areas == {"engines/", None} and [p for p in paths if game_package_of(p) is None] == [
            shared
        ]
        others = [p for p in paths if not feature_part_of(p)]
        features = name in FEATURE_PARTS and others in ([], [ROOT / "bot" / "discordside" / name])
        if not (parallel or beside_games or features):
            clashes[name] = sorted(p.relative_to(ROOT).as_posix() for p in paths)
    assert clashes == {}


def test_every_feature_package_is_loaded_and_sets_itself_up() -> None:
    """Each package under ``cogs/`` is a feature the bot loads (``cogs.FEATURES``), with the ``setup`` that
    adds its cogs; the list holds nothing else."""
    from cogs import FEATURES as LOADED

    packages = sorted(f"cogs.{p.name}" for p in FEATURES.iterdir() if (p / "__init__.py").is_file())
    assert sorted(LOADED) == packages
    for name in packages:
        tree = ast.parse((ROOT / name.replace(".", "/") / "__init__.py").read_text(encoding="utf-8"))
        assert any(isinstance(n, ast.AsyncFunctionDef) and n.name == "setup" for n in tree.body), name
    loose = sorted(p.name for p in FEATURES.glob("*.py") if p.name != "__init__.py")
    assert loose == [], "a feature is a package"


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


def test_no_two_packages_or_modules_beside_each_other_import_each_other() -> None:
    """What sits side by side (two packages of ``bot/``, two modules of one package) never imports each
    other, directly or through others, for type annotations included: one of the two is below the other,
    and a reader can learn one before the other. (The rings between packages are import-linter's contracts
    in pyproject.toml; this also covers the modules within each package.)"""
    import grimp

    graph = grimp.build_graph("bot", "cogs", "engines", exclude_type_checking_imports=False, cache_dir=None)
    both_ways = []
    for package in sorted(graph.modules):
        children = sorted(graph.find_children(package))
        for i, one in enumerate(children):
            for other in children[i + 1 :]:
                if graph.chain_exists(one, other, as_packages=True) and graph.chain_exists(
                    other, one, as_packages=True
                ):
                    both_ways.append(f"{one} <-> {other}")
    assert both_ways == []
