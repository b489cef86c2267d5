"""A progress line on long imports, only when standard error is a terminal (`cards import`, `rules import`)."""

from __future__ import annotations

import io
from pathlib import Path

from conftest import CR_2017

from cardindex.store import CardStore
from commands.cards import import_cards_reply
from commands.progress import Progress
from commands.rules import import_reply
from commands.rules_store import RulesStore

SCRYFALL = Path(__file__).parent / "fixtures" / "cards" / "scryfall_oracle_cards.json"


def test_a_card_import_shows_a_bar_over_the_files_bytes_then_clears_it(tmp_path):
    shown = io.StringIO()
    progress = Progress("cards import", stream=shown, every=0, force=True)
    reply = import_cards_reply(str(SCRYFALL), CardStore(tmp_path), progress=progress)
    assert not reply.error
    text = shown.getvalue()
    frames = [f for f in text.split("\r\x1b[K") if f]
    assert frames and all(f.startswith("cards import [") for f in frames)
    assert frames[-1].split("]")[1].strip().startswith("100%")  # the whole file read
    assert f" {reply.data['imported']:,} · " in frames[-1]
    assert text.endswith("\r\x1b[K")  # cleared: the answer's lines follow on a clean line


def test_a_rules_import_shows_its_steps(tmp_path):
    shown = io.StringIO()
    progress = Progress("rules import", stream=shown, force=True)
    reply = import_reply(str(CR_2017), RulesStore(tmp_path), progress=progress)
    assert not reply.error
    frames = [f for f in shown.getvalue().split("\r\x1b[K") if f]
    assert frames[0] == f"rules import: reading and parsing {CR_2017}"
    assert frames[1].startswith("rules import: storing ") and "rules and" in frames[1]


def test_nothing_is_drawn_when_stderr_is_not_a_terminal(tmp_path):
    piped = io.StringIO()  # isatty() is False
    progress = Progress("cards import", stream=piped, every=0)
    assert not import_cards_reply(str(SCRYFALL), CardStore(tmp_path), progress=progress).error
    assert piped.getvalue() == ""
