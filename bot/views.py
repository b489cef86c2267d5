"""Buttons: "Show rules" sends the cited rules' text (with links) only to whoever asks.

It is persistent like the quiz's buttons (bot/cogs/quiz/_views.py): the rules are kept in the database
(Storage.save_rules) and the button's custom id says which ("rk:rules:<id>"); one DynamicItem class, registered at
bot start (bot.add_dynamic_items), answers any of them, so an answer posted before a restart keeps its button."""

from __future__ import annotations

import discord

from commands.reply import Reply, Section

from .embeds import NO_MENTIONS, capped, messages, reply_embeds
from .ops import admit

RULES_PREFIX = "rk:rules"
RULES_TEMPLATE = RULES_PREFIX + r":(?P<id>[0-9]+)"
RULES_TITLE = "Rules cited"
RULES_SUMMARY = "The rules behind each step, with links to the full text."
GONE = "those rules are no longer kept: ask the question again"


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


def rules_reply(lines: list[str]) -> Reply:
    return Reply(RULES_TITLE, RULES_SUMMARY, [Section(RULES_TITLE, lines)])


class RulesButton(discord.ui.DynamicItem[discord.ui.Button], template=RULES_TEMPLATE):
    """ "Show rules" for the rules kept under `ident`."""

    def __init__(self, ident: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Show rules",
                style=discord.ButtonStyle.secondary,
                emoji="📖",
                custom_id=f"{RULES_PREFIX}:{ident}",
            )
        )
        self.ident = ident

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> RulesButton:
        return cls(int(match["id"]))

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await admit(interaction)

    async def callback(self, interaction: discord.Interaction) -> None:
        from .respond import send_error
        from .storage import StorageUnavailable

        store = getattr(interaction.client, "storage", None)
        try:
            lines = await store.shown_rules(self.ident) if store is not None else None
        except StorageUnavailable as exc:  # the database is down: "the database is unreachable, try again"
            await send_error(interaction, str(exc))
            return
        if lines is None:
            await send_error(interaction, GONE)
            return
        await send_pages(interaction, rules_reply(lines), ephemeral=True)


class RulesView(discord.ui.View):
    """The answer's view: its "Show rules" button. It never times out (the button outlives the bot's process)."""

    def __init__(self, ident: int) -> None:
        super().__init__(timeout=None)
        self.button = RulesButton(ident)
        self.add_item(self.button)
