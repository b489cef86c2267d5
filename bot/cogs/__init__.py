"""One cog per area, each a thin shell over commands.channel.Handlers."""

from __future__ import annotations

from discord import app_commands

from commands.workers import Caller
from resolver.ruleset import ALL_RULESETS, RULESETS

RULESET_CHOICES = [app_commands.Choice(name=RULESETS[key].short, value=key) for key in ALL_RULESETS]


def channel_key(interaction) -> str:
    """The store key of the interaction's channel (a DM has its own)."""
    return str(interaction.channel_id or f"dm-{interaction.user.id}")


def caller_of(interaction) -> Caller:
    """Who runs a command, for the per-user and per-server limits on engine work."""
    return Caller(user=interaction.user.id, guild=interaction.guild_id)


def choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Autocomplete choices within Discord's limits (25, names and values at most 100 characters)."""
    return [app_commands.Choice(name=name[:100], value=value[:100]) for name, value in pairs[:25]]
