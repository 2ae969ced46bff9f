"""compose.yaml (two bot processes and PostgreSQL) cannot run here, so it is checked against what runs:
its bots start the way tests/test_shards.py starts them, with settings the bot accepts, and between them
they run every shard once, on the database the compose file also starts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

from bot.config import load_settings, load_web_settings

ROOT = Path(__file__).resolve().parents[1]


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's ``${NAME}``, ``${NAME:?message}`` (a required variable) and ``${NAME:-default}``, from
    ``env``."""

    def one(match: re.Match[str]) -> str:
        name, kind, text = match.group(1), match.group(2), match.group(3)
        assert name in env or kind != "?", f"compose would stop: {text}"
        return env.get(name) or (text if kind == "-" else "")

    return re.sub(r"\$\{([A-Z_]+)(?::([?-])([^}]*))?\}", one, value)


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
    # ``python -m bot``, through support.dealing only so that its deals come from the test's seed
    assert "*bot_command()" in test
    dealing = (ROOT / "tests" / "support" / "dealing.py").read_text(encoding="utf-8")
    assert 'runpy.run_module("bot", run_name="__main__", alter_sys=True)' in dealing
    for name in ("TABLETOP_DATABASE", "TABLETOP_SHARD_COUNT", "TABLETOP_SHARD_IDS"):
        assert f"{name}=" in test
    assert "compose.yaml" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_web_service_serves_the_links_the_bots_hand_out_on_the_same_database() -> None:
    env = {"POSTGRES_PASSWORD": "s3cret", "TABLETOP_WEB_URL": "https://tabletop.example.org"}
    all_services = services()
    web = all_services["web"]
    assert web["command"] == ["python", "-m", "bot", "web"]
    assert "env_file" not in web, "the web service needs no Discord token"
    environment = {k: interpolate(str(v), env) for k, v in web["environment"].items()}
    served = load_web_settings(environment, dotenv=False)
    assert served is not None and served.url == env["TABLETOP_WEB_URL"] and served.bind is not None
    assert web["ports"] == [f"127.0.0.1:{served.bind[1]}:{served.bind[1]}"], "published on loopback only"
    assert web["depends_on"]["postgres"]["condition"] == "service_healthy"
    bots = [s for s in all_services.values() if s.get("command") == ["python", "-m", "bot"]]
    for bot in bots:
        bot_env = {k: interpolate(str(v), env) for k, v in bot["environment"].items()}
        assert bot_env["TABLETOP_DATABASE"] == environment["TABLETOP_DATABASE"]
        settings = load_settings(
            {"DISCORD_TOKEN": "abc", "TABLETOP_WEB_URL": env["TABLETOP_WEB_URL"], **bot_env}, dotenv=False
        )
        assert settings.web is not None and settings.web.bind is None, "the bots hand out links, serve none"
    test = (ROOT / "tests" / "test_web_processes.py").read_text(encoding="utf-8")
    assert '["web"]' in test and "TABLETOP_WEB_BIND" in test and '"TABLETOP_WEB_BIND": "off"' in test
