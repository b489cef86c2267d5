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


# --- across sentences: a creature described later, "I attack", "his one creature", "his Angel" ----------------


RD_002 = (
    "My opponent had 2 life and one creature in play. This creature was a 3/2 with deathtouch and lifelink.\n\n"
    "It is my turn, I have a 4/4 with trample. I attack.\n\nMy opponent blocks my one attacker with his one "
    "creature.\n\nI understand that my trample would assign 2 damage to the defending creature, and 2 more would "
    '"trample" to his life total and cause him to lose. However, the lifelink is where we got confused.'
)


def test_rd_002_a_creature_described_in_the_next_sentence_and_the_one_attacker():
    """rd-002: 'one creature' is the 3/2 the next sentence describes; 'I attack' is my one creature; the block
    names each side's only creature. Lifelink's gain is simultaneous with the damage (CR 510.2, 702.15b): the
    opponent never reaches 0 and ends at 3 when 2 trample over."""
    reply = ask_reply(RD_002, index=INDEX)
    assert not reply.error, reply.summary
    got = outcomes(INDEX, RD_002)
    assert all(not o.players["Opponent"].lost and o.players["You"].life == 20 for o in got)
    assert all(o.permanents["4-4-creature"].zone == "graveyard" for o in got)  # deathtouch
    assert all(o.permanents["3-2-creature"].zone == "graveyard" for o in got)
    assert any(o.players["Opponent"].life == 3 for o in got)
    lines = reply.data["interpretation"]
    assert any(line.startswith('"one creature" is read as a 3/2 with deathtouch and lifelink') for line in lines)
    assert '"I attack" is read as 4/4 creature attacking, the one creature You control.' in lines
    assert '"his one creature" is read as 3/2 creature, the only one.' in lines


def test_i_attack_and_a_block_with_a_deathtouch_dude():
    o = only(INDEX, "I have a 4/4. I attack. opp blocks with a 2/2 deathtouch dude")
    assert o.permanents["4-4-creature"].zone == "graveyard" and o.permanents["2-2-creature"].zone == "graveyard"
    assert o.players["Opponent"].life == 20


def test_i_attack_with_two_creatures_is_refused_naming_them():
    refused(INDEX, "I control a 4/4 creature and Grizzly Bears. I attack.", '"I attack": You control 2 creatures')


def test_his_one_creature_with_none_is_refused():
    refused(INDEX, "I had a 3/3 out. I swung. opp blocked with his creature.", "Opponent controls no creatures")


def test_a_word_of_a_name_on_the_battlefield_means_that_card_on_its_side():
    """The issue's 'my buddy attacks with his Angel and I block with my Bears': each side's card by a word of its
    name; a Bears can't block a flier (CR 702.9b), so the block is refused, not guessed."""
    text = (
        "My buddy has Serra Angel and I have Grizzly Bears. my buddy attacks with his Angel and I block with my Bears"
    )
    refused(INDEX, text, "Grizzly Bears can't block Serra Angel")
    o = only(
        INDEX, "My buddy has Hill Giant and I have Grizzly Bears. he attacks with his Giant and I block with my Bears"
    )
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2


# --- bug reports' narration: "the computer", "I had a <card>", "that creature", a "which …" clause ------------


def test_the_computer_is_the_opponent_and_i_had_a_card_is_the_board():
    """jb-059 shape: 'I had a <card>', 'The computer attacked with …, and I blocked with that creature' — that
    creature is mine, not the attacker (a blocker is never the creature it blocks)."""
    text = (
        "I had a Grizzly Bears on the battlefield. The computer attacked with Hill Giant, and I blocked with that "
        "creature."
    )
    o = only(INDEX, text)
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2
    assert o.players["You"].life == 20
    assert rewrite("I had a Grizzly Bears", NAMES) == "I control a Grizzly Bears"
    assert rewrite("I had a debate", NAMES) == "I had a debate"  # not a card: not the board
    assert normalise("the AI attacked with a Skyshroud Troll") == "Opponent attacked with a Skyshroud Troll"


def test_a_statement_starting_like_a_question_word_is_refused_not_skipped():
    """'…, which was transformed into …' may carry a board fact: quoted back, never dropped as a question."""
    refused(
        INDEX,
        "I had a Grizzly Bears on the battlefield, which was enchanted by Rancor. opp bolts it",
        'can\'t read "which was enchanted by Rancor"',
    )
