"""'A source of your choice' to a creature (CR 615.8, 615.9) and damage replaced by counters on the permanent
(CR 614.1a), on real 2018 Oracle text from ../shared's card pool, answered end to end."""

from __future__ import annotations

import pool_cards as pool
import pytest
from conftest import SHARED  # noqa: F401  (the pool is read from ../shared)

from cardindex.compiler import compile_card
from commands.ask import ask_reply
from commands.resolve import run_scenario

NAMES = (
    "Penance",
    "Pilgrim of Justice",
    "Pilgrim of Virtue",
    "Circle of Protection: Shadow",
    "Charm Peddler",
    "Greater Realm of Preservation",
    "Kithkin Armor",
    "Force Bubble",
    "Delaying Shield",
    "Lava Axe",
)


cards, index = pool.fixtures(NAMES)


only = pool.only


def test_the_prevention_lines_compile(cards):
    for card in cards.values():
        face = card.faces[0]
        lines = [a for a in compile_card(face.name, face.oracle_text, face.type_line) if "damage" in a.text.lower()]
        assert lines and all(a.modelled for a in lines), (card.name, [a.reason for a in lines])


def test_charm_peddler_shields_target_creature_from_the_chosen_source(index):
    o = only(
        index,
        "I control Charm Peddler and Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In "
        "response, I activate Charm Peddler targeting Grizzly Bears choosing Lightning Bolt as the source.",
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 0
    assert o.prevented == 3
    assert any("615.8" in r or "615.9" in r for s in o.log for r in s.rules)


def test_charm_peddler_needs_a_creature_target(index):
    reply = ask_reply("I control Charm Peddler. I activate Charm Peddler targeting opponent.", index=index)
    assert reply.error and "creature" in reply.summary and "\n" not in reply.summary


def test_greater_realm_prevents_a_red_source_and_refuses_a_green_one(index):
    o = only(
        index,
        "I control Greater Realm of Preservation. Opponent casts Lightning Bolt targeting me. In response, I activate "
        "Greater Realm of Preservation choosing Lightning Bolt as the source.",
    )
    assert o.players["You"].life == 20 and o.prevented == 3
    reply = ask_reply(
        "I control Greater Realm of Preservation. Opponent controls Grizzly Bears. I activate Greater Realm of "
        "Preservation choosing Grizzly Bears as the source. Grizzly Bears attacks me.",
        index=index,
    )
    assert reply.error and "\n" not in reply.summary


def test_kithkin_armor_shields_the_enchanted_creature_once(index):
    scenario = {
        "battlefield": [
            {"id": "bears", "controller": "You", "card": "Grizzly Bears"},
            {"id": "armor", "controller": "You", "card": "Kithkin Armor", "attached_to": "bears"},
        ],
        "sources": [{"id": "shock", "name": "Shock", "controller": "Opponent", "colors": ["R"]}],
        "actions": [
            {"activate": "armor", "ability": 1, "source": "shock"},
            {"damage": [{"source": "shock", "to": "bears", "amount": 2}]},
            {"damage": [{"source": "shock", "to": "bears", "amount": 1}]},
        ],
    }
    (o,) = run_scenario(scenario, index).outcomes
    assert o.permanents["armor"].zone == "graveyard"  # sacrificed to pay its cost; the shield still works (113.7a)
    assert o.prevented == 2  # the next time only (CR 615.8): the second time is dealt
    assert o.permanents["bears"].zone == "battlefield" and o.permanents["bears"].damage == 1


def test_force_bubble_turns_damage_to_you_into_counters_and_is_sacrificed_at_four(index):
    o = only(index, "I control Force Bubble. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 20
    assert o.permanents["force-bubble"].counters == {"depletion": 3}
    o = only(index, "I control Force Bubble. Opponent casts Lava Axe targeting me.")
    assert o.players["You"].life == 20  # all 5 became counters (CR 614.1a), then the state trigger (603.8)
    assert o.permanents["force-bubble"].zone == "graveyard"


def test_delaying_shield_its_upkeep_trigger_never_happens_here(index):
    o = only(index, "I control Delaying Shield. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 20 and o.permanents["delaying-shield"].counters == {"delay": 3}


def test_pilgrim_of_justice_prevents_the_next_damage_of_the_red_source_to_anything(index):
    o = only(
        index,
        "I control Pilgrim of Justice and Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In "
        "response, I activate Pilgrim of Justice choosing Lightning Bolt as the source.",
    )
    assert o.permanents["grizzly-bears"].damage == 0 and o.prevented == 3
    assert o.permanents["pilgrim-of-justice"].zone == "graveyard"  # sacrificed to pay the cost


def test_pilgrim_of_virtue_chooses_only_a_black_source(index):
    reply = ask_reply(
        "I control Pilgrim of Virtue. Opponent casts Lightning Bolt targeting me. In response, I activate Pilgrim "
        "of Virtue choosing Lightning Bolt as the source.",
        index=index,
    )
    assert reply.error and "black" in reply.summary and "\n" not in reply.summary


def test_penance_prevents_a_red_source_s_next_damage_to_you(index):
    o = only(
        index,
        "I control Penance. Opponent casts Lightning Bolt targeting me. In response, I activate Penance choosing "
        "Lightning Bolt as the source.",
    )
    assert o.players["You"].life == 20 and o.prevented == 3


def test_circle_of_protection_shadow_chooses_a_creature_with_shadow(index):
    def play(keywords):
        scenario = {
            "battlefield": [
                {"id": "cop", "controller": "You", "card": "Circle of Protection: Shadow"},
                {
                    "id": "s",
                    "controller": "Opponent",
                    "name": "Dauthi Slayer",
                    "power": 2,
                    "toughness": 2,
                    "keywords": keywords,
                },
            ],
            "actions": [
                {"activate": "cop", "source": "s"},
                {"damage": [{"source": "s", "to": "You", "amount": 2, "combat": True}]},
            ],
        }
        return run_scenario(scenario, index).outcomes

    (o,) = play(["shadow"])
    assert o.players["You"].life == 20 and o.prevented == 2
    with pytest.raises(Exception, match=r"Dauthi Slayer can.t be chosen as the source"):
        play([])
