"""Every bundled MTG card resolves in a scenario (cast, activated, or on the battlefield)."""

import pytest
from helpers import card, cited, creature, hit, one, play, spell, step_with

from resolver import BadInput, Unmodelled

BEARS = card("bears", "Grizzly Bears", "Opponent")
CAST = "cast"


def cast(name, by="Opponent", **extra):
    return {CAST: name, "by": by, **extra}


# --- spells ------------------------------------------------------------------------------------------


def test_lightning_bolt_and_shock():
    o = one(play(battlefield=[BEARS], actions=[cast("Lightning Bolt", "You", targets=["bears"])]))
    assert o.permanents["bears"].zone == "graveyard" and "601.2" in cited(o)
    o = one(play(actions=[cast("Shock", targets=["You"])]))
    assert o.players["You"].life == 18


def test_flames_of_the_firebrand_divides_as_the_caster_chooses():
    res = play(
        battlefield=[BEARS, card("giant", "Hill Giant", "Opponent")],
        actions=[cast("Flames of the Firebrand", "You", targets=["bears", "giant"])],
    )
    assert sorted((o.permanents["bears"].zone, o.permanents["giant"].damage) for o in res.outcomes) == [
        ("battlefield", 2),
        ("graveyard", 1),
    ]
    fixed = one(
        play(
            battlefield=[BEARS, card("giant", "Hill Giant", "Opponent")],
            actions=[cast("Flames of the Firebrand", "You", targets=["bears", "giant"], divide=[2, 1])],
        )
    )
    assert fixed.permanents["bears"].zone == "graveyard" and fixed.permanents["giant"].damage == 1


def test_banefire_is_unpreventable_from_x_5():
    shield = {"effect": {"kind": "prevent", "amount": 10, "to": [{"player": "You"}], "name": "Shield"}}
    small = one(play(actions=[shield, cast("Banefire", x=4, targets=["You"])]))
    assert small.players["You"].life == 20
    big = one(play(actions=[shield, cast("Banefire", x=5, targets=["You"])]))
    assert big.players["You"].life == 15
    with pytest.raises(BadInput, match="give x"):
        play(actions=[cast("Banefire", targets=["You"])])


def test_skullcrack_stops_life_gain_and_prevention():
    o = one(
        play(
            battlefield=[card("hawk", "Vampire Nighthawk", "You")],
            actions=[
                cast("Healing Salve", "You", mode=2, targets=["You"]),
                cast("Skullcrack", targets=["You"]),
                hit("hawk", "Opponent", 2),
            ],
        )
    )
    assert o.players["You"].life == 17  # the Healing Salve shield doesn't stop Skullcrack's damage
    assert o.players["Opponent"].life == 18 and "119.7" in cited(o)  # and lifelink gains nothing


def test_skullcrack_must_target_a_player_or_planeswalker():
    with pytest.raises(BadInput, match="targets a player or planeswalker"):
        play(battlefield=[BEARS], actions=[cast("Skullcrack", "You", targets=["bears"])])


def test_stomp_by_its_face_name_and_bonecrusher_punishes_targeting():
    o = one(play(battlefield=[card("knight", "Disciplined Duelist")], actions=[cast("Stomp", targets=["knight"])]))
    assert o.permanents["knight"].zone == "graveyard"  # the shield counter goes and the 2 damage kills the 2/1
    assert {"615.12", "122.1c"} <= cited(o)
    o = one(
        play(
            battlefield=[card("giant", "Bonecrusher Giant // Stomp", "You")], actions=[cast("Shock", targets=["giant"])]
        )
    )
    assert o.players["Opponent"].life == 18 and o.permanents["giant"].damage == 2


def test_combust_must_target_white_or_blue_and_cant_be_prevented():
    o = one(
        play(
            battlefield=[card("angel", "Serra Angel")],
            actions=[
                {"effect": {"kind": "prevent", "to": [{"id": "angel"}], "name": "Shield"}},
                cast("Combust", targets=["angel"]),
            ],
        )
    )
    assert o.permanents["angel"].zone == "graveyard"
    with pytest.raises(BadInput, match="white or blue"):
        play(battlefield=[BEARS], actions=[cast("Combust", "You", targets=["bears"])])


