"""Fixes to `rulekeeper ask`: spells as chosen sources, typos vs other cards, ordinals, small reading problems."""

from __future__ import annotations

import pytest
from ask_helpers import INDEX, lives, only, refused, scenario

from commands.ask import ask_reply
from commands.cards import card_reply
from commands.resolve import run_scenario
from resolver.errors import RulekeeperError

# --- 1. a spell on the stack as "the source of your choice" ---------------------------------------------

BOLT_AT_ME = "Opponent casts Lightning Bolt targeting me. "
COP = "I control Circle of Protection: Red. " + BOLT_AT_ME + "I activate Circle of Protection: Red "


def test_a_chosen_spell_is_the_cast_spell_not_a_second_source():
    sc = scenario(COP + "choosing Lightning Bolt as the source.")
    activate, cast = sc["actions"]
    assert cast["cast"] == "Lightning Bolt" and activate["source"] == cast["id"] == "lightning-bolt"
    assert "sources" not in sc


def test_circle_of_protection_prevents_the_chosen_bolt():
    o = only(COP + "choosing Lightning Bolt as the source.")
    assert lives(o) == (20, 20) and o.prevented == 3


def test_deflecting_palm_turns_the_chosen_bolt_back():
    o = only(BOLT_AT_ME + "I cast Deflecting Palm choosing Lightning Bolt as the source.")
    assert lives(o) == (20, 17)


def test_harms_way_redirects_two_of_the_chosen_bolt():
    o = only(BOLT_AT_ME + "I cast Harm's Way choosing Lightning Bolt as the source targeting Opponent.")
    assert lives(o) == (19, 18)


def test_dark_sphere_halves_the_chosen_bolt():
    o = only("I control Dark Sphere. " + BOLT_AT_ME + "I activate Dark Sphere choosing Lightning Bolt as the source.")
    assert lives(o) == (18, 20) and o.permanents["dark-sphere"].zone == "graveyard"


TWO_SHOCKS = (
    "I control Grizzly Bears. Opponent casts Shock targeting my Grizzly Bears. Opponent casts Shock targeting me. "
    "I cast Deflecting Palm choosing the {} Shock as the source."
)


def test_the_same_spell_cast_twice_needs_an_ordinal():
    refused(TWO_SHOCKS.replace("the {} ", ""), "Shock is cast 2 times", '"the first Shock"', '"the second Shock"')
    refused(TWO_SHOCKS.format("third"), "there is no third Shock")
    palm = scenario(TWO_SHOCKS.format("second"))["actions"][0]
    shocks = [a for a in scenario(TWO_SHOCKS.format("second"))["actions"] if a.get("cast") == "Shock"]
    assert palm["source"] == "shock" and [s.get("id") for s in shocks] == ["shock", None]  # resolution order


def test_the_second_shock_is_prevented_and_the_first_still_kills_the_bears():
    o = only(TWO_SHOCKS.format("second"))
    assert lives(o) == (20, 18) and o.permanents["grizzly-bears"].zone == "graveyard"
    o = only(TWO_SHOCKS.format("first"))  # the first Shock never deals damage to me: nothing to prevent
    assert lives(o) == (18, 20) and o.permanents["grizzly-bears"].zone == "graveyard"


def test_a_spell_can_be_chosen_only_while_it_is_on_the_stack():
    refused(BOLT_AT_ME + "Then I cast Deflecting Palm choosing Lightning Bolt as the source.", "already resolved")
    refused("I cast Deflecting Palm choosing Lightning Bolt as the source. " + BOLT_AT_ME, "before it is cast")


def test_a_permanent_is_still_a_chosen_source():
    o = only(
        "I control Circle of Protection: Red. Opponent controls two Hill Giants. They attack me. "
        "I activate Circle of Protection: Red choosing the second Hill Giant as the source."
    )
    assert lives(o) == (17, 20) and o.prevented == 3


# --- 2. a typo is corrected; a different word is another card ----------------------------------------


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("Serra Avenger", "Serra Angel"), ("Glistener Seer", "Glistener Elf"), ("Rot Hydra", "Protean Hydra")],
)
def test_a_different_card_is_refused_not_substituted(typed, meant):
    refused(f"I control {typed}. Opponent casts Lightning Bolt targeting {typed}.", f'no card named "{typed}"', meant)
    assert INDEX.lookup(typed, "mtg").card is None
    assert card_reply(INDEX, typed).error


