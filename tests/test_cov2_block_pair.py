"""'Whenever this blocks or becomes blocked by a creature, this deals N damage to that creature [and N damage to that
creature's controller]' (Ashmouth Hound, Inferno Elemental, Kolaghan Aspirant, Assembled Alphas) compiled from the
2018 card pool's Oracle text (cardindex/templates/triggers.py BLOCK_PAIR) and run as blockers are declared
(resolver/play.py on_blockers_declared; CR 509.1i, 509.5): once for each creature it blocks or is blocked by
(603.2c), resolved before combat damage. Not targeted: a creature gone by then is dealt nothing (400.7)."""

from __future__ import annotations

import pool_cards as pool
from pool_cards import log

NAMES = (
    "Ashmouth Hound",
    "Inferno Elemental",
    "Kolaghan Aspirant",
    "Assembled Alphas",
    "Sawtooth Ogre",
    "Llanowar Elves",
    "Craw Wurm",
)
cards, index = pool.fixtures(NAMES)


def trigger(card):
    (ability,) = [a for a in card.abilities if a.kind == "triggered"]
    return ability


def test_the_wordings_compile(cards):
    hound = trigger(cards["Ashmouth Hound"])
    assert hound.modelled and hound.trigger == {"event": "block_pair", "as": "blocks_or_blocked"}
    assert hound.steps == [{"do": "damage", "amount": 1, "to": "$that_creature"}]
    assert trigger(cards["Kolaghan Aspirant"]).trigger["as"] == "becomes_blocked"
    alphas = trigger(cards["Assembled Alphas"])
    assert alphas.steps[0]["also"] == [{"to": "$that_player", "amount": 3}]
    assert not trigger(cards["Sawtooth Ogre"]).modelled  # "… at end of combat": a delayed trigger, not read


def test_ashmouth_hound_deals_one_to_each_of_its_blockers_before_combat_damage(index):
    o = pool.only(index, "I attack with Ashmouth Hound. Opponent blocks with Llanowar Elves and Grizzly Bears.")
    assert sum(t == "Ashmouth Hound's triggered ability triggers" for t in log(o)) == 2  # once a creature (603.2c)
    assert o.permanents["llanowar-elves"].zone == "graveyard"  # by the trigger, before combat damage
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["ashmouth-hound"].zone == "graveyard"
    steps = log(o)
    assert steps.index("Ashmouth Hound deals 1 damage to Grizzly Bears: 1 damage marked (1 in all)") < steps.index(
        "Ashmouth Hound assigns all 2 damage to Grizzly Bears"
    )


def test_ashmouth_hound_blocking_deals_one_to_the_attacker(index):
    o = pool.only(index, "Opponent attacks with Grizzly Bears. I block with Ashmouth Hound.")
    assert "Ashmouth Hound blocks Grizzly Bears" in log(o)
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_inferno_elemental_kills_a_craw_wurm_with_its_combat_damage(index):
    o = pool.only(index, "Opponent attacks with Craw Wurm. I block with Inferno Elemental.")
    assert o.permanents["craw-wurm"].zone == "graveyard" and o.permanents["inferno-elemental"].zone == "graveyard"
    assert "Inferno Elemental deals 3 damage to Craw Wurm: 3 damage marked (3 in all)" in log(o)


def test_kolaghan_aspirant_only_when_it_becomes_blocked(index):
    o = pool.only(index, "Opponent attacks with Grizzly Bears. I block with Kolaghan Aspirant.")
    assert not any("triggered ability" in t for t in log(o))
    o = pool.only(index, "I attack with Kolaghan Aspirant. Opponent blocks with Llanowar Elves.")
    assert o.permanents["llanowar-elves"].zone == "graveyard" and o.permanents["kolaghan-aspirant"].damage == 0


def test_assembled_alphas_deals_the_blocker_and_its_controller_three(index):
    o = pool.only(index, "I attack with Assembled Alphas. Opponent blocks with Grizzly Bears.")
    assert o.players["Opponent"].life == 17 and o.permanents["grizzly-bears"].zone == "graveyard"
    assert o.permanents["assembled-alphas"].damage == 0
