"""`/help ruling` (Discord and console): the forms the reader reads, each example answering when pasted (#16)."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from commands.channel import Handlers
from commands.help_topics import RULING_FORMS


@pytest.mark.parametrize(("what", "example"), RULING_FORMS, ids=[w for w, _ in RULING_FORMS])
def test_every_example_answers_when_pasted(what, example):
    reply = ask_reply(example)
    assert not reply.error, (what, reply.summary)
    assert reply.data["outcomes"], what


def test_help_ruling_lists_the_forms_and_an_unknown_topic_is_one_line(tmp_path):
    handlers = Handlers.__new__(Handlers)  # help needs no storage or engine
    reply = handlers.help("ruling")
    assert not reply.error
    (forms,) = reply.sections
    assert len(forms.lines) == len(RULING_FORMS) and RULING_FORMS[0][1] in forms.lines[0]
    bad = handlers.help("quiz")
    assert bad.error and bad.exit_code == 2 and "ruling" in bad.summary and "\n" not in bad.summary


def test_an_unreadable_sentence_points_at_help_ruling_not_a_terminal_command():
    reply = ask_reply("my bears r cool and stuff")
    assert reply.error and "/help ruling" in reply.summary and "rulekeeper ask --help" not in reply.summary
