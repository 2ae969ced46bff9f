"""SLITHER: a hidden snake (seat 0) against 1-4 frogs on a growing hex map. See engine.py."""

from __future__ import annotations

from engines.slither.engine import SlitherEngine

__all__ = ["SlitherEngine"]
