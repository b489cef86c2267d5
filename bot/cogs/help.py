"""/help: what Rulekeeper does, with examples that work when pasted."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers
from commands.help_topics import TOPICS

from ..respond import send_reply


class HelpCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="help", description="What Rulekeeper can do, with examples")
    @app_commands.describe(topic="a command: its options and examples (ruling: the forms a situation can take)")
    @app_commands.choices(topic=[app_commands.Choice(name=name, value=name) for name in TOPICS])
    async def help(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await send_reply(interaction, self.handlers.help(topic), ephemeral=True)
