"""Shapes of real players' questions (tests/corpus and issue #16's examples) the reader reads in general: each
step on its own, then whole messages through `ask`, asserting outcomes (life, zones, damage)."""

from __future__ import annotations

import pytest
from pool_cards import index_with, only, outcomes, pool_cards, refused

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.frames import rewrite
from commands.reader.normalise import normalise

CARDS = pool_cards(("Mutagenic Growth",))
INDEX = index_with(CARDS)
NAMES = Names(INDEX)


# --- normalise: abbreviations, keyword typos, "does N damage" ------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("e.g. 4/4 with deathrouch and trample attacks.", "for example, 4/4 with deathtouch and trample attacks."),
        ("i.e. its thoughness", "that is, its toughness"),
        ("an indestructable crature", "an indestructible creature"),
        ("a 2/2 with death touch and life link", "a 2/2 with deathtouch and lifelink"),
        ("a 10/10 trampling double striking life linker", "a 10/10 trampling double striking lifelinker"),
        ("a doublestrike 3/3 with first-strike", "a double strike 3/3 with first strike"),
        ("Hill Giant does 3 damage to me", "Hill Giant deals 3 damage to me"),
        ("it did 2 dmg to my bear", "it dealt 2 damage to my bear"),
        ("could assign 3 damge to defending player", "could assign 3 damage to defending player"),
        ("Does 3 damage kill it?", "Does 3 damage kill it?"),  # a question's first word stays
        ("My friends and I", "My friends and I"),  # friends, not the opponent
        ("my friend's Angel", "Opponent's Angel"),
    ],
)
def test_normalise_spells_typos_and_abbreviations_out(typed, plain):
    assert normalise(typed) == plain


# --- frames: a creature named by its size alone ------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "controlled"),
    [
        ("4/4 with deathtouch and trample attacks", "A 4/4 creature with deathtouch and trample attacks"),
        ("A 0/4 blocks it", "A 0/4 creature blocks it"),
        ("the 3/3 blocked it", "The 3/3 creature blocks it"),
        ("a 4/4 blocked by a 2/2", "A 4/4 creature is blocked by a 2/2"),
    ],
)
def test_a_bare_size_is_a_creature(clause, controlled):
    assert rewrite(clause, NAMES) == controlled


# --- whole messages ----------------------------------------------------------------------------------------


def test_jb_006_deathtouch_trample_example_as_typed():
    """jb-006: 'e.g.' doesn't split the sentence, 'deathrouch' is deathtouch, a bare size is a creature, and what
    'the attacker has to' do is reasoning, set aside (CR 702.2c, 702.19c: 1 is lethal; 3 may trample over)."""
    text = (
        "Attacking creature with trample and deathtouch is forced to make damage up to toughness of blocking "
        "creature instead of only one damage. e.g. 4/4 with deathrouch and trample attacks. A 0/4 blocks it. now "
        "the attacker has to assign 4 damage to the blocker. But it should only be forced to do one damage to "
        "blocker and could assign 3 damge to defending player."
    )
    reply = ask_reply(text, index=INDEX)
    assert not reply.error, reply.summary
    got = outcomes(INDEX, text)
    assert all(o.permanents["0-4-creature"].zone == "graveyard" for o in got)
    assert any(o.players["Opponent"].life == 17 for o in got)
    aside = [line for line in reply.data["interpretation"] if line.startswith("Not part of the situation")]
    assert aside and "the attacker has to assign 4 damage" in aside[0]


def test_a_keyword_typo_reads_as_the_keyword():
    o = only(INDEX, "I control a 2/2 creature with indestructable. opp bolts it")
    assert o.permanents["2-2-creature"].zone == "battlefield" and o.permanents["2-2-creature"].damage == 3


def test_what_came_up_stays_read_when_it_goes_on_to_say_what_happened():
    """se-001 shape: '… came up last FNM where I was attacking for lethal' carries a board fact: not set aside."""
    refused(
        INDEX,
        "So the situation came up last FNM where I was attacking for lethal. Opponent bolts me.",
        "came up last FNM where I was attacking",
    )
