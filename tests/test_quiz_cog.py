"""/quiz through the cog's callbacks with several fake users: questions posted to a fake channel with persistent
buttons, answers once each, a timeout, a skip vote, the reveal with counts, scores per mode, the leaderboard and its
reset, a restart in the middle of a session, permission refusals, embeds within limits and no pings."""

from __future__ import annotations

import re
from types import SimpleNamespace
from unittest.mock import AsyncMock, MagicMock

import discord
import fake_discord
import pytest
from fake_discord import sent
from quiz_fixtures import Clock, Source

from bot.cogs.quiz import QuizButton, QuizCog
from bot.cogs.quiz._views import TEMPLATE
from bot.embeds import NO_MENTIONS
from bot.storage import Storage
from commands.channel import Handlers
from commands.quiz._sessions import QuizSessions

CHANNEL, GUILD = 10, 500


class FakeMessage:
    def __init__(self, channel: FakeChannel, ident: int, kwargs: dict) -> None:
        self.channel, self.id, self.kwargs = channel, ident, kwargs
        self.edits: list[dict] = []

    async def edit(self, **kwargs) -> None:
        self.edits.append(kwargs)
        self.channel.edits.append(kwargs)


class FakeChannel:
    """Records every message sent and edited; edits by id work for any message (as a partial message does)."""

    def __init__(self) -> None:
        self.messages: list[FakeMessage] = []
        self.edits: list[dict] = []
        self.next_id = 9000

    async def send(self, **kwargs) -> FakeMessage:
        self.next_id += 1
        message = FakeMessage(self, self.next_id, kwargs)
        self.messages.append(message)
        return message

    def get_partial_message(self, ident: int) -> FakeMessage:
        return next((m for m in self.messages if m.id == ident), FakeMessage(self, ident, {}))


