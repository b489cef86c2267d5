"""A game told as it happened (commands/reader/story.py), on real reports: github.com/MatagTheGame/matag-the-game
issue #77 (tests/corpus jb-017), magefree/mage #551, tests/corpus jb-064 and mo-003. Each shape on its own, then
the whole report through `ask`, asserting outcomes."""

from __future__ import annotations

import pytest
from pool_cards import index_with, only, outcomes, pool_cards

from commands.reader.entities import Names
from commands.reader.frames import rewrite
from commands.reader.story import plain_story

CARDS = pool_cards(("Goblin Chainwhirler", "Walking Corpse", "Skittering Heartstopper", "Crowd's Favor", "Frost Lynx"))
INDEX = index_with(CARDS)
NAMES = Names(INDEX)

JB_017 = (
    "Player played Goblin Chainwhirler which entered the battlefield; Opponent had Walking Corpse and Skittering "
    "Heartstopper which both got one damage; Player attacked with another Goblin Chainwhirler which was already in "
    "the battlefield; Opponent blocked with Walking Corpse and Skittering Heartstopper (in this exact order); "
    "Opponent made Skittering Heartstopper death touch before first strike"
)


@pytest.mark.parametrize(
    ("clause", "controlled"),
    [
        ("I played Goblin Chainwhirler which entered the battlefield", "I control Goblin Chainwhirler"),
        (
            "Opponent had Walking Corpse and Skittering Heartstopper which both got one damage",
            "Opponent controls Walking Corpse and Skittering Heartstopper. Walking Corpse has 1 damage marked. "
            "Skittering Heartstopper has 1 damage marked",
        ),
        (
            "I attacked with another Goblin Chainwhirler which was already in the battlefield",
            "I control another Goblin Chainwhirler. It attacks Opponent",
        ),
        (
            "Opponent blocked with Walking Corpse and Skittering Heartstopper (in this exact order)",
            "Opponent blocks with Walking Corpse and Skittering Heartstopper",
        ),
        (
            "Opponent made Skittering Heartstopper deathtouch before first strike",
            "Skittering Heartstopper has deathtouch",
        ),
    ],
)
def test_each_part_of_a_game_report(clause, controlled):
    assert rewrite(clause, NAMES) == controlled


def test_what_the_report_assumed_is_said():
    said = rewrite("Opponent made Skittering Heartstopper deathtouch before first strike", NAMES)
    assert "taken as stated" in said.notes[0]
    said = rewrite("Opponent blocked with Walking Corpse and Skittering Heartstopper (in this exact order)", NAMES)
    assert "510.1c" in said.notes[0]


@pytest.mark.parametrize(
    "clause",
    [
        # magefree/mage #551: a keyword given with a card is that card's cast, not a keyword taken as stated
        "I gave it first strike with Crowd's Favor",
        # tests/corpus jb-064: "enters the battlefield with a counter" says more than where it is
        "Shinewend is 0/0 that enters the battlefield with a +1/+1 counter on it",
    ],
)
def test_what_says_more_is_not_dropped(clause):
    text, notes = plain_story(clause)
    assert text == clause and not notes
    assert "taken as stated" not in " ".join(getattr(rewrite(clause, NAMES), "notes", ()))


def test_an_order_that_lists_blockers_is_left_as_written():
    # tests/corpus mo-003: "…, in this order: Ulrich …" names the order; only an order ending the block is dropped
    clause = "I blocked all (four) attacking creatures with my watcher in the web, in this order: Ulrich"
    assert plain_story(clause) == (clause, ())


def test_which_got_damage_needs_to_say_which():
    # "X and Y which got 1 damage" (neither "both" nor "each"): which one isn't said, so the frame doesn't read it
    clause = "Opponent had Walking Corpse and Skittering Heartstopper which got one damage"
    assert "damage marked" not in rewrite(clause, NAMES)


def test_matag_77_as_typed():
    got = outcomes(INDEX, JB_017)
    # the attacker may assign 1 to Walking Corpse and 2 to Skittering Heartstopper (or 2 and 1): both die in the
    # first-strike step, before Heartstopper's deathtouch damage, and the Chainwhirler survives
    assert any(
        o.permanents["walking-corpse"].zone == "graveyard"
        and o.permanents["skittering-heartstopper"].zone == "graveyard"
        and o.permanents["goblin-chainwhirler-2"].zone == "battlefield"
        for o in got
    )
    assert all(o.permanents["goblin-chainwhirler"].zone == "battlefield" for o in got)


# --- "X didn't die after doing A and B" (github.com/magefree/mage/issues/7369, tests/corpus jb-043) -------------

GIDEON = pool_cards(("Gideon Jura", "Skullcrack", "Gideon, Martial Paragon"))
GIDEON_INDEX = index_with(GIDEON)
GIDEON_NAMES = Names(GIDEON_INDEX)
JB_043 = (
    "Gideon Jura didn't die after making him into a creature on 8 loyalty and targeting him 2 times with Skullcrack."
)


def test_what_was_done_after_is_read_in_order_never_as_a_response():
    said = rewrite(JB_043[:-1], GIDEON_NAMES)
    assert said == (
        "Gideon Jura has 8 loyalty. I activate Gideon Jura's 0 ability. Then I cast Skullcrack targeting Gideon Jura. "
        "Then I cast another Skullcrack targeting Gideon Jura"
    )
    assert any("what was seen" in n for n in said.notes)


@pytest.mark.parametrize(
    ("clause", "controlled"),
    [
        # magarena #1161's card: Gideon, Martial Paragon's 0 makes him a 5/5 creature ("Gideon can change into a
        # creature", magefree/mage #4422)
        ("I made Gideon, Martial Paragon into a creature", "I activate Gideon, Martial Paragon's 0 ability"),
        ("Opponent turned Gideon Jura into a creature on 6 loyalty",
         "Gideon Jura has 6 loyalty. Opponent activates Gideon Jura's 0 ability"),
        ("I targeted Gideon Jura twice with Skullcrack",
         "I cast Skullcrack targeting Gideon Jura. Then I cast another Skullcrack targeting Gideon Jura"),
    ],
)  # fmt: skip
def test_made_into_a_creature_and_targeted_n_times(clause, controlled):
    assert rewrite(clause, GIDEON_NAMES) == controlled


def test_mage_7369_as_typed():
    o = only(GIDEON_INDEX, JB_043)
    assert o.permanents["gideon-jura"].zone == "graveyard"  # Skullcrack: the 0 ability's prevention doesn't apply


def test_damage_a_planeswalker_got_is_not_read_as_damage_marked():
    # damage to a planeswalker removes loyalty (CR 306.8): "which took 2 damage" isn't damage marked on it
    assert "damage marked" not in rewrite("Opponent had Gideon Jura which took 2 damage", GIDEON_NAMES)
