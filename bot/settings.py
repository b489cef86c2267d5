"""Settings from the environment or a `.env` file (pydantic-settings). The token is a SecretStr: it is
never printed, logged or put in an error message."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from resolver.ruleset import ALL_RULESETS

if TYPE_CHECKING:
    from commands.workers import EnginePool

NO_TOKEN = """rulekeeper: DISCORD_TOKEN is not set, so the bot can't log in.
To get a token:
  1. Open https://discord.com/developers/applications and choose "New Application".
  2. Under "Bot", press "Reset Token" and copy it; no privileged intents are needed.
  3. Put it in the environment or in a .env file here: DISCORD_TOKEN=...
  4. Invite the bot: OAuth2 > URL Generator, scopes "bot" and "applications.commands"
     (no permissions beyond Send Messages and Embed Links are needed), then open the URL.
  5. Register the slash commands once: rulekeeper sync --guild YOUR_SERVER_ID (instant) or rulekeeper sync (global).
Without a token, the same commands work in a terminal: rulekeeper console"""


def parse_shards(text: str, count: int) -> list[int]:
    """ "0-3" → [0, 1, 2, 3]; "0,2" and "0-1,6" too. Each id must be below `count` (ValueError, one line)."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        low, sep, high = part.partition("-")
        if not low.isdigit() or (sep and not high.isdigit()):
            raise ValueError(f"shards {text!r}: give ids like 0-3, 4,5 or 0-1,6")
        first, last = int(low), int(high) if sep else int(low)
        if last < first:
            raise ValueError(f"shards {text!r}: {part} goes backwards")
        ids.update(range(first, last + 1))
    if max(ids) >= count:
        raise ValueError(f"shard {max(ids)} doesn't exist: with a shard count of {count} the ids are 0-{count - 1}")
    return sorted(ids)


class Settings(BaseSettings):
    """DISCORD_TOKEN, DATABASE_PATH (SQLite, the default) or DATABASE_URL (postgresql://…), RULESET_DEFAULT,
    LOG_LEVEL, DEV_GUILD_ID; sharding: SHARDS (ids, "0-3") and SHARD_COUNT; the engine's bounds: ENGINE_WORKERS,
    ENGINE_CPU_SECONDS, ENGINE_MEMORY_MB, ENGINE_PER_USER, ENGINE_PER_GUILD; the card pool: CARDS_AUTO_UPDATE,
    CARDS_MAX_AGE_HOURS; the rules: RULES_AUTO_UPDATE; LOG_FORMAT (text or json); for tests only: DISCORD_API_BASE."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_path: Path = Path("rulekeeper.sqlite3")
    database_url: SecretStr | None = None  # postgresql://… selects PostgreSQL (its password is never shown)
    ruleset_default: str = "mtg"
    shards: str | None = None  # the shard ids this process runs: "0-3", "4,5" or "0-1,6" (needs SHARD_COUNT)
    shard_count: int | None = Field(default=None, ge=1, le=10_000)  # shards in all, over every process
    log_level: str = "INFO"
    dev_guild_id: int | None = None
    engine_workers: int | None = Field(default=None, ge=2, le=64)  # worker processes; default: the CPU count
    engine_cpu_seconds: float = Field(default=2.0, gt=0, le=600)  # CPU time per command
    engine_memory_mb: int = Field(default=250, ge=64, le=65536)  # resident memory per worker
    engine_per_user: int = Field(default=2, ge=1)  # engine commands one user may have at once
    engine_per_guild: int = Field(default=4, ge=1)  # … and one server
    cards_auto_update: bool = False  # download the card pool at start when it is older than cards_max_age_hours
    cards_max_age_hours: float = Field(default=24, gt=0)
    rules_auto_update: bool = False  # `rules update` at start, in the background: the current CR from Wizards
    log_format: str = "text"  # text: one line per record; json: one JSON object per line
    # For tests: the REST API's base URL of a fake Discord (http://127.0.0.1:PORT/api/v10); the gateway's URL then
    # comes from its GET /gateway/bot. Never set it in production: the bot would talk to that server instead.
    discord_api_base: str | None = None

    @field_validator("ruleset_default")
    @classmethod
    def _ruleset(cls, value: str) -> str:
        if value not in ALL_RULESETS:
            raise ValueError(f"RULESET_DEFAULT must be one of {', '.join(ALL_RULESETS)}")
        return value

    @field_validator("database_url")
    @classmethod
    def _database_url(cls, value: SecretStr | None) -> SecretStr | None:
        url = value.get_secret_value().strip() if value else ""
        if not url:
            return None
        if url.split("://", 1)[0] not in ("postgresql", "postgres"):
            raise ValueError("DATABASE_URL must be a postgresql://… URL (for SQLite, set DATABASE_PATH instead)")
        return SecretStr(url)

    @model_validator(mode="after")
    def _shards(self) -> Settings:
        if self.shards is not None and not self.shards.strip():
            self.shards = None
        if self.shards is not None:
            if self.shard_count is None:
                raise ValueError("SHARDS needs SHARD_COUNT: how many shards there are over every process")
            parse_shards(self.shards, self.shard_count)
        return self

    def shard_ids(self) -> list[int] | None:
        """The shard ids this process runs (None: not sharded, or every shard of SHARD_COUNT in one process)."""
        return parse_shards(self.shards, self.shard_count or 1) if self.shards else None

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        level = value.upper()
        if level not in logging.getLevelNamesMapping():
            raise ValueError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level

    @field_validator("log_format")
    @classmethod
    def _format(cls, value: str) -> str:
        if value.lower() not in ("text", "json"):
            raise ValueError("LOG_FORMAT must be text or json")
        return value.lower()

    @field_validator("discord_api_base")
    @classmethod
    def _api_base(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        if not value.startswith(("http://", "https://")):
            raise ValueError("DISCORD_API_BASE must be an http(s) URL, e.g. http://127.0.0.1:8080/api/v10")
        return value.strip().rstrip("/")

    def token(self) -> str | None:
        value = self.discord_token.get_secret_value().strip() if self.discord_token else ""
        return value or None

    def database(self) -> str:
        """Where the state is: DATABASE_URL (PostgreSQL) when set, else the SQLite file DATABASE_PATH."""
        return self.database_url.get_secret_value() if self.database_url else str(self.database_path)

    def engine(self) -> EnginePool:
        """The engine's worker pool with these bounds (not started: `await settings.engine().start()`)."""
        from commands.workers import EnginePool, Limits, Quota

        return EnginePool(
            self.engine_workers,
            Limits(cpu_seconds=self.engine_cpu_seconds, memory_mb=self.engine_memory_mb),
            Quota(per_user=self.engine_per_user, per_guild=self.engine_per_guild),
        )


def load_settings(**overrides) -> Settings:
    """Settings, with a one-line error (no traceback, no secret) when a value is wrong. `overrides` (command-line
    flags; None ones are ignored) win over the environment."""
    from pydantic import ValidationError

    try:
        return Settings(**{key: value for key, value in overrides.items() if value is not None})
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"]).upper() or "SETTINGS"
        raise SystemExit(f"rulekeeper: error: {where}: {err['msg'].removeprefix('Value error, ')}") from None
