"""A story told as players tell it (the fifth probe's posts, written from real threads): a name said in full named
again by its last word ("Phyrexian Unlife … Unlife", commands/reader/entities.py), the life a spell brought a player
to ("Lava Axes me down to -2": a report, normalise.py), "he follows up with a Shock on the Angel" (frames.py), and a
question's reason naming a spell the story cast ("… since the Lava Axe already 'happened'")."""

from __future__ import annotations

from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply
from commands.reader.entities import Names
from commands.reader.normalise import normalise

PLATINUM = (
    "Story time from game night (1v1 side game, not commander). I'm at 3 life with Platinum Angel out. Opponent "
    "Lava Axes me down to -2 and I just laugh. Then he Lightning Bolts the Angel, it survives, and he follows up with "
    "a Shock on the Angel. Table was split: do I lose the moment the Angel dies, or do I need to take more damage "
    "first since the Lava Axe already 'happened' while I couldn't lose? Thoughts?"
)


def test_platinum_angel_story_as_told(pool_index):
    (o,), _ = answer(pool_index, PLATINUM)
    assert zone(o, "Platinum Angel") == "graveyard"
    assert o.players["You"].life == -2 and o.players["You"].lost  # CR 704.5a once the Angel is gone
    reading = ask_reply(PLATINUM, index=pool_index).data["interpretation"]
    assert any('"I went to -2"' in line for line in reading if line.startswith("Not part of the situation"))


def test_down_to_is_a_report_of_its_own():
    assert normalise("Opponent Lava Axes me down to -2 and I just laugh.").startswith(
        "Opponent Lava Axes me. I went to -2 and I just laugh"
    )
    assert normalise("he bolts him to 1.") == "he bolts him. Opponent went to 1."


def test_a_last_word_of_a_name_said_in_full(pool_index):
    names = Names(pool_index, "mtg")
    assert names.spans("I'm at 2 with Unlife out") == []  # not said in full: not taken
    names.spans("Phyrexian Unlife question.")
    assert names.spans("I'm at 2 with Unlife out") == [(4, 5, "Phyrexian Unlife")]
    names.spans("I control Grizzly Bears.")
    assert names.spans("Bears die") == []  # a creature type: never a card's short name


def test_a_follow_up_spell_is_cast_after_the_first_resolves(pool_index):
    text = (
        "I control Grizzly Bears. Opponent casts Shock targeting it. He follows up with a Lightning Bolt on the Bears."
    )
    assert "has left the battlefield" in refusal(pool_index, text)  # then: the Shock resolved, the Bears died
    (o,), _ = answer(pool_index, "Opponent casts Shock targeting me. He follows up with a Lightning Bolt on me.")
    assert o.players["You"].life == 15


def test_two_cards_said_again_by_a_word_each(pool_index):
    from commands.reader.unknown import unknown_names

    text = "Opponent attacks with Gray Ogre and Craw Wurm. The Ogre and the Wurm are big."
    assert unknown_names(text, pool_index, "mtg") == []  # not 'no card named "Ogre and the Wurm"'


def test_a_bracket_of_what_the_asker_thinks_is_a_remark(pool_index):
    text = "Opponent attacks with Hill Giant. I block with Grizzly Bears (blocking with more would be pointless)."
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard"
