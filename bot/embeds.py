"""Replies as Discord embeds within Discord's limits: long answers are split over fields, embeds and
messages, never rejected by the API."""

from __future__ import annotations

import discord

from commands.reply import Reply, Section

TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
TOTAL = 6000  # characters across all embeds of one message
PER_MESSAGE = 10
MARGIN = 200  # room for the page footer

OK = discord.Colour.blurple()
ERROR = discord.Colour.red()
NO_MENTIONS = discord.AllowedMentions.none()


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _chunks(lines: list[str], limit: int) -> list[str]:
    """Join lines into values of at most `limit` characters; a longer line is split."""
    out: list[str] = []
    current = ""
    for line in lines:
        pieces = [line[i : i + limit] for i in range(0, len(line), limit)] or [""]
        for piece in pieces:
            candidate = f"{current}\n{piece}" if current else piece
            if len(candidate) > limit:
                out.append(current)
                current = piece
            else:
                current = candidate
    if current or not out:
        out.append(current or "\u200b")
    return out


def _fields(sections: list[Section]) -> list[tuple[str, str]]:
    fields = []
    for section in sections:
        for i, value in enumerate(_chunks(section.lines or ["—"], FIELD_VALUE)):
            name = section.title if i == 0 else f"{section.title} (continued)"
            fields.append((_cut(name, FIELD_NAME), value))
    return fields


def reply_embeds(reply: Reply) -> list[discord.Embed]:
    """Every embed the reply needs, in order; each within Discord's per-embed limits."""
    colour = ERROR if reply.error else OK
    title = _cut(reply.title, TITLE)
    summary_parts = _chunks([reply.summary], DESCRIPTION) if reply.summary else [""]
    embeds = [discord.Embed(title=title, description=part or None, colour=colour) for part in summary_parts]
    budget = TOTAL - MARGIN
    for name, value in _fields(reply.sections):
        last = embeds[-1]
        if len(last.fields) >= FIELDS or len(last) + len(name) + len(value) > budget:
            last = discord.Embed(title=_cut(f"{reply.title} (continued)", TITLE), colour=colour)
            embeds.append(last)
        last.add_field(name=name, value=value, inline=False)
    if len(embeds) > 1:
        for i, embed in enumerate(embeds, 1):
            embed.set_footer(text=f"{i}/{len(embeds)}")
    return embeds


def messages(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into messages: at most 10 per message and 6000 characters in all."""
    out: list[list[discord.Embed]] = []
    for embed in embeds:
        if out and len(out[-1]) < PER_MESSAGE and sum(map(len, out[-1])) + len(embed) <= TOTAL:
            out[-1].append(embed)
        else:
            out.append([embed])
    return out


def split_rules(reply: Reply) -> tuple[Reply, Reply | None]:
    """The answer without its "Rules cited" section, and that section as its own reply (for the button)."""
    rules = [s for s in reply.sections if s.title == "Rules cited"]
    if not rules:
        return reply, None
    main = Reply(reply.title, reply.summary, [s for s in reply.sections if s.title != "Rules cited"], reply.data)
    return main, Reply("Rules cited", "The rules behind each step, with links to the full text.", rules)
