"""Golden answers: every reply, in full, to prove a change answers every question byte for byte the same.

    python bench/golden.py dump FILE      # write the answers (one JSON line per question and reader)
    python bench/golden.py check FILE     # answer again and compare with FILE: prints each difference, exit 1 if any

The questions: each corpus entry's text as typed and its controlled version (tests/corpus/questions.jsonl and
fresh.jsonl; never the held-out sets fresh2–fresh5, which no reader work may look at, not even as a difference's
key) and the situations of examples/situations.txt, over the 2018 card pool (run.py
pool_index()). Each through the chat reader (`commands.ask.ask_reply`: the reply's text, exit code and data) and
the situation parser (`parse_situation`, then the engine and the renderer, as bench/ask.py times them).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))  # first: tests/corpus is the package, not bench/corpus.py

CORPORA = ("questions.jsonl", "fresh.jsonl")


def questions() -> Iterator[tuple[str, str]]:
    """(key, text): each corpus entry's question and controlled version, then each example situation."""
    from ask import situations
    from corpus.run import CORPUS, entries

    for name in CORPORA:
        for entry in entries(CORPUS.with_name(name)):
            for field in ("question", "controlled"):
                if field in entry:
                    yield f"{name}:{entry['id']}:{field}", entry[field]
    for n, text in enumerate(situations()):
        yield f"situations.txt:{n}", text


def _chat(text: str, index: Any) -> dict[str, Any]:
    from commands.ask import ask_reply

    reply = ask_reply(text, index=index)
    return {
        "exit": reply.exit_code,
        "text": reply.to_text(),
        "data": json.dumps(reply.data, sort_keys=True, default=str),
    }


def _situation(text: str, index: Any) -> dict[str, Any]:
    from commands.render import render_resolution
    from commands.resolve import run_scenario
    from commands.situation import parse_situation
    from resolver.errors import RulekeeperError

    try:
        reading = parse_situation(text, index)
        reply = render_resolution(run_scenario(reading.scenario, index))
    except RulekeeperError as exc:
        return {"exit": exc.exit_code, "text": str(exc)}
    return {
        "exit": reply.exit_code,
        "text": reply.to_text(),
        "data": json.dumps(reply.data, sort_keys=True, default=str),
    }


def answers() -> Iterator[dict[str, Any]]:
    from corpus.run import pool_index

    index = pool_index()
    for key, text in questions():
        for reader, answer in (("chat", _chat), ("situation", _situation)):
            yield {"key": key, "reader": reader, **answer(text, index)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("dump", "check"))
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    if args.mode == "dump":
        with args.file.open("w", encoding="utf-8") as out:
            count = 0
            for row in answers():
                out.write(json.dumps(row, sort_keys=True) + "\n")
                count += 1
        print(f"{count} answers written to {args.file}")
        return
    golden = {
        (row["key"], row["reader"]): row for row in map(json.loads, args.file.read_text(encoding="utf-8").splitlines())
    }
    differences = count = 0
    for row in answers():
        count += 1
        before = golden.pop((row["key"], row["reader"]), None)
        if before != row:
            differences += 1
            print(f"DIFFERENT {row['key']} ({row['reader']}): exit {before and before['exit']} -> {row['exit']}")
    for key, reader in golden:
        differences += 1
        print(f"MISSING {key} ({reader})")
    print(f"{count} answers compared with {args.file}: {differences} differences")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
