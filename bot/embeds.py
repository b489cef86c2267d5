"""Replies as Discord embeds within Discord's limits: long answers are split over fields, embeds and
messages, never rejected by the API."""

from __future__ import annotations

import discord

from commands.reply import Reply, Section, for_chat

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
    """(name, value) per field. A title too long for a field name (an outcome's long choice label) keeps
    its head as the name and goes whole into the value, so no two outcomes read alike."""
    fields = []
    for section in sections:
        lines = section.lines or ["—"]
        title = section.title
        if len(title) > FIELD_NAME - len(" (continued)"):
            head = title.split(" — ", 1)[0]
            lines = [f"**{title}**", *lines]
            title = _cut(head, FIELD_NAME - len(" (continued)"))
        for i, value in enumerate(_chunks(lines, FIELD_VALUE)):
            fields.append((title if i == 0 else f"{title} (continued)", value))
    return fields


def reply_embeds(reply: Reply) -> list[discord.Embed]:
    """Every embed the reply needs, in order; each within Discord's per-embed limits."""
    colour = ERROR if reply.error else OK
    title = _cut(reply.title, TITLE)
    summary = for_chat(reply.summary)  # terminal-only advice isn't for a chat user
    summary_parts = _chunks([summary], DESCRIPTION) if summary else [""]
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


MAX_MESSAGES = 5  # one answer never floods a channel: beyond this, a note says how much was left out


def capped(pages: list[list[discord.Embed]]) -> tuple[list[list[discord.Embed]], discord.Embed | None]:
    """At most MAX_MESSAGES messages of an answer, and a note for the rest (None when nothing is left out)."""
    if len(pages) <= MAX_MESSAGES:
        return pages, None
    left = sum(len(page) for page in pages[MAX_MESSAGES:])
    note = discord.Embed(
        title="The answer is cut here",
        description=(
            f"{left} more part(s) of this answer aren't shown: it is too long for a channel. Narrow the situation "
            "(give the order of effects, the division of damage, or fewer actions), or split it into smaller "
            "questions: /help ruling shows how to write each."
        ),
        colour=OK,
    )
    return pages[:MAX_MESSAGES], note


def split_rules(reply: Reply) -> tuple[Reply, Reply | None]:
    """The answer without its "Rules cited" section, and that section as its own reply (for the button)."""
    rules = [s for s in reply.sections if s.title == "Rules cited"]
    if not rules:
        return reply, None
    main = Reply(reply.title, reply.summary, [s for s in reply.sections if s.title != "Rules cited"], reply.data)
    return main, Reply("Rules cited", "The rules behind each step, with links to the full text.", rules)
