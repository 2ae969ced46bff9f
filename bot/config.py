"""Settings for the Discord host, read from the environment (and a ``.env`` file) and validated at start.

A bad setting stops the bot with one sentence naming the variable, never a traceback.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from dotenv import find_dotenv, load_dotenv
from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator


def default_database_path() -> Path:
    """A file in the user's state directory (XDG), never in data/, which holds component data."""
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "tabletop-host" / "tabletop.sqlite3"


class SettingsError(Exception):
    """A setting is missing or wrong; the message is one sentence for the server admin."""


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr
    database_path: Path = Field(default_factory=default_database_path)
    dev_guild_id: int | None = (
        None  # sync commands to this server instantly (global sync takes up to an hour)
    )
    discord_api_base_url: str | None = None  # e.g. http://127.0.0.1:8080/api/v10, a proxy or a local stand-in
    discord_gateway_url: str | None = None  # e.g. ws://127.0.0.1:8080/
    ai_pause_seconds: float = Field(default=1.5, ge=0, le=60)  # so the channel can follow AI moves
    ai_budget_seconds: float = Field(default=1.0, gt=0, le=10)  # thinking time per AI decision
    ai_agent: str = "mcts"
    reminder_hours: float = Field(default=24.0, gt=0)  # remind a player who has not acted for this long
    sync_commands: bool = True
    log_level: str = "INFO"

    @field_validator("discord_token")
    @classmethod
    def _token_looks_real(cls, value: SecretStr) -> SecretStr:
        token = value.get_secret_value().strip()
        if not token or token.lower().startswith("your") or " " in token:
            raise ValueError("DISCORD_TOKEN is empty or a placeholder")
        return SecretStr(token)


ENV_NAMES = {
    "discord_token": "DISCORD_TOKEN",
    "database_path": "TABLETOP_DATABASE",
    "dev_guild_id": "DEV_GUILD_ID",
    "discord_api_base_url": "DISCORD_API_BASE_URL",
    "discord_gateway_url": "DISCORD_GATEWAY_URL",
    "ai_pause_seconds": "TABLETOP_AI_PAUSE",
    "ai_budget_seconds": "TABLETOP_AI_BUDGET",
    "ai_agent": "TABLETOP_AI_AGENT",
    "reminder_hours": "TABLETOP_REMINDER_HOURS",
    "sync_commands": "TABLETOP_SYNC_COMMANDS",
    "log_level": "TABLETOP_LOG_LEVEL",
}


def database_path_from(env: dict[str, str] | None = None, dotenv: bool = True) -> Path:
    """Just the database path (TABLETOP_DATABASE or the default), for commands that need no token."""
    if env is None:
        if dotenv:
            load_dotenv(find_dotenv(usecwd=True))
        env = dict(os.environ)
    raw = (env.get(ENV_NAMES["database_path"]) or "").strip()
    return Path(raw) if raw else default_database_path()


def load_settings(env: dict[str, str] | None = None, dotenv: bool = True) -> Settings:
    """Read settings from ``env`` (default: the process environment after loading ``.env``)."""
    if env is None:
        if dotenv:
            load_dotenv(find_dotenv(usecwd=True))  # the .env of the directory the bot starts in
        env = dict(os.environ)
    values: dict[str, Any] = {}
    for field, name in ENV_NAMES.items():
        raw = env.get(name)
        if raw is not None and raw.strip() != "":
            values[field] = raw.strip()
    if "discord_token" not in values:
        raise SettingsError(
            "DISCORD_TOKEN is not set: put your bot's token in the environment or in a .env file "
            "(see README.md), or play without Discord with `python -m bot play gentoo`."
        )
    try:
        return Settings.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "settings"
        name = ENV_NAMES.get(field, field)
        raise SettingsError(f"{name} is not valid: {first['msg']}.") from None
