"""Shared fixtures: the official rules files from ../shared (read, never copied)."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
CR_2017 = SHARED / "rules" / "mtg" / "MagicCompRules-20170925.txt"
CR_2022 = SHARED / "rules" / "mtg" / "MagicCompRules-20220429.txt"
GA_ROOT = SHARED / "rules" / "grand-archive"


@pytest.fixture(scope="session")
def cr2017():
    from resolver.rules.cr import parse_cr

    return parse_cr(CR_2017.read_text(encoding="utf-8"), source=str(CR_2017))


@pytest.fixture(scope="session")
def cr2022():
    from resolver.rules.cr import parse_cr

    return parse_cr(CR_2022.read_text(encoding="utf-8"), source=str(CR_2022))


@pytest.fixture(scope="session")
def ga_corpus():
    from commands.rules_store import read_rules

    return read_rules(str(GA_ROOT))


@pytest.fixture()
def store(tmp_path, monkeypatch):
    from commands.rules_store import RulesStore

    monkeypatch.setenv("RULEKEEPER_DATA", str(tmp_path))
    return RulesStore(tmp_path)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    """No test reads or writes the user's imported rules and cards: each gets an empty data folder."""
    monkeypatch.setenv("RULEKEEPER_DATA", str(tmp_path_factory.mktemp("rulekeeper-data")))
    monkeypatch.setenv("RULES_AUTO_UPDATE", "0")  # no test downloads the rules at a bot's start (nor a .env's)


@pytest.fixture(autouse=True)
def _check_the_settlement_memo(monkeypatch):
    """Every resolution in the suite is also made without reusing settled events, and again playing every line
    of play to its end (no merging at checkpoints), and each must be the same; each line the explorer would write
    down as an alike division's (resolver/alike.py) is played too, and must be that line."""
    monkeypatch.setattr("resolver.engine.CHECK_MEMO", True)
    monkeypatch.setattr("resolver.engine.CHECK_MERGE", True)
    monkeypatch.setattr("resolver.choices.CHECK_ALIKE", True)


@pytest.fixture()
def memos(monkeypatch):
    """The EventMemo of each resolution made while the test runs (resolver/memo.py), in the order made."""
    from resolver import engine
    from resolver.memo import EventMemo

    made: list[EventMemo] = []

    class Counting(EventMemo):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

    monkeypatch.setattr(engine, "EventMemo", Counting)
    return made


@pytest.fixture(scope="session")
def pool_index():
    """The whole 2018 card pool from ../shared, bundled cards first, each card compiled the first time it is
    used (tests/corpus/run.py): for the question corpus and the reader fuzz tests."""
    from corpus.run import pool_index as build

    return build()


# --- storage backends: every storage and quiz-session test runs on SQLite and on PostgreSQL ---------------


@pytest.fixture(scope="session")
def pg_cluster():
    """A throwaway PostgreSQL cluster (tests/pg_cluster.py) for the session. Without the server binaries the
    tests that need it fail when CI is set (CI must test both backends) and are skipped otherwise."""
    import os

    from pg_cluster import Cluster, find_bin_dir

    bin_dir = find_bin_dir()
    if bin_dir is None:
        why = "PostgreSQL's server binaries (initdb, pg_ctl) aren't installed: set PG_BIN or apt-get install postgresql"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    cluster = Cluster(bin_dir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def storage_target(request, tmp_path):
    """Where a test's store lives: a SQLite file, or a fresh database in the session's PostgreSQL cluster."""
    if request.param == "sqlite":
        return str(tmp_path / "rk.sqlite3")
    return request.getfixturevalue("pg_cluster").new_database()
