"""Settings for the bot, read from the environment (and a ``.env`` file) and validated at start.

A bad setting stops the bot with one sentence naming the variable, never a traceback. The web companion's
settings (``WebSettings``, docs/web.md) are read apart as well, because ``python -m bot web`` serves it
without a Discord token.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from dotenv import find_dotenv, load_dotenv
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)


def default_database_path() -> Path:
    """A file in the user's state directory (XDG), never in data/, which holds component data."""
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "tabletop-host" / "tabletop.sqlite3"


class SettingsError(Exception):
    """A setting is missing or wrong; the message is one sentence for the server admin."""


WEB_URL_LIMIT = 400  # characters: every link the bot hands out then fits Discord's 512 for a button's url
DEFAULT_WEB_BIND = ("127.0.0.1", 8080)


class WebSettings(BaseModel):
    """The web companion (docs/web.md): on only when ``url`` (TABLETOP_WEB_URL) is set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    # The public address people open, as the reverse proxy in front serves it: every link and every
    # absolute URL in a page is built from it, never from a request.
    url: str
    # Where this process serves the pages: (address, port), or None ("off") to hand out links only, while
    # another process serves them (``python -m bot web``).
    bind: tuple[str, int] | None = DEFAULT_WEB_BIND
    secret: SecretStr | None = None  # the links' signing key; unset: one generated once, kept in the database
    # The proxies whose X-Forwarded-For names the real client, for the per-address limits.
    trusted_proxies: tuple[str, ...] = ("127.0.0.1", "::1")

    @field_validator("url")
    @classmethod
    def _public_url(cls, value: str) -> str:
        value = value.strip().rstrip("/")
        parts = urlsplit(value)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError("write the public address as https://host or https://host/path")
        if parts.query or parts.fragment or "@" in parts.netloc:
            raise ValueError("the public address takes no query, fragment or password")
        if len(value) > WEB_URL_LIMIT:
            raise ValueError(f"the public address is longer than {WEB_URL_LIMIT} characters")
        return value

    @field_validator("bind", mode="before")
    @classmethod
    def _host_and_port(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if value.strip().lower() == "off":
            return None
        address, colon, port = value.strip().rpartition(":")
        address = address.strip("[]")
        if not colon or not address or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError("write it as address:port, for example 127.0.0.1:8080, or off")
        return (address, int(port))

    @field_validator("secret")
    @classmethod
    def _long_enough(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and len(value.get_secret_value().strip()) < 32:
            raise ValueError("use at least 32 random characters (for example: openssl rand -hex 32)")
        return value

    @field_validator("trusted_proxies", mode="before")
    @classmethod
    def _addresses(cls, value: Any) -> Any:
        parts = tuple(p.strip() for p in value.split(",") if p.strip()) if isinstance(value, str) else value
        for part in parts:
            try:
                ipaddress.ip_network(part, strict=False)
            except ValueError:
                raise ValueError(f"{part} is not an address or a network such as 172.16.0.0/12") from None
        return parts


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr
    # A SQLite file, or a postgresql:// URL kept as text (a Path would fold its "//").
    database_path: Path | str = Field(default_factory=default_database_path)
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
    # Several processes (docs/scaling.md): how many gateway shards the bot has in all, and which of them
    # this process runs ("0,1" or "0-3"). Neither set: one process runs every shard Discord recommends.
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: tuple[int, ...] | None = None
    # How long a process's claim on a game's AI turn or a timeout lasts unless renewed: after a process
    # dies, another takes its work over within about this long.
    claim_seconds: float = Field(default=10.0, ge=1, le=600)
    health_path: Path | None = None  # where the health record goes (default: see health_file)
    web: WebSettings | None = None  # the web companion; None: off, and every message as without it

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _parse_shard_ids(cls, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        ids: list[int] = []
        for part in value.replace(" ", "").split(","):
            first, dash, last = part.partition("-")
            if not first.isdigit() or (dash and not last.isdigit()):
                raise ValueError("write shard ids as 0,1,2 or 0-3")
            ids.extend(range(int(first), int(last) + 1) if dash else [int(first)])
        return tuple(ids)

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("TABLETOP_SHARD_IDS needs TABLETOP_SHARD_COUNT, the number of shards in all")
            if not self.shard_ids or len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError("TABLETOP_SHARD_IDS lists a shard twice, or none")
            if max(self.shard_ids) >= self.shard_count:
                raise ValueError(
                    f"TABLETOP_SHARD_IDS names a shard beyond TABLETOP_SHARD_COUNT={self.shard_count}"
                    f" (shards are numbered 0 to {self.shard_count - 1})"
                )
        return self

    @field_validator("database_path", mode="before")
    @classmethod
    def _path_or_url(cls, value: Any) -> Any:
        return database_target(value) if isinstance(value, str | Path) else value

    @property
    def health_file(self) -> Path:
        """Where the running bot writes its health record: beside a SQLite file, or (PostgreSQL) in the
        state directory, one per process (named by its shards)."""
        return self.health_path or health_file(self.database_path, self.shard_ids)

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
    "shard_count": "TABLETOP_SHARD_COUNT",
    "shard_ids": "TABLETOP_SHARD_IDS",
    "claim_seconds": "TABLETOP_CLAIM_SECONDS",
    "health_path": "TABLETOP_HEALTH_FILE",
}


WEB_ENV_NAMES = {
    "url": "TABLETOP_WEB_URL",
    "bind": "TABLETOP_WEB_BIND",
    "secret": "TABLETOP_WEB_SECRET",
    "trusted_proxies": "TABLETOP_WEB_TRUSTED_PROXIES",
}


def database_target(value: str | Path) -> Path | str:
    """TABLETOP_DATABASE's value: a ``postgresql://`` URL as it is, anything else a SQLite file's path."""
    if isinstance(value, str) and value.strip().startswith(("postgresql://", "postgres://")):
        return value.strip()
    return Path(value).expanduser()


def health_file(database: Path | str, shard_ids: Sequence[int] | None) -> Path:
    """The running bot's health record: beside a SQLite file; for PostgreSQL in the state directory, one
    per process (named by its shards)."""
    if isinstance(database, Path):
        return database.with_name(database.stem + ".health.json")
    shards = "" if not shard_ids else "-shards-" + "-".join(map(str, shard_ids))
    return default_database_path().with_name(f"tabletop{shards}.health.json")


def health_file_from(env: dict[str, str] | None = None) -> tuple[Path | str, Path]:
    """The database and this process's health record, for ``python -m bot health`` (needs no token)."""
    if env is None:
        load_dotenv(find_dotenv(usecwd=True))
        env = dict(os.environ)
    database = database_path_from(env, dotenv=False)
    if (env.get(ENV_NAMES["health_path"]) or "").strip():
        return database, Path(env[ENV_NAMES["health_path"]].strip()).expanduser()
    raw = (env.get(ENV_NAMES["shard_ids"]) or "").strip()
    try:
        shards = Settings._parse_shard_ids(raw) if raw else None
    except ValueError:
        shards = None
    return database, health_file(database, shards)


