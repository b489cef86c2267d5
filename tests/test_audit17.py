"""Audit 17: bushido, exalted, flanking, later-untap relevance and today's reader bits, asked with the real pool.

Real Oracle text (2018 pool): Shadow Rider 3/3 "Flanking"; Benalish Cavalry 2/2 "Flanking"; Grizzly Bears 2/2;
Llanowar Elves 1/1; Hill Giant 3/3; Akrasan Squire 1/1 "Exalted"; Kitsune Blademaster 2/2 "First strike", "Bushido
1"; Nezumi Ronin 3/1 "Bushido 1"; Benalish Veteran 2/2 "Whenever Benalish Veteran attacks, it gets +1/+1 until end
of turn."; Kuro's Taken 1/1 "Bushido 1", "{1}{B}: Regenerate Kuro's Taken."; Shock 2 damage; Giant Growth +3/+3.

Wrong answers found (and fixed):
- a card's flanking is compiled to its trigger, not kept as an engine keyword, so a blocker with flanking was read as
  one "without flanking" and got -1/-1 (CR 702.25a: only a creature without flanking triggers it);
- a spell cast during combat (said after the attack or the blocks) was resolved before the attack and block triggers,
  which go on the stack as the declarations are made, before any player gets priority (CR 508.1m, 509.1i, 603.3):
  exalted's +1/+1 came too late to save the attacker from Shock, though the blocks were said before Shock.
"""

from __future__ import annotations

from commands.ask import ask_reply


def _outcomes(reply):
    return reply.data["outcomes"]


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


# --- flanking: a blocker with flanking doesn't trigger it (CR 702.25a) ---


