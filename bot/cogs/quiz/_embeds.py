"""The quiz's embeds, from the same text as the console (commands/quiz/_render.py), within Discord's limits
(bot/embeds.py): the question with its situation, cards, options and a visible timer (<t:…:R>), the reveal with
how many picked each option and why each wrong one is wrong, the summary, boards."""

from __future__ import annotations

import discord

from commands.quiz import _render as render
from commands.quiz._sessions import Posted, Reveal, Summary
from commands.reply import Reply, Section

from ...embeds import PER_MESSAGE, reply_embeds


def mention(user: str) -> str:
    """A player as Discord shows them (never a ping: every send has allowed_mentions none)."""
    return f"<@{user}>" if user.isdigit() else user


def question_reply(posted: Posted, *, closed: bool = False) -> Reply:
    reply = render.question_reply(posted)
    how = "select all that apply, then Submit" if posted.question.kind == "multi" else "press one letter"
    when = "closed" if closed else f"ends <t:{int(posted.deadline)}:R>"
    reply.sections[-1] = Section("Answer", [f"{how} · {when} · ruleset {posted.question.ruleset}"])
    return reply


def question_embeds(posted: Posted, *, closed: bool = False) -> list[discord.Embed]:
    return _within(reply_embeds(question_reply(posted, closed=closed)))


def reveal_embeds(reveal: Reveal) -> list[discord.Embed]:
    return _within(reply_embeds(render.reveal_reply(reveal, mention)))


def summary_embeds(summary: Summary) -> list[discord.Embed]:
    return _within(reply_embeds(render.summary_reply(summary, mention)))


def embeds(reply: Reply) -> list[discord.Embed]:
    return _within(reply_embeds(reply))


def _within(found: list[discord.Embed]) -> list[discord.Embed]:
    """One message's worth (a quiz message is never split): at most 10 embeds and 6000 characters."""
    out: list[discord.Embed] = []
    for embed in found[:PER_MESSAGE]:
        if sum(map(len, out)) + len(embed) > 6000:
            break
        out.append(embed)
    return out
