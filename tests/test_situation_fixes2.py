"""Fixes to `rulekeeper ask` (second audit): "in response to X", assumed controllers, pronoun subjects, keyword
lists, loyalty, more phrasings, and messages in the user's terms."""

from __future__ import annotations

import pytest
from ask_helpers import INDEX, lives, only, outcomes, refused, scenario

from commands.ask import ask_reply

# --- 1. "in response to X" is honoured, never dropped ---------------------------------------------------

BEARS = "I control Grizzly Bears. "
SHOCK_BEARS = "Opponent casts Shock targeting Grizzly Bears. "
GROWTH = "I cast Giant Growth targeting Grizzly Bears"


@pytest.mark.parametrize(
    "text",
    [
        BEARS + GROWTH + " in response to Shock. " + SHOCK_BEARS,  # the response written before the spell
        BEARS + "In response to Shock, " + GROWTH + ". " + SHOCK_BEARS,
        BEARS + SHOCK_BEARS + GROWTH + " in response to Shock.",
        BEARS + SHOCK_BEARS + "In response to Shock " + GROWTH + ".",
        "In response to opponent's Shock targeting Grizzly Bears, I cast Giant Growth targeting it.",
        BEARS + GROWTH + " in response to opponent's Shock targeting Grizzly Bears.",
    ],
)
def test_giant_growth_in_response_to_shock_resolves_first_and_the_bears_survive(text):
    o = only(text)
    bears = o.permanents["grizzly-bears"]
    assert bears.zone == "battlefield" and bears.damage == 2 and bears.power == 5
    casts = [a["cast"] for a in scenario(text)["actions"]]
    assert casts == ["Giant Growth", "Shock"]  # resolution order (CR 405.5)


def test_a_response_described_first_is_cast_after_its_spell():
    text = BEARS + GROWTH + " in response to Shock. " + SHOCK_BEARS
    lines = ask_reply(text, index=INDEX).data["interpretation"]
    assert any("Giant Growth is cast in response to Shock, described after it" in line for line in lines)


def test_a_response_to_a_spell_never_cast_next_is_refused():
    refused(BEARS + GROWTH + " in response to Shock.", "describe Shock first, then the response")
    refused(
        BEARS + GROWTH + " in response to Shock. Opponent casts Lightning Bolt targeting me.",
        "describe Shock first, then the response",
    )
    refused(BEARS + GROWTH + " in response to Shock. Then " + SHOCK_BEARS, "describe Shock first")


def test_a_response_to_a_spell_that_is_not_on_top_or_has_resolved_is_refused():
    refused(
        BEARS + SHOCK_BEARS + "Opponent casts Lightning Bolt targeting me. " + GROWTH + " in response to Shock.",
        "Lightning Bolt was put on the stack after it",
        '"Lightning Bolt resolves."',
    )
    refused(BEARS + SHOCK_BEARS + "Then " + GROWTH + " in response to Shock.", "Shock has already resolved")


def test_a_response_that_is_not_a_spell_or_ability_is_refused():
    refused(BEARS + SHOCK_BEARS + "In response to Shock, Grizzly Bears has 1 damage marked.", "is not a spell")
    refused(BEARS + "In response to Hill Giant, " + GROWTH + ".", "no ability of Hill Giant is")
    refused("In response to the attack, I cast Fog.", "no creature has attacked yet")


def test_a_response_to_the_attack_or_to_that_still_reads():
    assert lives(only("Opponent controls Hill Giant. It attacks me. In response to the attack, I cast Fog.")) == (
        20,
        20,
    )
    o = only(BEARS + SHOCK_BEARS + "In response to that, " + GROWTH + ".")
    assert o.permanents["grizzly-bears"].zone == "battlefield"


def test_in_response_to_the_second_of_two_spells():
    two = "Opponent casts Shock targeting me. Opponent casts Shock targeting me. "
    salve = "I cast Healing Salve choosing prevent targeting me."
    o = only(two + "In response to the second Shock, " + salve)
    assert lives(o) == (19, 20) and o.prevented == 3
    refused(two + "In response to the first Shock, " + salve, "the second Shock was put on the stack after it")
    o = only(two + "The second Shock resolves. In response to the first Shock, " + salve)
    assert lives(o) == (18, 20) and o.prevented == 2


# --- 2. an object whose controller was only assumed is the one "opponent's <name>" means -----------------


