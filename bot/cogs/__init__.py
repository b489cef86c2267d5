"""One cog per area, each a thin shell over commands.channel.Handlers."""

from __future__ import annotations

from discord import app_commands

from commands.workers import Caller
from resolver.ruleset import ALL_RULESETS, RULESETS

from ..ops import Cooldowns

RULESET_CHOICES = [app_commands.Choice(name=RULESETS[key].short, value=key) for key in ALL_RULESETS]


# Per-user cooldowns (uses, seconds) on the commands that run the engine or post to a channel; past one, the user
# is told in one line, only to them: "Slow down: try again in N s." (bot/client.py, error_message)
RULING_COOLDOWN = (5, 60.0)  # /ruling
COMPARE_COOLDOWN = (3, 60.0)  # /compare: every ruleset at once
QUIZ_START_COOLDOWN = (2, 120.0)  # /quiz start


def per_user(uses_per: tuple[int, float]):
    """A per-user cooldown check for a slash command, kept by the bot (bot.cooldowns: each bot its own, so a
    restart or a test's new bot starts afresh); a client without it has no cooldowns."""
    uses, per = uses_per

    async def check(interaction) -> bool:
        cooldowns = getattr(interaction.client, "cooldowns", None)
        if isinstance(cooldowns, Cooldowns):
            cooldowns.hit(interaction.command.qualified_name, interaction.user.id, uses, per)
        return True

    return app_commands.check(check)


def channel_key(interaction) -> str:
    """The store key of the interaction's channel (a DM has its own)."""
    return str(interaction.channel_id or f"dm-{interaction.user.id}")


def caller_of(interaction) -> Caller:
    """Who runs a command, for the per-user and per-server limits on engine work."""
    return Caller(user=interaction.user.id, guild=interaction.guild_id)


def choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Autocomplete choices within Discord's limits (25, names and values at most 100 characters)."""
    return [app_commands.Choice(name=name[:100], value=value[:100]) for name, value in pairs[:25]]
