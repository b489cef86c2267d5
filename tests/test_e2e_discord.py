"""End to end: the unmodified discord.py client running RulekeeperBot against a fake Discord on 127.0.0.1
(tests/discord_server.py): login, command sync, gateway heartbeats, slash commands and button clicks through the
gateway, and every REST call Discord would receive checked (no pings, ephemeral errors, deferrals, permissions)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import signal
import sqlite3
import sys
import time

import discord
import pytest
from discord_server import (
    ALL_PERMISSIONS,
    APP_ID,
    CHANNEL_ID,
    DM_CHANNEL_ID,
    EPHEMERAL,
    GUILD_ID,
    USER_ID,
    FakeDiscord,
    buttons,
    text_of,
)

from bot.client import RulekeeperBot
from bot.settings import Settings

TOKEN = "MTIz.fake-e2e-token.never-a-real-one-0123456789"
BOLT = "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it."


@pytest.fixture
async def fake():
    """The fake Discord; discord.py's global routes are put back afterwards."""
    saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()
    discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved


class Running:
    """A RulekeeperBot logged in to the fake Discord, in this test's event loop."""

    def __init__(self, fake: FakeDiscord, database, *, sync: bool = False) -> None:
        settings = Settings(
            discord_token=TOKEN,
            discord_api_base=fake.api,
            database_path=database,
            engine_workers=2,
            dev_guild_id=GUILD_ID,
        )
        self.bot = RulekeeperBot(settings, sync=sync, guild_ready_timeout=0.1)
        self.task: asyncio.Task | None = None

    async def __aenter__(self) -> RulekeeperBot:
        self.task = asyncio.create_task(self.bot.start(TOKEN))
        ready = asyncio.create_task(self.bot.wait_until_ready())
        done, _ = await asyncio.wait({ready, self.task}, timeout=30, return_when=asyncio.FIRST_COMPLETED)
        if self.task in done:
            ready.cancel()
            self.task.result()  # raises what stopped it
        assert ready in done, "the bot didn't get ready within 30 s"
        return self.bot

    async def __aexit__(self, *exc) -> None:
        await self.bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(self.task, 10)


def running(fake: FakeDiscord, tmp_path, **kwargs) -> Running:
    return Running(fake, tmp_path / "bot.sqlite3", **kwargs)


# --- login and command sync ----------------------------------------------------------------------------------

NAME = re.compile(r"^[-_\w]{1,32}$")


def check_command(command: dict, top: bool = True) -> None:
    assert NAME.fullmatch(command["name"]) and command["name"] == command["name"].lower(), command["name"]
    assert 1 <= len(command["description"]) <= 100, command["name"]
    for option in command.get("options", []):
        assert option["type"] in range(1, 12), option
        if option["type"] in (1, 2):
            check_command(option, top=False)
            continue
        assert NAME.fullmatch(option["name"]) and 1 <= len(option["description"]) <= 100, option
        assert len(option.get("choices", [])) <= 25
        if option["type"] == 3:
            assert 0 <= option.get("min_length", 0) <= option.get("max_length", 6000) <= 6000, option
        if option["type"] == 4 and "min_value" in option:
            assert option["min_value"] <= option["max_value"], option


