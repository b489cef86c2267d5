"""A card given as an example of a kind of card ("e.g. Piranha Marsh", "things like Electrolyze", "(Grim Affliction,
Instill Infection, etc)") is no part of the situation: its unmodelled lines aren't the refusal
(commands/reader/unmodelled.py). On real text, against the 2018 card pool."""

from __future__ import annotations

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.unmodelled import unmodelled_lines

QUESTIONS = {e["id"]: e["question"] for e in entries()}


def _named(text: str, index) -> list[str]:
    return [name for name, _ in unmodelled_lines(text, index, "mtg")]


def test_cards_in_brackets_ending_etc_are_examples(pool_index):
    """jb-061: "(Grim Affliction, Instill Infection, etc)": examples of "a single -1/-1 placed on it"."""
    assert _named(QUESTIONS["jb-061"], pool_index) == []
    reply = ask_reply(QUESTIONS["jb-061"], index=pool_index)
    assert reply.exit_code == 2 and "Grim Affliction" not in reply.summary


def test_a_card_after_like_is_an_example(pool_index):
    """A blog on the redirection rule, as typed: "things like Electrolyze"; the same card said plainly is named
    (Electrolyze's divided damage is read now: the blog's sentence with Needle Drop, whose line isn't)."""
    blog = "Other redirection damage spells that could be upgraded are things like Needle Drop."
    assert _named(blog, pool_index) == []
    assert _named(blog.replace("things like ", ""), pool_index) == ["Needle Drop"]


def test_a_card_named_in_the_situation_is_still_named(pool_index):
    """jb-074: Fervent Strike is cast, Kwende is on the battlefield: neither is an example. Fervent Strike's line
    is modelled now (+1/+0 and first strike and haste until end of turn), so Kwende's is the one named."""
    assert _named(QUESTIONS["jb-074"], pool_index) == ["Kwende, Pride of Femeref"]
