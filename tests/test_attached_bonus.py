"""What an Aura or Equipment gives the creature it is attached to (CR 613.4c: +N/+M in layer 7c; 613.1f: keywords
in layer 6; while attached, 301.5c, 303.4), on real 2018 Oracle text: Rancor, Bonesplitter, Floating Shield (the
colour chosen as it entered), Flaming Sword (first strike), Cultist's Staff. jb-022 as typed:
tests/test_reader_attachments.py."""

from __future__ import annotations

import pool_cards as pool
import pytest

from cardindex.compiler import compile_line
from commands.resolve import run_scenario
from resolver import BadInput, Unmodelled

NAMES = (
    "Rancor",
    "Bonesplitter",
    "Floating Shield",
    "Flaming Sword",
    "Cultist's Staff",
    "Stormscape Familiar",
    "Avatar of Might",
    "Grizzly Bears",
    "Hill Giant",
    "Llanowar Elves",
    "Centaur Courser",
    "Celestial Archon",
)


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


def perm(name: str, owner: str = "You", **more) -> dict:
    return {"id": name.lower().replace(" ", "-"), "card": name, "controller": owner, **more}


def only(index, **scenario):
    (o,) = run_scenario(scenario, index).outcomes
    return o


def outcomes(index, **scenario):
    return run_scenario(scenario, index).outcomes


# --- the compiler ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "step"),
    [
        ("Enchanted creature gets +2/+0 and has trample.", {"power": 2, "toughness": 0, "keywords": ["trample"]}),
        ("Equipped creature gets +2/+0.", {"power": 2, "toughness": 0, "keywords": []}),
        ("Enchanted creature gets +1/+0 and has first strike.", {"power": 1, "keywords": ["first strike"]}),
        (
            "Equipped creature gets +2/+0 and has first strike, vigilance, trample, and haste.",
            {"keywords": ["first strike", "vigilance", "trample", "haste"]},
        ),
        ("Enchanted creature has first strike.", {"power": 0, "toughness": 0, "keywords": ["first strike"]}),
        (
            "Enchanted creature has protection from the chosen color. This effect doesn't remove Floating Shield.",
            {"keywords": ["protection from $chosen_color"], "keeps_itself": True},
        ),
    ],
)
def test_the_static_line_compiles_to_one_attached_step(line, step):
    (got,) = compile_line(line, "Floating Shield", "Enchantment — Aura").steps
    assert got["do"] == "attached_gets" and got["on"] == "$attached"
    assert {k: got[k] for k in step} == step


@pytest.mark.parametrize(
    "line",
    [
        "Enchanted creature gets +1/+1 for each other creature you control.",  # Bravado
        "Enchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.",
        "Enchanted creature has first strike as long as you control a white or black permanent.",  # Mardu Runemark
        "Enchanted creature gets +4/+4 and has first strike, and all creatures able to block it do so.",
        "Enchanted creature gets +1/+0 for each Mountain you control and has first strike.",  # Claws of Valakut
    ],
)
def test_more_than_a_bonus_is_never_half_compiled(line):
    ability = compile_line(line, "X", "Enchantment — Aura")
    assert not ability.modelled and not ability.steps


# --- the engine -----------------------------------------------------------------------------------------------


