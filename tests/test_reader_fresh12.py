"""Reader fixes from fresh12's failures (commands/reader/general.py, unmodelled.py, only_one.py), each tested on the
fresh12 question and on other real text found by search (in no corpus file):

- the rules' bound "0 or less" ("to 0 or negative health") is no number of a situation, so a general question
  saying it is refused as describing no particular situation;
- cards given as examples in quotes ('enchantments like "The Abyss" or "Pestilence"') are examples, as unquoted
  ones are; a quoted name that isn't after "like" is still a card of the situation;
- "<player>'s only creature is <a card>" tells the board: that player controls it;
- a stolen creature ("if I steal a creature", "a stolen creature") is a creature not said, like "any creature"."""

from __future__ import annotations

import pytest
from corpus.run import entries, evaluate
from test_dev_sets import CORPUS

from commands.ask import ask_reply
from commands.reader.frames import frame_board
from commands.reader.normalise import normalise
from commands.reader.only_one import frame_only_creature
from commands.reader.unmodelled import an_example

BY_ID = {e["id"]: e for e in entries(CORPUS / "fresh12.jsonl")}
NO_PARTICULAR = "the message describes no particular situation"


@pytest.mark.parametrize("entry_id", ["f12-010", "f12-011", "f12-014"])
def test_fresh12_general_questions_now_get_their_own_refusal(entry_id, pool_index):
    assert evaluate(BY_ID[entry_id], pool_index) == "right"


def test_zero_or_less_is_no_number_of_a_situation(pool_index):
    # r/MagicArena (f12-010): "to 0 or negative health" read as a number, so the question read as a board
    reply = ask_reply(BY_ID["f12-010"]["question"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(NO_PARTICULAR)
    # a local group's blog ("The Magic School #3"): still no particular situation
    text = (
        "We had an issue come up as to how exactly damage works on a creature. Things like...\n"
        "b) Does damage cause destruction when a creature's toughness is lowered? Or is the creature simply but into "
        "the graveyard if it gets to 0 or less toughness?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(NO_PARTICULAR)


def test_quoted_examples_are_examples():
    # Beyond Dominia's 'Urza's Universe' (f12-014): the reader's e-mail names the enchantments as examples
    words = normalise('in combination with enchantments like "The Abyss" or "Pestilence". Can these').split()
    assert an_example(words, words.index('"Pestilence".'))
    assert an_example(words, words.index('"The'))
    # the same column's own text: a quoted name not after "like" is the card of the situation
    words = normalise('The green creature "Fungusaur" starts as a 2/2, but at the end of any turn').split()
    assert not an_example(words, words.index('"Fungusaur"'))


def test_only_creature_tells_the_board(pool_index):
    # Cranial Insertion 1896 (f12-006): the board was asked back; now read, then Silumgar's Command is the question
    assert frame_only_creature("Opponent's only creature is an Arashin Cleric", None) == (
        "Opponent controls an Arashin Cleric"
    )
    assert frame_board("Opponent's only creature is an Arashin Cleric", None) is None  # not read before
    # a public test's comment ("our turn; their only creature is a 2/2 Cadet"), told as a board and a spell
    reply = ask_reply("Their only creature is a 2/2. I cast Lightning Bolt targeting the 2/2.", index=pool_index)
    assert not reply.error
    outcomes = reply.data["outcomes"]
    assert len(outcomes) == 1
    bear = outcomes[0]["permanents"]["2-2-creature"]
    assert bear["controller"] == "Opponent" and bear["zone"] == "graveyard"


@pytest.mark.parametrize(
    "text, said",
    [
        # Cranial Insertion 'The Fire Is Not Delightful' (f12-011)
        ("If I steal a creature with a Loxodon Warhammer equipped to it, who gains the life?", "steal a creature"),
        # an XMage report on Nihiloor (its first item, as typed)
        ("When I attack with a stolen creature, I both gain two life and lose two life.", "a stolen creature"),
    ],
)
def test_a_stolen_creature_is_not_said(text, said, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f'{NO_PARTICULAR} ("{said}"')
