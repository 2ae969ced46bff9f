"""Grim Prospects: simultaneous hidden card battles over mining tunnels (2-3 players).

See engine.py for the rules in brief; the Artificial Player agent is in artificial.py.
"""

from __future__ import annotations

from engines.grimprospects.artificial import ArtificialPlayerAgent
from engines.grimprospects.engine import GrimProspectsEngine

__all__ = ["ArtificialPlayerAgent", "GrimProspectsEngine"]
