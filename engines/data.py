"""Locating and reading component data files under the project's ``data/`` folder.

Engines load their cards, tiles and maps through here into frozen pydantic models; this module only
finds and parses files, each game validates what it reads.

Where ``data/`` is: in a checkout (run from the repository, or installed with ``pip install -e .``) it is
the top-level ``data/`` beside ``engines/``; a regular install (``pip install .``, the Docker image)
carries the same files as the package ``tabletop_data`` (pyproject.toml maps ``data/`` to it). Every
module that reads component data takes its paths from ``DATA_DIR`` here, never from its own
``__file__``.
"""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from typing import Any

INSTALLED_PACKAGE = "tabletop_data"  # the name pyproject.toml installs data/ under


class DataNotFoundError(FileNotFoundError):
    """Neither a checkout's data/ nor an installed tabletop_data package was found."""


def find_data_dir() -> Path:
    """The directory holding ``<game>/<file>`` component data, in a checkout or installed."""
    checkout = Path(__file__).resolve().parent.parent
    # A checkout is recognised by its pyproject.toml, so an unrelated top-level "data" folder some other
    # distribution put into site-packages is never taken for ours.
    if (checkout / "pyproject.toml").is_file() and (checkout / "data").is_dir():
        return checkout / "data"
    spec = importlib.util.find_spec(INSTALLED_PACKAGE)
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        if Path(location).is_dir():
            return Path(location)
    raise DataNotFoundError(
        f"No component data: neither {checkout / 'data'} (a checkout) nor an installed "
        f"{INSTALLED_PACKAGE} package exists. Reinstall with `pip install .`."
    )


DATA_DIR = find_data_dir()


def data_path(game: str, name: str) -> Path:
    return DATA_DIR / game / name


def read_toml(game: str, name: str) -> dict[str, Any]:
    with data_path(game, name).open("rb") as handle:
        return tomllib.load(handle)
