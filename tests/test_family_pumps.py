"""Template family 'pumps' (cardindex/templates/pumps.py; engine: resolver/pumps.py): "+N/+M until end of turn",
regeneration and destruction, on real cards' Oracle text from ../shared's 2018 card pool."""

from __future__ import annotations

import pool_cards as pool
import pytest

from cardindex.compiler import compile_card
from commands.resolve import run_scenario
from resolver import Unmodelled

NAMES = (
    "Grasp of Darkness",
    "Sandstone Warrior",
    "Skyshroud Troll",
    "River Boa",
    "Doom Blade",
    "Terminate",
    "Disenchant",
    "Ornithopter",
    "Regeneration",
    "Fervent Strike",
    "Overrun",
    "Cower in Fear",
    "Giant Badger",
    "Darksteel Myr",
    "Keldon Mantle",
    "Vendetta",
    "Assassinate",
    "Mending Touch",
    "Hill Giant",
    "Walking Corpse",
    "Hurricane",
    "Rolling Temblor",
    "Serra Angel",
    "Akroan Phalanx",
    "Benalish Veteran",
    "Chub Toad",
    "Festering Goblin",
    "Anodet Lurker",
    "Perilous Myr",
    "Raging Regisaur",
    "Wrath of God",
    "Day of Judgment",
    "Magma Jet",
    "Darkthicket Wolf",
)


cards, index = pool.fixtures(NAMES)


def rules_of(outcome, fragment):
    step = next(s for s in outcome.log if fragment in s.text)
    return step.rules


# --- "gets +N/+M until end of turn" (CR 611.2a, 611.2c, 613.4c; 704.5f) ---------------------------------------


