"""The bot's state (channel settings, scenarios and their history, imports, quizzes) behind one interface
(`_interface.Storage`) with two backends, each holding all of its SQL: SQLite (`_sqlite.py`, the default:
DATABASE_PATH) and PostgreSQL (`_postgres.py`, asyncpg: DATABASE_URL=postgresql://…). Imported cards have
their own file and SQL: cardindex/store.py."""

from __future__ import annotations

from pathlib import Path

from ._interface import (
    HISTORY_KEEP,
    QUIZ_SETTINGS,
    TABLES,
    UNREACHABLE,
    Storage,
    StorageError,
    StorageUnavailable,
    is_postgres_url,
)
from ._sqlite import MIGRATIONS, SqliteStorage

__all__ = [
    "HISTORY_KEEP",
    "MIGRATIONS",
    "QUIZ_SETTINGS",
    "TABLES",
    "UNREACHABLE",
    "SqliteStorage",
    "Storage",
    "StorageError",
    "StorageUnavailable",
    "is_postgres_url",
    "open_storage",
]


async def open_storage(target: str | Path) -> Storage:
    """A `postgresql://…` URL opens PostgreSQL; anything else is a SQLite file (or ":memory:")."""
    if is_postgres_url(target):
        from ._postgres import PostgresStorage

        return await PostgresStorage.open(str(target))
    return await SqliteStorage.open(target)
