"""/ruling and /compare: a situation in plain words, answered."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers
from commands.lexicon import MAX_TEXT

from ..respond import send_error, send_reply
from . import COMPARE_COOLDOWN, RULESET_CHOICES, RULING_COOLDOWN, caller_of, channel_key, per_user


class RulingCog(commands.Cog):
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="ruling", description="Answer a situation: every outcome and the rule behind each step")
    @app_commands.describe(
        situation="e.g. Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer on them",
        ruleset="which rules (default: this channel's)",
        private="only you see the answer",
    )
    @app_commands.choices(ruleset=RULESET_CHOICES)
    @per_user(RULING_COOLDOWN)
    async def ruling(
        self,
        interaction: discord.Interaction,
        situation: app_commands.Range[str, 1, MAX_TEXT],
        ruleset: app_commands.Choice[str] | None = None,
        private: bool = False,
    ) -> None:
        channel = channel_key(interaction)
        chosen = await self.handlers.ruleset_for(channel, ruleset.value if ruleset else None)
        await self._answer(interaction, situation, chosen, private, compare=False)

    async def _answer(
        self, interaction: discord.Interaction, situation: str, ruleset: str, private: bool, compare: bool
    ) -> None:
        """Read at once (a problem, or the caller's limit, is answered ephemerally, without deferring), then
        defer and resolve. Both run in the engine's worker processes, never on the event loop."""
        caller = caller_of(interaction)
        reading = await self.handlers.read_situation(situation, ruleset, caller)
        if isinstance(reading, str):
            await send_error(interaction, reading)
            return
        await interaction.response.defer(ephemeral=private, thinking=True)
        reply = await self.handlers.answer(reading, compare, caller)
        await send_reply(interaction, reply, ephemeral=private, deferred=True, store=self.handlers.store)

    @app_commands.command(name="compare", description="The same situation under every ruleset, differences first")
    @app_commands.describe(situation="a situation in plain words", private="only you see the answer")
    @per_user(COMPARE_COOLDOWN)
    async def compare(
        self,
        interaction: discord.Interaction,
        situation: app_commands.Range[str, 1, MAX_TEXT],
        private: bool = False,
    ) -> None:
        ruleset = await self.handlers.ruleset_for(channel_key(interaction))
        await self._answer(interaction, situation, ruleset, private, compare=True)
