"""`rulekeeper console`: the Discord commands in a terminal, same handlers, same SQLite file (channel "console").

    rk> /ruling Opponent casts Lightning Bolt targeting my Grizzly Bears
    rk> /scenario add I control Grizzly Bears with a shield counter.
    rk> /rule 615.7
    rk> /quit

Options are written as Discord shows them: `/ruling ruleset:mtg-2008 …`, `/card game:grand-archive …`.
"""

from __future__ import annotations

import os
import re
import sys
import traceback
from typing import TextIO

from commands.channel import Handlers
from commands.reply import Reply, error_reply
from commands.safe_text import neutral
from commands.workers import Caller

from .settings import load_settings
from .storage import Storage

CHANNEL = "console"
USER = "console"  # the console is one user, with every right (Manage Messages, Manage Channels)
CALLER = Caller(user=USER)  # … and one user for the engine's per-user limit
PROMPT = "rk> "
OPTION = re.compile(r"^(ruleset|game|examples):(\S+)\s*", re.I)

USAGE = (
    "commands: /ruling [ruleset:R] TEXT · /compare TEXT · /scenario add TEXT | show | resolve | undo | clear · "
    "/rule [ruleset:R] NUMBER · /rules search QUERY · /define TERM · /card [game:G] NAME · "
    "/settings [ruleset:R] · /help · /quit"
)


def _options(text: str) -> tuple[dict[str, str], str]:
    found: dict[str, str] = {}
    while m := OPTION.match(text):
        found[m.group(1).lower()] = m.group(2)
        text = text[m.end() :]
    return found, text.strip()


async def dispatch(handlers: Handlers, line: str) -> Reply | None:
    """One console line -> the reply the same Discord command gives (None for an empty line)."""
    line = line.strip()
    if not line:
        return None
    if not line.startswith("/"):
        return error_reply(f"commands start with /: try /ruling {neutral(line[:40])}", 2)
    name, _, rest = line[1:].partition(" ")
    name = name.lower()
    opts, rest = _options(rest.strip())
    if name == "scenario":
        sub, _, text = rest.partition(" ")
        actions = {
            "add": lambda: handlers.scenario_add(CHANNEL, text, USER),
            "show": lambda: handlers.scenario_show(CHANNEL, CALLER),
            "resolve": lambda: handlers.scenario_resolve(CHANNEL, CALLER),
            "undo": lambda: handlers.scenario_undo(CHANNEL, USER, may_manage=True),
            "clear": lambda: handlers.scenario_clear(CHANNEL, USER, may_manage=True),
        }
        if sub.lower() not in actions:
            return error_reply("use /scenario add TEXT, show, resolve, undo or clear", 2)
        return await actions[sub.lower()]()
    if name == "rules":
        sub, _, query = rest.partition(" ")
        if sub.lower() != "search" or not query.strip():
            return error_reply("use /rules search QUERY", 2)
        return handlers.rules_search(query)
    if name == "settings":
        return await (
            handlers.set_ruleset(CHANNEL, opts["ruleset"]) if "ruleset" in opts else handlers.settings(CHANNEL)
        )
    if name == "help":
        return handlers.help(rest or None)
    if name not in ("ruling", "compare", "rule", "define", "card"):
        return error_reply(f"unknown command /{neutral(name)}: {USAGE}", 2)
    if not rest:
        return error_reply(f"/{name} needs text: {USAGE}", 2)
    if name in ("ruling", "compare"):
        return await handlers.ruling(CHANNEL, rest, opts.get("ruleset"), compare=name == "compare", caller=CALLER)
    if name == "rule":
        return handlers.rule(rest, opts.get("ruleset"), opts.get("examples", "true").lower() != "false")
    if name == "define":
        return handlers.define(rest)
    return handlers.card(rest, opts.get("game"))


async def run_console(
    database: str, default_ruleset: str = "mtg", stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout
) -> int:
    """Read commands until /quit or end of input; print each answer as text."""
    store = await Storage.open(database)
    engine = load_settings().engine()  # engine work in bounded worker processes, as in the bot
    try:
        await engine.start()
        handlers = Handlers(store, default_ruleset=default_ruleset, engine=engine)
        handlers.warm()
        print(
            f"Rulekeeper console (state in {database}, channel '{CHANNEL}'). /help for commands, /quit to leave.",
            file=stdout,
        )
        await console_loop(handlers, stdin, stdout)
    finally:
        await engine.close()
        await store.close()
    return 0


async def console_loop(handlers: Handlers, stdin: TextIO, stdout: TextIO) -> None:
    """Answer each line until /quit or end of input. A command that fails in an unexpected way is answered
    with one line ("internal error …", as the command line does) and the next line is read as usual."""
    interactive = stdin.isatty()
    while True:
        if interactive:
            print(PROMPT, end="", file=stdout, flush=True)
        line = stdin.readline()
        if not line or line.strip().lower() in ("/quit", "/exit"):
            break
        try:
            reply = await dispatch(handlers, line)
        except Exception as exc:  # never a traceback, and the console keeps answering; RULEKEEPER_DEBUG=1 shows it
            if os.environ.get("RULEKEEPER_DEBUG"):
                traceback.print_exc(file=sys.stderr)
            print(f"internal error: {type(exc).__name__}: {exc} (please report this)", file=stdout)
            print(file=stdout, flush=True)
            continue
        if reply is None:
            continue
        if reply.error:
            print(f"error: {reply.summary}", file=stdout)
        else:
            print(reply.to_text(), file=stdout)
        print(file=stdout, flush=True)
