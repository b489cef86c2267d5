"""Audit 21: prevention, replacement, redirection and damage triggers of real pool cards the compiler models.

Real Oracle text (2018 pool): Fungusaur 2/2 "Whenever Fungusaur is dealt damage, put a +1/+1 counter on it.";
Snapping Sailback 4/4 "Flash", "Enrage — Whenever Snapping Sailback is dealt damage, put a +1/+1 counter on it.
(It must survive the damage to get the counter.)"; Shock 2 damage; Flame Slash 4 damage to target creature.

Council Guardian 5/5 "Will of the council — When Council Guardian enters, starting with you, each player votes for blue,
black, red, or green. Council Guardian gains protection from each color with the most votes or tied for most votes.";
Trench Gorger 6/6 "Trample", "When Trench Gorger enters, you may search your library for any number of land cards,
exile them, then shuffle your library. If you do, Trench Gorger has base power and base toughness each equal to the
number of cards exiled this way."; Earthbind "Enchant creature", "When Earthbind enters, if enchanted creature has
flying, Earthbind deals 2 damage to that creature and Earthbind gains "Enchanted creature loses flying.""

Wrong answers found (and fixed):
- a "put a +1/+1 counter on it" trigger that resolved after its creature died said a counter was put on the card in
  the graveyard (CR 400.7: the card is a new object the ability can't find; nothing happens).
- an enters trigger whose effect changes the permanent with no duration (CR 611.2a: it lasts) was ignored as "its
  trigger never happens here": Lightning Bolt was answered as dealing 3 damage to Council Guardian, which has
  protection from the colours voted for (red, perhaps: then Bolt can't even target it), and Trench Gorger was a 6/6
  whatever it exiled. Such a line now refuses (exit 3), naming it.
- a triggered ability that deals damage to "target creature [an opponent controls / attacking creature]" chose its
  target as if it said "any target" (CR 115.1, 603.3d): Needletooth Raptor's enrage trigger (Bolted) hit either
  player for 5, Bogardan Firefiend's dies trigger hit a player, and Elite Javelineer's block trigger hit players, a
  creature not attacking, or itself. With no legal target the trigger is removed (603.3d, was cited 608.2b).

Needletooth Raptor 2/2 "Enrage — Whenever Needletooth Raptor is dealt damage, it deals 5 damage to target creature an
opponent controls."; Bogardan Firefiend 2/1 "When Bogardan Firefiend dies, it deals 2 damage to target creature.";
Elite Javelineer 2/2 "Whenever Elite Javelineer blocks, it deals 1 damage to target attacking creature."
"""

from __future__ import annotations

from commands.ask import ask_reply


def _outcomes(reply):
    return reply.data["outcomes"]


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


# --- a dealt-damage trigger resolving after its creature died puts no counter on the card (CR 400.7) ---


