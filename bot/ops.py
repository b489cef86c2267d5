"""Operating the bot: every interaction tracked from admission to its end (one structured log line each, with the
command, the server and the latency), a graceful drain at shutdown, logs that never show the token, and the
signal handlers (SIGTERM, SIGINT) that close the bot.

Admission runs in the task that handles the interaction (CommandTree.interaction_check for slash commands and
autocomplete, DynamicItem.interaction_check for the persistent buttons), so that task is the one tracked.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import time
from collections.abc import Callable, Iterable
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger("rulekeeper.commands")

GRACE_SECONDS = 3.0  # at shutdown, commands still running get this long to finish; then they are cancelled
DRAINING = "Rulekeeper is restarting: try again in a minute."


def command_name(interaction: discord.Interaction) -> str:
    """`/quiz start` for a slash command, `button rk:quiz:3:1:A` for a button, by its custom id."""
    if interaction.type is discord.InteractionType.component:
        return f"button {(interaction.data or {}).get('custom_id', '?')}"
    command = interaction.command
    if command is not None:
        return "/" + command.qualified_name
    return "/" + str((interaction.data or {}).get("name", "?"))


class InFlight:
    """The interactions being handled: admitted one by one, logged when they end, drained at shutdown."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task] = set()
        self.draining = False

    async def admit(self, interaction: discord.Interaction) -> bool:
        if interaction.type is discord.InteractionType.autocomplete:
            return not self.draining  # suggestions only: never logged, never answered while draining
        if self.draining:
            log.info("refused %s: shutting down", command_name(interaction), extra=_fields(interaction))
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.send_message(DRAINING, ephemeral=True)
            return False
        task = asyncio.current_task()
        if task is not None:
            self.tasks.add(task)
            started = time.perf_counter()
            task.add_done_callback(lambda t: self._done(t, interaction, started))
        return True

    def _done(self, task: asyncio.Task, interaction: discord.Interaction, started: float) -> None:
        self.tasks.discard(task)
        latency = round((time.perf_counter() - started) * 1000)
        if task.cancelled():
            status = "cancelled"
        elif interaction.extras.get("refused"):  # a check: a cooldown, a missing permission
            status = "refused"
        elif task.exception() is not None or interaction.command_failed:
            status = "failed"
        elif not interaction.response.is_done():
            status = "unanswered"
        else:
            status = "ok"
        name = command_name(interaction)
        fields = _fields(interaction) | {"command": name, "latency_ms": latency, "status": status}
        level = logging.INFO if status in ("ok", "refused") else logging.WARNING
        log.log(level, "%s", " ".join(f"{k}={v}" for k, v in fields.items()), extra=fields)

    async def drain(self, grace: float = GRACE_SECONDS) -> int:
        """Refuse new interactions, give the running ones `grace` seconds, cancel the rest; how many were cut."""
        self.draining = True
        pending = {t for t in self.tasks if not t.done() and t is not asyncio.current_task()}
        if not pending:
            return 0
        log.info("waiting up to %.0f s for %d command(s) to finish", grace, len(pending))
        _, pending = await asyncio.wait(pending, timeout=grace)
        for task in pending:
            task.cancel()
        if pending:
            await asyncio.wait(pending, timeout=1.0)
            log.warning("cancelled %d command(s) still running at shutdown", len(pending))
        return len(pending)


def _fields(interaction: discord.Interaction) -> dict[str, Any]:
    return {
        "guild": interaction.guild_id or "dm",
        "channel": interaction.channel_id,
    }


async def admit(interaction: discord.Interaction) -> bool:
    """For interaction checks: track the interaction on the bot (a client without tracking admits everything)."""
    tracker = getattr(interaction.client, "in_flight", None)
    if not isinstance(tracker, InFlight):
        return True
    return await tracker.admit(interaction)


class Tree(app_commands.CommandTree):
    """The command tree: every slash command and autocomplete is admitted (and tracked) first."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        return await admit(interaction)


class Cooldowns:
    """Per-user cooldowns by command: `hit` raises app_commands.CommandOnCooldown past `uses` in `per` seconds."""

    def __init__(self) -> None:
        self._buckets: dict[tuple[str, int], app_commands.Cooldown] = {}

    def hit(self, command: str, user: int, uses: int, per: float) -> None:
        now = time.time()
        if len(self._buckets) > 10_000:  # forget the users whose window has passed
            self._buckets = {k: b for k, b in self._buckets.items() if now - b._last <= b.per}
        bucket = self._buckets.setdefault((command, user), app_commands.Cooldown(uses, per))
        retry = bucket.update_rate_limit(now)
        if retry is not None:
            raise app_commands.CommandOnCooldown(bucket, retry)


# --- logs ---------------------------------------------------------------------------------------------------

_STANDARD = set(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


class Formatter(logging.Formatter):
    """Text (`time LEVEL logger: message`) or JSON lines (with a record's extra fields as keys); every secret
    (the token) is replaced by `[redacted]` wherever it appears, tracebacks included."""

    def __init__(self, fmt: str = "text", secrets: Iterable[str] = ()) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")
        self.json = fmt == "json"
        self.secrets = [s for s in secrets if s]

    def format(self, record: logging.LogRecord) -> str:
        if self.json:
            out = {
                "time": self.formatTime(record),
                "level": record.levelname,
                "logger": record.name,
                "message": record.getMessage(),
            }
            out |= {k: v for k, v in record.__dict__.items() if k not in _STANDARD and not k.startswith("_")}
            if record.exc_info:
                out["error"] = self.formatException(record.exc_info)
            text = json.dumps(out, default=str, ensure_ascii=False)
        else:
            text = super().format(record)
        for secret in self.secrets:
            text = text.replace(secret, "[redacted]")
        return text


def _no_voice(record: logging.LogRecord) -> bool:
    """discord.py warns that PyNaCl/davey aren't installed, so "voice will NOT be supported": Rulekeeper never
    uses voice, and the warning would stand before a start-up error's one line."""
    return not (record.name == "discord.client" and "voice will NOT be supported" in record.getMessage())


def configure_logging(level: str, fmt: str = "text", secrets: Iterable[str] = ()) -> None:
    """One stderr handler on the root logger, in the given format, with the secrets redacted."""
    handler = logging.StreamHandler()
    handler.setFormatter(Formatter(fmt, secrets))
    handler.addFilter(_no_voice)
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)


# --- signals ------------------------------------------------------------------------------------------------


def on_signals(close: Callable[[], Any]) -> list[asyncio.Task]:
    """SIGTERM and SIGINT start `close()` (once); the tasks it started, to keep them referenced. Where the loop
    can't take signal handlers (Windows), nothing is installed and Ctrl-C works as before."""
    loop = asyncio.get_running_loop()
    started: list[asyncio.Task] = []

    def stop(sig: signal.Signals) -> None:
        logging.getLogger("rulekeeper.bot").info("%s received: closing", sig.name)
        if not started:
            started.append(loop.create_task(close()))

    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop, sig)
    return started
