"""Issue 18's polish: one option name for the rule system, per-command help, clear errors (Discord and console)."""

from __future__ import annotations

from unittest.mock import MagicMock

import pytest
from discord import app_commands
from fake_discord import interaction, sent

from bot.client import RulekeeperBot, error_message
from bot.cogs.cards import CardsCog
from bot.console import dispatch
from bot.settings import Settings
from bot.storage import Storage
from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.channel import Handlers
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.library import RuleLibrary

INDEX = CardIndex(bundled_cards())
LIBRARY = RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])
CHOICES = "choose mtg, mtg-2008 or grand-archive"


@pytest.fixture
async def handlers(tmp_path):
    store = await Storage.open(tmp_path / "bot.sqlite3")
    yield Handlers(store, index=INDEX, library=LIBRARY)
    await store.close()


def _options(command: dict) -> list[dict]:
    found = []
    for option in command.get("options", []):
        found.append(option)
        if option["type"] in (1, 2):
            found += _options(option)
    return found


async def test_every_rule_system_option_is_called_ruleset_with_the_same_choices(handlers):
    bot = RulekeeperBot(Settings(discord_token=None))
    await bot.add_cogs(handlers)
    commands = {c.name: c.to_dict(bot.tree) for c in bot.tree.get_commands()}
    names = {o["name"] for c in commands.values() for o in _options(c)}
    assert "game" not in names
    with_ruleset = {
        name for name, c in commands.items() for o in _options(c) if o["name"] == "ruleset" and o["type"] == 3
    }
    assert {"ruling", "rule", "rules", "card", "settings", "quiz"} <= with_ruleset
    choices = {
        tuple(ch["value"] for ch in o["choices"])
        for c in commands.values()
        for o in _options(c)
        if o["name"] == "ruleset"
    }
    assert choices == {("mtg", "mtg-2008", "grand-archive")}
    await bot.close()


async def test_card_takes_a_ruleset(handlers):
    cog = CardsCog(handlers)
    inter = interaction()
    choice = app_commands.Choice(name="Grand Archive", value="grand-archive")
    await cog.card.callback(cog, inter, name="deflecting edge", ruleset=choice)
    [message] = sent(inter)
    assert message["embeds"][0].title == "Deflecting Edge"
    inter = interaction()
    inter.namespace.ruleset = "mtg-2008"  # Magic's cards, for 2008's rules too
    found = await cog.card_name(inter, current="gri")
    assert any(c.value == "Grizzly Bears" for c in found)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("/card game:grand-archive bolt", "/card has no option game: (its options: ruleset:)"),
        ("/card ruleset:foo bolt", f"unknown ruleset 'foo': {CHOICES}"),
        ("/ruling ruleset:mtg2008 Opponent casts Shock at me.", f"unknown ruleset 'mtg2008': {CHOICES}"),
        ("/rule ruleset:magic 615.7", f"unknown ruleset 'magic': {CHOICES}"),
        ("/rules search ruleset:x shield", f"unknown ruleset 'x': {CHOICES}"),
        ("/settings ruleset:2008", f"unknown ruleset '2008': {CHOICES}"),
        ("/compare ruleset:mtg Shock me.", "/compare has no option ruleset: (its options: private:)"),
        ("/bogus", "unknown command /bogus: /help lists the commands"),
        ("/card", "/card needs text: /help card shows how, with examples"),
    ],
)  # fmt: skip
async def test_console_refuses_unknown_options_and_rulesets_in_one_line(handlers, line, expected):
    reply = await dispatch(handlers, line)
    assert reply.error and reply.summary == expected


async def test_console_card_and_rules_search_under_a_ruleset(handlers):
    card = await dispatch(handlers, "/card ruleset:grand-archive deflecting edge")
    assert not card.error and card.title == "Deflecting Edge"
    found = await dispatch(handlers, "/rules search ruleset:grand-archive shield")
    assert not found.error and all(h["game"] == "grand-archive" for h in found.data["hits"])
    assert (await dispatch(handlers, "/rule ga:damage/13")).title.startswith("Rule ga:damage/13")


def test_cli_card_and_rule_take_ruleset(capsys):
    from commands.cli import main

    assert main(["card", "deflecting", "--ruleset", "grand-archive", "--json"]) == 0
    assert '"game": "grand-archive"' in capsys.readouterr().out
    assert main(["rules", "search", "shield", "--ruleset", "grand-archive", "--limit", "2"]) == 0
    assert "ga:" in capsys.readouterr().out
    assert main(["card", "bolt", "--game", "mtg"]) == 0  # the old name is still read
    assert "Lightning Bolt" in capsys.readouterr().out


def test_errors_name_a_removed_command_and_never_blame_the_situation():
    assert error_message(app_commands.CommandNotFound("simulate", [])) == (
        "/simulate isn't one of my commands (any more): /help lists them."
    )
    assert error_message(app_commands.CommandNotFound("export", ["scenario"])).startswith("/scenario export isn't")
    generic = error_message(app_commands.CommandInvokeError(MagicMock(), RuntimeError("boom")))
    assert generic == "Something went wrong on my side; it has been logged. Please try again."
    assert "situation" not in generic and "\n" not in generic
