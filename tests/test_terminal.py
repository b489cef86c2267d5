"""The console in a terminal: completions (commands, options, card names, rule numbers), the prompt_toolkit
reader (Ctrl-C cancels a line, Ctrl-D quits, a history file) driven through a pipe, and the loop around it."""

from __future__ import annotations

import io

import pytest
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from bot.console import console_loop
from bot.storage import Storage
from bot.terminal import Completions, TerminalReader, history_path, prompt_completer
from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.channel import Handlers
from resolver.rulebook import BUNDLED_FILES, bundled_corpus
from resolver.rules.library import RuleLibrary

LIBRARY = RuleLibrary([bundled_corpus(g) for g in BUNDLED_FILES])
HANDLERS = Handlers(None, index=CardIndex(bundled_cards()), library=LIBRARY)
COMPLETE = Completions(HANDLERS)


def offered(line: str) -> list[str]:
    return [text for text, _ in COMPLETE(line)]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("/ru", ["/ruling", "/rule", "/rules"]),
        ("/scen", ["/scenario"]),
        ("/scenario u", ["undo"]),
        ("/rules s", ["search"]),
        ("/quiz le", ["leaderboard"]),
        ("/help sc", ["scenario"]),
        ("/ruling ruleset:", ["ruleset:mtg", "ruleset:mtg-2008", "ruleset:grand-archive"]),
        ("/card ruleset:gr", ["ruleset:grand-archive"]),
        ("/rule ex", ["examples:"]),
        ("/compare r", []),  # /compare takes no ruleset
        ("hello", []),
    ],
)
def test_commands_subcommands_and_options(line, expected):
    assert offered(line) == expected


def test_rule_numbers_under_the_ruleset_given():
    assert offered("/rule 615.")[:3] == ["615.1", "615.1a", "615.2"]
    assert "419.7c" in offered("/rule ruleset:mtg-2008 419.7")
    assert all(len("615.") == back for _, back in COMPLETE("/rule 615."))  # replaces what was typed


def test_card_names_in_card_and_in_a_situation():
    assert offered("/card circle of protection: r") == ["Circle of Protection: Red"]
    assert COMPLETE("/ruling Opponent casts Lightning B") == [("Lightning Bolt", len("Lightning B"))]
    assert COMPLETE("/scenario add I control Grizzly B") == [("Grizzly Bears", len("Grizzly B"))]
    assert "Deflecting Edge" in offered("/card ruleset:grand-archive defl")
    assert "Deflecting Edge" not in offered("/card ruleset:mtg defl")


def test_the_prompt_toolkit_completer_replaces_the_typed_part():
    completer = prompt_completer(COMPLETE)
    found = list(completer.get_completions(Document("/ruling I control Grizzly B"), None))
    assert [(c.text, c.start_position) for c in found] == [("Grizzly Bears", -len("Grizzly B"))]


def test_ctrl_c_cancels_the_line_ctrl_d_quits_and_history_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("RULEKEEPER_DATA", str(tmp_path))
    assert history_path() == tmp_path / "console_history"

    async def session(keys: str) -> list[str | None]:
        with create_pipe_input() as pipe:
            pipe.send_text(keys)
            reader = TerminalReader(COMPLETE, "rk> ", input=pipe, output=DummyOutput())
            return [await reader.read() for _ in range(3)]

    import asyncio

    lines = asyncio.run(session("/rule 615.7\r/ruling half typed\x03\x04"))
    assert lines == ["/rule 615.7", "", None]
    assert "/rule 615.7" in history_path().read_text() and "half typed" not in history_path().read_text()
    # the next session recalls it: the up arrow, then Enter
    assert asyncio.run(session("\x1b[A\r\x04\x04"))[0] == "/rule 615.7"


class Scripted:
    """A reader that gives scripted lines (None: Ctrl-D), as TerminalReader does."""

    def __init__(self, lines: list[str | None]) -> None:
        self.lines = lines

    async def read(self) -> str | None:
        return self.lines.pop(0)


async def test_the_loop_skips_a_cancelled_line_and_stops_at_ctrl_d(tmp_path):
    store = await Storage.open(tmp_path / "t.sqlite3")
    try:
        handlers = Handlers(store, index=HANDLERS.index, library=HANDLERS.library)
        out = io.StringIO()
        reader = Scripted(["", "/rule 615.7", None, "/rule 615.8"])
        await console_loop(handlers, io.StringIO(), out, reader=reader)
        text = out.getvalue()
        assert text.startswith("Rule 615.7") and "Rule 615.8" not in text and reader.lines == ["/rule 615.8"]
    finally:
        await store.close()
