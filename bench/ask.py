"""`rulekeeper ask` benchmark: parse + resolve + render over the example situations.

    python bench/ask.py [--repeat N]

Reads examples/situations.txt (one situation per paragraph), times each full answer (the situation
parser with the bundled card index, the engine, the renderer) and prints the median and p99 per phase
and in all. Goal (issue #5): <= 5 ms p99 for the whole answer with the bundled index.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.render import render_resolution
from commands.resolve import run_scenario
from commands.situation import parse_situation

SITUATIONS = Path(__file__).resolve().parent.parent / "examples" / "situations.txt"


def situations() -> list[str]:
    text = SITUATIONS.read_text(encoding="utf-8")
    return [p.strip() for p in text.split("\n\n") if p.strip() and not p.lstrip().startswith("#")]


def _stats(times: list[float]) -> tuple[float, float]:
    times = sorted(times)
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
