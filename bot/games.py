"""The games this bot hosts: one ``GameSpec`` per game, in one registry, ``GAMES``.

A spec holds everything the bot needs to know about a game beyond its rules engine: the renderer that
draws its boards, the AI players it offers besides the generic ones (Grim Prospects' Artificial Player),
and the entries of its player guide (``data/<game>/guide.toml`` holds the prose). Nothing outside a
game's own files names a game: the lobby, the terminal, the AI workers and ``/game rules`` all ask the
registry.

Adding a game: ``engines/<game>/`` (and its line in ``engines.ENGINES``), ``data/<game>/``,
``bot/render/<game>/``, ``bot/guides/<game>.py``, its tests, and one ``GameSpec`` line below.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import cast

from bot.ai import GENERIC_KINDS, Agent, AiKind, MctsAgent
from bot.guide import GameGuide, GuideEntry, load_guide
from bot.guides import earthcrumbles as earthcrumbles_guide
from bot.guides import gentoo as gentoo_guide
from bot.guides import giantsnail as giantsnail_guide
from bot.guides import grimprospects as grimprospects_guide
from bot.guides import slither as slither_guide
from bot.render import earthcrumbles as earthcrumbles_render
from bot.render import gentoo as gentoo_render
from bot.render import giantsnail as giantsnail_render
from bot.render import grimprospects as grimprospects_render
from bot.render import slither as slither_render
from bot.render.base import Renderer
from engines import ENGINES, AnyEngine
from engines.base import GameError
from engines.grimprospects.artificial import ArtificialPlayerAgent


@dataclass(frozen=True, eq=False)
class GameSpec:
    """One game as the bot hosts it."""

    engine: AnyEngine
    renderer: Renderer | None = None  # None: the terminal lists the view's fields, Discord a plain embed
    agents: tuple[AiKind, ...] = ()  # this game's own AI players, offered after the generic ones
    guide_entries: Callable[[], Sequence[GuideEntry]] | None = None  # cards, tiles, abilities
    # Visits of the heuristic's one-move rating that the strong AI's search starts each move from
    # (MctsAgent.prior_visits). SLITHER needs it: without it a short frog search is weaker than the
    # greedy frog's own reasoning, and equal searches gave the snake 62-75% (docs/balance.md).
    search_prior: int = 0

    @property
    def key(self) -> str:
        return self.engine.key

    @property
    def title(self) -> str:
        return self.engine.title

    @property
    def ai_kinds(self) -> tuple[AiKind, ...]:
        """Every AI that can take a seat in this game, generic ones first."""
        return GENERIC_KINDS + self.agents

    def ai_kind(self, name: str) -> AiKind | None:
        return next((kind for kind in self.ai_kinds if kind.name == name), None)

    def make_agent(self, name: str, *, budget_s: float | None = None, iterations: int | None = None) -> Agent:
        """The AI player called ``name`` for this game (a GameError if it has none by that name)."""
        kind = self.ai_kind(name)
        if kind is None:
            known = ", ".join(k.name for k in self.ai_kinds)
            raise GameError(f"There is no AI player called {name!r}; choose one of: {known}.")
        agent = kind.build(budget_s=budget_s, iterations=iterations)
        if isinstance(agent, MctsAgent):
            agent.prior_visits = self.search_prior
        return agent

    @cached_property
    def guide(self) -> GameGuide | None:
        """The player guide (None if the game has no ``data/<game>/guide.toml``)."""
        return load_guide(self.key, self.title, self.guide_entries)


class Registry(Mapping[str, GameSpec]):
    """Game specs by engine key; a game is registered once."""

    def __init__(self, specs: Sequence[GameSpec] = ()) -> None:
        self._specs: dict[str, GameSpec] = {}
        for spec in specs:
            self.register(spec)

    def register(self, spec: GameSpec) -> GameSpec:
        if spec.key in self._specs:
            raise ValueError(f"the game {spec.key!r} is registered twice")
        self._specs[spec.key] = spec
        return spec

    def __getitem__(self, key: str) -> GameSpec:
        return self._specs[key]

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._specs))

    def __len__(self) -> int:
        return len(self._specs)

    @property
    def engines(self) -> dict[str, AnyEngine]:
        return {key: spec.engine for key, spec in sorted(self._specs.items())}

    def with_games(self, *specs: GameSpec) -> Registry:
        """A copy with more games (tests host a toy game next to the real ones this way)."""
        return Registry([*self._specs.values(), *specs])


GAMES = Registry(
    [
        GameSpec(
            ENGINES["gentoo"],
            gentoo_render.RENDERER,
            guide_entries=gentoo_guide.entries,
        ),
        GameSpec(
            ENGINES["grimprospects"],
            grimprospects_render.RENDERER,
            agents=(
                AiKind(
                    "artificial",
                    "Artificial Player (rulebook)",
                    "plays by the rulebook's Artificial Player procedure",
                    # It plays Grim Prospects states only, which is all its spec ever gives it.
                    lambda **_: cast(Agent, ArtificialPlayerAgent()),
                ),
            ),
            guide_entries=grimprospects_guide.entries,
        ),
        GameSpec(
            ENGINES["slither"], slither_render.RENDERER, guide_entries=slither_guide.entries, search_prior=8
        ),
        GameSpec(
            ENGINES["giantsnail"],
            giantsnail_render.RENDERER,
            guide_entries=giantsnail_guide.entries,
        ),
        GameSpec(
            ENGINES["earthcrumbles"],
            earthcrumbles_render.RENDERER,
            guide_entries=earthcrumbles_guide.entries,
        ),
    ]
)


def guide_for(key: str, games: Mapping[str, GameSpec] = GAMES) -> GameGuide | None:
    """The player guide of game ``key`` in ``games``, or None."""
    spec = games.get(key)
    return spec.guide if spec is not None else None


def spec_of(key: str, games: Mapping[str, GameSpec] = GAMES) -> GameSpec:
    spec = games.get(key)
    if spec is None:
        raise GameError(f"There is no game called {key!r}.")
    return spec


__all__ = ["GAMES", "GameSpec", "Registry", "guide_for", "spec_of"]