def test_deflecting_palm_source_named_first_is_the_attacking_hill_giant():
    text = "i cast deflecting palm choosing hill giant as the source. opp's hill giant attacks me"
    o = only(text)
    assert lives(o) == (20, 17) and o.prevented == 3
    sc = scenario(text)
    assert [p["controller"] for p in sc["battlefield"]] == ["Opponent"]  # one Hill Giant, the opponent's


def test_a_shorthand_target_is_the_later_opponents_creature_and_the_caster_follows():
    text = "Lightning Bolt targets Grizzly Bears. Opponent's Grizzly Bears attacks me."
    sc = scenario(text)
    assert [(p["card"], p["controller"]) for p in sc["battlefield"]] == [("Grizzly Bears", "Opponent")]
    assert sc["actions"][0] == {"cast": "Lightning Bolt", "by": "You", "targets": ["grizzly-bears"]}
    o = only(text)  # Bolt resolves before combat: the Bears never deal damage
    assert lives(o) == (20, 20) and o.permanents["grizzly-bears"].zone == "graveyard"


def test_an_assumed_object_and_a_stated_one_with_the_same_name_are_refused():
    refused(
        "Lightning Bolt targets Grizzly Bears. Opponent controls Grizzly Bears. Opponent's Grizzly Bears attacks me.",
        "could be 2 objects",
        "say who controls each first",
    )


def test_an_unnamed_attacker_belongs_to_the_player_it_does_not_attack():
    o = only("Hill Giant attacks me.")
    assert lives(o) == (17, 20) and o.permanents["hill-giant"].controller == "Opponent"


# --- 3. "it"/"they" as the subject mean what the sentence before named ---------------------------------


def test_it_blocks_means_the_creature_just_put_on_the_board():
    o = only("Opponent controls Hill Giant. It attacks me. I control Grizzly Bears. It blocks Hill Giant.")
    assert lives(o) == (20, 20)
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2


def test_it_attacks_a_planeswalker():
    o = only("Opponent controls a 5/5 creature with trample. It attacks Gideon Jura.")
    gideon = o.permanents["gideon-jura"]  # enters with 6 loyalty: 5 damage leaves 1 (CR 120.3c)
    assert gideon.zone == "battlefield" and gideon.loyalty == 1 and lives(o) == (20, 20)
    assert o.permanents["5-5-creature"].controller == "Opponent"


def test_blocks_it_is_never_the_blocker_itself():
    refused("i control grizzly bears. grizzly bears blocks it", '"it" can\'t be Grizzly Bears itself')
    o = only("Opponent controls Hill Giant. It attacks me. I control Grizzly Bears. Grizzly Bears blocks it.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["hill-giant"].damage == 2
    o = only("Opponent controls Hill Giant. I control a planeswalker with 4 loyalty. Hill Giant attacks it.")
    assert o.permanents["planeswalker"].loyalty == 1 and lives(o) == (20, 20)


# --- 4. several keywords; unmodelled ones reach the engine ---------------------------------------------


def test_a_creature_with_deathtouch_and_trample():
    found = outcomes(
        "Opponent controls a 3/3 creature with deathtouch and trample. It attacks me. I control Hill Giant. "
        "It blocks the 3/3 creature."
    )
    assert found and all(o.permanents["hill-giant"].zone == "graveyard" for o in found)
    # deathtouch makes 1 lethal (CR 702.2c): trample can assign the other 2 to me
    assert {lives(o) for o in found} >= {(18, 20)}


def test_a_creature_with_flying_first_strike_and_lifelink():
    o = only("I control a 2/2 creature with flying, first strike and lifelink. It attacks opponent.")
    assert lives(o) == (22, 18)
    assert scenario("I control a 2/2 creature with flying, first strike and lifelink.")["battlefield"][0][
        "keywords"
    ] == ["flying", "first strike", "lifelink"]


def test_an_unmodelled_keyword_reaches_the_engine_and_exits_3():
    text = (
        "Opponent controls a 2/2 creature with flanking. It attacks me. I control Grizzly Bears. "
        "Grizzly Bears blocks it."
    )
    message = refused(text, "flanking", code=3)
    assert "no card named" not in message


def test_an_unknown_word_after_with_is_refused_with_the_forms():
    refused("Opponent controls a 2/2 creature with flyng.", 'can\'t read "with flyng"', "with flying and trample")


# --- 5. loyalty ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "ident"),
    [
        ("I control Gideon Jura with 2 loyalty.", "gideon-jura"),
        ("I control Gideon Jura. It has 2 loyalty.", "gideon-jura"),
        ("I control Gideon Jura with 2 loyalty counters.", "gideon-jura"),
        ("I control a planeswalker with 2 loyalty.", "planeswalker"),
    ],
)
def test_loyalty_sets_the_planeswalkers_loyalty(board, ident):
    sc = scenario(board)
    walker = sc["battlefield"][0]
    assert walker["loyalty"] == 2 and "loyalty" not in walker.get("counters", {})
    name = "Gideon Jura" if ident == "gideon-jura" else "the planeswalker"
    o = only(f"Opponent controls Hill Giant. {board} Hill Giant attacks {name}.")
    assert o.permanents[ident].zone == "graveyard" and lives(o) == (20, 20)


