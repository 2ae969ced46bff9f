"""The registry of games (bot/catalogue/registry.py): every game is registered once, in one place, and nothing
outside a game's own packages in bot/ or cogs/ names a game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.ai.agents import GENERIC_KINDS, MctsAgent
from bot.catalogue.gamespec import GameSpec, Registry
from bot.catalogue.registry import GAMES
from engines import ENGINES

ROOT = Path(__file__).resolve().parent.parent


def test_every_engine_is_one_registered_game() -> None:
    assert list(GAMES) == sorted(ENGINES)
    for key, spec in GAMES.items():
        assert spec.engine is ENGINES[key] and spec.key == key
        assert spec.renderer is not None and spec.guide is not None, key
    with pytest.raises(ValueError, match="registered twice"):
        GAMES.with_games(GAMES["gentoo"])


def game_words() -> set[str]:
    """Game keys and the names of game-specific AI players."""
    own_agents = {kind.name for spec in GAMES.values() for kind in spec.agents}
    return set(GAMES) | own_agents


def own_files(key: str) -> set[Path]:
    """A game's renderer package and its package in the catalogue (its spec and guide entries)."""
    return {*(ROOT / "bot" / "render" / key).glob("*.py"), *(ROOT / "bot" / "catalogue" / key).glob("*.py")}


def test_no_module_outside_a_games_own_files_names_a_game() -> None:
    allowed = {p for key in GAMES for p in own_files(key)}
    words = game_words()
    found = []
    for path in sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")]):
        if path in allowed:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in words:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    assert not found, found


def test_a_toy_game_registers_like_a_real_one() -> None:
    from support.toygames import RaceEngine

    registry = Registry([GameSpec(RaceEngine())])
    spec = registry["race"] if "race" in registry else next(iter(registry.values()))
    assert [k.name for k in spec.ai_kinds] == [k.name for k in GENERIC_KINDS]
    assert spec.renderer is None and spec.guide is None  # optional: the terminal lists the view's fields
    assert registry.engines == {spec.key: spec.engine}
    more = GAMES.with_games(spec)
    assert set(more) == set(GAMES) | {spec.key} and set(GAMES) == set(ENGINES)  # the original is untouched


def test_the_strong_ai_searches_with_its_games_settings() -> None:
    for key, spec in GAMES.items():
        agent = spec.make_agent("mcts", iterations=10)
        assert isinstance(agent, MctsAgent), key
        assert (agent.prior_visits, agent.rollout_depth) == (spec.search_prior, spec.rollout_depth), key
    # Gentoo Rules' rollouts are longer (docs/ai.md); SLITHER starts from the heuristic's rating.
    assert GAMES["gentoo"].rollout_depth == 8 and GAMES["slither"].search_prior == 8
    assert MctsAgent().rollout_depth == 4
