"""X the game defines (CR 107.3c), qualities chosen as a permanent entered (CR 607.2d), modal activated abilities
(CR 700.2a) and abilities any player may activate (CR 602.2, 113.8), on real 2018 Oracle text from ../shared's
card pool."""

from __future__ import annotations

import pool_cards as pool
import pytest
from conftest import SHARED  # noqa: F401  (the pool is read from ../shared)

from cardindex.compiler import compile_card
from commands.ask import ask_reply
from commands.resolve import run_scenario
from resolver.errors import BadInput

NAMES = (
    "Battlefield Medic",
    "Samite Pilgrim",
    "Shield of the Avatar",
    "Story Circle",
    "Prismatic Circle",
    "Circle of Solace",
    "Prismatic Ward",
    "Chromatic Armor",
    "Atalya, Samite Master",
    "Samite Sanctuary",
    "Glittering Lion",
    "Acolyte's Reward",
)
BOLT = {"name": "Lightning Bolt", "colors": ["R"], "controller": "Opponent"}


cards, index = pool.fixtures(NAMES)


def run(index, battlefield, actions, **extra):
    return run_scenario({"battlefield": battlefield, "actions": actions, **extra}, index).outcomes


def rules(o):
    return {r for s in o.log for r in s.rules}


def test_the_prevention_lines_compile(cards):
    for card in cards.values():
        if card.name == "Acolyte's Reward":
            continue
        face = card.faces[0]
        lines = [a for a in compile_card(face.name, face.oracle_text, face.type_line) if "damage" in a.text.lower()]
        assert lines and all(a.modelled for a in lines), (card.name, [a.reason for a in lines])


def test_acolytes_reward_stays_unmodelled_naming_its_second_target(cards):
    face = cards["Acolyte's Reward"].faces[0]
    (ability,) = compile_card(face.name, face.oracle_text, face.type_line)
    assert not ability.modelled and "second target" in ability.reason


def test_battlefield_medic_counts_the_clerics_on_the_battlefield(index):
    bears = {"id": "bears", "controller": "You", "card": "Grizzly Bears"}
    medic = {"id": "medic", "controller": "You", "card": "Battlefield Medic"}
    actions = [{"activate": "medic", "targets": ["bears"]}, {"damage": [{"source": BOLT, "to": "bears", "amount": 3}]}]
    (o,) = run(index, [medic, bears], actions)
    assert o.prevented == 1 and o.permanents["bears"].zone == "graveyard"  # X = 1: the Medic itself
    assert "107.3c" in rules(o) and any("X is 1" in s.text for s in o.log)
    other = {"id": "m2", "controller": "Opponent", "card": "Battlefield Medic"}  # any player's Cleric counts
    (o,) = run(index, [medic, other, bears], actions)
    assert o.prevented == 2 and o.permanents["bears"].damage == 1


def test_x_defined_by_the_text_isnt_given(index):
    medic = {"id": "medic", "controller": "You", "card": "Battlefield Medic"}
    with pytest.raises(BadInput, match="don't give x"):
        run(index, [medic], [{"activate": "medic", "targets": ["medic"], "x": 3}])


def test_samite_pilgrim_counts_basic_land_types(index):
    lands = [
        {"id": f"l{i}", "controller": "You", "types": ["land"], "subtypes": [t]}
        for i, t in enumerate(("Plains", "Plains", "Forest"))
    ]
    pilgrim = {"id": "p", "controller": "You", "card": "Samite Pilgrim"}
    actions = [{"activate": "p", "targets": ["p"]}, {"damage": [{"source": BOLT, "to": "p", "amount": 3}]}]
    (o,) = run(index, [pilgrim, *lands], actions)
    assert o.prevented == 2 and o.permanents["p"].zone == "graveyard"  # two types, not three lands
    assert "305.6" in rules(o)


def test_shield_of_the_avatar_counts_creatures_each_time(index):
    bears = {"id": "bears", "controller": "You", "card": "Grizzly Bears"}
    shield = {"id": "s", "controller": "You", "card": "Shield of the Avatar", "attached_to": "bears"}
    other = {"id": "b2", "controller": "You", "card": "Grizzly Bears"}
    (o,) = run(
        index,
        [bears, shield, other],
        [
            {"damage": [{"source": BOLT, "to": "bears", "amount": 3}]},
            {"move": {"id": "b2"}},
            {"damage": [{"source": BOLT, "to": "bears", "amount": 1}]},
        ],
    )
    assert o.prevented == 3  # 2 of the 3, then 1 of the 1 (X is 1 once the other Bears is gone)
    assert o.permanents["bears"].damage == 1 and "615.10" in rules(o)


def test_story_circle_uses_the_chosen_color(index):
    circle = {"id": "sc", "controller": "You", "card": "Story Circle", "chosen": {"color": "red"}}
    actions = [{"activate": "sc", "source": "bolt"}, {"damage": [{"source": "bolt", "to": "You", "amount": 3}]}]
    (o,) = run(index, [circle], actions, sources=[{"id": "bolt", **BOLT}])
    assert o.players["You"].life == 20 and "615.9" in rules(o)
    green = {**circle, "chosen": {"color": "green"}}
    with pytest.raises(BadInput, match="can't be chosen"):
        run(index, [green], actions, sources=[{"id": "bolt", **BOLT}])


