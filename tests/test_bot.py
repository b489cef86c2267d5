"""The Discord shell: every command callback with a mocked Interaction, embeds within limits, no mentions,
errors ephemeral, permissions, the global error handler and every command's to_dict() within limits."""

from __future__ import annotations

import re
from unittest.mock import MagicMock

import discord
import fake_discord
import pytest
from discord import app_commands
from fake_discord import sent

from bot.client import RulekeeperBot, error_message, on_tree_error
from bot.cogs.cards import CardsCog
from bot.cogs.help import HelpCog
from bot.cogs.rules import RulesCog
from bot.cogs.ruling import RulingCog
from bot.cogs.scenario import ScenarioCog
from bot.cogs.settings import SettingsCog
from bot.embeds import FIELD_VALUE, FIELDS, NO_MENTIONS, PER_MESSAGE, TOTAL, messages, reply_embeds
from bot.settings import Settings
from bot.storage import UNREACHABLE, Storage, StorageUnavailable
from bot.views import RulesButton, RulesView
from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.channel import Handlers
from commands.reply import Reply, Section
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.library import RuleLibrary

INDEX = CardIndex(bundled_cards())
LIBRARY = RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])


@pytest.fixture
async def handlers(tmp_path):
    store = await Storage.open(tmp_path / "bot.sqlite3")
    yield Handlers(store, index=INDEX, library=LIBRARY)
    await store.close()


def interaction(channel_id: int = 10, *, manage_channels: bool = True, guild: bool = True) -> MagicMock:
    """A stand-in for discord.Interaction (user 42; in a server channel, or the bot's DM without `guild`)."""
    return fake_discord.interaction(channel_id, 42, manage_channels=manage_channels, where="guild" if guild else "dm")


def text_of(message: dict) -> str:
    parts = list(message.get("_args", ()))
    for embed in message.get("embeds", []):
        parts += [embed.title or "", embed.description or ""] + [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(str(p) for p in parts)


def assert_error(inter: MagicMock, fragment: str) -> None:
    messages_ = sent(inter)
    assert len(messages_) == 1 and messages_[0]["ephemeral"] is True
    text = messages_[0]["_args"][0]
    assert fragment in text and "\n" not in text
    assert messages_[0]["allowed_mentions"] is NO_MENTIONS


# --- /ruling and /compare ----------------------------------------------------------------------------


async def test_ruling_defers_then_answers_with_embeds_and_a_rules_button(handlers):
    cog, inter = RulingCog(handlers), interaction()
    situation = "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it."
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=None, private=False)
    inter.response.defer.assert_awaited_once_with(ephemeral=False, thinking=True)
    out = sent(inter)
    assert out and all(m["allowed_mentions"] is NO_MENTIONS and m["ephemeral"] is False for m in out)
    body = "\n".join(text_of(m) for m in out)
    assert "I read this as" in body and "Damage prevented: 1" in body and "615.7" in body
    view = out[-1]["view"]
    assert isinstance(view, RulesView) and view.timeout is None  # persistent: the rules are kept in the store
    assert re.fullmatch(r"rk:rules:[0-9]+", view.button.custom_id) and "615.7 —" not in body
    click = interaction()
    click.client.storage = handlers.store
    await view.button.callback(click)
    rules = sent(click)
    assert rules[0]["ephemeral"] is True and "615.7 —" in text_of(rules[0])
    gone = interaction()
    gone.client.storage = handlers.store
    await RulesButton(10**9).callback(gone)  # pruned (or never kept): one line, only to whoever clicked
    assert_error(gone, "no longer kept")


async def test_ruling_reads_chat_phrasing_and_answers_the_question_first(handlers):
    """/ruling reads a question as players type it (the chat reader, as `rulekeeper ask` does; issue #16), and
    the answer to the question asked comes first."""
    cog, inter = RulingCog(handlers), interaction()
    situation = (
        "I've got Grizzly Bears and Samite Healer out. opp bolts my bear, in response I use Samite Healer on my "
        "bear. does my bear survive?"
    )
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=None, private=False)
    body = "\n".join(text_of(m) for m in sent(inter))
    assert body.index("Grizzly Bears dies") < body.index("I read this as")  # 3 damage, 1 prevented: lethal
    assert "Damage prevented: 1" in body and "704.5g" in body


