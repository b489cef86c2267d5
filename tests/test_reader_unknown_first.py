"""Refusals that say the message's own reason: a card the index doesn't know comes first, even before a precise
problem with the rest (nothing can be answered without its text); names in lower case where a player attacks or
blocks with them; casting words before a name ("Kicked Cinderclasm"); a planeswalker's loyalty said with "on" and
by "she"; a general question whose only digits are a file's or the rules' "0 toughness"; "like normal"; a spell
asked about by its capitalised name as the verb, where nothing happens."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, permanent, refusal, zone

from commands.reader.unknown import unknown_names


def unknown_said(said: str, *names: str) -> None:
    """The refusal is "no card named" each of `names` (as typed, any case)."""
    assert said.startswith("no card named"), said
    head = said.split(" in the cards I know")[0].lower()
    for name in names:
        assert f'"{name.lower()}"' in head, said


def test_an_unknown_card_comes_before_a_precise_problem(pool_index):
    text = (
        "Bolting Liliana in response to her -4?\n\nMy opponent had Liliana, Dreadhorde General on 6 and used her -4. I "
        "Lightning Bolted her in response. He says the ability still happens even though she's dead. Is that right, "
        "and do I still have to sacrifice?"
    )
    unknown_said(refusal(pool_index, text), "Liliana, Dreadhorde General")


def test_a_word_cut_short_of_a_card_named_in_full_is_that_card(pool_index):
    """ "Ob Nix" after Ob Nixilis, the Fallen: the card again, not an unknown one (the unmodelled line decides)."""
    said = refusal(
        pool_index,
        "My opponent controls Platinum Emperion, and I control Ob Nixilis, the Fallen. Can I target my opponent with "
        "Ob Nix's landfall ability to get counters on Ob Nix?",
        code=3,
    )
    assert said.startswith("Platinum Emperion:")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "opp swings glissa sunslayer, i double block w two grizzly bears\nfirst strike + deathtouch means she just "
            "kills both before they hit back right 💀",
            "glissa sunslayer",
        ),
        (
            "my fervent champion swings, he blocks w elite vanguard\nfirst strike so vanguard dies before it hits "
            "back? champ is only a 1/1 tho",
            "fervent champion",
        ),
        ("blocked ragavan, nimble pilferer with tundra wolves. who dies", "ragavan, nimble pilferer"),
    ],
)
def test_a_lower_case_name_in_combat_the_index_lacks(pool_index, text, name):
    unknown_said(refusal(pool_index, text), name)


def test_a_creature_word_in_combat_is_no_name(pool_index):
    from commands.reader.lower_names import lower_case_names

    assert lower_case_names("my big guy swings, he blocks w his hill giant") == []
    assert lower_case_names("my trusty bear attacks") == []


def test_a_casting_word_is_no_part_of_the_name(pool_index):
    text = (
        "Kicked Cinderclasm vs Kor Firewalker\n\nI kicked Cinderclasm, so 2 damage to each creature. My opponent has "
        "Kor Firewalker and Elvish Visionary. Do both die, or does the Firewalker's protection from red save it?"
    )
    unknown_said(refusal(pool_index, text), "Cinderclasm")


def test_loyalty_said_with_on_and_by_she(pool_index):
    (o,), line = answer(
        pool_index,
        "Opponent had Jace Beleren on 3 loyalty. I attacked Jace with Daggerback Basilisk and he didn't block. Is "
        "Jace dead?",
    )
    assert line == "Jace Beleren survives"  # 2 damage: 2 loyalty lost; deathtouch doesn't matter (CR 120.3c)
    jace = permanent(o, "Jace Beleren")
    assert jace.loyalty == 1
    (o,), line = answer(
        pool_index,
        "I control Hill Giant. Opponent controls Jace Beleren. Jace is on 3 loyalty. Hill Giant attacks Jace.",
    )
    assert next(p for p in o.permanents.values() if p.name == "Jace Beleren").zone == "graveyard"
    (o,), _ = answer(
        pool_index, "Opponent controls Nissa, Voice of Zendikar. She's on 2 loyalty. I cast Shock targeting Nissa."
    )
    assert next(p for p in o.permanents.values() if p.name.startswith("Nissa")).zone == "graveyard"


def test_a_spell_asked_by_its_capitalised_name_where_nothing_happens_is_no_answer(pool_index):
    said = refusal(
        pool_index,
        "Q: Can I Strangle my opponent's Nissa, Voice of Zendikar? She's on 3 loyalty. My friend says burn spells "
        "can't hit planeswalkers anymore since the redirect rule went away.\n\n-Ty",
    )
    assert "asks about something happening that the message doesn't say happens" in said
    (o,), _ = answer(pool_index, "I'm at 0 life. Would I lose the game?")  # a lower-case verb asks nothing cast
    assert o.players["You"].lost


@pytest.mark.parametrize(
    "text",
    [
        "can i parch his water elemental for 4 since its blue? its 5/4 so it dies?",  # was "Water Elemental survives"
        "can he fry my hill giant? it's a 3/3 so it dies?",  # was "Hill Giant survives"
    ],
)
def test_a_lower_case_verb_asked_on_a_permanent_where_nothing_happens_is_no_answer(pool_index, text):
    """Only the question names the permanent and nothing happens: the board read from it would answer "survives"
    to a spell never cast (the verb, a card's name in lower case, isn't read)."""
    assert "asks about something happening that the message doesn't say happens" in refusal(pool_index, text)


@pytest.mark.parametrize(
    "text",
    [
        "Q: When a creature with infect deals damage to a planeswalker, does the planeswalker's controller get poison "
        "counters, or does the planeswalker lose loyalty like normal?\n\n-Sasha",
        "First strike damage disappears before the regular damage step\n\nWhenever a first striker hits a double "
        "striker, the damage from the first step seems to vanish before the second step. Replay attached "
        "(replay_0412.dat). Happens every time.",
        "Dear Judge,\n\nWhen exactly does a creature with 0 toughness go to the graveyard? Do I get a chance to "
        "respond, for example with a pump spell, before it's gone?\n\n- Theo",
    ],
)
def test_general_questions_have_no_situation(pool_index, text):
    assert refusal(pool_index, text).startswith("the message describes no particular situation")


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (
            "Dear Judge,\n\nCan you respond to a state-based action? For example, if my creature has lethal damage, "
            "can I cast a spell to save it before it dies?\n\n-Gabe",
            "",
        ),
        (
            "opps trampler gets blocked by my deathtouch guy, how much tramples over me? is it just his power minus 1",
            '"opps trampler", "my deathtouch guy"',
        ),
    ],
)
def test_a_creature_said_by_no_name_or_size_where_the_board_has_none(pool_index, text, quoted):
    """ "my creature: You control no creatures": no particular creature, as "some goblins" (ask.py _NONE_THERE)."""
    said = refusal(pool_index, text)
    assert said.startswith("the message describes no particular situation") and quoted in said


def test_a_creature_said_by_a_keyword_where_the_board_has_one_is_read(pool_index):
    (o,), _ = answer(
        pool_index, "Opponent controls Hill Giant and Wind Drake. I cast Lightning Bolt targeting his flier."
    )
    assert next(p for p in o.permanents.values() if p.name == "Wind Drake").zone == "graveyard"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "opp bolts my grizzly bears, i respond tamiyos safekeeping. bears live? does bolt even resolve",
            "tamiyos safekeeping",
        ),
        ("sanctifier en-vec blocking a fire elemental, does it just eat the 5? its pro red right", "sanctifier en-vec"),
        (
            "meathook massacre for x=1 kills darksteel myr even tho its indestructible right? and i gain 1?",
            "meathook massacre",
        ),
        (
            "put shadowspear on my llanowar elves and blocked his grizzly bears with it. both die right? and i gain 2?",
            "shadowspear",
        ),
        (
            "flashed in embercleave after blocks onto my centaur courser, which got blocked by a grizzly bears. how "
            "much tramples over in total?",
            "embercleave",
        ),
        (
            "When Uro, Titan of Nature's Wrath is cast without escape and the sacrifice trigger is on the stack, can I "
            "respond with a Lightning Bolt at it?",
            "Uro, Titan of Nature's Wrath",
        ),
        (
            "**Describe the bug**\nRagavan dealt combat damage to opponent but no treasure and no exile happened. "
            "Dashed him on turn 2.",
            "Ragavan",
        ),
    ],
)
def test_more_places_a_card_the_index_lacks_is_named(pool_index, text, name):
    unknown_said(refusal(pool_index, text), name)


def test_words_in_those_places_that_are_no_names(pool_index):
    from commands.reader.lower_names import lower_case_names

    assert lower_case_names("i put pressure on my opponent") == []
    assert lower_case_names("then grizzly bears blocking a hill giant") == []
    assert lower_case_names("flashed in embercleave after blocks") == ["embercleave"]  # (not "flashed in …")


def test_a_list_after_a_comma_is_no_epithet(pool_index):
    """ "Ulrich, Kessig Dire Swine (w/ trample), Howlpack wolf": Kessig Dire Swine right after the comma is a list's
    item; Watcher in the Web's line decides it (exit 3)."""
    said = refusal(
        pool_index,
        "I blocked all (four) attacking creatures with my watcher in the web, in this order: Ulrich, Kessig Dire Swine "
        "(w/ trample), Howlpack wolf, Incorrigible youths. How did he lose 7 life from this??",
        code=3,
    )
    assert said.startswith("Watcher in the Web:")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("opp plays pyrogoyf. it pings my hill giant for 3 when it comes in right? so giant dies?", "pyrogoyf"),
        (
            "opp swings nighthawk scavenger at me and i block w thornhide wolves 4/5. how much lifelink does he get",
            "nighthawk scavenger",
        ),
    ],
)
def test_a_card_the_clause_names_that_the_index_lacks_is_said_first(pool_index, text, name):
    """The clause's form reads ("Opponent plays …"), its card doesn't: that is the refusal, before the clause."""
    said = refusal(pool_index, text)
    unknown_said(said, name)
    assert "it may be newer than the cards imported" in said and '(in "Opponent ' in said


