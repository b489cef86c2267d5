"""'Whenever this (or enchanted / equipped creature) deals [combat] damage [to a player | an opponent | a creature],
<effect>' compiled from the 2018 card pool's Oracle text (cardindex/templates/triggers.py) and run as the damage is
dealt (resolver/play.py after_damage; CR 603.2, 120.4b): once for each player or creature named that was dealt damage
(603.2c), once for all of it when no recipient is named, $amount the damage dealt; put on the stack APNAP
(603.3b) and resolved: life gained (119.3) or lost, counters (122.1), a creature destroyed (701.7). Damage prevented
isn't dealt (615.6): nothing triggers. An effect the templates can't read leaves the line unmodelled, as before."""

from __future__ import annotations

import pool_cards as pool
from pool_cards import cites, log, trigger_of

NAMES = (
    "Slith Firewalker",
    "Markov Blademaster",
    "Falkenrath Marauders",
    "Armadillo Cloak",
    "Spirit Link",
    "Zebra Unicorn",
    "Exalted Angel",
    "Spiritmonger",
    "Voracious Cobra",
    "Dripping Dead",
    "Thieving Magpie",
    "Emberwilde Caliph",
    "Neko-Te",
    "Blazing Specter",
    "Sword of Fire and Ice",
    "Balefire Dragon",
    "Shockmaw Dragon",
    "Guilty Conscience",
    "Prey Upon",
)
cards, index = pool.fixtures(NAMES)


# --- what compiles, and what stays as it was ------------------------------------------------------------------


def test_the_wordings_compile_with_their_event_filters(cards):
    slith = trigger_of(cards["Slith Firewalker"], "deals combat damage")
    assert slith.modelled and slith.trigger == {"event": "deals_damage", "combat": True, "to": "player"}
    assert slith.steps == [{"do": "counters", "on": "$this", "counter": "+1/+1", "amount": 1}]
    assert trigger_of(cards["Falkenrath Marauders"], "two +1/+1").steps[0]["amount"] == 2
    cloak = trigger_of(cards["Armadillo Cloak"], "deals damage")
    assert cloak.trigger == {"event": "deals_damage", "by": "attached"}
    assert cloak.steps == [{"do": "gain_life", "player": "$you", "amount": "$amount"}]
    cobra = trigger_of(cards["Voracious Cobra"], "deals combat damage")
    assert cobra.trigger == {"event": "deals_damage", "combat": True, "to": "creature"}
    assert cobra.steps == [{"do": "destroy", "what": "$that_creature"}]
    dead = trigger_of(cards["Dripping Dead"], "deals combat damage")
    assert dead.steps == [{"do": "destroy", "what": "$that_creature", "no_regeneration": True}]
    assert trigger_of(cards["Thieving Magpie"], "deals damage").trigger == {"event": "deals_damage", "to": "opponent"}
    caliph = trigger_of(cards["Emberwilde Caliph"], "deals damage")
    assert caliph.modelled and caliph.steps == [{"do": "lose_life", "player": "$you", "amount": "$amount"}]


def test_an_effect_the_templates_cant_read_is_left_unmodelled_as_before(cards):
    specter = trigger_of(cards["Blazing Specter"], "discards")  # "that player discards a card"
    assert not specter.modelled and specter.trigger == {"event": "deals_damage", "combat": True}
    assert not trigger_of(cards["Sword of Fire and Ice"], "deals combat damage").modelled  # "… and you draw a card"
    neko = cards["Neko-Te"]  # its life-loss line compiles; its tapping line doesn't
    assert trigger_of(neko, "loses 1 life").modelled
    assert trigger_of(neko, "loses 1 life").steps == [{"do": "lose_life", "player": "$that_player", "amount": 1}]
    assert not trigger_of(neko, "tap that creature").modelled


# --- "deals combat damage to a player, put a +1/+1 counter on it" ------------------------------------------------


def test_an_unblocked_slith_grows(index):
    o = pool.only(index, "I attack with Slith Firewalker. Opponent doesn't block.")
    assert o.players["Opponent"].life == 19
    slith = o.permanents["slith-firewalker"]
    assert slith.counters == {"+1/+1": 1} and (slith.power, slith.toughness) == (2, 2)
    assert "603.2" in cites(o, "Slith Firewalker's triggered ability triggers (it dealt 1 combat damage to Opponent)")
    assert cites(o, "1 +1/+1 counter put on Slith Firewalker") == ["122.1"]