async def test_ruling_names_a_card_it_does_not_know(handlers):
    """A card outside the index (here a 2019 card; the bundled cards in this test) is the refusal, named."""
    cog, inter = RulingCog(handlers), interaction()
    situation = "If I attack my opponent with Cavalier of Night and they block it with a 1/1, how much life do I gain?"
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=None, private=False)
    assert_error(inter, 'no card named "Cavalier of Night" in the cards I know')
    inter.response.defer.assert_not_awaited()


async def test_with_the_database_unreachable_a_ruling_keeps_its_rules_and_the_button_says_try_again(
    handlers, monkeypatch
):
    """PostgreSQL down (bench/load.py --pg-restarts): the answer, which needs no database, still goes out with
    its rules inline; a "Show rules" button answers the one clear line instead of failing silently."""

    async def down(*_args: object) -> None:
        raise StorageUnavailable("ConnectionRefusedError")

    monkeypatch.setattr(handlers.store, "save_rules", down)
    monkeypatch.setattr(handlers.store, "shown_rules", down)
    cog, inter = RulingCog(handlers), interaction()
    situation = "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it."
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=None, private=False)
    out = sent(inter)
    body = "\n".join(text_of(m) for m in out)
    assert "Damage prevented: 1" in body and "615.7 —" in body and not any(m.get("view") for m in out)
    click = interaction()
    click.client.storage = handlers.store
    await RulesButton(1).callback(click)
    assert_error(click, UNREACHABLE)


async def test_private_ruling_under_another_ruleset(handlers):
    cog, inter = RulingCog(handlers), interaction()
    choice = app_commands.Choice(name="MTG 2008", value="mtg-2008")
    situation = "I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm."
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=choice, private=True)
    inter.response.defer.assert_awaited_once_with(ephemeral=True, thinking=True)
    body = "\n".join(text_of(m) for m in sent(inter))
    assert "2 different outcomes" in body and all(m["ephemeral"] for m in sent(inter))


async def test_ruling_errors_are_ephemeral_one_line_with_suggestions_and_never_defer(handlers):
    cog = RulingCog(handlers)
    inter = interaction()
    await cog.ruling.callback(cog, inter, situation="I control Circle of Protection", ruleset=None, private=False)
    assert_error(inter, "did you mean Circle of Protection: Red or Circle of Protection: White?")
    inter.response.defer.assert_not_awaited()
    inter = interaction()
    await cog.ruling.callback(cog, inter, situation="@everyone casts nonsense at me", ruleset=None, private=False)
    assert_error(inter, "@\u200beveryone")  # quoted back defused (commands/safe_text.py); allowed_mentions is none


async def test_an_error_found_while_resolving_replaces_the_thinking_message(handlers):
    cog, inter = RulingCog(handlers), interaction()
    situation = "I control a 1/1 black creature with infect. It deals 1 damage to opponent."
    choice = app_commands.Choice(name="MTG 2008", value="mtg-2008")
    await cog.ruling.callback(cog, inter, situation=situation, ruleset=choice, private=False)
    inter.delete_original_response.assert_awaited_once()
    [message] = inter.followup.send.call_args_list
    assert message.kwargs["ephemeral"] is True and "infect" in message.args[0]


async def test_compare(handlers):
    cog, inter = RulingCog(handlers), interaction()
    situation = "I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm."
    await cog.compare.callback(cog, inter, situation=situation, private=False)
    inter.response.defer.assert_awaited_once()
    body = "\n".join(text_of(m) for m in sent(inter))
    assert "mtg-2008 differs from mtg" in body and "not cards of this game" in body


# --- /scenario ----------------------------------------------------------------------------------------


async def test_scenario_add_show_resolve_undo_clear(handlers):
    cog = ScenarioCog(handlers)
    for text in ("I control Grizzly Bears with a shield counter.", "Opponent casts Lightning Bolt targeting it."):
        inter = interaction()
        await cog.add.callback(cog, inter, text=text)
        assert "added" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.add.callback(cog, inter, text="Opponent cats Shock at it.")
    assert_error(inter, "not added: can't read")
    inter = interaction()
    await cog.show.callback(cog, inter)
    assert "2. Opponent casts Lightning Bolt targeting it." in text_of(sent(inter)[0])
    inter = interaction()
    await cog.resolve.callback(cog, inter)
    inter.response.defer.assert_awaited_once()
    assert "Damage prevented: 3" in "\n".join(text_of(m) for m in sent(inter))
    inter = interaction()
    await cog.undo.callback(cog, inter)
    assert "1 left" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.clear.callback(cog, inter)
    assert "Cleared 1 step" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.resolve.callback(cog, inter)
    assert_error(inter, "empty")
    inter = interaction()
    await cog.undo.callback(cog, inter)
    assert_error(inter, "nothing to undo")


