"""'Whenever this (or enchanted / equipped creature) is dealt damage, <effect>' compiled from the 2018 card pool's
Oracle text (cardindex/templates/triggers.py _dealt) and run as the damage is dealt (resolver/play.py after_damage;
CR 603.2, 120.4): once for all the damage dealt to it at once, "that much" / "that many" the damage dealt. A
triggered ability's target is chosen among what its text allows (CR 115.1, 603.3d). An effect the templates
can't read leaves the line unmodelled, as before."""

from __future__ import annotations

import pool_cards as pool
from pool_cards import cites, log, trigger_of

NAMES = (
    "Jackal Pup",
    "Firedrinker Satyr",
    "Shinka Gatekeeper",
    "Coalhauler Swine",
    "Filthy Cur",
    "Kami of the Honored Dead",
    "Siegehorn Ceratops",
    "Hungering Hydra",
    "Frozen Solid",
    "Mire Blight",
    "Mortal Wound",
    "Hot Soup",
    "Spiteful Shadows",
    "Binding Agony",
    "Ragged Veins",
    "Needletooth Raptor",
    "Bogardan Firefiend",
    "Mogg Maniac",
    "Sun-Crowned Hunters",
    "Grollub",
    "Druid's Call",
)
cards, index = pool.fixtures(NAMES)


# --- what compiles, and what stays as it was ------------------------------------------------------------------


def test_the_wordings_compile(cards):
    for name in ("Jackal Pup", "Firedrinker Satyr", "Shinka Gatekeeper"):
        pup = trigger_of(cards[name], "is dealt damage")
        assert pup.modelled and pup.trigger == {"event": "dealt_damage"}
        assert pup.steps == [{"do": "damage", "amount": "$amount", "to": "$you"}]
    frozen = trigger_of(cards["Frozen Solid"], "is dealt damage")
    assert frozen.trigger == {"event": "dealt_damage", "by": "attached"}
    assert frozen.steps == [{"do": "destroy", "what": "$attached"}]
    for name in ("Mire Blight", "Mortal Wound", "Hot Soup"):
        assert trigger_of(cards[name], "is dealt damage").steps == frozen.steps
    shadows = trigger_of(cards["Spiteful Shadows"], "is dealt damage")
    assert shadows.steps == [{"do": "damage", "amount": "$amount", "to": "$that_player", "from": "$attached"}]
    hydra = trigger_of(cards["Hungering Hydra"], "is dealt damage")
    assert hydra.steps == [{"do": "counters", "on": "$this", "counter": "+1/+1", "amount": "$amount"}]
    raptor = trigger_of(cards["Needletooth Raptor"], "is dealt damage")
    assert raptor.steps[0]["target_kind"] == "creature"  # "target creature an opponent controls": no player


def test_an_effect_the_templates_cant_read_is_left_unmodelled(cards):
    assert not trigger_of(cards["Grollub"], "is dealt damage").modelled  # "each opponent gains that much life"
    assert not trigger_of(cards["Druid's Call"], "is dealt damage").modelled  # tokens


# --- "it deals that much damage to you" -----------------------------------------------------------------------


def test_jackal_pup_deals_its_controller_the_damage_it_was_dealt_even_as_it_dies(index):
    o = pool.only(index, "I control Jackal Pup. Opponent casts Shock targeting Jackal Pup.")
    assert o.players["You"].life == 18 and o.permanents["jackal-pup"].zone == "graveyard"
    assert cites(o, "Jackal Pup deals 2 damage to You") == ["120.3a"]


def test_jackal_pup_takes_all_the_blockers_damage_once(index):
    # 3 from Hill Giant, not the 1 it needed to die: "that much" is all the damage dealt (CR 120.4)
    o = pool.only(index, "I attack with Jackal Pup. Opponent blocks with Hill Giant.")
    assert o.players["You"].life == 17 and o.players["Opponent"].life == 20
    assert sum("triggered ability triggers" in t for t in log(o)) == 1


def test_prevented_damage_isnt_dealt_so_the_pup_doesnt_trigger(index):
    o = pool.only(index, "Opponent attacks with Hill Giant. I block with Jackal Pup. I cast Fog.")
    assert o.players["You"].life == 20 and not any("triggered ability" in t for t in log(o))


def test_coalhauler_swine_deals_it_to_each_player(index):
    o = pool.only(index, "I control Coalhauler Swine. Opponent casts Shock targeting Coalhauler Swine.")
    assert o.players["You"].life == 18 and o.players["Opponent"].life == 18
    assert o.permanents["coalhauler-swine"].damage == 2


