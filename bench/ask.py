"""`rulekeeper ask` benchmark: parse + resolve + render over the example situations.

    python bench/ask.py [--repeat N] [--workers N]
    python bench/ask.py --corpus [--repeat N] [--cold]

Reads examples/situations.txt (one situation per paragraph), times each full answer (the situation
parser with the bundled card index, the engine, the renderer) and prints the median and p99 per phase
and in all. Goal (issue #5): <= 5 ms p99 for the whole answer with the bundled index.

Then the same answers through the engine's worker pool (issue #14: commands/workers), as the bot runs
them: one job (Ask: parse + resolve + render in a worker) and the bot's /ruling flow (Read, then Answer:
two round trips), each timed from the caller's side, process hop included. Goal: <= 5 ms p99 with the hop.
Last, how long a killed worker takes to be replaced (SIGKILL to the new worker ready).

--corpus instead times the question corpus (tests/corpus/questions.jsonl) over the whole 2018 card pool: each
question as typed and each controlled version, parse + resolve + render in-process, through each reader: the
situation parser (commands/situation.py, the bot's /ruling) and the chat reader (commands/reader, `rulekeeper
ask`). Every question is answered once first (imports, rule books, and each card it names compiled: the index
keeps compiled cards, as a bot's does), then --repeat passes (default 10) over all of them, one question at a
time; it prints how many were read and answered, and the median, p95, p99 and max per question. Goal (issue
#16): <= 5 ms p99. Nothing a reading computes outlives it (each question gets a new Reader, and the card
index's fuzzy searches are kept for one reading only); --cold also clears the caches that do outlive a
question (an Aura's parsed enchant rule, the log steps each rule system made) before each one, and asks the
questions in a new order each pass.
The first pass (the warm-up: each question once, in-process cold) is printed on its own after the passes.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.reader import read
from commands.render import render_resolution
from commands.resolve import run_scenario
from commands.situation import parse_situation
from commands.workers import Answer, Ask, EnginePool, Limits, Read, Refused, Spin
from commands.workers._jobs import freeze_loaded
from resolver.errors import RulekeeperError

SITUATIONS = Path(__file__).resolve().parent.parent / "examples" / "situations.txt"


def situations() -> list[str]:
    text = SITUATIONS.read_text(encoding="utf-8")
    return [p.strip() for p in text.split("\n\n") if p.strip() and not p.lstrip().startswith("#")]


def _stats(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


async def through_the_pool(texts: list[str], repeat: int, workers: int) -> dict[str, list[float]]:
    """Milliseconds per answer through a worker pool, one command at a time, from the caller's side."""
    times: dict[str, list[float]] = {"pool: Ask (1 hop)": [], "pool: Read+Answer": []}
    async with EnginePool(workers) as pool:
        for text in texts:  # warm-up: each worker's first jobs touch pages shared with the fork server
            for _ in range(workers):
                await pool.run(Ask(text))
        for _ in range(repeat):
            for text in texts:
                t0 = time.perf_counter()
                await pool.run(Ask(text))
                t1 = time.perf_counter()
                reading = await pool.run(Read(text, "mtg"))
                await pool.run(Answer(reading))
                t2 = time.perf_counter()
                times["pool: Ask (1 hop)"].append((t1 - t0) * 1000)
                times["pool: Read+Answer"].append((t2 - t1) * 1000)
    return times


async def respawns(count: int) -> tuple[list[float], float]:
    """Seconds from killing a worker (a job past a tiny CPU bound) to its replacement being ready; and the
    pool's start-up time (the fork server loading the card index, then the workers)."""
    t0 = time.perf_counter()
    pool = await EnginePool(2, Limits(cpu_seconds=0.05, light_cpu_seconds=0.02)).start()
    started = time.perf_counter() - t0
    try:
        for n in range(1, count + 1):
            with contextlib.suppress(Refused):
                await pool.run(Spin())
            while len(pool.respawn_times) < n:  # the replacement is forked after the kill
                await asyncio.sleep(0.001)
        return list(pool.respawn_times), started
    finally:
        await pool.close()


