"""What the bot knows of a game beyond its rules (``GameSpec``): the renderer that draws its boards, the AI
players it offers besides the generic ones, and the entries of its player guide; and ``Registry``, the games
by key. Each game declares its spec in its own package (``bot/catalogue/<game>/spec.py``), and
``bot/catalogue/registry.py`` lists them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from bot.ai.agents import GENERIC_KINDS, Agent, AiKind, MctsAgent
from bot.ai.coach import CoachBudget
from bot.catalogue.guide import Entries, GameGuide, load_guide
from bot.i18n import SOURCE
from bot.render.protocol import Renderer
from engines import AnyEngine
from engines.base import GameError


@dataclass(frozen=True, eq=False)
class GameSpec:
    """One game as the bot hosts it."""

    engine: AnyEngine
    renderer: Renderer | None = None  # None: the terminal lists the view's fields, Discord a plain embed
    agents: tuple[AiKind, ...] = ()  # this game's own AI players, offered after the generic ones
    guide_entries: Entries | None = None  # cards, tiles, abilities, said in a language
    # Visits of the heuristic's one-move rating that the strong AI's search starts each move from
    # (MctsAgent.prior_visits). SLITHER needs it: without it a short frog search is weaker than the
    # greedy frog's own reasoning, and equal searches gave the snake 62-75% (docs/balance.md).
    search_prior: int = 0
    # Random decisions of each of the strong AI's rollouts before the heuristic judges the position
    # (MctsAgent.rollout_depth); the coach's searches keep theirs. Gentoo Rules plays better with 8 at
    # the same time per decision (docs/ai.md, "What the speed buys in play").
    rollout_depth: int = 4
    # How hard the coach searches for a hint, a review's judged decision and a point of its chart
    # (docs/ai.md, "The coach": bench/coach.py measured each game's).
    coach: CoachBudget = field(default_factory=CoachBudget)

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
            agent.rollout_depth = self.rollout_depth
        return agent

    @property
    def guide(self) -> GameGuide | None:
        """The player guide in English (None if the game has no ``data/<game>/guide.toml``)."""
        return self.guide_in(SOURCE)

    def guide_in(self, language: str) -> GameGuide | None:
        """The player guide in ``language``, else in English when it has none in that one."""
        if language not in self._guides:
            found = load_guide(self.key, self.title, self.guide_entries, language=language)
            self._guides[language] = found if found is not None or language == SOURCE else self.guide
        return self._guides[language]

    @cached_property
    def _guides(self) -> dict[str, GameGuide | None]:
        return {}


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

    def title(self, key: str) -> str:
        """A game's title, or its key for a game this bot no longer hosts (an old record names it)."""
        spec = self._specs.get(key)
        return spec.title if spec is not None else key

    @property
    def engines(self) -> dict[str, AnyEngine]:
        return {key: spec.engine for key, spec in sorted(self._specs.items())}

    def with_games(self, *specs: GameSpec) -> Registry:
        """A copy with more games (tests add a toy game next to the real ones this way)."""
        return Registry([*self._specs.values(), *specs])
