"""`rulekeeper bot --shards 0-3 --shard-count 8`: an AutoShardedBot over those shards (settings and flags),
checked on the client's configuration, without a network."""

from __future__ import annotations

import discord
import pytest

from bot.client import RulekeeperBot, ShardedRulekeeperBot, make_bot
from bot.settings import Settings, parse_shards


def test_shard_ids_read_as_ranges_and_lists():
    assert parse_shards("0-3", 8) == [0, 1, 2, 3]
    assert parse_shards("4,5", 8) == [4, 5] and parse_shards("0-1, 6", 8) == [0, 1, 6]
    for bad, why in (("0-8", "shard 8 doesn't exist"), ("3-1", "backwards"), ("a", "ids like 0-3"), ("1-", "like")):
        with pytest.raises(ValueError, match=why):
            parse_shards(bad, 8)


def test_settings_make_an_auto_sharded_bot_over_those_shards():
    client = make_bot(Settings(discord_token=None, shards="0-3", shard_count=8))
    assert isinstance(client, ShardedRulekeeperBot) and isinstance(client, discord.AutoShardedClient)
    assert client.shard_ids == [0, 1, 2, 3] and client.shard_count == 8
    everything = make_bot(Settings(discord_token=None, shard_count=2))  # every shard of 2 in this process
    assert isinstance(everything, ShardedRulekeeperBot) and everything.shard_ids is None and everything.shard_count == 2
    plain = make_bot(Settings(discord_token=None))
    assert type(plain) is RulekeeperBot and not isinstance(plain, discord.AutoShardedClient)


def test_shards_need_a_count():
    with pytest.raises(ValueError, match="SHARDS needs SHARD_COUNT"):
        Settings(discord_token=None, shards="0-3")


def test_the_command_line_runs_the_shards_it_is_given(monkeypatch, tmp_path, capsys):
    from commands.cli import main

    started = {}

    async def start(self, token, *, reconnect=True):
        started.update(shard_ids=self.shard_ids, shard_count=self.shard_count, kind=type(self).__name__)

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("SHARDS", "7")  # the flags win over the environment
    monkeypatch.setattr(RulekeeperBot, "start", start)
    assert main(["bot", "--shards", "0-3", "--shard-count", "8"]) == 0
    assert started == {"shard_ids": [0, 1, 2, 3], "shard_count": 8, "kind": "ShardedRulekeeperBot"}
    with pytest.raises(SystemExit, match="shard 9 doesn't exist") as info:
        main(["bot", "--shards", "0-9", "--shard-count", "8"])
    assert "\n" not in str(info.value)
