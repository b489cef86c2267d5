"""/scenario add|show|resolve|undo|clear: a situation built step by step, kept per channel."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import MAX_STEP_CHARS, Handlers

from ..respond import send_reply
from . import caller_of, channel_key


class ScenarioCog(commands.GroupCog, group_name="scenario", group_description="Build a situation step by step"):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers
        super().__init__()

    @app_commands.command(name="add", description="Add sentences to this channel's scenario")
    @app_commands.describe(text="e.g. I control Grizzly Bears with a shield counter.")
    async def add(self, interaction: discord.Interaction, text: app_commands.Range[str, 1, MAX_STEP_CHARS]) -> None:
        reply = await self.handlers.scenario_add(channel_key(interaction), text, str(interaction.user.id))
        await send_reply(interaction, reply)

    @app_commands.command(name="show", description="Show the scenario and how it reads")
    async def show(self, interaction: discord.Interaction) -> None:
        reply = await self.handlers.scenario_show(channel_key(interaction), caller_of(interaction))
        await send_reply(interaction, reply)

    @app_commands.command(name="resolve", description="Answer the scenario built so far")
    async def resolve(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)  # an empty scenario's error replaces the "thinking"
        reply = await self.handlers.scenario_resolve(channel_key(interaction), caller_of(interaction))
        await send_reply(interaction, reply, deferred=True, store=self.handlers.store)

    @app_commands.command(name="undo", description="Remove your last step (anyone's with Manage Messages)")
    async def undo(self, interaction: discord.Interaction) -> None:
        reply = await self.handlers.scenario_undo(
            channel_key(interaction), str(interaction.user.id), may_manage_steps(interaction)
        )
        await send_reply(interaction, reply)

    @app_commands.command(name="clear", description="Remove your steps (everyone's with Manage Messages)")
    async def clear(self, interaction: discord.Interaction) -> None:
        reply = await self.handlers.scenario_clear(
            channel_key(interaction), str(interaction.user.id), may_manage_steps(interaction)
        )
        await send_reply(interaction, reply)


def may_manage_steps(interaction: discord.Interaction) -> bool:
    """Whether the caller acts on everyone's steps: in a server, with Manage Messages; in the bot's DM the caller
    owns everything; in a group DM nobody manages others' steps."""
    if interaction.guild is not None:
        perms = interaction.permissions
        return bool(perms and perms.manage_messages)
    return (
        bool(interaction.context.dm_channel)
        or getattr(interaction.channel, "type", None) is discord.ChannelType.private
    )