def test_a_scenario_card_key_is_not_substituted_either():
    with pytest.raises(RulekeeperError, match="Serra Avenger"):
        run_scenario({"battlefield": [{"id": "x", "controller": "You", "card": "Serra Avenger"}]}, INDEX)


def test_typos_still_find_the_card():
    o = only("I control Grizly Bears and samite healer. Opponent casts Lightening Bolt targeting Grizly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["grizzly-bears"].damage == 0
    for typed, name in [
        ("Lightening Bolt", "Lightning Bolt"),
        ("Serra Angle", "Serra Angel"),
        ("Hill Gaint", "Hill Giant"),
    ]:
        assert INDEX.lookup(typed, "mtg").card.name == name
    refused("Opponent casts Lightning Helix targeting me.", "did you mean Lightning Bolt")


# --- 3. "the second …" wherever one of several permanents is named -------------------------------------


def test_the_second_samite_healer_activates():
    text = (
        "I control Grizzly Bears and two Samite Healers. Opponent casts Lightning Bolt targeting Grizzly Bears. "
        "I activate the second Samite Healer targeting Grizzly Bears."
    )
    assert scenario(text)["actions"][0]["activate"] == "samite-healer-2"
    o = only(text)
    assert o.prevented == 1 and o.permanents["grizzly-bears"].zone == "graveyard"
    refused(text.replace("second", "third"), 'there is no third "Samite Healer"')
    shorthand = text.replace("I activate the second Samite Healer targeting", "The second Samite Healer on")
    assert scenario(shorthand)["actions"][0]["activate"] == "samite-healer-2"


def test_the_second_as_a_target_attacker_and_blocker():
    o = only("I control two Grizzly Bears. Opponent casts Shock targeting the second Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "battlefield"
    assert o.permanents["grizzly-bears-2"].zone == "graveyard"
    o = only(
        "Opponent controls two Hill Giants. I control Grizzly Bears. The second Hill Giant attacks me. "
        "Grizzly Bears blocks the second Hill Giant."
    )
    assert lives(o) == (20, 20) and o.permanents["grizzly-bears"].zone == "graveyard"
    o = only(
        "I control two Grizzly Bears. Opponent controls Hill Giant. It attacks me. The second Grizzly Bears blocks it."
    )
    assert o.permanents["grizzly-bears-2"].zone == "graveyard" and o.permanents["grizzly-bears"].zone == "battlefield"


# --- 4. small reading problems -----------------------------------------------------------------------


def test_targetting_is_read_as_targeting():
    assert lives(only("Opponent casts Lightning Bolt targetting me.")) == (17, 20)


def test_they_and_it_attack_mean_the_creatures_just_named():
    assert lives(only("Opponent controls two Hill Giants. They attack me.")) == (14, 20)
    assert lives(only("Opponent controls Hill Giant. It attacks me.")) == (17, 20)
    refused("Opponent controls two Hill Giants. It attacks me.", "name the attacking creature")
    refused("Opponent controls Hill Giant and Furnace of Rath. They attack me.", '"Hill Giant attacks me"')
    message = refused("They attack me.", "name the attacking creature")
    assert "is a player, not a creature" not in message
    refused("Opponent attacks me.", "name the attacking creature")


def test_counters_on_it_in_a_board_sentence():
    o = only("I control Grizzly Bears with 2 +1/+1 counters on it. Opponent casts Lightning Bolt targeting it.")
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 3


def test_a_chosen_source_with_no_controller_is_never_guessed_and_a_later_owner_completes_it():
    """Deflecting Palm deals the damage to 'that source's controller': with no controller given, refuse;
    'Opponent's Lightning Bolt' afterwards is the same source, now controlled by Opponent."""
    reply = ask_reply(
        "I cast Deflecting Palm choosing Lightning Bolt as the source. Lightning Bolt deals 3 damage to me.",
        index=INDEX,
    )
    assert reply.error and "no controller is given for it" in reply.summary
    o = only(
        "I cast Deflecting Palm choosing Lightning Bolt as the source. Opponent's Lightning Bolt deals 3 damage to me."
    )
    assert lives(o) == (20, 17)


def test_loyalty_counters_said_in_words_are_the_planeswalkers_loyalty():
    o = only("I control Gideon Jura with 2 loyalty counters. Opponent's Hill Giant attacks Gideon Jura.")
    assert o.permanents["gideon-jura"].zone == "graveyard"
