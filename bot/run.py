"""Entry points behind `rulekeeper bot` and `rulekeeper sync`: settings, the token check, logging, login."""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Awaitable, Callable

import discord

from .settings import NO_TOKEN, Settings, load_settings

REFUSED = "rulekeeper: error: Discord refused the token (DISCORD_TOKEN): reset it in the developer portal"


def _with_token(work: Callable[[Settings, str], Awaitable[int]]) -> int:
    """Exit 2 with instructions when there is no token; never print the token or a login traceback."""
    settings = load_settings()
    token = settings.token()
    if token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(work(settings, token))
    except discord.LoginFailure:
        print(REFUSED, file=sys.stderr)
        return 2


def run_bot(sync: bool = False) -> int:
    from .client import RulekeeperBot

    async def work(settings: Settings, token: str) -> int:
        async with RulekeeperBot(settings, sync=sync) as client:
            await client.start(token)
        return 0

    return _with_token(work)


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
