"""The Discord client: default intents, no mentions, one cog per area, a global error handler.

Commands are synced only on request (`rulekeeper sync` or `rulekeeper bot --sync`), to one guild
(instant) or globally, never on every start.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
from collections.abc import Callable
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers
from commands.workers import EnginePool

from .cogs.cards import CardsCog
from .cogs.help import HelpCog
from .cogs.quiz import QuizButton, QuizCog
from .cogs.rules import RulesCog
from .cogs.ruling import RulingCog
from .cogs.scenario import ScenarioCog
from .cogs.settings import SettingsCog
from .embeds import NO_MENTIONS
from .ops import Cooldowns, InFlight, Tree
from .respond import send_error
from .settings import Settings
from .storage import UNREACHABLE, Storage, StorageUnavailable
from .views import RulesButton

log = logging.getLogger("rulekeeper.bot")

COGS = (RulingCog, ScenarioCog, RulesCog, CardsCog, SettingsCog, HelpCog, QuizCog)


def error_message(error: app_commands.AppCommandError) -> str:
    """One line for the user; details go to the log only."""
    if isinstance(error, app_commands.MissingPermissions):
        return (
            "You need the " + ", ".join(p.replace("_", " ").title() for p in error.missing_permissions) + " permission."
        )
    if isinstance(error, app_commands.CommandOnCooldown):
        return f"Slow down: try again in {math.ceil(error.retry_after)} s."
    if isinstance(error, app_commands.TransformerError | app_commands.CheckFailure):
        return str(error).splitlines()[0]
    if isinstance(error, app_commands.CommandNotFound):  # removed, or renamed, since Discord last synced
        return f"/{' '.join([*error.parents, error.name])} isn't one of my commands (any more): /help lists them."
    if isinstance(error, app_commands.CommandSignatureMismatch):  # its options changed since the last sync
        return f"/{error.command.qualified_name} has changed since Discord last loaded it: try again in a while."
    if isinstance(getattr(error, "original", None), StorageUnavailable):  # PostgreSQL down: nothing was written
        return UNREACHABLE[0].upper() + UNREACHABLE[1:] + "."
    return "Something went wrong on my side; it has been logged. Please try again."


async def on_tree_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """Log it, answer it: nothing is ever left "thinking"."""
    name = interaction.command.qualified_name if interaction.command else "?"
    expected = isinstance(error, app_commands.CheckFailure)  # a cooldown, a permission: the user is told why
    interaction.extras["refused"] = expected
    if expected:
        log.info("command /%s refused: %s", name, type(error).__name__)
    else:
        log.error("command /%s failed: %s", name, type(error).__name__, exc_info=error)
    try:
        await send_error(interaction, error_message(error), replace_original=True)
    except discord.HTTPException:
        log.warning("could not answer the failed /%s", name)


def start_card_update(settings: Settings, run: Callable[[float], str | None] | None = None) -> threading.Thread | None:
    """CARDS_AUTO_UPDATE: update the card pool when it is older than CARDS_MAX_AGE_HOURS, in a daemon thread (the
    bot logs in meanwhile, and a download never holds up shutdown). One log line; a failure is logged, never
    raised. The running bot keeps the cards it loaded: the new ones are used from the next start."""
    if not settings.cards_auto_update:
        return None
    if run is None:
        from cardindex.update import auto_update as run

    def work() -> None:
        try:
            line = run(settings.cards_max_age_hours)
        except Exception as exc:  # auto_update never raises; a stand-in might
            line = f"card update failed: {type(exc).__name__}: {exc}"
        if line:
            (log.warning if line.startswith("card update failed") else log.info)("%s", line)

    thread = threading.Thread(target=work, name="card-update", daemon=True)
    thread.start()
    return thread


def start_rules_update(
    settings: Settings,
    on_update: Callable[[], None] | None = None,
    run: Callable[[], tuple[str, bool]] | None = None,
) -> threading.Thread | None:
    """RULES_AUTO_UPDATE: `rules update` (the current CR from Wizards' rules page) in a daemon thread, so login
    never waits; offline, it fails in one logged line and the bot goes on with the rules it has (the bundled
    CR at least). New rules stored: `on_update` loads them, and the running bot answers with them."""
    if not settings.rules_auto_update:
        return None
    if run is None:
        from commands.rules_store import auto_update as run

    def work() -> None:
        try:
            line, changed = run()
        except Exception as exc:  # auto_update never raises; a stand-in might
            line, changed = f"rules update failed: {type(exc).__name__}: {exc}", False
        (log.warning if line.startswith("rules update failed") else log.info)("%s", line)
        if changed and on_update is not None:
            try:
                on_update()
            except Exception as exc:
                log.warning("could not load the updated rules: %s: %s", type(exc).__name__, exc)

    thread = threading.Thread(target=work, name="rules-update", daemon=True)
    thread.start()
    return thread


def use_api_base(base: str) -> None:
    """DISCORD_API_BASE (for tests): every REST call discord.py makes goes to `base` instead of Discord's API
    (discord.http.Route.BASE, which discord.py documents as the base of its routes). The gateway's URL is then
    asked of that server (GET /gateway/bot) at login: see RulekeeperBot.setup_hook."""
    discord.http.Route.BASE = base.rstrip("/")


class RulekeeperBot(commands.Bot):
    def __init__(self, settings: Settings, *, sync: bool = False, **options: Any) -> None:
        """`options` go to discord.py's Client (tests: guild_ready_timeout)."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=NO_MENTIONS,
            help_command=None,
            tree_cls=Tree,
            # every command works in a server and in a DM with the bot unless it says otherwise (/quiz: servers)
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=False),
            **options,
        )
        self.settings = settings
        self.sync_on_start = sync
        self.storage: Storage | None = None
        self.engine: EnginePool | None = None
        self.handlers: Handlers | None = None
        self.card_update: threading.Thread | None = None
        self.rules_update: threading.Thread | None = None
        self.tree.on_error = on_tree_error
        self.in_flight = InFlight()
        self.cooldowns = Cooldowns()
        self._shutdown: asyncio.Task | None = None
        if settings.discord_api_base:
            use_api_base(settings.discord_api_base)

    async def add_cogs(self, handlers: Handlers) -> None:
        self.handlers = handlers
        self.add_dynamic_items(QuizButton, RulesButton)  # buttons keep working after a restart (persistent ids)
        for cog in COGS:  # a cog that posts on its own (the quiz's questions and timers) gets the bot
            await self.add_cog(cog(handlers, bot=self) if getattr(cog, "needs_bot", False) else cog(handlers))

    async def setup_hook(self) -> None:
        if self.settings.discord_api_base:  # a fake Discord (tests): its gateway too
            _, url, _ = await self.http.get_bot_gateway()
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
            log.warning("using the Discord API at %s (DISCORD_API_BASE, for tests)", self.settings.discord_api_base)
        self.card_update = start_card_update(self.settings)  # in the background: never delays login
        self.storage = await Storage.open(self.settings.database())
        self.engine = await self.settings.engine().start()  # worker processes: the engine never runs here
        handlers = Handlers(self.storage, default_ruleset=self.settings.ruleset_default, engine=self.engine)
        handlers.warm()
        self.rules_update = start_rules_update(self.settings, handlers.reload_rules)  # after warm: never two builds
        await self.add_cogs(handlers)
        for kind, name, edition, items in await handlers.record_imports():
            log.info("loaded imported %s: %s %s (%d)", kind, name, edition, items)
        if self.sync_on_start:
            await sync_commands(self, self.settings.dev_guild_id)

    async def close(self) -> None:
        """Drain the running commands (GRACE_SECONDS, then they are cancelled), close the gateway and the HTTP
        session, stop the engine's workers, close the database. Once, however many callers: each waits for it."""
        if self._shutdown is None:
            self._shutdown = asyncio.create_task(self._shut_down())
        await asyncio.shield(self._shutdown)

    async def _shut_down(self) -> None:
        await self.in_flight.drain()
        await super().close()
        if self.engine is not None:  # kills the workers and their fork server: no process is left behind
            await self.engine.close()
            self.engine = None
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
            log.info("closed: gateway, engine workers and database")

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s guilds)", self.user, len(self.guilds))


