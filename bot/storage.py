"""Per-channel state in SQLite (aiosqlite): every SQL statement of the bot's state lives in this module
(imported cards have their own file and SQL: cardindex/store.py).

One long-lived connection in WAL mode with a busy timeout and foreign keys on. Schema changes are
migrations applied in order and recorded in `PRAGMA user_version`. Every write runs in an explicit
`BEGIN IMMEDIATE … COMMIT` under one lock, so concurrent writes never interleave; a command that reads a
channel's state and then writes it holds the channel (`Storage.channel`), so a channel's commands take
effect in the order they came.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import weakref
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from resolver.errors import RulekeeperError

MIGRATIONS: tuple[str, ...] = (
    # 1: channel settings, the scenario being built (steps) and what was removed from it, imports, quizzes
    """
    CREATE TABLE channels (
        channel_id TEXT PRIMARY KEY,
        ruleset TEXT,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE scenario_steps (
        channel_id TEXT NOT NULL REFERENCES channels(channel_id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        text TEXT NOT NULL,
        author TEXT,
        created_at TEXT NOT NULL,
        PRIMARY KEY (channel_id, seq)
    );
    CREATE TABLE scenario_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id TEXT NOT NULL REFERENCES channels(channel_id) ON DELETE CASCADE,
        action TEXT NOT NULL CHECK (action IN ('undo', 'clear')),
        text TEXT NOT NULL,
        at TEXT NOT NULL
    );
    CREATE TABLE imports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('rules', 'cards')),
        name TEXT NOT NULL,
        edition TEXT NOT NULL DEFAULT '',
        items INTEGER NOT NULL DEFAULT 0,
        recorded_at TEXT NOT NULL,
        UNIQUE (kind, name, edition)
    );
    CREATE TABLE quiz_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id TEXT NOT NULL REFERENCES channels(channel_id) ON DELETE CASCADE,
        question TEXT NOT NULL,
        answer TEXT NOT NULL,
        started_at TEXT NOT NULL,
        closed_at TEXT
    );
    CREATE TABLE quiz_scores (
        channel_id TEXT NOT NULL REFERENCES channels(channel_id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (channel_id, user_id)
    );
    """,
)

BUSY_TIMEOUT_MS = 5_000
HISTORY_KEEP = 50  # rows of scenario_history (what undo/clear removed) kept per channel; older ones are pruned


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


async def _steps(db: aiosqlite.Connection, channel: str, author: str | None = None) -> list[str]:
    """The channel's scenario steps, in order (only `author`'s when given)."""
    rows = await (
        await db.execute(
            "SELECT text FROM scenario_steps WHERE channel_id = ? AND (? IS NULL OR author = ?) ORDER BY seq",
            (channel, author, author),
        )
    ).fetchall()
    return [r[0] for r in rows]


async def _remember(db: aiosqlite.Connection, channel: str, action: str, text: str) -> None:
    """Record what undo/clear removed, and prune the channel's history to its last HISTORY_KEEP rows, in the
    caller's transaction."""
    await db.execute(
        "INSERT INTO scenario_history (channel_id, action, text, at) VALUES (?, ?, ?, ?)",
        (channel, action, text, _now()),
    )
    await db.execute(
        "DELETE FROM scenario_history WHERE channel_id = ? AND id NOT IN "
        "(SELECT id FROM scenario_history WHERE channel_id = ? ORDER BY id DESC LIMIT ?)",
        (channel, channel, HISTORY_KEEP),
    )


class StorageError(RulekeeperError):
    """The database file can't be opened or isn't a Rulekeeper SQLite database (a one-line message)."""

    exit_code = 2


