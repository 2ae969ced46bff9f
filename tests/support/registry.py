"""The engines of the registry with their own types: ``engines.ENGINES`` maps each key to an ``AnyEngine``,
and ``registered("gentoo", GentooEngine)`` is ``ENGINES["gentoo"]`` itself, typed as a ``GentooEngine``
(so mypy checks what a test does with its states and actions)."""

from __future__ import annotations

from typing import TypeVar

from engines import ENGINES, AnyEngine

EngineT = TypeVar("EngineT", bound=AnyEngine)


def registered(key: str, kind: type[EngineT]) -> EngineT:
    engine = ENGINES[key]
    assert isinstance(engine, kind), f"ENGINES[{key!r}] is a {type(engine).__name__}, not a {kind.__name__}"
    return engine
