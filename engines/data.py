"""Locating and reading component data files under the project's ``data/`` folder.

Engines load their cards, tiles and maps through here into frozen pydantic models; this module only
finds and parses files, each game validates what it reads.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def data_path(game: str, name: str) -> Path:
    return DATA_DIR / game / name


def read_toml(game: str, name: str) -> dict[str, Any]:
    with data_path(game, name).open("rb") as handle:
        return tomllib.load(handle)


def read_json(game: str, name: str) -> Any:
    with data_path(game, name).open("rb") as handle:
        return json.load(handle)