# --- life and counters ------------------------------------------------------------------------------------------


def test_filthy_cur_and_kami_of_the_honored_dead(index):
    o = pool.only(index, "I control Filthy Cur. Opponent casts Shock targeting Filthy Cur.")
    assert o.players["You"].life == 18 and o.permanents["filthy-cur"].zone == "graveyard"
    o = pool.only(index, "I'm at 10. I control Kami of the Honored Dead. Opponent casts Lightning Bolt targeting it.")
    assert o.players["You"].life == 13 and o.permanents["kami-of-the-honored-dead"].damage == 3


def test_siegehorn_ceratops_grows_only_if_it_survives(index):
    o = pool.only(index, "I control Siegehorn Ceratops. Opponent casts Shock targeting Siegehorn Ceratops.")
    assert o.permanents["siegehorn-ceratops"].zone == "graveyard" and o.permanents["siegehorn-ceratops"].counters == {}
    assert any("no longer on the battlefield; no counter" in t for t in log(o))  # CR 400.7


def test_hungering_hydra_gets_that_many_counters(index):
    o = pool.only(
        index, "I control Hungering Hydra with four +1/+1 counters. Opponent casts Shock targeting Hungering Hydra."
    )
    hydra = o.permanents["hungering-hydra"]
    assert hydra.zone == "battlefield" and hydra.counters == {"+1/+1": 6} and hydra.damage == 2


# --- enchanted / equipped creature ------------------------------------------------------------------------------


def test_frozen_solid_destroys_the_creature_it_enchants_when_it_is_dealt_damage(index):
    o = pool.only(index, "I control Hill Giant enchanted by Frozen Solid. Opponent casts Shock targeting Hill Giant.")
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["frozen-solid"].zone == "graveyard"
    assert any(
        t.startswith("Frozen Solid's triggered ability triggers (Hill Giant was dealt 2 damage)") for t in log(o)
    )
    assert cites(o, "Frozen Solid: Hill Giant is destroyed") == ["701.7a"]


def test_hot_soup_destroys_the_creature_it_equips(index):
    o = pool.only(index, "I control Hill Giant equipped with Hot Soup. Opponent casts Shock targeting Hill Giant.")
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["hot-soup"].zone == "battlefield"


def test_spiteful_shadows_the_creature_deals_its_controller_the_damage(index):
    o = pool.only(
        index,
        "Opponent controls Hill Giant. I control Spiteful Shadows attached to Hill Giant. "
        "I cast Shock targeting Hill Giant.",
    )
    assert o.players["Opponent"].life == 18 and o.players["You"].life == 20
    assert "Hill Giant deals 2 damage to Opponent: Opponent loses 2 life (18)" in log(o)


def test_binding_agony_and_ragged_veins_cost_the_creatures_controller(index):
    for aura in ("Binding Agony", "Ragged Veins"):
        o = pool.only(
            index,
            f"Opponent controls Hill Giant. I control {aura} attached to Hill Giant. I cast Lightning Bolt targeting "
            "Hill Giant.",
        )
        assert o.players["Opponent"].life == 17 and o.players["You"].life == 20
        assert o.permanents["hill-giant"].zone == "graveyard"


# --- a trigger's target is what its text allows ------------------------------------------------------------------


def test_needletooth_raptor_targets_only_a_creature_an_opponent_controls(index):
    o = pool.only(
        index,
        "I control Needletooth Raptor. Opponent controls Grizzly Bears. Opponent casts Shock targeting Needletooth "
        "Raptor.",
    )
    assert o.players["You"].life == 20 and o.players["Opponent"].life == 20
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_bogardan_firefiend_targets_no_player(index):
    got = pool.outcomes(
        index,
        "I control Bogardan Firefiend. Opponent controls Grizzly Bears. "
        "Opponent casts Shock targeting Bogardan Firefiend.",
    )
    assert len(got) == 1 and got[0].permanents["grizzly-bears"].zone == "graveyard"
    assert got[0].players["Opponent"].life == 20


def test_mogg_maniac_and_sun_crowned_hunters_target_an_opponent_or_a_planeswalker_never_their_controller(index):
    for card, amount in (("Mogg Maniac", 3), ("Sun-Crowned Hunters", 3)):
        o = pool.only(
            index,
            f"I control {card}. Opponent controls Grizzly Bears. Opponent casts Lightning Bolt targeting {card}.",
        )
        assert o.players["Opponent"].life == 20 - amount and o.players["You"].life == 20
        assert o.permanents["grizzly-bears"].zone == "battlefield"
