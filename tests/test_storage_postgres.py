"""What only the PostgreSQL backend has: `rulekeeper db migrate-to` (a populated SQLite file copied, every row
equal), a version-1 database migrated, and a server that is down or drops the connection (one line, nothing
half-written). Needs the session's throwaway cluster (tests/pg_cluster.py)."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.storage import TABLES, UNREACHABLE, Storage, StorageError, StorageUnavailable
from bot.storage._postgres import MIGRATIONS as PG_MIGRATIONS
from commands.channel import StepRefused
from commands.cli import main


async def _populate(path: str) -> None:
    """Some of everything: channel settings, steps with undo/clear history, imports, v1 scores, a quiz with
    questions, answers, picks, skip votes, a report, settings and a reset."""
    store = await Storage.open(path)
    try:
        await store.set_ruleset("c1", "mtg-2008")
        await store.set_ruleset("c2", "grand-archive")
        for i, author in enumerate(["alice", "bob", "alice", "carol", "bob"]):
            await store.add_step("c1", f"step {i} ‘quoted’ \u2014 é", author)
        await store.undo("c1", "alice")
        await store.clear("c1", "bob")
        await store.add_step("c2", "I control Grizzly Bears.", "dave")
        await store.record_import("rules", "mtg", "2022-04-29", 3001)
        await store.record_import("cards", "scryfall", "", 27000)
        await store.add_points("c1", "u1", 7)
        fields = dict(topic="prevention", level=2, total=3, ruleset="mtg", mode="sprint", timer=30, skip_votes=3)
        first = await store.quiz_start("c1", "g1", "mod", 1000.5, reveal="all", **fields)
        question = dict(template="shield-bolt", seed=2**31 - 1, ruleset="mtg", engine_version="v1", topic="t", level=2)
        for number in (1, 2):
            await store.quiz_add_question(first, number, question, '{"q": 1}', 1000.5 + number, 1030.5 + number)
        await store.quiz_set_message(first, 1, "555")
        assert await store.quiz_answer(first, 1, "alice", "B", 1002.25, True, 25) == "ok"
        assert await store.quiz_answer(first, 1, "bob", "A", 1003.0, False, 0) == "ok"
        await store.quiz_toggle(first, 2, "carol", "A")
        await store.quiz_toggle(first, 2, "carol", "C")
        await store.quiz_skip_vote(first, 2, "bob", 1004.0)
        await store.quiz_reveal(first, 1, 1031.0, "time")
        await store.quiz_report({"id": first, "channel_id": "c1", "guild_id": "g1"}, 1, "bob", "B is wrong", 1040.0)
        await store.quiz_close(first, 1050.0, "stopped")
        await store.quiz_start("c1", "g1", "mod", 2000.0, reveal="early", **fields)  # left open
        await store.quiz_set_settings("guild:g1", {"timer": 20, "count": 3, "role_id": "77", "topics": "combat"})
        await store.quiz_reset("channel:c1", "mod", 1500.0)
        await store.save_rules(["702.19b Trample …"])  # migration 3: what a Show rules button shows
    finally:
        await store.close()


def test_migrate_to_copies_every_row_of_a_populated_sqlite_file(tmp_path, pg_cluster, capsys):
    path = str(tmp_path / "old.sqlite3")
    url = pg_cluster.new_database()
    asyncio.run(_populate(path))
    assert main(["db", "migrate-to", url, "--database", path]) == 0
    out = capsys.readouterr().out
    assert out.startswith("copied ") and "scenario_history 2" in out and "quiz_answers 2" in out

    async def compare() -> None:
        source, target = await Storage.open(path), await Storage.open(url)
        try:
            for table, _ in TABLES:
                rows = await source.table_rows(table)
                assert await target.table_rows(table) == rows, table
                if table not in ("quiz_sessions_v1", "quiz_resets") or rows:
                    assert rows, f"the populated file has no {table} rows: the test would prove nothing"
            kept = ["step 0 ‘quoted’ — é", "step 3 ‘quoted’ — é"]
            assert await target.steps("c1") == await source.steps("c1") == kept
            assert await target.history("c1") == await source.history("c1")
            assert await target.get_ruleset("c2") == "grand-archive"
            assert await target.quiz_leaderboard("c1", None, 0) == await source.quiz_leaderboard("c1", None, 0)
            assert await target.quiz_settings("guild:g1") == await source.quiz_settings("guild:g1")
            # the id sequences go on after the copied ids; the open session is still open
            assert await target.quiz_open_session("c1") == await source.quiz_open_session("c1")
            fields = dict(topic=None, level=None, total=1, ruleset="mtg", mode="practice", timer=30, skip_votes=3)
            new = await target.quiz_start("c9", None, "mod", 3000.0, reveal="all", **fields)
            assert new == 3
            await target.undo("c1")
            assert len(await target.history("c1")) == 3
        finally:
            await source.close()
            await target.close()

    asyncio.run(compare())
    # a second copy into the same database is refused, in one line, and changes nothing
    assert main(["db", "migrate-to", url, "--database", path]) == 2
    err = capsys.readouterr().err.strip()
    assert "already holds the bot's state" in err and "\n" not in err


def test_migrate_to_refuses_a_missing_file_or_a_url_that_is_not_postgresql(tmp_path, capsys):
    assert main(["db", "migrate-to", "postgresql://x@/db?host=/nonexistent", "--database", str(tmp_path / "no")]) == 2
    assert "no such SQLite database" in capsys.readouterr().err
    assert main(["db", "migrate-to", "mysql://x/y", "--database", str(tmp_path / "no")]) == 2
    assert "needs a postgresql://" in capsys.readouterr().err


async def test_a_version_1_postgresql_database_is_migrated_and_its_scores_kept(pg_cluster):
    url = pg_cluster.new_database()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(PG_MIGRATIONS[0])
        await conn.execute("CREATE TABLE rulekeeper_schema (version INTEGER NOT NULL)")
        await conn.execute("INSERT INTO rulekeeper_schema VALUES (1)")
        await conn.execute("INSERT INTO channels (channel_id, updated_at) VALUES ('c1', 'then')")
        await conn.execute("INSERT INTO quiz_scores (channel_id, user_id, points) VALUES ('c1', 'u1', 7)")
    finally:
        await conn.close()
    stores = await asyncio.gather(*(Storage.open(url) for _ in range(3)))  # shards starting together migrate once
    try:
        assert [await s.schema_version() for s in stores] == [len(PG_MIGRATIONS)] * 3
        assert await stores[0].add_points("c1", "u1", 3) == 10
        assert await stores[1]._rows("SELECT * FROM quiz_sessions_v1") == []
    finally:
        for s in stores:
            await s.close()


async def test_a_server_that_is_not_there_is_one_line_at_start(tmp_path):
    with pytest.raises(StorageError, match="can't reach the PostgreSQL database") as info:
        await Storage.open(f"postgresql://rk:secret@/db?host={tmp_path}")
    assert "secret" not in str(info.value) and "\n" not in str(info.value)


async def _drop_connections(url: str) -> None:
    """What a server restart does to the store's connections: every one of them is terminated."""
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await admin.close()


