"""A large imported card pool: import time and memory, a cold `rulekeeper ask`, fuzzy lookups.

    python bench/cards.py [--pool ../shared/cards/oracle-cards-2018.json] [--total 30000] [--runs 5]
    python bench/cards.py --coverage    # how many of the pool's cards compile completely; the commonest gaps

Makes a Scryfall file of `--total` cards in a temporary folder (never kept): the 2018 Oracle pool plus
synthetic renamed copies of its single-faced cards (bench/fuzzy.py's plausible names, the card's own name
replaced in its text too). Then, each as a whole process (wall time, and peak RSS from wait4, which covers
the forked engine child): `rulekeeper cards import` of it, and `rulekeeper ask` with it imported, `--runs`
times each, medians printed. Targets: import ≤ 5 s and ≤ 200 MB; cold ask ≤ 0.6 s and ≤ 80 MB. Last,
bench/fuzzy.py's lookup check over the imported index (bundled cards first): exact, misspelled and prefix
queries of its names, with the count of wrong top hits (a card answered that isn't the one meant; target 0).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

POOL = ROOT.parent / "shared" / "cards" / "oracle-cards-2018.json"
ASK = "Opponent casts Lightning Bolt targeting my Grizzly Bears."


def make_pool(pool: Path, total: int, out: Path, seed: int = 15) -> int:
    """Write `total` cards (the pool and renamed copies of its single-faced cards) to `out`; the count written."""
    from fuzzy import synthetic_names

    from cardindex.fuzzy import normalise

    cards = json.loads(pool.read_text(encoding="utf-8"))
    taken = {normalise(c["name"]) for c in cards}
    for c in cards:
        taken.update(normalise(f.get("name", "")) for f in c.get("card_faces") or [])
    plain = [c for c in cards if c.get("layout") == "normal" and "card_faces" not in c]
    rng = random.Random(seed)
    wanted = max(0, total - len(cards))
    names = [n for n in synthetic_names(wanted * 2, seed) if normalise(n) not in taken and "//" not in n][:wanted]
    copies = []
    for i, name in enumerate(names):
        card = dict(rng.choice(plain))
        old = card["name"]
        card.update(name=name, id=f"bench-{i}", oracle_id=f"bench-oracle-{i}")
        if card.get("oracle_text"):
            card["oracle_text"] = re.sub(rf"\b{re.escape(old)}\b", name, card["oracle_text"])
        copies.append(card)
    with out.open("w", encoding="utf-8") as f:
        json.dump(cards + copies, f)
    return len(cards) + len(copies)


def run(argv: list[str], env: dict[str, str]) -> tuple[float, float, str, float]:
    """Wall seconds, peak RSS in MB (the process and its waited-for children), output and CPU seconds of one
    command. This process stays small (the card file is made by a child), so the RSS it forks with is small."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(argv, env=env, stdout=out, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.perf_counter() - start
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    if proc.returncode:
        raise SystemExit(f"{' '.join(argv[:3])} … failed ({proc.returncode}):\n{text}")
    return wall, usage.ru_maxrss / 1024, text, usage.ru_utime + usage.ru_stime


def medians(rows: list[tuple[float, float, str, float]]) -> tuple[float, float, float]:
    return tuple(statistics.median(r[i] for r in rows) for i in (0, 1, 3))  # type: ignore[return-value]


def runs(rows: list[tuple[float, float, str, float]]) -> str:
    return ", ".join(f"{w:.2f} s/{r:.0f} MB" for w, r, _, _ in rows)


