"""Buttons: "Show rules" sends the cited rules' text (with links) only to whoever asks."""

from __future__ import annotations

import discord

from commands.reply import Reply

from .embeds import NO_MENTIONS, capped, messages, reply_embeds

TIMEOUT = 15 * 60


async def send_pages(
    interaction: discord.Interaction, reply: Reply, *, ephemeral: bool, view: discord.ui.View | None = None
) -> None:
    """A reply as one or more messages of embeds: the first answers the interaction (unless it already
    was, or was deferred), the rest are follow-ups; `view` goes on the last one."""
    pages, note = capped(messages(reply_embeds(reply)))
    if note is not None:
        pages = [*pages, [note]]
    for i, page in enumerate(pages):
        kwargs = {"embeds": page, "allowed_mentions": NO_MENTIONS, "ephemeral": ephemeral}
        if view is not None and i == len(pages) - 1:
            kwargs["view"] = view
        if i == 0 and not interaction.response.is_done():
            await interaction.response.send_message(**kwargs)
        else:
            await interaction.followup.send(**kwargs)


class RulesView(discord.ui.View):
    def __init__(self, rules: Reply) -> None:
        super().__init__(timeout=TIMEOUT)
        self.rules = rules

    @discord.ui.button(label="Show rules", style=discord.ButtonStyle.secondary, emoji="📖")
    async def show_rules(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await send_pages(interaction, self.rules, ephemeral=True)
