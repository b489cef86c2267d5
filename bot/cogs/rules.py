"""/rule, /rules search and /define: the rules themselves."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers

from ..respond import send_reply
from . import RULESET_CHOICES, choices


class RulesCog(commands.Cog):
    rules = app_commands.Group(name="rules", description="Search the rules")

    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers

    @app_commands.command(name="rule", description="Quote a rule: 615.7, 615, 704.5a-704.5m, 419.7c, ga:damage/13")
    @app_commands.describe(number="a rule number", ruleset="whose rules", examples="include examples")
    @app_commands.choices(ruleset=RULESET_CHOICES)
    async def rule(
        self,
        interaction: discord.Interaction,
        number: app_commands.Range[str, 1, 100],
        ruleset: app_commands.Choice[str] | None = None,
        examples: bool = True,
    ) -> None:
        await send_reply(interaction, self.handlers.rule(number, ruleset.value if ruleset else None, examples))

    @rule.autocomplete("number")
    async def rule_number(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        ruleset = getattr(interaction.namespace, "ruleset", None)
        return choices(self.handlers.rule_choices(current, ruleset))

    @rules.command(name="search", description="Full-text search over the rules")
    @app_commands.describe(query="words to look for, e.g. shield counter", ruleset="whose rules (default: all)")
    @app_commands.choices(ruleset=RULESET_CHOICES)
    async def search(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        ruleset: app_commands.Choice[str] | None = None,
    ) -> None:
        await send_reply(interaction, self.handlers.rules_search(query, ruleset.value if ruleset else None))

    @app_commands.command(name="define", description="A glossary term and the rules it points to")
    @app_commands.describe(term="e.g. prevention effect")
    async def define(self, interaction: discord.Interaction, term: app_commands.Range[str, 1, 100]) -> None:
        await send_reply(interaction, self.handlers.define(term))

    @define.autocomplete("term")
    async def define_term(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return choices(self.handlers.term_choices(current))