async def test_login_heartbeats_and_a_valid_command_sync(fake, tmp_path):
    async with running(fake, tmp_path, sync=True) as bot:
        assert bot.user.id == APP_ID and bot.application_id == APP_ID
        [identify] = fake.identifies
        assert identify["token"] == TOKEN and identify["intents"] == discord.Intents.default().value
        paths = [c.path for c in fake.calls]
        assert paths[:3] == ["/users/@me", "/oauth2/applications/@me", "/gateway/bot"]
        assert all(c.auth == f"Bot {TOKEN}" for c in fake.calls if not c.path.startswith("/interactions"))
        sync = next(c for c in fake.calls if c.method == "PUT")
        assert sync.path == f"/applications/{APP_ID}/guilds/{GUILD_ID}/commands"
        commands = {c["name"]: c for c in sync.body}
        assert set(commands) == {"ruling", "compare", "scenario", "rule", "rules", "define", "card", "settings"} | {
            "help",
            "quiz",
        }
        for command in sync.body:
            check_command(command)
            assert command["type"] == 1 and command["integration_types"] == [0]
        manage_channels = discord.Permissions(manage_channels=True).value
        assert int(commands["settings"]["default_member_permissions"]) == manage_channels
        assert commands["quiz"]["contexts"] == [0]  # server channels only
        for name in ("ruling", "compare", "scenario", "rule", "rules", "define", "card", "help", "settings"):
            assert commands[name]["contexts"] == [0, 1], name  # servers and the bot's DM
            assert name == "settings" or commands[name].get("default_member_permissions") is None
        ruling = {o["name"]: o for o in commands["ruling"]["options"]}
        assert ruling["situation"]["type"] == 3 and ruling["situation"]["required"] is True
        assert ruling["situation"]["max_length"] == 2000 and ruling["private"]["type"] == 5
        assert [c["value"] for c in ruling["ruleset"]["choices"]] == ["mtg", "mtg-2008", "grand-archive"]
        quiz = {o["name"]: o for o in commands["quiz"]["options"]}
        assert quiz["start"]["type"] == 1 and {"stop", "skip", "leaderboard", "settings"} <= set(quiz)
        level = next(o for o in quiz["start"]["options"] if o["name"] == "level")
        assert (level["type"], level["min_value"], level["max_value"]) == (4, 1, 3)
        heartbeats = fake.heartbeats
        await asyncio.sleep(1.3)  # the interval is 1 s: at least one more heartbeat, acknowledged
        assert fake.heartbeats > heartbeats and not bot.is_closed() and bot.latency < 5


# --- /ruling ---------------------------------------------------------------------------------------------------


async def test_ruling_defers_then_follows_up_with_a_persistent_rules_button(fake, tmp_path):
    async with running(fake, tmp_path) as bot:
        sent = time.monotonic()
        inter = await fake.send(fake.command("ruling", situation=BOLT))
        callback = await fake.answered(inter)
        assert callback.body["type"] == 5 and callback.at - sent < 3  # deferred ("thinking…") within 3 s
        assert not (callback.body.get("data") or {}).get("flags", 0) & EPHEMERAL
        await fake.followed_up(inter)
        await asyncio.sleep(0.3)
        messages = fake.channel_messages()
        body = "\n".join(text_of(m) for m in messages)
        assert "Damage prevented: 1" in body and "615.7 —" not in body
        [button] = [b for m in messages for b in buttons(m)]
        assert button["label"] == "Show rules" and re.fullmatch(r"rk:rules:[0-9]+", button["custom_id"])
        holder = next(m for m in messages if buttons(m))
        click = await fake.send(fake.click(holder, button["custom_id"]))
        shown = await fake.answered(click)
        assert shown.body["type"] == 4 and shown.body["data"]["flags"] & EPHEMERAL
        assert "615.7 —" in text_of(shown.body["data"])
    assert bot.is_closed()
    # after a restart (a new process would do the same: the button's id says what to show)
    async with running(fake, tmp_path):
        again = await fake.send(fake.click(holder, button["custom_id"]))
        shown = await fake.answered(again)
        assert shown.body["type"] == 4 and shown.body["data"]["flags"] & EPHEMERAL
        assert "615.7 —" in text_of(shown.body["data"])


def assert_no_pings(fake: FakeDiscord) -> None:
    """Every message the bot created or edited says it may ping nobody (allowed_mentions parse [])."""
    sends = fake.sends()
    assert sends
    for call in sends:
        payload = call.body["data"] if call.path.startswith("/interactions") else call.body
        mentions = payload.get("allowed_mentions")
        assert mentions is not None and mentions.get("parse") == [], (call, payload)
        assert not mentions.get("users") and not mentions.get("roles") and not mentions.get("replied_user")


def one_line_ephemeral(call) -> str:
    assert call.body["type"] == 4, call.body
    data = call.body["data"]
    assert data["flags"] & EPHEMERAL and "\n" not in data["content"], data
    return data["content"]


async def test_errors_are_one_ephemeral_line_and_nothing_pings(fake, tmp_path):
    async with running(fake, tmp_path):
        unreadable = await fake.send(fake.command("ruling", situation="@everyone casts nonsense at me"))
        line = one_line_ephemeral(await fake.answered(unreadable))
        assert "@\u200beveryone" in line  # quoted back defused, and allowed_mentions says none anyway
        unknown = await fake.send(fake.command("card", name="Blorpy McBlorp"))
        assert "no card named" in one_line_ephemeral(await fake.answered(unknown))
        rule = await fake.send(fake.command("rule", number="615.7"))
        assert (await fake.answered(rule)).body["type"] == 4
        steps = [
            fake.command("scenario", sub="add", text="I control Grizzly Bears with a shield counter."),
            fake.command("scenario", sub="add", text="Opponent casts Lightning Bolt targeting it."),
        ]
        for step in steps:
            await fake.answered(await fake.send(step))
        resolve = await fake.send(fake.command("scenario", sub="resolve"))
        assert (await fake.answered(resolve)).body["type"] == 5
        await fake.followed_up(resolve)
        await asyncio.sleep(0.2)
        assert not [c for c in fake.calls if c.method == "DELETE"]  # nothing "thinking…" was left to remove
    assert_no_pings(fake)