async def test_the_server_down_is_one_line_and_the_store_reconnects_when_it_is_back(pg_cluster):
    url = pg_cluster.new_database()
    store = await Storage.open(url)
    try:
        await store.add_step("c1", "kept")
        await _drop_connections(url)  # a restart: the pool opens new connections
        await asyncio.sleep(0.3)  # … a moment later (the client has seen its connections close)
        await store.add_step("c1", "after a restart")
        pg_cluster.stop_server()
        try:
            for attempt in (store.add_step("c1", "lost"), store.steps("c1"), store.quiz_open_session("c1")):
                with pytest.raises(StorageUnavailable) as info:
                    await attempt
                assert str(info.value) == UNREACHABLE
        finally:
            pg_cluster.start_server()
        assert await store.steps("c1") == ["kept", "after a restart"]  # nothing half-written; reconnected
    finally:
        await store.close()


async def test_the_server_stopping_during_a_transaction_rolls_it_back(pg_cluster):
    url = pg_cluster.new_database()
    store = await Storage.open(url)
    try:
        await store.add_step("c1", "a")
        await store.add_step("c1", "b")
        refused = False

        async def undo_while_the_server_goes() -> None:
            nonlocal refused
            try:
                async with store._tx() as conn:  # an undo's two writes, the connection lost between them
                    await conn.execute("DELETE FROM scenario_steps WHERE channel_id = 'c1' AND seq = 2")
                    await _drop_connections(url)
                    await conn.execute(
                        "INSERT INTO scenario_history (channel_id, action, text, at) VALUES ('c1', 'undo', 'b', 'now')"
                    )
            except StorageUnavailable:
                refused = True

        await undo_while_the_server_goes()
        assert refused
        assert await store.steps("c1") == ["a", "b"] and await store.history("c1") == []
    finally:
        await store.close()