def coverage(pool: Path, top: int = 25) -> None:
    """How many of the pool's cards compile completely (every line that could change an answer is modelled), and
    the most common lines that don't, grouped as templates (the card's name as "this", numbers as N, mana as {M})."""
    from collections import Counter, defaultdict

    from cardindex.compiler import normalise
    from cardindex.importers import iter_scryfall
    from commands.cards import compile_abilities

    with pool.open("rb") as fh:
        cards = list(iter_scryfall(fh))
    compile_abilities(cards)
    lines: Counter[str] = Counter()
    example: dict[str, list[str]] = defaultdict(list)
    for card in cards:
        for a in card.unmodelled():
            face = card.faces[a.face]
            t = re.sub(r"\s*\([^)]*\)", "", normalise(a.text, face.name, face.type_line))
            t = re.sub(r"[+-]N/[+-]N", "±N/±N", re.sub(r"\b\d+\b", "N", re.sub(r"\{[^}]+\}", "{M}", t)))
            lines[t] += 1
            example[t].append(card.name)
    full = sum(1 for c in cards if not c.unmodelled())
    print(f"compiled completely: {full} of {len(cards)} cards ({100 * full / len(cards):.1f} %)")
    for t, n in lines.most_common(top):
        print(f"{n:5}  {t[:100]}  ({', '.join(example[t][:2])})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pool", type=Path, default=POOL)
    parser.add_argument("--total", type=int, default=30_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--make", type=Path, help=argparse.SUPPRESS)  # (the child that writes the card file)
    parser.add_argument("--coverage", action="store_true", help="only the pool's compile coverage, then stop")
    args = parser.parse_args()
    if args.coverage:
        coverage(args.pool)
        return
    if args.make:
        print(make_pool(args.pool, args.total, args.make))
        return
    script = Path(sys.executable).parent / "rulekeeper"
    cli = [str(script)] if script.exists() else [sys.executable, "-m", "commands.cli"]
    with tempfile.TemporaryDirectory() as tmp:
        file = Path(tmp) / "oracle-cards-big.json"
        make = [sys.executable, __file__, "--make", str(file), "--pool", str(args.pool), "--total", str(args.total)]
        written = int(subprocess.run(make, check=True, capture_output=True, text=True).stdout)
        print(f"card file: {written} cards ({file.stat().st_size / 1e6:.0f} MB), made in a temporary folder")
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        imports = []
        for i in range(args.runs):
            env["RULEKEEPER_DATA"] = str(Path(tmp) / f"data{i}")
            imports.append(run([*cli, "cards", "import", str(file)], env))
        wall, rss, cpu = medians(imports)
        imported = re.search(r"Imported: (\d+) cards", imports[0][2])
        print(f"import ({imported.group(1) if imported else '?'} cards stored), {args.runs} runs:")
        print(f"  median wall {wall:.2f} s (target ≤ 5), median peak RSS {rss:.0f} MB (target ≤ 200), CPU {cpu:.2f} s")
        print(f"  runs: {runs(imports)}")
        env["RULEKEEPER_DATA"] = str(Path(tmp) / "data0")
        asks = [run([*cli, "ask", ASK], env) for _ in range(args.runs)]
        if "Grizzly Bears" not in asks[0][2] or "graveyard" not in asks[0][2]:
            raise SystemExit(f"the ask did not answer as expected:\n{asks[0][2]}")
        wall, rss, cpu = medians(asks)
        print(f"cold `rulekeeper ask {ASK!r}`, {args.runs} runs:")
        print(f"  median wall {wall:.2f} s (target ≤ 0.6), median peak RSS {rss:.0f} MB (target ≤ 80), CPU {cpu:.2f} s")
        print(f"  runs: {runs(asks)}")
        empty = dict(env, RULEKEEPER_DATA=str(Path(tmp) / "empty"))
        wall, rss, cpu = medians([run([*cli, "ask", ASK], empty) for _ in range(args.runs)])
        print(f"  for comparison, bundled cards only: median {wall:.2f} s, {rss:.0f} MB, CPU {cpu:.2f} s")
        print(f"  (load average now: {', '.join(f'{x:.1f}' for x in os.getloadavg())}, {os.cpu_count()} CPUs)")

        os.environ["RULEKEEPER_DATA"] = env["RULEKEEPER_DATA"]
        from fuzzy import bench_index

        from cardindex.store import CardStore
        from commands.cardsource import load_index

        store = CardStore()
        start = time.perf_counter()
        index = load_index(store)
        index.lookup("warm up")
        took = (time.perf_counter() - start) * 1000
        print(f"\nindex from the store: {len(index)} cards by name in {took:.0f} ms, {store.loaded} details parsed")
        wrong = bench_index("imported index (bundled first)", index, args.queries, 10)
        print(f"  details parsed by the lookups: {store.loaded} of {len(index)}")
        print(f"  wrong top hits: {wrong} (target 0)")


if __name__ == "__main__":
    main()