async def test_scenarios_are_per_channel(handlers):
    cog = ScenarioCog(handlers)
    await cog.add.callback(cog, interaction(1), text="I control Grizzly Bears.")
    inter = interaction(2)
    await cog.show.callback(cog, inter)
    assert "empty" in text_of(sent(inter)[0])


# --- rules, cards, settings, help -----------------------------------------------------------------


async def test_rule_search_define_and_their_autocomplete(handlers):
    cog = RulesCog(handlers)
    inter = interaction()
    await cog.rule.callback(cog, inter, number="615.7", ruleset=None, examples=True)
    assert "Some prevention effects generated by the resolution" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.rule.callback(cog, inter, number="999.99", ruleset=None, examples=True)
    assert sent(inter)[0]["ephemeral"] is True
    inter = interaction()
    await cog.search.callback(cog, inter, query="shield counter")
    assert "122.1c" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.define.callback(cog, inter, term="prevention effect")
    assert "615" in text_of(sent(inter)[0])
    found = await cog.rule_number(interaction(), current="615.")
    assert 0 < len(found) <= 25 and all(len(c.name) <= 100 for c in found)
    terms = await cog.define_term(interaction(), current="prev")
    assert any("Prevention" in c.name for c in terms)


async def test_card_and_autocomplete(handlers):
    cog = CardsCog(handlers)
    inter = interaction()
    await cog.card.callback(cog, inter, name="cop red", ruleset=None)
    assert "The next time a red source of your choice" in text_of(sent(inter)[0])
    inter = interaction()
    await cog.card.callback(cog, inter, name="Blorpy McBlorp", ruleset=None)
    assert_error(inter, "no card named")
    found = await cog.card_name(interaction(), current="gr")
    assert 0 < len(found) <= 25 and any(c.value == "Grizzly Bears" for c in found)


async def test_settings_needs_manage_channels_to_change(handlers):
    cog = SettingsCog(handlers)
    choice = app_commands.Choice(name="MTG 2008", value="mtg-2008")
    inter = interaction(manage_channels=False)
    await cog.settings.callback(cog, inter, ruleset=choice)
    assert_error(inter, "Manage Channels")
    assert await handlers.store.get_ruleset("10") is None
    inter = interaction(manage_channels=True)
    await cog.settings.callback(cog, inter, ruleset=choice)
    assert await handlers.store.get_ruleset("10") == "mtg-2008"
    inter = interaction(manage_channels=False)
    await cog.settings.callback(cog, inter, ruleset=None)
    assert "mtg-2008" in text_of(sent(inter)[0]) and sent(inter)[0]["ephemeral"] is True


async def test_help_examples_work_when_pasted(handlers):
    cog, inter = HelpCog(handlers), interaction()
    await cog.help.callback(cog, inter)
    [examples] = [f.value for e in sent(inter)[0]["embeds"] for f in e.fields if f.name == "Try these"]
    from bot.console import dispatch

    for line in examples.splitlines():
        reply = await dispatch(handlers, line)
        assert reply is not None and not reply.error, (line, reply.summary)


# --- the error handler, embeds, command definitions ----------------------------------------------


async def test_tree_errors_are_logged_and_answered(caplog):
    inter = interaction()
    inter.command = None
    await on_tree_error(inter, app_commands.MissingPermissions(["manage_channels"]))
    assert_error(inter, "Manage Channels")
    inter = interaction()
    inter.command = None
    await inter.response.defer()
    await on_tree_error(inter, app_commands.CommandInvokeError(MagicMock(), RuntimeError("boom")))
    [message] = inter.followup.send.call_args_list
    assert message.kwargs["ephemeral"] is True and "logged" in message.args[0] and "boom" not in message.args[0]
    inter.delete_original_response.assert_awaited_once()  # the "thinking…" message doesn't stay
    assert "failed" in caplog.text