def test_a_clause_read_as_a_name_is_no_card_first(pool_index):
    said = refusal(
        pool_index,
        "My opponent attacked me with Rhox Brute. I blocked with my Nessian Courser, let me and said it was fine.",
    )
    assert not said.startswith("no card named")


def test_an_xmage_feedback_items_card_is_what_it_is_about(pool_index):
    """An XMage feedback list's item (magefree/mage#6291's shape): "* [ ] <card> - <report> (<user>, <date>)"."""
    text = (
        "Feedback XMage Version 1.4.57\n\n* [ ] ulvenwald behemoth - my Terrain Elemental didnt get trample or the "
        "+1/+1 from it. got blocked by a 2/2 Raging Bull and no damage went over (sandro_v, 2024-11-02 18:10:44)"
    )
    unknown_said(refusal(pool_index, text), "ulvenwald behemoth")
    said = refusal(
        pool_index,
        "Feedback XMage Version 1.4.58\n\nCards:\n* [ ] Combat - damage assignment window sometimes doesn't appear "
        "when my trampler is blocked by two creatures (kapusta77, 2023-05-19 10:22:47)",
    )
    assert not said.startswith("no card named")  # "Combat": the report's topic, a term of the game


def test_the_and_a_short_word_of_a_card_named_before_is_that_card(pool_index):
    """ "The Myr" after Ichorclaw Myr (a creature type, three letters): that card, no card the index lacks; what it
    should be is the asker's expectation, set aside (the answer plays its trigger)."""
    text = (
        "I attacked with Ichorclaw Myr and the AI blocked with Coral Merfolk. The Myr should be 3/3 once it's blocked "
        "and survive the Merfolk."
    )
    (o,), _ = answer(pool_index, text)
    myr = permanent(o, "Ichorclaw Myr")
    assert myr.zone == "battlefield" and (myr.power, myr.toughness) == (3, 3)  # +2/+2 as it becomes blocked
    assert zone(o, "Coral Merfolk") == "graveyard"
    assert unknown_names(text, pool_index, "mtg") == []  # (before, "The Myr": a card the index lacks)


def test_same_creatures_as_before_is_a_follow_up(pool_index):
    said = refusal(pool_index, "Same creatures as before, but this time he blocks with both. Do I still trample over?")
    assert said.startswith("the message describes no particular situation")
