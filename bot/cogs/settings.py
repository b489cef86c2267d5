"""/settings: the channel's default ruleset (changing it needs Manage Channels)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers

from ..respond import send_error, send_reply
from . import RULESET_CHOICES, channel_key


class SettingsCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="settings", description="This channel's default ruleset (changing it: Manage Channels)")
    @app_commands.describe(ruleset="the new default; leave empty to see the current one")
    @app_commands.choices(ruleset=RULESET_CHOICES)
    @app_commands.default_permissions(manage_channels=True)  # shown to moderators; a server can change who sees it
    async def settings(self, interaction: discord.Interaction, ruleset: app_commands.Choice[str] | None = None) -> None:
        channel = channel_key(interaction)
        if ruleset is None:
            await send_reply(interaction, await self.handlers.settings(channel), ephemeral=True)
            return
        if interaction.guild is None:  # a DM or a group DM: nobody there has Manage Channels
            await send_error(interaction, "channel settings can only be changed in a server channel")
            return
        perms = interaction.permissions
        if not (perms and perms.manage_channels):
            await send_error(interaction, "Changing the channel's ruleset needs the Manage Channels permission.")
            return
        await send_reply(interaction, await self.handlers.set_ruleset(channel, ruleset.value))
