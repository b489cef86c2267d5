"""Issue #15 follow-up: an Aura attached to something it can't legally enchant is put into its owner's
graveyard as a state-based action (CR 704.5m): what its enchant ability names (303.4c), and not a permanent with
protection from a quality it has (702.16c); an Equipment attached to a noncreature or a permanent with protection
from it becomes unattached and stays (704.5n, 301.5c, 702.16d). Found by the card review: Defang on a creature
that gained protection from white went on preventing its damage. Real 2018 Oracle text from ../shared's pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.resolve import run_scenario
from resolver import Unmodelled
from resolver.attachments import enchant_rule

NAMES = ("Defang", "Emblem of the Warmind", "Curse of Bloodletting", "Utopia Sprawl", "Shield of the Realm")
LL = {"id": "ll", "controller": "Opponent", "power": 3, "toughness": 3}
DEFANG = {"id": "d", "card": "Defang", "controller": "You", "attached_to": "ll"}
ATTACK = {"combat": {"attackers": {"ll": "You"}}}


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


def only(index, **scenario):
    (o,) = run_scenario({"active_player": "Opponent", **scenario}, index).outcomes
    return o


def texts(o) -> list[str]:
    return [s.text for s in o.log]


def step(o, start: str):
    return next(s for s in o.log if s.text.startswith(start))


def test_defang_on_a_creature_that_gains_protection_from_white_falls_off(index):
    # the reproducer: Defang (white) can't enchant a creature with protection from white (702.16c, 704.5m)
    o = only(
        index,
        battlefield=[LL, DEFANG],
        actions=[{"become": {"id": "ll", "keywords": ["protection from white"]}}, ATTACK],
    )
    assert o.players["You"].life == 17 and o.prevented == 0
    assert o.permanents["d"].zone == "graveyard"
    s = step(o, "Defang can't enchant ll, which has protection from white: put into the graveyard")
    assert s.rules == ["704.5m", "702.16c"]
    assert not any("prevents" in t for t in texts(o))


def test_defang_on_a_creature_that_becomes_an_artifact_falls_off(index):
    # "Enchant creature" on what is no longer a creature (303.4c, 704.5m); the damage is dealt afterwards
    o = only(
        index,
        battlefield=[LL, DEFANG],
        actions=[
            {"become": {"id": "ll", "types": ["artifact"]}},
            {"damage": [{"source": "ll", "to": "You", "amount": 3}]},
        ],
    )
    assert o.players["You"].life == 17 and o.permanents["d"].zone == "graveyard"
    s = step(o, "Defang can't enchant ll (its enchant ability: Enchant creature): put into the graveyard")
    assert s.rules == ["704.5m", "303.4c"]


def test_a_scenario_starting_with_defang_on_a_land(index):
    # the scenario starts where a player would get priority: state-based actions first (704.3), so Defang,
    # given on a land, goes to the graveyard before anything happens and the attacker's damage is dealt
    land = {"id": "f", "controller": "Opponent", "types": ["land"]}
    o = only(index, battlefield=[land, LL, {**DEFANG, "attached_to": "f"}], actions=[ATTACK])
    assert texts(o)[0] == "Defang can't enchant f (its enchant ability: Enchant creature): put into the graveyard"
    assert o.players["You"].life == 17 and o.permanents["d"].zone == "graveyard"


def test_a_scenario_starting_with_defang_on_a_protected_creature(index):
    o = only(index, battlefield=[{**LL, "keywords": ["protection from white"]}, DEFANG], actions=[ATTACK])
    assert texts(o)[0] == "Defang can't enchant ll, which has protection from white: put into the graveyard"
    assert o.players["You"].life == 17


def test_defang_legally_attached_still_prevents(index):
    o = only(index, battlefield=[LL, DEFANG], actions=[ATTACK])
    assert o.players["You"].life == 20 and o.prevented == 3 and o.permanents["d"].zone == "battlefield"
    assert "Defang prevents 3 of the 3 damage ll would deal to You" in texts(o)
    # protection from another colour changes nothing
    o = only(index, battlefield=[{**LL, "keywords": ["protection from red"]}, DEFANG], actions=[ATTACK])
    assert o.players["You"].life == 20 and o.prevented == 3


def test_enchant_creature_you_control(index):
    # Emblem of the Warmind: "Enchant creature you control" (its haste for your creatures changes no damage)
    mine = {"id": "g", "controller": "You", "power": 2, "toughness": 2}
    emblem = {"id": "e", "card": "Emblem of the Warmind", "controller": "You", "attached_to": "g"}
    o = only(index, battlefield=[mine, LL, emblem], actions=[])
    assert o.permanents["e"].zone == "battlefield" and not o.log
    # on a creature an opponent controls, it is illegally attached from the start
    o = only(index, battlefield=[mine, LL, {**emblem, "attached_to": "ll"}], actions=[])
    assert o.permanents["e"].zone == "graveyard"
    assert texts(o) == [
        "Emblem of the Warmind can't enchant ll (its enchant ability: Enchant creature you control): "
        "put into the graveyard"
    ]


def test_enchant_player_stays_on_a_player(index):
    curse = {"id": "c", "card": "Curse of Bloodletting", "controller": "You", "attached_to": "Opponent"}
    o = only(
        index, battlefield=[curse], actions=[{"damage": [{"source": {"name": "Shock"}, "to": "Opponent", "amount": 2}]}]
    )
    assert o.players["Opponent"].life == 16 and o.permanents["c"].zone == "battlefield"
    # and an "Enchant player" Aura on a permanent is illegally attached
    o = only(index, battlefield=[LL, {**curse, "attached_to": "ll"}], actions=[])
    assert o.permanents["c"].zone == "graveyard"


def test_an_enchant_restriction_not_modelled_is_refused(index):
    # "Enchant Forest": a land's subtypes aren't always given in a scenario, so whether it is legal isn't guessed
    land = {"id": "f", "controller": "You", "types": ["land"], "name": "Forest"}
    sprawl = {"id": "u", "card": "Utopia Sprawl", "controller": "You", "attached_to": "f", "chosen": {"color": "green"}}
    with pytest.raises(Unmodelled, match='Utopia Sprawl has "Enchant Forest": whether it can legally be attached'):
        run_scenario({"battlefield": [land, sprawl], "actions": []}, index)


def test_equipment_on_what_stops_being_a_creature_becomes_unattached(index):
    # Shield of the Realm: "If a source would deal damage to equipped creature, prevent 2 of that damage". Once
    # the creature stops being one the Shield becomes unattached (704.5n) and stays: becoming a creature again
    # doesn't reattach it, so the 3 damage is all dealt
    bear = {"id": "bear", "controller": "You", "power": 2, "toughness": 3}
    shield = {"id": "s", "card": "Shield of the Realm", "controller": "You", "attached_to": "bear"}
    damage = {"damage": [{"source": "ll", "to": "bear", "amount": 3}]}
    o = only(index, battlefield=[bear, shield, LL], actions=[damage])
    assert o.permanents["bear"].damage == 1 and o.prevented == 2
    o = only(
        index,
        battlefield=[bear, shield, LL],
        actions=[
            {"become": {"id": "bear", "types": ["artifact"]}},
            {"become": {"id": "bear", "types": ["artifact", "creature"]}},
            damage,
        ],
    )
    s = step(o, "Shield of the Realm can't equip bear, which is not a creature: it becomes unattached")
    assert s.rules == ["704.5n", "301.5c"]
    assert o.permanents["s"].zone == "battlefield" and o.permanents["bear"].zone == "graveyard" and o.prevented == 0


def test_enchant_rule_reads_the_enchant_keyword():
    assert enchant_rule("Enchant creature\nPrevent all damage …") == (("creature", None, None),)
    assert enchant_rule("Enchant creature you control") == (("creature", None, "you control"),)
    assert enchant_rule("Enchant nonland permanent") == (("permanent", "nonland", None),)
    assert enchant_rule("Enchant artifact or creature") == (("artifact", None, None), ("creature", None, None))
    assert enchant_rule("Enchant player") == (("player", None, None),)
    assert enchant_rule("Enchant creature or Vehicle") == "creature or Vehicle"  # refused where it's checked
    assert enchant_rule("Enchant tapped creature") == "tapped creature"
    assert enchant_rule("Enchanted creature gets +1/+1.") is None


def test_equipment_whose_creature_leaves_becomes_unattached(index):
    bear = {"id": "bear", "controller": "You", "power": 2, "toughness": 1}
    shield = {"id": "s", "card": "Shield of the Realm", "controller": "You", "attached_to": "bear"}
    o = only(index, battlefield=[bear, shield, LL], actions=[{"damage": [{"source": "ll", "to": "bear", "amount": 3}]}])
    assert o.permanents["bear"].zone == "graveyard" and o.permanents["s"].zone == "battlefield"
    s = step(o, "Shield of the Realm is attached to nothing: it becomes unattached and stays on the battlefield")
    assert s.rules == ["704.5n", "301.5c"]
