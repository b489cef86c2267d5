"""Rules library benchmark: import time of the 2022 CR file, lookup and search medians.

    python bench/rules.py [--repeat N]

Goals (issue #3): import < 1 s, lookup < 1 ms, search < 5 ms (medians). Needs ../shared beside the repo.
"""

from __future__ import annotations

import argparse
import statistics
import time
import tracemalloc
from pathlib import Path

from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.cr import parse_cr
from resolver.rules.library import RuleLibrary

CR_2022 = Path(__file__).resolve().parent.parent.parent / "shared" / "rules" / "mtg" / "MagicCompRules-20220429.txt"
LOOKUPS = ["615.7", "704.5k", "615", "702.19b", "100.1", "616.1f", "704.5a-704.5m", "419.7c", "ga:damage-prevention/5"]
SEARCHES = [
    "unpreventable",
    "prevent damage",
    "shield counter",
    "615.1",
    "double strike first strike",
    "lethal damage",
    "redirect",
    "toxic",
    "state-based actions",
    "damage can't be prevented",
]


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    raw = CR_2022.read_text(encoding="utf-8")
    imports = timed(lambda: parse_cr(raw), 10)
    tracemalloc.start()
    corpus = parse_cr(raw)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(
        f"import 2022 CR ({len(corpus.rules)} rules, {len(corpus.glossary)} glossary): "
        f"median {statistics.median(imports):.1f} ms, peak {peak / 1e6:.1f} MB"
    )
    library = RuleLibrary([*(bundled_corpus(g) for g in BUNDLED_FILES), corpus])
    library.search("warm up the index")
    lookups = [t for q in LOOKUPS for t in timed(lambda q=q: library.lookup(q), args.repeat)]
    searches = [t for q in SEARCHES for t in timed(lambda q=q: library.search(q), max(1, args.repeat // 4))]
    defines = timed(lambda: library.define("prevntion efect"), args.repeat)
    for name, values in (("lookup", lookups), ("search", searches), ("define (fuzzy)", defines)):
        values.sort()
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        print(f"{name:<15} median {statistics.median(values):.3f} ms, p99 {p99:.3f} ms over {len(values)} calls")


if __name__ == "__main__":
    main()
