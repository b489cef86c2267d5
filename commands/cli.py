"""The `rulekeeper` command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from resolver.errors import RulekeeperError
from resolver.scenario import Scenario

from .reply import Reply


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


def _bounded(job: object) -> Reply:
    """Run an engine job in a child process within the engine's bounds (ENGINE_CPU_SECONDS, ENGINE_MEMORY_MB:
    2 s of CPU and 250 MB by default); past one, its one-line refusal (exit 2)."""
    from .reply import error_reply
    from .workers import Refused, run_bounded

    try:
        return run_bounded(job)
    except Refused as exc:
        return error_reply(str(exc), exc.exit_code)


def cmd_resolve(args: argparse.Namespace) -> int:
    from .workers import Resolve

    try:
        text = _read(args.file)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"rulekeeper: error: cannot read {args.file}: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return 2
    return _emit(_bounded(Resolve(text, args.compare)), args.json)


def cmd_ask(args: argparse.Namespace) -> int:
    from .workers import Ask

    text = " ".join(args.text)
    if text.strip() == "-":
        text = sys.stdin.read()
    return _emit(_bounded(Ask(text, args.ruleset, args.compare)), args.json)


def cmd_bot(args: argparse.Namespace) -> int:
    """Run the Discord bot; without a token, explain how to get one (exit 2)."""
    from bot.run import run_bot

    return run_bot(sync=args.sync, shards=args.shards, shard_count=args.shard_count)


def cmd_sync(args: argparse.Namespace) -> int:
    """Register the slash commands once: to a guild (instant) or globally."""
    from bot.run import run_sync

    return run_sync(args.guild, args.all_guilds)


def cmd_console(args: argparse.Namespace) -> int:
    import asyncio

    from bot.console import run_console
    from bot.settings import load_settings

    settings = load_settings()
    return asyncio.run(run_console(str(args.database or settings.database()), settings.ruleset_default))


def cmd_db_migrate_to(args: argparse.Namespace) -> int:
    """Copy the SQLite database (--database, else DATABASE_PATH) into an empty PostgreSQL database."""
    import asyncio

    from bot.settings import load_settings
    from bot.storage._copy import copy_sqlite_to_postgres

    source = str(args.database or load_settings().database_path)
    counts = asyncio.run(copy_sqlite_to_postgres(source, args.url))
    print(f"copied {sum(counts.values())} rows from {source}: " + ", ".join(f"{t} {n}" for t, n in counts.items()))
    print("set DATABASE_URL to this URL to use it (the SQLite file is left as it was)")
    return 0


def cmd_db_upgrade(args: argparse.Namespace) -> int:
    """Apply the numbered migrations the database hasn't had (the bot does it at start too, under a lock)."""
    import asyncio

    from bot.settings import load_settings
    from bot.storage import Storage

    async def upgrade() -> str:
        store = await Storage.open(str(args.database or load_settings().database()))
        try:
            return f"{store.backend} database {store.path}: schema version {await store.schema_version()}"
        finally:
            await store.close()

    print(asyncio.run(upgrade()))
    return 0


def cmd_rulesets(args: argparse.Namespace) -> int:
    from .rulesets_doc import rulesets_markdown

    print(rulesets_markdown(), end="")
    return 0


def cmd_schema(args: argparse.Namespace) -> int:
    print(json.dumps(Scenario.model_json_schema(by_alias=True), indent=2, ensure_ascii=False))
    return 0


def _library():
    from .rules_store import load_library

    return load_library()


def cmd_rule(args: argparse.Namespace) -> int:
    from .rules import rule_reply

    step = 1 if args.next else -1 if args.previous else 0
    reply = rule_reply(
        _library(),
        args.number,
        game=args.game,
        edition=args.edition,
        examples=not args.no_examples,
        step=step,
        diff=args.diff,
    )
    return _emit(reply, args.json)


def cmd_define(args: argparse.Namespace) -> int:
    from .rules import define_reply

    return _emit(define_reply(_library(), " ".join(args.term), game=args.game), args.json)


def cmd_rules_search(args: argparse.Namespace) -> int:
    from .rules import search_reply

    return _emit(search_reply(_library(), " ".join(args.query), game=args.game, limit=args.limit), args.json)


def cmd_rules_import(args: argparse.Namespace) -> int:
    from .progress import Progress
    from .rules import import_reply

    return _emit(import_reply(args.source, progress=Progress("rules import")), args.json)


