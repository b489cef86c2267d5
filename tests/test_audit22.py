"""Audit 22: Platinum Angel, Phyrexian Unlife, totem armor, Thorn Elemental, Char and friends, damage triggers and
"Choose one or both" spells, asked the way players type them, with the real pool.

Real Oracle text (2018 pool): Phyrexian Unlife "You don't lose the game for having 0 or less life. / As long as you
have 0 or less life, all damage is dealt to you as though its source had infect."; Platinum Angel 4/4 flying "You
can't lose the game and your opponents can't win the game."; Glistener Elf 1/1 infect; Hyena Umbra "Enchanted
creature gets +1/+1 and has first strike. / Totem armor"; Boar Umbra "+3/+3 / Totem armor"; Disfigure "-2/-2 until
end of turn"; Shock 2 damage; Lightning Bolt 3 damage; Murder "Destroy target creature."; Grizzly Bears 2/2.

Wrong answers found (and fixed):
- a player at 0 or less life and with 10 or more poison counters was checked for the life total only (an `elif`):
  Phyrexian Unlife, which stops only the loss for life (704.5a), kept them in the game with 10 poison counters
  (704.5c is a separate state-based action; 704.3 performs all that apply);
- totem armor that destroys its Aura ends the state-based check, though the Aura's bonus leaving can make a new one
  apply: a Bear that kept Hyena Umbra's +1/+1 under Disfigure stayed on the battlefield as a 0/0 (704.3: checked
  again until none apply; 704.5f).
"""

from __future__ import annotations

from commands.ask import ask_reply


def _outcomes(reply):
    return reply.data["outcomes"]


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


def _player(outcome, name):
    return outcome["players"][name]


# --- Phyrexian Unlife stops the loss for life, not for poison (CR 704.5a, 704.5c, 704.3) ---


def test_unlife_at_zero_life_still_loses_to_the_tenth_poison_counter(pool_index):
    text = (
        "I control Phyrexian Unlife and I'm at 0 life with 9 poison counters. Opponent attacks with Glistener Elf. "
        "I don't block. do I lose"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    me = _player(outcome, "You")
    assert me["poison"] == 10 and me["lost"]
    assert "You lose (10 poison counters, 704.5c)" in reply.to_text()  # the cause is poison, not the 0 life


def test_unlife_below_zero_poisoned_by_its_own_infect_damage_loses(pool_index):
    text = (
        "I control Phyrexian Unlife and I'm at -3 life with 8 poison counters. Opponent casts Shock targeting me. "
        "Do I lose?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["poison"] == 10 and _player(outcome, "You")["lost"]


def test_unlife_at_zero_with_ten_poison_counters_already_has_lost(pool_index):
    reply = ask_reply("I control Phyrexian Unlife. I'm at 0 life with 10 poison counters. am i alive", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["lost"]


def test_platinum_angel_stops_both_causes_and_says_each(pool_index):
    text = (
        "I control Phyrexian Unlife and Platinum Angel and I'm at 0 life with 9 poison counters. Opponent attacks "
        "with Glistener Elf and I don't block. do I lose?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert not _player(outcome, "You")["lost"]
    body = reply.to_text()
    assert "but Phyrexian Unlife: You can't lose the game [704.5a" in body
    assert "but Platinum Angel: You can't lose the game [704.5c" in body


def test_unlife_above_zero_life_still_loses_to_poison_alone(pool_index):
    text = (
        "I control Phyrexian Unlife and I'm at 10 life with 9 poison counters. Opponent attacks with Glistener Elf. "
        "I don't block. do I lose"
    )
    reply = ask_reply(text, index=pool_index)
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["lost"]


# --- totem armor: the Aura's bonus leaves, and the creature is checked again (CR 702.89a, 704.3, 704.5f) ---


def test_totem_armor_then_zero_toughness_puts_the_creature_into_the_graveyard(pool_index):
    text = (
        "I control Grizzly Bears enchanted with Hyena Umbra. Opponent casts Shock targeting Grizzly Bears. "
        "Then opponent casts Disfigure targeting Grizzly Bears. What happens?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Hyena Umbra")["zone"] == "graveyard"
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"
    assert "Grizzly Bears has toughness 0: put into the graveyard" in reply.to_text()


def test_boar_umbra_under_disfigure_then_bolt(pool_index):
    text = (
        "I control Grizzly Bears enchanted with Boar Umbra. Opponent casts Disfigure targeting Grizzly Bears. "
        "Then opponent casts Lightning Bolt targeting Grizzly Bears. What happens?"
    )
    (outcome,) = _outcomes(ask_reply(text, index=pool_index))
    assert _perm(outcome, "Boar Umbra")["zone"] == "graveyard"
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"


def test_totem_armor_replacing_a_destroy_spell_under_minus_two(pool_index):
    text = (
        "I control Grizzly Bears enchanted with Hyena Umbra. Opponent casts Disfigure targeting Grizzly Bears. "
        "Then opponent casts Murder targeting Grizzly Bears. What happens?"
    )
    (outcome,) = _outcomes(ask_reply(text, index=pool_index))
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"


def test_totem_armor_with_toughness_to_spare_keeps_the_creature(pool_index):
    text = "I control Grizzly Bears enchanted with Hyena Umbra. Opponent casts Lightning Bolt targeting Grizzly Bears."
    (outcome,) = _outcomes(ask_reply(text, index=pool_index))
    bears = _perm(outcome, "Grizzly Bears")
    assert bears["zone"] == "battlefield" and bears["damage"] == 0
    assert _perm(outcome, "Hyena Umbra")["zone"] == "graveyard"


# --- misleading refusals, read now ---


def test_a_player_who_controls_a_card_and_has_poison_counters(pool_index):
    """ "… controls Platinum Angel and has 10 poison counters" was refused as 'no card named "Opponent controls
    Platinum Angel and"': the second clause of the same player is split off as "… and is at 3 life" is."""
    reply = ask_reply("Opponent controls Platinum Angel and has 10 poison counters. does he lose?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "Opponent")["poison"] == 10 and not _player(outcome, "Opponent")["lost"]
    reply = ask_reply("Opponent controls Grizzly Bears and has 10 poison counters. does he lose?", index=pool_index)
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "Opponent")["lost"]


def test_whats_and_who_questions_typed_without_a_question_mark(pool_index):
    """ "what's my life total" and "who gains the life" without "?" were refused as sentences not read ("what is my
    life total" was read): the contraction and "who" before its verb start a question too."""
    text = (
        "I control Phyrexian Unlife and I'm at 0 life. I attack with Vampire Nighthawk and opponent doesn't block. "
        "what's my life total"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.to_text().splitlines()[1] == "You: 2 life"  # lifelink: life gained at 0 (no damage dealt to me)
    text = "I put Spirit Link on my opponent's Hill Giant. He attacks me with it and I don't block. who gains the life"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _player(outcome, "You")["life"] == 20  # 3 lost to the Giant, 3 gained by Spirit Link
