"""A message that is one question in which nothing happens (commands/reader/supposed.py): refused as only asking a
question, not by the part it couldn't read nor by a card's line nothing here uses. Real text as typed."""

from __future__ import annotations

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.supposed import supposed_refusal

QUESTIONS = {e["id"]: e["question"] for e in entries()}
ONLY_ASKS = "the message only asks a question"


@pytest.fixture(scope="module")
def names(pool_index):
    return Names(pool_index, "mtg")


def test_corpus_questions_supposing_a_board(pool_index):
    """rd-011 (a follow-up: "If the 7/5 trampler had deathtouch, would 1 be lethal and 6 would spill over?") and
    jb-032 ("With two Fists of the Demigod, will my black creature have wither twice?", which named Fists of the
    Demigod's unmodelled line before, though nothing here deals damage)."""
    for entry_id, term in (("rd-011", "/define deathtouch"), ("jb-032", "/define wither")):
        reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
        assert reply.exit_code == 2, entry_id
        assert reply.summary.startswith(ONLY_ASKS) and reply.summary.endswith(term), entry_id


def test_other_real_questions(names):
    """Questions as pages title them (gameslearningsociety.org, cyberpost.co): nothing happens in the first;
    the second deals damage, the third casts a spell (magefree/mage #22, a sentence of a report) — those aren't
    this refusal's."""
    assert supposed_refusal("Can a creature have double strike twice?", names).startswith(ONLY_ASKS)
    assert supposed_refusal("Does First Strike deal damage before Double Strike?", names) is None
    assert supposed_refusal("if players casts Shock targeting himself, does it redirect?", names) is None
    assert supposed_refusal("Is Double Strike First Strike? A Comprehensive Guide", names) is None  # two sentences
