"""`rulekeeper db migrate-to postgresql://…`: copy a SQLite database into an empty PostgreSQL one. The SQL is
each backend's (SqliteStorage.table_rows reads, PostgresStorage.load_tables writes in one transaction)."""

from __future__ import annotations

from pathlib import Path

from ._interface import TABLES, StorageError, is_postgres_url
from ._postgres import PostgresStorage
from ._sqlite import SqliteStorage


async def copy_sqlite_to_postgres(path: str | Path, url: str) -> dict[str, int]:
    """Every table's rows, ids included; the SQLite file is migrated to the latest version first. Returns the
    rows copied per table. Refuses (StorageError) a missing file or a PostgreSQL database that holds state."""
    if not is_postgres_url(url):
        raise StorageError(f"migrate-to needs a postgresql://… URL, not {url!r}")
    if not Path(path).is_file():
        raise StorageError(f"{path}: no such SQLite database to copy")
    source = await SqliteStorage.open(path)
    try:
        tables = {table: await source.table_rows(table) for table, _ in TABLES}
        target = await PostgresStorage.open(url)
        try:
            await target.load_tables(tables)
        finally:
            await target.close()
    finally:
        await source.close()
    return {table: len(rows) for table, rows in tables.items()}