def test_a_blocked_slith_deals_damage_to_a_creature_only_and_doesnt_trigger(index):
    o = pool.only(index, "I attack with Slith Firewalker. Opponent blocks with Grizzly Bears.")
    assert o.permanents["slith-firewalker"].zone == "graveyard"
    assert not any("triggered ability" in t for t in log(o))


def test_fogged_damage_isnt_dealt_so_nothing_triggers(index):
    o = pool.only(index, "I attack with Slith Firewalker. Opponent casts Fog.")  # CR 615.6
    assert o.players["Opponent"].life == 20 and o.permanents["slith-firewalker"].counters == {}
    assert not any("triggered ability" in t for t in log(o))


def test_double_strike_deals_damage_twice_so_it_triggers_twice(index):
    # 1 in the first-strike step, a counter; then 2 in the regular step, another (CR 510.4, 603.2)
    o = pool.only(index, "I attack with Markov Blademaster. Opponent doesn't block.")
    assert o.players["Opponent"].life == 17
    blademaster = o.permanents["markov-blademaster"]
    assert blademaster.counters == {"+1/+1": 2} and (blademaster.power, blademaster.toughness) == (3, 3)
    assert sum("triggered ability triggers" in t for t in log(o)) == 2


def test_two_counters(index):
    o = pool.only(index, "I attack with Falkenrath Marauders. Opponent doesn't block.")
    assert o.players["Opponent"].life == 18 and o.permanents["falkenrath-marauders"].counters == {"+1/+1": 2}


# --- "whenever enchanted creature deals damage, you gain that much life" ---------------------------------------


def test_armadillo_cloak_gains_all_the_trampling_damage_once(index):
    got = pool.outcomes(
        index,
        "I'm at 10. I control Grizzly Bears enchanted by Armadillo Cloak. I attack with Grizzly Bears. "
        "Opponent blocks with Hill Giant.",
    )
    # 4 damage however it is split between Hill Giant and Opponent: one trigger, 4 life (CR 603.2c, 119.3)
    assert sorted((o.players["You"].life, o.players["Opponent"].life) for o in got) == [(14, 19), (14, 20)]
    for o in got:
        assert sum("triggered ability triggers" in t for t in log(o)) == 1
        assert cites(o, "Armadillo Cloak: You gain 4 life") == ["119.3"]


def test_spirit_link_triggers_even_as_its_creature_dies_in_that_damage(index):
    # the damage is dealt while it is attached (120.4b); then the Bears die and the Aura goes (704.5m)
    o = pool.only(
        index,
        "I'm at 10. I control Grizzly Bears enchanted by Spirit Link. I attack with Grizzly Bears. "
        "Opponent blocks with Hill Giant.",
    )
    assert o.players["You"].life == 12
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["spirit-link"].zone == "graveyard"


def test_spirit_link_on_an_opponents_creature_gains_its_controller_the_life(index):
    o = pool.only(
        index,
        "Opponent controls Grizzly Bears. I control Spirit Link attached to Grizzly Bears. I'm at 10. "
        "Opponent attacks with Grizzly Bears. I don't block.",
    )
    assert o.players["You"].life == 10 and o.players["Opponent"].life == 20  # lost 2, then gained 2


def test_both_players_triggers_go_on_the_stack_apnap(index):
    # I'm active: my Cloak's trigger goes on the stack first, Opponent's Zebra Unicorn's on top of it, which
    # resolves first (CR 603.3b)
    got = pool.outcomes(
        index,
        "I control Grizzly Bears enchanted by Armadillo Cloak. I attack with Grizzly Bears. "
        "Opponent blocks with Zebra Unicorn.",
    )
    for o in got:
        steps = log(o)
        assert steps.index("Zebra Unicorn: Opponent gains 2 life") < steps.index("Armadillo Cloak: You gain 4 life")
        assert o.players["You"].life == 24 and o.permanents["zebra-unicorn"].zone == "graveyard"
    assert sorted(o.players["Opponent"].life for o in got) == [20, 21, 22]


# --- "whenever this deals damage, you gain that much life" is not lifelink ---------------------------------------


def test_exalted_angel_gains_the_damage_it_deals(index):
    o = pool.only(index, "I'm at 10. Opponent attacks with Hill Giant. I block with Exalted Angel.")
    assert o.players["You"].life == 14 and o.permanents["hill-giant"].zone == "graveyard"
    assert any(t.startswith("Exalted Angel's triggered ability triggers (it dealt 4 damage)") for t in log(o))


