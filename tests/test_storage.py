"""The store on both backends (SQLite and PostgreSQL, the `storage_target` fixture): migrations, settings and
scenarios across restarts, serial writes under concurrency."""

from __future__ import annotations

import asyncio

import pytest

from bot.storage import MIGRATIONS, Storage
from commands.channel import StepRefused


@pytest.fixture
async def store(storage_target):
    s = await Storage.open(storage_target)
    yield s
    await s.close()


async def test_pragmas_and_migrations(tmp_path):
    store = await Storage.open(tmp_path / "rk.sqlite3")
    assert await store.schema_version() == len(MIGRATIONS)
    (mode,) = await (await store.db.execute("PRAGMA journal_mode")).fetchone()
    (fk,) = await (await store.db.execute("PRAGMA foreign_keys")).fetchone()
    (busy,) = await (await store.db.execute("PRAGMA busy_timeout")).fetchone()
    assert (mode, fk, busy) == ("wal", 1, 5000)
    await store.close()


async def test_both_backends_have_the_same_numbered_migrations():
    from bot.storage._postgres import MIGRATIONS as PG_MIGRATIONS

    assert len(PG_MIGRATIONS) == len(MIGRATIONS)


async def test_a_restart_finds_the_channel_scenario_and_settings(storage_target):
    path = storage_target
    s = await Storage.open(path)
    await s.set_ruleset("c1", "mtg-2008")
    await s.add_step("c1", "I control Grizzly Bears.", "alice")
    await s.add_step("c1", "Opponent casts Shock targeting it.", "bob")
    await s.close()
    again = await Storage.open(path)
    try:
        assert await again.get_ruleset("c1") == "mtg-2008"
        assert await again.steps("c1") == ["I control Grizzly Bears.", "Opponent casts Shock targeting it."]
        assert await again.schema_version() == len(MIGRATIONS)  # migrations aren't applied twice
    finally:
        await again.close()


async def test_undo_and_clear_keep_history(store):
    for text in ("a", "b", "c"):
        await store.add_step("c1", text)
    assert await store.undo("c1") == "c"
    assert await store.steps("c1") == ["a", "b"]
    assert await store.clear("c1") == 2
    assert await store.steps("c1") == [] and await store.undo("c1") is None
    assert await store.history("c1") == [("undo", "c"), ("clear", "a\nb")]
    await store.add_step("c1", "d")
    assert await store.steps("c1") == ["d"]


async def test_a_refused_step_stores_nothing(store):
    def check(steps: list[str]) -> None:
        if steps[-1] == "bad":
            raise StepRefused("no")

    await store.add_step("c1", "good", check=check)
    with pytest.raises(StepRefused):
        await store.add_step("c1", "bad", check=check)
    assert await store.steps("c1") == ["good"]


async def test_50_concurrent_adds_on_one_channel_all_land_in_some_serial_order(store):
    seen: list[int] = []

    def check(steps: list[str]) -> None:
        seen.append(len(steps))

    await asyncio.gather(*(store.add_step("c1", f"step {i}", check=check) for i in range(50)))
    steps = await store.steps("c1")
    assert sorted(steps) == sorted(f"step {i}" for i in range(50))
    assert sorted(seen) == list(range(1, 51))  # each check saw every step added before it
    rows = await store._rows("SELECT seq FROM scenario_steps ORDER BY seq")
    assert [r["seq"] for r in rows] == list(range(1, 51))


async def test_channels_are_separate_and_foreign_keys_hold(store):
    await store.add_step("c1", "x")
    await store.add_step("c2", "y")
    assert await store.steps("c1") == ["x"] and await store.steps("c2") == ["y"]
    with pytest.raises(Exception, match=r"(?i)FOREIGN KEY"):
        await store._rows(
            "INSERT INTO scenario_steps (channel_id, seq, text, created_at) VALUES ('nope', 1, 't', 'now')"
        )


async def test_imports_and_quiz_scores(store):
    await store.record_import("rules", "mtg", "2022-04-29", 3000)
    await store.record_import("rules", "mtg", "2022-04-29", 3001)
    assert await store.imports() == [("rules", "mtg", "2022-04-29", 3001)]
    assert await store.add_points("c1", "u1", 2) == 2
    assert await store.add_points("c1", "u1", 3) == 5


async def test_a_file_that_is_not_a_database_or_a_folder_is_one_clear_error(tmp_path):
    import pytest

    from bot.storage import Storage, StorageError

    bad = tmp_path / "notes.sqlite3"
    bad.write_text("not a database")
    with pytest.raises(StorageError, match="file is not a database"):
        await Storage.open(bad)
    with pytest.raises(StorageError, match="is a folder"):
        await Storage.open(tmp_path)


def test_the_console_with_a_bad_database_exits_2_with_one_line(tmp_path, capsys):
    from commands.cli import main

    bad = tmp_path / "notes.sqlite3"
    bad.write_text("not a database")
    assert main(["console", "--database", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("rulekeeper: error: can't use") and "\n" not in err


async def test_show_rules_lines_are_kept_on_both_backends(storage_target):
    """The rules a "Show rules" button shows (migration 3): the same lines get the same id, and they are read back."""
    store = await Storage.open(storage_target)
    try:
        first = await store.save_rules(["702.19b Trample …", "510.1c …"])
        assert await store.save_rules(["702.19b Trample …", "510.1c …"]) == first
        other = await store.save_rules(["615.7 …"])
        assert other != first
        assert await store.shown_rules(first) == ["702.19b Trample …", "510.1c …"]
        assert await store.shown_rules(other + 100) is None
        assert await store.schema_version() == 3
    finally:
        await store.close()
