"""Audit 16: the reader's newest forms probed with everyday chat — a question about a spell alone, a supposed block,
'I have a 3/3 blocking …', a block with no attack said, a pump cast in response with no target, a loyalty said in
the clause, a hand and a board in one list, a response without a comma.

Oracle texts used (../shared/cards/oracle-reference.txt; the 2018 pool for Raging Goblin and Wrath of God):
- Pyroclasm: "Pyroclasm deals 2 damage to each creature."
- Wrath of God: "Destroy all creatures. They can't be regenerated."
- Lightning Bolt: "Lightning Bolt deals 3 damage to any target."
- Shock: "Shock deals 2 damage to any target."
- Giant Growth: "Target creature gets +3/+3 until end of turn."
- Hill Giant: 3/3, no rules text. Grizzly Bears: 2/2, no rules text.
- Gideon Jura: loyalty 6; "+2: During target opponent's next turn, creatures that player controls attack Gideon
  Jura if able. −2: Destroy target tapped creature. 0: Until end of turn, Gideon Jura becomes a 6/6 …"
- Raging Goblin: 1/1, "Haste".
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


def _controllers(reply, name):
    return {p["controller"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


# 1. A question about a spell with no target, asked of "the …" or "a …" (commands/reader/asked_spell.py): whose the
# permanent is wasn't said. Before, "I control the Hill Giant" was read as said: the reading showed "You: controls
# Hill Giant" with no word that it was assumed (the targeted form already said "[controller assumed]").


@pytest.mark.parametrize(
    ("text", "name", "zone"),
    [
        ("Does Pyroclasm kill the Hill Giant?", "Hill Giant", "battlefield"),  # 2 damage to a 3/3
        ("Does Pyroclasm kill a 2/2?", "2/2 creature", "graveyard"),
        ("Does an indestructible 5/5 survive Wrath of God?", "5/5 creature", "battlefield"),
    ],
)
def test_a_spell_without_target_asked_of_an_unowned_permanent_says_whose_is_assumed(text, name, zone, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, name) == {zone}
    assert "wasn't said: read as yours" in reply.to_text()  # the controller assumption is shown


def test_a_spell_without_target_asked_of_my_or_his_permanent_stays_as_said(pool_index):
    reply = ask_reply("Does Pyroclasm kill my Grizzly Bears?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"graveyard"}
    assert "read as yours" not in reply.to_text() and _controllers(reply, "Grizzly Bears") == {"You"}
    reply = ask_reply("Does Pyroclasm kill his Grizzly Bears?", index=pool_index)
    assert reply.exit_code == 0 and _controllers(reply, "Grizzly Bears") == {"Opponent"}
    assert "is read as you casting Pyroclasm" in reply.to_text()
    reply = ask_reply("Does my Serra Angel survive Wrath of God?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Serra Angel") == {"graveyard"}


# 2. Asking what you can do while the other player's creature attacks your planeswalker and you have a creature
# that could block (situation._no_block_offered): blocks aren't offered, so "I have Shock in hand and a 2/2. Opp
# attacks my Gideon Jura with a 3/3. Can I kill it?" answered with the 3/3 surviving every outcome — but blocking
# with the 2/2 (2 combat damage, CR 510.1) and Shocking it (2 more) kills the 3/3. Now asked back, as an attack on
# the asker already was.


def test_an_attack_on_my_planeswalker_with_a_block_unsaid_is_asked_back(pool_index):
    text = "I have Shock in hand and a 2/2. Opp attacks my Gideon Jura with a 3/3. Can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "no block was said" in reply.summary


def test_an_attack_on_my_planeswalker_with_the_block_said_stays_answered(pool_index):
    text = "I have Shock in hand and a 2/2. Opp attacks my Gideon Jura with a 3/3. I block with my 2/2. Can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0
    assert "graveyard" in _zones(reply, "3/3 creature")  # block + Shock: 4 damage to a 3/3
    text = "I have Shock in hand and a 2/2. Opp attacks my Gideon Jura with a 3/3. I don't block. Can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "3/3 creature") == {"battlefield"}
    # no creature of mine to block with: nothing is left out
    reply = ask_reply("I have Shock in hand. Opp attacks my Gideon Jura with a 3/3. Can I kill it?", index=pool_index)
    assert reply.exit_code == 0


# 3. "I block A with B and C with D" where D isn't a creature ("… and the 3/3 with first strike"): the two-blocks
# form didn't apply, and "the 3/3 with first strike" was read as a second blocker of mine — a new 3/3 — while the
# attacking 3/3 the words named was left unblocked (it dealt 3 to me). Now asked.


def test_a_second_block_whose_blocker_is_only_a_keyword_is_asked(pool_index):
    text = "opp attacks with a 4/4 and a 3/3. I block the 4/4 with a 2/2 and the 3/3 with first strike. what dies?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "is the 3/3 blocked, or does it block too?" in reply.summary
    text = (
        "He attacks with Hill Giant and Grizzly Bears. I block the Hill Giant with my 2/2 and the Grizzly Bears with "
        "deathtouch."
    )
    assert ask_reply(text, index=pool_index).exit_code == 2


def test_two_blocks_and_a_double_block_stay_answered(pool_index):
    text = "opp attacks with a 4/4 and a 3/3. I block the 4/4 with a 2/2 and the 3/3 with a 5/5. what dies?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0
    assert _zones(reply, "3/3 creature") == {"graveyard"} and _zones(reply, "2/2 creature") == {"graveyard"}
    assert _zones(reply, "4/4 creature") == {"battlefield"} and _zones(reply, "5/5 creature") == {"battlefield"}
    # one attacker, "a 3/3 with first strike" a second blocker of mine: a double block
    text = "opp attacks with a 4/4. I block the 4/4 with a 2/2 and a 3/3 with first strike. what dies?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "4/4 creature") == {"graveyard"}
    text = (
        "Opp attacks with a 2/2 first strike and a 3/3 deathtouch. I block the first striker with my 4/4 and the "
        "deathtouch one with my 1/1. what dies?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0
    assert _zones(reply, "2/2 creature") == {"graveyard"} and _zones(reply, "1/1 creature") == {"graveyard"}


# 4. A block with no attack said takes the other player's one creature as the attacker (situation._sole_attacker).
# One the message says was just played can't have attacked (CR 302.6: a creature can't attack unless it has been
# under its controller's control continuously since their most recent turn began — unless it has haste, 702.10):
# "Opp plays Hill Giant. I block with my Grizzly Bears." answered Hill Giant attacking. Now asked.


@pytest.mark.parametrize(
    "text",
    [
        "Opp plays Hill Giant. I block with my Grizzly Bears.",
        "opp put a Hill Giant onto the battlefield, i block with my 2/2 deathtouch",
        "Opp just played a Hill Giant. I block with my Grizzly Bears. what happens?",
    ],
)
def test_a_block_with_no_attack_beside_a_creature_just_played_is_asked(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "was just played" in reply.summary and "CR 302.6" in reply.summary


def test_a_block_with_no_attack_stays_answered_when_the_creature_can_attack(pool_index):
    reply = ask_reply("Opp plays Raging Goblin. I block with my Grizzly Bears. what happens?", index=pool_index)
    assert reply.exit_code == 0  # haste: it can attack the turn it is played
    assert _zones(reply, "Raging Goblin") == {"graveyard"} and _zones(reply, "Grizzly Bears") == {"battlefield"}
    reply = ask_reply("opp has a Hill Giant. I block with Grizzly Bears. does the giant die?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"graveyard"}
    assert "is read as Hill Giant attacking" in reply.to_text()
    # the attack said by the message itself: it can't attack (CR 302.6), so asked too (audit20: it was answered as
    # said, Hill Giant attacking the turn it was played; tests/test_reader_audit20.py)
    text = "Opp just played a Hill Giant. He attacks with it. I block with my Grizzly Bears."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "CR 302.6" in reply.summary, reply.summary


# 5. A pump cast in response with no target (situation._pump_in_response) took the creature the top of the stack
# aims at — also when something under it aims at another creature of the caster's: "opp bolts my 3/3 and shocks my
# 2/2. i respond with giant growth" answered Giant Growth on the 2/2 (the 3/3 dies), a guess between two. Now its
# target is asked.


def test_a_pump_in_response_with_two_of_my_creatures_aimed_at_is_asked(pool_index):
    reply = ask_reply("opp bolts my 3/3 and shocks my 2/2. i respond with giant growth. what dies?", index=pool_index)
    assert reply.exit_code == 2 and "Giant Growth needs 1 target" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        "Opp bolts my 3/3. I respond with Giant Growth. Does it survive?",
        "opp bolts my 3/3 and shocks my 3/3. i respond with giant growth. does it survive?",  # the same creature
        "I control Grizzly Bears. opp shocks it in response i cast giant growth. does it survive?",
    ],
)
def test_a_pump_in_response_at_the_one_creature_aimed_at_stays_answered(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    name = "Grizzly Bears" if "Grizzly" in text else "3/3 creature"
    assert _zones(reply, name) == {"battlefield"}
    assert "is read as targeting" in reply.to_text()


def test_his_pump_in_response_to_my_spell_on_his_creature_stays_answered(pool_index):
    text = (
        "Opp casts Lightning Bolt targeting my Grizzly Bears. I respond with Shock targeting his Hill Giant. He "
        "responds with Giant Growth. Does Hill Giant survive?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Hill Giant") == {"battlefield"}
    assert _zones(reply, "Grizzly Bears") == {"graveyard"}


# Nearby readings probed in this audit that were right and stay so.


def test_loyalty_said_where_it_is_attacked_or_bolted_stays_answered(pool_index):
    reply = ask_reply("opp bolts my gideon jura with 2 loyalty. does it die?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Gideon Jura") == {"graveyard"}
    text = "opp attacks my Gideon Jura with 4 loyalty with his Hill Giant, i don't block. how much loyalty left?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0
    assert {
        p["loyalty"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == "Gideon Jura"
    } == {1}


def test_has_blocking_and_has_blocked_read_who_attacks(pool_index):
    reply = ask_reply("I have a 3/3 first striker blocking his 2/2 deathtouch. does my guy die?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "3/3 creature") == {"battlefield"}  # first strike kills it first
    reply = ask_reply(
        "I have a 4/4 with lifelink blocked by a 2/2 and opp bolts me. how much life do i have?", index=pool_index
    )
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["players"]["You"]["life"] == 21  # 20 - 3 + 4
    reply = ask_reply("I have a 1/1 lifelink blocking his 3/3, im at 1. what's my life after?", index=pool_index)
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["players"]["You"]["life"] == 2


# 6. Two questions about spells in one message (asked_spell): each was read as a cast, and the two casts made one
# story — "Does Shock kill my Hill Giant? Does Lightning Bolt kill my Hill Giant?" answered "Hill Giant dies" (the
# Bolt on top of the Shock: 3 + 2 damage), though Shock alone deals 2 to a 3/3 and it survives. Now asked back.


@pytest.mark.parametrize(
    "text",
    [
        "Does Shock kill my Hill Giant? Does Lightning Bolt kill my Hill Giant?",
        "Does Lightning Bolt kill my Grizzly Bears? Does Shock kill my Hill Giant?",
        "Does my Grizzly Bears survive Lightning Bolt? Does my Serra Angel survive Lightning Bolt?",
    ],
)
def test_two_spell_questions_are_asked_one_at_a_time(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "each ask about a spell cast on its own" in reply.summary


def test_one_spell_question_stays_answered(pool_index):
    reply = ask_reply("Does Shock kill my Hill Giant?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Hill Giant") == {"battlefield"}
    reply = ask_reply("does lightning bolt kill my grizzly bears??", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Grizzly Bears") == {"graveyard"}


# 7. A card in the asker's hand offered (cast or not, each an outcome) while the other player attacks them and they
# could block, no block said: the outcomes are the asker's choices, and blocking isn't among them. "Opp attacks me
# with a 3/3. I have a 2/2 and Shock in hand. does his 3/3 die?" answered "3/3 creature survives in every outcome"
# — but blocking with the 2/2 and Shocking the 3/3 deals it 4. "… I'm at 5 … do i survive?" (a 5/5 attacking)
# answered "You lose" in every outcome, though chump blocking saves the asker. Now asked back, as "Can I …?" was.


@pytest.mark.parametrize(
    "text",
    [
        "Opp attacks me with a 3/3. I have a 2/2 and Shock in hand. does his 3/3 die?",
        "Opp attacks me with a 5/5. I'm at 5. I have a 2/2 and Giant Growth in hand. do i survive?",
        "Opp attacks me with a 3/3. I have a 2/2 and Shock in hand.",  # (no question: the same)
    ],
)
def test_a_card_in_hand_with_a_block_unsaid_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "no block was said" in reply.summary


def test_a_card_in_hand_with_the_block_said_or_none_possible_stays_answered(pool_index):
    text = "Opp attacks me with a 3/3. I have a 2/2 and Shock in hand. I block with my 2/2. does his 3/3 die?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "3/3 creature") == {"battlefield", "graveyard"}
    text = "Opp attacks me with a 3/3. I have a 2/2 and Shock in hand. I don't block. does his 3/3 die?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "3/3 creature") == {"battlefield"}
    reply = ask_reply("Opp attacks me with a 3/3. I have Shock in hand. does it die?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "3/3 creature") == {"battlefield"}  # no creature to block with
    text = "I have Giant Growth in hand and a 2/2 untapped. opp bolts my 2/2. can I save it?"  # no attack
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "2/2 creature") == {"battlefield", "graveyard"}
    # the opponent's card in hand, my attack: no block of mine to leave out
    text = "I attack with my 3/3. Opp has a 2/2 and Giant Growth in hand. he blocks. what dies?"
    assert ask_reply(text, index=pool_index).exit_code == 0


# 8. "it" asked after an attack on a planeswalker: "I have Gideon Jura. opp attacks it with Hill Giant. does it
# survive?" answered "Hill Giant survives" — the asker most likely means Gideon (what "it" was a clause before). The
# planeswalker attacked is acted on too (answer._acted_on), so "it" could be either: no first line; named, answered.


def test_it_after_an_attack_on_a_planeswalker_gets_no_guessed_first_line(pool_index):
    reply = ask_reply("I have Gideon Jura. opp attacks it with Hill Giant. does it survive?", index=pool_index)
    assert reply.exit_code == 0 and not reply.summary.splitlines()[0].startswith("Hill Giant")
    reply = ask_reply("I have Gideon Jura. opp attacks it with Hill Giant. does Gideon survive?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.splitlines()[0] == "Gideon Jura survives"
    reply = ask_reply("Opp attacks me with Hill Giant. does it survive?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.splitlines()[0] == "Hill Giant survives"


# 9. A planeswalker asked about in a question about a spell alone: its loyalty wasn't said, and whether it dies
# turns on it ("Does Lightning Bolt kill his Jace Beleren?": 3 damage, dead at the 3 it enters with, alive after a
# +2). It is read as the loyalty it enters with, and the reading now says so.


def test_a_planeswalker_asked_about_a_spell_shows_its_loyalty_assumed(pool_index):
    reply = ask_reply("Does Lightning Bolt kill his Jace Beleren?", index=pool_index)
    assert reply.exit_code == 0 and _zones(reply, "Jace Beleren") == {"graveyard"}
    assert "Jace Beleren's loyalty wasn't said: read as 3" in reply.to_text()
    reply = ask_reply("Does my Gideon Jura survive a Lightning Bolt?", index=pool_index)
    assert reply.exit_code == 0 and "read as 6, the loyalty it enters with" in reply.to_text()
    reply = ask_reply("Does Lightning Bolt kill my Hill Giant?", index=pool_index)
    assert reply.exit_code == 0 and "loyalty" not in reply.to_text()