def _percentile(times: list[float], share: float) -> float:
    times = sorted(times)
    return times[min(len(times) - 1, int(len(times) * share))]


def _answer_once(
    text: str, index: object, reader: Callable[..., Any] = parse_situation
) -> tuple[str, dict[str, float]]:
    """("answered" | "read" | "not read", ms per phase) for one question: parse, resolve, render."""
    phases = {"parse": 0.0, "resolve": 0.0, "render": 0.0}
    t0 = time.perf_counter()
    try:
        reading = reader(text, index)
    except RulekeeperError:
        phases["parse"] = (time.perf_counter() - t0) * 1000
        return "not read", phases
    t1 = time.perf_counter()
    phases["parse"] = (t1 - t0) * 1000
    try:
        resolution = run_scenario(reading.scenario, index)
    except RulekeeperError:
        phases["resolve"] = (time.perf_counter() - t1) * 1000
        return "read", phases
    t2 = time.perf_counter()
    render_resolution(resolution)
    phases["resolve"], phases["render"] = (t2 - t1) * 1000, (time.perf_counter() - t2) * 1000
    return "answered", phases


def _clear_caches() -> None:
    """The caches that outlive a question (not the index's compiled cards, nor rule books: a bot keeps those)."""
    from resolver import ruleset
    from resolver.attachments import enchant_rule

    enchant_rule.cache_clear()
    for steps in ruleset._STEPS.values():  # the log steps each rule system made (ruleset.get_ruleset)
        steps.clear()


READERS: dict[str, Callable[..., Any]] = {"situation": parse_situation, "chat": read}


