"""/quiz: practice quizzes in a channel (issue #17), a thin shell over commands/quiz/.

Modules by concern: `_cog` (the slash commands, posting, timers, resuming after a restart), `_views` (persistent
buttons with stable custom ids, one DynamicItem registered at bot start), `_embeds` (the question, the reveal,
the summary as embeds within Discord's limits).
"""

from __future__ import annotations

from discord.ext import commands

from ._cog import QuizCog
from ._views import QuizButton

__all__ = ["QuizButton", "QuizCog", "setup"]


async def setup(bot: commands.Bot) -> None:
    """For `bot.load_extension("bot.cogs.quiz")`: the cog and its persistent buttons (bot.handlers must be set)."""
    bot.add_dynamic_items(QuizButton)
    await bot.add_cog(QuizCog(bot.handlers, bot=bot))