def test_call_in_a_professional_removes_the_shield_counter_and_deals_damage():
    o = one(
        play(
            battlefield=[card("duelist", "Disciplined Duelist")],
            actions=[cast("Call In a Professional", targets=["duelist"])],
        )
    )
    assert o.permanents["duelist"].zone == "graveyard" and "122.1c" in cited(o)


def test_pyroclasm_with_daunting_defender_seed_example():
    o = one(
        play(
            battlefield=[
                card("dd", "Daunting Defender"),
                card("healer", "Samite Healer"),
                card("wojek", "Wojek Apothecary"),
                BEARS,
            ],
            actions=[cast("Pyroclasm")],
        )
    )
    assert o.permanents["dd"].damage == 1
    assert o.permanents["healer"].zone == "graveyard"  # 1/1 Cleric: 1 damage still kills
    assert o.permanents["bears"].zone == "graveyard" and "615.10" in cited(o)


def test_healing_salve_modes_branch_when_not_given():
    res = play(actions=[cast("Healing Salve", "You", targets=["You"]), cast("Lightning Bolt", targets=["You"])])
    assert sorted(o.players["You"].life for o in res.outcomes) == [20, 20]  # +3 then -3, or prevent 3
    assert {o.prevented for o in res.outcomes} == {0, 3}


@pytest.mark.parametrize(("name", "prevented"), [("Mending Hands", 3), ("Test of Faith", 3)])
def test_prevent_next_n_spells(name, prevented):
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant")],
            actions=[cast(name, "You", targets=["giant"]), cast("Lightning Bolt", targets=["giant"])],
        )
    )
    assert o.prevented == prevented and o.permanents["giant"].zone == "battlefield"
    if name == "Test of Faith":
        assert o.permanents["giant"].counters == {"+1/+1": 3}


@pytest.mark.parametrize("name", ["Fog", "Holy Day", "Root Snare"])
def test_fog_effects(name):
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant", "Opponent")],
            actions=[cast(name, "You"), {"combat": {"attackers": {"giant": "You"}}}, cast("Shock", targets=["You"])],
        )
    )
    assert o.players["You"].life == 18  # the combat damage is prevented, the Shock isn't


def test_deflecting_palm_sends_the_damage_back():
    o = one(
        play(
            battlefield=[card("giant", "Hill Giant", "Opponent")],
            actions=[
                cast("Deflecting Palm", "You", choices=None) if False else cast("Deflecting Palm", "You"),
                {"combat": {"attackers": {"giant": "You"}}},
            ],
            choices=["Deflecting Palm's effect: Hill Giant as the chosen source"],
        )
    )
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 17


def test_divine_deflection_prevents_x_and_deals_it_to_the_target():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears", "You")],
            actions=[
                cast("Divine Deflection", "You", x=2, targets=["Opponent"]),
                cast("Lightning Bolt", targets=["bears"]),
            ],
        )
    )
    assert o.permanents["bears"].damage == 1 and o.players["Opponent"].life == 18


def test_harms_way_redirects_two_of_the_chosen_sources_damage():
    o = one(
        play(
            actions=[
                cast("Harm's Way", "You", targets=["Opponent"]),
                cast("Lightning Bolt", id="bolt", targets=["You"]),
            ],
            choices=["Harm's Way's effect: Lightning Bolt [bolt] as the chosen source"]
            if False
            else ["Harm's Way's effect: Lightning Bolt as the chosen source"],
        )
    )
    assert o.players["You"].life == 19 and o.players["Opponent"].life == 18


def test_giant_growth_saves_a_creature():
    o = one(
        play(
            battlefield=[card("bears", "Grizzly Bears", "You")],
            actions=[cast("Giant Growth", "You", targets=["bears"]), cast("Lightning Bolt", targets=["bears"])],
        )
    )
    assert o.permanents["bears"].zone == "battlefield" and o.permanents["bears"].toughness == 5