def corpus(repeat: int, cold: bool = False) -> None:
    """The corpus questions as typed and their controlled versions, timed per question, through each reader."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from corpus.run import entries, pool_index

    t0 = time.perf_counter()
    index = pool_index()
    print(f"2018 card pool index: {time.perf_counter() - t0:.2f} s ({len(index)} cards, compiled when first used)")
    freeze_loaded()  # as a worker does once its index is loaded (commands/workers/_jobs.py load_context)
    items = entries()
    sets = {
        "as typed": [e["question"] for e in items],
        "controlled": [e["controlled"] for e in items if "controlled" in e],
    }
    jobs = [(name, label, text) for name in READERS for label, texts in sets.items() for text in texts]
    first: dict[tuple[str, str], list[float]] = {(n, label): [] for n, label, _ in jobs}
    for name, label, text in jobs:  # warm-up: imports, rule books, and each named card compiled once
        first[name, label].append(sum(_answer_once(text, index, READERS[name])[1].values()))
    order = random.Random(16)
    how = "cold: caches cleared before each question, a new order each pass" if cold else "warm"
    print(f"{repeat} passes over {len(jobs)} questions, parse + resolve + render in-process, ms per question ({how})")
    times: dict[tuple[str, str], list[float]] = {(n, label): [] for n, label, _ in jobs}
    states: dict[tuple[str, str], list[str]] = {key: [] for key in times}
    worst: tuple[float, str, str] = (0.0, "", "")
    for run in range(repeat):
        if cold:
            order.shuffle(jobs)
        for name, label, text in jobs:
            if cold:
                _clear_caches()
            state, phases = _answer_once(text, index, READERS[name])
            total = sum(phases.values())
            times[name, label].append(total)
            worst = max(worst, (total, name, text))
            if run == 0:
                states[name, label].append(state)
    _table(times, states)
    print(f"slowest: {worst[0]:.3f} ms ({worst[1]} reader) — {worst[2][:90]!r}")
    print()
    print("the first pass (each question once, in-process cold: its cards compiled, the first ones pay the imports)")
    _table(first, states)


def _table(times: dict[tuple[str, str], list[float]], states: dict[tuple[str, str], list[str]]) -> None:
    """A row per reader and question set, and one for all: how many were read and answered, ms per question."""
    print(f"{'':<22} {'count':>6} {'read':>6} {'answered':>9} {'median':>8} {'p95':>8} {'p99':>8} {'max':>8}")
    for (name, label), totals in times.items():
        got = states[name, label]
        read_ = sum(s != "not read" for s in got)
        print(
            f"{name + ': ' + label:<22} {len(got):>6} {read_:>6} {got.count('answered'):>9} "
            f"{statistics.median(totals):>8.3f} {_percentile(totals, 0.95):>8.3f} {_percentile(totals, 0.99):>8.3f} "
            f"{max(totals):>8.3f}"
        )
    every = [t for totals in times.values() for t in totals]
    print(
        f"{'all':<22} {sum(map(len, states.values())):>6} {'':>6} {'':>9} {statistics.median(every):>8.3f} "
        f"{_percentile(every, 0.95):>8.3f} {_percentile(every, 0.99):>8.3f} {max(every):>8.3f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=None, help="runs of each situation (default 30; 10 --corpus)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes of the pool (default 2)")
    parser.add_argument("--corpus", action="store_true", help="time the question corpus instead (see above)")
    parser.add_argument("--cold", action="store_true", help="--corpus: clear caches before each question")
    args = parser.parse_args()
    if args.corpus:
        corpus(args.repeat or 10, args.cold)
        return
    args.repeat = args.repeat or 30
    index = CardIndex(bundled_cards())
    texts = situations()
    phases: dict[str, list[float]] = {"parse": [], "resolve": [], "render": [], "total": []}
    worst: tuple[float, str] = (0.0, "")
    for text in texts:  # warm-up: index build, rule book, imports
        render_resolution(run_scenario(parse_situation(text, index).scenario, index))
    for _ in range(args.repeat):
        for text in texts:
            t0 = time.perf_counter()
            reading = parse_situation(text, index)
            t1 = time.perf_counter()
            resolution = run_scenario(reading.scenario, index)
            t2 = time.perf_counter()
            render_resolution(resolution)  # the rule book of the scenario's ruleset, as `ask` uses it
            t3 = time.perf_counter()
            for key, value in (("parse", t1 - t0), ("resolve", t2 - t1), ("render", t3 - t2), ("total", t3 - t0)):
                phases[key].append(value * 1000)
            worst = max(worst, ((t3 - t0) * 1000, text))
    print(f"{len(texts)} situations x {args.repeat} runs, bundled index ({len(index)} cards)")
    print(f"{'phase':<10} {'median ms':>10} {'p99 ms':>8}")
    for key, times in phases.items():
        median, p99 = _stats(times)
        print(f"{key:<10} {median:>10.3f} {p99:>8.3f}")
    print(f"slowest: {worst[0]:.3f} ms — {worst[1][:90]}")

    pooled = asyncio.run(through_the_pool(texts, args.repeat, args.workers))
    print()
    print(f"parse + resolve + render, in-process vs through a {args.workers}-worker pool (process hop included)")
    print(f"{'':<20} {'median ms':>10} {'p99 ms':>8}")
    median, p99 = _stats(phases["total"])
    print(f"{'in-process':<20} {median:>10.3f} {p99:>8.3f}")
    worst_p99 = 0.0
    for key, times in pooled.items():
        median, p99 = _stats(times)
        worst_p99 = max(worst_p99, p99)
        print(f"{key:<20} {median:>10.3f} {p99:>8.3f}")
    verdict = "met" if worst_p99 <= 5.0 else "NOT met"
    print(f"goal p99 <= 5 ms with the process hop: {verdict} (worst p99 {worst_p99:.3f} ms)")

    times, started = asyncio.run(respawns(20))
    ms = sorted(t * 1000 for t in times)
    print()
    print(f"pool start-up (fork server + 2 workers): {started * 1000:.0f} ms")
    print(
        f"worker respawn (SIGKILL -> replacement ready), {len(ms)} kills: "
        f"median {statistics.median(ms):.1f} ms, max {ms[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
