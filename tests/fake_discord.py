"""A stand-in for discord.Interaction, for tests that call cog callbacks: response.* flips is_done() like the
real one, and every message sent is recorded."""

from __future__ import annotations

from types import SimpleNamespace
from unittest.mock import AsyncMock, MagicMock

import discord
from discord import app_commands


def interaction(
    channel_id: int = 10,
    user: int = 1,
    *,
    manage_messages: bool = False,
    manage_channels: bool = False,
    where: str = "guild",
) -> MagicMock:
    """A stand-in for discord.Interaction from a given user, with given permissions,
    in a server channel (`where="guild"`), the bot's DM ("dm") or a group DM ("group")."""
    inter = MagicMock()
    inter.channel_id = channel_id
    inter.user.id = user
    inter.guild = object() if where == "guild" else None
    inter.channel.type = {
        "guild": discord.ChannelType.text,
        "dm": discord.ChannelType.private,
        "group": discord.ChannelType.group,
    }[where]
    inter.context = app_commands.AppCommandContext(
        guild=where == "guild", dm_channel=where == "dm", private_channel=where == "group"
    )
    inter.permissions = discord.Permissions(manage_messages=manage_messages, manage_channels=manage_channels)
    inter.namespace = SimpleNamespace()
    done = {"value": False}

    def mark(*args, **kwargs):
        done["value"] = True

    inter.response.is_done = MagicMock(side_effect=lambda: done["value"])
    inter.response.send_message = AsyncMock(side_effect=mark)
    inter.response.defer = AsyncMock(side_effect=mark)
    inter.followup.send = AsyncMock()
    inter.delete_original_response = AsyncMock()
    return inter


def sent(inter: MagicMock) -> list[dict]:
    """Every message sent, in order (first response, then follow-ups), as keyword arguments."""
    calls = [c.kwargs | {"_args": c.args} for c in inter.response.send_message.call_args_list]
    return calls + [c.kwargs | {"_args": c.args} for c in inter.followup.send.call_args_list]