def cmd_rules_update(args: argparse.Namespace) -> int:
    from .rules import update_reply

    return _emit(update_reply(), args.json)


def cmd_rules_list(args: argparse.Namespace) -> int:
    from .rules import list_reply

    return _emit(list_reply(_library()), args.json)


def cmd_card(args: argparse.Namespace) -> int:
    from resolver.ruleset import GAME_OF

    from .cards import card_reply
    from .cardsource import load_index

    game = GAME_OF[args.game] if args.game else None
    return _emit(card_reply(load_index(), " ".join(args.name), game=game), args.json)


def cmd_cards_import(args: argparse.Namespace) -> int:
    from .cards import import_cards_reply
    from .progress import Progress

    return _emit(import_cards_reply(args.source, progress=Progress("cards import")), args.json)


def cmd_cards_coverage(args: argparse.Namespace) -> int:
    from .cards import coverage_reply

    return _emit(coverage_reply(args.source), args.json)


def cmd_cards_update(args: argparse.Namespace) -> int:
    """Download the current card pool (Scryfall oracle_cards, the Grand Archive index) at most once a day; one
    final line; exit 2 with one line on a failure, the stored cards kept."""
    from cardindex.update import SOURCES, UpdateError, update_cards

    try:
        result = update_cards(force=args.force, games=(args.game,) if args.game else SOURCES)
    except UpdateError as exc:
        print(f"rulekeeper: error: {exc} (the cards stored before are kept)", file=sys.stderr)
        return 2
    if args.json:
        data = {"stored": result.stored, "paths": result.paths, "skipped": result.skipped}
        print(json.dumps({**data, "updated_at": result.updated_at, "seconds": round(result.seconds, 3)}, indent=2))
    else:
        print(result.line())
    return 0


GAMES = ["mtg", "mtg-2008", "grand-archive"]


