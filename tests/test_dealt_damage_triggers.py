"""'Whenever this is dealt damage, it deals that much damage to any target' compiled from the 2018 card pool's
Oracle text (cardindex/templates/triggers.py; Spitemare), as the bundled Boros Reckoner is curated: it triggers on
the damage dealt (CR 603.2, 120.4), its amount that damage, each legal target an outcome."""

from __future__ import annotations

import pool_cards as pool

cards, index = pool.fixtures(("Spitemare",))


def test_spitemare_compiles_as_a_dealt_damage_trigger(cards):
    (trigger,) = [a for a in cards["Spitemare"].abilities if a.kind == "triggered"]
    assert trigger.modelled and trigger.trigger == {"event": "dealt_damage"}
    assert trigger.steps == [{"do": "damage", "amount": "$amount", "to": "$target"}]


def test_bolted_spitemare_deals_three_to_a_target_of_its_controllers_choice(index):
    got = pool.outcomes(
        index, "I'm at 20. Opponent is at 3. I control Spitemare. Opponent casts Lightning Bolt targeting Spitemare."
    )
    assert all(o.permanents["spitemare"].zone == "graveyard" for o in got)
    assert sorted((o.players["You"].life, o.players["Opponent"].life) for o in got) == [(17, 3), (20, 0)]


def test_spitemare_blocking_passes_on_the_combat_damage_it_takes(index):
    # dealt 2 by the Bears, it deals 2: to a player, or to itself (dealt damage again: it triggers again, #2)
    got = pool.outcomes(index, "I control Spitemare. Opponent attacks with Grizzly Bears. I block with Spitemare.")
    seen = sorted((o.players["You"].life, o.players["Opponent"].life, o.permanents["spitemare"].zone) for o in got)
    assert seen == [(18, 20, "battlefield"), (18, 20, "graveyard"), (20, 18, "battlefield"), (20, 18, "graveyard")]
    assert all(o.permanents["grizzly-bears"].zone == "graveyard" for o in got)
