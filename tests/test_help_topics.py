"""`/help ruling` (Discord and console): the forms the reader reads, each example answering when pasted (#16)."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from commands.channel import Handlers
from commands.help_topics import RULING_FORMS, TOPICS


@pytest.mark.parametrize(("what", "example"), RULING_FORMS, ids=[w for w, _ in RULING_FORMS])
def test_every_example_answers_when_pasted(what, example):
    reply = ask_reply(example)
    assert not reply.error, (what, reply.summary)
    assert reply.data["outcomes"], what


def test_help_ruling_lists_the_forms_and_an_unknown_topic_is_one_line(tmp_path):
    handlers = Handlers.__new__(Handlers)  # help needs no storage or engine
    reply = handlers.help("ruling")
    assert not reply.error
    forms = next(s for s in reply.sections if s.title == "Forms")
    assert len(forms.lines) == len(RULING_FORMS) and RULING_FORMS[0][1] in forms.lines[0]
    bad = handlers.help("bogus")
    assert bad.error and bad.exit_code == 2 and "ruling" in bad.summary and "\n" not in bad.summary


@pytest.mark.parametrize("topic", list(TOPICS))
def test_help_on_each_command_is_that_commands_help_never_the_general_one(topic):
    handlers = Handlers.__new__(Handlers)
    general = handlers.help().to_text()
    for asked in (topic, f"/{topic}", topic.upper()):
        reply = handlers.help(asked)
        assert not reply.error and reply.title.startswith(f"/{topic}"), asked
        assert reply.to_text() != general and "Try these" not in reply.to_text()


def test_help_card_real_output():
    reply = Handlers.__new__(Handlers).help("card")
    assert reply.to_text() == (
        "/card name [ruleset]\n"
        "A card's text and how the engine models it; the name is forgiving ('bolt', 'cop red').\n\n"
        "Options\n"
        "  ruleset: mtg (today's rules), mtg-2008 (rule 419, March 2008) or grand-archive: whose cards "
        "(default: any game)\n\n"
        "Examples\n"
        "  /card cop red\n"
        "  /card ruleset:grand-archive deflecting edge"
    )


def test_the_general_help_lists_every_topic_and_says_how_to_ask_for_one():
    text = Handlers.__new__(Handlers).help().to_text()
    assert all(t.usage in text for t in TOPICS.values()) and "/help COMMAND" in text


async def test_every_help_example_works_when_pasted_in_the_console(tmp_path):
    from bot.console import dispatch
    from bot.storage import Storage

    store = await Storage.open(tmp_path / "h.sqlite3")
    try:
        handlers = Handlers(store)
        for topic in TOPICS.values():
            for line in topic.examples:
                if line.startswith("/quiz"):
                    continue  # a quiz example starts a quiz: tests/test_quiz_console.py plays them
                reply = await dispatch(handlers, line)
                assert reply is not None and not reply.error, (line, reply.summary)
    finally:
        await store.close()


def test_an_unreadable_sentence_points_at_help_ruling_not_a_terminal_command():
    reply = ask_reply("my bears r cool and stuff")
    assert reply.error and "/help ruling" in reply.summary and "rulekeeper ask --help" not in reply.summary
