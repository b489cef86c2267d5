"""bench/load.py (issue #19): simulated guilds through the shared command handlers and quiz sessions, from
several processes on one PostgreSQL, with kill -9s and a PostgreSQL restart; its checker finds a lost write.
Needs the session's throwaway cluster (tests/pg_cluster.py)."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from load_check import check  # noqa: E402
from load_guilds import RULINGS, STEPS, Guilds  # noqa: E402

from bot.storage import Storage  # noqa: E402


def _bench(*args: str) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "load.py"), *args], capture_output=True, text=True, timeout=240
    )
    return done.returncode, done.stdout + done.stderr


def _counts(out: str) -> dict[str, tuple[int, int]]:
    """The table's count and refusals per command kind."""
    rows = re.findall(r"^([a-z][a-z ]+?)\s+(\d+)\s+(\d+)\s+\d+", out, re.M)
    return {kind: (int(n), int(refused)) for kind, n, refused in rows}


def test_the_steps_and_rulings_read_through_the_handlers(tmp_path):
    async def go() -> None:
        store = await Storage.open(str(tmp_path / "rk.sqlite3"))
        try:
            load = Guilds(store, [1], str(tmp_path / "log.jsonl"))
            for i, text in enumerate(STEPS):
                reply = await load.handlers.scenario_add(f"c{i}", text, "a")
                assert not reply.error, (text, reply.summary)
            for text in RULINGS:
                reply = await load.handlers.ruling("r", text)
                assert not reply.error and reply.sections, (text, reply.summary)
        finally:
            await store.close()

    asyncio.run(go())


def test_a_small_run_through_the_handlers_with_kills_and_a_postgresql_restart():
    code, out = _bench(
        "--guilds", "6", "--processes", "2", "--seconds", "8", "--kills", "2", "--check-each-kill", "--pg-restarts", "1"
    )
    assert code == 0, out
    counts = _counts(out)
    for kind in ("scenario add", "scenario show", "quiz start", "quiz answer", "quiz reveal"):
        assert counts.get(kind, (0, 0))[0] > 0, (kind, out)
    assert counts["scenario add"][1] < counts["scenario add"][0] / 5, out  # the steps read: few refusals
    assert "checked after each of the 2 kills: nothing acknowledged lost" in out
    assert "1 PostgreSQL restarts" in out and "; no other error" in out
    assert "checks: no acknowledged step or quiz answer lost, no phantom steps" in out


def _log(work: Path, *lines: list) -> None:
    (work / "log-0.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))


def test_the_checker_finds_an_acknowledged_step_or_answer_that_is_not_there(pg_cluster, tmp_path):
    url = pg_cluster.new_database()
    add = [["B", "add", "c1", "p-1", STEPS[0]], ["A", "add", "c1", "p-1", STEPS[0]]]
    _log(tmp_path, *add)
    assert check(url, tmp_path) == ["1 acknowledged steps lost: [('c1', 'p-1', 'I control Grizzly Bears.')]"]
    # a moderator's undo answered with another step's text didn't take it; one by its author did
    _log(tmp_path, *add, ["B", "undo", "c1", None, "p-2"], ["A", "undo", "c1", "p-2", STEPS[1]])
    assert len(check(url, tmp_path)) == 1
    _log(tmp_path, *add, ["B", "undo", "c1", "p-1", "p-2"], ["A", "undo", "c1", "p-2", STEPS[0]])
    assert check(url, tmp_path) == []
    _log(tmp_path, ["A", "answer", 1, 1, "u0"])
    assert check(url, tmp_path) == ["1 acknowledged quiz answers lost: [(1, 1, 'u0')]"]

    async def write() -> None:  # … and a step no command began is a phantom
        store = await Storage.open(url)
        await store.add_step("c1", STEPS[0], "nobody")
        await store.close()

    asyncio.run(write())
    _log(tmp_path)
    assert check(url, tmp_path) == ["1 steps no command wrote: [('c1', 'nobody')]"]
    assert check(url, tmp_path, phantoms_too=False) == []


@pytest.mark.parametrize("flag", ["--pg-restarts"])
def test_restarts_need_the_throwaway_cluster(flag):
    code, out = _bench("--url", "postgresql://x@/y", flag, "1")
    assert code == 2 and out.strip() == "--pg-restarts needs the throwaway cluster (no --url)"
