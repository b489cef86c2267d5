"""'Whenever a creature [you control | an opponent controls] is dealt damage, <effect>' (Death Pits of Rath,
Repercussion, Rite of Passage, Kazarov, Sengir Pureblood) compiled from the 2018 card pool's Oracle text
(cardindex/templates/triggers.py _dealt_any) and run as the damage is dealt (resolver/play.py _creature_dealt):
once for each such creature dealt damage (CR 603.2c), "that much" what it was dealt, "that creature's controller"
its controller. Other effects ('until end of turn, whenever …': Shriveling Rot) stay unmodelled."""

from __future__ import annotations

import pool_cards as pool
from pool_cards import log

NAMES = (
    "Death Pits of Rath",
    "Repercussion",
    "Rite of Passage",
    "Kazarov, Sengir Pureblood",
    "Shriveling Rot",
    "Craw Wurm",
)
cards, index = pool.fixtures(NAMES)


def trigger(card):
    (ability,) = [a for a in card.abilities if a.kind == "triggered" or "dealt damage" in a.text]
    return ability


def test_the_wordings_compile(cards):
    pits = trigger(cards["Death Pits of Rath"])
    assert pits.trigger == {"event": "dealt_damage", "of": "creature"}
    assert pits.steps == [{"do": "destroy", "what": "$that_creature", "no_regeneration": True}]
    assert trigger(cards["Rite of Passage"]).trigger["controller"] == "you"
    assert trigger(cards["Kazarov, Sengir Pureblood"]).trigger["controller"] == "opponent"
    assert not trigger(cards["Shriveling Rot"]).modelled


def test_death_pits_of_rath_destroys_a_creature_dealt_any_damage(index):
    o = pool.only(index, "I control Death Pits of Rath. Opponent controls Craw Wurm. I cast Shock targeting Craw Wurm.")
    assert o.permanents["craw-wurm"].zone == "graveyard"
    assert any(t.startswith("Death Pits of Rath's triggered ability triggers (Craw Wurm was dealt 2") for t in log(o))


def test_repercussion_deals_the_controller_what_its_creature_was_dealt(index):
    o = pool.only(index, "I control Repercussion. Opponent controls Hill Giant. I cast Shock targeting Hill Giant.")
    assert o.players["Opponent"].life == 18 and o.players["You"].life == 20


def test_rite_of_passage_counts_only_my_creatures(index):
    o = pool.only(index, "I control Rite of Passage and Hill Giant. Opponent casts Shock targeting Hill Giant.")
    giant = o.permanents["hill-giant"]
    assert giant.counters == {"+1/+1": 1} and (giant.power, giant.toughness) == (4, 4)
    o = pool.only(index, "I control Rite of Passage. Opponent controls Hill Giant. I cast Shock targeting Hill Giant.")
    assert o.permanents["hill-giant"].counters == {}


def test_kazarov_gets_a_counter_for_each_opponents_creature_dealt_damage_not_itself(index):
    o = pool.only(
        index, "I control Kazarov, Sengir Pureblood. Opponent controls Hill Giant and Grizzly Bears. I cast Pyroclasm."
    )
    assert o.permanents["kazarov-sengir-pureblood"].counters == {"+1/+1": 2}
    assert sum("Kazarov, Sengir Pureblood's triggered ability triggers" in t for t in log(o)) == 2