async def test_settings_is_refused_without_manage_channels(fake, tmp_path):
    async with running(fake, tmp_path) as bot:
        member = await fake.send(fake.command("settings", ruleset="mtg-2008"))
        assert "Manage Channels" in one_line_ephemeral(await fake.answered(member))
        assert await bot.storage.get_ruleset(str(CHANNEL_ID)) is None
        mod = await fake.send(fake.command("settings", ruleset="mtg-2008", permissions=ALL_PERMISSIONS))
        assert (await fake.answered(mod)).body["type"] == 4
        assert await bot.storage.get_ruleset(str(CHANNEL_ID)) == "mtg-2008"
        quiz = await fake.send(fake.command("quiz", sub="start"))  # a member: not a quizmaster
        assert "Manage Server" in one_line_ephemeral(await fake.answered(quiz))
    assert_no_pings(fake)


async def test_commands_in_a_dm(fake, tmp_path):
    async with running(fake, tmp_path) as bot:
        ruling = await fake.send(fake.command("ruling", situation=BOLT, dm=True))
        assert (await fake.answered(ruling)).body["type"] == 5
        answer = await fake.followed_up(ruling)
        assert "Damage prevented: 1" in text_of(answer.body)
        step = await fake.send(fake.command("scenario", sub="add", text="I control Grizzly Bears.", dm=True))
        assert "Step 1 added" in text_of((await fake.answered(step)).body["data"])
        assert await bot.storage.steps(str(DM_CHANNEL_ID)) == ["I control Grizzly Bears."]
        settings = await fake.send(fake.command("settings", ruleset="mtg-2008", dm=True))
        assert "server channel" in one_line_ephemeral(await fake.answered(settings))
        shown = await fake.send(fake.command("settings", dm=True))
        assert (await fake.answered(shown)).body["data"]["flags"] & EPHEMERAL
        quiz = await fake.send(fake.command("quiz", sub="start", dm=True))  # Discord doesn't offer it; if it did:
        assert "server channel" in one_line_ephemeral(await fake.answered(quiz))
    assert_no_pings(fake)


async def test_cooldowns_are_per_user_and_say_when_to_try_again(fake, tmp_path):
    from bot.cogs import RULING_COOLDOWN

    uses, _ = RULING_COOLDOWN
    async with running(fake, tmp_path):
        for _ in range(uses):
            inter = await fake.send(fake.command("ruling", situation="nonsense words here"))
            assert "try again in" not in one_line_ephemeral(await fake.answered(inter))
        inter = await fake.send(fake.command("ruling", situation="nonsense words here"))
        line = one_line_ephemeral(await fake.answered(inter))
        assert re.fullmatch(r"Slow down: try again in [1-9][0-9]* s\.", line), line
        other = await fake.send(fake.command("ruling", situation="nonsense words here", user=USER_ID + 1))
        assert "try again in" not in one_line_ephemeral(await fake.answered(other))  # per user
    assert_no_pings(fake)