class Storage:
    """The SQLite store. `await Storage.open(path)`; `await storage.close()` when done."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._channels: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        target = str(path)
        if target != ":memory:":
            if Path(target).is_dir():
                raise StorageError(f"{target} is a folder: give a file for the bot's SQLite database")
            Path(target).parent.mkdir(parents=True, exist_ok=True)
        try:
            db = await aiosqlite.connect(target, isolation_level=None)  # autocommit: transactions are explicit
        except (sqlite3.Error, OSError) as exc:
            raise StorageError(f"can't open {target} as the bot's SQLite database: {exc}") from None
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await db.execute("PRAGMA foreign_keys=ON")
            store = cls(db, target)
            await store._migrate()
        except (sqlite3.Error, OSError) as exc:
            await db.close()  # else its thread keeps the process alive
            raise StorageError(f"can't use {target} as the bot's SQLite database: {exc}") from None
        return store

    async def close(self) -> None:
        await self.db.close()

    async def _migrate(self) -> None:
        async with self._write() as db:
            (version,) = await (await db.execute("PRAGMA user_version")).fetchone()
            for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
                for statement in (s.strip() for s in script.split(";")):
                    if statement:
                        await db.execute(statement)
                await db.execute(f"PRAGMA user_version={number}")

    async def schema_version(self) -> int:
        (version,) = await (await self.db.execute("PRAGMA user_version")).fetchone()
        return int(version)

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction at a time: BEGIN IMMEDIATE … COMMIT, rolled back on error."""
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    @asynccontextmanager
    async def channel(self, channel: str) -> AsyncIterator[None]:
        """Hold one channel while a command reads and writes its state: the channel's commands run one at a
        time, first come first served (an asyncio.Lock is fair), so concurrent /scenario and /settings
        commands end as if run one by one in the order they came. Other channels aren't held up."""
        lock = self._channels.get(channel)
        if lock is None:
            lock = self._channels[channel] = asyncio.Lock()
        async with lock:
            yield

    async def _ensure_channel(self, db: aiosqlite.Connection, channel: str) -> None:
        await db.execute(
            "INSERT INTO channels (channel_id, updated_at) VALUES (?, ?) ON CONFLICT (channel_id) DO NOTHING",
            (channel, _now()),
        )

    # --- channel settings ---------------------------------------------------------------------------

    async def get_ruleset(self, channel: str) -> str | None:
        row = await (await self.db.execute("SELECT ruleset FROM channels WHERE channel_id = ?", (channel,))).fetchone()
        return row[0] if row else None

    async def set_ruleset(self, channel: str, ruleset: str) -> None:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO channels (channel_id, ruleset, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (channel_id) DO UPDATE SET ruleset = excluded.ruleset, updated_at = excluded.updated_at",
                (channel, ruleset, _now()),
            )

    # --- the scenario being built -------------------------------------------------------------------

    async def steps(self, channel: str, author: str | None = None) -> list[str]:
        """The channel's steps in order; only those `author` added when given."""
        return await _steps(self.db, channel, author)

    async def add_step(
        self, channel: str, text: str, author: str = "", check: Callable[[list[str]], None] | None = None
    ) -> int:
        """Append a step; `check(all_steps)` runs inside the transaction and may raise (nothing is stored
        then). Returns how many steps the scenario has now."""
        async with self._write() as db:
            await self._ensure_channel(db, channel)
            current = await _steps(db, channel)
            if check is not None:
                check([*current, text])
            await db.execute(  # after the last seq: undo/clear of one author's steps can leave gaps
                "INSERT INTO scenario_steps (channel_id, seq, text, author, created_at) "
                "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ? FROM scenario_steps WHERE channel_id = ?",
                (channel, text, author, _now(), channel),
            )
            return len(current) + 1

    async def undo(self, channel: str, author: str | None = None) -> str | None:
        """Remove the last step (only among `author`'s when given; kept in the history); None when there
        is nothing to undo."""
        async with self._write() as db:
            row = await (
                await db.execute(
                    "SELECT seq, text FROM scenario_steps WHERE channel_id = ? AND (? IS NULL OR author = ?) "
                    "ORDER BY seq DESC LIMIT 1",
                    (channel, author, author),
                )
            ).fetchone()
            if row is None:
                return None
            await db.execute("DELETE FROM scenario_steps WHERE channel_id = ? AND seq = ?", (channel, row[0]))
            await _remember(db, channel, "undo", str(row[1]))
            return str(row[1])

    async def clear(self, channel: str, author: str | None = None) -> int:
        """Remove every step (only `author`'s when given; kept in the history as one entry); returns how many
        were removed."""
        async with self._write() as db:
            steps = await _steps(db, channel, author)
            if not steps:
                return 0
            await db.execute(
                "DELETE FROM scenario_steps WHERE channel_id = ? AND (? IS NULL OR author = ?)",
                (channel, author, author),
            )
            await _remember(db, channel, "clear", "\n".join(steps))
            return len(steps)

    async def history(self, channel: str) -> list[tuple[str, str]]:
        rows = await (
            await self.db.execute(
                "SELECT action, text FROM scenario_history WHERE channel_id = ? ORDER BY id", (channel,)
            )
        ).fetchall()
        return [(r[0], r[1]) for r in rows]

    # --- imported rules and cards (metadata) --------------------------------------------------------

    async def record_import(self, kind: str, name: str, edition: str, items: int) -> None:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO imports (kind, name, edition, items, recorded_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (kind, name, edition) DO UPDATE SET items = excluded.items, "
                "recorded_at = excluded.recorded_at",
                (kind, name, edition, items, _now()),
            )

    async def imports(self) -> list[tuple[str, str, str, int]]:
        rows = await (await self.db.execute("SELECT kind, name, edition, items FROM imports ORDER BY id")).fetchall()
        return [(r[0], r[1], r[2], int(r[3])) for r in rows]

    # --- quizzes (the next issue builds on these tables) ---------------------------------------------

    async def add_points(self, channel: str, user: str, points: int) -> int:
        async with self._write() as db:
            await self._ensure_channel(db, channel)
            await db.execute(
                "INSERT INTO quiz_scores (channel_id, user_id, points) VALUES (?, ?, ?) "
                "ON CONFLICT (channel_id, user_id) DO UPDATE SET points = points + excluded.points",
                (channel, user, points),
            )
            row = await (
                await db.execute("SELECT points FROM quiz_scores WHERE channel_id = ? AND user_id = ?", (channel, user))
            ).fetchone()
            return int(row[0])
