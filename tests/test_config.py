"""Settings: validated at start, one clear sentence for a missing or bad setting, never a traceback."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.client import ShardedTabletopBot, TabletopBot, health_check, make_bot, write_health
from bot.config import SettingsError, default_database_path, load_settings
from bot.store import Storage
from support.postgres import PostgresServer

ROOT = Path(__file__).resolve().parent.parent


def test_a_missing_token_is_one_sentence_that_says_what_to_do() -> None:
    with pytest.raises(SettingsError) as err:
        load_settings({}, dotenv=False)
    message = str(err.value)
    assert "DISCORD_TOKEN is not set" in message and "python -m bot play" in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"DISCORD_TOKEN": "your-token-here"}, "DISCORD_TOKEN"),
        ({"DISCORD_TOKEN": "abc", "DEV_GUILD_ID": "not-a-number"}, "DEV_GUILD_ID"),
        ({"DISCORD_TOKEN": "abc", "TABLETOP_AI_BUDGET": "0"}, "TABLETOP_AI_BUDGET"),
        ({"DISCORD_TOKEN": "abc", "TABLETOP_AI_PAUSE": "-1"}, "TABLETOP_AI_PAUSE"),
    ],
)
def test_a_bad_setting_names_its_variable(env: dict[str, str], named: str) -> None:
    with pytest.raises(SettingsError) as err:
        load_settings(env, dotenv=False)
    assert str(err.value).startswith(named)


def test_settings_are_read_from_the_environment_with_defaults(tmp_path: Path) -> None:
    settings = load_settings(
        {
            "DISCORD_TOKEN": " abc.def ",
            "DEV_GUILD_ID": "123",
            "TABLETOP_DATABASE": str(tmp_path / "x.sqlite3"),
            "DISCORD_API_BASE_URL": "http://127.0.0.1:9/api/v10",
        },
        dotenv=False,
    )
    assert settings.discord_token.get_secret_value() == "abc.def"
    assert settings.dev_guild_id == 123
    assert settings.database_path == tmp_path / "x.sqlite3"
    assert settings.discord_api_base_url == "http://127.0.0.1:9/api/v10"
    assert settings.ai_budget_seconds == 1.0 and settings.ai_pause_seconds == 1.5
    assert "abc.def" not in repr(settings)  # the token never shows in logs


def test_the_default_database_lives_in_a_state_directory_not_in_data(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", "/var/lib/somewhere")
    assert default_database_path() == Path("/var/lib/somewhere/tabletop-host/tabletop.sqlite3")
    monkeypatch.delenv("XDG_STATE_HOME")
    assert "data" not in default_database_path().parts


def test_starting_without_a_token_prints_one_sentence_and_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "TABLETOP_"))}
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip().startswith("Cannot start: DISCORD_TOKEN is not set")
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_a_dotenv_file_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-dotenv\nTABLETOP_AI_PAUSE=0.5\n")
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "TABLETOP_AI_PAUSE"):
        monkeypatch.delenv(name, raising=False)
    settings = load_settings()
    assert settings.discord_token.get_secret_value() == "from-dotenv"
    assert settings.ai_pause_seconds == 0.5
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("TABLETOP_AI_PAUSE", raising=False)


def test_the_configured_ai_comes_first_and_an_unknown_one_is_ignored() -> None:
    from bot.client import ai_kinds

    assert ai_kinds({"random", "greedy", "mcts"}, "mcts") == ["mcts", "greedy", "random"]
    assert ai_kinds({"random", "greedy", "mcts"}, "greedy") == ["greedy", "mcts", "random"]
    assert ai_kinds({"random", "greedy", "mcts", "artificial"}, "nonsense") == [
        "mcts",
        "greedy",
        "random",
        "artificial",
    ]


# ---- PostgreSQL and shards ----------------------------------------------------------------


def test_a_postgresql_url_is_kept_as_a_url_and_the_health_record_goes_to_the_state_directory(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    url = "postgresql://tabletop:secret@db:5432/tabletop"
    settings = load_settings(
        {
            "DISCORD_TOKEN": "abc",
            "TABLETOP_DATABASE": url,
            "TABLETOP_SHARD_COUNT": "4",
            "TABLETOP_SHARD_IDS": "2-3",
        },
        dotenv=False,
    )
    assert settings.database_path == url  # not a Path, which would fold the "//"
    assert settings.shard_count == 4 and settings.shard_ids == (2, 3)
    assert settings.health_file == tmp_path / "tabletop-host" / "tabletop-shards-2-3.health.json"
    assert isinstance(make_bot(settings), ShardedTabletopBot)
    sqlite = load_settings(
        {"DISCORD_TOKEN": "abc", "TABLETOP_DATABASE": str(tmp_path / "t.db")}, dotenv=False
    )
    assert sqlite.health_file == tmp_path / "t.health.json"
    assert type(make_bot(sqlite)) is TabletopBot  # one connection, no shard in IDENTIFY


@pytest.mark.parametrize(
    ("shards", "sentence"),
    [
        (
            {"TABLETOP_SHARD_IDS": "0"},
            "TABLETOP_SHARD_IDS needs TABLETOP_SHARD_COUNT, the number of shards in all.",
        ),
        (
            {"TABLETOP_SHARD_COUNT": "2", "TABLETOP_SHARD_IDS": "1,2"},
            "TABLETOP_SHARD_IDS names a shard beyond TABLETOP_SHARD_COUNT=2 (shards are numbered 0 to 1).",
        ),
        (
            {"TABLETOP_SHARD_COUNT": "2", "TABLETOP_SHARD_IDS": "0,0"},
            "TABLETOP_SHARD_IDS lists a shard twice, or none.",
        ),
        (
            {"TABLETOP_SHARD_COUNT": "2", "TABLETOP_SHARD_IDS": "first"},
            "TABLETOP_SHARD_IDS is not valid: write shard ids as 0,1,2 or 0-3.",
        ),
        (
            {"TABLETOP_SHARD_COUNT": "0"},
            "TABLETOP_SHARD_COUNT is not valid: Input should be greater than or equal to 1.",
        ),
    ],
)
def test_shard_settings_that_do_not_fit_are_one_sentence(shards: dict[str, str], sentence: str) -> None:
    with pytest.raises(SettingsError) as err:
        load_settings({"DISCORD_TOKEN": "abc", **shards}, dotenv=False)
    assert str(err.value) == sentence


def test_the_health_check_asks_postgresql_when_the_database_is_a_url(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    url = postgres_server.new_database()

    async def migrate() -> None:
        await (await Storage.open(url)).close()

    record = tmp_path / "health.json"
    write_health(record, gateway_seen=1000.0, latency=0.05)
    healthy, sentence = health_check(url, record, now=1010.0)
    assert not healthy and "does not answer" in sentence  # no tables yet: the bot never started on it
    asyncio.run(migrate())
    assert health_check(url, record, now=1010.0) == (
        True,
        "Healthy: database answers, Discord connection seen 10 seconds ago.",
    )
    healthy, sentence = health_check(url.rsplit("/", 1)[0] + "/no_such_database", record, now=1010.0)
    assert not healthy and sentence.startswith("The database does not answer")
