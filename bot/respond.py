"""Sending a Reply to an interaction: paginated embeds, no mentions, errors ephemeral and one line."""

from __future__ import annotations

import contextlib

import discord

from commands.reply import Reply

from .embeds import NO_MENTIONS, messages, reply_embeds, split_rules
from .views import RulesView


async def send_error(interaction: discord.Interaction, message: str) -> None:
    """An ephemeral one-line error, whether or not the interaction was answered or deferred."""
    text = message.strip().splitlines()[0][:1900] if message.strip() else "Something went wrong."
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)


async def send_reply(
    interaction: discord.Interaction, reply: Reply, *, ephemeral: bool = False, deferred: bool = False
) -> None:
    """Answer with `reply`. After a public defer, an error replaces the "thinking" message with an
    ephemeral one; every page after the first is a follow-up."""
    if reply.error:
        if deferred and not ephemeral:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        await send_error(interaction, reply.summary)
        return
    main, rules = split_rules(reply)
    pages = messages(reply_embeds(main))
    view = RulesView(rules) if rules is not None else None
    for i, page in enumerate(pages):
        last = i == len(pages) - 1
        kwargs = {"embeds": page, "allowed_mentions": NO_MENTIONS, "ephemeral": ephemeral}
        if last and view is not None:
            kwargs["view"] = view
        if i == 0 and not interaction.response.is_done():
            await interaction.response.send_message(**kwargs)
        else:
            await interaction.followup.send(**kwargs)
