"""Damage, then life for its caster, from the 2018 card pool's Oracle text (cardindex/compiler.py): "deals 3 damage
to any target and you gain 3 life" (Lightning Helix, Essence Drain), "… to target creature and you gain 2 life"
(Sorin's Thirst), X (Consume Spirit); "target creature you don't control" (Electrickery; two players: an opponent's);
and "I cast Lightning Helix to his face" (commands/situation.py: "to" before a target)."""

from __future__ import annotations

import pool_cards as pool

cards, index = pool.fixtures(("Lightning Helix", "Sorin's Thirst", "Consume Spirit", "Electrickery"))


def test_lightning_helix_deals_then_gains(index):
    o = pool.only(index, "I'm at 5. Opponent is at 10. I cast Lightning Helix targeting Opponent.")
    assert o.players["You"].life == 8 and o.players["Opponent"].life == 7


def test_helix_in_response_to_a_bolt_saves_its_caster(index):
    o = pool.only(index, "I'm at 2. Opp bolts me, I respond with Lightning Helix to his face. Am I dead?")
    assert o.players["You"].life == 2 and not o.players["You"].lost and o.players["Opponent"].life == 17


def test_sorins_thirst_targets_a_creature_only(index):
    o = pool.only(index, "I'm at 10. Opponent controls Grizzly Bears. I cast Sorin's Thirst targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.players["You"].life == 12
    pool.refused(index, "I cast Sorin's Thirst targeting Opponent.", "creature")


def test_a_fizzled_helix_gains_no_life(index):
    # its one target gone, the spell doesn't resolve (CR 608.2b): no damage and no life
    o = pool.only(
        index,
        "I'm at 10. Opponent controls Grizzly Bears. I cast Lightning Helix targeting Grizzly Bears. In response, "
        "opponent casts Lightning Bolt targeting Grizzly Bears.",
    )
    assert o.players["You"].life == 10


def test_consume_spirit_x_drains(index):
    o = pool.only(index, "I'm at 10. Opponent is at 10. I cast Consume Spirit targeting Opponent with X = 4.")
    assert o.players["You"].life == 14 and o.players["Opponent"].life == 6


def test_a_creature_you_dont_control_and_overload(cards, index):
    # the damage line reads; overload ("replacing all instances of 'target' with 'each'") doesn't, and refuses
    (damage,) = [a for a in cards["Electrickery"].abilities if a.kind == "spell"]
    assert damage.modelled and damage.steps[0]["target_filter"] == {"controller_is": "not_you"}
    pool.refused(index, "Opponent controls Grizzly Bears. I cast Electrickery targeting Grizzly Bears.", "Overload", 3)