def test_grasp_of_darkness_puts_a_2_2_into_the_graveyard_at_toughness_minus_2(index):
    o = pool.only(index, "I control Grizzly Bears. Opponent casts Grasp of Darkness targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert "613.4c" in rules_of(o, "gets -4/-4 until end of turn (-2/-2)")
    assert "704.5f" in rules_of(o, "has toughness -2")


def test_indestructible_does_not_save_a_creature_at_0_toughness(index):
    """Darksteel Myr (0/1, indestructible) at -4/-3: toughness, not destruction (CR 704.5f, 702.12b)."""
    o = pool.only(index, "I control Darksteel Myr. Opponent casts Grasp of Darkness targeting Darksteel Myr.")
    assert o.permanents["darksteel-myr"].zone == "graveyard"


def test_firebreathing_twice_then_first_strike_kills_the_troll_without_its_shield(index):
    o = pool.only(
        index,
        "It's opponent's turn. Opponent controls Skyshroud Troll. I control Sandstone Warrior. I activate Sandstone "
        "Warrior. Then I activate Sandstone Warrior. Skyshroud Troll attacks me. Sandstone Warrior blocks it.",
    )
    assert o.permanents["sandstone-warrior"].power == 3
    assert o.permanents["skyshroud-troll"].zone == "graveyard"
    assert o.permanents["sandstone-warrior"].damage == 0  # the Troll died in the first-strike step


def test_a_regenerated_troll_leaves_combat_and_deals_no_regular_damage(index):
    """jb-045: the shield, made before first-strike damage, replaces the destruction; the Troll is removed from
    combat (CR 701.15a, 506.4), so the 3/3 Warrior isn't dealt its 3 damage."""
    o = pool.only(
        index,
        "It's opponent's turn. Opponent controls Skyshroud Troll. I control Sandstone Warrior. I activate Sandstone "
        "Warrior. Then I activate Sandstone Warrior. Skyshroud Troll attacks me. Sandstone Warrior blocks it. "
        "Opponent activates Skyshroud Troll.",
    )
    troll, warrior = o.permanents["skyshroud-troll"], o.permanents["sandstone-warrior"]
    assert (troll.zone, troll.damage, warrior.zone, warrior.damage) == ("battlefield", 0, "battlefield", 0)
    assert o.players["You"].life == 20
    assert "701.15a" in rules_of(o, "regenerates instead")
    assert "506.4" in rules_of(o, "removed from combat and assigns no combat damage")


def test_fervent_strike_gives_first_strike_so_the_attacker_survives(index):
    o = pool.only(
        index,
        "It's my turn. I control Grizzly Bears. Opponent controls Hill Giant. Grizzly Bears attacks opponent. "
        "Hill Giant blocks it. I cast Fervent Strike targeting Grizzly Bears.",
    )
    assert o.permanents["grizzly-bears"].power == 3
    assert o.permanents["hill-giant"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].zone == "battlefield"
    assert o.permanents["grizzly-bears"].damage == 0


def test_overrun_pumps_only_your_creatures_and_gives_trample(index):
    outcomes = pool.outcomes(
        index,
        "It's my turn. I control Grizzly Bears. Opponent controls Hill Giant. I cast Overrun. Grizzly Bears attacks "
        "opponent. Hill Giant blocks it.",
    )
    for o in outcomes:  # the Giant (3/3) isn't pumped: it dies to the 5/5 and deals 3 to it
        assert (o.permanents["grizzly-bears"].power, o.permanents["grizzly-bears"].damage) == (5, 3)
    assert any(  # 3 to the Giant, 2 trampling over (CR 702.19b)
        o.permanents["hill-giant"].zone == "graveyard" and o.players["Opponent"].life == 18 for o in outcomes
    )


def test_cower_in_fear_shrinks_only_the_opponents_creatures(index):
    o = pool.only(index, "I control Ornithopter. Opponent controls Grizzly Bears and Hill Giant. I cast Cower in Fear.")
    assert o.permanents["ornithopter"].toughness == 2
    assert (o.permanents["grizzly-bears"].toughness, o.permanents["hill-giant"].toughness) == (1, 2)
    assert all(p.zone == "battlefield" for p in o.permanents.values())


def test_a_block_trigger_pumps_the_blocker_before_damage(index):
    """Giant Badger (2/2): 'whenever it blocks, it gets +2/+2' resolves before combat damage (CR 509.1i)."""
    o = pool.only(
        index,
        "It's opponent's turn. Opponent controls Hill Giant. I control Giant Badger. Hill Giant attacks me. "
        "Giant Badger blocks it.",
    )
    assert o.permanents["giant-badger"].zone == "battlefield"
    assert o.permanents["hill-giant"].zone == "graveyard"


def test_an_ability_activated_only_once_each_turn(index):
    """Darkthicket Wolf: once (a 4/4 survives Lightning Bolt), but not twice in the turn (CR 602.5b)."""
    o = pool.only(
        index,
        "I control Darkthicket Wolf. I activate Darkthicket Wolf. Then opponent casts Lightning Bolt "
        "targeting Darkthicket Wolf.",
    )
    assert (o.permanents["darkthicket-wolf"].zone, o.permanents["darkthicket-wolf"].damage) == ("battlefield", 3)
    pool.refused(
        index,
        "I control Darkthicket Wolf. I activate Darkthicket Wolf. Then I activate Darkthicket Wolf.",
        "only once each turn (CR 602.5b)",
    )


def test_characteristics_set_after_a_pump_are_refused(index):
    """Layer 7b under a 7c pump (CR 613.4b-c) isn't modelled: refused, never answered with the pump lost."""
    data = {
        "battlefield": [{"id": "warrior", "controller": "You", "card": "Sandstone Warrior"}],
        "actions": [{"activate": "warrior"}, {"become": {"id": "warrior", "power": 0, "toughness": 1}}],
    }
    with pytest.raises(Unmodelled, match="then its power and toughness are set"):
        run_scenario(data, index)


# --- regeneration and destruction (CR 701.7a, 701.15a, 701.15c) ------------------------------------------------


def test_doom_blade_destroys_a_nonblack_creature(index):
    o = pool.only(index, "Opponent controls Grizzly Bears. I cast Doom Blade targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert "701.7a" in rules_of(o, "is destroyed")


def test_doom_blade_cant_target_a_black_creature(index):
    pool.refused(
        index, "Opponent controls Walking Corpse. I cast Doom Blade targeting Walking Corpse.", "nonblack creature"
    )


@pytest.mark.parametrize(
    ("spell", "zone", "rule", "said"),
    [
        ("Doom Blade", "battlefield", "701.15a", "regenerates instead"),  # jb-046: the shield replaces it
        ("Terminate", "graveyard", "701.15c", "can't be regenerated"),  # the shield isn't applied
    ],
)
def test_river_boas_regeneration_shield_against(index, spell, zone, rule, said):
    o = pool.only(
        index, f"I control River Boa. Opponent casts {spell} targeting River Boa. In response, I activate River Boa."
    )
    assert o.permanents["river-boa"].zone == zone
    assert rule in rules_of(o, said)


def test_regeneration_aura_saves_ornithopter_from_disenchant(index):
    """jb-027: regeneration replaces any destruction, not only lethal damage (CR 701.15a)."""
    text = (
        "Opponent controls Ornithopter and Regeneration. Regeneration is attached to Ornithopter. I cast "
        "Disenchant targeting Ornithopter."
    )
    assert pool.only(index, text).permanents["ornithopter"].zone == "graveyard"
    saved = pool.only(index, text + " In response, opponent activates Regeneration.")
    assert saved.permanents["ornithopter"].zone == "battlefield"


def test_disenchant_needs_an_artifact_or_enchantment(index):
    pool.refused(
        index, "Opponent controls Grizzly Bears. I cast Disenchant targeting Grizzly Bears.", "artifact or enchantment"
    )


@pytest.mark.parametrize(("wrath", "boa"), [("Wrath of God", "graveyard"), ("Day of Judgment", "battlefield")])
def test_destroy_all_creatures_spares_only_the_indestructible_and_the_regenerated(index, wrath, boa):
    """Wrath of God: 'they can't be regenerated' (CR 701.15c); Day of Judgment doesn't say it, so River Boa's
    shield saves it (701.15a); Darksteel Myr is indestructible under both (702.12b)."""
    o = pool.only(
        index,
        "I control River Boa and Grizzly Bears. Opponent controls Darksteel Myr. Opponent casts "
        f"{wrath}. In response, I activate River Boa.",
    )
    assert o.permanents["river-boa"].zone == boa
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert o.permanents["darksteel-myr"].zone == "battlefield"


def test_scry_is_said_and_changes_nothing(index):
    o = pool.only(index, "I cast Magma Jet targeting opponent.")
    assert o.players["Opponent"].life == 18
    assert "701.18a" in rules_of(o, "scry 2")


def test_mending_touch_shields_a_creature_from_lethal_damage(index):
    o = pool.only(
        index,
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In response, I cast Mending "
        "Touch targeting Grizzly Bears.",
    )
    assert (o.permanents["grizzly-bears"].zone, o.permanents["grizzly-bears"].damage) == ("battlefield", 0)


# --- trigger wrappers whose effect is a pump or a one-shot (cardindex/templates/triggers.py) -------------------


def test_an_attack_trigger_pumps_the_attacker_before_damage(index):
    """Benalish Veteran: 'whenever it attacks, it gets +1/+1' resolves before blockers and damage (CR 508.1m)."""
    o = pool.only(index, "It's my turn. I control Benalish Veteran. Benalish Veteran attacks opponent.")
    assert o.players["Opponent"].life == 17
    assert "508.1m" in rules_of(o, "Benalish Veteran attacks")


def test_an_attack_trigger_that_could_change_the_blocks_is_refused(index):
    """Raging Regisaur's 1 damage resolves before blockers are declared (CR 508.2) and could kill a would-be
    blocker; blocks are declared with the attack here, so it is refused, never answered."""
    pool.refused(
        index,
        "It's my turn. I control Raging Regisaur. Opponent controls Grizzly Bears. Raging Regisaur attacks "
        "opponent. Grizzly Bears blocks it.",
        "resolves before blockers are declared",
        code=3,
    )


def test_blocks_or_becomes_blocked_triggers_on_the_attacker(index):
    o = pool.only(
        index,
        "It's my turn. I control Chub Toad. Opponent controls Grizzly Bears. Chub Toad attacks opponent. "
        "Grizzly Bears blocks it.",
    )
    toad = o.permanents["chub-toad"]
    assert (toad.zone, toad.power, toad.damage, o.permanents["grizzly-bears"].zone) == (
        "battlefield",
        3,
        2,
        "graveyard",
    )


def test_a_death_trigger_targets_the_only_creature(index):
    """Festering Goblin dies; its trigger gives the only creature -1/-1 (CR 700.4, 603.3d)."""
    o = pool.only(
        index,
        "I control Festering Goblin. Opponent controls Grizzly Bears. Opponent casts Lightning Bolt targeting "
        "Festering Goblin.",
    )
    assert o.permanents["festering-goblin"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].toughness == 1


def test_a_death_trigger_gains_life(index):
    o = pool.only(index, "I control Anodet Lurker. Opponent casts Lightning Bolt targeting Anodet Lurker.")
    assert o.permanents["anodet-lurker"].zone == "graveyard"  # 3 damage to the 3/3: lethal (704.5g)
    assert o.players["You"].life == 23


def test_perilous_myr_deals_its_2_damage_wherever_its_controller_chooses(index):
    outcomes = pool.outcomes(
        index,
        "I control Perilous Myr. Opponent controls Grizzly Bears. Opponent casts Lightning Bolt targeting "
        "Perilous Myr.",
    )
    assert {(o.players["Opponent"].life, o.permanents["grizzly-bears"].zone) for o in outcomes} == {
        (18, "battlefield"),
        (20, "graveyard"),
        (20, "battlefield"),  # it targets You
    }


# --- damage to each creature with / without flying (cardindex/templates/amounts.py; CR 120.4) ------------------


def test_hurricane_hits_fliers_and_players_only(index):
    o = pool.only(index, "I control Serra Angel and Grizzly Bears. Opponent casts Hurricane with X = 4.")
    assert (o.permanents["serra-angel"].zone, o.permanents["grizzly-bears"].damage) == ("graveyard", 0)
    assert (o.players["You"].life, o.players["Opponent"].life) == (16, 16)


def test_rolling_temblor_hits_only_creatures_without_flying(index):
    o = pool.only(index, "Opponent controls Serra Angel and Grizzly Bears. I cast Rolling Temblor.")
    assert (o.permanents["serra-angel"].damage, o.permanents["grizzly-bears"].zone) == (0, "graveyard")
    assert (o.players["You"].life, o.players["Opponent"].life) == (20, 20)


def test_an_activated_pump_of_your_creatures_reads_get(index):
    """Akroan Phalanx ('{2}{R}: Creatures you control get +1/+0 until end of turn'): 'get', not only 'gets'."""
    o = pool.only(index, "I control Akroan Phalanx and Grizzly Bears. I activate Akroan Phalanx.")
    assert (o.permanents["grizzly-bears"].power, o.permanents["akroan-phalanx"].power) == (3, 4)


# --- what compiles, and what stays unmodelled (never half-compiled) -------------------------------------------


def card_lines(cards, name):
    card = cards[name]
    return [a for i, f in enumerate(card.faces) for a in compile_card(f.name, f.oracle_text, f.type_line, i)]


def test_keldon_mantle_compiles_its_three_abilities(cards):
    steps = [a.steps for a in card_lines(cards, "Keldon Mantle") if a.kind == "activated"]
    assert steps == [
        [{"do": "effect", "effect": {"kind": "regenerate", "to": [{"id": "$attached"}]}}],
        [{"do": "modify", "target": "$attached", "power": 1, "toughness": 0}],
        [{"do": "grant", "keywords": ["trample"], "target": "$attached"}],
    ]


@pytest.mark.parametrize("name", ["Vendetta", "Assassinate"])
def test_a_destroy_spell_with_an_unread_part_stays_unmodelled(cards, name):
    """Vendetta's life loss, Assassinate's 'tapped' quality: the whole spell is unmodelled, never dropped."""
    (spell,) = card_lines(cards, name)
    assert not spell.modelled and not spell.steps
