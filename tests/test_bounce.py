"""'Return target creature to its owner's hand' compiled from the 2018 card pool's Oracle text (Unsummon;
Boomerang's "permanent", Disperse's "nonland permanent"; cardindex/templates/pumps.py): the permanent leaves the
battlefield for its owner's hand and becomes a new object (CR 400.7): its damage and counters are gone, a spell still
aimed at it has an illegal target (608.2b), and a blocker removed leaves its attacker blocked (509.1h, 506.4)."""

from __future__ import annotations

import pool_cards as pool

cards, index = pool.fixtures(("Unsummon", "Boomerang", "Disperse"))


def test_unsummon_in_response_saves_it_from_the_bolt(index):
    o = pool.only(
        index,
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In response, I cast Unsummon "
        "targeting Grizzly Bears.",
    )
    assert o.permanents["grizzly-bears"].zone == "hand" and o.permanents["grizzly-bears"].damage == 0
    assert any("608.2b" in step.rules for step in o.log)


def test_its_counters_are_gone(index):
    o = pool.only(index, "I control Grizzly Bears with a +1/+1 counter on it. I cast Unsummon targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "hand" and o.permanents["grizzly-bears"].counters == {}


def test_a_blocker_bounced_before_damage_leaves_the_attacker_blocked(index):
    o = pool.only(
        index,
        "Opp attacks with Hill Giant. I block with Grizzly Bears. Before damage, opp casts Unsummon on my Grizzly "
        "Bears. How much damage do I take?",
    )
    assert o.players["You"].life == 20 and o.permanents["hill-giant"].damage == 0


def test_boomerang_and_disperse_targets(index):
    o = pool.only(index, "Opponent controls Hill Giant. I cast Boomerang targeting Hill Giant.")
    assert o.permanents["hill-giant"].zone == "hand"
    pool.refused(index, "Opponent casts Disperse targeting me.", "permanent")


def test_a_token_bounced_is_refused(index):
    pool.refused(
        index, "I control a 1/1 creature token. Opponent casts Unsummon targeting it.", "ceases to exist (CR 111.7)", 3
    )
