"""The `rulekeeper` command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from resolver.scenario import Scenario

from .reply import Reply
from .resolve import resolve_text


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, encoding="utf-8-sig") as fh:
        return fh.read()


def _emit(reply: Reply, as_json: bool) -> int:
    if reply.error:
        print(f"rulekeeper: error: {reply.summary}", file=sys.stderr)
        return reply.exit_code or 1
    if as_json:
        print(json.dumps(reply.data, indent=2, ensure_ascii=False))
    else:
        print(reply.to_text())
    return 0


def cmd_resolve(args: argparse.Namespace) -> int:
    try:
        text = _read(args.file)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"rulekeeper: error: cannot read {args.file}: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return 2
    return _emit(resolve_text(text), args.json)


def cmd_schema(args: argparse.Namespace) -> int:
    print(json.dumps(Scenario.model_json_schema(by_alias=True), indent=2, ensure_ascii=False))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rulekeeper",
        description="Rulings for trading card games: every outcome, and the rule behind each step.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("resolve", help="resolve a scenario JSON file (see docs/scenario.md)")
    p.add_argument("file", metavar="FILE|-", help="scenario JSON file, or - for standard input")
    p.add_argument("--json", action="store_true", help="print the machine-readable result")
    p.set_defaults(func=cmd_resolve)
    p = sub.add_parser("schema", help="print the JSON Schema of the scenario contract")
    p.set_defaults(func=cmd_schema)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return args.func(args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # never a traceback for users; RULEKEEPER_DEBUG=1 shows it
        if os.environ.get("RULEKEEPER_DEBUG"):
            raise
        print(f"rulekeeper: internal error: {type(exc).__name__}: {exc} (please report this scenario)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