def test_error_messages_are_one_line():
    assert (
        error_message(app_commands.MissingPermissions(["manage_channels"]))
        == "You need the Manage Channels permission."
    )


def test_long_answers_are_split_within_discords_limits():
    huge = Reply(
        "T" * 400,
        "S" * 5000,
        [Section(f"Section {i}", [f"line {j} " + "x" * 300 for j in range(30)]) for i in range(12)]
        + [Section("One very long line", ["y" * 5000])],
    )
    embeds = reply_embeds(huge)
    for e in embeds:
        assert len(e.title or "") <= 256 and len(e.description or "") <= 4096 and len(e.fields) <= FIELDS
        assert all(len(f.name) <= 256 and len(f.value) <= FIELD_VALUE for f in e.fields)
        assert len(e) <= TOTAL
    pages = messages(embeds)
    assert all(len(p) <= PER_MESSAGE and sum(len(e) for e in p) <= TOTAL for p in pages)
    shown = "".join(f.value for e in embeds for f in e.fields)
    assert shown.count("x" * 300) == 12 * 30 and "y" * 1000 in shown  # nothing lost


NAME = re.compile(r"^[-_\w]{1,32}$")


def _check_command(d: dict) -> None:
    assert NAME.match(d["name"]) and d["name"] == d["name"].lower(), d["name"]
    assert 1 <= len(d.get("description", "x")) <= 100, d["name"]
    options = d.get("options", [])
    assert len(options) <= 25
    for option in options:
        assert NAME.match(option["name"]) and 1 <= len(option["description"]) <= 100, option
        assert len(option.get("choices", [])) <= 25
        for choice in option.get("choices", []):
            assert 1 <= len(choice["name"]) <= 100
        if option["type"] in (1, 2):  # subcommand / group
            _check_command(option)


async def test_every_command_definition_is_within_discords_limits(handlers):
    bot = RulekeeperBot(Settings(discord_token=None))
    await bot.add_cogs(handlers)
    commands = bot.tree.get_commands()
    names = {c.name for c in commands}
    assert names == {"ruling", "compare", "scenario", "rule", "rules", "define", "card", "settings", "help", "quiz"}
    for command in commands:
        _check_command(command.to_dict(bot.tree))
    scenario = next(c for c in commands if c.name == "scenario").to_dict(bot.tree)
    assert {o["name"] for o in scenario["options"]} == {"add", "show", "resolve", "undo", "clear"}
    assert bot.intents == discord.Intents.default() and not bot.intents.message_content
    assert bot.allowed_mentions is NO_MENTIONS
    await bot.close()


def test_the_token_never_appears_in_settings_output():
    settings = Settings(discord_token="super-secret-token")
    assert "super-secret-token" not in repr(settings) and "super-secret-token" not in str(settings.model_dump())
    assert settings.token() == "super-secret-token"


def test_bot_without_a_token_exits_2_and_points_at_the_console(monkeypatch, tmp_path, capsys):
    from commands.cli import main

    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["bot"]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "rulekeeper console" in err and "applications.commands" in err
    assert main(["sync", "--guild", "123"]) == 2


def test_bad_settings_are_one_line(monkeypatch, tmp_path, capsys):
    from commands.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RULESET_DEFAULT", "chess")
    with pytest.raises(SystemExit) as info:
        main(["bot"])
    assert "RULESET_DEFAULT" in str(info.value) and "\n" not in str(info.value)


def test_a_refused_token_is_one_line_without_the_token(monkeypatch, tmp_path, capsys):
    from commands.cli import main

    async def refuse(self, token, *, reconnect=True):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setattr(RulekeeperBot, "start", refuse)
    assert main(["bot"]) == 2
    err = capsys.readouterr().err
    assert "refused the token" in err and "not-a-real-token" not in err and err.count("\n") == 1


