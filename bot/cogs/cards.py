"""/card: a card's text and how the engine models it."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers

from ..respond import send_reply
from . import RULESET_CHOICES, choices


class CardsCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="card", description="A card: its text and how the engine models it")
    @app_commands.describe(name="a card name (fuzzy: 'bolt', 'cop red')", ruleset="whose cards (default: any game)")
    @app_commands.choices(ruleset=RULESET_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        ruleset: app_commands.Choice[str] | None = None,
    ) -> None:
        await send_reply(interaction, self.handlers.card(name, ruleset.value if ruleset else None))

    @card.autocomplete("name")
    async def card_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        ruleset = getattr(interaction.namespace, "ruleset", None)
        return choices(self.handlers.card_choices(current, ruleset))
