"""The SQLite backend (aiosqlite): every SQL statement of the bot's state in SQLite lives in this module
(PostgreSQL's are in _postgres.py; imported cards have their own file and SQL: cardindex/store.py).

One long-lived connection in WAL mode with a busy timeout and foreign keys on. Schema changes are
migrations applied in order and recorded in `PRAGMA user_version`. Every write runs in an explicit
`BEGIN IMMEDIATE … COMMIT` under one lock, so concurrent writes never interleave; a command that reads a
channel's state and then writes it holds the channel (`Storage.channel`), so a channel's commands take
effect in the order they came.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from ._interface import HISTORY_KEEP, QUIZ_SETTINGS, RULES_KEEP, TABLES, Storage, StorageError
from ._interface import now as _now

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
    # 2: quizzes played in a channel (issue #17). The version-1 quiz_sessions table (one question per row, never
    # written by any release) is kept as quiz_sessions_v1; quiz_scores stays as it was (Storage.add_points).
    # Times are seconds since the epoch (REAL) from the quiz's clock; a question's JSON is the whole
    # commands.quiz.Question (template, seed, ruleset and engine version included), so a session continues
    # after a restart from the database alone.
    """
    ALTER TABLE quiz_sessions RENAME TO quiz_sessions_v1;
    CREATE TABLE quiz_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id TEXT NOT NULL REFERENCES channels(channel_id) ON DELETE CASCADE,
        guild_id TEXT,
        started_by TEXT NOT NULL,
        topic TEXT,
        level INTEGER,
        total INTEGER NOT NULL,
        ruleset TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('practice', 'sprint', 'exam')),
        timer INTEGER NOT NULL,
        skip_votes INTEGER NOT NULL,
        reveal TEXT NOT NULL,
        started_at REAL NOT NULL,
        closed_at REAL,
        closed_reason TEXT
    );
    CREATE UNIQUE INDEX quiz_one_open_session_per_channel ON quiz_sessions (channel_id) WHERE closed_at IS NULL;
    CREATE TABLE quiz_questions (
        session_id INTEGER NOT NULL REFERENCES quiz_sessions(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        question TEXT NOT NULL,
        template TEXT NOT NULL,
        seed INTEGER NOT NULL,
        ruleset TEXT NOT NULL,
        engine_version TEXT NOT NULL,
        topic TEXT NOT NULL,
        level INTEGER NOT NULL,
        message_id TEXT,
        posted_at REAL NOT NULL,
        deadline REAL NOT NULL,
        revealed_at REAL,
        reveal_reason TEXT,
        PRIMARY KEY (session_id, number)
    );
    CREATE TABLE quiz_answers (
        session_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        letters TEXT NOT NULL,
        answered_at REAL NOT NULL,
        is_right INTEGER NOT NULL,
        points INTEGER NOT NULL,
        PRIMARY KEY (session_id, number, user_id),
        FOREIGN KEY (session_id, number) REFERENCES quiz_questions(session_id, number) ON DELETE CASCADE
    );
    CREATE TABLE quiz_picks (
        session_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        letters TEXT NOT NULL,
        PRIMARY KEY (session_id, number, user_id),
        FOREIGN KEY (session_id, number) REFERENCES quiz_questions(session_id, number) ON DELETE CASCADE
    );
    CREATE TABLE quiz_skips (
        session_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (session_id, number, user_id),
        FOREIGN KEY (session_id, number) REFERENCES quiz_questions(session_id, number) ON DELETE CASCADE
    );
    CREATE TABLE quiz_reports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL,
        number INTEGER NOT NULL,
        channel_id TEXT NOT NULL,
        guild_id TEXT,
        user_id TEXT NOT NULL,
        text TEXT NOT NULL,
        at REAL NOT NULL,
        FOREIGN KEY (session_id, number) REFERENCES quiz_questions(session_id, number) ON DELETE CASCADE
    );
    CREATE TABLE quiz_settings (
        scope TEXT PRIMARY KEY,
        timer INTEGER,
        count INTEGER,
        reveal TEXT,
        role_id TEXT,
        topics TEXT,
        skip_votes INTEGER,
        updated_at TEXT NOT NULL
    );
    CREATE TABLE quiz_resets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        scope TEXT NOT NULL,
        by TEXT NOT NULL,
        at REAL NOT NULL
    );
    """,
    # 3: the rules a "Show rules" button shows (its custom id is rk:rules:<id>), so it works after a restart
    """
    CREATE TABLE shown_rules (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        digest TEXT NOT NULL UNIQUE,
        lines TEXT NOT NULL,
        at TEXT NOT NULL
    );
    """,
)

BUSY_TIMEOUT_MS = 5_000


async def _steps(db: aiosqlite.Connection, channel: str, author: str | None = None) -> list[str]:
    """The channel's scenario steps, in order (only `author`'s when given)."""
    rows = await (
        await db.execute(
            "SELECT text FROM scenario_steps WHERE channel_id = ? AND (? IS NULL OR author = ?) ORDER BY seq",
            (channel, author, author),
        )
    ).fetchall()
    return [r[0] for r in rows]


async def _dicts(cursor: aiosqlite.Cursor) -> list[dict]:
    names = [c[0] for c in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in await cursor.fetchall()]


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


class SqliteStorage(Storage):
    """The SQLite store. `await SqliteStorage.open(path)` (or `Storage.open(path)`); `await storage.close()`."""

    backend = "sqlite"

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        super().__init__()
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> SqliteStorage:
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

    # --- what "Show rules" buttons show ----------------------------------------------------------------------

    async def save_rules(self, lines: list[str]) -> int:
        """Keep the cited rules' lines for a button; the same lines get the same id. The oldest beyond
        RULES_KEEP are pruned."""
        text = json.dumps(lines, ensure_ascii=False)
        digest = hashlib.sha256(text.encode()).hexdigest()[:32]
        async with self._write() as db:
            await db.execute(
                "INSERT INTO shown_rules (digest, lines, at) VALUES (?, ?, ?) ON CONFLICT (digest) DO NOTHING",
                (digest, text, _now()),
            )
            (ident,) = await (await db.execute("SELECT id FROM shown_rules WHERE digest = ?", (digest,))).fetchone()
            await db.execute("DELETE FROM shown_rules WHERE id <= ?", (ident - RULES_KEEP,))
            return int(ident)

    async def shown_rules(self, ident: int) -> list[str] | None:
        row = await (await self.db.execute("SELECT lines FROM shown_rules WHERE id = ?", (ident,))).fetchone()
        return json.loads(row[0]) if row else None

    # --- quizzes (commands/quiz/_sessions.py is the only caller) -----------------------------------------
    # Version 1's per-channel points, kept working; the quizzes of migration 2 keep points per answer.

    async def add_points(self, channel: str, user: str, points: int) -> int:
        async with self._write() as db:
            await self._ensure_channel(db, channel)
            await db.execute(
                "INSERT INTO quiz_scores (channel_id, user_id, points) VALUES (?, ?, ?) "
                "ON CONFLICT (channel_id, user_id) DO UPDATE SET points = quiz_scores.points + excluded.points",
                (channel, user, points),
            )
            row = await (
                await db.execute("SELECT points FROM quiz_scores WHERE channel_id = ? AND user_id = ?", (channel, user))
            ).fetchone()
            return int(row[0])

    async def _rows(self, sql: str, args: tuple = ()) -> list[dict]:
        return await _dicts(await self.db.execute(sql, args))

    async def table_rows(self, table: str) -> list[dict]:
        if table not in dict(TABLES):
            raise ValueError(f"unknown table {table}")
        return await self._rows(f"SELECT * FROM {table} ORDER BY rowid")  # one of TABLES: never user input

    async def _row(self, sql: str, args: tuple = ()) -> dict | None:
        rows = await self._rows(sql, args)
        return rows[0] if rows else None

    async def quiz_open_session(self, channel: str) -> dict | None:
        return await self._row("SELECT * FROM quiz_sessions WHERE channel_id = ? AND closed_at IS NULL", (channel,))

    async def quiz_open_sessions(self) -> list[dict]:
        return await self._rows("SELECT * FROM quiz_sessions WHERE closed_at IS NULL ORDER BY id")

    async def quiz_session(self, session: int) -> dict | None:
        return await self._row("SELECT * FROM quiz_sessions WHERE id = ?", (session,))

    async def quiz_last_session(self, channel: str) -> dict | None:
        return await self._row("SELECT * FROM quiz_sessions WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel,))

    async def quiz_start(self, channel: str, guild: str | None, by: str, at: float, **fields) -> int | None:
        """A new open session in the channel; None when the channel has one open already."""
        async with self._write() as db:
            await self._ensure_channel(db, channel)
            try:
                cursor = await db.execute(
                    "INSERT INTO quiz_sessions (channel_id, guild_id, started_by, topic, level, total, ruleset, mode, "
                    "timer, skip_votes, reveal, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        channel,
                        guild,
                        by,
                        fields["topic"],
                        fields["level"],
                        fields["total"],
                        fields["ruleset"],
                        fields["mode"],
                        fields["timer"],
                        fields["skip_votes"],
                        fields["reveal"],
                        at,
                    ),
                )
            except sqlite3.IntegrityError:
                return None
            return int(cursor.lastrowid)

    async def quiz_close(self, session: int, at: float, reason: str) -> bool:
        """Close an open session; False when it was closed already."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE quiz_sessions SET closed_at = ?, closed_reason = ? WHERE id = ? AND closed_at IS NULL",
                (at, reason, session),
            )
            return cursor.rowcount == 1

    async def quiz_add_question(
        self, session: int, number: int, question: dict, question_json: str, posted_at: float, deadline: float
    ) -> None:
        async with self._write() as db:
            await db.execute(
                "INSERT INTO quiz_questions (session_id, number, question, template, seed, ruleset, engine_version, "
                "topic, level, posted_at, deadline) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session,
                    number,
                    question_json,
                    question["template"],
                    question["seed"],
                    question["ruleset"],
                    question["engine_version"],
                    question["topic"],
                    question["level"],
                    posted_at,
                    deadline,
                ),
            )

    async def quiz_set_message(self, session: int, number: int, message_id: str) -> None:
        async with self._write() as db:
            await db.execute(
                "UPDATE quiz_questions SET message_id = ? WHERE session_id = ? AND number = ?",
                (message_id, session, number),
            )

    async def quiz_question(self, session: int, number: int | None = None) -> dict | None:
        """Question `number` of the session, or its latest."""
        if number is None:
            return await self._row(
                "SELECT * FROM quiz_questions WHERE session_id = ? ORDER BY number DESC LIMIT 1", (session,)
            )
        return await self._row("SELECT * FROM quiz_questions WHERE session_id = ? AND number = ?", (session, number))

    async def quiz_answer(
        self, session: int, number: int, user: str, letters: str, at: float, is_right: bool, points: int
    ) -> str:
        """Record an answer: "ok", "again" (the user answered this question already) or "closed" (revealed,
        or past its time)."""
        async with self._write() as db:
            row = await (
                await db.execute(
                    "SELECT revealed_at, deadline FROM quiz_questions WHERE session_id = ? AND number = ?",
                    (session, number),
                )
            ).fetchone()
            if row is None or row[0] is not None or at > row[1]:
                return "closed"
            cursor = await db.execute(
                "INSERT INTO quiz_answers (session_id, number, user_id, letters, answered_at, is_right, points) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (session, number, user, letters, at, int(is_right), points),
            )
            if cursor.rowcount != 1:
                return "again"
            await db.execute(
                "DELETE FROM quiz_picks WHERE session_id = ? AND number = ? AND user_id = ?", (session, number, user)
            )
            return "ok"

    async def quiz_toggle(self, session: int, number: int, user: str, letter: str) -> str | None:
        """Toggle a letter among the user's picks for a select-all question (kept until they submit); the picks
        now, or None when the user answered already."""
        async with self._write() as db:
            answered = await (
                await db.execute(
                    "SELECT 1 FROM quiz_answers WHERE session_id = ? AND number = ? AND user_id = ?",
                    (session, number, user),
                )
            ).fetchone()
            if answered:
                return None
            row = await (
                await db.execute(
                    "SELECT letters FROM quiz_picks WHERE session_id = ? AND number = ? AND user_id = ?",
                    (session, number, user),
                )
            ).fetchone()
            picks = set(row[0]) if row else set()
            picks ^= {letter}
            letters = "".join(sorted(picks))
            await db.execute(
                "INSERT INTO quiz_picks (session_id, number, user_id, letters) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (session_id, number, user_id) DO UPDATE SET letters = excluded.letters",
                (session, number, user, letters),
            )
            return letters

    async def quiz_picks(self, session: int, number: int, user: str) -> str:
        row = await self._row(
            "SELECT letters FROM quiz_picks WHERE session_id = ? AND number = ? AND user_id = ?",
            (session, number, user),
        )
        return row["letters"] if row else ""

    async def quiz_answers(self, session: int, number: int | None = None, user: str | None = None) -> list[dict]:
        """Answers in the session (to one question, by one user when given), in question and time order."""
        return await self._rows(
            "SELECT * FROM quiz_answers WHERE session_id = ? AND (? IS NULL OR number = ?) "
            "AND (? IS NULL OR user_id = ?) ORDER BY number, answered_at",
            (session, number, number, user, user),
        )

    async def quiz_skip_vote(self, session: int, number: int, user: str, at: float) -> int | None:
        """Add the user's skip vote on an open question; how many votes it has now (None when it is closed)."""
        async with self._write() as db:
            row = await (
                await db.execute(
                    "SELECT revealed_at FROM quiz_questions WHERE session_id = ? AND number = ?", (session, number)
                )
            ).fetchone()
            if row is None or row[0] is not None:
                return None
            await db.execute(
                "INSERT INTO quiz_skips (session_id, number, user_id, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (session, number, user, at),
            )
            (count,) = await (
                await db.execute(
                    "SELECT COUNT(*) FROM quiz_skips WHERE session_id = ? AND number = ?", (session, number)
                )
            ).fetchone()
            return int(count)

    async def quiz_reveal(self, session: int, number: int, at: float, reason: str) -> bool:
        """Mark the question revealed; True only for the call that did it (a timer and a skip never both do)."""
        async with self._write() as db:
            cursor = await db.execute(
                "UPDATE quiz_questions SET revealed_at = ?, reveal_reason = ? "
                "WHERE session_id = ? AND number = ? AND revealed_at IS NULL",
                (at, reason, session, number),
            )
            return cursor.rowcount == 1

    async def quiz_report(self, session: dict, number: int, user: str, text: str, at: float) -> int:
        async with self._write() as db:
            cursor = await db.execute(
                "INSERT INTO quiz_reports (session_id, number, channel_id, guild_id, user_id, text, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (session["id"], number, session["channel_id"], session["guild_id"], user, text, at),
            )
            return int(cursor.lastrowid)

    async def quiz_reports(self, channel: str | None = None, guild: str | None = None) -> list[dict]:
        """Reports, newest first, with the question they are about (for moderators)."""
        return await self._rows(
            "SELECT r.*, q.question FROM quiz_reports r JOIN quiz_questions q "
            "ON q.session_id = r.session_id AND q.number = r.number "
            "WHERE (? IS NULL OR r.channel_id = ?) AND (? IS NULL OR r.guild_id = ?) ORDER BY r.id DESC",
            (channel, channel, guild, guild),
        )

    async def quiz_settings(self, scope: str) -> dict:
        """The settings stored for "guild:<id>" or "channel:<id>" (unset ones are None)."""
        row = await self._row("SELECT * FROM quiz_settings WHERE scope = ?", (scope,))
        return {key: (row or {}).get(key) for key in QUIZ_SETTINGS}

    async def quiz_set_settings(self, scope: str, values: dict) -> None:
        unknown = set(values) - set(QUIZ_SETTINGS)
        if unknown:
            raise ValueError(f"unknown quiz settings {sorted(unknown)}")
        async with self._write() as db:
            await db.execute(
                "INSERT INTO quiz_settings (scope, updated_at) VALUES (?, ?) ON CONFLICT (scope) DO NOTHING",
                (scope, _now()),
            )
            for key, value in values.items():  # keys checked against QUIZ_SETTINGS above
                await db.execute(
                    f"UPDATE quiz_settings SET {key} = ?, updated_at = ? WHERE scope = ?", (value, _now(), scope)
                )

    async def quiz_reset(self, scope: str, by: str, at: float) -> None:
        """Reset a leaderboard ("guild:<id>" or "channel:<id>"): it counts answers after `at` only."""
        async with self._write() as db:
            await db.execute("INSERT INTO quiz_resets (scope, by, at) VALUES (?, ?, ?)", (scope, by, at))

    async def quiz_last_reset(self, scopes: list[str]) -> float:
        row = await self._row(
            f"SELECT MAX(at) AS at FROM quiz_resets WHERE scope IN ({', '.join('?' * len(scopes))})", tuple(scopes)
        )
        return float(row["at"]) if row and row["at"] is not None else 0.0

    async def quiz_leaderboard(
        self, channel: str | None, guild: str | None, since: float, limit: int = 10
    ) -> list[dict]:
        """Players by points (then right answers) over answers after `since`, in one channel or one guild."""
        return await self._rows(
            "SELECT a.user_id, SUM(a.points) AS points, SUM(a.is_right) AS right_answers, COUNT(*) AS answered "
            "FROM quiz_answers a JOIN quiz_sessions s ON s.id = a.session_id "
            "WHERE a.answered_at > ? AND (? IS NULL OR s.channel_id = ?) AND (? IS NULL OR s.guild_id = ?) "
            "GROUP BY a.user_id ORDER BY points DESC, right_answers DESC, MIN(a.answered_at) LIMIT ?",
            (since, channel, channel, guild, guild, limit),
        )

    async def quiz_history(
        self, user: str, channel: str | None, guild: str | None, misses_only: bool = False, limit: int = 1000
    ) -> list[dict]:
        """The user's answers with their questions, newest first (only wrong ones with `misses_only`)."""
        return await self._rows(
            "SELECT a.*, q.question, q.topic, q.level, s.mode FROM quiz_answers a "
            "JOIN quiz_questions q ON q.session_id = a.session_id AND q.number = a.number "
            "JOIN quiz_sessions s ON s.id = a.session_id "
            "WHERE a.user_id = ? AND (? IS NULL OR s.channel_id = ?) AND (? IS NULL OR s.guild_id = ?) "
            "AND (? = 0 OR a.is_right = 0) ORDER BY a.answered_at DESC LIMIT ?",
            (user, channel, channel, guild, guild, int(misses_only), limit),
        )
