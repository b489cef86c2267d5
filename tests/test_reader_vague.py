"""Creatures talked of without saying which or how big ("some goblins", "3 creatures", "each blocker", "any
creature", "attacking for lethal"): a message that doesn't read and has them describes no particular situation
(commands/reader/vague.py). On real text as typed: the corpus's and other forum posts and bug reports."""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.vague import vague_parts, vague_refusal

QUESTIONS = {e["id"]: e["question"] for e in entries()}
FRESH = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
NO_SITUATION = "the message describes no particular situation"


@pytest.fixture(scope="module")
def names(pool_index):
    return Names(pool_index, "mtg")


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (QUESTIONS["rd-001"], ['"3 creatures"', '"1 of my creatures"', '"1 of his"']),
        (QUESTIONS["se-001"], ['"attacking for lethal"']),  # Dragonlord Dromoka blocks; the attackers aren't said
        (QUESTIONS["se-003"], ['"a small army of creatures"']),
        (QUESTIONS["jb-061"], ['"any creature"']),
        (QUESTIONS["jb-066"], ['"my deathtouch creatures"']),
        (QUESTIONS["mo-001"], ['"in several games"', '"each blocker"']),
        (FRESH["fr-013"], ['"it doesn\'t matter which"']),
    ],
)
def test_corpus_questions_with_no_particular_creatures(pool_index, text, quoted):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert reply.summary.startswith(NO_SITUATION)
    for q in quoted:
        assert q in reply.summary


def test_other_real_posts_with_groups(names):
    """A forum thread (forums.escapistmagazine.com, a judge's ruling asked about: "three creatures blocking two
    attackers") and a bug report (wingedsheep/argentum-engine #58): counts with no size."""
    escapist = "So what was the ruling on three creatures blocking two attackers?"
    assert vague_parts(escapist, names) == ["three creatures", "two attackers"]
    assert vague_refusal(escapist, names).startswith(NO_SITUATION)
    argentum = (
        "Attacking with two lifelink creatures triggers life gain events two times. All lifelink lifegain should "
        "be done at the same time."
    )
    assert vague_parts(argentum, names) == ["two lifelink creatures"]


def test_particular_creatures_are_no_group(names):
    """Real posts that do describe creatures: their groups are those creatures, and no "no situation" is said.
    magefree/mage #6261 (sizes: "a 2/2 creature with lifelink … blocks that creature with two 1/1 creatures"),
    the judges' rules tips blog (two cards: "control an Archangel of Thune and a Dawnstrike Paladin"),
    mtgvault.com thread 4611 (a 3/2 and a 4/4), wingedsheep/argentum-engine #1598 ("four 1/1 goblins")."""
    heliod = (
        "If I attack with a 2/2 creature with lifelink while controlling a Heliod, and my opponent blocks that "
        "creature with two 1/1 creatures, Heliod will incorrectly trigger twice if I deal 1 damage to each of "
        "those 1/1 creatures."
    )
    assert vague_parts(heliod, names) == []
    archangel = (
        "But what if you attack with multiple creatures that have lifelink? For example, let's suppose you're at "
        "20 life and control an Archangel of Thune and a Dawnstrike Paladin. If you attack with both of them, "
        "they will deal damage simultaneously."
    )
    assert vague_parts(archangel, names) == ["multiple creatures"]  # a group, but two cards are named
    assert vague_refusal(archangel, names) is None
    mtgvault = (
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with deathtouch and lifelink. "
        "It is my turn, I have a 4/4 with trample. I attack. My opponent blocks my one attacker with his one creature."
    )
    assert vague_refusal(mtgvault, names) is None
    goblins = "A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins."
    assert vague_parts(goblins, names) == []


def test_a_spell_cast_is_something_happening(names):
    """A message that casts a spell has an action the engine could answer: never "no situation" (the shape of
    se-001 with a Bolt told after it, tests/test_reader_corpus_shapes.py)."""
    text = "So the situation came up last FNM where I was attacking for lethal. Opponent bolts me."
    assert vague_parts(text, names) == ["attacking for lethal"]
    assert vague_refusal(text, names) is None
    assert vague_refusal(text.replace(" Opponent bolts me.", ""), names) is not None


def test_what_isnt_a_group_of_creatures(names):
    """ "some damage", "several times", "attack for lethal with …" name no creatures left unsaid."""
    assert vague_parts("It dealt some damage several times, so I attack for lethal with Hill Giant", names) == []