def test_a_blocker_with_flanking_gets_no_minus_one(pool_index):
    text = (
        "I control Shadow Rider. Opponent controls Benalish Cavalry. I attack with Shadow Rider. "
        "Benalish Cavalry blocks Shadow Rider."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    rider, cavalry = _perm(outcome, "Shadow Rider"), _perm(outcome, "Benalish Cavalry")
    assert rider["zone"] == "battlefield" and rider["damage"] == 2  # the Cavalry's full 2 power
    assert cavalry["zone"] == "graveyard"
    assert "without flanking" not in reply.to_text()


def test_of_two_blockers_only_the_one_without_flanking_shrinks(pool_index):
    text = (
        "I control Shadow Rider. Opponent controls Grizzly Bears and Benalish Cavalry. I attack with Shadow Rider. "
        "Grizzly Bears and Benalish Cavalry block Shadow Rider."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "Grizzly Bears, without flanking, blocks Shadow Rider" in reply.to_text()
    assert "Benalish Cavalry, without flanking" not in reply.to_text()
    for outcome in _outcomes(reply):  # 1 (the Bears, 1/1) + 2 (the Cavalry) = 3: the Rider dies every way
        assert _perm(outcome, "Shadow Rider")["zone"] == "graveyard"
        cavalry = _perm(outcome, "Benalish Cavalry")
        assert cavalry["zone"] == "graveyard" or cavalry["toughness"] == 2


def test_a_blocker_without_flanking_still_shrinks(pool_index):
    text = (
        "I control Shadow Rider. Opponent controls Grizzly Bears. I attack with Shadow Rider. "
        "Grizzly Bears blocks Shadow Rider."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Shadow Rider")["damage"] == 1  # the Bears hit back as a 1/1
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"


def test_flanking_kills_a_one_one_before_damage(pool_index):
    text = (
        "I control Shadow Rider. Opponent controls Llanowar Elves. I attack with Shadow Rider. "
        "Llanowar Elves blocks Shadow Rider."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Llanowar Elves")["zone"] == "graveyard"
    assert _perm(outcome, "Shadow Rider")["damage"] == 0


# --- a spell cast during combat comes after the declaration triggers (CR 508.1m, 509.1i, 603.3) ---


def test_shock_after_the_blocks_is_not_resolved_before_exalted(pool_index):
    # exalted resolved in the declare attackers step: the 3/3 Bears survive Shock, then trade with Hill Giant;
    # the engine resolved Shock first (the Bears died, Hill Giant lived): now refused
    text = (
        "I control Akrasan Squire and Grizzly Bears. Opponent controls Hill Giant. I attack with Grizzly Bears. "
        "Hill Giant blocks Grizzly Bears. Opponent casts Shock targeting Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "Akrasan Squire" in reply.summary


def test_shock_said_after_the_attack_with_exalted_is_refused(pool_index):
    text = (
        "I control Akrasan Squire and Grizzly Bears. Opponent controls Hill Giant. I attack with Grizzly Bears. "
        "Opponent casts Shock targeting Grizzly Bears."
    )
    assert ask_reply(text, index=pool_index).exit_code == 3


def test_shock_after_a_bushido_block_is_refused(pool_index):
    # in response to bushido the 2/2 dies; after it, the 3/3 first striker survives and kills Hill Giant
    text = (
        "Opponent controls Kitsune Blademaster. I control Hill Giant. Opponent attacks with Kitsune Blademaster. "
        "I block with Hill Giant. I cast Shock targeting Kitsune Blademaster."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "Kitsune Blademaster" in reply.summary


def test_shock_after_an_attack_trigger_is_refused(pool_index):
    text = (
        "I control Benalish Veteran. Opponent controls Hill Giant. I attack with Benalish Veteran. "
        "Hill Giant blocks Benalish Veteran. Opponent casts Shock targeting Benalish Veteran."
    )
    assert ask_reply(text, index=pool_index).exit_code == 3


def test_a_pump_in_combat_without_declaration_triggers_stays_answered(pool_index):
    text = (
        "I control Grizzly Bears. Opponent controls Hill Giant. I attack with Grizzly Bears. "
        "Hill Giant blocks Grizzly Bears. I cast Giant Growth targeting Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Grizzly Bears")["zone"] == "battlefield"
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"
    assert reply.data["scenario"]["actions"][-1]["combat"]["cast_after_declaring"] is True


def test_a_pump_before_the_attack_then_exalted_stays_answered(pool_index):
    text = (
        "I control Akrasan Squire and Grizzly Bears. Opponent controls Hill Giant. I cast Giant Growth targeting "
        "Grizzly Bears. I attack with Grizzly Bears. Hill Giant blocks Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears["power"], bears["toughness"], bears["damage"]) == (6, 6, 3)
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"
    assert "cast_after_declaring" not in reply.data["scenario"]["actions"][-1]["combat"]


# --- nearby answers that stay right ---


def test_exalted_of_the_opponent_does_not_trigger_for_me(pool_index):
    text = (
        "I control Grizzly Bears. Opponent controls Akrasan Squire and Hill Giant. I attack with Grizzly Bears. "
        "Hill Giant blocks Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"
    assert _perm(outcome, "Hill Giant")["damage"] == 2


def test_two_exalted_permanents_each_trigger(pool_index):
    text = (
        "I control Akrasan Squire, Aven Squire and Grizzly Bears. I attack with Grizzly Bears. "
        "Opponent blocks with Hill Giant."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears["zone"], bears["power"], bears["damage"]) == ("battlefield", 4, 3)


def test_bushido_on_both_sides(pool_index):
    text = (
        "I control Kitsune Blademaster. Opponent controls Nezumi Ronin. I attack with Kitsune Blademaster. "
        "Nezumi Ronin blocks Kitsune Blademaster."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)  # 3/3 first strike kills the 4/2 Ronin before it deals damage
    blademaster = _perm(outcome, "Kitsune Blademaster")
    assert (blademaster["zone"], blademaster["damage"]) == ("battlefield", 0)
    assert _perm(outcome, "Nezumi Ronin")["zone"] == "graveyard"


def test_trample_over_a_bushido_blocker(pool_index):
    text = (
        "I control Craw Wurm with trample. Opponent controls Inner-Chamber Guard. I attack with Craw Wurm. "
        "Inner-Chamber Guard blocks Craw Wurm. How much damage can I assign to the player?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "Opponent: 0, 1 or 2 damage" in reply.to_text()  # the Guard is 2/4 after bushido 2: 4 is lethal
