"""/quiz start|stop|skip|leaderboard|me|review|report|settings: a thin shell over commands/quiz/_sessions.py.

Questions are posted to the channel (not as interaction replies, whose tokens expire), with persistent buttons
(_views.py); each open question has a timer task that reveals it when its time is up. After a restart the open
sessions resume: a question whose time passed while the bot was down is revealed at start, the others get their
timers back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from commands.channel import Handlers
from commands.quiz import _render as render
from commands.quiz._scoring import MODES
from commands.quiz._sessions import (
    MAX_QUESTIONS,
    MAX_TIMER,
    MIN_QUESTIONS,
    MIN_TIMER,
    PERIODS,
    REVEALS,
    Posted,
    QuizRefused,
    QuizSessions,
    Summary,
    generate,
)

from ...embeds import NO_MENTIONS
from ...respond import send_error
from ...storage import StorageUnavailable
from ...views import send_pages
from .. import QUIZ_START_COOLDOWN, RULESET_CHOICES, channel_key, per_user
from . import _embeds as quiz_embeds
from ._views import question_view, reveal_view

log = logging.getLogger("rulekeeper.quiz")

MODE_CHOICES = [app_commands.Choice(name=m, value=m) for m in MODES]
PERIOD_CHOICES = [app_commands.Choice(name=p, value=p) for p in PERIODS]
WHERE_CHOICES = [
    app_commands.Choice(name="this channel", value="channel"),
    app_commands.Choice(name="this server", value="server"),
]
REVEAL_CHOICES = [app_commands.Choice(name=r, value=r) for r in REVEALS]
NEEDS = "Starting, stopping and setting quizzes needs Manage Server or Manage Channels, or the quizmaster role."

ChannelGetter = Callable[[str], Awaitable[Any]]


def guild_key(interaction: discord.Interaction) -> str | None:
    return str(interaction.guild_id) if interaction.guild is not None and interaction.guild_id else None


@app_commands.guild_only()  # quizzes are played in a server channel: Discord doesn't offer /quiz in DMs
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)  # over the bot's default (DMs too)
class QuizCog(commands.GroupCog, group_name="quiz", group_description="Practice rules quizzes in this channel"):
    needs_bot = True  # bot/client.py passes the bot: questions are posted to channels, timers resume at start

    def __init__(
        self,
        handlers: Handlers,
        *,
        bot: commands.Bot | None = None,
        sessions: QuizSessions | None = None,
        clock: Callable[[], float] = time.time,
        channels: ChannelGetter | None = None,
        timers: bool = True,
    ) -> None:
        self.handlers = handlers
        self.bot = bot
        self.sessions = sessions or QuizSessions(handlers.store, generate, clock, handlers.default_ruleset)
        self._get_channel = channels
        self.timers = timers  # tests turn them off and call close_question/resume themselves
        self._tasks: dict[tuple[int, int], asyncio.Task] = {}
        self._resume: asyncio.Task | None = None
        super().__init__()

    # --- life cycle ----------------------------------------------------------------------------------------

    async def cog_load(self) -> None:
        if self.bot is not None and self.timers:
            self._resume = asyncio.create_task(self._resume_when_ready())

    async def cog_unload(self) -> None:
        for task in [*self._tasks.values(), *([self._resume] if self._resume else [])]:
            task.cancel()
        self._tasks.clear()

    async def _resume_when_ready(self) -> None:
        await self.bot.wait_until_ready()
        try:
            await self.resume()
        except Exception:
            log.exception("resuming the open quizzes failed")

    async def resume(self) -> None:
        """After a restart: reveal what timed out meanwhile (and go on), restart the timers of the rest."""
        for session, number in await self.sessions.due():
            if not await self.close_question(session, number, "time"):
                await self._continue(session)  # revealed before the restart, not advanced yet
        for posted in await self.sessions.open_questions():
            self._schedule(posted)

    def _schedule(self, posted: Posted) -> None:
        if not self.timers:
            return
        key = (posted.session["id"], posted.number)
        if key in self._tasks:
            return
        task = asyncio.create_task(self._timer(posted))
        self._tasks[key] = task
        task.add_done_callback(lambda _t: self._tasks.pop(key, None))

    async def _timer(self, posted: Posted) -> None:
        await asyncio.sleep(max(0.0, posted.deadline - self.sessions.clock()))
        try:
            await self.close_question(posted.session["id"], posted.number, "time")
        except Exception:
            log.exception("quiz %s question %s: the reveal failed", posted.session["id"], posted.number)

    async def _channel(self, channel: str) -> Any:
        if self._get_channel is not None:
            return await self._get_channel(channel)
        ident = int(channel)
        return self.bot.get_channel(ident) or await self.bot.fetch_channel(ident)

    # --- posting ---------------------------------------------------------------------------------------------

    async def post_question(self, posted: Posted) -> None:
        """Post the question with its buttons and start its timer; a channel the bot can't post to ends the quiz."""
        try:
            channel = await self._channel(posted.session["channel_id"])
            message = await channel.send(
                embeds=quiz_embeds.question_embeds(posted), view=question_view(posted), allowed_mentions=NO_MENTIONS
            )
        except discord.HTTPException:
            log.warning("quiz %s: can't post question %s; the quiz ends", posted.session["id"], posted.number)
            await self.sessions.abandon(posted.session["id"])
            return
        await self.sessions.set_message(posted.session["id"], posted.number, message.id)
        posted.message_id = str(message.id)
        self._schedule(posted)

    async def close_question(self, session: int, number: int, reason: str) -> bool:
        """Reveal the question (once, whoever comes first: the timer, a skip vote, everyone in), then go on.
        False when it was revealed already."""
        reveal = await self.sessions.reveal(session, number, reason)
        if reveal is None:
            return False
        task = self._tasks.pop((session, number), None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        await self._show_reveal(reveal)
        if reason != "stopped":
            await self._continue(session)
        return True

    async def _show_reveal(self, reveal) -> None:
        channel = await self._channel(reveal.session["channel_id"])
        if reveal.message_id:  # the question's buttons are turned off
            posted = await self.sessions.posted(reveal.session["id"], reveal.number)
            with contextlib.suppress(discord.HTTPException):
                await channel.get_partial_message(int(reveal.message_id)).edit(
                    embeds=quiz_embeds.question_embeds(posted, closed=True),
                    view=question_view(posted, disabled=True),
                    allowed_mentions=NO_MENTIONS,
                )
        await channel.send(
            embeds=quiz_embeds.reveal_embeds(reveal),
            view=reveal_view(reveal.session["id"], reveal.number),
            allowed_mentions=NO_MENTIONS,
        )

    async def _continue(self, session: int) -> None:
        nxt = await self.sessions.advance(session)
        if nxt is None:  # stopped meanwhile: /quiz stop showed the summary
            return
        if isinstance(nxt, Summary):
            channel = await self._channel(nxt.session["channel_id"])
            await channel.send(embeds=quiz_embeds.summary_embeds(nxt), allowed_mentions=NO_MENTIONS)
        elif nxt.message_id is None:
            await self.post_question(nxt)

    # --- permissions ---------------------------------------------------------------------------------------

    async def may_run(self, interaction: discord.Interaction) -> str | None:
        """None when the caller may start, stop and set quizzes here; else the one-line reason."""
        if interaction.guild is None:
            return "quizzes are played in a server channel"
        perms = interaction.permissions
        if perms and (perms.manage_guild or perms.manage_channels):
            return None
        settings = await self.sessions.settings(channel_key(interaction), guild_key(interaction))
        roles = {str(r.id) for r in getattr(interaction.user, "roles", None) or []}
        if settings.role_id and settings.role_id in roles:
            return None
        return NEEDS

    # --- commands --------------------------------------------------------------------------------------------

    @app_commands.command(name="start", description="Start a quiz here (Manage Server/Channels or quizmaster)")
    @app_commands.describe(
        topic="prevention, replacement, combat, counters … (default: any)",
        level="1 to 3: how many effects interact",
        questions=f"{MIN_QUESTIONS} to {MAX_QUESTIONS} (default 5)",
        ruleset="which rules (default: this channel's)",
        mode="practice (no score), sprint (points), exam (pass mark 70 %)",
        timer=f"seconds per question, {MIN_TIMER} to {MAX_TIMER} (default 30)",
    )
    @app_commands.choices(ruleset=RULESET_CHOICES, mode=MODE_CHOICES)
    @per_user(QUIZ_START_COOLDOWN)
    async def start(
        self,
        interaction: discord.Interaction,
        topic: app_commands.Range[str, 1, 40] | None = None,
        level: app_commands.Range[int, 1, 3] | None = None,
        questions: app_commands.Range[int, MIN_QUESTIONS, MAX_QUESTIONS] | None = None,
        ruleset: app_commands.Choice[str] | None = None,
        mode: app_commands.Choice[str] | None = None,
        timer: app_commands.Range[int, MIN_TIMER, MAX_TIMER] | None = None,
    ) -> None:
        if (refused := await self.may_run(interaction)) is not None:
            await send_error(interaction, refused)
            return
        channel = channel_key(interaction)
        await interaction.response.defer(thinking=True)  # the first question is generated meanwhile
        try:
            posted = await self.sessions.start(
                channel,
                guild_key(interaction),
                str(interaction.user.id),
                topic=topic,
                level=level,
                questions=questions,
                ruleset=ruleset.value if ruleset else await self.handlers.ruleset_for(channel),
                mode=mode.value if mode else None,
                timer=timer,
            )
        except QuizRefused as exc:
            await send_error(interaction, str(exc), replace_original=True)
            return
        await interaction.followup.send(
            embeds=quiz_embeds.embeds(render.started_reply(posted)), allowed_mentions=NO_MENTIONS
        )
        await self.post_question(posted)

    @app_commands.command(name="stop", description="Stop this channel's quiz (Manage Server/Channels or quizmaster)")
    async def stop(self, interaction: discord.Interaction) -> None:
        if (refused := await self.may_run(interaction)) is not None:
            await send_error(interaction, refused)
            return
        try:
            reveal, summary = await self.sessions.stop(channel_key(interaction))
        except QuizRefused as exc:
            await send_error(interaction, str(exc))
            return
        for key in [k for k in self._tasks if k[0] == summary.session["id"]]:
            self._tasks.pop(key).cancel()
        if reveal is not None:
            await self._show_reveal(reveal)
        await interaction.response.send_message(
            embeds=quiz_embeds.summary_embeds(summary), allowed_mentions=NO_MENTIONS
        )

    @app_commands.command(name="skip", description="Vote to skip the current question")
    async def skip(self, interaction: discord.Interaction) -> None:
        await self._skip(interaction)

    async def _skip(self, interaction: discord.Interaction) -> None:
        try:
            votes, needed, posted = await self.sessions.skip(channel_key(interaction), str(interaction.user.id))
        except QuizRefused as exc:
            await send_error(interaction, str(exc))
            return
        if votes >= needed:
            await _tell(interaction, f"Skip vote {votes}/{needed}: question {posted.number} is skipped.")
            await self.close_question(posted.session["id"], posted.number, "skip")
        else:
            await _tell(interaction, f"Skip vote {votes}/{needed} for question {posted.number}.")

    @app_commands.command(name="leaderboard", description="The quiz leaderboard of this channel or server")
    @app_commands.describe(period="all (default), week or month", where="this channel (default) or this server")
    @app_commands.choices(period=PERIOD_CHOICES, where=WHERE_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction,
        period: app_commands.Choice[str] | None = None,
        where: app_commands.Choice[str] | None = None,
    ) -> None:
        scope = where.value if where else "channel"
        period_value = period.value if period else "all"
        standings = await self.sessions.leaderboard(
            channel_key(interaction), guild_key(interaction), scope, period_value
        )
        label = "this server" if scope == "server" and guild_key(interaction) else "this channel"
        reply = render.leaderboard_reply(standings, label, period_value, quiz_embeds.mention)
        await interaction.response.send_message(embeds=quiz_embeds.embeds(reply), allowed_mentions=NO_MENTIONS)

    @app_commands.command(name="me", description="Your quiz accuracy per topic (only you see it)")
    async def me(self, interaction: discord.Interaction) -> None:
        stats = await self.sessions.me(str(interaction.user.id), channel_key(interaction), guild_key(interaction))
        await send_pages(interaction, render.me_reply(stats), ephemeral=True)

    @app_commands.command(name="review", description="The questions you got wrong, with why (only you see it)")
    async def review(self, interaction: discord.Interaction) -> None:
        misses = await self.sessions.review(str(interaction.user.id), channel_key(interaction), guild_key(interaction))
        await send_pages(interaction, render.review_reply(misses), ephemeral=True)

    @app_commands.command(name="report", description="Report a question of this channel's quiz to the moderators")
    @app_commands.describe(question="the question's number in the current or last quiz", reason="what is wrong")
    async def report(
        self,
        interaction: discord.Interaction,
        question: app_commands.Range[int, 1, MAX_QUESTIONS],
        reason: app_commands.Range[str, 1, 500] | None = None,
    ) -> None:
        try:
            await self.sessions.report(channel_key(interaction), str(interaction.user.id), question, reason or "")
        except QuizRefused as exc:
            await send_error(interaction, str(exc))
            return
        await _tell(interaction, f"Thanks: question {question} is reported to the moderators.")

    @app_commands.command(name="settings", description="Quiz settings (changing them: Manage Server/Channels)")
    @app_commands.describe(
        timer=f"seconds per question ({MIN_TIMER}-{MAX_TIMER})",
        questions=f"questions per quiz ({MIN_QUESTIONS}-{MAX_QUESTIONS})",
        reveal="timer: at the end of the timer; early: once everyone playing answered",
        role="the quizmaster role: may start, stop and set quizzes",
        topics="topics quizzes here draw from, comma-separated ('all' for any)",
        skip_votes="votes that skip a question (fewer when a majority of players is fewer)",
        channel_only="set these for this channel only (default: the whole server)",
        reset_leaderboard="reset the leaderboard of this channel or this server",
    )
    @app_commands.choices(reveal=REVEAL_CHOICES, reset_leaderboard=WHERE_CHOICES)
    async def settings(
        self,
        interaction: discord.Interaction,
        timer: app_commands.Range[int, MIN_TIMER, MAX_TIMER] | None = None,
        questions: app_commands.Range[int, MIN_QUESTIONS, MAX_QUESTIONS] | None = None,
        reveal: app_commands.Choice[str] | None = None,
        role: discord.Role | None = None,
        topics: app_commands.Range[str, 1, 200] | None = None,
        skip_votes: app_commands.Range[int, 1, 25] | None = None,
        channel_only: bool = False,
        reset_leaderboard: app_commands.Choice[str] | None = None,
    ) -> None:
        channel, guild = channel_key(interaction), guild_key(interaction)
        changes = {
            "timer": timer,
            "count": questions,
            "reveal": reveal.value if reveal else None,
            "topics": topics,
            "skip_votes": skip_votes,
        }
        if role is not None:
            changes["role_id"] = str(role.id)
        wants_change = any(v is not None for v in changes.values()) or reset_leaderboard is not None
        if wants_change and (refused := await self.may_run(interaction)) is not None:
            await send_error(interaction, refused)
            return
        done = []
        try:
            if any(v is not None for v in changes.values()):
                if "role_id" in changes and channel_only:
                    raise QuizRefused("the quizmaster role is set for the whole server: leave channel_only off")
                scope = f"channel:{channel}" if channel_only or guild is None else f"guild:{guild}"
                await self.sessions.set_settings(scope, **changes)
                done.append("Saved for this channel." if scope.startswith("channel") else "Saved for this server.")
            if reset_leaderboard is not None:
                await self.sessions.reset_leaderboard(channel, guild, reset_leaderboard.value, str(interaction.user.id))
                done.append(f"The leaderboard of {reset_leaderboard.name} is reset.")
        except QuizRefused as exc:
            await send_error(interaction, str(exc))
            return
        current = await self.sessions.settings(channel, guild)
        moderator = await self.may_run(interaction) is None
        reports = await self.sessions.reports(channel, guild) if moderator else None
        role_shown = f"<@&{current.role_id}>" if current.role_id else None
        reply = render.settings_reply(current, role_shown, reports, quiz_embeds.mention)
        reply.summary = " ".join(done)
        await send_pages(interaction, reply, ephemeral=True)

    # --- buttons ---------------------------------------------------------------------------------------------

    async def on_button(self, interaction: discord.Interaction, session: int, number: int, action: str) -> None:
        """Any quiz button, by its custom id (it works after a restart: everything is in the database)."""
        user = str(interaction.user.id)
        try:
            if action == "explain":
                posted = await self.sessions.posted(session, number)
                if posted is None:
                    raise QuizRefused("that quiz question no longer exists")
                if posted.revealed_at is None:
                    raise QuizRefused("the explanation shows once the answer is revealed")
                await send_pages(interaction, render.explanation_reply(posted.question), ephemeral=True)
                return
            if action == "skip":
                current = await self.sessions.current(channel_key(interaction))
                latest = await self.sessions.posted(session)
                if current is None or current["id"] != session or latest is None or latest.number != number:
                    raise QuizRefused(f"question {number} is closed already")
                await self._skip(interaction)
                return
            posted = await self.sessions.posted(session, number)
            if posted is None:
                raise QuizRefused("that quiz question no longer exists")
            if action == "submit":
                result = await self.sessions.submit(session, number, user)
            elif posted.question.kind == "multi":
                result = await self.sessions.toggle(session, number, user, action)
            else:
                result = await self.sessions.answer(session, number, user, action)
        except (QuizRefused, StorageUnavailable) as exc:  # StorageUnavailable: "the database is unreachable, …"
            await send_error(interaction, str(exc))
            return
        await _tell(interaction, result.message)
        if result.submitted and result.everyone_in and posted.session["reveal"] == "early":
            await self.close_question(session, number, "early")


async def _tell(interaction: discord.Interaction, text: str) -> None:
    """A private one-line confirmation."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
