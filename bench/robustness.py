"""How the reader holds up when a question it gets right is typed a little differently (issue #16).

    python bench/robustness.py [-v] [--file tests/corpus/fresh6.jsonl ...]

Each entry of the dev sets (questions.jsonl, fresh.jsonl, fresh6 … fresh13.jsonl; never the held-out fresh2–fresh5)
that is right as typed is asked again with one everyday change at a time, the ways players type in Discord:
card names in lower case, every letter in lower case, a lower-case "i", sentences started in lower case,
apostrophes dropped ("didnt"), question marks dropped, all on one line, a greeting before it, "is this a bug?"
after it. Each change is judged as the entry is (tests/corpus/run.py); the figure is how many entries it turns
from right to anything else, and a wrong answer (or an answer where a refusal is due, or a crash) is reported
on its own line, as it must never happen. -v lists each entry turned, with its reply.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from corpus.run import CORPUS, entries, evaluate_text, pool_index  # noqa: E402
from rewordings import DEV_SETS  # noqa: E402  (the dev sets, named one by one)

_NEVER = ("wrong", "unexpected-answer", "crash")


def _names_lower(entry: dict, text: str) -> str:
    """Each card the entry names (and a legend's name before its comma) typed in lower case."""
    for card in entry.get("cards", []):
        for name in (card, card.split(",")[0]):
            text = re.sub(re.escape(name), name.lower(), text)
    return text


CHANGES: dict[str, Callable[[dict, str], str]] = {
    "card names lower case": _names_lower,
    "all lower case": lambda e, t: t.lower(),
    'lower-case "i"': lambda e, t: re.sub(r"\bI\b", "i", t),
    "sentences start lower case": lambda e, t: re.sub(r"(^|[.!?]\s+|\n)([A-Z])", lambda m: m[1] + m[2].lower(), t),
    "apostrophes dropped": lambda e, t: re.sub(r"(\w)['’](\w)", r"\1\2", t),
    "question marks dropped": lambda e, t: t.replace("?", ""),
    "one line": lambda e, t: re.sub(r"\s*\n+\s*", " ", t),
    "a greeting first": lambda e, t: "Hey all, quick rules question. " + t,
    '"is this a bug?" after': lambda e, t: t.rstrip() + "\n\nIs this a bug or am I wrong?",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list each entry a change turns")
    parser.add_argument("--file", action="append", help="a corpus file (default: the dev sets)")
    args = parser.parse_args()
    files = [Path(f) for f in args.file] if args.file else [CORPUS.parent / f"{n}.jsonl" for n in DEV_SETS]
    index = pool_index()
    tried: Counter[str] = Counter()
    turned: Counter[str] = Counter()
    never: list[str] = []
    listed: list[str] = []
    right = 0
    for path in files:
        for entry in entries(path):
            if evaluate_text(entry, entry["question"], index)[0] != "right":
                continue
            right += 1
            for name, change in CHANGES.items():
                text = change(entry, entry["question"])
                if text == entry["question"]:
                    continue
                tried[name] += 1
                result, said = evaluate_text(entry, text, index)
                if result == "right":
                    continue
                turned[name] += 1
                line = f"  {name:<27} {entry['id']:<8} {result:<10} {said[:110]}"
                (never if result in _NEVER else listed).append(line)
    print(f"{right} entries right as typed in {len(files)} files; each change asked where it changes the text")
    print(f"{'change':<28} {'asked':>6} {'turned':>7} {'share':>6}")
    for name in CHANGES:
        share = f"{100 * turned[name] / tried[name]:.0f} %" if tried[name] else "-"
        print(f"{name:<28} {tried[name]:>6} {turned[name]:>7} {share:>6}")
    print(f"wrong, answered where a refusal is due, or crashed: {len(never)}")
    for line in never + (listed if args.verbose else []):
        print(line)


if __name__ == "__main__":
    main()
