"""/card: a card's text and how the engine models it."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers

from ..respond import send_reply
from . import GAME_CHOICES, choices


class CardsCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="card", description="A card: its text and how the engine models it")
    @app_commands.describe(name="a card name (fuzzy: 'bolt', 'cop red')", game="which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def card(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 100],
        game: app_commands.Choice[str] | None = None,
    ) -> None:
        await send_reply(interaction, self.handlers.card(name, game.value if game else None))

    @card.autocomplete("name")
    async def card_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        return choices(self.handlers.card_choices(current, game))
