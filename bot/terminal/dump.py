"""A view as plain fields, for a game that has no text renderer yet (terminal play shows this instead)."""

from __future__ import annotations

import json
from typing import Any


def dump_view(view: Any) -> str:
    """A readable listing of a view's fields, for games without a text renderer."""
    data = view.model_dump(mode="json") if hasattr(view, "model_dump") else view
    lines: list[str] = []
    _dump_value(lines, "", data, 0)
    return "\n".join(lines)


def _dump_value(lines: list[str], key: str, value: Any, depth: int) -> None:
    pad = "  " * depth
    label = f"{key.replace('_', ' ')}: " if key else ""
    if isinstance(value, dict):
        if key:
            lines.append(f"{pad}{label.rstrip()}")
            depth += 1
        for k, v in value.items():
            _dump_value(lines, str(k), v, depth)
    elif isinstance(value, list) and any(isinstance(v, dict | list) for v in value):
        lines.append(f"{pad}{label.rstrip()}")
        for i, item in enumerate(value, 1):
            _dump_value(lines, f"#{i}", item, depth + 1)
    elif isinstance(value, list):
        lines.append(f"{pad}{label}{', '.join(_scalar(v) for v in value) if value else '(none)'}")
    else:
        lines.append(f"{pad}{label}{_scalar(value)}")


def _scalar(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return value
    return json.dumps(value)
