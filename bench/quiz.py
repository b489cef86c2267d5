"""Quiz question generation benchmark (issue #17): `python bench/quiz.py [--seeds N]`.

Generates every template's question over N seeds under each ruleset it is written for (reading its
situation, resolving it, and resolving it again with each misconception it lists switched on — the
distractors), warm (the bundled card index loaded once; a situation met before is answered from memory, as in
a running bot; --cold forgets them before each question), and prints the median and p99 per question and per
template. Goal: p99 <= 50 ms per question with its distractors.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from commands.quiz import TEMPLATES, QuizError, build
from commands.quiz._generate import _resolved


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument(
        "--cold",
        action="store_true",
        help="forget every situation already resolved before each question (a bot's first)",
    )
    args = parser.parse_args()
    with contextlib.suppress(QuizError):  # warm: the card index, the engine's modules
        build(TEMPLATES[0], 0, TEMPLATES[0].rulesets[0])
    times: list[float] = []
    failed = 0
    print(f"{'template':32} {'ruleset':10} {'made':>5} {'median ms':>10} {'p99 ms':>8}")
    for t in TEMPLATES:
        for ruleset in t.rulesets:
            mine: list[float] = []
            made = 0
            for seed in range(args.seeds):
                if args.cold:
                    _resolved.cache_clear()
                start = time.perf_counter()
                try:
                    build(t, seed, ruleset)
                    made += 1
                except QuizError:
                    failed += 1
                mine.append((time.perf_counter() - start) * 1000)
            times += mine
            print(f"{t.key:32} {ruleset:10} {made:>5} {statistics.median(mine):>10.2f} {_p(mine, 0.99):>8.2f}")
    print(
        f"\n{len(times)} questions ({failed} without a wrong option): median {statistics.median(times):.2f} ms, "
        f"p99 {_p(times, 0.99):.2f} ms, max {max(times):.2f} ms"
    )
    goal = _p(times, 0.99) <= 50
    print(f"goal p99 <= 50 ms per question with distractors: {'met' if goal else 'NOT met'}")


if __name__ == "__main__":
    main()
