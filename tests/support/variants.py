"""The games' option values worth testing, and the player counts each set of options allows: shared by the
contract test (tests/test_engine_conformance.py) and the label test (tests/test_engine_labels.py), which
both play random games with the default options and again with every other value of each option."""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from annotated_types import Ge, Le
from pydantic.fields import FieldInfo

from engines import ENGINES, AnyEngine
from engines.base import IllegalAction

# Values to try for options whose type does not list them (a Literal, a bool or a bounded int does).
REPRESENTATIVE_VALUES: dict[str, dict[str, list[Any]]] = {
    "grimprospects": {"artificial_seats": [(0,), (1, 2)]},
}


def field_values(key: str, name: str, field: FieldInfo) -> list[Any]:
    """Every value an option may take, or the default and a representative set where there are too many."""
    if name in REPRESENTATIVE_VALUES.get(key, {}):
        return [field.default, *REPRESENTATIVE_VALUES[key][name]]
    values: list[Any] = []
    parts = [field.annotation] if get_origin(field.annotation) is Literal else get_args(field.annotation)
    for part in parts or [field.annotation]:
        if get_origin(part) is Literal:
            values.extend(get_args(part))
        elif part is bool:
            values.extend((False, True))
        elif part is type(None):
            values.append(None)
        elif part is int:
            low = next(m.ge for m in field.metadata if isinstance(m, Ge))
            high = next(m.le for m in field.metadata if isinstance(m, Le))
            assert isinstance(low, int) and isinstance(high, int)
            values.extend(range(low, high + 1))
    return values


def option_variants(key: str) -> list[dict[str, Any]]:
    """One set of option values per non-default value of each option, the others left at their defaults."""
    engine = ENGINES[key]
    variants: list[dict[str, Any]] = []
    for name, field in engine.options_type.model_fields.items():
        values = field_values(key, name, field)
        assert field.default in values, f"{key}: say which values of option {name} to test"
        variants.extend({name: value} for value in values if value != field.default)
    return variants


def variant_id(options: dict[str, Any]) -> str:
    return ",".join(f"{name}={value}" for name, value in options.items()).replace(" ", "") or "defaults"


def player_counts(engine: AnyEngine, options: Any = None) -> list[int]:
    """The player counts these options allow (an option may name a seat that only larger games have)."""
    counts = []
    for n in range(engine.min_players, engine.max_players + 1):
        try:
            engine.new_game(n, 0, options)
        except IllegalAction:
            continue
        counts.append(n)
    return counts
