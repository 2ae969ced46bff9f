"""compose.yaml (two bot processes and PostgreSQL) cannot run here, so it is checked against what runs:
its bots start the way tests/test_shards.py starts them, with settings the bot accepts, and between them
they run every shard once, on the database the compose file also starts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

from bot.config import load_settings

ROOT = Path(__file__).resolve().parents[1]


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's ``${NAME}`` and ``${NAME:?message}`` (a required variable), from ``env``."""

    def one(match: re.Match[str]) -> str:
        name, required = match.group(1), match.group(2)
        assert name in env or required is None, f"compose would stop: {required}"
        return env.get(name, "")

    return re.sub(r"\$\{([A-Z_]+)(?::\?([^}]*))?\}", one, value)


def services() -> dict[str, Any]:
    loaded = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    found: dict[str, Any] = loaded["services"]
    return found


def test_the_bots_run_every_shard_once_on_the_composed_postgresql() -> None:
    env = {"POSTGRES_PASSWORD": "s3cret"}
    all_services = services()
    bots = {name: s for name, s in all_services.items() if s.get("command") == ["python", "-m", "bot"]}
    assert len(bots) == 2
    shards: list[int] = []
    counts = set()
    for service in bots.values():
        environment = {k: interpolate(str(v), env) for k, v in service["environment"].items()}
        settings = load_settings({"DISCORD_TOKEN": "abc", **environment}, dotenv=False)
        assert isinstance(settings.database_path, str)
        url = urlsplit(settings.database_path)
        database = all_services[url.hostname or ""]
        assert url.scheme == "postgresql" and url.port == 5432
        assert database["environment"]["POSTGRES_USER"] == url.username
        assert database["environment"]["POSTGRES_DB"] == url.path.lstrip("/")
        assert interpolate(database["environment"]["POSTGRES_PASSWORD"], env) == url.password == "s3cret"
        assert service["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert settings.shard_ids is not None
        shards.extend(settings.shard_ids)
        counts.add(settings.shard_count)
    assert len(counts) == 1 and sorted(shards) == list(range(counts.pop() or 0))


def test_the_bots_start_as_the_multi_process_test_starts_them() -> None:
    test = (ROOT / "tests" / "test_shards.py").read_text(encoding="utf-8")
    assert 'sys.executable, "-m", "bot"' in test
    for name in ("TABLETOP_DATABASE", "TABLETOP_SHARD_COUNT", "TABLETOP_SHARD_IDS"):
        assert f"{name}=" in test
    assert "compose.yaml" in (ROOT / "README.md").read_text(encoding="utf-8")
