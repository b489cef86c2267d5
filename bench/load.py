"""Load on one PostgreSQL database from several bot processes (issue #19): simulated guilds run the storage side of
the commands (/settings, /scenario add|show|undo|clear, a quiz: start, questions, answers, skip votes, reveal,
close) through bot.storage, each process owning a slice of the guilds as a shard would. While it runs, processes
are killed with SIGKILL and started again; at the end the database is checked against what the processes were
told was written.

    python bench/load.py [--url postgresql://…] [--guilds 1000] [--processes 4] [--seconds 30] [--kills 3]
                         [--check-each-kill] [--pg-restarts N] [--rulings SECONDS]

--check-each-kill checks, after each kill, that nothing acknowledged is lost. --pg-restarts stops the throwaway
PostgreSQL for a second N times: commands get only the clear "the database is unreachable, try again" (counted;
any other error is a failure), and the processes recover by themselves. --rulings then keeps the engine's worker
pool (one worker per core) busy with /ruling's work from one bot process and prints rulings per second.

Without --url it starts a throwaway cluster (tests/pg_cluster.py: initdb in a temporary folder, a unix socket
only). Prints throughput and p50/p99 per command kind (the processes that were killed don't report theirs), then
the checks: nothing acknowledged is lost, nothing appears that no command wrote, one open quiz per channel.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KINDS = {  # command kind: weight
    "settings": 10,
    "scenario add": 35,
    "scenario show": 25,
    "scenario undo": 8,
    "scenario clear": 2,
    "quiz": 20,
}
ERRORS = "_errors"  # the key of a worker's error counts in its stats file
TASKS_PER_PROCESS = 16  # commands in flight at once in one process


# --- a worker process -------------------------------------------------------------------------------------------


async def _worker(url: str, guilds: list[int], seconds: float, log_path: str, stats_path: str) -> None:
    from bot.storage import Storage, StorageError, StorageUnavailable

    for attempt in range(50):  # started while PostgreSQL restarts: try again, as a restarted bot process would
        try:
            store = await Storage.open(url)
            break
        except (StorageError, OSError):  # StorageUnavailable is one
            if attempt == 49:
                raise
            await asyncio.sleep(0.2)
    log = os.open(log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    times: dict[str, list[float]] = defaultdict(list)
    rng = random.Random(os.getpid())
    names = list(KINDS)
    weights = list(KINDS.values())
    end = time.monotonic() + seconds
    counter = 0

    def note(*fields: object) -> None:  # one write(2) per line: it survives a SIGKILL once written
        os.write(log, (json.dumps(fields) + "\n").encode())

    async def quiz(channel: str, guild: str) -> None:
        fields = dict(topic="prevention", level=1, total=2, ruleset="mtg", mode="sprint", timer=30, skip_votes=3)
        at = time.time()
        session = await store.quiz_start(channel, guild, "mod", at, reveal="all", **fields)
        if session is None:
            open_one = await store.quiz_open_session(channel)
            if open_one:
                await store.quiz_close(open_one["id"], at, "stopped")
            return
        question = dict(template="shield-bolt", seed=1, ruleset="mtg", engine_version="load", topic="t", level=1)
        for number in (1, 2):
            await store.quiz_add_question(session, number, question, "{}", at, at + 30)
            for user in range(3):
                await store.quiz_answer(session, number, f"u{user}", "B", at + 1, user == 0, 10)
            await store.quiz_skip_vote(session, number, "u1", at + 2)
            await store.quiz_reveal(session, number, at + 3, "time")
        await store.quiz_close(session, at + 4, "done")

    async def one(kind: str) -> None:
        nonlocal counter
        guild = rng.choice(guilds)
        channel = f"g{guild}c{rng.randrange(3)}"
        async with store.channel(channel):
            if kind == "settings":
                await store.set_ruleset(channel, rng.choice(["mtg", "mtg-2008"]))
                await store.get_ruleset(channel)
            elif kind == "scenario add":
                counter += 1
                text = f"{os.getpid()}-{counter}"
                note("B", "add", channel, text)
                await store.add_step(channel, text, f"u{rng.randrange(3)}", check=lambda steps: None)
                note("A", "add", channel, text)
            elif kind == "scenario show":
                await store.steps(channel)
            elif kind == "scenario undo":
                note("B", "undo", channel, "")
                removed = await store.undo(channel)
                note("A", "undo", channel, removed or "")
            elif kind == "scenario clear":
                note("B", "clear", channel, "")
                before = await store.steps(channel)
                await store.clear(channel)
                note("A", "clear", channel, before)
            else:
                await quiz(channel, str(guild))

    errors: dict[str, int] = defaultdict(int)

    async def task() -> None:
        while time.monotonic() < end:
            kind = rng.choices(names, weights)[0]
            start = time.perf_counter()
            try:
                await one(kind)
            except StorageUnavailable:  # PostgreSQL restarting: the clear "try again" error; nothing half-written
                errors["unavailable"] += 1
                await asyncio.sleep(0.2)
                continue
            except Exception as exc:  # anything else is a problem the parent reports
                errors[f"{type(exc).__name__}: {str(exc)[:80]}"] += 1
                await asyncio.sleep(0.2)
                continue
            times[kind].append(time.perf_counter() - start)

    await asyncio.gather(*(task() for _ in range(TASKS_PER_PROCESS)))
    await store.close()
    Path(stats_path).write_text(json.dumps({**times, ERRORS: errors}))


# --- the parent --------------------------------------------------------------------------------------------------


def _spawn(index: int, args: argparse.Namespace, url: str, work: Path, seconds: float) -> subprocess.Popen:
    guilds = list(range(index, args.guilds, args.processes))
    return subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--worker",
            json.dumps(
                {
                    "url": url,
                    "guilds": guilds,
                    "seconds": seconds,
                    "log": str(work / f"log-{index}.jsonl"),
                    "stats": str(work / f"stats-{index}-{time.monotonic_ns()}.json"),
                }
            ),
        ],
        cwd=ROOT,
    )


def _logs(work: Path) -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]], set[str]]:
    """The processes' logs: steps begun, steps acknowledged, steps removed by acknowledged undo/clear, and the
    channels with a removal begun and not acknowledged (in flight, or its process was killed)."""
    began: dict[str, set[str]] = defaultdict(set)
    acked: dict[str, set[str]] = defaultdict(set)
    removed: dict[str, set[str]] = defaultdict(set)
    open_removals: dict[str, int] = defaultdict(int)
    for path in work.glob("log-*.jsonl"):
        for line in path.read_text().splitlines():
            phase, kind, channel, value = json.loads(line)
            if kind == "add":
                (began if phase == "B" else acked)[channel].add(value)
            elif phase == "B":
                open_removals[channel] += 1
            else:
                open_removals[channel] -= 1
                removed[channel].update([value] if isinstance(value, str) else value)
    return began, acked, removed, {c for c, n in open_removals.items() if n}


def _check(url: str, work: Path, phantoms_too: bool = True) -> list[str]:
    """What the database holds against the processes' logs. While processes still run (a check after a kill),
    only losses are counted: a step being written may be in the database before its process logged it."""
    from bot.storage import Storage

    began, acked, _, _ = _logs(work)  # what was acknowledged before the database is read

    async def read() -> tuple[dict[str, list[str]], int]:
        store = await Storage.open(url)
        try:
            rows = await store.table_rows("scenario_steps")
            doubles = await store._rows(
                "SELECT channel_id FROM quiz_sessions WHERE closed_at IS NULL GROUP BY channel_id HAVING COUNT(*) > 1"
            )
        finally:
            await store.close()
        steps: dict[str, list[str]] = defaultdict(list)
        for row in rows:
            steps[row["channel_id"]].append(row["text"])
        return steps, len(doubles)

    steps, doubles = asyncio.run(read())
    # … and what was removed or being removed by the time it was read (processes may still be running)
    _, _, removed, unsure = _logs(work)
    problems = []
    phantoms = [(c, t) for c, texts in steps.items() for t in texts if t not in began[c]] if phantoms_too else []
    if phantoms:
        problems.append(f"{len(phantoms)} steps no command wrote: {phantoms[:3]}")
    lost = [
        (c, t) for c, texts in acked.items() if c not in unsure for t in texts - removed[c] - set(steps.get(c, [])) if t
    ]
    if lost:
        problems.append(f"{len(lost)} acknowledged steps lost: {lost[:3]}")
    if doubles:
        problems.append(f"{doubles} channels with two open quizzes")
    return problems


async def _rulings(workers: int, seconds: float) -> tuple[int, float]:
    """/ruling's engine work (read + resolve + render, in the engine's worker processes) kept busy from one bot
    process for `seconds`, as many in flight as the pool has workers, twice over: rulings answered, and the time."""
    from commands.workers import Ask, EnginePool

    texts = [p.strip() for p in (ROOT / "examples" / "situations.txt").read_text().split("\n\n") if p.strip()]
    texts = [t for t in texts if not t.startswith("#")]
    done = 0
    async with EnginePool(workers) as pool:
        for text in texts[: workers * 2]:  # warm
            await pool.run(Ask(text))
        end = time.monotonic() + seconds
        started = time.monotonic()

        async def client(i: int) -> None:
            nonlocal done
            n = i
            while time.monotonic() < end:
                await pool.run(Ask(texts[n % len(texts)]))
                done += 1
                n += 7

        await asyncio.gather(*(client(i) for i in range(2 * workers)))
        return done, time.monotonic() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a PostgreSQL database (default: a throwaway cluster)")
    parser.add_argument("--guilds", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--kills", type=int, default=3, help="SIGKILLs during the run (each process restarted)")
    parser.add_argument(
        "--check-each-kill", action="store_true", help="after each kill, check nothing acknowledged is lost"
    )
    parser.add_argument("--pg-restarts", type=int, default=0, help="restart the throwaway PostgreSQL during the run")
    parser.add_argument(
        "--rulings",
        type=float,
        default=0,
        metavar="SECONDS",
        help="then measure /ruling's engine work from one bot process, its pool one worker per core",
    )
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        w = json.loads(args.worker)
        asyncio.run(_worker(w["url"], w["guilds"], w["seconds"], w["log"], w["stats"]))
        return 0

    cluster = None
    url = args.url
    if url is None:
        sys.path.insert(0, str(ROOT / "tests"))
        from pg_cluster import Cluster, find_bin_dir

        bin_dir = find_bin_dir()
        if bin_dir is None:
            print("no PostgreSQL server binaries: give --url or apt-get install postgresql", file=sys.stderr)
            return 2
        cluster = Cluster(bin_dir).start()
        url = cluster.new_database()
    try:
        with tempfile.TemporaryDirectory(prefix="rk-load-") as folder:
            work = Path(folder)
            started = time.monotonic()
            procs = {i: _spawn(i, args, url, work, args.seconds) for i in range(args.processes)}
            if args.pg_restarts and cluster is None:
                print("--pg-restarts needs the throwaway cluster (no --url)", file=sys.stderr)
                return 2
            events = [(random.uniform(0.2, 0.7) * args.seconds, "kill") for _ in range(args.kills)]
            events += [(random.uniform(0.3, 0.8) * args.seconds, "restart") for _ in range(args.pg_restarts)]
            killed = restarts = 0
            checked: list[str] = []
            for moment, what in sorted(events):
                time.sleep(max(0.0, started + moment - time.monotonic()))
                if what == "restart":  # PostgreSQL goes down for a second: commands get "try again", then recover
                    cluster.stop_server()
                    time.sleep(1.0)
                    cluster.start_server()
                    restarts += 1
                    continue
                victim = random.choice(list(procs))
                procs[victim].send_signal(signal.SIGKILL)
                procs[victim].wait()
                killed += 1
                if args.check_each_kill:
                    checked += [f"after kill {killed}: {p}" for p in _check(url, work, phantoms_too=False)]
                left = args.seconds - (time.monotonic() - started)
                procs[victim] = _spawn(victim, args, url, work, max(1.0, left))
            for proc in procs.values():
                proc.wait()
            elapsed = time.monotonic() - started
            times: dict[str, list[float]] = defaultdict(list)
            errors: dict[str, int] = defaultdict(int)
            for path in work.glob("stats-*.json"):
                for kind, values in json.loads(path.read_text()).items():
                    if kind == ERRORS:
                        for what, n in values.items():
                            errors[what] += n
                    else:
                        times[kind].extend(values)
            total = sum(len(v) for v in times.values())
            print(
                f"{args.guilds} guilds, {args.processes} processes x {TASKS_PER_PROCESS} commands in flight, "
                f"{elapsed:.1f} s, {killed} kill -9s (their processes' figures are not counted), "
                f"{restarts} PostgreSQL restarts"
            )
            print(f"{'command':<16}{'count':>8}{'per s':>9}{'p50 ms':>9}{'p99 ms':>9}")
            for kind in KINDS:
                values = sorted(times.get(kind, []))
                if not values:
                    continue
                p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
                print(
                    f"{kind:<16}{len(values):>8}{len(values) / elapsed:>9.0f}"
                    f"{statistics.median(values) * 1000:>9.1f}{p99 * 1000:>9.1f}"
                )
            print(f"{'all':<16}{total:>8}{total / elapsed:>9.0f}")
            problems = checked + _check(url, work)
            if args.check_each_kill:
                print(
                    f"checked after each of the {killed} kills: "
                    + ("nothing acknowledged lost" if not checked else "LOSSES")
                )
            unclear = {what: n for what, n in errors.items() if what != "unavailable"}
            print(
                f"errors during the load: {errors.get('unavailable', 0)} 'the database is unreachable, try again'"
                + (f"; other errors: {unclear}" if unclear else "; no other error")
            )
            if unclear:
                problems.append(f"errors that aren't the clear 'try again': {unclear}")
            print(
                "checks: "
                + (
                    "; ".join(problems)
                    if problems
                    else "nothing acknowledged lost, no phantom steps, at most one open quiz per channel"
                )
            )
            if args.rulings:
                workers = max(2, os.cpu_count() or 2)  # the bot's pool: one worker per core (commands/workers)
                n, took = asyncio.run(_rulings(workers, args.rulings))
                print(f"engine pool of {workers} workers (one per core), one bot process: {n / took:.0f} rulings/s")
            return 1 if problems else 0
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
