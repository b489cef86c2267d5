"""/help: what Rulekeeper does, with examples that work when pasted."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers

from ..respond import send_reply


class HelpCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="help", description="What Rulekeeper can do, with examples")
    @app_commands.describe(topic="ruling: the forms a situation can take, with examples you can paste")
    @app_commands.choices(topic=[app_commands.Choice(name="ruling", value="ruling")])
    async def help(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        await send_reply(interaction, self.handlers.help(topic), ephemeral=True)
