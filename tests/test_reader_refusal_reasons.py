"""A refused message says its own reason (issue #16, on refuse-heavy probes written like the real sets): a card the
index doesn't know, named in a report's template fields, a title, a list with known cards, or by a first name; a
known card's line the message tells of (a card told as played, so its enters trigger happened); no particular
situation, where the only "numbers" are "quick one" or "the second one", where "AI" is the only capitalised word,
where creatures are "a couple of pingers", or where every sentence was set aside."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import refusal
from test_reader_unknown_first import unknown_said


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Ragavan — dash doesn't return it to hand\n\nReported in Discord\n\n**Thread:** Ragavan\n**Cards:** "
            "ragavan\n\n## Summary\nRagavan hit the opponent for 2, I got the treasure and exiled their top card, but "
            "at the end step it just stayed on the battlefield even though I paid the dash cost.",
            "Ragavan",
        ),
        (
            "Adeline power not updating after tokens are created. I had 2 other creatures, attacked, got the Human "
            "token, and Adeline still dealt only 3 damage when she went unblocked. She should have been a 4/4 at that "
            "point.",
            "Adeline",
        ),
        (
            "Isshin not doubling Hellrider\n\nI control Isshin and Hellrider, attacked with 3 creatures. Hellrider "
            "only pinged 3 times. Isshin should make each of those attack triggers trigger an additional time, so 6 "
            "damage.",
            "Isshin",
        ),
        (
            "**Card(s):** Elesh Norn, Mother of Machines, Inferno Titan\n\n**Actual:** Inferno Titan's enters trigger "
            "happened only once with Elesh Norn on my side.\n\n**Expected:** Elesh Norn makes permanents entering "
            "trigger an additional time, so two triggers of 3 damage divided.",
            "Elesh Norn, Mother of Machines",
        ),
        (
            "Korvold vs deathtouch?? My opp swung Korvold at me after sacrificing a bunch of stuff (it had like 4 "
            "counters so 8/8) and I blocked with my Vampire Champion. He says the counters mean it just eats the "
            "Champion. I'm pretty sure deathtouch doesn't care how big it is?",
            "Korvold",
        ),
        (
            "Slime counters don't shrink creatures\n\n**Thread:** Toxrill\n**Cards:** Toxrill, the Corrosive, "
            "Grizzly Bears\n\n## Summary\nAt the end step my opponent's Grizzly Bears got a slime counter but it's "
            "still a 2/2. It should be 1/1.",
            "Toxrill, the Corrosive",
        ),
    ],
)
def test_a_card_the_index_lacks_is_said_first(pool_index, text, name):
    unknown_said(refusal(pool_index, text), name)


def test_template_fields_and_platforms_are_no_names(pool_index):
    from commands.reader.unknown import runs, unknown_names

    assert runs("**Thread:** Toxrill\n**Expected:** Elesh Norn should double it") == ["Elesh Norn"]
    said = unknown_names("Reported in Discord\n\n**Thread:** protection bug", pool_index, "mtg")
    assert said == []


@pytest.mark.parametrize(
    "text",
    [
        "Hapatra and Nest of Scarabs do not trigger when token with wither or infect deal combat damage to a creature.",
        "Laboratory Maniac: lost the game\n\nLab Maniac on the battlefield, 1 card left in library.",
        "Example: A Rot Wolf and a Wight fight. Alternatively Seraph and Sengir Vampire.",
    ],
)
def test_known_cards_said_short_or_beside_an_unknown_word_are_known(pool_index, text):
    from commands.reader.unknown import unknown_names

    assert unknown_names(text, pool_index, "mtg") == []


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (
            "Mogg War Marshal no token on death\n\nI had Mogg War Marshal and its goblin token. Opponent cast "
            "Pyroclasm, both died, and the Marshal's dies trigger never made a new goblin. I ended with no creatures.",
            "Mogg War Marshal",
        ),
        (
            "He played Sower of Temptation and took my Serra Angel. Next turn he attacked me with my own Angel. After "
            "blockers I Shocked the Sower. Do I get the Angel back before damage, and does it still hit me?",
            "Sower of Temptation",
        ),
    ],
)
def test_a_known_cards_line_the_message_tells_of(pool_index, text, card):
    said = refusal(pool_index, text, code=3)
    assert said.startswith(f"{card}:")


@pytest.mark.parametrize(
    "text",
    [
        "quick one. if a creature has both +1/+1 counters and -1/-1 counters, which ones come off first? or do they "
        "just sit there",
        "Double strike + trample vs a chump blocker\n\nIf I attack with a double striker that has trample and they "
        "chump it, does the chump soak damage in both steps, or does everything go through in the second one? "
        "Thinking of building around this.",
        "Lifelink stops working after a few turns\n\nPlayed a full game vs AI, lifelink worked early and then at some "
        "point stopped giving me life. Game log attached.\n\n[game-20240311-2201.txt]",
        "Deathtouch doesn't kill creatures when the damage comes from a noncombat source. Tested with a couple of "
        "pingers, the creature just gets 1 damage and survives.",
        "Can you regenerate a creature that got -X/-X'd to 0 toughness? Asking for future reference, no specific game.",
    ],
)
def test_no_particular_situation(pool_index, text):
    assert refusal(pool_index, text).startswith("the message describes no particular situation")


def test_a_count_of_one_is_still_a_number():
    from commands.reader.general import _NUMBER

    assert _NUMBER.search("I attack with one creature") and _NUMBER.search("one of my creatures")
    assert not _NUMBER.search("that one dies") and not _NUMBER.search("quick one.")


def test_a_planeswalkers_starting_loyalty_where_it_is_and_no_use_told(pool_index):
    from test_reader_chat_forms import answer

    for text in (
        "My friend had Ajani, Caller of the Pride on the battlefield with its starting loyalty of 4 (he hadn't "
        "activated it yet). I attacked Ajani with my Trained Armodon and he didn't block.",
        "Opponent controls Ajani, Caller of the Pride on the battlefield with 4 loyalty. My Trained Armodon attacks "
        "Ajani, Caller of the Pride.",
    ):
        (o,), _ = answer(pool_index, text)
        (ajani,) = [p for p in o.permanents.values() if p.name.startswith("Ajani")]
        assert ajani.loyalty == 1  # 3 damage from the Armodon (CR 120.3c)


def test_a_use_told_as_not_made_is_no_use(pool_index):
    from commands.reader.unmodelled import _NOT_USED, _USES

    said = "he hadn't activated it yet"
    assert _USES.search(said) and not _USES.search(_NOT_USED.sub(" ", said))


@pytest.mark.parametrize(
    "text",
    [
        "can a 0 power creature with deathtouch kill something if it blocks",
        "Indestructible vs -X/-X?\n\nIf something with indestructible gets -X/-X until its toughness is 0, does it "
        "die? What about if it just gets a bunch of damage?",
        "Double strike creature dealt damage 3 times\n\nHappened twice this game. Log didn't save.",
        "if i double block does the attacker get to choose how the damage is split or do i",
    ],
)
def test_the_rules_numbers_and_no_attacker_make_no_situation(pool_index, text):
    """ "0 power", "toughness is 0", "3 times" are the rules' thresholds or a count of events, no board's number;
    a block with no attacker said is no particular combat."""
    assert refusal(pool_index, text).startswith("the message describes no particular situation")


def test_a_size_still_makes_it_particular(pool_index):
    said = refusal(pool_index, "a 3/3 with trample becomes blocked by a creature, do the excess hit")
    assert not said.startswith("the message describes no particular situation")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Reported in Discord\n\n**Thread:** grist minus two\n**Cards:** grist, the hunger tide\n**Parser status:** "
            "has_gaps\n\n## Summary\n-2 lets me destroy a creature without sacrificing anything first",
            "grist, the hunger tide",
        ),
        (
            "**Describe the bug**\nHalana puts the counters on the wrong creature. At the beginning of combat the "
            "counters went on Halana itself instead of the creature I targeted.",
            "Halana",
        ),
        (
            "Wrenn and Six -1 can't target planeswalkers\n\nIt only lets me pick creatures and players. The card says "
            "any target, and my opponent's Chandra was at 1 loyalty.",
            "Wrenn",
        ),
        (
            "AI unholy heated my Hill Giant with delirium on (4 card types in its yard) but it only dealt 2. With "
            "delirium it's supposed to be 6.",
            "unholy heat",
        ),
        (
            "if my ragavan gets chumped by his 1/1 do i still get the treasure and exile his top card? he says no "
            "because it didn't connect.",
            "ragavan",
        ),
    ],
)
def test_a_card_the_index_lacks_in_fields_verbs_and_first_names(pool_index, text, name):
    unknown_said(refusal(pool_index, text), name)


def test_a_cards_field_keeps_epithets_and_lists_known_cards_apart(pool_index):
    from commands.reader.unknown import field_cards

    said = field_cards("**Card(s):** Elesh Norn, Mother of Machines, Inferno Titan", pool_index, "mtg")
    assert said == ["Elesh Norn, Mother of Machines", "Inferno Titan"]
    assert field_cards("**Cards:** _none detected_", pool_index, "mtg") == []


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("ok same board as before but now he's holding the bolt, does that change anything", "same board as before"),
        (
            "Thanks all for the answers above. One more about the same board: if he had blocked with the other "
            "creature instead, would I still have taken the 3?",
            "same board",
        ),
        (
            "If I'm at 0 life but I have a lifegain instant in hand, can I cast it before I lose? Like, does the game "
            "give me a chance to respond?",
            '"a lifegain instant": it doesn\'t say which card',
        ),
        (
            "Does damage on a creature wear off at the end of my turn or at the start of the next one? Someone at my "
            "store insisted it stays until their untap step.",
            "",
        ),
    ],
)
def test_follow_ups_cards_said_by_kind_and_someones_opinion(pool_index, text, quoted):
    from commands.reader.general import NO_SITUATION

    said = refusal(pool_index, text)
    assert said.startswith(("the message describes no particular situation", *NO_SITUATION)) and quoted in said


def test_keyword_nouns_and_wishes_are_no_names(pool_index):
    from commands.reader.lower_names import lower_case_names
    from commands.reader.unknown import runs

    assert lower_case_names("when my trampler gets blocked by something with protection") == []
    assert runs("Tried to cast Collective Brutality choosing -2/-2") == ["Collective Brutality"]