def database_path_from(env: dict[str, str] | None = None, dotenv: bool = True) -> Path | str:
    """Just the database (TABLETOP_DATABASE or the default), for commands that need no token."""
    if env is None:
        if dotenv:
            load_dotenv(find_dotenv(usecwd=True))
        env = dict(os.environ)
    raw = (env.get(ENV_NAMES["database_path"]) or "").strip()
    return database_target(raw) if raw else default_database_path()


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
    web = load_web_settings(env, dotenv=False)
    if web is not None:
        values["web"] = web
    if "discord_token" not in values:
        raise SettingsError(
            "DISCORD_TOKEN is not set: put your bot's token in the environment or in a .env file "
            "(see README.md), or play without Discord with `python -m bot play gentoo`."
        )
    try:
        return Settings.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        message = str(first["msg"]).removeprefix("Value error, ")
        if not first["loc"]:  # a rule between settings: its message names them
            raise SettingsError(f"{message}.") from None
        field = str(first["loc"][0])
        name = ENV_NAMES.get(field, field)
        raise SettingsError(f"{name} is not valid: {message}.") from None


def load_web_settings(env: dict[str, str] | None = None, dotenv: bool = True) -> WebSettings | None:
    """The web companion's settings, None when TABLETOP_WEB_URL is not set (then it is off)."""
    if env is None:
        if dotenv:
            load_dotenv(find_dotenv(usecwd=True))
        env = dict(os.environ)
    values: dict[str, Any] = {}
    for field, name in WEB_ENV_NAMES.items():
        raw = env.get(name)
        if raw is not None and raw.strip() != "":
            values[field] = raw.strip()
    if "url" not in values:
        return None
    try:
        return WebSettings.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        message = str(first["msg"]).removeprefix("Value error, ")
        name = (
            WEB_ENV_NAMES.get(str(first["loc"][0]), str(first["loc"][0])) if first["loc"] else "TABLETOP_WEB"
        )
        raise SettingsError(f"{name} is not valid: {message}.") from None