def test_loyalty_on_a_creature_or_a_planeswalker_without_loyalty_is_refused():
    refused("I control Grizzly Bears with 2 loyalty.", "Grizzly Bears isn't a planeswalker")
    refused("I control a planeswalker.", 'say its loyalty ("a planeswalker with 4 loyalty")')


# --- 6. more phrasings -----------------------------------------------------------------------------------

GIANT_ATTACKS = "Opponent controls Hill Giant. Hill Giant attacks me. "


def test_i_block_with_blocks_the_one_attacker():
    o = only(GIANT_ATTACKS + "i block with grizzly bears")
    assert lives(o) == (20, 20) and o.permanents["grizzly-bears"].zone == "graveyard"
    refused(
        "Opponent controls two Hill Giants. They attack me. I block with Grizzly Bears.",
        "which attacker is blocked",
        "I block Hill Giant with Grizzly Bears",
    )


@pytest.mark.parametrize("blockers", ["both Grizzly Bears", "both of them", "the two Grizzly Bears"])
def test_blocked_by_both(blockers):
    found = outcomes(GIANT_ATTACKS + f"I control two Grizzly Bears. Hill Giant is blocked by {blockers}.")
    assert found and all(lives(o) == (20, 20) and o.permanents["hill-giant"].zone == "graveyard" for o in found)
    refused(
        GIANT_ATTACKS + "I control three Grizzly Bears. Hill Giant is blocked by both Grizzly Bears.", "there are 3"
    )


@pytest.mark.parametrize(
    "attack", ["my two grizzly bears attack", "They both attack", "My two Grizzly Bears attack opponent"]
)
def test_two_creatures_attack(attack):
    assert lives(only(f"I control two Grizzly Bears. {attack}.")) == (20, 16)


def test_another_shock_is_a_second_shock():
    assert lives(only("Opponent casts Shock targeting me. Then opponent casts another shock targeting me.")) == (16, 20)
    refused("Opponent controls Grizzly Bears. Opponent casts Shock targeting another Grizzly Bears.", "the other")


def test_the_other_grizzly_bears():
    o = only(
        "I control two Grizzly Bears. Opponent casts Shock targeting the first Grizzly Bears. "
        "I cast Giant Growth targeting the other grizzly bears."
    )
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert o.permanents["grizzly-bears-2"].zone == "battlefield" and o.permanents["grizzly-bears-2"].power == 5
    refused("I control two Grizzly Bears. Opponent casts Shock targeting the other grizzly bears.", "the second")


# --- 7. messages in the user's terms ----------------------------------------------------------------------


def test_target_count_and_x_are_checked_in_the_users_terms():
    assert refused("Opponent casts Shock targeting me and Grizzly Bears.") == (
        "Shock needs 1 target, got 2; if it was cast more than once, say each cast in a sentence of its own"
    )
    refused("Opponent casts Shock.", "Shock needs 1 target, got 0")
    refused("Opponent casts Shock targeting me with X = 3.", 'Shock has no X: leave out "with X = 3"')
    refused("Opponent casts Banefire targeting me.", 'say "Banefire with X = 3"')
    assert lives(only("Opponent casts Banefire targeting me with X = 4.")) == (16, 20)


def test_engine_errors_do_not_show_scenario_paths():
    message = refused("Opponent's Hill Giant attacks me. Opponent's Serra Angel attacks me. Grizzly Bears blocks it.")
    assert message.startswith("Grizzly Bears can't block Serra Angel") and "blockers" not in message
    message = refused("Opponent casts Lightning Bolt targeting Furnace of Rath.")
    assert "actions[" not in message and "Lightning Bolt" in message
