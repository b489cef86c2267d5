"""Buttons: "Show rules" sends the cited rules' text (with links) only to whoever asks."""

from __future__ import annotations

import discord

from commands.reply import Reply

from .embeds import NO_MENTIONS, messages, reply_embeds

TIMEOUT = 15 * 60


class RulesView(discord.ui.View):
    def __init__(self, rules: Reply) -> None:
        super().__init__(timeout=TIMEOUT)
        self.rules = rules

    @discord.ui.button(label="Show rules", style=discord.ButtonStyle.secondary, emoji="📖")
    async def show_rules(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        pages = messages(reply_embeds(self.rules))
        for i, page in enumerate(pages):
            send = interaction.response.send_message if i == 0 else interaction.followup.send
            await send(embeds=page, ephemeral=True, allowed_mentions=NO_MENTIONS)