class ShardedRulekeeperBot(RulekeeperBot, commands.AutoShardedBot):
    """The same bot over several shards in one process (discord.py's AutoShardedBot): SHARDS / --shards are the
    ids this process runs, SHARD_COUNT / --shard-count how many there are over every process. Processes that
    share one state use PostgreSQL (DATABASE_URL)."""

    def __init__(self, settings: Settings, *, sync: bool = False) -> None:
        super().__init__(settings, sync=sync, shard_ids=settings.shard_ids(), shard_count=settings.shard_count)


def make_bot(settings: Settings, *, sync: bool = False) -> RulekeeperBot:
    """A sharded bot when SHARDS or SHARD_COUNT is set, else the plain one (one connection)."""
    if settings.shards or settings.shard_count:
        return ShardedRulekeeperBot(settings, sync=sync)
    return RulekeeperBot(settings, sync=sync)


async def sync_commands(bot: commands.Bot, guild_id: int | None) -> int:
    """Register the slash commands: to one guild (instant) or globally (may take a while to show)."""
    if guild_id:
        guild = discord.Object(id=guild_id)
        bot.tree.copy_global_to(guild=guild)
        synced = await bot.tree.sync(guild=guild)
        log.info("synced %d commands to guild %s", len(synced), guild_id)
    else:
        synced = await bot.tree.sync()
        log.info("synced %d commands globally", len(synced))
    return len(synced)
