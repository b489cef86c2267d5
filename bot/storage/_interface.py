"""What every storage backend offers (bot/storage/_sqlite.py, bot/storage/_postgres.py): the errors, the
shared constants and the abstract Storage. `await Storage.open(target)` picks the backend: a
`postgresql://…` URL is PostgreSQL, anything else a SQLite file."""

from __future__ import annotations

import asyncio
import datetime as dt
import weakref
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from resolver.errors import RulekeeperError

QUIZ_SETTINGS = ("timer", "count", "reveal", "role_id", "topics", "skip_votes")
RULES_KEEP = 20_000  # "Show rules" buttons kept answering: the oldest beyond this say to ask again
HISTORY_KEEP = 50  # rows of scenario_history (what undo/clear removed) kept per channel; older ones are pruned
UNREACHABLE = "the database is unreachable, try again"

# Every table of the state, parents before children (the order `db migrate-to` copies them in), with the
# column that takes its ids from a sequence in PostgreSQL (None: the key is given).
TABLES: tuple[tuple[str, str | None], ...] = (
    ("channels", None),
    ("scenario_steps", None),
    ("scenario_history", "id"),
    ("imports", "id"),
    ("quiz_sessions_v1", "id"),
    ("quiz_scores", None),
    ("quiz_sessions", "id"),
    ("quiz_questions", None),
    ("quiz_answers", None),
    ("quiz_picks", None),
    ("quiz_skips", None),
    ("quiz_reports", "id"),
    ("quiz_settings", None),
    ("quiz_resets", "id"),
    ("shown_rules", "id"),
)


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def is_postgres_url(target: str | Path) -> bool:
    return isinstance(target, str) and target.split("://", 1)[0] in ("postgresql", "postgres")


def redact(url: str) -> str:
    """The URL without its password, for messages."""
    scheme, sep, rest = url.partition("://")
    if "@" in rest.split("/", 1)[0]:
        creds, _, host = rest.partition("@")
        rest = creds.split(":", 1)[0] + ":…@" + host if ":" in creds else rest
    return scheme + sep + rest


class StorageError(RulekeeperError):
    """The database can't be opened or isn't a Rulekeeper database (a one-line message)."""

    exit_code = 2


class StorageUnavailable(StorageError):
    """The database server can't be reached (down, restarting, the connection lost): nothing was written."""

    def __init__(self, detail: str = "") -> None:
        super().__init__(UNREACHABLE)
        self.detail = detail


