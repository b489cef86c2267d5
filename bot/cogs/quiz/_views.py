"""Persistent buttons: every button's custom id says what it is ("rk:quiz:<session>:<n>:A"), and one DynamicItem
class, registered at bot start (bot.add_dynamic_items), answers any of them, so a question posted before a restart
keeps working after it. The views themselves are discord.ui.View(timeout=None): they never time out."""

from __future__ import annotations

import discord

from commands.quiz._sessions import Posted

PREFIX = "rk:quiz"
TEMPLATE = PREFIX + r":(?P<session>[0-9]+):(?P<number>[0-9]+):(?P<action>[A-E]|submit|skip|explain)"
COG_NAME = "QuizCog"


def custom_id(session: int, number: int, action: str) -> str:
    return f"{PREFIX}:{session}:{number}:{action}"


class QuizButton(discord.ui.DynamicItem[discord.ui.Button], template=TEMPLATE):
    """Any quiz button: an option (A–E), Submit (select-all), Skip vote, Explain (after the reveal)."""

    def __init__(
        self,
        session: int,
        number: int,
        action: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or action,
                style=style,
                custom_id=custom_id(session, number, action),
                disabled=disabled,
            ),
            row=row,
        )
        self.session, self.number, self.action = session, number, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button, match) -> QuizButton:
        return cls(int(match["session"]), int(match["number"]), match["action"], label=item.label, style=item.style)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        from ...ops import admit

        return await admit(interaction)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog(COG_NAME)
        if cog is None:  # the quiz cog isn't loaded: answer anyway, one line, only to whoever clicked
            from ...respond import send_error

            await send_error(interaction, "quizzes aren't available right now")
            return
        await cog.on_button(interaction, self.session, self.number, self.action)


def question_view(posted: Posted, *, disabled: bool = False) -> discord.ui.View:
    """A–E (a toggle each for select-all, then Submit), and a skip vote."""
    view = discord.ui.View(timeout=None)
    sid, n = posted.session["id"], posted.number
    multi = posted.question.kind == "multi"
    style = discord.ButtonStyle.secondary if multi else discord.ButtonStyle.primary
    for option in posted.question.options:
        view.add_item(QuizButton(sid, n, option.letter, label=option.letter, style=style, disabled=disabled, row=0))
    if multi:
        view.add_item(
            QuizButton(sid, n, "submit", label="Submit", style=discord.ButtonStyle.success, disabled=disabled, row=1)
        )
    view.add_item(
        QuizButton(sid, n, "skip", label="Vote to skip", style=discord.ButtonStyle.secondary, disabled=disabled, row=1)
    )
    return view


def reveal_view(session: int, number: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(QuizButton(session, number, "explain", label="Explain", style=discord.ButtonStyle.secondary))
    return view
