"""Fight and "bite" spells from the 2018 card pool's Oracle text (cardindex/compiler.py, resolver/play.py _fight):
"Target creature you control fights target creature you don't control" (Prey Upon; CR 701.12a: each deals damage
equal to its power to the other, 701.12d: not combat damage) and "… deals damage equal to its power to target
creature you don't control" (Rabid Bite: only the first deals damage). The creatures are the sources: deathtouch
and lifelink count. A target gone or illegal as it resolves means no damage at all (701.12b, 608.2b)."""

from __future__ import annotations

import pool_cards as pool

from commands.ask import ask_reply

cards, index = pool.fixtures(("Prey Upon", "Rabid Bite"))
GIANT_AND_BEARS = "I control Hill Giant. Opponent controls Grizzly Bears. "


def test_prey_upon_each_deals_its_power_to_the_other(index):
    o = pool.only(
        index,
        GIANT_AND_BEARS + "I cast Prey Upon targeting Hill Giant and Grizzly Bears.",
    )
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert o.permanents["hill-giant"].damage == 2 and o.permanents["hill-giant"].zone == "battlefield"
    assert any("701.12a" in step.rules for step in o.log)


def test_deathtouch_counts_in_a_fight(index):
    o = pool.only(
        index,
        "I control a 1/1 creature with deathtouch. Opponent controls Hill Giant. I cast Prey Upon targeting my 1/1 "
        "and Hill Giant.",
    )
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["1-1-creature"].zone == "graveyard"


def test_rabid_bite_one_way_and_lifelink_counts(index):
    o = pool.only(
        index,
        "I control a 2/2 creature with lifelink. I'm at 5. Opponent controls Hill Giant. I cast Rabid Bite targeting "
        "my 2/2 and Hill Giant.",
    )
    assert o.players["You"].life == 7
    assert o.permanents["hill-giant"].damage == 2 and o.permanents["2-2-creature"].damage == 0


def test_a_fighter_killed_in_response_means_no_damage_at_all(index):
    o = pool.only(
        index,
        "I control Hill Giant. Opponent controls Grizzly Bears. I cast Prey Upon targeting Hill Giant and Grizzly "
        "Bears. In response, opponent casts Lightning Bolt targeting Hill Giant.",
    )
    assert o.permanents["hill-giant"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].damage == 0 and o.permanents["grizzly-bears"].zone == "battlefield"


def test_a_pump_in_response_changes_the_power_that_fights(index):
    o = pool.only(
        index,
        "I control Hill Giant. Opponent controls Grizzly Bears. I cast Prey Upon targeting Hill Giant and Grizzly "
        "Bears. Opponent casts Giant Growth targeting Grizzly Bears in response.",
    )
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["grizzly-bears"].zone == "battlefield"


def test_the_targets_are_checked_by_controller(index):
    pool.refused(
        index,
        GIANT_AND_BEARS + "I cast Prey Upon targeting Grizzly Bears and Hill Giant.",
        "needs a creature you control",
    )
    pool.refused(
        index,
        "I control Hill Giant and Grizzly Bears. I cast Prey Upon targeting Hill Giant and Grizzly Bears.",
        "needs a creature you don't control",
    )


def test_fight_under_the_2008_rules_is_refused(index):
    reply = ask_reply(
        GIANT_AND_BEARS + "I cast Prey Upon targeting Hill Giant and Grizzly Bears.",
        index=index,
        ruleset="mtg-2008",
    )
    assert reply.error and reply.exit_code == 3 and "fight (CR 701.12) came in 2011" in reply.summary