def _ruleset_option(p: argparse.ArgumentParser, what: str) -> None:
    """--ruleset, the one name of the rule system in every command (--game: its old name, still read)."""
    p.add_argument("--ruleset", dest="game", choices=GAMES, help=what)
    p.add_argument("--game", dest="game", choices=GAMES, help=argparse.SUPPRESS)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rulekeeper",
        description="Rulings for trading card games: every outcome, and the rule behind each step.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("resolve", help="resolve a scenario JSON file (see docs/scenario.md)")
    p.add_argument("file", metavar="FILE|-", help="scenario JSON file, or - for standard input")
    p.add_argument("--json", action="store_true", help="print the machine-readable result")
    p.add_argument("--compare", action="store_true", help="resolve under every ruleset and show the differences")
    p.set_defaults(func=cmd_resolve)
    from .ask import ASK_HELP

    p = sub.add_parser(
        "ask",
        help="a situation in plain words: prints how it was read, then every outcome",
        description=ASK_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("text", nargs="+", metavar="TEXT", help="the situation in quotes, or - for standard input")
    p.add_argument("--ruleset", default="mtg", choices=GAMES, help="which rules (default: mtg, current)")
    p.add_argument(
        "--json", action="store_true", help="the scenario read, the interpretation, the answer and the outcomes"
    )
    p.add_argument("--compare", action="store_true", help="resolve under every ruleset and show the differences")
    p.set_defaults(func=cmd_ask)
    p = sub.add_parser("schema", help="print the JSON Schema of the scenario contract")
    p.set_defaults(func=cmd_schema)
    p = sub.add_parser("rulesets", help="print the concept table of every ruleset (docs/rulesets.md)")
    p.set_defaults(func=cmd_rulesets)

    p = sub.add_parser("bot", help="run the Discord bot (needs DISCORD_TOKEN; see rulekeeper console without one)")
    p.add_argument("--sync", action="store_true", help="register the slash commands at start (DEV_GUILD_ID or global)")
    p.add_argument(
        "--shards", help="the shard ids this process runs: 0-3, 4,5 or 0-1,6 (default: SHARDS; needs a count)"
    )
    p.add_argument(
        "--shard-count", type=int, help="how many shards there are over every process (default: SHARD_COUNT)"
    )
    p.set_defaults(func=cmd_bot)
    p = sub.add_parser("sync", help="register the slash commands once (owner): to a guild, or globally")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--guild", type=int, help="a server id: commands appear there at once")
    group.add_argument("--global", dest="all_guilds", action="store_true", help="every server (slow to appear)")
    p.set_defaults(func=cmd_sync)
    p = sub.add_parser("console", help="the bot's commands in a terminal (/ruling …, /rule 615.7, /scenario add …)")
    p.add_argument(
        "--database",
        help="SQLite file or postgresql://… URL (default: DATABASE_URL, DATABASE_PATH or ./rulekeeper.sqlite3)",
    )
    p.set_defaults(func=cmd_console)

    db = sub.add_parser("db", help="the bot's database: copy SQLite into PostgreSQL")
    dsub = db.add_subparsers(dest="db_command", metavar="ACTION", required=True)
    p = dsub.add_parser("migrate-to", help="copy the SQLite database into an empty PostgreSQL database")
    p.add_argument("url", help="postgresql://user:password@host/database")
    p.add_argument("--database", help="the SQLite file (default: DATABASE_PATH or ./rulekeeper.sqlite3)")
    p.set_defaults(func=cmd_db_migrate_to)
    p = dsub.add_parser("upgrade", help="apply the schema migrations now (the bot applies them at start too)")
    p.add_argument("--database", help="SQLite file or postgresql://… URL (default: DATABASE_URL or DATABASE_PATH)")
    p.set_defaults(func=cmd_db_upgrade)

    p = sub.add_parser("rule", help="quote a rule: 615.7, a section (615), a range (704.5a-704.5m), ga:…, 419.7b")
    p.add_argument("number")
    _ruleset_option(p, "which rules (default: from the number)")
    p.add_argument("--edition", help="an imported edition (effective date, e.g. 2017-09-29)")
    p.add_argument("--no-examples", action="store_true", help="leave out examples and notes")
    p.add_argument("--diff", metavar="EDITION", help="show what changed since an imported edition")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--next", action="store_true", help="the rule after this one")
    group.add_argument("--previous", action="store_true", help="the rule before this one")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rule)

    p = sub.add_parser("define", help="a glossary entry (fuzzy), with the rules it points to")
    p.add_argument("term", nargs="+")
    _ruleset_option(p, "whose glossary (default: every one)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_define)

    p = sub.add_parser("card", help="a card: oracle text and how the engine models it (names are fuzzy)")
    p.add_argument("name", nargs="+")
    _ruleset_option(p, "whose cards (mtg-2008: Magic's; default: any game)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_card)
    cards = sub.add_parser("cards", help="update or import card databases; compiler coverage")
    csub = cards.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    p = csub.add_parser("import", help="Scryfall oracle_cards JSON, MTGJSON AtomicCards.json or GA index pages")
    p.add_argument("source", metavar="FILE|URL")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_cards_import)
    p = csub.add_parser(
        "update", help="download the current card pool (Scryfall oracle_cards, Grand Archive index), once a day"
    )
    p.add_argument("--force", action="store_true", help="download even if it was downloaded less than a day ago")
    p.add_argument("--game", choices=["mtg", "grand-archive"], help="only this game's cards (default: both)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_cards_update)
    p = csub.add_parser("coverage", help="how many prevention/replacement cards the oracle-text compiler handles")
    p.add_argument("source", metavar="FILE|URL")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_cards_coverage)

    rules = sub.add_parser("rules", help="search, import, update and list rules")
    rsub = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    p = rsub.add_parser("search", help="ranked full-text search over rule texts")
    p.add_argument("query", nargs="+")
    _ruleset_option(p, "whose rules (default: every one)")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_search)
    p = rsub.add_parser("import", help="import an official CR .txt (file or URL) or the Grand Archive GitBook folder")
    p.add_argument("source", metavar="PATH|URL")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_import)
    p = rsub.add_parser("update", help="download the current Comprehensive Rules from Wizards and import them")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_update)
    p = rsub.add_parser("list", help="editions loaded (bundled and imported)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_list)
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
    except RulekeeperError as exc:  # a one-line message meant for the user (a database that can't be used)
        print(f"rulekeeper: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except Exception as exc:  # never a traceback for users; RULEKEEPER_DEBUG=1 shows it
        if os.environ.get("RULEKEEPER_DEBUG"):
            raise
        print(f"rulekeeper: internal error: {type(exc).__name__}: {exc} (please report this scenario)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