# --- "to a creature": once for each creature dealt damage -----------------------------------------------------


def test_spiritmonger_gets_a_counter_for_each_creature_it_damaged(index):
    got = pool.outcomes(index, "I attack with Spiritmonger. Opponent blocks with Grizzly Bears and Hill Giant.")
    for o in got:
        damaged = sum(o.permanents[c].zone == "graveyard" for c in ("grizzly-bears", "hill-giant"))
        hit = [t for t in log(o) if t.startswith("Spiritmonger deals")]
        assert o.permanents["spiritmonger"].counters == {"+1/+1": len(hit)}
        assert len(hit) >= damaged
    assert {o.permanents["spiritmonger"].counters["+1/+1"] for o in got} == {1, 2}


def test_voracious_cobra_destroys_what_its_first_strike_damaged(index):
    # 2 first-strike damage to Hill Giant, the trigger destroys it before the regular step: the Cobra survives
    o = pool.only(index, "Opponent attacks with Hill Giant. I block with Voracious Cobra.")
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["voracious-cobra"].zone == "battlefield"
    assert cites(o, "Voracious Cobra: Hill Giant is destroyed") == ["701.7a"]


# --- "to an opponent" ---------------------------------------------------------------------------------------------


def test_thieving_magpie_draws_when_it_hits_an_opponent(index):
    o = pool.only(index, "I attack with Thieving Magpie. Opponent doesn't block.")
    assert o.players["Opponent"].life == 19 and o.players["You"].cards_drawn == 1


def test_thieving_magpie_draws_nothing_for_damage_to_a_creature(index):
    o = pool.only(index, "Opponent attacks with Serra Angel. I block with Thieving Magpie.")
    assert o.players["You"].cards_drawn == 0 and o.permanents["serra-angel"].damage == 1


# --- "you lose that much life", "deals that much damage to …" -------------------------------------------------


def test_emberwilde_caliph_costs_its_controller_the_damage_it_deals_in_a_fight(index):
    o = pool.only(
        index,
        "I'm at 10. I control Emberwilde Caliph. Opponent controls Grizzly Bears. "
        "I cast Prey Upon targeting Emberwilde Caliph and Grizzly Bears.",
    )
    assert o.players["You"].life == 6 and o.permanents["grizzly-bears"].zone == "graveyard"
    assert cites(o, "Emberwilde Caliph: You lose 4 life (6)") == ["119.3"]


def test_balefire_dragon_deals_that_much_to_each_creature_that_player_controls(index):
    o = pool.only(
        index, "Opponent controls Grizzly Bears and Hill Giant. I control Hill Giant. I attack with Balefire Dragon."
    )
    assert o.players["Opponent"].life == 14
    assert [(p.name, p.controller, p.zone) for p in o.permanents.values() if p.name != "Balefire Dragon"] == [
        ("Grizzly Bears", "Opponent", "graveyard"),
        ("Hill Giant", "Opponent", "graveyard"),
        ("Hill Giant", "You", "battlefield"),  # mine: not that player's
    ]


def test_shockmaw_dragon_deals_one_to_each(index):
    o = pool.only(index, "Opponent controls Grizzly Bears. I attack with Shockmaw Dragon. Opponent doesn't block.")
    assert o.players["Opponent"].life == 16 and o.permanents["grizzly-bears"].damage == 1


def test_guilty_conscience_deals_its_creature_the_damage_it_dealt(index):
    o = pool.only(index, "I control Hill Giant enchanted by Guilty Conscience. I attack with Hill Giant.")
    assert o.players["Opponent"].life == 17
    assert o.permanents["hill-giant"].zone == "graveyard" and o.permanents["guilty-conscience"].zone == "graveyard"
    assert "Guilty Conscience deals 3 damage to Hill Giant: 3 damage marked (3 in all)" in log(o)


def test_protection_prevents_the_dragons_trigger_damage(index):
    # fr-032's question: the ability's damage has the Dragon (a red creature) as its source (CR 702.16e, 615.6)
    o = pool.only(
        index,
        "Opponent controls Kor Firewalker and Grizzly Bears. I attack with Balefire Dragon. Opponent doesn't block.",
    )
    assert o.permanents["kor-firewalker"].zone == "battlefield" and o.permanents["kor-firewalker"].damage == 0
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.prevented == 6
