"""The metamorphic check of the chat reader: each controlled-English situation (examples/situations.txt and the
dev sets' "controlled" versions; never the held-out fresh2–fresh5) reworded the ways players type in Discord
(tests/rewordings.py: "opp", "bolts X", past tense, "I have X out", "I block it with …", a greeting, …), one
rewording at a time, then each two in turn, then all that apply.

    python bench/metamorphic.py [-v]

A reworded text must get the controlled text's answer — the same distinct outcomes: each player's life, poison
and loss, each permanent's zone, damage, counters and loyalty by name and controller — or a refusal (exit 2 or
3, never wrong). Prints, per rewording (alone, and in the pairs it is one of): applied, same answer, refused,
DIFFERENT; -v lists each DIFFERENT text with both answers. Deterministic.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from corpus.run import pool_index  # noqa: E402
from rewordings import REWORDINGS, compare, reworded, situations  # noqa: E402

from commands.ask import ask_reply  # noqa: E402

VERDICTS = ("same", "refused", "DIFFERENT", "crash")


def _outcomes(reply) -> str:
    if reply.error:
        return f"exit {reply.exit_code}: {reply.summary[:140]}"
    lines = []
    for n, outcome in enumerate(reply.data["outcomes"], 1):
        players = ", ".join(
            f"{w} {p['life']} life" + (f" {p['poison']} poison" if p["poison"] else "") + (" LOST" if p["lost"] else "")
            for w, p in outcome["players"].items()
        )
        perms = ", ".join(
            f"{p['name']} ({p['controller']}) {p['zone']}"
            + (f" dmg {p['damage']}" if p["damage"] else "")
            + (f" {p['counters']}" if p.get("counters") else "")
            + (f" loyalty {p['loyalty']}" if p.get("loyalty") is not None else "")
            for p in outcome["permanents"].values()
        )
        lines.append(f"      {n}. {players}; {perms}")
    return "\n".join(lines[:6]) + (f"\n      … {len(lines)} outcomes" if len(lines) > 6 else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list each DIFFERENT text with both answers")
    args = parser.parse_args()
    index = pool_index()
    start = time.perf_counter()
    alone = {name: Counter() for name in REWORDINGS}
    paired = {name: Counter() for name in REWORDINGS}
    total: Counter[str] = Counter()
    base_refused: list[str] = []
    listed: list[str] = []
    texts = situations()
    for key, text in texts:
        base = ask_reply(text, index=index)
        if base.error:
            base_refused.append(key)
            continue
        for names, out in reworded(text):
            reply = ask_reply(out, index=index)
            verdict = compare(base, reply)
            total[verdict] += 1
            table = alone if len(names) == 1 else paired
            if len(names) <= 2:
                for name in names:
                    table[name]["applied"] += 1
                    table[name][verdict] += 1
            if verdict in ("DIFFERENT", "crash"):
                listed.append(
                    f"  {verdict} {key} [{' + '.join(names) if len(names) <= 2 else 'all that apply'}]\n"
                    f"    controlled: {text}\n{_outcomes(base)}\n    reworded:   {out}\n{_outcomes(reply)}"
                )
    print(
        f"{len(texts)} situations ({len(base_refused)} refused as written: {', '.join(base_refused) or 'none'}); "
        f"{sum(total.values())} reworded texts in {time.perf_counter() - start:.1f} s"
    )
    for title, table in (("alone", alone), ("in pairs", paired)):
        print(f"\n{'rewording (' + title + ')':<42} {'applied':>7} {'same':>6} {'refused':>7} {'DIFFERENT':>9}")
        for name in REWORDINGS:
            c = table[name]
            print(f"{name:<42} {c['applied']:>7} {c['same']:>6} {c['refused']:>7} {c['DIFFERENT'] + c['crash']:>9}")
    print(f"\nall reworded texts: {sum(total.values())}; " + ", ".join(f"{v} {total[v]}" for v in VERDICTS))
    if args.verbose:
        for line in listed:
            print(line)


if __name__ == "__main__":
    main()
