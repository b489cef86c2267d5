"""The exploration's shortcuts (lines merged at action boundaries, redirection chains in one walk,
interchangeable effects walked once) against the exhaustive engine (every line of play to its end,
every order of every event), over seeded random scenarios and the recorded ones.

    python bench/equivalence.py [--scenarios N] [--seed S]

Prints how many answers are identical, identical in results (a chain was followed, so its labels and
steps name the chain in one choice, or twins were exchanged, so an outcome may be labelled by another order
leading to it; each label is checked to lead to its outcome), refused by both, answered only with the
shortcuts (the exhaustive engine has too many lines), and different (must be 0).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from random_scenarios import compare_with_exhaustive, random_scenario  # noqa: E402


def recorded() -> list[dict]:
    """The scenarios of examples/ and of bench/resolve.py's corpus."""
    import json

    sys.path.insert(0, str(ROOT / "bench"))
    from resolve import CORPUS

    found = [make() for make in CORPUS.values()]
    found += [json.loads(p.read_text()) for p in sorted((ROOT / "examples").glob("*.json"))]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scenarios", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally: Counter[str] = Counter()
    start = time.perf_counter()
    for data in recorded():
        tally[compare_with_exhaustive(data)] += 1
    for _ in range(args.scenarios):
        data = random_scenario(rng)
        verdict = compare_with_exhaustive(data)
        tally[verdict.split(":")[0]] += 1
        if verdict.startswith("DIFFERENT"):
            print(verdict, data)
    total = sum(tally.values())
    print(f"{total} scenarios ({args.scenarios} random, seed {args.seed}) in {time.perf_counter() - start:.1f} s")
    verdicts = ("same", "same results", "both refuse", "only merged answers")
    for verdict in (*verdicts, "DIFFERENT"):
        print(f"  {verdict:<34} {tally.get(verdict, 0)}")


if __name__ == "__main__":
    main()
