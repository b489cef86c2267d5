"""'Whenever a creature dealt damage by this this turn dies, put a +1/+1 (+2/+2) counter on this' (Sengir Vampire,
Baron Sengir, Blood Cultist) compiled from the 2018 card pool's Oracle text (cardindex/templates/triggers.py) and
run as a creature dies (resolver/play.py _another_dies): the engine knows which creatures this dealt damage to in
the scenario (GameObject.dealt_by); a leaves-the-battlefield ability, it looks back to just before the death (CR
603.10a), so it triggers when both die at once, and then its counter goes nowhere (400.7). Damage marked before the
scenario, by sources not given, could have been this's: that is asked for, never guessed."""

from __future__ import annotations

import pool_cards as pool
from pool_cards import log

from commands.ask import ask_reply

NAMES = ("Sengir Vampire", "Baron Sengir", "Blood Cultist", "Rot Wolf", "Craw Wurm", "Air Elemental", "Llanowar Elves")
cards, index = pool.fixtures(NAMES)


def test_the_wording_compiles_and_others_stay_unmodelled(cards):
    (sengir,) = [a for a in cards["Sengir Vampire"].abilities if a.kind == "triggered"]
    assert sengir.modelled and sengir.trigger == {"event": "creature_dies", "dealt_damage_by": "this"}
    assert sengir.steps == [{"do": "counters", "on": "$this", "counter": "+1/+1", "amount": 1}]
    (baron,) = [a for a in cards["Baron Sengir"].abilities if a.kind == "triggered"]
    assert baron.steps[0]["counter"] == "+2/+2"
    (wolf,) = [a for a in cards["Rot Wolf"].abilities if a.kind == "triggered"]  # "you may draw a card"
    assert not wolf.modelled


def test_a_blocker_it_killed_gives_sengir_vampire_a_counter(index):
    o = pool.only(index, "Opponent attacks with Grizzly Bears. I block with Sengir Vampire.")
    sengir = o.permanents["sengir-vampire"]
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert sengir.counters == {"+1/+1": 1} and (sengir.power, sengir.toughness) == (5, 5)
    (step,) = [s for s in o.log if "dealt damage by Sengir Vampire this turn, dies" in s.text]
    assert "603.10a" in step.rules


def test_dying_at_the_same_time_it_triggers_but_puts_no_counter(index):
    o = pool.only(index, "Opponent attacks with Craw Wurm. I block with Sengir Vampire.")
    assert o.permanents["craw-wurm"].zone == "graveyard" and o.permanents["sengir-vampire"].zone == "graveyard"
    assert "Sengir Vampire's triggered ability triggers" in log(o)
    assert any("no longer on the battlefield; no counter" in t for t in log(o))


def test_a_creature_it_didnt_damage_dying_doesnt_trigger_it(index):
    o = pool.only(
        index, "Opponent controls Grizzly Bears. I control Sengir Vampire. I cast Shock targeting Grizzly Bears."
    )
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["sengir-vampire"].counters == {}
    assert not any("triggered ability" in t for t in log(o))


def test_damage_marked_before_the_scenario_is_asked_about_not_guessed(index):
    reply = ask_reply(
        "Opponent controls Grizzly Bears. Grizzly Bears has 1 damage. I control Sengir Vampire. "
        "I cast Shock targeting Grizzly Bears.",
        index=index,
    )
    assert reply.error and reply.exit_code == 3
    assert "whether Sengir Vampire dealt it this turn isn't given" in reply.summary


def test_baron_sengir_gets_a_plus_two_counter(index):
    o = pool.only(index, "Opponent attacks with Serra Angel and Air Elemental. I block Serra Angel with Baron Sengir.")
    baron = o.permanents["baron-sengir"]
    assert baron.counters == {"+2/+2": 1} and (baron.power, baron.toughness) == (7, 7)
    assert o.players["You"].life == 16


def test_blood_cultist_pings_and_grows(index):
    o = pool.only(
        index,
        "I control Blood Cultist. Opponent controls Llanowar Elves. I activate Blood Cultist targeting Llanowar Elves.",
    )
    assert o.permanents["llanowar-elves"].zone == "graveyard"
    assert o.permanents["blood-cultist"].counters == {"+1/+1": 1}
