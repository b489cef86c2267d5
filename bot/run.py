"""Entry points behind `rulekeeper bot` and `rulekeeper sync`: settings, the token check, logging, login."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Awaitable, Callable

import aiohttp
import discord

from .ops import configure_logging, on_signals
from .settings import NO_TOKEN, Settings, load_settings

log = logging.getLogger("rulekeeper.bot")

REFUSED = "rulekeeper: error: Discord refused the token (DISCORD_TOKEN): reset it in the developer portal"
# Gateway close codes (https://discord.com/developers/docs/topics/opcodes-and-status-codes) and what to do
CLOSE_CODES = {
    4004: "authentication failed: reset the token (DISCORD_TOKEN) in the developer portal",
    4010: "invalid shard",
    4011: "sharding required: the bot is in too many servers for one connection",
    4012: "invalid API version: update discord.py",
    4013: "invalid intents",
    4014: "disallowed intents: enable the privileged intents in the developer portal, or ask for none",
}


def start_failure(exc: BaseException, token: str) -> str | None:
    """One line saying why the bot couldn't log in or connect (never the token), or None for an error that
    isn't a known start-up failure."""
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        what = f"Discord closed the connection (code 4014: {CLOSE_CODES[4014]})"
    elif isinstance(exc, discord.ConnectionClosed):
        meaning = CLOSE_CODES.get(exc.code, "see Discord's gateway close codes")
        what = f"Discord closed the connection (code {exc.code}: {meaning})"
    elif isinstance(exc, discord.GatewayNotFound):
        what = "Discord's gateway wasn't found (Discord may be down): try again later"
    elif isinstance(exc, discord.HTTPException):
        what = f"Discord answered {exc.status} {getattr(exc.response, 'reason', '') or ''}".rstrip()
        what += ": try again later"
    elif isinstance(exc, OSError) and exc.filename:  # a file, not the network (the database's folder, …)
        what = f"{exc.strerror or type(exc).__name__}: {exc.filename}"
    elif isinstance(exc, aiohttp.ClientError | OSError):  # TimeoutError (asyncio's too) is an OSError
        detail = " ".join(str(exc).split()) or ("timed out" if isinstance(exc, TimeoutError) else type(exc).__name__)
        what = f"can't reach Discord ({detail}): check the network"
    else:
        return None
    return "rulekeeper: error: " + (what.replace(token, "…") if token else what)


def _with_token(work: Callable[[Settings, str], Awaitable[int]], **overrides) -> int:
    """Exit 2 with instructions when there is no token; never print the token or a login traceback. `overrides`
    (command-line flags) win over the environment's settings."""
    settings = load_settings(**overrides)
    token = settings.token()
    if token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    configure_logging(settings.log_level, settings.log_format, secrets=[token])  # the token never shows in a log
    try:
        return asyncio.run(work(settings, token))
    except discord.LoginFailure:
        print(REFUSED, file=sys.stderr)
        return 2
    except (discord.DiscordException, aiohttp.ClientError, OSError) as exc:
        line = start_failure(exc, token)
        if line is None:
            raise
        print(line, file=sys.stderr)
        return 2


def run_bot(sync: bool = False, shards: str | None = None, shard_count: int | None = None) -> int:
    from .client import make_bot

    async def work(settings: Settings, token: str) -> int:
        async with make_bot(settings, sync=sync) as client:
            on_signals(client.close)  # SIGTERM (docker stop) and SIGINT (Ctrl-C): drain, close, exit 0
            if settings.shards and not settings.database_url:
                log.warning("shards %s on SQLite: every process sharing the state needs DATABASE_URL", settings.shards)
            await client.start(token)
            await client.close()  # returns once the engine and the database are closed too
        return 0

    return _with_token(work, shards=shards, shard_count=shard_count)


def run_sync(guild: int | None, everywhere: bool) -> int:
    from .client import RulekeeperBot, sync_commands

    async def work(settings: Settings, token: str) -> int:
        target = None if everywhere else (guild or settings.dev_guild_id)
        async with RulekeeperBot(settings) as client:
            await client.login(token)
            count = await sync_commands(client, target)
        where = f"to guild {target}" if target else "globally (they may take up to an hour to appear)"
        print(f"synced {count} commands {where}")
        return 0

    return _with_token(work)