class Storage(ABC):
    """The bot's state: channel settings, scenarios with their undo/clear history, imports and quizzes.
    `await Storage.open(path_or_url)`; `await storage.close()` when done. Each method is one transaction."""

    backend: str = "?"

    def __init__(self) -> None:
        self._channels: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @classmethod
    async def open(cls, target: str | Path) -> Storage:
        from . import open_storage

        return await open_storage(target)

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def schema_version(self) -> int: ...

    @asynccontextmanager
    async def channel(self, channel: str) -> AsyncIterator[None]:
        """Hold one channel while a command reads and writes its state: the channel's commands run one at a
        time, first come first served (an asyncio.Lock is fair), so concurrent /scenario and /settings
        commands end as if run one by one in the order they came. Other channels aren't held up. (One process
        serves a channel: shards split the guilds, so this in-process lock is enough with PostgreSQL too; the
        writes themselves lock what they read in the database.)"""
        lock = self._channels.get(channel)
        if lock is None:
            lock = self._channels[channel] = asyncio.Lock()
        async with lock:
            yield

    # --- the raw rows, for tests and `db migrate-to` ------------------------------------------------------

    @abstractmethod
    async def _rows(self, sql: str, args: tuple = ()) -> list[dict]: ...

    @abstractmethod
    async def table_rows(self, table: str) -> list[dict]:
        """Every row of one of TABLES, in key order."""

    # --- channel settings ---------------------------------------------------------------------------

    @abstractmethod
    async def get_ruleset(self, channel: str) -> str | None: ...

    @abstractmethod
    async def set_ruleset(self, channel: str, ruleset: str) -> None: ...

    # --- the scenario being built -------------------------------------------------------------------

    @abstractmethod
    async def steps(self, channel: str, author: str | None = None) -> list[str]: ...

    @abstractmethod
    async def add_step(
        self, channel: str, text: str, author: str = "", check: Callable[[list[str]], None] | None = None
    ) -> int: ...

    @abstractmethod
    async def undo(self, channel: str, author: str | None = None) -> str | None: ...

    @abstractmethod
    async def clear(self, channel: str, author: str | None = None) -> int: ...

    @abstractmethod
    async def history(self, channel: str) -> list[tuple[str, str]]: ...

    # --- imports ------------------------------------------------------------------------------------

    @abstractmethod
    async def record_import(self, kind: str, name: str, edition: str, items: int) -> None: ...

    @abstractmethod
    async def imports(self) -> list[tuple[str, str, str, int]]: ...

    # --- what "Show rules" buttons show -------------------------------------------------------------

    @abstractmethod
    async def save_rules(self, lines: list[str]) -> int:
        """Keep the cited rules' lines for a button (custom id rk:rules:<id>); the same lines get the same id;
        the oldest beyond RULES_KEEP are pruned."""

    @abstractmethod
    async def shown_rules(self, ident: int) -> list[str] | None: ...

    # --- quizzes ------------------------------------------------------------------------------------

    @abstractmethod
    async def add_points(self, channel: str, user: str, points: int) -> int: ...
    @abstractmethod
    async def quiz_open_session(self, channel: str) -> dict | None: ...
    @abstractmethod
    async def quiz_open_sessions(self) -> list[dict]: ...
    @abstractmethod
    async def quiz_session(self, session: int) -> dict | None: ...
    @abstractmethod
    async def quiz_last_session(self, channel: str) -> dict | None: ...
    @abstractmethod
    async def quiz_start(self, channel: str, guild: str | None, by: str, at: float, **fields) -> int | None: ...
    @abstractmethod
    async def quiz_close(self, session: int, at: float, reason: str) -> bool: ...
    @abstractmethod
    async def quiz_add_question(
        self, session: int, number: int, question: dict, question_json: str, posted_at: float, deadline: float
    ) -> None: ...
    @abstractmethod
    async def quiz_set_message(self, session: int, number: int, message_id: str) -> None: ...
    @abstractmethod
    async def quiz_question(self, session: int, number: int | None = None) -> dict | None: ...
    @abstractmethod
    async def quiz_answer(
        self, session: int, number: int, user: str, letters: str, at: float, is_right: bool, points: int
    ) -> str: ...
    @abstractmethod
    async def quiz_toggle(self, session: int, number: int, user: str, letter: str) -> str | None: ...
    @abstractmethod
    async def quiz_picks(self, session: int, number: int, user: str) -> str: ...
    @abstractmethod
    async def quiz_answers(self, session: int, number: int | None = None, user: str | None = None) -> list[dict]: ...
    @abstractmethod
    async def quiz_skip_vote(self, session: int, number: int, user: str, at: float) -> int | None: ...
    @abstractmethod
    async def quiz_reveal(self, session: int, number: int, at: float, reason: str) -> bool: ...
    @abstractmethod
    async def quiz_report(self, session: dict, number: int, user: str, text: str, at: float) -> int: ...
    @abstractmethod
    async def quiz_reports(self, channel: str | None = None, guild: str | None = None) -> list[dict]: ...
    @abstractmethod
    async def quiz_settings(self, scope: str) -> dict: ...
    @abstractmethod
    async def quiz_set_settings(self, scope: str, values: dict) -> None: ...
    @abstractmethod
    async def quiz_reset(self, scope: str, by: str, at: float) -> None: ...
    @abstractmethod
    async def quiz_last_reset(self, scopes: list[str]) -> float: ...
    @abstractmethod
    async def quiz_leaderboard(
        self, channel: str | None, guild: str | None, since: float, limit: int = 10
    ) -> list[dict]: ...
    @abstractmethod
    async def quiz_history(
        self, user: str, channel: str | None, guild: str | None, misses_only: bool = False, limit: int = 1000
    ) -> list[dict]: ...