def text(message: dict) -> str:
    parts = [str(a) for a in message.get("_args", ())]
    for embed in message.get("embeds", []):
        parts += [embed.title or "", embed.description or ""] + [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


def custom_ids(message: FakeMessage | dict) -> list[str]:
    kwargs = message.kwargs if isinstance(message, FakeMessage) else message
    return [item.custom_id for item in kwargs["view"].children]


def check_limits(embeds: list[discord.Embed]) -> None:
    assert len(embeds) <= 10 and sum(len(e) for e in embeds) <= 6000
    for e in embeds:
        assert len(e.title or "") <= 256 and len(e.description or "") <= 4096 and len(e.fields) <= 25
        assert all(len(f.name) <= 256 and len(f.value) <= 1024 for f in e.fields)


class Harness:
    def __init__(self, store: Storage, clock: Clock, source: Source | None = None) -> None:
        self.store, self.clock = store, clock
        self.channel = FakeChannel()
        self.sessions = QuizSessions(store, source or Source(), clock)

        async def channels(key: str) -> FakeChannel:
            assert key == str(CHANNEL)
            return self.channel

        self.cog = QuizCog(Handlers(store), sessions=self.sessions, channels=channels, timers=False)
        self.interactions: list[MagicMock] = []

    def user(self, user: int, *, manage_guild: bool = False, roles: tuple[int, ...] = (), guild: bool = True):
        inter = fake_discord.interaction(CHANNEL, user, where="guild" if guild else "dm")
        inter.guild_id = GUILD if guild else None
        inter.permissions = discord.Permissions(manage_guild=manage_guild)
        inter.user.roles = [SimpleNamespace(id=r) for r in roles]
        inter.client.get_cog = MagicMock(side_effect=lambda name: self.cog if name == "QuizCog" else None)
        inter.followup.send = AsyncMock()
        self.interactions.append(inter)
        return inter

    def mod(self):
        return self.user(1, manage_guild=True)

    async def click(self, user: int, custom_id: str) -> MagicMock:
        """A click as discord.py dispatches it: the DynamicItem made from the custom id alone, then its callback."""
        inter = self.user(user)
        match = re.fullmatch(TEMPLATE, custom_id)
        assert match, custom_id
        item = await QuizButton.from_custom_id(inter, discord.ui.Button(label="x", custom_id=custom_id), match)
        await item.callback(inter)
        return inter

    async def start(self, **options) -> MagicMock:
        inter = self.mod()
        defaults = {"topic": None, "level": None, "questions": 2, "ruleset": None, "mode": None, "timer": None}
        await self.cog.start.callback(self.cog, inter, **(defaults | options))
        return inter

    def every_send(self) -> list[dict]:
        out = [m.kwargs for m in self.channel.messages] + self.channel.edits
        for inter in self.interactions:
            out += sent(inter)
        return out


@pytest.fixture
async def store(tmp_path):
    s = await Storage.open(tmp_path / "quiz.sqlite3")
    yield s
    await s.close()


@pytest.fixture
def harness(store):
    return Harness(store, Clock())


def ephemeral_line(inter: MagicMock) -> str:
    [message] = sent(inter)
    assert message["ephemeral"] is True and message["allowed_mentions"] is NO_MENTIONS
    line = message["_args"][0]
    assert "\n" not in line
    return line


def assert_no_pings_and_within_limits(h: Harness) -> None:
    for message in h.every_send():
        assert message.get("allowed_mentions") is NO_MENTIONS, message
        check_limits(message.get("embeds", []))


def letter_ids(message: FakeMessage) -> dict[str, str]:
    return {cid.rsplit(":", 1)[1]: cid for cid in custom_ids(message)}


async def test_a_sprint_quiz_with_several_players(harness):
    h = harness
    start = await h.start(mode=SimpleNamespace(value="sprint"), timer=20)
    start.response.defer.assert_awaited_once()
    assert "Quiz started" in text(sent(start)[0]) and "sprint mode, 20 s each" in text(sent(start)[0])
    [question] = h.channel.messages
    body = text(question.kwargs)
    assert "Question 1/2 · prevention · level 1 · sprint" in body and "Opponent casts Lightning Bolt" in body
    assert "Grizzly Bears, Samite Healer, Lightning Bolt" in body and "B. It dies: 2 damage is lethal" in body
    assert f"<t:{int(h.clock.now) + 20}:R>" in body  # the visible timer
    sid = (await h.sessions.current(str(CHANNEL)))["id"]
    ids = letter_ids(question)
    assert ids["A"] == f"rk:quiz:{sid}:1:A" and set(ids) == {"A", "B", "C", "skip"}
    assert all(child.timeout is None for child in [question.kwargs["view"]])
    assert (await h.store.quiz_question(sid, 1))["message_id"] == str(question.id)
    h.clock.advance(2)
    alice = await h.click(101, ids["B"])
    assert "Your answer B to question 1 is in" in ephemeral_line(alice)
    again = await h.click(101, ids["A"])
    assert "answered question 1 already" in ephemeral_line(again)
    await h.click(102, ids["A"])
    await h.click(103, ids["B"])
    assert len(h.channel.messages) == 1  # nothing public while answering
    h.clock.advance(20)
    late = await h.click(104, ids["B"])
    assert "time's up" in ephemeral_line(late)
    await h.cog.resume()  # what the timer does when the time is up
    question_edit = question.edits[-1]
    assert all(child.item.disabled for child in question_edit["view"].children) and "closed" in text(question_edit)
    reveal = h.channel.messages[1]
    body = text(reveal.kwargs)
    assert "Time's up. Answer: B. It dies: 2 damage is lethal" in body and "2 of 3 got it right" in body
    assert "A. ✗ 1 picked" in body and "B. ✓ 2 picked" in body and "C. ✗ 0 picked" in body
    assert "A. The shield prevents only 1 of the 3 damage, not all of it (615.7)." in body
    assert "<@101> +14" in body and "615.7, 704.5g" in body
    explain = await h.click(105, custom_ids(reveal)[0])
    [shown] = sent(explain)
    assert shown["ephemeral"] is True and "Samite Healer's shield prevents 1 of the 3 damage" in text(shown)
    # question 2: select all that apply — toggles, then Submit
    second = h.channel.messages[2]
    ids = letter_ids(second)
    assert set(ids) == {"A", "B", "C", "D", "E", "submit", "skip"}
    toggled = await h.click(101, ids["A"])
    assert "Your picks: A." in ephemeral_line(toggled)
    await h.click(101, ids["C"])
    submitted = await h.click(101, ids["submit"])
    assert "Your answer A, C to question 2 is in" in ephemeral_line(submitted)
    await h.click(102, ids["A"])
    await h.click(102, ids["submit"])
    early = await h.click(106, ids["A"].replace(":A", ":explain"))
    assert ephemeral_line(early) == "the explanation shows once the answer is revealed"
    h.clock.advance(30)
    await h.cog.resume()
    body = text(h.channel.messages[3].kwargs)
    assert "Answers: A. You are at 20 life · C. Opponent is at 20 life" in body and "1 of 2 got it right" in body
    summary = text(h.channel.messages[4].kwargs)
    assert "Quiz over" in summary and "1. <@101>: 40 points (2/2 right)" in summary
    assert await h.sessions.current(str(CHANNEL)) is None
    board = h.user(200)
    await h.cog.leaderboard.callback(h.cog, board, period=None, where=None)
    assert "1. <@101>: 40 points" in text(sent(board)[0])
    assert_no_pings_and_within_limits(h)


async def test_skip_vote_and_early_reveal(harness):
    h = harness
    await h.sessions.set_settings(f"guild:{GUILD}", reveal="early", skip_votes=2)
    await h.start(questions=3)
    ids = letter_ids(h.channel.messages[0])
    await h.click(101, ids["B"])
    await h.click(102, ids["B"])
    vote = h.user(101)
    await h.cog.skip.callback(h.cog, vote)
    assert ephemeral_line(vote) == "Skip vote 1/2 for question 1."
    vote = await h.click(102, ids["skip"])
    assert ephemeral_line(vote) == "Skip vote 2/2: question 1 is skipped."
    assert "Skipped by vote" in text(h.channel.messages[1].kwargs)
    late_vote = await h.click(103, ids["skip"])
    assert "closed already" in ephemeral_line(late_vote)
    ids = letter_ids(h.channel.messages[2])
    for user in (1, 101, 102):  # everyone who played (and the moderator who started): revealed at once
        await h.click(user, ids["A"])
        await h.click(user, ids["submit"])
    assert "Everyone answered" in text(h.channel.messages[3].kwargs)
    assert len(h.channel.messages) == 5  # and the third question is up
    stop = h.mod()
    await h.cog.stop.callback(h.cog, stop)
    assert "Quiz stopped" in text(sent(stop)[0]) and "Quiz stopped" in text(h.channel.messages[5].kwargs)
    assert_no_pings_and_within_limits(h)


async def test_exam_mode_pass_mark_and_me_and_review(harness):
    h = harness
    await h.start(mode=SimpleNamespace(value="exam"))
    ids = letter_ids(h.channel.messages[0])
    await h.click(101, ids["B"])
    await h.click(102, ids["C"])
    h.clock.advance(31)
    await h.cog.resume()
    ids = letter_ids(h.channel.messages[2])
    for user in (101, 102):
        await h.click(user, ids["A"])
        await h.click(user, ids["C"])
        await h.click(user, ids["submit"])
    h.clock.advance(31)
    await h.cog.resume()
    summary = text(h.channel.messages[-1].kwargs)
    assert "<@101>: 2/2 (100 %) — pass" in summary and "<@102>: 1/2 (50 %) — not yet" in summary
    me = h.user(102)
    await h.cog.me.callback(h.cog, me)
    [shown] = sent(me)
    assert shown["ephemeral"] and "prevention: 0/1 right (0 %)" in text(shown) and "combat: 1/1" in text(shown)
    review = h.user(102)
    await h.cog.review.callback(h.cog, review)
    [shown] = sent(review)
    assert "You picked C; the answer is B." in text(shown) and "State-based actions are checked at once" in text(shown)
    report = h.user(102)
    await h.cog.report.callback(h.cog, report, question=1, reason="@everyone this is wrong")
    assert "reported to the moderators" in ephemeral_line(report)
    [stored] = await h.store.quiz_reports(str(CHANNEL))
    assert stored["user_id"] == "102" and stored["text"] == "@everyone this is wrong"
    moderator = h.mod()
    await h.cog.settings.callback(h.cog, moderator)  # moderators see the reports with the settings
    shown = text(sent(moderator)[0])
    assert "Reports (1)" in shown and "question 1) by <@102>: @\u200beveryone this is wrong" in shown
    player = h.user(102)
    await h.cog.settings.callback(h.cog, player)
    assert "Reports" not in text(sent(player)[0])
    assert_no_pings_and_within_limits(h)


async def test_leaderboard_periods_and_reset_by_moderators_only(harness):
    h = harness
    await h.start(questions=1, mode=SimpleNamespace(value="sprint"))
    await h.click(101, letter_ids(h.channel.messages[0])["B"])
    h.clock.advance(31)
    await h.cog.resume()
    for where in (None, SimpleNamespace(value="server")):
        board = h.user(7)
        await h.cog.leaderboard.callback(h.cog, board, period=SimpleNamespace(value="week"), where=where)
        assert "<@101>: 15 points" in text(sent(board)[0]) and sent(board)[0].get("ephemeral") is not True
    refused = h.user(7)
    reset = SimpleNamespace(name="this channel", value="channel")
    await h.cog.settings.callback(h.cog, refused, reset_leaderboard=reset)
    assert "Manage Server or Manage Channels, or the quizmaster role" in ephemeral_line(refused)
    ok = h.mod()
    await h.cog.settings.callback(h.cog, ok, reset_leaderboard=reset)
    assert "The leaderboard of this channel is reset." in text(sent(ok)[0])
    board = h.user(7)
    await h.cog.leaderboard.callback(h.cog, board, period=None, where=None)
    assert "No answers yet." in text(sent(board)[0])
    board = h.user(7)
    await h.cog.leaderboard.callback(h.cog, board, period=None, where=SimpleNamespace(value="server"))
    assert "<@101>: 15 points" in text(sent(board)[0])  # the server's board is its own


async def test_permissions_and_the_quizmaster_role(harness):
    h = harness
    for inter in (h.user(5), h.user(5, guild=False)):
        await h.cog.start.callback(
            h.cog, inter, topic=None, level=None, questions=None, ruleset=None, mode=None, timer=None
        )
        assert "Manage Server" in ephemeral_line(inter) or "server channel" in ephemeral_line(inter)
    stop = h.user(5)
    await h.cog.stop.callback(h.cog, stop)
    assert "Manage Server" in ephemeral_line(stop)
    setting = h.user(5)
    await h.cog.settings.callback(h.cog, setting, timer=60)
    assert "Manage Server" in ephemeral_line(setting)
    assert h.channel.messages == [] and await h.sessions.current(str(CHANNEL)) is None
    role = h.mod()
    await h.cog.settings.callback(h.cog, role, role=SimpleNamespace(id=777), topics="prevention, combat", timer=45)
    [shown] = sent(role)
    assert shown["ephemeral"] and "quizmaster role: <@&777>" in text(shown) and "timer: 45 s" in text(shown)
    quizmaster = h.user(5, roles=(777,))
    await h.cog.start.callback(
        h.cog, quizmaster, topic="counters", level=None, questions=None, ruleset=None, mode=None, timer=None
    )
    assert "topics are prevention, combat" in ephemeral_line_after_defer(quizmaster)
    quizmaster = h.user(5, roles=(777,))
    await h.cog.start.callback(
        h.cog, quizmaster, topic=None, level=None, questions=None, ruleset=None, mode=None, timer=None
    )
    assert "45 s each" in text(sent(quizmaster)[0])
    again = h.user(5, roles=(777,))
    await h.cog.start.callback(
        h.cog, again, topic=None, level=None, questions=None, ruleset=None, mode=None, timer=None
    )
    assert "running in this channel already" in ephemeral_line_after_defer(again)
    anyone = h.user(6)
    await h.cog.settings.callback(h.cog, anyone)  # looking is for everyone
    assert "timer: 45 s" in text(sent(anyone)[0])
    assert_no_pings_and_within_limits(h)


def ephemeral_line_after_defer(inter: MagicMock) -> str:
    inter.delete_original_response.assert_awaited()  # the "thinking…" doesn't stay
    [message] = inter.followup.send.call_args_list
    assert message.kwargs["ephemeral"] is True and message.kwargs["allowed_mentions"] is NO_MENTIONS
    return message.args[0]


async def test_a_restart_in_the_middle_of_a_session(tmp_path):
    path = tmp_path / "restart.sqlite3"
    clock = Clock()
    store = await Storage.open(path)
    h = Harness(store, clock)
    await h.start(questions=3, mode=SimpleNamespace(value="sprint"))
    old_question = h.channel.messages[0]
    ids = letter_ids(old_question)
    await h.click(101, ids["B"])
    await h.cog.cog_unload()
    await store.close()  # the bot goes down …
    clock.advance(5)
    store = await Storage.open(path)  # … and comes back on the same file
    h2 = Harness(store, clock, Source(kinds="ms"))
    h2.channel.messages = h.channel.messages  # the same channel: the old message is there
    answered = await h2.click(102, ids["B"])  # a button of the message posted before the restart
    assert "Your answer B to question 1 is in" in ephemeral_line(answered)
    again = await h2.click(101, ids["A"])
    assert "answered question 1 already" in ephemeral_line(again)
    await h2.cog.resume()
    assert len(h2.channel.messages) == 1  # still time left: nothing revealed
    clock.advance(60)  # … down again past the deadline: revealed at start
    await h2.cog.resume()
    reveal = text(h2.channel.messages[1].kwargs)
    assert "2 of 2 got it right" in reveal and old_question.edits  # the old question's buttons are off
    nxt = h2.channel.messages[2]
    assert "Question 2/3" in text(nxt.kwargs) and "select all that apply" in text(nxt.kwargs)
    await store.close()


def test_the_quiz_commands_are_within_discords_limits():
    from discord import app_commands

    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.default()))
    cog = QuizCog(Handlers(MagicMock()), sessions=MagicMock(), timers=False)
    group = cog.__cog_app_commands_group__
    tree.add_command(group)
    definition = group.to_dict(tree)
    names = {o["name"] for o in definition["options"]}
    assert names == {"start", "stop", "skip", "leaderboard", "me", "review", "report", "settings"}
    for option in definition["options"]:
        assert 1 <= len(option["description"]) <= 100, option["name"]
        for sub in option.get("options", []):
            assert 1 <= len(sub["description"]) <= 100 and re.fullmatch(r"[a-z_]{1,32}", sub["name"]), sub


