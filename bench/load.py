"""Load on one PostgreSQL database from several bot processes (issue #19): simulated guilds run their commands
through the code a Discord command runs (bench/load_guilds.py): commands.channel.Handlers for /settings,
/scenario add|show|undo|clear and a few /ruling, and the quiz sessions (commands/quiz/_sessions.py) for a
quiz: start, answers, skip votes, reveal and the next question, stop. Each process owns a slice of the guilds
as a shard would. While it runs, processes are killed with SIGKILL and started again; at the end the database
is checked against what the handlers acknowledged (bench/load_check.py).

    python bench/load.py [--url postgresql://…] [--guilds 1000] [--processes 4] [--seconds 30] [--kills 3]
                         [--check-each-kill] [--pg-restarts N] [--rulings SECONDS]

The kills and restarts are spread over the middle 70 % of --seconds, each kill of a process that serves
commands (a killed one is started again at once, and serves once it has loaded): with many kills the run takes
longer. --check-each-kill checks, after each kill, that nothing acknowledged is lost. --pg-restarts stops the throwaway
PostgreSQL for a second N times: commands get only the clear "the database is unreachable, try again" (counted
per command kind; any other error is a failure), and the processes recover by themselves. --rulings then keeps
the engine's worker pool (one worker per core) busy with /ruling (Handlers.ruling, as the cog calls it) from
one bot process and prints rulings per second.

Without --url it starts a throwaway cluster (tests/pg_cluster.py: initdb in a temporary folder, a unix socket
only). Prints throughput, refusals and p50/p99 per command kind (every process's, the killed ones' too), then
the checks: no acknowledged step or quiz answer lost, no step that no command wrote, at most one open quiz per
channel. Exit status 1 when a check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import select
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

from load_check import check  # noqa: E402  (bench/ is the script's folder)
from load_guilds import LOGGED, SHOWN, TASKS_PER_PROCESS, UNAVAILABLE, run  # noqa: E402

# --- the parent --------------------------------------------------------------------------------------------------


def _spawn(index: int, args: argparse.Namespace, url: str, work: Path) -> subprocess.Popen:
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
                    "stop": str(work / "stop"),
                    "log": str(work / f"log-{index}.jsonl"),
                }
            ),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,  # "ready" once it serves commands
    )


def _plan(kills: int, restarts: int) -> list[str]:
    """The kills in order, the PostgreSQL restarts spread evenly among them."""
    plan = ["kill"] * kills
    for i in range(restarts, 0, -1):
        plan.insert(round(i * kills / (restarts + 1)), "restart")
    return plan


def _serving(procs: dict[int, subprocess.Popen], ready: set[int], at_least: int) -> set[int]:
    """Wait until at least `at_least` processes serve commands (each says "ready" once it does)."""
    while len(ready) < at_least:
        waiting = {procs[i].stdout: i for i in procs if i not in ready}
        for pipe in select.select(list(waiting), [], [], 60)[0]:
            if pipe.readline():
                ready.add(waiting[pipe])
            else:
                raise RuntimeError(f"bot process {waiting[pipe]} ended before serving commands")
    return ready


async def _rulings(url: str, workers: int, seconds: float) -> tuple[int, float]:
    """/ruling from one bot process for `seconds`: Handlers.ruling (the channel's ruleset from the store, then
    read and answer in the engine's worker pool), as many in flight as the pool has workers, twice over, each
    from its own user and server (the per-user limits aren't what is measured). Rulings answered, and the time."""
    from load_guilds import RULINGS, bundled_index, open_store

    from commands.channel import Handlers
    from commands.workers import Caller, EnginePool

    texts = [p.strip() for p in (ROOT / "examples" / "situations.txt").read_text().split("\n\n") if p.strip()]
    texts = [t for t in texts if not t.startswith("#")] + list(RULINGS)
    store = await open_store(url)
    done = 0
    try:
        async with EnginePool(workers) as pool:
            handlers = Handlers(store, index=bundled_index(), engine=pool)
            for text in texts[: workers * 2]:  # warm
                await handlers.ruling("rulings", text)
            end = time.monotonic() + seconds
            started = time.monotonic()

            async def client(i: int) -> None:
                nonlocal done
                n = i
                while time.monotonic() < end:
                    await handlers.ruling(f"r{i}", texts[n % len(texts)], caller=Caller(user=i, guild=i))
                    done += 1  # an answer, or a refusal in one line
                    n += 7

            await asyncio.gather(*(client(i) for i in range(2 * workers)))
            return done, time.monotonic() - started
    finally:
        await store.close()


def _stats(work: Path) -> tuple[dict[str, list[float]], dict[str, int], dict[str, int]]:
    """From the processes' logs (the killed ones' too): the times per kind of the commands answered, the
    refusals per kind, and the errors."""
    times: dict[str, list[float]] = defaultdict(list)
    refused: dict[str, int] = defaultdict(int)
    errors: dict[str, int] = defaultdict(int)
    for path in work.glob("log-*.jsonl"):
        for line in path.read_text().splitlines():
            if line.startswith('["T"'):
                _, kind, seconds, was_refused = json.loads(line)
                times[kind].append(seconds)
                refused[kind] += was_refused
            elif line.startswith('["E"'):
                errors[json.loads(line)[1]] += 1
    return times, refused, errors


def _table(times: dict[str, list[float]], refused: dict[str, int], elapsed: float) -> None:
    print(f"{'command':<16}{'count':>8}{'refused':>9}{'per s':>9}{'p50 ms':>9}{'p99 ms':>9}")
    for kind in SHOWN:
        values = sorted(times.get(kind, []))
        if not values:
            continue
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        print(
            f"{kind:<16}{len(values):>8}{refused.get(kind, 0):>9}{len(values) / elapsed:>9.0f}"
            f"{statistics.median(values) * 1000:>9.1f}{p99 * 1000:>9.1f}"
        )
    total = sum(len(v) for v in times.values())
    print(f"{'all':<16}{total:>8}{sum(refused.values()):>9}{total / elapsed:>9.0f}")


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
        help="then measure /ruling from one bot process, its engine pool one worker per core",
    )
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        w = json.loads(args.worker)
        asyncio.run(run(w["url"], w["guilds"], Path(w["stop"]), w["log"]))
        return 0
    if args.pg_restarts and args.url:
        print("--pg-restarts needs the throwaway cluster (no --url)", file=sys.stderr)
        return 2

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
            procs = {i: _spawn(i, args, url, work) for i in range(args.processes)}
            ready: set[int] = set()
            _serving(procs, ready, len(procs))
            started = time.monotonic()
            plan = _plan(args.kills, args.pg_restarts)
            killed = restarts = 0
            checked: list[str] = []
            for n, what in enumerate(plan):  # spread over the middle of the run; later if processes are starting
                time.sleep(max(0.0, started + args.seconds * (0.15 + 0.7 * n / len(plan)) - time.monotonic()))
                if what == "restart":  # PostgreSQL goes down for a second: commands get "try again", then recover
                    _serving(procs, ready, len(procs))
                    cluster.stop_server()
                    time.sleep(1.0)
                    cluster.start_server()
                    restarts += 1
                    continue
                victim = random.choice(sorted(_serving(procs, ready, 1)))  # a process serving commands
                procs[victim].send_signal(signal.SIGKILL)
                procs[victim].wait()
                ready.discard(victim)
                killed += 1
                if args.check_each_kill:
                    checked += [f"after kill {killed}: {p}" for p in check(url, work, phantoms_too=False)]
                procs[victim] = _spawn(victim, args, url, work)
            time.sleep(max(0.0, started + args.seconds - time.monotonic()))
            (work / "stop").touch()
            for proc in procs.values():
                proc.wait()
            elapsed = time.monotonic() - started
            times, refused, errors = _stats(work)
            print(
                f"{args.guilds} guilds, {args.processes} processes x {TASKS_PER_PROCESS} commands in flight, "
                f"{elapsed:.1f} s, {killed} kill -9s, "
                f"{restarts} PostgreSQL restarts"
            )
            _table(times, refused, elapsed)
            problems = checked + check(url, work)
            if args.check_each_kill:
                print(
                    f"checked after each of the {killed} kills: "
                    + ("nothing acknowledged lost" if not checked else "LOSSES")
                )
            clear = {what.split(": ", 1)[1]: n for what, n in errors.items() if what.startswith(UNAVAILABLE + ": ")}
            unclear = {what: n for what, n in errors.items() if not what.startswith(UNAVAILABLE + ": ")}
            print(
                f"errors during the load: {sum(clear.values())} 'the database is unreachable, try again'"
                + (f" ({', '.join(f'{k} {n}' for k, n in sorted(clear.items()))})" if clear else "")
                + (f"; other errors: {unclear}" if unclear else "; no other error")
            )
            logged: dict[str, int] = defaultdict(int)
            for path in work.glob("log-*.log"):
                for line in path.read_text().splitlines():
                    if line.startswith(LOGGED):
                        logged[line.removeprefix(LOGGED).strip()[:70]] += 1
            if logged:
                print(f"the processes' logs (not replies): {dict(logged)}")
            if unclear:
                problems.append(f"errors that aren't the clear 'try again': {unclear}")
            print(
                "checks: "
                + (
                    "; ".join(problems)
                    if problems
                    else "no acknowledged step or quiz answer lost, no phantom steps, at most one open quiz per channel"
                )
            )
            if args.rulings:
                workers = max(2, os.cpu_count() or 2)  # the bot's pool: one worker per core (commands/workers)
                n, took = asyncio.run(_rulings(url, workers, args.rulings))
                print(
                    f"/ruling through Handlers.ruling, engine pool of {workers} workers (one per core), one bot "
                    f"process: {n / took:.0f} rulings/s"
                )
            return 1 if problems else 0
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
