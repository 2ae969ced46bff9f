"""An AI seat's decision, by game key, in a worker process (``bot.workers.pool``): ``choose_action_id``
runs ``choose_action_id_sync``, which looks the game's spec up in the registry and plays the agent it
names, with a generator seeded from what the seat can see (``bot.ai.agents.agent_rng``), so the same
position gives the same decision in any process.
"""

from __future__ import annotations

import logging

from bot.ai.agents import DEFAULT_BUDGET_S, agent_rng
from bot.catalogue.registry import spec_of
from bot.workers.pool import run_in_workers
from engines.base import Seat

log = logging.getLogger(__name__)


def choose_action_id_sync(
    engine_key: str,
    state_json: str,
    seat: Seat,
    agent_name: str = "mcts",
    budget_s: float | None = DEFAULT_BUDGET_S,
    iterations: int | None = None,
) -> str:
    """Choose ``seat``'s action in the stored state and return its action id (runs in pool workers)."""
    spec = spec_of(engine_key)
    engine = spec.engine
    state = engine.load_state(state_json)
    legal = list(engine.legal_actions(state, seat))
    rng = agent_rng(engine, state, seat, f"ai.{agent_name}")
    agent = spec.make_agent(agent_name, budget_s=budget_s, iterations=iterations)
    action = agent.choose(engine, state, seat, rng)
    if action not in legal:
        # A per-engine agent with a bug must not stall a game: play on, and say so in the log.
        log.error(
            "Agent %s chose an illegal action %r in %s; playing a random one.", agent_name, action, engine_key
        )
        action = rng.choice(legal)
    return engine.action_id(action)


async def choose_action_id(
    engine_key: str,
    state_json: str,
    seat: Seat,
    agent_name: str = "mcts",
    budget_s: float | None = DEFAULT_BUDGET_S,
    *,
    iterations: int | None = None,
    inline: bool = False,
) -> str:
    """The AI's action id for ``seat``, computed in a worker process so the event loop stays free.

    ``inline=True`` (or ``TABLETOP_AI_INLINE=1``) runs the search in a thread of this process instead,
    for tests; a broken pool (a worker killed by the OS) is replaced and the decision is retried here.
    """
    args = (engine_key, state_json, seat, agent_name, budget_s, iterations)
    return await run_in_workers(choose_action_id_sync, *args, inline=inline)