def test_a_dead_fungusaur_gets_no_counter(pool_index):
    reply = ask_reply("I control Fungusaur. Opponent casts Shock targeting Fungusaur.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    fungusaur = _perm(outcome, "Fungusaur")
    assert fungusaur["zone"] == "graveyard"
    assert not fungusaur.get("counters")
    text = reply.to_text()
    assert "counter put on Fungusaur" not in text and "counter(s) put on Fungusaur" not in text
    assert "Fungusaur is no longer on the battlefield; no counter is put on it" in text


def test_snapping_sailback_must_survive_to_get_the_counter(pool_index):
    reply = ask_reply(
        "I control Snapping Sailback. Opponent casts Flame Slash targeting Snapping Sailback.", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Snapping Sailback")["zone"] == "graveyard"
    assert "counter put on Snapping Sailback" not in reply.to_text()
    survived = ask_reply(
        "I control Snapping Sailback. Opponent casts Lightning Bolt targeting Snapping Sailback.", index=pool_index
    )
    (outcome,) = _outcomes(survived)
    sailback = _perm(outcome, "Snapping Sailback")
    assert sailback["zone"] == "battlefield" and sailback["counters"] == {"+1/+1": 1}


# --- an enters trigger's lasting result on the permanent is part of it now (CR 611.2a): refused, not ignored ---


def test_council_guardians_voted_protection_is_not_ignored(pool_index):
    reply = ask_reply(
        "I control Council Guardian. Opponent casts Lightning Bolt targeting Council Guardian.", index=pool_index
    )
    assert reply.exit_code == 3, reply.to_text()
    assert reply.summary.startswith('Council Guardian: "Will of the council — When Council Guardian enters')
    assert "611.2a" in reply.summary


def test_trench_gorgers_base_size_is_not_assumed(pool_index):
    reply = ask_reply(
        "I control Trench Gorger. Opponent casts Lightning Bolt targeting Trench Gorger.", index=pool_index
    )
    assert reply.exit_code == 3, reply.to_text()
    assert reply.summary.startswith('Trench Gorger: "When Trench Gorger enters') and "611.2a" in reply.summary


def test_earthbinds_lost_flying_is_not_ignored(pool_index):
    text = (
        "Opponent controls Serra Angel. I control Earthbind attached to Serra Angel. I control Grizzly Bears. "
        "Opponent attacks me with Serra Angel. Grizzly Bears blocks Serra Angel."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert reply.summary.startswith('Earthbind: "When Earthbind enters') and "611.2a" in reply.summary


def test_an_enters_trigger_that_lasts_only_this_turn_is_still_ignored(pool_index):
    # Midvast Protector: "When Midvast Protector enters, target creature you control gains protection from the color
    # of your choice until end of turn." — over before this scenario's turn
    reply = ask_reply(
        "I control Midvast Protector. Opponent casts Lightning Bolt targeting Midvast Protector.", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert "its trigger (something entering the battlefield) never happens here" in reply.to_text()


# --- a damage trigger's "target creature …" is chosen among what its text allows (CR 115.1, 603.3d) ---


def test_needletooth_raptors_trigger_targets_only_an_opponents_creature(pool_index):
    text = (
        "I control Needletooth Raptor. Opponent controls Hill Giant. "
        "Opponent casts Lightning Bolt targeting Needletooth Raptor."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)  # no outcome where it targets a player
    assert outcome["players"]["You"]["life"] == 20 and outcome["players"]["Opponent"]["life"] == 20
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"


def test_needletooth_raptors_trigger_without_a_legal_target_is_removed(pool_index):
    reply = ask_reply(
        "I control Needletooth Raptor. Opponent casts Lightning Bolt targeting Needletooth Raptor.", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert outcome["players"]["You"]["life"] == 20 and outcome["players"]["Opponent"]["life"] == 20
    text = reply.to_text()
    assert "has no legal target as it goes on the stack: it is removed [603.3d]" in text


def test_bogardan_firefiends_dies_trigger_targets_a_creature(pool_index):
    text = (
        "I control Bogardan Firefiend. Opponent controls Hill Giant. "
        "Opponent casts Lightning Bolt targeting Bogardan Firefiend."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert outcome["players"]["You"]["life"] == 20 and outcome["players"]["Opponent"]["life"] == 20
    assert _perm(outcome, "Hill Giant")["damage"] == 2


def test_elite_javelineers_block_trigger_targets_an_attacking_creature(pool_index):
    text = (
        "I control Elite Javelineer. Opponent controls Hill Giant and Grizzly Bears. "
        "Opponent attacks me with Hill Giant. Elite Javelineer blocks Hill Giant."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert outcome["players"]["You"]["life"] == 20 and outcome["players"]["Opponent"]["life"] == 20
    assert _perm(outcome, "Grizzly Bears")["damage"] == 0
    assert "Elite Javelineer deals 1 damage to Hill Giant" in reply.to_text()


# --- a prevention divided as its caster chooses (Remedy) is read like divided damage (CR 601.2d) ---


def test_remedy_divided_among_two_creatures(pool_index):
    # Remedy: "Prevent the next 5 damage that would be dealt this turn to any number of targets, divided as you
    # choose." It was asked back as "Remedy deals no damage to targets as printed".
    text = (
        "I control Hill Giant and Grizzly Bears. Opponent casts Pyroclasm. "
        "In response I cast Remedy dividing 2 to Hill Giant and 3 to Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Hill Giant")["damage"] == 0 and _perm(outcome, "Grizzly Bears")["zone"] == "battlefield"
    assert "dividing the prevention 2/3" in reply.to_text()


# --- "sacrifice it" is a sacrifice (CR 701.17a), not a move to the graveyard (400.7) ---


def test_force_bubble_is_sacrificed(pool_index):
    # Force Bubble: "If damage would be dealt to you, put that many depletion counters on Force Bubble instead. / When
    # there are four or more depletion counters on Force Bubble, sacrifice it."
    text = (
        "I control Force Bubble. Opponent controls Hill Giant and Craw Wurm. "
        "Opponent attacks me with Hill Giant and Craw Wurm. I don't block."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert outcome["players"]["You"]["life"] == 20  # both damage events replaced, then the state trigger
    assert _perm(outcome, "Force Bubble")["zone"] == "graveyard"
    assert "Force Bubble: Force Bubble is sacrificed [701.17a]" in reply.to_text()


# --- a one-word card name another card's name has as a possessive is still a card (Hallow, All Hallow's Eve) ---


def test_hallow_is_a_card_not_an_unknown_name(pool_index):
    reply = ask_reply("Opponent casts Lightning Bolt targeting me. In response I cast Hallow.", index=pool_index)
    assert reply.exit_code == 2
    assert "no card named" not in reply.summary  # it was refused as a card the index doesn't know
    assert "Hallow needs 1 target" in reply.summary
    answered = ask_reply(
        "Opponent casts Lightning Bolt targeting me. In response I cast Hallow targeting Lightning Bolt.",
        index=pool_index,
    )
    assert answered.exit_code == 0, answered.summary
    (outcome,) = _outcomes(answered)
    assert outcome["players"]["You"]["life"] == 23  # all 3 prevented, and 3 life gained


def test_a_dies_trigger_whose_target_isnt_chosen_names_the_card(pool_index):
    # Reliquary Monk: "When Reliquary Monk dies, destroy target artifact or enchantment." (refused: its target isn't
    # chosen by the engine; the refusal said only "a card's effect needs a target")
    text = (
        "I control Reliquary Monk. Opponent controls Furnace of Rath. "
        "Opponent casts Lightning Bolt targeting Reliquary Monk."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3
    assert reply.summary.startswith("Reliquary Monk's triggered ability: a card's effect needs a target")


# --- "in response" said between the card and its choice ("… in response, choosing Lightning Bolt") ---


def test_circle_of_protection_activated_in_response_choosing_the_bolt(pool_index):
    text = (
        "I control Circle of Protection: Red. Opponent casts Lightning Bolt targeting me. "
        "I activate Circle of Protection: Red in response, choosing Lightning Bolt."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert outcome["players"]["You"]["life"] == 20
    assert "choosing Lightning Bolt as the source" in reply.to_text()


def test_giant_growth_cast_in_response_targeting_the_bear(pool_index):
    text = (
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. "
        "I cast Giant Growth in response targeting Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Grizzly Bears")["zone"] == "battlefield"
