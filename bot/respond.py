"""Sending a Reply to an interaction: paginated embeds, no mentions, errors ephemeral and one line."""

from __future__ import annotations

import contextlib

import discord

from commands.reply import Reply, for_chat

from .embeds import NO_MENTIONS, split_rules
from .storage import Storage, StorageUnavailable
from .views import RulesView, send_pages


async def send_error(interaction: discord.Interaction, message: str, *, replace_original: bool = False) -> None:
    """An ephemeral one-line error, whether or not the interaction was answered or deferred;
    `replace_original` first removes a deferred "thinking…" (or public) message, so it doesn't stay."""
    text = for_chat(message.strip().splitlines()[0])[:1900] if message.strip() else "Something went wrong."
    if replace_original and interaction.response.is_done():
        with contextlib.suppress(discord.HTTPException):
            await interaction.delete_original_response()
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    *,
    ephemeral: bool = False,
    deferred: bool = False,
    store: Storage | None = None,
) -> None:
    """Answer with `reply`. After a public defer, an error replaces the "thinking" message with an
    ephemeral one; every page after the first is a follow-up. With a `store`, the rules cited are kept there and
    shown by a persistent "Show rules" button; without one (or with the database unreachable) they stay in the
    answer."""
    if reply.error:
        await send_error(interaction, reply.summary, replace_original=deferred and not ephemeral)
        return
    main, rules = split_rules(reply)
    view = None
    if rules is not None and store is not None:
        try:
            view = RulesView(await store.save_rules([line for s in rules.sections for line in s.lines]))
        except StorageUnavailable:  # the database is down: the answer still goes out, its rules inline
            main = reply
    else:
        main = reply
    await send_pages(interaction, main, ephemeral=ephemeral, view=view)
