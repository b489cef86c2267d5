"""Audit 23: Jackal Pup, Sengir Vampire, Ashmouth Hound, Armadillo Cloak, Spirit Link, Repercussion, Death Pits of
Rath, Leyline of Sanctity, Ivory Mask, Soltari, Frozen Solid, asked the way players type them, with the real pool.

Real Oracle text (2018 pool): Repercussion "Whenever a creature is dealt damage, Repercussion deals that much damage
to that creature's controller."; Jackal Pup 2/1 "Whenever Jackal Pup is dealt damage, it deals that much damage to
you."; Frozen Solid (Aura) "Enchanted creature doesn't untap during its controller's untap step. / When enchanted
creature is dealt damage, destroy it."; Mortal Wound (Aura) "When enchanted creature is dealt damage, destroy it.";
Armadillo Cloak (Aura) "Enchanted creature gets +2/+2 and has trample. / Whenever enchanted creature deals damage,
you gain that much life."; Earthquake "X damage to each creature without flying and each player"; Shock 2 damage;
Lightning Bolt 3 damage; Hill Giant 3/3; Llanowar Elves 1/1; Grizzly Bears 2/2; Shivan Dragon 5/5 flying; Craw
Wurm 6/4; Ashmouth Hound 2/1 "Whenever Ashmouth Hound blocks or becomes blocked by a creature, Ashmouth Hound deals 1
damage to that creature."

Wrong answer found (and fixed):
- "opp has repercussion. i bolt his grizzly bears": the one-word card name in lower case after "has" was set aside
  as commentary ("Not part of the situation (ignored)"), and the answer left Repercussion's 3 damage to the
  opponent out. A permanent a player is said to have or control is now never ignored: the clause is refused,
  naming the card (commands/reader/aside_names.had_cards).

Misleading refusals fixed:
- "<Aura> on <creature>" ("frozen solid on opp's shivan dragon", "armadillo cloak on my hill giant") was read as
  activating the Aura ("Frozen Solid has no activated ability"); it is attached to the creature (CR 303.4).
- a terse last question ("life totals?", "his life?", "life gain?", "counter?") was refused as a clause not read;
- "<creature> with <Aura> on it" ("I control Spitemare with Armadillo Cloak on it") was refused: say keywords.
- Truefire Captain bolted outside combat was refused for its mentor line (an attack trigger).
"""

from __future__ import annotations

from commands.ask import ask_reply


def _outcomes(reply):
    return reply.data["outcomes"]


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


def _player(outcome, name):
    return outcome["players"][name]


# --- a permanent a player has, named in lower case, is never ignored as commentary ---


def test_opponents_repercussion_in_lower_case_is_not_ignored(pool_index):
    reply = ask_reply("opp has repercussion. i bolt his grizzly bears.", index=pool_index)
    # Repercussion would deal 3 damage to the opponent (the Bears' controller): an answer at 20 life is wrong
    assert reply.exit_code == 2, reply.to_text()
    assert "Repercussion" in reply.to_text()


def test_my_repercussion_in_lower_case_is_not_ignored(pool_index):
    reply = ask_reply("I have Grizzly Bears. i have repercussion. opp bolts my grizzly bears", index=pool_index)
    assert reply.exit_code == 2, reply.to_text()
    assert "Repercussion" in reply.to_text()


def test_repercussion_named_with_capitals_is_still_read(pool_index):
    reply = ask_reply("Opp has Repercussion. I bolt his Grizzly Bears.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "Opponent")["life"] == 17


def test_a_word_a_player_has_that_names_no_permanent_is_still_commentary(pool_index):
    text = "I control Grizzly Bears. opp has priority. I cast Shock targeting Grizzly Bears"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"


# --- "<Aura> on <creature>": attached to it (CR 303.4) ---


def test_frozen_solid_on_a_creature_is_attached_to_it(pool_index):
    reply = ask_reply("frozen solid on opp's shivan dragon, i shock it. does it die", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Shivan Dragon")["zone"] == "graveyard"  # dealt 2: Frozen Solid destroys it
    assert _perm(outcome, "Frozen Solid")["zone"] == "graveyard"


def test_mortal_wound_on_a_blocker_of_ashmouth_hound(pool_index):
    text = "mortal wound on opp's craw wurm, my ashmouth hound attacks and wurm blocks. what happens"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Craw Wurm")["zone"] == "graveyard"  # the Hound's 1 damage, then Mortal Wound
    assert _perm(outcome, "Ashmouth Hound")["zone"] == "battlefield"  # destroyed before combat damage


def test_armadillo_cloak_on_my_giant_double_blocked_gains_its_power(pool_index):
    text = "armadillo cloak on my hill giant, opp blocks with 2 llanowar elves. life gain?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcomes = _outcomes(reply)
    assert len(outcomes) > 1  # trample: the ways to divide 5 damage
    assert all(_player(o, "You")["life"] == 25 for o in outcomes)  # all 5 dealt, wherever it goes


def test_a_creature_with_an_aura_on_it_in_a_board_list(pool_index):
    text = "Opponent controls Craw Wurm with Frozen Solid on it. I cast Shock targeting Craw Wurm."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Craw Wurm")["zone"] == "graveyard"


# --- terse last questions ---


def test_life_totals_asked_tersely_after_earthquake_and_jackal_pup(pool_index):
    text = "I control Jackal Pup. Opponent casts Earthquake with X=2. I'm at 20, opp at 20. life totals?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["life"] == 16  # 2 from Earthquake, 2 from the Pup's trigger
    assert _player(outcome, "Opponent")["life"] == 18


def test_opp_life_asked_tersely_with_repercussion_in_combat(pool_index):
    text = "opp controls repercussion. I attack with Craw Wurm and opp blocks with Grizzly Bears. opp life?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "Opponent")["life"] == 14  # the Bears were dealt 6
    assert _player(outcome, "You")["life"] == 18  # the Wurm was dealt 2: Repercussion hits its controller


# --- a keyword whose reminder text is a combat trigger matters only in combat (CR 603.1) ---


def test_truefire_captain_bolted_outside_combat_is_answered_despite_mentor(pool_index):
    text = "I control Truefire Captain. Opponent casts Lightning Bolt targeting Truefire Captain."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcomes = _outcomes(reply)
    # its trigger targets a player: me or the opponent
    assert sorted((_player(o, "You")["life"], _player(o, "Opponent")["life"]) for o in outcomes) == [(17, 20), (20, 17)]


def test_truefire_captain_trigger_cant_target_a_hexproof_opponent(pool_index):
    text = (
        "I control Truefire Captain and Opponent controls Leyline of Sanctity. "
        "Opponent casts Lightning Bolt targeting Truefire Captain."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["life"] == 17 and _player(outcome, "Opponent")["life"] == 20


def test_truefire_captain_attacking_still_refuses_for_mentor(pool_index):
    reply = ask_reply("I attack with Truefire Captain and opp blocks with Hill Giant.", index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "Mentor" in reply.to_text()