async def test_timers_reveal_on_their_own(store):
    import asyncio

    h = Harness(store, Clock())
    h.cog.timers = True
    await h.start(questions=1)
    h.clock.advance(31)  # the timer task computes its sleep from the clock: none left
    for _ in range(50):
        if len(h.channel.messages) >= 3:
            break
        await asyncio.sleep(0.01)
    assert "Time's up" in text(h.channel.messages[1].kwargs) and "Quiz over" in text(h.channel.messages[2].kwargs)
    await h.cog.cog_unload()


async def test_the_bot_registers_the_cog_and_its_persistent_buttons(store):
    from bot.client import RulekeeperBot
    from bot.settings import Settings

    bot = RulekeeperBot(Settings(discord_token=None))
    await bot.add_cogs(Handlers(store))
    cog = bot.get_cog("QuizCog")
    assert isinstance(cog, QuizCog) and cog.bot is bot
    assert QuizButton in bot._connection._view_store._dynamic_items.values()
    await bot.close()


async def test_a_reveal_racing_a_stop_shows_one_summary(harness):
    h = harness
    await h.start(questions=2)
    sid = (await h.sessions.current(str(CHANNEL)))["id"]
    await h.sessions.reveal(sid, 1, "time")  # the timer revealed it …
    stop = h.mod()
    await h.cog.stop.callback(h.cog, stop)  # … and /quiz stop came before it went on
    await h.cog._continue(sid)
    summaries = [m for m in h.channel.messages if "Quiz" in text(m.kwargs) and "Scores" in text(m.kwargs)]
    assert summaries == [] and "Quiz stopped" in text(sent(stop)[0])


async def test_a_channel_the_bot_cannot_post_to_ends_the_quiz(harness):
    h = harness

    async def refuse(**kwargs):
        raise discord.Forbidden(MagicMock(status=403, reason="Forbidden"), "Missing Access")

    h.channel.send = refuse
    await h.start()
    assert await h.sessions.current(str(CHANNEL)) is None