def test_sync_registers_to_one_guild_without_starting_the_gateway(monkeypatch, tmp_path, capsys):
    from commands.cli import main

    synced = {}

    async def login(self, token):
        synced["token_seen"] = token == "t0ken"
        await self.setup_hook()

    async def sync(self, *, guild=None):
        synced["guild"] = guild.id if guild else None
        return self.get_commands(guild=guild)

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "t0ken")
    monkeypatch.setattr(RulekeeperBot, "login", login)
    monkeypatch.setattr(app_commands.CommandTree, "sync", sync)
    assert main(["sync", "--guild", "1234"]) == 0
    assert synced == {"token_seen": True, "guild": 1234}
    assert "synced 10 commands to guild 1234" in capsys.readouterr().out


async def test_50_concurrent_scenario_adds_in_one_channel_all_land(handlers):
    import asyncio

    cog = ScenarioCog(handlers)
    inters = [interaction(7) for _ in range(50)]
    # one statement 50 times (two life totals for one player would be two situations: refused)
    await asyncio.gather(*(cog.add.callback(cog, i, text="I'm at 5 life.") for i in inters))
    steps = await handlers.store.steps("7")
    assert steps == ["I'm at 5 life."] * 50
    added = sorted(int(text_of(sent(i)[0]).split("Step ")[1].split()[0]) for i in inters)
    assert added == list(range(1, 51))  # each add saw a distinct, serial step number


async def test_imported_rules_and_cards_are_recorded_in_the_store(tmp_path):
    from cardindex.models import Card, Face
    from resolver.rules.model import Corpus, Rule

    store = await Storage.open(tmp_path / "s.sqlite3")
    extra = Corpus("mtg", "2022-04-29", "CR", rules={"615.7": Rule("615.7", "text")})
    library = RuleLibrary([*(bundled_corpus(g) for g in BUNDLED_FILES), extra])
    index = CardIndex(
        [*bundled_cards(), Card(name="Imported Thing", faces=[Face(name="Imported Thing")], source="scryfall")]
    )
    recorded = await Handlers(store, index=index, library=library).record_imports()
    assert recorded == [("rules", "mtg", "2022-04-29", 1), ("cards", "scryfall", "", 1)]
    assert await store.imports() == recorded
    await store.close()


async def test_warm_builds_the_lookup_tables_before_threads_use_them(handlers):
    index = CardIndex(bundled_cards())
    warmed = Handlers(handlers.store, index=index, library=LIBRARY)
    assert index._dirty
    warmed.warm()
    assert not index._dirty and {"mtg", "grand-archive"} <= set(index._scopes)


def test_long_outcome_headings_stay_whole_and_one_answer_never_floods_a_channel():
    from bot.embeds import MAX_MESSAGES, capped

    labels = [f"Outcome {i} — if " + "; ".join(f"You: choice {i}-{k} " + "z" * 60 for k in range(8)) for i in range(24)]
    reply = Reply("T", "S", [Section(label, ["line"]) for label in labels])
    embeds = reply_embeds(reply)
    names = [f.name for e in embeds for f in e.fields]
    assert len(set(names)) == 24 and all(len(n) <= 256 for n in names)
    values = "".join(f.value for e in embeds for f in e.fields)
    assert all(label in values for label in labels)  # the whole heading is in the field's value
    flood = Reply("T", "S", [Section(f"Section {i}", ["x" * 1000] * 5) for i in range(200)])
    pages, note = capped(messages(reply_embeds(flood)))
    assert len(pages) == MAX_MESSAGES and note is not None and "aren't shown" in note.description
    small_pages, none = capped(messages(reply_embeds(reply)))
    assert none is None and small_pages == messages(reply_embeds(reply))


def test_log_lines_redact_the_token_in_text_and_json_with_a_commands_fields_as_keys():
    import json
    import logging

    from bot.ops import Formatter

    record = logging.LogRecord("rulekeeper.commands", logging.INFO, __file__, 1, "saw %s", ("tok-123",), None)
    record.command, record.latency_ms = "/ruling", 12
    assert "tok-123" not in Formatter("text", ["tok-123"]).format(record)
    line = json.loads(Formatter("json", ["tok-123"]).format(record))
    assert line["message"] == "saw [redacted]" and line["command"] == "/ruling" and line["latency_ms"] == 12
    try:
        raise RuntimeError("token tok-123 in a traceback")
    except RuntimeError:
        import sys

        record.exc_info = sys.exc_info()
    assert "tok-123" not in Formatter("text", ["tok-123"]).format(record)
    assert "tok-123" not in Formatter("json", ["tok-123"]).format(record)
