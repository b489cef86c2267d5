"""One-word names the index doesn't know, where a card goes (commands/reader/short_unknown.py): a message that
fails to read is refused for them first, quoting the word as typed ("Obosh", not "Had Obosh" or "Obosh's Power").

The texts are real questions from the dev sets (tests/corpus), as their authors typed them."""

from __future__ import annotations

import re

import pytest
from corpus.run import _first_name

from commands.ask import ask_reply
from commands.reader.short_unknown import short_unknown_names

_QUOTED = re.compile(r'"([^"]+)"')


def _unknown(reply) -> list[str]:
    assert reply.exit_code == 2, reply.summary
    assert reply.summary.startswith("no card named"), reply.summary
    return _QUOTED.findall(reply.summary.split(" in the cards I know")[0])


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (  # fresh8 f8-013
            "Had Obosh on the field, used lighting bolt on a 6/6 Murktide and only did 3 damage instead of 6. Next "
            "turn used a flameslash and only did 4 damage instead of 8.",
            ["Obosh", "Murktide"],
        ),
        (  # fresh9 f9-014
            "Drizzt is not getting +1/+1 counters when creatures with power greater than Drizzt's power die.",
            ["Drizzt"],
        ),
        (  # fresh10 f10-022 (the apostrophe left out)
            "Maarikas damage should force opponents to sacrifice a noncreature nonland permament on excess damage, "
            "this does not happen currently.",
            ["Maarika"],
        ),
        (  # fresh6 f6-050
            "Exocrine deals no damage to each creature only to the players when entering the battlefield. It should "
            "have wiped our board but it didn't (holy not miracle haha).",
            ["Exocrine"],
        ),
        (  # fresh6 f6-009
            "An opponent attacks me with a creature with Menace. Kharn is my only creature.\nI am forced to block "
            "due to Kharn's ability.\nI can't block, due to Menace. The game gets stuck.",
            ["Kharn"],
        ),
        (  # questions jb-041: "Obosh's Power" is Obosh's
            "I cast Chandra's Ignition, Targeting Obosh, (My commander who was on the battlefield), however, the "
            "double damage only applied to the first instance of damage, not all instances. I expected it to deal 6 "
            "damage, Obosh's Power is 3 damage then doubled by his effect, to all creatures and players",
            ["Obosh"],
        ),
    ],
)
def test_a_first_name_the_index_lacks_is_refused_first(text, names, pool_index):
    assert _unknown(ask_reply(text, index=pool_index)) == names


@pytest.mark.parametrize(
    "text",
    [
        "With Torbran on the field, Opponent's Shock deals 2 to my Hill Giant. Torbran's ability adds 2",  # a card's
        "My friend Adam thinks his Grizzly Bears deals its damage first",  # a person, in no card's place
        "Forge deals the damage wrong when Hill Giant blocks",  # an app (and "Forge" starts Forge[-Tender])
        "Whenever Morphling attacks, it gets +1/+1",  # a card the index has
        "Morphlings power is 3",  # the same, the apostrophe left out
    ],
)
def test_known_cards_people_and_apps_are_not_unknown_names(text, pool_index):
    assert short_unknown_names(text, pool_index, "mtg") == []


def test_a_misspelt_card_is_not_an_unknown_name(pool_index):
    # "Morphlng" is read as Morphling (typos.read_as), so it isn't a card the index lacks
    assert short_unknown_names("Morphlng's power is 3 when Whenever Morphlng attacks", pool_index, "mtg") == []


def test_the_corpus_harness_matches_a_first_name_only_whole():
    assert _first_name("obosh", "obosh the preypiercer")
    assert not _first_name("obo", "obosh the preypiercer")  # too short to be a name
    assert not _first_name("preypiercer", "obosh the preypiercer")  # not the first word
    assert not _first_name("obosh the", "obosh the preypiercer")  # one word only


def test_a_first_name_the_index_lacks_comes_before_a_line_not_modelled(pool_index):
    # fresh10 f10-020: Rhox Faithmender's replacement isn't modelled (exit 3), but Betor isn't known at all
    text = (
        "If you got Betor and Rhox Faithmender on the field, and attack with both. The gui shows you got the 8 life "
        "you are supposed to get, but in the end of turn trigger, there will be only 4 counters put on a creature."
    )
    assert _unknown(ask_reply(text, index=pool_index)) == ["Betor"]
    alone = ask_reply("I control Rhox Faithmender. I attack with Hill Giant. I control Hill Giant.", index=pool_index)
    assert alone.exit_code == 3 and "Rhox Faithmender" in alone.summary  # without Betor: the line not modelled


def test_a_card_in_a_bots_brackets_the_index_lacks_comes_first(pool_index):
    # fresh10 f10-017 as typed (its closing bracket left off): before, "casting Primordial Hydra isn't modelled"
    text = (
        "In the screenshot below, I cast Primordial Hydra for X=1.  It should have just gotten 2 counters.  Instead "
        "I got 2 counters and a card.\n\n[[Tribute to the World Tree]"
    )
    assert _unknown(ask_reply(text, index=pool_index)) == ["Tribute to the World Tree"]
    known = ask_reply("In the screenshot below, I cast Primordial Hydra for X=1. [[Grizzly Bears]]", index=pool_index)
    assert "no card named" not in known.summary  # a card it knows in brackets: the reader's own refusal


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Korvold triggers twice when I sacrifice a land, is this a bug?", "Korvold"),  # Korvold, Fae-Cursed King
        ("When I cast Kenrith the game freezes.", "Kenrith"),  # Kenrith, the Returned King (2019)
        ("Lolth's -3 didn't give me the token.", "Lolth"),  # Lolth, Spider Queen (2021)
    ],
)
def test_more_places_of_a_first_name(text, name, pool_index):
    assert [n for n, _ in short_unknown_names(text, pool_index, "mtg")] == [name]


@pytest.mark.parametrize(
    "text",
    [
        # questions jb-004: "Mogis does the damage" is Mogis, God of Slaughter (not "Mogi" and a possessive)
        "Since Mogis does the damage the Player should be gaining life when the ability happens",
        "Landfall triggers twice when I play a land",  # a word of the rules (an ability word)
        "Prowess triggers on each spell",
    ],
)
def test_a_card_typed_whole_or_a_word_of_the_rules_is_no_first_name(text, pool_index):
    assert short_unknown_names(text, pool_index, "mtg") == []