def test_a_chosen_color_not_given_is_asked_for(index):
    for card in ("Story Circle", "Prismatic Circle"):
        with pytest.raises(BadInput, match='"chosen"'):
            run(index, [{"id": "sc", "controller": "You", "card": card}], [{"activate": "sc"}])


def test_circle_of_solace_the_next_time_a_creature_of_the_chosen_type(index):
    circle = {"id": "cs", "controller": "You", "card": "Circle of Solace", "chosen": {"type": "Bear"}}
    bears = {"id": "bears", "controller": "Opponent", "card": "Grizzly Bears"}
    hit = {"damage": [{"source": "bears", "to": "You", "amount": 2}]}
    (o,) = run(index, [circle, bears], [{"activate": "cs"}, hit, hit])
    assert o.players["You"].life == 18 and "615.8" in rules(o)  # the next time only
    goblins = {**circle, "chosen": {"type": "Goblin"}}
    (o,) = run(index, [goblins, bears], [{"activate": "cs"}, hit])
    assert o.players["You"].life == 18 and o.prevented == 0


def test_prismatic_ward_and_chromatic_armor_stop_the_chosen_color(index):
    bears = {"id": "bears", "controller": "You", "card": "Grizzly Bears"}
    for card in ("Prismatic Ward", "Chromatic Armor"):
        aura = {"id": "pw", "controller": "You", "card": card, "attached_to": "bears", "chosen": {"color": "R"}}
        (o,) = run(index, [bears, aura], [{"damage": [{"source": BOLT, "to": "bears", "amount": 3}]}])
        assert o.permanents["bears"].damage == 0 and o.prevented == 3
        blue = {**aura, "chosen": {"color": "U"}}
        (o,) = run(index, [bears, blue], [{"damage": [{"source": BOLT, "to": "bears", "amount": 3}]}])
        assert o.permanents["bears"].zone == "graveyard"
        with pytest.raises(BadInput, match="color chosen"):
            run(index, [bears, {**aura, "chosen": None}], [])


def test_atalya_modes_are_the_activated_abilitys(index):
    atalya = {"id": "a", "controller": "You", "card": "Atalya, Samite Master"}
    bears = {"id": "bears", "controller": "You", "card": "Grizzly Bears"}
    (o,) = run(
        index,
        [atalya, bears],
        [{"activate": "a", "targets": ["bears"], "x": 2}, {"damage": [{"source": BOLT, "to": "bears", "amount": 3}]}],
    )
    assert o.prevented == 2 and o.permanents["bears"].damage == 1 and "700.2a" in rules(o)
    (o,) = run(index, [atalya], [{"activate": "a", "x": 2, "mode": 2}])
    assert o.players["You"].life == 22
    (o,) = run(index, [atalya], [{"activate": "a", "x": 2}])  # no target: only the life mode can be chosen
    assert o.players["You"].life == 22


def test_any_player_may_activate_samite_sanctuary(index):
    sanctuary = {"id": "s", "controller": "You", "card": "Samite Sanctuary"}
    bears = {"id": "bears", "controller": "Opponent", "card": "Grizzly Bears"}
    actions = [
        {"activate": "s", "by": "Opponent", "targets": ["bears"]},
        {"damage": [{"source": BOLT, "to": "bears", "amount": 2}]},
    ]
    (o,) = run(index, [sanctuary, bears], actions)
    assert o.prevented == 1 and o.permanents["bears"].damage == 1 and "113.8" in rules(o)
    medic = {"id": "s", "controller": "You", "card": "Battlefield Medic"}
    with pytest.raises(BadInput, match=r"602\.2"):
        run(index, [medic, bears], actions[:1])


def test_glittering_lion_loses_its_prevention_until_end_of_turn(index):
    lion = {"id": "g", "controller": "You", "card": "Glittering Lion"}
    hit = {"damage": [{"source": BOLT, "to": "g", "amount": 3}]}
    (o,) = run(index, [lion], [hit])
    assert o.permanents["g"].damage == 0
    (o,) = run(index, [lion], [{"activate": "g", "by": "Opponent"}, hit])
    assert o.permanents["g"].zone == "graveyard" and "613.1f" in rules(o)


def test_the_reader_lets_any_player_activate_samite_sanctuary(index):
    (o,) = pool.outcomes(
        index,
        "I control Samite Sanctuary. Opponent controls Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly "
        "Bears. In response, Opponent activates Samite Sanctuary targeting Grizzly Bears.",
    )
    assert o.prevented == 1 and o.permanents["grizzly-bears"].zone == "graveyard" and "113.8" in rules(o)
    reply = ask_reply(
        "I control Battlefield Medic. Opponent controls Grizzly Bears. Opponent activates Battlefield Medic "
        "targeting Grizzly Bears.",
        index=index,
    )
    assert reply.error and "can't activate" in reply.summary and "\n" not in reply.summary


def test_the_reader_takes_the_chosen_color(index):
    text = (
        "I control Story Circle with {} chosen. Opponent casts Lightning Bolt targeting me. In response, I activate "
        "Story Circle choosing Lightning Bolt as the source."
    )
    (o,) = pool.outcomes(index, text.format("red"))
    assert o.players["You"].life == 20 and o.prevented == 3
    reply = ask_reply(text.format("green"), index=index)
    assert reply.error and "\n" not in reply.summary
    reply = ask_reply(text.replace(" with {} chosen", ""), index=index)
    assert reply.error and "chosen" in reply.summary and "\n" not in reply.summary