def test_bonesplitter_adds_two_power_and_the_blocker_dies(index):
    o = only(
        index,
        active_player="You",
        battlefield=[
            perm("Grizzly Bears"),
            perm("Bonesplitter", attached_to="grizzly-bears"),
            perm("Hill Giant", "Opponent"),
        ],
        actions=[{"combat": {"attackers": {"grizzly-bears": "Opponent"}, "blockers": {"hill-giant": "grizzly-bears"}}}],
    )
    # a 4/2 Grizzly Bears kills the 3/3 Hill Giant (a 2/2 would not) and dies to its 3 damage
    assert o.permanents["hill-giant"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert any("Grizzly Bears deals 4 combat damage to Hill Giant" in s.text for s in o.log)


def test_rancor_gives_trample_and_two_power_over_a_blocker(index):
    outs = outcomes(
        index,
        active_player="You",
        battlefield=[
            perm("Grizzly Bears"),
            perm("Rancor", attached_to="grizzly-bears"),
            perm("Llanowar Elves", "Opponent"),
        ],
        actions=[
            {"combat": {"attackers": {"grizzly-bears": "Opponent"}, "blockers": {"llanowar-elves": "grizzly-bears"}}}
        ],
    )
    # 4 power, 1 of it is lethal to the 1/1 Elves: up to 3 tramples over (702.19b)
    assert sorted(o.players["Opponent"].life for o in outs) == [17, 18, 19, 20]
    assert all(o.permanents["llanowar-elves"].zone == "graveyard" for o in outs)


def test_flaming_sword_first_strike_kills_the_blocker_before_it_deals_damage(index):
    o = only(
        index,
        active_player="Opponent",
        battlefield=[
            perm("Hill Giant", "Opponent"),
            perm("Flaming Sword", "Opponent", attached_to="hill-giant"),
            perm("Centaur Courser"),
        ],
        actions=[{"combat": {"attackers": {"hill-giant": "You"}, "blockers": {"centaur-courser": "hill-giant"}}}],
    )
    # a 4/3 first striker: the Courser dies in the first-strike step and deals no damage (702.7b, 510.4)
    assert o.permanents["centaur-courser"].zone == "graveyard"
    assert o.permanents["hill-giant"].damage == 0


def test_floating_shield_protection_from_the_chosen_colour_prevents_the_damage(index):
    outs = outcomes(
        index,
        active_player="Opponent",
        battlefield=[
            perm("Avatar of Might", "Opponent"),
            perm("Stormscape Familiar"),
            perm("Floating Shield", attached_to="stormscape-familiar", chosen={"color": "green"}),
        ],
        actions=[
            {
                "combat": {
                    "attackers": {"avatar-of-might": "You"},
                    "blockers": {"stormscape-familiar": "avatar-of-might"},
                }
            }
        ],
    )
    assert all(o.permanents["stormscape-familiar"].zone == "battlefield" for o in outs)
    assert all(o.permanents["stormscape-familiar"].damage == 0 for o in outs)
    assert sorted(o.players["You"].life for o in outs) == list(range(13, 21))  # 0–7 assigned to me (702.19b)
    assert all(
        any("protection from green prevents" in s.text and "702.16e" in s.rules for s in o.log)
        for o in outs
        if o.prevented
    )


def test_floating_shield_needs_the_chosen_colour(index):
    with pytest.raises(BadInput, match="chosen"):
        run_scenario(
            {
                "battlefield": [
                    perm("Stormscape Familiar"),
                    perm("Floating Shield", attached_to="stormscape-familiar"),
                ],
                "actions": [],
            },
            index,
        )


def test_floating_shield_of_its_own_colour_refuses(index):
    # "This effect doesn't remove Floating Shield": a white choice would need that exemption (702.16c, 704.5m)
    with pytest.raises(Unmodelled, match="its own colour"):
        run_scenario(
            {
                "battlefield": [
                    perm("Stormscape Familiar"),
                    perm("Floating Shield", attached_to="stormscape-familiar", chosen={"color": "white"}),
                ],
                "actions": [],
            },
            index,
        )


def test_the_bonus_ends_when_the_equipment_leaves(index):
    # Grizzly Bears with Cultist's Staff (+2/+2) and 2 damage is a 4/4; the Staff leaves: a 2/2 with 2 damage dies
    o = only(
        index,
        active_player="You",
        battlefield=[perm("Grizzly Bears", damage=2), perm("Cultist's Staff", attached_to="grizzly-bears")],
        actions=[{"move": {"id": "cultist's-staff"}}],
    )
    assert o.permanents["cultist's-staff"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert any("no longer applies" in s.text for s in o.log)


def test_with_the_equipment_attached_the_damaged_creature_survives(index):
    o = only(
        index,
        active_player="You",
        battlefield=[perm("Grizzly Bears", damage=2), perm("Cultist's Staff", attached_to="grizzly-bears")],
        actions=[],
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield"


def test_a_bestow_creature_attached_refuses_and_unattached_is_a_creature(index):
    # bestowed, Celestial Archon is an Aura, not the 4/4 creature its card is (CR 702.103b): not modelled
    bears = perm("Grizzly Bears")
    with pytest.raises(Unmodelled, match="not an Aura card"):
        run_scenario(
            {"battlefield": [bears, perm("Celestial Archon", attached_to="grizzly-bears")], "actions": []}, index
        )
    o = only(
        index,
        active_player="You",
        battlefield=[bears, perm("Celestial Archon")],
        actions=[{"combat": {"attackers": {"grizzly-bears": "Opponent", "celestial-archon": "Opponent"}}}],
    )
    assert o.players["Opponent"].life == 14  # 2 + 4: its "enchanted creature" bonus gives the Bears nothing


def test_setting_the_power_of_a_creature_with_a_bonus_refuses(index):
    # a 7b "becomes 0/1" under Rancor's 7c +2/+0 (CR 613.4b, 613.4c): not modelled, so it refuses
    with pytest.raises(Unmodelled, match="bonus from what is attached"):
        run_scenario(
            {
                "battlefield": [perm("Grizzly Bears"), perm("Rancor", attached_to="grizzly-bears")],
                "actions": [{"become": {"id": "grizzly-bears", "power": 0, "toughness": 1}}],
            },
            index,
        )


def test_an_aura_whose_creature_isnt_given_refuses_where_its_bonus_could_matter(index):
    # Rancor's +2/+0 on a creature the scenario doesn't name could decide a Bolt's result: refused, never assumed
    bolt = {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["grizzly-bears"]}
    with pytest.raises(Unmodelled, match="what it is attached to isn't given"):
        run_scenario({"battlefield": [perm("Grizzly Bears"), perm("Rancor")], "actions": [bolt]}, index)
    # Flaming Sword's first strike can't matter without combat: ignored, said so (its +1/+0 still refuses)
    with pytest.raises(Unmodelled, match="Flaming Sword"):
        run_scenario({"battlefield": [perm("Grizzly Bears"), perm("Flaming Sword")], "actions": [bolt]}, index)


def test_two_rancors_one_leaves_trample_stays(index):
    # 6/2 trample with two Rancors; one exiled (no graveyard trigger): 4/2, still trample from the other (613.1f)
    outs = outcomes(
        index,
        active_player="You",
        battlefield=[
            perm("Grizzly Bears"),
            {**perm("Rancor", attached_to="grizzly-bears"), "id": "r1"},
            {**perm("Rancor", attached_to="grizzly-bears"), "id": "r2"},
            perm("Llanowar Elves", "Opponent"),
        ],
        actions=[
            {"move": {"id": "r1", "zone": "exile"}},
            {"combat": {"attackers": {"grizzly-bears": "Opponent"}, "blockers": {"llanowar-elves": "grizzly-bears"}}},
        ],
    )
    assert sorted(o.players["Opponent"].life for o in outs) == [17, 18, 19, 20]


def test_bonesplitter_on_a_noncreature_gives_nothing_and_becomes_unattached(index):
    o = only(
        index,
        active_player="You",
        battlefield=[
            perm("Grizzly Bears"),
            perm("Rancor", attached_to="grizzly-bears"),
            perm("Bonesplitter", attached_to="rancor"),
        ],
        actions=[{"combat": {"attackers": {"grizzly-bears": "Opponent"}}}],
    )
    assert o.players["Opponent"].life == 16  # 4 from Rancor's +2/+0 only (301.5c, 704.5n)
    assert any("Bonesplitter can't equip" in s.text and "704.5n" in s.rules for s in o.log)