async def test_a_refused_step_rolls_back_on_postgresql_too(pg_cluster):
    store = await Storage.open(pg_cluster.new_database())
    try:

        def check(steps: list[str]) -> None:
            raise StepRefused("no")

        with pytest.raises(StepRefused):
            await store.add_step("c1", "x", check=check)
        assert await store._rows("SELECT * FROM channels") == []  # not even the channel's row
    finally:
        await store.close()


async def test_commands_answer_one_line_when_postgresql_is_down(pg_cluster):
    import io
    from types import SimpleNamespace

    from bot.client import error_message
    from bot.console import console_loop
    from commands.channel import Handlers

    store = await Storage.open(pg_cluster.new_database())
    try:
        handlers = Handlers(store)
        out = io.StringIO()
        await console_loop(handlers, io.StringIO("/settings ruleset:mtg-2008\n"), out)
        pg_cluster.stop_server()
        try:
            out = io.StringIO()
            lines = "/settings ruleset:mtg\n/scenario undo\n/quiz stop\n"
            await console_loop(handlers, io.StringIO(lines), out)
        finally:
            pg_cluster.start_server()
        answers = [line for line in out.getvalue().splitlines() if line]
        assert answers == [f"error: {UNREACHABLE}"] * 3
        assert await store.get_ruleset("console") == "mtg-2008"  # the refused change wrote nothing
    finally:
        await store.close()
    # in Discord: the slash command's error, one line (the button handler answers the same)
    assert error_message(SimpleNamespace(original=StorageUnavailable())) == "The database is unreachable, try again."


def test_db_upgrade_applies_the_migrations_on_either_backend(storage_target, capsys):
    assert main(["db", "upgrade", "--database", storage_target]) == 0
    out = capsys.readouterr().out.strip()
    assert out.endswith(f"schema version {len(PG_MIGRATIONS)}") and ("sqlite" in out or "postgresql" in out)


def test_database_url_selects_postgresql_and_database_path_stays_the_default(monkeypatch, tmp_path):
    from bot.settings import Settings

    monkeypatch.chdir(tmp_path)
    assert Settings(discord_token=None).database() == "rulekeeper.sqlite3"
    settings = Settings(discord_token=None, database_url="postgresql://rk:secret@db/rulekeeper")
    assert settings.database() == "postgresql://rk:secret@db/rulekeeper" and "secret" not in repr(settings)
    with pytest.raises(ValueError, match="must be a postgresql://"):
        Settings(discord_token=None, database_url="mysql://rk@db/x")


def test_a_connection_a_restart_left_half_open_is_the_clear_try_again():
    """bench/load.py --pg-restarts found asyncpg's InternalClientError ("cannot switch to state 15; another
    operation (2) is in progress") on a pooled connection after a PostgreSQL restart: it is the database being
    unreachable (StorageUnavailable, "try again"), not a bug report; a real concurrent misuse still isn't."""
    from bot.storage._postgres import _unreachable

    assert _unreachable(
        asyncpg.exceptions.InternalClientError("cannot switch to state 15; another operation (2) is in progress")
    )
    assert not _unreachable(asyncpg.InterfaceError("cannot perform operation: another operation is in progress"))
    assert _unreachable(ConnectionRefusedError())