async def test_a_quiz_through_the_gateway(fake, tmp_path):
    async with running(fake, tmp_path):
        start = await fake.send(fake.command("quiz", sub="start", questions=1, permissions=ALL_PERMISSIONS))
        assert (await fake.answered(start, timeout=30)).body["type"] == 5
        await fake.followed_up(start, timeout=30)
        posted = await fake.wait_for(lambda c: c.method == "POST" and c.path == f"/channels/{CHANNEL_ID}/messages")
        question = next(m for m in fake.channel_messages() if buttons(m))
        assert posted.body["components"] == question["components"]
        ids = [b["custom_id"] for b in buttons(question)]
        assert all(re.fullmatch(r"rk:quiz:[0-9]+:1:([A-E]|submit|skip)", i) for i in ids), ids
        letter = next(i for i in ids if i.endswith(":A"))
        click = await fake.send(fake.click(question, letter))
        confirmation = await fake.answered(click)
        assert confirmation.body["data"]["flags"] & EPHEMERAL
        again = await fake.send(fake.click(question, letter))  # once per question
        assert one_line_ephemeral(await fake.answered(again))
        stop = await fake.send(fake.command("quiz", sub="stop", permissions=ALL_PERMISSIONS))
        summary = await fake.answered(stop)
        assert summary.body["type"] == 4
        edit = await fake.wait_for(lambda c: c.method == "PATCH" and c.path.endswith(f"/messages/{question['id']}"))
        assert all(b["disabled"] for b in buttons(edit.body))  # the question's buttons are off
        reveal = next(
            m for m in fake.channel_messages() if any(b["custom_id"].endswith(":explain") for b in buttons(m))
        )
        assert "A" in text_of(reveal)
        explain = await fake.send(fake.click(reveal, buttons(reveal)[0]["custom_id"]))
        assert (await fake.answered(explain)).body["data"]["flags"] & EPHEMERAL
    assert_no_pings(fake)


async def test_each_command_is_logged_with_its_name_guild_and_latency_and_never_the_token(fake, tmp_path, caplog):
    caplog.set_level(logging.DEBUG)
    async with running(fake, tmp_path, sync=True):
        inter = await fake.send(fake.command("ruling", situation=BOLT))
        await fake.followed_up(inter)
        click = await fake.send(fake.command("help"))
        await fake.answered(click)
        await asyncio.sleep(0.2)
    lines = [r for r in caplog.records if r.name == "rulekeeper.commands"]
    ruling = next(r for r in lines if getattr(r, "command", None) == "/ruling")
    assert ruling.guild == GUILD_ID and ruling.status == "ok" and ruling.latency_ms >= 0
    assert "command=/ruling" in ruling.getMessage() and f"guild={GUILD_ID}" in ruling.getMessage()
    assert any(getattr(r, "command", None) == "/help" for r in lines)
    assert TOKEN not in caplog.text and all(TOKEN not in r.getMessage() for r in caplog.records)


# --- a real bot process: signals ------------------------------------------------------------------------------


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_a_bot_process_stops_cleanly_on_a_signal_within_5_s(fake, tmp_path, sig):
    database, log_path = tmp_path / "bot.sqlite3", tmp_path / "bot.log"
    env = os.environ | {
        "DISCORD_TOKEN": TOKEN,
        "DISCORD_API_BASE": fake.api,
        "DATABASE_PATH": str(database),
        "ENGINE_WORKERS": "2",
        "LOG_LEVEL": "DEBUG",  # everything discord.py logs, to show the token never is
    }
    code = "import sys; from commands.cli import main; sys.exit(main(['bot']))"
    with open(log_path, "wb") as log:  # a file, not a pipe: a full pipe would block the bot
        proc = await asyncio.create_subprocess_exec(sys.executable, "-c", code, cwd=tmp_path, env=env, stderr=log)
        try:
            deadline = time.monotonic() + 60
            while not fake.identifies:
                assert proc.returncode is None and time.monotonic() < deadline, log_path.read_text()
                await asyncio.sleep(0.05)
            step = await fake.send(fake.command("scenario", sub="add", text="I control Grizzly Bears."))
            await fake.answered(step, timeout=20)
            ruling = await fake.send(fake.command("ruling", situation=BOLT))
            if sig is signal.SIGTERM:  # a command in flight: it is finished (or cancelled) before the exit
                assert (await fake.answered(ruling, timeout=20)).body["type"] == 5
            sent = time.monotonic()
            proc.send_signal(sig)
            assert await asyncio.wait_for(proc.wait(), 5) == 0
            assert time.monotonic() - sent < 5
        finally:
            if proc.returncode is None:
                proc.kill()
                await proc.wait()
    logs = log_path.read_text()
    assert TOKEN not in logs and f"{sig.name} received: closing" in logs
    assert "closed: gateway, engine workers and database" in logs
    assert "command=/scenario add" in logs and "status=ok" in logs
    if sig is signal.SIGTERM:
        assert fake.calls_for(ruling)[-1].path.startswith("/webhooks/")  # the in-flight answer was sent
        assert re.search(r"command=/ruling .*status=(ok|cancelled)", logs)
    db = sqlite3.connect(database)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert db.execute("SELECT text FROM scenario_steps").fetchall() == [("I control Grizzly Bears.",)]
    finally:
        db.close()
