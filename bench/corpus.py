"""The question corpus, asked as typed: how many the reader gets right (tests/corpus/README.md).

    python bench/corpus.py [-v] [--index lazy|eager|store] [--index-build] [--file tests/corpus/fresh.jsonl]

Over the whole 2018 card pool (../shared/cards/oracle-cards-2018.json, bundled cards first), each question in
tests/corpus/questions.jsonl is asked as its author typed it and judged by its "check": right, wrong, refused,
unexpected-answer (a question whose answer can't be modelled, answered anyway) or crash. Then each "answer"
entry's reference reading (its controlled version) is judged the same way: that is the engine's own figure.
-v prints every entry; --index-build times the three ways to build the pool's index first; --file asks another file
in the same format (tests/corpus/fresh.jsonl: questions collected after the reader was built, held-out style).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from corpus.run import CORPUS, RESULTS, entries, evaluate_all, evaluate_reference, pool_index  # noqa: E402


def build_times() -> None:
    """Seconds to build the pool's index each way, and to ask every question with it (compiling on first use
    counts there for the lazy index)."""
    print(f"{'index build':<12} {'build s':>8} {'ask all s':>10}")
    for how in ("lazy", "eager", "store"):
        t0 = time.perf_counter()
        index = pool_index(how=how)
        t1 = time.perf_counter()
        evaluate_all(entries(), index)
        print(f"{how:<12} {t1 - t0:>8.2f} {time.perf_counter() - t1:>10.2f}")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per entry")
    parser.add_argument("--index", choices=("lazy", "eager", "store"), default="lazy")
    parser.add_argument("--index-build", action="store_true", help="time the three index builds first")
    parser.add_argument("--file", type=Path, default=CORPUS, help="a corpus file (default: questions.jsonl)")
    args = parser.parse_args()
    if args.index_build:
        build_times()
    t0 = time.perf_counter()
    index = pool_index(how=args.index)
    built = time.perf_counter() - t0
    items = entries(args.file)
    results = evaluate_all(items, index)
    asked = time.perf_counter() - t0 - built
    kinds = Counter(e["check"]["kind"] for e in items)
    by_kind = {k: Counter(r for e, r, _, _ in results if e["check"]["kind"] == k) for k in ("answer", "refuse")}
    total = Counter(r for _, r, _, _ in results)
    print(f"{args.file.name}: {len(items)} questions ({kinds['answer']} answer, {kinds['refuse']} refuse), as typed")
    widths = [max(len(r), 5) + 2 for r in RESULTS]
    print(f"{'':<16}" + "".join(f"{r:>{w}}" for r, w in zip(RESULTS, widths, strict=True)))
    for label, counts in (("answer entries", by_kind["answer"]), ("refuse entries", by_kind["refuse"]), ("all", total)):
        print(f"{label:<16}" + "".join(f"{counts[r]:>{w}}" for r, w in zip(RESULTS, widths, strict=True)))
    references = Counter()
    for e in items:
        if e["check"]["kind"] == "answer":
            references[evaluate_reference(e, index)[0]] += 1
    disagree = [e["id"] for e in items if "engine_disagrees" in e]
    print(
        f"reference readings (the engine): {references['right']} of {kinds['answer']} right"
        + "".join(f", {n} {r}" for r, n in sorted(references.items()) if r != "right")
        + (f"; engine_disagrees: {', '.join(disagree)}" if disagree else "")
    )
    print(f"index ({args.index}) {built:.2f} s, asking {asked:.2f} s")
    if args.verbose:
        print()
        for e, result, detail, seconds in results:
            print(f"{e['id']:<8} {e['check']['kind']:<7} {result:<18} {seconds * 1000:7.1f} ms  {detail[:110]}")


if __name__ == "__main__":
    main()
